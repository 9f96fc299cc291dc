//! Packs of cards: the 52-card bridge pack and the short packs of other games.

use crate::{CardSet, Rank};
use serde::{Deserialize, Serialize};

/// Which cards are in play.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Pack {
    /// 52 cards: bridge, whist.
    Full52,
    /// 36 cards, six to ace: the shedding game "Bridge".
    Short36,
    /// 32 cards, seven to ace: Preferans, piquet.
    Piquet32,
}

impl Pack {
    pub fn lowest_rank(self) -> Rank {
        match self {
            Pack::Full52 => Rank::Two,
            Pack::Short36 => Rank::Six,
            Pack::Piquet32 => Rank::Seven,
        }
    }

    pub fn cards(self) -> CardSet {
        CardSet::pack_from(self.lowest_rank())
    }

    pub fn len(self) -> usize {
        self.cards().len()
    }

    pub fn is_empty(self) -> bool {
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes() {
        assert_eq!(Pack::Full52.len(), 52);
        assert_eq!(Pack::Short36.len(), 36);
        assert_eq!(Pack::Piquet32.len(), 32);
    }
}
