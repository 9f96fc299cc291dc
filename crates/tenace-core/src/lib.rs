//! The core every Tenace game is built on.
//!
//! A game is one type that implements [`Rules`]: its state, the actions
//! players take, the events those cause, and the errors that refuse an
//! action. Everything a game needs besides its own rules is here, written
//! once:
//!
//! - [`Logged`]: a game with its log: apply, undo, replay, and a versioned
//!   save ([`Record`]) that is trusted only as far as it replays;
//! - [`seat`]: who sits where, for 2–6 players ([`Seating`], [`Player`],
//!   [`ByPlayer`]) and fixed-size tables indexed by their own seat and side
//!   types ([`ByKey`], the `BySeat<T>` / `BySide<T>` of a game);
//! - [`trick`]: the trick-taking primitives (follow rules, a trick of N
//!   cards, its winner, tricks per player and per side);
//! - [`SuitOrder`]: the order a game ranks its suits in.
//!
//! The shape follows shakmaty's `Position`: legality ([`Rules::check`]) is
//! kept apart from the change ([`Rules::apply`]), a refused action changes
//! nothing, and [`Logged::play`] hands the unchanged game back with the
//! error. Nothing here depends on a web crate.
//!
//! `docs/architecture.md` shows how a new game plugs in.

pub mod log;
pub mod rules;
pub mod seat;
pub mod suit_order;
pub mod trick;

pub use log::{LoadError, Logged, Record, Refused, ReplayError};
pub use rules::{robot_to_act, Rules, Viewer};
pub use seat::{ByKey, ByPlayer, BySuit, Key, Player, Seating, SeatingError};
pub use suit_order::SuitOrder;
pub use trick::{check_card, legal_cards, winning_play, FollowError, FollowRule, Trick, TrickTally};
