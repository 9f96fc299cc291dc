//! Cards as the shedding game writes, orders and counts them: the 36-card
//! pack (S2), the codes of the robot API and the record (`TD` = ♦10, S52),
//! the canonical order (S53) and the card points (S29).

use crate::error::ShedError;
use tenace_cards::{Card, CardSet, Pack, Rank, Suit};

/// The suits in the canonical order of S53: ♠ ♥ ♦ ♣ (`S H D C`). A jack's
/// four entries in `legal` name the suits in this order.
pub const SUITS: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

/// The ranks of the pack in the canonical order of S53: 6 7 8 9 T J Q K A.
pub const RANKS: [Rank; 9] =
    [Rank::Six, Rank::Seven, Rank::Eight, Rank::Nine, Rank::Ten, Rank::Jack, Rank::Queen, Rank::King, Rank::Ace];

/// The 36 cards (S2).
pub fn pack() -> CardSet {
    Pack::Short36.cards()
}

/// The pack in the order S5 shuffles it: `Pack::Short36.cards().iter()`,
/// ♣6 … ♣A, ♦6 … ♦A, ♥6 … ♥A, ♠6 … ♠A.
pub fn pack_order() -> Vec<Card> {
    Pack::Short36.cards().iter().collect()
}

/// `TD`: rank letter then suit letter (S52).
pub fn code(card: Card) -> String {
    let mut s = String::with_capacity(2);
    s.push(card.rank.letter());
    s.push(card.suit.letter());
    s
}

/// The one-letter code of a suit (`S H D C`).
pub fn suit_code(suit: Suit) -> &'static str {
    match suit {
        Suit::Spades => "S",
        Suit::Hearts => "H",
        Suit::Diamonds => "D",
        Suit::Clubs => "C",
    }
}

/// Reads a card code of S52 (`TD`, also `10D` and lower case): a card of the
/// 36-card pack, or a message that says what a code looks like.
pub fn parse_code(text: &str) -> Result<Card, ShedError> {
    let bad = || {
        ShedError::new(
            "S52",
            format!("“{}” is not a card of the 36-card pack (a card is written rank then suit: 6–9, T, J, Q, K, A and S, H, D, C, like TD)", clip(text)),
        )
    };
    let upper = text.trim().to_ascii_uppercase();
    let (rank, suit) = match upper.as_bytes() {
        [r, s] => (Rank::from_char(*r as char), Suit::from_char(*s as char)),
        [b'1', b'0', s] => (Some(Rank::Ten), Suit::from_char(*s as char)),
        _ => return Err(bad()),
    };
    match (rank, suit) {
        (Some(rank), Some(suit)) if rank >= Rank::Six => Ok(Card::new(suit, rank)),
        _ => Err(bad()),
    }
}

/// Reads a suit letter (`S H D C`, either case).
pub fn parse_suit(text: &str) -> Result<Suit, ShedError> {
    match text.trim().to_ascii_uppercase().as_str() {
        "S" => Ok(Suit::Spades),
        "H" => Ok(Suit::Hearts),
        "D" => Ok(Suit::Diamonds),
        "C" => Ok(Suit::Clubs),
        _ => Err(ShedError::new("S15", format!("“{}” is not a suit (S, H, D or C)", clip(text)))),
    }
}

/// At most 40 characters of untrusted text, for messages.
pub(crate) fn clip(text: &str) -> String {
    let mut out: String = text.chars().take(40).collect();
    if text.chars().count() > 40 {
        out.push('…');
    }
    out
}

/// A card's position in the canonical order of S53 (0 = ♠6 … 35 = ♣A).
pub fn canonical_index(card: Card) -> usize {
    let suit = match card.suit {
        Suit::Spades => 0,
        Suit::Hearts => 1,
        Suit::Diamonds => 2,
        Suit::Clubs => 3,
    };
    suit * 9 + (card.rank.value() as usize).saturating_sub(6)
}

/// The cards of a set in the canonical order of S53, without allocating.
pub fn canonical(set: CardSet) -> impl Iterator<Item = Card> + Clone {
    SUITS.into_iter().flat_map(move |suit| {
        let mut bits = set.suit_bits(suit);
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let b = bits.trailing_zeros();
            bits &= bits - 1;
            Rank::from_value(b as u8).map(|rank| Card::new(suit, rank))
        })
    })
}

/// The cards of one rank in a set.
pub fn of_rank(set: CardSet, rank: Rank) -> CardSet {
    let lane = 1u64 << rank.value();
    CardSet::from_bits(set.bits() & (lane | lane << 16 | lane << 32 | lane << 48))
}

/// Card points of S29 with a jack worth `jack` (20, or 10 in the variant
/// `jack_points = backyard` when the hand holds other cards, S42).
pub fn points(card: Card, jack: i32) -> i32 {
    match card.rank {
        Rank::Ten | Rank::Queen | Rank::King => 10,
        Rank::Ace => 15,
        Rank::Jack => jack,
        _ => 0,
    }
}

/// The codes of a list of cards.
pub fn codes(cards: impl IntoIterator<Item = Card>) -> Vec<String> {
    cards.into_iter().map(code).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_and_refuse_cards_outside_the_pack() {
        for card in pack_order() {
            assert_eq!(parse_code(&code(card)).unwrap(), card);
        }
        assert_eq!(parse_code("td").unwrap(), Card::new(Suit::Diamonds, Rank::Ten));
        assert_eq!(parse_code("10D").unwrap(), Card::new(Suit::Diamonds, Rank::Ten));
        for bad in ["", "5S", "DT", "TX", "TDD", "♦T", "2C", "1"] {
            let e = parse_code(bad).unwrap_err();
            assert_eq!(e.rule, "S52", "{bad}");
        }
    }

    #[test]
    fn s53_canonical_order_is_spades_first_six_to_ace() {
        let order: Vec<String> = canonical(pack()).map(code).collect();
        assert_eq!(order.len(), 36);
        assert_eq!(&order[..3], &["6S", "7S", "8S"]);
        assert_eq!(order[8], "AS");
        assert_eq!(order[9], "6H");
        assert_eq!(order[35], "AC");
        for (i, c) in canonical(pack()).enumerate() {
            assert_eq!(canonical_index(c), i);
        }
    }

    #[test]
    fn s5_pack_order_is_clubs_first() {
        let order = codes(pack_order());
        assert_eq!(&order[..2], &["6C", "7C"]);
        assert_eq!(order[9], "6D");
        assert_eq!(order[35], "AS");
    }

    #[test]
    fn s29_card_points() {
        let p = |c: &str| points(parse_code(c).unwrap(), 20);
        assert_eq!([p("6S"), p("7H"), p("8D"), p("9C")], [0, 0, 0, 0]);
        assert_eq!([p("TS"), p("QH"), p("KD")], [10, 10, 10]);
        assert_eq!(p("AC"), 15);
        assert_eq!(p("JS"), 20);
        assert_eq!(points(parse_code("JS").unwrap(), 10), 10);
    }
}
