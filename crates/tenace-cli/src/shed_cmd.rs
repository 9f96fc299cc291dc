//! `tenace shed`: the shedding game "Bridge" (../shared/spec/shedding-bridge.md, Appendix A).
//!
//! `tenace shed play --seed S --games N [--players n] [--preset contest|backyard] [--bots ID[,ID…]]`
//! plays N games of robots and prints one game record (A.1–A.5) per line;
//! a short summary per entrant goes to standard error (A.6).
//!
//! `tenace shed check FILE…` replays every record with the engine and
//! prints one verdict per line and a count (A.7). Exit status: 0 all valid,
//! 1 some invalid, 2 a bad option or a file that cannot be read.

use crate::flags::Flags;
use std::io::{BufRead, Write};
use std::process::ExitCode;
use tenace_core::ByPlayer;
use tenace_shedding::record::check_line;
use tenace_shedding::robots::{self, Robot};
use tenace_shedding::seeds::deal_seeds;
use tenace_shedding::tournament::{GameSpec, Outcome};
use tenace_shedding::variant::{Preset, Variant};

const USAGE: &str = "\
use: tenace shed play --seed S --games N [--players n] [--preset contest|backyard] [--bots ID[,ID…]]
         one game record (JSON) per line on standard output; a summary per entrant on standard error
     tenace shed check FILE…     (FILE \"-\" reads standard input) replay and check game records";

fn help() -> String {
    let mut out = format!("{USAGE}\n\nplay:\n");
    out.push_str("  --seed S       the tournament seed, a u64 in decimal (required)\n");
    out.push_str(
        "  --games N      how many games, N ≥ 1 (required); game g plays deal set ⌊g/n⌋ in rotation g mod n\n",
    );
    out.push_str("  --players n    2–6, default 4 (2–4 with --preset backyard)\n");
    out.push_str("  --preset P     contest (default) or backyard\n");
    out.push_str("  --bots IDS     robots separated by commas, repeated in order to fill the n seats (default sample)\n\nrobots:\n");
    for (id, what) in robots::DESCRIPTIONS {
        out.push_str(&format!("  {id:<8} {what}\n"));
    }
    out
}

/// Runs `tenace shed …`; the exit status is the command's own (A.6, A.7).
pub fn run(args: &[String]) -> ExitCode {
    let result = match args.first().map(String::as_str) {
        Some("play") => match parse_play(&args[1..]) {
            Ok(Some(play)) => play_games(&play),
            Ok(None) => {
                print!("{}", help());
                return ExitCode::SUCCESS;
            }
            Err(message) => Err(message),
        },
        Some("check") if args.len() > 1 => return check_files(&args[1..]),
        Some("check") => Err(format!("shed check needs at least one file\n{USAGE}")),
        Some("--help" | "-h" | "help") => {
            print!("{}", help());
            return ExitCode::SUCCESS;
        }
        Some(other) => Err(format!("unknown shed command “{other}”\n{USAGE}")),
        None => Err(USAGE.to_owned()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("tenace shed: {message}");
            ExitCode::from(2)
        }
    }
}

#[derive(Debug, PartialEq)]
struct Play {
    seed: u64,
    games: usize,
    players: usize,
    variant: Variant,
    /// The robot of each entrant e0 … e(n−1).
    entrants: Vec<String>,
}

/// The options of `shed play`, or `None` for `--help`.
fn parse_play(args: &[String]) -> Result<Option<Play>, String> {
    let mut seed = None;
    let mut games = None;
    let mut players = None;
    let mut preset = Preset::Contest;
    let mut bots = vec!["sample".to_owned()];
    let mut flags = Flags::new(args);
    while let Some(flag) = flags.next_flag() {
        let mut value = || flags.value(&flag).map_err(|e| format!("{e}\n{USAGE}"));
        match flag.name.as_str() {
            "--seed" => {
                let v = value()?;
                seed = Some(v.trim().parse::<u64>().map_err(|_| format!("--seed needs a u64 in decimal, not “{v}”"))?);
            }
            "--games" => {
                let v = value()?;
                let n = v.trim().parse::<usize>().map_err(|_| format!("--games needs a whole number, not “{v}”"))?;
                if n == 0 || n > 10_000_000 {
                    return Err("--games must be 1 to 10,000,000".to_owned());
                }
                games = Some(n);
            }
            "--players" => {
                let v = value()?;
                players =
                    Some(v.trim().parse::<usize>().map_err(|_| format!("--players needs a number 2–6, not “{v}”"))?);
            }
            "--preset" => {
                preset = match value()?.as_str() {
                    "contest" => Preset::Contest,
                    "backyard" => Preset::Backyard,
                    other => return Err(format!("--preset is contest or backyard, not “{other}”")),
                }
            }
            "--bots" => {
                bots = value()?.split(',').map(|s| s.trim().to_owned()).collect();
                if let Some(bad) = bots.iter().find(|b| !robots::IDS.contains(&b.as_str())) {
                    return Err(format!("unknown robot “{bad}” (known: {})", robots::IDS.join(", ")));
                }
            }
            "--help" | "-h" => return Ok(None),
            other => return Err(format!("shed play does not know “{other}”\n{USAGE}")),
        }
    }
    let seed = seed.ok_or_else(|| format!("shed play needs --seed\n{USAGE}"))?;
    let games = games.ok_or_else(|| format!("shed play needs --games\n{USAGE}"))?;
    let variant = Variant::of_preset(preset);
    let players = players.unwrap_or(4);
    variant.seating(players).map_err(|e| format!("--players {players}: {e}"))?;
    if bots.len() > players {
        return Err(format!("{} robots for {players} seats: at most one per seat", bots.len()));
    }
    let entrants = (0..players).map(|i| bots[i % bots.len()].clone()).collect();
    Ok(Some(Play { seed, games, players, variant, entrants }))
}

/// Per entrant: games, placement points (doubled), losses, round points, rounds.
#[derive(Default, Clone)]
struct Tally {
    games: u64,
    half_points: i64,
    losses: u64,
    round_points: i64,
    rounds: u64,
}

fn play_games(play: &Play) -> Result<(), String> {
    let n = play.players;
    let seeds = deal_seeds(play.seed, play.games.div_ceil(n));
    let entrants: Vec<Option<usize>> = (0..n).map(Some).collect();
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
    let mut tally = vec![Tally::default(); n];
    for g in 0..play.games {
        let (d, j) = (g / n, g % n);
        let spec = GameSpec::new(g, 0, d, j, seeds[d], play.seed, &entrants);
        let (record, outcome) = play_one(play, &spec)?;
        out.write_all(record.as_bytes()).and_then(|_| out.write_all(b"\n")).map_err(|e| format!("writing: {e}"))?;
        for s in &outcome.seats {
            let Some(t) = s.entrant.and_then(|e| tally.get_mut(e)) else { continue };
            t.games += 1;
            t.half_points += s.half_points as i64;
            t.losses += u64::from(s.lost);
            t.round_points += s.round_points;
            t.rounds += s.rounds as u64;
        }
    }
    out.flush().map_err(|e| format!("writing: {e}"))?;
    for (i, t) in tally.iter().enumerate() {
        let per = |x: f64, by: u64| if by == 0 { 0.0 } else { x / by as f64 };
        eprintln!(
            "{}#{i}: {} games, {:.3} placement points a game, {} lost, {:.2} round points a round",
            play.entrants[i],
            t.games,
            per(t.half_points as f64 / 2.0, t.games),
            t.losses,
            per(t.round_points as f64, t.rounds)
        );
    }
    Ok(())
}

/// Plays one game of the schedule with the built-in robots.
fn play_one(play: &Play, spec: &GameSpec) -> Result<(String, Outcome), String> {
    let n = play.players;
    let seat_entrant = |s: usize| spec.seats[s].unwrap_or(0);
    let names = (0..n).map(|s| format!("{}#{}", play.entrants[seat_entrant(s)], seat_entrant(s))).collect();
    let bots: Vec<String> = (0..n).map(|s| play.entrants[seat_entrant(s)].clone()).collect();
    let robots: Vec<Box<dyn Robot>> = bots
        .iter()
        .zip(&spec.bot_seeds)
        .map(|(id, seed)| robots::by_id(id, *seed).ok_or_else(|| format!("unknown robot “{id}”")))
        .collect::<Result<_, _>>()?;
    // One robot per seat of a table of `n` (2–6, checked when the spec was read).
    let mut robots = ByPlayer::from_vec(robots).ok_or("a game needs 2 to 6 seats")?;
    let mut table = spec.table(play.variant, names, bots).map_err(|e| e.to_string())?;
    while let Some(seat) = table.due() {
        let decision = robots[seat].decide(&table.seen(seat));
        table
            .act(seat, decision.act, decision.say.as_deref())
            .map_err(|e| format!("game {}: robot {} chose {}: {e}", spec.game, table.bots()[seat], decision.act))?;
    }
    let outcome = Outcome::of(spec, &table).map_err(|e| e.to_string())?;
    Ok((table.record_json(), outcome))
}

/// `shed check FILE…`: one verdict per record line, then the count.
fn check_files(files: &[String]) -> ExitCode {
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let (mut valid, mut total, mut unreadable) = (0usize, 0usize, false);
    for file in files {
        let reader: Box<dyn BufRead> = if file == "-" {
            Box::new(std::io::BufReader::new(std::io::stdin()))
        } else {
            match std::fs::File::open(file) {
                Ok(f) => Box::new(std::io::BufReader::new(f)),
                Err(e) => {
                    eprintln!("tenace shed check: cannot read {file}: {e}");
                    unreadable = true;
                    continue;
                }
            }
        };
        for (i, line) in reader.lines().enumerate() {
            let line = match line {
                Ok(l) => l,
                Err(e) => {
                    eprintln!("tenace shed check: {file}: line {}: {e}", i + 1);
                    unreadable = true;
                    break;
                }
            };
            if line.trim().is_empty() {
                continue;
            }
            let checked = check_line(&line);
            total += 1;
            valid += usize::from(checked.valid());
            let _ = writeln!(out, "{}", checked.line_json(i + 1));
        }
    }
    let _ = writeln!(out, "shed check: {valid}/{total} games valid");
    let _ = out.flush();
    if unreadable {
        ExitCode::from(2)
    } else if valid == total {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(str::to_owned).collect()
    }

    #[test]
    fn a6_options() {
        let p = parse_play(&args("--seed 7 --games 3 --bots sample,strong")).unwrap().unwrap();
        assert_eq!(p.entrants, vec!["sample", "strong", "sample", "strong"]);
        assert_eq!(p.players, 4);
        assert_eq!(p.variant, Variant::CONTEST);
        let p = parse_play(&args("--seed=7 --games=1 --players 2 --preset backyard")).unwrap().unwrap();
        assert_eq!(p.variant, Variant::BACKYARD);
        assert!(parse_play(&args("--help")).unwrap().is_none());
        for (bad, needle) in [
            ("--games 1", "--seed"),
            ("--seed 1", "--games"),
            ("--seed x --games 1", "u64"),
            ("--seed 1 --games 0", "1 to"),
            ("--seed 1 --games 1 --players 7", "--players 7"),
            ("--seed 1 --games 1 --players 5 --preset backyard", "--players 5"),
            ("--seed 1 --games 1 --bots sample,nobody", "known: sample, greedy, strong"),
            ("--seed 1 --games 1 --players 2 --bots sample,sample,sample", "at most one per seat"),
            ("--seed 1 --games 1 --preset x", "contest or backyard"),
            ("--seed 1 --games 1 --colour red", "does not know"),
        ] {
            let e = parse_play(&args(bad)).unwrap_err();
            assert!(e.contains(needle), "{bad}: {e}");
        }
    }

    #[test]
    fn a6_names_and_rotation() {
        let p = parse_play(&args("--seed 11 --games 4 --players 3 --bots sample,strong")).unwrap().unwrap();
        let seeds = deal_seeds(11, 2);
        let spec = GameSpec::new(4, 0, 1, 1, seeds[1], 11, &[Some(0), Some(1), Some(2)]);
        let (record, outcome) = play_one(&p, &spec).unwrap();
        let v: serde_json::Value = serde_json::from_str(&record).unwrap();
        // Rotation 1: seat s holds entrant (s − 1) mod 3.
        assert_eq!(v["seating"], serde_json::json!([2, 0, 1]));
        assert_eq!(v["names"], serde_json::json!(["sample#2", "sample#0", "strong#1"]));
        assert_eq!(v["bots"], serde_json::json!(["sample", "sample", "strong"]));
        assert_eq!(outcome.seats.len(), 3);
        assert!(check_line(&record).valid(), "{:?}", check_line(&record).problems);
    }
}
