//! Shedding "Bridge" (дворовый бридж, "yard bridge"): the 36-card game of
//! the Crazy Eights family that seed 003's JavaScript robot contest was
//! played with, as specified in `../shared/spec/shedding-bridge.md`
//! (rules S1–S82, worked examples T1–T13, Appendix A).
//!
//! - [`game`]: the rules as a [`tenace_core::Rules`] state machine, every
//!   variant flag of §3 ([`variant`]), seeded deals and reshuffles;
//! - [`view`]: what a robot sees (S52–S55), the one visibility rule for the
//!   Rust robots and the JSON state of the JavaScript bot API;
//! - [`robots`]: `sample` (S63, the seed's demo robot made exact) and the
//!   stronger robots;
//! - [`table`]: a game with its seat names, robots' remarks and faults: the
//!   runner the command line and the bot arena share;
//! - [`record`]: the game record of Appendix A, its writer and its checker;
//! - [`tournament`]: the schedule, seeds, standings and result files of §6.

pub mod api;
pub mod cards;
pub mod error;
pub mod game;
pub mod mulberry;
pub mod record;
pub mod replay;
pub mod robots;
pub mod seeds;
pub mod table;
pub mod tournament;
pub mod variant;
pub mod view;

pub use error::ShedError;
pub use game::{Act, Action, Event, Game, GameResult, Phase, Round, RoundEnd, Setup};
pub use variant::{Preset, Variant};
