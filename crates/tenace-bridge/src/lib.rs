//! Contract bridge, exactly as the Laws have it.
//!
//! The crate is organised by concept: who sits where ([`seat`]), what is on
//! the board ([`board`], [`deal`]), what may be said ([`call`], [`auction`]),
//! what may be played ([`play`]), claims ([`claim`]), the one state machine
//! a whole deal goes through ([`game`], bridge's `tenace_core::Rules`), the
//! irregularities a director rules on and their rectifications ([`laws`]),
//! what it scores ([`scoring`]), how good a hand is ([`eval`]), and the
//! file formats deals travel in ([`pbn`], [`lin`]).
//!
//! Nothing here depends on a web or UI crate, and everything builds for
//! `wasm32-unknown-unknown`.

pub mod auction;
pub mod board;
pub mod call;
pub mod claim;
pub mod contract;
pub mod deal;
pub mod eval;
pub mod game;
pub mod laws;
pub mod lin;
pub mod pbn;
pub mod play;
pub mod scoring;
pub mod seat;

pub use auction::{Auction, AuctionError};
pub use board::{BoardNumber, Vulnerability};
pub use call::{Bid, Call, Level, ParseCallError, Strain};
pub use claim::PendingClaim;
pub use contract::{Contract, ContractCode, ParseContractError, Penalty};
pub use deal::{Deal, DealError};
pub use game::{Action, Bridge, DealResult, Event, Game, GameRecord, LoadError, Phase, ReplayError, RuleError, Setup};
pub use play::{Play, PlayError, Trick};
pub use seat::{BySeat, BySide, ParseSeatError, Seat, Side};
pub use tenace_cards::{Card, CardSet, Rank, Suit};
pub use tenace_core::{robot_to_act, BySuit, Rules, Viewer};
