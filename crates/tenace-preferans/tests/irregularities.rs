//! §14: irregularities as actions with rulings (P86–P107), each ruling
//! citing its rule and the Code's clause, and the game carrying it out.

use tenace_cards::Card;
use tenace_core::{ByPlayer, Logged, Player, Rules, Viewer};
use tenace_preferans::cards::parse_card;
use tenace_preferans::defence::WhistCall;
use tenace_preferans::game::{Action, Deals, Setup, Stage, Table};
use tenace_preferans::irregularity::{Irregularity, MisdealCause, Rectification};
use tenace_preferans::sheet::Entry;
use tenace_preferans::{Call, Deal, Game, Variant};

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace().map(|c| parse_card(c).unwrap()).collect()
}

fn c(s: &str) -> Card {
    parse_card(s).unwrap()
}

fn p(i: u8) -> Player {
    Player::new(i)
}

const A: &str = "AS KS QS JS TS AC KC 7D 8D 9D";
const B: &str = "9S 8S 7S QC JC TC AH KH QH JH";
const C: &str = "9C 8C 7C AD KD QD JD TH 9H 8H";

fn game(variant: Variant, deals: usize) -> Logged<Game> {
    let hands = ByPlayer::from_vec(vec![cards(A), cards(B), cards(C)]).unwrap();
    let deal = Deal { hands, talon: [c("TD"), c("7H")] };
    let table = Table::new(variant, 3, 10).unwrap();
    Logged::new(Setup { table, deals: Deals::Listed(vec![deal; deals]), start: None, max_deals: None })
}

fn seeded(players: usize) -> Logged<Game> {
    Logged::new(Setup::seeded(Table::new(Variant::Sochi, players, 10).unwrap(), 5))
}

fn act(g: &mut Logged<Game>, a: Action) {
    g.apply(a.clone()).unwrap_or_else(|e| panic!("{a}: {e}"));
}

fn report(g: &mut Logged<Game>, irr: Irregularity, rule: &str) {
    let ruling = g.ruling(&irr).unwrap_or_else(|e| panic!("{irr:?}: {e}"));
    assert_eq!(ruling.rule, rule);
    assert!(ruling.text.english().contains(rule), "{}", ruling.text.english());
    assert!(!ruling.code.is_empty());
    act(g, Action::Irregular { irregularity: irr });
}

fn call(g: &mut Logged<Game>, who: u8, s: &str) {
    act(g, Action::Call { player: p(who), call: s.parse().unwrap() });
}

/// Declarer A in 6♠ with B whisting light, C passing: the play begins.
fn a_declares_six_spades(g: &mut Logged<Game>) {
    call(g, 0, "6S");
    call(g, 1, "pass");
    call(g, 2, "pass");
    act(g, Action::Discard { player: p(0), cards: [c("TD"), c("7H")] });
    act(g, Action::Declare { player: p(0), contract: "6S".parse().unwrap() });
    act(g, Action::Whist { player: p(1), call: WhistCall::Whist });
    act(g, Action::Whist { player: p(2), call: WhistCall::Pass });
    act(g, Action::Whist { player: p(1), call: WhistCall::Dark });
}

#[test]
fn p86_p87_misdeal_redeal_then_the_dealers_second_fault() {
    let mut g = seeded(3);
    let first = g.hand().unwrap().deal.clone();
    report(&mut g, Irregularity::Misdeal { cause: MisdealCause::PackIncomplete }, "P86");
    assert_ne!(g.hand().unwrap().deal, first, "redealt");
    assert_eq!(g.hand().unwrap().roles.dealer, p(2), "by the same dealer");
    report(&mut g, Irregularity::Misdeal { cause: MisdealCause::NoCut }, "P86");
    assert!(g.dealer_faults.contains(&p(2)), "a warning");
    let ruling = g.ruling(&Irregularity::Misdeal { cause: MisdealCause::WrongDeal }).unwrap();
    assert!(ruling.text.english().contains("P87"));
    act(&mut g, Action::Irregular { irregularity: Irregularity::Misdeal { cause: MisdealCause::WrongDeal } });
    assert_eq!(g.result().mountain[p(2)], 5, "P87: 5 in the mountain");
    assert_eq!(g.hand().unwrap().roles.dealer, p(0), "the deal passes on");
    call(&mut g, 1, "pass");
    assert!(
        g.check(&Action::Irregular { irregularity: Irregularity::Misdeal { cause: MisdealCause::NoCut } }).is_err(),
        "P86: before the first call only"
    );
}

#[test]
fn p55_p89_a_player_who_saw_the_talon_may_not_bid_and_takes_the_talon_tricks() {
    let mut g = game(Variant::Sochi, 1);
    report(&mut g, Irregularity::SawTalon { player: p(1) }, "P89");
    call(&mut g, 0, "pass");
    let refused = g.check(&Action::Call { player: p(1), call: "6S".parse().unwrap() }).unwrap_err();
    assert!(refused.0.contains("P89"), "{refused}");
    call(&mut g, 1, "pass");
    call(&mut g, 2, "pass");
    while !g.is_over() {
        let who = g.to_act()[0];
        let a = g.legal_actions(who).into_iter().next().unwrap();
        act(&mut g, a);
    }
    let h = &g.finished[0];
    let play = h.play.as_ref().unwrap();
    let won_by_b: i64 = play.tricks.iter().skip(2).filter(|t| t.winner == Some(p(1))).count() as i64;
    // B takes tricks 1 and 2 whoever won them, plus his own later tricks.
    match h.outcome.as_ref().unwrap() {
        tenace_preferans::Outcome::AllPass { tricks } => assert_eq!(tricks[p(1)], won_by_b + 2),
        other => panic!("{other:?}"),
    }
}

#[test]
fn p89_in_rostov_he_takes_all_ten() {
    let mut g = game(Variant::Rostov, 1);
    report(&mut g, Irregularity::SawTalon { player: p(0) }, "P89");
    for who in 0..3 {
        call(&mut g, who, "pass");
    }
    assert!(g.is_over(), "not played");
    match g.finished[0].outcome.as_ref().unwrap() {
        tenace_preferans::Outcome::AllPass { tricks } => assert_eq!(tricks.as_slice(), &[10, 0, 0]),
        other => panic!("{other:?}"),
    }
    assert_eq!(g.result().whists[p(1)][p(0)], 25, "the others write as if they took none (5·10/2)");
}

#[test]
fn p90_a_player_who_took_the_talon_puts_back_two_at_random() {
    let mut g = game(Variant::Sochi, 1);
    report(&mut g, Irregularity::TookTalon { player: p(2) }, "P90");
    let h = g.hand().unwrap();
    assert_eq!(h.hands[p(2)].len(), 10);
    let union = h.hands[p(2)].union(h.deal.talon_set());
    assert_eq!(union.len(), 12);
    assert!(h.auction.barred.contains(&p(2)));
}

#[test]
fn p91_a_non_player_who_looks_at_the_talon_pays_five() {
    let mut g = seeded(4);
    let dealer = g.hand().unwrap().roles.dealer;
    assert!(g.ruling(&Irregularity::NonPlayerSawTalon { player: p(0) }).is_err(), "an active player is no non-player");
    report(&mut g, Irregularity::NonPlayerSawTalon { player: dealer }, "P91");
    while g.finished.is_empty() {
        let who = g.to_act()[0];
        let a = g.legal_actions(who).into_iter().next().unwrap();
        act(&mut g, a);
    }
    assert!(g.finished[0].entries.contains(&Entry::Mountain { player: dealer, points: 5 }));
}

#[test]
fn p92_the_talon_exposed_with_one_other_bidder_goes_to_him() {
    let mut g = game(Variant::Sochi, 1);
    call(&mut g, 0, "6S");
    call(&mut g, 1, "pass");
    call(&mut g, 2, "6C");
    // K3.3.16.2's example: first hand exposes the talon; third hand takes it and plays at least 6♣.
    report(&mut g, Irregularity::ExposedTalon { player: p(0) }, "P92");
    let h = g.hand().unwrap();
    assert_eq!(h.declarer, Some(p(2)));
    assert_eq!(h.final_bid, Some("6C".parse().unwrap()));
    assert_eq!(h.stage, Stage::Discard);
}

#[test]
fn p92_with_two_other_bidders_the_contracts_are_assessed() {
    let mut g = game(Variant::Sochi, 1);
    call(&mut g, 0, "6S");
    call(&mut g, 1, "6C");
    call(&mut g, 2, "6D");
    let ruling = g.ruling(&Irregularity::ExposedTalon { player: p(0) }).unwrap();
    assert!(ruling.text.english().contains("assessed double dummy"), "{}", ruling.text.english());
    act(&mut g, Action::Irregular { irregularity: Irregularity::ExposedTalon { player: p(0) } });
    assert!(g.is_over(), "the deal is not played");
    let owed: i64 = g.result().whists[p(1)][p(0)] + g.result().whists[p(2)][p(0)];
    assert!(owed > 0, "the offender pays");
}

#[test]
fn p93_a_call_out_of_turn_gives_declarer_a_lead_choice() {
    let mut g = game(Variant::Sochi, 1);
    // C calls clubs out of turn, then the auction goes on.
    report(&mut g, Irregularity::CallOutOfTurn { player: p(2), call: "6C".parse::<Call>().unwrap() }, "P93");
    call(&mut g, 0, "6S");
    call(&mut g, 1, "pass");
    call(&mut g, 2, "pass");
    act(&mut g, Action::Discard { player: p(0), cards: [c("TD"), c("7H")] });
    act(&mut g, Action::Declare { player: p(0), contract: "6S".parse().unwrap() });
    act(&mut g, Action::Whist { player: p(1), call: WhistCall::Whist });
    act(&mut g, Action::Whist { player: p(2), call: WhistCall::Whist });
    let h = g.hand().unwrap();
    assert_eq!(h.stage, Stage::Ruling);
    assert_eq!(g.to_act(), vec![p(0)], "declarer chooses");
    act(&mut g, Action::Rectify { player: p(0), choice: Rectification::RequireSuit(tenace_cards::Suit::Clubs) });
    // A leads; when B (C's partner) first leads he must lead a club.
    assert_eq!(g.hand().unwrap().stage, Stage::Play);
}

#[test]
fn p96_p97_penalty_tricks_are_taken_from_the_count_and_given_to_nobody() {
    let mut g = game(Variant::Sochi, 1);
    a_declares_six_spades(&mut g);
    assert!(g.ruling(&Irregularity::LookedAtDiscard { player: p(0) }).is_err(), "before the lead he may look (P24)");
    for _ in 0..6 {
        let who = g.to_act()[0];
        let a = g.legal_actions(who).into_iter().next().unwrap();
        act(&mut g, a);
    }
    report(&mut g, Irregularity::LookedAtDiscard { player: p(0) }, "P96");
    report(&mut g, Irregularity::LookedAtOldTrick { player: p(1) }, "P97");
    while !g.is_over() {
        let who = g.to_act()[0];
        let a = g.legal_actions(who).into_iter().next().unwrap();
        act(&mut g, a);
    }
    let h = &g.finished[0];
    let won = &h.play.as_ref().unwrap().won;
    match h.outcome.as_ref().unwrap() {
        tenace_preferans::Outcome::Game { tricks: Some(t), .. } => {
            assert_eq!(t[p(0)], won[p(0)] as i64 - 1);
            assert_eq!(t[p(1)], (won[p(1)] as i64 - 1).max(0));
            assert_eq!(t[p(2)], won[p(2)] as i64, "P104: given to nobody");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn p98_an_exposed_card_must_be_played_and_declarer_chooses_the_partners_lead() {
    let mut g = game(Variant::Sochi, 1);
    a_declares_six_spades(&mut g);
    let ruling = g.ruling(&Irregularity::ExposedCard { hand: p(1), card: c("AH") }).unwrap();
    assert_eq!(ruling.chooser, Some(p(0)));
    act(&mut g, Action::Irregular { irregularity: Irregularity::ExposedCard { hand: p(1), card: c("AH") } });
    assert_eq!(g.hand().unwrap().stage, Stage::Ruling);
    act(&mut g, Action::Rectify { player: p(0), choice: Rectification::ForbidSuit(tenace_cards::Suit::Hearts) });
    // A leads a diamond; B has none, no trump... B holds spades (trumps): must trump.
    act(&mut g, Action::Play { hand: p(0), card: c("7D") });
    let legal = g.legal_actions(p(1));
    assert!(
        legal.iter().all(|a| matches!(a, Action::Play { card, .. } if card.suit == tenace_cards::Suit::Spades)),
        "P31 comes first"
    );
}

#[test]
fn p55_p99_a_lead_out_of_turn_in_all_pass_takes_the_rest() {
    let mut g = game(Variant::Rostov, 1);
    for who in 0..3 {
        call(&mut g, who, "pass");
    }
    report(&mut g, Irregularity::AllPassLeadOutOfTurn { player: p(2) }, "P99");
    assert!(g.is_over());
    match g.finished[0].outcome.as_ref().unwrap() {
        tenace_preferans::Outcome::AllPass { tricks } => assert_eq!(tricks[p(2)], 10),
        other => panic!("{other:?}"),
    }
}

#[test]
fn p101_a_revoke_corrected_in_the_trick_becomes_a_penalty_card() {
    let mut g = game(Variant::Sochi, 1);
    a_declares_six_spades(&mut g);
    act(&mut g, Action::Play { hand: p(0), card: c("AC") });
    // B holds clubs but plays a heart: a revoke.
    report(&mut g, Irregularity::Revoke { hand: p(1), card: c("AH") }, "P101");
    report(&mut g, Irregularity::RevokeClaim { offender: p(1) }, "P101");
    let h = g.hand().unwrap();
    assert!(h.hands[p(1)].contains(c("AH")), "the card goes back");
    assert!(h.irregular.penalty_cards.contains(&(p(1), c("AH"))));
}

#[test]
fn p101_an_established_revoke_costs_a_trick() {
    let mut g = game(Variant::Sochi, 1);
    a_declares_six_spades(&mut g);
    act(&mut g, Action::Play { hand: p(0), card: c("AC") });
    act(&mut g, Action::Irregular { irregularity: Irregularity::Revoke { hand: p(1), card: c("AH") } });
    act(&mut g, Action::Play { hand: p(2), card: c("7C") });
    let ruling = g.ruling(&Irregularity::RevokeClaim { offender: p(1) }).unwrap();
    assert!(ruling.text.english().contains("one trick goes from"), "{}", ruling.text.english());
    act(&mut g, Action::Irregular { irregularity: Irregularity::RevokeClaim { offender: p(1) } });
    assert!(g.hand().unwrap().irregular.trick_adjust.contains(&(p(0), 1)));
}

#[test]
fn p102_p103_p105_p106_p107_rulings_in_the_play() {
    let mut g = game(Variant::Sochi, 1);
    a_declares_six_spades(&mut g);
    report(&mut g, Irregularity::Comment { player: p(2) }, "P106");
    report(&mut g, Irregularity::OutsideAdvice { player: p(0) }, "P103");
    assert_eq!(g.to_act(), vec![p(1)], "the nearest opponent names declarer's card");
    act(&mut g, Action::Play { hand: p(0), card: c("7D") });
    assert_eq!(g.controller(p(0)), p(0), "for one card");
    report(&mut g, Irregularity::ShowedCards { player: p(1) }, "P107");
    assert!(g.visible_to(Viewer::Table).iter().any(|(q, _)| *q == p(1)));
    assert_eq!(g.controller(p(1)), p(0), "declarer directs the shown hand");
    report(&mut g, Irregularity::WrongCardCount { player: p(0) }, "P102");
    assert_eq!(g.hand().unwrap().irregular.adjust.declarer_down, 2);
    report(&mut g, Irregularity::LateCard { player: p(2) }, "P100");
}

#[test]
fn p88_after_his_first_call_a_player_answers_for_his_own_count() {
    let mut g = seeded(3);
    let first = g.hand().unwrap().roles.first();
    act(&mut g, Action::Call { player: first, call: Call::Pass });
    let before = g.clone();
    let err = g.ruling(&Irregularity::Misdeal { cause: MisdealCause::WrongDeal }).unwrap_err();
    assert!(err.0.contains("P88"), "{}", err.0);
    assert!(g
        .apply(Action::Irregular { irregularity: Irregularity::Misdeal { cause: MisdealCause::WrongDeal } })
        .is_err());
    assert_eq!(g, before, "nothing changed");
}

#[test]
fn p33_only_a_trick_before_the_last_is_an_old_trick() {
    let mut g = game(Variant::Sochi, 1);
    a_declares_six_spades(&mut g);
    for _ in 0..3 {
        let who = g.to_act()[0];
        let a = g.legal_actions(who).into_iter().next().unwrap();
        act(&mut g, a);
    }
    // One trick quitted: looking at it is allowed (P33), so there is no ruling.
    let err = g.ruling(&Irregularity::LookedAtOldTrick { player: p(1) }).unwrap_err();
    assert!(err.0.contains("P33"), "{}", err.0);
}

#[test]
fn p95_a_wrong_discard_scores_declarer_down_two() {
    let mut g = game(Variant::Sochi, 1);
    a_declares_six_spades(&mut g);
    report(&mut g, Irregularity::WrongDiscard { player: p(0) }, "P95");
    while !g.is_over() {
        let who = g.to_act()[0];
        let a = g.legal_actions(who).into_iter().next().unwrap();
        act(&mut g, a);
    }
    let r = g.result();
    let took = g.finished[0].play.as_ref().unwrap().won[p(0)] as i64;
    let missing = (6 - took).max(0);
    assert_eq!(r.pool[p(0)], 0, "not made, whatever the cards took");
    assert_eq!(r.mountain[p(0)], 2 * missing.max(2), "down at least two in 6♠ (took {took})");
    // Consolation is written for the tricks actually missing (K3.9.18, note 68).
    assert_eq!(r.whists[p(2)][p(0)], 2 * missing);
}
