//! The controller's rules: a whole game against each robot at every table
//! size, refusals that change nothing, jacks, and stale robot steps.

use super::*;
use tenace_cards::CardSet;
use tenace_shedding::cards;

/// Every card of the 36 is in a hand, the stock or the pile (S2).
fn conserved(play: &Play) {
    let round = play.game().round();
    let mut all = CardSet::EMPTY;
    let mut count = 0;
    for (_, hand) in round.hands().iter() {
        count += hand.len();
        all = CardSet::from_bits(all.bits() | hand.bits());
    }
    for c in round.stock().chain(round.discard().iter().copied()) {
        count += 1;
        all.insert(c);
    }
    assert_eq!((count, all), (36, cards::pack()), "S2: 36 cards");
}

/// The person plays the first legal action every time.
fn play_out(options: Options) -> Play {
    let mut play = Play::new(options).unwrap();
    for _ in 0..20_000 {
        conserved(&play);
        if play.result().is_some() {
            break;
        }
        if play.your_turn() {
            assert!(play.robot_step().is_none(), "no robot moves on the person's turn");
            let act = play.seen().legal()[0];
            let before = play.revision();
            play.act(act).unwrap();
            assert_eq!(play.revision(), before + 1);
        } else {
            assert!(play.robot_due());
            assert!(play.act(Act::Draw).is_err(), "S10: the person waits for the robots");
            assert!(play.robot_step().is_some());
        }
    }
    play
}

#[test]
fn s1_a_whole_game_at_every_table_size_with_every_robot() {
    for (players, robot) in
        [(2, RobotKind::Strong), (3, RobotKind::Sample), (4, RobotKind::Greedy), (6, RobotKind::Strong)]
    {
        let play = play_out(Options { players, robot, rules: Rules::Contest, seed: 7 + players as u64 });
        let result = play.result().expect("the game ends");
        assert_eq!(result.totals.seating().count(), players as usize);
        assert!(play.due().is_none());
        // The record replays to the same result (A.7).
        let checked = tenace_shedding::record::check_line(&play.record());
        assert!(checked.valid(), "{:?}", checked.problems);
    }
}

#[test]
fn backyard_rules_play_out() {
    let play = play_out(Options { players: 4, robot: RobotKind::Sample, rules: Rules::Backyard, seed: 3 });
    assert!(play.result().is_some());
}

#[test]
fn s1_two_to_six_players() {
    for players in [0, 1, 7] {
        let err = Play::new(Options { players, ..Options::default() }).unwrap_err();
        assert_eq!(err.rule, "S1");
    }
}

#[test]
fn a_refused_action_changes_nothing() {
    let mut play = Play::new(Options { players: 3, seed: 11, ..Options::default() }).unwrap();
    while !play.your_turn() {
        play.robot_step().unwrap();
    }
    let revision = play.revision();
    let before = play.game().round().clone();
    // A card the person does not hold (S9).
    let hand = play.seen().hand();
    let absent = cards::canonical(cards::pack().difference(hand)).next().unwrap();
    let err = play.act(Act::play(absent)).unwrap_err();
    assert!(!err.rule.is_empty() && !err.message.is_empty());
    assert_eq!(play.revision(), revision);
    assert_eq!(play.game().round(), &before);
}

#[test]
fn s15_a_jack_asks_for_a_suit_and_others_do_not() {
    // Seeds until the person may lay a jack on their turn.
    for seed in 0..400 {
        let mut play = Play::new(Options { players: 2, robot: RobotKind::Sample, seed, ..Options::default() }).unwrap();
        for _ in 0..200 {
            if play.result().is_some() {
                break;
            }
            if !play.your_turn() {
                play.robot_step();
                continue;
            }
            let playable = play.playable();
            if let Some(&jack) = playable.iter().find(|c| c.rank == tenace_cards::Rank::Jack) {
                assert_eq!(play.play_of(jack).unwrap(), None, "S15: a jack needs a suit");
                let suits = play.jack_suits(jack);
                assert_eq!(suits, cards::SUITS.to_vec(), "S15: any of the four suits");
                play.act(Act::jack(jack, Suit::Hearts)).unwrap();
                let named = play.game().rounds().iter().flat_map(|r| r.events()).rev().find_map(|e| match e {
                    tenace_shedding::Event::Play { card, suit, .. } if *card == jack => *suit,
                    _ => None,
                });
                assert_eq!(named, Some(Suit::Hearts));
                return;
            }
            if let Some(&card) = playable.first() {
                assert_eq!(play.play_of(card).unwrap(), Some(Act::play(card)));
            }
            let act = play.seen().legal()[0];
            play.act(act).unwrap();
        }
    }
    panic!("no seed gave the person a jack to lay");
}
