//! `tenace bid --robot`: the robots' own call (issue 16), with whether it
//! was simulated; a call the rules settle is the rules' call, unsimulated.

use serde_json::Value;
use std::process::Command;

fn bid(args: &[&str]) -> (Value, bool) {
    let out = Command::new(env!("CARGO_BIN_EXE_tenace")).arg("bid").args(args).output().expect("run tenace");
    let text = String::from_utf8_lossy(&out.stdout);
    (serde_json::from_str(text.trim()).unwrap_or(Value::Null), out.status.success())
}

#[test]
fn an_opening_the_rules_settle_is_not_simulated() {
    let (v, ok) = bid(&["--hand", "AQ3.KJ4.QT92.K85", "--robot"]);
    assert!(ok, "{v}");
    assert_eq!(v["call"], "1NT");
    assert_eq!(v["rules_call"], "1NT");
    assert_eq!(v["simulated"], false);
    assert_eq!(v["nodes"], 0);
    assert!(v["ms"].as_f64().is_some(), "{v}");
    // Without --robot the answer has none of these fields.
    let (v, _) = bid(&["--hand", "AQ3.KJ4.QT92.K85"]);
    assert_eq!(v["call"], "1NT");
    assert!(v.get("simulated").is_none(), "{v}");
}
