//! Bit helpers shared by the search: suit lanes of a card set and counts.
//!
//! Cards are bit numbers `suit × 16 + rank` (ranks 2–14), so a suit is a
//! 16-bit lane with bits 2 to 14. Native counting is by table: the solver must not
//! depend on a `popcnt` instruction that a baseline x86-64 build lacks (a
//! software count costs a dozen instructions and the search counts often);
//! wasm has the instruction in its baseline ([`count`]).

/// Rank bits of `suit` in a card set.
#[inline]
pub(crate) fn lane(cards: u64, suit: usize) -> u16 {
    (cards >> (suit * 16)) as u16
}

/// The highest rank in a non-empty lane (0 for an empty one).
#[inline]
pub(crate) fn highest(bits: u16) -> u32 {
    match bits {
        0 => 0,
        b => 15 - b.leading_zeros(),
    }
}

/// The lowest rank in a lane (0 for an empty one).
#[inline]
pub(crate) fn lowest(bits: u16) -> u32 {
    match bits {
        0 => 0,
        b => b.trailing_zeros(),
    }
}

const fn counts() -> [u8; 8192] {
    let mut table = [0u8; 8192];
    let mut i = 1;
    while i < 8192 {
        table[i] = table[i >> 1] + (i & 1) as u8;
        i += 1;
    }
    table
}

/// Cards in each 13-card lane pattern (ranks 2–14 shifted down by two).
static COUNTS: [u8; 8192] = counts();

/// Cards in a lane (ranks 2–14; bits outside them are not counted).
///
/// WebAssembly has a population-count instruction of its own (`i32.popcnt`, which the browser
/// compiles to the processor's), so the wasm build counts with it instead of a table load; so
/// does a native build for a processor known to have one.
#[inline]
pub(crate) fn count(bits: u16) -> u32 {
    if cfg!(any(target_arch = "wasm32", target_feature = "popcnt")) {
        (bits & 0x7FFC).count_ones()
    } else {
        u32::from(COUNTS[usize::from(bits >> 2) & 8191])
    }
}

/// Cards in each hand and suit of `hands`, as 16 nibbles (hand × 4 + suit).
#[inline]
pub(crate) fn lengths(hands: &[u64; 4]) -> u64 {
    let mut packed = 0u64;
    for (h, &hand) in hands.iter().enumerate() {
        for s in 0..4 {
            packed |= u64::from(count(lane(hand, s))) << ((h * 4 + s) * 4);
        }
    }
    packed
}

/// One nibble of [`lengths`].
#[inline]
pub(crate) fn length_of(lengths: u64, hand: usize, suit: usize) -> u32 {
    ((lengths >> ((hand * 4 + suit) * 4)) & 0xF) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_agree_with_count_ones() {
        for bits in (0u16..0x8000).step_by(3) {
            let bits = bits & 0x7FFC;
            assert_eq!(count(bits), bits.count_ones());
        }
        let hands = [0x0004_0000_7FFC_0010u64, 0, 0x4000, 0x4_0000];
        let l = lengths(&hands);
        assert_eq!(length_of(l, 0, 0), 1);
        assert_eq!(length_of(l, 0, 1), 13);
        assert_eq!(length_of(l, 0, 3), 1);
        assert_eq!(length_of(l, 2, 0), 1);
        assert_eq!(length_of(l, 3, 1), 1);
    }
}
