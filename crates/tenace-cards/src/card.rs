//! A single card.

use crate::{Rank, Suit};
use std::fmt;
use std::str::FromStr;

/// A playing card. Ordered by suit, then rank (the order of a sorted hand).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card {
    pub suit: Suit,
    pub rank: Rank,
}

impl Card {
    pub const fn new(suit: Suit, rank: Rank) -> Card {
        Card { suit, rank }
    }

    /// The card's bit in a [`crate::CardSet`]: suit lane × 16 + rank.
    pub const fn bit(self) -> u32 {
        self.suit as u32 * 16 + self.rank as u32
    }

    pub const fn from_bit(bit: u32) -> Option<Card> {
        let suit = match Suit::from_index((bit / 16) as usize) {
            Some(s) => s,
            None => return None,
        };
        match Rank::from_value((bit % 16) as u8) {
            Some(rank) => Some(Card { suit, rank }),
            None => None,
        }
    }

    /// `SA`, `HT`: suit letter then rank letter, as PBN's play section and LIN write it.
    pub fn to_suit_rank(self) -> String {
        format!("{}{}", self.suit.letter(), self.rank.letter())
    }
}

impl fmt::Display for Card {
    /// `♠A`, `♥10`-style display for people uses the symbol and `T` for ten,
    /// which is what bridge literature prints.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.suit.symbol(), self.rank.letter())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("“{0}” is not a card (write it like SA, HT, D7 or ♣Q)")]
pub struct ParseCardError(pub String);

impl FromStr for Card {
    type Err = ParseCardError;
    /// Accepts suit-first (`SA`, `♠A`, `S10`) and rank-first (`AS`, `10S`) forms.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParseCardError(s.to_owned());
        let t = s.trim();
        let mut chars = t.chars();
        let first = chars.next().ok_or_else(err)?;
        let rest: String = chars.collect();
        if let Some(suit) = Suit::from_char(first) {
            if let Ok(rank) = rest.parse::<Rank>() {
                return Ok(Card::new(suit, rank));
            }
        }
        // Rank first: the suit is the last character.
        let mut rev = t.chars().rev();
        let last = rev.next().ok_or_else(err)?;
        let head: String = {
            let mut v: Vec<char> = rev.collect();
            v.reverse();
            v.into_iter().collect()
        };
        match (Suit::from_char(last), head.parse::<Rank>()) {
            (Some(suit), Ok(rank)) => Ok(Card::new(suit, rank)),
            _ => Err(err()),
        }
    }
}

// Serialized as `"SA"`: compact and readable in saved games.
crate::serde_as_text!(Card, |c: &Card| c.to_suit_rank());

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_both_orders() {
        let sa = Card::new(Suit::Spades, Rank::Ace);
        assert_eq!("SA".parse::<Card>(), Ok(sa));
        assert_eq!("as".parse::<Card>(), Ok(sa));
        assert_eq!("♠A".parse::<Card>(), Ok(sa));
        assert_eq!("H10".parse::<Card>(), Ok(Card::new(Suit::Hearts, Rank::Ten)));
        assert_eq!("10h".parse::<Card>(), Ok(Card::new(Suit::Hearts, Rank::Ten)));
        assert!("".parse::<Card>().is_err());
        assert!("SS".parse::<Card>().is_err());
        assert!("X9".parse::<Card>().is_err());
    }

    #[test]
    fn bits_round_trip() {
        for s in Suit::ASCENDING {
            for r in Rank::DESCENDING {
                let c = Card::new(s, r);
                assert_eq!(Card::from_bit(c.bit()), Some(c));
            }
        }
        assert_eq!(Card::from_bit(0), None);
        assert_eq!(Card::from_bit(64), None);
    }
}
