//! What a call says about a hand, and what a hand must hold to make it.
//!
//! [`Shows`] is knowledge: ranges of HCP and suit lengths, narrowed call by
//! call, and what the card-play robot samples hands from. [`Constraint`] is a
//! rule's requirement: a [`Shows`] plus shape and honour tests that do not fit
//! a range. A rule's constraint is the whole of its meaning, so the same data
//! chooses the robot's call and explains everybody's calls.

use crate::valuation::{quarter_span, Valuation, HT_MAX};
use serde::{Deserialize, Serialize};
use std::fmt;
use tenace_bridge::eval::{hcp, length_points, shortness_points, Balance};
use tenace_cards::{CardSet, Rank, Suit};

/// An inclusive range of small counts (HCP, cards in a suit).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Range {
    pub min: u8,
    pub max: u8,
}

impl Range {
    pub const fn new(min: u8, max: u8) -> Range {
        Range { min, max }
    }

    /// `5+`, `0–3`, `12–14`, `6`: the range as players write it, `cap` being
    /// the most the quantity can be (a maximum at the cap reads as "or more").
    /// Numbers and dashes read the same in every language.
    pub fn span(self, cap: u8) -> String {
        if self.min == self.max {
            self.min.to_string()
        } else if self.max >= cap {
            format!("{}+", self.min)
        } else if self.min == 0 {
            format!("0–{}", self.max)
        } else {
            format!("{}–{}", self.min, self.max)
        }
    }

    pub const fn at_least(min: u8) -> Range {
        Range { min, max: u8::MAX }
    }

    pub const fn at_most(max: u8) -> Range {
        Range { min: 0, max }
    }

    pub const ANY: Range = Range { min: 0, max: u8::MAX };

    pub const fn contains(self, n: u8) -> bool {
        n >= self.min && n <= self.max
    }

    /// Both ranges at once; `None` when they contradict each other.
    pub fn intersect(self, other: Range) -> Option<Range> {
        let r = Range { min: self.min.max(other.min), max: self.max.min(other.max) };
        (r.min <= r.max).then_some(r)
    }

    /// The smallest range holding both.
    pub fn hull(self, other: Range) -> Range {
        Range { min: self.min.min(other.min), max: self.max.max(other.max) }
    }

    /// Clamped to `0..=cap` for display and sampling.
    pub fn capped(self, cap: u8) -> Range {
        Range { min: self.min.min(cap), max: self.max.min(cap) }
    }
}

/// What is known about one hand: HCP and the length of each suit.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Shows {
    pub hcp: Range,
    /// Indexed by [`Suit::index`] (clubs first).
    pub len: [Range; 4],
    /// Points counting distribution (total or dummy points), at least the
    /// HCP: what suit-contract decisions use. Rules that state points narrow
    /// it more than their HCP estimate can.
    #[serde(default = "any_points")]
    pub pts: Range,
    /// Honour tricks by seed 000's table (C1–C3), in quarters: what the
    /// Culbertson rules state and infer.
    #[serde(default = "any_ht")]
    pub ht: Range,
    /// Honour tricks by the club system's table (E1), in quarters.
    #[serde(default = "any_ht")]
    pub ht_club: Range,
}

fn any_points() -> Range {
    Range::new(0, 40)
}

fn any_ht() -> Range {
    Range::new(0, HT_MAX)
}

impl Default for Shows {
    fn default() -> Shows {
        Shows::ANY
    }
}

impl Shows {
    pub const ANY: Shows = Shows {
        hcp: Range::new(0, 37),
        len: [Range::new(0, 13); 4],
        pts: Range::new(0, 40),
        ht: Range::new(0, HT_MAX),
        ht_club: Range::new(0, HT_MAX),
    };

    pub fn len(&self, suit: Suit) -> Range {
        self.len[suit.index()]
    }

    /// Both pieces of knowledge at once. A contradiction (a player whose
    /// calls cannot all be true) keeps the newer statement: it is what the
    /// player says now.
    pub fn and(self, newer: Shows) -> Shows {
        let hcp = self.hcp.intersect(newer.hcp).unwrap_or(newer.hcp);
        let mut len = self.len;
        for (old, new) in len.iter_mut().zip(newer.len) {
            *old = old.intersect(new).unwrap_or(new);
        }
        let pts = self.pts.intersect(newer.pts).unwrap_or(newer.pts);
        let ht = self.ht.intersect(newer.ht).unwrap_or(newer.ht);
        let ht_club = self.ht_club.intersect(newer.ht_club).unwrap_or(newer.ht_club);
        Shows { hcp, len, pts, ht, ht_club }.tightened()
    }

    /// What either of two statements allows.
    pub fn or(self, other: Shows) -> Shows {
        let mut len = self.len;
        for (a, b) in len.iter_mut().zip(other.len) {
            *a = a.hull(b);
        }
        Shows {
            hcp: self.hcp.hull(other.hcp),
            len,
            pts: self.pts.hull(other.pts),
            ht: self.ht.hull(other.ht),
            ht_club: self.ht_club.hull(other.ht_club),
        }
    }

    /// Clamp to what a 13-card hand can hold: a suit's maximum cannot exceed
    /// 13 minus the other suits' minimums.
    pub fn tightened(mut self) -> Shows {
        self.hcp = self.hcp.capped(37);
        // Points are never fewer than the HCP.
        self.pts = self.pts.capped(40);
        self.pts.min = self.pts.min.max(self.hcp.min);
        self.pts.max = self.pts.max.max(self.pts.min);
        self.ht = self.ht.capped(HT_MAX);
        self.ht_club = self.ht_club.capped(HT_MAX);
        for r in &mut self.len {
            *r = r.capped(13);
        }
        let mins: u8 = self.len.iter().map(|r| r.min).sum();
        for i in 0..4 {
            let others = mins - self.len[i].min;
            let cap = 13u8.saturating_sub(others);
            self.len[i].max = self.len[i].max.min(cap).max(self.len[i].min);
        }
        self
    }

    pub fn admits(&self, hand: &HandFacts) -> bool {
        self.hcp.contains(hand.hcp)
            && Suit::ASCENDING.into_iter().all(|s| self.len(s).contains(hand.len(s)))
            && self.ht.contains(hand.ht)
            && self.ht_club.contains(hand.ht_club)
    }

    /// `12–14 HCP, 5+♥`: only what differs from "anything".
    pub fn describe(&self) -> String {
        let mut parts = Vec::new();
        let h = self.hcp.capped(37);
        if h != Range::new(0, 37) {
            parts.push(format!("{} HCP", h.span(37)));
        }
        for suit in Suit::DESCENDING {
            let r = self.len(suit).capped(13);
            if r != Range::new(0, 13) {
                parts.push(format!("{}{}", r.span(13), suit.symbol()));
            }
        }
        for r in [self.ht, self.ht_club] {
            let r = r.capped(HT_MAX);
            if r != Range::new(0, HT_MAX) {
                parts.push(format!("{} honour tricks", quarter_span(r.min, r.max)));
            }
        }
        if parts.is_empty() {
            "nothing definite".to_owned()
        } else {
            parts.join(", ")
        }
    }
}

impl fmt::Display for Shows {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe())
    }
}

/// The facts about a hand that rules test, computed once per decision.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct HandFacts {
    pub cards: CardSet,
    pub hcp: u8,
    /// Indexed by [`Suit::index`].
    pub lengths: [u8; 4],
    pub balance: Balance,
    /// HCP plus one point per card beyond four in a suit: opening strength.
    pub total: u8,
    /// HCP plus shortness (void 3, singleton 2, doubleton 1): strength as
    /// dummy once a trump fit is found.
    pub dummy: u8,
    /// Honour tricks by seed 000's table (C1–C3), in quarters.
    pub ht: u8,
    /// Honour tricks by the club system's table (E1), in quarters.
    pub ht_club: u8,
}

impl HandFacts {
    pub fn of(cards: CardSet) -> HandFacts {
        let mut lengths = [0u8; 4];
        for suit in Suit::ASCENDING {
            lengths[suit.index()] = cards.suit_len(suit) as u8;
        }
        let hcp = hcp(cards) as u8;
        HandFacts {
            cards,
            hcp,
            lengths,
            balance: Balance::of(cards),
            total: hcp + length_points(cards) as u8,
            dummy: hcp + shortness_points(cards) as u8,
            ht: crate::valuation::ht_000(cards),
            ht_club: crate::valuation::ht_club(cards),
        }
    }

    pub fn len(&self, suit: Suit) -> u8 {
        self.lengths[suit.index()]
    }

    pub fn has(&self, suit: Suit, rank: Rank) -> bool {
        self.cards.contains(tenace_cards::Card::new(suit, rank))
    }

    /// Honours among A K Q in `suit`.
    pub fn top3(&self, suit: Suit) -> u8 {
        [Rank::Ace, Rank::King, Rank::Queen].into_iter().filter(|&r| self.has(suit, r)).count() as u8
    }

    /// Honours among A K Q J T in `suit`.
    pub fn top5(&self, suit: Suit) -> u8 {
        [Rank::Ace, Rank::King, Rank::Queen, Rank::Jack, Rank::Ten].into_iter().filter(|&r| self.has(suit, r)).count()
            as u8
    }

    /// A, Kx, Qxx or Jxxx (or longer): a suit the opponents cannot run at once.
    pub fn stopper(&self, suit: Suit) -> bool {
        let n = self.len(suit);
        self.has(suit, Rank::Ace)
            || (self.has(suit, Rank::King) && n >= 2)
            || (self.has(suit, Rank::Queen) && n >= 3)
            || (self.has(suit, Rank::Jack) && n >= 4)
    }

    /// Two of the top three or three of the top five honours.
    pub fn good_suit(&self, suit: Suit) -> bool {
        self.top3(suit) >= 2 || self.top5(suit) >= 3
    }

    pub fn aces(&self) -> u8 {
        Suit::ASCENDING.into_iter().filter(|&s| self.has(s, Rank::Ace)).count() as u8
    }

    pub fn kings(&self) -> u8 {
        Suit::ASCENDING.into_iter().filter(|&s| self.has(s, Rank::King)).count() as u8
    }

    /// HCP + the two longest suits' lengths ≥ 20.
    pub fn rule_of_20(&self) -> bool {
        let mut l = self.lengths;
        l.sort_unstable_by(|a, b| b.cmp(a));
        self.hcp + l[0] + l[1] >= 20
    }

    /// First-round control: the ace or a void.
    pub fn first_round_control(&self, suit: Suit) -> bool {
        self.len(suit) == 0 || self.has(suit, Rank::Ace)
    }

    /// Second-round control: the king or a singleton (or first-round control).
    pub fn second_round_control(&self, suit: Suit) -> bool {
        self.len(suit) <= 1 || self.has(suit, Rank::Ace) || self.has(suit, Rank::King)
    }
}

/// A hand shape a rule asks for.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ShapeReq {
    Any,
    Balanced,
    /// Balanced or 5-4-2-2 / 6-3-2-2.
    SemiBalanced,
    /// Not balanced (any singleton, void, or 5-4 / 6-card suit shapes).
    Unbalanced,
}

impl ShapeReq {
    fn admits(self, b: Balance) -> bool {
        match self {
            ShapeReq::Any => true,
            ShapeReq::Balanced => b.is_balanced(),
            ShapeReq::SemiBalanced => b.is_semi_balanced(),
            ShapeReq::Unbalanced => !b.is_balanced(),
        }
    }
}

/// A test on the hand that a range cannot say. Each has a player's wording.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Test {
    /// Total points (HCP + length) in a range.
    Total(Range),
    /// Dummy points (HCP + shortness) in a range, for raises.
    Dummy(Range),
    /// 13+ total points or the rule of 20.
    OpeningValues,
    Stopper(Suit),
    NoStopper(Suit),
    /// Two of the top three or three of the top five honours.
    GoodSuit(Suit),
    /// Number of aces, counting 0 and 4 alike (Blackwood answers).
    AcesMod4(u8),
    KingsMod4(u8),
    /// Two of the top three trump honours (A K Q), Josephine's answer.
    TwoTopHonours(Suit),
    /// First-round control (ace or void): a cue bid.
    FirstRoundControl(Suit),
    /// Not `n` or more cards in either major (for 2NT, 1NT overcalls …).
    NoFourCardMajor,
    /// No first-round control in the suit.
    NoFirstRoundControl(Suit),
    /// At least as many cards in the first suit as in the second.
    LenGe(Suit, Suit),
    /// More cards in the first suit than in the second.
    LenGt(Suit, Suit),
    /// HCP + spades ≥ 15: opening in fourth seat (Pearson points).
    RuleOf15,
    /// A singleton or void in the suit.
    Short(Suit),
    /// No singleton or void anywhere.
    NoShortness,
    /// Four or more cards in a major.
    FourCardMajor,
    /// The ace or the king of the suit (a "feature").
    AceOrKing(Suit),
    /// At most one of A K Q of the suit.
    AtMostOneTopHonour(Suit),
    /// No void anywhere (Blackwood needs to count aces, not voids).
    NoVoid,
    /// Five or more cards in each of two suits.
    TwoSuiter(Suit, Suit),
    /// At most this many losers by the losing trick count: a hand that
    /// takes nine or ten tricks on its own needs 3 or fewer.
    MaxLosers(u8),
    /// A suit of reasonable quality for a weak two or an overcall: two of
    /// the top four honours, or the ace or king with the ten or another honour.
    DecentSuit(Suit),
    /// A singleton or void somewhere.
    Shortness,
    /// At least this many losers by the losing trick count (not a hand
    /// that would rather bid game or force).
    MinLosers(u8),
    /// Controls (ace 2, king 1) in a range.
    Controls(Range),
    /// A test of the 1930s valuations (honour, playing, trump and support
    /// tricks, biddable suits, the Lithuanian point count).
    Val(Valuation),
    /// The hand fails that test.
    NotVal(Valuation),
}

impl Test {
    pub fn admits(self, h: &HandFacts) -> bool {
        match self {
            Test::Total(r) => r.contains(h.total),
            Test::Dummy(r) => r.contains(h.dummy),
            Test::OpeningValues => h.total >= 13 || h.rule_of_20(),
            Test::Stopper(s) => h.stopper(s),
            Test::NoStopper(s) => !h.stopper(s),
            Test::GoodSuit(s) => h.good_suit(s),
            Test::AcesMod4(n) => h.aces() % 4 == n % 4,
            Test::KingsMod4(n) => h.kings() % 4 == n % 4,
            Test::TwoTopHonours(s) => h.top3(s) >= 2,
            Test::FirstRoundControl(s) => h.first_round_control(s),
            Test::NoFourCardMajor => h.len(Suit::Hearts) < 4 && h.len(Suit::Spades) < 4,
            Test::NoFirstRoundControl(s) => !h.first_round_control(s),
            Test::LenGe(a, b) => h.len(a) >= h.len(b),
            Test::LenGt(a, b) => h.len(a) > h.len(b),
            Test::RuleOf15 => h.hcp + h.len(Suit::Spades) >= 15,
            Test::Short(s) => h.len(s) <= 1,
            Test::NoShortness => h.lengths.iter().all(|&n| n >= 2),
            Test::FourCardMajor => h.len(Suit::Hearts) >= 4 || h.len(Suit::Spades) >= 4,
            Test::AceOrKing(s) => h.has(s, Rank::Ace) || h.has(s, Rank::King),
            Test::AtMostOneTopHonour(s) => h.top3(s) <= 1,
            Test::NoVoid => h.lengths.iter().all(|&n| n > 0),
            Test::TwoSuiter(a, b) => h.len(a) >= 5 && h.len(b) >= 5,
            Test::MaxLosers(n) => tenace_bridge::eval::losing_trick_count(h.cards) <= u32::from(n),
            Test::DecentSuit(s) => {
                let top4 = h.top5(s) - u8::from(h.has(s, Rank::Ten));
                top4 >= 2 || (h.top5(s) >= 2 && (h.has(s, Rank::Ace) || h.has(s, Rank::King)))
            }
            Test::Shortness => h.lengths.iter().any(|&n| n <= 1),
            Test::MinLosers(n) => tenace_bridge::eval::losing_trick_count(h.cards) >= u32::from(n),
            Test::Controls(r) => r.contains(tenace_bridge::eval::controls(h.cards) as u8),
            Test::Val(v) => v.admits(h.cards),
            Test::NotVal(v) => !v.admits(h.cards),
        }
    }

    pub fn describe(self) -> String {
        match self {
            Test::Total(r) => format!("{} total points", r.span(40)),
            Test::Dummy(r) => format!("{} points counting shortness", r.span(40)),
            Test::OpeningValues => "opening values (13+ points or the rule of 20)".to_owned(),
            Test::Stopper(s) => format!("a {} stopper", s.symbol()),
            Test::NoStopper(s) => format!("no {} stopper", s.symbol()),
            Test::GoodSuit(s) => format!("a good {} suit", s.symbol()),
            Test::AcesMod4(n) => match n % 4 {
                0 => "0 or 4 aces".to_owned(),
                1 => "1 ace".to_owned(),
                n => format!("{n} aces"),
            },
            Test::KingsMod4(n) => match n % 4 {
                0 => "0 or 4 kings".to_owned(),
                1 => "1 king".to_owned(),
                n => format!("{n} kings"),
            },
            Test::TwoTopHonours(s) => format!("two of the top three {} honours", s.symbol()),
            Test::FirstRoundControl(s) => format!("first-round control of {}", s.symbol()),
            Test::NoFourCardMajor => "no four-card major".to_owned(),
            Test::NoFirstRoundControl(s) => format!("no first-round control of {}", s.symbol()),
            Test::LenGe(a, b) => format!("{} at least as long as {}", a.symbol(), b.symbol()),
            Test::LenGt(a, b) => format!("{} longer than {}", a.symbol(), b.symbol()),
            Test::RuleOf15 => "HCP + spades ≥ 15 (fourth seat)".to_owned(),
            Test::Short(s) => format!("a singleton or void in {}", s.symbol()),
            Test::NoShortness => "no singleton or void".to_owned(),
            Test::FourCardMajor => "a four-card major".to_owned(),
            Test::AceOrKing(s) => format!("the ace or king of {}", s.symbol()),
            Test::AtMostOneTopHonour(s) => format!("at most one of the top three {} honours", s.symbol()),
            Test::NoVoid => "no void".to_owned(),
            Test::TwoSuiter(a, b) => format!("5+{} and 5+{}", a.symbol(), b.symbol()),
            Test::MaxLosers(n) => format!("at most {n} losers (about {} playing tricks)", 13 - n),
            Test::DecentSuit(s) => format!("a reasonable {} suit", s.symbol()),
            Test::Shortness => "a singleton or void".to_owned(),
            Test::MinLosers(n) => format!("{n} or more losers"),
            Test::Controls(r) => format!("{} controls (ace 2, king 1)", r.span(12)),
            Test::Val(v) => v.describe(),
            Test::NotVal(v) => format!("not {}", v.describe()),
        }
    }
}

/// Both ranges; an empty range (no hand qualifies) when they contradict.
fn strict(a: Range, b: Range) -> Range {
    a.intersect(b).unwrap_or(Range::new(1, 0))
}

/// What a rule requires of the hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Constraint {
    pub shows: Shows,
    pub shape: ShapeReq,
    pub tests: Vec<Test>,
}

impl Default for Constraint {
    fn default() -> Constraint {
        Constraint::any()
    }
}

impl Constraint {
    pub fn any() -> Constraint {
        Constraint { shows: Shows::ANY, shape: ShapeReq::Any, tests: Vec::new() }
    }

    /// HCP in `min..=max`.
    pub fn hcp(min: u8, max: u8) -> Constraint {
        Constraint::any().and_hcp(min, max)
    }

    pub fn and_hcp(mut self, min: u8, max: u8) -> Constraint {
        self.shows.hcp = strict(self.shows.hcp, Range::new(min, max));
        self
    }

    pub fn len(mut self, suit: Suit, min: u8, max: u8) -> Constraint {
        let i = suit.index();
        self.shows.len[i] = strict(self.shows.len[i], Range::new(min, max));
        self
    }

    pub fn min_len(self, suit: Suit, min: u8) -> Constraint {
        self.len(suit, min, 13)
    }

    pub fn max_len(self, suit: Suit, max: u8) -> Constraint {
        self.len(suit, 0, max)
    }

    /// A shape; balanced hands also show 2–5 cards in every suit
    /// (semi-balanced 2–6), which is what listeners infer.
    pub fn shape(mut self, shape: ShapeReq) -> Constraint {
        self.shape = shape;
        let spread = match shape {
            ShapeReq::Balanced => Some(Range::new(2, 5)),
            ShapeReq::SemiBalanced => Some(Range::new(2, 6)),
            ShapeReq::Any | ShapeReq::Unbalanced => None,
        };
        if let Some(r) = spread {
            for len in &mut self.shows.len {
                *len = strict(*len, r);
            }
        }
        self
    }

    pub fn test(mut self, test: Test) -> Constraint {
        self.tests.push(test);
        self
    }

    /// `suit` at least as long as each of `others` (itself skipped), and
    /// longer than those above it in [`Suit::index`]'s order: the suit
    /// named first of equal longest suits.
    pub fn longest(self, suit: Suit, others: impl IntoIterator<Item = Suit>) -> Constraint {
        others.into_iter().filter(|&other| other != suit).fold(self, |needs, other| {
            needs.test(if other.index() > suit.index() { Test::LenGt(suit, other) } else { Test::LenGe(suit, other) })
        })
    }

    /// Honour tricks (C1–C3) in quarters, `min..=max`.
    pub fn ht(mut self, min: u8, max: u8) -> Constraint {
        self.shows.ht = strict(self.shows.ht, Range::new(min, max));
        self
    }

    /// Honour tricks by the club system's table (E1) in quarters.
    pub fn ht_club(mut self, min: u8, max: u8) -> Constraint {
        self.shows.ht_club = strict(self.shows.ht_club, Range::new(min, max));
        self
    }

    /// Points (L2: HCP + shortness) in a range: [`Test::Dummy`] with the
    /// points shown as they are, not estimated.
    pub fn points_lt(mut self, min: u8, max: u8) -> Constraint {
        self.shows.pts = strict(self.shows.pts, Range::new(min, max));
        let hi = self.shows.hcp.max.min(max);
        self.and_hcp(min.saturating_sub(9), hi).test(Test::Dummy(Range::new(min, max)))
    }

    /// A valuation test ([`Test::Val`]).
    pub fn val(self, v: Valuation) -> Constraint {
        self.test(Test::Val(v))
    }

    /// The hand fails a valuation test ([`Test::NotVal`]).
    pub fn not_val(self, v: Valuation) -> Constraint {
        self.test(Test::NotVal(v))
    }

    /// Total points in a range. HCP inferred as at most the maximum and at
    /// least three below the minimum (shape rarely adds more on hands that bid).
    pub fn total(mut self, min: u8, max: u8) -> Constraint {
        let hi = self.shows.hcp.max.min(max);
        self.shows.pts = strict(self.shows.pts, Range::new(min, max));
        self.and_hcp(min.saturating_sub(3), hi).test(Test::Total(Range::new(min, max)))
    }

    /// Dummy points in a range, HCP inferred as for [`Constraint::total`].
    pub fn dummy(mut self, min: u8, max: u8) -> Constraint {
        let hi = self.shows.hcp.max.min(max);
        self.shows.pts = strict(self.shows.pts, Range::new(min, max));
        self.and_hcp(min.saturating_sub(3), hi).test(Test::Dummy(Range::new(min, max)))
    }

    /// Both requirements at once.
    pub fn and(mut self, other: Constraint) -> Constraint {
        self.shows.hcp = strict(self.shows.hcp, other.shows.hcp);
        self.shows.pts = strict(self.shows.pts, other.shows.pts);
        self.shows.ht = strict(self.shows.ht, other.shows.ht);
        self.shows.ht_club = strict(self.shows.ht_club, other.shows.ht_club);
        for i in 0..4 {
            self.shows.len[i] = strict(self.shows.len[i], other.shows.len[i]);
        }
        if self.shape == ShapeReq::Any {
            self.shape = other.shape;
        }
        self.tests.extend(other.tests);
        self
    }

    pub fn admits(&self, hand: &HandFacts) -> bool {
        self.shows.admits(hand) && self.shape.admits(hand.balance) && self.tests.iter().all(|t| t.admits(hand))
    }

    /// The requirement in words: `15–17 HCP, balanced, a ♠ stopper`.
    pub fn describe(&self) -> String {
        let mut parts = Vec::new();
        // Lengths a balanced shape implies go without saying.
        let mut shows = self.shows;
        let implied = match self.shape {
            ShapeReq::Balanced => Some(Range::new(2, 5)),
            ShapeReq::SemiBalanced => Some(Range::new(2, 6)),
            ShapeReq::Any | ShapeReq::Unbalanced => None,
        };
        for len in &mut shows.len {
            if Some(*len) == implied {
                *len = Range::new(0, 13);
            }
        }
        let ranges = shows.describe();
        if ranges != "nothing definite" {
            parts.push(ranges);
        }
        match self.shape {
            ShapeReq::Any => {}
            ShapeReq::Balanced => parts.push("balanced".to_owned()),
            ShapeReq::SemiBalanced => parts.push("balanced or semi-balanced".to_owned()),
            ShapeReq::Unbalanced => parts.push("unbalanced".to_owned()),
        }
        parts.extend(self.tests.iter().filter(|t| !matches!(t, Test::Total(_) | Test::Dummy(_))).map(|t| t.describe()));
        parts.extend(self.tests.iter().filter(|t| matches!(t, Test::Total(_) | Test::Dummy(_))).map(|t| t.describe()));
        parts.join(", ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn facts(dotted: &str) -> HandFacts {
        HandFacts::of(CardSet::parse_dotted(dotted, Suit::DESCENDING).expect("test hand"))
    }

    #[test]
    fn hand_facts() {
        let h = facts("AKJ75.Q3.K82.J94");
        assert_eq!((h.hcp, h.len(Suit::Spades), h.total, h.dummy), (14, 5, 15, 15));
        assert!(h.stopper(Suit::Diamonds) && !h.stopper(Suit::Hearts) && !h.stopper(Suit::Clubs));
        assert!(h.good_suit(Suit::Spades) && !h.good_suit(Suit::Clubs));
        assert!(h.rule_of_20());
    }

    #[test]
    fn constraints_admit_and_describe() {
        let c = Constraint::hcp(15, 17).shape(ShapeReq::Balanced);
        assert!(c.admits(&facts("AK5.Q73.K842.QJ9")));
        assert!(!c.admits(&facts("AK5.Q73.K8642.Q9")) || facts("AK5.Q73.K8642.Q9").hcp != 15);
        assert_eq!(c.describe(), "15–17 HCP, balanced");
        let m = Constraint::hcp(6, 40).min_len(Suit::Spades, 4);
        assert_eq!(m.describe(), "6+ HCP, 4+♠");
    }

    #[test]
    fn knowledge_narrows_and_stays_consistent() {
        let a = Shows { hcp: Range::new(12, 21), ..Shows::ANY };
        let mut b = Shows::ANY;
        b.len[Suit::Hearts.index()] = Range::new(5, 13);
        b.len[Suit::Spades.index()] = Range::new(5, 13);
        b.len[Suit::Clubs.index()] = Range::new(2, 13);
        let k = a.and(b);
        assert_eq!(k.len(Suit::Hearts), Range::new(5, 6));
        assert_eq!(k.len(Suit::Diamonds), Range::new(0, 1));
        assert_eq!(k.describe(), "12–21 HCP, 5–6♠, 5–6♥, 0–1♦, 2–3♣");
        // A contradiction keeps the newer statement.
        let c = k.and(Shows { hcp: Range::new(0, 5), ..Shows::ANY });
        assert_eq!(c.hcp, Range::new(0, 5));
    }
}
