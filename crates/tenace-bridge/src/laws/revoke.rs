//! Revokes and the tricks they cost at the end of play.
//!
//! 2017 Law 64A: if the revoker won the revoke trick, that trick and one
//! more trick won later by the offending side are transferred; otherwise one
//! trick, if the offending side won the revoke trick or a later one. No
//! automatic transfer (64B) for a revoke on trick 12, by dummy, or a second
//! revoke in the same suit by the same player. The director's equity
//! adjustment of 64C is not modelled.
//!
//! 1930s ("Karistused salgamise eest"): two tricks, one for a second revoke
//! by the same side; only tricks the offending side won after the revoke
//! trick can be transferred; a revoke in trick 12 is no revoke.

use super::Code;
use crate::{BySide, Seat, Side, Trick};
use serde::{Deserialize, Serialize};
use tenace_cards::{Card, Suit};

/// A revoke as it happened.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RevokeRecord {
    pub seat: Seat,
    pub card: Card,
    /// 0-based index of the trick it was made on.
    pub trick: u8,
    /// The suit led to that trick.
    pub led: Suit,
    pub established: bool,
    /// The dummy's hand revoked.
    pub by_dummy: bool,
}

/// Tricks moving from one side to the other at the end of play.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Transfer {
    pub from: Side,
    pub tricks: u8,
}

/// The transfers for the established revokes of a finished play, in order.
pub fn transfers(code: Code, revokes: &[RevokeRecord], tricks: &[Trick], trump: Option<Suit>) -> Vec<Transfer> {
    let winners: Vec<Option<Seat>> = tricks.iter().map(|t| t.winner(trump)).collect();
    let won_by =
        |side: Side, from: usize| winners.iter().skip(from).filter(|w| w.map(|s| s.side()) == Some(side)).count();
    let mut out = Vec::new();
    // Tricks already moved away from each side, so no trick moves twice.
    let mut used = BySide::splat(0usize);
    let mut earlier: Vec<RevokeRecord> = Vec::new();
    for r in revokes.iter().filter(|r| r.established) {
        let side = r.seat.side();
        let t = usize::from(r.trick);
        let exempt = t >= 11;
        let tricks = match code {
            Code::Laws2017 => {
                let repeat = earlier.iter().any(|e| e.seat == r.seat && e.led == r.led);
                if exempt || r.by_dummy || repeat {
                    0
                } else if winners.get(t).copied().flatten() == Some(r.seat) {
                    1 + won_by(side, t + 1).min(1)
                } else {
                    won_by(side, t).min(1)
                }
            }
            Code::Estonian1930s => {
                if exempt {
                    0
                } else {
                    let second = earlier.iter().any(|e| e.seat.side() == side);
                    let penalty = if second { 1 } else { 2 };
                    penalty.min(won_by(side, t + 1))
                }
            }
        };
        let available = won_by(side, t).saturating_sub(used[side]);
        let tricks = tricks.min(available);
        used[side] += tricks;
        earlier.push(*r);
        out.push(Transfer { from: side, tricks: tricks as u8 });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A heart trick led by North and won by `winner`.
    fn trick(winner: Seat) -> Trick {
        let low = ["H2", "H3", "H4"];
        let mut k = 0;
        let cards = (0..4)
            .map(|i| {
                if Seat::North.advance(i) == winner {
                    "HA".parse().unwrap()
                } else {
                    k += 1;
                    low[k - 1].parse().unwrap()
                }
            })
            .collect();
        Trick { leader: Seat::North, cards }
    }

    fn tricks(winners: &[Seat]) -> Vec<Trick> {
        winners.iter().map(|w| trick(*w)).collect()
    }

    fn revoke(seat: Seat, trick: u8) -> RevokeRecord {
        RevokeRecord { seat, card: "C2".parse().unwrap(), trick, led: Suit::Hearts, established: true, by_dummy: false }
    }

    fn moved(code: Code, revokes: &[RevokeRecord], winners: &[Seat]) -> Vec<u8> {
        transfers(code, revokes, &tricks(winners), None).iter().map(|t| t.tricks).collect()
    }

    use Seat::{East as E, North as N, South as S, West as W};

    #[test]
    fn revoker_won_the_revoke_trick_2017_two_tricks_1930s_only_later_ones() {
        let winners = [W, N, S, E];
        assert_eq!(moved(Code::Laws2017, &[revoke(N, 1)], &winners), vec![2]);
        assert_eq!(moved(Code::Estonian1930s, &[revoke(N, 1)], &winners), vec![1], "only trick 3 was won after it");
    }

    #[test]
    fn revoke_trick_won_by_the_other_side_2017_one_trick_1930s_two() {
        let winners = [W, E, N, S, N];
        assert_eq!(moved(Code::Laws2017, &[revoke(N, 1)], &winners), vec![1]);
        assert_eq!(moved(Code::Estonian1930s, &[revoke(N, 1)], &winners), vec![2]);
    }

    #[test]
    fn nothing_to_transfer_when_the_offenders_won_nothing_from_the_revoke_on() {
        let winners = [N, E, W, E];
        for code in Code::ALL {
            assert_eq!(moved(code, &[revoke(N, 1)], &winners), vec![0], "{code}");
        }
    }

    #[test]
    fn revoke_on_trick_twelve_is_not_penalised() {
        let mut winners = vec![E; 13];
        winners[11] = N;
        winners[12] = N;
        for code in Code::ALL {
            assert_eq!(moved(code, &[revoke(N, 11)], &winners), vec![0], "{code}");
        }
    }

    #[test]
    fn dummy_revoke_2017_no_transfer() {
        let winners = [W, N, S, E];
        let r = RevokeRecord { by_dummy: true, ..revoke(N, 1) };
        assert_eq!(moved(Code::Laws2017, &[r], &winners), vec![0]);
    }

    #[test]
    fn second_revoke_2017_same_suit_same_player_free_1930s_one_trick() {
        let winners = [W, E, N, E, S, N, S];
        let both = [revoke(N, 1), revoke(N, 3)];
        assert_eq!(moved(Code::Laws2017, &both, &winners), vec![1, 0]);
        assert_eq!(moved(Code::Estonian1930s, &both, &winners), vec![2, 1]);
    }

    #[test]
    fn unestablished_revokes_cost_nothing() {
        let r = RevokeRecord { established: false, ..revoke(N, 1) };
        assert!(transfers(Code::Laws2017, &[r], &tricks(&[W, N, S]), None).is_empty());
    }
}
