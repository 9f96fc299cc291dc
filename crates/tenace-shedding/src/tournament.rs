//! The tournament runner of §6 without its threads: the tables (S66–S68),
//! the duplicate schedule of games with their seeds (S69–S71, S76, S80),
//! each game's figures (S72, S73), the standings with their tie-breaks
//! (S74, S81), and the result files (S82). The bot arena's Web Workers and
//! `tenace shed play` play the games this module schedules.

use crate::error::ShedError;
use crate::game::{Deals, Game, Setup};
use crate::seeds::{bot_seed, deal_seeds, runner_rng, TIE_BREAK_DRAW};
use crate::table::{Fault, Meta, Table};
use crate::variant::Variant;
use serde::{Deserialize, Serialize};
use tenace_core::{Player, Rules};

/// S66: how entrants are seated at tables.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Format {
    /// One table for every set of n entrants.
    AllTables,
    /// `rounds` table rounds of shuffled entrants cut into tables.
    RandomTables { rounds: usize },
}

/// Everything that decides a tournament's games (S65).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Config {
    pub rules: Variant,
    /// Table size n.
    pub players: usize,
    /// D.
    pub deal_sets: usize,
    /// `None`: `all_tables` when C(m, n) ≤ 70, else `random_tables` with 10 rounds.
    #[serde(default)]
    pub format: Option<Format>,
    /// The tournament seed, a u64 written as a decimal string.
    #[serde(with = "seed_text")]
    pub seed: u64,
    /// How many entrants (m).
    pub entrants: usize,
}

mod seed_text {
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(v: &u64, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(v)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<u64, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Either {
            Text(String),
            Number(u64),
        }
        match Either::deserialize(d)? {
            Either::Text(t) => t.trim().parse().map_err(serde::de::Error::custom),
            Either::Number(n) => Ok(n),
        }
    }
}

/// C(m, n), saturating.
fn choose(m: usize, n: usize) -> u64 {
    if n > m {
        return 0;
    }
    let mut c: u64 = 1;
    for i in 0..n.min(m - n) {
        c = c.saturating_mul((m - i) as u64) / (i as u64 + 1);
    }
    c
}

impl Config {
    /// The format played (S66's default when none is given).
    pub fn format(&self) -> Format {
        self.format.unwrap_or(if choose(self.entrants, self.players) <= 70 {
            Format::AllTables
        } else {
            Format::RandomTables { rounds: 10 }
        })
    }

    fn validate(&self) -> Result<(), ShedError> {
        self.rules.seating(self.players)?;
        if self.entrants == 0 {
            return Err(ShedError::new("S65", "a tournament needs at least one entrant"));
        }
        if self.deal_sets == 0 || self.deal_sets > 10_000 {
            return Err(ShedError::new("S65", "deal sets: 1 to 10,000"));
        }
        if let Format::RandomTables { rounds } = self.format() {
            if rounds == 0 || rounds > 1000 {
                return Err(ShedError::new("S66", "table rounds: 1 to 1,000"));
            }
        }
        if let Format::AllTables = self.format() {
            if choose(self.entrants, self.players) > 5000 {
                return Err(ShedError::new("S66", "too many tables for all_tables: use random_tables"));
            }
        }
        Ok(())
    }

    /// The tables in schedule order, each listing its entrants in
    /// registration order (S68) and then `None` for the `sample` fill-ins (S67).
    pub fn tables(&self) -> Result<Vec<Vec<Option<usize>>>, ShedError> {
        self.validate()?;
        let (m, n) = (self.entrants, self.players);
        let pad = |mut t: Vec<usize>| -> Vec<Option<usize>> {
            t.sort_unstable();
            let mut out: Vec<Option<usize>> = t.into_iter().map(Some).collect();
            out.resize(n, None);
            out
        };
        Ok(match self.format() {
            Format::AllTables if m <= n => vec![pad((0..m).collect())],
            Format::AllTables => {
                let mut out = Vec::new();
                let mut pick: Vec<usize> = (0..n).collect();
                loop {
                    out.push(pad(pick.clone()));
                    // The next combination in lexicographic order.
                    let Some(i) = (0..n).rev().find(|&i| pick[i] < m - n + i) else { break };
                    pick[i] += 1;
                    for j in i + 1..n {
                        pick[j] = pick[j - 1] + 1;
                    }
                }
                out
            }
            Format::RandomTables { rounds } => {
                let mut out = Vec::new();
                for k in 0..rounds {
                    let mut order: Vec<usize> = (0..m).collect();
                    runner_rng(self.seed, k as u64).shuffle(&mut order);
                    for chunk in order.chunks(n) {
                        out.push(pad(chunk.to_vec()));
                    }
                }
                out
            }
        })
    }

    /// Every game in order: tables, then deal sets, then rotations (S69, S70).
    pub fn schedule(&self) -> Result<Vec<GameSpec>, ShedError> {
        let tables = self.tables()?;
        let seeds = deal_seeds(self.seed, self.deal_sets);
        let n = self.players;
        let mut games = Vec::with_capacity(tables.len() * self.deal_sets * n);
        for (t, entrants) in tables.iter().enumerate() {
            for (d, &game_seed) in seeds.iter().enumerate() {
                for j in 0..n {
                    games.push(GameSpec::new(games.len(), t, d, j, game_seed, self.seed, entrants));
                }
            }
        }
        Ok(games)
    }
}

/// One game of the schedule.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSpec {
    pub game: usize,
    pub table: usize,
    pub deal_set: usize,
    pub rotation: usize,
    #[serde(with = "seed_text")]
    pub game_seed: u64,
    #[serde(with = "seed_text")]
    pub tournament_seed: u64,
    /// Per seat: the entrant sitting there (`None`: a `sample` fill-in).
    pub seats: Vec<Option<usize>>,
    /// Per seat: the seed of the bot's mulberry32 (S80).
    pub bot_seeds: Vec<u32>,
}

impl GameSpec {
    /// Game (`deal_set`, `rotation`) of table `table`, whose entrants are
    /// e0 … e(n−1) (S69: e_i sits in seat (i + j) mod n).
    pub fn new(
        game: usize,
        table: usize,
        deal_set: usize,
        rotation: usize,
        game_seed: u64,
        tournament_seed: u64,
        entrants: &[Option<usize>],
    ) -> GameSpec {
        let n = entrants.len();
        let seats = (0..n).map(|s| entrants[(s + n - rotation % n) % n]).collect();
        let bot_seeds = (0..n).map(|s| bot_seed(game_seed, table as u64, rotation as u64, s as u64)).collect();
        GameSpec { game, table, deal_set, rotation, game_seed, tournament_seed, seats, bot_seeds }
    }

    pub fn meta(&self) -> Meta {
        Meta {
            game: self.game,
            tournament_seed: Some(self.tournament_seed),
            deal_set: self.deal_set,
            table: self.table,
            rotation: self.rotation,
        }
    }

    /// The table for this game, with `names[s]` and `bots[s]` per seat.
    pub fn table(&self, rules: Variant, names: Vec<String>, bots: Vec<String>) -> Result<Table, ShedError> {
        let setup = Setup::seeded(rules, self.seats.len(), self.game_seed)?;
        Table::new(setup, names, bots, self.meta())
    }
}

/// One seat's figures in one game (S72, S73).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatOutcome {
    pub seat: usize,
    pub entrant: Option<usize>,
    pub place: u8,
    /// Placement points doubled (S72 may give .5).
    pub half_points: i32,
    pub lost: bool,
    pub final_total: i32,
    pub rounds: u32,
    /// Sum of the seat's round points (S73's mean is this over `rounds`).
    pub round_points: i64,
    pub faults: u32,
    pub benched: bool,
    pub decisions: u32,
}

/// A played game's figures, for the standings and the CSV.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Outcome {
    pub game: usize,
    pub table: usize,
    pub deal_set: usize,
    pub rotation: usize,
    pub seats: Vec<SeatOutcome>,
    #[serde(default)]
    pub faults: Vec<FaultOut>,
}

/// A fault as the results file keeps it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FaultOut {
    pub seat: u8,
    pub kind: String,
    pub round: u32,
    pub turn: u32,
    pub digest: String,
    pub detail: String,
}

impl From<&Fault> for FaultOut {
    fn from(f: &Fault) -> FaultOut {
        FaultOut {
            seat: f.seat,
            kind: serde_json::to_value(f.kind).ok().and_then(|v| v.as_str().map(str::to_owned)).unwrap_or_default(),
            round: f.round,
            turn: f.turn,
            digest: f.digest.clone(),
            detail: f.detail.clone(),
        }
    }
}

impl Outcome {
    /// The figures of a finished game at `table`, played as `spec` says.
    pub fn of(spec: &GameSpec, table: &Table) -> Result<Outcome, ShedError> {
        let game = table.game();
        let result = game.result().ok_or_else(|| ShedError::new("S32", "the game is not over"))?;
        let seats = game
            .seating()
            .players()
            .map(|p| SeatOutcome {
                seat: p.index(),
                entrant: spec.seats.get(p.index()).copied().flatten(),
                place: result.places[p],
                half_points: result.half_points[p],
                lost: result.lost.contains(&p),
                final_total: result.totals[p],
                rounds: result.rounds,
                round_points: round_points(game, p),
                faults: table.stats()[p].faults,
                benched: table.stats()[p].benched,
                decisions: table.stats()[p].decisions,
            })
            .collect();
        Ok(Outcome {
            game: spec.game,
            table: spec.table,
            deal_set: spec.deal_set,
            rotation: spec.rotation,
            seats,
            faults: table.faults().iter().map(FaultOut::from).collect(),
        })
    }
}

/// A seat's round points over the game.
fn round_points(game: &Game, seat: Player) -> i64 {
    game.rounds().iter().filter_map(|r| r.end()).map(|e| e.points[seat] as i64).sum()
}

/// One line of the standings (S74, S82).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Standing {
    pub rank: usize,
    pub entrant: usize,
    pub half_points: i64,
    pub games: u32,
    pub losses: u32,
    pub sum_final_totals: i64,
    pub rounds: u64,
    pub round_points: i64,
    pub faults: u32,
    pub benched: u32,
    pub decisions: u64,
    /// Placement points in the games against the entrants tied with it (S74's fifth key).
    pub head_to_head: i64,
}

impl Standing {
    pub fn placement_points(&self) -> f64 {
        self.half_points as f64 / 2.0
    }

    pub fn mean_final_total(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            self.sum_final_totals as f64 / self.games as f64
        }
    }

    pub fn mean_round_points(&self) -> f64 {
        if self.rounds == 0 {
            0.0
        } else {
            self.round_points as f64 / self.rounds as f64
        }
    }
}

/// The standings of `entrants` entrants over `outcomes` (S74): placement
/// points descending; then fewer losses; lower sum of final totals; lower
/// mean round points; more placement points in the games the tied
/// entrants played against each other; finally a seeded draw (S81).
pub fn standings(entrants: usize, outcomes: &[Outcome], seed: u64) -> Vec<Standing> {
    let mut rows: Vec<Standing> = (0..entrants)
        .map(|e| Standing {
            rank: 0,
            entrant: e,
            half_points: 0,
            games: 0,
            losses: 0,
            sum_final_totals: 0,
            rounds: 0,
            round_points: 0,
            faults: 0,
            benched: 0,
            decisions: 0,
            head_to_head: 0,
        })
        .collect();
    for o in outcomes {
        for s in &o.seats {
            let Some(row) = s.entrant.and_then(|e| rows.get_mut(e)) else { continue };
            row.half_points += s.half_points as i64;
            row.games += 1;
            row.losses += u32::from(s.lost);
            row.sum_final_totals += s.final_total as i64;
            row.rounds += s.rounds as u64;
            row.round_points += s.round_points;
            row.faults += s.faults;
            row.benched += u32::from(s.benched);
            row.decisions += s.decisions as u64;
        }
    }
    let mut draw: Vec<usize> = (0..entrants).collect();
    runner_rng(seed, TIE_BREAK_DRAW).shuffle(&mut draw);
    let mut drawn = vec![0usize; entrants];
    for (pos, e) in draw.iter().enumerate() {
        drawn[*e] = pos;
    }
    use std::cmp::Ordering;
    // Mean round points compared exactly: a/b < c/d ⇔ a·d < c·b.
    let by_mean = |a: &Standing, b: &Standing| {
        (a.round_points as i128 * b.rounds.max(1) as i128).cmp(&(b.round_points as i128 * a.rounds.max(1) as i128))
    };
    let first_keys = |a: &Standing, b: &Standing| -> Ordering {
        b.half_points
            .cmp(&a.half_points)
            .then(a.losses.cmp(&b.losses))
            .then(a.sum_final_totals.cmp(&b.sum_final_totals))
            .then(by_mean(a, b))
    };
    rows.sort_by(first_keys);
    let mut i = 0;
    while i < rows.len() {
        let mut j = i + 1;
        while j < rows.len() && first_keys(&rows[i], &rows[j]) == Ordering::Equal {
            j += 1;
        }
        if j - i > 1 {
            let group: Vec<usize> = rows[i..j].iter().map(|r| r.entrant).collect();
            for row in &mut rows[i..j] {
                row.head_to_head = outcomes
                    .iter()
                    .filter_map(|o| {
                        let mine = o.seats.iter().find(|s| s.entrant == Some(row.entrant))?;
                        let rival =
                            o.seats.iter().any(|s| s.entrant.is_some_and(|e| e != row.entrant && group.contains(&e)));
                        rival.then_some(mine.half_points as i64)
                    })
                    .sum();
            }
            rows[i..j]
                .sort_by(|a, b| b.head_to_head.cmp(&a.head_to_head).then(drawn[a.entrant].cmp(&drawn[b.entrant])));
        }
        i = j;
    }
    for (k, row) in rows.iter_mut().enumerate() {
        row.rank = k + 1;
    }
    rows
}

/// An entrant as the results name it (S65).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Entrant {
    pub name: String,
    #[serde(default)]
    pub author: String,
    #[serde(default)]
    pub version: String,
    /// SHA-256 of the bot's file, hex.
    #[serde(default)]
    pub sha256: String,
}

/// CSV field quoting (RFC 4180); a leading `= + - @` is prefixed with `'`
/// so a spreadsheet never takes a bot's name for a formula.
fn csv_field(text: &str) -> String {
    let guarded = if text.starts_with(['=', '+', '-', '@']) { format!("'{text}") } else { text.to_owned() };
    if guarded.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", guarded.replace('"', "\"\""))
    } else {
        guarded
    }
}

fn half(h: i64) -> String {
    if h % 2 == 0 {
        format!("{}", h / 2)
    } else {
        format!("{:.1}", h as f64 / 2.0)
    }
}

/// The CSV of per-game lines (S82): one line per seat of every game.
pub fn csv(entrants: &[Entrant], outcomes: &[Outcome]) -> String {
    let mut out = String::from(
        "game,table,deal_set,rotation,seat,entrant,name,sha256,place,placement_points,lost,final_total,rounds,mean_round_points,faults,benched,decisions\n",
    );
    for o in outcomes {
        for s in &o.seats {
            let (id, name, hash) = match s.entrant.and_then(|e| entrants.get(e).map(|x| (e, x))) {
                Some((e, x)) => (e.to_string(), x.name.as_str(), x.sha256.as_str()),
                None => (String::new(), "sample (fill-in)", ""),
            };
            let mean = if s.rounds == 0 { 0.0 } else { s.round_points as f64 / s.rounds as f64 };
            out.push_str(&format!(
                "{},{},{},{},{},{},{},{},{},{},{},{},{},{:.2},{},{},{}\n",
                o.game,
                o.table,
                o.deal_set,
                o.rotation,
                s.seat,
                id,
                csv_field(name),
                csv_field(hash),
                s.place,
                half(s.half_points as i64),
                u8::from(s.lost),
                s.final_total,
                s.rounds,
                mean,
                s.faults,
                u8::from(s.benched),
                s.decisions,
            ));
        }
    }
    out
}

#[derive(Serialize)]
struct StandingOut<'a> {
    rank: usize,
    entrant: usize,
    name: &'a str,
    placement_points: crate::record::HalfPoints,
    games: u32,
    losses: u32,
    mean_final_total: f64,
    mean_round_points: f64,
    faults: u32,
    benched: u32,
}

/// The standings as the results file and the page show them.
pub fn standings_json(entrants: &[Entrant], rows: &[Standing]) -> serde_json::Value {
    let out: Vec<StandingOut<'_>> = rows
        .iter()
        .map(|r| StandingOut {
            rank: r.rank,
            entrant: r.entrant,
            name: entrants.get(r.entrant).map_or("", |e| e.name.as_str()),
            placement_points: crate::record::HalfPoints(r.half_points.clamp(i32::MIN as i64, i32::MAX as i64) as i32),
            games: r.games,
            losses: r.losses,
            mean_final_total: (r.mean_final_total() * 100.0).round() / 100.0,
            mean_round_points: (r.mean_round_points() * 100.0).round() / 100.0,
            faults: r.faults,
            benched: r.benched,
        })
        .collect();
    serde_json::to_value(out).unwrap_or_default()
}

/// `results.json` (S82): the rules, the seed, the entrants with their
/// hashes, every game's record with its figures, the standings; and
/// whether a time-limit fault happened (S79). `records[i]` is the record
/// line of `outcomes[i]`. Wall-clock figures are not in it: they differ
/// from run to run, and the file is the same bit for bit when the runs are.
pub fn results_json(
    config: &Config,
    entrants: &[Entrant],
    outcomes: &[Outcome],
    records: &[String],
    limits: &serde_json::Value,
) -> String {
    let rows = standings(entrants.len(), outcomes, config.seed);
    let time_faults = outcomes.iter().flat_map(|o| &o.faults).any(|f| f.kind == "timeout" || f.kind == "budget");
    let games: Vec<serde_json::Value> = outcomes
        .iter()
        .enumerate()
        .map(|(i, o)| {
            let record = records.get(i).and_then(|r| serde_json::from_str(r).ok()).unwrap_or(serde_json::Value::Null);
            serde_json::json!({ "record": record, "figures": o })
        })
        .collect();
    let format = match config.format() {
        Format::AllTables => serde_json::json!({"kind": "all_tables"}),
        Format::RandomTables { rounds } => serde_json::json!({"kind": "random_tables", "rounds": rounds}),
    };
    let doc = serde_json::json!({
        "format": "tenace-shed-results",
        "version": 1,
        "rules": config.rules,
        "players": config.players,
        "deal_sets": config.deal_sets,
        "tournament_format": format,
        "tournament_seed": config.seed.to_string(),
        "limits": limits,
        "time_faults": time_faults,
        "entrants": entrants,
        "games": games,
        "standings": standings_json(entrants, &rows),
    });
    serde_json::to_string(&doc).unwrap_or_default()
}

/// Is this a game dealt from seeds (one a schedule could hold)?
pub fn is_seeded(game: &Game) -> bool {
    matches!(game.setup().deals(), Deals::Seeded { .. })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn config(m: usize, n: usize) -> Config {
        Config { rules: Variant::CONTEST, players: n, deal_sets: 20, format: None, seed: 42, entrants: m }
    }

    #[test]
    fn s70_game_counts() {
        assert_eq!(config(4, 4).schedule().unwrap().len(), 80);
        assert_eq!(config(6, 4).schedule().unwrap().len(), 1200);
        assert_eq!(config(6, 4).tables().unwrap().len(), 15);
    }

    #[test]
    fn s66_default_format_and_random_tables() {
        assert_eq!(config(8, 4).format(), Format::AllTables, "C(8,4) = 70");
        assert_eq!(config(9, 4).format(), Format::RandomTables { rounds: 10 }, "C(9,4) = 126");
        let c = config(9, 4);
        let tables = c.tables().unwrap();
        assert_eq!(tables.len(), 30, "10 rounds of 3 tables");
        for round in tables.chunks(3) {
            let mut seen: Vec<usize> = round.iter().flatten().flatten().copied().collect();
            seen.sort();
            assert_eq!(seen, (0..9).collect::<Vec<_>>(), "every entrant once per table round");
            // S67: the last table of 9 entrants by 4 has three fill-ins.
            assert_eq!(round.iter().flatten().filter(|e| e.is_none()).count(), 3);
            // S68: entrants of a table in registration order.
            for t in round {
                let ids: Vec<usize> = t.iter().flatten().copied().collect();
                assert!(ids.windows(2).all(|w| w[0] < w[1]));
            }
        }
        assert_eq!(c.tables().unwrap(), tables, "the same seed draws the same tables");
    }

    #[test]
    fn s69_every_entrant_plays_every_deal_from_every_seat() {
        let games = config(4, 4).schedule().unwrap();
        for d in 0..20 {
            for e in 0..4 {
                let mut seats: Vec<usize> = games
                    .iter()
                    .filter(|g| g.deal_set == d)
                    .map(|g| g.seats.iter().position(|s| *s == Some(e)).unwrap())
                    .collect();
                seats.sort();
                assert_eq!(seats, vec![0, 1, 2, 3]);
            }
        }
        let g = &games[5];
        assert_eq!((g.deal_set, g.rotation), (1, 1));
        assert_eq!(g.seats, vec![Some(3), Some(0), Some(1), Some(2)], "e_i in seat (i + j) mod n");
        assert_eq!(g.game_seed, deal_seeds(42, 2)[1], "S76");
        assert_eq!(g.bot_seeds[2], bot_seed(g.game_seed, 0, 1, 2), "S80");
    }

    #[test]
    fn s67_fewer_entrants_than_seats_take_fill_ins() {
        let tables = config(2, 4).tables().unwrap();
        assert_eq!(tables, vec![vec![Some(0), Some(1), None, None]]);
    }

    fn seat(entrant: usize, half_points: i32, lost: bool, total: i32, rp: i64) -> SeatOutcome {
        SeatOutcome {
            seat: entrant,
            entrant: Some(entrant),
            place: 1,
            half_points,
            lost,
            final_total: total,
            rounds: 4,
            round_points: rp,
            faults: 0,
            benched: false,
            decisions: 10,
        }
    }

    #[test]
    fn s74_tie_breaks_in_order() {
        let game = |seats| Outcome { game: 0, table: 0, deal_set: 0, rotation: 0, seats, faults: vec![] };
        // 0 and 1 tie on points; 1 lost less.
        let o = vec![game(vec![seat(0, 4, true, 130, 100), seat(1, 4, false, 90, 100), seat(2, 6, false, 10, 20)])];
        let s = standings(3, &o, 1);
        assert_eq!(s.iter().map(|r| r.entrant).collect::<Vec<_>>(), vec![2, 1, 0]);
        // Equal on everything but the sum of totals.
        let o = vec![game(vec![seat(0, 4, false, 90, 100), seat(1, 4, false, 80, 100)])];
        assert_eq!(standings(2, &o, 1)[0].entrant, 1);
        // Equal down to mean round points.
        let o = vec![game(vec![seat(0, 4, false, 80, 90), seat(1, 4, false, 80, 100)])];
        assert_eq!(standings(2, &o, 1)[0].entrant, 0);
        // All equal: head to head, then the seeded draw (the same every time).
        let o = vec![game(vec![seat(0, 4, false, 80, 100), seat(1, 4, false, 80, 100)])];
        let a = standings(2, &o, 7);
        assert_eq!(a, standings(2, &o, 7));
        assert_eq!(a[0].rank, 1);
        assert_eq!(a[1].rank, 2);
    }

    #[test]
    fn s82_csv_quotes_and_guards_names() {
        let entrants = vec![Entrant {
            name: "=HYPERLINK(\"x\")".into(),
            author: String::new(),
            version: String::new(),
            sha256: "ab".into(),
        }];
        let o = vec![Outcome {
            game: 0,
            table: 0,
            deal_set: 0,
            rotation: 0,
            seats: vec![seat(0, 3, false, 10, 20), SeatOutcome { entrant: None, ..seat(1, 1, false, 20, 30) }],
            faults: vec![],
        }];
        let text = csv(&entrants, &o);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 3);
        assert!(lines[1].contains("\"'=HYPERLINK(\"\"x\"\")\""), "{}", lines[1]);
        assert!(lines[1].contains(",1.5,"), "{}", lines[1]);
        assert!(lines[2].contains("sample (fill-in)"));
    }
}
