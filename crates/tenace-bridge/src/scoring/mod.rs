//! Scoring: duplicate, IMPs and matchpoints, and every historical code the
//! seed texts describe, behind one interface.
//!
//! A [`ScoringCode`] is plain data: trick values, undertrick scales, bonuses,
//! slam and honours rules, and the [`Form`] in which deals add up (a board on
//! its own, a rubber, a Chicago). One engine reads it:
//!
//! - [`score_played`] turns a played deal into tagged [`ScoreItem`]s;
//! - [`duplicate_score`] and [`ScoringCode::board_score`] net a board;
//! - [`RubberSheet`] and [`ChicagoSheet`] ([`ScoreSheet`]) keep the running
//!   score sheet, above and below the line, with games, vulnerability,
//!   premiums and totals.
//!
//! The named codes and where each number comes from are in [`code`].

pub mod chicago;
pub mod code;
pub mod duplicate;
pub mod honours;
pub mod imps;
pub mod items;
pub mod matchpoints;
pub mod minibridge;
pub mod rubber;
pub mod settlement;
pub mod sheet;
pub mod table;

#[cfg(test)]
mod seed_examples;

pub use chicago::{chicago_vulnerability, ChicagoSheet};
pub use code::{
    BoardPremiums, ChicagoRules, CodeName, Form, GamePremium, RubberPremium, RubberRules, ScoringCode, Unfinished,
    UnknownCode,
};
pub use duplicate::duplicate_score;
pub use honours::{chicanes, honours, HandBonuses, Honours, HonoursKind};
pub use imps::{imps, IMP_BANDS};
pub use items::{net_for, score_played, ItemKind, Line, Played, ScoreItem, SheetDeal, SlamSize};
pub use matchpoints::{matchpoint_board, matchpoints, Matchpoints};
pub use minibridge::{minibridge_declarer, minibridge_score, Goal};
pub use rubber::{RubberSheet, RubberState};
pub use settlement::{partnerships, Ledger, Partnerships, Player};
pub use sheet::{ScoreSheet, Settlement, SheetEntry};

use crate::Strain;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Tricks taken by the declaring side in one deal: 0 to 13.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Tricks(u8);

impl Tricks {
    /// All thirteen.
    pub const ALL: Tricks = Tricks(13);

    pub const fn new(n: u8) -> Result<Tricks, TricksError> {
        if n <= 13 {
            Ok(Tricks(n))
        } else {
            Err(TricksError(n))
        }
    }

    pub const fn get(self) -> u8 {
        self.0
    }

    /// The tricks the other side took.
    pub const fn others(self) -> Tricks {
        Tricks(13 - self.0)
    }
}

impl TryFrom<u8> for Tricks {
    type Error = TricksError;
    fn try_from(n: u8) -> Result<Self, Self::Error> {
        Tricks::new(n)
    }
}

impl From<Tricks> for u8 {
    fn from(t: Tricks) -> u8 {
        t.0
    }
}

impl fmt::Display for Tricks {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("a deal has 13 tricks, so a side takes 0 to 13, not {0}")]
pub struct TricksError(pub u8);

/// Why a deal cannot be scored or written on a sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum ScoringError {
    #[error("{kind} do not score in a {strain} contract (four aces count only at no-trump, trump honours only with a trump suit)")]
    HonoursDontFit { kind: HonoursKind, strain: Strain },
    #[error("a chicane is a hand without trumps, so it cannot be claimed in a no-trump contract")]
    ChicaneAtNoTrump,
    #[error("this rubber is over; start a new score sheet")]
    RubberOver,
    #[error("all four deals of this Chicago have been played; start a new score sheet")]
    ChicagoOver,
    #[error("{0} is not played as a rubber, so it has no rubber score sheet")]
    NotRubber(CodeName),
    #[error("{0} is not Chicago, so it has no Chicago score sheet")]
    NotChicago(CodeName),
    #[error("{0} scores each deal in the light of earlier ones; use its score sheet")]
    NotBoardByBoard(CodeName),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tricks_are_zero_to_thirteen() {
        assert_eq!(Tricks::new(13).map(Tricks::get), Ok(13));
        assert_eq!(Tricks::new(14), Err(TricksError(14)));
        assert_eq!(Tricks::new(4).map(Tricks::others), Tricks::new(9));
        assert!(TricksError(14).to_string().contains("0 to 13, not 14"));
        assert!(serde_json::from_str::<Tricks>("14").is_err());
        assert_eq!(serde_json::from_str::<Tricks>("9").ok(), Tricks::new(9).ok());
    }
}
