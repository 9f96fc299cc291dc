//! The card players on positions built for them: the rules of thumb
//! (`heuristic`), and the sampling robot's leads, claims and claim answers.

use tenace_bridge::{Action, Bid, BoardNumber, Call, CardSet, Deal, Game, Seat, Setup, Strain, Suit};
use tenace_robots::claims::answer_claim;
use tenace_robots::heuristic::choose_card;
use tenace_robots::{decide_with_play, Bidding, PlayLevel, PlaySettings};

fn hand(s: &str) -> CardSet {
    CardSet::parse_dotted(s, Suit::DESCENDING).unwrap()
}

/// A game on board 1 (N deals) whose auction gives `contract` to `declarer`,
/// with N, E, S hands given and W holding the rest.
fn game(n: &str, e: &str, s: &str, contract: &str, declarer: Seat) -> Game {
    let (n, e, s) = (hand(n), hand(e), hand(s));
    let w = CardSet::FULL - n - e - s;
    let deal = Deal::new([n, e, s, w]).unwrap();
    let mut g = Game::new(Setup::board(BoardNumber::new(1).unwrap(), deal));
    let bid: Bid = contract.parse().unwrap();
    // Passes until declarer, then the bid and three passes.
    while g.to_act() != Some(declarer) {
        let seat = g.to_act().unwrap();
        g.apply(Action::Call { seat, call: Call::Pass }).unwrap();
    }
    for call in [Call::Bid(bid), Call::Pass, Call::Pass, Call::Pass] {
        let seat = g.to_act().unwrap();
        g.apply(Action::Call { seat, call }).unwrap();
    }
    g
}

fn play(g: &mut Game, card: &str) {
    let seat = g.to_act().unwrap();
    g.apply(Action::Play { seat, card: card.parse().unwrap() }).unwrap();
}

const N: &str = "AKQ2.AK3.AK2.432";
const E: &str = "JT9.QJT.QJT.QJT9";
const S: &str = "8765.8765.876.65";

#[test]
fn opening_lead_top_of_sequence() {
    // South declares 1NT; West leads. West holds the rest.
    let g = game(N, E, S, "1NT", Seat::South);
    let w = g.deal().hand(Seat::West);
    assert_eq!(w, hand("43.942.9543.AK87"));
    let c = choose_card(&g).unwrap();
    assert_eq!(c.card.to_string(), "♣A", "{}", c.reason);
    assert!(c.reason.contains("sequence"), "{}", c.reason);
}

#[test]
fn declarer_draws_trumps() {
    // North declares 4S; East leads ♥Q, won by North's ace; North then draws trumps.
    let mut g = game(N, E, S, "4S", Seat::North);
    for c in ["HQ", "H5", "H2", "HA"] {
        play(&mut g, c);
    }
    assert_eq!(g.to_act(), Some(Seat::North));
    let c = choose_card(&g).unwrap();
    assert_eq!(c.card.suit, tenace_bridge::Suit::Spades, "{}", c.reason);
    assert!(c.reason.contains("trumps"), "{}", c.reason);
}

#[test]
fn second_hand_low_third_hand_high_fourth_hand_cheap() {
    let mut g = game(N, E, S, "3NT", Seat::South);
    // West leads ♣A? Put a small club lead by West instead: ♣7.
    play(&mut g, "C7");
    // North (dummy) second hand: plays low.
    let c = choose_card(&g).unwrap();
    assert_eq!(c.card.to_string(), "♣2", "{}", c.reason);
    play(&mut g, "C2");
    // East third hand: QJT9 of clubs: plays high (the lowest of the touching top cards: ♣9 is not touching? QJT9 are all touching).
    let c = choose_card(&g).unwrap();
    assert_eq!(c.card.to_string(), "♣9", "{}", c.reason);
    play(&mut g, "C9");
    // South fourth: has 65 only; cannot beat the nine: low.
    let c = choose_card(&g).unwrap();
    assert_eq!(c.card.to_string(), "♣5", "{}", c.reason);
}

#[test]
fn ruff_when_void_and_the_trick_is_theirs() {
    let n = "AKQ2.AK32.AK32.2";
    let e = "JT9.QJT.QJT.QJT9";
    let s = "8765.8765.876.65";
    // West holds the rest including ♣AK87 43 ... declarer N in 4H; West leads ♣A; N ruffs? N has ♣2: must follow.
    let mut g = game(n, e, s, "4H", Seat::North);
    play(&mut g, "CQ"); // East leads ♣Q
    play(&mut g, "C5"); // South (dummy? no: N declares, S is dummy) plays ♣5
                        // West: holds ♣AK87 43: covers? It's West's turn, 3rd hand: partner (East) winning with Q; West plays low.
    let c = choose_card(&g).unwrap();
    assert!(c.reason.contains("Partner is winning") || c.reason.contains("low"), "{}", c.reason);
    play(&mut g, &c.card.to_suit_rank());
    // North follows with ♣2 (only club).
    play(&mut g, "C2");
    // East leads ♣J; dummy S follows ♣6; West low; North is void: ruffs.
    play(&mut g, "CJ");
    play(&mut g, "C6");
    let c = choose_card(&g).unwrap();
    play(&mut g, &c.card.to_suit_rank());
    let c = choose_card(&g).unwrap();
    assert_eq!(c.card.suit, tenace_bridge::Suit::Hearts, "{}", c.reason);
    assert!(c.reason.contains("ruff"), "{}", c.reason);
}

#[test]
fn claims_are_judged_on_top_winners() {
    let mut g = game(N, E, S, "1NT", Seat::North);
    // N claims 13 at once: East is on lead, so the claim is not clear.
    g.apply(Action::claim(Seat::North, 13)).unwrap();
    let d = answer_claim(&g, Seat::East);
    assert!(matches!(d.action, Action::RejectClaim { .. }), "{}", d.reason);
    g.apply(d.action).unwrap();
    // A concession is accepted.
    g.apply(Action::claim(Seat::North, 0)).unwrap();
    let d = answer_claim(&g, Seat::East);
    assert!(matches!(d.action, Action::AcceptClaim { .. }), "{}", d.reason);
    let _ = Strain::NoTrump;
}

/// North-South hold nothing but low cards; the defenders cash from the top.
/// Declarer's robot concedes once no layout of the unseen cards leaves it a
/// trick, and the concession costs nothing: the defenders would have taken
/// every trick anyway.
#[test]
fn declarer_robot_concedes_a_hopeless_ending() {
    let n = "..765432.8765432";
    let s = "765432.8765432..";
    let e = "..AKQJT98.AKQJT9";
    let mut g = game(n, e, s, "1NT", Seat::South);
    let mut conceded_with = None;
    while g.phase() == tenace_bridge::Phase::Play {
        let hand = g.to_act().unwrap();
        let legal = g.legal_cards();
        let led = g.cardplay().unwrap().current_trick().led_suit();
        let following = led.map(|l| legal.suit_len(l) > 0).unwrap_or(true);
        if hand.side() == Seat::South.side() {
            let d = tenace_robots::decide(&g, Seat::South).unwrap();
            if let Action::Claim { tricks: 0, .. } = d.action {
                assert!(d.reason.starts_with("Concede"), "{}", d.reason);
                conceded_with = Some(g.cardplay().unwrap().tricks_remaining());
                g.apply(d.action).unwrap();
                for seat in g.pending_claim().unwrap().awaiting.clone() {
                    g.apply(Action::AcceptClaim { seat }).unwrap();
                }
                break;
            }
            let low = legal.iter().min_by_key(|c| c.rank).unwrap();
            g.apply(Action::Play { seat: hand, card: low }).unwrap();
        } else {
            // Defenders: lead and follow high, discard low.
            let card =
                if following { legal.iter().max_by_key(|c| c.rank) } else { legal.iter().min_by_key(|c| c.rank) };
            g.apply(Action::Play { seat: hand, card: card.unwrap() }).unwrap();
        }
    }
    let left = conceded_with.expect("declarer never conceded");
    assert!(left >= 2, "conceded with {left} tricks left");
    assert_eq!(g.result().unwrap().declarer_tricks, 0);
}

fn robot(g: &Game, seat: Seat, level: PlayLevel) -> tenace_robots::Decision {
    decide_with_play(g, seat, &Bidding::default(), PlaySettings::at(level)).unwrap()
}

/// West's ♠KQJT9 with the ♦A as an entry: only a spade lead beats 3NT, and
/// the simulation finds it; the textbook picks the king from the sequence.
#[test]
fn sampling_robot_leads_top_of_the_sequence_that_beats_the_contract() {
    let g = game("A2.AK5.KQJ4.KQJ4", "876.T987.765.765", "543.QJ6.T98.AT98", "3NT", Seat::South);
    assert_eq!(g.deal().hand(Seat::West), hand("KQJT9.432.A32.32"));
    let d = robot(&g, Seat::West, PlayLevel::Normal);
    assert_eq!(d.action, Action::Play { seat: Seat::West, card: "SK".parse().unwrap() }, "{}", d.reason);
    assert!(d.reason.contains("sequence") && d.reason.contains("layouts"), "{}", d.reason);
}

/// 7NT by South: twelve top tricks, and the thirteenth from the spade
/// finesse (East has the king here).
const NORTH_7NT: &str = "543.AKQ.AKQ.AKQ2";
const EAST_ONSIDE: &str = "K98.8765.876.765";
const SOUTH_FINESSE: &str = "AQJT.JT9.JT9.JT9";

#[test]
fn a_claim_that_needs_a_finesse_is_rejected_even_when_it_works() {
    let mut g = game(NORTH_7NT, EAST_ONSIDE, SOUTH_FINESSE, "7NT", Seat::South);
    g.apply(Action::claim(Seat::South, 13)).unwrap();
    let d = answer_claim(&g, Seat::East);
    assert!(matches!(d.action, Action::RejectClaim { .. }), "{}", d.reason);
    assert!(d.reason.contains("layouts the claimer cannot rule out, the defence takes a trick"), "{}", d.reason);
    // Twelve tricks are sure wherever the king is: that claim is accepted.
    g.apply(d.action).unwrap();
    g.apply(Action::claim(Seat::South, 12)).unwrap();
    let d = answer_claim(&g, Seat::East);
    assert!(matches!(d.action, Action::AcceptClaim { .. }), "{}", d.reason);
}

#[test]
fn a_claim_that_fails_as_the_cards_lie_is_rejected() {
    // The king of spades is with West, behind the ace-queen.
    let east = "987.8765.876.765";
    let mut g = game(NORTH_7NT, east, SOUTH_FINESSE, "7NT", Seat::South);
    g.apply(Action::claim(Seat::South, 13)).unwrap();
    let d = answer_claim(&g, Seat::East);
    assert!(matches!(d.action, Action::RejectClaim { .. }), "{}", d.reason);
    assert!(d.reason.contains("as the cards lie"), "{}", d.reason);
}

/// Plays West's lead and the rest of trick 1 by the given cards.
fn first_trick(g: &mut Game, cards: [&str; 4]) {
    for c in cards {
        play(g, c);
    }
}

#[test]
fn robot_claims_only_when_every_layout_agrees() {
    // Needs the spade finesse: the robot plays on.
    let mut g = game(NORTH_7NT, EAST_ONSIDE, SOUTH_FINESSE, "7NT", Seat::South);
    first_trick(&mut g, ["H2", "HA", "H5", "H9"]);
    let d = robot(&g, Seat::South, PlayLevel::Fast);
    assert!(matches!(d.action, Action::Play { .. }), "{:?}: {}", d.action, d.reason);
    // Solid spades: every layout gives all twelve tricks left, so it claims.
    let east = "T92.8765.876.765";
    let south = "AKQJ.JT9.JT9.T98";
    let mut g = game(NORTH_7NT, east, south, "7NT", Seat::South);
    first_trick(&mut g, ["H2", "HA", "H5", "H9"]);
    let d = robot(&g, Seat::South, PlayLevel::Fast);
    assert_eq!(d.action, Action::claim(Seat::South, 12), "{}", d.reason);
    // And the defenders' robots accept it.
    g.apply(d.action).unwrap();
    let answer = robot(&g, Seat::East, PlayLevel::Fast);
    assert!(matches!(answer.action, Action::AcceptClaim { .. }), "{}", answer.reason);
}

#[test]
fn after_a_rejected_claim_the_robot_plays_on() {
    let east = "T92.8765.876.765";
    let south = "AKQJ.JT9.JT9.T98";
    let mut g = game(NORTH_7NT, east, south, "7NT", Seat::South);
    first_trick(&mut g, ["H2", "HA", "H5", "H9"]);
    g.apply(Action::claim(Seat::South, 12)).unwrap();
    g.apply(Action::RejectClaim { seat: Seat::East }).unwrap();
    let d = robot(&g, Seat::South, PlayLevel::Fast);
    assert!(matches!(d.action, Action::Play { .. }), "{:?}: {}", d.action, d.reason);
}
