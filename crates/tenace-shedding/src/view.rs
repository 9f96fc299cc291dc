//! What a robot sees (S52–S55): a person's view of the table. The Rust
//! robots read it through [`Seen`], borrowed from the game; the JavaScript
//! bots receive the same facts as the JSON object of S52 ([`state_json`]).
//! Other players' drawn cards and the order of a reshuffled stock are never
//! in it; the cards laid, the hand sizes and the scores are.

use crate::cards::{self, canonical, code};
use crate::game::{Act, Event, Game, PenaltyBy, Phase, RoundEnd};
use crate::variant::Variant;
use serde::ser::SerializeSeq;
use serde::{Serialize, Serializer};
use tenace_cards::{Card, CardSet, Suit};
use tenace_core::{ByPlayer, Player, Seating};

/// A card written as its code (`"TD"`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Code(pub Card);

impl Serialize for Code {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut buf = [0u8; 4];
        let r = self.0.rank.letter().encode_utf8(&mut buf).len();
        let t = self.0.suit.letter().encode_utf8(&mut buf[r..]).len();
        s.serialize_str(std::str::from_utf8(&buf[..r + t]).unwrap_or("??"))
    }
}

/// Cards written as a list of codes.
pub struct Codes<'a>(pub &'a [Card]);

impl Serialize for Codes<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut seq = s.serialize_seq(Some(self.0.len()))?;
        for c in self.0 {
            seq.serialize_element(&Code(*c))?;
        }
        seq.end()
    }
}

/// A set of cards written in canonical order (S53).
pub struct CanonicalCodes(pub CardSet);

impl Serialize for CanonicalCodes {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut seq = s.serialize_seq(Some(self.0.len()))?;
        for c in canonical(self.0) {
            seq.serialize_element(&Code(c))?;
        }
        seq.end()
    }
}

/// An event as one seat sees it (S54): the cards another player draws, and
/// the order of a reshuffled stock, are hidden.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Public {
    Play {
        seat: Player,
        card: Card,
        suit: Option<Suit>,
        auto: bool,
    },
    /// `card` only when the viewer drew it.
    Draw {
        seat: Player,
        card: Option<Card>,
    },
    /// `cards` only for the viewer.
    Penalty {
        seat: Player,
        n: u8,
        by: PenaltyBy,
        drawn: u8,
        cards: Option<Vec<Card>>,
    },
    Skip {
        seat: Player,
    },
    End {
        seat: Player,
    },
    Reshuffle {
        stock: usize,
    },
    Bridge {
        seat: Player,
    },
}

impl Public {
    /// `event` as `viewer` sees it (`None`: sees everything).
    pub fn of(event: &Event, viewer: Option<Player>) -> Public {
        let sees = |seat: Player| viewer.is_none_or(|v| v == seat);
        match event {
            Event::Play { seat, card, suit, auto } => {
                Public::Play { seat: *seat, card: *card, suit: *suit, auto: *auto }
            }
            Event::Draw { seat, card } => Public::Draw { seat: *seat, card: sees(*seat).then_some(*card) },
            Event::Penalty { seat, n, by, cards } => Public::Penalty {
                seat: *seat,
                n: *n,
                by: *by,
                drawn: cards.as_slice().len() as u8,
                cards: sees(*seat).then(|| cards.as_slice().to_vec()),
            },
            Event::Skip { seat } => Public::Skip { seat: *seat },
            Event::End { seat } => Public::End { seat: *seat },
            Event::Reshuffle { cards } => Public::Reshuffle { stock: cards.len() },
            Event::Bridge { seat } => Public::Bridge { seat: *seat },
        }
    }
}

/// One seat's view of the game, borrowed from it: everything S52 shows a
/// bot, and nothing else.
#[derive(Copy, Clone)]
pub struct Seen<'a> {
    game: &'a Game,
    you: Player,
}

impl<'a> Seen<'a> {
    pub fn new(game: &'a Game, you: Player) -> Seen<'a> {
        Seen { game, you }
    }

    pub fn you(&self) -> Player {
        self.you
    }

    pub fn variant(&self) -> &Variant {
        self.game.variant()
    }

    pub fn seating(&self) -> Seating {
        self.game.seating()
    }

    pub fn round_no(&self) -> u32 {
        self.game.round().number()
    }

    pub fn dealer(&self) -> Player {
        self.game.round().dealer()
    }

    pub fn multiplier(&self) -> u32 {
        self.game.round().multiplier()
    }

    pub fn turn_no(&self) -> u32 {
        self.game.round().turn_no()
    }

    /// Your cards.
    pub fn hand(&self) -> CardSet {
        self.game.round().hand(self.you)
    }

    /// How many cards `seat` holds.
    pub fn cards_of(&self, seat: Player) -> usize {
        self.game.round().hand(seat).len()
    }

    /// `seat`'s running total before this round.
    pub fn score(&self, seat: Player) -> i32 {
        self.game.totals()[seat]
    }

    pub fn skips(&self, seat: Player) -> u32 {
        self.game.round().skips()[seat]
    }

    pub fn top(&self) -> Card {
        self.game.round().top()
    }

    /// The suit to follow (S9).
    pub fn suit(&self) -> Suit {
        self.game.round().suit()
    }

    pub fn stock(&self) -> usize {
        self.game.round().stock_len()
    }

    /// Cards in the discard pile, top included.
    pub fn discard(&self) -> usize {
        self.game.round().discard().len()
    }

    pub fn phase(&self) -> Phase {
        self.game.round().turn().phase
    }

    /// The cards you laid this turn.
    pub fn played(&self) -> &'a [Card] {
        &self.game.round().turn().played
    }

    pub fn drew(&self) -> bool {
        self.game.round().turn().drew
    }

    pub fn bridge_run(&self) -> u8 {
        self.game.round().bridge_run()
    }

    /// Is it your decision?
    pub fn to_act(&self) -> bool {
        self.game.due() == Some(self.you)
    }

    /// The cards you may lay now (empty when it is not your decision).
    pub fn playable(&self) -> CardSet {
        if self.to_act() {
            self.game.round().playable()
        } else {
            CardSet::EMPTY
        }
    }

    pub fn may_draw(&self) -> bool {
        self.to_act() && self.game.round().may_draw()
    }

    pub fn may_end(&self) -> bool {
        self.to_act() && self.game.round().may_end()
    }

    pub fn may_bridge(&self) -> bool {
        self.to_act() && self.game.round().may_bridge()
    }

    /// Every legal action, in canonical order (S53).
    pub fn legal(&self) -> Vec<Act> {
        if self.to_act() {
            self.game.legal()
        } else {
            Vec::new()
        }
    }

    /// This round's events as you saw them (S54).
    pub fn log(&self) -> impl Iterator<Item = Public> + 'a {
        let you = self.you;
        self.game.round().events().iter().map(move |e| Public::of(e, Some(you)))
    }

    /// The partner of `seat` in the partnership variant (S45).
    pub fn partner(&self, seat: Player) -> Option<Player> {
        self.game.variant().partner(seat)
    }
}

// ------------------------------------------------------------- JSON (S52)

/// One event as JSON (S54 for a bot, A.3 for the record): the fields that
/// do not apply are left out.
#[derive(Serialize, Default)]
pub(crate) struct EventJson<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seat: Option<u8>,
    #[serde(rename = "do")]
    pub what: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub card: Option<Code>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub suit: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub auto: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub n: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub by: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stock: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cards: Option<Codes<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub text: Option<&'a str>,
}

fn seat_u8(p: Player) -> Option<u8> {
    Some(p.index() as u8)
}

impl<'a> EventJson<'a> {
    /// An event with every card shown (the record, A.3).
    pub fn full(event: &'a Event) -> EventJson<'a> {
        match event {
            Event::Play { seat, card, suit, auto } => EventJson {
                seat: seat_u8(*seat),
                what: "play",
                card: Some(Code(*card)),
                suit: suit.map(cards::suit_code),
                auto: auto.then_some(true),
                ..Default::default()
            },
            Event::Draw { seat, card } => {
                EventJson { seat: seat_u8(*seat), what: "draw", card: Some(Code(*card)), ..Default::default() }
            }
            Event::Penalty { seat, n, by, cards } => EventJson {
                seat: seat_u8(*seat),
                what: "penalty",
                n: Some(*n),
                by: Some(by.code()),
                cards: Some(Codes(cards.as_slice())),
                ..Default::default()
            },
            Event::Skip { seat } => EventJson { seat: seat_u8(*seat), what: "skip", ..Default::default() },
            Event::End { seat } => EventJson { seat: seat_u8(*seat), what: "end", ..Default::default() },
            Event::Reshuffle { cards } => EventJson {
                what: "reshuffle",
                stock: Some(cards.len()),
                cards: Some(Codes(cards)),
                ..Default::default()
            },
            Event::Bridge { seat } => EventJson { seat: seat_u8(*seat), what: "bridge", ..Default::default() },
        }
    }

    /// An event as `viewer` sees it (S54).
    pub fn seen(event: &'a Event, viewer: Player) -> EventJson<'a> {
        let mut e = EventJson::full(event);
        match event {
            Event::Draw { seat, .. } if *seat != viewer => e.card = None,
            Event::Penalty { seat, .. } if *seat != viewer => e.cards = None,
            Event::Reshuffle { .. } => e.cards = None,
            _ => {}
        }
        e
    }

    pub fn say(seat: Player, text: &'a str) -> EventJson<'a> {
        EventJson { seat: seat_u8(seat), what: "say", text: Some(text), ..Default::default() }
    }
}

/// An action as JSON (S56), the entries of `legal`.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
pub struct ActJson {
    #[serde(rename = "do")]
    pub what: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub card: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub suit: Option<&'static str>,
}

impl ActJson {
    pub fn of(act: Act) -> ActJson {
        match act {
            Act::Play { card, suit } => {
                ActJson { what: "play", card: Some(code(card)), suit: suit.map(cards::suit_code) }
            }
            other => ActJson { what: other.word(), card: None, suit: None },
        }
    }

    /// Whether a bot's returned object is this action, field by field (S58):
    /// the same as comparing it with this action's JSON object, without
    /// building that object (this runs for every legal action of every
    /// decision in the arena).
    pub fn is(&self, given: &serde_json::Map<String, serde_json::Value>) -> bool {
        let field = |key: &str, want: Option<&str>| match (given.get(key), want) {
            (None, None) => true,
            (Some(serde_json::Value::String(s)), Some(w)) => s == w,
            _ => false,
        };
        field("do", Some(self.what)) && field("card", self.card.as_deref()) && field("suit", self.suit) && {
            let fields = 1 + usize::from(self.card.is_some()) + usize::from(self.suit.is_some());
            given.len() == fields
        }
    }
}

#[derive(Serialize)]
struct GameJson {
    round: u32,
    dealer: u8,
    multiplier: u32,
    turn_no: u32,
}

#[derive(Serialize)]
struct PlayerJson<'a> {
    seat: u8,
    name: Fixed<&'a str>,
    cards: usize,
    score: i32,
    skips: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    partner: Option<u8>,
}

#[derive(Serialize)]
struct TurnJson<'a> {
    phase: &'static str,
    played: Codes<'a>,
    drew: bool,
    bridge_run: u8,
}

#[derive(Serialize)]
struct DebugJson {
    hands: Vec<CanonicalCodes>,
    stock: Vec<Code>,
}

#[derive(Serialize)]
struct StateJson<'a> {
    api: u8,
    rules: Fixed<&'a Variant>,
    game: GameJson,
    you: u8,
    players: Vec<PlayerJson<'a>>,
    hand: CanonicalCodes,
    top: Code,
    suit: &'static str,
    stock: usize,
    discard: usize,
    turn: TurnJson<'a>,
    legal: Vec<ActJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    log: Option<Vec<EventJson<'a>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    debug: Option<DebugJson>,
}

/// A part of the state that never changes within a game (the rules, the
/// players' names): its value in the whole state; in a state delta the
/// placeholder `0`, which the bot's worker replaces with the value it holds
/// from `onGameStart`'s info (S55 carries both). Each decision's message is
/// then about a third shorter.
enum Fixed<T> {
    Value(T),
    Held,
}

impl<T> Fixed<T> {
    fn new(value: T, whole: bool) -> Fixed<T> {
        if whole {
            Fixed::Value(value)
        } else {
            Fixed::Held
        }
    }
}

impl<T: Serialize> Serialize for Fixed<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Fixed::Value(v) => v.serialize(s),
            Fixed::Held => s.serialize_u8(0),
        }
    }
}

/// A remark a robot made (S56), placed before the event at `before`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Say {
    pub before: usize,
    pub seat: Player,
    pub text: String,
}

/// The events of a round with the remarks merged in, as JSON objects in
/// order; `viewer` `None` shows every card (the record).
pub(crate) fn events_json<'a>(events: &'a [Event], says: &'a [Say], viewer: Option<Player>) -> Vec<EventJson<'a>> {
    events_json_from(events, says, viewer, 0)
}

/// The entries of [`events_json`] from index `from` on (the ones before are not built).
fn events_json_from<'a>(
    events: &'a [Event],
    says: &'a [Say],
    viewer: Option<Player>,
    from: usize,
) -> Vec<EventJson<'a>> {
    let mut out = Vec::with_capacity((events.len() + says.len()).saturating_sub(from));
    let mut at = 0usize;
    let mut says = says.iter().peekable();
    for (i, e) in events.iter().enumerate() {
        while let Some(s) = says.next_if(|s| s.before <= i) {
            if at >= from {
                out.push(EventJson::say(s.seat, &s.text));
            }
            at += 1;
        }
        if at >= from {
            out.push(match viewer {
                Some(v) => EventJson::seen(e, v),
                None => EventJson::full(e),
            });
        }
        at += 1;
    }
    for s in says {
        if at >= from {
            out.push(EventJson::say(s.seat, &s.text));
        }
        at += 1;
    }
    out
}

/// The state of S52 that `you`'s bot receives, as JSON text. `says` are
/// the remarks of this round; `debug` adds every hand and the stock (S52:
/// practice games only).
pub fn state_json(game: &Game, you: Player, names: &ByPlayer<String>, says: &[Say], debug: bool) -> String {
    serde_json::to_string(&state(game, you, names, says, debug, true)).unwrap_or_default()
}

#[derive(Serialize)]
struct StateDelta<'a> {
    round: u32,
    from: usize,
    total: usize,
    state: StateJson<'a>,
    log: &'a [EventJson<'a>],
}

/// The state of S52 in two parts, for a bot worker that keeps the round's
/// log: the state without `log`, and the log's events from index `from`
/// on (all of them when `round` is not the current round). The worker
/// appends them and hands the bot the whole state.
pub fn state_delta_json(
    game: &Game,
    you: Player,
    names: &ByPlayer<String>,
    says: &[Say],
    debug: bool,
    round: u32,
    from: usize,
) -> String {
    let current = game.round().number();
    let events = game.round().events();
    // The log's length (events and remarks), and only its new part built.
    let total = events.len() + says.len();
    let from = if round == current { from.min(total) } else { 0 };
    let log = events_json_from(events, says, Some(you), from);
    let delta =
        StateDelta { round: current, from, total, state: state(game, you, names, says, debug, false), log: &log };
    serde_json::to_string(&delta).unwrap_or_default()
}

fn state<'a>(
    game: &'a Game,
    you: Player,
    names: &'a ByPlayer<String>,
    says: &'a [Say],
    debug: bool,
    with_log: bool,
) -> StateJson<'a> {
    let seen = Seen::new(game, you);
    let round = game.round();
    let seating = game.seating();
    StateJson {
        api: 1,
        rules: Fixed::new(game.variant(), with_log),
        game: GameJson {
            round: round.number(),
            dealer: round.dealer().index() as u8,
            multiplier: round.multiplier(),
            turn_no: round.turn_no(),
        },
        you: you.index() as u8,
        players: seating
            .players()
            .map(|p| PlayerJson {
                seat: p.index() as u8,
                name: Fixed::new(names.get(p).map(String::as_str).unwrap_or(""), with_log),
                cards: seen.cards_of(p),
                score: seen.score(p),
                skips: seen.skips(p),
                partner: seen.partner(p).map(|q| q.index() as u8),
            })
            .collect(),
        hand: CanonicalCodes(seen.hand()),
        top: Code(seen.top()),
        suit: cards::suit_code(seen.suit()),
        stock: seen.stock(),
        discard: seen.discard(),
        turn: TurnJson {
            phase: seen.phase().word(),
            played: Codes(seen.played()),
            drew: seen.drew(),
            bridge_run: seen.bridge_run(),
        },
        legal: seen.legal().into_iter().map(ActJson::of).collect(),
        log: with_log.then(|| events_json(round.events(), says, Some(you))),
        debug: debug.then(|| DebugJson {
            hands: seating.players().map(|p| CanonicalCodes(round.hand(p))).collect(),
            stock: round.stock().map(Code).collect(),
        }),
    }
}

#[derive(Serialize)]
struct SeatName<'a> {
    seat: u8,
    name: &'a str,
}

#[derive(Serialize)]
struct GameStartJson<'a> {
    api: u8,
    rules: &'a Variant,
    you: u8,
    players: Vec<SeatName<'a>>,
}

/// `onGameStart(info)` of S55 (never a seed).
pub fn game_start_json(variant: &Variant, you: Player, names: &ByPlayer<String>) -> String {
    let info = GameStartJson {
        api: 1,
        rules: variant,
        you: you.index() as u8,
        players: names.iter().map(|(p, n)| SeatName { seat: p.index() as u8, name: n }).collect(),
    };
    serde_json::to_string(&info).unwrap_or_default()
}

/// A round's end as JSON: `onRoundEnd(summary)` of S55, and with `turns`
/// the `end` of the record (A.3).
#[derive(Serialize)]
pub(crate) struct RoundEndJson {
    pub round: u32,
    pub reason: &'static str,
    pub out: Option<u8>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub turns: Option<u32>,
    pub hands: Vec<CanonicalCodes>,
    pub points: Vec<i32>,
    pub multiplier: u32,
    pub totals: Vec<i32>,
    pub lost: Vec<u8>,
}

impl RoundEndJson {
    pub fn of(end: &RoundEnd, with_turns: bool) -> RoundEndJson {
        RoundEndJson {
            round: end.round,
            reason: end.reason.word(),
            out: end.out.map(|p| p.index() as u8),
            turns: with_turns.then_some(end.turns),
            hands: end.hands.values().map(|h| CanonicalCodes(*h)).collect(),
            points: end.points.as_slice().to_vec(),
            multiplier: end.multiplier,
            totals: end.totals.as_slice().to_vec(),
            lost: end.lost.iter().map(|p| p.index() as u8).collect(),
        }
    }
}

/// `onRoundEnd(summary)` of S55.
pub fn round_end_json(end: &RoundEnd) -> String {
    serde_json::to_string(&RoundEndJson::of(end, false)).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Setup;
    use tenace_core::Rules;

    /// S58: a returned object is an action of `legal` when it equals that
    /// action's JSON object field by field; `ActJson::is` must agree with
    /// building the object and comparing, for every kind of action and for
    /// near misses (extra fields, `null`, numbers, a missing suit or card).
    #[test]
    fn s58_is_the_same_as_comparing_the_json_objects() {
        let c = |t: &str| cards::parse_code(t).unwrap();
        let acts = [
            Act::play(c("9S")),
            Act::play(c("TD")),
            Act::jack(c("JC"), Suit::Hearts),
            Act::jack(c("JC"), Suit::Spades),
            Act::Draw,
            Act::End,
            Act::Bridge,
        ];
        let given = [
            r#"{"do":"play","card":"9S"}"#,
            r#"{"card":"9S","do":"play"}"#,
            r#"{"do":"play","card":"9S","suit":null}"#,
            r#"{"do":"play","card":"9S","suit":"H"}"#,
            r#"{"do":"play","card":"9s"}"#,
            r#"{"do":"play","card":9}"#,
            r#"{"do":"play"}"#,
            r#"{"do":"play","card":"TD","x":1}"#,
            r#"{"do":"play","card":"JC","suit":"H"}"#,
            r#"{"do":"play","card":"JC","suit":"S"}"#,
            r#"{"do":"play","card":"JC"}"#,
            r#"{"do":"draw"}"#,
            r#"{"do":"draw","card":null}"#,
            r#"{"do":"end"}"#,
            r#"{"do":"bridge"}"#,
            r#"{"do":["end"]}"#,
            r#"{}"#,
        ];
        let mut matched = 0;
        for text in given {
            let map = match serde_json::from_str::<serde_json::Value>(text).unwrap() {
                serde_json::Value::Object(map) => map,
                _ => unreachable!("every case is an object"),
            };
            for act in acts {
                let json = ActJson::of(act);
                let built = serde_json::to_value(&json).unwrap() == serde_json::Value::Object(map.clone());
                assert_eq!(json.is(&map), built, "{act:?} against {text}");
                matched += usize::from(built);
            }
        }
        assert_eq!(matched, 7, "the cases that are actions");
    }

    #[test]
    fn s54_other_players_draws_are_hidden() {
        let draw = Event::Draw { seat: Player::new(1), card: cards::parse_code("TD").unwrap() };
        assert_eq!(
            serde_json::to_string(&EventJson::seen(&draw, Player::new(0))).unwrap(),
            r#"{"seat":1,"do":"draw"}"#
        );
        assert_eq!(
            serde_json::to_string(&EventJson::seen(&draw, Player::new(1))).unwrap(),
            r#"{"seat":1,"do":"draw","card":"TD"}"#
        );
        let shuffle = Event::Reshuffle { cards: vec![cards::parse_code("9C").unwrap()] };
        assert_eq!(
            serde_json::to_string(&EventJson::seen(&shuffle, Player::new(0))).unwrap(),
            r#"{"do":"reshuffle","stock":1}"#
        );
        assert_eq!(
            serde_json::to_string(&EventJson::full(&shuffle)).unwrap(),
            r#"{"do":"reshuffle","stock":1,"cards":["9C"]}"#
        );
    }

    #[test]
    fn the_state_in_parts_adds_up_to_the_state() {
        let mut game = Game::new(Setup::seeded(Variant::CONTEST, 3, 11).unwrap());
        let names = ByPlayer::from_fn(game.seating(), |p| format!("b{}", p.index()));
        let mut bots: Vec<crate::robots::Sample> = (0..3).map(crate::robots::Sample::new).collect();
        let mut kept: Vec<serde_json::Value> = Vec::new();
        let mut kept_round = 0;
        for _ in 0..60 {
            let Some(me) = game.due() else { break };
            let full: serde_json::Value = serde_json::from_str(&state_json(&game, me, &names, &[], false)).unwrap();
            let delta: serde_json::Value =
                serde_json::from_str(&state_delta_json(&game, me, &names, &[], false, kept_round, kept.len())).unwrap();
            if delta["round"] != kept_round {
                kept.clear();
                kept_round = delta["round"].as_u64().unwrap() as u32;
            }
            assert_eq!(delta["from"].as_u64().unwrap() as usize, kept.len());
            kept.extend(delta["log"].as_array().unwrap().iter().cloned());
            let mut rebuilt = delta["state"].clone();
            // The parts held by the worker (placeholders 0), from onGameStart's info.
            let info: serde_json::Value = serde_json::from_str(&game_start_json(game.variant(), me, &names)).unwrap();
            assert_eq!(rebuilt["rules"], 0);
            rebuilt["rules"] = info["rules"].clone();
            for (i, p) in rebuilt["players"].as_array_mut().unwrap().iter_mut().enumerate() {
                assert_eq!(p["name"], 0);
                p["name"] = info["players"][i]["name"].clone();
            }
            rebuilt["log"] = serde_json::Value::Array(kept.clone());
            assert_eq!(rebuilt, full);
            let act = bots[me.index()].choose(&Seen::new(&game, me));
            game.act(crate::game::Action::new(me, act)).unwrap();
            // Every seat sees the same public log, so one keeper serves the test (hidden
            // cards differ by seat: restart the keeper when the seat changes).
            if game.due() != Some(me) {
                kept.clear();
                kept_round = 0;
            }
        }
    }

    #[test]
    fn the_log_from_an_index_is_the_tail_of_the_whole_log_with_remarks() {
        // S52/S56: remarks are merged into the log by position; the arena's
        // state delta builds only the tail from `from`.
        let mut game = Game::new(Setup::seeded(Variant::CONTEST, 3, 5).unwrap());
        let mut bots: Vec<crate::robots::Sample> = (0..3).map(crate::robots::Sample::new).collect();
        for _ in 0..12 {
            let Some(me) = game.due() else { break };
            let act = bots[me.index()].choose(&Seen::new(&game, me));
            game.act(crate::game::Action::new(me, act)).unwrap();
        }
        let events = game.round().events();
        let says: Vec<Say> = [0, 0, 3, events.len()]
            .iter()
            .enumerate()
            .map(|(i, &before)| Say { before, seat: Player::new((i % 3) as u8), text: format!("r{i}") })
            .collect();
        let text = |list: &[EventJson]| serde_json::to_string(list).unwrap();
        let whole = events_json(events, &says, Some(Player::new(1)));
        assert_eq!(whole.len(), events.len() + says.len());
        for from in 0..=whole.len() + 1 {
            let tail = events_json_from(events, &says, Some(Player::new(1)), from);
            assert_eq!(text(&tail), text(&whole[from.min(whole.len())..]), "from {from}");
        }
    }

    #[test]
    fn s52_state_has_every_field_and_no_hidden_card() {
        let game = Game::new(Setup::seeded(Variant::CONTEST, 4, 7).unwrap());
        let names = ByPlayer::from_fn(game.seating(), |p| format!("bot{}", p.index()));
        let me = game.due().unwrap();
        let json: serde_json::Value = serde_json::from_str(&state_json(&game, me, &names, &[], false)).unwrap();
        for key in [
            "api", "rules", "game", "you", "players", "hand", "top", "suit", "stock", "discard", "turn", "legal", "log",
        ] {
            assert!(json.get(key).is_some(), "{key} missing");
        }
        assert!(json.get("debug").is_none());
        assert_eq!(json["players"].as_array().unwrap().len(), 4);
        assert!(json["players"][0].get("partner").is_none());
        // Another seat's state shows nobody else's cards.
        let other = game.seating().next(me);
        let text = state_json(&game, other, &names, &[], false);
        for card in canonical(game.round().hand(me)) {
            assert!(!text.contains(&format!("\"{}\"", code(card))) || game.round().top() == card, "{}", code(card));
        }
        assert_eq!(serde_json::from_str::<serde_json::Value>(&text).unwrap()["legal"], serde_json::json!([]));
    }
}
