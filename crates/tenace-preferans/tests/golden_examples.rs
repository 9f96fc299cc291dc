//! The worked games E1–E7 of `../shared/spec/preferans.md` §16 as Appendix A
//! records (tests/data/examples.jsonl) and their final sheets and
//! settlements (tests/data/results.jsonl), scored through the record reader;
//! E8 and the paper procedure are in `sheet.rs`'s tests.

use tenace_preferans::record::{score_line, score_text};

const EXAMPLES: &str = include_str!("data/examples.jsonl");
const RESULTS: &str = include_str!("data/results.jsonl");

/// E1, E2, E3, E4, E5, E6 and E7 of §16, each to its final sheet and settlement.
#[test]
fn e1_to_e7_score_to_the_published_sheets_and_settlements() {
    let examples: Vec<&str> = EXAMPLES.lines().collect();
    let results: Vec<&str> = RESULTS.lines().collect();
    assert_eq!(examples.len(), 7);
    assert_eq!(results.len(), 7);
    for (i, (record, want)) in examples.iter().zip(&results).enumerate() {
        let got = score_line(record);
        assert_eq!(got, *want, "E{}", i + 1);
    }
}

#[test]
fn p81_every_settlement_sums_to_zero() {
    for record in EXAMPLES.lines() {
        let (result, _) = score_text(record).unwrap();
        let sum: tenace_preferans::Ratio = result.settlement.values().copied().sum();
        assert_eq!(sum, tenace_preferans::Ratio::ZERO);
    }
}

#[test]
fn p83_the_paper_procedure_agrees_on_every_example() {
    use tenace_preferans::record::read_record;
    for record in EXAMPLES.lines() {
        let game = read_record(&serde_json::from_str(record).unwrap()).unwrap();
        let params = game.params().unwrap();
        let (result, _) = score_text(record).unwrap();
        let mut sheet = tenace_preferans::Sheet::empty(game.seating());
        sheet.pool = result.pool.clone();
        sheet.mountain = result.mountain.clone();
        sheet.whists = result.whists.clone();
        assert_eq!(sheet.settlement_on_paper(&params, game.pool, true), result.settlement);
    }
}

/// Appendix A's own example record (a start sheet, progression "none", a
/// half-whist, a misère, an all-pass with a `help` list): A's pool closes at
/// 10 with 6♠, B's misère closes B's, the all-pass writes A 4 and B 6 on the
/// mountain and gives C a pool point.
#[test]
fn appendix_a_example_scores_by_hand() {
    let record = include_str!("data/appendix_a_example.json");
    let got: serde_json::Value = serde_json::from_str(&score_line(record)).unwrap();
    let want = serde_json::json!({
        "pool": {"A": 10, "B": 10, "C": 3}, "mountain": {"A": 7, "B": 6, "C": 0},
        "whists": {"A": {"B": 10, "C": 0}, "B": {"A": 8, "C": 4}, "C": {"A": 0, "B": 0}},
        "closed": false, "settlement": {"A": "-4/3", "B": "26/3", "C": "-22/3"}});
    assert_eq!(got, want);
}

/// Appendix C's example (C14): "here" (P17), a contract above the final
/// bid, light defence, a forced trump (P31). It replays card by card, and
/// its Appendix A part scores to its `result` (C12, C13).
#[test]
fn c14_example_replays_and_rescores_to_its_result() {
    let record = include_str!("data/c14_example.json");
    let v: serde_json::Value = serde_json::from_str(record).unwrap();
    let game = tenace_preferans::playrecord::replay(record).unwrap();
    assert_eq!(game.finished.len(), 1);
    let scored: serde_json::Value = serde_json::from_str(&score_line(record)).unwrap();
    assert_eq!(scored, v["result"]);
    // The writer gives back the same record, field for field.
    let extras = tenace_preferans::playrecord::Extras { seed: Some(0), game: Some(1), max_deals: Some(1) };
    let written: serde_json::Value =
        serde_json::from_str(&tenace_preferans::playrecord::write(&game, extras).unwrap()).unwrap();
    assert_eq!(written, v);
}
