//! The record checker (A.7) on tampered records: each change is caught,
//! with the round, the event and the rule.

use serde_json::{json, Value};
use tenace_shedding::record::{check_line, Problem};
use tenace_shedding::robots;
use tenace_shedding::seeds::deal_seeds;
use tenace_shedding::tournament::GameSpec;
use tenace_shedding::Variant;

/// A seeded game of sample robots, as `tenace shed play --seed 5 --players 3` prints game 1.
fn record() -> Value {
    let seeds = deal_seeds(5, 1);
    let spec = GameSpec::new(1, 0, 0, 1, seeds[0], 5, &[Some(0), Some(1), Some(2)]);
    let names: Vec<String> = (0..3).map(|s| format!("sample#{}", spec.seats[s].unwrap())).collect();
    let mut bots: Vec<Box<dyn robots::Robot>> =
        spec.bot_seeds.iter().map(|s| robots::by_id("sample", *s).unwrap()).collect();
    let mut table = spec.table(Variant::CONTEST, names, vec!["sample".into(); 3]).unwrap();
    while let Some(seat) = table.due() {
        let d = bots[seat.index()].decide(&table.seen(seat));
        table.act(seat, d.act, Some("hi")).unwrap();
    }
    serde_json::from_str(&table.record_json()).unwrap()
}

fn problem(v: &Value) -> Problem {
    let c = check_line(&v.to_string());
    assert!(!c.valid(), "tampering went unnoticed");
    c.problems[0].clone()
}

fn find_event(v: &Value, what: &str) -> (usize, usize) {
    for (r, round) in v["rounds"].as_array().unwrap().iter().enumerate() {
        for (i, e) in round["events"].as_array().unwrap().iter().enumerate() {
            if e["do"] == what && e.get("auto").is_none() {
                return (r, i);
            }
        }
    }
    panic!("no {what}");
}

#[test]
fn an_untouched_record_is_valid_and_says_are_kept() {
    let v = record();
    let c = check_line(&v.to_string());
    assert!(c.valid(), "{:?}", c.problems);
    assert_eq!(c.line_json(3), r#"{"line":3,"game":1,"valid":true}"#);
    let says = v["rounds"][0]["events"].as_array().unwrap().iter().filter(|e| e["do"] == "say").count();
    assert!(says > 0, "one remark a turn is kept (S56)");
}

#[test]
fn a7_not_a_record() {
    for (line, rule) in [("", "A.1"), ("[1,2]", "A.1"), ("{\"format\":\"x\"}", "A.1"), ("{", "A.1")] {
        let c = check_line(line);
        assert_eq!(c.problems[0].rule, rule, "{line}");
        assert!(c.line_json(1).contains("\"valid\":false"));
        assert!(c.line_json(1).contains("\"round\":null,\"event\":null"));
    }
    let mut v = record();
    v["version"] = json!(2);
    assert!(problem(&v).message.contains("newer"));
}

#[test]
fn s76_s77_a4_seeds_and_deal() {
    let mut v = record();
    v["game_seed"] = json!("123");
    assert_eq!(problem(&v).rule, "S76");
    let mut v = record();
    v["rounds"][0]["seed"] = json!("123");
    assert_eq!(problem(&v).rule, "S77");
    let mut v = record();
    let a = v["rounds"][0]["stock"][0].clone();
    let b = v["rounds"][0]["stock"][1].clone();
    v["rounds"][0]["stock"][0] = b;
    v["rounds"][0]["stock"][1] = a;
    assert_eq!(problem(&v).rule, "A.4");
    let mut v = record();
    v["tournament_seed"] = Value::Null;
    assert_eq!(problem(&v).rule, "A.4");
    let mut v = record();
    v["seating"] = json!([0, 1, 2]);
    assert_eq!(problem(&v).rule, "S69");
}

#[test]
fn s22_a_drawn_card_must_be_the_top_of_the_stock() {
    let mut v = record();
    let (r, i) = find_event(&v, "draw");
    let card = v["rounds"][r]["events"][i]["card"].as_str().unwrap().to_owned();
    let other = if card == "AS" { "AH" } else { "AS" };
    v["rounds"][r]["events"][i]["card"] = json!(other);
    let p = problem(&v);
    assert_eq!((p.round, p.event, p.rule), (Some(r as u32 + 1), Some(i), "S22"));
}

#[test]
fn illegal_plays_and_missing_events_are_named() {
    // A play of a card the player does not hold.
    let mut v = record();
    let (r, i) = find_event(&v, "play");
    v["rounds"][r]["events"][i]["card"] = json!("ZZ");
    assert_eq!(problem(&v).rule, "S52");
    // A card from another player's hand.
    let mut v = record();
    let (r, i) = (
        0,
        v["rounds"][0]["events"]
            .as_array()
            .unwrap()
            .iter()
            .position(|e| e["do"] == "play" && e.get("auto").is_none() && e.get("suit").is_none())
            .unwrap(),
    );
    let seat = v["rounds"][r]["events"][i]["seat"].as_u64().unwrap() as usize;
    let theirs = v["rounds"][r]["hands"][(seat + 1) % 3]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| !c.as_str().unwrap().starts_with('J'))
        .unwrap()
        .clone();
    v["rounds"][r]["events"][i]["card"] = theirs;
    let p = problem(&v);
    assert_eq!((p.round, p.event, p.rule), (Some(r as u32 + 1), Some(i), "S11"));
    // An `end` removed: the next event is no longer the rules'.
    let mut v = record();
    let (r, i) = find_event(&v, "end");
    v["rounds"][r]["events"].as_array_mut().unwrap().remove(i);
    let p = problem(&v);
    assert_eq!(p.round, Some(r as u32 + 1));
    // A skip removed.
    let mut v = record();
    if let Some((r, i)) = v["rounds"].as_array().unwrap().iter().enumerate().find_map(|(r, round)| {
        round["events"].as_array().unwrap().iter().position(|e| e["do"] == "skip").map(|i| (r, i))
    }) {
        v["rounds"][r]["events"].as_array_mut().unwrap().remove(i);
        let p = problem(&v);
        assert_eq!((p.round, p.rule), (Some(r as u32 + 1), "S19"));
        assert!(p.event.unwrap() >= i, "at the first event after the missing skip (remarks aside)");
    }
}

#[test]
fn s29_s31_s32_s72_scores_and_result() {
    let mut v = record();
    v["rounds"][0]["end"]["points"][0] = json!(999);
    assert_eq!(problem(&v).rule, "S29");
    let mut v = record();
    v["rounds"][0]["end"]["totals"][1] = json!(999);
    assert_eq!(problem(&v).rule, "S31");
    let mut v = record();
    v["result"]["placement_points"] = json!([1, 1, 1]);
    assert_eq!(problem(&v).rule, "S72");
    let mut v = record();
    v["result"]["places"] = json!([1, 1, 1]);
    assert_eq!(problem(&v).rule, "S33");
    // A round cut off: the game does not end where the record does.
    let mut v = record();
    let rounds = v["rounds"].as_array().unwrap().len();
    if rounds > 1 {
        v["rounds"].as_array_mut().unwrap().pop();
        assert_eq!(problem(&v).rule, "S32");
    }
}

#[test]
fn s56_a_remark_longer_than_100_characters_is_refused() {
    let mut v = record();
    let (r, i) = find_event(&v, "say");
    v["rounds"][r]["events"][i]["text"] = json!("x".repeat(101));
    assert_eq!(problem(&v).rule, "S56");
}

#[test]
fn unknown_fields_are_ignored() {
    let mut v = record();
    v["comment"] = json!("made by hand");
    v["rounds"][0]["note"] = json!(1);
    assert!(check_line(&v.to_string()).valid());
}
