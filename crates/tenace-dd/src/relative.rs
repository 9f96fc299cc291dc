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

/// The relative-rank description of a position at the start of a trick.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Shape {
    /// 4 bits per hand and suit: the suit lengths, with the leader and strain: the exact-match part.
    pub lengths: u64,
    pub tag: u8,
    /// The holder of every remaining card, one bit per card in each word,
    /// the cards packed together in card-bit order (clubs from the two up,
    /// then diamonds, …) with the cards already played squeezed out: word 0
    /// says "East or West", word 1 "South or West". Positions with the same
    /// lengths put each suit at the same bits, so "the holders of the top
    /// `width` cards agree" is one masked comparison per word ([`Shape::mask`]).
    pub key: [u64; 2],
}

impl Shape {
    #[inline]
    pub fn of(hands: &[u64; 4], lengths: u64, leader: usize, strain_index: usize) -> Shape {
        let all = hands[0] | hands[1] | hands[2] | hands[3];
        // With no trumps left a trump contract plays like notrump: share its entries.
        let strain_index = match strain_index {
            t @ 0..=3 if (all >> (t * 16)) as u16 != 0 => t,
            _ => 4,
        };
        Shape {
            lengths,
            tag: (leader as u8) | ((strain_index as u8) << 2),
            key: compress2([hands[1] | hands[3], hands[2] | hands[3]], all),
        }
    }

    /// Cards per suit, from the lengths.
    #[inline]
    pub fn counts(&self) -> [u32; 4] {
        std::array::from_fn(|s| (0..4).map(|h| ((self.lengths >> ((h * 4 + s) * 4)) & 0xF) as u32).sum())
    }

    /// The bits of [`Shape::key`] that hold the top `width[s]` cards of each suit.
    #[inline]
    pub fn mask(&self, width: [u8; 4]) -> u64 {
        let counts = self.counts();
        let mut mask = 0u64;
        let mut offset = 0;
        for s in 0..4 {
            let w = u32::from(width[s]).min(counts[s]);
            offset += counts[s];
            if w > 0 {
                mask |= ((1u64 << w) - 1) << (offset - w);
            }
        }
        mask
    }

    /// How many top cards of each suit `mask` (from [`Shape::mask`]) covers.
    #[inline]
    pub fn widths_of_mask(&self, mask: u64) -> [u8; 4] {
        let counts = self.counts();
        let mut offset = 0;
        std::array::from_fn(|s| {
            let range = (((1u64 << counts[s]) - 1) << offset) & mask;
            offset += counts[s];
            range.count_ones() as u8
        })
    }
}

/// The bits of each word at the set bits of `mask`, packed together at the
/// bottom in the same order (the "compress" of Hacker's Delight, §7-4, for
/// two words under one mask).
#[inline]
fn compress2(words: [u64; 2], mask: u64) -> [u64; 2] {
    let mut m = mask;
    let mut x = [words[0] & m, words[1] & m];
    // Bits of `mk`: the positions with a zero of the mask just below them, still to count.
    let mut mk = !m << 1;
    for i in 0..6 {
        let mut mp = mk ^ (mk << 1);
        mp ^= mp << 2;
        mp ^= mp << 4;
        mp ^= mp << 8;
        mp ^= mp << 16;
        mp ^= mp << 32;
        let mv = mp & m;
        m = (m ^ mv) | (mv >> (1 << i));
        for w in &mut x {
            let t = *w & mv;
            *w = (*w ^ t) | (t >> (1 << i));
        }
        mk &= !mp;
    }
    x
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
            r => (cards >> r.trailing_zeros()).count_ones() as u8,
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
        let count = cards.count_ones();
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

    #[test]
    fn same_shape_after_different_tricks_gives_the_same_description() {
        // North ♠AQ, South ♠J2 (K, T … gone) against North ♠KJ, South ♠T3 (A, Q … gone elsewhere).
        let mut a = [0u64; 4];
        a[0] = u64::from(bits(&[14, 12]));
        a[2] = u64::from(bits(&[11, 2]));
        let mut b = [0u64; 4];
        b[0] = u64::from(bits(&[13, 11]));
        b[2] = u64::from(bits(&[10, 3]));
        assert_eq!(Shape::of(&a, lengths(&a), 1, 4), Shape::of(&b, lengths(&b), 1, 4));
        assert_ne!(Shape::of(&a, lengths(&a), 1, 4), Shape::of(&b, lengths(&b), 3, 4), "the leader is part of it");
        assert_ne!(Shape::of(&a, lengths(&a), 1, 4), Shape::of(&b, lengths(&b), 1, 0), "the strain is part of it");
        // Holders from the lowest card up: S, S, N, N; South is "South or West" (word 1).
        let shape = Shape::of(&a, lengths(&a), 1, 4);
        assert_eq!(shape.key, [0, 0b0011]);
        assert_eq!(shape.mask([3, 0, 0, 0]), 0b1110);
        assert_eq!(shape.widths_of_mask(shape.mask([3, 0, 0, 0])), [3, 0, 0, 0]);
    }

    #[test]
    fn the_key_packs_every_suit_after_the_lower_ones() {
        // Clubs: North ♣A, East ♣5; diamonds: West ♦K, South ♦Q, North ♦3.
        let mut h = [0u64; 4];
        h[0] = u64::from(bits(&[14])) | u64::from(bits(&[3])) << 16;
        h[1] = u64::from(bits(&[5]));
        h[2] = u64::from(bits(&[12])) << 16;
        h[3] = u64::from(bits(&[13])) << 16;
        let shape = Shape::of(&h, lengths(&h), 0, 4);
        // Bits from the bottom: ♣5 (E), ♣A (N), ♦3 (N), ♦Q (S), ♦K (W).
        assert_eq!(shape.key, [0b10001, 0b11000]);
        assert_eq!(shape.counts(), [2, 3, 0, 0]);
        assert_eq!(shape.mask([1, 2, 0, 0]), 0b11010);
        assert_eq!(shape.widths_of_mask(0b11010), [1, 2, 0, 0]);
    }

    #[test]
    fn compress_agrees_with_a_plain_loop() {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..2000 {
            let mut next = || {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                state
            };
            let (a, b, m) = (next(), next(), next() & next());
            let plain = |x: u64| {
                let (mut out, mut k) = (0u64, 0);
                for i in 0..64 {
                    if m >> i & 1 == 1 {
                        out |= (x >> i & 1) << k;
                        k += 1;
                    }
                }
                out
            };
            assert_eq!(compress2([a, b], m), [plain(a), plain(b)]);
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
