//! Card ranks, two to ace.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A rank. The discriminant (2–14) is the card's bit within its suit lane of a
/// [`crate::CardSet`], so comparing ranks compares bits.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Rank {
    Two = 2,
    Three = 3,
    Four = 4,
    Five = 5,
    Six = 6,
    Seven = 7,
    Eight = 8,
    Nine = 9,
    Ten = 10,
    Jack = 11,
    Queen = 12,
    King = 13,
    Ace = 14,
}

impl Rank {
    /// Ace first, as hands are written.
    pub const DESCENDING: [Rank; 13] = [
        Rank::Ace,
        Rank::King,
        Rank::Queen,
        Rank::Jack,
        Rank::Ten,
        Rank::Nine,
        Rank::Eight,
        Rank::Seven,
        Rank::Six,
        Rank::Five,
        Rank::Four,
        Rank::Three,
        Rank::Two,
    ];

    pub const fn value(self) -> u8 {
        self as u8
    }

    pub const fn from_value(v: u8) -> Option<Rank> {
        Some(match v {
            2 => Rank::Two,
            3 => Rank::Three,
            4 => Rank::Four,
            5 => Rank::Five,
            6 => Rank::Six,
            7 => Rank::Seven,
            8 => Rank::Eight,
            9 => Rank::Nine,
            10 => Rank::Ten,
            11 => Rank::Jack,
            12 => Rank::Queen,
            13 => Rank::King,
            14 => Rank::Ace,
            _ => return None,
        })
    }

    /// The English letter of PBN and LIN: `A K Q J T 9 … 2`.
    pub const fn letter(self) -> char {
        match self {
            Rank::Two => '2',
            Rank::Three => '3',
            Rank::Four => '4',
            Rank::Five => '5',
            Rank::Six => '6',
            Rank::Seven => '7',
            Rank::Eight => '8',
            Rank::Nine => '9',
            Rank::Ten => 'T',
            Rank::Jack => 'J',
            Rank::Queen => 'Q',
            Rank::King => 'K',
            Rank::Ace => 'A',
        }
    }

    /// Parses one rank character (`T` or `t` for the ten).
    pub fn from_char(c: char) -> Option<Rank> {
        Some(match c.to_ascii_uppercase() {
            '2' => Rank::Two,
            '3' => Rank::Three,
            '4' => Rank::Four,
            '5' => Rank::Five,
            '6' => Rank::Six,
            '7' => Rank::Seven,
            '8' => Rank::Eight,
            '9' => Rank::Nine,
            'T' => Rank::Ten,
            'J' => Rank::Jack,
            'Q' => Rank::Queen,
            'K' => Rank::King,
            'A' => Rank::Ace,
            _ => return None,
        })
    }

    /// Milton Work high-card points: A 4, K 3, Q 2, J 1.
    pub const fn hcp(self) -> u8 {
        match self {
            Rank::Ace => 4,
            Rank::King => 3,
            Rank::Queen => 2,
            Rank::Jack => 1,
            _ => 0,
        }
    }

    /// One of the five bridge honours (A K Q J 10).
    pub const fn is_honour(self) -> bool {
        self.value() >= 10
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("“{0}” is not a rank (use A K Q J T 9 … 2)")]
pub struct ParseRankError(pub String);

impl FromStr for Rank {
    type Err = ParseRankError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        if t == "10" {
            return Ok(Rank::Ten);
        }
        let mut chars = t.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => Rank::from_char(c).ok_or_else(|| ParseRankError(s.to_owned())),
            _ => Err(ParseRankError(s.to_owned())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        for r in Rank::DESCENDING {
            assert_eq!(Rank::from_value(r.value()), Some(r));
            assert_eq!(Rank::from_char(r.letter()), Some(r));
        }
        assert_eq!("10".parse::<Rank>(), Ok(Rank::Ten));
        assert!("1".parse::<Rank>().is_err());
        assert_eq!(Rank::from_value(1), None);
        assert_eq!(Rank::from_value(15), None);
    }

    #[test]
    fn hcp_total_is_ten_per_suit() {
        assert_eq!(Rank::DESCENDING.iter().map(|r| r.hcp() as u32).sum::<u32>(), 10);
    }
}
