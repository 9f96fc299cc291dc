//! Robot tables finish their boards, and a small match is scored from them.

use tenace_bridge::{BoardNumber, Deal, Setup};
use tenace_match::{robot_table, BoardResult, PairsBoard, RobotSettings, TeamsBoard};

#[test]
fn robot_tables_finish_and_score_a_match() {
    let mut teams = tenace_match::TeamsMatch::default();
    let mut pairs = tenace_match::PairsSession::default();
    for n in 1..=2u32 {
        let board = BoardNumber::new(n).expect("board");
        let setup = Setup::board(board, Deal::for_board(7, board));
        let fast = RobotSettings { play: "fast".to_owned(), ..RobotSettings::default() };
        // "Our" table and the other table, both robots here (the app puts the user at one).
        let ours = robot_table(&setup, &fast).expect("our table finishes");
        let other = robot_table(&setup, &RobotSettings { system: "sayc-16-18".to_owned(), ..fast.clone() })
            .expect("other table");
        let ours = BoardResult::of(n, &ours, setup.vulnerability).expect("finished");
        let other = BoardResult::of(n, &other, setup.vulnerability).expect("finished");
        let t = TeamsBoard::new(n, ours.ns_score, other.ns_score);
        assert_eq!(t.imps, tenace_bridge::scoring::imps::imps(ours.ns_score - other.ns_score));
        teams.add(t);
        let field: Vec<i32> = (0..3)
            .map(|i| {
                let mut s = RobotSettings::for_field_table(i);
                s.play = "fast".to_owned();
                let g = robot_table(&setup, &s).expect("field table");
                BoardResult::of(n, &g, setup.vulnerability).expect("finished").ns_score
            })
            .collect();
        pairs.add(PairsBoard::new(n, ours.ns_score, field));
    }
    assert_eq!(teams.boards.len(), 2);
    let p = pairs.percentage();
    assert!((0.0..=100.0).contains(&p), "{p}");
    assert!(pairs.boards.iter().all(|b| b.matchpoints.top == 6));
}

#[test]
fn unknown_settings_are_refused_with_a_reason() {
    let setup = Setup::board(BoardNumber::FIRST, Deal::from_seed(1));
    let bad = RobotSettings { system: "acol-weak-nt".to_owned(), east_west: None, play: "fast".to_owned() };
    let err = robot_table(&setup, &bad).expect_err("unknown system");
    assert!(err.to_string().contains("acol-weak-nt"), "{err}");
    let bad = RobotSettings { system: "sayc".to_owned(), east_west: None, play: "genius".to_owned() };
    let err = robot_table(&setup, &bad).expect_err("unknown level");
    assert!(err.to_string().contains("genius"), "{err}");
}
