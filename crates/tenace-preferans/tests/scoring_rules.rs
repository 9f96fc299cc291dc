//! §9–§12 rule by rule (P40–P82 and the readings R6–R22 they rest on):
//! one- or two-deal Appendix A records scored through the record reader,
//! each checked entry by entry against the figures of the specification.

use serde_json::{json, Value};
use tenace_core::{ByPlayer, Player, Seating};
use tenace_preferans::pulka::Pulka;
use tenace_preferans::record::{read_record, score_line};
use tenace_preferans::{Adjust, Options, Params, Ratio, Roles, Sheet, Variant};

/// The result object of a record with these deals (and optional extra
/// top-level fields such as `start` or `options`), players A, B, C (or
/// A–D); the last player deals first.
fn score(variant: &str, players: usize, extra: &str, deals: &[&str]) -> Value {
    let names: Vec<String> = (0..players).map(|i| ((b'A' + i as u8) as char).to_string()).collect();
    let record = format!(
        r#"{{"variant":"{variant}","players":{},"pool":10{extra},"deals":[{}]}}"#,
        serde_json::to_string(&names).unwrap(),
        deals.join(",")
    );
    let out: Value = serde_json::from_str(&score_line(&record)).unwrap();
    assert!(out.get("error").is_none(), "{record}\n{out}");
    out
}

/// The error a record gives.
fn error(variant: &str, extra: &str, deals: &[&str]) -> String {
    let record =
        format!(r#"{{"variant":"{variant}","players":["A","B","C"],"pool":10{extra},"deals":[{}]}}"#, deals.join(","));
    let out: Value = serde_json::from_str(&score_line(&record)).unwrap();
    out["error"].as_str().unwrap_or_else(|| panic!("scored: {record}\n{out}")).to_owned()
}

fn w(r: &Value, from: &str, on: &str) -> i64 {
    r["whists"][from][on].as_i64().unwrap()
}

fn total_whists(r: &Value) -> i64 {
    r["whists"]
        .as_object()
        .unwrap()
        .values()
        .flat_map(|row| row.as_object().unwrap().values())
        .map(|n| n.as_i64().unwrap())
        .sum()
}

const SIX_TWO_WHISTERS: &str =
    r#"{"kind":"game","declarer":"A","contract":"6S","whist":{"B":"whist","C":"whist"},"tricks":"#;

#[test]
fn p40_r7_two_whisters_on_a_six_each_answer_for_half() {
    // The pair took 3 < 4; B took his half (2), C took none: C is short by
    // 2, not by the pair's 1 (R7). P68: he still writes for tricks he took.
    let r = score("sochi", 3, "", &[&format!(r#"{SIX_TWO_WHISTERS}{{"A":7,"B":3,"C":0}}}}"#)]);
    assert_eq!(r["pool"]["A"], 2);
    assert_eq!((w(&r, "B", "A"), w(&r, "C", "A")), (6, 0));
    assert_eq!((r["mountain"]["B"].as_i64(), r["mountain"]["C"].as_i64()), (Some(0), Some(4)));
    // The pair took the duty between them: nobody is short (P40).
    let r = score("sochi", 3, "", &[&format!(r#"{SIX_TWO_WHISTERS}{{"A":6,"B":4,"C":0}}}}"#)]);
    assert_eq!((r["mountain"]["B"].as_i64(), r["mountain"]["C"].as_i64()), (Some(0), Some(0)));
    assert_eq!(w(&r, "B", "A"), 8);
}

#[test]
fn p40_r8_two_whisters_on_an_eight_the_second_is_short() {
    let r = score(
        "sochi",
        3,
        "",
        &[
            r#"{"kind":"game","declarer":"A","contract":"8S","whist":{"B":"whist","C":"whist"},"tricks":{"A":10,"B":0,"C":0}}"#,
        ],
    );
    // L = B whisted first, R = C second: only C answers (K3.8.6, note 58).
    assert_eq!((r["mountain"]["B"].as_i64(), r["mountain"]["C"].as_i64()), (Some(0), Some(6)));
    assert_eq!(r["pool"]["A"], 6);
}

#[test]
fn p36_r6_a_ten_is_whisted_with_a_duty_of_one() {
    let r = score(
        "sochi",
        3,
        "",
        &[
            r#"{"kind":"game","declarer":"A","contract":"10NT","whist":{"B":"whist","C":"pass"},"tricks":{"A":10,"B":0,"C":0}}"#,
        ],
    );
    assert_eq!((r["pool"]["A"].as_i64(), r["mountain"]["B"].as_i64()), (Some(10), Some(10)));
}

/// A 7♠ made with 9 tricks, B the lone whister: the pair took 1 of its 2.
const SEVEN_ONE_SHORT: &str =
    r#"{"kind":"game","declarer":"A","contract":"7S","whist":{"B":"whist","C":"pass"},"tricks":{"A":9,"B":0,"C":1}}"#;

#[test]
fn p40_p68_a_lone_whister_answers_for_the_whole_duty_and_a_passer_never() {
    let r = score("sochi", 3, "", &[SEVEN_ONE_SHORT]);
    assert_eq!(r["pool"]["A"], 4, "P64");
    // Both defenders' tricks count for him (K3.8.5): 1 short.
    assert_eq!(r["mountain"]["B"], 4);
    assert_eq!(r["mountain"]["C"], 0, "a passer is never short");
    // P42: the whister writes for the pair's trick, C's included.
    assert_eq!((w(&r, "B", "A"), w(&r, "C", "A")), (4, 0));
}

#[test]
fn p41_p43_r12_responsible_and_half_responsible_whist_by_variant() {
    // Whister's fine per trick short on a 7: Sochi 4 (responsible), Leningrad
    // ½ of the doubled 8 = 4, Rostov ½ of 4 = 2 (P58); whists per trick 4, 8, 4.
    for (variant, fine, per_trick) in [("sochi", 4, 4), ("leningrad", 4, 8), ("rostov", 2, 4)] {
        let r = score(variant, 3, "", &[SEVEN_ONE_SHORT]);
        assert_eq!(r["mountain"]["B"], fine, "{variant}");
        assert_eq!(w(&r, "B", "A"), per_trick, "{variant}");
        assert_eq!(r["pool"]["A"], 4, "{variant}: the pool is not doubled");
    }
}

/// A 6♠ down one: declarer 5, B (lone whister) 3, C (passer) 2.
const SIX_DOWN_ONE: &str =
    r#"{"kind":"game","declarer":"A","contract":"6S","whist":{"B":"whist","C":"pass"},"tricks":{"A":5,"B":3,"C":2}}"#;

#[test]
fn p42_p44_p65_p66_r11_greedy_and_gentleman_whist_when_declarer_fails() {
    // Sochi, greedy: B writes all 5 tricks (5·2); consolation 2 from each.
    let r = score("sochi", 3, "", &[SIX_DOWN_ONE]);
    assert_eq!(r["mountain"]["A"], 2, "P65: scale·c·u");
    assert_eq!((w(&r, "B", "A"), w(&r, "C", "A")), (2 + 10, 2));
    // Leningrad, gentleman: 5·4 = 20 split 10/10; consolation 2c = 4 each.
    let r = score("leningrad", 3, "", &[SIX_DOWN_ONE]);
    assert_eq!(r["mountain"]["A"], 4);
    assert_eq!((w(&r, "B", "A"), w(&r, "C", "A")), (4 + 10, 4 + 10));
    // Rostov, gentleman too (R11): 5·2 = 10 split 5/5; consolation a flat 10.
    let r = score("rostov", 3, "", &[SIX_DOWN_ONE]);
    assert_eq!(r["mountain"]["A"], 2);
    assert_eq!((w(&r, "B", "A"), w(&r, "C", "A")), (10 + 5, 10 + 5));
    // P85: Leningrad played greedy.
    let r = score("leningrad", 3, r#","options":{"gentleman":false}"#, &[SIX_DOWN_ONE]);
    assert_eq!((w(&r, "B", "A"), w(&r, "C", "A")), (4 + 20, 4));
}

#[test]
fn p44_gentleman_whist_when_declarer_makes_it_the_whister_writes_all() {
    let r = score(
        "leningrad",
        3,
        "",
        &[
            r#"{"kind":"game","declarer":"A","contract":"6S","whist":{"B":"whist","C":"pass"},"tricks":{"A":6,"B":3,"C":1}}"#,
        ],
    );
    assert_eq!((w(&r, "B", "A"), w(&r, "C", "A")), (16, 0));
    assert_eq!(r["pool"]["A"], 2);
}

#[test]
fn p64_overtricks_score_nothing() {
    let deal = |t: u8| {
        format!(
            r#"{{"kind":"game","declarer":"A","contract":"6S","whist":{{"B":"whist","C":"whist"}},"tricks":{{"A":{t},"B":{},"C":0}}}}"#,
            10 - t
        )
    };
    for t in [6, 8, 10] {
        let r = score("sochi", 3, "", &[&deal(t)]);
        assert_eq!((r["pool"]["A"].as_i64(), r["mountain"]["A"].as_i64()), (Some(2), Some(0)), "{t} tricks");
    }
}

#[test]
fn p65_r10_the_sitting_out_dealer_writes_consolation_too() {
    // Four players: D deals and sits out; A 7♥ down one, B whists, C passes.
    let r = score(
        "sochi",
        4,
        "",
        &[
            r#"{"kind":"game","declarer":"A","contract":"7H","whist":{"B":"whist","C":"pass"},"tricks":{"A":6,"B":3,"C":1}}"#,
        ],
    );
    assert_eq!(r["mountain"]["A"], 4);
    assert_eq!((w(&r, "B", "A"), w(&r, "C", "A"), w(&r, "D", "A")), (4 + 16, 4, 4));
}

#[test]
fn p66_r9_a_whisting_dealer_writes_everything_and_is_liable() {
    // Leningrad is gentleman, but the dealer's whists are never split.
    let down = r#"{"kind":"game","declarer":"A","contract":"6S","whist":{"B":"pass","C":"pass","D":"whist"},"tricks":{"A":5,"B":3,"C":2}}"#;
    let r = score("leningrad", 4, "", &[down]);
    assert_eq!(r["mountain"]["A"], 4);
    assert_eq!((w(&r, "D", "A"), w(&r, "B", "A"), w(&r, "C", "A")), (4 + 20, 4, 4));
    // Made with the pair 2 short: the dealer answers (½ of 2·2 per trick).
    let made = r#"{"kind":"game","declarer":"A","contract":"6S","whist":{"B":"pass","C":"pass","D":"whist"},"tricks":{"A":8,"B":1,"C":1}}"#;
    let r = score("leningrad", 4, "", &[made]);
    assert_eq!((r["mountain"]["D"].as_i64(), w(&r, "D", "A"), r["pool"]["A"].as_i64()), (Some(4), 8, Some(2)));
}

#[test]
fn p67_a_half_whist_writes_half_the_duty_and_nothing_else() {
    let r =
        score("sochi", 3, "", &[r#"{"kind":"game","declarer":"A","contract":"7S","whist":{"B":"pass","C":"half"}}"#]);
    assert_eq!(r["pool"]["A"], 4);
    assert_eq!((w(&r, "C", "A"), total_whists(&r)), (4, 4), "one trick's worth on a 7");
    assert!(r["mountain"].as_object().unwrap().values().all(|m| m == 0), "nobody is short");
    let r = score(
        "leningrad",
        3,
        "",
        &[r#"{"kind":"game","declarer":"A","contract":"6S","whist":{"B":"pass","C":"half"}}"#],
    );
    assert_eq!((w(&r, "C", "A"), r["pool"]["A"].as_i64()), (8, Some(2)), "two tricks' worth on a 6");
}

#[test]
fn p69_r10_misere_pool_or_mountain_and_no_consolation() {
    let misere = |t: u8| format!(r#"{{"kind":"misere","declarer":"A","tricks":{{"A":{t}}}}}"#);
    let r = score("sochi", 3, "", &[&misere(0)]);
    assert_eq!((r["pool"]["A"].as_i64(), r["mountain"]["A"].as_i64()), (Some(10), Some(0)));
    for (variant, per_trick) in [("sochi", 10), ("leningrad", 20), ("rostov", 10)] {
        let r = score(variant, 3, "", &[&misere(2)]);
        assert_eq!(r["mountain"]["A"], 2 * per_trick, "{variant}");
        assert_eq!((r["pool"]["A"].as_i64(), total_whists(&r)), (Some(0), 0), "{variant}: no whists, no consolation");
    }
}

const ALLPASS_1_4_5: &str = r#"{"kind":"allpass","tricks":{"A":1,"B":4,"C":5}}"#;

#[test]
fn p59_p70_r14_all_pass_mountains_and_the_amnesty() {
    let r = score("sochi", 3, "", &[ALLPASS_1_4_5]);
    assert_eq!(r["mountain"], json!({"A": 0, "B": 3, "C": 4}), "Sochi: 1 a trick, amnesty 1");
    let r2 = score("leningrad", 3, "", &[ALLPASS_1_4_5]);
    assert_eq!(r2["mountain"], json!({"A": 2, "B": 8, "C": 10}), "Leningrad: 2 a trick, no amnesty");
    let without = score("sochi", 3, r#","options":{"amnesty":false}"#, &[ALLPASS_1_4_5]);
    assert_eq!(without["mountain"], json!({"A": 1, "B": 4, "C": 5}));
    assert_eq!(without["settlement"], r["settlement"], "the amnesty never changes the settlement");
}

#[test]
fn p51_p52_r15_r16_the_second_all_pass_doubles_and_a_blank_gets_m() {
    let second = r#"{"kind":"allpass","tricks":{"A":0,"B":5,"C":5}}"#;
    let r = score("sochi", 3, "", &[ALLPASS_1_4_5, second]);
    assert_eq!(r["pool"]["A"], 2, "k = 2, m = 2: a blank gets m pool points");
    assert_eq!(r["mountain"], json!({"A": 0, "B": 13, "C": 14}));
    let r = score("leningrad", 3, "", &[ALLPASS_1_4_5, second]);
    assert_eq!(r["pool"]["A"], 2);
    assert_eq!(r["mountain"], json!({"A": 2, "B": 28, "C": 30}), "2-4-6");
    let r = score("sochi", 3, r#","options":{"progression":"geom"}"#, &[ALLPASS_1_4_5, second, second]);
    assert_eq!(r["pool"]["A"], 2 + 4, "1-2-4");
}

#[test]
fn p51_r18_any_contract_ends_the_all_pass_series() {
    let blank_after = r#"{"kind":"allpass","tricks":{"A":0,"B":5,"C":5}}"#;
    for between in [
        r#"{"kind":"game","declarer":"B","contract":"6S","whist":{"C":"pass","A":"pass"}}"#,
        r#"{"kind":"game","declarer":"B","contract":"6S","whist":{"C":"pass","A":"half"}}"#,
        r#"{"kind":"game","declarer":"B","contract":"6S","whist":{"C":"whist","A":"pass"},"tricks":{"A":3,"B":4,"C":3}}"#,
        r#"{"kind":"misere","declarer":"B","tricks":{"B":1}}"#,
    ] {
        let r = score("sochi", 3, "", &[ALLPASS_1_4_5, between, blank_after]);
        assert_eq!(r["pool"]["A"], 1, "k is 1 again after {between}");
    }
}

#[test]
fn p53_p54_r17_the_deal_passes_on_and_the_leningrad_exit_holds_for_the_series() {
    let allpass = |dealer: &str| format!(r#"{{"kind":"allpass","dealer":"{dealer}","tricks":{{"A":1,"B":4,"C":5}}}}"#);
    // P54: after an all-pass the deal still passes to the left.
    score("sochi", 3, "", &[&allpass("C"), &allpass("A"), &allpass("B")]);
    let e = error("sochi", "", &[&allpass("C"), &allpass("C")]);
    assert!(e.starts_with("deal 2: ") && e.contains("P7"), "{e}");
    // R17: 6-7-7 in Leningrad; a contract resets it to 6.
    let six = |who: &str, l: &str, r: &str| {
        format!(r#"{{"kind":"game","declarer":"{who}","contract":"6S","whist":{{"{l}":"pass","{r}":"pass"}}}}"#)
    };
    let seven_b = r#"{"kind":"game","declarer":"B","contract":"7S","whist":{"C":"pass","A":"pass"}}"#;
    score("leningrad", 3, "", &[&allpass("C"), seven_b, &six("C", "A", "B")]);
    let e = error("leningrad", "", &[&allpass("C"), &allpass("A"), &six("C", "A", "B")]);
    assert!(e.starts_with("deal 3: ") && e.contains("P53"), "{e}");
    score("sochi", 3, "", &[&allpass("C"), &allpass("A"), &six("C", "A", "B")]);
}

#[test]
fn p71_p72_rostov_all_pass_whists_by_the_fewest_and_the_dealers_point() {
    // Two winners share: 5·6/2 = 15 each, a whole number (P72). No progression (R16).
    let r = score(
        "rostov",
        3,
        "",
        &[r#"{"kind":"allpass","tricks":{"A":2,"B":2,"C":6}}"#, r#"{"kind":"allpass","tricks":{"A":0,"B":4,"C":6}}"#],
    );
    assert_eq!((w(&r, "A", "C"), w(&r, "B", "C"), w(&r, "A", "B")), (15 + 30, 15, 20));
    assert_eq!(r["pool"], json!({"A": 1, "B": 0, "C": 0}));
    assert!(r["mountain"].as_object().unwrap().values().all(|m| m == 0));
    // Four players: the sitting-out dealer D gets a point too.
    let r = score("rostov", 4, "", &[r#"{"kind":"allpass","tricks":{"A":0,"B":3,"C":7}}"#]);
    assert_eq!(r["pool"], json!({"A": 1, "B": 0, "C": 0, "D": 1}));
    assert_eq!((w(&r, "A", "B"), w(&r, "A", "C")), (15, 35));
}

#[test]
fn p62_p73_p74_pool_credits_capped_and_helped_in_seat_order() {
    // A's pool is closed. A and B both take no trick: A's point is credited
    // first (first hand), helps the fullest open pool B to 10, and then B's
    // own point overflows and helps C.
    let r = score(
        "sochi",
        3,
        r#","start":{"pool":{"A":10,"B":9,"C":5}}"#,
        &[r#"{"kind":"allpass","tricks":{"A":0,"B":0,"C":10}}"#],
    );
    assert_eq!(r["pool"], json!({"A": 10, "B": 10, "C": 6}), "P73: no pool above T");
    assert_eq!((w(&r, "A", "B"), w(&r, "B", "C"), w(&r, "A", "C")), (10, 10, 0));
    assert_eq!(r["mountain"]["C"], 10);
}

#[test]
fn p77_r21_leningrad_ends_on_the_sum_of_the_pools() {
    let start = r#","start":{"pool":{"A":15,"B":10,"C":4}}"#;
    let six_c = r#"{"kind":"game","declarer":"C","contract":"6S","whist":{"A":"pass","B":"pass"}}"#;
    let r = score("leningrad", 3, start, &[six_c]);
    assert_eq!(r["pool"], json!({"A": 15, "B": 10, "C": 6}), "uncapped");
    assert_eq!(r["closed"], true, "31 ≥ 3·10");
    let e = error("leningrad", start, &[six_c, ALLPASS_1_4_5]);
    assert!(e.starts_with("deal 2: ") && e.contains("P77"), "{e}");
}

#[test]
fn p61_p79_p80_p81_r22_values_and_exact_settlements() {
    let r = score("sochi", 3, r#","start":{"pool":{"A":1}}"#, &[]);
    assert_eq!(r["settlement"], json!({"A": "20/3", "B": "-10/3", "C": "-10/3"}), "a pool point is 10 whists");
    let r = score("rostov", 3, r#","start":{"pool":{"A":1}}"#, &[]);
    assert_eq!(r["settlement"], json!({"A": "20/3", "B": "-10/3", "C": "-10/3"}));
    let r = score("leningrad", 3, r#","start":{"pool":{"A":1}}"#, &[]);
    assert_eq!(r["settlement"], json!({"A": "40/3", "B": "-20/3", "C": "-20/3"}), "20 in Leningrad");
    let r = score("sochi", 3, r#","start":{"mountain":{"B":3}}"#, &[]);
    assert_eq!(r["settlement"], json!({"A": 10, "B": -20, "C": 10}), "a mountain point is 10 whists");
    let r = score("sochi", 4, r#","start":{"whists":{"A":{"B":10}}}"#, &[]);
    assert_eq!(r["settlement"], json!({"A": 10, "B": -10, "C": 0, "D": 0}), "P80: the whist balance");
    let r = score("sochi", 4, r#","start":{"mountain":{"A":1}}"#, &[]);
    assert_eq!(r["settlement"], json!({"A": "-15/2", "B": "5/2", "C": "5/2", "D": "5/2"}), "halves with 4");
}

#[test]
fn p82_the_paper_procedure_agrees_with_pools_above_and_below_t() {
    let seating = Seating::within(3, 3, 4).unwrap();
    let mut sheet = Sheet::empty(seating);
    sheet.pool = ByPlayer::from_vec(vec![14, 3, 9]).unwrap();
    sheet.mountain = ByPlayer::from_vec(vec![4, 10, 31]).unwrap();
    sheet.whists[Player::new(0)][Player::new(1)] = 17;
    sheet.whists[Player::new(2)][Player::new(0)] = 40;
    sheet.whists[Player::new(1)][Player::new(2)] = 5;
    for variant in Variant::ALL {
        let params = Params::new(variant, &Options::default()).unwrap();
        let direct = sheet.settlement(&params);
        assert_eq!(direct.values().copied().sum::<Ratio>(), Ratio::ZERO);
        for amnesty in [false, true] {
            assert_eq!(sheet.settlement_on_paper(&params, 10, amnesty), direct, "{variant}, amnesty {amnesty}");
        }
    }
}

#[test]
fn p57_the_sheet_is_an_append_only_list_of_entries_a_deal() {
    let record = r#"{"variant":"sochi","players":["A","B","C"],"pool":10,"deals":[
        {"kind":"game","declarer":"A","contract":"6S","whist":{"B":"whist","C":"pass"},"tricks":{"A":5,"B":3,"C":2}},
        {"kind":"allpass","tricks":{"A":1,"B":4,"C":5}}]}"#;
    let game = read_record(&serde_json::from_str(record).unwrap()).unwrap();
    let params = game.params().unwrap();
    let mut pulka = Pulka::new(game.start.clone(), game.pool);
    let mut replayed = game.start.clone();
    for (n, deal) in game.deals.iter().enumerate() {
        let roles = Roles::of_deal(game.seating(), game.first_dealer, n);
        let outcome =
            tenace_preferans::record::deal_outcome(&params, &roles, pulka.exit_level(&params), deal, &game.names)
                .unwrap();
        let entries = pulka.score_deal(&params, &roles, &outcome, &Adjust::default(), &[]).unwrap();
        for e in &entries {
            replayed.apply(*e);
        }
        assert_eq!(pulka.history.len(), n + 1, "one list of entries a deal");
        assert_eq!(pulka.history[n], entries);
    }
    assert_eq!(replayed, pulka.sheet, "the entries add up to the sheet");
}
