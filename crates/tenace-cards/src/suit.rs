//! The four French suits.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A suit. The discriminant is the bridge rank order (clubs lowest), which is
/// also the suit's 16-bit lane in a [`crate::CardSet`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Suit {
    Clubs = 0,
    Diamonds = 1,
    Hearts = 2,
    Spades = 3,
}

impl Suit {
    /// Lowest to highest: the order of bridge bidding.
    pub const ASCENDING: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];
    /// Highest to lowest: the order in which hands are written (PBN, hand diagrams).
    pub const DESCENDING: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn from_index(i: usize) -> Option<Suit> {
        match i {
            0 => Some(Suit::Clubs),
            1 => Some(Suit::Diamonds),
            2 => Some(Suit::Hearts),
            3 => Some(Suit::Spades),
            _ => None,
        }
    }

    /// The English letter used by PBN and LIN: `S H D C`.
    pub const fn letter(self) -> char {
        match self {
            Suit::Clubs => 'C',
            Suit::Diamonds => 'D',
            Suit::Hearts => 'H',
            Suit::Spades => 'S',
        }
    }

    /// The Unicode suit symbol, used in messages to players.
    pub const fn symbol(self) -> char {
        match self {
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
            Suit::Hearts => '♥',
            Suit::Spades => '♠',
        }
    }

    pub const fn is_red(self) -> bool {
        matches!(self, Suit::Diamonds | Suit::Hearts)
    }

    pub const fn is_major(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Spades)
    }

    pub const fn is_minor(self) -> bool {
        matches!(self, Suit::Clubs | Suit::Diamonds)
    }

    /// Parses a letter (`s`, `H`, …) or a suit symbol.
    pub fn from_char(c: char) -> Option<Suit> {
        match c {
            'C' | 'c' | '♣' | '♧' => Some(Suit::Clubs),
            'D' | 'd' | '♦' | '♢' => Some(Suit::Diamonds),
            'H' | 'h' | '♥' | '♡' => Some(Suit::Hearts),
            'S' | 's' | '♠' | '♤' => Some(Suit::Spades),
            _ => None,
        }
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.symbol())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("“{0}” is not a suit (use S, H, D, C or ♠ ♥ ♦ ♣)")]
pub struct ParseSuitError(pub String);

impl FromStr for Suit {
    type Err = ParseSuitError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut chars = s.trim().chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => Suit::from_char(c).ok_or_else(|| ParseSuitError(s.to_owned())),
            _ => Err(ParseSuitError(s.to_owned())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_round_trip() {
        for s in Suit::ASCENDING {
            assert_eq!(Suit::from_index(s.index()), Some(s));
            assert_eq!(Suit::from_char(s.letter()), Some(s));
            assert_eq!(Suit::from_char(s.symbol()), Some(s));
        }
        assert_eq!(Suit::from_index(4), None);
    }

    #[test]
    fn order_is_bridge_order() {
        assert!(Suit::Spades > Suit::Hearts && Suit::Hearts > Suit::Diamonds && Suit::Diamonds > Suit::Clubs);
        assert!("x".parse::<Suit>().is_err());
        assert_eq!("♥".parse::<Suit>(), Ok(Suit::Hearts));
    }
}
