//! Appendix A: records that break a rule are errors naming the rule, never
//! results (bad trick sums, a half-whist on an 8, a contract below the exit
//! level, a deal after the end, …).

use tenace_preferans::record::score_text;

fn error_of(record: &str) -> String {
    match score_text(record) {
        Err(e) => e,
        Ok((r, _)) => panic!("scored, though it breaks a rule: {record}\n{r:?}"),
    }
}

const HEAD: &str = r#""variant":"sochi","players":["A","B","C"],"pool":10"#;

#[test]
fn every_broken_rule_is_named() {
    let cases: &[(&str, &str)] = &[
        (r#"{"kind":"allpass","tricks":{"A":4,"B":6,"C":1}}"#, "P29"),
        (r#"{"kind":"game","declarer":"A","contract":"8S","whist":{"B":"pass","C":"half"}}"#, "P37"),
        (r#"{"kind":"game","declarer":"A","contract":"6S","whist":{"B":"half","C":"pass"}}"#, "P37 step 4"),
        (r#"{"kind":"game","declarer":"A","contract":"6S","whist":{"B":"whist","C":"pass"}}"#, "P38"),
        (r#"{"kind":"game","declarer":"A","contract":"6S","whist":{"A":"whist"}}"#, "P35"),
        (r#"{"kind":"game","declarer":"A","contract":"5S"}"#, "P15"),
        (r#"{"kind":"game","declarer":"A","contract":"misere"}"#, "P26"),
        (r#"{"kind":"game","contract":"6S"}"#, "P20"),
        (r#"{"kind":"misere","declarer":"A","contract":"6S","tricks":{"A":0}}"#, "P26"),
        (r#"{"kind":"misere","declarer":"A","tricks":{"A":11}}"#, "P29"),
        (r#"{"kind":"bomb"}"#, "C4"),
        (r#"{"kind":"allpass","dealer":"A","tricks":{"A":4,"B":6,"C":0}}"#, "P7"),
        (r#"{"kind":"allpass","declarer":"A","tricks":{"A":4,"B":6,"C":0}}"#, "P50"),
    ];
    for (deal, rule) in cases {
        let record = format!("{{{HEAD},\"deals\":[{deal}]}}");
        let e = error_of(&record);
        assert!(e.contains(rule), "{deal}: “{e}” should name {rule}");
        assert!(e.starts_with("deal 1: "), "{e}");
    }
}

#[test]
fn p53_leningrad_exit_and_p76_no_deal_after_the_end() {
    let after_allpass = r#"{"variant":"leningrad","players":["A","B","C"],"pool":10,"deals":[
        {"kind":"allpass","tricks":{"A":4,"B":6,"C":0}},
        {"kind":"game","declarer":"B","contract":"6NT","whist":{"C":"pass","A":"pass"}}]}"#;
    let e = error_of(&after_allpass.replace('\n', ""));
    assert!(e.starts_with("deal 2: ") && e.contains("P53"), "{e}");
    let closed = format!(
        "{{{HEAD},\"start\":{{\"pool\":{{\"A\":10,\"B\":10,\"C\":8}}}},\"deals\":[{},{}]}}",
        r#"{"kind":"game","declarer":"C","contract":"6S","whist":{"A":"pass","B":"pass"}}"#,
        r#"{"kind":"allpass","tricks":{"A":4,"B":6,"C":0}}"#
    );
    let e = error_of(&closed);
    assert!(e.starts_with("deal 2: ") && e.contains("P76"), "{e}");
}

#[test]
fn shapes_that_are_not_records() {
    for (record, words) in [
        ("[]", "JSON object"),
        (r#"{"players":["A","B","C"],"pool":10}"#, "variant"),
        (r#"{"variant":"classic","players":["A","B","C"],"pool":10}"#, "P84"),
        (r#"{"variant":"sochi","players":["A","B"],"pool":10}"#, "P1"),
        (r#"{"variant":"sochi","players":["A","B","A"],"pool":10}"#, "two players"),
        (r#"{"variant":"sochi","players":["A","B","C"],"pool":0}"#, "P60"),
        (r#"{"variant":"sochi","players":["A","B","C"],"pool":10,"options":{"exit":[5]}}"#, "P53"),
        (r#"{"variant":"sochi","players":["A","B","C"],"pool":10,"options":{"bombs":true}}"#, "P85"),
        (r#"{"variant":"sochi","players":["A","B","C"],"pool":10,"first_dealer":"Z"}"#, "not one of the players"),
        (r#"{"variant":"sochi","players":["A","B","C"],"pool":10,"start":{"pool":{"A":12}}}"#, "P73"),
        (r#"{"variant":"rostov","players":["A","B","C"],"pool":10,"start":{"pool":{"B":-1}}}"#, "P57"),
    ] {
        let e = error_of(record);
        assert!(e.contains(words), "{record}: “{e}”");
    }
}

#[test]
fn lenient_reader_ignores_unknown_fields_and_accepts_start_sheets() {
    let record = format!(
        "{{{HEAD},\"note\":\"x\",\"start\":{{\"pool\":{{\"A\":8}},\"mountain\":{{\"A\":3}},\"whists\":{{\"A\":{{\"B\":10}}}}}},\"deals\":[{}]}}",
        r#"{"kind":"game","declarer":"A","contract":"6S","whist":{"B":"whist","C":"pass"},"light":true,"tricks":{"A":6,"B":3,"C":1},"hands":"ignored"}"#
    );
    let (r, _) = score_text(&record).unwrap();
    assert_eq!(r.pool.as_slice(), &[10, 0, 0]);
    assert_eq!(r.mountain.as_slice(), &[3, 0, 0]);
    assert_eq!(r.whists[tenace_core::Player::new(0)][tenace_core::Player::new(1)], 10);
}
