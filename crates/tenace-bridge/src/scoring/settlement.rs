//! Settling up between four players who change partners between rubbers.
//!
//! Seed 002 (Lithuanian) rotates partners so each plays once with each of
//! the others over three rubbers: A-B against C-D, then A-C against B-D, then
//! A-D against B-C. Each rubber's result, in settlement units, is written +
//! for both winners and − for both losers; the running sums say who pays whom.

use serde::Serialize;
use tenace_core::{ByKey, Key};

/// One of the four players, named as in seed 002's table.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub enum Player {
    A,
    B,
    C,
    D,
}

impl Player {
    pub const ALL: [Player; 4] = [Player::A, Player::B, Player::C, Player::D];
}

impl Key for Player {
    const COUNT: usize = 4;
    fn index(self) -> usize {
        self as usize
    }
    fn from_index(index: usize) -> Option<Player> {
        Player::ALL.get(index).copied()
    }
}

/// The two partnerships of one rubber.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Partnerships {
    pub first: [Player; 2],
    pub second: [Player; 2],
}

/// The partnerships of rubber `round` (0-based), repeating every three rubbers.
pub const fn partnerships(round: usize) -> Partnerships {
    use Player::*;
    match round % 3 {
        0 => Partnerships { first: [A, B], second: [C, D] },
        1 => Partnerships { first: [A, C], second: [B, D] },
        _ => Partnerships { first: [A, D], second: [B, C] },
    }
}

/// Each player's running balance.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Ledger {
    balances: ByKey<Player, i32, 4>,
}

impl Ledger {
    pub fn new() -> Ledger {
        Ledger::default()
    }

    /// `winners` gained `amount` each in a rubber; the other two lost it each.
    /// (A negative amount means the named pair lost.)
    pub fn record(&mut self, winners: [Player; 2], amount: i32) {
        for player in Player::ALL {
            let delta = if winners.contains(&player) { amount } else { -amount };
            self.balances[player] = self.balances[player].saturating_add(delta);
        }
    }

    /// Records rubber `round` of the rotation, in which the first partnership
    /// gained `first_pair_amount` (negative if it lost).
    pub fn record_round(&mut self, round: usize, first_pair_amount: i32) {
        self.record(partnerships(round).first, first_pair_amount);
    }

    pub fn balance(&self, player: Player) -> i32 {
        self.balances[player]
    }

    /// Balances of A, B, C, D. They always sum to zero.
    pub fn balances(&self) -> [i32; 4] {
        self.balances.into_array()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn everyone_partners_everyone_once_in_three_rubbers() {
        let mut pairs: Vec<[Player; 2]> =
            (0..3).flat_map(|r| [partnerships(r).first, partnerships(r).second]).collect();
        pairs.sort();
        pairs.dedup();
        assert_eq!(pairs.len(), 6);
        assert_eq!(partnerships(3), partnerships(0));
    }

    #[test]
    fn balances_sum_to_zero() {
        let mut ledger = Ledger::new();
        ledger.record_round(0, 37);
        ledger.record_round(1, -12);
        ledger.record([Player::B, Player::C], 5);
        assert_eq!(ledger.balances().iter().sum::<i32>(), 0);
        assert_eq!(ledger.balance(Player::A), 37 - 12 - 5);
    }
}
