//! `tenace quiz generate --topic T [--count N] [--seed S] [--system sayc] [--compact]`:
//! a bidding-quiz set made from the bidding engine's rules (tenace-quiz's
//! generator), as the JSON the quiz widget reads, or one compact string per
//! line (for `quiz.html#p=…` links).
//!
//! `tenace quiz compact FILE`: each problem of a quiz file as its compact string.
//!
//! `tenace quiz check FILE…`: reads quiz files (JSON problem, JSON set or
//! compact strings, one per line) exactly as the widget does and prints
//! one JSON line per file, so authors see the widget's message before
//! their readers do.

use crate::flags::Flags;
use serde_json::json;
use tenace_quiz::{compact, generate, read_quiz, Topic};
use tenace_robots::bidding::System;

const USE: &str = "use: tenace quiz generate --topic openings|responses-1nt|stayman-transfers|raises|overcalls|takeout-doubles|slam|culbertson-openings|culbertson-responses|culbertson-defence|club-system|lithuanian-openings|lithuanian-responses [--count N] [--seed S] [--system sayc] [--compact]
     tenace quiz check FILE…
     tenace quiz compact FILE          (one compact string per problem, for quiz.html#p=… and problem=\"…\")";

#[derive(Debug, PartialEq)]
struct Generate {
    topic: Topic,
    count: usize,
    seed: u64,
    system: System,
    compact: bool,
}

fn parse_generate(args: &[String]) -> Result<Generate, String> {
    let mut topic = None;
    let mut count = 20usize;
    let mut seed = 1u64;
    let mut system = System::SAYC;
    let mut compact = false;
    let mut flags = Flags::new(args);
    while let Some(flag) = flags.next_flag() {
        let mut value = || flags.value(&flag).map_err(|e| format!("{e}\n{USE}"));
        match flag.name.as_str() {
            "--topic" => topic = Some(Topic::by_name(&value()?).map_err(|e| e.to_string())?),
            "--count" => {
                let v = value()?;
                count = v.trim().parse().map_err(|_| format!("--count needs a whole number, not “{v}”"))?;
            }
            "--seed" => {
                let v = value()?;
                seed = v.trim().parse().map_err(|_| format!("--seed needs a whole number, not “{v}”"))?;
            }
            "--system" => system = System::by_name(&value()?).map_err(|e| e.to_string())?,
            "--compact" => compact = true,
            other => return Err(format!("quiz generate does not know “{other}”\n{USE}")),
        }
    }
    let topic = topic.ok_or_else(|| format!("quiz generate needs --topic\n{USE}"))?;
    Ok(Generate { topic, count, seed, system, compact })
}

/// The set as pretty JSON, or one compact string per problem.
fn generate_text(g: &Generate) -> Result<String, String> {
    let set = generate(g.topic, g.count, g.seed, g.system).map_err(|e| e.to_string())?;
    Ok(match g.compact {
        true => set.problems.iter().map(|p| compact::encode(p) + "\n").collect(),
        false => set.to_json() + "\n",
    })
}

/// One JSON line per file: how many problems it holds, or the widget's message.
fn check(files: &[String]) -> Result<String, String> {
    if files.is_empty() {
        return Err(format!("quiz check needs at least one file\n{USE}"));
    }
    let mut out = String::new();
    let mut bad = 0;
    for file in files {
        let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read {file}: {e}"))?;
        // A file of compact strings holds one problem per line.
        let trimmed = text.trim();
        let results: Vec<_> = if trimmed.starts_with('{') {
            vec![read_quiz(trimmed).map(|s| s.problems.len())]
        } else {
            trimmed.lines().filter(|l| !l.trim().is_empty()).map(|l| read_quiz(l).map(|s| s.problems.len())).collect()
        };
        let mut problems = 0;
        let mut errors = Vec::new();
        for (i, r) in results.iter().enumerate() {
            match r {
                Ok(n) => problems += n,
                Err(e) if results.len() > 1 => errors.push(format!("line {}: {e}", i + 1)),
                Err(e) => errors.push(e.to_string()),
            }
        }
        if !errors.is_empty() {
            bad += 1;
        }
        let line = match errors.is_empty() {
            true => json!({ "file": file, "ok": true, "problems": problems }),
            false => json!({ "file": file, "ok": false, "errors": errors }),
        };
        out.push_str(&line.to_string());
        out.push('\n');
    }
    match bad {
        0 => Ok(out),
        _ => {
            print!("{out}");
            Err(format!("{bad} of {} files are not valid quizzes", files.len()))
        }
    }
}

/// Each problem of a quiz file as its compact string, one per line.
fn compact_lines(files: &[String]) -> Result<String, String> {
    let [file] = files else {
        return Err(format!("quiz compact needs one file\n{USE}"));
    };
    let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read {file}: {e}"))?;
    let set = read_quiz(&text).map_err(|e| format!("{file}: {e}"))?;
    Ok(set.problems.iter().map(|p| compact::encode(p) + "\n").collect())
}

pub fn run(args: &[String]) -> Result<(), String> {
    let text = match args.first().map(String::as_str) {
        Some("generate") => generate_text(&parse_generate(&args[1..])?)?,
        Some("check") => check(&args[1..])?,
        Some("compact") => compact_lines(&args[1..])?,
        Some(other) => return Err(format!("quiz has no subcommand “{other}”\n{USE}")),
        None => return Err(USE.to_owned()),
    };
    print!("{text}");
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(str::to_owned).collect()
    }

    #[test]
    fn parses_the_issue_example() {
        let g = parse_generate(&args("--topic stayman --count 20 --seed 7")).unwrap();
        assert_eq!((g.topic, g.count, g.seed, g.compact), (Topic::StaymanTransfers, 20, 7, false));
        assert!(parse_generate(&args("--count 3")).unwrap_err().contains("needs --topic"));
        assert!(parse_generate(&args("--topic squeeze")).unwrap_err().contains("unknown topic"));
        assert!(parse_generate(&args("--topic slam --count x")).unwrap_err().contains("whole number"));
    }

    #[test]
    fn generated_text_reads_back() {
        let g = parse_generate(&args("--topic openings --count 3 --seed 7")).unwrap();
        let json = generate_text(&g).unwrap();
        assert_eq!(read_quiz(&json).unwrap().problems.len(), 3);
        let g = Generate { compact: true, ..g };
        let lines = generate_text(&g).unwrap();
        assert_eq!(lines.lines().count(), 3);
        for line in lines.lines() {
            assert!(read_quiz(line).is_ok());
        }
    }
}
