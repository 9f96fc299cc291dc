//! The robots' call: the system's rules, and where the rules leave a
//! judgment (competing, sacrificing, doubling, game or partscore, passing),
//! a simulation.
//!
//! The simulation deals the three hidden hands at random to fit what their
//! calls showed ([`tenace_bidding::interpret`]), bids each layout out with
//! the rules after each candidate call, scores the final contracts with the
//! double-dummy solver, and takes the call with the best average in IMPs
//! against the rules' own call — when the gain is clear and enough layouts
//! were solved. Everything is seeded by the position, so a robot makes the
//! same call on every machine and replay.
//!
//! The solver is the expensive part: a full deal at the exact trick count
//! costs hundreds of thousands of nodes, but asking only whether a contract
//! makes is cheap unless the answer is close. Each contract is therefore
//! probed at its target (and a trick or two below when it fails) with a
//! small node cap; a probe that hits the cap is a close call and counts half
//! way. The whole decision has a node budget (see [`BidSettings`]).

use crate::sampling::fits;
use crate::Bidding;
use std::collections::HashMap;
use tenace_bidding::{advise_sides, interpret_sides, Advice, Shows, Table};
use tenace_bridge::scoring::{duplicate_score, imps, Tricks};
use tenace_bridge::{Auction, Call, Contract, Deal, Seat, Strain, Vulnerability};
use tenace_cards::{Card, CardSet, SeededRng};
use tenace_dd::{Budget, Position, SolveError, Solver};

/// How much the robot may think about one call.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct BidSettings {
    /// Simulate at judgment points at all.
    pub simulate: bool,
    /// Layouts to deal (fewer are solved when the node budget runs out).
    pub layouts: usize,
    /// Search nodes for the whole decision.
    pub max_nodes: u64,
    /// Nodes for one probe ("does this contract make?"); a probe that needs
    /// more is a close call.
    pub probe_nodes: u64,
    /// Layouts that must be scored before the simulation may overrule the rules.
    pub min_layouts: usize,
    /// Average IMPs per layout by which a call must beat the rules' call.
    pub margin: f64,
    /// ... and by this many standard errors of that average, so that a few
    /// lucky layouts do not overrule the system.
    pub confidence: f64,
}

impl Default for BidSettings {
    /// Under 300 ms in a browser worker: the solver runs about 5.5 M
    /// nodes per CPU second natively and wasm is about 1.3 times slower
    /// (docs/performance.md), so 1.2 M nodes is about 220 ms native and
    /// 290 ms in wasm at the budget's end (docs/bidding.md has the figures).
    fn default() -> BidSettings {
        BidSettings {
            simulate: true,
            layouts: 16,
            max_nodes: 1_200_000,
            probe_nodes: 50_000,
            min_layouts: 6,
            margin: 1.0,
            confidence: 2.0,
        }
    }
}

impl BidSettings {
    /// The rules alone.
    pub const RULES: BidSettings = BidSettings {
        simulate: false,
        layouts: 0,
        max_nodes: 0,
        probe_nodes: 0,
        min_layouts: 0,
        margin: 0.0,
        confidence: 0.0,
    };
}

/// What a simulation found.
#[derive(Clone, Debug, PartialEq)]
pub struct Simulation {
    /// Layouts scored for every candidate call.
    pub layouts: usize,
    /// Search nodes spent.
    pub nodes: u64,
    /// Each candidate call with its average IMPs against the rules' call
    /// and the standard error of that average.
    pub scores: Vec<(Call, f64, f64)>,
    /// The rules' call.
    pub rules_call: Call,
}

/// The robot's call, with the simulation behind it when there was one.
#[derive(Clone, Debug, PartialEq)]
pub struct RobotCall {
    pub advice: Advice,
    pub simulation: Option<Simulation>,
}

/// The robot's call for the player to act in `auction` holding `hand`.
pub fn choose(auction: &Auction, vulnerability: Vulnerability, hand: CardSet, how: &Bidding) -> Advice {
    choose_with(auction, vulnerability, hand, how, BidSettings::default()).advice
}

/// [`choose`] with explicit settings, and what the simulation found.
pub fn choose_with(
    auction: &Auction,
    vulnerability: Vulnerability,
    hand: CardSet,
    how: &Bidding,
    settings: BidSettings,
) -> RobotCall {
    let table = Table { vulnerability, score: how.score };
    let advice = advise_sides(&how.systems(), auction, table, hand);
    if !settings.simulate || !is_judgment(&advice.meaning.rule) {
        return RobotCall { advice, simulation: None };
    }
    let candidates = candidate_calls(auction, &advice);
    if candidates.len() < 2 {
        return RobotCall { advice, simulation: None };
    }
    let Some(me) = auction.to_act() else { return RobotCall { advice, simulation: None } };
    let sim = simulate(auction, table, hand, me, how, &candidates, settings);
    let best = sim
        .scores
        .iter()
        .filter(|(c, _, _)| *c != advice.call)
        .max_by(|a, b| a.1.total_cmp(&b.1))
        .filter(|(_, gain, se)| {
            *gain >= settings.margin && *gain >= settings.confidence * se && sim.layouts >= settings.min_layouts
        })
        .map(|(c, _, _)| *c);
    let advice = match best {
        Some(call) => advice_for(how, auction, table, call, &advice),
        None => advice,
    };
    RobotCall { advice, simulation: Some(sim) }
}

/// Rules whose call is a matter of judgment: the placement and judgment
/// rules, the penalty doubles, a pass content with the contract, and a call
/// no rule covers.
fn is_judgment(rule: &str) -> bool {
    ["sayc.judge.", "sayc.place.", "sayc.penalty.", "natural."].iter().any(|p| rule.starts_with(p))
        || rule == "sayc.pass"
}

/// The calls the simulation compares: the rules' call, the other calls the
/// hand fits, and a pass when it is allowed.
fn candidate_calls(auction: &Auction, advice: &Advice) -> Vec<Call> {
    let mut calls = vec![advice.call];
    for m in &advice.alternatives {
        if !calls.contains(&m.call) && calls.len() < 4 {
            calls.push(m.call);
        }
    }
    let forced = advice.meaning.rule == "natural.forced";
    if !forced && !calls.contains(&Call::Pass) && auction.check(Call::Pass).is_ok() {
        calls.push(Call::Pass);
    }
    calls
}

/// The advice for `call`: the alternative that names it, else its meaning
/// read from the auction with the call added.
fn advice_for(how: &Bidding, auction: &Auction, table: Table, call: Call, rules: &Advice) -> Advice {
    let meaning = match rules.alternatives.iter().find(|m| m.call == call) {
        Some(m) => m.clone(),
        None => {
            let mut next = auction.clone();
            if next.push(call).is_err() {
                return rules.clone();
            }
            match interpret_sides(&how.systems(), &next, table).pop() {
                Some(m) => m,
                None => return rules.clone(),
            }
        }
    };
    let mut alternatives: Vec<_> = std::iter::once(rules.meaning.clone())
        .chain(rules.alternatives.iter().cloned())
        .filter(|m| m.call != call)
        .collect();
    alternatives.truncate(3);
    Advice { call, meaning, alternatives }
}

/// A seed from the position: the same call on every machine.
fn seed_of(auction: &Auction, hand: CardSet) -> u64 {
    const PRIME: u64 = 0x0000_0100_0000_01b3;
    let mut h: u64 = 0xcbf2_9ce4_8422_2325 ^ hand.bits();
    for call in auction.calls() {
        for b in call.code().bytes() {
            h = (h ^ u64::from(b)).wrapping_mul(PRIME);
        }
    }
    h.wrapping_add(auction.dealer().index() as u64)
}

/// Deals the cards I cannot see to the other three seats, keeping to what
/// their calls showed when possible (then to looser ranges, then to none).
pub fn deal_layouts(me: Seat, hand: CardSet, shows: &[Shows; 4], wanted: usize, rng: &mut SeededRng) -> Vec<Deal> {
    let others: Vec<Seat> = Seat::ALL.into_iter().filter(|&s| s != me).collect();
    let mut pool: Vec<Card> = CardSet::FULL.difference(hand).iter().collect();
    let mut out = Vec::with_capacity(wanted);
    for widen in [(0u8, 0u8), (2, 1), (40, 13)] {
        for _ in 0..wanted * 400 {
            if out.len() >= wanted {
                return out;
            }
            rng.shuffle(&mut pool);
            let mut hands = [CardSet::EMPTY; 4];
            hands[me.index()] = hand;
            for (k, &seat) in others.iter().enumerate() {
                hands[seat.index()] = pool[k * 13..(k + 1) * 13].iter().copied().collect();
            }
            if others.iter().all(|&s| fits(&shows[s.index()], hands[s.index()], widen)) {
                if let Ok(deal) = Deal::new(hands) {
                    out.push(deal);
                }
            }
        }
    }
    out
}

/// Bids `auction` to the end with the rules.
fn bid_out(how: &Bidding, table: Table, mut auction: Auction, deal: &Deal) -> Auction {
    for _ in 0..60 {
        let Some(seat) = auction.to_act() else { break };
        let call = advise_sides(&how.systems(), &auction, table, deal.hand(seat)).call;
        if auction.push(call).is_err() {
            break;
        }
    }
    auction
}

/// Double-dummy estimates of declarer's tricks, cached per layout.
struct Scorer<'a> {
    solver: &'a mut Solver,
    nodes: u64,
    max_nodes: u64,
    probe_nodes: u64,
    cache: HashMap<(Strain, Seat, u8), f64>,
}

enum Probe {
    Yes,
    No,
    Close,
}

impl Scorer<'_> {
    fn spent(&self) -> bool {
        self.nodes >= self.max_nodes
    }

    /// Does declarer take `target` tricks? `None` when the budget is gone.
    fn probe(&mut self, deal: &Deal, strain: Strain, declarer: Seat, target: u8) -> Option<Probe> {
        let left = self.max_nodes.saturating_sub(self.nodes);
        if left == 0 {
            return None;
        }
        let cap = self.probe_nodes.min(left);
        let position = Position::opening(deal, strain, declarer.lho());
        let mut budget = Budget::unlimited().with_node_limit(cap);
        // The defenders are to move: they reach 14 − target exactly when declarer falls short.
        let answer = self.solver.reaches(&position, 14u8.saturating_sub(target), &mut budget);
        self.nodes += budget.nodes();
        match answer {
            Ok(defence_sets) => Some(if defence_sets { Probe::No } else { Probe::Yes }),
            Err(SolveError::NodeLimit { .. } | SolveError::Cancelled { .. }) if cap == self.probe_nodes => {
                Some(Probe::Close)
            }
            Err(_) => None,
        }
    }

    /// Declarer's tricks in `contract`, estimated around what it needs: the
    /// target when it makes, fewer by the tricks it falls short (three at
    /// most), half a trick less at a close probe.
    fn tricks(&mut self, deal: &Deal, contract: &Contract) -> Option<f64> {
        let need = contract.bid.level.tricks_needed();
        let key = (contract.bid.strain, contract.declarer, need);
        if let Some(&t) = self.cache.get(&key) {
            return Some(t);
        }
        let mut target = need;
        let estimate = loop {
            match self.probe(deal, contract.bid.strain, contract.declarer, target)? {
                Probe::Yes => break f64::from(target),
                Probe::Close => break f64::from(target) - 0.5,
                Probe::No if target + 2 <= need || target <= 1 => break f64::from(target) - 1.0,
                Probe::No => target -= 1,
            }
        };
        self.cache.insert(key, estimate);
        Some(estimate)
    }
}

/// My side's score for an auction's final contract on a layout; `None` when
/// the budget ran out.
fn score(scorer: &mut Scorer, deal: &Deal, auction: &Auction, vulnerability: Vulnerability, me: Seat) -> Option<f64> {
    let Some(contract) = auction.contract() else { return Some(0.0) };
    let tricks = scorer.tricks(deal, &contract)?;
    let vulnerable = vulnerability.is_vulnerable(contract.declarer.side());
    let at = |t: f64| {
        let t = t.clamp(0.0, 13.0) as u8;
        Tricks::new(t).map(|t| f64::from(duplicate_score(contract.bid, contract.penalty, vulnerable, t))).unwrap_or(0.0)
    };
    // Half a trick: the average of the scores either side.
    let s = if tricks.fract() != 0.0 { (at(tricks.floor()) + at(tricks.ceil())) / 2.0 } else { at(tricks) };
    Some(if contract.declarer.side() == me.side() { s } else { -s })
}

fn simulate(
    auction: &Auction,
    table: Table,
    hand: CardSet,
    me: Seat,
    how: &Bidding,
    candidates: &[Call],
    settings: BidSettings,
) -> Simulation {
    let mut shows = [Shows::ANY; 4];
    for m in interpret_sides(&how.systems(), auction, table) {
        shows[m.seat.index()] = m.known;
    }
    let mut rng = SeededRng::new(seed_of(auction, hand));
    let layouts = deal_layouts(me, hand, &shows, settings.layouts, &mut rng);
    let mut solver = Solver::default();
    let mut scorer = Scorer {
        solver: &mut solver,
        nodes: 0,
        max_nodes: settings.max_nodes,
        probe_nodes: settings.probe_nodes,
        cache: HashMap::new(),
    };
    let mut gains: Vec<Vec<f64>> = vec![Vec::new(); candidates.len()];
    let mut scored = 0usize;
    'layouts: for deal in &layouts {
        if scorer.spent() {
            break;
        }
        scorer.cache.clear();
        let mut row = Vec::with_capacity(candidates.len());
        for &call in candidates {
            let mut next = auction.clone();
            if next.push(call).is_err() {
                continue 'layouts;
            }
            let done = bid_out(how, table, next, deal);
            match score(&mut scorer, deal, &done, table.vulnerability, me) {
                Some(s) => row.push(s),
                None => break 'layouts,
            }
        }
        // IMPs against the rules' call (the first candidate).
        let base = row[0];
        for (g, s) in gains.iter_mut().zip(&row) {
            g.push(f64::from(imps((s - base).round() as i32)));
        }
        scored += 1;
    }
    Simulation {
        layouts: scored,
        nodes: scorer.nodes,
        scores: candidates
            .iter()
            .copied()
            .zip(gains.iter().map(|g| mean_and_se(g)))
            .map(|(c, (m, e))| (c, m, e))
            .collect(),
        rules_call: candidates[0],
    }
}

/// The mean of `xs` and its standard error.
fn mean_and_se(xs: &[f64]) -> (f64, f64) {
    if xs.is_empty() {
        return (0.0, 0.0);
    }
    let n = xs.len() as f64;
    let mean = xs.iter().sum::<f64>() / n;
    let var = if xs.len() > 1 { xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0) } else { 0.0 };
    (mean, (var / n).sqrt())
}

#[cfg(test)]
mod tests {
    use super::*;
    use tenace_bidding::System;

    fn auction(dealer: Seat, calls: &str) -> Auction {
        let mut a = Auction::new(dealer);
        for word in calls.split_whitespace() {
            a.push(word.parse().expect("test call")).expect("legal test auction");
        }
        a
    }

    fn hand(dotted: &str) -> CardSet {
        CardSet::parse_dotted(dotted, tenace_cards::Suit::DESCENDING).expect("test hand")
    }

    #[test]
    fn layouts_keep_my_hand_and_follow_the_auction() {
        let a = auction(Seat::North, "1NT P");
        let me = Seat::South;
        let mine = hand("K432.Q54.972.853");
        let mut shows = [Shows::ANY; 4];
        for m in tenace_bidding::interpret(&System::SAYC, &a, Table::duplicate(Vulnerability::None)) {
            shows[m.seat.index()] = m.known;
        }
        let layouts = deal_layouts(me, mine, &shows, 8, &mut SeededRng::new(7));
        assert_eq!(layouts.len(), 8);
        for deal in layouts {
            assert_eq!(deal.hand(me), mine);
            let north = tenace_bridge::eval::hcp(deal.hand(Seat::North));
            assert!((15..=17).contains(&north), "North opened 1NT with {north}");
        }
    }

    #[test]
    fn the_rules_decide_when_there_is_no_judgment() {
        // Stayman is the system's call: no simulation.
        let a = auction(Seat::North, "1NT P");
        let r =
            choose_with(&a, Vulnerability::None, hand("K432.QJ54.K72.53"), &Bidding::default(), BidSettings::default());
        assert_eq!(r.advice.call.code(), "2C");
        assert!(r.simulation.is_none());
    }

    #[test]
    fn the_same_position_gives_the_same_call() {
        // A simulated position (the one below): the layouts are seeded by it.
        let a = auction(Seat::North, "1NT 2C X P");
        let h = hand("Q53.A5.J53.AKJ76");
        let s = BidSettings { max_nodes: 200_000, ..BidSettings::default() };
        let x = choose_with(&a, Vulnerability::EastWest, h, &Bidding::default(), s);
        let y = choose_with(&a, Vulnerability::EastWest, h, &Bidding::default(), s);
        assert!(x.simulation.as_ref().is_some_and(|sim| sim.layouts > 0), "{x:?}");
        assert_eq!(x, y);
    }

    #[test]
    fn the_simulation_overrules_the_rules_when_it_clearly_gains() {
        // 1NT–(2♣)–X (penalty)–(P): the rules run to 3♣ with five clubs;
        // with AKJ76 over the overcaller the layouts defend 2♣ doubled far
        // better, so the robot passes (SAYCBridge's suite agrees).
        let a = auction(Seat::North, "1NT 2C X P");
        let h = hand("Q53.A5.J53.AKJ76");
        let s = BidSettings { max_nodes: 600_000, ..BidSettings::default() };
        let r = choose_with(&a, Vulnerability::EastWest, h, &Bidding::default(), s);
        let sim = r.simulation.expect("a judgment point is simulated");
        assert_eq!(sim.rules_call.code(), "3C");
        assert_eq!(r.advice.call, Call::Pass, "{:?}", sim.scores);
    }

    #[test]
    fn a_hopeless_sacrifice_is_not_made() {
        // Partner preempted 3♠; they bid 4♥ vulnerable against not, with a
        // flat yarborough and three trumps.
        let a = auction(Seat::North, "3S 4H");
        let h = hand("T92.9532.9642.53");
        let r = choose_with(&a, Vulnerability::EastWest, h, &Bidding::default(), BidSettings::default());
        // The rules raise to 4♠ by the law of total tricks (ten trumps with
        // partner's seven), a preemptive raise and no judgment point: no
        // simulation, and never the five-level sacrifice.
        assert_eq!(r.advice.call.code(), "4S");
        assert!(r.simulation.is_none());
    }
}
