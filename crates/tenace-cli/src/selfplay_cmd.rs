//! `tenace selfplay --deals FILE | --seed S --boards N [--system sayc]
//! [--ew-system NAME]`: the robots bid all four hands of every deal
//! (North-South by `--system`, East-West by `--ew-system` when given, else
//! the same); the final contract is scored
//! by its double-dummy result (from the file's `dd` table when present, else
//! solved here) and compared with par.
//!
//! `--seed S --boards N` deals boards 1..N of seed S (the boards `tenace deal
//! --seed S --board B` prints, with each board number's dealer and
//! vulnerability) and solves them on `--threads T` threads, so a fresh
//! evaluation needs no file; `--save FILE` keeps the solved deals in the
//! layout `--deals` reads, to bid the same deals again without solving.
//! `--bidder rules` bids with the system's rules alone (the first rule that
//! fits); `--bidder robot` (the default) is the robots' own call, which
//! weighs competitive and slam decisions where the rules leave a choice
//! by simulation (`--sim-layouts`, `--sim-nodes` and `--sim-margin` change
//! its budget and how sure it must be; see `tenace_robots::bid::BidSettings`).
//!
//! One JSON line per deal — `id, auction, contract, declarer, tricks_dd,
//! score, par, par_contracts, imps_vs_par, imps_ns_vs_par, kind` — and a summary line. Scores are
//! North-South's. `imps_vs_par` is what the *table* lost against par: minus
//! the IMPs of |score − par|. With robots at all four seats one side's gain
//! is the other's loss, so the signed North-South difference
//! (`imps_ns_vs_par`, also printed) averages out whatever the quality; the
//! absolute loss does not, and par (both sides bidding perfectly) scores 0.
//! `kind` says where a loss belongs (slam, doubled, sacrifice, game,
//! partscore; see [`loss_kind`]); the summary sums the losses by kind, with
//! each kind's share of the mean.
//!
//! `--play robot [--level fast|normal|strong]` then has the robots play
//! the deal at all four seats (claims included). Each line adds declarer's
//! `tricks_played`, `lost_vs_dd` (double-dummy tricks minus tricks taken)
//! and the time per card; the summary gives the mean tricks declarer lost
//! against double-dummy, split into what declarer fell short and what the
//! defence gave away, and the mean and p95 time per card. `--trace` writes
//! every robot action with its reason and time to standard error.

use crate::dd_cmd::{parse_line, read_lines, solve, Board};
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;
use tenace_bridge::scoring::{duplicate_score, imps, Tricks};
use tenace_bridge::{
    robot_to_act, Action, Auction, BoardNumber, BySeat, Contract, Deal, Game, Phase, Seat, Setup, Strain,
};
use tenace_dd::{DdTable, Par, Solver};
use tenace_robots::bid::{choose_with, BidSettings};
use tenace_robots::bidding::{advise_sides, System, Systems, Table};
use tenace_robots::{decide_with_play, Bidding, PlayLevel, PlaySettings};

const USE: &str = "use: tenace selfplay (--deals FILE | --seed S --boards N [--threads T] [--save FILE]) \
[--system sayc] [--ew-system culbertson] [--bidder robot|rules [--sim-layouts N] [--sim-nodes N] [--sim-margin IMPS]] \
[--play robot [--level fast|normal|strong] [--trace]]";

/// Who makes the calls.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Bidder {
    /// The system's rules alone: the first rule the hand fits.
    Rules,
    /// The robots' call: the rules, and judgment where they leave a choice.
    Robot,
}

/// A deal ready to bid: the board and its double-dummy table and par score.
struct Solved {
    board: Board,
    table: DdTable,
    par_score: i32,
    par_codes: Vec<String>,
}

pub fn run(args: &[String]) -> Result<(), String> {
    let mut file = None;
    let mut seed: Option<u64> = None;
    let mut boards: Option<u32> = None;
    let mut threads = 1usize;
    let mut save: Option<String> = None;
    let mut system = System::SAYC;
    let mut ew_system = None;
    let mut bidder = Bidder::Robot;
    let mut sim = BidSettings::default();
    let mut play: Option<PlaySettings> = None;
    let mut level = PlayLevel::Normal;
    let mut trace = false;
    let mut rest = args.iter();
    let number = |name: &str, v: Option<&String>| -> Result<u64, String> {
        let v = v.ok_or_else(|| format!("{name} needs a number; {USE}"))?;
        v.trim().parse().map_err(|_| format!("{name} needs a number, got “{v}”; {USE}"))
    };
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--deals" => file = Some(rest.next().ok_or_else(|| format!("--deals needs a file; {USE}"))?.clone()),
            "--seed" => seed = Some(number("--seed", rest.next())?),
            "--boards" => {
                let n = number("--boards", rest.next())?;
                boards =
                    Some(u32::try_from(n).ok().filter(|&n| n >= 1).ok_or(format!("--boards needs 1 or more; {USE}"))?)
            }
            "--threads" => {
                threads = usize::try_from(number("--threads", rest.next())?).unwrap_or(1).clamp(1, 64);
            }
            "--save" => save = Some(rest.next().ok_or_else(|| format!("--save needs a file; {USE}"))?.clone()),
            "--system" => {
                system = System::by_name(rest.next().ok_or_else(|| format!("--system needs a name; {USE}"))?)
                    .map_err(|e| e.to_string())?
            }
            "--ew-system" => {
                ew_system = Some(
                    System::by_name(rest.next().ok_or_else(|| format!("--ew-system needs a name; {USE}"))?)
                        .map_err(|e| e.to_string())?,
                )
            }
            "--bidder" => {
                bidder = match rest.next().map(String::as_str) {
                    Some("robot") => Bidder::Robot,
                    Some("rules") => Bidder::Rules,
                    Some(other) => return Err(format!("--bidder is robot or rules, not “{other}”; {USE}")),
                    None => return Err(format!("--bidder needs robot or rules; {USE}")),
                }
            }
            "--sim-layouts" => sim.layouts = usize::try_from(number("--sim-layouts", rest.next())?).unwrap_or(16),
            "--sim-nodes" => sim.max_nodes = number("--sim-nodes", rest.next())?,
            "--sim-margin" => {
                let v = rest.next().ok_or_else(|| format!("--sim-margin needs IMPs; {USE}"))?;
                sim.margin = v.trim().parse().map_err(|_| format!("--sim-margin needs IMPs, got “{v}”; {USE}"))?;
            }
            "--play" => match rest.next().map(String::as_str) {
                Some("robot") => play = Some(PlaySettings::default()),
                Some(other) => return Err(format!("--play knows only “robot”, not “{other}”; {USE}")),
                None => return Err(format!("--play needs “robot”; {USE}")),
            },
            "--trace" => trace = true,
            "--level" => {
                let name = rest.next().ok_or_else(|| format!("--level needs fast, normal or strong; {USE}"))?;
                level = PlayLevel::by_name(name).ok_or_else(|| format!("unknown level “{name}”; {USE}"))?;
            }
            other => return Err(format!("selfplay does not know “{other}”; {USE}")),
        }
    }
    let play = play.map(|p| PlaySettings { level, ..p });
    let systems = Systems { north_south: system, east_west: ew_system.unwrap_or(system) };
    let deals = match (file, seed, boards) {
        (Some(file), None, None) => from_file(&file)?,
        (None, Some(seed), Some(n)) => seeded(seed, n, threads)?,
        (None, Some(_), None) => return Err(format!("--seed needs --boards N; {USE}")),
        (Some(_), _, _) => return Err(format!("give either --deals FILE or --seed S --boards N, not both; {USE}")),
        _ => return Err(format!("selfplay needs --deals FILE or --seed S --boards N; {USE}")),
    };
    if let Some(path) = save {
        let lines: Vec<String> = deals.iter().map(|d| saved_line(d).to_string()).collect();
        std::fs::write(&path, lines.join("\n") + "\n").map_err(|e| format!("cannot write {path}: {e}"))?;
    }
    let mut losses: Vec<f64> = Vec::new();
    let mut signed: Vec<f64> = Vec::new();
    let mut by_kind: BTreeMap<&'static str, (usize, f64)> = BTreeMap::new();
    let mut played = PlayStats::default();
    let mut call_ms: Vec<f64> = Vec::new();
    // Simulated calls: (milliseconds, nodes, layouts scored), and how many overruled the rules.
    let mut sims: Vec<(f64, u64, usize)> = Vec::new();
    let mut changed = 0usize;
    for Solved { board, table, par_score, par_codes } in &deals {
        let line = || format!("board {}", board.id);
        let mut auction = Auction::new(board.dealer);
        while !auction.is_complete() {
            let Some(seat) = auction.to_act() else { break };
            let started = Instant::now();
            let call = match bidder {
                Bidder::Rules => {
                    advise_sides(&systems, &auction, Table::duplicate(board.vul), board.deal.hand(seat)).call
                }
                Bidder::Robot => {
                    let bidding = Bidding::sides(systems, Default::default());
                    let r = choose_with(&auction, board.vul, board.deal.hand(seat), &bidding, sim);
                    if let Some(sim) = &r.simulation {
                        sims.push((started.elapsed().as_secs_f64() * 1000.0, sim.nodes, sim.layouts));
                        changed += usize::from(r.advice.call != sim.rules_call);
                    }
                    r.advice.call
                }
            };
            call_ms.push(started.elapsed().as_secs_f64() * 1000.0);
            auction.push(call).map_err(|e| format!("{}: the robot made an illegal call: {e}", line()))?;
        }
        let calls: Vec<String> = auction.calls().iter().map(|c| c.code()).collect();
        let (contract, declarer, tricks, score) = match auction.contract() {
            Some(c) => {
                let t = table.tricks(c.bid.strain, c.declarer);
                let vulnerable = board.vul.is_vulnerable(c.declarer.side());
                let s = duplicate_score(c.bid, c.penalty, vulnerable, Tricks::new(t).unwrap_or(Tricks::ALL));
                let ns = if c.declarer.side() == Seat::North.side() { s } else { -s };
                (format!("{}{}", c.bid.code(), c.penalty.code()), c.declarer.letter().to_string(), Some(t), ns)
            }
            None => ("Pass".to_owned(), String::new(), None, 0),
        };
        let diff = imps(score - par_score);
        let kind = loss_kind(auction.contract(), par_codes);
        losses.push(-f64::from(diff.abs()));
        signed.push(f64::from(diff));
        if diff != 0 {
            let entry = by_kind.entry(kind).or_default();
            entry.0 += 1;
            entry.1 -= f64::from(diff.abs());
        }
        let mut out = json!({
            "id": board.id, "auction": calls.join(" "), "contract": contract, "declarer": declarer,
            "tricks_dd": tricks, "score": score, "par": par_score, "par_contracts": par_codes,
            "imps_vs_par": -diff.abs(), "imps_ns_vs_par": diff, "kind": kind,
        });
        if let (Some(settings), Some(c), Some(dd)) = (play, auction.contract(), tricks) {
            let setup =
                Setup { board: None, dealer: board.dealer, vulnerability: board.vul, deal: board.deal, laws: None };
            let deal_play =
                play_out(setup, &auction, c, settings, systems, trace).map_err(|e| format!("{}: {e}", line()))?;
            let lost = i32::from(dd) - i32::from(deal_play.tricks);
            played.lost.push(f64::from(lost));
            played.card_ms.extend(deal_play.card_ms.iter().copied());
            if let Some(o) = out.as_object_mut() {
                o.insert("tricks_played".into(), json!(deal_play.tricks));
                o.insert("lost_vs_dd".into(), json!(lost));
                o.insert("cards".into(), json!(deal_play.card_ms.len()));
                o.insert("claimed".into(), json!(deal_play.claimed));
                o.insert("ms_per_card".into(), json!(round2(mean(&deal_play.card_ms))));
            }
        }
        println!("{out}");
    }
    let (mean_loss, se) = mean_and_se(&losses);
    let (ns_mean, ns_se) = mean_and_se(&signed);
    let n = losses.len().max(1) as f64;
    let kinds: serde_json::Map<String, Value> = by_kind
        .iter()
        .map(|(k, (boards, imps))| {
            ((*k).to_owned(), json!({"boards": boards, "imps": imps, "per_deal": round2(imps / n)}))
        })
        .collect();
    let summary = json!({"summary": {
        "deals": losses.len(), "system": system.id(), "ew_system": systems.east_west.id(),
        "bidder": match bidder { Bidder::Rules => "rules", Bidder::Robot => "robot" },
        "mean_imps_vs_par": round2(mean_loss), "standard_error": round2(se),
        "mean_imps_ns_vs_par": round2(ns_mean), "ns_standard_error": round2(ns_se),
        "at_par": losses.iter().filter(|&&x| x == 0.0).count(),
        "lost_by_kind": kinds,
        "calls": call_ms.len(), "mean_ms_per_call": round2(mean(&call_ms)),
        "p95_ms_per_call": round2(percentile(&call_ms, 0.95)),
        "simulated_calls": sims.len(), "simulation_changed_call": changed,
        "p95_ms_simulated": round2(percentile(&sims.iter().map(|x| x.0).collect::<Vec<_>>(), 0.95)),
        "mean_nodes_simulated": round2(mean(&sims.iter().map(|x| x.1 as f64).collect::<Vec<_>>())),
        "mean_layouts_simulated": round2(mean(&sims.iter().map(|x| x.2 as f64).collect::<Vec<_>>())),
    }});
    println!("{summary}");
    if let Some(settings) = play {
        println!("{}", played.summary(settings.level));
    }
    Ok(())
}

/// Where a board's loss against par belongs, checked in this order:
/// `slam` (a slam was bid or is par), `doubled` (the table's contract was
/// doubled), `sacrifice` (par is a doubled sacrifice nobody found), `game`
/// (game bid or par), else `partscore` (partscores and passed-out deals).
pub fn loss_kind(contract: Option<Contract>, par_codes: &[String]) -> &'static str {
    let par_levels: Vec<u8> =
        par_codes.iter().filter_map(|c| c.chars().next()?.to_digit(10).map(|d| d as u8)).collect();
    let par_doubled = par_codes.iter().any(|c| c.contains('X'));
    let level = contract.map(|c| c.bid.level.get()).unwrap_or(0);
    let game = |level: u8, strain: Option<Strain>| match strain {
        Some(Strain::NoTrump) => level >= 3,
        Some(Strain::Hearts | Strain::Spades) => level >= 4,
        Some(_) => level >= 5,
        None => false,
    };
    let par_game = par_codes.iter().any(|c| {
        let level = c.chars().next().and_then(|d| d.to_digit(10)).unwrap_or(0) as u8;
        let strain = match c.get(1..3) {
            Some("NT") => Some(Strain::NoTrump),
            _ => c.get(1..2).and_then(|s| s.parse::<Strain>().ok()),
        };
        game(level, strain)
    });
    if level >= 6 || par_levels.iter().any(|&l| l >= 6) {
        "slam"
    } else if contract.is_some_and(|c| c.penalty != tenace_bridge::Penalty::Undoubled) {
        "doubled"
    } else if par_doubled {
        "sacrifice"
    } else if game(level, contract.map(|c| c.bid.strain)) || par_game {
        "game"
    } else {
        "partscore"
    }
}

/// The deals of a `--deals` file, solved here when the file has no tables.
fn from_file(file: &str) -> Result<Vec<Solved>, String> {
    let mut solver = Solver::default();
    let mut out = Vec::new();
    for (n, line) in read_lines(Some(file))?.iter().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        let row: Value = serde_json::from_str(line).map_err(|e| format!("line {}: not JSON: {e}", n + 1))?;
        let board = parse_line(line).map_err(|e| format!("line {}: {e}", n + 1))?;
        let codes = row
            .pointer("/par/contracts")
            .and_then(Value::as_array)
            .map(|a| a.iter().filter_map(|c| c.as_str().map(str::to_owned)).collect::<Vec<_>>());
        let solved = match (table_from(&row), row.pointer("/par/score").and_then(Value::as_i64), codes) {
            (Some(table), Some(p), Some(codes)) => Solved { board, table, par_score: p as i32, par_codes: codes },
            _ => {
                let (table, par) = solve(&mut solver, &board).map_err(|e| format!("line {}: {e}", n + 1))?;
                solved(board, table, &par)
            }
        };
        out.push(solved);
    }
    Ok(out)
}

fn solved(board: Board, table: DdTable, par: &Par) -> Solved {
    Solved { board, table, par_score: par.score, par_codes: par.codes() }
}

/// Boards 1..=n of `seed`, solved on `threads` threads.
fn seeded(seed: u64, n: u32, threads: usize) -> Result<Vec<Solved>, String> {
    let boards: Vec<Board> = (1..=n)
        .filter_map(BoardNumber::new)
        .map(|b| Board {
            id: json!(b.get()),
            deal: Deal::for_board(seed, b),
            dealer: b.dealer(),
            vul: b.vulnerability(),
        })
        .collect();
    type Slot = Option<Result<(DdTable, Par), String>>;
    let slots: Mutex<Vec<Slot>> = Mutex::new((0..boards.len()).map(|_| None).collect());
    let next = AtomicUsize::new(0);
    let worker = || {
        let mut solver = Solver::default();
        loop {
            let i = next.fetch_add(1, Ordering::Relaxed);
            let Some(board) = boards.get(i) else { break };
            let answer = solve(&mut solver, board);
            if let Ok(mut s) = slots.lock() {
                s[i] = Some(answer);
            }
        }
    };
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(worker);
        }
    });
    let slots = slots.into_inner().map_err(|_| "a solver thread failed".to_owned())?;
    boards
        .into_iter()
        .zip(slots)
        .map(|(board, slot)| match slot {
            Some(Ok((table, par))) => Ok(solved(board, table, &par)),
            Some(Err(e)) => Err(format!("board {}: {e}", board.id)),
            None => Err(format!("board {} was not solved", board.id)),
        })
        .collect()
}

fn vul_code(v: tenace_bridge::Vulnerability) -> &'static str {
    use tenace_bridge::Vulnerability::*;
    match v {
        None => "None",
        NorthSouth => "NS",
        EastWest => "EW",
        Both => "All",
    }
}

/// A solved deal in the layout `--deals` reads (and `tenace dd` writes).
fn saved_line(d: &Solved) -> Value {
    json!({
        "id": d.board.id, "dealer": d.board.dealer.letter().to_string(), "vul": vul_code(d.board.vul),
        "pbn": d.board.deal.to_pbn(Seat::North), "dd": d.table, "par": {"score": d.par_score, "contracts": d.par_codes},
    })
}

/// What the robots' card play did over the deals.
#[derive(Default)]
struct PlayStats {
    /// Double-dummy tricks minus declarer's tricks, per deal played.
    lost: Vec<f64>,
    /// Milliseconds per card decision, over all deals.
    card_ms: Vec<f64>,
}

impl PlayStats {
    fn summary(&self, level: PlayLevel) -> Value {
        let (lost, se) = mean_and_se(&self.lost);
        let short: Vec<f64> = self.lost.iter().map(|x| x.max(0.0)).collect();
        let given: Vec<f64> = self.lost.iter().map(|x| (-x).max(0.0)).collect();
        let level = serde_json::to_value(level).unwrap_or(Value::Null);
        json!({"play_summary": {
            "deals_played": self.lost.len(), "level": level,
            "mean_declarer_tricks_lost_vs_dd": round2(lost), "standard_error": round2(se),
            "mean_declarer_short_of_dd": round2(mean(&short)),
            "mean_defence_gave_vs_dd": round2(mean(&given)),
            "at_dd": self.lost.iter().filter(|&&x| x == 0.0).count(),
            "cards": self.card_ms.len(),
            "mean_ms_per_card": round2(mean(&self.card_ms)), "p95_ms_per_card": round2(percentile(&self.card_ms, 0.95)),
            "max_ms_per_card": round2(self.card_ms.iter().copied().fold(0.0, f64::max)),
        }})
    }
}

/// One deal played out by the robots.
struct DealPlay {
    /// Declarer's tricks, claims included.
    tricks: u8,
    /// Milliseconds each card decision took.
    card_ms: Vec<f64>,
    claimed: bool,
}

/// Plays `contract` after `auction` with robots at every seat.
fn play_out(
    setup: Setup,
    auction: &Auction,
    contract: Contract,
    settings: PlaySettings,
    systems: Systems,
    trace: bool,
) -> Result<DealPlay, String> {
    let mut game = Game::new(setup);
    for &call in auction.calls() {
        let seat = game.to_act().ok_or("the auction has no one to call")?;
        game.apply(Action::Call { seat, call }).map_err(|e| e.to_string())?;
    }
    let bidding = Bidding::sides(systems, Default::default());
    let mut card_ms = Vec::new();
    let mut claimed = false;
    // 52 cards, and at most a claim and two answers between them.
    for _ in 0..400 {
        if game.phase() == Phase::Finished {
            let result = game.result().ok_or("the deal has no result")?;
            return Ok(DealPlay { tricks: result.declarer_tricks, card_ms, claimed });
        }
        // Robots hold every seat: the engine's robot turn.
        let seat = robot_to_act(game.state(), |_| false).ok_or("nobody is to act")?;
        let start = Instant::now();
        let decision = decide_with_play(&game, seat, &bidding, settings).ok_or(format!("{seat} has nothing to do"))?;
        let ms = start.elapsed().as_secs_f64() * 1000.0;
        if trace {
            eprintln!("{}", json!({"action": decision.action, "reason": decision.reason, "ms": round2(ms)}));
        }
        match decision.action {
            Action::Play { .. } => card_ms.push(ms),
            Action::AcceptClaim { .. } => claimed = true,
            _ => {}
        }
        game.apply(decision.action.clone())
            .map_err(|e| format!("the robot's {:?} was refused: {e}", decision.action))?;
    }
    Err(format!("the play of {contract} did not finish"))
}

fn mean(xs: &[f64]) -> f64 {
    if xs.is_empty() {
        0.0
    } else {
        xs.iter().sum::<f64>() / xs.len() as f64
    }
}

/// The `q` quantile by the nearest-rank method.
fn percentile(xs: &[f64], q: f64) -> f64 {
    let mut v = xs.to_vec();
    v.sort_by(f64::total_cmp);
    match v.len() {
        0 => 0.0,
        n => v[((q * n as f64).ceil() as usize).clamp(1, n) - 1],
    }
}

fn table_from(row: &Value) -> Option<DdTable> {
    let dd = row.get("dd")?;
    let mut rows = [BySeat::splat(0u8); 5];
    for strain in Strain::ASCENDING {
        for seat in Seat::ALL {
            let n = dd.get(strain.code())?.get(seat.letter().to_string())?.as_u64()?;
            rows[strain.index()][seat] = u8::try_from(n).ok()?;
        }
    }
    Some(DdTable::from_rows(rows))
}

fn mean_and_se(xs: &[f64]) -> (f64, f64) {
    let n = xs.len() as f64;
    if xs.is_empty() {
        return (0.0, 0.0);
    }
    let mean = xs.iter().sum::<f64>() / n;
    let var = if xs.len() > 1 { xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0) } else { 0.0 };
    (mean, (var / n).sqrt())
}

fn round2(x: f64) -> f64 {
    (x * 100.0).round() / 100.0
}
