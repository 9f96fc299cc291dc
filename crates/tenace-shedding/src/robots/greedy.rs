//! `greedy`: a baseline that sheds points as fast as it can.

use super::{Decision, Robot};
use crate::cards::{canonical, points, SUITS};
use crate::game::{Act, Phase};
use crate::mulberry::Mulberry32;
use crate::view::Seen;
use tenace_cards::{Card, Rank, Suit};

/// Plays its most expensive playable card (ties: canonical order), keeps
/// laying cards of the same rank, names the suit it holds most of, draws
/// only when it cannot play, and calls "Bridge" when it may and holds fewer
/// points than any opponent could.
#[derive(Clone, Debug)]
pub struct Greedy {
    rng: Mulberry32,
}

impl Greedy {
    pub fn new(seed: u32) -> Greedy {
        Greedy { rng: Mulberry32::new(seed) }
    }
}

/// The suit of `hand` (jacks aside) with the most cards; spades first on a tie.
pub(crate) fn longest_suit(hand: tenace_cards::CardSet, without: Option<Card>) -> Suit {
    let hand = match without {
        Some(c) => hand.without(c),
        None => hand,
    };
    let jacks = crate::cards::of_rank(hand, Rank::Jack);
    let rest = hand.difference(jacks);
    let mut best = (0, SUITS[0]);
    for s in SUITS {
        let n = rest.suit_len(s);
        if n > best.0 {
            best = (n, s);
        }
    }
    best.1
}

impl Robot for Greedy {
    fn decide(&mut self, seen: &Seen<'_>) -> Decision {
        self.choose(seen).into()
    }
}

impl Greedy {
    /// The decision, without a remark.
    pub fn choose(&mut self, seen: &Seen<'_>) -> Act {
        let hand = seen.hand();
        if seen.may_bridge() {
            let mine: i32 = canonical(hand).map(|c| points(c, 20)).sum();
            if mine <= 10 {
                return Act::Bridge;
            }
        }
        let playable = seen.playable();
        let best =
            canonical(playable).max_by_key(|c| (points(*c, 20), std::cmp::Reverse(crate::cards::canonical_index(*c))));
        if let Some(card) = best {
            if seen.phase() == Phase::Continue
                || card.rank != Rank::Jack
                || playable.len() == 1
                || self.rng.below(2) == 0
            {
                return if card.rank == Rank::Jack {
                    Act::jack(card, longest_suit(hand, Some(card)))
                } else {
                    Act::play(card)
                };
            }
            // Keep a jack for later when another card will do.
            if let Some(other) = canonical(playable).filter(|c| c.rank != Rank::Jack).max_by_key(|c| points(*c, 20)) {
                return Act::play(other);
            }
            return Act::jack(card, longest_suit(hand, Some(card)));
        }
        if seen.may_draw() {
            Act::Draw
        } else {
            Act::End
        }
    }
}
