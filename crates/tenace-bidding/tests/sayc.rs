//! SAYC, rule family by rule family: a hand and an auction give a call and
//! the rule that chose it. Examples follow the ACBL's SAYC booklet where it
//! gives one (its section named in the test) and our own elsewhere. Hands are
//! written spades.hearts.diamonds.clubs; auctions start with the dealer.

use tenace_bidding::{advise, interpret, Advice, Forcing, ScoreState, System, Table};
use tenace_bridge::{Auction, Call, Seat, Vulnerability};
use tenace_cards::{CardSet, Suit};

fn auction(dealer: Seat, calls: &str) -> Auction {
    let mut a = Auction::new(dealer);
    for word in calls.split_whitespace() {
        a.push(word.parse().expect("test call")).expect("legal test auction");
    }
    a
}

fn hand(dotted: &str) -> CardSet {
    let h = CardSet::parse_dotted(dotted, Suit::DESCENDING).expect("test hand");
    assert_eq!(h.len(), 13, "{dotted}");
    h
}

fn advice_with(system: &System, table: Table, dotted: &str, calls: &str) -> Advice {
    advise(system, &auction(Seat::North, calls), table, hand(dotted))
}

fn advice(dotted: &str, calls: &str) -> Advice {
    advice_with(&System::SAYC, Table::duplicate(Vulnerability::None), dotted, calls)
}

/// Asserts the call and that the rule id contains `rule`.
#[track_caller]
fn check(dotted: &str, calls: &str, expected: &str, rule: &str) {
    let a = advice(dotted, calls);
    assert_eq!(a.call.code(), expected, "{dotted} after “{calls}”: {} ({})", a.meaning.text, a.meaning.rule);
    assert!(a.meaning.rule.contains(rule), "{dotted} after “{calls}”: rule {} is not {rule}", a.meaning.rule);
}

#[test]
fn openings() {
    check("AQ3.KJ4.QT92.K85", "", "1NT", "open.1nt");
    check("AQJ43.K4.Q92.K85", "", "1NT", "open.1nt"); // 15 HCP 5-3-3-2: 1NT may hold a five-card major
    check("AQJ43.K4.Q92.985", "", "1S", "open.1major");
    check("AQJ43.KQJ54.92.9", "", "1S", "open.1major"); // 5-5: the higher suit
    check("A3.KQJ54.AQ95.98", "", "1H", "open.1major");
    check("AQ43.K4.Q92.K853", "", "1C", "open.1c"); // 3-3 minors: 1♣
    check("AQ43.K4.Q972.K53", "", "1D", "open.1d"); // longer diamonds
    check("AQ4.K4.Q972.K953", "", "1D", "open.1d"); // 4-4 minors: 1♦
    check("Q43.K4.J972.J853", "", "P", "pass");
    check("AKJ.AKQ4.KQ2.AJ5", "", "3NT", "open.3nt"); // 26 HCP balanced
    check("AKJ.AKQ4.KQJ.AJ5", "", "2C", "open.2c"); // 28: 2♣, then 3NT
    check("KQJ.AQ4.KQ2.QJ54", "", "2NT", "open.2nt");
    check("AQJ943.54.972.53", "", "2S", "open.weak2");
    check("54.KQJT93.972.53", "", "2H", "open.weak2");
    check("5.KQJT932.972.53", "", "3H", "open.preempt3");
    check("5.4.KQJT9732.J53", "", "4D", "open.preempt4");
    check("AKQJ9752.AK6..94", "", "2C", "open.2c"); // nine playing tricks
}

#[test]
fn fourth_seat_uses_the_rule_of_15() {
    // 11 HCP and two spades: open in first seat (rule of 20), pass in fourth.
    check("K2.AQJ74.Q9753.2", "", "1H", "open.1major");
    check("K2.AQJ74.Q9753.2", "P P P", "P", "pass");
    check("AK743.AQ742.92.2", "P P P", "1S", "open.1major");
}

#[test]
fn responses_to_a_major() {
    // Partner (South) opens 1♥ after three passes? No: North deals and passes, East passes.
    let o = "P 1H P";
    check("K43.Q54.J972.853", o, "2H", "single_raise");
    check("K43.Q54.AJ72.853", o, "3H", "limit_raise");
    check("K43.QJ54.AJ72.K3", o, "2NT", "jacoby_2nt");
    check("K432.54.J972.Q53", o, "1S", "new_suit_1");
    check("K43.54.J9762.Q53", o, "1NT", "resp.1nt");
    check("432.54.J9762.953", o, "P", "pass");
    check("K4.54.AQJ62.KJ53", o, "2D", "new_suit_2");
    check("5.Q9854.J9762.93", o, "4H", "game_raise");
    check("AKQJ4.5.AK62.K53", o, "2S", "jump_shift");
}

#[test]
fn responses_to_a_minor() {
    let o = "P 1C P";
    check("K432.QJ54.972.53", o, "1H", "new_suit_1"); // 4-4 majors: up the line
    check("KJ432.QJ54.97.53", o, "1S", "new_suit_1"); // longer spades first
    check("K43.Q54.J972.Q53", o, "1D", "new_suit_1");
    check("K43.Q54.AQ7.QJ53", o, "2NT", "resp.2nt");
    check("K43.Q54.AQ7.KQJ3", o, "3NT", "resp.3nt");
    check("K3.Q54.J72.QJ753", o, "2C", "minor_raise");
    check("K3.Q54.A72.QJ753", o, "3C", "minor_limit_raise");
}

#[test]
fn notrump_structure() {
    let o = "P 1NT P";
    check("K432.QJ54.K72.53", o, "2C", "nt.stayman");
    check("K4328.Q54.972.53", o, "2H", "nt.transfer");
    check("K4.Q9854.972.532", o, "2D", "nt.transfer");
    check("K4.54.9732.QJ753", o, "P", "nt.pass");
    check("K4.54.97.QJ97532", o, "2S", "nt.minor_puppet");
    check("K43.Q54.J972.Q53", o, "2NT", "nt.invite");
    check("K43.Q54.AQ72.K53", o, "3NT", "nt.game");
    check("K43.KQ4.AQ72.K53", o, "4NT", "nt.quantitative");
    // Opener's answers.
    check("AK3.KQ4.Q972.K53", "1NT P 2C P", "2D", "stayman_no_major");
    check("AK3.KQ42.Q97.K53", "1NT P 2C P", "2H", "stayman_major");
    check("AK32.KQ4.Q97.K53", "1NT P 2C P", "2S", "stayman_major");
    check("AK3.KQ4.Q972.K53", "1NT P 2D P", "2H", "transfer_done");
    check("AK3.KQ42.Q97.K53", "1NT P 2D P", "3H", "super_accept"); // four hearts, 17 HCP
    check("AK3.KQ4.Q972.K53", "1NT P 2S P", "3C", "puppet_relay");
    check("AK3.KQ4.Q972.K53", "1NT P 2NT P", "3NT", "invite_answer");
    check("AK3.Q64.Q972.K53", "1NT P 2NT P", "P", "invite_answer");
    // Responder's continuation after the transfer and after Stayman.
    check("K4328.Q54.972.53", "P 1NT P 2H P 2S P", "P", "transfer_pass");
    check("K4328.Q54.K72.53", "P 1NT P 2H P 2S P", "2NT", "transfer_2nt");
    check("K4328.Q54.AK2.53", "P 1NT P 2H P 2S P", "3NT", "transfer_3nt");
    check("K432.QJ54.A72.53", "P 1NT P 2C P 2H P", "4H", "stayman_game");
    check("K432.QJ54.972.Q3", "P 1NT P 2C P 2H P", "3H", "stayman_invite");
    check("KJ32.Q54.A72.Q53", "P 1NT P 2C P 2D P", "3NT", "stayman_3nt");
    // Opener with both majors finds the spade fit Stayman promised.
    check("AK32.KQ42.Q9.K53", "1NT P 2C P 2H P 3NT P", "4S", "stayman_spades");
}

#[test]
fn strong_two_clubs() {
    check("K432.Q54.972.532", "2C P", "2D", "2c.waiting");
    check("K4.KQJ54.972.532", "2C P", "2H", "2c.positive");
    check("AKJ.AKQ4.KQJ.AJ5", "2C P 2D P", "3NT", "2c.rebid_3nt");
    check("AKJ.AKQ4.KQ2.J54", "2C P 2D P", "2NT", "2c.rebid_2nt");
    check("AKQJ95.AK4.K2.A5", "2C P 2D P", "2S", "2c.rebid_suit");
}

#[test]
fn weak_twos() {
    check("AK.K54.A72.Q5432", "P 2S P", "2NT", "weak2.feature_ask");
    check("AK4.K54.A72.Q532", "P 2S P", "4S", "weak2.game");
    check("K4.J54.9762.Q532", "P 2S P", "P", "weak2.pass");
    check("K42.J54.9762.532", "P 2S P", "3S", "weak2.raise");
    // Opener answers the feature ask.
    check("AQJ943.K4.972.53", "2S P 2NT P", "3H", "weak2.feature");
    check("AQJ943.54.972.53", "2S P 2NT P", "3S", "weak2.minimum");
}

#[test]
fn opener_rebids() {
    check("AQ43.K4.Q92.K853", "1C P 1H P", "1S", "new_suit_1");
    check("Q3.K4.A9752.KJ53", "1D P 1S P", "2C", "new_suit_2");
    check("A3.K43.KQ52.Q853", "1D P 1S P", "1NT", "nt_minimum");
    check("AQ43.K4.Q92.K853", "1C P 1S P", "2S", "rebid.raise");
    check("AQ43.K4.QJ2.K853", "1C P 1S P", "3S", "jump_raise");
    check("A3.AK43.AQ52.Q85", "1D P 1S P", "2NT", "nt_strong");
    check("A3.AKJ3.AQ952.85", "1D P 1S P", "2H", "reverse");
    check("A3.K4.AQJ952.853", "1D P 1S P", "2D", "rebid.own_suit");
    check("A3.K4.AKQ952.853", "1D P 1S P", "3D", "jump_own");
    check("AQ85.K4.AQ952.A3", "1D P 1H P", "2S", "rebid.jump_shift");
}

#[test]
fn jacoby_2nt_answers() {
    check("AQ943.K54.A972.3", "1S P 2NT P", "3C", "jacoby.shortness");
    check("AQ943.K54.Q72.K3", "1S P 2NT P", "4S", "jacoby.minimum");
    check("AQ943.KQ4.A72.K3", "1S P 2NT P", "3S", "jacoby.strong");
}

#[test]
fn slam_conventions() {
    // Blackwood: responder's answers, then the asker decides.
    check("AQ943.K54.Q72.K3", "1S P 2NT P 4S P 4NT P", "5D", "ace_answer"); // one ace
    check("KQ943.K54.Q72.K3", "1S P 2NT P 4S P 4NT P", "5C", "ace_answer"); // none
    check("K4.KQ54.KQJ72.A3", "1H P 3H P 4NT P 5C P", "5H", "slam.sign_off"); // two aces missing
    check("K4.KQ54.AKQ72.A3", "1H P 3H P 4NT P 5D P", "6H", "slam.small");
    // Gerber over partner's 1NT, and its answer.
    check("AKQ.QJ.9876532.A", "P 1NT P 4C P", "4S", "gerber_answer");
    check("AK3.KQ4.Q972.K53", "1NT P 4C P", "4H", "gerber_answer"); // one ace
    check("AK3.KQ4.A972.K53", "1NT P 4C P", "4S", "gerber_answer"); // two aces
                                                                    // The grand slam force: seven with two of the top three trump honours.
    check("AK943.K54.Q72.K3", "1S P 3S P 5NT P", "7S", "gsf_yes");
    check("Q9543.K54.A72.K3", "1S P 3S P 5NT P", "6S", "gsf_no");
}

#[test]
fn competition() {
    // Overcalls (East opens 1♣ after North's pass; South is to call).
    check("KQJ43.54.A72.953", "P 1C", "1S", "overcall.suit");
    check("AQ43.KJ54.A72.93", "P 1C", "X", "takeout.double");
    check("AQ3.KJ4.A972.Q93", "P 1C", "1NT", "overcall.1nt");
    check("KQJ943.54.972.53", "P 1C", "2S", "overcall.weak_jump");
    check("KQJ43.AJ954.72.3", "P 1C", "2C", "overcall.michaels");
    check("3.54.AQJ72.KJ953", "P 1S", "2NT", "overcall.unusual");
    // Balancing: 1NT shows 11–14 in the pass-out seat.
    check("AQ3.KJ4.J972.Q93", "1C P P", "1NT", "overcall.1nt");
    // Advancing a takeout double: cheapest suit, jump with 9–11, cue with 12+.
    check("9843.K54.J72.953", "1C X P", "1S", "adv.double_suit");
    check("Q843.K54.AJ2.953", "1C X P", "2S", "adv.double_jump");
    check("AQ43.K54.AJ2.953", "1C X P", "2C", "adv.cue");
    // Advancing an overcall.
    check("K43.Q54.J972.853", "1C 1S P", "2S", "adv.raise");
    check("K43.Q54.AJ72.K53", "1C 1S P", "2C", "adv.cue_raise");
    // Responder: negative double, and the penalty double of a 1NT overcall.
    check("K432.QJ54.972.53", "P 1C 1D", "X", "negative_double"); // both majors
    check("K432.54.J972.Q53", "P 1C 1D", "1S", "new_suit_1");
    check("KJ2.Q54.AJ72.953", "P 1H 1NT", "X", "penalty.over_1nt");
}

#[test]
fn sixteen_to_eighteen_notrump_option() {
    // Seed 002's system: 15 HCP is a one-of-a-suit opening, 18 is 1NT.
    let sys = System::SAYC_16_18;
    let t = Table::duplicate(Vulnerability::None);
    let a = advice_with(&sys, t, "AQ3.KJ4.QT92.K85", "");
    assert_eq!(a.call.code(), "1D", "{}", a.meaning.text);
    let a = advice_with(&sys, t, "AQ3.KJ4.QT92.KQ5", "");
    assert_eq!(a.call.code(), "1NT");
    assert!(a.meaning.text.to_string().contains("16–18"));
    // Responder's 3NT needs one point less.
    let a = advice_with(&sys, t, "K43.Q54.AJ72.953", "P 1NT P");
    assert_eq!(a.call.code(), "3NT", "{}", a.meaning.text);
}

#[test]
fn playing_to_the_score() {
    // With 60 below the line, 2♥ is game: the limit-raise hand bids it, not 3♥.
    let mut score = ScoreState::default();
    // West responds (North dealt and passed, East opened): East-West have the partscore.
    score.below_line[Seat::West.side()] = 60;
    let t = Table { vulnerability: Vulnerability::None, score };
    let a = advice_with(&System::SAYC, t, "K43.Q54.AJ72.853", "P 1H P");
    assert_eq!(a.call.code(), "2H", "{}", a.meaning.text);
    // The same hand at duplicate invites with 3♥.
    assert_eq!(advice("K43.Q54.AJ72.853", "P 1H P").call.code(), "3H");
    // Without the option, the partscore is ignored.
    let plain = System::SAYC.with_play_to_score(false);
    assert_eq!(advice_with(&plain, t, "K43.Q54.AJ72.853", "P 1H P").call.code(), "3H");
}

#[test]
fn forcing_calls_are_never_passed() {
    // Partner's 2♣ is forcing: even a yarborough answers.
    let a = advice("5432.5432.432.32", "2C P");
    assert_ne!(a.call, Call::Pass);
    // Jacoby transfer: opener must complete even with a bad fit.
    let a = advice("AK32.K4.Q972.K53", "1NT P 2D P");
    assert_eq!(a.call.code(), "2H");
}

#[test]
fn every_call_is_explained_with_its_forcing_status() {
    let a = advice("K432.QJ54.K72.53", "P 1NT P");
    assert_eq!(a.meaning.forcing, Forcing::OneRound);
    assert!(a.meaning.text.to_string().contains("Stayman"));
    assert!(a.meaning.needs.contains("8+ HCP"), "{}", a.meaning.needs);
}

#[test]
fn interpretation_narrows_each_hand() {
    let a = auction(Seat::North, "1NT P 2C P 2H P 4H");
    let m = interpret(&System::SAYC, &a, Table::duplicate(Vulnerability::None));
    assert_eq!(m.len(), 7);
    let opener = &m[4];
    assert_eq!(opener.rule, "sayc.nt.stayman_major");
    assert_eq!((opener.known.hcp.min, opener.known.hcp.max), (15, 17));
    assert!(opener.known.len(Suit::Hearts).min >= 4);
    let responder = &m[6];
    assert!(responder.known.len(Suit::Hearts).min >= 4 && responder.known.hcp.min >= 10);
    assert_eq!(m[2].rule, "sayc.nt.stayman");
    assert!(m[2].artificial);
}

/// Robots bid 2,000 random deals at all four seats: every auction ends
/// legally, and what `interpret` says each call showed holds for the hand
/// that made it (the ranges the card player will sample from).
#[test]
fn random_auctions_end_and_inferences_hold() {
    use tenace_bidding::HandFacts;
    use tenace_bridge::{BoardNumber, Deal};
    let (mut calls, mut held, mut in_system) = (0usize, 0usize, 0usize);
    let mut contracts = 0;
    for seed in 0..2000u64 {
        let board = BoardNumber::new(1 + (seed % 16) as u32).expect("board");
        let deal = Deal::from_seed(seed);
        // Half the deals with seed 002's no-trump, a third with partscores below the line.
        let system = if seed % 2 == 0 { System::SAYC } else { System::SAYC_16_18 };
        let mut score = ScoreState::default();
        if seed % 3 == 0 {
            score.below_line =
                [[0, 40, 60, 70][(seed / 3 % 4) as usize], [0, 20, 30, 90][(seed / 7 % 4) as usize]].into();
        }
        let table = Table { vulnerability: board.vulnerability(), score };
        let mut a = Auction::new(board.dealer());
        while !a.is_complete() {
            assert!(a.calls().len() < 60, "seed {seed}: the auction does not end: {:?}", a.calls());
            let seat = a.to_act().expect("someone to act");
            let advice = advise(&system, &a, table, deal.hand(seat));
            a.push(advice.call).unwrap_or_else(|e| panic!("seed {seed}: illegal {}: {e}", advice.call));
        }
        contracts += usize::from(a.contract().is_some());
        for m in interpret(&system, &a, table) {
            calls += 1;
            if m.in_system {
                in_system += 1;
                held += usize::from(m.known.admits(&HandFacts::of(deal.hand(m.seat))));
            }
        }
    }
    let held_rate = held as f64 / in_system as f64;
    let system_rate = in_system as f64 / calls as f64;
    eprintln!(
        "{calls} calls: {:.1}% by a system rule, inferences hold for {:.1}%; {contracts} contracts",
        100.0 * system_rate,
        100.0 * held_rate
    );
    assert!(system_rate > 0.97, "too many calls outside the system: {system_rate:.3}");
    assert!(held_rate > 0.96, "inferred ranges must contain the real hands: {held_rate:.3}");
    assert!(contracts > 1800, "most deals reach a contract: {contracts}");
}
