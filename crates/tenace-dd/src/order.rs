//! Move ordering: a weight for every candidate card, best first.
//!
//! The rules and their weights follow the move ordering of Bo Haglund and
//! Soren Hein's DDS (its `Moves` weight functions, Apache-2.0): one rule set
//! for the opening card of a trick, one for each later seat, each split by
//! whether the seat can follow and whether trumps are still out. The solver's
//! node count depends on this ordering more than on anything else: a card
//! that refutes a position, tried first, saves the search of every other card.
//!
//! Weights only order the search; they never change a result.

use crate::bits::{count, highest, lane, lowest};

/// No seat: the suit has no such card.
pub(crate) const NOBODY: u8 = 4;

/// The top three cards of each suit at the start of the current trick and
/// who held them then (cards played to the trick so far count as still held).
#[derive(Copy, Clone, Debug, Default)]
pub(crate) struct Tops {
    /// Per suit: the ranks of the highest, second and third card (0: none).
    pub rank: [[u8; 3]; 4],
    /// Per suit: their holders ([`NOBODY`]: none).
    pub hand: [[u8; 3]; 4],
}

impl Tops {
    /// From the hands at the start of a trick.
    #[inline]
    pub fn of(hands: &[u64; 4]) -> Tops {
        let all = hands[0] | hands[1] | hands[2] | hands[3];
        let mut tops = Tops { rank: [[0; 3]; 4], hand: [[NOBODY; 3]; 4] };
        for s in 0..4 {
            let mut rest = lane(all, s);
            for k in 0..3 {
                if rest == 0 {
                    break;
                }
                let r = 15 - rest.leading_zeros();
                rest ^= 1 << r;
                let bit = 1u64 << (s as u32 * 16 + r);
                // Exactly one hand holds the card: its index, without a search.
                let held = |h: usize| usize::from(hands[h] & bit != 0);
                let h = held(1) + 2 * held(2) + 3 * held(3);
                tops.rank[s][k] = r as u8;
                tops.hand[s][k] = h as u8;
            }
        }
        tops
    }

    #[inline]
    fn winner(&self, s: usize) -> (u32, usize) {
        (u32::from(self.rank[s][0]), usize::from(self.hand[s][0]))
    }

    #[inline]
    fn second(&self, s: usize) -> (u32, usize) {
        (u32::from(self.rank[s][1]), usize::from(self.hand[s][1]))
    }

    #[inline]
    fn third_hand(&self, s: usize) -> usize {
        usize::from(self.hand[s][2])
    }
}

/// One candidate card: its rank and whether it stands for a run of more than one card.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Candidate {
    pub rank: u32,
    pub run: bool,
}

/// What the weights need to know about the node.
pub(crate) struct Node<'a> {
    /// The hands now (the cards of the current trick are out of them).
    pub hands: &'a [u64; 4],
    pub trick: &'a [u8; 4],
    pub trick_len: usize,
    pub leader: usize,
    pub trump: Option<usize>,
    pub tops: &'a Tops,
    /// Tricks left after the current one.
    pub later: u32,
    /// The card that last refuted a position at this depth (a lead), if any.
    pub killer: u8,
    /// The card stored with the last table entry that settled a position at this depth, if any.
    pub table_move: u8,
    /// Cards played in earlier tricks (so not in any hand, nor in the trick).
    pub gone: u64,
    /// The cards in the hands.
    pub all: u64,
}

impl Node<'_> {
    #[inline]
    fn ris(&self, h: usize, s: usize) -> u16 {
        lane(self.hands[h & 3], s)
    }

    #[inline]
    fn len(&self, h: usize, s: usize) -> u32 {
        count(self.ris(h, s))
    }

    /// Relative rank of `rank` among the cards of `suit` still in the hands: 1 for the highest.
    #[inline]
    fn rel_rank(&self, suit: usize, rank: u32) -> i32 {
        count(lane(self.all, suit) >> rank << 2) as i32
    }

    /// Whether trumps decide anything: a trump suit with trumps still out.
    #[inline]
    fn trumps_out(&self) -> bool {
        self.trump.is_some_and(|t| self.tops.rank[t][0] != 0)
    }

    /// The card winning the trick after `k + 1` cards and the relative seat (0 = leader) that played it.
    fn winning_after(&self, k: usize) -> (u8, usize) {
        let mut win = (self.trick[0], 0);
        for i in 1..=k {
            let c = self.trick[i];
            let beats = if c >> 4 == win.0 >> 4 { c > win.0 } else { self.trump == Some(usize::from(c >> 4)) };
            if beats {
                win = (c, i);
            }
        }
        win
    }

    /// Weights of `moves`, the candidates of the seat to move in `suit`
    /// (highest first), written to `out`.
    pub fn weigh(&self, suit: usize, moves: &[Candidate], out: &mut [i32]) {
        match self.trick_len {
            0 if self.trumps_out() => self.lead_trump(suit, moves, out),
            0 => self.lead_notrump(suit, moves, out),
            _ => {
                let led = usize::from(self.trick[0] >> 4);
                let follows = suit == led;
                match (self.trick_len, follows, self.trumps_out()) {
                    (1, true, true) => self.second_follow_trump(led, moves, out),
                    (1, true, false) => self.second_follow_notrump(led, moves, out),
                    (1, false, true) => self.second_void_trump(led, suit, moves, out),
                    (1, false, false) => self.second_void_notrump(led, suit, moves, out),
                    (2, true, true) => self.third_follow_trump(led, moves, out),
                    (2, true, false) => self.third_follow_notrump(led, moves, out),
                    (2, false, true) => self.third_void_trump(led, suit, moves, out),
                    (2, false, false) => self.third_void_notrump(suit, moves, out),
                    (_, true, _) => self.fourth_follow(led, moves, out),
                    (_, false, true) => self.fourth_void_trump(led, suit, moves, out),
                    (_, false, false) => self.fourth_void_notrump(suit, moves, out),
                }
            }
        }
    }

    /// The opponents' lengths, a void counting as a full hand: leads into
    /// suits where they have few cards to choose from keep the search small.
    fn length_penalty(&self, suit: usize, divisor: i32) -> i32 {
        let p = self.leader;
        let count = |h: usize| match self.len(h, suit) {
            0 => self.later + 1,
            n => n,
        } as i32
            * 4;
        -(((count(p + 1) + count(p + 3)) << 5) / divisor)
    }

    fn lead_trump(&self, suit: usize, moves: &[Candidate], out: &mut [i32]) {
        let t = self.trump.unwrap_or(0);
        let p = self.leader;
        let (lh, pd, rh) = (p + 1, p + 2, p + 3);
        let (lh_len, rh_len, pd_len) = (self.len(lh, suit), self.len(rh, suit), self.len(pd, suit));
        let (w_rank, w_hand) = self.tops.winner(suit);
        let (s_rank, s_hand) = self.tops.second(suit);
        let side = suit != t;
        let d = self.length_penalty(suit, 13);
        let mut bonus = 0;
        let ruffs = |h: usize| self.ris(h, suit) == 0 && self.ris(h, t) != 0;
        if side && (ruffs(lh) || ruffs(rh)) {
            bonus = -12;
        }
        if side && pd_len == 0 && self.len(pd, t) > 0 && rh_len > 0 {
            bonus += 17;
        }
        if w_hand == rh & 3 || s_hand == rh & 3 {
            if rh_len != 1 {
                bonus -= 12;
            }
        } else if w_hand == lh & 3 && s_hand == pd & 3 && pd_len != 1 {
            bonus += 27;
        }
        if side && self.len(p, suit) == 1 && self.len(p, t) > 0 && pd_len > 1 && w_hand == pd & 3 {
            bonus += 19;
        }
        // Does an opponent fail to ruff (or overruff partner's ruff)?
        let safe = |h: usize| self.len(h, suit) != 0 || self.len(h, t) == 0;
        let over = |h: usize| self.len(h, suit) != 0 || self.ris(pd, t) > self.ris(h, t);
        let singleton_top = (lh_len == 1 && w_hand == lh & 3) || (rh_len == 1 && w_hand == rh & 3);
        let third = self.tops.third_hand(suit);
        for (k, m) in moves.iter().enumerate() {
            let delta = bonus + d;
            let rr = self.rel_rank(suit, m.rank);
            let r = m.rank as i32;
            let wins = if w_rank == m.rank {
                !side || if pd_len != 0 || self.len(pd, t) == 0 { safe(lh) && safe(rh) } else { over(lh) && over(rh) }
            } else if self.ris(pd, suit) > (self.ris(lh, suit) | self.ris(rh, suit)) {
                !side || (safe(lh) && safe(rh))
            } else if side && pd_len == 0 && self.len(pd, t) != 0 {
                match (ruffs(lh), ruffs(rh)) {
                    (true, true) => self.ris(pd, t) > (self.ris(lh, t) | self.ris(rh, t)),
                    (true, false) => self.ris(pd, t) > self.ris(lh, t),
                    (false, true) => self.ris(pd, t) > self.ris(rh, t),
                    (false, false) => true,
                }
            } else {
                false
            };
            let killer = self.killer == (suit as u32 * 16 + m.rank) as u8;
            out[k] = if wins {
                let w = if singleton_top {
                    delta + 35 + rr
                } else if w_hand == p {
                    if s_hand == pd & 3 {
                        delta + 48 + rr
                    } else if w_rank == m.rank {
                        delta + 31
                    } else {
                        delta - 3 + rr
                    }
                } else if w_hand == pd & 3 {
                    if s_hand == p {
                        delta + 42 + rr
                    } else {
                        delta + 28 + rr
                    }
                } else if m.run && m.rank == s_rank {
                    delta + 40
                } else if m.run {
                    delta + 22 + rr
                } else {
                    delta + 11 + rr
                };
                w + if killer {
                    55
                } else if self.table_move == (suit as u32 * 16 + m.rank) as u8 {
                    18
                } else {
                    0
                }
            } else {
                let mut delta = delta;
                if s_hand == pd & 3 && third == pd & 3 {
                    delta += 20;
                } else if (s_hand == p && third == pd & 3 && pd_len > 1)
                    || (s_hand == pd & 3 && third == p && pd_len > 1)
                {
                    delta += 13;
                }
                let w = if singleton_top {
                    delta + rr + 2
                } else if w_hand == p {
                    if s_hand == pd & 3 {
                        delta + 33 + rr
                    } else if w_rank == m.rank {
                        delta + 38
                    } else {
                        delta - 14 + rr
                    }
                } else if w_hand == pd & 3 {
                    delta + 34 + rr
                } else if m.run && m.rank == s_rank {
                    delta + 35
                } else {
                    delta + 17 - r
                };
                w + if killer { 18 } else { 0 }
            };
        }
    }

    fn lead_notrump(&self, suit: usize, moves: &[Candidate], out: &mut [i32]) {
        let p = self.leader;
        let (lh, pd, rh) = (p + 1, p + 2, p + 3);
        let (lh_len, rh_len, pd_len) = (self.len(lh, suit), self.len(rh, suit), self.len(pd, suit));
        let (w_rank, w_hand) = self.tops.winner(suit);
        let (s_rank, s_hand) = self.tops.second(suit);
        let third = self.tops.third_hand(suit);
        let mut d = self.length_penalty(suit, 19);
        if pd_len == 0 {
            d -= 9;
        }
        let partner_tops = self.ris(pd, suit) > (self.ris(lh, suit) | self.ris(rh, suit));
        for (k, m) in moves.iter().enumerate() {
            let mut delta = d;
            let rr = self.rel_rank(suit, m.rank);
            let killer = self.killer == (suit as u32 * 16 + m.rank) as u8;
            out[k] = if w_rank == m.rank || partner_tops {
                if s_hand == rh & 3 {
                    if rh_len != 1 {
                        delta -= 1;
                    }
                } else if s_hand == lh & 3 {
                    delta += if lh_len != 1 { 22 } else { 16 };
                }
                let w = if (s_hand != lh & 3 || lh_len == 1) && (s_hand != rh & 3 || rh_len == 1) {
                    delta + 45 + rr
                } else {
                    delta + 18 + rr
                };
                w + if killer {
                    126
                } else if self.table_move == (suit as u32 * 16 + m.rank) as u8 {
                    32
                } else {
                    0
                }
            } else {
                if w_hand == rh & 3 || s_hand == rh & 3 {
                    if rh_len != 1 {
                        delta -= 10;
                    }
                } else if w_hand == lh & 3 && s_hand == pd & 3 && pd_len != 1 {
                    delta += 31;
                }
                if s_hand == pd & 3 && third == pd & 3 {
                    delta += 35;
                } else if (s_hand == p && third == pd & 3 && pd_len > 1)
                    || (s_hand == pd & 3 && third == p && pd_len > 1)
                {
                    delta += 25;
                }
                let w = if (lh_len == 1 && w_hand == lh & 3) || (rh_len == 1 && w_hand == rh & 3) {
                    delta + 28 + rr
                } else if w_hand == p {
                    delta - 17 + rr
                } else if !m.run {
                    delta + 12 + rr
                } else if m.rank == s_rank {
                    delta + 48
                } else {
                    delta + 29 - rr
                };
                w + if killer {
                    47
                } else if self.table_move == (suit as u32 * 16 + m.rank) as u8 {
                    19
                } else {
                    0
                }
            };
        }
    }

    /// Second hand following suit, trumps out.
    fn second_follow_trump(&self, led: usize, moves: &[Candidate], out: &mut [i32]) {
        let l = self.leader;
        let t = self.trump.unwrap_or(0);
        let lead = u32::from(self.trick[0] & 15);
        let (third, fourth) = (l + 2, l + 3);
        let max3 = highest(self.ris(third, led));
        let maxpd = highest(self.ris(fourth, led));
        let min3 = lowest(self.ris(third, led));
        let minpd = lowest(self.ris(fourth, led));
        let third_no_trump = self.len(third, t) == 0;
        let fourth_ruffs = maxpd == 0 && self.len(fourth, t) != 0;
        let fourth_overruffs = self.ris(fourth, t) > self.ris(third, t);
        for (k, m) in moves.iter().enumerate() {
            let r = m.rank;
            let rr = self.rel_rank(led, r);
            let wins = if led == t {
                (maxpd > lead && maxpd > max3) || (r > lead && r > max3)
            } else if r > lead && r > max3 {
                max3 != 0 || third_no_trump || (fourth_ruffs && fourth_overruffs)
            } else if maxpd > lead && maxpd > max3 {
                max3 != 0 || third_no_trump
            } else if lead > maxpd && lead > max3 && lead > r {
                fourth_ruffs && (max3 != 0 || third_no_trump || fourth_overruffs)
            } else {
                fourth_ruffs
            };
            let r = r as i32;
            out[k] = if wins {
                if min3 as i32 > r {
                    40 + rr
                } else if maxpd > lead && self.ris(l, led) > self.ris(fourth, led) {
                    41 + rr
                } else if r > lead as i32 {
                    if r < maxpd as i32 {
                        78 - r
                    } else if r > max3 as i32 {
                        73 - r
                    } else if m.run {
                        62 - r
                    } else {
                        49 - r
                    }
                } else if maxpd > 0 {
                    47 - r
                } else {
                    40 - r
                }
            } else if r < min3 as i32 || r < minpd as i32 {
                -9 + rr
            } else if r < lead as i32 {
                -16 + rr
            } else if m.run {
                22 - r
            } else {
                10 - r
            };
        }
    }

    /// Second hand following suit, no trumps out.
    fn second_follow_notrump(&self, led: usize, moves: &[Candidate], out: &mut [i32]) {
        let l = self.leader;
        let lead = u32::from(self.trick[0] & 15);
        let max3 = highest(self.ris(l + 2, led));
        let maxpd = highest(self.ris(l + 3, led));
        if maxpd > lead && maxpd > max3 {
            // Partner beats them both: play low.
            for (k, m) in moves.iter().enumerate() {
                out[k] = -(m.rank as i32);
            }
            return;
        }
        let min3 = lowest(self.ris(l + 2, led));
        let minpd = lowest(self.ris(l + 3, led));
        for (k, m) in moves.iter().enumerate() {
            let r = m.rank;
            let rr = self.rel_rank(led, r);
            out[k] = if r > lead && r > max3 {
                81 - r as i32
            } else if min3 > r || minpd > r {
                -3 + rr
            } else if r < lead {
                -11 + rr
            } else if m.run {
                10 + rr
            } else {
                13 - r as i32
            };
        }
    }

    /// Second hand unable to follow, trumps out: discard or ruff.
    fn second_void_trump(&self, led: usize, suit: usize, moves: &[Candidate], out: &mut [i32]) {
        let l = self.leader;
        let t = self.trump.unwrap_or(0);
        let cur = (l + 1) & 3;
        let lead_bit = 1u16 << (self.trick[0] & 15);
        let (third, fourth) = (l + 2, l + 3);
        let count = self.len(cur, suit) as i32;
        let kx = count == 2 && self.tops.second(suit).1 == cur;
        let partner_wins_suit = self.ris(fourth, led) > (self.ris(third, led) | lead_bit);
        let low_or = |base: i32| -> i32 { base + (count << 6) / 36 - if kx { 4 } else { 0 } };
        if led == t {
            let add = if partner_wins_suit { (count << 6) / 44 } else { low_or(0) };
            for (k, m) in moves.iter().enumerate() {
                out[k] = add - m.rank as i32;
            }
        } else if suit != t {
            let add = if self.len(third, led) != 0 {
                if partner_wins_suit || (self.len(fourth, led) == 0 && self.len(fourth, t) != 0) {
                    60 + (count << 6) / 44
                } else {
                    low_or(-2)
                }
            } else if (self.len(fourth, led) == 0 && self.ris(fourth, t) > self.ris(third, t))
                || (self.len(third, t) == 0 && self.ris(fourth, led) > lead_bit)
            {
                60 + (count << 6) / 44
            } else {
                low_or(-2)
            };
            for (k, m) in moves.iter().enumerate() {
                out[k] = add - m.rank as i32;
            }
        } else if self.len(third, led) != 0
            || (self.len(fourth, led) == 0 && self.len(fourth, t) != 0 && self.ris(fourth, t) > self.ris(third, t))
        {
            for (k, m) in moves.iter().enumerate() {
                out[k] = 24 - m.rank as i32 + (count << 6) / 44;
            }
        } else {
            for (k, m) in moves.iter().enumerate() {
                out[k] = if (1u16 << m.rank) > self.ris(third, t) {
                    24 - m.rank as i32 + (count << 6) / 44
                } else {
                    low_or(15) - m.rank as i32
                };
            }
        }
    }

    /// Second hand unable to follow, no trumps out: discard.
    fn second_void_notrump(&self, led: usize, suit: usize, moves: &[Candidate], out: &mut [i32]) {
        let l = self.leader;
        let cur = (l + 1) & 3;
        let lead_bit = 1u16 << (self.trick[0] & 15);
        let count = self.len(cur, suit) as i32;
        let kx = count == 2 && self.tops.second(suit).1 == cur;
        let bare_top = count == 1 && self.tops.winner(suit).1 == cur;
        let add = if self.ris(l + 3, led) > (self.ris(l + 2, led) | lead_bit) {
            (count << 6) / 23
                - if kx {
                    2
                } else if bare_top {
                    3
                } else {
                    0
                }
        } else {
            (count << 6) / 33
                - if kx {
                    6
                } else if bare_top {
                    8
                } else {
                    0
                }
        };
        for (k, m) in moves.iter().enumerate() {
            out[k] = add - m.rank as i32;
        }
    }

    /// The cheapest of `moves` (highest first) that still drives out the
    /// fourth hand's top card, or beats second hand when it is winning.
    fn forces_top(&self, led: usize, moves: &[Candidate], winning: (u8, usize)) -> Option<usize> {
        let fourth = lane(self.hands[(self.leader + 3) & 3], led);
        // Fourth hand's second-best card that is not part of its top run.
        let live = lane(self.all, led)
            | self.trick[..self.trick_len]
                .iter()
                .filter(|&&c| usize::from(c >> 4) == led)
                .fold(0u16, |a, &c| a | 1 << (c & 15));
        let top = highest(fourth);
        let run = crate::relative::run_of(fourth, live, top);
        let rest = fourth & !run;
        if rest == 0 {
            return None;
        }
        let second = highest(rest);
        let w_rank = u32::from(winning.0 & 15);
        let bound = if second > w_rank {
            second
        } else if winning.1 == 1 {
            w_rank
        } else {
            return None;
        };
        let n = moves.iter().take_while(|m| m.rank > bound).count();
        n.checked_sub(1)
    }

    /// Third hand following suit, trumps out.
    fn third_follow_trump(&self, led: usize, moves: &[Candidate], out: &mut [i32]) {
        let t = self.trump.unwrap_or(0);
        let l = self.leader;
        let lead = u32::from(self.trick[0] & 15);
        let cards4 = self.ris(l + 3, led);
        let (max4, min4) = (highest(cards4), lowest(cards4));
        let max3 = moves[0].rank;
        let winning = self.winning_after(1);
        let w_rank = u32::from(winning.0 & 15);
        let low = |out: &mut [i32]| {
            for (k, m) in moves.iter().enumerate() {
                out[k] = -(m.rank as i32);
            }
        };
        let too_low = max3 < min4 || max3 < w_rank;
        if led == t {
            if (winning.1 == 0 && lead > max4) || too_low {
                low(out);
            } else if max3 > max4 {
                for (k, m) in moves.iter().enumerate() {
                    out[k] = if m.rank > max4 && m.rank > w_rank { 58 } else { 0 } - m.rank as i32;
                }
            } else {
                low(out);
                if let Some(k) = self.forces_top(led, moves, winning) {
                    out[k] += 20;
                }
            }
            return;
        }
        if usize::from(winning.0 >> 4) == t {
            // Second hand ruffed.
            low(out);
            return;
        }
        if winning.1 == 0 {
            if max4 == 0 || lead > max4 || too_low {
                low(out);
                return;
            }
            if max3 > max4 {
                for (k, m) in moves.iter().enumerate() {
                    out[k] = if m.rank > max4 { 58 } else { 0 } - m.rank as i32;
                }
                return;
            }
        } else {
            if max4 == 0 {
                for (k, m) in moves.iter().enumerate() {
                    out[k] = if m.rank > w_rank { 20 } else { 0 } - m.rank as i32;
                }
                return;
            }
            if too_low {
                low(out);
                return;
            }
            if max3 > max4 {
                for (k, m) in moves.iter().enumerate() {
                    out[k] = if m.rank > w_rank && m.rank > max4 { 58 } else { 0 } - m.rank as i32;
                }
                return;
            }
        }
        for (k, m) in moves.iter().enumerate() {
            out[k] = if m.rank > w_rank && m.rank > max4 { 60 } else { 0 } - m.rank as i32;
        }
        if let Some(k) = self.forces_top(led, moves, winning) {
            out[k] += 20;
        }
    }

    /// Third hand following suit, no trumps out.
    fn third_follow_notrump(&self, led: usize, moves: &[Candidate], out: &mut [i32]) {
        let l = self.leader;
        let cur = (l + 2) & 3;
        let lead = u32::from(self.trick[0] & 15);
        let cards4 = self.ris(l + 3, led);
        let (max4, min4) = (highest(cards4), lowest(cards4));
        let max3 = moves[0].rank;
        let winning = self.winning_after(1);
        let w_rank = u32::from(winning.0 & 15);
        for (k, m) in moves.iter().enumerate() {
            out[k] = -(m.rank as i32);
        }
        if winning.1 == 0 && lead > max4 {
            // Partner wins anyway; but with partner's last card led and our
            // top card, overtaking may unblock the suit.
            if self.len(l, led) == 0 && self.tops.winner(led).1 == cur {
                let opponents = (self.len(l + 3, led).saturating_sub(1)).max(self.len(l + 1, led));
                let overtake = (0..moves.len() - 1).take_while(|&i| moves[i + 1].rank > lead).count();
                let mine = self.ris(cur, led);
                let live = lane(!self.gone, led) & !(1u16 << lead);
                let run = crate::relative::run_of(mine, live | mine, highest(mine));
                let winners = count(run).saturating_sub(1);
                if opponents <= winners {
                    out[overtake] += 20;
                }
            }
            return;
        }
        if max3 < min4 || max3 < w_rank {
            return;
        }
        let force = if max4 > max3 && max4 > w_rank { self.forces_top(led, moves, winning) } else { None };
        for (k, m) in moves.iter().enumerate() {
            if m.rank > w_rank && m.rank > max4 {
                out[k] += 60;
            }
        }
        if let Some(k) = force {
            out[k] += 20;
        }
    }

    /// Third hand unable to follow, trumps out.
    fn third_void_trump(&self, led: usize, suit: usize, moves: &[Candidate], out: &mut [i32]) {
        let t = self.trump.unwrap_or(0);
        let l = self.leader;
        let cur = (l + 2) & 3;
        let count = self.len(cur, suit) as i32;
        let lead = u32::from(self.trick[0] & 15);
        let max4 = highest(self.ris(l + 3, led));
        if led == t || suit != t {
            for (k, m) in moves.iter().enumerate() {
                out[k] = (count << 6) / 40 - m.rank as i32;
            }
            return;
        }
        let winning = self.winning_after(1);
        if winning.1 == 0 && lead > max4 && (max4 != 0 || self.len(l + 3, t) == 0) {
            // Partner's card is a sure winner: do not ruff it.
            for (k, m) in moves.iter().enumerate() {
                out[k] = -(m.rank as i32) - 50;
            }
            return;
        }
        let add = (count << 6) / 50;
        let w_rank = u32::from(winning.0 & 15);
        let ruffed = usize::from(winning.0 >> 4) == t;
        for (k, m) in moves.iter().enumerate() {
            let r = m.rank as i32;
            let above4 = (1u16 << m.rank) > self.ris(l + 3, t);
            out[k] = if ruffed && m.rank < w_rank {
                -32 + self.rel_rank(suit, m.rank) + (count << 6) / 40
            } else if winning.1 == 0 {
                if max4 != 0 {
                    if self.tops.second(led).1 == l & 3 {
                        36 - r + add
                    } else {
                        48 - r + add
                    }
                } else if above4 {
                    48 - r + add
                } else {
                    -12 - r + add
                }
            } else if max4 != 0 {
                72 - r + add
            } else if above4 {
                48 - r + add
            } else {
                36 - r + add
            };
        }
    }

    /// Third hand unable to follow, no trumps out: discard.
    fn third_void_notrump(&self, suit: usize, moves: &[Candidate], out: &mut [i32]) {
        let cur = (self.leader + 2) & 3;
        let count = self.len(cur, suit) as i32;
        let mut add = (count << 6) / 24;
        if (count == 2 && self.tops.second(suit).1 == cur) || (count == 1 && self.tops.winner(suit).1 == cur) {
            add -= 4;
        }
        for (k, m) in moves.iter().enumerate() {
            out[k] = add - m.rank as i32;
        }
    }

    /// Fourth hand following suit: win as cheaply as possible, unless partner
    /// is winning or the trick is ruffed.
    fn fourth_follow(&self, led: usize, moves: &[Candidate], out: &mut [i32]) {
        let winning = self.winning_after(2);
        let ruffed = usize::from(winning.0 >> 4) != led;
        for (k, m) in moves.iter().enumerate() {
            let beats = !ruffed && winning.1 != 1 && m.rank > u32::from(winning.0 & 15);
            out[k] = if beats { 30 } else { 0 } - m.rank as i32;
        }
    }

    /// Fourth hand unable to follow, trumps out.
    fn fourth_void_trump(&self, led: usize, suit: usize, moves: &[Candidate], out: &mut [i32]) {
        let t = self.trump.unwrap_or(0);
        let cur = (self.leader + 3) & 3;
        let count = self.len(cur, suit) as i32;
        let mut val = (count << 6) / 24;
        if count == 2 && self.tops.second(suit).1 == cur {
            val -= 2;
        }
        let winning = self.winning_after(2);
        let ruffed = usize::from(winning.0 >> 4) == t;
        for (k, m) in moves.iter().enumerate() {
            let r = m.rank as i32;
            out[k] = if led == t {
                val - r
            } else if winning.1 == 1 {
                if suit == t {
                    2 - r + val
                } else {
                    25 - r + val
                }
            } else if ruffed {
                if suit == t {
                    let rr = self.rel_rank(suit, m.rank);
                    if m.rank > u32::from(winning.0 & 15) {
                        33 + rr
                    } else {
                        -13 + rr
                    }
                } else {
                    14 - r + val
                }
            } else if suit == t {
                33 + self.rel_rank(suit, m.rank)
            } else {
                14 - r + val
            };
        }
    }

    /// Fourth hand unable to follow, no trumps out: discard.
    fn fourth_void_notrump(&self, suit: usize, moves: &[Candidate], out: &mut [i32]) {
        let cur = (self.leader + 3) & 3;
        let count = self.len(cur, suit) as i32;
        let mut val = (count << 6) / 27;
        if count == 2 && self.tops.second(suit).1 == cur {
            val -= 6;
        } else if count == 1 && self.tops.winner(suit).1 == cur {
            val -= 8;
        }
        for (k, m) in moves.iter().enumerate() {
            out[k] = val - m.rank as i32;
        }
    }
}
