//! Appendix A: the game record for scoring (one JSON object per game, a
//! file of them one per line) and its result object. The reader is lenient
//! (unknown fields, such as Appendix C's extras, are ignored; names of any
//! case) and strict about the rules: a record that breaks one is an error
//! naming the rule, never a result.

use crate::bid::Bid;
use crate::deal::Roles;
use crate::pulka::{GameResult, Pulka};
use crate::scoring::{Adjust, Defence, Final, Outcome};
use crate::sheet::Sheet;
use crate::variant::{AllPassScoring, Options, Params, Variant};
use serde::ser::{SerializeMap, Serializer};
use serde::Serialize;
use serde_json::{Map, Value};
use tenace_core::{ByPlayer, Player, Seating};

/// The largest pool target a record may set (P60 names 10 to 50).
pub const MAX_POOL: i64 = 1_000_000;
/// The largest figure a starting sheet may hold: far beyond any game, and
/// small enough that no settlement overflows.
pub const MAX_FIGURE: i64 = 1_000_000_000;

/// The kind of a deal (C4).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    Game,
    Misere,
    Allpass,
}

/// One deal of an Appendix A record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordDeal {
    pub kind: Kind,
    pub dealer: Option<Player>,
    pub declarer: Option<Player>,
    pub contract: Option<Bid>,
    /// Final defence decisions, by player (C9).
    pub whist: Vec<(Player, Final)>,
    pub light: Option<bool>,
    pub tricks: Vec<(Player, i64)>,
    pub help: Vec<Player>,
}

/// An Appendix A record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordGame {
    pub variant: Variant,
    pub names: Vec<String>,
    pub pool: i64,
    pub first_dealer: Player,
    pub options: Options,
    pub start: Sheet,
    pub deals: Vec<RecordDeal>,
}

impl RecordGame {
    pub fn seating(&self) -> Seating {
        // `names` has 3 or 4 entries: checked when read.
        Seating::within(self.names.len(), 3, 4).unwrap_or_else(|_| unreachable!("a record has 3 or 4 players"))
    }

    pub fn params(&self) -> Result<Params, String> {
        Params::new(self.variant, &self.options).map_err(|e| e.0)
    }
}

/// A JSON object's field by name.
fn field<'a>(obj: &'a Map<String, Value>, name: &str) -> Option<&'a Value> {
    obj.get(name).filter(|v| !v.is_null())
}

struct Names<'a>(&'a [String]);

impl Names<'_> {
    fn player(&self, v: &Value, what: &str) -> Result<Player, String> {
        let s = v.as_str().ok_or_else(|| format!("{what} must be a player's name, not {v}"))?;
        self.by_name(s).ok_or_else(|| format!("{what} “{s}” is not one of the players {:?}", self.0))
    }

    fn by_name(&self, s: &str) -> Option<Player> {
        self.0.iter().position(|n| n == s).map(|i| Player::new(i as u8))
    }

    fn counts(&self, v: &Value, what: &str) -> Result<Vec<(Player, i64)>, String> {
        let obj = v.as_object().ok_or_else(|| format!("{what} must be an object of players and numbers"))?;
        obj.iter()
            .map(|(k, n)| {
                let p = self.by_name(k).ok_or_else(|| format!("{what}: “{k}” is not one of the players"))?;
                let n = n
                    .as_i64()
                    .filter(|n| n.abs() <= MAX_FIGURE)
                    .ok_or_else(|| format!("{what}: {k}'s {n} is not a whole number within ±{MAX_FIGURE}"))?;
                Ok((p, n))
            })
            .collect()
    }
}

/// Reads one Appendix A record (any JSON value): its shape and its names.
/// Rule checks come when it is scored ([`score_record`]).
pub fn read_record(v: &Value) -> Result<RecordGame, String> {
    let obj = v.as_object().ok_or("a game record is a JSON object (Appendix A)")?;
    let variant: Variant = field(obj, "variant")
        .ok_or("the record has no “variant” (sochi, leningrad or rostov)")?
        .as_str()
        .ok_or("“variant” must be a string")?
        .parse()?;
    let names: Vec<String> = field(obj, "players")
        .and_then(Value::as_array)
        .ok_or("the record needs “players”: 3 or 4 names, clockwise")?
        .iter()
        .map(|n| n.as_str().map(str::to_owned).ok_or_else(|| format!("a player's name must be a string, not {n}")))
        .collect::<Result<_, _>>()?;
    if !(3..=4).contains(&names.len()) {
        return Err(format!("{} players: Preferans is played by 3 or 4 (P1)", names.len()));
    }
    for (i, n) in names.iter().enumerate() {
        if names[..i].contains(n) {
            return Err(format!("two players are called “{n}”"));
        }
    }
    let seating = Seating::within(names.len(), 3, 4).map_err(|e| e.to_string())?;
    let who = Names(&names);
    let pool = field(obj, "pool").ok_or("the record needs “pool”, the pool target T (P60)")?;
    let pool = pool
        .as_i64()
        .filter(|t| *t > 0)
        .ok_or_else(|| format!("the pool target must be a positive whole number, not {pool} (P60)"))?;
    let first_dealer = match field(obj, "first_dealer") {
        Some(v) => who.player(v, "first_dealer")?,
        None => Player::new(names.len() as u8 - 1),
    };
    let options: Options = match field(obj, "options") {
        Some(v) => serde_json::from_value(v.clone()).map_err(|e| format!("options: {e} (P85)"))?,
        None => Options::default(),
    };
    let params = Params::new(variant, &options).map_err(|e| e.0)?;
    let mut start = Sheet::empty(seating);
    if let Some(s) = field(obj, "start") {
        let s = s.as_object().ok_or("“start” must be an object with pool, mountain and whists")?;
        if let Some(v) = field(s, "pool") {
            for (p, n) in who.counts(v, "start.pool")? {
                if n < 0 {
                    return Err(format!("start.pool: {}'s {n} is below 0: a pool only grows (P57)", names[p.index()]));
                }
                if params.help && n > pool {
                    return Err(format!(
                        "start.pool: {}'s {n} is above the pool target {pool}, and {variant} caps pools there (P73)",
                        names[p.index()]
                    ));
                }
                start.pool[p] = n;
            }
        }
        if let Some(v) = field(s, "mountain") {
            for (p, n) in who.counts(v, "start.mountain")? {
                start.mountain[p] = n;
            }
        }
        if let Some(v) = field(s, "whists") {
            let w = v.as_object().ok_or("start.whists must map each player to the whists he wrote on others")?;
            for (k, row) in w {
                let from = who.by_name(k).ok_or_else(|| format!("start.whists: “{k}” is not one of the players"))?;
                for (on, n) in who.counts(row, &format!("start.whists.{k}"))? {
                    start.whists[from][on] = n;
                }
            }
        }
    }
    let deals = field(obj, "deals").map(|d| d.as_array().ok_or("“deals” must be a list")).transpose()?;
    let deals = deals
        .map(|list| {
            list.iter()
                .enumerate()
                .map(|(i, d)| read_deal(&who, d).map_err(|e| format!("deal {}: {e}", i + 1)))
                .collect()
        })
        .transpose()?
        .unwrap_or_default();
    Ok(RecordGame { variant, names, pool, first_dealer, options, start, deals })
}

fn read_deal(who: &Names, v: &Value) -> Result<RecordDeal, String> {
    let obj = v.as_object().ok_or("a deal is a JSON object")?;
    let kind = match field(obj, "kind").and_then(Value::as_str) {
        Some("game") => Kind::Game,
        Some("misere") => Kind::Misere,
        Some("allpass") => Kind::Allpass,
        other => return Err(format!("“kind” must be game, misere or allpass, not {other:?} (C4)")),
    };
    let dealer = field(obj, "dealer").map(|d| who.player(d, "dealer")).transpose()?;
    let declarer = field(obj, "declarer").map(|d| who.player(d, "declarer")).transpose()?;
    let contract = match field(obj, "contract") {
        Some(c) => {
            let text = c.as_str().ok_or_else(|| format!("the contract must be a string like “7H”, not {c}"))?;
            Some(text.parse::<Bid>().map_err(|e| format!("{e} (P15)"))?)
        }
        None => None,
    };
    let mut whist = Vec::new();
    if let Some(w) = field(obj, "whist") {
        let w = w.as_object().ok_or("“whist” must map defenders to whist, pass or half (C9)")?;
        for (k, call) in w {
            let p = who.by_name(k).ok_or_else(|| format!("whist: “{k}” is not one of the players"))?;
            let f = match call.as_str() {
                Some("whist") => Final::Whist,
                Some("pass") => Final::Pass,
                Some("half") => Final::Half,
                _ => return Err(format!("whist: {k}'s {call} is not whist, pass or half (P37)")),
            };
            whist.push((p, f));
        }
    }
    let light = field(obj, "light").and_then(Value::as_bool);
    let tricks = field(obj, "tricks").map(|t| who.counts(t, "tricks")).transpose()?.unwrap_or_default();
    let help = match field(obj, "help") {
        Some(h) => h
            .as_array()
            .ok_or("“help” must be a list of players (P74)")?
            .iter()
            .map(|p| who.player(p, "help"))
            .collect::<Result<_, _>>()?,
        None => Vec::new(),
    };
    Ok(RecordDeal { kind, dealer, declarer, contract, whist, light, tricks, help })
}

/// The outcome of a record's deal, checked against the rules (P1, P29,
/// P37, P53).
pub fn deal_outcome(
    params: &Params,
    roles: &Roles,
    exit: u8,
    deal: &RecordDeal,
    names: &[String],
) -> Result<Outcome, String> {
    let name = |p: Player| names.get(p.index()).cloned().unwrap_or_default();
    let seating = roles.seating;
    let count = |p: Player| deal.tricks.iter().find(|(q, _)| *q == p).map(|(_, n)| *n);
    let declarer = || -> Result<Player, String> {
        let d = deal.declarer.ok_or("a game or misère deal names its “declarer” (P20)")?;
        if !roles.is_active(d) {
            return Err(format!("{} deals and sits out, so cannot declare (P1)", name(d)));
        }
        Ok(d)
    };
    match deal.kind {
        Kind::Game => {
            let d = declarer()?;
            let contract = deal.contract.ok_or("a game deal names its “contract” (P25)")?;
            let Some(level) = contract.level() else {
                return Err("a game deal's contract is a trick contract; misère is kind “misere” (P26)".into());
            };
            if level < exit {
                return Err(format!(
                    "{contract} is below this deal's opening minimum of {exit} after all-pass (P18, P53)"
                ));
            }
            let (l, r) = roles.defenders(d);
            let mut defence = Defence::PASSED;
            for (p, f) in &deal.whist {
                if *p == l {
                    defence.l = *f;
                } else if *p == r {
                    defence.r = *f;
                } else if Some(*p) == roles.sitting_out() {
                    defence.dealer = Some(*f);
                } else {
                    return Err(format!("whist: {} is declarer, not a defender (P35)", name(*p)));
                }
            }
            let ten_checked = params.ten_checked && level == 10;
            let tricks = if defence.played() || ten_checked {
                let mut t = ByPlayer::splat(seating, 0i64);
                for p in roles.active {
                    t[p] = count(p).ok_or_else(|| {
                        format!("the contract was whisted, so “tricks” must give {}'s count (P38, Appendix A)", name(p))
                    })?;
                    if !(0..=10).contains(&t[p]) {
                        return Err(format!("{} took {} tricks: 0 to 10 (P29)", name(p), t[p]));
                    }
                }
                check_others(roles, deal, &name)?;
                let sum: i64 = t.values().sum();
                if sum != 10 {
                    return Err(format!("the tricks add up to {sum}, not 10 (P29)"));
                }
                Some(t)
            } else {
                None
            };
            Ok(Outcome::Game { declarer: d, contract, defence, tricks })
        }
        Kind::Misere => {
            let d = declarer()?;
            if let Some(c) = deal.contract {
                if c != Bid::Misere {
                    return Err(format!("a misère deal's contract is misère, not {c} (P26)"));
                }
            }
            if exit > 8 {
                return Err(format!("misère sits above 8NT, below this deal's opening minimum of {exit} (P53)"));
            }
            if !deal.whist.is_empty() && deal.whist.iter().any(|(_, f)| *f != Final::Pass) {
                return Err("misère has no whist (P47)".into());
            }
            let t = count(d)
                .ok_or_else(|| format!("“tricks” must give the misère declarer {}'s count (Appendix A)", name(d)))?;
            if !(0..=10).contains(&t) {
                return Err(format!("{} took {t} tricks: 0 to 10 (P29)", name(d)));
            }
            let others: i64 = deal.tricks.iter().map(|(_, n)| *n).sum();
            if deal.tricks.len() == 3 && others != 10 {
                return Err(format!("the tricks add up to {others}, not 10 (P29)"));
            }
            Ok(Outcome::Misere { declarer: d, tricks: t })
        }
        Kind::Allpass => {
            if deal.declarer.is_some() || deal.contract.is_some() {
                return Err("an all-pass deal has no declarer and no contract (P20, P50)".into());
            }
            let mut t = ByPlayer::splat(seating, 0i64);
            for p in roles.active {
                t[p] = count(p).ok_or_else(|| {
                    format!("an all-pass deal gives every active player's tricks: {} is missing (Appendix A)", name(p))
                })?;
                if !(0..=10).contains(&t[p]) {
                    return Err(format!("{} took {} tricks: 0 to 10 (P29)", name(p), t[p]));
                }
            }
            if let Some(dl) = roles.sitting_out() {
                let n = count(dl).unwrap_or(0);
                let mountain = matches!(params.allpass, AllPassScoring::Mountain { .. });
                if mountain && params.talon_in_allpass {
                    if !(0..=2).contains(&n) {
                        return Err(format!("the dealer {} takes 0 to 2 talon tricks, not {n} (P56)", name(dl)));
                    }
                } else if n != 0 {
                    return Err(format!("the talon takes no part, so the dealer {} takes no trick (P56)", name(dl)));
                }
                t[dl] = n;
            }
            let sum: i64 = t.values().sum();
            if sum != 10 {
                return Err(format!("the tricks add up to {sum}, not 10 (P29)"));
            }
            Ok(Outcome::AllPass { tricks: t })
        }
    }
}

/// A trick count for a player who does not play (the sitting-out dealer in a game deal).
fn check_others(roles: &Roles, deal: &RecordDeal, name: &dyn Fn(Player) -> String) -> Result<(), String> {
    match deal.tricks.iter().find(|(p, n)| !roles.is_active(*p) && *n != 0) {
        Some((p, n)) => Err(format!("{} deals and sits out, so takes no trick, not {n} (P1)", name(*p))),
        None => Ok(()),
    }
}

/// Scores a record deal by deal (Appendix A). An error names the deal and
/// the rule.
pub fn score_record(game: &RecordGame) -> Result<GameResult, String> {
    let params = game.params()?;
    let seating = game.seating();
    let mut pulka = Pulka::new(game.start.clone(), game.pool);
    for (n, deal) in game.deals.iter().enumerate() {
        let at = |e: String| format!("deal {}: {e}", n + 1);
        if pulka.is_closed(&params) {
            return Err(at("the game is already over, so no deal may follow (P76, P77)".into()));
        }
        let roles = Roles::of_deal(seating, game.first_dealer, n);
        if let Some(d) = deal.dealer {
            if d != roles.dealer {
                return Err(at(format!(
                    "the dealer is {}, not {}: the deal passes to the left after every deal (P7)",
                    game.names[roles.dealer.index()],
                    game.names[d.index()]
                )));
            }
        }
        let outcome = deal_outcome(&params, &roles, pulka.exit_level(&params), deal, &game.names).map_err(at)?;
        pulka.score_deal(&params, &roles, &outcome, &Adjust::default(), &deal.help).map_err(|e| at(e.0))?;
    }
    Ok(pulka.result(&params))
}

/// Reads and scores one record: the result and the players' names, or the
/// error naming the broken rule.
pub fn score_text(text: &str) -> Result<(GameResult, Vec<String>), String> {
    let v = serde_json::from_str::<Value>(text).map_err(|e| format!("not JSON: {e}"))?;
    let game = read_record(&v)?;
    let result = score_record(&game)?;
    Ok((result, game.names))
}

/// One line of `tenace preferans score`: the result object, or
/// `{"error": "..."}` naming the broken rule.
pub fn score_line(text: &str) -> String {
    match score_text(text) {
        Ok((result, names)) => result_line(&result, &names),
        Err(e) => serde_json::json!({ "error": e }).to_string(),
    }
}

/// A map whose keys are written in the order given (players clockwise).
pub struct Ordered<V>(pub Vec<(String, V)>);

impl<V: Serialize> Serialize for Ordered<V> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            m.serialize_entry(k, v)?;
        }
        m.end()
    }
}

/// The result object of Appendix A, fields in its order, players clockwise.
#[derive(Serialize)]
pub struct ResultJson {
    pub pool: Ordered<i64>,
    pub mountain: Ordered<i64>,
    pub whists: Ordered<Ordered<i64>>,
    pub closed: bool,
    pub settlement: Ordered<Value>,
}

impl ResultJson {
    pub fn new(r: &GameResult, names: &[String]) -> ResultJson {
        let by = |t: &ByPlayer<i64>| Ordered(t.iter().map(|(p, v)| (names[p.index()].clone(), *v)).collect());
        ResultJson {
            pool: by(&r.pool),
            mountain: by(&r.mountain),
            whists: Ordered(
                r.whists
                    .iter()
                    .map(|(i, row)| {
                        let cells = row.iter().filter(|(j, _)| *j != i).map(|(j, w)| (names[j.index()].clone(), *w));
                        (names[i.index()].clone(), Ordered(cells.collect()))
                    })
                    .collect(),
            ),
            closed: r.closed,
            settlement: Ordered(r.settlement.iter().map(|(p, f)| (names[p.index()].clone(), f.to_json())).collect()),
        }
    }
}

/// The result object as JSON.
pub fn result_json(r: &GameResult, names: &[String]) -> Value {
    serde_json::to_value(ResultJson::new(r, names)).unwrap_or(Value::Null)
}

/// The result object as one line of text, keys in Appendix A's order.
pub fn result_line(r: &GameResult, names: &[String]) -> String {
    serde_json::to_string(&ResultJson::new(r, names)).unwrap_or_default()
}
