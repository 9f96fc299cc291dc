//! The worked examples T1–T13 of ../shared/spec/shedding-bridge.md §8 and
//! the record example of A.5, as golden tests.

mod support;

use serde_json::{json, Value};
use support::*;
use tenace_cards::Suit;
use tenace_core::{ByPlayer, Seating};
use tenace_shedding::game::{Deals, EndReason, Event, GameResult, GivenRound, PenaltyBy, Phase};
use tenace_shedding::record::check_line;
use tenace_shedding::table::{Answer, FaultKind, Meta, Table};
use tenace_shedding::variant::{Eights, JackPoints, MultiPlay};
use tenace_shedding::{Act, Setup, Variant};

/// T1: legal moves at the start of a turn.
#[test]
fn t1_legal_moves_at_the_start_of_a_turn() {
    let mut pos = Pos::new(3, 1);
    pos.hands = vec!["", "9S KD JC 6H AS", ""];
    pos.discard = "9D";
    pos.fill = Fill::Hands(&[0, 2]);
    pos.stock = "7C 8C";
    let game = pos.build();
    assert_eq!(game.round().turn().phase, Phase::Start);
    assert_eq!(legal(&game), ["9S", "KD", "JC/S", "JC/H", "JC/D", "JC/C", "draw"]);
    assert_eq!(refused(&game, 1, Act::play(c("6H"))), "S10");
    assert_eq!(refused(&game, 1, Act::play(c("AS"))), "S10");
}

/// T2: after a jack, only the named suit (or a jack).
#[test]
fn t2_after_a_jack() {
    let mut pos = Pos::new(3, 1);
    pos.hands = vec!["", "QS 7H JD 9C", ""];
    pos.discard = "JS";
    pos.suit = Some(Suit::Hearts);
    pos.fill = Fill::Hands(&[0, 2]);
    pos.stock = "7C";
    let game = pos.build();
    assert_eq!(game.round().suit(), Suit::Hearts);
    assert_eq!(legal(&game), ["7H", "JD/S", "JD/H", "JD/D", "JD/C", "draw"]);
    assert_eq!(refused(&game, 1, Act::play(c("QS"))), "S10");
}

fn t3(variant: Variant) -> tenace_shedding::Game {
    let mut pos = Pos::new(3, 1);
    pos.variant = variant;
    pos.hands = vec!["", "9S 9H KD JC", ""];
    pos.discard = "9D";
    pos.fill = Fill::Hands(&[0, 2]);
    pos.stock = "7C";
    let mut game = pos.build();
    play(&mut game, 1, "9S");
    game
}

/// T3: continuing a turn: only another nine, or end; one card in `backyard`.
#[test]
fn t3_continuing_a_turn() {
    let game = t3(Variant::CONTEST);
    assert_eq!(game.round().turn().phase, Phase::Continue);
    assert_eq!(hand(&game, 1), ["9H", "KD", "JC"]);
    assert_eq!(legal(&game), ["9H", "end"]);
    assert_eq!(refused(&game, 1, Act::play(c("KD"))), "S13");
    assert_eq!(refused(&game, 1, Act::jack(c("JC"), Suit::Clubs)), "S13");
    let backyard = t3(Variant { multi_play: MultiPlay::JacksOnly, ..Variant::CONTEST });
    assert_eq!(legal(&backyard), ["end"]);
    assert_eq!(refused(&backyard, 1, Act::play(c("9H"))), "S39");
}

fn t4(hand: &'static str) -> tenace_shedding::Game {
    let mut pos = Pos::new(3, 1);
    pos.hands = vec!["", hand, ""];
    pos.discard = "9C";
    pos.stock = "7D QC TS";
    pos.fill = Fill::Hands(&[0, 2]);
    pos.build()
}

/// T4: covering a six, drawing until a cover turns up.
#[test]
fn t4_covering_a_six() {
    let mut game = t4("6C KD 8H");
    assert_eq!(legal(&game), ["6C", "draw"]);
    play(&mut game, 1, "6C");
    assert_eq!(game.round().turn().phase, Phase::Cover);
    assert_eq!(legal(&game), ["draw"]);
    assert_eq!(refused(&game, 1, Act::End), "S20");
    act(&mut game, 1, Act::Draw);
    assert_eq!(hand(&game, 1), ["8H", "7D", "KD"]);
    assert_eq!(legal(&game), ["draw"], "7D covers nothing");
    act(&mut game, 1, Act::Draw);
    assert_eq!(legal(&game), ["QC"]);
    play(&mut game, 1, "QC");
    assert_eq!(game.round().turn().phase, Phase::Continue);
    assert_eq!(legal(&game), ["end"]);
    act(&mut game, 1, Act::End);
    assert_eq!(hand(&game, 1), ["8H", "7D", "KD"]);
    assert_eq!(tenace_shedding::cards::code(game.round().top()), "QC");
    assert_eq!(game.round().stock().next(), Some(c("TS")));
    // Holding JH: the cover phase offers the jack only, no draw.
    let mut game = t4("6C KD 8H JH");
    play(&mut game, 1, "6C");
    assert_eq!(legal(&game), ["JH/S", "JH/H", "JH/D", "JH/C"]);
    assert_eq!(refused(&game, 1, Act::Draw), "S20");
}

fn t5(eights: Eights) -> tenace_shedding::Game {
    let mut pos = Pos::new(4, 0);
    pos.variant = Variant { eights, ..Variant::CONTEST };
    pos.hands = vec!["8H 8S KC", "6D", "6C", "9D 6S"];
    pos.discard = "TH";
    pos.stock = "QC 7D 9S QH";
    pos.fill = Fill::StockBottom;
    pos.build()
}

/// T5: eights spread over the opponents; with `stack` they pile on the next.
#[test]
fn t5_eights_spread_and_stack() {
    let mut game = t5(Eights::Spread);
    play(&mut game, 0, "8H");
    assert_eq!(hand(&game, 1), ["6D", "7D", "QC"]);
    assert_eq!(game.round().skips()[p(1)], 1);
    play(&mut game, 0, "8S");
    assert_eq!(hand(&game, 2), ["9S", "QH", "6C"]);
    assert_eq!(game.round().skips()[p(2)], 1);
    act(&mut game, 0, Act::End);
    let tail: Vec<&Event> = game.round().events().iter().rev().take(3).collect();
    assert_eq!(tail, [&Event::Skip { seat: p(2) }, &Event::Skip { seat: p(1) }, &Event::End { seat: p(0) }]);
    assert_eq!(game.due(), Some(p(3)));
    assert_eq!(game.round().suit(), Suit::Spades);

    let mut game = t5(Eights::Stack);
    play(&mut game, 0, "8H");
    play(&mut game, 0, "8S");
    act(&mut game, 0, Act::End);
    assert_eq!(hand(&game, 1), ["9S", "QH", "6D", "7D", "QC"]);
    assert_eq!(hand(&game, 2), ["6C"]);
    assert_eq!(game.due(), Some(p(2)), "seat 1 misses one turn, seat 2 plays next");
}

/// T6: two players, two aces: seat 0 plays three turns in a row.
#[test]
fn t6_two_players_two_aces() {
    let mut pos = Pos::new(2, 0);
    pos.hands = vec!["AC AD KD KS 9S", "6H 7H"];
    pos.discard = "KC";
    pos.stock = "6C 7C";
    let mut game = pos.build();
    play(&mut game, 0, "AC");
    play(&mut game, 0, "AD");
    act(&mut game, 0, Act::End);
    assert_eq!(game.round().skips()[p(1)], 1, "one skip used as the turn passed");
    assert_eq!(game.due(), Some(p(0)));
    play(&mut game, 0, "KD");
    act(&mut game, 0, Act::End);
    assert_eq!(game.due(), Some(p(0)));
    assert_eq!(game.round().skips()[p(1)], 0);
    play(&mut game, 0, "KS");
    act(&mut game, 0, Act::End);
    assert_eq!(game.due(), Some(p(1)));
    let skips = game.round().events().iter().filter(|e| matches!(e, Event::Skip { .. })).count();
    assert_eq!(skips, 2);
}

const T7_STOCK: &str = "KD 7C 8C QS AH 8S TS JS KS 7H 8H JH KH 6D TD QD AD 6C JC QC AC";

fn t7_setup(variant: Variant) -> Setup {
    let seating = Seating::new(3).unwrap();
    let round = GivenRound {
        hands: ByPlayer::from_vec(vec![cards("9H 9S 6S 7S 9D"), cards("AS 7D KC TH 6H"), cards("JD QH 9C 8D TC")])
            .unwrap(),
        stock: cards(T7_STOCK),
        opening: None,
        reshuffles: vec![],
    };
    Setup::new(variant, seating, ByPlayer::from_vec(vec![110, 95, 100]).unwrap(), Deals::Given { rounds: vec![round] })
        .unwrap()
}

fn t7_table(variant: Variant) -> Table {
    Table::new(
        t7_setup(variant),
        vec!["A".into(), "B".into(), "C".into()],
        vec!["human".into(), "human".into(), "human".into()],
        Meta::default(),
    )
    .unwrap()
}

fn t7_turn1(t: &mut Table) {
    t.act(p(0), Act::play(c("9H")), None).unwrap();
    t.act(p(0), Act::play(c("9S")), None).unwrap();
    t.act(p(0), Act::End, None).unwrap();
}

fn t7_play(t: &mut Table) {
    t7_turn1(t);
    assert_eq!(legal(t.game()), ["AS", "draw"]);
    t.act(p(1), Act::play(c("AS")), None).unwrap();
    t.act(p(1), Act::End, None).unwrap();
    assert_eq!(t.due(), Some(p(0)), "seat 2 is skipped");
    t.act(p(0), Act::play(c("6S")), None).unwrap();
    t.act(p(0), Act::play(c("7S")), None).unwrap();
}

const A5_EXAMPLE: &str = r#"{"format":"tenace-shed","version":1,"game":0,
 "rules":{"preset":"contest","hand_size":5,"first_card":"dealer_last","multi_play":"same_rank",
          "forced_play":false,"eights":"spread","jack_points":"flat20","reshuffle_multiplier":false,
          "bridge_call":false,"queen_of_spades":false,"partnership":false,"lose_above":125,"reset_at":125},
 "players":3,"names":["A","B","C"],"bots":["human","human","human"],
 "tournament_seed":null,"deal_set":0,"table":0,"rotation":0,"seating":[0,1,2],"game_seed":null,
 "start":[110,95,100],
 "rounds":[{"round":1,"seed":null,"dealer":0,
   "hands":[["9H","9S","6S","7S","9D"],["AS","7D","KC","TH","6H"],["JD","QH","9C","8D","TC"]],
   "stock":["KD","7C","8C","QS","AH","8S","TS","JS","KS","7H","8H","JH","KH","6D","TD","QD","AD",
            "6C","JC","QC","AC"],
   "events":[{"seat":0,"do":"play","card":"9D","auto":true},{"seat":0,"do":"play","card":"9H"},
             {"seat":0,"do":"play","card":"9S"},{"seat":0,"do":"end"},
             {"seat":1,"do":"play","card":"AS"},{"seat":1,"do":"end"},{"seat":2,"do":"skip"},
             {"seat":0,"do":"play","card":"6S"},{"seat":0,"do":"play","card":"7S"},
             {"seat":1,"do":"penalty","n":1,"by":"7","cards":["KD"]}],
   "end":{"round":1,"reason":"out","out":0,"turns":3,
          "hands":[[],["6H","TH","7D","KD","KC"],["QH","8D","JD","9C","TC"]],
          "points":[0,30,40],"multiplier":1,"totals":[110,0,140],"lost":[2]}}],
 "result":{"rounds":1,"end":"lost","totals":[110,0,140],"lost":[2],"places":[2,1,3],
           "placement_points":[1,2,0]}}"#;

/// T7: a short round with scoring, and its record (A.5) written and checked.
#[test]
fn t7_a_short_round_and_the_a5_record() {
    let mut t = t7_table(Variant::CONTEST);
    t7_play(&mut t);
    let game = t.game();
    let end = game.rounds()[0].end().unwrap();
    assert_eq!(end.reason, EndReason::Out);
    assert_eq!(end.out, Some(p(0)));
    assert_eq!(end.turns, 3);
    assert_eq!(end.points.as_slice(), &[0, 30, 40]);
    assert_eq!(end.totals.as_slice(), &[110, 0, 140], "95 + 30 = 125 burns to 0 (S31); 140 loses (S32)");
    assert_eq!(end.lost, vec![p(2)]);
    let result = game.result().unwrap();
    assert_eq!(result.places.as_slice(), &[2, 1, 3]);
    assert_eq!(result.half_points.as_slice(), &[2, 4, 0]);
    // The writer gives the example of A.5, field for field.
    let written: Value = serde_json::from_str(&t.record_json()).unwrap();
    let example: Value = serde_json::from_str(A5_EXAMPLE).unwrap();
    assert_eq!(written, example);
    // End hands in canonical order (S53): spades, hearts, diamonds, clubs, each 6 … A.
    assert_eq!(written["rounds"][0]["end"]["hands"][1], json!(["6H", "TH", "7D", "KD", "KC"]));
    // The example itself checks, and so does the written line.
    let line = A5_EXAMPLE.split_whitespace().collect::<String>();
    let checked = check_line(&line);
    assert!(checked.valid(), "{:?}", checked.problems);
    assert!(check_line(&t.record_json()).valid());
}

/// T7 under `backyard` jack scoring (S42): seat 2's jack counts 10.
#[test]
fn t7_backyard_jack_points() {
    let mut t = t7_table(Variant { jack_points: JackPoints::Backyard, ..Variant::CONTEST });
    t7_play(&mut t);
    let end = t.game().rounds()[0].end().unwrap();
    assert_eq!(end.points.as_slice(), &[0, 30, 30]);
    assert_eq!(end.totals.as_slice(), &[110, 0, 130]);
    assert_eq!(end.lost, vec![p(2)]);
}

/// T8: placement ties share the average of their places' points.
#[test]
fn t8_placement_ties() {
    let seating = Seating::new(4).unwrap();
    let totals = ByPlayer::from_vec(vec![60, 0, 130, 0]).unwrap();
    let (places, half) = GameResult::rank(seating, &totals, &[p(2)]);
    assert_eq!(places.as_slice(), &[3, 1, 4, 1]);
    assert_eq!(half.as_slice(), &[2, 5, 0, 5], "1, 2.5, 0, 2.5");
}

fn t9(variant: Variant) -> tenace_shedding::Game {
    let mut pos = Pos::new(4, 2);
    pos.variant = variant;
    pos.hands = vec!["", "", "7D 8C", ""];
    pos.discard = "9C KC 7C 7H JH";
    pos.suit = Some(Suit::Spades);
    pos.fill = Fill::Hands(&[0, 1, 3]);
    pos.seed = Some(99);
    pos.build()
}

/// T9: reshuffle: the pile but its top card, shuffled with the round's generator.
#[test]
fn t9_reshuffle() {
    let mut game = t9(Variant::CONTEST);
    assert_eq!(legal(&game), ["draw"]);
    act(&mut game, 2, Act::Draw);
    let mut expected = cards("9C KC 7C 7H");
    tenace_cards::SeededRng::new(99).shuffle(&mut expected);
    let events = game.round().events();
    assert_eq!(events[0], Event::Reshuffle { cards: expected.clone() });
    assert_eq!(events[1], Event::Draw { seat: p(2), card: expected[0] });
    assert_eq!(game.round().top(), c("JH"));
    assert_eq!(game.round().suit(), Suit::Spades, "the named suit stays");
    assert_eq!(game.round().stock_len(), 3);
    assert_eq!(game.round().multiplier(), 1);
    let mut game = t9(Variant { reshuffle_multiplier: true, ..Variant::CONTEST });
    act(&mut game, 2, Act::Draw);
    assert_eq!(game.round().multiplier(), 2);
}

/// T10: nothing to play and nothing to draw: the round ends, every hand scores.
#[test]
fn t10_exhausted_stock() {
    let mut pos = Pos::new(4, 3);
    pos.hands = vec!["", "", "", "7D 8C"];
    pos.discard = "JH";
    pos.suit = Some(Suit::Spades);
    pos.fill = Fill::Hands(&[0, 1, 2]);
    let game = pos.build();
    let end = game.rounds()[0].end().expect("the round ends at once");
    assert_eq!(end.reason, EndReason::Exhausted);
    assert_eq!(end.out, None);
    assert!(game.rounds()[0].events().is_empty());
    assert_eq!(end.points[p(3)], 0);
    assert!(end.points[p(0)] > 0);
}

fn t11() -> tenace_shedding::Game {
    let mut pos = Pos::new(4, 1);
    pos.variant = Variant { bridge_call: true, ..Variant::CONTEST };
    pos.hands = vec!["", "KC KH 9D", "KS 9H", "KD QD 9S"];
    pos.discard = "9C";
    pos.stock = "7C 8C";
    pos.fill = Fill::Hands(&[0]);
    pos.build()
}

/// T11: the fourth king in a row may call "Bridge"; everyone scores his hand.
#[test]
fn t11_bridge_call() {
    let mut game = t11();
    play(&mut game, 1, "KC");
    assert_eq!(game.round().bridge_run(), 1);
    play(&mut game, 1, "KH");
    assert_eq!(game.round().bridge_run(), 2);
    act(&mut game, 1, Act::End);
    play(&mut game, 2, "KS");
    assert_eq!(game.round().bridge_run(), 3);
    assert!(!legal(&game).contains(&"bridge".to_owned()));
    act(&mut game, 2, Act::End);
    play(&mut game, 3, "KD");
    assert_eq!(legal(&game), ["end", "bridge"]);
    act(&mut game, 3, Act::Bridge);
    let end = game.rounds()[0].end().unwrap();
    assert_eq!(end.reason, EndReason::Bridge);
    assert_eq!(end.out, None);
    assert_eq!(end.points[p(3)], 10, "the caller scores his hand: QD 9S");
    // Four sixes in a row never allow the call, even while the fourth waits.
    let mut pos = Pos::new(4, 1);
    pos.variant = Variant { bridge_call: true, ..Variant::CONTEST };
    pos.hands = vec!["", "6H 6S 6D 6C 9C", "", ""];
    pos.discard = "9H";
    pos.stock = "7C";
    pos.fill = Fill::Hands(&[0, 2, 3]);
    let mut game = pos.build();
    for six in ["6H", "6S", "6D", "6C"] {
        play(&mut game, 1, six);
    }
    assert_eq!(game.round().bridge_run(), 4);
    assert_eq!(legal(&game), ["9C"]);
    assert_eq!(refused(&game, 1, Act::Bridge), "S38");
}

/// T12: the fallback action (S59) for a wrong value, a throw and a timeout.
#[test]
fn t12_fallback_action() {
    let table_of = |game_setup: Setup| {
        Table::new(game_setup, vec!["a".into(), "b".into(), "c".into()], vec![String::from("x"); 3], Meta::default())
            .unwrap()
    };
    // T4 step 1's cover phase, {"do":"end"}: fault, fallback draw.
    let mut pos = Pos::new(3, 1);
    pos.hands = vec!["", "6C KD 8H", ""];
    pos.discard = "9C";
    pos.stock = "7D QC TS";
    pos.fill = Fill::Hands(&[0, 2]);
    let mut t = table_of(pos.setup());
    t.act(p(1), Act::play(c("6C")), None).unwrap();
    let taken = t.answer(p(1), Answer::Value(r#"{"do":"end"}"#)).unwrap();
    assert_eq!(taken.act, Act::Draw);
    let fault = taken.fault.unwrap();
    assert_eq!(fault.kind, FaultKind::Illegal);
    assert_eq!(fault.rule, Some("S20"));
    assert_eq!(t.stats()[p(1)].faults, 1);
    // T3 (continue phase), decide throws: fallback end.
    let mut pos = Pos::new(3, 1);
    pos.hands = vec!["", "9S 9H KD JC", ""];
    pos.discard = "9D";
    pos.stock = "7C";
    pos.fill = Fill::Hands(&[0, 2]);
    let mut t = table_of(pos.setup());
    t.act(p(1), Act::play(c("9S")), None).unwrap();
    let taken = t.answer(p(1), Answer::Threw("TypeError: x is undefined")).unwrap();
    assert_eq!(taken.act, Act::End);
    assert_eq!(taken.fault.unwrap().kind, FaultKind::Exception);
    // T1 (start phase), a timeout: fallback draw.
    let mut pos = Pos::new(3, 1);
    pos.hands = vec!["", "9S KD JC 6H AS", ""];
    pos.discard = "9D";
    pos.stock = "7C 8C";
    pos.fill = Fill::Hands(&[0, 2]);
    let mut t = table_of(pos.setup());
    let taken = t.answer(p(1), Answer::Timeout).unwrap();
    assert_eq!(taken.act, Act::Draw);
    assert_eq!(taken.fault.unwrap().kind, FaultKind::Timeout);
}

/// T13: the state of T7 turn 2 as seat 1's bot receives it.
#[test]
fn t13_the_state_a_bot_receives() {
    let mut t = t7_table(Variant::CONTEST);
    t7_turn1(&mut t);
    let state: Value = serde_json::from_str(&t.state_json(p(1), false)).unwrap();
    let expected = json!({"api":1,"rules":serde_json::to_value(Variant::CONTEST).unwrap(),
     "game":{"round":1,"dealer":0,"multiplier":1,"turn_no":2},
     "you":1,
     "players":[{"seat":0,"name":"A","cards":2,"score":110,"skips":0},
                {"seat":1,"name":"B","cards":5,"score":95,"skips":0},
                {"seat":2,"name":"C","cards":5,"score":100,"skips":0}],
     "hand":["AS","6H","TH","7D","KC"],"top":"9S","suit":"S","stock":21,"discard":3,
     "turn":{"phase":"start","played":[],"drew":false,"bridge_run":3},
     "legal":[{"do":"play","card":"AS"},{"do":"draw"}],
     "log":[{"seat":0,"do":"play","card":"9D","auto":true},{"seat":0,"do":"play","card":"9H"},
            {"seat":0,"do":"play","card":"9S"},{"seat":0,"do":"end"}]});
    assert_eq!(state, expected);
}

/// The `penalty` of T7 turn 3 names the seven and the card drawn (A.3).
#[test]
fn t7_penalty_event() {
    let mut t = t7_table(Variant::CONTEST);
    t7_play(&mut t);
    let last = t.game().rounds()[0].events().last().unwrap().clone();
    match last {
        Event::Penalty { seat, n, by, cards } => {
            assert_eq!((seat, n, by), (p(1), 1, PenaltyBy::Seven));
            assert_eq!(cards.as_slice(), &[c("KD")]);
        }
        other => panic!("{other:?}"),
    }
}
