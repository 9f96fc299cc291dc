use super::*;
use crate::claim::ClaimStatement;
use crate::irregularity::TurnOf;
use crate::restriction::PenaltyKind;
use crate::revoke::transfers;
use tenace_bridge::{Action, BoardNumber, Deal};
use tenace_cards::Suit;

const DEAL: &str = "N:K7.J75.QJT53.A86 J42.T82.K8.KQ943 T9.K964.A9742.J5 AQ8653.AQ3.6.T72";

fn game(code: Code) -> TutorGame {
    let deal = Deal::from_pbn(DEAL).expect("test deal");
    TutorGame::new(code, Setup::board(BoardNumber::new(1).expect("board"), deal))
}

fn card(text: &str) -> Card {
    text.parse().expect("card")
}

/// Regular calls by whoever is due; panics on a ruling (tests only).
fn calls(g: &mut TutorGame, text: &str) {
    for c in text.split_whitespace() {
        let seat = g.to_act().expect("someone to call");
        let r = g.call_text(seat, c).expect("call accepted");
        assert!(r.is_none() || g.phase() == TutorPhase::Ruling || g.phase() == TutorPhase::Play, "{c}: {r:?}");
    }
}

fn irregular_call(g: &mut TutorGame, seat: Seat, text: &str) -> Ruling {
    g.call_text(seat, text).expect("attempt").expect("a ruling")
}

fn plays(g: &mut TutorGame, text: &str) -> Option<Ruling> {
    let mut last = None;
    for c in text.split_whitespace() {
        let seat = g.to_act().expect("someone to play");
        last = g.play_card(seat, card(c)).expect("card accepted");
    }
    last
}

/// 4♠ by West; North leads.
fn four_spades(code: Code) -> TutorGame {
    let mut g = game(code);
    calls(&mut g, "P P P 1S P 2S P 4S P P P");
    assert_eq!(g.contract().map(|c| c.declarer), Some(Seat::West));
    g
}

fn suits(set: CardSet) -> Vec<Suit> {
    let mut v: Vec<Suit> = set.iter().map(|c| c.suit).collect();
    v.dedup();
    v
}

// ----- insufficient bid -----

#[test]
fn insufficient_bid_2017_partner_barred_throughout() {
    let mut g = game(Code::Laws2017);
    calls(&mut g, "1D");
    let r = irregular_call(&mut g, Seat::East, "1C");
    assert!(r.cites("27"), "{r:?}");
    assert_eq!(r.chooser, Seat::South);
    assert!(r.differs.is_some());
    g.choose(Rectification::Cancel).unwrap();
    g.call_text(Seat::East, "2D").unwrap();
    calls(&mut g, "2H");
    assert_eq!(g.legal_calls(), vec![Call::Pass]);
    assert_eq!(g.call_text(Seat::West, "2S"), Err(TutorError::Laws(LawsError::MustPass { seat: Seat::West })));
    calls(&mut g, "P 3D P 3H");
    assert_eq!(g.legal_calls(), vec![Call::Pass], "still barred at the next round");
}

#[test]
fn insufficient_bid_2017_lowest_sufficient_same_strain_costs_nothing() {
    let mut g = game(Code::Laws2017);
    calls(&mut g, "1D");
    irregular_call(&mut g, Seat::East, "1C");
    g.choose(Rectification::Cancel).unwrap();
    g.call_text(Seat::East, "2C").unwrap();
    calls(&mut g, "P");
    assert!(g.legal_calls().len() > 1, "West is free to bid");
}

#[test]
fn insufficient_bid_1930s_partner_barred_one_round() {
    let mut g = game(Code::Estonian1930s);
    calls(&mut g, "1D");
    let r = irregular_call(&mut g, Seat::East, "1C");
    assert!(r.cites("Kõlbmata pakkumine"));
    g.choose(Rectification::Cancel).unwrap();
    assert_eq!(g.call_text(Seat::East, "P"), Err(TutorError::Laws(LawsError::MustBid { seat: Seat::East })));
    assert!(g.legal_calls().iter().all(|c| matches!(c, Call::Bid(_))), "a sufficient bid only");
    g.call_text(Seat::East, "2D").unwrap();
    calls(&mut g, "2H");
    assert_eq!(g.legal_calls(), vec![Call::Pass]);
    calls(&mut g, "P 3D P 3H");
    assert!(g.legal_calls().len() > 1, "the bar lasted one round");
}

// ----- calls out of rotation -----

#[test]
fn pass_out_of_rotation_2017_offender_passes_next_turn() {
    let mut g = game(Code::Laws2017);
    let r = irregular_call(&mut g, Seat::East, "P");
    assert_eq!(
        r.irregularity,
        Irregularity::CallOutOfRotation { seat: Seat::East, call: Call::Pass.into(), turn_of: TurnOf::Rho }
    );
    assert!(r.cites("30"));
    assert!(r.options.contains(&Rectification::Accept));
    g.choose(Rectification::Cancel).unwrap();
    assert_eq!(g.to_act(), Some(Seat::North), "the auction reverts");
    calls(&mut g, "1D");
    assert_eq!(g.legal_calls(), vec![Call::Pass]);
}

#[test]
fn pass_out_of_rotation_1930s_no_penalty() {
    let mut g = game(Code::Estonian1930s);
    let r = irregular_call(&mut g, Seat::East, "P");
    assert_eq!(r.options, vec![Rectification::Rule]);
    g.choose(Rectification::Rule).unwrap();
    calls(&mut g, "1D");
    assert!(g.legal_calls().len() > 1);
}

#[test]
fn bid_out_of_rotation_at_rho_turn_2017_repeated_call_costs_nothing() {
    let mut g = game(Code::Laws2017);
    irregular_call(&mut g, Seat::East, "1C");
    g.choose(Rectification::Cancel).unwrap();
    calls(&mut g, "P 1C P");
    assert!(g.legal_calls().len() > 1, "West not barred");
}

#[test]
fn bid_out_of_rotation_at_rho_turn_2017_other_call_bars_partner() {
    let mut g = game(Code::Laws2017);
    irregular_call(&mut g, Seat::East, "1C");
    g.choose(Rectification::Cancel).unwrap();
    calls(&mut g, "P 1H P");
    assert_eq!(g.legal_calls(), vec![Call::Pass]);
}

#[test]
fn bid_out_of_rotation_at_partner_turn_2017_partner_barred_throughout() {
    let mut g = game(Code::Laws2017);
    let r = irregular_call(&mut g, Seat::South, "1H");
    assert!(matches!(r.irregularity, Irregularity::CallOutOfRotation { turn_of: TurnOf::Partner, .. }));
    assert!(r.cites("31"));
    g.choose(Rectification::Cancel).unwrap();
    assert_eq!(g.to_act(), Some(Seat::North));
    assert_eq!(g.legal_calls(), vec![Call::Pass], "North, offender's partner, is barred");
    calls(&mut g, "P 1S 2H P");
    assert_eq!(g.legal_calls(), vec![Call::Pass]);
}

#[test]
fn bid_out_of_rotation_at_rho_turn_1930s_partner_barred_one_round() {
    let mut g = game(Code::Estonian1930s);
    let r = irregular_call(&mut g, Seat::East, "1C");
    assert!(r.cites("Enneaegne pakkumine"));
    g.choose(Rectification::Cancel).unwrap();
    calls(&mut g, "1D 1H P");
    assert_eq!(g.legal_calls(), vec![Call::Pass], "West barred this round");
    calls(&mut g, "P 2D P P");
    assert_eq!(g.to_act(), Some(Seat::West));
    assert!(g.legal_calls().len() > 1, "free again next round");
}

#[test]
fn bid_out_of_rotation_at_partner_turn_1930s_redeal() {
    let mut g = game(Code::Estonian1930s);
    let r = irregular_call(&mut g, Seat::South, "1H");
    assert!(r.options.contains(&Rectification::Redeal));
    g.choose(Rectification::Redeal).unwrap();
    assert_eq!(g.phase(), TutorPhase::Finished);
    assert!(g.result().unwrap().redeal);
}

#[test]
fn call_out_of_rotation_accepted_skipped_players_lose_their_turn() {
    for code in Code::ALL {
        let mut g = game(code);
        let r = irregular_call(&mut g, Seat::East, "1C");
        assert!(r.options.contains(&Rectification::Accept), "{code}");
        g.choose(Rectification::Accept).unwrap();
        let calls: Vec<(Seat, Call)> = g.auction().calls_by_seat().collect();
        assert_eq!(calls, vec![(Seat::North, Call::Pass), (Seat::East, "1C".parse().unwrap())]);
        assert_eq!(g.to_act(), Some(Seat::South));
    }
}

#[test]
fn call_at_lho_turn_cannot_be_accepted() {
    let mut g = game(Code::Laws2017);
    calls(&mut g, "1D");
    let r = irregular_call(&mut g, Seat::North, "2D");
    assert!(matches!(r.irregularity, Irregularity::CallOutOfRotation { turn_of: TurnOf::Lho, .. }));
    assert!(!r.options.contains(&Rectification::Accept));
}

#[test]
fn double_out_of_rotation_2017_partner_barred_throughout() {
    let mut g = game(Code::Laws2017);
    calls(&mut g, "1D");
    let r = irregular_call(&mut g, Seat::West, "X");
    assert!(matches!(r.irregularity, Irregularity::CallOutOfRotation { turn_of: TurnOf::Partner, .. }));
    g.choose(Rectification::Cancel).unwrap();
    assert_eq!(g.to_act(), Some(Seat::East));
    assert_eq!(g.legal_calls(), vec![Call::Pass], "East, the doubler's partner, passes throughout");
}

#[test]
fn double_out_of_rotation_1930s_redeal_or_accept() {
    let mut g = game(Code::Estonian1930s);
    calls(&mut g, "1D");
    let r = irregular_call(&mut g, Seat::West, "X");
    assert_eq!(r.options, vec![Rectification::Accept, Rectification::Redeal]);
    g.choose(Rectification::Accept).unwrap();
    let calls: Vec<Call> = g.auction().calls().to_vec();
    assert_eq!(calls, vec!["1D".parse().unwrap(), Call::Pass, Call::Pass, Call::Double]);
    assert_eq!(g.to_act(), Some(Seat::North));
}

// ----- bids above seven, inadmissible doubles -----

#[test]
fn bid_above_seven_2017_cancelled_partner_barred() {
    let mut g = game(Code::Laws2017);
    let r = irregular_call(&mut g, Seat::North, "8S");
    assert!(r.cites("38"));
    assert_eq!(r.options, vec![Rectification::Rule]);
    g.choose(Rectification::Rule).unwrap();
    assert_eq!(g.to_act(), Some(Seat::North), "offender calls again");
    calls(&mut g, "1D P");
    assert_eq!(g.legal_calls(), vec![Call::Pass]);
}

#[test]
fn bid_above_seven_1930s_stands_as_seven() {
    let mut g = game(Code::Estonian1930s);
    let r = irregular_call(&mut g, Seat::North, "8S");
    assert!(r.options.contains(&Rectification::LetStandAsSeven));
    g.choose(Rectification::LetStandAsSeven).unwrap();
    assert_eq!(g.auction().calls(), &["7S".parse::<Call>().unwrap()]);
}

#[test]
fn bid_above_seven_1930s_treated_as_pass() {
    let mut g = game(Code::Estonian1930s);
    irregular_call(&mut g, Seat::North, "9NT");
    g.choose(Rectification::TreatAsPass).unwrap();
    assert_eq!(g.auction().calls(), &[Call::Pass]);
    assert_eq!(g.to_act(), Some(Seat::East));
}

#[test]
fn inadmissible_double_2017_partner_barred_throughout() {
    let mut g = game(Code::Laws2017);
    calls(&mut g, "1D P");
    let r = irregular_call(&mut g, Seat::South, "X");
    assert!(r.cites("36"));
    g.choose(Rectification::Rule).unwrap();
    assert_eq!(g.to_act(), Some(Seat::South));
    calls(&mut g, "2D P");
    assert_eq!(g.legal_calls(), vec![Call::Pass], "North barred");
}

#[test]
fn inadmissible_redouble_1930s_treated_as_pass_or_redeal() {
    let mut g = game(Code::Estonian1930s);
    calls(&mut g, "1D");
    let r = irregular_call(&mut g, Seat::East, "XX");
    assert_eq!(r.options, vec![Rectification::Redeal, Rectification::TreatAsPass]);
    g.choose(Rectification::TreatAsPass).unwrap();
    assert_eq!(g.auction().calls().len(), 2);
    assert_eq!(g.to_act(), Some(Seat::South));
}

// ----- cards exposed during the auction -----

#[test]
fn honour_exposed_in_auction_2017_partner_passes_once() {
    let mut g = game(Code::Laws2017);
    calls(&mut g, "P");
    let r = g.expose(Seat::South, card("DA"), false).unwrap().unwrap();
    assert!(r.cites("24"));
    g.choose(Rectification::Rule).unwrap();
    calls(&mut g, "1C P 1D");
    assert_eq!(g.to_act(), Some(Seat::North));
    assert_eq!(g.legal_calls(), vec![Call::Pass], "South's partner passes once");
    calls(&mut g, "P 1H P P");
    assert!(g.legal_calls().len() > 1, "only once");
    calls(&mut g, "1S P P P");
    assert_eq!(g.contract().map(|c| c.declarer), Some(Seat::North));
    assert!(g.restrictions().is_empty(), "South is dummy: the card goes back");
}

#[test]
fn low_card_exposed_in_auction_2017_becomes_minor_penalty_card() {
    let mut g = game(Code::Laws2017);
    let r = g.expose(Seat::North, card("D3"), false).unwrap().unwrap();
    g.choose(r.options[0]).unwrap();
    calls(&mut g, "P P P 1S P 2S P 4S P P P");
    assert!(g.restrictions().contains(&Restriction::PenaltyCard {
        seat: Seat::North,
        card: card("D3"),
        kind: PenaltyKind::Minor
    }));
    // A minor penalty card: no lower spot in diamonds before it (♦5 is North's other spot above it; none lower).
    assert!(g.legal_cards().contains(card("D3")));
}

#[test]
fn honour_exposed_in_auction_1930s_redeal() {
    let mut g = game(Code::Estonian1930s);
    let r = g.expose(Seat::South, card("DA"), false).unwrap().unwrap();
    assert_eq!(r.options, vec![Rectification::Redeal, Rectification::Waive]);
    g.choose(Rectification::Redeal).unwrap();
    assert!(g.result().unwrap().redeal);
}

#[test]
fn low_card_exposed_in_auction_1930s_forbids_the_opening_lead_of_its_suit() {
    let mut g = game(Code::Estonian1930s);
    let r = g.expose(Seat::South, card("D2"), false).unwrap().unwrap();
    g.choose(Rectification::ForbidLead(Suit::Diamonds)).unwrap();
    assert!(r.differs.is_some());
    calls(&mut g, "P P P 1S P 2S P 4S P P P");
    assert_eq!(g.to_act(), Some(Seat::North));
    assert!(!suits(g.legal_cards()).contains(&Suit::Diamonds));
    let e = g.play_card(Seat::North, card("DQ")).unwrap_err().to_string();
    assert!(e.contains("may not lead"), "{e}");
}

// ----- opening lead out of turn -----

#[test]
fn opening_lead_out_of_turn_2017_declarer_becomes_dummy() {
    let mut g = four_spades(Code::Laws2017);
    let r = g.play_card(Seat::South, card("HK")).unwrap().unwrap();
    assert!(r.cites("54"));
    assert_eq!(r.chooser, Seat::West);
    g.choose(Rectification::DeclarerBecomesDummy).unwrap();
    assert_eq!(g.contract().map(|c| c.declarer), Some(Seat::East));
    assert_eq!(g.to_act(), Some(Seat::West), "the old declarer's hand is now dummy and plays second");
}

#[test]
fn opening_lead_out_of_turn_2017_accepted_declarer_plays_next() {
    let mut g = four_spades(Code::Laws2017);
    g.play_card(Seat::South, card("HK")).unwrap();
    g.choose(Rectification::AcceptLeadAndPlay).unwrap();
    assert_eq!(g.contract().map(|c| c.declarer), Some(Seat::West));
    assert_eq!(g.to_act(), Some(Seat::West));
    assert_eq!(g.play().unwrap().current_trick().leader, Seat::South);
}

#[test]
fn opening_lead_out_of_turn_2017_refused_major_penalty_card_and_lead_options() {
    let mut g = four_spades(Code::Laws2017);
    g.play_card(Seat::South, card("HK")).unwrap();
    let follow = g.choose(Rectification::RefuseLead).unwrap().expect("lead options");
    assert!(matches!(follow.irregularity, Irregularity::PenaltyCardLead { leader: Seat::North, holder: Seat::South }));
    assert_eq!(follow.options[0], Rectification::RequireLead(Suit::Hearts));
    g.choose(Rectification::RequireLead(Suit::Hearts)).unwrap();
    assert_eq!(suits(g.legal_cards()), vec![Suit::Hearts], "lead restriction enforced");
    assert!(g.restrictions().iter().all(|r| !matches!(r, Restriction::PenaltyCard { .. })), "card picked up");
}

#[test]
fn opening_lead_out_of_turn_2017_forbid_lead_while_on_lead() {
    let mut g = four_spades(Code::Laws2017);
    g.play_card(Seat::South, card("HK")).unwrap();
    g.choose(Rectification::RefuseLead).unwrap();
    g.choose(Rectification::ForbidLead(Suit::Hearts)).unwrap();
    assert!(!suits(g.legal_cards()).contains(&Suit::Hearts));
}

#[test]
fn opening_lead_out_of_turn_1930s_declarer_calls_a_suit() {
    let mut g = four_spades(Code::Estonian1930s);
    let r = g.play_card(Seat::South, card("HK")).unwrap().unwrap();
    assert!(r.cites("Väljakäik väljaspool järjekorda"));
    assert!(r.options.contains(&Rectification::RequireLead(Suit::Clubs)));
    g.choose(Rectification::RequireLead(Suit::Clubs)).unwrap();
    assert_eq!(suits(g.legal_cards()), vec![Suit::Clubs]);
}

#[test]
fn opening_lead_out_of_turn_1930s_declarer_becomes_dummy() {
    let mut g = four_spades(Code::Estonian1930s);
    g.play_card(Seat::South, card("HK")).unwrap();
    g.choose(Rectification::DeclarerBecomesDummy).unwrap();
    assert_eq!(g.contract().map(|c| c.declarer), Some(Seat::East));
}

// ----- leads out of turn during the play -----

/// After trick 1 (♥J ♥2 ♥K ♥A), West is on lead.
fn after_first_trick(code: Code) -> TutorGame {
    let mut g = four_spades(code);
    plays(&mut g, "HJ H2 HK HA");
    assert_eq!(g.to_act(), Some(Seat::West));
    g
}

#[test]
fn penalty_card_must_be_played_2017() {
    let mut g = after_first_trick(Code::Laws2017);
    let r = g.play_card(Seat::South, card("ST")).unwrap().unwrap();
    assert!(r.cites("56"));
    g.choose(Rectification::RefuseLead).unwrap();
    plays(&mut g, "S3 S7 S2");
    assert_eq!(g.legal_cards(), CardSet::EMPTY.with(card("ST")), "the penalty card at the first legal opportunity");
    assert!(matches!(g.play_card(Seat::South, card("S9")), Err(TutorError::Laws(LawsError::Restricted { .. }))));
}

#[test]
fn lead_out_of_turn_by_defender_1930s_card_exposed_and_may_be_called() {
    let mut g = after_first_trick(Code::Estonian1930s);
    let r = g.play_card(Seat::South, card("ST")).unwrap().unwrap();
    assert!(r.options.contains(&Rectification::RefuseLead));
    g.choose(Rectification::RefuseLead).unwrap();
    let q = plays(&mut g, "S3 S7 S2").expect("declarer may call the exposed card");
    assert!(matches!(q.irregularity, Irregularity::ExposedCardMayBeCalled { holder: Seat::South, .. }));
    g.choose(Rectification::CallCard).unwrap();
    assert_eq!(g.legal_cards(), CardSet::EMPTY.with(card("ST")));
}

#[test]
fn declarer_leads_from_wrong_hand_1930s_same_suit_from_right_hand() {
    let mut g = after_first_trick(Code::Estonian1930s);
    let r = g.play_card(Seat::East, card("CK")).unwrap().unwrap();
    assert!(r.cites("Avaldaja eksimus väljakäimisel"));
    assert_eq!(r.chooser, Seat::South);
    g.choose(Rectification::RefuseLead).unwrap();
    assert_eq!(suits(g.legal_cards()), vec![Suit::Clubs]);
}

#[test]
fn declarer_leads_from_wrong_hand_2017_no_penalty() {
    let mut g = after_first_trick(Code::Laws2017);
    let r = g.play_card(Seat::East, card("CK")).unwrap().unwrap();
    assert!(r.cites("55"));
    g.choose(Rectification::RefuseLead).unwrap();
    assert!(suits(g.legal_cards()).len() > 1);
}

#[test]
fn declarer_playing_out_of_turn_in_a_trick_is_refused() {
    let mut g = after_first_trick(Code::Laws2017);
    plays(&mut g, "C2");
    let e = g.play_card(Seat::East, card("CK")).unwrap_err();
    assert_eq!(e, TutorError::Laws(LawsError::NotYourTurn { seat: Seat::East, due: Seat::North }));
    assert!(g.pending_ruling().is_none());
}

// ----- premature play -----

#[test]
fn premature_play_2017_partner_plays_lowest_and_card_is_major_penalty() {
    let mut g = after_first_trick(Code::Laws2017);
    plays(&mut g, "C2");
    let r = g.play_card(Seat::South, card("C5")).unwrap().unwrap();
    assert!(r.cites("57"));
    assert!(!r.options.contains(&Rectification::PartnerWins));
    g.choose(Rectification::PartnerPlaysLowest).unwrap();
    assert_eq!(g.legal_cards(), CardSet::EMPTY.with(card("C6")));
    assert!(g.restrictions().contains(&Restriction::PenaltyCard {
        seat: Seat::South,
        card: card("C5"),
        kind: PenaltyKind::Major
    }));
}

#[test]
fn premature_play_1930s_partner_plays_highest() {
    let mut g = after_first_trick(Code::Estonian1930s);
    plays(&mut g, "C2");
    let r = g.play_card(Seat::South, card("C5")).unwrap().unwrap();
    assert!(r.options.contains(&Rectification::PartnerWins));
    g.choose(Rectification::PartnerPlaysHighest).unwrap();
    assert_eq!(g.legal_cards(), CardSet::EMPTY.with(card("CA")));
}

// ----- cards exposed during the play -----

#[test]
fn card_exposed_in_play_2017_major_must_be_played() {
    let mut g = after_first_trick(Code::Laws2017);
    let r = g.expose(Seat::North, card("DQ"), false).unwrap().unwrap();
    assert!(r.cites("50") && r.explanation.contains("major"));
    g.choose(Rectification::Rule).unwrap();
    plays(&mut g, "D6");
    assert_eq!(g.legal_cards(), CardSet::EMPTY.with(card("DQ")));
}

#[test]
fn card_exposed_in_play_2017_minor_blocks_lower_spots_only() {
    let mut g = after_first_trick(Code::Laws2017);
    let r = g.expose(Seat::North, card("D5"), false).unwrap().unwrap();
    assert!(r.explanation.contains("minor"));
    g.choose(Rectification::Rule).unwrap();
    plays(&mut g, "D6");
    let legal = g.legal_cards();
    assert!(legal.contains(card("D5")) && legal.contains(card("DQ")), "an honour may be played instead");
    assert!(!legal.contains(card("D3")), "no lower spot before the penalty card");
}

#[test]
fn card_exposed_in_play_1930s_declarer_may_call_it() {
    let mut g = after_first_trick(Code::Estonian1930s);
    let r = g.expose(Seat::North, card("D5"), false).unwrap().unwrap();
    assert!(r.cites("Mängu kestel näidatud kaart"));
    g.choose(Rectification::Rule).unwrap();
    let q = plays(&mut g, "D6").expect("declarer may call it");
    g.choose(Rectification::Waive).unwrap();
    assert!(g.legal_cards().len() > 1, "not called: any diamond");
    let _ = q;
}

#[test]
fn card_exposed_by_declarer_carries_no_penalty() {
    for code in Code::ALL {
        let mut g = after_first_trick(code);
        let r = g.expose(Seat::West, card("SA"), false).unwrap().unwrap();
        g.choose(Rectification::Rule).unwrap();
        assert!(g.restrictions().is_empty(), "{code}: {r:?}");
    }
}

// ----- revokes -----

/// Trick 2: West leads ♦6 and North revokes with ♣6.
fn after_revoke(code: Code) -> TutorGame {
    let mut g = after_first_trick(code);
    plays(&mut g, "D6 C6");
    assert_eq!(g.revokes().len(), 1);
    g
}

#[test]
fn revoke_corrected_2017_card_becomes_major_penalty_card() {
    let mut g = after_revoke(Code::Laws2017);
    let r = g.point_out_revoke().unwrap();
    assert!(r.cites("62"));
    g.choose(Rectification::CorrectRevoke).unwrap();
    assert_eq!(g.to_act(), Some(Seat::North));
    assert_eq!(suits(g.legal_cards()), vec![Suit::Diamonds]);
    assert!(g.restrictions().contains(&Restriction::PenaltyCard {
        seat: Seat::North,
        card: card("C6"),
        kind: PenaltyKind::Major
    }));
    assert!(g.revokes().is_empty());
}

#[test]
fn revoke_corrected_1930s_declarer_requires_highest() {
    let mut g = after_revoke(Code::Estonian1930s);
    let r = g.point_out_revoke().unwrap();
    assert!(r.cites("Parandatud salgamine"));
    g.choose(Rectification::CorrectWithHighest).unwrap();
    assert_eq!(g.legal_cards(), CardSet::EMPTY.with(card("DQ")));
}

fn finish(g: &mut TutorGame) {
    while g.phase() == TutorPhase::Play {
        let seat = g.to_act().unwrap();
        let c = g.legal_cards().iter().next().unwrap();
        if g.play_card(seat, c).unwrap().is_some() {
            let option = g.pending_ruling().unwrap().options.last().copied().unwrap();
            g.choose(option).unwrap();
        }
    }
}

#[test]
fn revoke_established_transfers_at_end_of_play_under_both_codes() {
    for code in Code::ALL {
        let mut g = after_revoke(code);
        plays(&mut g, "DK D2");
        // East won with ♦K; North's side plays to trick 3: established.
        plays(&mut g, "C3 C5");
        assert!(g.revokes()[0].established);
        let r = g.point_out_revoke().unwrap();
        assert!(r.options == vec![Rectification::TransferTricks]);
        g.choose(Rectification::TransferTricks).unwrap();
        finish(&mut g);
        let result = g.result().unwrap();
        let expected = transfers(code, g.revokes(), g.play().unwrap().completed_tricks(), Some(Suit::Spades));
        assert_eq!(result.transfers, expected);
        let moved: u8 = result.transfers.iter().map(|t| t.tricks).sum();
        assert_eq!(result.declarer_tricks, result.tricks_won + moved, "{code}");
    }
}

// ----- Law 26 -----

#[test]
fn withdrawn_call_lead_2017_declarer_forbids_a_suit() {
    let mut g = game(Code::Laws2017);
    let r = irregular_call(&mut g, Seat::South, "1H");
    assert!(r.cites("29"));
    g.choose(Rectification::Cancel).unwrap();
    calls(&mut g, "P P P 1S P 2S P 4S P P P");
    let q = g.pending_ruling().cloned().expect("Law 26 question at North's first lead");
    assert!(q.cites("26"));
    g.choose(Rectification::ForbidLead(Suit::Hearts)).unwrap();
    assert!(!suits(g.legal_cards()).contains(&Suit::Hearts));
}

// ----- claims -----

fn one_suit_each(code: Code, contract: &str) -> TutorGame {
    let deal = Deal::from_pbn("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432").unwrap();
    let mut g = TutorGame::new(code, Setup::board(BoardNumber::new(1).unwrap(), deal));
    calls(&mut g, &format!("{contract} P P P"));
    g
}

#[test]
fn disputed_claim_2017_fails_against_the_defence() {
    let mut g = one_suit_each(Code::Laws2017, "1NT");
    g.claim(ClaimStatement { claimer: Seat::North, tricks: 7, line: Vec::new() }).unwrap();
    let r = g.answer_claim(false).unwrap().unwrap();
    assert!(r.cites("70"));
    assert_eq!(r.options, vec![Rectification::Award { claimer_tricks: 0 }]);
    g.choose(Rectification::Award { claimer_tricks: 0 }).unwrap();
    assert_eq!(g.result().unwrap().declarer_tricks, 0);
}

#[test]
fn disputed_claim_1930s_good_claim_stands_or_play_goes_on() {
    let mut g = one_suit_each(Code::Estonian1930s, "7S");
    g.claim(ClaimStatement { claimer: Seat::North, tricks: 13, line: Vec::new() }).unwrap();
    let r = g.answer_claim(false).unwrap().unwrap();
    assert_eq!(r.options, vec![Rectification::Award { claimer_tricks: 13 }, Rectification::PlayOn]);
    g.choose(Rectification::PlayOn).unwrap();
    assert_eq!(g.phase(), TutorPhase::Play);
}

#[test]
fn a_disputed_claim_is_ruled_once() {
    let mut g = one_suit_each(Code::Laws2017, "1NT");
    g.claim(ClaimStatement { claimer: Seat::North, tricks: 7, line: Vec::new() }).unwrap();
    g.answer_claim(false).unwrap();
    assert_eq!(g.answer_claim(false), Err(TutorError::Laws(LawsError::RulingPending)));
    assert_eq!(g.play_card(Seat::East, card("HA")), Err(TutorError::Laws(LawsError::RulingPending)));
}

#[test]
fn accepted_claim_ends_the_deal() {
    let mut g = one_suit_each(Code::Laws2017, "7S");
    g.claim(ClaimStatement { claimer: Seat::North, tricks: 13, line: Vec::new() }).unwrap();
    assert_eq!(g.answer_claim(true).unwrap(), None);
    assert_eq!(g.result().unwrap().declarer_tricks, 13);
}

#[test]
fn rulings_refuse_options_they_do_not_offer() {
    let mut g = game(Code::Laws2017);
    irregular_call(&mut g, Seat::North, "8S");
    assert_eq!(g.choose(Rectification::Redeal), Err(TutorError::Laws(LawsError::NotAnOption(Rectification::Redeal))));
    assert_eq!(g.call_text(Seat::North, "1S"), Err(TutorError::Laws(LawsError::RulingPending)));
}

// ----- a tutored deal is the bridge game's own log -----

#[test]
fn a_tutored_deal_is_saved_undone_and_replayed_like_any_deal() {
    let mut g = after_revoke(Code::Laws2017);
    g.point_out_revoke().unwrap();
    g.choose(Rectification::CorrectRevoke).unwrap();
    let log = g.game().log().to_vec();
    assert!(log.iter().any(|a| matches!(a, Action::Rule { .. })), "the director's ruling is in the log");
    assert!(log.iter().any(|a| matches!(a, Action::Choose { option: Rectification::CorrectRevoke, .. })));
    // Saved: the game's record, with the code in its setup.
    let json = serde_json::to_string(&g).unwrap();
    assert!(json.starts_with(r#"{"schema":2,"setup":{"#) && json.contains(r#""laws":"2017""#), "{json}");
    let back: TutorGame = serde_json::from_str(&json).unwrap();
    assert_eq!(back, g);
    assert_eq!(back.history(), g.history(), "the rulings read the same");
    // Replayed by the bridge game alone: no director needed.
    let replayed = tenace_bridge::Game::replay(g.setup().clone(), &log).unwrap();
    assert_eq!(&replayed, g.game());
    // Undone: the choice goes, the ruling waits again.
    let mut undone = g.clone();
    assert!(undone.undo());
    assert_eq!(undone.phase(), TutorPhase::Ruling);
    assert_eq!(undone.pending_ruling().map(|r| r.options.clone()), Some(vec![Rectification::CorrectRevoke]));
    // Undone again: the revoke is no longer pointed out, and the director's ruling went with it.
    assert!(undone.undo());
    assert_eq!(undone.phase(), TutorPhase::Play);
    assert!(undone.pending_ruling().is_none());
    // A refused action hands nothing back changed.
    let before = g.clone();
    assert!(g.choose(Rectification::Accept).is_err());
    assert_eq!(g, before);
}

#[test]
fn a_regular_table_refuses_irregular_actions_in_words() {
    let setup = Setup::board(BoardNumber::new(1).unwrap(), Deal::from_pbn(DEAL).unwrap());
    let mut plain = tenace_bridge::Game::new(setup);
    let e = plain.apply(Action::Expose { seat: Seat::North, card: card("SK"), intentional: false }).unwrap_err();
    assert!(e.to_string().contains("no director"), "{e}");
    let e = plain.apply(Action::Call { seat: Seat::East, call: Call::Pass }).unwrap_err();
    assert_eq!(e.to_string(), "it is North's turn to call, not East's");
}
