//! The bots' random numbers (S80): mulberry32, exactly as the JavaScript
//! sandbox replaces `Math.random` with it, so that a Rust robot and its
//! JavaScript twin draw the same numbers from the same seed.

/// mulberry32: a 32-bit state; each call adds 0x6D2B79F5 and mixes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mulberry32 {
    state: u32,
}

impl Mulberry32 {
    pub fn new(seed: u32) -> Mulberry32 {
        Mulberry32 { state: seed }
    }

    /// The next number in [0, 1), as `Math.random()` returns it in the sandbox.
    pub fn next_f64(&mut self) -> f64 {
        self.state = self.state.wrapping_add(0x6D2B_79F5);
        let mut t = self.state;
        t = (t ^ (t >> 15)).wrapping_mul(t | 1);
        t ^= t.wrapping_add((t ^ (t >> 7)).wrapping_mul(t | 61));
        (t ^ (t >> 14)) as f64 / 4_294_967_296.0
    }

    /// ⌊r × k⌋ for the next r: an index below `k` (`k > 0`).
    pub fn below(&mut self, k: usize) -> usize {
        ((self.next_f64() * k as f64) as usize).min(k.saturating_sub(1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first numbers of seed 1 and seed 0xDEADBEEF, as the JavaScript
    /// of S80 computes them (node: www/arena/sandbox.js's `mulberry32`,
    /// checked by tests/browser/arena-specs.mjs against the same values).
    #[test]
    fn s80_matches_the_javascript_generator() {
        let mut a = Mulberry32::new(1);
        let first: Vec<u64> = (0..4).map(|_| (a.next_f64() * 4_294_967_296.0) as u64).collect();
        assert_eq!(first, vec![2693262067, 11749833, 2265367787, 4213581821]);
        let mut b = Mulberry32::new(0xDEAD_BEEF);
        let r = b.next_f64();
        assert!((0.0..1.0).contains(&r));
        assert_eq!((r * 4_294_967_296.0) as u64, 4_043_151_706);
    }

    #[test]
    fn below_stays_in_range() {
        let mut m = Mulberry32::new(42);
        for k in 1..40 {
            for _ in 0..50 {
                assert!(m.below(k) < k);
            }
        }
    }
}
