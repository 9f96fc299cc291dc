//! The bot arena's engine, JSON text in and out: the functions and the
//! [`Session`] that `crates/tenace-shedding-web` hands to the page and its
//! Web Workers. Everything here is tested on the host; the wasm crate only
//! forwards strings.

use crate::cards::{self, canonical, code};
use crate::error::ShedError;
use crate::game::{Act, Action, Setup};
use crate::record;
use crate::replay;
use crate::seeds::deal_seeds;
use crate::table::{Answer, FaultKind, Table};
use crate::tournament::{self, Config, Entrant, GameSpec, Outcome};
use crate::variant::Variant;
use crate::view::{round_end_json, ActJson};
use serde::Deserialize;
use serde_json::{json, Value};
use tenace_core::Player;

fn error_json(e: &ShedError) -> String {
    json!({"error": e.message, "rule": e.rule}).to_string()
}

fn bad_input(what: &str, e: impl std::fmt::Display) -> ShedError {
    ShedError::new("A.1", format!("{what}: {e}"))
}

/// What a session is created from: a game of a tournament's schedule
/// (`spec`), or a practice game dealt from `seed` (game 0 of that
/// tournament seed, so its record checks like any other).
#[derive(Deserialize)]
struct SessionConfig {
    #[serde(default)]
    rules: Option<Value>,
    names: Vec<String>,
    bots: Vec<String>,
    #[serde(default)]
    spec: Option<GameSpec>,
    #[serde(default)]
    seed: Option<String>,
    /// Practice: show every hand to the bots (S52 `debug`).
    #[serde(default)]
    debug: bool,
}

/// One game at the arena's table.
pub struct Session {
    table: Table,
    spec: GameSpec,
    debug: bool,
}

impl Session {
    /// A session from its JSON config, or the reason it cannot be made.
    pub fn new(config: &str) -> Result<Session, ShedError> {
        let c: SessionConfig = serde_json::from_str(config).map_err(|e| bad_input("the game's settings", e))?;
        let rules = match &c.rules {
            Some(v) => Variant::from_json(v)?,
            None => Variant::CONTEST,
        };
        let n = c.names.len();
        let spec = match c.spec {
            Some(spec) => spec,
            None => {
                let seed: u64 =
                    c.seed.as_deref().unwrap_or("1").trim().parse().map_err(|_| {
                        ShedError::new("S65", "a seed is a whole number from 0 to 18446744073709551615")
                    })?;
                let entrants: Vec<Option<usize>> = (0..n).map(Some).collect();
                GameSpec::new(0, 0, 0, 0, deal_seeds(seed, 1)[0], seed, &entrants)
            }
        };
        if spec.seats.len() != n || spec.bot_seeds.len() != n {
            return Err(ShedError::new("A.1", "one name, robot and seed per seat"));
        }
        let setup = Setup::seeded(rules, n, spec.game_seed)?;
        let table = Table::new(setup, c.names, c.bots, spec.meta())?;
        Ok(Session { table, spec, debug: c.debug })
    }

    pub fn table(&self) -> &Table {
        &self.table
    }

    /// The seat to act, or −1.
    pub fn due(&self) -> i32 {
        self.table.due().map_or(-1, |p| p.index() as i32)
    }

    fn seat(&self, seat: u32) -> Result<Player, ShedError> {
        let p = Player::new(seat.min(255) as u8);
        if self.table.game().seating().contains(p) {
            Ok(p)
        } else {
            Err(ShedError::new("S3", format!("there is no seat {seat}")))
        }
    }

    /// The state of S52 for `seat`'s bot.
    pub fn state(&self, seat: u32) -> String {
        match self.seat(seat) {
            Ok(p) => self.table.state_json(p, self.debug),
            Err(e) => error_json(&e),
        }
    }

    /// The state of S52 in parts: the state without its log, and the log
    /// from event `from` of round `round` (the bot's worker keeps the rest).
    pub fn state_delta(&self, seat: u32, round: u32, from: u32) -> String {
        match self.seat(seat) {
            Ok(p) => self.table.state_delta_json(p, self.debug, round, from as usize),
            Err(e) => error_json(&e),
        }
    }

    /// `onGameStart(info)` for `seat` (S55).
    pub fn game_start(&self, seat: u32) -> String {
        match self.seat(seat) {
            Ok(p) => self.table.game_start_json(p),
            Err(e) => error_json(&e),
        }
    }

    /// The rounds finished so far (for `onRoundEnd`, S55), from round index `from`.
    pub fn round_ends(&self, from: u32) -> String {
        let ends: Vec<Value> = self
            .table
            .game()
            .rounds()
            .iter()
            .skip(from as usize)
            .filter_map(|r| r.end())
            .map(|e| serde_json::from_str(&round_end_json(e)).unwrap_or(Value::Null))
            .collect();
        Value::Array(ends).to_string()
    }

    fn after(&self, act: Act, fault: Option<Value>, benched: bool) -> String {
        // A struct, not `json!`: this runs after every decision of the arena.
        #[derive(serde::Serialize)]
        struct After {
            act: ActJson,
            fault: Option<Value>,
            benched: bool,
            due: Option<usize>,
            rounds: usize,
            over: bool,
        }
        let after = After {
            act: ActJson::of(act),
            fault,
            benched,
            due: self.table.due().map(|p| p.index()),
            rounds: self.table.game().rounds().iter().filter(|r| r.is_over()).count(),
            over: self.table.game().result().is_some(),
        };
        serde_json::to_string(&after).unwrap_or_default()
    }

    /// A bot's answer to `decide` (S58): `kind` is `value` (payload: the
    /// returned value as JSON), `threw`, `rejected` or `timeout`.
    pub fn answer(&mut self, seat: u32, kind: &str, payload: &str) -> String {
        let p = match self.seat(seat) {
            Ok(p) => p,
            Err(e) => return error_json(&e),
        };
        let answer = match kind {
            "value" => Answer::Value(payload),
            "threw" => Answer::Threw(payload),
            "rejected" => Answer::Rejected(payload),
            _ => Answer::Timeout,
        };
        match self.table.answer(p, answer) {
            Ok(taken) => {
                let fault = taken.fault.map(|f| serde_json::to_value(f).unwrap_or(Value::Null));
                self.after(taken.act, fault, taken.benched)
            }
            Err(e) => error_json(&e),
        }
    }

    /// The fallback action for a benched bot (S60).
    pub fn play_benched(&mut self, seat: u32) -> String {
        let p = match self.seat(seat) {
            Ok(p) => p,
            Err(e) => return error_json(&e),
        };
        match self.table.play_benched(p) {
            Ok(act) => self.after(act, None, true),
            Err(e) => error_json(&e),
        }
    }

    /// S57's `fast_forced`: plays `seat`'s only legal action without asking
    /// the bot; `{"forced":false}` when there is a choice.
    pub fn play_forced(&mut self, seat: u32) -> String {
        let p = match self.seat(seat) {
            Ok(p) => p,
            Err(e) => return error_json(&e),
        };
        match self.table.play_forced(p) {
            Ok(Some(act)) => self.after(act, None, false),
            Ok(None) => json!({"forced": false}).to_string(),
            Err(e) => error_json(&e),
        }
    }

    /// A fault outside `decide` (`load`, `game_start`, `round_end`, `budget`, `timeout`).
    pub fn fault(&mut self, seat: u32, kind: &str, detail: &str) -> String {
        let (Ok(p), Some(kind)) = (self.seat(seat), FaultKind::by_name(kind)) else {
            return error_json(&ShedError::new("S58", "no such seat or kind of fault"));
        };
        let fault = self.table.fault(p, kind, detail);
        json!({"fault": fault, "benched": self.table.is_benched(p)}).to_string()
    }

    /// A person's action (`{"do":"play","card":"9S"}`): done, or refused with the rule.
    pub fn act(&mut self, seat: u32, action: &str) -> String {
        let p = match self.seat(seat) {
            Ok(p) => p,
            Err(e) => return error_json(&e),
        };
        let mut value: Value = match serde_json::from_str(action) {
            Ok(v) => v,
            Err(e) => return error_json(&bad_input("the action", e)),
        };
        let say = value.get("say").and_then(Value::as_str).map(str::to_owned);
        if let Value::Object(map) = &mut value {
            map.insert("seat".into(), json!(p.index()));
        }
        let act: Action = match serde_json::from_value(value) {
            Ok(a) => a,
            Err(e) => return error_json(&ShedError::new("S56", e.to_string())),
        };
        match self.table.act(p, act.act, say.as_deref()) {
            Ok(()) => self.after(act.act, None, false),
            Err(e) => error_json(&e),
        }
    }

    /// The table for the page: every hand when `all` (the practice's debug
    /// view, a finished game), else only `viewer`'s (−1: none); the counts,
    /// the top card, the totals, the legal actions of `viewer` when due, and
    /// this round's events as `viewer` sees them.
    pub fn view(&self, viewer: i32, all: bool) -> String {
        let game = self.table.game();
        let round = game.round();
        let me = (viewer >= 0).then(|| Player::new(viewer.min(255) as u8));
        let hands: Vec<Value> = game
            .seating()
            .players()
            .map(|p| {
                if all || me == Some(p) {
                    json!(canonical(round.hand(p)).map(code).collect::<Vec<_>>())
                } else {
                    json!(round.hand(p).len())
                }
            })
            .collect();
        let legal: Vec<ActJson> = match me {
            Some(p) if game.due() == Some(p) => game.legal().into_iter().map(ActJson::of).collect(),
            _ => Vec::new(),
        };
        let round_index = game.rounds().len() - 1;
        let log: Vec<Value> =
            crate::view::events_json(round.events(), self.table.says(round_index), if all { None } else { me })
                .iter()
                .map(|e| serde_json::to_value(e).unwrap_or(Value::Null))
                .collect();
        let last_end = game.rounds().iter().rev().find_map(|r| r.end()).map(|e| {
            json!({"round": e.round, "reason": e.reason.word(), "out": e.out.map(|p| p.index()),
                   "points": e.points.as_slice(), "totals": e.totals.as_slice(), "lost": e.lost.iter().map(|p| p.index()).collect::<Vec<_>>(),
                   "hands": e.hands.values().map(|h| canonical(*h).map(code).collect::<Vec<_>>()).collect::<Vec<_>>()})
        });
        json!({
            "names": self.table.names().as_slice(),
            "bots": self.table.bots().as_slice(),
            "round": round.number(),
            "dealer": round.dealer().index(),
            "turn_no": round.turn_no(),
            "multiplier": round.multiplier(),
            "due": game.due().map(|p| p.index()),
            "phase": round.turn().phase.word(),
            "top": code(round.top()),
            "suit": cards::suit_code(round.suit()),
            "stock": round.stock_len(),
            "discard": round.discard().len(),
            "hands": hands,
            "skips": round.skips().as_slice(),
            "totals": game.totals().as_slice(),
            "legal": legal,
            "log": log,
            "last_end": last_end,
            "result": game.result().map(|r| json!({"totals": r.totals.as_slice(), "places": r.places.as_slice(),
                "placement_points": r.half_points.values().map(|h| *h as f64 / 2.0).collect::<Vec<_>>(),
                "lost": r.lost.iter().map(|p| p.index()).collect::<Vec<_>>()})),
            "stats": self.table.stats().as_slice(),
        })
        .to_string()
    }

    /// The schedule entry this game plays (its seeds, its seats).
    pub fn spec(&self) -> String {
        serde_json::to_string(&self.spec).unwrap_or_default()
    }

    /// The game record (Appendix A).
    pub fn record(&self) -> String {
        self.table.record_json()
    }

    /// The game's figures for the standings (S72, S73), or an error before the end.
    pub fn outcome(&self) -> String {
        match Outcome::of(&self.spec, &self.table) {
            Ok(o) => serde_json::to_string(&o).unwrap_or_default(),
            Err(e) => error_json(&e),
        }
    }
}

#[derive(Deserialize)]
struct TournamentInput {
    config: Config,
    #[serde(default)]
    entrants: Vec<Entrant>,
    #[serde(default)]
    outcomes: Vec<Outcome>,
    #[serde(default)]
    records: Vec<String>,
    #[serde(default)]
    limits: Value,
}

fn tournament_input(text: &str) -> Result<TournamentInput, ShedError> {
    serde_json::from_str(text).map_err(|e| bad_input("the tournament", e))
}

/// The schedule of a tournament (S66–S71, S76, S80): `{"tables":…, "games":[GameSpec…]}`.
pub fn schedule(input: &str) -> String {
    let run = || -> Result<String, ShedError> {
        let t = tournament_input(input)?;
        let tables = t.config.tables()?;
        let games = t.config.schedule()?;
        Ok(json!({"tables": tables, "games": games, "format": t.config.format()}).to_string())
    };
    run().unwrap_or_else(|e| error_json(&e))
}

/// The standings (S74) as the page shows them.
pub fn standings(input: &str) -> String {
    let run = || -> Result<String, ShedError> {
        let t = tournament_input(input)?;
        let rows = tournament::standings(t.entrants.len(), &t.outcomes, t.config.seed);
        Ok(tournament::standings_json(&t.entrants, &rows).to_string())
    };
    run().unwrap_or_else(|e| error_json(&e))
}

/// `results.json` (S82).
pub fn results(input: &str) -> String {
    let run = || -> Result<String, ShedError> {
        let t = tournament_input(input)?;
        Ok(tournament::results_json(&t.config, &t.entrants, &t.outcomes, &t.records, &t.limits))
    };
    run().unwrap_or_else(|e| error_json(&e))
}

/// The per-game CSV (S82).
pub fn csv(input: &str) -> String {
    match tournament_input(input) {
        Ok(t) => tournament::csv(&t.entrants, &t.outcomes),
        Err(e) => error_json(&e),
    }
}

/// `tenace shed check` on text: one verdict line per record and the count.
pub fn check_records(text: &str) -> String {
    let mut out = String::new();
    let (mut valid, mut total) = (0, 0);
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let c = record::check_line(line);
        total += 1;
        valid += usize::from(c.valid());
        out.push_str(&c.line_json(i + 1));
        out.push('\n');
    }
    out.push_str(&format!("shed check: {valid}/{total} games valid\n"));
    out
}

/// The replay viewer's frames of one record, or `{"problems":[…]}`.
pub fn replay(record_text: &str) -> String {
    let value: Value = match serde_json::from_str(record_text.trim()) {
        Ok(v) => v,
        Err(e) => {
            return json!({"problems": [{"round": null, "event": null, "rule": "A.1", "message": format!("not JSON: {e}")}]})
                .to_string()
        }
    };
    match replay::frames(&value) {
        Ok(r) => serde_json::to_string(&r).unwrap_or_default(),
        Err(problems) => json!({ "problems": problems }).to_string(),
    }
}

/// The rules JSON of a preset (`contest`, `backyard`).
pub fn preset(name: &str) -> String {
    match crate::variant::Preset::by_name(name) {
        Ok(p) => serde_json::to_string(&Variant::of_preset(p)).unwrap_or_default(),
        Err(e) => error_json(&e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session(n: usize, seed: &str) -> Session {
        let names: Vec<String> = (0..n).map(|i| format!("bot{i}")).collect();
        let config = json!({"names": names, "bots": vec!["js"; n], "seed": seed});
        Session::new(&config.to_string()).unwrap()
    }

    #[test]
    fn a_practice_game_played_through_answers_checks() {
        let mut s = session(3, "42");
        let mut steps = 0;
        while s.due() >= 0 {
            let seat = s.due() as u32;
            let state: Value = serde_json::from_str(&s.state(seat)).unwrap();
            let first = state["legal"][0].to_string();
            let out: Value = serde_json::from_str(&s.answer(seat, "value", &first)).unwrap();
            assert!(out["fault"].is_null(), "{out}");
            steps += 1;
            assert!(steps < 100_000);
        }
        let record = s.record();
        assert!(record::check_line(&record).valid(), "{:?}", record::check_line(&record).problems);
        let o: Value = serde_json::from_str(&s.outcome()).unwrap();
        assert_eq!(o["seats"].as_array().unwrap().len(), 3);
        let check = check_records(&format!("{record}\n\n{record}\n"));
        assert!(check.ends_with("shed check: 2/2 games valid\n"), "{check}");
        let frames: Value = serde_json::from_str(&replay(&record)).unwrap();
        assert!(frames["frames"].as_array().unwrap().len() > 10);
    }

    #[test]
    fn s58_to_s60_faults_and_benching() {
        let mut s = session(4, "7");
        let answers =
            [("value", "42"), ("threw", "ReferenceError: document is not defined"), ("value", "{\"do\":\"fly\"}")];
        let mut faults = 0;
        while s.due() >= 0 {
            let seat = s.due() as u32;
            if seat == 0 && faults < 3 {
                let (kind, payload) = answers[faults];
                let out: Value = serde_json::from_str(&s.answer(seat, kind, payload)).unwrap();
                assert!(!out["fault"].is_null(), "{out}");
                faults += 1;
                assert_eq!(out["benched"], faults == 3, "S60: benched at the third fault");
            } else if seat == 0 {
                let out: Value = serde_json::from_str(&s.play_benched(seat)).unwrap();
                assert!(out["error"].is_null(), "{out}");
            } else {
                let state: Value = serde_json::from_str(&s.state(seat)).unwrap();
                s.answer(seat, "value", &state["legal"][0].to_string());
            }
        }
        let v: Value = serde_json::from_str(&s.view(-1, true)).unwrap();
        assert_eq!(v["stats"][0]["faults"], 3);
        // fast_forced (S57): only a single legal action is played for the bot.
        let mut f = session(3, "9");
        let mut forced = 0;
        while f.due() >= 0 {
            let seat = f.due() as u32;
            let out: Value = serde_json::from_str(&f.play_forced(seat)).unwrap();
            if out.get("forced") == Some(&Value::Bool(false)) {
                let state: Value = serde_json::from_str(&f.state(seat)).unwrap();
                assert!(state["legal"].as_array().unwrap().len() > 1);
                f.answer(seat, "value", &state["legal"][0].to_string());
            } else {
                forced += 1;
            }
        }
        assert!(forced > 0);
        assert!(record::check_line(&f.record()).valid());
        assert_eq!(v["stats"][0]["benched"], true);
        let record = s.record();
        assert!(record::check_line(&record).valid(), "a benched bot's hand still scores and the record checks");
        // A person's illegal action is refused with the rule, and changes nothing.
        let mut s = session(3, "8");
        let seat = s.due() as u32;
        let before = s.view(-1, true);
        let out: Value = serde_json::from_str(&s.act(seat, r#"{"do":"bridge"}"#)).unwrap();
        assert_eq!(out["rule"], "S38");
        assert_eq!(s.view(-1, true), before);
        let out: Value = serde_json::from_str(&s.act(seat, r#"{"do":"play","card":"<b>"}"#)).unwrap();
        assert!(out["error"].is_string());
    }

    #[test]
    fn schedule_standings_results_and_csv() {
        let config = json!({"rules": Variant::CONTEST, "players": 4, "deal_sets": 2, "seed": "5", "entrants": 4});
        let sched: Value = serde_json::from_str(&schedule(&json!({"config": config}).to_string())).unwrap();
        let games = sched["games"].as_array().unwrap();
        assert_eq!(games.len(), 8);
        let mut outcomes = Vec::new();
        let mut records = Vec::new();
        for g in games {
            let names: Vec<String> = g["seats"].as_array().unwrap().iter().map(|e| format!("e{}", e)).collect();
            let mut s = Session::new(&json!({"names": names, "bots": vec!["x"; 4], "spec": g}).to_string()).unwrap();
            while s.due() >= 0 {
                let seat = s.due() as u32;
                let state: Value = serde_json::from_str(&s.state(seat)).unwrap();
                s.answer(seat, "value", &state["legal"][0].to_string());
            }
            outcomes.push(serde_json::from_str::<Value>(&s.outcome()).unwrap());
            records.push(s.record());
        }
        let entrants: Vec<Value> = (0..4).map(|i| json!({"name": format!("e{i}"), "sha256": "00"})).collect();
        let input = json!({"config": config, "entrants": entrants, "outcomes": outcomes, "records": records, "limits": {"decide_ms": 250}}).to_string();
        let st: Value = serde_json::from_str(&standings(&input)).unwrap();
        assert_eq!(st.as_array().unwrap().len(), 4);
        assert_eq!(st[0]["rank"], 1);
        let res: Value = serde_json::from_str(&results(&input)).unwrap();
        assert_eq!(res["games"].as_array().unwrap().len(), 8);
        assert_eq!(res["time_faults"], false);
        assert!(record::check_value(&res["games"][3]["record"]).valid());
        assert_eq!(results(&input), results(&input), "S79: the same inputs, the same file");
        assert_eq!(csv(&input).lines().count(), 1 + 8 * 4);
        assert!(schedule("{").contains("error"));
    }
}
