//! `sample` (S63, A.6): the seed's demo robot made exact.

use super::{Decision, Robot};
use crate::cards::{canonical, SUITS};
use crate::game::{Act, Phase};
use crate::mulberry::Mulberry32;
use crate::view::Seen;
use tenace_cards::Rank;

/// In phase `continue` it ends. Otherwise, if some play is legal, it plays
/// card ⌊r × k⌋ of the k distinct cards it may play in canonical order, and
/// a jack names suit ⌊r′ × 4⌋ of `S H D C`; with no legal play it draws when
/// it may, and ends otherwise. It never calls "Bridge".
#[derive(Clone, Debug)]
pub struct Sample {
    rng: Mulberry32,
}

impl Sample {
    pub fn new(seed: u32) -> Sample {
        Sample { rng: Mulberry32::new(seed) }
    }

    /// The decision, without a remark (the hot path of the benchmarks).
    pub fn choose(&mut self, seen: &Seen<'_>) -> Act {
        if seen.phase() == Phase::Continue {
            return Act::End;
        }
        let playable = seen.playable();
        let k = playable.len();
        if k > 0 {
            let i = self.rng.below(k);
            // i < k = the number of cards in the set.
            let card = canonical(playable).nth(i).unwrap_or_else(|| unreachable!("index below the set's size"));
            if card.rank == Rank::Jack {
                return Act::jack(card, SUITS[self.rng.below(4)]);
            }
            return Act::play(card);
        }
        if seen.may_draw() {
            Act::Draw
        } else {
            Act::End
        }
    }
}

impl Robot for Sample {
    fn decide(&mut self, seen: &Seen<'_>) -> Decision {
        self.choose(seen).into()
    }
}
