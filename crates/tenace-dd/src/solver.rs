//! The public face of the search: one `Solver` per thread or Web Worker,
//! owning its transposition table and move-ordering history between solves.

use crate::bits::lane;
use crate::budget::{Budget, StopReason};
use crate::position::{CardValue, Position, PositionError, PositionSolution};
use crate::relative::{run_of, Holders};
use crate::search::{Search, State};
use crate::table::{DdTable, TableProgress};
use crate::tt::TransTable;
use tenace_bridge::{BySeat, Deal, Seat, Side, Strain};
use tenace_cards::CardSet;

/// Why a solve gave no answer.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SolveError {
    #[error("not a valid position: {0}")]
    Position(#[from] PositionError),
    #[error("the solve was cancelled after {nodes} nodes")]
    Cancelled { nodes: u64 },
    #[error("the node budget ran out after {nodes} nodes")]
    NodeLimit { nodes: u64 },
}

impl SolveError {
    fn stopped(reason: StopReason, nodes: u64) -> SolveError {
        match reason {
            StopReason::Cancelled => SolveError::Cancelled { nodes },
            StopReason::NodeLimit => SolveError::NodeLimit { nodes },
        }
    }
}

/// How much memory a solver may use.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SolverConfig {
    /// Cap on the transposition table, in bytes. The table starts small and
    /// grows only as far as the positions searched need.
    pub tt_bytes: usize,
}

impl SolverConfig {
    /// 64 MB: enough for any deal, and affordable in a browser tab.
    pub const DEFAULT_TT_BYTES: usize = 64 << 20;
}

impl Default for SolverConfig {
    fn default() -> Self {
        SolverConfig { tt_bytes: Self::DEFAULT_TT_BYTES }
    }
}

/// A double-dummy solver. Its table stays valid from one solve to the next,
/// even across deals: entries are keyed by relative ranks, strain and leader,
/// which fully determine a position's value.
pub struct Solver {
    tt: TransTable,
    holders: Holders,
}

impl Default for Solver {
    fn default() -> Self {
        Solver::new(SolverConfig::default())
    }
}

impl Solver {
    pub fn new(config: SolverConfig) -> Solver {
        Solver { tt: TransTable::new(config.tt_bytes), holders: Holders::new() }
    }

    /// The most memory the transposition table has taken, in bytes.
    pub fn tt_peak_bytes(&self) -> usize {
        self.tt.peak_bytes()
    }

    /// Forgets what earlier solves learnt (results never depend on it; speed does).
    pub fn clear(&mut self) {
        self.tt.clear();
    }

    /// The most tricks the side to move can take from `position` (counting the trick in progress).
    pub fn tricks(&mut self, position: &Position, budget: &mut Budget) -> Result<u8, SolveError> {
        position.validate()?;
        let state = state_of(position);
        let p = state.mover();
        let left = state.tricks_left();
        let ns = self.exact(state, position.strain, left / 2, budget)?;
        Ok(for_side(p, ns, left))
    }

    /// [`Solver::tricks`] starting the search from `guess`, the tricks the
    /// side to move is expected to take (a similar position's answer): the
    /// search probes one target after another from the guess, so a close
    /// guess saves probes. The answer does not depend on the guess.
    pub fn tricks_near(&mut self, position: &Position, guess: u8, budget: &mut Budget) -> Result<u8, SolveError> {
        position.validate()?;
        let state = state_of(position);
        let p = state.mover();
        let left = state.tricks_left();
        let guess = u32::from(guess).min(left);
        let ns_guess = match p & 1 {
            0 => guess,
            _ => left - guess,
        };
        let ns = self.exact(state, position.strain, ns_guess, budget)?;
        Ok(for_side(p, ns, left))
    }

    /// Whether the side to move takes at least `target` tricks from
    /// `position` (counting the trick in progress): one bounded search,
    /// cheaper than [`Solver::tricks`], for a caller that only needs to know
    /// whether a contract makes (the bidding robot's simulation).
    pub fn reaches(&mut self, position: &Position, target: u8, budget: &mut Budget) -> Result<bool, SolveError> {
        position.validate()?;
        let state = state_of(position);
        let p = state.mover();
        let left = state.tricks_left();
        let target = u32::from(target);
        if target == 0 {
            return Ok(true);
        }
        if target > left {
            return Ok(false);
        }
        // North-South's target: the side to move's, or what denies the other side theirs.
        let (ns_target, mover_is_ns) = match p & 1 {
            0 => (target, true),
            _ => (left + 1 - target, false),
        };
        if let Some(reason) = budget.check() {
            return Err(SolveError::stopped(reason, budget.nodes()));
        }
        self.holders.cover(&state.at_trick_start());
        let mut search = Search::new(state, position.strain.index(), &mut self.tt, &self.holders, budget);
        let (ns_reach, _) = search.at_least(ns_target);
        if let Some(reason) = search.stopped {
            return Err(SolveError::stopped(reason, budget.nodes()));
        }
        Ok(ns_reach == mover_is_ns)
    }

    /// The value of the position and of every legal card in it.
    pub fn solve_position(&mut self, position: &Position, budget: &mut Budget) -> Result<PositionSolution, SolveError> {
        position.validate()?;
        let state = state_of(position);
        let p = state.mover();
        let left = state.tricks_left();
        let best = self.exact(state, position.strain, left / 2, budget)?;
        let hand = state.hands[p];
        let mut live = hand | state.hands[0] | state.hands[1] | state.hands[2] | state.hands[3];
        for &c in &state.trick[..state.trick_len] {
            live |= 1u64 << c;
        }
        let led = (state.trick_len > 0).then(|| usize::from(state.trick[0] >> 4));
        let legal = match led {
            Some(s) if lane(hand, s) != 0 => hand & (0xFFFFu64 << (s * 16)),
            _ => hand,
        };
        let mut cards = Vec::new();
        let mut done = 0u64;
        for card in CardSet::from_bits(legal).iter_display() {
            let bit = card.bit();
            if done & (1u64 << bit) != 0 {
                continue;
            }
            let suit = card.suit as usize;
            let run = u64::from(run_of(lane(hand, suit), lane(live, suit), bit % 16)) << (suit * 16);
            done |= run;
            let ns = self.after_card(state, position.strain, bit as u8, best, budget)?;
            let tricks = for_side(p, ns, left);
            cards.extend(CardSet::from_bits(run).iter_display().map(|card| CardValue { card, tricks }));
        }
        Ok(PositionSolution { to_move: Seat::from_index(p), tricks: for_side(p, best, left), cards })
    }

    /// Tricks for each declarer (N E S W) in one strain: a quarter of a table,
    /// which is what one Web Worker of several would solve.
    pub fn solve_strain(&mut self, deal: &Deal, strain: Strain, budget: &mut Budget) -> Result<BySeat<u8>, SolveError> {
        let mut row = BySeat::splat(0u8);
        let mut guess = 7;
        for leader in Seat::ALL {
            let state = State {
                hands: deal.hands().into_array().map(CardSet::bits),
                trick: [0; 4],
                trick_len: 0,
                leader: leader.index(),
                win_card: 0,
                win_seat: 0,
            };
            let ns = self.exact(state, strain, guess, budget)?;
            guess = ns;
            let declarer = leader.rho();
            row[declarer] = match declarer.side() {
                Side::NorthSouth => ns as u8,
                Side::EastWest => (13 - ns) as u8,
            };
        }
        Ok(row)
    }

    /// The full 5 × 4 table, reporting after each of the 20 cells is known.
    pub fn solve_table(
        &mut self,
        deal: &Deal,
        budget: &mut Budget,
        progress: &mut dyn FnMut(TableProgress),
    ) -> Result<DdTable, SolveError> {
        let mut table = DdTable::default();
        // Notrump first: trump contracts reach positions without trumps, which are notrump positions.
        for (i, strain) in
            [Strain::NoTrump, Strain::Spades, Strain::Hearts, Strain::Diamonds, Strain::Clubs].into_iter().enumerate()
        {
            let row = self.solve_strain(deal, strain, budget)?;
            for (seat, &tricks) in row.iter() {
                table.set(strain, seat, tricks);
            }
            progress(TableProgress { cells_done: (i + 1) * 4, cells_total: DdTable::CELLS });
        }
        Ok(table)
    }

    /// North-South's tricks from `state`.
    fn exact(&mut self, state: State, strain: Strain, guess: u32, budget: &mut Budget) -> Result<u32, SolveError> {
        if let Some(reason) = budget.check() {
            return Err(SolveError::stopped(reason, budget.nodes()));
        }
        self.holders.cover(&state.at_trick_start());
        let mut search = Search::new(state, strain.index(), &mut self.tt, &self.holders, budget);
        let answer = search.exact(guess);
        let stopped = search.stopped;
        match (answer, stopped) {
            (Some(ns), None) => Ok(ns),
            (_, Some(reason)) => Err(SolveError::stopped(reason, budget.nodes())),
            (None, None) => Err(SolveError::stopped(StopReason::Cancelled, budget.nodes())),
        }
    }

    /// North-South's tricks from `state` (counting the trick in progress) after `card` is played.
    fn after_card(
        &mut self,
        state: State,
        strain: Strain,
        card: u8,
        guess: u32,
        budget: &mut Budget,
    ) -> Result<u32, SolveError> {
        self.holders.cover(&state.at_trick_start());
        let mut search = Search::new(state, strain.index(), &mut self.tt, &self.holders, budget);
        search.play(card);
        let won = match search.state.trick_len {
            4 => u32::from(search.close_trick()),
            _ => 0,
        };
        let next = search.state;
        Ok(won + self.exact(next, strain, guess.saturating_sub(won), budget)?)
    }
}

/// North-South's count turned into the count of the side of seat `p`.
fn for_side(p: usize, ns: u32, left: u32) -> u8 {
    match p & 1 {
        0 => ns as u8,
        _ => (left - ns) as u8,
    }
}

/// The search state of a validated position: the trick so far replayed.
fn state_of(position: &Position) -> State {
    let mut state = State {
        hands: position.hands.into_array().map(CardSet::bits),
        trick: [0; 4],
        trick_len: 0,
        leader: position.leader.index(),
        win_card: 0,
        win_seat: 0,
    };
    let trump = position.strain.trump().map(|s| s as usize);
    for (k, card) in position.trick.iter().enumerate() {
        let bit = card.bit() as u8;
        let seat = (state.leader + k) & 3;
        let wins = k == 0 || {
            let (a, b) = (bit >> 4, state.win_card >> 4);
            if a == b {
                bit > state.win_card
            } else {
                trump == Some(usize::from(a))
            }
        };
        if wins {
            state.win_card = bit;
            state.win_seat = seat;
        }
        state.trick[k] = bit;
    }
    state.trick_len = position.trick.len();
    state
}
