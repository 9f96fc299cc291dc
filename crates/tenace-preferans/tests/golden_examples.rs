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
