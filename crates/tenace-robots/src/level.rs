//! How hard a card-playing robot thinks, and what it plays for.
//!
//! Effort is counted in layouts and double-dummy search nodes, never in
//! wall-clock time: a node count is the same on every machine and in a
//! browser Web Worker (which has no `std::time`), so a robot's card is
//! reproducible and tests stay deterministic.

use serde::{Deserialize, Serialize};

/// The robot's strength at the table: more layouts and more search for a
/// stronger robot, at the price of time per card.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PlayLevel {
    /// Few layouts: for tests and slow devices.
    Fast,
    /// The default: about a second per card early in the play, natively.
    #[default]
    Normal,
    /// Many layouts: for analysis, several seconds per card early on.
    Strong,
}

/// What a trick is worth: at IMPs and rubber the contract is what counts,
/// at matchpoints every trick.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Aim {
    /// Make (or beat) the contract first, then count tricks.
    #[default]
    Contract,
    /// Every trick counts the same.
    Tricks,
}

/// How the robots play the cards.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlaySettings {
    #[serde(default)]
    pub level: PlayLevel,
    #[serde(default)]
    pub aim: Aim,
}

impl PlaySettings {
    pub fn at(level: PlayLevel) -> PlaySettings {
        PlaySettings { level, ..PlaySettings::default() }
    }
}

/// The work one decision may do.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Effort {
    /// Layouts dealt for an ordinary card.
    pub samples: usize,
    /// Search nodes for one ordinary card, over all its layouts.
    pub nodes: u64,
    /// Layouts for the opening lead, where every candidate lead is solved on each.
    pub lead_samples: usize,
    /// Search nodes for the opening lead.
    pub lead_nodes: u64,
    /// Layouts checked before accepting a claim.
    pub claim_samples: usize,
}

impl PlayLevel {
    /// The effort of this level. Early in the play one layout costs up to a
    /// few hundred thousand nodes, so the node budget, not the layout count,
    /// limits the first tricks; later both are cheap.
    pub fn effort(self) -> Effort {
        match self {
            PlayLevel::Fast => {
                Effort { samples: 8, nodes: 600_000, lead_samples: 4, lead_nodes: 1_500_000, claim_samples: 8 }
            }
            PlayLevel::Normal => {
                Effort { samples: 24, nodes: 4_000_000, lead_samples: 16, lead_nodes: 12_000_000, claim_samples: 20 }
            }
            PlayLevel::Strong => {
                Effort { samples: 48, nodes: 20_000_000, lead_samples: 32, lead_nodes: 50_000_000, claim_samples: 40 }
            }
        }
    }

    /// Parses `fast`, `normal` or `strong`.
    pub fn by_name(name: &str) -> Option<PlayLevel> {
        match name {
            "fast" => Some(PlayLevel::Fast),
            "normal" => Some(PlayLevel::Normal),
            "strong" => Some(PlayLevel::Strong),
            _ => None,
        }
    }
}
