//! One robot game, every decision timed, printed as an Appendix C record:
//! `cargo run --release -p tenace-preferans --example robot_game [VARIANT] [PLAYERS] [SEED] [LEVEL]`.

use std::time::Instant;
use tenace_core::Logged;
use tenace_preferans::playrecord::{selfplay_setup, write, Extras};
use tenace_preferans::robot::{play_out, Level};
use tenace_preferans::Game;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let variant = args.first().and_then(|a| a.parse().ok()).unwrap_or(tenace_preferans::Variant::Sochi);
    let players: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(3);
    let seed: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(1);
    let level = args.get(3).and_then(|a| Level::by_name(a)).unwrap_or(Level::Normal);
    let setup = selfplay_setup(variant, players, 10, seed, 1, 60).expect("setup");
    let mut game = Logged::<Game>::new(setup);
    let mut times: Vec<(f64, String)> = Vec::new();
    let mut last = Instant::now();
    let r = play_out(&mut game, level, 100_000, |_, seat, d| {
        let ms = last.elapsed().as_secs_f64() * 1000.0;
        times.push((ms, format!("{seat} {} — {}", d.action, d.reason)));
        if std::env::var("TRACE").is_ok() {
            eprintln!("{ms:8.1} ms  {seat}: {}  ({})", d.action, d.reason);
        }
        last = Instant::now();
    });
    if let Err(e) = r {
        eprintln!("error: {e}");
    }
    let mut ms: Vec<f64> = times.iter().map(|t| t.0).collect();
    ms.sort_by(|a, b| a.total_cmp(b));
    let p = |q: f64| ms[((ms.len() - 1) as f64 * q) as usize];
    eprintln!("{} decisions, median {:.2} ms, p95 {:.2} ms, max {:.2} ms", ms.len(), p(0.5), p(0.95), ms[ms.len() - 1]);
    let worst = times.iter().max_by(|a, b| a.0.total_cmp(&b.0)).unwrap();
    eprintln!("slowest: {:.1} ms {}", worst.0, worst.1);
    println!("{}", write(&game, Extras { seed: Some(seed), game: Some(1), max_deals: Some(60) }).unwrap_or_else(|e| e));
}
