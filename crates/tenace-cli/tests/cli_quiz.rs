//! `tenace quiz` as an author runs it: generate, check and compact, with the
//! real binary's output and exit codes.

mod common;
use common::run as tenace;
use tenace_quiz::read_quiz;

fn stdout_of(args: &[&str]) -> String {
    let out = tenace(args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "tenace {args:?} failed: {stderr}");
    String::from_utf8(out.stdout).expect("UTF-8 output")
}

#[test]
fn generate_the_issue_example() {
    let json = stdout_of(&["quiz", "generate", "--topic", "stayman", "--count", "20", "--seed", "7"]);
    let set = read_quiz(&json).expect("the widget reads the set");
    assert_eq!(set.problems.len(), 20);
    for item in &set.problems {
        let p = item.bidding().expect("the generator makes bidding problems");
        assert_eq!(p.best().map(|a| a.mark), Some(10));
        assert!(p.deal.is_some(), "generated problems carry the deal for the reveal");
        assert!(p.source.as_deref().unwrap_or("").contains("--topic stayman-transfers --seed 7"));
    }
    // The same command, the same set.
    assert_eq!(stdout_of(&["quiz", "generate", "--topic", "stayman", "--count", "20", "--seed", "7"]), json);
}

#[test]
fn compact_lines_read_back_as_the_same_problems() {
    let json = stdout_of(&["quiz", "generate", "--topic", "overcalls", "--count", "4", "--seed", "3"]);
    let lines = stdout_of(&["quiz", "generate", "--topic", "overcalls", "--count", "4", "--seed", "3", "--compact"]);
    let set = read_quiz(&json).unwrap();
    let from_lines: Vec<_> = lines.lines().map(|l| read_quiz(l).unwrap().problems.remove(0)).collect();
    assert_eq!(from_lines, set.problems);
    let dir = std::env::temp_dir().join(format!("tenace-cli-quiz-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("set.json");
    std::fs::write(&file, &json).unwrap();
    let compact = stdout_of(&["quiz", "compact", file.to_str().unwrap()]);
    assert_eq!(compact, lines);
    let check = stdout_of(&["quiz", "check", file.to_str().unwrap()]);
    assert!(check.contains(r#""ok":true,"problems":4"#), "{check}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn mistakes_are_reported_with_exit_code_2() {
    let out = tenace(&["quiz", "generate", "--topic", "squeeze"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown topic “squeeze”"));
    let out = tenace(&["quiz", "generate", "--topic", "slam", "--count", "0"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--count must be from 1 to 200, not 0"));

    let dir = std::env::temp_dir().join(format!("tenace-cli-quiz-bad-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("bad.json");
    std::fs::write(&file, r#"{"version":1,"hand":"AKQ","seat":"S","dealer":"N","vulnerability":"None","answers":[]}"#)
        .unwrap();
    let out = tenace(&["quiz", "check", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("the hand “AKQ” is not 13 cards"), "{stdout}");
    std::fs::remove_dir_all(&dir).ok();
}
