//! Sets of cards as a 64-bit bit set: one 16-bit lane per suit, bit = rank.
//!
//! A hand, a trick's worth of played cards or a whole pack fits in one word,
//! so membership, suit lengths and "highest card of a suit" are single
//! instructions — what a double-dummy solver needs in its inner loop.

use crate::{Card, Rank, Suit};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

const RANK_MASK: u64 = 0x7ffc; // bits 2..=14

#[derive(Copy, Clone, Default, PartialEq, Eq, Hash)]
pub struct CardSet(u64);

impl CardSet {
    pub const EMPTY: CardSet = CardSet(0);
    /// All 52 cards.
    pub const FULL: CardSet = CardSet(RANK_MASK | RANK_MASK << 16 | RANK_MASK << 32 | RANK_MASK << 48);

    /// Builds a set from raw bits, dropping any bit that is not a card.
    pub const fn from_bits(bits: u64) -> CardSet {
        CardSet(bits & CardSet::FULL.0)
    }

    pub const fn bits(self) -> u64 {
        self.0
    }

    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub const fn contains(self, card: Card) -> bool {
        self.0 & (1u64 << card.bit()) != 0
    }

    /// Adds a card; returns whether it was new.
    pub fn insert(&mut self, card: Card) -> bool {
        let had = self.contains(card);
        self.0 |= 1u64 << card.bit();
        !had
    }

    /// Removes a card; returns whether it was present.
    pub fn remove(&mut self, card: Card) -> bool {
        let had = self.contains(card);
        self.0 &= !(1u64 << card.bit());
        had
    }

    pub const fn with(self, card: Card) -> CardSet {
        CardSet(self.0 | 1u64 << card.bit())
    }

    pub const fn without(self, card: Card) -> CardSet {
        CardSet(self.0 & !(1u64 << card.bit()))
    }

    pub const fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    pub const fn intersection(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }

    pub const fn difference(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    pub const fn is_disjoint(self, other: CardSet) -> bool {
        self.0 & other.0 == 0
    }

    pub const fn is_subset(self, other: CardSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// Every card of one suit in the full pack.
    pub const fn whole_suit(suit: Suit) -> CardSet {
        CardSet(RANK_MASK << (suit as u32 * 16))
    }

    /// The cards of one suit in this set.
    pub const fn suit(self, suit: Suit) -> CardSet {
        self.intersection(CardSet::whole_suit(suit))
    }

    /// The rank bits (bit = rank value) of one suit, for per-suit arithmetic.
    pub const fn suit_bits(self, suit: Suit) -> u16 {
        ((self.0 >> (suit as u32 * 16)) & 0xffff) as u16
    }

    pub const fn suit_len(self, suit: Suit) -> usize {
        self.suit_bits(suit).count_ones() as usize
    }

    /// Suit lengths in the order ♠ ♥ ♦ ♣ (the order shapes are written: 5-3-3-2 means five spades).
    pub fn shape(self) -> [usize; 4] {
        Suit::DESCENDING.map(|s| self.suit_len(s))
    }

    pub fn highest_in(self, suit: Suit) -> Option<Card> {
        let bits = self.suit_bits(suit);
        if bits == 0 {
            return None;
        }
        Rank::from_value(15 - bits.leading_zeros() as u8).map(|r| Card::new(suit, r))
    }

    pub fn lowest_in(self, suit: Suit) -> Option<Card> {
        let bits = self.suit_bits(suit);
        if bits == 0 {
            return None;
        }
        Rank::from_value(bits.trailing_zeros() as u8).map(|r| Card::new(suit, r))
    }

    /// Cards from the lowest club to the highest spade.
    pub fn iter(self) -> impl DoubleEndedIterator<Item = Card> + Clone {
        let bits = self.0;
        (0u32..64).filter(move |b| bits & (1u64 << b) != 0).filter_map(Card::from_bit)
    }

    /// Cards as a hand is read: spades first, each suit from the ace down.
    pub fn iter_display(self) -> impl Iterator<Item = Card> + Clone {
        self.iter().rev()
    }

    /// The cards of a pack whose ranks are at least `lowest` (a 32-card pack is `Rank::Seven`).
    pub fn pack_from(lowest: Rank) -> CardSet {
        let lane: u64 = RANK_MASK & !((1u64 << lowest.value()) - 1);
        CardSet(lane | lane << 16 | lane << 32 | lane << 48)
    }

    /// Parses `AKQ.T98.-.765432`-style text with suits in the order given
    /// (PBN uses ♠ ♥ ♦ ♣). `-` or an empty group is a void.
    pub fn parse_dotted(text: &str, order: [Suit; 4]) -> Option<CardSet> {
        let groups: Vec<&str> = text.split('.').collect();
        if groups.len() != 4 {
            return None;
        }
        let mut set = CardSet::EMPTY;
        for (suit, group) in order.into_iter().zip(groups) {
            let group = group.trim();
            if group == "-" {
                continue;
            }
            let mut chars = group.chars().peekable();
            while let Some(c) = chars.next() {
                let rank = if c == '1' && chars.peek() == Some(&'0') {
                    chars.next();
                    Rank::Ten
                } else {
                    Rank::from_char(c)?
                };
                if !set.insert(Card::new(suit, rank)) {
                    return None;
                }
            }
        }
        Some(set)
    }

    /// `AKQ.T98..765432` with suits in the order given; a void is empty.
    pub fn to_dotted(self, order: [Suit; 4]) -> String {
        let mut out = String::with_capacity(20);
        for (i, suit) in order.into_iter().enumerate() {
            if i > 0 {
                out.push('.');
            }
            for card in self.suit(suit).iter().rev() {
                out.push(card.rank.letter());
            }
        }
        out
    }
}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "CardSet({})", self.to_dotted(Suit::DESCENDING))
    }
}

impl fmt::Display for CardSet {
    /// `♠AKQ ♥T98 ♦— ♣765432`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, suit) in Suit::DESCENDING.into_iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{}", suit.symbol())?;
            let cards = self.suit(suit);
            if cards.is_empty() {
                f.write_str("—")?;
            }
            for c in cards.iter().rev() {
                write!(f, "{}", c.rank.letter())?;
            }
        }
        Ok(())
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Self {
        let mut s = CardSet::EMPTY;
        for c in iter {
            s.insert(c);
        }
        s
    }
}

impl Extend<Card> for CardSet {
    fn extend<I: IntoIterator<Item = Card>>(&mut self, iter: I) {
        for c in iter {
            self.insert(c);
        }
    }
}

impl IntoIterator for CardSet {
    type Item = Card;
    type IntoIter = Box<dyn DoubleEndedIterator<Item = Card>>;
    fn into_iter(self) -> Self::IntoIter {
        Box::new(self.iter())
    }
}

impl std::ops::BitOr for CardSet {
    type Output = CardSet;
    fn bitor(self, rhs: CardSet) -> CardSet {
        self.union(rhs)
    }
}

impl std::ops::BitAnd for CardSet {
    type Output = CardSet;
    fn bitand(self, rhs: CardSet) -> CardSet {
        self.intersection(rhs)
    }
}

impl std::ops::Sub for CardSet {
    type Output = CardSet;
    fn sub(self, rhs: CardSet) -> CardSet {
        self.difference(rhs)
    }
}

/// Serialized as the dotted ♠.♥.♦.♣ text: readable in saved games and stable.
impl Serialize for CardSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_dotted(Suit::DESCENDING))
    }
}

impl<'de> Deserialize<'de> for CardSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        CardSet::parse_dotted(&text, Suit::DESCENDING)
            .ok_or_else(|| serde::de::Error::custom(format!("“{text}” is not a set of cards like AKQ.T98..765432")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn full_pack_has_52() {
        assert_eq!(CardSet::FULL.len(), 52);
        assert_eq!(CardSet::pack_from(Rank::Seven).len(), 32);
        assert_eq!(CardSet::pack_from(Rank::Six).len(), 36);
        assert_eq!(CardSet::pack_from(Rank::Two), CardSet::FULL);
        for s in Suit::ASCENDING {
            assert_eq!(CardSet::whole_suit(s).len(), 13);
        }
    }

    #[test]
    fn dotted_round_trip_and_voids() {
        let s = CardSet::parse_dotted("AKQ.T98..765432", Suit::DESCENDING).unwrap();
        assert_eq!(s.len(), 12);
        assert_eq!(s.shape(), [3, 3, 0, 6]);
        assert_eq!(s.to_dotted(Suit::DESCENDING), "AKQ.T98..765432");
        assert_eq!(CardSet::parse_dotted("AKQ.T98.-.765432", Suit::DESCENDING), Some(s));
        assert_eq!(CardSet::parse_dotted("A10.2..", Suit::DESCENDING).map(|s| s.len()), Some(3));
        assert_eq!(CardSet::parse_dotted("AA...", Suit::DESCENDING), None, "duplicate card");
        assert_eq!(CardSet::parse_dotted("A..", Suit::DESCENDING), None, "three groups");
        assert_eq!(CardSet::parse_dotted("X...", Suit::DESCENDING), None);
        assert_eq!(format!("{s}"), "♠AKQ ♥T98 ♦— ♣765432");
    }

    #[test]
    fn highest_lowest() {
        let s = CardSet::parse_dotted("KT2...", Suit::DESCENDING).unwrap();
        assert_eq!(s.highest_in(Suit::Spades), Some(Card::new(Suit::Spades, Rank::King)));
        assert_eq!(s.lowest_in(Suit::Spades), Some(Card::new(Suit::Spades, Rank::Two)));
        assert_eq!(s.highest_in(Suit::Hearts), None);
    }

    proptest! {
        #[test]
        fn bits_and_iteration_agree(bits in any::<u64>()) {
            let s = CardSet::from_bits(bits);
            prop_assert!(s.is_subset(CardSet::FULL));
            prop_assert_eq!(s.iter().count(), s.len());
            prop_assert_eq!(s.iter().collect::<CardSet>(), s);
            prop_assert_eq!(CardSet::parse_dotted(&s.to_dotted(Suit::DESCENDING), Suit::DESCENDING), Some(s));
            let lens: usize = Suit::ASCENDING.iter().map(|&x| s.suit_len(x)).sum();
            prop_assert_eq!(lens, s.len());
        }
    }
}
