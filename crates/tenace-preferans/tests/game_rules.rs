//! The rules through the game engine on set deals, one test per rule group
//! (P-numbers in the names): the talon, the discard and the contract, open
//! hands, who leads, the all-pass exit, the end of the game; and refusals
//! that name the rule and change nothing.

use tenace_cards::{Card, CardSet};
use tenace_core::log::conformance;
use tenace_core::{ByPlayer, Logged, Player, Rules, Viewer};
use tenace_preferans::cards::parse_card;
use tenace_preferans::defence::WhistCall;
use tenace_preferans::game::{Action, Deals, Setup, Stage, Table};
use tenace_preferans::record::Kind;
use tenace_preferans::{Bid, Call, Deal, Game, Variant};

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace().map(|c| parse_card(c).unwrap_or_else(|| panic!("{c}"))).collect()
}

fn p(i: u8) -> Player {
    Player::new(i)
}

/// A 3-player deal: A, B, C's hands and the talon; C deals, A is first hand.
const A: &str = "AS KS QS JS TS AC KC 7D 8D 9D";
const B: &str = "9S 8S 7S QC JC TC AH KH QH JH";
const C: &str = "9C 8C 7C AD KD QD JD TH 9H 8H";
const TALON: &str = "TD 7H";

fn game3(variant: Variant, deals: usize) -> Logged<Game> {
    let hands = ByPlayer::from_vec(vec![cards(A), cards(B), cards(C)]).unwrap();
    let t = cards(TALON);
    let deal = Deal { hands, talon: [t[0], t[1]] };
    let table = Table::new(variant, 3, 10).unwrap();
    Logged::new(Setup { table, deals: Deals::Listed(vec![deal; deals]), start: None, max_deals: None })
}

fn call(g: &mut Logged<Game>, who: u8, c: &str) {
    let call: Call = c.parse().unwrap();
    g.apply(Action::Call { player: p(who), call }).unwrap_or_else(|e| panic!("{c}: {e}"));
}

fn refused(g: &Logged<Game>, action: Action, rule: &str) {
    let err = g.check(&action).expect_err("refused");
    assert!(err.0.contains(rule), "“{}” should name {rule}", err.0);
    conformance::check_refusal(g.state(), &action).unwrap();
}

#[test]
fn p12_p24_the_talon_is_secret_until_taken_then_public() {
    let mut g = game3(Variant::Sochi, 1);
    let talon = cards(TALON);
    for viewer in [Viewer::All, Viewer::Table, Viewer::Seat(p(0))] {
        assert!(g.visible_to(viewer).iter().all(|(_, h)| !h.contains(talon[0])), "P12");
    }
    call(&mut g, 0, "6S");
    call(&mut g, 1, "pass");
    call(&mut g, 2, "pass");
    let h = g.hand().unwrap();
    assert_eq!(h.stage, Stage::Discard);
    assert_eq!(h.hands[p(0)].len(), 12, "P24: declarer holds twelve");
    assert_eq!(h.public_talon(), talon, "P24: shown to everyone");
    // The discard: two different cards of declarer's twelve.
    refused(&g, Action::Discard { player: p(0), cards: [talon[0], talon[0]] }, "P24");
    refused(&g, Action::Discard { player: p(0), cards: [talon[0], parse_card("AH").unwrap()] }, "P24");
    refused(&g, Action::Discard { player: p(1), cards: [talon[0], talon[1]] }, "P24");
    g.apply(Action::Discard { player: p(0), cards: [talon[0], talon[1]] }).unwrap();
    assert_eq!(g.hand().unwrap().stage, Stage::Contract);
}

#[test]
fn p25_p26_p94_r24_the_contract_is_at_least_the_final_bid_and_never_misere() {
    let mut g = game3(Variant::Sochi, 1);
    call(&mut g, 0, "6S");
    call(&mut g, 1, "6C");
    call(&mut g, 2, "pass");
    call(&mut g, 0, "6C"); // "here" (P17)
    call(&mut g, 1, "pass");
    let talon = cards(TALON);
    g.apply(Action::Discard { player: p(0), cards: [talon[0], talon[1]] }).unwrap();
    refused(&g, Action::Declare { player: p(0), contract: "6S".parse().unwrap() }, "P25");
    refused(&g, Action::Declare { player: p(0), contract: Bid::Misere }, "P26");
    refused(&g, Action::Concede { player: p(0) }, "R23");
    g.apply(Action::Declare { player: p(0), contract: "7S".parse().unwrap() }).unwrap();
    let h = g.hand().unwrap();
    assert_eq!(
        (h.contract, h.final_bid),
        (Some("7S".parse().unwrap()), Some("6C".parse().unwrap())),
        "a higher rung is allowed"
    );
    assert_eq!(h.stage, Stage::Whist);
}

#[test]
fn p30_p31_p39_light_defence_first_hand_leads_and_the_whister_plays_both_hands() {
    let mut g = game3(Variant::Sochi, 1);
    // B (second hand) declares; first hand A still leads (P30).
    call(&mut g, 0, "pass");
    call(&mut g, 1, "6H");
    call(&mut g, 2, "pass");
    let talon = cards(TALON);
    g.apply(Action::Discard { player: p(1), cards: [talon[0], parse_card("7S").unwrap()] }).unwrap();
    g.apply(Action::Declare { player: p(1), contract: "6H".parse().unwrap() }).unwrap();
    // L is C (after B), R is A.
    refused(&g, Action::Whist { player: p(0), call: WhistCall::Whist }, "P37");
    g.apply(Action::Whist { player: p(2), call: WhistCall::Pass }).unwrap();
    g.apply(Action::Whist { player: p(0), call: WhistCall::Whist }).unwrap();
    refused(&g, Action::Whist { player: p(0), call: WhistCall::Half }, "P39");
    g.apply(Action::Whist { player: p(0), call: WhistCall::Light }).unwrap();
    let h = g.hand().unwrap();
    assert_eq!(h.stage, Stage::Play);
    assert_eq!(h.to_play(), Some(p(0)), "P30: first hand leads");
    let seen_by_declarer: Vec<Player> = g.visible_to(Viewer::Seat(p(1))).into_iter().map(|(q, _)| q).collect();
    assert_eq!(seen_by_declarer, vec![p(0), p(1), p(2)], "P39: both defenders face up");
    g.apply(Action::Play { hand: p(0), card: parse_card("7D").unwrap() }).unwrap();
    // Declarer B has no diamond (he discarded the talon's ten): he must trump (P31).
    assert_eq!(g.to_act(), vec![p(1)]);
    refused(&g, Action::Play { hand: p(1), card: parse_card("9S").unwrap() }, "P31");
    g.apply(Action::Play { hand: p(1), card: parse_card("7H").unwrap() }).unwrap();
    // C, the passer, holds diamonds and must follow; A (the whister) plays his cards.
    assert_eq!(g.hand().unwrap().to_play(), Some(p(2)));
    assert_eq!(g.controller(p(2)), p(0), "P39: the whister plays the passer's hand");
    refused(&g, Action::Play { hand: p(2), card: parse_card("TH").unwrap() }, "P31");
    g.apply(Action::Play { hand: p(2), card: parse_card("JD").unwrap() }).unwrap();
    let h = g.hand().unwrap();
    assert_eq!(h.play.as_ref().unwrap().tricks[0].winner, Some(p(1)), "P32: the trump wins");
    assert_eq!(h.to_play(), Some(p(1)), "P30: the winner leads next");
}

#[test]
fn p19_p26_p48_misere_plays_with_the_defenders_open() {
    let mut g = game3(Variant::Sochi, 1);
    call(&mut g, 0, "pass");
    call(&mut g, 1, "misere");
    call(&mut g, 2, "pass");
    let h = g.hand().unwrap();
    assert_eq!(h.kind(), Some(Kind::Misere));
    let talon = cards(TALON);
    g.apply(Action::Discard { player: p(1), cards: [parse_card("AH").unwrap(), parse_card("KH").unwrap()] }).unwrap();
    let h = g.hand().unwrap();
    assert_eq!(h.contract, Some(Bid::Misere), "P26: the contract is misère");
    assert_eq!(h.stage, Stage::Play, "P47: no whist on a misère");
    assert!(h.hands[p(1)].contains(talon[0]));
    // A (a defender) leads: both defenders lie face up before the lead (P48).
    let open: Vec<Player> = g.visible_to(Viewer::Table).into_iter().map(|(q, _)| q).collect();
    assert_eq!(open, vec![p(0), p(2)]);
    assert_eq!(h.play.as_ref().unwrap().trump, None, "P46: no trumps");
}

#[test]
fn p48_a_misere_declarer_on_lead_plays_blind_first() {
    let mut g = game3(Variant::Sochi, 1);
    call(&mut g, 0, "misere");
    call(&mut g, 1, "pass");
    call(&mut g, 2, "pass");
    let talon = cards(TALON);
    g.apply(Action::Discard { player: p(0), cards: [talon[0], talon[1]] }).unwrap();
    assert!(g.visible_to(Viewer::Table).is_empty(), "nothing open before declarer's lead");
    g.apply(Action::Play { hand: p(0), card: parse_card("7D").unwrap() }).unwrap();
    assert_eq!(g.visible_to(Viewer::Table).len(), 2, "the defenders open right after it");
}

#[test]
fn p50_p53_p56_leningrad_all_pass_then_the_exit_is_seven() {
    let mut g = game3(Variant::Leningrad, 2);
    for who in 0..3 {
        call(&mut g, who, "pass");
    }
    let h = g.hand().unwrap();
    assert_eq!(h.kind(), Some(Kind::Allpass));
    let play = h.play.as_ref().unwrap();
    assert!(play.current.talon, "P56: the talon leads trick 1");
    assert_eq!(play.current.cards[0].1, cards(TALON)[0]);
    // Play it out with the lowest legal cards.
    while g.hand().is_some_and(|h| h.number == 0) {
        let who = g.to_act()[0];
        let a = g.legal_actions(who).into_iter().next().unwrap();
        g.apply(a).unwrap();
    }
    let first = &g.finished[0];
    assert_eq!(first.play.as_ref().unwrap().tricks.iter().filter(|t| t.talon).count(), 2);
    let h = g.hand().unwrap();
    assert_eq!(h.auction.exit, 7, "P53: Leningrad 6-7-7");
    let calls = g.legal_actions(h.roles.first());
    assert!(calls.contains(&Action::Call { player: h.roles.first(), call: "7S".parse().unwrap() }));
    assert!(!calls.contains(&Action::Call { player: h.roles.first(), call: "6NT".parse().unwrap() }));
    refused(&g, Action::Call { player: h.roles.first(), call: "6NT".parse().unwrap() }, "P53");
}

#[test]
fn p56_rostov_all_pass_leaves_the_talon_out() {
    let mut g = game3(Variant::Rostov, 1);
    for who in 0..3 {
        call(&mut g, who, "pass");
    }
    let h = g.hand().unwrap();
    let play = h.play.as_ref().unwrap();
    assert!(!play.current.talon);
    assert_eq!(h.to_play(), Some(p(0)), "first hand leads trick 1");
    assert!(h.public_talon().is_empty(), "the talon stays face down");
}

#[test]
fn p13_p16_p22_refused_calls_name_the_rule_and_change_nothing() {
    let mut g = game3(Variant::Sochi, 1);
    refused(&g, Action::Call { player: p(1), call: "6S".parse().unwrap() }, "P13");
    call(&mut g, 0, "7S");
    refused(&g, Action::Call { player: p(1), call: "6NT".parse().unwrap() }, "P16");
    refused(&g, Action::Play { hand: p(0), card: parse_card("AS").unwrap() }, "§5");
    refused(&g, Action::Help { player: p(0), to: p(1) }, "P74");
    let before = g.clone();
    let back = g.clone().play(Action::Call { player: p(2), call: Call::Pass }).unwrap_err();
    assert_eq!(back.game, before, "handed back unchanged");
}

#[test]
fn p38_p63_an_unwhisted_contract_scores_without_play_and_p78_the_game_stops() {
    let mut g = game3(Variant::Sochi, 1);
    call(&mut g, 0, "6S");
    call(&mut g, 1, "pass");
    call(&mut g, 2, "pass");
    let talon = cards(TALON);
    g.apply(Action::Discard { player: p(0), cards: [talon[0], talon[1]] }).unwrap();
    g.apply(Action::Declare { player: p(0), contract: "6S".parse().unwrap() }).unwrap();
    g.apply(Action::Whist { player: p(1), call: WhistCall::Pass }).unwrap();
    g.apply(Action::Whist { player: p(2), call: WhistCall::Pass }).unwrap();
    assert!(g.is_over(), "P78: the listed deals are played");
    assert_eq!(g.finished[0].play, None, "P38 (a): not played");
    assert_eq!(g.result().pool[p(0)], 2, "P63");
    let seen: CardSet = g.finished[0].hands[p(0)];
    assert_eq!(seen.len(), 10);
}

#[test]
fn p76_a_game_ends_when_every_pool_is_closed() {
    let table = Table::new(Variant::Sochi, 3, 2).unwrap();
    let mut g = Logged::<Game>::new(Setup::seeded(table, 11));
    let mut deals = 0;
    while !g.is_over() && deals < 200 {
        let who = g.to_act()[0];
        // Everyone bids 6♠ when first to speak, so contracts are declared and pools fill.
        let legal = g.legal_actions(who);
        let pick = legal
            .iter()
            .find(|a| matches!(a, Action::Call { call: Call::Bid(b), .. } if *b == Bid::LOWEST))
            .or_else(|| legal.iter().find(|a| matches!(a, Action::Whist { call: WhistCall::Pass, .. })))
            .unwrap_or(&legal[0])
            .clone();
        g.apply(pick).unwrap();
        deals = g.finished.len();
    }
    assert!(g.is_over());
    assert!(g.result().closed);
    assert!(g.result().pool.values().all(|p| *p == 2), "P76: every pool at T");
}

#[test]
fn saves_load_by_replay_and_tampered_ones_are_refused() {
    let seed = r#"{"schema":1,"setup":{"table":{"variant":"sochi","players":3,"pool":10,"first_dealer":2},"deals":{"seeded":5},"max_deals":1},"actions":[{"action":"call","player":0,"call":"6S"},{"action":"call","player":1,"call":"pass"},{"action":"call","player":2,"call":"pass"}]}"#;
    let game: Logged<Game> = serde_json::from_str(seed).unwrap();
    assert_eq!(game.hand().unwrap().stage, Stage::Discard);
    let tampered = seed.replace("\"call\":\"pass\"}]", "\"call\":\"6S\"}]");
    let err = serde_json::from_str::<Logged<Game>>(&tampered).unwrap_err().to_string();
    assert!(err.contains("action 3") && err.contains("P16"), "{err}");
    let five = seed.replace("\"players\":3", "\"players\":5");
    let err = serde_json::from_str::<Logged<Game>>(&five).unwrap_err().to_string();
    assert!(err.contains("P1"), "{err}");
}

#[test]
fn p5_p13_p14_calls_go_clockwise_one_a_turn_and_a_pass_is_final() {
    let mut g = game3(Variant::Sochi, 1);
    assert_eq!(g.to_act(), vec![p(0)], "first hand, left of dealer C, starts (P13)");
    call(&mut g, 0, "6S");
    assert_eq!(g.to_act(), vec![p(1)], "P5: clockwise");
    refused(&g, Action::Call { player: p(0), call: "6C".parse().unwrap() }, "P13");
    call(&mut g, 1, "pass");
    call(&mut g, 2, "6C");
    assert_eq!(g.to_act(), vec![p(0)], "P14: B passed for the rest of the auction");
    call(&mut g, 0, "6D");
    refused(&g, Action::Call { player: p(1), call: "7S".parse().unwrap() }, "P13");
    call(&mut g, 2, "pass");
    let h = g.hand().unwrap();
    assert_eq!((h.declarer, h.final_bid), (Some(p(0)), Some("6D".parse().unwrap())), "P14: no bid withdrawn");
    // The defence also speaks clockwise from declarer: L = B, then R = C (P35).
    let talon = cards(TALON);
    g.apply(Action::Discard { player: p(0), cards: [talon[0], talon[1]] }).unwrap();
    g.apply(Action::Declare { player: p(0), contract: "6D".parse().unwrap() }).unwrap();
    assert_eq!(g.to_act(), vec![p(1)]);
}

#[test]
fn p21_r5_third_hands_silent_take_is_the_lowest_bid_and_never_misere() {
    let mut g = game3(Variant::Sochi, 1);
    call(&mut g, 0, "pass");
    call(&mut g, 1, "pass");
    call(&mut g, 2, "6S");
    let h = g.hand().unwrap();
    assert_eq!((h.declarer, h.final_bid, h.stage), (Some(p(2)), Some(Bid::LOWEST), Stage::Discard));
    let talon = cards(TALON);
    g.apply(Action::Discard { player: p(2), cards: [talon[0], talon[1]] }).unwrap();
    refused(&g, Action::Declare { player: p(2), contract: Bid::Misere }, "P26");
    let legal = g.legal_actions(p(2));
    assert!(legal.iter().all(|a| !matches!(a, Action::Declare { contract: Bid::Misere, .. })));
    assert_eq!(legal.len(), 25, "any trick contract, 6♠ to 10NT");
}

#[test]
fn p23_blind_bids_and_bombs_are_not_calls() {
    for bad in ["blind 6S", "dark", "bomb", "6S blind", "misere blind"] {
        assert!(bad.parse::<Call>().is_err(), "{bad}");
    }
}

#[test]
fn p27_p28_a_deal_runs_auction_talon_contract_defence_play_and_the_contract_is_final() {
    let mut g = game3(Variant::Sochi, 1);
    let mut stages = vec![g.hand().unwrap().stage];
    let mut note = |g: &Logged<Game>| {
        if let Some(h) = g.hand() {
            if stages.last() != Some(&h.stage) {
                stages.push(h.stage);
            }
        }
    };
    call(&mut g, 0, "6S");
    call(&mut g, 1, "pass");
    call(&mut g, 2, "pass");
    note(&g);
    let talon = cards(TALON);
    g.apply(Action::Discard { player: p(0), cards: [talon[0], talon[1]] }).unwrap();
    note(&g);
    g.apply(Action::Declare { player: p(0), contract: "6S".parse().unwrap() }).unwrap();
    note(&g);
    refused(&g, Action::Declare { player: p(0), contract: "7S".parse().unwrap() }, "P27");
    g.apply(Action::Whist { player: p(1), call: WhistCall::Whist }).unwrap();
    refused(&g, Action::Declare { player: p(0), contract: "7S".parse().unwrap() }, "P27");
    g.apply(Action::Whist { player: p(2), call: WhistCall::Pass }).unwrap();
    g.apply(Action::Whist { player: p(1), call: WhistCall::Dark }).unwrap();
    note(&g);
    assert_eq!(stages, vec![Stage::Auction, Stage::Discard, Stage::Contract, Stage::Whist, Stage::Play]);
    // With no bid: the auction, then the all-pass play at once.
    let mut g = game3(Variant::Sochi, 1);
    for who in 0..3 {
        call(&mut g, who, "pass");
    }
    assert_eq!(g.hand().unwrap().stage, Stage::Play);
}

#[test]
fn p8_p10_a_seeded_shuffle_deals_the_whole_pack_and_each_seed_its_own() {
    use tenace_preferans::Roles;
    let seating = tenace_core::Seating::within(3, 3, 4).unwrap();
    let roles = Roles::new(seating, p(2));
    let mut seen = std::collections::HashSet::new();
    for seed in 0..40u64 {
        let deal = Deal::from_seed(&roles, seed);
        let mut all = deal.talon_set();
        for (_, hand) in deal.hands.iter() {
            assert_eq!(hand.len(), 10);
            all = all.union(hand.iter().copied().collect());
        }
        assert_eq!(all.len(), 32);
        assert_eq!(Deal::from_seed(&roles, seed), deal, "the same seed deals the same");
        seen.insert(format!("{deal:?}"));
    }
    assert_eq!(seen.len(), 40, "every seed shuffles anew");
}

#[test]
fn p49_the_sitting_out_dealer_takes_no_part_in_a_misere() {
    let table = Table::new(Variant::Sochi, 4, 10).unwrap();
    let mut g = Logged::<Game>::new(Setup::seeded(table, 3));
    let dealer = g.hand().unwrap().roles.dealer;
    let first = g.hand().unwrap().roles.first();
    g.apply(Action::Call { player: first, call: Call::Bid(Bid::Misere) }).unwrap();
    while g.hand().is_some_and(|h| h.number == 0) {
        assert!(g.legal_actions(dealer).is_empty(), "no half-misère for the dealer (P49)");
        let who = g.to_act()[0];
        assert_ne!(who, dealer);
        let legal = g.legal_actions(who);
        let pass = Action::Call { player: who, call: Call::Pass };
        let a = if legal.contains(&pass) { pass } else { legal[0].clone() };
        g.apply(a).unwrap();
    }
    assert_eq!(g.finished[0].kind(), Some(Kind::Misere));
}
