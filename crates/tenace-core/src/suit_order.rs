//! The order a game ranks its suits in (for bidding, sorting, display).

use serde::{Deserialize, Serialize};
use tenace_cards::Suit;

/// Four suits, lowest first.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SuitOrder {
    lowest_first: [Suit; 4],
}

impl SuitOrder {
    /// Bridge: ♣ < ♦ < ♥ < ♠.
    pub const BRIDGE: SuitOrder = SuitOrder::new([Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades]);
    /// Preferans (P3): ♠ < ♣ < ♦ < ♥.
    pub const PREFERANS: SuitOrder = SuitOrder::new([Suit::Spades, Suit::Clubs, Suit::Diamonds, Suit::Hearts]);

    /// An order from its suits, lowest first. Each suit must appear once (a
    /// repeated suit is a programming error caught by the tests of the game
    /// that declares the order).
    pub const fn new(lowest_first: [Suit; 4]) -> SuitOrder {
        SuitOrder { lowest_first }
    }

    /// 0 for the lowest suit … 3 for the highest.
    pub fn rank(self, suit: Suit) -> u8 {
        self.lowest_first.iter().position(|s| *s == suit).unwrap_or(0) as u8
    }

    pub fn ascending(self) -> [Suit; 4] {
        self.lowest_first
    }

    pub fn descending(self) -> [Suit; 4] {
        let [a, b, c, d] = self.lowest_first;
        [d, c, b, a]
    }

    /// Is every suit there exactly once?
    pub fn is_valid(self) -> bool {
        Suit::DESCENDING.iter().all(|s| self.lowest_first.iter().filter(|x| *x == s).count() == 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orders() {
        assert!(SuitOrder::BRIDGE.is_valid() && SuitOrder::PREFERANS.is_valid());
        assert_eq!(SuitOrder::BRIDGE.descending(), Suit::DESCENDING);
        assert!(SuitOrder::PREFERANS.rank(Suit::Spades) < SuitOrder::PREFERANS.rank(Suit::Clubs));
        assert!(SuitOrder::PREFERANS.rank(Suit::Diamonds) < SuitOrder::PREFERANS.rank(Suit::Hearts));
        assert!(!SuitOrder::new([Suit::Spades; 4]).is_valid());
    }
}
