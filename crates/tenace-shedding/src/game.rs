//! The game (§2): rounds of play until someone passes 125, as a
//! [`tenace_core::Rules`] state machine.
//!
//! A [`Game`] is created from a [`Setup`] (the variant, the table, the
//! totals before round 1 and where the cards come from) and changed only by
//! players' [`Action`]s: play a card, draw, end the turn, call "Bridge".
//! Everything else is automatic and happens inside the action that causes
//! it: the opening card (S8), penalty draws (S16, S17, S44), skips (S19),
//! reshuffles (S24), the end of a round with its scoring (S26–S32) and the
//! deal of the next round. Each round keeps the list of its [`Event`]s,
//! which is the `events` list of the game record (Appendix A) without the
//! robots' remarks.

use crate::cards::{self, canonical, code, of_rank, points};
use crate::error::ShedError;
use crate::variant::{Eights, FirstCard, JackPoints, MultiPlay, Variant};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use tenace_cards::{Card, CardSet, Rank, SeededRng, Suit};
use tenace_core::{ByPlayer, Player, Rules, Seating, Viewer};

/// S27d: a round ends after its 1,000th turn.
pub const MAX_TURNS: u32 = 1000;
/// S34: a game ends after its 100th round.
pub const MAX_ROUNDS: u32 = 100;

// ---------------------------------------------------------------- actions

/// What a player does (S56 without the remark).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Act {
    /// Lay a card; a jack names a suit (S15), no other card does.
    Play { card: Card, suit: Option<Suit> },
    /// Draw one card (S11, S20).
    Draw,
    /// End the turn (S14).
    End,
    /// Call "Bridge" (S38).
    Bridge,
}

impl Act {
    pub fn play(card: Card) -> Act {
        Act::Play { card, suit: None }
    }

    pub fn jack(card: Card, suit: Suit) -> Act {
        Act::Play { card, suit: Some(suit) }
    }

    /// The `do` word of the robot API.
    pub fn word(self) -> &'static str {
        match self {
            Act::Play { .. } => "play",
            Act::Draw => "draw",
            Act::End => "end",
            Act::Bridge => "bridge",
        }
    }
}

impl fmt::Display for Act {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Act::Play { card, suit: Some(s) } => write!(f, "play {}/{}", code(*card), cards::suit_code(*s)),
            Act::Play { card, suit: None } => write!(f, "play {}", code(*card)),
            other => f.write_str(other.word()),
        }
    }
}

/// An action with the seat that takes it. Saved as the robot API writes
/// it, with the seat: `{"seat":1,"do":"play","card":"JC","suit":"H"}`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Action {
    pub seat: Player,
    pub act: Act,
}

impl Action {
    pub fn new(seat: Player, act: Act) -> Action {
        Action { seat, act }
    }
}

#[derive(Serialize, Deserialize)]
struct ActionText {
    seat: u8,
    #[serde(rename = "do")]
    what: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    card: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    suit: Option<String>,
}

impl Serialize for Action {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let (card, suit) = match self.act {
            Act::Play { card, suit } => (Some(code(card)), suit.map(|x| cards::suit_code(x).to_owned())),
            _ => (None, None),
        };
        ActionText { seat: self.seat.index() as u8, what: self.act.word().to_owned(), card, suit }.serialize(s)
    }
}

impl<'de> Deserialize<'de> for Action {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Action, D::Error> {
        use serde::de::Error;
        let t = ActionText::deserialize(d)?;
        let act = match t.what.as_str() {
            "play" => {
                let card = cards::parse_code(t.card.as_deref().unwrap_or("")).map_err(D::Error::custom)?;
                let suit = t.suit.as_deref().map(cards::parse_suit).transpose().map_err(D::Error::custom)?;
                Act::Play { card, suit }
            }
            "draw" => Act::Draw,
            "end" => Act::End,
            "bridge" => Act::Bridge,
            other => return Err(D::Error::custom(format!("“{}” is not an action", cards::clip(other)))),
        };
        Ok(Action { seat: Player::new(t.seat), act })
    }
}

// ----------------------------------------------------------------- events

/// Why cards are drawn as a penalty (A.3 `by`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum PenaltyBy {
    Seven,
    Eight,
    QueenOfSpades,
}

impl PenaltyBy {
    pub fn code(self) -> &'static str {
        match self {
            PenaltyBy::Seven => "7",
            PenaltyBy::Eight => "8",
            PenaltyBy::QueenOfSpades => "QS",
        }
    }

    /// How many cards it costs (S16, S17, S44).
    pub fn cards(self) -> u8 {
        match self {
            PenaltyBy::Seven => 1,
            PenaltyBy::Eight => 2,
            PenaltyBy::QueenOfSpades => 5,
        }
    }
}

/// The cards of one penalty draw (at most five), in the order drawn.
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub struct Drawn {
    len: u8,
    cards: [Card; 5],
}

impl Drawn {
    const FILL: Card = Card::new(Suit::Spades, Rank::Six);

    pub fn new() -> Drawn {
        Drawn { len: 0, cards: [Drawn::FILL; 5] }
    }

    fn push(&mut self, card: Card) {
        if let Some(slot) = self.cards.get_mut(self.len as usize) {
            *slot = card;
            self.len += 1;
        }
    }

    pub fn as_slice(&self) -> &[Card] {
        &self.cards[..self.len as usize]
    }

    /// From a list of at most five cards (more are dropped).
    pub fn from_slice(cards: &[Card]) -> Drawn {
        let mut d = Drawn::new();
        for c in cards.iter().take(5) {
            d.push(*c);
        }
        d
    }
}

impl Default for Drawn {
    fn default() -> Drawn {
        Drawn::new()
    }
}

impl fmt::Debug for Drawn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice().iter().map(|c| code(*c))).finish()
    }
}

/// Something that happened in a round, with every card shown (A.3).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Event {
    /// `seat` lays `card`; `suit` is the suit named with a jack (its own
    /// suit for the opening jack, S8); `auto` marks the opening card.
    Play { seat: Player, card: Card, suit: Option<Suit>, auto: bool },
    /// `seat` draws `card`, by choice (S11) or to cover a six (S20).
    Draw { seat: Player, card: Card },
    /// `seat` must draw `n` cards because of one card laid; `cards` are the
    /// ones drawn (fewer than `n` only when the stock ran dry, S25).
    Penalty { seat: Player, n: u8, by: PenaltyBy, cards: Drawn },
    /// `seat` misses a turn (S19).
    Skip { seat: Player },
    /// `seat` ends his turn.
    End { seat: Player },
    /// The discard pile but its top card became the new stock (S24), top first.
    Reshuffle { cards: Vec<Card> },
    /// `seat` calls "Bridge" (S38).
    Bridge { seat: Player },
}

impl Event {
    /// The seat the event is about, if any.
    pub fn seat(&self) -> Option<Player> {
        match self {
            Event::Play { seat, .. }
            | Event::Draw { seat, .. }
            | Event::Penalty { seat, .. }
            | Event::Skip { seat }
            | Event::End { seat }
            | Event::Bridge { seat } => Some(*seat),
            Event::Reshuffle { .. } => None,
        }
    }
}

/// Why a round ended (A.3 `reason`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// A play left its player's hand empty (S26).
    Out,
    /// A player called "Bridge" (S38).
    Bridge,
    /// A required draw could not be made (S25, S27c).
    Exhausted,
    /// The 1,000th turn ended (S27d).
    Cap,
}

impl EndReason {
    pub fn word(self) -> &'static str {
        match self {
            EndReason::Out => "out",
            EndReason::Bridge => "bridge",
            EndReason::Exhausted => "exhausted",
            EndReason::Cap => "cap",
        }
    }
}

/// The end of a round and its scoring (S28–S32; A.3 `end`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundEnd {
    pub round: u32,
    pub reason: EndReason,
    pub out: Option<Player>,
    /// Turns begun in the round, the dealer's opening turn being turn 1.
    pub turns: u32,
    /// Every hand at the end.
    pub hands: ByPlayer<CardSet>,
    pub points: ByPlayer<i32>,
    pub multiplier: u32,
    /// Running totals after this round (after S31).
    pub totals: ByPlayer<i32>,
    /// The seats that have lost after this round (S32, S45), ascending.
    pub lost: Vec<Player>,
}

/// How a game ended (A.5 `end`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum GameEnd {
    /// Someone passed the limit (S32).
    Lost,
    /// The 100th round ended with no loser (S34).
    Cap,
}

impl GameEnd {
    pub fn word(self) -> &'static str {
        match self {
            GameEnd::Lost => "lost",
            GameEnd::Cap => "cap",
        }
    }
}

/// The end of a game (A.5): the final standing of S33 and the placement
/// points of S72.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameResult {
    pub rounds: u32,
    pub end: GameEnd,
    pub totals: ByPlayer<i32>,
    pub lost: Vec<Player>,
    /// 1 + the number of seats ranked strictly before (ties share the best place).
    pub places: ByPlayer<u8>,
    /// S72's points, doubled so that a shared place's .5 stays whole.
    pub half_points: ByPlayer<i32>,
}

impl GameResult {
    /// Places (S33) and placement points (S72) from the final totals and losers.
    pub fn rank(seating: Seating, totals: &ByPlayer<i32>, lost: &[Player]) -> (ByPlayer<u8>, ByPlayer<i32>) {
        let n = seating.count() as i32;
        let key = |p: Player| (lost.contains(&p), totals[p]);
        let places = ByPlayer::from_fn(seating, |p| 1 + seating.players().filter(|&q| key(q) < key(p)).count() as u8);
        let half_points = ByPlayer::from_fn(seating, |p| {
            let place = places[p] as i32;
            let tied = seating.players().filter(|&q| key(q) == key(p)).count() as i32;
            // The average of n − place, …, n − place − tied + 1, doubled.
            2 * (n - place) - (tied - 1)
        });
        (places, half_points)
    }

    /// Placement points as a number (they may end in .5).
    pub fn placement_points(&self, seat: Player) -> f64 {
        self.half_points[seat] as f64 / 2.0
    }
}

/// Where a turn stands (S52 `turn.phase`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Nothing done yet.
    Start,
    /// After the voluntary draw (S12).
    AfterDraw,
    /// After a card: more cards of the same rank may follow (S13).
    Continue,
    /// The player's six is uncovered (S20).
    Cover,
}

impl Phase {
    pub fn word(self) -> &'static str {
        match self {
            Phase::Start => "start",
            Phase::AfterDraw => "after_draw",
            Phase::Continue => "continue",
            Phase::Cover => "cover",
        }
    }
}

// ------------------------------------------------------------------ setup

/// A round dealt by hand (a test vector, a hand-made record, A.4): the
/// hands in the order dealt, the stock (top first), which card of the
/// dealer's hand opens (`None`: the last dealt, S8) and the orders of the
/// round's reshuffles (each top first; a missing or wrong one leaves the
/// cards in the order they were laid).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GivenRound {
    pub hands: ByPlayer<Vec<Card>>,
    pub stock: Vec<Card>,
    #[serde(default)]
    pub opening: Option<u8>,
    #[serde(default)]
    pub reshuffles: Vec<Vec<Card>>,
}

/// A position in the middle of a round, set up by hand (the worked
/// examples, a lesson) or sampled by a robot that plays the round out in
/// its head: `to_play` is to act, at the start of a turn or, with `played`
/// and `drew`, in the middle of one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Position {
    pub dealer: Player,
    pub to_play: Player,
    pub hands: ByPlayer<Vec<Card>>,
    /// Top first.
    pub stock: Vec<Card>,
    /// Bottom first: the last card is the top card.
    pub discard: Vec<Card>,
    /// The suit named with a jack on top (its own suit if `None`).
    #[serde(default)]
    pub suit: Option<Suit>,
    pub skips: ByPlayer<u32>,
    #[serde(default = "one")]
    pub turn_no: u32,
    #[serde(default = "one")]
    pub multiplier: u32,
    /// The generator of the round's reshuffles; `None` keeps the order laid.
    #[serde(default)]
    pub seed: Option<u64>,
    /// The cards `to_play` laid this turn so far (the last is the top card).
    #[serde(default)]
    pub played: Vec<Card>,
    /// Whether `to_play` drew this turn.
    #[serde(default)]
    pub drew: bool,
}

fn one() -> u32 {
    1
}

/// Where the cards of each round come from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Deals {
    /// From `game_seed` by S77 and S5–S7.
    Seeded { game_seed: u64 },
    /// Dealt by hand; the game stops when they run out.
    Given { rounds: Vec<GivenRound> },
    /// One round from a position; the game stops after it.
    Position(Box<Position>),
}

/// Everything fixed before the first action. Built (and deserialized)
/// only through validation: the cards of every given deal are the 36 of
/// the pack, each once, in hands of the right size.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "RawSetup", into = "RawSetup")]
pub struct Setup {
    variant: Variant,
    seating: Seating,
    start: ByPlayer<i32>,
    deals: Deals,
}

#[derive(Clone, Serialize, Deserialize)]
struct RawSetup {
    variant: Variant,
    players: u8,
    start: Vec<i32>,
    deals: Deals,
}

impl TryFrom<RawSetup> for Setup {
    type Error = ShedError;
    fn try_from(raw: RawSetup) -> Result<Setup, ShedError> {
        let seating = raw.variant.seating(raw.players as usize)?;
        let start = ByPlayer::from_vec(raw.start)
            .filter(|s| s.seating() == seating)
            .ok_or_else(|| ShedError::new("A.1", "“start” needs one total per seat"))?;
        Setup::new(raw.variant, seating, start, raw.deals)
    }
}

impl From<Setup> for RawSetup {
    fn from(s: Setup) -> RawSetup {
        RawSetup {
            variant: s.variant,
            players: s.seating.count() as u8,
            start: s.start.as_slice().to_vec(),
            deals: s.deals,
        }
    }
}

/// The 36 cards, each exactly once, or which is missing or repeated.
fn check_pack<'a>(parts: impl IntoIterator<Item = &'a Card>, rule: &'static str) -> Result<(), ShedError> {
    let mut seen = CardSet::EMPTY;
    for card in parts {
        if !cards::pack().contains(*card) {
            return Err(ShedError::new(rule, format!("{} is not a card of the 36-card pack", code(*card))));
        }
        if !seen.insert(*card) {
            return Err(ShedError::new(rule, format!("{} appears twice", code(*card))));
        }
    }
    if seen != cards::pack() {
        let missing: Vec<String> = canonical(cards::pack().difference(seen)).map(code).collect();
        return Err(ShedError::new(rule, format!("cards missing: {}", missing.join(" "))));
    }
    Ok(())
}

impl Setup {
    /// A game whose rounds are dealt from `game_seed` (S77).
    pub fn seeded(variant: Variant, players: usize, game_seed: u64) -> Result<Setup, ShedError> {
        let seating = variant.seating(players)?;
        Ok(Setup { variant, seating, start: ByPlayer::splat(seating, 0), deals: Deals::Seeded { game_seed } })
    }

    /// A validated setup.
    pub fn new(variant: Variant, seating: Seating, start: ByPlayer<i32>, deals: Deals) -> Result<Setup, ShedError> {
        variant.seating(seating.count())?;
        if start.seating() != seating {
            return Err(ShedError::new("A.1", "“start” needs one total per seat"));
        }
        let n = seating.count();
        let h = variant.hand_size as usize;
        let seat_list = |what: &str, len: usize| {
            if len != n {
                Err(ShedError::new("A.3", format!("{what} needs one entry per seat ({n}), not {len}")))
            } else {
                Ok(())
            }
        };
        match &deals {
            Deals::Seeded { .. } => {}
            Deals::Given { rounds } => {
                if rounds.is_empty() {
                    return Err(ShedError::new("A.3", "a game dealt by hand needs at least one round"));
                }
                for (i, r) in rounds.iter().enumerate() {
                    seat_list("“hands”", r.hands.as_slice().len())?;
                    if let Some((p, hand)) = r.hands.iter().find(|(_, hand)| hand.len() != h) {
                        return Err(ShedError::new(
                            "S6",
                            format!("round {}: {p} was dealt {} cards, not {h}", i + 1, hand.len()),
                        ));
                    }
                    check_pack(r.hands.values().flatten().chain(&r.stock), "S7")
                        .map_err(|e| ShedError::new(e.rule, format!("round {}: {}", i + 1, e.message)))?;
                    if r.opening.is_some_and(|o| o as usize >= h) {
                        return Err(ShedError::new(
                            "S37",
                            format!("round {}: the opening card is not in the dealer's hand", i + 1),
                        ));
                    }
                }
            }
            Deals::Position(p) => {
                seat_list("“hands”", p.hands.as_slice().len())?;
                seat_list("“skips”", p.skips.as_slice().len())?;
                check_pack(p.hands.values().flatten().chain(&p.stock).chain(&p.discard), "S2")?;
                let top = p.discard.last().ok_or_else(|| ShedError::new("S9", "the discard pile needs a top card"))?;
                if p.played.is_empty() && top.rank == Rank::Six {
                    return Err(ShedError::new("S20", "a six is never the top card when a turn starts"));
                }
                if !p.discard.ends_with(&p.played) {
                    return Err(ShedError::new("S13", "the cards laid this turn are the top of the discard pile"));
                }
                if p.suit.is_some() && top.rank != Rank::Jack {
                    return Err(ShedError::new("S9", "only a jack on top names a suit"));
                }
                if !seating.contains(p.dealer) || !seating.contains(p.to_play) {
                    return Err(ShedError::new("S3", "the dealer and the player to play must sit at the table"));
                }
                if p.skips[p.to_play] > 0 {
                    return Err(ShedError::new("S19", "the player to play would be skipped"));
                }
                if p.turn_no == 0 || p.turn_no > MAX_TURNS || p.multiplier == 0 {
                    return Err(ShedError::new("S27", "turns count from 1 to 1,000 and the multiplier from 1"));
                }
            }
        }
        Ok(Setup { variant, seating, start, deals })
    }

    /// The totals before round 1 (A.1 `start`; S30 says 0).
    pub fn with_start(mut self, start: ByPlayer<i32>) -> Result<Setup, ShedError> {
        if start.seating() != self.seating {
            return Err(ShedError::new("A.1", "“start” needs one total per seat"));
        }
        self.start = start;
        Ok(self)
    }

    pub fn variant(&self) -> &Variant {
        &self.variant
    }

    pub fn seating(&self) -> Seating {
        self.seating
    }

    pub fn start(&self) -> &ByPlayer<i32> {
        &self.start
    }

    pub fn deals(&self) -> &Deals {
        &self.deals
    }

    /// The game seed, for a seeded game.
    pub fn game_seed(&self) -> Option<u64> {
        match self.deals {
            Deals::Seeded { game_seed } => Some(game_seed),
            _ => None,
        }
    }
}

// ------------------------------------------------------------------ round

/// The turn being played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    pub seat: Player,
    pub phase: Phase,
    /// The cards laid this turn, in order (the opening card included).
    pub played: Vec<Card>,
    pub drew: bool,
    eights: u8,
    aces: u8,
}

/// How an action left the round.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Flow {
    Going,
    Ended(EndReason, Option<Player>),
}

/// One round: the deal, the events so far and, when it is over, its end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Round {
    number: u32,
    dealer: Player,
    seed: Option<u64>,
    dealt: Option<ByPlayer<Vec<Card>>>,
    initial_stock: Vec<Card>,
    events: Vec<Event>,
    end: Option<RoundEnd>,
    variant: Variant,
    seating: Seating,
    rng: Option<SeededRng>,
    given_reshuffles: Vec<Vec<Card>>,
    reshuffles: usize,
    hands: ByPlayer<CardSet>,
    /// Top last.
    stock: Vec<Card>,
    /// Top last.
    discard: Vec<Card>,
    suit: Suit,
    run: u8,
    skips: ByPlayer<u32>,
    turn: Turn,
    turn_no: u32,
    multiplier: u32,
}

impl Round {
    /// A round before the deal.
    fn blank(variant: Variant, seating: Seating, number: u32, dealer: Player) -> Round {
        Round {
            number,
            dealer,
            seed: None,
            dealt: None,
            initial_stock: Vec::new(),
            events: Vec::with_capacity(128),
            end: None,
            variant,
            seating,
            rng: None,
            given_reshuffles: Vec::new(),
            reshuffles: 0,
            hands: ByPlayer::splat(seating, CardSet::EMPTY),
            stock: Vec::new(),
            discard: Vec::with_capacity(36),
            suit: Suit::Spades,
            run: 0,
            skips: ByPlayer::splat(seating, 0),
            turn: Turn {
                seat: dealer,
                phase: Phase::Start,
                played: Vec::with_capacity(8),
                drew: false,
                eights: 0,
                aces: 0,
            },
            turn_no: 1,
            multiplier: 1,
        }
    }

    pub fn number(&self) -> u32 {
        self.number
    }

    pub fn dealer(&self) -> Player {
        self.dealer
    }

    /// The round's seed (S77); `None` for a round dealt by hand.
    pub fn seed(&self) -> Option<u64> {
        self.seed
    }

    /// The hands as dealt, in the order dealt (`None` for a position).
    pub fn dealt(&self) -> Option<&ByPlayer<Vec<Card>>> {
        self.dealt.as_ref()
    }

    /// The stock after the deal, top first.
    pub fn initial_stock(&self) -> &[Card] {
        &self.initial_stock
    }

    pub fn events(&self) -> &[Event] {
        &self.events
    }

    pub fn end(&self) -> Option<&RoundEnd> {
        self.end.as_ref()
    }

    pub fn hand(&self, seat: Player) -> CardSet {
        self.hands[seat]
    }

    pub fn hands(&self) -> &ByPlayer<CardSet> {
        &self.hands
    }

    /// The top card of the discard pile (S9).
    pub fn top(&self) -> Card {
        // The opening card (or a position's pile) is laid before anyone
        // acts and a reshuffle keeps the top card: the pile is never empty.
        *self.discard.last().unwrap_or(&Drawn::FILL)
    }

    /// The suit to follow (S9).
    pub fn suit(&self) -> Suit {
        self.suit
    }

    /// The discard pile, bottom first.
    pub fn discard(&self) -> &[Card] {
        &self.discard
    }

    /// Cards in the stock.
    pub fn stock_len(&self) -> usize {
        self.stock.len()
    }

    /// The stock, top first.
    pub fn stock(&self) -> impl Iterator<Item = Card> + '_ {
        self.stock.iter().rev().copied()
    }

    /// The run of equal ranks ending at the top card (S38, S52 `bridge_run`).
    pub fn bridge_run(&self) -> u8 {
        self.run
    }

    pub fn skips(&self) -> &ByPlayer<u32> {
        &self.skips
    }

    pub fn turn(&self) -> &Turn {
        &self.turn
    }

    pub fn turn_no(&self) -> u32 {
        self.turn_no
    }

    pub fn multiplier(&self) -> u32 {
        self.multiplier
    }

    pub fn is_over(&self) -> bool {
        self.end.is_some()
    }

    /// The cards of `hand` that match the top card (S10).
    pub fn matching(&self, hand: CardSet) -> CardSet {
        let top = self.top();
        let jacks = of_rank(hand, Rank::Jack);
        jacks.union(hand.suit(self.suit)).union(of_rank(hand, top.rank))
    }

    fn can_draw(&self) -> bool {
        !self.stock.is_empty() || self.discard.len() > 1
    }

    /// The cards the player to act may lay now (S10, S13, S20, S39, S41).
    pub fn playable(&self) -> CardSet {
        if self.end.is_some() {
            return CardSet::EMPTY;
        }
        let hand = self.hands[self.turn.seat];
        match self.turn.phase {
            Phase::Start | Phase::AfterDraw | Phase::Cover => self.matching(hand),
            Phase::Continue => match self.turn.played.last() {
                None => CardSet::EMPTY,
                Some(last) => match self.variant.multi_play {
                    MultiPlay::SameRank if last.rank == Rank::Eight && self.variant.eights == Eights::Single => {
                        CardSet::EMPTY
                    }
                    MultiPlay::SameRank => of_rank(hand, last.rank),
                    MultiPlay::JacksOnly if last.rank == Rank::Jack => of_rank(hand, Rank::Jack),
                    MultiPlay::JacksOnly => CardSet::EMPTY,
                },
            },
        }
    }

    /// May the player to act draw now (S11, S12, S20, S25, S40)?
    pub fn may_draw(&self) -> bool {
        if self.end.is_some() || !self.can_draw() {
            return false;
        }
        let hand = self.hands[self.turn.seat];
        match self.turn.phase {
            Phase::Start => !self.variant.forced_play || self.matching(hand).is_empty(),
            Phase::Cover => self.matching(hand).is_empty(),
            Phase::AfterDraw | Phase::Continue => false,
        }
    }

    /// May the player to act end his turn (S14)?
    pub fn may_end(&self) -> bool {
        self.end.is_none() && matches!(self.turn.phase, Phase::AfterDraw | Phase::Continue)
    }

    /// May the player to act call "Bridge" (S38)?
    pub fn may_bridge(&self) -> bool {
        self.end.is_none()
            && self.variant.bridge_call
            && self.turn.phase == Phase::Continue
            && self.run >= 4
            && self.top().rank != Rank::Six
    }

    /// Every legal action of the player to act, in the canonical order of S53.
    pub fn legal(&self) -> Vec<Act> {
        let mut out = Vec::new();
        for card in canonical(self.playable()) {
            if card.rank == Rank::Jack {
                out.extend(cards::SUITS.map(|s| Act::jack(card, s)));
            } else {
                out.push(Act::play(card));
            }
        }
        if self.may_draw() {
            out.push(Act::Draw);
        }
        if self.may_end() {
            out.push(Act::End);
        }
        if self.may_bridge() {
            out.push(Act::Bridge);
        }
        out
    }

    /// Is `act` legal for the player to act? The reason, naming the rule, if not.
    pub fn check(&self, seat: Player, act: Act) -> Result<(), ShedError> {
        if self.end.is_some() {
            return Err(ShedError::new("S26", "the round is over"));
        }
        if seat != self.turn.seat {
            return Err(ShedError::new("S3", format!("it is {}'s turn, not {seat}'s", self.turn.seat)));
        }
        let hand = self.hands[seat];
        let phase = self.turn.phase;
        match act {
            Act::Play { card, suit } => {
                if !hand.contains(card) {
                    return Err(ShedError::new("S11", format!("{seat} does not hold {}", code(card))));
                }
                match (card.rank == Rank::Jack, suit) {
                    (true, None) => return Err(ShedError::new("S15", "a jack names a suit (S, H, D or C)")),
                    (false, Some(_)) => return Err(ShedError::new("S15", "only a jack names a suit")),
                    _ => {}
                }
                if self.playable().contains(card) {
                    return Ok(());
                }
                let top = self.top();
                Err(match phase {
                    Phase::Start | Phase::AfterDraw => ShedError::new(
                        "S10",
                        format!(
                            "{} does not match: play a jack, a card of {} or a card of rank {} (top card {})",
                            code(card),
                            self.suit.symbol(),
                            top.rank.letter(),
                            code(top)
                        ),
                    ),
                    Phase::Cover => ShedError::new(
                        "S20",
                        format!("the six {} must be covered by a card of its suit, a six or a jack", code(top)),
                    ),
                    Phase::Continue => match self.variant.multi_play {
                        MultiPlay::JacksOnly => ShedError::new("S39", "one card a turn (only jacks may follow a jack)"),
                        MultiPlay::SameRank if self.variant.eights == Eights::Single && card.rank == Rank::Eight => {
                            ShedError::new("S41", "one eight a turn")
                        }
                        MultiPlay::SameRank => ShedError::new(
                            "S13",
                            format!(
                                "after {} only cards of the same rank may follow",
                                self.turn.played.last().map(|c| code(*c)).unwrap_or_default()
                            ),
                        ),
                    },
                })
            }
            Act::Draw => {
                if self.may_draw() {
                    return Ok(());
                }
                Err(match phase {
                    _ if !self.can_draw() => {
                        ShedError::new("S25", "the stock is empty and the discard pile holds only its top card")
                    }
                    Phase::Start => ShedError::new("S40", "forced play: a player who holds a matching card must play"),
                    Phase::AfterDraw => ShedError::new("S12", "one draw a turn (except to cover a six)"),
                    Phase::Continue => {
                        ShedError::new("S13", "after a card the turn goes on with cards of the same rank, or ends")
                    }
                    Phase::Cover => ShedError::new("S20", "a card that covers the six is in hand: play it"),
                })
            }
            Act::End => {
                if self.may_end() {
                    return Ok(());
                }
                Err(match phase {
                    Phase::Cover => ShedError::new("S20", "the six must be covered before the turn ends"),
                    _ => ShedError::new("S14", "a turn ends only after a card is played or a card is drawn"),
                })
            }
            Act::Bridge => {
                if self.may_bridge() {
                    return Ok(());
                }
                Err(if !self.variant.bridge_call {
                    ShedError::new("S38", "this variant has no “Bridge” call")
                } else {
                    ShedError::new(
                        "S38",
                        "“Bridge” is called right after laying the fourth card of a rank in a row (not sixes)",
                    )
                })
            }
        }
    }

    fn next(&self, seat: Player) -> Player {
        self.seating.next(seat)
    }

    /// The i-th opponent in turn order after `seat`, cyclically (S17, S18).
    fn opponent(&self, seat: Player, i: u8) -> Player {
        let others = self.seating.count() - 1;
        self.seating.advance(seat, 1 + i as usize % others)
    }

    /// S24: the discard pile but its top card becomes the stock.
    fn reshuffle(&mut self) {
        let top = self.discard.pop().unwrap_or(Drawn::FILL);
        let mut cards = std::mem::take(&mut self.discard);
        self.discard.push(top);
        if let Some(rng) = self.rng.as_mut() {
            rng.shuffle(&mut cards);
        } else if let Some(order) = self.given_reshuffles.get(self.reshuffles) {
            let mut sorted = order.clone();
            sorted.sort();
            let mut laid = cards.clone();
            laid.sort();
            if sorted == laid {
                cards.clone_from(order);
            }
        }
        self.reshuffles += 1;
        self.events.push(Event::Reshuffle { cards: cards.clone() });
        cards.reverse();
        self.stock = cards;
        self.run = 1;
        if self.variant.reshuffle_multiplier {
            self.multiplier += 1;
        }
    }

    /// One card from the stock, reshuffling first if it is empty (S22, S24);
    /// `None` if nothing can be drawn (S25).
    fn draw_card(&mut self) -> Option<Card> {
        if self.stock.is_empty() {
            if self.discard.len() <= 1 {
                return None;
            }
            self.reshuffle();
        }
        self.stock.pop()
    }

    /// A penalty draw of `by` for `seat`; false when it could not be completed (S25).
    fn penalty(&mut self, seat: Player, by: PenaltyBy) -> bool {
        let n = by.cards();
        let mut cards = Drawn::new();
        let mut complete = true;
        for _ in 0..n {
            match self.draw_card() {
                Some(card) => {
                    self.hands[seat].insert(card);
                    cards.push(card);
                }
                None => {
                    complete = false;
                    break;
                }
            }
        }
        self.events.push(Event::Penalty { seat, n, by, cards });
        complete
    }

    /// Lays a card with its effects (S15–S21, S26).
    fn lay(&mut self, seat: Player, card: Card, named: Option<Suit>, auto: bool) -> Flow {
        self.hands[seat].remove(card);
        self.run = match self.discard.last() {
            Some(prev) if prev.rank == card.rank => self.run.saturating_add(1),
            _ => 1,
        };
        self.discard.push(card);
        let is_jack = card.rank == Rank::Jack;
        self.suit = if is_jack { named.unwrap_or(card.suit) } else { card.suit };
        self.events.push(Event::Play { seat, card, suit: is_jack.then_some(self.suit), auto });
        self.turn.played.push(card);
        let complete = match card.rank {
            Rank::Seven => self.penalty(self.next(seat), PenaltyBy::Seven),
            Rank::Eight => {
                let target = match self.variant.eights {
                    Eights::Spread => self.opponent(seat, self.turn.eights),
                    Eights::Single | Eights::Stack => self.next(seat),
                };
                if self.variant.eights != Eights::Stack || self.turn.eights == 0 {
                    self.skips[target] += 1;
                }
                self.turn.eights = self.turn.eights.saturating_add(1);
                self.penalty(target, PenaltyBy::Eight)
            }
            Rank::Ace => {
                let target = self.opponent(seat, self.turn.aces);
                self.skips[target] += 1;
                self.turn.aces = self.turn.aces.saturating_add(1);
                true
            }
            _ => true,
        };
        if !complete {
            return Flow::Ended(EndReason::Exhausted, None);
        }
        if self.hands[seat].is_empty() && card.rank != Rank::Six {
            return Flow::Ended(EndReason::Out, Some(seat));
        }
        self.turn.phase = if card.rank == Rank::Six { Phase::Cover } else { Phase::Continue };
        Flow::Going
    }

    /// The player to act must draw and cannot (S25, S27c)?
    fn settle(&self) -> Flow {
        let hand = self.hands[self.turn.seat];
        let stuck = matches!(self.turn.phase, Phase::Start | Phase::Cover)
            && self.matching(hand).is_empty()
            && !self.can_draw();
        if stuck {
            Flow::Ended(EndReason::Exhausted, None)
        } else {
            Flow::Going
        }
    }

    fn begin_turn(&mut self, seat: Player) {
        self.turn.seat = seat;
        self.turn.phase = Phase::Start;
        self.turn.played.clear();
        self.turn.drew = false;
        self.turn.eights = 0;
        self.turn.aces = 0;
    }

    /// S14, S19, S27d, S44: the turn ends and passes on.
    fn end_turn(&mut self, seat: Player) -> Flow {
        self.events.push(Event::End { seat });
        if self.turn_no >= MAX_TURNS {
            return Flow::Ended(EndReason::Cap, None);
        }
        let queen = Card::new(Suit::Spades, Rank::Queen);
        if self.variant.queen_of_spades && self.turn.played.last() == Some(&queen) {
            let target = self.next(seat);
            self.skips[target] += 1;
            if !self.penalty(target, PenaltyBy::QueenOfSpades) {
                return Flow::Ended(EndReason::Exhausted, None);
            }
        }
        let mut next = self.next(seat);
        while self.skips[next] > 0 {
            self.skips[next] -= 1;
            self.events.push(Event::Skip { seat: next });
            next = self.next(next);
        }
        self.begin_turn(next);
        self.turn_no += 1;
        self.settle()
    }

    /// Does a legal action (checked by the caller).
    fn act(&mut self, seat: Player, act: Act) -> Flow {
        let flow = match act {
            Act::Play { card, suit } => self.lay(seat, card, suit, false),
            Act::Draw => match self.draw_card() {
                Some(card) => {
                    self.hands[seat].insert(card);
                    self.events.push(Event::Draw { seat, card });
                    self.turn.drew = true;
                    if self.turn.phase == Phase::Start {
                        self.turn.phase = Phase::AfterDraw;
                    }
                    Flow::Going
                }
                None => Flow::Ended(EndReason::Exhausted, None),
            },
            Act::End => self.end_turn(seat),
            Act::Bridge => {
                self.events.push(Event::Bridge { seat });
                Flow::Ended(EndReason::Bridge, None)
            }
        };
        match flow {
            Flow::Going => self.settle(),
            ended => ended,
        }
    }

    /// Round points of every seat (S28, S29, S42, S43).
    fn points(&self, reason: EndReason, out: Option<Player>) -> ByPlayer<i32> {
        let m = self.multiplier as i32;
        ByPlayer::from_fn(self.seating, |p| {
            let hand = self.hands[p];
            let raw = if out == Some(p) {
                match self.variant.jack_points {
                    JackPoints::Backyard if reason == EndReason::Out => {
                        -20 * self.turn.played.iter().filter(|c| c.rank == Rank::Jack).count() as i32
                    }
                    _ => 0,
                }
            } else {
                let jack = match self.variant.jack_points {
                    JackPoints::Flat20 => 20,
                    JackPoints::Backyard if of_rank(hand, Rank::Jack) == hand => 20,
                    JackPoints::Backyard => 10,
                };
                canonical(hand).map(|c| points(c, jack)).sum()
            };
            raw * m
        })
    }
}

// ------------------------------------------------------------------- game

/// What an action caused, for a view to animate (the `Event` of [`Rules`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// Something happened in round `round`.
    Event { round: u32, event: Event },
    /// A round ended and was scored.
    RoundOver(Box<RoundEnd>),
    /// Round `round` was dealt and opened.
    RoundStarted { round: u32 },
    /// The game is over.
    GameOver(Box<GameResult>),
}

/// A game of shedding "Bridge": its rounds, the running totals, and the
/// result once someone has lost (S32) or the 100th round is over (S34).
#[derive(Clone, Debug, PartialEq)]
pub struct Game {
    setup: Setup,
    totals: ByPlayer<i32>,
    rounds: Vec<Round>,
    game_rng: Option<SeededRng>,
    result: Option<GameResult>,
    /// No more rounds can be dealt (a game dealt by hand ran out of deals).
    stopped: bool,
}

impl Game {
    pub fn variant(&self) -> &Variant {
        &self.setup.variant
    }

    pub fn seating(&self) -> Seating {
        self.setup.seating
    }

    /// Running totals: before the current round while it is played (S30).
    pub fn totals(&self) -> &ByPlayer<i32> {
        &self.totals
    }

    /// Every round so far, the current one last.
    pub fn rounds(&self) -> &[Round] {
        &self.rounds
    }

    /// The round being played (or the last one, once the game is over).
    pub fn round(&self) -> &Round {
        // `new` deals round 1 and rounds are only ever added.
        self.rounds.last().unwrap_or_else(|| unreachable!("a game always has a round"))
    }

    fn round_mut(&mut self) -> &mut Round {
        self.rounds.last_mut().unwrap_or_else(|| unreachable!("a game always has a round"))
    }

    pub fn result(&self) -> Option<&GameResult> {
        self.result.as_ref()
    }

    /// The player whose decision the game waits for.
    pub fn due(&self) -> Option<Player> {
        if self.result.is_some() || self.stopped {
            return None;
        }
        let round = self.round();
        round.end.is_none().then_some(round.turn.seat)
    }

    /// Applies a legal action; refuses an illegal one (the reason names the
    /// rule) and then changes nothing. The fast path of [`Rules::apply`]:
    /// the events are read from [`Round::events`].
    pub fn act(&mut self, action: Action) -> Result<(), ShedError> {
        self.check_action(&action)?;
        let flow = self.round_mut().act(action.seat, action.act);
        if let Flow::Ended(reason, out) = flow {
            self.finish_round(reason, out);
        }
        Ok(())
    }

    fn check_action(&self, action: &Action) -> Result<(), ShedError> {
        if self.result.is_some() {
            return Err(ShedError::new("S32", "the game is over"));
        }
        if self.stopped {
            return Err(ShedError::new("A.3", "no more rounds were dealt"));
        }
        if !self.seating().contains(action.seat) {
            return Err(ShedError::new("S3", format!("there is no {} at this table", action.seat)));
        }
        self.round().check(action.seat, action.act)
    }

    fn start_round(&mut self, number: u32) {
        let seating = self.setup.seating;
        let n = seating.count();
        let variant = self.setup.variant;
        let h = variant.hand_size as usize;
        let dealer = Player::new(((number - 1) as usize % n) as u8);
        let mut round = Round::blank(variant, seating, number, dealer);
        let (dealt, stock, opening) = match &self.setup.deals {
            Deals::Seeded { .. } => {
                let Some(game_rng) = self.game_rng.as_mut() else {
                    self.stopped = true;
                    return;
                };
                let seed = game_rng.next_u64();
                let mut rng = SeededRng::new(seed);
                let mut pack = cards::pack_order();
                rng.shuffle(&mut pack);
                let mut dealt = ByPlayer::from_fn(seating, |_| Vec::with_capacity(h));
                for (k, card) in pack.iter().take(n * h).enumerate() {
                    dealt[seating.advance(dealer, 1 + k)].push(*card);
                }
                let opening = match variant.first_card {
                    FirstCard::DealerLast => h - 1,
                    FirstCard::Random => rng.below(h as u32) as usize,
                };
                round.seed = Some(seed);
                round.rng = Some(rng);
                (dealt, pack[n * h..].to_vec(), opening)
            }
            Deals::Given { rounds } => {
                let Some(given) = rounds.get(number as usize - 1) else {
                    self.stopped = true;
                    return;
                };
                round.given_reshuffles = given.reshuffles.clone();
                let opening = given.opening.map_or(h - 1, |o| o as usize);
                (given.hands.clone(), given.stock.clone(), opening)
            }
            Deals::Position(p) => {
                if number > 1 {
                    self.stopped = true;
                    return;
                }
                round.dealer = p.dealer;
                round.hands = p.hands.map(|_, h| h.iter().copied().collect());
                round.stock = p.stock.iter().rev().copied().collect();
                round.initial_stock = p.stock.clone();
                round.discard = p.discard.clone();
                let top = round.top();
                round.suit = p.suit.filter(|_| top.rank == Rank::Jack).unwrap_or(top.suit);
                round.run = p.discard.iter().rev().take_while(|c| c.rank == top.rank).count().min(255) as u8;
                round.skips = p.skips.clone();
                round.turn_no = p.turn_no;
                round.multiplier = p.multiplier;
                round.rng = p.seed.map(SeededRng::new);
                round.begin_turn(p.to_play);
                round.turn.played = p.played.clone();
                round.turn.drew = p.drew;
                round.turn.eights = p.played.iter().filter(|c| c.rank == Rank::Eight).count() as u8;
                round.turn.aces = p.played.iter().filter(|c| c.rank == Rank::Ace).count() as u8;
                round.turn.phase = match p.played.last() {
                    None if p.drew => Phase::AfterDraw,
                    None => Phase::Start,
                    Some(c) if c.rank == Rank::Six => Phase::Cover,
                    Some(_) => Phase::Continue,
                };
                let flow = round.settle();
                self.rounds.push(round);
                if let Flow::Ended(reason, out) = flow {
                    self.finish_round(reason, out);
                }
                return;
            }
        };
        round.hands = dealt.map(|_, h| h.iter().copied().collect());
        round.initial_stock = stock.clone();
        round.stock = stock.into_iter().rev().collect();
        let first = dealt[dealer].get(opening).or(dealt[dealer].last()).copied();
        round.dealt = Some(dealt);
        let flow = match first {
            Some(card) => match round.lay(dealer, card, None, true) {
                Flow::Going => round.settle(),
                ended => ended,
            },
            None => Flow::Ended(EndReason::Exhausted, None),
        };
        self.rounds.push(round);
        if let Flow::Ended(reason, out) = flow {
            self.finish_round(reason, out);
        }
    }

    /// S28–S34: scores the round, and deals the next one or ends the game.
    fn finish_round(&mut self, reason: EndReason, out: Option<Player>) {
        let variant = self.setup.variant;
        let seating = self.setup.seating;
        let round = self.round();
        let points = round.points(reason, out);
        let number = round.number;
        let mut totals = self.totals.clone();
        for p in seating.players() {
            totals[p] += points[p];
            if totals[p] == variant.reset_at {
                totals[p] = 0;
            }
        }
        let mut lost: Vec<Player> = seating.players().filter(|&p| totals[p] > variant.lose_above).collect();
        if variant.partnership {
            let partners: Vec<Player> = lost.iter().filter_map(|&p| variant.partner(p)).collect();
            lost.extend(partners);
            lost.sort();
            lost.dedup();
        }
        let end = RoundEnd {
            round: number,
            reason,
            out,
            turns: round.turn_no,
            hands: round.hands.clone(),
            points,
            multiplier: round.multiplier,
            totals: totals.clone(),
            lost: lost.clone(),
        };
        self.round_mut().end = Some(end);
        self.totals = totals;
        let over = if !lost.is_empty() {
            Some(GameEnd::Lost)
        } else if number >= MAX_ROUNDS {
            Some(GameEnd::Cap)
        } else {
            None
        };
        match over {
            Some(end) => {
                let (places, half_points) = GameResult::rank(seating, &self.totals, &lost);
                self.result =
                    Some(GameResult { rounds: number, end, totals: self.totals.clone(), lost, places, half_points });
            }
            None => self.start_round(number + 1),
        }
    }

    /// The legal actions of the player to act (canonical order, S53).
    pub fn legal(&self) -> Vec<Act> {
        if self.due().is_none() {
            return Vec::new();
        }
        self.round().legal()
    }
}

impl Rules for Game {
    type Setup = Setup;
    type Player = Player;
    type Action = Action;
    type Event = Step;
    type Error = ShedError;
    const SCHEMA: u32 = 1;

    fn new(setup: Setup) -> Game {
        let game_rng = setup.game_seed().map(SeededRng::new);
        let mut game =
            Game { totals: setup.start.clone(), setup, rounds: Vec::new(), game_rng, result: None, stopped: false };
        game.start_round(1);
        if game.rounds.is_empty() {
            // A setup is validated, so round 1 is always dealt; keep the
            // invariant "a game has a round" even so.
            game.stopped = true;
            game.rounds.push(Round::blank(game.setup.variant, game.setup.seating, 1, Player::new(0)));
        }
        game
    }

    fn setup(&self) -> &Setup {
        &self.setup
    }

    fn players(&self) -> Vec<Player> {
        self.setup.seating.players().collect()
    }

    fn to_act(&self) -> Vec<Player> {
        self.due().into_iter().collect()
    }

    fn check(&self, action: &Action) -> Result<(), ShedError> {
        self.check_action(action)
    }

    fn apply(&mut self, action: Action) -> Result<Vec<Step>, ShedError> {
        let first_round = self.rounds.len() - 1;
        let first_event = self.round().events.len();
        self.act(action)?;
        let mut steps = Vec::new();
        for (i, round) in self.rounds.iter().enumerate().skip(first_round) {
            if i > first_round {
                steps.push(Step::RoundStarted { round: round.number });
            }
            let from = if i == first_round { first_event } else { 0 };
            steps.extend(round.events[from..].iter().map(|e| Step::Event { round: round.number, event: e.clone() }));
            if let Some(end) = &round.end {
                steps.push(Step::RoundOver(Box::new(end.clone())));
            }
        }
        if let Some(result) = &self.result {
            steps.push(Step::GameOver(Box::new(result.clone())));
        }
        Ok(steps)
    }

    fn legal_actions(&self, player: Player) -> Vec<Action> {
        if self.due() != Some(player) {
            return Vec::new();
        }
        self.legal().into_iter().map(|act| Action::new(player, act)).collect()
    }

    fn visible_to(&self, viewer: Viewer<Player>) -> Vec<(Player, CardSet)> {
        let round = self.round();
        match viewer {
            Viewer::Seat(p) if self.seating().contains(p) => vec![(p, round.hands[p])],
            Viewer::Seat(_) | Viewer::Table => Vec::new(),
            Viewer::All => round.hands.iter().map(|(p, h)| (p, *h)).collect(),
        }
    }

    fn is_over(&self) -> bool {
        self.due().is_none()
    }
}
