//! The game record of Appendix A: the writer (strict: every field, in the
//! spec's order, on one line) and the checker of `tenace shed check`
//! (lenient about what it does not know, strict about what it does: it
//! replays every action with the engine, compares every automatic event,
//! the ends of the rounds and the result, and reports each problem with
//! its round, event and rule).

use crate::cards::{self, parse_code, parse_suit};
use crate::error::ShedError;
use crate::game::{Act, Action, Deals, Event, Game, GameResult, GivenRound, PenaltyBy, Setup, MAX_ROUNDS};
use crate::seeds;
use crate::table::Table;
use crate::variant::Variant;
use crate::view::{events_json, Codes, EventJson, RoundEndJson};
use serde::{Serialize, Serializer};
use serde_json::{Map, Value};
use tenace_cards::Card;
use tenace_core::{ByPlayer, Player, Rules};

pub const FORMAT: &str = "tenace-shed";
pub const VERSION: u64 = 1;

// ------------------------------------------------------------------ write

/// A u64 seed written as a decimal string (A.1: a JavaScript number cannot hold every u64).
struct SeedText(u64);

impl Serialize for SeedText {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(&self.0)
    }
}

/// Half-points written as a number that may end in .5 (A.5).
pub struct HalfPoints(pub i32);

impl Serialize for HalfPoints {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if self.0 % 2 == 0 {
            s.serialize_i32(self.0 / 2)
        } else {
            s.serialize_f64(self.0 as f64 / 2.0)
        }
    }
}

#[derive(Serialize)]
struct RoundOut<'a> {
    round: u32,
    seed: Option<SeedText>,
    dealer: u8,
    hands: Vec<Codes<'a>>,
    stock: Codes<'a>,
    events: Vec<EventJson<'a>>,
    end: Option<RoundEndJson>,
}

#[derive(Serialize)]
struct ResultOut {
    rounds: u32,
    end: &'static str,
    totals: Vec<i32>,
    lost: Vec<u8>,
    places: Vec<u8>,
    placement_points: Vec<HalfPoints>,
}

impl ResultOut {
    fn of(r: &GameResult) -> ResultOut {
        ResultOut {
            rounds: r.rounds,
            end: r.end.word(),
            totals: r.totals.as_slice().to_vec(),
            lost: r.lost.iter().map(|p| p.index() as u8).collect(),
            places: r.places.as_slice().to_vec(),
            placement_points: r.half_points.values().map(|h| HalfPoints(*h)).collect(),
        }
    }
}

#[derive(Serialize)]
struct RecordOut<'a> {
    format: &'static str,
    version: u64,
    game: usize,
    rules: &'a Variant,
    players: usize,
    names: &'a [String],
    bots: &'a [String],
    tournament_seed: Option<SeedText>,
    deal_set: usize,
    table: usize,
    rotation: usize,
    seating: Vec<usize>,
    game_seed: Option<SeedText>,
    #[serde(skip_serializing_if = "Option::is_none")]
    start: Option<&'a [i32]>,
    rounds: Vec<RoundOut<'a>>,
    result: Option<ResultOut>,
}

/// The record of a table's game (A.1–A.5), one line of JSON.
pub fn write(table: &Table) -> String {
    let game = table.game();
    let meta = table.meta();
    let n = game.seating().count();
    let hand_made = !matches!(game.setup().deals(), Deals::Seeded { .. });
    let rounds = game
        .rounds()
        .iter()
        .enumerate()
        .map(|(i, round)| {
            let hands: Vec<Codes<'_>> = match round.dealt() {
                Some(dealt) => dealt.values().map(|h| Codes(h)).collect(),
                None => Vec::new(),
            };
            RoundOut {
                round: round.number(),
                seed: round.seed().map(SeedText),
                dealer: round.dealer().index() as u8,
                hands,
                stock: Codes(round.initial_stock()),
                events: events_json(round.events(), table.says(i), None),
                end: round.end().map(|e| RoundEndJson::of(e, true)),
            }
        })
        .collect();
    let out = RecordOut {
        format: FORMAT,
        version: VERSION,
        game: meta.game,
        rules: game.variant(),
        players: n,
        names: table.names().as_slice(),
        bots: table.bots().as_slice(),
        tournament_seed: if hand_made { None } else { meta.tournament_seed.map(SeedText) },
        deal_set: meta.deal_set,
        table: meta.table,
        rotation: meta.rotation,
        seating: (0..n).map(|s| (s + n - meta.rotation % n) % n).collect(),
        game_seed: game.setup().game_seed().filter(|_| !hand_made).map(SeedText),
        start: hand_made.then(|| game.setup().start().as_slice()),
        rounds,
        result: game.result().map(ResultOut::of),
    };
    serde_json::to_string(&out).unwrap_or_default()
}

// ------------------------------------------------------------------ check

/// One problem with a record (A.7): `round` and `event` are `None` for the
/// whole game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Problem {
    pub round: Option<u32>,
    pub event: Option<usize>,
    pub rule: &'static str,
    pub message: String,
}

impl Problem {
    fn game(e: ShedError) -> Problem {
        Problem { round: None, event: None, rule: e.rule, message: e.message }
    }

    fn at(round: u32, event: Option<usize>, e: ShedError) -> Problem {
        Problem { round: Some(round), event, rule: e.rule, message: e.message }
    }
}

/// The verdict on one record.
#[derive(Clone, Debug, PartialEq)]
pub struct Checked {
    /// The record's `game`, when it could be read.
    pub game: Option<u64>,
    pub problems: Vec<Problem>,
    /// The replayed game, when the record got that far.
    pub replayed: Option<Game>,
}

impl Checked {
    pub fn valid(&self) -> bool {
        self.problems.is_empty()
    }

    /// The line `tenace shed check` prints (A.7).
    pub fn line_json(&self, line: usize) -> String {
        #[derive(Serialize)]
        struct Line<'a> {
            line: usize,
            game: Option<u64>,
            valid: bool,
            #[serde(skip_serializing_if = "Option::is_none")]
            errors: Option<&'a [Problem]>,
        }
        let l = Line {
            line,
            game: self.game,
            valid: self.valid(),
            errors: (!self.valid()).then_some(self.problems.as_slice()),
        };
        serde_json::to_string(&l).unwrap_or_default()
    }
}

fn err(rule: &'static str, message: impl Into<String>) -> ShedError {
    ShedError::new(rule, message)
}

fn get<'a>(obj: &'a Map<String, Value>, key: &str, rule: &'static str) -> Result<&'a Value, ShedError> {
    obj.get(key).ok_or_else(|| err(rule, format!("“{key}” is missing")))
}

fn uint(obj: &Map<String, Value>, key: &str, rule: &'static str) -> Result<u64, ShedError> {
    get(obj, key, rule)?.as_u64().ok_or_else(|| err(rule, format!("“{key}” must be a whole number ≥ 0")))
}

fn int(v: &Value, what: &str, rule: &'static str) -> Result<i64, ShedError> {
    v.as_i64().ok_or_else(|| err(rule, format!("{what} must be a whole number")))
}

fn array<'a>(v: &'a Value, what: &str, rule: &'static str) -> Result<&'a Vec<Value>, ShedError> {
    v.as_array().ok_or_else(|| err(rule, format!("{what} must be a list")))
}

/// A seed: a u64 as a decimal string (or null).
fn seed(v: Option<&Value>, what: &str) -> Result<Option<u64>, ShedError> {
    match v {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => s.parse::<u64>().map(Some).map_err(|_| {
            err("A.1", format!("{what} must be a u64 written as a decimal string, not “{}”", cards::clip(s)))
        }),
        Some(_) => Err(err("A.1", format!("{what} must be a string (a u64 in decimal) or null"))),
    }
}

fn card(v: &Value, rule: &'static str) -> Result<Card, ShedError> {
    match v.as_str() {
        Some(s) => parse_code(s),
        None => Err(err(rule, "a card is a string like \"TD\"")),
    }
}

fn card_list(v: &Value, what: &str, rule: &'static str) -> Result<Vec<Card>, ShedError> {
    array(v, what, rule)?.iter().map(|c| card(c, rule)).collect()
}

fn seat_of(obj: &Map<String, Value>, n: usize) -> Result<Player, ShedError> {
    let s = uint(obj, "seat", "A.3")?;
    if (s as usize) < n {
        Ok(Player::new(s as u8))
    } else {
        Err(err("A.3", format!("there is no seat {s} at a table of {n}")))
    }
}

/// A record event: an engine event, or a remark.
enum RecEvent {
    Event(Event),
    Say,
}

fn parse_event(v: &Value, n: usize) -> Result<RecEvent, ShedError> {
    let obj = v.as_object().ok_or_else(|| err("A.3", "an event must be an object"))?;
    let what = get(obj, "do", "A.3")?.as_str().ok_or_else(|| err("A.3", "“do” must be a string"))?;
    Ok(RecEvent::Event(match what {
        "play" => {
            let seat = seat_of(obj, n)?;
            let c = card(get(obj, "card", "A.3")?, "A.3")?;
            let suit = match obj.get("suit") {
                None | Some(Value::Null) => None,
                Some(Value::String(s)) => Some(parse_suit(s)?),
                Some(_) => return Err(err("A.3", "“suit” must be S, H, D or C")),
            };
            if c.rank == tenace_cards::Rank::Jack && suit.is_none() {
                return Err(err("S15", "a jack always carries the suit named"));
            }
            if c.rank != tenace_cards::Rank::Jack && suit.is_some() {
                return Err(err("S15", "only a jack names a suit"));
            }
            let auto = match obj.get("auto") {
                None | Some(Value::Null) | Some(Value::Bool(false)) => false,
                Some(Value::Bool(true)) => true,
                Some(_) => return Err(err("A.3", "“auto” must be true")),
            };
            Event::Play { seat, card: c, suit, auto }
        }
        "draw" => Event::Draw { seat: seat_of(obj, n)?, card: card(get(obj, "card", "A.3")?, "A.3")? },
        "penalty" => {
            let seat = seat_of(obj, n)?;
            let by = match get(obj, "by", "A.3")?.as_str() {
                Some("7") => PenaltyBy::Seven,
                Some("8") => PenaltyBy::Eight,
                Some("QS") => PenaltyBy::QueenOfSpades,
                _ => return Err(err("A.3", "“by” must be \"7\", \"8\" or \"QS\"")),
            };
            let k = uint(obj, "n", "A.3")?;
            let list = card_list(get(obj, "cards", "A.3")?, "“cards”", "A.3")?;
            if list.len() > 5 || k > 5 {
                return Err(err("A.3", "a penalty draws at most five cards"));
            }
            Event::Penalty { seat, n: k as u8, by, cards: crate::game::Drawn::from_slice(&list) }
        }
        "skip" => Event::Skip { seat: seat_of(obj, n)? },
        "end" => Event::End { seat: seat_of(obj, n)? },
        "bridge" => Event::Bridge { seat: seat_of(obj, n)? },
        "reshuffle" => {
            let list = card_list(get(obj, "cards", "A.3")?, "“cards”", "A.3")?;
            let k = uint(obj, "stock", "A.3")?;
            if k as usize != list.len() {
                return Err(err("A.3", format!("“stock” says {k} cards, “cards” lists {}", list.len())));
            }
            Event::Reshuffle { cards: list }
        }
        "say" => {
            seat_of(obj, n)?;
            let text = get(obj, "text", "A.3")?.as_str().ok_or_else(|| err("A.3", "“text” must be a string"))?;
            if text.chars().count() > 100 {
                return Err(err("S56", "a remark is at most 100 characters"));
            }
            return Ok(RecEvent::Say);
        }
        other => return Err(err("A.3", format!("“{}” is not an event", cards::clip(other)))),
    }))
}

/// The rule an automatic event rests on, for a mismatch message.
fn rule_of(e: &Event) -> &'static str {
    match e {
        Event::Play { auto: true, .. } => "S8",
        Event::Play { .. } => "S10",
        Event::Draw { .. } => "S22",
        Event::Penalty { by: PenaltyBy::Seven, .. } => "S16",
        Event::Penalty { by: PenaltyBy::Eight, .. } => "S17",
        Event::Penalty { by: PenaltyBy::QueenOfSpades, .. } => "S44",
        Event::Skip { .. } => "S19",
        Event::End { .. } => "S14",
        Event::Reshuffle { .. } => "S24",
        Event::Bridge { .. } => "S38",
    }
}

fn describe(e: &Event) -> String {
    serde_json::to_string(&EventJson::full(e)).unwrap_or_default()
}

/// The player's action behind a record event, if it is one.
fn action_of(e: &Event) -> Option<Action> {
    match *e {
        Event::Play { seat, card, suit, auto: false } => Some(Action::new(seat, Act::Play { card, suit })),
        Event::Draw { seat, .. } => Some(Action::new(seat, Act::Draw)),
        Event::End { seat } => Some(Action::new(seat, Act::End)),
        Event::Bridge { seat } => Some(Action::new(seat, Act::Bridge)),
        _ => None,
    }
}

/// Reads and checks one record line (A.7).
pub fn check_line(text: &str) -> Checked {
    let value: Value = match serde_json::from_str(text) {
        Ok(v) => v,
        Err(e) => {
            return Checked {
                game: None,
                problems: vec![Problem::game(err("A.1", format!("not JSON: {e}")))],
                replayed: None,
            }
        }
    };
    check_value(&value)
}

/// Checks a parsed record.
pub fn check_value(value: &Value) -> Checked {
    let Some(obj) = value.as_object() else {
        return Checked {
            game: None,
            problems: vec![Problem::game(err("A.1", "a record is a JSON object"))],
            replayed: None,
        };
    };
    let game_no = obj.get("game").and_then(Value::as_u64);
    let mut checked = Checked { game: game_no, problems: Vec::new(), replayed: None };
    if let Err(p) = check_object(obj, &mut checked) {
        checked.problems.push(p);
    }
    checked
}

/// Everything fixed by the record's header.
struct Header {
    variant: Variant,
    n: usize,
    game_seed: Option<u64>,
    start: Option<Vec<i32>>,
}

fn read_header(obj: &Map<String, Value>) -> Result<Header, ShedError> {
    match obj.get("format") {
        Some(Value::String(f)) if f == FORMAT => {}
        _ => return Err(err("A.1", "“format” must be \"tenace-shed\"")),
    }
    match obj.get("version").and_then(Value::as_u64) {
        Some(VERSION) => {}
        Some(v) if v > VERSION => {
            return Err(err("A.1", format!("a record of version {v}, newer than this program reads ({VERSION})")))
        }
        _ => return Err(err("A.1", "“version” must be 1")),
    }
    uint(obj, "game", "A.1")?;
    let variant = Variant::from_json(get(obj, "rules", "A.1")?)?;
    let n = uint(obj, "players", "A.1")? as usize;
    variant.seating(n)?;
    let strings = |key: &str| -> Result<Vec<String>, ShedError> {
        let list = array(get(obj, key, "A.1")?, &format!("“{key}”"), "A.1")?;
        if list.len() != n {
            return Err(err("A.1", format!("“{key}” needs one entry per seat ({n})")));
        }
        list.iter()
            .map(|v| v.as_str().map(str::to_owned).ok_or_else(|| err("A.1", format!("“{key}” holds strings"))))
            .collect()
    };
    let names = strings("names")?;
    for (i, a) in names.iter().enumerate() {
        if names[..i].contains(a) {
            return Err(err("A.1", format!("the names must differ (“{}” twice)", cards::clip(a))));
        }
    }
    strings("bots")?;
    let tournament_seed = seed(obj.get("tournament_seed"), "“tournament_seed”")?;
    let game_seed = seed(obj.get("game_seed"), "“game_seed”")?;
    let deal_set = uint(obj, "deal_set", "A.1")?;
    uint(obj, "table", "A.1")?;
    let rotation = uint(obj, "rotation", "A.1")? as usize;
    if rotation >= n {
        return Err(err("S69", format!("rotation {rotation} at a table of {n}")));
    }
    let seating = array(get(obj, "seating", "A.1")?, "“seating”", "A.1")?;
    let expected: Vec<u64> = (0..n).map(|s| ((s + n - rotation) % n) as u64).collect();
    if seating.iter().map(Value::as_u64).collect::<Vec<_>>() != expected.iter().map(|x| Some(*x)).collect::<Vec<_>>() {
        return Err(err(
            "S69",
            format!("in rotation {rotation} seat s holds entrant (s − {rotation}) mod {n}: {expected:?}"),
        ));
    }
    let start = match obj.get("start") {
        None | Some(Value::Null) => None,
        Some(v) => {
            let list = array(v, "“start”", "A.1")?;
            if list.len() != n {
                return Err(err("A.1", "“start” needs one total per seat"));
            }
            Some(list.iter().map(|x| int(x, "a total", "A.1").map(|t| t as i32)).collect::<Result<Vec<_>, _>>()?)
        }
    };
    match (tournament_seed, game_seed) {
        (Some(t), Some(g)) => {
            if deal_set > 100_000 {
                return Err(err("S76", "a deal set beyond 100,000 is not checked"));
            }
            let expected = seeds::deal_seeds(t, deal_set as usize + 1)[deal_set as usize];
            if g != expected {
                return Err(err(
                    "S76",
                    format!("deal set {deal_set} of tournament seed {t} has game seed {expected}, not {g}"),
                ));
            }
            if start.is_some() {
                return Err(err("A.4", "only hand-made records carry “start”"));
            }
        }
        (None, None) => {}
        _ => return Err(err("A.4", "a record has both a tournament seed and a game seed, or neither (hand-made)")),
    }
    Ok(Header { variant, n, game_seed, start })
}

fn check_object(obj: &Map<String, Value>, checked: &mut Checked) -> Result<(), Problem> {
    let header = read_header(obj).map_err(Problem::game)?;
    let n = header.n;
    let rounds = array(get(obj, "rounds", "A.1").map_err(Problem::game)?, "“rounds”", "A.1").map_err(Problem::game)?;
    if rounds.is_empty() {
        return Err(Problem::game(err("A.3", "a game has at least one round")));
    }
    let mut round_objs = Vec::with_capacity(rounds.len());
    for (i, r) in rounds.iter().enumerate() {
        let number = i as u32 + 1;
        let o = r.as_object().ok_or_else(|| Problem::at(number, None, err("A.3", "a round must be an object")))?;
        round_objs.push(o);
    }
    // The events of every round, parsed up front (a hand-made deal needs
    // its opening cards and reshuffles before it can be replayed).
    let mut parsed: Vec<Vec<(usize, RecEvent)>> = Vec::with_capacity(rounds.len());
    for (i, o) in round_objs.iter().enumerate() {
        let number = i as u32 + 1;
        let at = |e| Problem::at(number, None, e);
        let list = array(get(o, "events", "A.3").map_err(at)?, "“events”", "A.3").map_err(at)?;
        let mut events = Vec::with_capacity(list.len());
        for (k, v) in list.iter().enumerate() {
            events.push((k, parse_event(v, n).map_err(|e| Problem::at(number, Some(k), e))?));
        }
        parsed.push(events);
    }
    let seating = header.variant.seating(n).map_err(Problem::game)?;
    let h = header.variant.hand_size as usize;
    let deals = match header.game_seed {
        Some(game_seed) => Deals::Seeded { game_seed },
        None => {
            let mut given = Vec::with_capacity(rounds.len());
            for (i, o) in round_objs.iter().enumerate() {
                let number = i as u32 + 1;
                let at = |e| Problem::at(number, None, e);
                let hands = array(get(o, "hands", "A.3").map_err(at)?, "“hands”", "A.3").map_err(at)?;
                if hands.len() != n {
                    return Err(at(err("A.3", format!("“hands” needs one hand per seat ({n})"))));
                }
                let hands: Vec<Vec<Card>> =
                    hands.iter().map(|x| card_list(x, "a hand", "A.3")).collect::<Result<_, _>>().map_err(at)?;
                let stock = card_list(get(o, "stock", "A.3").map_err(at)?, "“stock”", "A.3").map_err(at)?;
                let dealer = (i % n) as u8;
                let opening = match parsed[i].iter().find(|(_, e)| matches!(e, RecEvent::Event(_))) {
                    Some((_, RecEvent::Event(Event::Play { seat, card, auto: true, .. })))
                        if seat.index() == dealer as usize =>
                    {
                        hands[dealer as usize].iter().position(|c| c == card).map(|p| p as u8)
                    }
                    _ => None,
                };
                let Some(opening) = opening else {
                    return Err(Problem::at(
                        number,
                        Some(0),
                        err("S8", "the first event is the dealer's opening card, from his hand, with \"auto\":true"),
                    ));
                };
                let reshuffles = parsed[i]
                    .iter()
                    .filter_map(|(_, e)| match e {
                        RecEvent::Event(Event::Reshuffle { cards }) => Some(cards.clone()),
                        _ => None,
                    })
                    .collect();
                let hands = ByPlayer::from_vec(hands).ok_or_else(|| at(err("A.3", "one hand per seat")))?;
                if hands.iter().any(|(_, x)| x.len() != h) {
                    return Err(at(err("S6", format!("every hand is dealt {h} cards"))));
                }
                given.push(GivenRound { hands, stock, opening: Some(opening), reshuffles });
            }
            Deals::Given { rounds: given }
        }
    };
    let start = match &header.start {
        Some(s) => ByPlayer::from_vec(s.clone()).ok_or_else(|| Problem::game(err("A.1", "one total per seat")))?,
        None => ByPlayer::splat(seating, 0),
    };
    let setup = Setup::new(header.variant, seating, start, deals).map_err(|e| match e.message.split_once(": ") {
        Some((head, _)) if head.starts_with("round ") => {
            let r = head.trim_start_matches("round ").parse().unwrap_or(1);
            Problem::at(r, None, e)
        }
        _ => Problem::game(e),
    })?;
    let mut game = Game::new(setup);

    for (i, o) in round_objs.iter().enumerate() {
        let number = i as u32 + 1;
        let at = |e| Problem::at(number, None, e);
        if game.rounds().len() < i + 1 {
            return Err(at(err(
                "S32",
                format!("the game ended after round {}; the record goes on", game.rounds().len()),
            )));
        }
        // Header of the round: number, seed, dealer, deal.
        if uint(o, "round", "A.3").map_err(at)? != number as u64 {
            return Err(at(err("A.3", format!("rounds are numbered from 1 in order: this is round {number}"))));
        }
        let round = &game.rounds()[i];
        let record_seed = seed(o.get("seed"), "the round's “seed”").map_err(at)?;
        if record_seed != round.seed() {
            return Err(at(err(
                "S77",
                match round.seed() {
                    Some(s) => format!("round {number} of this game has seed {s}"),
                    None => "a hand-made record has null round seeds".to_owned(),
                },
            )));
        }
        if uint(o, "dealer", "A.3").map_err(at)? != round.dealer().index() as u64 {
            return Err(at(err("S4", format!("round {number} is dealt by seat {}", round.dealer().index()))));
        }
        if header.game_seed.is_some() {
            let hands = array(get(o, "hands", "A.3").map_err(at)?, "“hands”", "A.3").map_err(at)?;
            let hands: Vec<Vec<Card>> =
                hands.iter().map(|x| card_list(x, "a hand", "A.3")).collect::<Result<_, _>>().map_err(at)?;
            let stock = card_list(get(o, "stock", "A.3").map_err(at)?, "“stock”", "A.3").map_err(at)?;
            let dealt = round.dealt().map(|d| d.as_slice().to_vec()).unwrap_or_default();
            if hands != dealt || stock != round.initial_stock() {
                return Err(at(err("A.4", "the hands and stock are not the ones the round's seed deals (S5–S7)")));
            }
        }
        // The events: every automatic one must be the one the rules give;
        // where the engine has nothing more to say, the next player's action
        // (this event, or the draw a reshuffle comes just before) is played.
        let mut k = 0usize;
        let list = &parsed[i];
        for (pos, (index, ev)) in list.iter().enumerate() {
            let RecEvent::Event(ev) = ev else { continue };
            let here = |e| Problem::at(number, Some(*index), e);
            if k >= game.rounds()[i].events().len() {
                let round = &game.rounds()[i];
                if round.is_over() {
                    return Err(here(err("S26", "the round is over: nothing follows its last event")));
                }
                let next = list[pos..]
                    .iter()
                    .filter_map(|(_, e)| match e {
                        RecEvent::Event(e) => Some(e),
                        RecEvent::Say => None,
                    })
                    .find(|e| !matches!(e, Event::Reshuffle { .. }))
                    .and_then(action_of);
                let Some(action) = next else {
                    let due = round.turn().seat;
                    return Err(here(err(
                        rule_of(ev),
                        format!("the rules give no {} here: seat {} is to act", describe(ev), due.index()),
                    )));
                };
                game.act(action).map_err(here)?;
            }
            match game.rounds()[i].events().get(k) {
                Some(expected) if expected == ev => k += 1,
                Some(expected) => {
                    return Err(here(err(
                        rule_of(expected),
                        format!("the rules give {} here, the record {}", describe(expected), describe(ev)),
                    )))
                }
                None => return Err(here(err("A.3", "the action left no event"))),
            }
        }
        let round = &game.rounds()[i];
        if let Some(missing) = round.events().get(k) {
            return Err(at(err(rule_of(missing), format!("the round goes on with {}", describe(missing)))));
        }
        let Some(end) = round.end() else {
            return Err(at(err(
                "S26",
                format!("the round does not end here: seat {} is to act", round.turn().seat.index()),
            )));
        };
        let record_end = get(o, "end", "A.3").map_err(at)?;
        let expected = serde_json::to_value(RoundEndJson::of(end, true)).unwrap_or(Value::Null);
        compare_end(record_end, &expected).map_err(at)?;
    }
    if game.result().is_none()
        && game.rounds().len() == rounds.len()
        && game.rounds().last().is_some_and(|r| r.is_over())
    {
        // A hand-made record stopped with no loser before round 100.
        return Err(Problem::game(err(
            "S32",
            format!("the game is not over after round {}: no one has lost (S32) and fewer than {MAX_ROUNDS} rounds were played (S34)", rounds.len()),
        )));
    }
    if game.rounds().len() > rounds.len() {
        return Err(Problem::game(err(
            "S32",
            format!("the record stops after round {} but the game goes on (no one has lost)", rounds.len()),
        )));
    }
    let result = game.result().ok_or_else(|| Problem::game(err("S32", "the game is not over")))?;
    let expected = serde_json::to_value(ResultOut::of(result)).unwrap_or(Value::Null);
    let record_result = get(obj, "result", "A.1").map_err(Problem::game)?;
    compare_result(record_result, &expected).map_err(Problem::game)?;
    checked.replayed = Some(game);
    Ok(())
}

fn numbers_equal(a: &Value, b: &Value) -> bool {
    match (a.as_f64(), b.as_f64()) {
        (Some(x), Some(y)) => x == y,
        _ => a == b,
    }
}

fn field_equal(a: Option<&Value>, b: Option<&Value>) -> bool {
    match (a, b) {
        (Some(Value::Array(x)), Some(Value::Array(y))) => {
            x.len() == y.len() && x.iter().zip(y).all(|(p, q)| field_equal(Some(p), Some(q)))
        }
        (Some(x), Some(y)) => numbers_equal(x, y),
        (None, None) => true,
        _ => false,
    }
}

fn compare_fields(
    record: &Value,
    expected: &Value,
    fields: &[(&str, &'static str)],
    what: &str,
) -> Result<(), ShedError> {
    let obj = record.as_object().ok_or_else(|| err("A.3", format!("{what} must be an object")))?;
    for (key, rule) in fields {
        let mine = obj.get(*key);
        let theirs = expected.get(*key);
        // Hands are compared as sets: a reader may list them in any order.
        let same = if *key == "hands" {
            let norm = |v: Option<&Value>| -> Option<Vec<Vec<String>>> {
                v?.as_array()?
                    .iter()
                    .map(|h| {
                        let mut cs: Vec<String> = h
                            .as_array()?
                            .iter()
                            .map(|c| c.as_str().and_then(|s| parse_code(s).ok()).map(cards::code))
                            .collect::<Option<_>>()?;
                        cs.sort();
                        Some(cs)
                    })
                    .collect()
            };
            norm(mine).is_some() && norm(mine) == norm(theirs)
        } else {
            field_equal(mine, theirs)
        };
        if !same {
            let show = |v: Option<&Value>| v.map_or("nothing".to_owned(), |v| v.to_string());
            return Err(err(
                rule,
                format!("{what} “{key}” should be {}, the record says {}", show(theirs), show(mine)),
            ));
        }
    }
    Ok(())
}

fn compare_end(record: &Value, expected: &Value) -> Result<(), ShedError> {
    compare_fields(
        record,
        expected,
        &[
            ("round", "A.3"),
            ("reason", "S27"),
            ("out", "S26"),
            ("turns", "S27"),
            ("hands", "S28"),
            ("multiplier", "S43"),
            ("points", "S29"),
            ("totals", "S31"),
            ("lost", "S32"),
        ],
        "the round's end:",
    )
}

fn compare_result(record: &Value, expected: &Value) -> Result<(), ShedError> {
    compare_fields(
        record,
        expected,
        &[
            ("rounds", "A.5"),
            ("end", "S34"),
            ("totals", "S31"),
            ("lost", "S32"),
            ("places", "S33"),
            ("placement_points", "S72"),
        ],
        "the result:",
    )
}

/// The canonical hands of a round end (for tests and views).
pub fn canonical_hands(hands: &ByPlayer<tenace_cards::CardSet>) -> Vec<Vec<String>> {
    hands.values().map(|h| crate::cards::canonical(*h).map(cards::code).collect()).collect()
}
