//! Tunes the weights of the `strong` robot by coordinate search on
//! training seeds (never the seeds docs/shedding.md reports):
//!
//!   cargo run --release -p tenace-shedding --example tune -- [GAMES] [FIRST_SEED] [ROUNDS]
//!
//! Each candidate plays GAMES games at 3 and at 4 players against `greedy`
//! (strong in seats e0, e2 …) and is scored by its placement points per game.

use tenace_shedding::robots::{self, Robot, Strong, Weights};
use tenace_shedding::seeds::deal_seeds;
use tenace_shedding::tournament::GameSpec;
use tenace_shedding::Variant;

fn score(w: &Weights, games: usize, seed: u64) -> f64 {
    let mut total = 0.0;
    let mut seats = 0usize;
    for n in [3usize, 4] {
        let seeds = deal_seeds(seed + n as u64, games.div_ceil(n));
        let entrants: Vec<Option<usize>> = (0..n).map(Some).collect();
        for g in 0..games {
            let spec = GameSpec::new(g, 0, g / n, g % n, seeds[g / n], seed, &entrants);
            let strong_seat = |s: usize| spec.seats[s].unwrap_or(0) % 2 == 0;
            let mut players: Vec<Box<dyn Robot>> = (0..n)
                .map(|s| -> Box<dyn Robot> {
                    if strong_seat(s) {
                        Box::new(Strong::with_weights(spec.bot_seeds[s], *w))
                    } else {
                        robots::by_id("greedy", spec.bot_seeds[s]).expect("greedy")
                    }
                })
                .collect();
            let names = (0..n).map(|s| format!("p{s}")).collect();
            let mut table = spec.table(Variant::CONTEST, names, vec!["x".into(); n]).expect("table");
            while let Some(seat) = table.due() {
                let d = players[seat.index()].decide(&table.seen(seat));
                table.act(seat, d.act, None).expect("legal");
            }
            let result = table.game().result().expect("over");
            for s in 0..n {
                if strong_seat(s) {
                    // Normalised to a 4-player scale: points / (n − 1).
                    total += result.half_points[tenace_core::Player::new(s as u8)] as f64 / 2.0 / (n - 1) as f64;
                    seats += 1;
                }
            }
        }
    }
    total / seats as f64
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: usize = args.first().and_then(|a| a.parse().ok()).unwrap_or(600);
    let seed: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(5000);
    let rounds: usize = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(2);
    let mut best = Weights::default();
    let mut best_score = score(&best, games, seed);
    println!("start {best_score:.4} {best:?}");
    for round in 0..rounds {
        for i in 0..10 {
            for factor in [0.0, 0.5, 1.5, 2.5] {
                let mut w = best;
                let slot = match i {
                    0 => &mut w.card,
                    1 => &mut w.point,
                    2 => &mut w.hit_card,
                    3 => &mut w.hit_skip,
                    4 => &mut w.keep_eight,
                    5 => &mut w.keep_seven,
                    6 => &mut w.keep_ace,
                    7 => &mut w.keep_jack,
                    8 => &mut w.block,
                    _ => &mut w.follow,
                };
                *slot *= factor;
                let s = score(&w, games, seed + round as u64 * 7919);
                let again = score(&best, games, seed + round as u64 * 7919);
                if s > again + 0.01 {
                    best = w;
                    best_score = s;
                    println!("round {round} weight {i} ×{factor}: {s:.4} (was {again:.4}) {best:?}");
                }
            }
        }
    }
    println!("best {best_score:.4} {best:?}");
}
