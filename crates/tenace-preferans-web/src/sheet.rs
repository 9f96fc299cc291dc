//! The pulka as the paper sheet draws it: one sector per player, facing
//! him, each with his whists written on each opponent (outermost, split
//! towards the opponent they are written on), his pool, then his mountain,
//! and the pool target in the centre. Figures are running totals, as on
//! paper ("2.4.10"). Below the drawing: the same figures as a table (for
//! screen readers and tests), the deal-by-deal history and the settlement.

use crate::labels::{ratio, seat_name};
use tenace_core::{Player, Rules};
use tenace_preferans::{Entry, Game, Ratio};
use tenace_preferans_app::seat_number;
use tenace_web::i18n::{tr, trf};
use yew::prelude::*;

type Pt = (f64, f64);

/// The running totals of each cell of the sheet, one figure per deal that changed it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Series {
    pub pool: Vec<i64>,
    pub mountain: Vec<i64>,
    /// `whists[j]`: written by this player on player j.
    pub whists: Vec<Vec<i64>>,
}

/// Each player's series from the sheet's start and the history (P57).
pub fn series(game: &Game) -> Vec<Series> {
    let seating = game.seating();
    let n = seating.count();
    let empty = tenace_preferans::Sheet::empty(seating);
    let start = game.setup().start.as_ref().unwrap_or(&empty);
    let mut pool: Vec<i64> = (0..n).map(|i| start.pool[Player::new(i as u8)]).collect();
    let mut mountain: Vec<i64> = (0..n).map(|i| start.mountain[Player::new(i as u8)]).collect();
    let mut whists: Vec<Vec<i64>> =
        (0..n).map(|i| (0..n).map(|j| start.whists[Player::new(i as u8)][Player::new(j as u8)]).collect()).collect();
    let mut out: Vec<Series> = (0..n)
        .map(|i| Series {
            pool: if pool[i] != 0 { vec![pool[i]] } else { Vec::new() },
            mountain: if mountain[i] != 0 { vec![mountain[i]] } else { Vec::new() },
            whists: (0..n).map(|j| if whists[i][j] != 0 { vec![whists[i][j]] } else { Vec::new() }).collect(),
        })
        .collect();
    for deal in &game.pulka.history {
        let mut touched_pool = vec![false; n];
        let mut touched_mountain = vec![false; n];
        let mut touched_whists = vec![vec![false; n]; n];
        for e in deal {
            match *e {
                Entry::Pool { player, points } => {
                    pool[player.index()] += points;
                    touched_pool[player.index()] = true;
                }
                Entry::Mountain { player, points } => {
                    mountain[player.index()] += points;
                    touched_mountain[player.index()] = true;
                }
                Entry::Whists { from, on, whists: w } => {
                    whists[from.index()][on.index()] += w;
                    touched_whists[from.index()][on.index()] = true;
                }
            }
        }
        for i in 0..n {
            if touched_pool[i] {
                out[i].pool.push(pool[i]);
            }
            if touched_mountain[i] {
                out[i].mountain.push(mountain[i]);
            }
            for j in 0..n {
                if touched_whists[i][j] {
                    out[i].whists[j].push(whists[i][j]);
                }
            }
        }
    }
    out
}

/// "2.4.10", the last four figures at most ("…6.8.10.12").
fn written(figures: &[i64], all: bool) -> String {
    if figures.is_empty() {
        return "—".into();
    }
    let skip = if all { 0 } else { figures.len().saturating_sub(4) };
    let text = figures[skip..].iter().map(|f| f.to_string()).collect::<Vec<_>>().join(".");
    if skip > 0 {
        format!("…{text}")
    } else {
        text
    }
}

/// One sector: its outer edge (from boundary a to boundary b) and the opponents' order along it.
struct Sector {
    edge: Vec<Pt>,
    /// Opponents in the order their whists are written along the edge.
    along: Vec<usize>,
}

fn geometry(n: usize) -> (Pt, Vec<Sector>) {
    if n == 3 {
        (
            (150.0, 170.0),
            vec![
                Sector { edge: vec![(0.0, 300.0), (300.0, 300.0)], along: vec![1, 2] },
                Sector { edge: vec![(150.0, 0.0), (0.0, 0.0), (0.0, 300.0)], along: vec![2, 0] },
                Sector { edge: vec![(300.0, 300.0), (300.0, 0.0), (150.0, 0.0)], along: vec![0, 1] },
            ],
        )
    } else {
        (
            (150.0, 150.0),
            vec![
                Sector { edge: vec![(0.0, 300.0), (300.0, 300.0)], along: vec![1, 2, 3] },
                Sector { edge: vec![(0.0, 0.0), (0.0, 300.0)], along: vec![2, 3, 0] },
                Sector { edge: vec![(300.0, 0.0), (0.0, 0.0)], along: vec![3, 0, 1] },
                Sector { edge: vec![(300.0, 300.0), (300.0, 0.0)], along: vec![0, 1, 2] },
            ],
        )
    }
}

fn length(edge: &[Pt]) -> f64 {
    edge.windows(2).map(|w| ((w[1].0 - w[0].0).powi(2) + (w[1].1 - w[0].1).powi(2)).sqrt()).sum()
}

/// The part of the edge between fractions t0 and t1 of its length.
fn part(edge: &[Pt], t0: f64, t1: f64) -> Vec<Pt> {
    let total = length(edge);
    let (a, b) = (t0 * total, t1 * total);
    let mut out = Vec::new();
    let mut run = 0.0;
    for w in edge.windows(2) {
        let seg = ((w[1].0 - w[0].0).powi(2) + (w[1].1 - w[0].1).powi(2)).sqrt();
        let at = |d: f64| {
            let k = if seg > 0.0 { ((d - run) / seg).clamp(0.0, 1.0) } else { 0.0 };
            (w[0].0 + k * (w[1].0 - w[0].0), w[0].1 + k * (w[1].1 - w[0].1))
        };
        if run + seg >= a && run <= b {
            if out.is_empty() {
                out.push(at(a));
            }
            if run + seg <= b {
                out.push(w[1]);
            } else {
                out.push(at(b));
            }
        }
        run += seg;
    }
    out
}

fn scaled(c: Pt, points: &[Pt], f: f64) -> Vec<Pt> {
    points.iter().map(|p| (c.0 + f * (p.0 - c.0), c.1 + f * (p.1 - c.1))).collect()
}

fn band(c: Pt, edge: &[Pt], t0: f64, t1: f64, f_out: f64, f_in: f64) -> String {
    let p = part(edge, t0, t1);
    let mut pts = scaled(c, &p, f_out);
    let mut inner = scaled(c, &p, f_in);
    inner.reverse();
    pts.extend(inner);
    pts.iter().map(|(x, y)| format!("{x:.1},{y:.1}")).collect::<Vec<_>>().join(" ")
}

fn label_at(c: Pt, edge: &[Pt], t: f64, f: f64) -> Pt {
    let p = part(edge, t, t);
    let q = p.first().copied().unwrap_or(c);
    (c.0 + f * (q.0 - c.0), c.1 + f * (q.1 - c.1))
}

#[derive(Properties, Clone, PartialEq)]
pub struct SheetProps {
    pub game: std::rc::Rc<Game>,
    pub revision: u64,
}

/// The sheet, its table, the history and the settlement.
#[component]
pub fn SheetView(props: &SheetProps) -> Html {
    let game = &props.game;
    let n = game.seating().count();
    let all = series(game);
    let sheet = game.sheet();
    let (c, sectors) = geometry(n);
    let (f_whist, f_pool, f_mountain, f_core) = (1.0, 0.76, 0.54, 0.3);
    let mut shapes: Vec<Html> = Vec::new();
    for (i, sector) in sectors.iter().enumerate() {
        let s = &all[i];
        let name = seat_name(Player::new(i as u8), n);
        let k = sector.along.len() as f64;
        for (m, j) in sector.along.iter().enumerate() {
            let (t0, t1) = (m as f64 / k, (m + 1) as f64 / k);
            let (x, y) = label_at(c, &sector.edge, (t0 + t1) / 2.0, (f_whist + f_pool) / 2.0);
            shapes.push(html! {
                <g class="pref-cell whists">
                    <polygon points={band(c, &sector.edge, t0, t1, f_whist, f_pool)} />
                    <text x={format!("{x:.1}")} y={format!("{y:.1}")} text-anchor="middle" dominant-baseline="middle">
                        { written(&s.whists[*j], false) }
                    </text>
                </g>
            });
        }
        let (px, py) = label_at(c, &sector.edge, 0.5, (f_pool + f_mountain) / 2.0);
        let (mx, my) = label_at(c, &sector.edge, 0.5, f_mountain - 0.08);
        shapes.push(html! {
            <g class="pref-cell pool">
                <polygon points={band(c, &sector.edge, 0.0, 1.0, f_pool, f_mountain)} />
                <text x={format!("{px:.1}")} y={format!("{py:.1}")} text-anchor="middle" dominant-baseline="middle">{ written(&s.pool, false) }</text>
            </g>
        });
        shapes.push(html! {
            <g class="pref-cell mountain">
                <polygon points={band(c, &sector.edge, 0.0, 1.0, f_mountain, f_core)} />
                <text x={format!("{mx:.1}")} y={format!("{my:.1}")} text-anchor="middle" dominant-baseline="middle">{ written(&s.mountain, false) }</text>
            </g>
        });
        let (nx, ny) = label_at(c, &sector.edge, 0.5, f_core + 0.045);
        shapes.push(html! {
            <text class="pref-sector-name" x={format!("{nx:.1}")} y={format!("{ny:.1}")} text-anchor="middle" dominant-baseline="middle">{ name }</text>
        });
    }
    let summary = trf("pref.sheet.summary", &[("pool", &game.pulka.target.to_string())]);
    let result = game.result();
    html! {
        <section class="pref-sheet" data-testid="sheet" aria-label={tr("pref.sheet.title")}
                 data-pool-target={game.pulka.target.to_string()} data-deals={game.pulka.history.len().to_string()}>
            <h2>{ tr("pref.sheet.title") }</h2>
            <svg class="pref-sheet-drawing" viewBox="-2 -2 304 304" role="img" aria-label={summary}>
                <rect x="0" y="0" width="300" height="300" class="pref-paper" />
                { for shapes }
                <circle cx={c.0.to_string()} cy={c.1.to_string()} r="26" class="pref-centre" />
                <text x={c.0.to_string()} y={c.1.to_string()} text-anchor="middle" dominant-baseline="middle" class="pref-target">{ game.pulka.target }</text>
            </svg>
            <table class="pref-sheet-table">
                <caption>{ tr("pref.sheet.table") }</caption>
                <thead><tr>
                    <th scope="col">{ tr("pref.sheet.player") }</th>
                    <th scope="col">{ tr("pref.sheet.pool") }</th>
                    <th scope="col">{ tr("pref.sheet.mountain") }</th>
                    { for (0..n).map(|j| html! { <th scope="col">{ trf("pref.sheet.whists-on", &[("player", seat_name(Player::new(j as u8), n))]) }</th> }) }
                </tr></thead>
                <tbody>
                    { for (0..n).map(|i| {
                        let p = Player::new(i as u8);
                        let whists: Vec<String> = (0..n).map(|j| sheet.whists[p][Player::new(j as u8)].to_string()).collect();
                        html! {
                            <tr data-testid={format!("sheet-seat-{}", seat_number(p))} data-pool={sheet.pool[p].to_string()}
                                data-mountain={sheet.mountain[p].to_string()} data-whists={whists.join(",")}>
                                <th scope="row">{ seat_name(p, n) }</th>
                                <td>{ written(&all[i].pool, true) }</td>
                                <td>{ written(&all[i].mountain, true) }</td>
                                { for (0..n).map(|j| html! { <td>{ if i == j { "·".to_owned() } else { written(&all[i].whists[j], true) } }</td> }) }
                            </tr>
                        }
                    }) }
                </tbody>
            </table>
            <Settlement values={result.settlement.values().copied().collect::<Vec<Ratio>>()} closed={result.closed} players={n} />
        </section>
    }
}

#[derive(Properties, Clone, PartialEq)]
pub struct SettlementProps {
    pub values: Vec<Ratio>,
    pub closed: bool,
    pub players: usize,
}

/// The running settlement, or the final one when the game is closed (P81).
#[component]
pub fn Settlement(props: &SettlementProps) -> Html {
    let title = if props.closed { tr("pref.settlement.final") } else { tr("pref.settlement.running") };
    html! {
        <table class="pref-settlement" data-testid="settlement" data-closed={props.closed.to_string()}>
            <caption>{ title }</caption>
            <tbody>
                { for props.values.iter().enumerate().map(|(i, v)| {
                    let p = Player::new(i as u8);
                    html! {
                        <tr data-seat={seat_number(p).to_string()} data-value={v.to_string()}>
                            <th scope="row">{ seat_name(p, props.players) }</th>
                            <td class={classes!(if v.numer() < 0 { "minus" } else { "plus" })}>{ ratio(*v) }</td>
                        </tr>
                    }
                }) }
            </tbody>
        </table>
    }
}

/// One entry in words: "Left: pool +2", "You write 4 whists on Left".
pub fn entry_words(e: &Entry, n: usize) -> String {
    let name = |p: Player| seat_name(p, n);
    let signed = |x: i64| if x < 0 { format!("−{}", -x) } else { format!("+{x}") };
    match *e {
        Entry::Pool { player, points } => {
            trf("pref.entry.pool", &[("player", name(player)), ("points", &signed(points))])
        }
        Entry::Mountain { player, points } => {
            trf("pref.entry.mountain", &[("player", name(player)), ("points", &signed(points))])
        }
        Entry::Whists { from, on, whists } => {
            trf("pref.entry.whists", &[("from", name(from)), ("on", name(on)), ("whists", &whists.to_string())])
        }
    }
}

/// The data attribute of an entry, for tests: `pool:1:+2`, `mountain:2:+6`, `whists:1:2:4` (seats 1–4).
pub fn entry_code(e: &Entry) -> String {
    match *e {
        Entry::Pool { player, points } => format!("pool:{}:{points}", seat_number(player)),
        Entry::Mountain { player, points } => format!("mountain:{}:{points}", seat_number(player)),
        Entry::Whists { from, on, whists } => format!("whists:{}:{}:{whists}", seat_number(from), seat_number(on)),
    }
}
