//! Robot concessions, decided double-dummy over every layout the robot
//! cannot rule out.
//!
//! A robot sees two hands (its own and dummy's); the other two share the
//! unseen cards. In a short ending it enumerates every way those cards can
//! lie (respecting each hand's size and the voids it has shown) and solves
//! each layout double-dummy. Double-dummy is an upper bound on what its side
//! can take in that layout with any line of play, so if it is zero in every
//! layout, no line wins a trick against correct defence: conceding is safe.
//! (Claims are different: the best line may differ between layouts, which
//! is an unstated finesse; robots claim only on top winners, see
//! [`crate::claims`].)

use crate::view::PlayView;
use tenace_bridge::{Game, Seat};
use tenace_cards::{Card, CardSet};
use tenace_dd::{Budget, Position, Solver, SolverConfig};

/// At most this many tricks left: 2 × 5 unseen cards make at most 252 layouts.
pub const MAX_TRICKS: u8 = 5;

/// Search nodes allowed per layout: endings this small need far fewer, and a
/// stopped solve counts as "not sure", so the robot then plays on.
const NODES_PER_LAYOUT: u64 = 200_000;

/// Does the side of `seat` (to play now) surely take no more tricks?
pub fn side_is_beaten(game: &Game, seat: Seat) -> bool {
    let (Some(view), Some(play)) = (PlayView::of(game), game.cardplay()) else { return false };
    if view.controller != seat || play.tricks_remaining() > MAX_TRICKS {
        return false;
    }
    // Only with two hands in sight (its own and dummy's once faced, as the
    // engine shows them) is the rest few enough layouts to try them all.
    let hidden: Vec<Seat> = Seat::ALL.into_iter().filter(|s| view.seen[*s].is_none()).collect();
    let [a, b] = hidden[..] else { return false };
    let pool = view.unseen;
    let count_a = play.hand(a).len();
    let mut solver = Solver::new(SolverConfig { tt_bytes: 1 << 20 });
    let trick = play.current_trick();
    let mut beaten = true;
    for_each_subset(pool, count_a, &mut |hand_a| {
        let hand_b = pool - hand_a;
        if shows_void(&view, a, hand_a) || shows_void(&view, b, hand_b) {
            return true;
        }
        let mut hands = view.seen.map(|_, h| h.unwrap_or(CardSet::EMPTY));
        hands[a] = hand_a;
        hands[b] = hand_b;
        let position =
            Position { strain: play.contract().strain(), hands, leader: trick.leader, trick: trick.cards.clone() };
        let mut budget = Budget::unlimited().with_node_limit(NODES_PER_LAYOUT);
        match solver.tricks(&position, &mut budget) {
            Ok(t) => {
                let ours = if position.to_move().side() == seat.side() { t } else { position.tricks_left() as u8 - t };
                beaten = ours == 0;
            }
            Err(_) => beaten = false,
        }
        beaten
    });
    beaten
}

/// A hand that holds a suit its player has shown out of is impossible.
fn shows_void(view: &PlayView, seat: Seat, hand: CardSet) -> bool {
    hand.iter().any(|c| view.shown_void[seat][c.suit])
}

/// Calls `f` with every `k`-card subset of `pool` until it returns false.
fn for_each_subset(pool: CardSet, k: usize, f: &mut dyn FnMut(CardSet) -> bool) {
    let cards: Vec<Card> = pool.iter().collect();
    fn go(cards: &[Card], k: usize, chosen: CardSet, f: &mut dyn FnMut(CardSet) -> bool) -> bool {
        if k == 0 {
            return f(chosen);
        }
        if cards.len() < k {
            return true;
        }
        go(&cards[1..], k - 1, chosen.with(cards[0]), f) && go(&cards[1..], k, chosen, f)
    }
    go(&cards, k, CardSet::EMPTY, f);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subsets_are_all_there() {
        let pool = CardSet::parse_dotted("AKQJ.T9..", tenace_cards::Suit::DESCENDING).unwrap_or_default();
        let mut n = 0;
        for_each_subset(pool, 3, &mut |s| {
            assert_eq!(s.len(), 3);
            assert!(s.is_subset(pool));
            n += 1;
            true
        });
        assert_eq!(n, 20);
    }
}
