//! `tenace preferans` end to end, as Appendix C of ../shared/spec/preferans.md
//! fixes it: what goes to standard output and standard error, and the exit
//! status (C1, C13).

mod common;

use serde_json::Value;

fn tenace(args: &[&str], stdin: &str) -> (String, String, Option<i32>) {
    let out = common::run_with_stdin(args, stdin);
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code(),
    )
}

const GOOD: &str = r#"{"variant":"sochi","players":["A","B","C"],"pool":10,"deals":[{"kind":"allpass","tricks":{"A":4,"B":6,"C":0}}]}"#;

#[test]
fn c13_score_prints_a_line_a_record_and_exits_0_once_the_file_is_read() {
    let input = format!("{GOOD}\n\n[1,2]\n{}\n", GOOD.replace("\"C\":0", "\"C\":1"));
    let (out, err, code) = tenace(&["preferans", "score", "-"], &input);
    assert_eq!(code, Some(0), "{err}");
    let lines: Vec<Value> = out.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 3, "one line for each non-blank line: {out}");
    assert_eq!(lines[0]["mountain"], serde_json::json!({"A": 4, "B": 6, "C": 0}));
    assert_eq!(lines[0]["pool"]["C"], 1);
    let e1 = lines[1]["error"].as_str().unwrap();
    assert!(e1.contains("line 3") && e1.contains("JSON object"), "{e1}");
    let e2 = lines[2]["error"].as_str().unwrap();
    assert!(e2.contains("line 4") && e2.contains("P29"), "{e2}");
    assert!(lines[1].as_object().unwrap().len() == 1, "an error line holds only “error”");
}

#[test]
fn c13_score_exits_2_when_the_file_cannot_be_read() {
    let (out, err, code) = tenace(&["preferans", "score", "/nonexistent/records.jsonl"], "");
    assert_eq!((code, out.as_str()), (Some(2), ""));
    assert!(err.contains("/nonexistent/records.jsonl"), "{err}");
    let (out, err, code) = tenace(&["preferans", "score"], "");
    assert_eq!((code, out.as_str()), (Some(2), ""));
    assert!(err.contains("usage"), "{err}");
}

#[test]
fn c1_selfplay_prints_exactly_n_lines_and_game_g_does_not_depend_on_n() {
    let args = ["preferans", "selfplay", "--seed", "11", "--max-deals", "1", "--level", "fast"];
    let (two, err, code) = tenace(&[&args[..], &["--games", "2"]].concat(), "");
    assert_eq!(code, Some(0), "{err}");
    let lines: Vec<&str> = two.lines().collect();
    assert_eq!(lines.len(), 2);
    assert!(two.ends_with('\n'));
    for (g, line) in lines.iter().enumerate() {
        let v: Value = serde_json::from_str(line).unwrap();
        assert_eq!(
            (v["game"].as_u64(), v["seed"].as_u64(), v["max_deals"].as_u64()),
            (Some(g as u64 + 1), Some(11), Some(1))
        );
        assert_eq!(v["deals"].as_array().unwrap().len(), 1);
    }
    // C12, C13: scoring the records gives back each record's result.
    let (scored, _, code) = tenace(&["preferans", "score", "-"], &two);
    assert_eq!(code, Some(0));
    for (line, result) in lines.iter().zip(scored.lines()) {
        let v: Value = serde_json::from_str(line).unwrap();
        assert_eq!(serde_json::from_str::<Value>(result).unwrap(), v["result"]);
    }
    let (one, _, code) = tenace(&args, "");
    assert_eq!(code, Some(0));
    assert_eq!(one.lines().collect::<Vec<_>>(), vec![lines[0]], "the same bytes, whatever N");
}

#[test]
fn c1_selfplay_usage_errors_exit_2_with_nothing_on_stdout() {
    for (args, words) in [
        (&["--players", "5"][..], "P1"),
        (&["--variant", "classic"][..], "P84"),
        (&["--pool", "0"][..], "P60"),
        (&["--games", "many"][..], "--games"),
        (&["--bombs", "1"][..], "--bombs"),
    ] {
        let (out, err, code) = tenace(&[&["preferans", "selfplay"][..], args].concat(), "");
        assert_eq!((code, out.as_str()), (Some(2), ""), "{args:?}");
        assert!(err.contains(words), "{args:?}: {err}");
    }
}

#[test]
fn deal_prints_the_seeds_deal_and_needs_a_seed() {
    let (out, _, code) = tenace(&["preferans", "deal", "--seed", "7"], "");
    assert_eq!(code, Some(0));
    let v: Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!((v["seed"].as_u64(), v["dealer"].as_str()), (Some(7), Some("C")));
    assert_eq!(v["talon"].as_array().unwrap().len(), 2);
    let (out, err, code) = tenace(&["preferans", "deal"], "");
    assert_eq!((code, out.as_str()), (Some(2), ""));
    assert!(err.contains("--seed"), "{err}");
}
