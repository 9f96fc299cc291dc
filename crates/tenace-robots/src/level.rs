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
    /// The default: at most about a quarter of a second per card in a
    /// browser, two for the opening lead.
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

/// How much search one decision may spend: a soft budget that ends the
/// simulation once enough layouts are solved, and a hard one that ends it
/// in any case (early in the play a single layout can cost millions of
/// nodes, and a decision on one or two layouts is little better than a guess).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Search {
    /// Layouts dealt.
    pub samples: usize,
    /// Stop after this many nodes once `min_layouts` are solved.
    pub nodes: u64,
    /// Never search more than this many nodes.
    pub max_nodes: u64,
    /// Layouts to solve before the soft budget may stop the search.
    pub min_layouts: usize,
}

impl Search {
    /// Is the budget spent, after `nodes` nodes and `solved` layouts?
    pub fn spent(&self, nodes: u64, solved: usize) -> bool {
        nodes >= self.max_nodes || (nodes >= self.nodes && solved >= self.min_layouts)
    }
}

/// The work one decision may do.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Effort {
    /// An ordinary card.
    pub card: Search,
    /// The opening lead, where every candidate lead is solved on each layout.
    pub lead: Search,
    /// Layouts checked before accepting a claim.
    pub claim_samples: usize,
}

impl PlayLevel {
    /// The effort of this level. Early in the play one layout costs up to a
    /// few hundred thousand nodes, so the node budget, not the layout count,
    /// limits the first tricks; later both are cheap.
    pub fn effort(self) -> Effort {
        let search = |samples, nodes, max_nodes, min_layouts| Search { samples, nodes, max_nodes, min_layouts };
        match self {
            PlayLevel::Fast => Effort {
                card: search(8, 600_000, 1_500_000, 2),
                lead: search(4, 1_000_000, 2_500_000, 2),
                claim_samples: 8,
            },
            // A browser worker searches about 5 M nodes a second: a hard cap of
            // 1.2 M nodes keeps a card near a quarter of a second there (the
            // issue's p95 of 300 ms); the opening lead, one card a deal, may
            // take about two seconds.
            PlayLevel::Normal => Effort {
                card: search(24, 400_000, 800_000, 4),
                lead: search(16, 5_000_000, 10_000_000, 4),
                claim_samples: 20,
            },
            PlayLevel::Strong => Effort {
                card: search(48, 20_000_000, 60_000_000, 10),
                lead: search(32, 50_000_000, 150_000_000, 10),
                claim_samples: 40,
            },
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
