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
    /// Per suit, 2 bits per remaining card (holder's seat), highest card in the most significant bits.
    pub holders: [u32; 4],
    /// Per suit, how many cards remain.
    pub counts: [u8; 4],
}

impl Shape {
    pub fn of(hands: &[u64; 4], leader: usize, strain_index: usize) -> Shape {
        let mut lengths = 0u64;
        for (h, hand) in hands.iter().enumerate() {
            for s in 0..4 {
                let len = u64::from(((hand >> (s * 16)) as u16).count_ones());
                lengths |= len << ((h * 4 + s) * 4);
            }
        }
        let mut holders = [0u32; 4];
        let mut counts = [0u8; 4];
        for s in 0..4 {
            let h = hands.map(|hand| (hand >> (s * 16)) as u16);
            let (seq, count) = suit_holders(h);
            holders[s] = seq;
            counts[s] = count;
        }
        Shape { lengths, tag: (leader as u8) | ((strain_index as u8) << 2), holders, counts }
    }

    /// The holders of every suit left-aligned in a 32-bit lane (suits 0 and 1
    /// in the first word, 2 and 3 in the second), so that "the holders of the
    /// top `width` cards agree" is one masked comparison per word ([`width_mask`]).
    #[inline]
    pub fn aligned(&self) -> [u64; 2] {
        let lane = |s: usize| (u64::from(self.holders[s]) << (32 - 2 * u32::from(self.counts[s]))) & 0xFFFF_FFFF;
        [lane(0) | lane(1) << 32, lane(2) | lane(3) << 32]
    }
}

/// The top `w` holders of one left-aligned lane of [`Shape::aligned`], for `w` = 0 to 13.
const LANE_MASK: [u64; 14] = {
    let mut masks = [0u64; 14];
    let mut w = 1;
    while w < 14 {
        masks[w] = ((1u64 << (2 * w)) - 1) << (32 - 2 * w);
        w += 1;
    }
    masks
};

/// The bits of [`Shape::aligned`] that hold the top `width[s]` holders of each suit.
#[inline]
pub(crate) fn width_mask(width: [u8; 4]) -> [u64; 2] {
    let m = |s: usize| LANE_MASK[usize::from(width[s]).min(13)];
    [m(0) | m(1) << 32, m(2) | m(3) << 32]
}

/// One suit's holders, highest card first, and the suit's length.
#[inline]
fn suit_holders(h: [u16; 4]) -> (u32, u8) {
    let mut all = h[0] | h[1] | h[2] | h[3];
    let count = all.count_ones() as u8;
    let odd = h[1] | h[3];
    let south_or_west = h[2] | h[3];
    let mut seq = 0u32;
    while all != 0 {
        let top = 15 - all.leading_zeros();
        let bit = 1u16 << top;
        let holder = u32::from(odd & bit != 0) | (u32::from(south_or_west & bit != 0) << 1);
        seq = (seq << 2) | holder;
        all ^= bit;
    }
    (seq, count)
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

/// The cards (as a card-bit mask) that are the top `widths[s]` cards of each suit of `all`.
#[inline]
pub(crate) fn top_cards(widths: [u8; 4], all: u64) -> u64 {
    let mut mask = 0u64;
    for (s, &w) in widths.iter().enumerate() {
        let mut cards = (all >> (s * 16)) as u16;
        for _ in 0..w {
            if cards == 0 {
                break;
            }
            let top = 15 - cards.leading_zeros();
            mask |= 1u64 << (s as u32 * 16 + top);
            cards ^= 1 << top;
        }
    }
    mask
}

/// The cards of `hand` (one suit's rank bits) that stand for their run: the
/// top card of each group of cards that touch once only `live` cards (every
/// card still in play) are counted. Playing any card of a run is the same.
#[inline]
pub(crate) fn run_tops(hand: u16, live: u16) -> u16 {
    let mut tops = 0u16;
    let mut rest = hand;
    while rest != 0 {
        let top = 15 - rest.leading_zeros();
        tops |= 1 << top;
        rest &= !run_of(hand, live, top);
    }
    tops
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

    #[test]
    fn same_shape_after_different_tricks_gives_the_same_description() {
        // North ♠AQ, South ♠J2 (K, T … gone) against North ♠KJ, South ♠T3 (A, Q … gone elsewhere).
        let mut a = [0u64; 4];
        a[0] = u64::from(bits(&[14, 12]));
        a[2] = u64::from(bits(&[11, 2]));
        let mut b = [0u64; 4];
        b[0] = u64::from(bits(&[13, 11]));
        b[2] = u64::from(bits(&[10, 3]));
        assert_eq!(Shape::of(&a, 1, 4), Shape::of(&b, 1, 4));
        assert_ne!(Shape::of(&a, 1, 4), Shape::of(&b, 3, 4), "the leader is part of it");
        assert_ne!(Shape::of(&a, 1, 4), Shape::of(&b, 1, 0), "the strain is part of it");
        // Holders from the top: N, N, S, S.
        assert_eq!(Shape::of(&a, 1, 4).holders[0], 0b00_00_10_10);
        // The same three holders, read through the aligned key.
        let aligned = Shape::of(&a, 1, 4).aligned();
        assert_eq!((aligned[0] & width_mask([3, 0, 0, 0])[0]) >> 26, 0b00_00_10);
        assert_eq!(aligned[1] & width_mask([0, 0, 13, 13])[1], 0, "no hearts or spades");
    }

    #[test]
    fn widths_reach_down_to_the_lowest_relevant_card() {
        let all = u64::from(bits(&[14, 12, 11, 2]));
        assert_eq!(widths(u64::from(bits(&[12])), all), [2, 0, 0, 0]);
        assert_eq!(widths(0, all), [0; 4]);
        assert_eq!(top_cards([2, 0, 0, 0], all), u64::from(bits(&[14, 12])));
    }

    #[test]
    fn runs_close_over_cards_played_earlier() {
        let hand = bits(&[13, 11, 5]);
        // The queen and the eight are still out: K, J and 5 are different cards.
        assert_eq!(run_tops(hand, hand | bits(&[12, 8, 2])), bits(&[13, 11, 5]));
        // The queen is gone: K and J are one run; the eight still splits J from 5.
        assert_eq!(run_tops(hand, hand | bits(&[8, 2])), bits(&[13, 5]));
        assert_eq!(run_of(hand, hand | bits(&[8, 2]), 13), bits(&[13, 11]));
        // Everything between K and 5 is gone: one run.
        assert_eq!(run_tops(hand, hand | bits(&[2])), bits(&[13]));
    }
}
