//! The score sheet (P57): pools, mountains and the whists each player has
//! written on each other, the pool cap and help (P73–P75), the end of the
//! game (P76, P77) and the final settlement in exact fractions (P79–P82).

use crate::ratio::Ratio;
use crate::variant::{EndRule, Params};
use serde::{Deserialize, Serialize};
use tenace_core::{ByPlayer, Player, Seating};

/// One line written on the sheet.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "entry", rename_all = "snake_case")]
pub enum Entry {
    /// Points into a pool (after the cap: overflow is a `Help` or a write-off).
    Pool { player: Player, points: i64 },
    /// Points into a mountain (negative only for a write-off, P75).
    Mountain { player: Player, points: i64 },
    /// `from` writes whists on `on` (`on` owes `from`).
    Whists { from: Player, on: Player, whists: i64 },
}

/// Pools, mountains, whists.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sheet {
    pub pool: ByPlayer<i64>,
    pub mountain: ByPlayer<i64>,
    /// `whists[i][j]`: the whists `i` has written on `j` (P57).
    pub whists: ByPlayer<ByPlayer<i64>>,
}

impl Sheet {
    pub fn empty(seating: Seating) -> Sheet {
        Sheet {
            pool: ByPlayer::splat(seating, 0),
            mountain: ByPlayer::splat(seating, 0),
            whists: ByPlayer::splat(seating, ByPlayer::splat(seating, 0)),
        }
    }

    pub fn seating(&self) -> Seating {
        self.pool.seating()
    }

    pub fn apply(&mut self, entry: Entry) {
        match entry {
            Entry::Pool { player, points } => self.pool[player] += points,
            Entry::Mountain { player, points } => self.mountain[player] += points,
            Entry::Whists { from, on, whists } => self.whists[from][on] += whists,
        }
    }

    /// The players other than `helper` whose pool is below `t`.
    pub fn open_pools(&self, t: i64, helper: Player) -> Vec<Player> {
        let seating = self.seating();
        seating.from(helper).skip(1).filter(|p| self.pool[*p] < t).collect()
    }

    /// R19: the fullest open pool, ties going to the first such player
    /// clockwise from the helper.
    pub fn default_help(&self, t: i64, helper: Player) -> Option<Player> {
        let open = self.open_pools(t, helper);
        let best = open.iter().map(|p| self.pool[*p]).max()?;
        open.into_iter().find(|p| self.pool[*p] == best)
    }

    /// Is the game over after the last deal (P76, P77)?
    pub fn is_closed(&self, params: &Params, t: i64) -> bool {
        match params.end {
            EndRule::AllPoolsClosed => self.pool.values().all(|p| *p >= t),
            EndRule::PoolSum => self.pool.values().sum::<i64>() >= self.seating().count() as i64 * t,
        }
    }

    /// P79: `v_i = pv·pool_i − 10·mountain_i`.
    pub fn values(&self, params: &Params) -> ByPlayer<i64> {
        self.pool.map(|p, pool| params.pool_value * pool - 10 * self.mountain[p])
    }

    /// P80: `b_i = Σ_j (W[i][j] − W[j][i])`.
    pub fn whist_balance(&self) -> ByPlayer<i64> {
        let seating = self.seating();
        ByPlayer::from_fn(seating, |i| seating.players().map(|j| self.whists[i][j] - self.whists[j][i]).sum())
    }

    /// P81: each player's result in whists, exact; they sum to zero.
    pub fn settlement(&self, params: &Params) -> ByPlayer<Ratio> {
        let v = self.values(params);
        let b = self.whist_balance();
        let n = self.seating().count() as i64;
        let mean = Ratio::new(v.values().sum::<i64>(), n).unwrap_or(Ratio::ZERO);
        v.map(|p, value| Ratio::int(b[p] + value) - mean)
    }

    /// P82, the paper procedure: unfilled pools into the mountain, amnesty,
    /// mountains into whists, pairwise balances. Gives the same result as
    /// [`Sheet::settlement`] (P83).
    pub fn settlement_on_paper(&self, params: &Params, t: i64, amnesty: bool) -> ByPlayer<Ratio> {
        let seating = self.seating();
        let n = seating.count() as i64;
        let ratio = params.pool_value / 10;
        let mut m: ByPlayer<i64> = self.mountain.map(|p, m| m + ratio * (t - self.pool[p]));
        if amnesty {
            let low = m.values().copied().min().unwrap_or(0);
            m = m.map(|_, x| x - low);
        }
        // W' as fractions: every other player writes 10·M*_i/N on i.
        let w = |i: Player, j: Player| -> Ratio {
            if i == j {
                return Ratio::ZERO;
            }
            Ratio::int(self.whists[i][j]) + Ratio::new(10 * m[j], n).unwrap_or(Ratio::ZERO)
        };
        ByPlayer::from_fn(seating, |i| seating.players().map(|j| w(i, j) - w(j, i)).sum())
    }
}

/// P4, the seating draw: each player draws a card; the lowest chooses a seat
/// first and the others follow clockwise in increasing order. The ace is
/// lowest in this draw, and equal ranks go by P3 (♠ ♣ ♦ ♥). Returns the
/// drawers' indices in seating order (clockwise from the first).
pub fn seating_draw(draws: &[tenace_cards::Card]) -> Vec<usize> {
    let key = |c: &tenace_cards::Card| {
        let rank = if c.rank == tenace_cards::Rank::Ace { 0 } else { c.rank.value() };
        (rank, tenace_core::SuitOrder::PREFERANS.rank(c.suit))
    };
    let mut order: Vec<usize> = (0..draws.len()).collect();
    order.sort_by_key(|i| key(&draws[*i]));
    order
}

impl Sheet {
    /// P6: a fourth player joins a 3-player game with the others' mean pool
    /// rounded down and their mean mountain rounded up (against him), no
    /// whists; he sits to the left of `dealt` (who just dealt) and deals
    /// next. The old players keep their figures and their order.
    pub fn with_fourth(&self, dealt: Player) -> Option<Sheet> {
        if self.seating().count() != 3 {
            return None;
        }
        let pool = self.pool.values().sum::<i64>().div_euclid(3);
        let mountain = -((-self.mountain.values().sum::<i64>()).div_euclid(3));
        let seating = Seating::new(4).ok()?;
        let new = Player::new(dealt.index() as u8 + 1);
        // Old seat i moves to i, or i + 1 when it is after the newcomer.
        let old = |p: Player| -> Option<Player> {
            match p.index().cmp(&new.index()) {
                std::cmp::Ordering::Less => Some(p),
                std::cmp::Ordering::Equal => None,
                std::cmp::Ordering::Greater => Some(Player::new(p.index() as u8 - 1)),
            }
        };
        let mut out = Sheet::empty(seating);
        for p in seating.players() {
            match old(p) {
                Some(q) => {
                    out.pool[p] = self.pool[q];
                    out.mountain[p] = self.mountain[q];
                    for r in seating.players() {
                        if let Some(s) = old(r) {
                            out.whists[p][r] = self.whists[q][s];
                        }
                    }
                }
                None => {
                    out.pool[p] = pool;
                    out.mountain[p] = mountain;
                }
            }
        }
        Some(out)
    }
}

/// Pool points still to be written in a deal, with the help they may call
/// for (P62, P73–P75): processed in order, stopping when a helper has a real
/// choice to make.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Credits {
    /// Pool credits not yet written, in the order of P62.
    queue: Vec<(Player, i64)>,
    /// Overflow of the credit being written, waiting for its helper.
    overflow: Option<(Player, i64)>,
}

/// What a pool credit needs next.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CreditStep {
    /// Everything is written.
    Done,
    /// `helper` has `points` of overflow and several open pools to help
    /// (P74): whom is his choice.
    Choose { helper: Player, points: i64, open: Vec<Player> },
}

impl Credits {
    pub fn new(credits: Vec<(Player, i64)>) -> Credits {
        let mut queue = credits;
        queue.reverse();
        Credits { queue, overflow: None }
    }

    pub fn is_done(&self) -> bool {
        self.queue.is_empty() && self.overflow.is_none()
    }

    /// The helper waiting for a choice, if any.
    pub fn waiting(&self) -> Option<(Player, i64)> {
        self.overflow
    }

    /// Writes credits until done or until a helper must choose. Help goes
    /// by `prefer` first (Appendix A's `help`), and where the choice does not
    /// matter (one open pool, or enough overflow to close them all) it is
    /// made at once.
    pub fn run(
        &mut self,
        sheet: &mut Sheet,
        params: &Params,
        t: i64,
        prefer: &[Player],
        entries: &mut Vec<Entry>,
    ) -> CreditStep {
        loop {
            if let Some((helper, points)) = self.overflow {
                let open = sheet.open_pools(t, helper);
                let lack: i64 = open.iter().map(|p| t - sheet.pool[*p]).sum();
                let preferred = prefer.iter().copied().find(|p| open.contains(p));
                let to = match (preferred, open.len()) {
                    (_, 0) => {
                        self.overflow = None;
                        write_off(sheet, helper, points, entries);
                        continue;
                    }
                    (Some(p), _) => p,
                    (None, 1) => open[0],
                    (None, _) if points >= lack => open[0],
                    (None, _) => return CreditStep::Choose { helper, points, open },
                };
                self.help(sheet, t, to, entries);
                continue;
            }
            let Some((player, points)) = self.queue.pop() else { return CreditStep::Done };
            if !params.help {
                let e = Entry::Pool { player, points };
                sheet.apply(e);
                entries.push(e);
                continue;
            }
            let room = (t - sheet.pool[player]).max(0);
            let into = points.min(room);
            if into > 0 {
                let e = Entry::Pool { player, points: into };
                sheet.apply(e);
                entries.push(e);
            }
            if points > into {
                self.overflow = Some((player, points - into));
            }
        }
    }

    /// The waiting helper helps `to` (an open pool), as much as it lacks.
    /// Refused (false, nothing written) if nobody waits or `to` is not open.
    pub fn help(&mut self, sheet: &mut Sheet, t: i64, to: Player, entries: &mut Vec<Entry>) -> bool {
        let Some((helper, points)) = self.overflow else { return false };
        if to == helper || sheet.pool[to] >= t {
            return false;
        }
        let given = points.min(t - sheet.pool[to]);
        for e in [Entry::Pool { player: to, points: given }, Entry::Whists { from: helper, on: to, whists: 10 * given }]
        {
            sheet.apply(e);
            entries.push(e);
        }
        self.overflow = if points > given { Some((helper, points - given)) } else { None };
        true
    }
}

/// P75: overflow with nobody to help comes off the helper's own mountain;
/// below zero, the rest goes onto every other mountain (R20).
fn write_off(sheet: &mut Sheet, helper: Player, points: i64, entries: &mut Vec<Entry>) {
    let own = points.min(sheet.mountain[helper].max(0));
    if own > 0 {
        let e = Entry::Mountain { player: helper, points: -own };
        sheet.apply(e);
        entries.push(e);
    }
    let rest = points - own;
    if rest > 0 {
        for p in sheet.seating().from(helper).skip(1) {
            let e = Entry::Mountain { player: p, points: rest };
            sheet.apply(e);
            entries.push(e);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::{Options, Variant};

    fn p(i: u8) -> Player {
        Player::new(i)
    }

    #[test]
    fn p4_seating_draw_ace_lowest_ties_by_suit() {
        let c = |s: &str| crate::cards::parse_card(s).unwrap();
        // Drawers 0..3 draw K♠, A♥, 7♣, 7♠: the ace is lowest, then 7♠ before 7♣.
        assert_eq!(seating_draw(&[c("KS"), c("AH"), c("7C"), c("7S")]), vec![1, 3, 2, 0]);
    }

    #[test]
    fn p6_a_fourth_player_starts_with_the_means_rounded_against_him() {
        let mut s = Sheet::empty(Seating::new(3).unwrap());
        s.pool = ByPlayer::from_vec(vec![4, 6, 7]).unwrap();
        s.mountain = ByPlayer::from_vec(vec![10, 0, 1]).unwrap();
        s.whists[p(0)][p(2)] = 12;
        let four = s.with_fourth(p(0)).unwrap();
        assert_eq!(four.pool.as_slice(), &[4, 5, 6, 7], "17/3 rounded down, seated left of A");
        assert_eq!(four.mountain.as_slice(), &[10, 4, 0, 1], "11/3 rounded up");
        assert_eq!(four.whists[p(0)][p(3)], 12, "A's whists on C follow C to seat 3");
        assert!(Sheet::empty(Seating::new(4).unwrap()).with_fourth(p(0)).is_none());
    }

    #[test]
    fn e8_settlement_both_ways() {
        // E8: mountains A 42, B 96, C 132; whists A→B 170, A→C 60, B→A 64, B→C 178, C→A 88, C→B 95.
        let params = Params::new(Variant::Sochi, &Options::default()).unwrap();
        let mut s = Sheet::empty(Seating::new(3).unwrap());
        for (i, m) in [42, 96, 132].into_iter().enumerate() {
            s.mountain[p(i as u8)] = m;
            s.pool[p(i as u8)] = 10;
        }
        for (i, j, w) in [(0, 1, 170), (0, 2, 60), (1, 0, 64), (1, 2, 178), (2, 0, 88), (2, 1, 95)] {
            s.whists[p(i)][p(j)] = w;
        }
        let f = [558, -83, -475].map(Ratio::int);
        assert_eq!(s.settlement(&params).as_slice(), &f);
        assert_eq!(s.settlement_on_paper(&params, 10, true).as_slice(), &f, "P83");
        assert_eq!(s.settlement_on_paper(&params, 10, false).as_slice(), &f, "amnesty never changes it");
    }

    #[test]
    fn p74_p75_help_then_write_off() {
        // E3 deal 5: A's pool is closed, overflow 6; C lacks 4; 2 left come off A's mountain.
        let params = Params::new(Variant::Sochi, &Options::default()).unwrap();
        let mut s = Sheet::empty(Seating::new(3).unwrap());
        s.pool = ByPlayer::from_vec(vec![10, 10, 6]).unwrap();
        s.mountain[p(0)] = 4;
        let mut entries = Vec::new();
        let mut credits = Credits::new(vec![(p(0), 6)]);
        assert_eq!(credits.run(&mut s, &params, 10, &[], &mut entries), CreditStep::Done);
        assert_eq!(s.pool.as_slice(), &[10, 10, 10]);
        assert_eq!(s.whists[p(0)][p(2)], 40);
        assert_eq!(s.mountain[p(0)], 2);
        // With the mountain gone too, the rest goes onto every other mountain (R20).
        let mut credits = Credits::new(vec![(p(1), 5)]);
        credits.run(&mut s, &params, 10, &[], &mut entries);
        assert_eq!(s.mountain.as_slice(), &[7, 0, 5]);
    }

    #[test]
    fn r19_default_help_and_a_real_choice() {
        let params = Params::new(Variant::Rostov, &Options::default()).unwrap();
        let mut s = Sheet::empty(Seating::new(4).unwrap());
        s.pool = ByPlayer::from_vec(vec![10, 4, 7, 7]).unwrap();
        assert_eq!(s.default_help(10, p(0)), Some(p(2)), "fullest, ties clockwise from the helper");
        assert_eq!(s.default_help(10, p(3)), Some(p(2)));
        let mut credits = Credits::new(vec![(p(0), 2)]);
        let mut entries = Vec::new();
        let step = credits.run(&mut s, &params, 10, &[], &mut entries);
        assert_eq!(step, CreditStep::Choose { helper: p(0), points: 2, open: vec![p(1), p(2), p(3)] });
        assert!(!credits.help(&mut s, 10, p(0), &mut entries), "not oneself");
        assert!(credits.help(&mut s, 10, p(1), &mut entries));
        assert_eq!(credits.run(&mut s, &params, 10, &[], &mut entries), CreditStep::Done);
        assert_eq!(s.pool.as_slice(), &[10, 6, 7, 7]);
        assert_eq!(s.whists[p(0)][p(1)], 20);
    }

    #[test]
    fn p77_leningrad_pools_are_uncapped() {
        let params = Params::new(Variant::Leningrad, &Options::default()).unwrap();
        let mut s = Sheet::empty(Seating::new(3).unwrap());
        s.pool[p(0)] = 9;
        let mut entries = Vec::new();
        Credits::new(vec![(p(0), 6)]).run(&mut s, &params, 10, &[], &mut entries);
        assert_eq!(s.pool[p(0)], 15);
        assert!(!s.is_closed(&params, 10));
        s.pool[p(1)] = 15;
        assert!(s.is_closed(&params, 10), "sum 30 = N·T");
    }
}
