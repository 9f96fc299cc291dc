//! The deal (§2): who deals, who plays, and the cards dealt by the pattern
//! of P9/P10 from a seeded shuffle of the 32-card pack.

use crate::cards::card_code;
use serde::{Deserialize, Serialize};
use tenace_cards::{Card, CardSet, Pack, SeededRng};
use tenace_core::{ByPlayer, Player, Seating};

/// The dealer of a deal and the three active players (P1, P11).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Roles {
    pub seating: Seating,
    pub dealer: Player,
    /// First, second and third hand, clockwise from the dealer's left.
    pub active: [Player; 3],
}

impl Roles {
    /// With 3 players the dealer is third hand; with 4 he sits out.
    pub fn new(seating: Seating, dealer: Player) -> Roles {
        let a = |k| seating.advance(dealer, k);
        Roles { seating, dealer, active: [a(1), a(2), a(3)] }
    }

    /// The dealer of deal `n` (from 0): `(first_dealer + n) mod N` (P7).
    pub fn of_deal(seating: Seating, first_dealer: Player, n: usize) -> Roles {
        Roles::new(seating, seating.advance(first_dealer, n % seating.count()))
    }

    pub fn first(&self) -> Player {
        self.active[0]
    }

    pub fn is_active(&self, p: Player) -> bool {
        self.active.contains(&p)
    }

    /// The dealer when he sits out (4 players).
    pub fn sitting_out(&self) -> Option<Player> {
        (!self.is_active(self.dealer)).then_some(self.dealer)
    }

    /// 0, 1, 2 for first, second, third hand.
    pub fn hand_index(&self, p: Player) -> Option<usize> {
        self.active.iter().position(|a| *a == p)
    }

    /// The next active player clockwise after `p`.
    pub fn next_active(&self, p: Player) -> Player {
        let mut q = self.seating.next(p);
        while !self.is_active(q) {
            q = self.seating.next(q);
        }
        q
    }

    /// The defenders against `declarer`: L (speaks first) and R (P35).
    pub fn defenders(&self, declarer: Player) -> (Player, Player) {
        let l = self.next_active(declarer);
        (l, self.next_active(l))
    }

    /// Everyone in the order pool credits are written (P62): first, second,
    /// third hand, then the sitting-out dealer.
    pub fn credit_order(&self) -> Vec<Player> {
        let mut v = self.active.to_vec();
        v.extend(self.sitting_out());
        v
    }
}

/// The cards of one deal: each player's hand in the order dealt (the
/// sitting-out dealer's is empty) and the talon.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Deal {
    pub hands: ByPlayer<Vec<Card>>,
    pub talon: [Card; 2],
}

/// A deal that breaks P2/P9: not 32 different cards, not ten to each active player.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct DealError(pub String);

impl Deal {
    /// Deals a shuffled pack `c[0..31]` by P10: pairs to first, second and
    /// third hand, the talon, then four more rounds of pairs.
    pub fn from_pack(roles: &Roles, c: &[Card]) -> Result<Deal, DealError> {
        if c.len() != 32 {
            return Err(DealError(format!("a pack of {} cards, not 32 (P2)", c.len())));
        }
        let mut hands = ByPlayer::splat(roles.seating, Vec::with_capacity(10));
        let mut pairs = c.chunks(2);
        let mut talon = Vec::new();
        for round in 0..5 {
            for p in roles.active {
                hands[p].extend_from_slice(pairs.next().unwrap_or_default());
            }
            if round == 0 {
                talon.extend_from_slice(pairs.next().unwrap_or_default());
            }
        }
        let talon = [talon[0], talon[1]];
        let deal = Deal { hands, talon };
        deal.validate(roles)?;
        Ok(deal)
    }

    /// The deal of `seed`: the 32 cards from the lowest club up, shuffled by
    /// [`SeededRng`], dealt by P10.
    pub fn from_seed(roles: &Roles, seed: u64) -> Deal {
        let mut pack: Vec<Card> = Pack::Piquet32.cards().iter().collect();
        SeededRng::new(seed).shuffle(&mut pack);
        // 32 cards dealt by the fixed pattern: always valid.
        Deal::from_pack(roles, &pack).unwrap_or_else(|e| unreachable!("a shuffled pack deals: {e}"))
    }

    /// Every card once, ten to each active player, none to a sitting-out dealer.
    pub fn validate(&self, roles: &Roles) -> Result<(), DealError> {
        if self.hands.seating() != roles.seating {
            return Err(DealError(format!(
                "hands for {} players at a table of {}",
                self.hands.seating().count(),
                roles.seating.count()
            )));
        }
        let mut seen = CardSet::EMPTY;
        let pack = Pack::Piquet32.cards();
        for (p, hand) in self.hands.iter() {
            let want = if roles.is_active(p) { 10 } else { 0 };
            if hand.len() != want {
                return Err(DealError(format!(
                    "{} holds {} cards; an active player is dealt 10 and a sitting-out dealer none (P1, P9)",
                    p,
                    hand.len()
                )));
            }
        }
        for card in self.hands.values().flatten().chain(self.talon.iter()) {
            if !pack.contains(*card) {
                return Err(DealError(format!("{} is not in the 32-card pack (P2)", card_code(*card))));
            }
            if !seen.insert(*card) {
                return Err(DealError(format!("{} is dealt twice (P2)", card_code(*card))));
            }
        }
        Ok(())
    }

    pub fn hand(&self, p: Player) -> CardSet {
        self.hands.get(p).map(|h| h.iter().copied().collect()).unwrap_or(CardSet::EMPTY)
    }

    pub fn talon_set(&self) -> CardSet {
        self.talon.iter().copied().collect()
    }
}

/// SplitMix64's step: a published bijection, so the seeds of one run's games
/// and deals can be computed again in any language.
pub fn mix(seed: u64, n: u64) -> u64 {
    let mut z = seed.wrapping_add(n.wrapping_add(1).wrapping_mul(0x9e37_79b9_7f4a_7c15));
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn p10_deck_order_to_hands() {
        let seating = Seating::new(3).unwrap();
        let roles = Roles::new(seating, Player::new(2));
        assert_eq!(roles.active, [Player::new(0), Player::new(1), Player::new(2)], "P11: the dealer is third hand");
        let pack: Vec<Card> = Pack::Piquet32.cards().iter().collect();
        let deal = Deal::from_pack(&roles, &pack).unwrap();
        let first = &deal.hands[Player::new(0)];
        assert_eq!(first[..2], pack[0..2]);
        assert_eq!(first[2..4], pack[8..10]);
        assert_eq!(deal.hands[Player::new(1)][..2], pack[2..4]);
        assert_eq!(deal.hands[Player::new(2)][..2], pack[4..6]);
        assert_eq!(deal.talon, [pack[6], pack[7]]);
        assert_eq!(deal.hands[Player::new(2)][8..], pack[30..32]);
    }

    #[test]
    fn p1_four_players_the_dealer_sits_out() {
        let seating = Seating::new(4).unwrap();
        let roles = Roles::new(seating, Player::new(1));
        assert_eq!(roles.active, [Player::new(2), Player::new(3), Player::new(0)]);
        assert_eq!(roles.sitting_out(), Some(Player::new(1)));
        let deal = Deal::from_seed(&roles, 42);
        assert!(deal.hands[Player::new(1)].is_empty());
        assert_eq!(
            roles.defenders(Player::new(0)),
            (Player::new(2), Player::new(3)),
            "P35: L then R, skipping the dealer"
        );
        assert_eq!(Deal::from_seed(&roles, 42), deal, "a seed always deals the same");
        assert_ne!(Deal::from_seed(&roles, 43), deal);
    }

    #[test]
    fn p2_bad_deals_are_refused() {
        let roles = Roles::new(Seating::new(3).unwrap(), Player::new(2));
        let mut deal = Deal::from_seed(&roles, 1);
        deal.talon[1] = deal.talon[0];
        assert!(deal.validate(&roles).unwrap_err().0.contains("twice"));
        let mut deal = Deal::from_seed(&roles, 1);
        deal.hands[Player::new(0)].pop();
        assert!(deal.validate(&roles).unwrap_err().0.contains("P9"));
    }

    #[test]
    fn p7_dealer_rotates() {
        let s = Seating::new(4).unwrap();
        let dealers: Vec<u8> = (0..5).map(|n| Roles::of_deal(s, Player::new(3), n).dealer.index() as u8).collect();
        assert_eq!(dealers, [3, 0, 1, 2, 3]);
    }
}
