//! Robot quality and time over seeded single deals (docs/preferans.md):
//!
//! ```text
//! cargo run --release -p tenace-preferans --example robot_quality -- [DEALS] [FIRST_SEED] [LEVEL] [VARIANT] [PLAYERS]
//! ```
//!
//! Each deal is deal 1 of a fresh game seeded `FIRST_SEED + i`, played by
//! robots at every seat. Reports:
//! * declarer's tricks against double dummy: the solver's tricks for the
//!   contract and the discard actually made, first hand leading, against
//!   what the robots took (short: declarer below double dummy; gave: the
//!   defence let declarer above it);
//! * misère: how often declared, the sampled make-rate the robot saw
//!   (never below 80 % by construction) and how often it was made;
//! * whist decisions: the expected loss of each whist/pass/half-whist call
//!   against the best call on the actual layout (double dummy, the same
//!   scoring of the robot's settlement);
//! * time per decision (CPU time of the thread, median, p95, max) by kind.

use std::time::Instant;
use tenace_cards::{CardSet, Pack};
use tenace_core::{Logged, Rules};
use tenace_preferans::cards::to_mask;
use tenace_preferans::game::{Action, Deals, Setup, Table};
use tenace_preferans::record::Kind;
use tenace_preferans::robot::{decide, whist_loss, Knowledge, Level};
use tenace_preferans::solver::{Position, Solver, TrickSoFar};
use tenace_preferans::{Game, Variant};

/// This thread's CPU time in ms, so that a loaded machine does not inflate
/// the figures (wall time where there is no thread clock).
#[cfg(unix)]
fn cpu_ms() -> Option<f64> {
    let mut t = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: clock_gettime writes one timespec into `t`, which lives on this stack frame.
    let r = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    (r == 0).then(|| t.tv_sec as f64 * 1e3 + t.tv_nsec as f64 / 1e6)
}

#[cfg(not(unix))]
fn cpu_ms() -> Option<f64> {
    None
}

fn pct(v: &mut [f64], q: f64) -> f64 {
    if v.is_empty() {
        return 0.0;
    }
    v.sort_by(|a, b| a.total_cmp(b));
    v[((v.len() - 1) as f64 * q) as usize]
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let deals: u64 = args.first().and_then(|a| a.parse().ok()).unwrap_or(100);
    let first: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(1);
    let level = args.get(2).and_then(|a| Level::by_name(a)).unwrap_or(Level::Normal);
    let variant: Variant = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(Variant::Sochi);
    let players: usize = args.get(4).and_then(|a| a.parse().ok()).unwrap_or(3);
    let mut times: Vec<(&'static str, f64)> = Vec::new();
    let (mut played, mut short, mut gave, mut at_dd, mut dd_sum, mut got_sum) = (0, 0.0, 0.0, 0, 0.0, 0.0);
    let (mut made, mut contracts, mut allpass, mut misere, mut misere_made) = (0, 0, 0, 0, 0);
    let mut whist_losses: Vec<f64> = Vec::new();
    let mut no_search = 0;
    let mut misere_rates: Vec<i64> = Vec::new();
    let mut solver = Solver::new(18);
    for i in 0..deals {
        let mut table = Table::new(variant, players, 10).expect("table");
        table.first_dealer = tenace_core::Player::new(players as u8 - 1);
        let setup = Setup { table, deals: Deals::Seeded(first + i), start: None, max_deals: Some(1) };
        let mut game = Logged::<Game>::new(setup);
        while let Some(seat) = game.to_act().first().copied() {
            let kind = match game.hand().map(|h| h.stage) {
                Some(tenace_preferans::Stage::Auction) => "bid",
                Some(tenace_preferans::Stage::Discard) => "discard",
                Some(tenace_preferans::Stage::Contract) => "contract",
                Some(tenace_preferans::Stage::Whist) => "whist",
                Some(tenace_preferans::Stage::Play) => "card",
                _ => "other",
            };
            let know = Knowledge::of(&game, seat);
            let (t, c) = (Instant::now(), cpu_ms());
            let d = decide(&game, seat, level).expect("a decision");
            let ms = match (c, cpu_ms()) {
                (Some(a), Some(b)) => b - a,
                _ => t.elapsed().as_secs_f64() * 1000.0,
            };
            times.push((kind, ms));
            if d.reason.template == tenace_preferans::robot::reason::LOWEST_NO_SEARCH {
                no_search += 1;
            }
            if d.reason.template == tenace_preferans::robot::reason::BID_MISERE {
                // The sampled make-rate the robot saw when it bid misère.
                let pct = d.reason.args.iter().find_map(|(k, v)| match v {
                    tenace_preferans::text::Arg::Number(n) if k == "pct" => Some(*n),
                    _ => None,
                });
                misere_rates.extend(pct);
            }
            if let (Action::Whist { call, .. }, Some(know)) = (&d.action, &know) {
                if let Some(loss) = whist_loss(&game, know, *call) {
                    whist_losses.push(loss);
                }
            }
            game.apply(d.action).expect("a legal robot action");
        }
        let h = &game.finished[0];
        match h.kind() {
            Some(Kind::Allpass) => allpass += 1,
            Some(Kind::Misere) => {
                misere += 1;
                if h.play.as_ref().and_then(|p| h.declarer.map(|d| p.won[d])) == Some(0) {
                    misere_made += 1;
                }
            }
            Some(Kind::Game) => {
                contracts += 1;
                let (Some(d), Some(c), Some(p)) = (h.declarer, h.contract, &h.play) else { continue };
                let level_ = c.level().unwrap_or(6);
                if p.won[d] >= level_ {
                    made += 1;
                }
                // Double dummy at the start of play: the hands after the discard.
                let seats = h.roles.active;
                let discard: CardSet = h.discard.map(|d| d.iter().copied().collect()).unwrap_or(CardSet::EMPTY);
                let hands = seats.map(|s| {
                    let dealt = h.deal.hand(s);
                    let dealt = if s == d { dealt.union(h.deal.talon_set()).difference(discard) } else { dealt };
                    to_mask(dealt.intersection(Pack::Piquet32.cards()))
                });
                let ds = seats.iter().position(|q| *q == d).unwrap_or(0) as u8;
                let pos = Position {
                    hands,
                    trump: c.trump(),
                    leader: 0,
                    trick: TrickSoFar::default(),
                    talon_leads: vec![],
                    talon_wins: false,
                    counted: 1 << ds,
                    maximizers: 1 << ds,
                };
                let dd = solver.solve(&pos) as f64;
                let got = p.won[d] as f64;
                played += 1;
                dd_sum += dd;
                got_sum += got;
                if got < dd {
                    short += dd - got;
                } else if got > dd {
                    gave += got - dd;
                } else {
                    at_dd += 1;
                }
            }
            None => {}
        }
    }
    println!("{deals} deals from seed {first}, {variant}, {players} players, level {}", level.name());
    println!("contracts {contracts} (made {made}), misère {misere} (made {misere_made}), all-pass {allpass}");
    if played > 0 {
        let n = played as f64;
        println!(
            "played contracts {played}: declarer mean {:.2} vs double dummy {:.2}; short of DD {:.3} a deal, defence gave {:.3} a deal, at DD exactly {at_dd}",
            got_sum / n,
            dd_sum / n,
            short / n,
            gave / n
        );
    }
    if !whist_losses.is_empty() {
        let n = whist_losses.len() as f64;
        let nonzero = whist_losses.iter().filter(|x| **x > 1e-9).count();
        println!(
            "whist decisions {}: mean expected loss vs the DD-best call {:.2} whists; {} of them not the DD-best",
            whist_losses.len(),
            whist_losses.iter().sum::<f64>() / n,
            nonzero
        );
    }
    println!(
        "misère bids {}: sampled make-rates {:?} (lowest {:?})",
        misere_rates.len(),
        misere_rates,
        misere_rates.iter().min()
    );
    println!("cards played without a search (budget spent): {no_search}");
    println!(
        "times: CPU time of the deciding thread{}",
        if cpu_ms().is_some() { "" } else { " (unavailable: wall clock)" }
    );
    for kind in ["bid", "discard", "contract", "whist", "card", "other", "all"] {
        let mut v: Vec<f64> = times.iter().filter(|(k, _)| kind == "all" || *k == kind).map(|(_, t)| *t).collect();
        if v.is_empty() {
            continue;
        }
        let n = v.len();
        let (m, p95, max) = (pct(&mut v, 0.5), pct(&mut v, 0.95), pct(&mut v, 1.0));
        println!("time {kind:8} n {n:6}  median {m:7.2} ms  p95 {p95:7.2} ms  max {max:8.2} ms");
    }
}
