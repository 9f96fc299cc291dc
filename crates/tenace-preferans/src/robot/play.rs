//! Card play by sampling and double dummy: declarer, the defence, misère
//! (both sides) and all-pass.

use super::reason::*;
use super::sample::{all_known, layouts, Layout};
use super::{Decision, Effort, Knowledge};
use crate::cards::to_mask;
use crate::game::Action;
use crate::play::Leader;
use crate::record::Kind;
use crate::solver::{Position, Solver, TrickSoFar};
use crate::text::Text;
use tenace_cards::{Card, CardSet, SeededRng};
use tenace_core::Player;

/// Whose tricks count and who wants them, for the hand to play.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Goal {
    /// Declarer of a trick contract wants tricks: the level to make.
    Declarer { level: u8 },
    /// A defender of a trick contract: the defence wants tricks.
    Defence { level: u8 },
    /// Misère declarer wants none.
    MisereDeclarer,
    /// A misère defender wants declarer to take one.
    MisereDefence,
    /// All-pass: this hand wants as few as possible.
    AllPass,
}

fn goal(know: &Knowledge, hand: Player) -> Goal {
    match (know.kind, know.declarer, know.contract) {
        (Some(Kind::Game), Some(d), Some(c)) => {
            let level = c.level().unwrap_or(6);
            if d == hand {
                Goal::Declarer { level }
            } else {
                Goal::Defence { level }
            }
        }
        (Some(Kind::Misere), Some(d), _) if d == hand => Goal::MisereDeclarer,
        (Some(Kind::Misere), _, _) => Goal::MisereDefence,
        _ => Goal::AllPass,
    }
}

/// The tricks already won by the counted players of this goal.
fn counted_so_far(know: &Knowledge, hand: Player, g: Goal) -> i32 {
    match g {
        Goal::Declarer { .. } | Goal::Defence { .. } | Goal::MisereDeclarer | Goal::MisereDefence => {
            know.declarer.map(|d| know.won[d] as i32).unwrap_or(0)
        }
        Goal::AllPass => know.won[hand] as i32,
    }
}

/// What a final count of counted tricks is worth to the hand to play.
fn utility(g: Goal, t: i32) -> f64 {
    let t = t as f64;
    match g {
        Goal::Declarer { level } => {
            let l = level as f64;
            if t >= l {
                100.0 + 0.1 * t
            } else {
                -12.0 * (l - t) + 0.1 * t
            }
        }
        Goal::Defence { level } => {
            let l = level as f64;
            let set = if t < l { 100.0 + 12.0 * (l - t) } else { 0.0 };
            set + 2.0 * (10.0 - t)
        }
        Goal::MisereDeclarer => -(if t > 0.0 { 100.0 } else { 0.0 }) - 10.0 * t,
        Goal::MisereDefence => (if t > 0.0 { 100.0 } else { 0.0 }) + 10.0 * t,
        Goal::AllPass => -10.0 * t + if t == 0.0 { 15.0 } else { 0.0 },
    }
}

/// The solver's position for `layout` with `hand` to play.
fn position(know: &Knowledge, layout: &Layout, hand: Player, g: Goal) -> Option<Position> {
    let seats = know.roles.active;
    let seat_of = |p: Player| seats.iter().position(|q| *q == p).map(|i| i as u8);
    let hands = seats.map(|p| to_mask(layout.hands[p]));
    let me = seat_of(hand)?;
    let mut trick = TrickSoFar::default();
    let four = know.roles.sitting_out().is_some();
    let mut leader = me;
    if let Some(t) = &know.current {
        for (i, (p, c)) in t.cards.iter().enumerate() {
            match p {
                Some(p) if know.roles.is_active(*p) => trick.cards.push((seat_of(*p)?, *c)),
                _ if i == 0 && t.talon => trick.talon = Some((*c, four)),
                _ => {}
            }
        }
        if let Leader::Player(p) = t.leader {
            if let Some(s) = seat_of(p) {
                leader = s;
            }
        }
    }
    // Talon cards still to lead (all-pass, P56): the sampled unturned ones.
    let turned = know.tricks.iter().chain(know.current.iter()).filter(|t| t.talon).count();
    let talon_leads: Vec<Card> = if know.params.talon_in_allpass && know.kind == Some(Kind::Allpass) && turned < 2 {
        layout.out.iter().copied().take(2 - turned).collect()
    } else {
        Vec::new()
    };
    let decl = know.declarer.and_then(seat_of);
    let (counted, maximizers) = match g {
        Goal::Declarer { .. } | Goal::Defence { .. } => {
            let d = decl?;
            (1 << d, 1 << d)
        }
        Goal::MisereDeclarer | Goal::MisereDefence => {
            let d = decl?;
            (1 << d, 0b111 & !(1 << d))
        }
        Goal::AllPass => (1 << me, 0b111 & !(1 << me)),
    };
    Some(Position { hands, trump: know.trump, leader, trick, talon_leads, talon_wins: four, counted, maximizers })
}

/// Chooses a card for the hand due.
pub fn card(know: &Knowledge, effort: Effort) -> Option<Decision> {
    let plays: Vec<(Player, Card)> = know
        .legal
        .iter()
        .filter_map(|a| match a {
            Action::Play { hand, card } => Some((*hand, *card)),
            _ => None,
        })
        .collect();
    let (hand, _) = *plays.first()?;
    let decide = |card: Card, reason: Text| Some(Decision { action: Action::Play { hand, card }, reason });
    if plays.len() == 1 {
        return decide(plays[0].1, Text::new(ONLY_LEGAL));
    }
    let legal: CardSet = plays.iter().map(|(_, c)| *c).collect();
    let g = goal(know, hand);
    let base = counted_so_far(know, hand, g);
    let mut rng = SeededRng::new(know.seed);
    let known = all_known(know);
    let wanted = if known { 1 } else { effort.play };
    let accept = soft_filter(know);
    let samples = layouts(know, wanted, &mut rng, &accept);
    let mut solver = Solver::default();
    let mut total: Vec<(Card, f64, f64, usize)> = legal.iter().map(|c| (c, 0.0, 0.0, 0)).collect(); // utility, tricks, successes
    let mut solved = 0usize;
    let start_nodes = solver.nodes;
    for layout in &samples {
        if solved >= effort.min_layouts && solver.nodes - start_nodes > effort.nodes {
            break;
        }
        let Some(pos) = position(know, layout, hand, g) else { continue };
        solver.with_budget(effort.nodes / 2);
        let values = solver.evaluate(&pos);
        if solver.aborted {
            break;
        }
        solved += 1;
        for (c, v) in values {
            if let Some(slot) = total.iter_mut().find(|t| t.0 == c) {
                let t = base + v as i32;
                slot.1 += utility(g, t);
                slot.2 += t as f64;
                if success(g, t) {
                    slot.3 += 1;
                }
            }
        }
    }
    if solved == 0 {
        // The budget did not solve one layout: play the lowest legal card.
        let low = plays.iter().map(|(_, c)| *c).min_by_key(|c| (c.rank, c.suit))?;
        return decide(low, Text::new(LOWEST_NO_SEARCH));
    }
    // Best average utility; among equals the lowest card.
    let best = total.iter().max_by(|a, b| a.1.total_cmp(&b.1).then(b.0.rank.cmp(&a.0.rank)))?;
    let (c, _, tricks, ok) = *best;
    let n = solved as i64;
    let avg = format!("{:.1}", tricks / solved as f64);
    let reason = if known {
        match g {
            Goal::Declarer { .. } | Goal::Defence { .. } => Text::new(DD_KNOWN_TRICKS).figure("tricks", &avg),
            Goal::MisereDeclarer | Goal::MisereDefence => Text::new(DD_KNOWN_MISERE).figure("tricks", &avg),
            Goal::AllPass => Text::new(DD_KNOWN_ALLPASS).figure("tricks", &avg),
        }
    } else {
        match g {
            Goal::Declarer { .. } => {
                Text::new(BEST_DECLARER).number("n", n).figure("tricks", &avg).number("made", ok as i64)
            }
            Goal::Defence { .. } => Text::new(BEST_DEFENCE)
                .number("n", n)
                .figure("tricks", format!("{:.1}", 10.0 - tricks / solved as f64))
                .number("set", ok as i64),
            Goal::MisereDeclarer => Text::new(BEST_MISERE).number("n", n).number("clean", ok as i64),
            Goal::MisereDefence => Text::new(BEST_CATCH).number("n", n).number("caught", ok as i64),
            Goal::AllPass => Text::new(BEST_ALLPASS).number("n", n).figure("tricks", &avg),
        }
    };
    decide(c, reason)
}

fn success(g: Goal, t: i32) -> bool {
    match g {
        Goal::Declarer { level } => t >= level as i32,
        Goal::Defence { level } => t < level as i32,
        Goal::MisereDeclarer => t == 0,
        Goal::MisereDefence => t > 0,
        Goal::AllPass => t == 0,
    }
}

/// What the auction says about a hidden declarer: in a trump contract he
/// held at least four trumps (with the talon, before the discard).
pub fn soft_filter(know: &Knowledge) -> impl Fn(&Layout) -> bool + '_ {
    move |layout: &Layout| {
        let (Some(d), Some(trump), Some(Kind::Game)) = (know.declarer, know.trump, know.kind) else { return true };
        if know.hand_of(d).is_some() {
            return true;
        }
        let played = know
            .tricks
            .iter()
            .chain(know.current.iter())
            .flat_map(|t| t.cards.iter())
            .filter(|(p, c)| *p == Some(d) && c.suit == trump)
            .count();
        layout.hands[d].suit_len(trump) + played >= 4
    }
}
