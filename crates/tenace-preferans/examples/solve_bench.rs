//! Times the 3-hand double-dummy solver on whole 10-trick deals:
//! `cargo run --release -p tenace-preferans --example solve_bench [DEALS] [SEED]`.
//! Each deal is dealt from the seed, first hand declares in a random strain
//! after a random discard, and the solver finds declarer's tricks with first
//! hand leading. Prints the median, p95 and max CPU time per deal (and the
//! wall-clock median) and the nodes searched.

use std::time::Instant;

/// This thread's CPU time in ms (the machine is shared: wall time is inflated).
#[cfg(unix)]
fn cpu_ms() -> f64 {
    let mut t = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: clock_gettime writes one timespec into `t`, which lives on this stack frame.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    t.tv_sec as f64 * 1e3 + t.tv_nsec as f64 / 1e6
}

#[cfg(not(unix))]
fn cpu_ms() -> f64 {
    0.0
}
use tenace_cards::{Card, Pack, SeededRng};
use tenace_preferans::cards::to_mask;
use tenace_preferans::solver::{Position, Solver, TrickSoFar};
use tenace_preferans::Strain;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let deals: usize = args.first().and_then(|a| a.parse().ok()).unwrap_or(200);
    let seed: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(1);
    let mut rng = SeededRng::new(seed);
    let mut times = Vec::new();
    let mut cpu = Vec::new();
    let mut nodes = Vec::new();
    let mut solver = Solver::default();
    let mut total_tricks = 0u64;
    for _ in 0..deals {
        let mut pack: Vec<Card> = Pack::Piquet32.cards().iter().collect();
        rng.shuffle(&mut pack);
        let hands = [0, 1, 2].map(|i| to_mask(pack[i * 10..i * 10 + 10].iter().copied().collect()));
        let strain = Strain::ALL[rng.below(5) as usize];
        let declarer = rng.below(3) as u8;
        let pos = Position {
            hands,
            trump: strain.trump(),
            leader: 0,
            trick: TrickSoFar::default(),
            talon_leads: vec![],
            talon_wins: false,
            counted: 1 << declarer,
            maximizers: 1 << declarer,
        };
        let before = solver.nodes;
        let (t, c) = (Instant::now(), cpu_ms());
        total_tricks += solver.solve(&pos) as u64;
        cpu.push(cpu_ms() - c);
        times.push(t.elapsed().as_secs_f64() * 1000.0);
        nodes.push(solver.nodes - before);
    }
    times.sort_by(|a, b| a.total_cmp(b));
    cpu.sort_by(|a, b| a.total_cmp(b));
    nodes.sort();
    let pct = |v: &Vec<f64>, p: f64| v[((v.len() - 1) as f64 * p) as usize];
    println!(
        "{deals} deals: CPU median {:.3} ms, p95 {:.3} ms, max {:.3} ms (wall median {:.3} ms); nodes median {} p95 {} max {}; mean tricks {:.2}",
        pct(&cpu, 0.5),
        pct(&cpu, 0.95),
        cpu[cpu.len() - 1],
        pct(&times, 0.5),
        nodes[nodes.len() / 2],
        nodes[nodes.len() * 95 / 100],
        nodes[nodes.len() - 1],
        total_tricks as f64 / deals as f64
    );
}
