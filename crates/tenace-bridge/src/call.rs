//! Strains, bids and calls.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use tenace_cards::Suit;

/// A denomination: a trump suit or no-trump. Ordered as in the auction.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Strain {
    Clubs = 0,
    Diamonds = 1,
    Hearts = 2,
    Spades = 3,
    NoTrump = 4,
}

impl Strain {
    pub const ASCENDING: [Strain; 5] =
        [Strain::Clubs, Strain::Diamonds, Strain::Hearts, Strain::Spades, Strain::NoTrump];

    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn trump(self) -> Option<Suit> {
        match self {
            Strain::Clubs => Some(Suit::Clubs),
            Strain::Diamonds => Some(Suit::Diamonds),
            Strain::Hearts => Some(Suit::Hearts),
            Strain::Spades => Some(Suit::Spades),
            Strain::NoTrump => None,
        }
    }

    pub const fn is_minor(self) -> bool {
        matches!(self, Strain::Clubs | Strain::Diamonds)
    }

    pub const fn is_major(self) -> bool {
        matches!(self, Strain::Hearts | Strain::Spades)
    }

    /// `C D H S NT`, as in PBN contracts and the test data.
    pub const fn code(self) -> &'static str {
        match self {
            Strain::Clubs => "C",
            Strain::Diamonds => "D",
            Strain::Hearts => "H",
            Strain::Spades => "S",
            Strain::NoTrump => "NT",
        }
    }

    /// `♣ ♦ ♥ ♠ NT`, for people.
    pub const fn symbol(self) -> &'static str {
        match self {
            Strain::Clubs => "♣",
            Strain::Diamonds => "♦",
            Strain::Hearts => "♥",
            Strain::Spades => "♠",
            Strain::NoTrump => "NT",
        }
    }
}

impl From<Suit> for Strain {
    fn from(s: Suit) -> Strain {
        match s {
            Suit::Clubs => Strain::Clubs,
            Suit::Diamonds => Strain::Diamonds,
            Suit::Hearts => Strain::Hearts,
            Suit::Spades => Strain::Spades,
        }
    }
}

impl fmt::Display for Strain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

impl FromStr for Strain {
    type Err = ParseCallError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        match t.to_ascii_uppercase().as_str() {
            "NT" | "N" | "NOTRUMP" | "NOTRUMPS" | "SA" => return Ok(Strain::NoTrump),
            _ => {}
        }
        let mut chars = t.chars();
        match (chars.next().and_then(Suit::from_char), chars.next()) {
            (Some(suit), None) => Ok(Strain::from(suit)),
            _ => Err(ParseCallError(s.to_owned())),
        }
    }
}

/// A bid's level, 1 to 7: the number of odd tricks over six contracted for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Level(u8);

impl Level {
    pub const fn new(n: u8) -> Option<Level> {
        if n >= 1 && n <= 7 {
            Some(Level(n))
        } else {
            None
        }
    }

    pub const fn get(self) -> u8 {
        self.0
    }

    /// Tricks the declaring side needs: six plus the level.
    pub const fn tricks_needed(self) -> u8 {
        self.0 + 6
    }
}

impl TryFrom<u8> for Level {
    type Error = String;
    fn try_from(n: u8) -> Result<Self, Self::Error> {
        Level::new(n).ok_or_else(|| format!("a bid's level is 1 to 7, not {n}"))
    }
}

impl From<Level> for u8 {
    fn from(l: Level) -> u8 {
        l.0
    }
}

/// A bid: a level and a strain. Ordered as in the auction (1♣ < 1♦ < … < 7NT).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Bid {
    pub level: Level,
    pub strain: Strain,
}

impl Bid {
    pub const fn new(level: Level, strain: Strain) -> Bid {
        Bid { level, strain }
    }

    /// `Bid::of(4, Strain::Spades)`; `None` if the level is not 1–7.
    pub const fn of(level: u8, strain: Strain) -> Option<Bid> {
        match Level::new(level) {
            Some(level) => Some(Bid { level, strain }),
            None => None,
        }
    }

    /// All 35 bids, lowest first.
    pub fn all() -> impl Iterator<Item = Bid> {
        (1..=7u8).flat_map(|l| Strain::ASCENDING.into_iter().map(move |s| Bid { level: Level(l), strain: s }))
    }

    /// `4S`, `3NT`: the ASCII form of PBN, LIN and the CLI.
    pub fn code(self) -> String {
        format!("{}{}", self.level.0, self.strain.code())
    }
}

impl fmt::Display for Bid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.level.0, self.strain.symbol())
    }
}

impl FromStr for Bid {
    type Err = ParseCallError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        let mut chars = t.chars();
        let level = chars
            .next()
            .and_then(|c| c.to_digit(10))
            .and_then(|d| Level::new(d as u8))
            .ok_or_else(|| ParseCallError(s.to_owned()))?;
        let strain: Strain = chars.as_str().parse().map_err(|_| ParseCallError(s.to_owned()))?;
        Ok(Bid { level, strain })
    }
}

/// Any call in the auction. A `Call::Bid` always holds a real bid (level 1–7),
/// so an impossible bid cannot even be written down; whether a call is *legal*
/// at a given moment is the auction's question.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Call {
    Pass,
    Bid(Bid),
    Double,
    Redouble,
}

impl Call {
    /// `P`, `X`, `XX`, `1NT`: the ASCII form used in saved games and the CLI.
    pub fn code(self) -> String {
        match self {
            Call::Pass => "P".to_owned(),
            Call::Bid(b) => b.code(),
            Call::Double => "X".to_owned(),
            Call::Redouble => "XX".to_owned(),
        }
    }
}

impl From<Bid> for Call {
    fn from(b: Bid) -> Call {
        Call::Bid(b)
    }
}

impl fmt::Display for Call {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Call::Pass => f.write_str("Pass"),
            Call::Bid(b) => write!(f, "{b}"),
            Call::Double => f.write_str("X"),
            Call::Redouble => f.write_str("XX"),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("“{0}” is not a call (write Pass, X, XX or a bid like 1C, 3NT, 4♠)")]
pub struct ParseCallError(pub String);

impl FromStr for Call {
    type Err = ParseCallError;
    /// Accepts `P`/`Pass`, `X`/`D`/`Dbl`, `XX`/`R`/`Rdbl`, and bids in letters or symbols.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_uppercase().as_str() {
            "P" | "PASS" | "AP" => Ok(Call::Pass),
            "X" | "D" | "DBL" | "DOUBLE" => Ok(Call::Double),
            "XX" | "R" | "RDBL" | "REDOUBLE" => Ok(Call::Redouble),
            _ => s.parse::<Bid>().map(Call::Bid).map_err(|_| ParseCallError(s.to_owned())),
        }
    }
}

// Saved as `"P"`, `"X"`, `"1NT"`: the codes of PBN, LIN and the CLI.
tenace_cards::serde_as_text!(Call, |c: &Call| c.code());
tenace_cards::serde_as_text!(Bid, |b: &Bid| b.code());

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bid_order() {
        let all: Vec<Bid> = Bid::all().collect();
        assert_eq!(all.len(), 35);
        assert!(all.windows(2).all(|w| w[0] < w[1]));
        assert_eq!(all[0].code(), "1C");
        assert_eq!(all[34].code(), "7NT");
    }

    #[test]
    fn parse_calls() {
        assert_eq!("p".parse::<Call>(), Ok(Call::Pass));
        assert_eq!("X".parse::<Call>(), Ok(Call::Double));
        assert_eq!("xx".parse::<Call>(), Ok(Call::Redouble));
        assert_eq!("3NT".parse::<Call>(), Ok(Call::Bid(Bid::of(3, Strain::NoTrump).unwrap())));
        assert_eq!("3N".parse::<Call>(), Ok(Call::Bid(Bid::of(3, Strain::NoTrump).unwrap())));
        assert_eq!("4♠".parse::<Call>(), Ok(Call::Bid(Bid::of(4, Strain::Spades).unwrap())));
        for bad in ["8C", "0S", "1Z", "", "NT", "11S"] {
            assert!(bad.parse::<Call>().is_err(), "{bad}");
        }
        for b in Bid::all() {
            assert_eq!(b.code().parse::<Bid>(), Ok(b));
            assert_eq!(b.to_string().parse::<Bid>(), Ok(b));
        }
    }

    #[test]
    fn level_is_one_to_seven() {
        assert!(Level::new(0).is_none() && Level::new(8).is_none());
        assert_eq!(Level::new(3).map(Level::tricks_needed), Some(9));
        assert!(serde_json::from_str::<Level>("8").is_err());
    }
}
