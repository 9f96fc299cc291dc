use super::*;
use tenace_preferans::{Bid, Call, Stage};

fn quick() -> Settings {
    Settings { pool: 2, level: Level::Fast, ..Settings::default() }
}

/// Plays the user's first legal action, or lets the worker answer the robot's job.
fn step(c: &mut Controller, robots: &mut worker::Robots) -> Vec<Effect> {
    if c.between_deals() {
        return c.reduce(Msg::NextDeal);
    }
    if c.user_turn() {
        let action = c.game.legal_actions(ME)[0].clone();
        return c.reduce(Msg::User(action));
    }
    let job = c.robot_job().expect("a robot's turn");
    c.reduce(Msg::Robot(robots.answer(job)))
}

/// P76, P81: a whole pulka to its closing, the user always taking the first legal action,
/// the robots answering through the worker's protocol (JSON both ways).
#[test]
fn a_whole_pulka_through_the_reducer_and_the_worker_protocol() {
    let mut c = Controller::new(Settings { pool: 1, ..quick() }, 7);
    let mut robots = worker::Robots::default();
    let mut saves = 0;
    for _ in 0..5000 {
        if c.game.is_over() && !c.between_deals() {
            break;
        }
        let effects = if c.user_turn() || c.between_deals() {
            step(&mut c, &mut robots)
        } else {
            let job = c.robot_job().expect("a robot's turn");
            let text = serde_json::to_string(&job).unwrap();
            let answer: RobotAnswer = serde_json::from_str(&robots.answer_json(&text)).unwrap();
            c.reduce(Msg::Robot(answer))
        };
        for e in effects {
            if let Effect::Save(text) = e {
                saves += 1;
                if saves % 10 == 0 {
                    let back = save::read(&text).expect("the save reads back");
                    assert_eq!(back.game.log(), c.game.log());
                    assert_eq!(back.notes, c.notes);
                }
            }
        }
    }
    assert!(c.game.is_over(), "the pulka closes");
    assert!(c.game.finished.len() >= 2, "{} deals", c.game.finished.len());
    let result = c.game.result();
    assert!(result.closed);
    let sum = result.settlement.values().fold(tenace_preferans::Ratio::ZERO, |a, b| a + *b);
    assert_eq!(sum, tenace_preferans::Ratio::ZERO, "P81: the settlement sums to zero");
    assert_eq!(c.notes.len(), c.game.log().len());
    assert!(c.notes.iter().any(|n| n.robot && n.reason.is_some()), "robots give reasons");
    // Appendix C: the download replays card by card to the same result.
    let record = c.play_record().expect("a play record");
    let mut r = Controller::new(quick(), 1);
    r.reduce(Msg::LoadRecord(record));
    let total = r.replay.as_ref().map(|r| r.actions.len()).unwrap();
    assert_eq!(total, c.game.log().len());
    r.reduce(Msg::ReplayTo(total));
    assert_eq!(r.shown().result(), result);
    r.reduce(Msg::ReplayTo(3));
    assert_eq!(r.replay.as_ref().unwrap().cursor(), 3);
    r.reduce(Msg::LeaveReplay);
    assert!(r.replay.is_none());
}

#[test]
fn undo_takes_back_the_users_last_action_and_the_robots_after_it() {
    let mut c = Controller::new(quick(), 11);
    let mut robots = worker::Robots::default();
    // Up to the user's second action.
    let mut users = 0;
    while users < 2 {
        if c.user_turn() {
            users += 1;
            if users == 2 {
                break;
            }
        }
        step(&mut c, &mut robots);
    }
    let before = c.game.log().to_vec();
    let action = c.game.legal_actions(ME)[0].clone();
    c.reduce(Msg::User(action));
    while !c.user_turn() && !c.between_deals() {
        step(&mut c, &mut robots);
    }
    assert!(c.game.log().len() > before.len());
    let effects = c.reduce(Msg::Undo);
    assert_eq!(c.game.log(), &before[..]);
    assert_eq!(c.notes.len(), before.len());
    assert!(c.user_turn());
    assert!(effects.iter().any(|e| matches!(e, Effect::Save(_))));
}

#[test]
fn a_stale_robot_answer_is_dropped_and_a_refused_action_changes_nothing() {
    let mut c = Controller::new(quick(), 3);
    let mut robots = worker::Robots::default();
    while c.user_turn() {
        let a = c.game.legal_actions(ME)[0].clone();
        c.reduce(Msg::User(a));
    }
    let job = c.robot_job().unwrap();
    let mut answer = robots.answer(job);
    answer.revision -= 1;
    let log = c.game.log().len();
    assert!(c.reduce(Msg::Robot(answer)).is_empty());
    assert_eq!(c.game.log().len(), log);
    // Not the user's turn: refused with a notice, nothing changed.
    let a = tenace_preferans::Action::Call { player: ME, call: tenace_preferans::Call::Pass };
    assert!(c.reduce(Msg::User(a)).is_empty());
    assert_eq!(c.notice.as_ref().map(|n| n.key), Some("pref.notice.not-your-turn"));
    assert_eq!(c.game.log().len(), log);
}

#[test]
fn p16_an_illegal_call_is_refused_naming_its_rule() {
    // Seat A is first hand in the first deal (the last player deals, §16).
    let mut c = Controller::new(quick(), 5);
    assert!(c.user_turn());
    assert_eq!(c.game.hand().map(|h| h.stage), Some(Stage::Auction));
    let bad = tenace_preferans::Action::Play { hand: ME, card: c.game.hand().unwrap().deal.hands[ME][0] };
    c.reduce(Msg::User(bad));
    let notice = c.notice.clone().expect("a notice");
    assert_eq!(notice.key, "pref.notice.refused");
    assert!(c.game.log().is_empty());
}

#[test]
fn damaged_saves_are_refused_with_a_reason() {
    let c = Controller::new(quick(), 9);
    let good = save::write(&c);
    assert!(save::read(&good).is_ok());
    assert!(save::read("garbage").unwrap_err().0.contains("not JSON"));
    assert!(save::read(r#"{"app":"tenace-preferans"}"#).unwrap_err().0.contains("no schema"));
    let newer = good.replacen("\"schema\":1", "\"schema\":9", 1);
    assert!(save::read(&newer).unwrap_err().0.contains("newer"));
    let other_seed = good.replacen("\"seed\":9", "\"seed\":10", 1);
    assert!(save::read(&other_seed).is_err());
    // A log that does not replay: the user plays a card in the auction.
    let mut v: serde_json::Value = serde_json::from_str(&good).unwrap();
    v["record"]["actions"] = serde_json::json!([{"action": "play", "hand": 0, "card": "AS"}]);
    v["notes"] = serde_json::json!([{"robot": false}]);
    assert!(save::read(&v.to_string()).unwrap_err().0.contains("cannot be replayed"));
}

#[test]
fn p10_links_deal_from_their_seed() {
    let s = Settings { variant: tenace_preferans::Variant::Rostov, players: 4, pool: 20, ..Settings::default() };
    let hash = link::write(&s, 42);
    assert!(link::is_preferans(&hash));
    let (back, seed) = link::read(&hash, &Settings::default()).unwrap();
    assert_eq!((back.variant, back.players, back.pool, seed), (s.variant, 4, 20, 42));
    let a = Controller::new(back.clone(), seed);
    let b = Controller::new(back, seed);
    assert_eq!(a.game.hand().unwrap().deal, b.game.hand().unwrap().deal);
    for bad in ["#preferans", "#preferans&seed=x", "#preferans&seed=1&players=5", "#preferans&seed=1&variant=moscow"] {
        assert!(link::read(bad, &Settings::default()).is_err(), "{bad}");
    }
    assert!(!link::is_preferans("#board=1&seed=2"));
}

#[test]
fn a_bad_record_is_reported_and_the_game_kept() {
    let mut c = Controller::new(quick(), 2);
    c.reduce(Msg::LoadRecord("{\"variant\":\"sochi\"}".into()));
    assert_eq!(c.notice.as_ref().map(|n| n.key), Some("pref.notice.record-bad"));
    assert!(c.replay.is_none());
}

/// A claim is checked double dummy: refused while the other side can still take a trick, and when it stands
/// the rest is played out card by card (the deal ends and is scored by the rules); undo takes it back whole.
#[test]
fn claims_are_checked_double_dummy_and_played_out() {
    let mut robots = worker::Robots::default();
    let (mut refused, mut accepted) = (false, false);
    for seed in 1..80u64 {
        let mut c = Controller::new(quick(), seed);
        for _ in 0..300 {
            if c.between_deals() || (refused && accepted) {
                break;
            }
            if !c.user_turn() {
                let Some(job) = c.robot_job() else { break };
                c.reduce(Msg::Robot(robots.answer(job)));
                continue;
            }
            let legal = c.game.legal_actions(ME);
            let h = c.game.hand().unwrap().clone();
            if h.stage == Stage::Play
                && h.declarer == Some(ME)
                && h.kind() == Some(tenace_preferans::record::Kind::Game)
            {
                let log = c.game.log().len();
                let before = h.tricks().unwrap()[ME];
                let left = 10 - h.play.as_ref().unwrap().tricks.len() as u8;
                match claim::check(c.game.state(), ME, claim::Claim::Rest) {
                    Err(claim::Refusal::Beaten(n)) if !refused => {
                        assert!(n > 0);
                        c.reduce(Msg::Claim(claim::Claim::Rest));
                        assert_eq!(c.game.log().len(), log, "a refused claim changes nothing");
                        assert_eq!(c.notice.as_ref().map(|n| n.key), Some("pref.claim.beaten"));
                        refused = true;
                    }
                    Ok(_) if !accepted => {
                        c.reduce(Msg::Claim(claim::Claim::Rest));
                        assert!(c.between_deals(), "the claimed deal is played out");
                        let last = c.game.finished.last().unwrap();
                        assert_eq!(last.tricks().unwrap()[ME], before + left, "declarer takes every remaining trick");
                        c.reduce(Msg::Undo);
                        assert_eq!(c.game.log().len(), log, "undo takes the claim back whole");
                        accepted = true;
                        continue;
                    }
                    _ => {}
                }
            }
            // The user bids the lowest bid when he may (to declare), else the first legal action.
            let bid = legal.iter().find(|a| {
                matches!(a, Action::Call { call: tenace_preferans::Call::Bid(b), .. } if *b != tenace_preferans::Bid::Misere)
            });
            c.reduce(Msg::User(bid.unwrap_or(&legal[0]).clone()));
        }
        if refused && accepted {
            return;
        }
    }
    panic!("claims: refused seen {refused}, accepted seen {accepted}");
}

/// §14 guided (P98): the scenario opens at its prepared position, the
/// irregularity is committed, the ruling's choices wait for the user
/// (declarer), the choice is enforced, and closing the guide brings the game
/// in progress back; only that game is ever saved.
#[test]
fn p98_a_guided_scenario_is_ruled_and_enforced_and_the_game_comes_back() {
    let mut c = Controller::new(quick(), 11);
    let mut robots = worker::Robots::default();
    for _ in 0..3 {
        step(&mut c, &mut robots);
    }
    let before = c.game.log().to_vec();
    let i = guided::scenarios().iter().position(|s| s.id == "exposed-card").expect("the scenario");
    let effects = c.reduce(Msg::OpenGuide { lesson: false, index: i });
    let Some(Effect::Save(text)) = effects.first() else { panic!("{effects:?}") };
    assert_eq!(save::read(text).expect("the save").game.log(), &before[..], "the save is the game in progress");
    assert!(!c.guide_committed());
    assert_eq!(c.reduce(Msg::Undo), Vec::new(), "the prepared position cannot be undone");
    assert!(c.game.log().len() > 10);
    c.reduce(Msg::CommitGuided);
    assert!(c.guide_committed());
    let h = c.game.hand().expect("the deal");
    let ruling = h.irregular.rulings.last().expect("a ruling");
    assert_eq!(ruling.rule, "P98");
    assert!(ruling.code.iter().any(|k| k == "K3.9.14.1"));
    assert_eq!(h.stage, Stage::Ruling);
    assert!(c.user_turn(), "declarer chooses");
    c.reduce(Msg::User(Action::Rectify {
        player: ME,
        choice: tenace_preferans::irregularity::Rectification::RequireSuit(tenace_cards::Suit::Clubs),
    }));
    let h = c.game.hand().expect("the deal");
    assert_eq!(h.stage, Stage::Play);
    assert!(!h.irregular.lead_rules.is_empty(), "the lead restriction waits for C's lead");
    // Committing twice does nothing.
    let n = c.game.log().len();
    c.reduce(Msg::CommitGuided);
    assert_eq!(c.game.log().len(), n);
    c.reduce(Msg::LeaveGuide);
    assert!(c.guide.is_none());
    assert_eq!(c.game.log(), &before[..]);
}

/// The first lessons play to their end on the table (robots at the fast level).
#[test]
fn a_lesson_is_played_to_its_end_and_a_bad_index_is_refused() {
    let mut c = Controller::new(quick(), 3);
    let mut robots = worker::Robots::default();
    let i = guided::lessons().iter().position(|l| l.id == "misere").expect("the lesson");
    c.reduce(Msg::OpenGuide { lesson: true, index: i });
    assert!(c.user_turn(), "you open");
    assert!(c.game.legal_actions(ME).iter().any(|a| matches!(a, Action::Call { call: Call::Bid(Bid::Misere), .. })));
    c.reduce(Msg::User(Action::Call { player: ME, call: Call::Bid(Bid::Misere) }));
    for _ in 0..200 {
        if c.game.is_over() {
            break;
        }
        step(&mut c, &mut robots);
    }
    assert!(c.game.is_over(), "one deal");
    assert_eq!(c.game.finished.len(), 1);
    assert_eq!(c.game.finished[0].final_bid, Some(Bid::Misere));
    c.reduce(Msg::OpenGuide { lesson: true, index: 99 });
    assert_eq!(c.notice.as_ref().map(|n| n.key), Some("pref.notice.guide-bad"));
    assert!(c.guide.is_some(), "the open lesson stays");
}

/// Each first lesson reaches what its text promises: the bidding lesson's
/// 6♠ wins the talon (the robots pass), the whist lesson asks you to whist,
/// the tricks lesson is a light defence you play against; all end after one deal.
#[test]
fn each_lesson_reaches_its_task_and_its_end() {
    let mut robots = worker::Robots::default();
    for (index, lesson) in guided::lessons().iter().enumerate() {
        let mut c = Controller::new(quick(), 5);
        c.reduce(Msg::OpenGuide { lesson: true, index });
        let mut stages = Vec::new();
        for _ in 0..200 {
            if c.game.is_over() {
                break;
            }
            if c.user_turn() {
                stages.extend(c.game.hand().map(|h| h.stage));
                let legal = c.game.legal_actions(ME);
                let wanted = match lesson.id.as_str() {
                    "bidding" => {
                        legal.iter().find(|a| matches!(a, Action::Call { call: Call::Bid(b), .. } if b.code() == "6S"))
                    }
                    "misere" => legal.iter().find(|a| matches!(a, Action::Call { call: Call::Bid(Bid::Misere), .. })),
                    "whist" => legal.iter().find(|a| guided::action_code(a) == "whist"),
                    _ => None,
                };
                let action = wanted.unwrap_or(&legal[0]).clone();
                c.reduce(Msg::User(action));
            } else {
                step(&mut c, &mut robots);
            }
        }
        assert!(c.game.is_over(), "{}: one deal", lesson.id);
        let deal = &c.game.finished[0];
        match lesson.id.as_str() {
            "bidding" => assert_eq!(deal.declarer, Some(ME), "bidding: you win the auction"),
            "misere" => assert_eq!(deal.final_bid, Some(Bid::Misere)),
            "whist" => assert!(stages.contains(&Stage::Whist), "whist: you decide"),
            "tricks" => assert_eq!(deal.declarer, Some(ME)),
            other => panic!("a lesson without a check: {other}"),
        }
    }
}
