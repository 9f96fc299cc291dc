//! The search proper: a null-window alpha-beta that answers "can North-South
//! take at least `target` of the remaining tricks?", with bounds kept in the
//! transposition table at trick boundaries, quick-trick cut-offs (at the
//! start of a trick and for second hand), the small-card rule (once a small
//! card has failed and the answer did not rest on it, the mover's other small
//! cards of that suit are not searched) and bridge-specific move ordering
//! (`order.rs`). [`Search::exact`] turns the yes/no question into a trick
//! count by moving the target one trick at a time from a guess (MTD(f) with
//! a step of one trick), which is cheap because every probe re-uses the
//! bounds the previous one stored.

use crate::bits::{count, highest, lane, lengths};
use crate::budget::{Budget, StopReason};
use crate::order::{Candidate, Node, Tops};
use crate::quick_tricks::{later_tricks_reach, quick_tricks_reach};
use crate::relative::{top_cards, widths, Holders, Shape};
use crate::stats::{self, Exit};
use crate::tt::TransTable;

/// From this many tricks left, fourth hand looks up each card's next trick in the table first.
const ETC_MIN: u32 = 10;

/// No card (an empty killer or table move slot).
const NO_CARD: u8 = 0xFF;

/// Everything that changes as cards are played. Cards are bit numbers of a
/// `CardSet` (suit × 16 + rank); seats are indices N=0 E=1 S=2 W=3.
#[derive(Copy, Clone, Debug)]
pub(crate) struct State {
    pub hands: [u64; 4],
    pub trick: [u8; 4],
    pub trick_len: usize,
    pub leader: usize,
    /// The card winning the trick so far and who played it (meaningful when `trick_len > 0`).
    pub win_card: u8,
    pub win_seat: usize,
}

impl State {
    pub fn mover(&self) -> usize {
        (self.leader + self.trick_len) & 3
    }

    /// Tricks left, counting the one in progress.
    pub fn tricks_left(&self) -> u32 {
        count(lane(self.hands[self.leader], 0))
            + count(lane(self.hands[self.leader], 1))
            + count(lane(self.hands[self.leader], 2))
            + count(lane(self.hands[self.leader], 3))
            + u32::from(self.trick_len > 0)
    }

    /// The hands at the start of the current trick (the cards played to it given back).
    pub fn at_trick_start(&self) -> [u64; 4] {
        let mut hands = self.hands;
        for (k, &c) in self.trick[..self.trick_len].iter().enumerate() {
            hands[(self.leader + k) & 3] |= 1u64 << c;
        }
        hands
    }
}

/// What `play` needs to take a card back.
#[derive(Copy, Clone)]
pub(crate) struct Undo {
    win_card: u8,
    win_seat: usize,
    leader: usize,
}

/// The cards a node where every move failed rests on, once merged runs are
/// accounted for. The search tries one card per run of equivalent cards, so
/// a run reaching from among the cards that matter (`relevant` reaches down to
/// its top card) to below them stands for small cards never tried on their
/// own: in a position agreeing only down to the relevant cards, another hand
/// could hold a card inside the run and the small card would be a new move.
/// So such a run's lowest card becomes relevant too (repeated, as each
/// addition can reach further runs).
fn widen_for_runs(mut relevant: u64, runs: &[(u8, u8)]) -> u64 {
    loop {
        let before = relevant;
        for &(top, lowest) in runs {
            let suit = top >> 4;
            let in_suit = lane(relevant, usize::from(suit));
            if in_suit != 0 && in_suit.trailing_zeros() <= u32::from(top & 15) {
                relevant |= 1u64 << lowest;
            }
        }
        if relevant == before {
            return relevant;
        }
    }
}

/// Moves of one node with their ordering scores, best first.
#[derive(Copy, Clone)]
struct MoveList {
    cards: [u8; 13],
    scores: [i32; 13],
    len: usize,
    /// Every run that stands for more than one card, as (top, lowest) card
    /// bits: see [`widen_for_runs`].
    runs: [(u8, u8); 13],
    merged: usize,
}

impl MoveList {
    const EMPTY: MoveList = MoveList { cards: [0; 13], scores: [0; 13], len: 0, runs: [(0, 0); 13], merged: 0 };

    #[inline]
    fn push(&mut self, card: u8, score: i32) {
        let mut i = self.len;
        while i > 0 && self.scores[i - 1] < score {
            self.cards[i] = self.cards[i - 1];
            self.scores[i] = self.scores[i - 1];
            i -= 1;
        }
        self.cards[i] = card;
        self.scores[i] = score;
        self.len += 1;
    }
}

pub(crate) struct Search<'s, 'b> {
    pub state: State,
    trump: Option<usize>,
    strain_index: usize,
    tt: &'s mut TransTable,
    holders: &'s Holders,
    budget: &'s mut Budget<'b>,
    pub stopped: Option<StopReason>,
    /// Per depth (cards still to play): the card that last refuted a position there.
    killer: [u8; 64],
    /// Per depth: the card stored with the table entry that last settled a position there.
    table_move: [u8; 64],
    /// Per trick (indexed by tricks left): its top cards and their holders at its start.
    tops: [Tops; 14],
    /// Tricks left, counting the one in progress.
    left: u32,
    /// The suit lengths of the hands now ([`lengths`]), kept up to date by `play` and `unplay`.
    lens: u64,
    /// Per depth: the moves of the node being searched there.
    lists: [MoveList; 52],
    /// Scratch space of move generation: one suit's candidates and their weights.
    cands: [Candidate; 13],
    weights: [i32; 13],
}

impl<'s, 'b> Search<'s, 'b> {
    pub fn new(
        state: State,
        strain_index: usize,
        tt: &'s mut TransTable,
        holders: &'s Holders,
        budget: &'s mut Budget<'b>,
    ) -> Search<'s, 'b> {
        let trump = if strain_index < 4 { Some(strain_index) } else { None };
        let mut tops = [Tops::default(); 14];
        let left = state.tricks_left();
        tops[(left as usize).min(13)] = Tops::of(&state.at_trick_start());
        Search {
            state,
            trump,
            strain_index,
            tt,
            holders,
            budget,
            stopped: None,
            killer: [NO_CARD; 64],
            table_move: [NO_CARD; 64],
            tops,
            left,
            lens: lengths(&state.hands),
            lists: [MoveList::EMPTY; 52],
            cands: [Candidate { rank: 0, run: false }; 13],
            weights: [0; 13],
        }
    }

    /// Whether card `a` beats card `b` in this strain, `b` being the card winning so far.
    #[inline]
    fn beats(&self, a: u8, b: u8) -> bool {
        if a >> 4 == b >> 4 {
            a > b
        } else {
            self.trump == Some(usize::from(a >> 4))
        }
    }

    /// Plays `card` for the player to move. A completed trick stays in
    /// `trick` with `trick_len == 4` until the caller starts the next one.
    #[inline]
    pub fn play(&mut self, card: u8) -> Undo {
        let undo = Undo { win_card: self.state.win_card, win_seat: self.state.win_seat, leader: self.state.leader };
        let p = self.state.mover();
        self.state.hands[p] &= !(1u64 << card);
        self.lens -= 1 << ((p * 4 + usize::from(card >> 4)) * 4);
        if self.state.trick_len == 0 || self.beats(card, self.state.win_card) {
            self.state.win_card = card;
            self.state.win_seat = p;
        }
        self.state.trick[self.state.trick_len] = card;
        self.state.trick_len += 1;
        undo
    }

    #[inline]
    pub fn unplay(&mut self, card: u8, undo: Undo) {
        self.state.trick_len -= 1;
        self.state.leader = undo.leader;
        let p = self.state.mover();
        self.state.hands[p] |= 1u64 << card;
        self.lens += 1 << ((p * 4 + usize::from(card >> 4)) * 4);
        self.state.win_card = undo.win_card;
        self.state.win_seat = undo.win_seat;
    }

    /// After `play` completed a trick: starts the next one and says whether North-South won it.
    #[inline]
    pub fn close_trick(&mut self) -> bool {
        let winner = self.state.win_seat;
        self.state.leader = winner;
        self.state.trick_len = 0;
        self.left -= 1;
        winner & 1 == 0
    }

    /// Undoes `close_trick` (before `unplay` of the fourth card); the caller
    /// restores `trick`, which the tricks after it overwrote.
    #[inline]
    pub fn reopen_trick(&mut self, undo: Undo) {
        self.state.trick_len = 4;
        self.state.leader = undo.leader;
        self.left += 1;
    }

    /// North-South's exact remaining tricks, searching from `guess`; `None` if stopped.
    pub fn exact(&mut self, guess: u32) -> Option<u32> {
        let (mut lower, mut upper) = (0, self.left);
        let mut target = guess;
        while lower < upper {
            target = target.clamp(lower + 1, upper);
            let (reached, _) = self.at_least(target);
            if self.stopped.is_some() {
                return None;
            }
            if reached {
                lower = target;
                target += 1;
            } else {
                upper = target - 1;
                target -= 1;
            }
        }
        Some(lower)
    }

    /// Whether North-South take at least `target` of the remaining tricks,
    /// with the cards the answer rests on (card bits): every position at the
    /// start of this trick with the same suit lengths and the same holders of
    /// the cards down to the lowest of those has the same answer.
    /// After a stop the answer is meaningless (and nothing is stored).
    pub fn at_least(&mut self, target: u32) -> (bool, u64) {
        if target == 0 {
            return (true, 0);
        }
        let left = self.left;
        if target > left {
            return (false, 0);
        }
        let depth = stats::depth(left, self.state.trick_len);
        stats::node(depth);
        if let Some(reason) = self.budget.spend() {
            self.stopped = Some(reason);
            return (false, 0);
        }
        let hands = self.state.hands;
        let all = hands[0] | hands[1] | hands[2] | hands[3];
        let mut shape = None;
        match self.state.trick_len {
            0 => {
                let leader = self.state.leader;
                if left == 1 {
                    return self.last_trick();
                }
                let lens = self.lens;
                debug_assert_eq!(lens, lengths(&hands));
                let s = Shape::of(self.holders, &hands, lens, leader, self.strain_index);
                if let Some(hit) = self.tt.probe(&s, target) {
                    stats::exit(Exit::Table, depth);
                    self.table_move[depth] = hit.best;
                    return (hit.answer, top_cards(hit.width, all));
                }
                let mine = leader & 1 == 0;
                // The side on lead needs `target` tricks (North-South) or `left - target + 1` to defeat it.
                let needed = if mine { target } else { left + 1 - target };
                if let Some(relevant) = quick_tricks_reach(&hands, lens, leader, self.trump, needed) {
                    stats::exit(Exit::QuickTricks, depth);
                    self.remember(&s, mine, target, left, relevant, all);
                    return (mine, relevant);
                }
                // The side off lead needs the rest.
                if let Some(relevant) = later_tricks_reach(&hands, lens, leader, self.trump, left + 1 - needed) {
                    stats::exit(Exit::LaterTricks, depth);
                    self.remember(&s, !mine, target, left, relevant, all);
                    return (!mine, relevant);
                }
                shape = Some(s);
                self.tops[left as usize] = Tops::of(&hands);
            }
            1 => {
                // Second hand's side: done if it surely wins this trick and the next ones it needs.
                let p = self.state.mover();
                let ns = p & 1 == 0;
                let needed = if ns { target } else { left + 1 - target };
                if let Some(relevant) = self.second_hand_tricks(p, needed) {
                    stats::exit(Exit::SecondHand, depth);
                    return (ns, relevant);
                }
            }
            _ => {}
        }
        let p = self.state.mover();
        let ns_to_move = p & 1 == 0;
        self.moves(p, left, depth);
        if self.state.trick_len == 3 && left >= ETC_MIN {
            if let Some(found) = self.table_refutes(target, depth, ns_to_move) {
                return found;
            }
        }
        stats::exit(Exit::Expanded, depth);
        let mut result = !ns_to_move;
        let mut relevant = 0u64;
        let mut refuter = NO_CARD;
        let mut tried = 0;
        // Per suit: the mover's cards below this rank are known to fail like one already tried.
        let mut small_below = [0u32; 4];
        for i in 0..self.lists[depth].len {
            let card = self.lists[depth].cards[i];
            let (suit, rank) = (usize::from(card >> 4), u32::from(card & 15));
            if rank < small_below[suit] {
                continue;
            }
            tried += 1;
            let undo = self.play(card);
            let (answer, rel) = if self.state.trick_len == 4 {
                let by_rank = self.won_by_rank();
                let winner = 1u64 << self.state.win_card;
                let trick = self.state.trick;
                let ns_won = self.close_trick();
                let (answer, rel) = self.at_least(target - u32::from(ns_won));
                self.reopen_trick(undo);
                self.state.trick = trick;
                (answer, if by_rank { rel | winner } else { rel })
            } else {
                self.at_least(target)
            };
            self.unplay(card, undo);
            if self.stopped.is_some() {
                return (false, 0);
            }
            if answer == ns_to_move {
                result = answer;
                relevant = rel;
                refuter = card;
                self.killer[depth] = card;
                break;
            }
            relevant |= rel;
            // The answer did not depend on any card of this suit below the lowest
            // relevant one (all of them when none is): had the mover played another
            // such card instead, the position would differ only below that line,
            // which the answer covers. So those cards need no search of their own.
            let line = match lane(rel, suit) {
                0 => 16,
                r => r.trailing_zeros(),
            };
            if rank < line {
                small_below[suit] = small_below[suit].max(line);
            }
        }
        if self.state.trick_len == 0 && (3..=11).contains(&left) {
            stats::leads(tried, result == ns_to_move);
        }
        if result != ns_to_move {
            let list = &self.lists[depth];
            relevant = widen_for_runs(relevant, &list.runs[..list.merged]);
        }
        if let Some(s) = shape {
            let width = widths(relevant, all);
            if result {
                self.tt.store(&s, width, target as u8, left as u8, refuter);
            } else {
                self.tt.store(&s, width, 0, (target - 1) as u8, refuter);
            }
        }
        (result, relevant)
    }

    /// Fourth hand: a card whose next trick the table already settles the mover's way, if any
    /// (an enhanced transposition cut-off): the answer and the cards it rests on.
    fn table_refutes(&mut self, target: u32, depth: usize, ns_to_move: bool) -> Option<(bool, u64)> {
        for i in 0..self.lists[depth].len {
            let card = self.lists[depth].cards[i];
            let undo = self.play(card);
            let by_rank = self.won_by_rank();
            let winner = 1u64 << self.state.win_card;
            let trick = self.state.trick;
            let ns_won = self.close_trick();
            let goal = target - u32::from(ns_won);
            let hands = self.state.hands;
            let all = hands[0] | hands[1] | hands[2] | hands[3];
            debug_assert_eq!(self.lens, lengths(&hands));
            let s = Shape::of(self.holders, &hands, self.lens, self.state.leader, self.strain_index);
            let hit = self.tt.probe(&s, goal);
            self.reopen_trick(undo);
            self.state.trick = trick;
            self.unplay(card, undo);
            if let Some(hit) = hit {
                if hit.answer == ns_to_move {
                    let rel = top_cards(hit.width, all);
                    return Some((hit.answer, if by_rank { rel | winner } else { rel }));
                }
            }
        }
        None
    }

    /// Stores a bound found without a search.
    fn remember(&mut self, s: &Shape, answer: bool, target: u32, left: u32, relevant: u64, all: u64) {
        if left < 3 {
            return;
        }
        let width = widths(relevant, all);
        if answer {
            self.tt.store(s, width, target as u8, left as u8, NO_CARD);
        } else {
            self.tt.store(s, width, 0, (target - 1) as u8, NO_CARD);
        }
    }

    /// Whether the side of `p`, second to play to the trick, surely takes
    /// `needed` tricks from here; if so, the cards that rests on (card bits).
    ///
    /// It wins this trick when `p` or its partner (fourth hand) can ruff and
    /// the third hand cannot ruff higher, or when one of them holds a card of
    /// the suit led above the card led and all of the third hand's, which
    /// the third hand cannot ruff. Without trumps the hand that wins then
    /// cashes on: its second top card of the suit led if it holds the two top
    /// cards, one top card in each other suit, and the whole of any suit
    /// nobody else holds.
    fn second_hand_tricks(&self, p: usize, needed: u32) -> Option<u64> {
        let hands = &self.state.hands;
        let lead = self.state.trick[0];
        let led = usize::from(lead >> 4);
        let (partner, third) = (p ^ 2, (p + 1) & 3);
        let third_follows = lane(hands[third], led) != 0;
        let ruffing = self.trump.filter(|&t| t != led);
        let third_trumps = ruffing.map_or(0, |t| lane(hands[third], t));
        if let Some(t) = ruffing {
            for seat in [p, partner] {
                let trumps = lane(hands[seat], t);
                if lane(hands[seat], led) != 0 || trumps == 0 {
                    continue;
                }
                if third_follows || third_trumps == 0 {
                    return (needed <= 1).then_some(0);
                }
                let top = highest(trumps);
                if top > highest(third_trumps) {
                    return (needed <= 1).then_some(1u64 << (t as u32 * 16 + top));
                }
            }
        }
        if !third_follows && third_trumps != 0 {
            return None;
        }
        let ours = lane(hands[p] | hands[partner], led);
        let to_beat = (1u16 << (lead & 15)) | lane(hands[third], led);
        if ours <= to_beat {
            return None;
        }
        let top = highest(ours);
        let mut relevant = 1u64 << (led as u32 * 16 + top);
        if needed <= 1 {
            return Some(relevant);
        }
        if self.trump.is_some() {
            return None;
        }
        // Notrump: the winner of this trick keeps cashing.
        let hh = if lane(hands[p], led) > lane(hands[partner], led) { p } else { partner };
        let mine = hands[hh];
        let all = hands[0] | hands[1] | hands[2] | hands[3];
        let mut tricks = 1;
        let suit_led = lane(all, led);
        let second = highest(suit_led & !(1 << highest(suit_led)));
        if lane(mine, led) & (1 << highest(suit_led)) != 0 && second != 0 && lane(mine, led) & (1 << second) != 0 {
            tricks += 1;
            relevant |= 1u64 << (led as u32 * 16 + second);
            if tricks >= needed {
                return Some(relevant);
            }
        }
        for s in (0..4).filter(|&s| s != led) {
            let suit = lane(mine, s);
            if suit == 0 {
                continue;
            }
            let everyone = lane(all, s);
            if everyone == suit {
                tricks += crate::bits::count(suit);
            } else if suit & (1 << highest(everyone)) != 0 {
                tricks += 1;
                relevant |= 1u64 << (s as u32 * 16 + highest(everyone));
            }
            if tricks >= needed {
                return Some(relevant);
            }
        }
        None
    }

    /// Whether the winner of the complete trick had to outrank another card of its suit.
    #[inline]
    fn won_by_rank(&self) -> bool {
        let suit = self.state.win_card >> 4;
        self.state.trick.iter().filter(|&&c| c >> 4 == suit).count() > 1
    }

    /// With one card each, the trick decides itself.
    fn last_trick(&self) -> (bool, u64) {
        let leader = self.state.leader;
        let cards: [u8; 4] = std::array::from_fn(|k| self.state.hands[(leader + k) & 3].trailing_zeros() as u8);
        let mut win = 0;
        for k in 1..4 {
            if self.beats(cards[k], cards[win]) {
                win = k;
            }
        }
        let suit = cards[win] >> 4;
        let by_rank = cards.iter().filter(|&&c| c >> 4 == suit).count() > 1;
        let relevant = if by_rank { 1u64 << cards[win] } else { 0 };
        (((leader + win) & 1) == 0, relevant)
    }

    /// The legal cards of `p` — one per run of equivalent cards — best first.
    fn moves(&mut self, p: usize, left: u32, depth: usize) {
        let Search { state: st, tops, killer, table_move, lists, trump, cands, weights, .. } = self;
        let hand = st.hands[p];
        let all = st.hands[0] | st.hands[1] | st.hands[2] | st.hands[3];
        let mut live = all;
        for &c in &st.trick[..st.trick_len] {
            live |= 1u64 << c;
        }
        let node = Node {
            hands: &st.hands,
            trick: &st.trick,
            trick_len: st.trick_len,
            leader: st.leader,
            trump: *trump,
            tops: &tops[left as usize],
            later: left - 1,
            killer: killer[depth],
            table_move: table_move[depth],
            gone: !live,
            all,
        };
        let led = match st.trick_len {
            0 => None,
            _ => Some(usize::from(st.trick[0] >> 4)),
        };
        // A hand that can follow has only the suit led; otherwise every suit, spades first.
        let (follows, suits) = match led {
            Some(s) if lane(hand, s) != 0 => (true, s..s + 1),
            _ => (false, 0..4),
        };
        let list = &mut lists[depth];
        list.len = 0;
        list.merged = 0;
        for suit in suits.rev() {
            let mine = lane(hand, suit);
            if mine == 0 {
                continue;
            }
            // One candidate per run: cards with no live card of another hand between them.
            let live = lane(live, suit);
            let base = suit as u32 * 16;
            let mut n = 0;
            let mut rest = mine;
            let mut prev = 0u32;
            while rest != 0 {
                let r = 15 - rest.leading_zeros();
                rest ^= 1 << r;
                // Live cards strictly between this card and the previous (higher) one of the hand.
                let between = n > 0 && live & ((1u16 << prev) - (2u16 << r)) == 0;
                if between {
                    cands[n - 1].run = true;
                    let top = (base + cands[n - 1].rank) as u8;
                    match list.merged {
                        m if m > 0 && list.runs[m - 1].0 == top => list.runs[m - 1].1 = (base + r) as u8,
                        m => {
                            list.runs[m] = (top, (base + r) as u8);
                            list.merged += 1;
                        }
                    }
                } else {
                    cands[n] = Candidate { rank: r, run: false };
                    n += 1;
                }
                prev = r;
            }
            if !(follows && n == 1) {
                node.weigh(suit, &cands[..n], weights);
            }
            for k in 0..n {
                list.push((base + cands[k].rank) as u8, weights[k]);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::widen_for_runs;

    #[test]
    fn runs_reaching_below_the_relevant_cards_widen_them() {
        // Diamonds (suit 1): the ace is relevant and was played for the run A-K.
        let (ace, king, four) = (16 + 14, 16 + 13, 16 + 4);
        assert_eq!(widen_for_runs(1 << ace, &[(ace, king)]), 1 << ace | 1 << king);
        // A run wholly below the relevant cards stands for small cards only.
        assert_eq!(widen_for_runs(1 << ace, &[(16 + 6, four)]), 1 << ace);
        // Nothing relevant in the suit: nothing to widen.
        assert_eq!(widen_for_runs(1 << 14, &[(ace, king)]), 1 << 14);
    }
}
