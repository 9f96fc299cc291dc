use super::*;
use crate::Penalty;

const DEAL: &str = "N:K7.J75.QJT53.A86 J42.T82.K8.KQ943 T9.K964.A9742.J5 AQ8653.AQ3.6.T72";

fn game() -> Game {
    Game::new(Setup::board(BoardNumber::new(1).unwrap(), Deal::from_pbn(DEAL).unwrap()))
}

fn call(g: &mut Game, c: &str) -> Vec<Event> {
    let seat = g.to_act().unwrap();
    g.apply(Action::Call { seat, call: c.parse().unwrap() }).unwrap()
}

fn card(g: &mut Game, c: &str) -> Vec<Event> {
    let seat = g.to_act().unwrap();
    g.apply(Action::Play { seat, card: c.parse().unwrap() }).unwrap()
}

/// N deals: P 1S(E)? No — West holds the spades: N P, E P, S P, W 1S, then 4S by W.
fn bid_four_spades(g: &mut Game) {
    for c in ["P", "P", "P", "1S", "P", "2S", "P", "4S", "P", "P", "P"] {
        call(g, c);
    }
}

#[test]
fn auction_then_play_with_events() {
    let mut g = game();
    assert_eq!(g.phase(), Phase::Auction);
    assert_eq!(g.to_act(), Some(Seat::North));
    for c in ["P", "P", "P", "1S", "P", "2S", "P", "4S", "P", "P"] {
        call(&mut g, c);
    }
    let events = call(&mut g, "P");
    let contract = g.contract().unwrap();
    assert_eq!(events.last(), Some(&Event::AuctionEnded { contract: Some(contract) }));
    assert_eq!((contract.code(), contract.declarer), ("4S".to_owned(), Seat::West));
    assert_eq!(g.phase(), Phase::Play);
    assert_eq!(g.to_act(), Some(Seat::North), "declarer's LHO leads");
    let events = card(&mut g, "HJ");
    assert!(events.contains(&Event::DummyFaced { dummy: Seat::East }));
    card(&mut g, "H2");
    card(&mut g, "HK");
    let events = card(&mut g, "HA");
    assert_eq!(events.last(), Some(&Event::TrickWon { winner: Seat::West, number: 1 }));
    assert_eq!(g.to_act(), Some(Seat::West));
    assert_eq!(g.controller(Seat::East), Seat::West, "declarer plays dummy's cards");
}

#[test]
fn illegal_actions_change_nothing() {
    let mut g = game();
    let before = g.clone();
    let e = g.apply(Action::Call { seat: Seat::East, call: Call::Pass }).unwrap_err();
    assert_eq!(e.to_string(), "it is North's turn to call, not East's");
    let e = g.apply(Action::Play { seat: Seat::North, card: "SK".parse().unwrap() }).unwrap_err();
    assert_eq!(e, RuleError::AuctionNotOver);
    assert_eq!(g, before);
}

#[test]
fn passed_out_deal_is_over() {
    let mut g = game();
    for _ in 0..3 {
        call(&mut g, "P");
    }
    let events = call(&mut g, "P");
    assert_eq!(events.last(), Some(&Event::DealOver { result: DealResult { contract: None, declarer_tricks: 0 } }));
    assert_eq!(g.phase(), Phase::Finished);
    assert_eq!(g.apply(Action::Call { seat: Seat::North, call: Call::Pass }), Err(RuleError::DealOver));
}

#[test]
fn claim_accepted_by_both_defenders_ends_play() {
    let mut g = game();
    bid_four_spades(&mut g);
    for c in ["HJ", "H2", "HK", "HA"] {
        card(&mut g, c);
    }
    assert_eq!(g.apply(Action::claim(Seat::East, 5)), Err(RuleError::DummyCannotClaim));
    assert!(matches!(g.apply(Action::claim(Seat::West, 13)), Err(RuleError::TooManyTricks { .. })));
    g.apply(Action::claim(Seat::West, 10)).unwrap();
    assert_eq!(g.phase(), Phase::Claim);
    assert_eq!(g.apply(Action::Play { seat: Seat::West, card: "SA".parse().unwrap() }), Err(RuleError::ClaimPending));
    assert!(matches!(g.apply(Action::AcceptClaim { seat: Seat::East }), Err(RuleError::NotAClaimOpponent { .. })));
    g.apply(Action::AcceptClaim { seat: Seat::North }).unwrap();
    assert!(matches!(g.apply(Action::AcceptClaim { seat: Seat::North }), Err(RuleError::AlreadyAccepted { .. })));
    let events = g.apply(Action::AcceptClaim { seat: Seat::South }).unwrap();
    let result = g.result().unwrap();
    assert_eq!(result.declarer_tricks, 11);
    assert_eq!(result.result(), 1);
    assert_eq!(events.last(), Some(&Event::DealOver { result }));
}

#[test]
fn rejected_claim_resumes_play_and_defender_concession_counts() {
    let mut g = game();
    bid_four_spades(&mut g);
    g.apply(Action::claim(Seat::North, 13)).unwrap();
    assert_eq!(g.pending_claim().unwrap().awaiting, vec![Seat::West], "only declarer answers a defender");
    g.apply(Action::RejectClaim { seat: Seat::West }).unwrap();
    assert_eq!(g.phase(), Phase::Play);
    // North concedes everything: declarer gets 13.
    g.apply(Action::claim(Seat::North, 0)).unwrap();
    g.apply(Action::AcceptClaim { seat: Seat::West }).unwrap();
    assert_eq!(g.result().unwrap().declarer_tricks, 13);
}

#[test]
fn undo_takes_back_exactly_one_action() {
    let mut g = game();
    bid_four_spades(&mut g);
    let before = g.clone();
    card(&mut g, "HJ");
    assert_eq!(g.undo(), Some(Action::Play { seat: Seat::North, card: "HJ".parse().unwrap() }));
    assert_eq!(g, before);
    let mut fresh = game();
    assert_eq!(fresh.undo(), None);
}

#[test]
fn serialized_log_replays_to_the_same_state() {
    let mut g = game();
    bid_four_spades(&mut g);
    for c in ["HJ", "H2", "HK", "HA", "SA"] {
        card(&mut g, c);
    }
    let json = serde_json::to_string(&g).unwrap();
    let back: Game = serde_json::from_str(&json).unwrap();
    assert_eq!(back, g);
    // Tamper: make the opening lead come from the wrong hand.
    let bad = json.replacen("\"seat\":\"North\",\"card\"", "\"seat\":\"East\",\"card\"", 1);
    let err = serde_json::from_str::<Game>(&bad).unwrap_err().to_string();
    assert!(err.contains("cannot be replayed"), "{err}");
}

#[test]
fn full_deal_of_thirteen_tricks() {
    let mut g = game();
    bid_four_spades(&mut g);
    while g.phase() == Phase::Play {
        let c = g.legal_cards().iter().next().unwrap();
        let seat = g.to_act().unwrap();
        g.apply(Action::Play { seat, card: c }).unwrap();
    }
    let r = g.result().unwrap();
    assert_eq!(g.tricks().len(), 13);
    assert_eq!(r.declarer_tricks + g.tricks_won(Side::NorthSouth), 13);
    assert_eq!(r.contract.map(|c| c.penalty), Some(Penalty::Undoubled));
}

/// A table with a director needs the director's rules (the `director`
/// feature): with them a call out of rotation calls the director; without
/// them (the page's table) a tutored deal is refused, naming why, and its
/// replay fails on the first action instead of loading as a different deal.
#[test]
fn a_tutored_deal_needs_the_directors_rules() {
    let setup = Setup::board(BoardNumber::new(1).unwrap(), Deal::from_pbn(DEAL).unwrap()).with_laws(Code::Laws2017);
    let mut g = Game::new(setup.clone());
    // North deals; East calls out of rotation.
    let out_of_rotation = Action::Call { seat: Seat::East, call: Call::Pass };
    let applied = g.apply(out_of_rotation.clone());
    // A saved director's action is read only where the director's rules are.
    let saved = serde_json::from_str::<Action>(r#"{"action":"notice_revoke"}"#);
    #[cfg(feature = "director")]
    {
        assert_eq!(saved.expect("read"), Action::NoticeRevoke);
        let events = applied.expect("the director is called");
        assert!(matches!(events.as_slice(), [Event::DirectorCalled { .. }]), "{events:?}");
        assert_eq!(g.phase(), Phase::Ruling);
    }
    #[cfg(not(feature = "director"))]
    {
        let err = saved.expect_err("refused").to_string();
        assert!(err.contains("a table with a director"), "{err}");
        let err = applied.expect_err("refused without the director's rules");
        assert_eq!(err, RuleError::Laws(LawsError::DirectorNotHere { code: Code::Laws2017 }));
        assert!(err.to_string().contains("open it in the Laws tutor"), "{err}");
        assert!(g.log().is_empty(), "a refusal changes nothing");
        // A regular call is refused as well: the deal is not played as another one.
        let regular = Action::Call { seat: Seat::North, call: Call::Pass };
        assert!(g.check(&regular).is_err());
        let record = GameRecord::new(setup, vec![regular]);
        let err = Game::from_record(record).expect_err("a tutored save is not loaded here");
        assert!(err.to_string().contains("a table with a director"), "{err}");
    }
}
