//! The two codes of laws the tutor rules under, and how a ruling cites them.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Which code of laws the director applies: the bridge game's own
/// ([`tenace_bridge::laws::Code`]), since a tutored deal names it in its setup.
pub use tenace_bridge::laws::Code;

/// Where a ruling comes from: a law number (2017) or a section of the seed
/// (1930s), with a short title a player can look up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Citation {
    pub code: Code,
    /// "27" or "64A" for the 2017 Laws; the seed's section heading for the 1930s code.
    pub number: String,
    /// A short English title.
    pub title: String,
}

impl Citation {
    pub fn law(number: &str, title: &str) -> Citation {
        Citation { code: Code::Laws2017, number: number.to_owned(), title: title.to_owned() }
    }

    /// A section of seed 000 by its Estonian heading.
    pub fn section(heading: &str, title: &str) -> Citation {
        Citation { code: Code::Estonian1930s, number: heading.to_owned(), title: title.to_owned() }
    }
}

impl fmt::Display for Citation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.code {
            Code::Laws2017 => write!(f, "Law {} ({})", self.number, self.title),
            Code::Estonian1930s => write!(f, "“{}” ({})", self.number, self.title),
        }
    }
}
