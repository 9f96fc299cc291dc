//! The seeds of §6.4: deal seeds from the tournament seed (S76), round
//! seeds from a deal seed (S77), the bots' generators (S80) and the
//! runner's draws (S81).

use tenace_cards::SeededRng;

/// S76: `deal_seed[d]`, the (d+1)-th `next_u64()` of `SeededRng::new(tournament_seed)`.
pub fn deal_seeds(tournament_seed: u64, count: usize) -> Vec<u64> {
    let mut rng = SeededRng::new(tournament_seed);
    (0..count).map(|_| rng.next_u64()).collect()
}

/// S77: the seed of round `r` (from 1) of a game whose stream is `game_seed`.
pub fn round_seed(game_seed: u64, r: u32) -> u64 {
    let mut rng = SeededRng::new(game_seed);
    let mut seed = 0;
    for _ in 0..r.max(1) {
        seed = rng.next_u64();
    }
    seed
}

/// S80: the seed of a bot's mulberry32: `x = deal_seed XOR (table << 40)
/// XOR (rotation << 32) XOR seat`, folded to 32 bits.
pub fn bot_seed(deal_seed: u64, table_index: u64, rotation: u64, seat: u64) -> u32 {
    let x = deal_seed ^ (table_index << 40) ^ (rotation << 32) ^ seat;
    ((x ^ (x >> 32)) & 0xFFFF_FFFF) as u32
}

/// S81: the runner's draw number `k` (a table round, or [`TIE_BREAK_DRAW`]).
pub fn runner_rng(tournament_seed: u64, k: u64) -> SeededRng {
    SeededRng::new(tournament_seed ^ 0x5EED_0000_0000_0000 ^ k)
}

/// S81: `k` of the final tie-break of S74.
pub const TIE_BREAK_DRAW: u64 = 0xFFFF;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn s76_s77_streams() {
        let d = deal_seeds(42, 3);
        let mut rng = SeededRng::new(42);
        assert_eq!(d, vec![rng.next_u64(), rng.next_u64(), rng.next_u64()]);
        let mut g = SeededRng::new(d[1]);
        let r1 = g.next_u64();
        let r2 = g.next_u64();
        assert_eq!(round_seed(d[1], 1), r1);
        assert_eq!(round_seed(d[1], 2), r2);
    }

    #[test]
    fn s80_bot_seed_folds_the_fields() {
        assert_eq!(bot_seed(0, 0, 0, 3), 3);
        assert_eq!(bot_seed(0, 0, 1, 0), 1, "rotation << 32 folds onto bit 0");
        assert_eq!(bot_seed(0, 1, 0, 0), 1 << 8, "table << 40 folds onto bit 8");
        assert_eq!(bot_seed(0x1234_5678_0000_0000, 0, 0, 0), 0x1234_5678);
        assert_eq!(bot_seed(u64::MAX, 0, 0, 0), 0);
    }
}
