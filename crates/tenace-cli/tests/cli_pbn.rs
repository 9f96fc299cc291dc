//! `tenace pbn check` and `tenace pbn convert` as a user runs them: the real
//! binary, its JSON lines, stderr and exit code.

use serde_json::Value;
use std::path::{Path, PathBuf};
mod common;

use common::run as tenace;

/// A fresh directory for one test's files.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tenace-cli-pbn-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    dir
}

fn path_str(p: &Path) -> &str {
    p.to_str().expect("UTF-8 path")
}

/// The JSON lines of a successful `check`: the boards, then the summary.
fn check(files: &[&str]) -> (Vec<Value>, Value) {
    let mut args = vec!["pbn", "check"];
    args.extend_from_slice(files);
    let out = tenace(&args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "tenace {args:?} failed: {stderr}");
    let stdout = String::from_utf8(out.stdout).expect("UTF-8 output");
    let mut lines: Vec<Value> =
        stdout.lines().map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}"))).collect();
    let summary = lines.pop().expect("a summary line");
    (lines, summary)
}

const DEAL: &str = "N:K7.J75.QJT53.A86 J42.T82.K8.KQ943 T9.K964.A9742.J5 AQ8653.AQ3.6.T72";

/// Board 1 twice: once as recorded (4♠ by West, ten tricks after a claim),
/// once with a result the play cannot give.
fn two_tables() -> String {
    let table = |room: &str, result: &str| {
        format!(
            "[Event \"Test\"]\r\n[Board \"1\"]\r\n[Dealer \"N\"]\r\n[Vulnerable \"None\"]\r\n[Deal \"{DEAL}\"]\r\n\
             [Declarer \"W\"]\r\n[Contract \"4S\"]\r\n[Result \"{result}\"]\r\n[Room \"{room}\"]\r\n\
             [Auction \"N\"]\r\nPass Pass Pass 1S\r\nPass 2S Pass 4S\r\nAP\r\n\
             [Play \"N\"]\r\nDQ D8 D2 D6\r\nHJ HT HK HA\r\n*\r\n"
        )
    };
    format!("% PBN 2.1\r\n{}\r\n{}", table("Open", "10"), table("Closed", "0"))
}

#[test]
fn check_reports_each_board_and_a_summary() {
    let dir = scratch("check");
    let file = dir.join("match.PBN");
    std::fs::write(&file, two_tables()).unwrap();
    let (boards, summary) = check(&[path_str(&file)]);
    assert_eq!(boards.len(), 2);
    let open = &boards[0];
    assert_eq!(open["file"], path_str(&file));
    assert_eq!(open["board"], 1);
    assert_eq!(open["room"], "Open");
    assert_eq!(open["ok"], true);
    assert_eq!(open["contract"], "4S");
    assert_eq!(open["declarer"], "W");
    assert_eq!(open["tricks"], 10);
    assert_eq!(open["score"], -420);
    assert_eq!(open["error"], Value::Null);
    let closed = &boards[1];
    assert_eq!(closed["ok"], false);
    let error = closed["error"].as_str().unwrap();
    assert!(error.starts_with("line 27: declarer's side has 1 trick(s)"), "{error}");
    assert_eq!(summary, serde_json::json!({"boards": 2, "replayed": 2, "consistent": 1, "errors": 1}));
    let keys: Vec<&str> = open.as_object().unwrap().keys().map(String::as_str).collect();
    let mut expected = ["file", "board", "room", "ok", "contract", "declarer", "tricks", "score", "error"];
    expected.sort_unstable();
    assert_eq!(keys, expected);
}

#[test]
fn unreadable_files_are_reported_not_fatal() {
    let dir = scratch("unreadable");
    let garbage = dir.join("noise.lin");
    std::fs::write(&garbage, "md|9|mb|zz|pc|").unwrap();
    let missing = dir.join("missing.pbn");
    let text = dir.join("notes.txt");
    std::fs::write(&text, "hello").unwrap();
    let (lines, summary) = check(&[path_str(&missing), path_str(&text), path_str(&garbage)]);
    assert_eq!(lines.len(), 4, "{lines:?}");
    assert!(lines[0]["error"].as_str().unwrap().contains("cannot read"));
    assert!(lines[1]["error"].as_str().unwrap().contains("not a .pbn or .lin file"));
    assert!(lines[2]["error"].as_str().unwrap().starts_with("line 1: "), "{}", lines[2]);
    assert_eq!(lines[3]["ok"], false);
    assert_eq!(summary["errors"], 4);
    assert_eq!(summary["boards"], 1);
}

#[test]
fn usage_errors_exit_non_zero() {
    for args in [vec!["pbn"], vec!["pbn", "check"], vec!["pbn", "convert", "a.pbn"], vec!["pbn", "shuffle"]] {
        let out = tenace(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(String::from_utf8_lossy(&out.stderr).contains("usage: tenace pbn"), "{args:?}");
    }
    let out = tenace(&["pbn", "convert", "a.pbn", "b.txt"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn convert_pbn_to_lin_and_back() {
    let dir = scratch("convert");
    let pbn = dir.join("in.pbn");
    std::fs::write(&pbn, two_tables()).unwrap();
    let lin = dir.join("out.LIN");
    let back = dir.join("back.pbn");
    for (from, to) in [(&pbn, &lin), (&lin, &back)] {
        let out = tenace(&["pbn", "convert", path_str(from), path_str(to)]);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    }
    let lin_text = std::fs::read_to_string(&lin).unwrap();
    assert_eq!(lin_text.lines().count(), 2);
    assert!(lin_text.starts_with("qx|o1|md|3"), "{lin_text}");
    assert!(lin_text.contains("|rs|4SW=|"), "{lin_text}");
    assert!(lin_text.contains("pc|DQ|pc|D8|pc|D2|pc|D6|pc|HJ|pc|HT|pc|HK|pc|HA|mc|10|"), "{lin_text}");
    let (boards, summary) = check(&[path_str(&lin), path_str(&back)]);
    assert_eq!(boards.len(), 4);
    assert_eq!(summary["consistent"], 2);
    assert_eq!(boards[0]["tricks"], 10);
    assert_eq!(boards[2]["tricks"], 10);
    let back_text = std::fs::read_to_string(&back).unwrap();
    assert!(back_text.starts_with("% PBN 2.1\n% EXPORT\n\n[Event \"Test\"]\n[Site \"?\"]"), "{back_text}");
}

#[test]
fn the_real_vugraph_file_checks_out() {
    let file = common::testdata_dir().join("real/eitazhou-bridge_played_hands/00001.lin");
    let (boards, summary) = check(&[path_str(&file)]);
    assert_eq!(summary, serde_json::json!({"boards": 32, "replayed": 32, "consistent": 32, "errors": 0}));
    assert!(boards.iter().all(|b| b["ok"] == true && b["score"].is_i64()));
}
