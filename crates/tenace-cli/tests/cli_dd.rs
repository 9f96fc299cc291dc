//! `tenace dd` end to end: output layout, error lines, exit status, options.

mod common;

fn tenace(args: &[&str], stdin: &str) -> (String, String, bool) {
    let out = common::run_with_stdin(args, stdin);
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.success(),
    )
}

/// Each hand holds a whole suit: whoever's suit is trumps ruffs the lead and takes all 13.
const SOLID: &str = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432";

#[test]
fn writes_the_table_and_par_in_the_test_data_layout() {
    let (out, err, ok) = tenace(&["dd"], &format!("{{\"id\": 1, \"pbn\": \"{SOLID}\"}}\n"));
    assert!(ok, "{err}");
    let v: serde_json::Value = serde_json::from_str(out.trim()).expect("one JSON line");
    assert_eq!(v["id"], 1);
    // North declares spades: East leads a heart, North ruffs and holds every trump.
    assert_eq!(v["dd"]["S"]["N"], 13);
    assert_eq!(v["dd"]["H"]["E"], 13);
    // In notrump the leader's side cashes all 13.
    assert_eq!(v["dd"]["NT"]["N"], 0);
    assert!(v["par"]["score"].is_i64());
    assert!(v["par"]["contracts"].is_array());
}

#[test]
fn a_bad_line_gives_an_error_line_and_a_failing_status() {
    let input = format!("{{\"id\": 7, \"pbn\": \"N:AKQ\"}}\nnot json\n{{\"id\": 2, \"pbn\": \"{SOLID}\", \"dealer\": \"W\", \"vul\": \"All\"}}\n");
    let (out, err, ok) = tenace(&["dd", "--threads", "2"], &input);
    assert!(!ok);
    assert!(err.contains("2 of 3 lines"), "{err}");
    let lines: Vec<serde_json::Value> = out.lines().map(|l| serde_json::from_str(l).expect("JSON")).collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["line"], 1);
    assert!(lines[0]["error"].is_string());
    assert_eq!(lines[1]["line"], 2);
    assert_eq!(lines[2]["id"], 2, "results keep the input order");
}

#[test]
fn rejects_bad_options() {
    let (_, err, ok) = tenace(&["dd", "--threads", "0"], "");
    assert!(!ok && err.contains("thread count"), "{err}");
    let (_, err, ok) = tenace(&["dd", "--bench"], "");
    assert!(!ok && err.contains("--bench needs a FILE"), "{err}");
}

/// Deal 2 of `dd_public_200.jsonl` (a cheap one) with DDS's table from the file.
const DEAL_2: &str = r#"{"id": 2, "dealer": "E", "vul": "NS", "pbn": "N:A872.AK54.QJ.KQ4 KQJ6.Q72.AT6.T52 9543.J9.7532.A73 T.T863.K984.J986"}"#;

#[test]
fn one_deal_on_several_threads_is_split_by_strain_and_still_exact() {
    // Fewer deals than threads: the five strains go to the three threads.
    let (out, err, ok) = tenace(&["dd", "--threads", "3"], &format!("{DEAL_2}\n"));
    assert!(ok, "{err}");
    let v: serde_json::Value = serde_json::from_str(out.trim()).expect("one JSON line");
    let expected = serde_json::json!({
        "C": {"N": 7, "E": 6, "S": 7, "W": 6}, "D": {"N": 6, "E": 6, "S": 6, "W": 6},
        "H": {"N": 7, "E": 6, "S": 7, "W": 6}, "S": {"N": 8, "E": 5, "S": 8, "W": 5},
        "NT": {"N": 6, "E": 6, "S": 6, "W": 6}
    });
    assert_eq!(v["dd"], expected);
    assert_eq!(v["par"]["score"], 110);
    // A bad line beside it is reported on its own and the good deal is still solved.
    let (out, _, ok) = tenace(&["dd", "--threads", "4"], &format!("not json\n{DEAL_2}\n"));
    assert!(!ok);
    let lines: Vec<serde_json::Value> = out.lines().map(|l| serde_json::from_str(l).expect("JSON")).collect();
    assert_eq!(lines.len(), 2);
    assert!(lines[0]["error"].is_string());
    assert_eq!(lines[1]["dd"], expected);
}
