//! A validated 52-card deal: four hands of 13 distinct cards.

use crate::{BoardNumber, BySeat, Seat};
use std::fmt;
use std::str::FromStr;
use tenace_cards::{Card, CardSet, SeededRng, Suit};

/// Four hands that together are exactly the 52-card pack. A `Deal` can only be
/// built through validation, so code holding one never re-checks it.
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub struct Deal {
    hands: BySeat<CardSet>,
}

/// Why four hands are not a deal.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DealError {
    #[error("{seat} has {count} cards; every hand needs 13")]
    WrongCount { seat: Seat, count: usize },
    #[error("{card} is in both {first}'s and {second}'s hands")]
    Duplicate { card: Card, first: Seat, second: Seat },
    #[error("“{text}” is not a deal: {reason}")]
    Syntax { text: String, reason: String },
}

impl Deal {
    /// Validates four hands (a `BySeat`, or an array in the order N, E, S, W).
    pub fn new(hands: impl Into<BySeat<CardSet>>) -> Result<Deal, DealError> {
        let hands = hands.into();
        for (first, a) in hands.iter() {
            for (second, b) in hands.iter().skip(first.index() + 1) {
                if let Some(card) = a.intersection(*b).iter().next() {
                    return Err(DealError::Duplicate { card, first, second });
                }
            }
        }
        if let Some(seat) = hands.find(|h| h.len() != 13) {
            return Err(DealError::WrongCount { seat, count: hands[seat].len() });
        }
        Ok(Deal { hands })
    }

    /// Completes a deal in which one hand is not given: it gets every card the
    /// other three do not hold (PBN and LIN often omit the fourth hand).
    pub fn with_fourth_hand(hands: impl Into<BySeat<Option<CardSet>>>) -> Result<Deal, DealError> {
        let hands = hands.into();
        let missing: Vec<Seat> = hands.iter().filter(|(_, h)| h.is_none()).map(|(s, _)| s).collect();
        let known = hands.values().flatten().fold(CardSet::EMPTY, |a, h| a | *h);
        let mut full = hands.map(|_, h| h.unwrap_or(CardSet::EMPTY));
        match missing.as_slice() {
            [] => {}
            [one] => full[*one] = CardSet::FULL - known,
            [_, second, ..] => return Err(DealError::WrongCount { seat: *second, count: 0 }),
        }
        Deal::new(full)
    }

    /// The deal numbered `seed`: the same cards on every machine, forever.
    /// The pack is shuffled with [`SeededRng`] and dealt 13 at a time N, E, S, W.
    pub fn from_seed(seed: u64) -> Deal {
        let mut cards: Vec<Card> = CardSet::FULL.iter().rev().collect();
        SeededRng::new(seed).shuffle(&mut cards);
        let mut chunks = cards.chunks(13);
        let hands = BySeat::from_fn(|_| chunks.next().map(|c| c.iter().copied().collect()).unwrap_or(CardSet::EMPTY));
        Deal { hands }
    }

    /// Board `board` of the set of deals named `seed`: [`Deal::from_seed`] of
    /// [`board_seed`]`(seed, board)`. It is what `tenace deal --seed S --board B`
    /// prints and what the web app's share link `#board=B&seed=S` deals, so a
    /// link and the command line always agree.
    pub fn for_board(seed: u64, board: BoardNumber) -> Deal {
        Deal::from_seed(board_seed(seed, board))
    }

    pub fn hand(&self, seat: Seat) -> CardSet {
        self.hands[seat]
    }

    pub fn hands(&self) -> BySeat<CardSet> {
        self.hands
    }

    /// Who holds a card.
    pub fn holder(&self, card: Card) -> Seat {
        Seat::ALL.into_iter().find(|s| self.hand(*s).contains(card)).unwrap_or(Seat::North)
    }

    /// PBN `[Deal]` text starting from `first`: `N:AKQ.… … … …`.
    pub fn to_pbn(&self, first: Seat) -> String {
        let mut out = format!("{}:", first.letter());
        for k in 0..4 {
            if k > 0 {
                out.push(' ');
            }
            out.push_str(&self.hand(first.advance(k)).to_dotted(Suit::DESCENDING));
        }
        out
    }

    /// Parses PBN `[Deal]` text (any first seat; `-` for one hand left out).
    pub fn from_pbn(text: &str) -> Result<Deal, DealError> {
        let syntax = |reason: &str| DealError::Syntax { text: text.to_owned(), reason: reason.to_owned() };
        let t = text.trim();
        let (first, rest) = match t.split_once(':') {
            Some((f, r)) => (f.trim().parse::<Seat>().map_err(|_| syntax("it must start with N:, E:, S: or W:"))?, r),
            None => return Err(syntax("it must start with N:, E:, S: or W:")),
        };
        let parts: Vec<&str> = rest.split_whitespace().collect();
        if parts.len() != 4 {
            return Err(syntax("it needs four hands separated by spaces"));
        }
        let mut hands: BySeat<Option<CardSet>> = BySeat::splat(None);
        for (k, part) in parts.iter().enumerate() {
            let seat = first.advance(k);
            if *part == "-" {
                continue;
            }
            let set = CardSet::parse_dotted(part, Suit::DESCENDING).ok_or_else(|| {
                syntax(&format!("{seat}'s hand “{part}” must be four suit groups ♠.♥.♦.♣ of A K Q J T 9 … 2"))
            })?;
            hands[seat] = Some(set);
        }
        Deal::with_fourth_hand(hands)
    }
}

/// SplitMix64's increment (2⁶⁴ divided by the golden ratio, made odd).
const GOLDEN_GAMMA: u64 = 0x9e37_79b9_7f4a_7c15;

/// SplitMix64's output function: a bijection on `u64` that spreads every input bit.
const fn splitmix64_mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The [`Deal::from_seed`] seed of board `board` of the deal set `seed`: the
/// `board`-th output of a SplitMix64 generator started at `seed`. SplitMix64 is
/// a published, fixed algorithm, and its mixing step is a bijection, so the
/// boards of one set are all different deals.
pub const fn board_seed(seed: u64, board: BoardNumber) -> u64 {
    splitmix64_mix(seed.wrapping_add((board.get() as u64).wrapping_mul(GOLDEN_GAMMA)))
}

impl fmt::Debug for Deal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Deal({})", self.to_pbn(Seat::North))
    }
}

impl fmt::Display for Deal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_pbn(Seat::North))
    }
}

impl FromStr for Deal {
    type Err = DealError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Deal::from_pbn(s)
    }
}

// Saved as PBN deal text from North: readable, and validated when read back.
tenace_cards::serde_as_text!(Deal, |d: &Deal| d.to_pbn(Seat::North));

#[cfg(test)]
mod tests {
    use super::*;

    const BOARD1: &str = "N:K7.J75.QJT53.A86 J42.T82.K8.KQ943 T9.K964.A9742.J5 AQ8653.AQ3.6.T72";

    #[test]
    fn parses_and_prints_pbn() {
        let d = Deal::from_pbn(BOARD1).unwrap();
        assert_eq!(d.to_pbn(Seat::North), BOARD1);
        let from_east = d.to_pbn(Seat::East);
        assert!(from_east.starts_with("E:J42."));
        assert_eq!(Deal::from_pbn(&from_east).unwrap(), d);
        assert_eq!(d.holder("SA".parse().unwrap()), Seat::West);
    }

    #[test]
    fn fourth_hand_may_be_omitted() {
        let omitted = "N:K7.J75.QJT53.A86 J42.T82.K8.KQ943 T9.K964.A9742.J5 -";
        assert_eq!(Deal::from_pbn(omitted).unwrap(), Deal::from_pbn(BOARD1).unwrap());
    }

    #[test]
    fn rejects_bad_deals_with_reasons() {
        let dup = "N:KK7.J75.QJT53.A86 J42.T82.K8.KQ943 T9.K964.A9742.J5 AQ8653.AQ3.6.T72";
        assert!(Deal::from_pbn(dup).is_err());
        let twice = "N:K7.J75.QJT53.A86 K7.T82.K8.KQ943 T9.K964.A9742.J5 AQ8653.AQ3.6.T72";
        let e = Deal::from_pbn(twice).unwrap_err();
        assert!(e.to_string().contains("in both North's and East's hands"), "{e}");
        let short = "N:K7.J75.QJT53.A8 J42.T82.K8.KQ943 T9.K964.A9742.J5 AQ8653.AQ3.6.T72";
        let e = Deal::from_pbn(short).unwrap_err();
        assert_eq!(e, DealError::WrongCount { seat: Seat::North, count: 12 });
        assert!(Deal::from_pbn("K7.J75").is_err());
        assert!(Deal::from_pbn("X:a b c d").is_err());
    }

    #[test]
    fn seeded_deals_are_reproducible_and_valid() {
        for seed in 0..200 {
            let d = Deal::from_seed(seed);
            assert_eq!(Deal::new(d.hands()), Ok(d));
            assert_eq!(d, Deal::from_seed(seed));
        }
        assert_ne!(Deal::from_seed(1), Deal::from_seed(2));
    }

    #[test]
    fn board_of_a_seed_is_what_the_cli_prints() {
        // `tenace deal --seed 42 --board 7` (board 7 is dealt by South).
        let board = BoardNumber::new(7).unwrap();
        let expected = "S:J65.74.AJ842.J98 87.AK983.T753.K3 A92.JT.K6.AQT642 KQT43.Q652.Q9.75";
        assert_eq!(Deal::for_board(42, board).to_pbn(Seat::South), expected);
        assert_ne!(Deal::for_board(42, board), Deal::for_board(43, board));
    }

    #[test]
    fn serde_as_pbn_text() {
        let d = Deal::from_pbn(BOARD1).unwrap();
        let json = serde_json::to_string(&d).unwrap();
        assert_eq!(json, format!("\"{BOARD1}\""));
        assert_eq!(serde_json::from_str::<Deal>(&json).unwrap(), d);
        assert!(serde_json::from_str::<Deal>("\"N:...\"").is_err());
    }
}
