//! The one trait every game implements.

use crate::log::Record;
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::fmt::{Debug, Display};
use tenace_cards::CardSet;

/// Who is looking at the table.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Viewer<P> {
    /// A player in their seat: their own hand and whatever the rules turn
    /// face up (bridge's dummy, Preferans' open defence).
    Seat(P),
    /// A spectator: only what lies face up for everyone.
    Table,
    /// Everything (analysis, the end of the deal, a replay).
    All,
}

/// The rules of one game, as a state machine over a state value.
///
/// A state is created from a [`Rules::Setup`] (the cards and everything fixed
/// before the first action) and changed only by [`Rules::apply`]. Whether an
/// action is allowed ([`Rules::check`]) is kept apart from doing it: `apply`
/// must refuse exactly what `check` refuses, and a refused action leaves the
/// state exactly as it was. The log, undo, replay and saves are not a game's
/// business: [`crate::Logged`] adds them to any `Rules`.
///
/// Implementations must keep these laws (each game's property tests check
/// them with [`crate::log::conformance`]):
/// - `check(a).is_err()` ⇔ `apply(a).is_err()`, and an `Err` changes nothing;
/// - a state is a function of its setup and the actions applied: applying
///   the same actions to a fresh state gives an equal state;
/// - `to_act()` is empty exactly when `is_over()` or nothing can be done, and
///   every player in `to_act()` has at least one action in `legal_actions`.
pub trait Rules: Clone + Debug + PartialEq + Sized {
    /// Everything fixed before the first action: the cards, the dealer, the
    /// options of the variant played.
    type Setup: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// A place at the table (bridge's compass seat, a Preferans or shedding
    /// game's [`crate::Player`]).
    type Player: Copy + Debug + Eq + Ord;
    /// Something a player does. It names who does it, so a log is readable
    /// on its own.
    type Action: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// What an action caused, for the UI to animate and a log to narrate.
    type Event: Clone + Debug + PartialEq;
    /// Why an action is refused: a sentence that names the rule.
    type Error: Clone + Debug + Display;

    /// The version of this game's save format ([`Record::schema`]). Raise it
    /// whenever `Setup` or `Action` change shape, and teach
    /// [`Rules::migrate`] to read the older records.
    const SCHEMA: u32;

    /// The state before the first action.
    fn new(setup: Self::Setup) -> Self;

    fn setup(&self) -> &Self::Setup;

    /// Everyone at the table, in seating order.
    fn players(&self) -> Vec<Self::Player>;

    /// The players whose decision the game waits for now: the one due to
    /// call or play, or several (say, the opponents answering a claim). A
    /// hand played by someone else (bridge's dummy) is represented by its
    /// controller. Empty when the game is over.
    fn to_act(&self) -> Vec<Self::Player>;

    /// Is `action` allowed now? Never changes the state.
    fn check(&self, action: &Self::Action) -> Result<(), Self::Error>;

    /// Does a legal action and reports what it caused; refuses an illegal
    /// one with the reason and changes nothing.
    fn apply(&mut self, action: Self::Action) -> Result<Vec<Self::Event>, Self::Error>;

    /// Every action the rules allow `player` now (empty when it is not
    /// their turn). Irregular actions that a Laws tutor records, but a
    /// player should not take, are not listed.
    fn legal_actions(&self, player: Self::Player) -> Vec<Self::Action>;

    /// The hands `viewer` may see, each with the cards it holds now. Hands
    /// not listed are hidden from that viewer. Every view of the table (the
    /// page, a robot's inference, a lesson) asks this and nothing else.
    fn visible_to(&self, viewer: Viewer<Self::Player>) -> Vec<(Self::Player, CardSet)>;

    /// May `viewer` see `hand` now? [`Rules::visible_to`] asked about one hand.
    fn can_see(&self, viewer: Viewer<Self::Player>, hand: Self::Player) -> bool {
        self.visible_to(viewer).iter().any(|(p, _)| *p == hand)
    }

    /// Who decides for `hand` (bridge's declarer for dummy); the hand itself
    /// in most games.
    fn controller(&self, hand: Self::Player) -> Self::Player {
        hand
    }

    /// The game (the deal) is over: nothing more can be done.
    fn is_over(&self) -> bool;

    /// Brings a record saved under an older [`Rules::SCHEMA`] (its
    /// `schema` field says which) up to the current one, or says why it
    /// cannot. Never drops an action silently.
    fn migrate(record: Record<Self>) -> Result<Record<Self>, String> {
        Err(format!("a save of version {} cannot be read by version {}", record.schema, Self::SCHEMA))
    }
}

/// The first player the game waits for who is not a human: whose turn it is
/// for a robot. `is_human` says which seats the people at this table hold.
pub fn robot_to_act<R: Rules>(state: &R, is_human: impl Fn(R::Player) -> bool) -> Option<R::Player> {
    state.to_act().into_iter().find(|p| !is_human(*p))
}
