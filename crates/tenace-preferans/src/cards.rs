//! Cards as the records write them (C3: rank then suit, `"AS"`, `"TD"`,
//! `"7C"`), and the 32-bit form of a hand the solver and robots use.

use tenace_cards::{Card, CardSet, Rank, Suit};

/// `AS`, `TD`, `7C` (C3).
pub fn card_code(card: Card) -> String {
    format!("{}{}", card.rank.letter(), card.suit.letter())
}

/// A card of the 32-card pack from its code (either order, any case, `10`
/// for the ten); `None` for anything else.
pub fn parse_card(text: &str) -> Option<Card> {
    let card: Card = text.parse().ok()?;
    (card.rank >= Rank::Seven).then_some(card)
}

/// The bit of a card in a 32-bit hand: suit × 8 + (rank − 7). Suits in
/// [`Suit`]'s order (♣ ♦ ♥ ♠), seven lowest.
pub fn bit(card: Card) -> u32 {
    card.suit.index() as u32 * 8 + (card.rank.value() as u32 - 7)
}

pub fn from_bit(bit: u32) -> Option<Card> {
    let suit = Suit::from_index((bit / 8) as usize)?;
    let rank = Rank::from_value((bit % 8) as u8 + 7)?;
    Some(Card::new(suit, rank))
}

/// A hand of the 32-card pack as 32 bits (cards below the seven dropped).
pub fn to_mask(set: CardSet) -> u32 {
    let bits = set.bits();
    let mut m = 0u32;
    for s in 0..4 {
        m |= (((bits >> (16 * s + 7)) & 0xff) as u32) << (8 * s);
    }
    m
}

pub fn from_mask(mask: u32) -> CardSet {
    let mut bits = 0u64;
    for s in 0..4 {
        bits |= (((mask >> (8 * s)) & 0xff) as u64) << (16 * s + 7);
    }
    CardSet::from_bits(bits)
}

/// The 8 bits of one suit.
pub const fn suit_mask(suit: Suit) -> u32 {
    0xff << (8 * suit.index() as u32)
}

/// A hand for people, by suit in the Preferans order ♠ ♣ ♦ ♥ (P3), high
/// cards first: `♠AK7 ♣— ♦QJ ♥T98`.
pub fn hand_text(set: CardSet) -> String {
    crate::PREFERANS_SUITS
        .iter()
        .map(|s| {
            let cards: String = set.suit(*s).iter().rev().map(|c| c.rank.letter()).collect();
            format!("{}{}", s.symbol(), if cards.is_empty() { "—".to_owned() } else { cards })
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use tenace_cards::Pack;

    #[test]
    fn c3_codes_and_masks() {
        for card in Pack::Piquet32.cards().iter() {
            assert_eq!(parse_card(&card_code(card)), Some(card));
            assert_eq!(from_bit(bit(card)), Some(card));
        }
        assert_eq!(card_code(Card::new(Suit::Diamonds, Rank::Ten)), "TD");
        assert_eq!(parse_card("AS"), Some(Card::new(Suit::Spades, Rank::Ace)));
        assert_eq!(parse_card("6S"), None, "no sixes in the pack");
        assert_eq!(parse_card("ZZ"), None);
        let all = Pack::Piquet32.cards();
        assert_eq!(to_mask(all), u32::MAX);
        assert_eq!(from_mask(u32::MAX), all);
        let some: CardSet = ["AS", "7C", "TD"].iter().filter_map(|c| parse_card(c)).collect();
        assert_eq!(from_mask(to_mask(some)), some);
        assert_eq!(hand_text(some), "♠A ♣7 ♦T ♥—");
    }
}
