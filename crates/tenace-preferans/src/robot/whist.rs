//! Whist, pass or half-whist (P37): each choice's expected change of the
//! robot's own settlement over sampled layouts of the unseen cards, the
//! deal scored by the rules' own scorer with the double-dummy tricks.
//! Light or dark (P39): light, so the whister plays both defenders' hands.

use super::play::soft_filter;
use super::reason::*;
use super::sample::{layouts, Layout};
use super::{Decision, Effort, Knowledge};
use crate::cards::to_mask;
use crate::defence::{Step, WhistCall};
use crate::game::{Action, Game};
use crate::scoring::{score, Adjust, Defence, Final, Outcome};
use crate::sheet::Sheet;
use crate::solver::{Position, Solver, TrickSoFar};
use crate::text::Text;
use tenace_cards::SeededRng;
use tenace_core::{ByPlayer, Player};

/// One sampled deal: the double-dummy tricks of declarer, L and R.
#[derive(Copy, Clone, Debug)]
pub struct Tricks {
    pub declarer: i64,
    pub l: i64,
    pub r: i64,
}

/// The change of `me`'s settlement (P81) that a deal's entries make.
pub fn settlement_change(know: &Knowledge, me: Player, outcome: &Outcome) -> f64 {
    let Ok(scored) = score(&know.params, &know.roles, 1, outcome, &Adjust::default()) else { return 0.0 };
    let mut sheet = Sheet::empty(know.roles.seating);
    for e in &scored.entries {
        sheet.apply(*e);
    }
    for (p, pts) in &scored.credits {
        sheet.pool[*p] += pts;
    }
    let f = sheet.settlement(&know.params)[me];
    f.numer() as f64 / f.denom() as f64
}

/// The final decisions if the calls end with `mine` for the robot and the
/// partner as modelled: a defender still to speak passes.
fn finals_after(know: &Knowledge, call: WhistCall) -> Defence {
    let mut d = know.finals.unwrap_or(Defence::PASSED);
    let me = know.me;
    let (l, r) = know.declarer.map(|x| know.roles.defenders(x)).unwrap_or((me, me));
    let f = match call {
        WhistCall::Whist => Final::Whist,
        WhistCall::Half => Final::Half,
        _ => Final::Pass,
    };
    match know.whist_step {
        Some(Step::First) if me == l => d.l = f,
        Some(Step::Second) if me == r => d.r = f,
        Some(Step::Return) if me == l && f == Final::Whist => {
            d.l = Final::Whist;
            d.r = Final::Pass;
        }
        Some(Step::FirstAgain) if me == l => d.l = f,
        Some(Step::SecondReturn) if me == r && f == Final::Whist => {
            d.r = Final::Whist;
            d.l = Final::Pass;
        }
        Some(Step::Dealer) => {
            d.dealer = Some(f);
            if f == Final::Whist {
                d.l = Final::Pass;
                d.r = Final::Pass;
            }
        }
        _ => {}
    }
    d
}

/// Double-dummy tricks of one layout: declarer's, and the defence's split
/// between L and R by strength (high cards, trumps). `None` when the
/// solver's budget ran out.
fn layout_tricks(know: &Knowledge, layout: &Layout, solver: &mut Solver, budget: u64) -> Option<Tricks> {
    let d = know.declarer?;
    let contract = know.contract.unwrap_or(crate::bid::Bid::LOWEST);
    let (l, r) = know.roles.defenders(d);
    let seats = know.roles.active;
    let seat = |p: Player| seats.iter().position(|q| *q == p).unwrap_or(0) as u8;
    let pos = Position {
        hands: seats.map(|p| to_mask(layout.hands[p])),
        trump: contract.trump(),
        leader: 0,
        trick: TrickSoFar::default(),
        talon_leads: vec![],
        talon_wins: false,
        counted: 1 << seat(d),
        maximizers: 1 << seat(d),
    };
    solver.with_budget(budget);
    let t_d = solver.solve(&pos) as i64;
    if solver.aborted {
        return None;
    }
    let def = 10 - t_d;
    let strength = |p: Player| -> i64 {
        let h = layout.hands[p];
        h.iter().map(|c| c.rank.hcp() as i64 + if Some(c.suit) == contract.trump() { 2 } else { 0 }).sum::<i64>() + 1
    };
    let (sl, sr) = (strength(l), strength(r));
    let t_l = (def * sl + (sl + sr) / 2) / (sl + sr);
    Some(Tricks { declarer: t_d, l: t_l, r: def - t_l })
}

/// Double-dummy tricks of sampled layouts of the unseen cards.
pub fn sampled_tricks(know: &Knowledge, effort: Effort) -> Vec<Tricks> {
    let mut rng = SeededRng::new(know.seed ^ 0x1157);
    let accept = soft_filter(know);
    let samples = layouts(know, effort.whist, &mut rng, &accept);
    let mut solver = Solver::default();
    let mut out = Vec::new();
    let start = solver.nodes;
    for layout in &samples {
        if out.len() >= effort.min_layouts && solver.nodes - start > effort.nodes {
            break;
        }
        out.extend(layout_tricks(know, layout, &mut solver, effort.nodes / 2));
    }
    out
}

/// The value of each call open to the robot, averaged over `samples`.
fn values(know: &Knowledge, calls: &[WhistCall], samples: &[Tricks]) -> Vec<(WhistCall, f64)> {
    let n = samples.len().max(1) as f64;
    calls
        .iter()
        .map(|call| {
            let finals = finals_after(know, *call);
            let v = samples
                .iter()
                .filter_map(|t| outcome_for(know, finals, *t))
                .map(|o| settlement_change(know, know.me, &o))
                .sum::<f64>()
                / n;
            (*call, v)
        })
        .collect()
}

/// For the benchmark: how much worse `call` is than the best call on the
/// actual layout (all hands seen, double dummy), in whists of the caller's
/// settlement. `None` for calls that are not whist, pass or half.
pub fn loss_on_actual(game: &Game, know: &Knowledge, call: WhistCall) -> Option<f64> {
    if !matches!(call, WhistCall::Whist | WhistCall::Pass | WhistCall::Half) {
        return None;
    }
    let calls: Vec<WhistCall> = know
        .legal
        .iter()
        .filter_map(|a| match a {
            Action::Whist { call, .. } if matches!(call, WhistCall::Whist | WhistCall::Pass | WhistCall::Half) => {
                Some(*call)
            }
            _ => None,
        })
        .collect();
    if calls.len() < 2 {
        return None;
    }
    let mut hands = ByPlayer::splat(know.roles.seating, tenace_cards::CardSet::EMPTY);
    for (p, c) in tenace_core::Rules::visible_to(game, tenace_core::Viewer::All) {
        hands[p] = c;
    }
    let layout = Layout { hands, out: Vec::new() };
    let t = layout_tricks(know, &layout, &mut Solver::default(), u64::MAX)?;
    let v = values(know, &calls, &[t]);
    let best = v.iter().map(|x| x.1).fold(f64::MIN, f64::max);
    let mine = v.iter().find(|x| x.0 == call)?.1;
    Some(best - mine)
}

/// The outcome of a deal with these final decisions and tricks.
pub fn outcome_for(know: &Knowledge, finals: Defence, t: Tricks) -> Option<Outcome> {
    let d = know.declarer?;
    let (l, r) = know.roles.defenders(d);
    let mut tricks = ByPlayer::splat(know.roles.seating, 0i64);
    tricks[d] = t.declarer;
    tricks[l] = t.l;
    tricks[r] = t.r;
    Some(Outcome::Game {
        declarer: d,
        contract: know.contract?,
        defence: finals,
        tricks: finals.played().then_some(tricks),
    })
}

/// The defence call of the robot due.
pub fn decide(know: &Knowledge, effort: Effort) -> Option<Decision> {
    let me = know.me;
    let calls: Vec<WhistCall> = know
        .legal
        .iter()
        .filter_map(|a| match a {
            Action::Whist { call, .. } => Some(*call),
            _ => None,
        })
        .collect();
    let act = |call: WhistCall, reason: Text| Some(Decision { action: Action::Whist { player: me, call }, reason });
    if know.whist_step == Some(Step::Dealer) && know.legal.iter().any(|a| matches!(a, Action::Look { .. })) {
        // Look first: it costs nothing (P37 step 5).
        let at = know.declarer.map(|d| know.roles.defenders(d).0)?;
        return Some(Decision {
            action: Action::Look { player: me, at },
            reason: Text::new(LOOK_FIRST).player("player", at),
        });
    }
    if calls.contains(&WhistCall::Light) {
        let reason = if calls.len() == 1 { Text::new(LIGHT_DEALER) } else { Text::new(LIGHT_CHOICE) };
        return act(WhistCall::Light, reason);
    }
    if calls.len() == 1 {
        return act(calls[0], Text::new(WHIST_FORCED));
    }
    let samples = sampled_tricks(know, effort);
    if samples.is_empty() {
        return act(WhistCall::Pass, Text::new(PASS_NO_LAYOUT));
    }
    let n = samples.len() as f64;
    let value = |call: WhistCall| -> f64 {
        let finals = finals_after(know, call);
        samples
            .iter()
            .filter_map(|t| outcome_for(know, finals, *t))
            .map(|o| settlement_change(know, me, &o))
            .sum::<f64>()
            / n
    };
    let scored: Vec<(WhistCall, f64)> = calls.iter().map(|c| (*c, value(*c))).collect();
    let (best, v) = scored.iter().copied().max_by(|a, b| a.1.total_cmp(&b.1).then(b.0.code().cmp(a.0.code())))?;
    let pass = scored.iter().find(|(c, _)| *c == WhistCall::Pass).map(|x| x.1);
    let other = scored.iter().filter(|(c, _)| *c != best).map(|x| x.1).fold(f64::MIN, f64::max);
    let gain = format!("{:.1}", v - other);
    let layouts_n = samples.len() as i64;
    let set = samples.iter().filter(|t| t.declarer < know.contract.and_then(|c| c.level()).unwrap_or(6) as i64).count()
        as i64;
    let reason = match best {
        WhistCall::Whist => Text::new(WHIST_GAIN).figure("gain", gain).number("n", layouts_n).number("set", set),
        WhistCall::Half => Text::new(HALF_GAIN).figure("gain", gain).number("n", layouts_n),
        WhistCall::Pass => Text::new(PASS_GAIN)
            .figure("gain", format!("{:.1}", pass.unwrap_or(0.0) - other))
            .number("n", layouts_n)
            .number("set", set),
        _ => Text::new(WHIST_FORCED),
    };
    act(best, reason)
}
