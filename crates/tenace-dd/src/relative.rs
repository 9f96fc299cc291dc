//! Relative ranks: what a position is, once the cards already played are
//! forgotten and the cards that do not matter are blurred.
//!
//! With the ♠A and ♠K gone, the ♠Q plays exactly like an ace. So a position
//! at the start of a trick is described per suit by the holders of the
//! remaining cards from the highest down ([`Shape`]). A search result usually
//! depends only on the top few cards of each suit (the rest are "small
//! cards" whose order never decided a trick), so the transposition table
//! stores, per suit, only the holders of the top `width` cards plus every
//! hand's suit lengths: one entry then answers for a whole family of
//! positions (partition search, as in Ginsberg's GIB and DDS's "winning ranks").

/// Who holds each card of the deal being solved, as lookup tables: for every
/// suit and every set of its cards still in play, the holders of those cards
/// from the highest down, two bits each (the seat index), top-aligned in a
/// `u32`. A card's holder never changes while it is in play, so the table
/// turns "the cards left in a suit" into its relative-rank description in
/// one load. Rebuilt only when a solve brings cards held differently.
pub(crate) struct Holders {
    /// The cards each seat holds as far as the tables know.
    known: [u64; 4],
    codes: Box<[[u32; 8192]; 4]>,
}

impl Holders {
    pub fn new() -> Holders {
        Holders { known: [0; 4], codes: Box::new([[0; 8192]; 4]) }
    }

    /// Makes the tables describe `hands` (each seat's cards, including any
    /// it has played to the current trick).
    pub fn cover(&mut self, hands: &[u64; 4]) {
        if (0..4).all(|h| hands[h] & !self.known[h] == 0) {
            return;
        }
        self.known = *hands;
        for s in 0..4 {
            let mut holder = [0u32; 13];
            for (r, slot) in holder.iter_mut().enumerate() {
                let bit = 1u64 << (s * 16 + r + 2);
                *slot = (0..4).find(|&h| hands[h] & bit != 0).unwrap_or(0) as u32;
            }
            let codes = &mut self.codes[s];
            let mut top = 0;
            for cards in 1..8192usize {
                if cards >= 2 << top {
                    top += 1;
                }
                codes[cards] = (codes[cards ^ (1 << top)] >> 2) | (holder[top] << 30);
            }
        }
    }

    /// The holders of `cards` (one suit's rank bits), highest first, top-aligned.
    #[inline]
    fn code(&self, suit: usize, cards: u16) -> u32 {
        self.codes[suit][usize::from(cards >> 2) & 8191]
    }
}

/// The relative-rank description of a position at the start of a trick.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Shape {
    /// 4 bits per hand and suit: the suit lengths, with the leader and strain: the exact-match part.
    pub lengths: u64,
    pub tag: u8,
    /// The holders of the remaining cards, two bits per card: word 0 the top
    /// eight cards of each suit (16 bits per suit), word 1 the rest (ninth to
    /// thirteenth, 10 bits per suit), each suit highest card first. "The holders
    /// of the top `width` cards agree" is then a masked comparison ([`masks`]).
    pub key: [u64; 2],
    /// The holders of the top two cards of each suit (4 bits per suit): a
    /// quick filter before the full comparison.
    pub filter: u16,
}

impl Shape {
    #[inline]
    pub fn of(holders: &Holders, hands: &[u64; 4], lengths: u64, leader: usize, strain_index: usize) -> Shape {
        let all = hands[0] | hands[1] | hands[2] | hands[3];
        // With no trumps left a trump contract plays like notrump: share its entries.
        let strain_index = match strain_index {
            t @ 0..=3 if (all >> (t * 16)) as u16 != 0 => t,
            _ => 4,
        };
        let mut key = [0u64; 2];
        let mut filter = 0u16;
        for s in 0..4 {
            let code = holders.code(s, (all >> (s * 16)) as u16);
            key[0] |= u64::from(code >> 16) << (16 * s);
            key[1] |= u64::from((code >> 6) & 0x3FF) << (10 * s);
            filter |= ((code >> 28) as u16) << (4 * s);
        }
        Shape { lengths, tag: (leader as u8) | ((strain_index as u8) << 2), key, filter }
    }
}

const fn mask_table() -> [[[u64; 2]; 16]; 4] {
    let mut table = [[[0u64; 2]; 16]; 4];
    let mut s = 0;
    while s < 4 {
        let mut w: usize = 0;
        while w < 16 {
            let top = if w < 8 { w } else { 8 };
            let low = if w > 13 { 5 } else { w.saturating_sub(8) };
            table[s][w][0] = ((0xFFFFu64 << (16 - 2 * top)) & 0xFFFF) << (16 * s);
            table[s][w][1] = ((0x3FFu64 << (10 - 2 * low)) & 0x3FF) << (10 * s);
            // The filter's two cards per suit ride in bits 48.. of word 1's mask (unused there).
            let f = if w < 2 { w } else { 2 };
            table[s][w][1] |= ((0xFu64 << (4 - 2 * f)) & 0xF) << (48 + 4 * s);
            w += 1;
        }
        s += 1;
    }
    table
}

/// [`masks`] per suit and width.
const MASKS: [[[u64; 2]; 16]; 4] = mask_table();

/// [`MASKS`] of two suits at once, indexed by one byte of packed widths:
/// `[0]` clubs and diamonds (the low byte), `[1]` hearts and spades.
const fn mask_pair_table() -> [[[u64; 2]; 256]; 2] {
    let mut table = [[[0u64; 2]; 256]; 2];
    let mut half = 0;
    while half < 2 {
        let mut b = 0;
        while b < 256 {
            let (low, high) = (MASKS[2 * half][b & 15], MASKS[2 * half + 1][b >> 4]);
            table[half][b] = [low[0] | high[0], low[1] | high[1]];
            b += 1;
        }
        half += 1;
    }
    table
}

/// [`masks`] per byte of packed widths (two loads per probe candidate instead of four).
static MASK_PAIRS: [[[u64; 2]; 256]; 2] = mask_pair_table();

/// The bits of [`Shape::key`] and [`Shape::filter`] that describe the top
/// `width[s]` cards of each suit (widths packed four bits per suit).
#[inline]
pub(crate) fn masks(widths: u16) -> ([u64; 2], u16) {
    let (low, high) = (MASK_PAIRS[0][usize::from(widths & 0xFF)], MASK_PAIRS[1][usize::from(widths >> 8)]);
    let (m0, m1) = (low[0] | high[0], low[1] | high[1]);
    ([m0, m1 & 0xFF_FFFF_FFFF], (m1 >> 48) as u16)
}

/// Widths as four nibbles, one per suit.
#[inline]
pub(crate) fn pack_widths(widths: [u8; 4]) -> u16 {
    widths.iter().enumerate().fold(0u16, |p, (s, &w)| p | u16::from(w.min(13)) << (4 * s))
}

/// Widths from four nibbles.
#[inline]
pub(crate) fn unpack_widths(packed: u16) -> [u8; 4] {
    std::array::from_fn(|s| ((packed >> (4 * s)) & 0xF) as u8)
}

/// Per suit, how many top cards of `all` a set of relevant cards reaches down
/// to: every card from the highest down to the lowest relevant one.
#[inline]
pub(crate) fn widths(relevant: u64, all: u64) -> [u8; 4] {
    std::array::from_fn(|s| {
        let cards = (all >> (s * 16)) as u16;
        let rel = (relevant >> (s * 16)) as u16 & cards;
        match rel {
            0 => 0,
            // The cards at or above the lowest relevant one (a table count: no popcnt in a baseline build).
            r => crate::bits::count(cards & !((r & r.wrapping_neg()) - 1)) as u8,
        }
    })
}

/// Per suit, the lowest of the top `widths[s]` cards of `all` (as card bits):
/// all that a set of relevant cards says, since only its lowest card in each
/// suit counts ([`widths`]).
#[inline]
pub(crate) fn top_cards(widths: [u8; 4], all: u64) -> u64 {
    let mut mask = 0u64;
    for (s, &w) in widths.iter().enumerate() {
        let mut cards = (all >> (s * 16)) as u16;
        let count = crate::bits::count(cards);
        if w == 0 || count == 0 {
            continue;
        }
        let w = u32::from(w).min(count);
        let lowest = if w <= count - w {
            // Walk down from the top: the w-th highest card.
            let mut rank = 0;
            for _ in 0..w {
                rank = 15 - cards.leading_zeros();
                cards ^= 1 << rank;
            }
            1u16 << rank
        } else {
            // Drop the count - w lowest cards; the lowest left is the one.
            for _ in w..count {
                cards &= cards - 1;
            }
            cards & cards.wrapping_neg()
        };
        mask |= u64::from(lowest) << (s * 16);
    }
    mask
}

/// The run of `hand` (one suit) that `card` tops: the card and every lower
/// card of the hand touching it among `live` cards.
#[inline]
pub(crate) fn run_of(hand: u16, live: u16, card: u32) -> u16 {
    let mut run = 1u16 << card;
    let mut current = card;
    loop {
        let below = live & ((1u16 << current) - 1);
        if below == 0 {
            return run;
        }
        let next = 15 - below.leading_zeros();
        if hand & (1 << next) == 0 {
            return run;
        }
        run |= 1 << next;
        current = next;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bits(ranks: &[u32]) -> u16 {
        ranks.iter().fold(0, |b, r| b | 1 << r)
    }

    use crate::bits::lengths;

    fn shape(hands: &[u64; 4], leader: usize, strain: usize) -> Shape {
        let mut holders = Holders::new();
        holders.cover(hands);
        Shape::of(&holders, hands, lengths(hands), leader, strain)
    }

    #[test]
    fn same_shape_after_different_tricks_gives_the_same_description() {
        // North ♣AQ, South ♣J2 (K, T … gone) against North ♣KJ, South ♣T3 (A, Q … gone elsewhere).
        let mut a = [0u64; 4];
        a[0] = u64::from(bits(&[14, 12]));
        a[2] = u64::from(bits(&[11, 2]));
        let mut b = [0u64; 4];
        b[0] = u64::from(bits(&[13, 11]));
        b[2] = u64::from(bits(&[10, 3]));
        assert_eq!(shape(&a, 1, 4), shape(&b, 1, 4));
        assert_ne!(shape(&a, 1, 4), shape(&b, 3, 4), "the leader is part of it");
        assert_ne!(shape(&a, 1, 4), shape(&b, 1, 0), "the strain is part of it");
        // Holders from the highest card down: N, N, S, S (seat 2), two bits each.
        let s = shape(&a, 1, 4);
        assert_eq!(s.key, [0b0000_1010_0000_0000, 0]);
        assert_eq!(s.filter, 0);
        let (key, filter) = masks(pack_widths([3, 0, 0, 0]));
        assert_eq!(key, [0xFC00, 0]);
        assert_eq!(filter, 0xF);
        assert_eq!(unpack_widths(pack_widths([3, 0, 13, 9])), [3, 0, 13, 9]);
    }

    #[test]
    fn the_key_gives_each_suit_its_own_field() {
        // Clubs: North ♣A, East ♣5; diamonds: West ♦K, South ♦Q, North ♦3.
        let mut h = [0u64; 4];
        h[0] = u64::from(bits(&[14])) | u64::from(bits(&[3])) << 16;
        h[1] = u64::from(bits(&[5]));
        h[2] = u64::from(bits(&[12])) << 16;
        h[3] = u64::from(bits(&[13])) << 16;
        let s = shape(&h, 0, 4);
        assert_eq!(s.key, [0x1000 | 0xE000 << 16, 0]);
        assert_eq!(s.filter, 0x1 | 0xE << 4);
        // Nine cards or more of a suit reach word 1.
        let (key, _) = masks(pack_widths([0, 10, 0, 0]));
        assert_eq!(key, [0xFFFF << 16, 0x3C0 << 10]);
    }

    #[test]
    fn masks_by_byte_agree_with_masks_by_suit() {
        for widths in (0..=u16::MAX).step_by(7) {
            let w = |s: usize| usize::from((widths >> (4 * s)) & 0xF);
            let m0 = (0..4).fold(0, |m, s| m | MASKS[s][w(s)][0]);
            let m1 = (0..4).fold(0, |m, s| m | MASKS[s][w(s)][1]);
            assert_eq!(masks(widths), ([m0, m1 & 0xFF_FFFF_FFFF], (m1 >> 48) as u16), "widths {widths:#06x}");
        }
    }

    #[test]
    fn widths_reach_down_to_the_lowest_relevant_card() {
        let all = u64::from(bits(&[14, 12, 11, 2]));
        assert_eq!(widths(u64::from(bits(&[12])), all), [2, 0, 0, 0]);
        assert_eq!(widths(0, all), [0; 4]);
        assert_eq!(top_cards([2, 0, 0, 0], all), u64::from(bits(&[12])));
    }

    #[test]
    fn runs_close_over_cards_played_earlier() {
        let hand = bits(&[13, 11, 5]);
        // The queen and the eight are still out: K, J and 5 are different cards.
        assert_eq!(run_of(hand, hand | bits(&[12, 8, 2]), 13), bits(&[13]));
        // The queen is gone: K and J are one run; the eight still splits J from 5.
        assert_eq!(run_of(hand, hand | bits(&[8, 2]), 13), bits(&[13, 11]));
        // Everything between K and 5 is gone: one run.
        assert_eq!(run_of(hand, hand | bits(&[2]), 13), bits(&[13, 11, 5]));
    }
}
