use super::*;

/// §14 (P86–P107): every guided scenario's ruling is the engine's ruling —
/// the rule, every clause of the Code written in the data, the choices in
/// order — and the table enforces it (the `after` checks).
#[test]
fn p89_to_p107_each_scenario_is_ruled_as_the_engine_rules_it() {
    let all = parse(SCENARIOS).expect("the scenarios read");
    assert!(all.len() >= 8, "{} scenarios", all.len());
    let mut rules: Vec<String> = Vec::new();
    for s in &all {
        let mut game = s.start().unwrap_or_else(|e| panic!("{e}"));
        let irr = s.irregular.clone().unwrap_or_else(|| panic!("{}: no irregularity", s.id));
        let ruling = game.ruling(&irr).unwrap_or_else(|e| panic!("{}: {e}", s.id));
        let rule = s.rule.clone().unwrap_or_else(|| panic!("{}: no rule", s.id));
        assert_eq!(ruling.rule, rule, "{}", s.id);
        assert_eq!(irr.rule(), rule, "{}: the irregularity falls under its rule", s.id);
        assert!(ruling.text.english().contains(&rule), "{}: {}", s.id, ruling.text.english());
        for clause in &s.code {
            assert!(ruling.code.contains(clause), "{}: {:?} does not cite {clause}", s.id, ruling.code);
        }
        assert_eq!(ruling.options, s.options, "{}", s.id);
        game.apply(Action::Irregular { irregularity: irr }).unwrap_or_else(|e| panic!("{}: {e}", s.id));
        for check in &s.after {
            verify(game.state(), check).unwrap_or_else(|e| panic!("{}: {e}", s.id));
        }
        rules.push(rule);
    }
    rules.sort();
    rules.dedup();
    assert!(rules.len() >= 8, "the scenarios cover {rules:?}");
}

/// P89: the offender's only call left is pass; P98: a wrong check fails.
#[test]
fn p89_a_check_that_does_not_hold_is_reported() {
    let s = parse(SCENARIOS).unwrap().into_iter().find(|s| s.id == "saw-talon").unwrap();
    let game = s.start().unwrap();
    assert!(verify(game.state(), &Check::Only(Player::new(0), vec!["pass".into()])).is_err(), "not before the ruling");
    assert!(verify(game.state(), &Check::Stage(Stage::Play)).is_err());
    assert!(verify(game.state(), &Check::Finished(1)).is_err());
}

/// The lessons start at the learner's first decision (you are A).
#[test]
fn each_lesson_starts_on_a_legal_position_with_the_learner_to_act() {
    let all = parse(LESSONS).expect("the lessons read");
    assert_eq!(all.len(), 4);
    for l in &all {
        let game = l.start().unwrap_or_else(|e| panic!("{e}"));
        assert!(l.irregular.is_none());
        assert!(!game.is_over(), "{}", l.id);
        assert!(game.hand().is_some(), "{}", l.id);
    }
    let tricks = all.iter().find(|l| l.id == "tricks").unwrap().start().unwrap();
    assert_eq!(tricks.to_act(), vec![Player::new(0)], "you lead");
    assert_eq!(tricks.hand().map(|h| h.stage), Some(Stage::Play));
}

/// A data file's errors name their line.
#[test]
fn bad_data_names_the_line() {
    let e = parse("[x]\nA: AS KS\nfrobnicate: 1\n").unwrap_err();
    assert!(e.starts_with("line 3:"), "{e}");
    let e = parse("A: AS\n").unwrap_err();
    assert!(e.starts_with("line 1:"), "{e}");
    let e = parse("[x]\nA: ZZ\n").unwrap_err();
    assert!(e.contains("line 2") && e.contains("ZZ"), "{e}");
    let e = parse("[x]\nA: AS KS\nB: QS\nC: JS\ntalon: TS 9S\n").unwrap_err();
    assert!(e.contains("[x]"), "{e}");
    let s = parse(SCENARIOS).unwrap().into_iter().find(|s| s.id == "saw-talon").unwrap();
    let game = s.start().unwrap();
    assert!(parse_step(game.state(), "E 6S").unwrap_err().contains("seat"));
    assert!(parse_step(game.state(), "A play XX").unwrap_err().contains("card"));
    let bad = Guided { steps: vec!["B 6S".into()], ..s.clone() };
    let e = bad.start().unwrap_err();
    assert!(e.contains("step 1"), "{e}");
}
