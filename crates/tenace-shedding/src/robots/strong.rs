//! `strong`: the project's stronger robot (A.6).
//!
//! It sees only what S52 shows a bot ([`Seen`]) and, at every decision,
//! plans the rest of its turn: it tries every order of the cards it may lay
//! (sixes and their covers, several cards of a rank, the suit a jack names)
//! and scores where each plan leaves the round:
//!
//! - going out wins the round: any plan that empties the hand is taken;
//! - points left in hand cost in proportion to the danger that someone goes
//!   out soon (the fewest cards an opponent holds);
//! - sevens, eights and aces are *kept* while their target has many cards
//!   and fired when it is close to going out ("keeps them for the right
//!   moment"): an attack is worth more the fewer cards its target holds,
//!   and a card kept in hand is worth its expected later use;
//! - the suit left to follow is chosen against the next player: it counts
//!   the cards seen (the discard pile, its own hand) and remembers which
//!   suits each opponent could not follow, so it leaves a suit he is likely
//!   to lack and it is likely to hold again;
//! - it calls "Bridge" (S38) when its hand is cheap next to what the
//!   opponents probably hold.

use super::greedy::longest_suit;
use super::{Decision, Robot};
use crate::cards::{canonical, of_rank, points, SUITS};
use crate::game::{Act, Phase};
use crate::mulberry::Mulberry32;
use crate::variant::{Eights, JackPoints, MultiPlay};
use crate::view::{Public, Seen};
use tenace_cards::{Card, CardSet, Rank, Suit};
use tenace_core::Player;

/// The weights of the evaluation (tuned on seeds apart from the ones
/// docs/shedding.md reports).
#[derive(Copy, Clone, Debug)]
pub struct Weights {
    /// Cost of each card left in hand (tempo towards going out).
    pub card: f64,
    /// Cost of a point left in hand, times the danger.
    pub point: f64,
    /// Worth of a penalty card given, times the target's closeness.
    pub hit_card: f64,
    /// Worth of a skip inflicted, times the target's closeness.
    pub hit_skip: f64,
    /// Worth of keeping an eight / a seven / an ace / a jack in hand.
    pub keep_eight: f64,
    pub keep_seven: f64,
    pub keep_ace: f64,
    pub keep_jack: f64,
    /// Worth of the next player probably not matching the top card.
    pub block: f64,
    /// Worth of holding cards of the suit left to follow.
    pub follow: f64,
}

impl Default for Weights {
    fn default() -> Weights {
        Weights {
            card: 6.0,
            point: 1.0,
            hit_card: 5.0,
            hit_skip: 7.0,
            keep_eight: 6.0,
            keep_seven: 3.0,
            keep_ace: 3.0,
            keep_jack: 9.0,
            block: 8.0,
            follow: 1.5,
        }
    }
}

/// The stronger robot.
#[derive(Clone, Debug)]
pub struct Strong {
    rng: Mulberry32,
    weights: Weights,
}

impl Strong {
    pub fn new(seed: u32) -> Strong {
        Strong { rng: Mulberry32::new(seed), weights: Weights::default() }
    }

    pub fn with_weights(seed: u32, weights: Weights) -> Strong {
        Strong { rng: Mulberry32::new(seed), weights }
    }
}

/// What the robot knows about the cards: the unseen ones, and for each
/// seat the suits it showed it lacked.
struct Knowledge {
    /// Cards not in its hand and not on the discard pile.
    unseen: CardSet,
    /// Per seat, per suit (index of `SUITS`): how sure it is the seat lacks the suit (0–1).
    void: Vec<[f64; 4]>,
}

fn suit_slot(s: Suit) -> usize {
    match s {
        Suit::Spades => 0,
        Suit::Hearts => 1,
        Suit::Diamonds => 2,
        Suit::Clubs => 3,
    }
}

impl Knowledge {
    /// Reads the round's log: the discard pile since the last reshuffle, and
    /// who drew at the start of a turn instead of playing (no card of the
    /// suit to follow, no jack, no card of the top's rank).
    fn read(seen: &Seen<'_>) -> Knowledge {
        let n = seen.seating().count();
        let mut void = vec![[0.0f64; 4]; n];
        let mut pile = CardSet::EMPTY;
        let mut top: Option<Card> = None;
        let mut suit: Option<Suit> = None;
        // Has the seat to act done anything yet this turn?
        let mut fresh_turn = false;
        for e in seen.log() {
            match e {
                Public::Play { card, suit: named, .. } => {
                    pile.insert(card);
                    top = Some(card);
                    suit = Some(named.unwrap_or(card.suit));
                    fresh_turn = false;
                }
                Public::Draw { seat, .. } => {
                    if fresh_turn {
                        if let Some(s) = suit {
                            void[seat.index()][suit_slot(s)] = 1.0;
                        }
                    }
                    fresh_turn = false;
                    let _ = top;
                    for v in void[seat.index()].iter_mut() {
                        *v *= 0.8;
                    }
                }
                Public::Penalty { seat, drawn, .. } => {
                    for v in void[seat.index()].iter_mut() {
                        *v *= 0.8f64.powi(drawn as i32);
                    }
                }
                Public::Reshuffle { .. } => {
                    pile = top.map(|t| CardSet::EMPTY.with(t)).unwrap_or(CardSet::EMPTY);
                }
                Public::End { .. } | Public::Skip { .. } => fresh_turn = true,
                Public::Bridge { .. } => {}
            }
        }
        let unseen = crate::cards::pack().difference(seen.hand()).difference(pile);
        Knowledge { unseen, void }
    }

    /// The chance that `seat`, holding `cards` unseen cards, has no card to
    /// lay on `top` with `suit` to follow.
    fn cannot_follow(&self, seat: Player, cards: usize, top: Card, suit: Suit, mine: CardSet) -> f64 {
        let pool = self.unseen.difference(mine);
        let u = pool.len().max(1) as f64;
        let jacks = of_rank(pool, Rank::Jack).len() as f64;
        let rank =
            if top.rank == Rank::Jack { 0.0 } else { of_rank(pool, top.rank).difference(pool.suit(suit)).len() as f64 };
        let of_suit = pool.suit(suit).difference(of_rank(pool, Rank::Jack)).len() as f64;
        let lack = self.void.get(seat.index()).map_or(0.0, |v| v[suit_slot(suit)]);
        let p_no = |m: f64| (1.0 - (m / u).min(1.0)).powi(cards.min(30) as i32);
        let base = p_no(jacks + rank + of_suit);
        let without_suit = p_no(jacks + rank);
        lack * without_suit + (1.0 - lack) * base
    }

    fn mean_points(&self, jack: i32) -> f64 {
        let n = self.unseen.len();
        if n == 0 {
            return 8.0;
        }
        canonical(self.unseen).map(|c| points(c, jack) as f64).sum::<f64>() / n as f64
    }
}

/// The table as the robot sees it, for scoring plans.
struct Table {
    me: Player,
    n: usize,
    cards: Vec<usize>,
    knowledge: Knowledge,
    /// The chance that the round ends before my next turn.
    danger: f64,
    jack: i32,
}

impl Table {
    fn closeness(&self, seat: Player) -> f64 {
        match self.cards[seat.index()] {
            0 | 1 => 1.0,
            2 => 0.6,
            3 => 0.35,
            4 => 0.2,
            _ => 0.1,
        }
    }

    fn next(&self, seat: Player, k: usize) -> Player {
        Player::new(((seat.index() + k) % self.n) as u8)
    }
}

/// A plan's end: the hand left, the top card and suit, the damage done.
#[derive(Clone)]
struct Plan {
    first: Act,
    hand: CardSet,
    top: Card,
    suit: Suit,
    hits: f64,
    out: bool,
    played: usize,
}

fn danger_of(min_cards: usize) -> f64 {
    match min_cards {
        0 | 1 => 0.85,
        2 => 0.5,
        3 => 0.28,
        4 => 0.15,
        5 => 0.09,
        _ => 0.05,
    }
}

impl Strong {
    fn value(&self, plan: &Plan, t: &Table, w: &Weights) -> f64 {
        if plan.out {
            return 10_000.0 - plan.played as f64;
        }
        let pts: i32 = canonical(plan.hand).map(|c| points(c, t.jack)).sum();
        let mut v = -w.card * plan.hand.len() as f64 - w.point * t.danger * pts as f64 + plan.hits;
        // Cards kept for later: worth more while the table is calm.
        let calm = 1.0 - t.danger;
        v += calm
            * (w.keep_eight * of_rank(plan.hand, Rank::Eight).len().min(2) as f64
                + w.keep_seven * of_rank(plan.hand, Rank::Seven).len().min(2) as f64
                + w.keep_ace * of_rank(plan.hand, Rank::Ace).len().min(2) as f64
                + w.keep_jack * of_rank(plan.hand, Rank::Jack).len().min(2) as f64);
        // The next player (who is not skipped) faces the top card.
        let next = t.next(t.me, 1);
        let p_block = t.knowledge.cannot_follow(next, t.cards[next.index()], plan.top, plan.suit, plan.hand);
        v += w.block * p_block * (0.5 + t.closeness(next));
        // Holding the suit left to follow helps if it comes back.
        v += w.follow * plan.hand.suit(plan.suit).len().min(3) as f64;
        v
    }

    /// The worth of laying `card` as the `k`-th eight / ace of the turn.
    fn hit(&self, seen: &Seen<'_>, t: &Table, card: Card, eights: usize, aces: usize, w: &Weights) -> f64 {
        let others = (t.n - 1).max(1);
        let spread = |i: usize| t.next(t.me, 1 + i % others);
        match card.rank {
            Rank::Seven => w.hit_card * t.closeness(t.next(t.me, 1)) * 1.0 + 0.5,
            Rank::Eight => {
                let target = match seen.variant().eights {
                    Eights::Spread => spread(eights),
                    _ => t.next(t.me, 1),
                };
                let skip = seen.variant().eights != Eights::Stack || eights == 0;
                let c = t.closeness(target);
                w.hit_card * 2.0 * c + if skip { w.hit_skip * c } else { 0.0 } + 0.5
            }
            Rank::Ace => {
                let target = spread(aces);
                w.hit_skip * t.closeness(target) + if t.n == 2 { 4.0 } else { 0.5 }
            }
            Rank::Queen if card.suit == Suit::Spades && seen.variant().queen_of_spades => {
                w.hit_card * 5.0 * t.closeness(t.next(t.me, 1))
            }
            _ => 0.0,
        }
    }

    /// Every way to finish the turn from here, by depth-first search over
    /// the cards the rules let it lay; calls `visit` on each end.
    #[allow(clippy::too_many_arguments)]
    fn search(
        &self,
        seen: &Seen<'_>,
        t: &Table,
        plan: Plan,
        phase: Phase,
        last: Option<Card>,
        eights: usize,
        aces: usize,
        budget: &mut usize,
        best: &mut Option<(f64, Plan)>,
    ) {
        if *budget == 0 {
            return;
        }
        *budget -= 1;
        let v = seen.variant();
        let matching = |hand: CardSet, top: Card, suit: Suit| {
            of_rank(hand, Rank::Jack).union(hand.suit(suit)).union(of_rank(hand, top.rank))
        };
        let options = match phase {
            Phase::Start | Phase::AfterDraw | Phase::Cover => matching(plan.hand, plan.top, plan.suit),
            Phase::Continue => match (last, v.multi_play) {
                (Some(l), MultiPlay::SameRank) if !(l.rank == Rank::Eight && v.eights == Eights::Single) => {
                    of_rank(plan.hand, l.rank)
                }
                (Some(l), MultiPlay::JacksOnly) if l.rank == Rank::Jack => of_rank(plan.hand, Rank::Jack),
                _ => CardSet::EMPTY,
            },
        };
        // Ending here is a plan (not while a six waits for its cover).
        if phase == Phase::Continue || phase == Phase::AfterDraw {
            let score = self.value(&plan, t, &self.weights);
            if best.as_ref().is_none_or(|(b, _)| score > *b) {
                *best = Some((score, plan.clone()));
            }
        }
        for card in canonical(options) {
            let hand = plan.hand.without(card);
            let suits: Vec<Suit> = if card.rank == Rank::Jack {
                // Name the best suit: try the ones it holds, and the one the next player lacks.
                let mut s = vec![longest_suit(hand, None)];
                for x in SUITS {
                    if !s.contains(&x) {
                        s.push(x);
                    }
                }
                s
            } else {
                vec![card.suit]
            };
            for suit in suits {
                let mut next = plan.clone();
                next.hand = hand;
                next.top = card;
                next.suit = suit;
                next.played += 1;
                next.hits += self.hit(seen, t, card, eights, aces, &self.weights);
                if next.played == 1 {
                    next.first = if card.rank == Rank::Jack { Act::jack(card, suit) } else { Act::play(card) };
                }
                let e = eights + usize::from(card.rank == Rank::Eight);
                let a = aces + usize::from(card.rank == Rank::Ace);
                if card.rank == Rank::Six {
                    // Must cover: search the covers; with none, it would draw (scored as a card more).
                    let covers = matching(next.hand, card, card.suit);
                    if covers.is_empty() {
                        let mut drawn = next.clone();
                        drawn.hand = drawn.hand.with(card); // a card drawn in place of the six
                        let score = self.value(&drawn, t, &self.weights) - 6.0;
                        if best.as_ref().is_none_or(|(b, _)| score > *b) {
                            *best = Some((score, drawn));
                        }
                    } else {
                        self.search(seen, t, next, Phase::Cover, Some(card), e, a, budget, best);
                    }
                    continue;
                }
                if next.hand.is_empty() {
                    next.out = true;
                    let score = self.value(&next, t, &self.weights);
                    if best.as_ref().is_none_or(|(b, _)| score > *b) {
                        *best = Some((score, next));
                    }
                    continue;
                }
                self.search(seen, t, next, Phase::Continue, Some(card), e, a, budget, best);
            }
        }
    }

    fn bridge_worth_calling(&self, seen: &Seen<'_>, t: &Table) -> bool {
        let jack = t.jack;
        let mine: i32 = canonical(seen.hand()).map(|c| points(c, jack)).sum::<i32>() * seen.multiplier() as i32;
        let mean = t.knowledge.mean_points(jack);
        let me = seen.you();
        if seen.score(me) + mine > seen.variant().lose_above {
            return false;
        }
        let theirs = seen
            .seating()
            .players()
            .filter(|&p| p != me)
            .map(|p| seen.cards_of(p) as f64 * mean * seen.multiplier() as f64)
            .fold(f64::MAX, f64::min);
        (mine as f64) < 0.6 * theirs
    }
}

impl Robot for Strong {
    fn decide(&mut self, seen: &Seen<'_>) -> Decision {
        let legal = seen.legal();
        if legal.len() <= 1 {
            return legal.first().copied().unwrap_or(Act::End).into();
        }
        let me = seen.you();
        let n = seen.seating().count();
        let cards: Vec<usize> = seen.seating().players().map(|p| seen.cards_of(p)).collect();
        let min_other = seen.seating().players().filter(|&p| p != me).map(|p| cards[p.index()]).min().unwrap_or(5);
        let jack = match seen.variant().jack_points {
            JackPoints::Flat20 => 20,
            JackPoints::Backyard => 15,
        };
        let table = Table { me, n, cards, knowledge: Knowledge::read(seen), danger: danger_of(min_other), jack };
        if seen.may_bridge() && self.bridge_worth_calling(seen, &table) {
            return Act::Bridge.into();
        }
        let phase = seen.phase();
        let start = Plan {
            first: Act::End,
            hand: seen.hand(),
            top: seen.top(),
            suit: seen.suit(),
            hits: 0.0,
            out: false,
            played: 0,
        };
        let played = seen.played();
        let eights = played.iter().filter(|c| c.rank == Rank::Eight).count();
        let aces = played.iter().filter(|c| c.rank == Rank::Ace).count();
        let mut best = None;
        let mut budget = 4000;
        self.search(seen, &table, start.clone(), phase, played.last().copied(), eights, aces, &mut budget, &mut best);
        // The voluntary draw (S11): a card more, the top card unchanged.
        if phase == Phase::Start && seen.may_draw() {
            let mut drawn = start;
            // An average unseen card joins the hand: scored as a six (no points) plus the mean.
            let extra = table.knowledge.mean_points(jack);
            let score = self.value(&drawn, &table, &self.weights)
                - self.weights.card
                - self.weights.point * table.danger * extra;
            if best.as_ref().is_none_or(|(b, _)| score > *b) {
                drawn.first = Act::Draw;
                best = Some((score, drawn));
            }
        }
        let act = match best {
            Some((_, plan)) if plan.played > 0 || plan.first == Act::Draw => plan.first,
            _ => {
                if seen.may_end() {
                    Act::End
                } else if seen.may_draw() {
                    Act::Draw
                } else {
                    // No plan (the budget ran out before any): a legal action all the same.
                    legal[self.rng.below(legal.len())]
                }
            }
        };
        if legal.contains(&act) {
            act.into()
        } else {
            legal[0].into()
        }
    }
}
