//! Tenace's double-dummy solver: how many tricks each side takes when every
//! card is visible and everyone plays perfectly.
//!
//! * [`Solver::solve_position`] — any position (any number of cards left,
//!   any player to move, a trick in progress): the best result for the side
//!   to move and the value of every legal card, so a UI can mark each card
//!   "=" or "−1".
//! * [`Solver::solve_table`] / [`Solver::solve_strain`] — the 5 × 4 table of
//!   DDS `CalcDDtable` ([`DdTable`]), with progress after each cell.
//! * [`par`] — dealer par (DDS `DealerParBin`) from a table.
//!
//! Everything is plain data in and out (serde types), pure Rust with no
//! threads and no clock, so it runs unchanged in a browser Web Worker
//! (wasm32-unknown-unknown). Work is bounded by a [`Budget`] (node limit and a
//! `should_stop` callback for cancelling or a caller-side time limit) and the
//! transposition table by [`SolverConfig::tt_bytes`]; a stopped solve returns
//! [`SolveError::Cancelled`] or [`SolveError::NodeLimit`], never a wrong answer.
//!
//! How it searches: see `search.rs` (null-window alpha-beta by target trick
//! count), `relative.rs` (transposition keys by relative rank, equivalent
//! cards), `quick_tricks.rs` and `tt.rs`.

mod bits;
mod budget;
mod order;
mod par;
mod position;
mod quick_tricks;
mod relative;
mod search;
mod solver;
#[cfg_attr(not(feature = "stats"), allow(dead_code))]
pub mod stats;
mod table;
mod tt;

pub use budget::{Budget, StopReason};
pub use par::{par, Par, ParContract};
pub use position::{CardValue, Position, PositionError, PositionSolution};
pub use solver::{SolveError, Solver, SolverConfig};
pub use table::{DdTable, TableProgress};

/// The quick-trick bound for measuring it against DDS (`stats` feature):
/// whether the side of `leader` surely takes `needed` tricks, and the cards
/// that rests on; `hands` are card-bit sets, `trump` a suit index (clubs 0).
#[cfg(feature = "stats")]
pub fn quick_tricks(hands: &[u64; 4], leader: usize, trump: Option<usize>, needed: u32) -> Option<u64> {
    quick_tricks::quick_tricks_reach(hands, bits::lengths(hands), leader, trump, needed)
}

/// The later-tricks bound for measuring it (`stats` feature): whether the
/// side off lead surely takes `needed` tricks.
#[cfg(feature = "stats")]
pub fn later_tricks(hands: &[u64; 4], leader: usize, trump: Option<usize>, needed: u32) -> Option<u64> {
    quick_tricks::later_tricks_reach(hands, bits::lengths(hands), leader, trump, needed)
}
