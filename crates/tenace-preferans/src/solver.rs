//! A double-dummy solver for three hands of up to ten cards: how many tricks
//! a set of players takes when everyone sees every card and plays best.
//!
//! The game is two-sided even where Preferans is not: one side (the
//! "maximizers") tries to make the counted players take as many tricks as
//! possible, the others as few. Declarer's play is "count declarer, declarer
//! maximizes"; misère is "count declarer, the defenders maximize"; an
//! all-pass seen from one player is "count me, the others maximize" (the
//! paranoid reading of a three-way game).
//!
//! Seats 0, 1, 2 are first, second and third hand, who play in that order
//! round the table. Seat 3 is the talon's card of a 4-player all-pass talon
//! trick, played for the sitting-out dealer (P56): it can win a trick, and
//! counts if the counted set holds seat 3.
//!
//! Search: alpha-beta over cards, a transposition table of bounds at the
//! start of each trick (keyed by the cards left and the leader), and only
//! one card of each run of equal cards tried.

use crate::cards::{bit, from_bit};
use tenace_cards::{Card, Suit};

/// The dealer's (or nobody's) talon card in a talon trick.
pub const TALON_SEAT: u8 = 3;

/// A trick in progress: the cards played so far, by seat.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TrickSoFar {
    /// A talon card leading this trick (P56), and whether it can win (4
    /// players: the dealer's own lead) or only fixes the suit (3 players).
    pub talon: Option<(Card, bool)>,
    /// Cards of seats 0–2, in the order played.
    pub cards: Vec<(u8, Card)>,
}

/// A position to solve.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// The cards of seats 0, 1, 2 (32-bit masks of [`crate::cards`]).
    pub hands: [u32; 3],
    pub trump: Option<Suit>,
    /// The seat to lead when no trick is in progress (ignored otherwise).
    pub leader: u8,
    pub trick: TrickSoFar,
    /// Talon cards leading the tricks after this one (all-pass, P56), and
    /// whether they can win (4 players).
    pub talon_leads: Vec<Card>,
    pub talon_wins: bool,
    /// Seat bits (1 << seat; bit 3 the talon seat) whose tricks are counted.
    pub counted: u8,
    /// Seat bits of the side that wants the counted tricks to be many.
    pub maximizers: u8,
}

#[derive(Copy, Clone)]
struct Slot {
    key: u64,
    lo: i8,
    hi: i8,
}

const EMPTY_KEY: u64 = u64::MAX;

/// A solver with its transposition table (reuse it across the positions of
/// one deal; [`Solver::solve`] clears it when the deal or the goal changes).
pub struct Solver {
    table: Vec<Slot>,
    mask: usize,
    /// The hands and goal the table belongs to.
    owner: Option<Owner>,
    /// Nodes searched since the solver was made.
    pub nodes: u64,
    /// Give up once `nodes` passes this; then `aborted` is set and the
    /// answer means nothing (see [`Solver::with_budget`]).
    pub limit: u64,
    pub aborted: bool,
}

impl Default for Solver {
    fn default() -> Solver {
        Solver::new(16)
    }
}

/// The hands, counted set, maximizers, trump and talon a table was built for.
type Owner = ([u32; 3], u8, u8, Option<Suit>, u64);

#[derive(Copy, Clone)]
struct Best {
    owner: u8,
    suit: u8,
    rank: u8,
}

struct Ctx {
    trump: u8, // 4 = none
    counted: u8,
    maximizers: u8,
    talon: [u8; 2], // card bits of the talon leads still to come, 255 = none
    talon_count: u8,
    talon_wins: bool,
}

fn suit_of(b: u8) -> u8 {
    b / 8
}

fn rank_of(b: u8) -> u8 {
    b % 8
}

fn beats(card: u8, best: Best, led: u8, trump: u8) -> bool {
    let (s, r) = (suit_of(card), rank_of(card));
    if s == best.suit {
        r > best.rank
    } else if s == trump {
        true
    } else {
        // A 3-player talon trick whose first player card is off the talon's
        // suit: a card of the talon's suit beats it (R13).
        s == led && best.suit != led && best.suit != trump
    }
}

impl Solver {
    /// A table of `2^bits` entries.
    pub fn new(bits: u32) -> Solver {
        let size = 1usize << bits;
        Solver {
            table: vec![Slot { key: EMPTY_KEY, lo: 0, hi: 0 }; size],
            mask: size - 1,
            owner: None,
            nodes: 0,
            limit: u64::MAX,
            aborted: false,
        }
    }

    /// Allows `budget` more nodes: the next searches stop once they are
    /// spent (check [`Solver::aborted`]).
    pub fn with_budget(&mut self, budget: u64) -> &mut Solver {
        self.limit = self.nodes.saturating_add(budget);
        self.aborted = false;
        self
    }

    fn clear(&mut self) {
        for s in self.table.iter_mut() {
            s.key = EMPTY_KEY;
        }
    }

    fn probe(&self, key: u64) -> Option<(i8, i8)> {
        let s = self.table[(key.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 20) as usize & self.mask];
        (s.key == key).then_some((s.lo, s.hi))
    }

    fn store(&mut self, key: u64, lo: i8, hi: i8) {
        let i = (key.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 20) as usize & self.mask;
        self.table[i] = Slot { key, lo, hi };
    }

    /// Tricks the counted players take from here on (the current trick
    /// included) under best play by both sides.
    pub fn solve(&mut self, pos: &Position) -> u8 {
        self.prepare(pos);
        let (ctx, state) = self.load(pos);
        self.value(&ctx, &state, 0, state.tricks_left as i8) as u8
    }

    /// Every card the seat due may play, with the counted tricks after it
    /// (the current trick included), in card order.
    pub fn evaluate(&mut self, pos: &Position) -> Vec<(Card, u8)> {
        self.prepare(pos);
        let (ctx, state) = self.load(pos);
        let seat = state.to_play;
        let hand = state.hands[seat as usize];
        let legal = legal_mask(hand, state.led, ctx.trump);
        let alive = state.hands[0] | state.hands[1] | state.hands[2] | state.trick_cards;
        let mut out = Vec::new();
        let mut m = legal;
        let mut last: Option<(u8, i8)> = None; // the run a card belongs to, and its value
                                               // Most cards are worth the position's value or one less: test
                                               // around it instead of searching each card's value from scratch.
        let guess = self.value(&ctx, &state, 0, state.tricks_left as i8);
        while m != 0 {
            let b = m.trailing_zeros() as u8;
            m &= m - 1;
            // Equal to the card below when nothing alive lies between them.
            let below = alive & ((1u32 << b) - 1) & (SUIT << (8 * (b / 8) as u32));
            let next_lower = (below != 0).then(|| 31 - below.leading_zeros() as u8);
            let v = match (last, next_lower) {
                (Some((prev, v)), Some(nl)) if nl == prev => v,
                _ => {
                    let (next, won) = after(&ctx, &state, b);
                    let top = next.tricks_left as i8;
                    let mut g = (guess - won).clamp(0, top);
                    if self.can(&ctx, &next, g) {
                        while g < top && self.can(&ctx, &next, g + 1) {
                            g += 1;
                        }
                    } else {
                        g -= 1;
                        while g > 0 && !self.can(&ctx, &next, g) {
                            g -= 1;
                        }
                    }
                    won + g.max(0)
                }
            };
            last = Some((b, v));
            if let Some(card) = from_bit(b as u32) {
                out.push((card, v.max(0) as u8));
            }
        }
        out
    }

    /// The exact value in `lo..=hi` by binary search on null-window tests.
    fn value(&mut self, ctx: &Ctx, s: &State, mut lo: i8, mut hi: i8) -> i8 {
        while lo < hi {
            let mid = (lo + hi + 1) / 2;
            if self.can(ctx, s, mid) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        lo
    }

    /// Does the count of tricks from the current trick on, under best play,
    /// reach `target`? (A null-window test.)
    pub fn reaches(&mut self, pos: &Position, target: u8) -> bool {
        self.prepare(pos);
        let (ctx, state) = self.load(pos);
        self.can(&ctx, &state, target as i8)
    }

    fn prepare(&mut self, pos: &Position) {
        let talon_key = pos.talon_leads.iter().fold(0u64, |k, c| (k << 6) | (bit(*c) as u64 + 1));
        let talon_key = (talon_key << 1) | pos.talon_wins as u64;
        let owner = (pos.hands, pos.counted, pos.maximizers, pos.trump, talon_key);
        // Within one deal the hands only shrink: the table stays valid while
        // the remaining cards are a subset of those it was built for.
        let same = self.owner.as_ref().is_some_and(|o| {
            o.1 == owner.1
                && o.2 == owner.2
                && o.3 == owner.3
                && o.4 == owner.4
                && (0..3).all(|i| pos.hands[i] & !o.0[i] == 0)
        });
        if !same {
            self.clear();
            self.owner = Some(owner);
        }
    }

    fn load(&self, pos: &Position) -> (Ctx, State) {
        let trump = pos.trump.map(|s| s.index() as u8).unwrap_or(4);
        let mut talon = [255u8; 2];
        for (i, c) in pos.talon_leads.iter().take(2).enumerate() {
            talon[i] = bit(*c) as u8;
        }
        let ctx = Ctx {
            trump,
            counted: pos.counted,
            maximizers: pos.maximizers,
            talon,
            talon_count: pos.talon_leads.len().min(2) as u8,
            talon_wins: pos.talon_wins,
        };
        let cards_left: u32 = pos.hands.iter().map(|h| h.count_ones()).max().unwrap_or(0);
        let in_trick = !pos.trick.cards.is_empty() || pos.trick.talon.is_some();
        let mut state = State {
            hands: pos.hands,
            to_play: pos.leader,
            played: 0,
            led: 4,
            best: Best { owner: 255, suit: 4, rank: 0 },
            trick_cards: 0,
            talon_next: 0,
            talon_trick: false,
            tricks_left: cards_left as u8,
        };
        if in_trick {
            // The seat due is the one after the last card (first hand after a talon card).
            if let Some((c, wins)) = pos.trick.talon {
                let b = bit(c) as u8;
                state.led = suit_of(b);
                state.talon_trick = true;
                state.trick_cards |= 1 << b;
                if wins {
                    state.best = Best { owner: TALON_SEAT, suit: suit_of(b), rank: rank_of(b) };
                }
                state.to_play = 0;
            }
            for (seat, c) in &pos.trick.cards {
                let b = bit(*c) as u8;
                if state.led == 4 {
                    state.led = suit_of(b);
                }
                if state.best.owner == 255 || beats(b, state.best, state.led, trump) {
                    state.best = Best { owner: *seat, suit: suit_of(b), rank: rank_of(b) };
                }
                state.trick_cards |= 1 << b;
                state.played += 1;
                state.to_play = (seat + 1) % 3;
            }
            // The hands no longer hold the trick's cards; a trick in progress
            // counts as one of the tricks left.
            let held_by_due = state.hands[state.to_play as usize].count_ones();
            state.tricks_left = held_by_due as u8;
        }
        (ctx, state)
    }

    fn can(&mut self, ctx: &Ctx, s: &State, target: i8) -> bool {
        self.nodes += 1;
        if self.nodes > self.limit {
            if !self.aborted {
                self.aborted = true;
                // Bounds stored on the way back out would be wrong.
                self.owner = None;
            }
            return false;
        }
        if target <= 0 {
            return true;
        }
        if target > s.tricks_left as i8 {
            return false;
        }
        let start = s.played == 0 && !s.talon_trick;
        let mut key = 0u64;
        if start {
            if s.tricks_left == 1 {
                return self.last_trick(ctx, s) >= target;
            }
            key =
                (s.hands[0] | s.hands[1] | s.hands[2]) as u64 | (s.to_play as u64) << 32 | (s.talon_next as u64) << 34;
            if let Some((lo, hi)) = self.probe(key) {
                if lo >= target {
                    return true;
                }
                if hi < target {
                    return false;
                }
            }
            // Quick tricks of a leader who wants to win tricks.
            let leader = s.to_play;
            let maxi = ctx.maximizers & (1 << leader) != 0;
            let counted = ctx.counted & (1 << leader) != 0;
            if maxi == counted {
                let qt = quick_tricks(s, ctx, leader) as i8;
                if maxi && qt >= target {
                    return true;
                }
                if !maxi && s.tricks_left as i8 - qt < target {
                    return false;
                }
            }
        }
        let seat = s.to_play;
        let maximizing = ctx.maximizers & (1 << seat) != 0;
        let hand = s.hands[seat as usize];
        let legal = legal_mask(hand, s.led, ctx.trump);
        let alive = s.hands[0] | s.hands[1] | s.hands[2] | s.trick_cards;
        let moves = order_moves(s, ctx, seat, legal, alive, maximizing);
        let mut result = !maximizing;
        for &b in moves.iter().take_while(|b| **b != 255) {
            let (next, won) = after(ctx, s, b);
            let ok = self.can(ctx, &next, target - won);
            if ok == maximizing {
                result = maximizing;
                break;
            }
        }
        if start && !self.aborted {
            let (lo, hi) = self.probe(key).unwrap_or((0, s.tricks_left as i8));
            let (lo, hi) = if result { (lo.max(target), hi) } else { (lo, hi.min(target - 1)) };
            self.store(key, lo, hi.max(lo));
        }
        result
    }

    /// The last trick: each hand has one card, no choice.
    fn last_trick(&mut self, ctx: &Ctx, s: &State) -> i8 {
        let mut best = Best { owner: 255, suit: 4, rank: 0 };
        let mut led = 4;
        let mut seat = s.to_play;
        for _ in 0..3 {
            let b = s.hands[seat as usize].trailing_zeros() as u8;
            if led == 4 {
                led = suit_of(b);
            }
            if best.owner == 255 || beats(b, best, led, ctx.trump) {
                best = Best { owner: seat, suit: suit_of(b), rank: rank_of(b) };
            }
            seat = (seat + 1) % 3;
        }
        (ctx.counted & (1 << best.owner) != 0) as i8
    }
}

/// The position after `seat` (the one due) plays card `b`, and 1 if that
/// completed a trick won by a counted player.
fn after(ctx: &Ctx, s: &State, b: u8) -> (State, i8) {
    let mut s = s.clone();
    let seat = s.to_play;
    s.hands[seat as usize] &= !(1u32 << b);
    if s.led == 4 {
        s.led = suit_of(b);
    }
    if s.best.owner == 255 || beats(b, s.best, s.led, ctx.trump) {
        s.best = Best { owner: seat, suit: suit_of(b), rank: rank_of(b) };
    }
    s.trick_cards |= 1 << b;
    s.played += 1;
    if s.played < 3 {
        s.to_play = (seat + 1) % 3;
        return (s, 0);
    }
    let winner = s.best.owner;
    let won = (ctx.counted & (1 << winner) != 0) as i8;
    s.tricks_left -= 1;
    let was_talon = s.talon_trick;
    s.played = 0;
    s.led = 4;
    s.best = Best { owner: 255, suit: 4, rank: 0 };
    s.trick_cards = 0;
    s.talon_trick = false;
    if s.talon_next < ctx.talon_count {
        // The next talon card leads (P56).
        let c = ctx.talon[s.talon_next as usize];
        s.talon_next += 1;
        s.talon_trick = true;
        s.led = suit_of(c);
        s.trick_cards = 1 << c;
        if ctx.talon_wins {
            s.best = Best { owner: TALON_SEAT, suit: suit_of(c), rank: rank_of(c) };
        }
        s.to_play = 0;
    } else if was_talon || winner == TALON_SEAT {
        s.to_play = 0; // first hand leads after the talon tricks
    } else {
        s.to_play = winner;
    }
    (s, won)
}

/// Tricks `leader` can cash at once from the top: in each suit the run of
/// top cards still alive, cut where another player holding trumps runs out
/// of the suit.
fn quick_tricks(s: &State, ctx: &Ctx, leader: u8) -> u32 {
    let mine = s.hands[leader as usize];
    let alive = s.hands[0] | s.hands[1] | s.hands[2];
    let mut total = 0;
    for suit in 0..4u32 {
        let shift = 8 * suit;
        let a = (alive >> shift) & SUIT;
        let m = (mine >> shift) & SUIT;
        if m == 0 {
            continue;
        }
        // Count from the top while the highest alive card is mine.
        let mut run = 0;
        let mut rest = a;
        while rest != 0 {
            let top = 31 - rest.leading_zeros();
            if m & (1 << top) == 0 {
                break;
            }
            run += 1;
            rest &= !(1 << top);
        }
        if ctx.trump < 4 && suit != ctx.trump as u32 {
            // Anyone else holding trumps (a partner too: he must ruff, and
            // then the lead is his) stops the run when out of the suit.
            for o in 0..3u8 {
                let h = s.hands[o as usize];
                if o != leader && h & (SUIT << (8 * ctx.trump as u32)) != 0 {
                    run = run.min(((h >> shift) & SUIT).count_ones());
                }
            }
        }
        total += run;
    }
    total
}

#[derive(Clone)]
struct State {
    hands: [u32; 3],
    to_play: u8,
    played: u8,
    led: u8,
    best: Best,
    trick_cards: u32,
    talon_next: u8,
    talon_trick: bool,
    tricks_left: u8,
}

const SUIT: u32 = 0xff;

fn legal_mask(hand: u32, led: u8, trump: u8) -> u32 {
    if led < 4 {
        let f = hand & (SUIT << (8 * led));
        if f != 0 {
            return f;
        }
        if trump < 4 {
            let t = hand & (SUIT << (8 * trump));
            if t != 0 {
                return t;
            }
        }
    }
    hand
}

/// The cards to try, one per run of equal cards, in a promising order;
/// ends with 255.
fn order_moves(s: &State, ctx: &Ctx, seat: u8, legal: u32, alive: u32, maximizing: bool) -> [u8; 11] {
    // Representatives: the lowest card of each run of cards adjacent among
    // the cards still alive.
    let mut reps = [255u8; 11];
    let mut n = 0;
    let mut m = legal;
    while m != 0 {
        let b = m.trailing_zeros();
        m &= m - 1;
        let below = alive & ((1u32 << b) - 1) & (SUIT << (8 * (b / 8)));
        let next_lower = if below == 0 { None } else { Some(31 - below.leading_zeros()) };
        let run_continues = next_lower.is_some_and(|nl| legal & (1 << nl) != 0);
        if !run_continues && n < 10 {
            reps[n] = b as u8;
            n += 1;
        }
    }
    if n <= 1 {
        return reps;
    }
    let counted_me = ctx.counted & (1 << seat) != 0;
    let want_win = maximizing == counted_me;
    let side = ctx.maximizers & (1 << seat);
    let leading = s.best.owner == 255;
    let partner_winning =
        !leading && s.best.owner < 3 && s.best.owner != seat && ctx.maximizers & (1 << s.best.owner) == side;
    let mut scored = [(0i16, 255u8); 10];
    for (i, slot) in scored.iter_mut().enumerate().take(n) {
        let b = reps[i];
        let r = rank_of(b) as i16;
        let suit = suit_of(b) as u32;
        let score = if leading {
            let top_alive = 31 - ((alive >> (8 * suit)) & SUIT).leading_zeros();
            let is_top = rank_of(b) as u32 == top_alive;
            let len = ((s.hands[seat as usize] >> (8 * suit)) & SUIT).count_ones() as i16;
            if want_win {
                if is_top {
                    200 + r
                } else {
                    len * 4 - r
                }
            } else if is_top {
                -100 + r
            } else {
                50 - r
            }
        } else {
            let wins_now = beats(b, s.best, s.led, ctx.trump);
            match (want_win, wins_now, partner_winning) {
                (true, _, true) => -r,
                (true, true, false) => 100 - r,
                (true, false, false) => -r,
                (false, false, _) => 100 + r,
                (false, true, _) => -r,
            }
        };
        *slot = (score, b);
    }
    scored[..n].sort_unstable_by_key(|a| std::cmp::Reverse(a.0));
    for i in 0..n {
        reps[i] = scored[i].1;
    }
    reps
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{parse_card, to_mask};
    use tenace_cards::CardSet;

    fn hand(cards: &str) -> u32 {
        to_mask(cards.split_whitespace().map(|c| parse_card(c).unwrap()).collect::<CardSet>())
    }

    fn pos(hands: [&str; 3], trump: Option<Suit>, leader: u8, counted: u8, maximizers: u8) -> Position {
        Position {
            hands: hands.map(hand),
            trump,
            leader,
            trick: TrickSoFar::default(),
            talon_leads: vec![],
            talon_wins: false,
            counted,
            maximizers,
        }
    }

    #[test]
    fn top_cards_and_a_ruff() {
        // Seat 0 holds the top spades; with hearts trumps seat 1 ruffs the third round.
        let p = pos(["AS KS QS", "7S 7H 8H", "8S 9S TS"], Some(Suit::Hearts), 0, 1, 1);
        let mut s = Solver::default();
        assert_eq!(s.solve(&p), 1, "the ace wins, then seat 1 ruffs and runs its trumps");
        let p = pos(["AS KS QS", "7S 7H 8H", "8S 9S TS"], None, 0, 1, 1);
        assert_eq!(s.solve(&p), 3);
    }

    #[test]
    fn misere_counts_the_declarer_while_the_defence_maximizes() {
        // Declarer (seat 0) holds a lone ace: he cannot avoid a trick when led to... unless he can discard.
        let p = pos(["AS 7D", "7S 8D", "8S 9D"], None, 1, 1, 0b110);
        let mut s = Solver::default();
        assert_eq!(s.solve(&p), 1, "a spade lead catches the ace");
        let p = pos(["KS 7D", "AS 8D", "8S 9D"], None, 1, 1, 0b110);
        assert_eq!(s.solve(&p), 0, "the ace of spades is elsewhere");
    }

    #[test]
    fn evaluate_matches_solve() {
        let p = pos(["AS KD 7H 9C", "KS AD 8H TC", "QS QD 9H JC"], Some(Suit::Spades), 0, 1, 1);
        let mut s = Solver::default();
        let best = s.evaluate(&p).iter().map(|(_, v)| *v).max().unwrap();
        assert_eq!(best, s.solve(&p));
    }
}

#[cfg(test)]
mod reference {
    //! The solver against plain minimax (no pruning, no table, every card
    //! tried) on small random positions: trumps and no-trumps, trick
    //! contracts, misère and all-pass goals, tricks in progress, and the
    //! talon tricks of both table sizes.
    use super::*;
    use crate::cards::to_mask;
    use tenace_cards::{CardSet, Pack, SeededRng};

    /// Minimax over whole tricks as the rules play them (P31, P32, P56, R13).
    fn minimax(
        hands: [u32; 3],
        trump: Option<Suit>,
        pos: &Position,
        trick: Vec<(u8, u8)>,
        talon: Option<(u8, bool)>,
        talon_next: usize,
        to_play: u8,
    ) -> i32 {
        let cards_left = hands[to_play as usize].count_ones();
        if cards_left == 0 {
            return 0;
        }
        let tr = trump.map(|s| s.index() as u8).unwrap_or(4);
        let led = talon.map(|(c, _)| suit_of(c)).or(trick.first().map(|(_, c)| suit_of(*c))).unwrap_or(4);
        let legal = legal_mask(hands[to_play as usize], led, tr);
        let maximizing = pos.maximizers & (1 << to_play) != 0;
        let mut best: Option<i32> = None;
        let mut m = legal;
        while m != 0 {
            let b = m.trailing_zeros() as u8;
            m &= m - 1;
            let mut h = hands;
            h[to_play as usize] &= !(1 << b);
            let mut t = trick.clone();
            t.push((to_play, b));
            let v = if t.len() == 3 {
                // The winner by the rules: the talon's card first when it can win.
                let mut best_c: Option<(u8, u8)> = talon.filter(|(_, w)| *w).map(|(c, _)| (TALON_SEAT, c));
                for &(p, c) in &t {
                    match best_c {
                        None => best_c = Some((p, c)),
                        Some((_, bc)) => {
                            let bb = Best { owner: 0, suit: suit_of(bc), rank: rank_of(bc) };
                            if beats(c, bb, led, tr) {
                                best_c = Some((p, c));
                            }
                        }
                    }
                }
                let (w, _) = best_c.unwrap();
                let won = (pos.counted & (1 << w) != 0) as i32;
                let (next_talon, next_next, next_lead) = if talon_next < pos.talon_leads.len() {
                    (Some((bit(pos.talon_leads[talon_next]) as u8, pos.talon_wins)), talon_next + 1, 0)
                } else if talon.is_some() || w == TALON_SEAT {
                    (None, talon_next, 0)
                } else {
                    (None, talon_next, w)
                };
                won + minimax(h, trump, pos, vec![], next_talon, next_next, next_lead)
            } else {
                minimax(h, trump, pos, t, talon, talon_next, (to_play + 1) % 3)
            };
            best = Some(match best {
                None => v,
                Some(x) if maximizing => x.max(v),
                Some(x) => x.min(v),
            });
        }
        best.unwrap_or(0)
    }

    #[test]
    fn the_solver_agrees_with_plain_minimax() {
        let mut rng = SeededRng::new(2024);
        for case in 0..300 {
            let mut pack: Vec<Card> = Pack::Piquet32.cards().iter().collect();
            rng.shuffle(&mut pack);
            let n = 3 + rng.below(3) as usize; // 3–5 cards a hand
            let mut hands: [CardSet; 3] = std::array::from_fn(|i| pack[i * n..i * n + n].iter().copied().collect());
            let trump = match rng.below(5) {
                4 => None,
                s => Suit::from_index(s as usize),
            };
            let kind = rng.below(4);
            let me = rng.below(3) as u8;
            let (counted, maximizers) = match kind {
                0 => (1 << me, 1 << me),                       // declarer
                1 => (1 << me, 0b111 & !(1 << me)),            // misère or all-pass seen by `me`
                2 => (0b111 & !(1 << me), 0b111 & !(1 << me)), // the defence counting its tricks
                _ => (1 << me, 0b111 & !(1 << me)),
            };
            // Sometimes a talon trick (no trumps, all-pass), sometimes a trick in progress.
            let talon_case = trump.is_none() && rng.below(3) == 0;
            let mut pos = Position {
                hands: [0; 3],
                trump,
                leader: rng.below(3) as u8,
                trick: TrickSoFar::default(),
                talon_leads: vec![],
                talon_wins: false,
                counted,
                maximizers,
            };
            let extra = &pack[3 * n..];
            let (talon, to_play) = if talon_case {
                let wins = rng.below(2) == 0;
                pos.talon_wins = wins;
                pos.trick.talon = Some((extra[0], wins));
                if n >= 4 && rng.below(2) == 0 {
                    pos.talon_leads = vec![extra[1]];
                }
                (Some((bit(extra[0]) as u8, wins)), 0u8)
            } else {
                (None, pos.leader)
            };
            let mut trick = Vec::new();
            let mut due = to_play;
            if !talon_case && rng.below(2) == 0 {
                // One or two cards of the trick already played, legally.
                let k = 1 + rng.below(2) as u8;
                for _ in 0..k {
                    let h = to_mask(hands[due as usize]);
                    let led = trick.first().map(|(_, c): &(u8, u8)| suit_of(*c)).unwrap_or(4);
                    let legal = legal_mask(h, led, trump.map(|s| s.index() as u8).unwrap_or(4));
                    let b = legal.trailing_zeros() as u8;
                    let card = from_bit(b as u32).unwrap();
                    hands[due as usize].remove(card);
                    pos.trick.cards.push((due, card));
                    trick.push((due, b));
                    due = (due + 1) % 3;
                }
            }
            pos.hands = hands.map(to_mask);
            let want = minimax(pos.hands, trump, &pos, trick, talon, 0, due);
            let mut solver = Solver::new(12);
            assert_eq!(solver.solve(&pos) as i32, want, "case {case}: {pos:?}");
            let values = solver.evaluate(&pos);
            let maximizing = maximizers & (1 << due) != 0;
            let best = if maximizing { values.iter().map(|v| v.1).max() } else { values.iter().map(|v| v.1).min() };
            assert_eq!(best.map(|b| b as i32), Some(want), "case {case}: evaluate {values:?}");
        }
    }
}
