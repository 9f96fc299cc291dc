//! Portable Bridge Notation (PBN 2.1): reading real files leniently, writing
//! strictly, and replaying what they record through the engine.
//!
//! Reading never panics and never gives up on a file: each game carries the
//! problems found in it, with line numbers ([`ParsedGame::errors`]), and
//! whatever could still be read. Writing follows the standard's export
//! format, so `parse(write_file(games))` gives the same games back.
//!
//! The model ([`RecordedGame`]) is shared with [`crate::lin`], so one replay
//! and cross-check ([`check`]) serves both formats.
//!
//! Parsers take `&str` (see [`decode`] for bytes); nothing here touches files.

mod error;
mod export;
mod from_game;
mod import;
mod lexer;
mod record;
mod replay;
mod sections;

pub use error::{ErrorKind, LinProblem, ParseError};
pub use export::{write_file, write_game};
pub use import::{parse, parse_deal, PbnFile};
pub use record::{
    AnnotatedCall, AnnotatedCard, Annotation, ContractTag, Declarer, ParsedGame, PartialDeal, RecordedAuction,
    RecordedGame, RecordedPlay, SourceLines, Suffix, Tag, TrickCount, TrickRow,
};
pub use replay::{check, check_game, Checked, Inconsistency, InconsistencyKind};

use std::borrow::Cow;

/// Text from a file's bytes: UTF-8 when it is valid UTF-8, otherwise
/// ISO-8859-1, the character set PBN specifies (older files use it for names
/// like “Lévy”).
pub fn decode(bytes: &[u8]) -> Cow<'_, str> {
    match std::str::from_utf8(bytes) {
        Ok(text) => Cow::Borrowed(text),
        Err(_) => Cow::Owned(bytes.iter().map(|&b| char::from(b)).collect()),
    }
}

#[cfg(test)]
mod tests;
