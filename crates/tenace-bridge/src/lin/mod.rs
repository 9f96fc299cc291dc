//! BBO's LIN format: reading the `key|value|` records of hands played online
//! and in vugraph, and writing one LIN line per board.
//!
//! LIN reads into the same [`crate::pbn::RecordedGame`] as PBN, so replay,
//! cross-checks ([`crate::pbn::check`]) and conversion work on either.
//!
//! What LIN holds: `pn` players (S, W, N, E; eight names are the open room's
//! then the closed room's), `md` dealer digit (1 S, 2 W, 3 N, 4 E) and hands
//! S, W, N, E, `sv` vulnerability, `ah` board header, `qx` room and board,
//! `mb` calls (`!` alerts), `an` explanations, `pc` cards in playing order,
//! `mc` claims (declarer's total tricks), `rs` the results of all tables and
//! `vg` the event. Page breaks, chat and the like are skipped.

mod codes;
mod export;
mod import;

pub use export::{write_file, write_game, LinExportError};
pub use import::{parse, LinFile};

#[cfg(test)]
mod tests;
