//! Reproducible shuffles from a 64-bit seed.
//!
//! A deal must be the same on every machine and in every future version for a
//! given seed (players share "board 7 of seed 42"), so the generator is
//! ChaCha8 and the shuffle is our own Fisher–Yates with an unbiased bounded
//! draw — both fixed by specification, unlike `rand`'s helpers.

use crate::Card;
use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

/// A deterministic random stream for dealing. Cloneable and comparable, so a
/// game state that keeps its stream (the shedding game reshuffles its
/// discard pile with the round's stream, S24) stays a plain value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeededRng(ChaCha8Rng);

impl SeededRng {
    pub fn new(seed: u64) -> SeededRng {
        SeededRng(ChaCha8Rng::seed_from_u64(seed))
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// Uniform in `0..n` (`n > 0`), by rejection so that no value is favoured.
    pub fn below(&mut self, n: u32) -> u32 {
        debug_assert!(n > 0);
        if n <= 1 {
            return 0;
        }
        let zone = u32::MAX - (u32::MAX % n);
        loop {
            let v = self.0.next_u32();
            if v < zone {
                return v % n;
            }
        }
    }

    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }
}

/// Shuffles the cards in place, the same way for the same seed everywhere.
pub fn shuffle_with_seed(cards: &mut [Card], seed: u64) {
    SeededRng::new(seed).shuffle(cards);
}

/// A fresh seed from the operating system (or the browser's crypto API).
/// Without the `entropy` feature it falls back to the clock, which is fine for
/// "deal me something" but not for anything that must be unpredictable.
pub fn fresh_seed() -> u64 {
    #[cfg(feature = "entropy")]
    {
        let mut buf = [0u8; 8];
        if getrandom::fill(&mut buf).is_ok() {
            return u64::from_le_bytes(buf);
        }
    }
    clock_seed()
}

fn clock_seed() -> u64 {
    #[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
    {
        use std::time::{SystemTime, UNIX_EPOCH};
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64 ^ 0x9e37_79b9_7f4a_7c15)
            .unwrap_or(0x9e37_79b9_7f4a_7c15)
    }
    #[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
    {
        0x9e37_79b9_7f4a_7c15
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::CardSet;

    #[test]
    fn same_seed_same_order_and_a_permutation() {
        let mut a: Vec<Card> = CardSet::FULL.iter().collect();
        let mut b = a.clone();
        shuffle_with_seed(&mut a, 42);
        shuffle_with_seed(&mut b, 42);
        assert_eq!(a, b);
        assert_eq!(a.iter().copied().collect::<CardSet>(), CardSet::FULL);
        let mut c: Vec<Card> = CardSet::FULL.iter().collect();
        shuffle_with_seed(&mut c, 43);
        assert_ne!(a, c);
    }

    #[test]
    fn bounded_draw_stays_in_range() {
        let mut r = SeededRng::new(7);
        for n in 1..60 {
            for _ in 0..50 {
                assert!(r.below(n) < n);
            }
        }
    }
}
