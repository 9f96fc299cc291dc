//! Hand evaluation: the numbers a player (or a robot) uses to judge a hand
//! before the auction, and that the UI shows beside it.
//!
//! Bridge books disagree on details, so each measure names its convention:
//!
//! - **High-card points** (HCP): Milton Work's A 4, K 3, Q 2, J 1 ([`hcp`]).
//! - **Shortness points**: void 3, singleton 2, doubleton 1 in each suit
//!   ([`shortness_points`]). Goren's "distribution points"; they count only
//!   once a trump fit is known, because a short suit is worth something only
//!   when it can ruff.
//! - **Length points**: 1 for every card beyond the fourth in each suit
//!   ([`length_points`]). They need no fit: long suits set up tricks in any
//!   strain.
//! - **Total points** = HCP + length points ([`total_points`]): the "starting
//!   points" with which an opener values a hand before any fit is known.
//! - **Losing-trick count** (LTC), the plain version: in each suit look only
//!   at the top `min(length, 3)` cards and count the missing A, K, Q among
//!   them — void 0; singleton 0 if the ace, else 1; doubleton AK 0, Ax or Kx
//!   or KQ 1, Qx or xx 2; three or more cards 3 minus the number of A, K, Q held
//!   ([`losing_trick_count`]). No refinements (no half losers for Qxx, no
//!   adjustments for aces or queens).
//! - **Controls**: A 2, K 1 ([`controls`]).
//! - **Quick tricks** per suit: AK 2, AQ 1½, A 1, KQ 1, K with at least one
//!   other card ½, anything else 0 ([`quick_tricks`]).
//! - **Shape** ♠ ♥ ♦ ♣ and **pattern** (the lengths sorted, written 5-3-3-2);
//!   **balanced** is 4-3-3-3, 4-4-3-2 or 5-3-3-2, **semi-balanced** adds
//!   5-4-2-2 and 6-3-2-2 ([`Balance`]).
//!
//! Every function takes any [`CardSet`]: a full 13-card hand or what is left
//! of it during the play. Nothing here panics on any input.

use serde::{Serialize, Serializer};
use std::fmt;
use tenace_cards::{Card, CardSet, Rank, Suit};

/// Milton Work high-card points: A 4, K 3, Q 2, J 1. At most 37 in a 13-card hand.
pub fn hcp(hand: CardSet) -> u32 {
    hand.iter().map(|card| u32::from(card.rank.hcp())).sum()
}

/// Shortness ("distribution") points: void 3, singleton 2, doubleton 1 per suit.
pub fn shortness_points(hand: CardSet) -> u32 {
    Suit::DESCENDING
        .into_iter()
        .map(|suit| match hand.suit_len(suit) {
            0 => 3,
            1 => 2,
            2 => 1,
            _ => 0,
        })
        .sum()
}

/// Length points: one for each card beyond the fourth in every suit.
pub fn length_points(hand: CardSet) -> u32 {
    Suit::DESCENDING.into_iter().map(|suit| hand.suit_len(suit).saturating_sub(4) as u32).sum()
}

/// HCP plus length points: how an opener values a hand before a fit is known.
pub fn total_points(hand: CardSet) -> u32 {
    hcp(hand) + length_points(hand)
}

/// Losers in one suit under the plain losing-trick count (see the module docs).
pub fn suit_losers(hand: CardSet, suit: Suit) -> u32 {
    const TOP: [Rank; 3] = [Rank::Ace, Rank::King, Rank::Queen];
    let counted = hand.suit_len(suit).min(3);
    let held = TOP[..counted].iter().filter(|&&rank| hand.contains(Card::new(suit, rank))).count();
    (counted - held) as u32
}

/// The losing-trick count over all four suits: 0 to 12 for a 13-card hand.
pub fn losing_trick_count(hand: CardSet) -> u32 {
    Suit::DESCENDING.into_iter().map(|suit| suit_losers(hand, suit)).sum()
}

/// Controls: 2 per ace, 1 per king (12 in the whole pack).
pub fn controls(hand: CardSet) -> u32 {
    hand.iter()
        .map(|card| match card.rank {
            Rank::Ace => 2,
            Rank::King => 1,
            _ => 0,
        })
        .sum()
}

/// Defensive tricks that should win in the first two rounds of a suit,
/// counted in halves so that the total is exact (and hashable).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct QuickTricks {
    halves: u32,
}

impl QuickTricks {
    /// The count in half tricks (AQ is 3).
    pub const fn halves(self) -> u32 {
        self.halves
    }

    /// The count as a number of tricks (AQ is 1.5), for display and robots' thresholds.
    pub fn tricks(self) -> f64 {
        f64::from(self.halves) / 2.0
    }
}

impl fmt::Display for QuickTricks {
    /// `2`, `1.5`: a decimal point, because the number also appears in JSON and logs.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.halves % 2 {
            0 => write!(f, "{}", self.halves / 2),
            _ => write!(f, "{}.5", self.halves / 2),
        }
    }
}

/// Serialized as a plain number of tricks (`1.5`).
impl Serialize for QuickTricks {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_f64(self.tricks())
    }
}

/// Quick tricks in one suit: AK 2, AQ 1½, A 1, KQ 1, Kx ½ (a bare king 0).
pub fn suit_quick_tricks(hand: CardSet, suit: Suit) -> QuickTricks {
    let has = |rank| hand.contains(Card::new(suit, rank));
    let halves = match (has(Rank::Ace), has(Rank::King), has(Rank::Queen)) {
        (true, true, _) => 4,
        (true, false, true) => 3,
        (true, false, false) => 2,
        (false, true, true) => 2,
        // A king is a quick trick only if a small card can be played under the ace.
        (false, true, false) if hand.suit_len(suit) >= 2 => 1,
        (false, true, false) => 0,
        (false, false, _) => 0,
    };
    QuickTricks { halves }
}

/// Quick tricks over all four suits (at most 8).
pub fn quick_tricks(hand: CardSet) -> QuickTricks {
    let halves = Suit::DESCENDING.into_iter().map(|suit| suit_quick_tricks(hand, suit).halves).sum();
    QuickTricks { halves }
}

/// Suit lengths sorted longest first, the way players name a hand's shape
/// ("5-3-3-2") without saying which suit is which.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Pattern([usize; 4]);

impl Pattern {
    pub fn of(hand: CardSet) -> Pattern {
        let mut lengths = hand.shape();
        lengths.sort_unstable_by(|a, b| b.cmp(a));
        Pattern(lengths)
    }

    /// The lengths, longest first.
    pub const fn lengths(self) -> [usize; 4] {
        self.0
    }

    pub fn balance(self) -> Balance {
        match self.0 {
            [4, 3, 3, 3] | [4, 4, 3, 2] | [5, 3, 3, 2] => Balance::Balanced,
            [5, 4, 2, 2] | [6, 3, 2, 2] => Balance::SemiBalanced,
            _ => Balance::Unbalanced,
        }
    }
}

impl fmt::Display for Pattern {
    /// `5-3-3-2`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [a, b, c, d] = self.0;
        write!(f, "{a}-{b}-{c}-{d}")
    }
}

/// Serialized as its text (`"5-3-3-2"`), which is what people read.
impl Serialize for Pattern {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// How evenly a hand's cards are spread over the suits.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Balance {
    /// 4-3-3-3, 4-4-3-2 or 5-3-3-2: the no-trump shapes.
    Balanced,
    /// 5-4-2-2 or 6-3-2-2: no singleton or void, but two doubletons or a six-card suit.
    SemiBalanced,
    /// Everything else, including any singleton or void.
    Unbalanced,
}

impl Balance {
    pub fn of(hand: CardSet) -> Balance {
        Pattern::of(hand).balance()
    }

    pub const fn is_balanced(self) -> bool {
        matches!(self, Balance::Balanced)
    }

    /// True for balanced hands too: a semi-balanced range includes the balanced shapes.
    pub const fn is_semi_balanced(self) -> bool {
        matches!(self, Balance::Balanced | Balance::SemiBalanced)
    }
}

/// Everything this module measures about one hand, computed once for the
/// robots' bidding and for the UI's hand panel.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct HandEvaluation {
    pub hcp: u32,
    pub shortness_points: u32,
    pub length_points: u32,
    /// HCP + length points.
    pub total_points: u32,
    pub losing_tricks: u32,
    /// Lengths in the order ♠ ♥ ♦ ♣.
    pub shape: [usize; 4],
    pub pattern: Pattern,
    pub balance: Balance,
    pub controls: u32,
    pub quick_tricks: QuickTricks,
}

impl HandEvaluation {
    /// ```
    /// use tenace_bridge::eval::{Balance, HandEvaluation};
    /// use tenace_bridge::{CardSet, Suit};
    ///
    /// let hand = CardSet::parse_dotted("KQ72.A85.J64.Q93", Suit::DESCENDING).unwrap_or_default();
    /// let e = HandEvaluation::of(hand);
    /// assert_eq!((e.hcp, e.losing_tricks, e.pattern.to_string()), (12, 8, "4-3-3-3".to_owned()));
    /// assert_eq!(e.balance, Balance::Balanced);
    /// assert_eq!(e.quick_tricks.to_string(), "2");
    /// ```
    pub fn of(hand: CardSet) -> HandEvaluation {
        let pattern = Pattern::of(hand);
        let hcp = hcp(hand);
        let length_points = length_points(hand);
        HandEvaluation {
            hcp,
            shortness_points: shortness_points(hand),
            length_points,
            total_points: hcp + length_points,
            losing_tricks: losing_trick_count(hand),
            shape: hand.shape(),
            pattern,
            balance: pattern.balance(),
            controls: controls(hand),
            quick_tricks: quick_tricks(hand),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Deal, Seat};
    use proptest::prelude::*;

    fn hand(text: &str) -> CardSet {
        CardSet::parse_dotted(text, Suit::DESCENDING).unwrap_or_else(|| panic!("bad test hand {text}"))
    }

    /// A hand with only `holding` in spades, to test one suit's rule.
    fn spades(holding: &str) -> CardSet {
        hand(&format!("{holding}..."))
    }

    #[test]
    fn high_card_points() {
        assert_eq!(hcp(hand("AKQ.T98.5.765432")), 9);
        assert_eq!(hcp(hand("AKQJ.AKQ.AKQ.AKQ")), 37, "the most a 13-card hand can hold");
        assert_eq!(hcp(hand("T98.765.432.5432")), 0, "a Yarborough");
        assert_eq!(hcp(hand("KQ72.A85.J64.Q93")), 12);
        assert_eq!(hcp(hand("AKJ52.KQ2..A9843")), 17, "a void adds nothing");
        assert_eq!(hcp(CardSet::FULL), 40);
        assert_eq!(hcp(CardSet::EMPTY), 0);
    }

    #[test]
    fn shortness_points_count_voids_singletons_doubletons() {
        assert_eq!(shortness_points(hand("KQ72.A85.J64.Q93")), 0, "4-3-3-3");
        assert_eq!(shortness_points(hand("AJ85.KT64.Q72.K3")), 1, "one doubleton");
        assert_eq!(shortness_points(hand("AKQ.T98.5.765432")), 2, "one singleton");
        assert_eq!(shortness_points(hand("AKJ52.KQ2..A9843")), 3, "one void");
        assert_eq!(shortness_points(hand("AKQJT98765432...")), 9, "three voids");
        assert_eq!(shortness_points(hand("AQ.KJ95.QT874.J3")), 2, "two doubletons");
    }

    #[test]
    fn length_points_count_cards_beyond_four() {
        assert_eq!(length_points(hand("KQ72.A85.J64.Q93")), 0);
        assert_eq!(length_points(hand("AKQ.T98.5.765432")), 2, "six clubs");
        assert_eq!(length_points(hand("AKJ52.KQ2..A9843")), 2, "two five-card suits");
        assert_eq!(length_points(hand("AKQJT98765432...")), 9);
    }

    #[test]
    fn total_points_are_hcp_plus_length() {
        assert_eq!(total_points(hand("AKQ.T98.5.765432")), 11);
        assert_eq!(total_points(hand("AKJ52.KQ2..A9843")), 19);
        assert_eq!(total_points(hand("KQ72.A85.J64.Q93")), 12);
    }

    #[test]
    fn losers_per_suit_follow_the_plain_ltc() {
        let table = [
            ("", 0),
            ("A", 0),
            ("K", 1),
            ("2", 1),
            ("AK", 0),
            ("A7", 1),
            ("K7", 1),
            ("KQ", 1),
            ("Q7", 2),
            ("72", 2),
            ("AKQ", 0),
            ("AKQ432", 0),
            ("AK7", 1),
            ("AQ7", 1),
            ("KQ7", 1),
            ("AJT", 2),
            ("A72", 2),
            ("K72", 2),
            ("Q72", 2),
            ("JT9", 3),
            ("JT98765", 3),
        ];
        for (holding, losers) in table {
            assert_eq!(suit_losers(spades(holding), Suit::Spades), losers, "♠{holding}");
            assert_eq!(losing_trick_count(spades(holding)), losers, "♠{holding} only");
        }
    }

    #[test]
    fn losing_trick_count_of_whole_hands() {
        assert_eq!(losing_trick_count(hand("AKQ.T98.5.765432")), 7);
        assert_eq!(losing_trick_count(hand("AKJ52.KQ2..A9843")), 4, "the void has no loser");
        assert_eq!(losing_trick_count(hand("KQ72.A85.J64.Q93")), 8);
        assert_eq!(losing_trick_count(hand("AJ85.KT64.Q72.K3")), 7);
        assert_eq!(losing_trick_count(hand("T98.765.432.5432")), 12);
        assert_eq!(losing_trick_count(hand("AKQJ.AKQ.AKQ.AKQ")), 0);
        assert_eq!(losing_trick_count(hand("AKQJT98765432...")), 0);
    }

    #[test]
    fn controls_count_aces_two_kings_one() {
        assert_eq!(controls(hand("AKJ52.KQ2..A9843")), 6);
        assert_eq!(controls(hand("KQ72.A85.J64.Q93")), 3);
        assert_eq!(controls(hand("QJ72.Q85.J64.Q93")), 0);
        assert_eq!(controls(hand("AKQJ.AKQ.AKQ.AKQ")), 12);
    }

    #[test]
    fn quick_tricks_per_suit() {
        let table = [
            ("AK", 4),
            ("AKQ", 4),
            ("AK2", 4),
            ("AQ", 3),
            ("AQJ", 3),
            ("A", 2),
            ("A72", 2),
            ("AJ", 2),
            ("KQ", 2),
            ("KQ7", 2),
            ("K7", 1),
            ("K", 0),
            ("QJ", 0),
            ("Q7", 0),
            ("", 0),
        ];
        for (holding, halves) in table {
            assert_eq!(suit_quick_tricks(spades(holding), Suit::Spades).halves(), halves, "♠{holding}");
        }
    }

    #[test]
    fn quick_tricks_of_whole_hands_and_display() {
        let qt = quick_tricks(hand("AKJ52.KQ2..A9843"));
        assert_eq!((qt.halves(), qt.tricks(), qt.to_string()), (8, 4.0, "4".to_owned()));
        let qt = quick_tricks(hand("AJ85.KT64.Q72.K3"));
        assert_eq!((qt.halves(), qt.tricks(), qt.to_string()), (4, 2.0, "2".to_owned()), "A + K64 + K3");
        let qt = quick_tricks(hand("AQ.KJ95.QT874.J3"));
        assert_eq!((qt.halves(), qt.tricks(), qt.to_string()), (4, 2.0, "2".to_owned()), "AQ + KJ95");
        let qt = quick_tricks(hand("AQ7.K.QJ8.T98765"));
        assert_eq!((qt.halves(), qt.tricks(), qt.to_string()), (3, 1.5, "1.5".to_owned()), "bare K is 0");
        assert_eq!(quick_tricks(hand("AKQJ.AKQ.AKQ.AKQ")).halves(), 16);
    }

    #[test]
    fn shape_and_pattern() {
        let h = hand("AKJ52.KQ2..A9843");
        assert_eq!(h.shape(), [5, 3, 0, 5]);
        assert_eq!(Pattern::of(h).lengths(), [5, 5, 3, 0]);
        assert_eq!(Pattern::of(h).to_string(), "5-5-3-0");
        assert_eq!(Pattern::of(hand("AKQ.T98.5.765432")).to_string(), "6-3-3-1");
        assert_eq!(Pattern::of(hand("AKQJT98765432...")).to_string(), "13-0-0-0");
    }

    #[test]
    fn balanced_and_semi_balanced_shapes() {
        let table = [
            ("KQ72.A85.J64.Q93", Balance::Balanced),     // 4-3-3-3
            ("AJ85.KT64.Q72.K3", Balance::Balanced),     // 4-4-3-2
            ("K2.AQJ94.K73.862", Balance::Balanced),     // 5-3-3-2
            ("AQ.KJ95.QT874.J3", Balance::SemiBalanced), // 5-4-2-2
            ("AK.QJ9743.K85.72", Balance::SemiBalanced), // 6-3-2-2
            ("AK74.QJ82.KT53.6", Balance::Unbalanced),   // 4-4-4-1
            ("AKQJ987.52.43.32", Balance::Unbalanced),   // 7-2-2-2
            ("AKQ.T98.5.765432", Balance::Unbalanced),   // 6-3-3-1
            ("AKJ52.KQ2..A9843", Balance::Unbalanced),   // 5-5-3-0
            ("AK852.Q94.J7.T63", Balance::Balanced),     // 5-3-3-2 with the five in spades
            ("A9852.KQ94.J7.T6", Balance::SemiBalanced), // 5-4-2-2
            ("A9852.KQ943.J7.T", Balance::Unbalanced),   // 5-5-2-1
        ];
        for (text, balance) in table {
            let h = hand(text);
            assert_eq!(h.len(), 13, "{text}");
            assert_eq!(Balance::of(h), balance, "{text} is {}", Pattern::of(h));
        }
        assert!(Balance::Balanced.is_balanced() && Balance::Balanced.is_semi_balanced());
        assert!(!Balance::SemiBalanced.is_balanced() && Balance::SemiBalanced.is_semi_balanced());
        assert!(!Balance::Unbalanced.is_balanced() && !Balance::Unbalanced.is_semi_balanced());
    }

    #[test]
    fn evaluation_gathers_every_measure() {
        let e = HandEvaluation::of(hand("AKJ52.KQ2..A9843"));
        assert_eq!(
            e,
            HandEvaluation {
                hcp: 17,
                shortness_points: 3,
                length_points: 2,
                total_points: 19,
                losing_tricks: 4,
                shape: [5, 3, 0, 5],
                pattern: Pattern([5, 5, 3, 0]),
                balance: Balance::Unbalanced,
                controls: 6,
                quick_tricks: QuickTricks { halves: 8 },
            }
        );
        let json = serde_json::to_value(e).unwrap();
        assert_eq!(json["pattern"], "5-5-3-0");
        assert_eq!(json["quick_tricks"], 4.0);
        assert_eq!(json["balance"], "Unbalanced");
        assert_eq!(json["shape"], serde_json::json!([5, 3, 0, 5]));
    }

    #[test]
    fn a_deal_shares_out_all_honours() {
        for seed in 0..50 {
            let deal = Deal::from_seed(seed);
            let evals = Seat::ALL.map(|s| HandEvaluation::of(deal.hand(s)));
            assert_eq!(evals.iter().map(|e| e.hcp).sum::<u32>(), 40);
            assert_eq!(evals.iter().map(|e| e.controls).sum::<u32>(), 12);
        }
    }

    fn any_hand() -> impl Strategy<Value = CardSet> {
        let pack: Vec<Card> = CardSet::FULL.iter().collect();
        proptest::sample::subsequence(pack, 13).prop_map(|cards| cards.into_iter().collect::<CardSet>())
    }

    proptest! {
        #[test]
        fn every_13_card_hand_stays_in_range(h in any_hand()) {
            let e = HandEvaluation::of(h);
            prop_assert_eq!(h.len(), 13);
            prop_assert!(e.hcp <= 37);
            prop_assert!(e.losing_tricks <= 12);
            prop_assert!(e.controls <= 12);
            prop_assert!(e.quick_tricks.halves() <= 16);
            prop_assert!(e.shortness_points <= 9 && e.length_points <= 9);
            prop_assert_eq!(e.shape.iter().sum::<usize>(), 13);
            prop_assert_eq!(e.total_points, e.hcp + e.length_points);
            // The pattern is the shape sorted.
            let mut sorted = e.shape;
            sorted.sort_unstable();
            sorted.reverse();
            prop_assert_eq!(e.pattern.lengths(), sorted);
            // LTC counts at most three losers per suit and never more than the cards held.
            for suit in Suit::DESCENDING {
                prop_assert!(suit_losers(h, suit) as usize <= h.suit_len(suit).min(3));
            }
            // Balanced hands have no singleton or void and at most one doubleton.
            if e.balance.is_balanced() {
                prop_assert!(e.shape.iter().all(|&n| n >= 2));
                prop_assert!(e.shape.iter().filter(|&&n| n == 2).count() <= 1);
            }
            if e.balance.is_semi_balanced() {
                prop_assert_eq!(e.shortness_points, e.shape.iter().filter(|&&n| n == 2).count() as u32);
            }
            // HCP and controls are each the sum of their per-card values, the complement included.
            let rest = CardSet::FULL - h;
            prop_assert_eq!(hcp(h) + hcp(rest), 40);
            prop_assert_eq!(controls(h) + controls(rest), 12);
        }
    }
}
