//! `tenace deal` as a user runs it: the real binary, its stdout, stderr and exit code.

use std::collections::HashMap;
mod common;
use tenace_bridge::{BoardNumber, Deal, Seat};

use common::run as tenace;

/// Runs `tenace deal ARGS`, checks that it succeeded, and returns the tags in order.
fn deal_tags(args: &[&str]) -> Vec<(String, String)> {
    let mut full = vec!["deal"];
    full.extend_from_slice(args);
    let out = tenace(&full);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "tenace {full:?} failed: {stderr}");
    assert!(stderr.is_empty(), "no warnings expected: {stderr}");
    let stdout = String::from_utf8(out.stdout).expect("PBN output is UTF-8");
    stdout
        .lines()
        .map(|line| {
            let inner = line
                .strip_prefix('[')
                .and_then(|l| l.strip_suffix("\"]"))
                .unwrap_or_else(|| panic!("not a PBN tag line: {line}"));
            let (name, value) = inner.split_once(" \"").unwrap_or_else(|| panic!("no tag value: {line}"));
            (name.to_owned(), value.to_owned())
        })
        .collect()
}

fn tag_map(tags: &[(String, String)]) -> HashMap<&str, &str> {
    tags.iter().map(|(n, v)| (n.as_str(), v.as_str())).collect()
}

const MANDATORY: [&str; 15] = [
    "Event",
    "Site",
    "Date",
    "Board",
    "West",
    "North",
    "East",
    "South",
    "Dealer",
    "Vulnerable",
    "Deal",
    "Scoring",
    "Declarer",
    "Contract",
    "Result",
];

#[test]
fn seed_42_board_1_is_pinned() {
    // If this changes, every shared "board 1 of seed 42" changes with it: the
    // shuffle, the deal order or the seed mix was altered.
    let tags = deal_tags(&["--seed", "42", "--board", "1"]);
    let map = tag_map(&tags);
    assert_eq!(map["Deal"], "N:AKQJ83.4.Q42.QJ9 T65.K75.AK95.T53 974.T93.J863.864 2.AQJ862.T7.AK72");
    assert_eq!(map["Event"], "Tenace deal 42");
    assert_eq!(map["Board"], "1");
    // --board defaults to 1.
    assert_eq!(deal_tags(&["--seed", "42"]), tags);
}

#[test]
fn output_is_the_fifteen_mandatory_tags_and_a_valid_deal() {
    for board in ["1", "2", "9", "16", "17", "100"] {
        let tags = deal_tags(&["--seed", "7", "--board", board]);
        let names: Vec<&str> = tags.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(names, MANDATORY, "board {board}");
        let map = tag_map(&tags);
        let deal = Deal::from_pbn(map["Deal"]).unwrap_or_else(|e| panic!("board {board}: {e}"));
        for seat in Seat::ALL {
            assert_eq!(deal.hand(seat).len(), 13);
        }
        for result_tag in ["Scoring", "Declarer", "Contract", "Result"] {
            assert_eq!(map[result_tag], "", "nothing has been played on board {board}");
        }
    }
}

#[test]
fn same_arguments_same_board_and_boards_differ() {
    let mut deals = Vec::new();
    for board in 1..=16 {
        let b = board.to_string();
        let first = deal_tags(&["--seed", "2026", "--board", &b]);
        assert_eq!(deal_tags(&["--board", &b, "--seed", "2026"]), first, "stable for board {b}");
        let deal = Deal::from_pbn(tag_map(&first)["Deal"]).expect("valid deal");
        assert!(!deals.contains(&deal), "board {b} repeats an earlier board");
        deals.push(deal);
    }
    let other_seed = Deal::from_pbn(tag_map(&deal_tags(&["--seed", "2027"]))["Deal"]).expect("valid deal");
    assert_ne!(other_seed, deals[0]);
}

#[test]
fn dealer_and_vulnerability_follow_the_board_rotation() {
    let expected = [
        (1, "N", "None"),
        (2, "E", "NS"),
        (3, "S", "EW"),
        (4, "W", "All"),
        (7, "S", "All"),
        (8, "W", "None"),
        (13, "N", "All"),
        (16, "W", "EW"),
        (17, "N", "None"),
        (34, "E", "NS"),
    ];
    for (board, dealer, vul) in expected {
        let tags = deal_tags(&["--seed", "1", "--board", &board.to_string()]);
        let map = tag_map(&tags);
        assert_eq!((map["Dealer"], map["Vulnerable"]), (dealer, vul), "board {board}");
        assert!(map["Deal"].starts_with(&format!("{dealer}:")), "deal written from the dealer on board {board}");
        let number = BoardNumber::new(board).expect("board from 1");
        assert_eq!(number.dealer().letter().to_string(), dealer);
        assert_eq!(number.vulnerability().pbn(), vul);
    }
}

#[test]
fn bad_arguments_fail_with_a_clear_message() {
    let cases: [(&[&str], &str); 7] = [
        (&["deal"], "deal needs --seed N"),
        (&["deal", "--seed", "x"], "--seed needs a whole number, got “x”"),
        (&["deal", "--seed", "1.5"], "--seed needs a whole number, got “1.5”"),
        (&["deal", "--seed"], "--seed needs a value"),
        (&["deal", "--seed", "3", "--board", "0"], "--board needs a whole number from 1 up, got “0”"),
        (&["deal", "--seed", "3", "--board", "two"], "--board needs a whole number from 1 up, got “two”"),
        (&["deal", "--seed", "3", "--vul", "NS"], "deal does not know “--vul”"),
    ];
    for (args, message) in cases {
        let out = tenace(args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{args:?} should fail");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(stderr.contains(message), "{args:?}: expected “{message}” in {stderr}");
        assert!(out.stdout.is_empty(), "{args:?} printed a board anyway");
    }
}

#[test]
fn pbn_check_accepts_the_printed_board() {
    let out = tenace(&["deal", "--seed", "42", "--board", "7"]);
    assert!(out.status.success());
    let path = std::env::temp_dir().join(format!("tenace-cli-deal-{}.pbn", std::process::id()));
    std::fs::write(&path, &out.stdout).expect("temp file written");
    let check = tenace(&["pbn", "check", path.to_str().expect("temp path is UTF-8")]);
    let _ = std::fs::remove_file(&path);
    let stdout = String::from_utf8_lossy(&check.stdout);
    assert!(check.status.success(), "pbn check failed: {}", String::from_utf8_lossy(&check.stderr));
    let first: serde_json::Value =
        serde_json::from_str(stdout.lines().next().unwrap_or_default()).expect("a JSON line per board");
    assert_eq!(first["board"], 7, "{stdout}");
    assert_eq!(first["ok"], true, "{stdout}");
}
