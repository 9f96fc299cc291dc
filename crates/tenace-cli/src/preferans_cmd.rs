//! `tenace preferans …`: Preferans (../shared/spec/preferans.md).
//!
//! * `score FILE` — Appendix A records, one JSON object a line (`-` reads
//!   standard input); prints the result object of each, or
//!   `{"error": "..."}` naming the broken rule (C13);
//! * `selfplay [--variant sochi|leningrad|rostov] [--players 3|4] [--pool T]
//!   [--seed S] [--games N] [--max-deals D] [--level fast|normal|strong]` —
//!   robots play N games, one Appendix C record a line (C1);
//! * `deal --seed S [--players 3|4]` — the deal of a seed (P10) as JSON.

use crate::flags::Flags;
use std::io::{BufRead, Write};
use tenace_core::{Logged, Player, Seating};
use tenace_preferans::cards::card_code;
use tenace_preferans::playrecord::{seat_names, selfplay_setup, write, Extras};
use tenace_preferans::record::score_line;
use tenace_preferans::robot::{play_out, Level};
use tenace_preferans::{Deal, Game, Roles, Variant};

const USAGE: &str = "\
usage: tenace preferans score FILE
       tenace preferans selfplay [--variant sochi|leningrad|rostov] [--players 3|4] [--pool T]
                                 [--seed S] [--games N] [--max-deals D] [--level fast|normal|strong]
       tenace preferans deal --seed S [--players 3|4]";

pub fn run(args: &[String]) -> Result<(), String> {
    match args.first().map(String::as_str) {
        Some("score") => score(&args[1..]),
        Some("selfplay") => selfplay(&args[1..]),
        Some("deal") => deal(&args[1..]),
        Some(other) => Err(format!("preferans does not know “{other}”\n{USAGE}")),
        None => Err(USAGE.to_owned()),
    }
}

/// Scores every record of a JSON-lines text: one output line per
/// non-blank input line. A line that is not UTF-8 text is an error line
/// like any other that is not a record (C13); only a failure to read the
/// input is an error of the command.
pub fn score_lines(mut input: impl BufRead, mut out: impl Write) -> Result<(), String> {
    let mut bytes = Vec::new();
    for i in 0.. {
        bytes.clear();
        if input.read_until(b'\n', &mut bytes).map_err(|e| format!("line {}: {e}", i + 1))? == 0 {
            break;
        }
        let Ok(line) = std::str::from_utf8(&bytes) else {
            let error = serde_json::json!({ "error": format!("line {}: not UTF-8 text, so not a JSON record", i + 1) });
            writeln!(out, "{error}").map_err(|e| e.to_string())?;
            continue;
        };
        if line.trim().is_empty() {
            continue;
        }
        let scored = score_line(line);
        let scored = if scored.starts_with("{\"error\":") {
            // Name the line as well as the rule.
            let message = serde_json::from_str::<serde_json::Value>(&scored)
                .ok()
                .and_then(|v| v.get("error").and_then(|e| e.as_str()).map(str::to_owned))
                .unwrap_or_default();
            serde_json::json!({ "error": format!("line {}: {message}", i + 1) }).to_string()
        } else {
            scored
        };
        writeln!(out, "{scored}").map_err(|e| e.to_string())?;
    }
    Ok(())
}

fn score(args: &[String]) -> Result<(), String> {
    let [file] = args else { return Err(format!("score needs one FILE of Appendix A records\n{USAGE}")) };
    let stdout = std::io::stdout();
    if file == "-" {
        return score_lines(std::io::stdin().lock(), stdout.lock());
    }
    let f = std::fs::File::open(file).map_err(|e| format!("{file}: {e}"))?;
    score_lines(std::io::BufReader::new(f), stdout.lock())
}

/// Self-play's arguments with C1's defaults.
#[derive(Debug, PartialEq, Eq)]
struct SelfPlay {
    variant: Variant,
    players: usize,
    pool: i64,
    seed: u64,
    games: u64,
    max_deals: usize,
    level: Level,
}

fn number<T: std::str::FromStr>(flag: &str, v: &str, what: &str) -> Result<T, String> {
    v.trim().parse().map_err(|_| format!("{flag} needs {what}, got “{v}”"))
}

fn parse_selfplay(args: &[String]) -> Result<SelfPlay, String> {
    let mut s = SelfPlay {
        variant: Variant::Sochi,
        players: 3,
        pool: 10,
        seed: 0,
        games: 1,
        max_deals: 1000,
        level: Level::Normal,
    };
    let mut flags = Flags::new(args);
    while let Some(flag) = flags.next_flag() {
        let v = flags.value(&flag)?;
        match flag.name.as_str() {
            "--variant" => s.variant = v.parse()?,
            "--players" => {
                s.players = number(&flag.name, &v, "3 or 4")?;
                Seating::within(s.players, 3, 4).map_err(|_| format!("--players needs 3 or 4, got “{v}” (P1)"))?;
            }
            "--pool" => {
                s.pool = number(&flag.name, &v, "a positive whole number")?;
                if s.pool <= 0 {
                    return Err(format!("--pool needs a positive whole number, got “{v}” (P60)"));
                }
            }
            "--seed" => s.seed = number(&flag.name, &v, "a whole number")?,
            "--games" => s.games = number(&flag.name, &v, "a whole number")?,
            "--max-deals" => {
                s.max_deals = number(&flag.name, &v, "a whole number")?;
                if s.max_deals == 0 {
                    return Err("--max-deals needs at least 1".to_owned());
                }
            }
            "--level" => {
                s.level =
                    Level::by_name(&v).ok_or_else(|| format!("--level needs fast, normal or strong, got “{v}”"))?
            }
            other => return Err(format!("selfplay does not know “{other}”\n{USAGE}")),
        }
    }
    Ok(s)
}

/// Game `g` (from 1) of a self-play run as its Appendix C line.
pub fn selfplay_game(
    variant: Variant,
    players: usize,
    pool: i64,
    seed: u64,
    g: u64,
    max_deals: usize,
    level: Level,
) -> Result<String, String> {
    let setup = selfplay_setup(variant, players, pool, seed, g, max_deals)?;
    let mut game = Logged::<Game>::new(setup);
    play_out(&mut game, level, usize::MAX, |_, _, _| {})?;
    write(&game, Extras { seed: Some(seed), game: Some(g), max_deals: Some(max_deals) })
}

fn selfplay(args: &[String]) -> Result<(), String> {
    let s = parse_selfplay(args)?;
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    for g in 1..=s.games {
        let line = selfplay_game(s.variant, s.players, s.pool, s.seed, g, s.max_deals, s.level)?;
        writeln!(out, "{line}").map_err(|e| e.to_string())?;
        eprintln!("tenace preferans selfplay: game {g} of {} done", s.games);
    }
    Ok(())
}

/// The deal of a seed, as JSON: who deals, each hand in the order dealt, the talon.
pub fn deal_json(seed: u64, players: usize) -> Result<String, String> {
    let seating = Seating::within(players, 3, 4).map_err(|_| format!("--players needs 3 or 4, not {players} (P1)"))?;
    let roles = Roles::new(seating, Player::new(players as u8 - 1));
    let deal = Deal::from_seed(&roles, seed);
    let names = seat_names(players);
    let hands: Vec<String> = deal
        .hands
        .iter()
        .map(|(p, cards)| {
            let codes: Vec<String> = cards.iter().map(|c| format!("\"{}\"", card_code(*c))).collect();
            format!("\"{}\":[{}]", names[p.index()], codes.join(","))
        })
        .collect();
    Ok(format!(
        "{{\"seed\":{seed},\"players\":{},\"dealer\":\"{}\",\"hands\":{{{}}},\"talon\":[\"{}\",\"{}\"]}}",
        serde_json::to_string(&names).map_err(|e| e.to_string())?,
        names[roles.dealer.index()],
        hands.join(","),
        card_code(deal.talon[0]),
        card_code(deal.talon[1])
    ))
}

fn deal(args: &[String]) -> Result<(), String> {
    let mut seed = None;
    let mut players = 3;
    let mut flags = Flags::new(args);
    while let Some(flag) = flags.next_flag() {
        let v = flags.value(&flag)?;
        match flag.name.as_str() {
            "--seed" => seed = Some(number::<u64>(&flag.name, &v, "a whole number")?),
            "--players" => players = number(&flag.name, &v, "3 or 4")?,
            other => return Err(format!("deal does not know “{other}”\n{USAGE}")),
        }
    }
    let seed = seed.ok_or_else(|| format!("deal needs --seed S\n{USAGE}"))?;
    println!("{}", deal_json(seed, players)?);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| (*s).to_owned()).collect()
    }

    #[test]
    fn c1_defaults_and_usage_errors() {
        let s = parse_selfplay(&[]).unwrap();
        assert_eq!(
            s,
            SelfPlay {
                variant: Variant::Sochi,
                players: 3,
                pool: 10,
                seed: 0,
                games: 1,
                max_deals: 1000,
                level: Level::Normal
            }
        );
        let s = parse_selfplay(&args(&[
            "--variant",
            "rostov",
            "--players=4",
            "--pool",
            "20",
            "--seed",
            "9",
            "--games",
            "2",
            "--level",
            "fast",
        ]))
        .unwrap();
        assert_eq!(
            (s.variant, s.players, s.pool, s.seed, s.games, s.level),
            (Variant::Rostov, 4, 20, 9, 2, Level::Fast)
        );
        assert!(parse_selfplay(&args(&["--players", "5"])).unwrap_err().contains("P1"));
        assert!(parse_selfplay(&args(&["--variant", "classic"])).unwrap_err().contains("P84"));
        assert!(parse_selfplay(&args(&["--pool", "0"])).unwrap_err().contains("P60"));
        assert!(parse_selfplay(&args(&["--bombs", "1"])).is_err());
        assert!(run(&args(&["whist"])).is_err());
    }

    #[test]
    fn c13_score_names_the_line_and_the_rule() {
        let input = "\n{\"variant\":\"sochi\",\"players\":[\"A\",\"B\",\"C\"],\"pool\":10,\"deals\":[{\"kind\":\"allpass\",\"tricks\":{\"A\":4,\"B\":6,\"C\":1}}]}\nnot json\n";
        let mut out = Vec::new();
        score_lines(input.as_bytes(), &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 2);
        assert!(lines[0].contains("line 2: deal 1: the tricks add up to 11, not 10 (P29)"), "{}", lines[0]);
        assert!(lines[1].starts_with("{\"error\":\"line 3: not JSON"), "{}", lines[1]);
        // Not UTF-8, then a record without a final newline: each gets its line.
        let mut input = b"\xff\xfe{}\r\n".to_vec();
        input.extend_from_slice(br#"{"variant":"sochi","players":["A","B","C"],"pool":10}"#);
        let mut out = Vec::new();
        score_lines(&input[..], &mut out).unwrap();
        let text = String::from_utf8(out).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 2, "{text}");
        assert!(lines[0].contains("line 1: not UTF-8"), "{}", lines[0]);
        assert!(lines[1].starts_with("{\"pool\":"), "{}", lines[1]);
    }

    #[test]
    fn p10_deal_of_a_seed() {
        let text = deal_json(42, 4).unwrap();
        let v: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(v["dealer"], "D");
        assert_eq!(v["hands"]["D"].as_array().unwrap().len(), 0, "the dealer sits out (P1)");
        assert_eq!(v["hands"]["A"].as_array().unwrap().len(), 10);
        assert_eq!(deal_json(42, 4).unwrap(), text, "the same seed deals the same");
    }
}
