//! Engine throughput with robots (docs/shedding.md, "Numbers"):
//!
//!   cargo run --release -p tenace-shedding --example bench -- [GAMES] [ROBOT[,ROBOT…]] [PLAYERS] [SEED] [--records]
//!
//! Plays GAMES games (default 20,000) of the `tenace shed play` schedule
//! (tournament seed SEED, default 1; robots as `--bots` repeats them) and prints games per second, decisions per second
//! and the mean rounds and decisions per game, measured with the process's
//! CPU time (so a loaded machine does not inflate it) and the wall clock.
//! With `--records` each game's record (Appendix A) is written too. Last,
//! each robot's placement points per game (S72) and losses.

use std::io::Write;
use std::time::Instant;
use tenace_shedding::robots::{self, Robot};
use tenace_shedding::seeds::deal_seeds;
use tenace_shedding::tournament::GameSpec;
use tenace_shedding::Variant;

fn cpu_seconds() -> f64 {
    // /proc/self/stat fields 14 and 15: user and system time in clock ticks (100 Hz on Linux).
    std::fs::read_to_string("/proc/self/stat")
        .ok()
        .and_then(|s| {
            let rest = s.rsplit_once(')')?.1.split_whitespace().collect::<Vec<_>>();
            let user: f64 = rest.get(11)?.parse().ok()?;
            let sys: f64 = rest.get(12)?.parse().ok()?;
            Some((user + sys) / 100.0)
        })
        .unwrap_or(f64::NAN)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: usize = args.first().and_then(|a| a.parse().ok()).unwrap_or(20_000);
    let ids: Vec<String> = args.get(1).map_or(vec!["sample".into()], |a| a.split(',').map(str::to_owned).collect());
    let n: usize = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(4);
    let seed: u64 = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(1);
    let records = args.iter().any(|a| a == "--records");
    let seeds = deal_seeds(seed, games.div_ceil(n));
    let mut points: Vec<(String, i64, u64, u64)> = Vec::new();
    let entrants: Vec<Option<usize>> = (0..n).map(Some).collect();
    let (mut rounds, mut decisions, mut bytes) = (0u64, 0u64, 0usize);
    let cpu0 = cpu_seconds();
    let t0 = Instant::now();
    for g in 0..games {
        let spec = GameSpec::new(g, 0, g / n, g % n, seeds[g / n], seed, &entrants);
        let bots: Vec<String> = (0..n).map(|s| ids[spec.seats[s].unwrap_or(0) % ids.len()].clone()).collect();
        let names: Vec<String> = (0..n).map(|s| format!("{}#{}", bots[s], spec.seats[s].unwrap_or(0))).collect();
        let mut players: Vec<Box<dyn Robot>> =
            bots.iter().zip(&spec.bot_seeds).map(|(id, s)| robots::by_id(id, *s).expect("a known robot")).collect();
        let mut table = spec.table(Variant::CONTEST, names, bots).expect("a valid table");
        while let Some(seat) = table.due() {
            let d = players[seat.index()].decide(&table.seen(seat));
            table.act(seat, d.act, d.say.as_deref()).expect("robots play legal actions");
        }
        rounds += table.game().rounds().len() as u64;
        decisions += table.stats().values().map(|s| s.decisions as u64).sum::<u64>();
        if records {
            bytes += table.record_json().len();
        }
        if let Some(result) = table.game().result() {
            for (p, id) in table.bots().iter() {
                let i = match points.iter().position(|x| &x.0 == id) {
                    Some(i) => i,
                    None => {
                        points.push((id.clone(), 0, 0, 0));
                        points.len() - 1
                    }
                };
                points[i].1 += result.half_points[p] as i64;
                points[i].2 += 1;
                points[i].3 += u64::from(result.lost.contains(&p));
            }
        }
    }
    let wall = t0.elapsed().as_secs_f64();
    let cpu = cpu_seconds() - cpu0;
    let mut out = std::io::stdout().lock();
    let _ = writeln!(
        out,
        "{games} games of {} at {n} players{}: {:.0} games/s CPU ({:.0} wall), {:.2} M decisions/s CPU; {:.2} rounds and {:.0} decisions a game; CPU {cpu:.2} s, wall {wall:.2} s{}",
        ids.join(","),
        if records { " with records" } else { "" },
        games as f64 / cpu,
        games as f64 / wall,
        decisions as f64 / cpu / 1e6,
        rounds as f64 / games as f64,
        decisions as f64 / games as f64,
        if records { format!(", {:.1} KB of record a game", bytes as f64 / games as f64 / 1024.0) } else { String::new() }
    );
    for (id, half, seats, lost) in points {
        let _ = writeln!(
            out,
            "  {id}: {:.3} placement points a game over {seats} seat-games, lost {:.1} %",
            half as f64 / 2.0 / seats as f64,
            100.0 * lost as f64 / seats as f64
        );
    }
}
