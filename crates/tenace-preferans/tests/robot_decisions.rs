//! The robots' decisions on set hands: a clean misère is bid (sampled
//! make-rate at least 80 %), a strong hand bids, a weak one passes, every
//! decision comes with a reason, and the robots play a card only from the
//! legal ones.

use tenace_cards::Card;
use tenace_core::{ByPlayer, Logged, Player, Rules};
use tenace_preferans::cards::parse_card;
use tenace_preferans::game::{Action, Deals, Setup, Table};
use tenace_preferans::robot::{decide, reason, Level};
use tenace_preferans::{Bid, Call, Deal, Game, Variant};

fn cards(text: &str) -> Vec<Card> {
    text.split_whitespace().map(|c| parse_card(c).unwrap()).collect()
}

fn game(a: &str, b: &str, c: &str, talon: &str) -> Logged<Game> {
    let hands = ByPlayer::from_vec(vec![cards(a), cards(b), cards(c)]).unwrap();
    let t = cards(talon);
    let deal = Deal { hands, talon: [t[0], t[1]] };
    Logged::new(Setup {
        table: Table::new(Variant::Sochi, 3, 10).unwrap(),
        deals: Deals::Listed(vec![deal]),
        start: None,
        max_deals: None,
    })
}

#[test]
fn a_clean_hand_bids_misere() {
    let g = game(
        "7S 8S 9S 7C 8C 9C 7D 9D 7H 9H",
        "AS KS QS AC KC QC AD KD QD AH",
        "JS TS JC TC JD TD 8D KH QH JH",
        "8H TH",
    );
    let d = decide(&g, Player::new(0), Level::Normal).unwrap();
    assert_eq!(d.action, Action::Call { player: Player::new(0), call: Call::Bid(Bid::Misere) }, "{}", d.reason);
    assert_eq!(d.reason.template, reason::BID_MISERE);
}

#[test]
fn a_strong_hand_bids_and_a_weak_one_passes() {
    let mut g = game(
        "AS KS QS JS TS AC KC AD KD AH",
        "9S 8S 7S QC JC TC 9C QD JD QH",
        "8C 7C TD 9D 8D 7D KH JH TH 9H",
        "8H 7H",
    );
    let d = decide(&g, Player::new(0), Level::Normal).unwrap();
    assert!(matches!(d.action, Action::Call { call: Call::Bid(_), .. }), "{:?} {}", d.action, d.reason);
    g.apply(d.action).unwrap();
    let d = decide(&g, Player::new(1), Level::Normal).unwrap();
    assert_eq!(d.action, Action::Call { player: Player::new(1), call: Call::Pass }, "{}", d.reason);
    assert!(!d.reason.english().is_empty());
}

#[test]
fn every_robot_decision_is_legal_and_explained() {
    let table = Table::new(Variant::Rostov, 4, 10).unwrap();
    let mut g = Logged::<Game>::new(Setup { table, deals: Deals::Seeded(9), start: None, max_deals: Some(2) });
    while let Some(seat) = g.to_act().first().copied() {
        let d = decide(&g, seat, Level::Fast).unwrap();
        assert!(g.legal_actions(seat).contains(&d.action), "{} not legal", d.action);
        assert!(tenace_preferans::templates().contains(&d.reason.template.as_str()), "{}", d.reason.template);
        g.apply(d.action).unwrap();
    }
}
