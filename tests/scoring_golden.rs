//! Duplicate scores against `duplicate_scores.jsonl`: all 2940 combinations of
//! level, strain, penalty, vulnerability and tricks, from an independent
//! implementation (see the test data's README).

use serde::Deserialize;
use tenace_bridge::scoring::{duplicate_score, imps, Tricks};
use tenace_bridge::{Bid, Penalty, Strain};

#[derive(Debug, Deserialize)]
struct Row {
    level: u8,
    strain: String,
    penalty: String,
    vul: bool,
    tricks: u8,
    result: i32,
    contract: String,
    score: i32,
}

fn rows() -> Vec<(usize, String, Row)> {
    let path = tenace_tests::testdata_dir().join("duplicate_scores.jsonl");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty())
        .map(|(i, line)| {
            let row: Row = serde_json::from_str(line).unwrap_or_else(|e| panic!("line {}: {e}: {line}", i + 1));
            (i + 1, line.to_owned(), row)
        })
        .collect()
}

#[test]
fn every_duplicate_score_matches() {
    let rows = rows();
    assert_eq!(rows.len(), 2940, "the file should hold every combination");
    let mut wrong = Vec::new();
    for (n, line, row) in &rows {
        let strain: Strain = row.strain.parse().unwrap_or_else(|e| panic!("line {n}: {e}"));
        let bid = Bid::of(row.level, strain).unwrap_or_else(|| panic!("line {n}: bad level"));
        let penalty = Penalty::from_code(&row.penalty).unwrap_or_else(|| panic!("line {n}: bad penalty"));
        let tricks = Tricks::new(row.tricks).unwrap_or_else(|e| panic!("line {n}: {e}"));
        assert_eq!(i32::from(row.tricks) - 6 - i32::from(row.level), row.result, "line {n}: {line}");
        assert!(row.contract.starts_with(&bid.code()), "line {n}: {line}");
        let got = duplicate_score(bid, penalty, row.vul, tricks);
        if got != row.score {
            wrong.push(format!("line {n}: got {got}, expected {}: {line}", row.score));
        }
    }
    assert!(wrong.is_empty(), "{} of {} rows differ:\n{}", wrong.len(), rows.len(), wrong.join("\n"));
}

#[test]
fn every_combination_is_present_once() {
    let mut seen = std::collections::HashSet::new();
    for (n, _, row) in rows() {
        assert!(
            seen.insert((row.level, row.strain, row.penalty, row.vul, row.tricks)),
            "line {n} repeats a combination"
        );
    }
    assert_eq!(seen.len(), 7 * 5 * 3 * 2 * 14);
}

#[test]
fn imps_between_golden_scores() {
    // 4♠= vulnerable at one table, 4♠-1 at the other: 620 + 100 = 720, 12 IMPs.
    let four_spades = Bid::of(4, Strain::Spades).unwrap();
    let made = duplicate_score(four_spades, Penalty::Undoubled, true, Tricks::new(10).unwrap());
    let down = duplicate_score(four_spades, Penalty::Undoubled, true, Tricks::new(9).unwrap());
    assert_eq!(imps(made - down), 12);
    assert_eq!(imps(down - made), -12);
}
