//! Robots in Rust. Each sees the game only through [`Seen`] (what S52
//! shows a bot) and draws its random numbers from mulberry32 seeded as S80
//! says, so a game of robots is the same on every machine.
//!
//! - `sample`: S63 made exact (A.6), the same choices as the JavaScript
//!   `sample` of the bot API from the same numbers;
//! - `greedy`: a simple baseline: sheds its most expensive playable card;
//! - `strong`: counts the cards seen and keeps its eights, sevens and aces
//!   for the moment they hurt most.

mod greedy;
mod sample;
mod strong;

pub use greedy::Greedy;
pub use sample::Sample;
pub use strong::{Strong, Weights};

use crate::game::Act;
use crate::view::Seen;

/// A decision: the action and, now and then, a remark (S56).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    pub act: Act,
    pub say: Option<String>,
}

impl From<Act> for Decision {
    fn from(act: Act) -> Decision {
        Decision { act, say: None }
    }
}

/// A robot player. `decide` is called for every decision of its seat
/// (S57: even when only one action is legal) and must return a legal action.
pub trait Robot {
    fn decide(&mut self, seen: &Seen<'_>) -> Decision;
}

/// The robots built in, in the order `tenace shed play --help` lists them.
pub const IDS: [&str; 3] = ["sample", "greedy", "strong"];

/// One line per robot, for `--help`.
pub const DESCRIPTIONS: [(&str, &str); 3] = [
    ("sample", "the seed's demo robot (S63): a random playable card, else draw"),
    ("greedy", "sheds its most expensive playable card; no tactics"),
    ("strong", "counts the cards seen, aims sevens, eights and aces, keeps them for the right moment"),
];

/// The robot `id` with its generator seeded by `seed` (S80), or `None` for
/// an unknown id.
pub fn by_id(id: &str, seed: u32) -> Option<Box<dyn Robot>> {
    Some(match id {
        "sample" => Box::new(Sample::new(seed)),
        "greedy" => Box::new(Greedy::new(seed)),
        "strong" => Box::new(Strong::new(seed)),
        _ => return None,
    })
}
