//! `tenace bid --system culbertson|estonian-club|lithuanian` and
//! `--opponents`: the 1930s systems from the command line (issue 17).

use serde_json::Value;
use std::process::Command;

fn bid(args: &[&str]) -> (Value, bool) {
    let out = Command::new(env!("CARGO_BIN_EXE_tenace")).arg("bid").args(args).output().expect("run tenace");
    let text = String::from_utf8_lossy(&out.stdout);
    (serde_json::from_str(text.trim()).unwrap_or(Value::Null), out.status.success())
}

#[test]
fn each_system_bids_by_its_own_rules() {
    // C1: 2½ honour tricks, five hearts, 5 playing tricks.
    let (v, ok) = bid(&["--hand", "74.AQ842.A985.T7", "--system", "culbertson"]);
    assert!(ok);
    assert_eq!(v["call"], "1H");
    assert_eq!(v["rule"], "culbertson.open.one");
    assert!(v["explanation"].as_str().unwrap_or("").contains("honour tricks"), "{v}");
    // E1: the artificial club.
    let (v, _) = bid(&["--hand", "AQ842.K73.A95.63", "--system", "estonian-club"]);
    assert_eq!((v["call"].as_str(), v["rule"].as_str()), (Some("1C"), Some("club.open.1c")));
    // L27: the captain's count.
    let (v, _) = bid(&["--hand", "J976.AT.J3.AQ985", "--system", "lithuanian", "--auction", "1C P 2S P"]);
    assert_eq!((v["call"].as_str(), v["rule"].as_str()), (Some("4S"), Some("lt.rebid.count")));
}

#[test]
fn the_opponents_calls_are_read_by_their_system() {
    // North opens 1♣ playing the club system; East, playing SAYC, sees it as artificial.
    let (v, ok) =
        bid(&["--hand", "AQ3.KJ4.QT92.K85", "--auction", "1C", "--system", "sayc", "--opponents", "estonian-club"]);
    assert!(ok, "{v}");
    assert_eq!(v["auction"][0]["rule"], "club.open.1c");
    assert!(v["auction"][0]["known"].as_str().unwrap_or("").contains("honour tricks"), "{v}");
    let (_, ok) = bid(&["--hand", "AQ3.KJ4.QT92.K85", "--opponents", "goren"]);
    assert!(!ok, "an unknown system is refused");
}

/// §4.3's variants by name: `culbertson-1930s` plays the [T] rules (C43's
/// weak takeout of 1NT on §7.5's hand), the strict `culbertson` passes;
/// `lithuanian-strict` and `estonian-club-strict` play their seed alone.
#[test]
fn the_variants_of_section_4_3_by_name() {
    let args = ["--hand", "83.KJ862.Q74.952", "--auction", "1NT P"];
    let (v, ok) = bid(&[&args[..], &["--system", "culbertson-1930s"]].concat());
    assert!(ok, "{v}");
    assert_eq!((v["call"].as_str(), v["rule"].as_str()), (Some("2H"), Some("culbertson.t.1nt_weak")));
    let (v, _) = bid(&[&args[..], &["--system", "culbertson"]].concat());
    assert_eq!(v["call"], "P");
    let (v, ok) = bid(&["--hand", "AKJ5.73.Q842.K93", "--auction", "1C 1H", "--system", "lithuanian-strict"]);
    assert!(ok, "{v}");
    assert_eq!((v["call"].as_str(), v["rule"].as_str()), (Some("P"), Some("lt.pass.silent")));
    let (v, ok) = bid(&["--hand", "A95.KT876.84.K76", "--auction", "1D", "--system", "estonian-club-strict"]);
    assert!(ok, "{v}");
    assert_eq!((v["call"].as_str(), v["rule"].as_str()), (Some("P"), Some("club.pass")));
}
