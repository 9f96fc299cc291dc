//! LIN reading on a hand-made vugraph file, and the write → read round trip
//! over random legal games.

use super::*;
use crate::game::{Action, Game, Setup};
use crate::pbn::{
    check, AnnotatedCall, AnnotatedCard, Annotation, ContractTag, Declarer, PartialDeal, RecordedAuction, RecordedGame,
    RecordedPlay, Tag, TrickCount, TrickRow,
};
use crate::{BoardNumber, BySeat, Contract, Deal, Penalty, Seat, Vulnerability};
use proptest::prelude::*;

/// Two tables of one board (the deal of board 1 of the 16-board cycle), in
/// the shape of a BBO vugraph file: header pairs, then one line per table.
const VUGRAPH: &str = "vg|Test Teams,Final,I,1,1,Reds,0,Blues,0|\n\
rs|4SW=,3SWx-1|\n\
pn|Sam,Walt,Nina,Eve,Sue,Will,Ned,Ellen|\n\
qx|o1|md|3ST9HK964DA9742CJ5,SAQ8653HAQ3D6CT72,SK7HJ75DQJT53CA86,|sv|o|mb|p|mb|p|mb|p|mb|1S|mb|p|mb|2S!|an|constructive|\
mb|p|mb|4S|mb|p|mb|p|mb|p|pg||pc|dQ|pc|d8|pc|d2|pc|d6|pg||mc|10|pg||\n\
qx|c1|md|3ST9HK964DA9742CJ5,SAQ8653HAQ3D6CT72,SK7HJ75DQJT53CA86,|sv|o|mb|p|mb|p|mb|p|mb|1S|mb|p|mb|2S|\
mb|p|mb|3S|mb|d|mb|p|mb|p|mb|p|pc|D|\n";

#[test]
fn reads_a_vugraph_file() {
    let file = parse(VUGRAPH);
    assert!(file.errors.is_empty(), "{:?}", file.errors);
    assert_eq!(file.games.len(), 2);
    let open = &file.games[0];
    assert!(open.errors.is_empty(), "{:?}", open.errors);
    let g = &open.game;
    assert_eq!(g.board, BoardNumber::new(1));
    assert_eq!(g.room(), Some("Open"));
    assert_eq!(g.dealer, Some(Seat::North));
    assert_eq!(g.vulnerability, Some(Vulnerability::None));
    assert_eq!(g.player(Seat::South), Some("Sam"));
    assert_eq!(g.player(Seat::East), Some("Eve"));
    assert_eq!(g.event.as_deref(), Some("Test Teams"));
    assert_eq!(g.scoring.as_deref(), Some("IMP"));
    assert_eq!(g.tag("HomeTeam"), Some("Reds"));
    assert_eq!(g.deal.and_then(|d| d.hand(Seat::East)), None);
    assert!(g.deal.unwrap().complete().is_ok());
    let auction = g.auction.as_ref().unwrap();
    assert_eq!(auction.calls.len(), 11);
    assert!(auction.calls[5].annotation.alert);
    assert_eq!(auction.calls[5].annotation.notes, vec!["constructive".to_owned()]);
    let play = g.play.as_ref().unwrap();
    assert_eq!(play.leader, Seat::North);
    assert_eq!(play.claim, Some(10));
    assert_eq!(play.tricks[0].card(Seat::West).map(|c| c.card.to_suit_rank()).as_deref(), Some("D6"));
    assert_eq!(g.contract, Some(ContractTag::Bid("4S".parse().unwrap())));
    assert_eq!(g.declarer, Some(Declarer::regular(Seat::West)));
    assert_eq!(g.result, Some(TrickCount::new(10)));
    let c = check(open);
    assert!(c.is_consistent(), "{:?}", c.problems);
    assert_eq!(c.tricks, Some(10));

    let closed = &file.games[1];
    assert_eq!(closed.game.player(Seat::South), Some("Sue"));
    assert_eq!(closed.game.room(), Some("Closed"));
    assert_eq!(closed.errors.len(), 1, "{:?}", closed.errors);
    assert_eq!(closed.errors[0].line, 5);
    assert!(closed.errors[0].to_string().contains("pc|D|"), "{}", closed.errors[0]);
    // 3SX by West, no play recorded, 8 tricks from the results list.
    let c = check(closed);
    assert!(c.is_consistent(), "{:?}", c.problems);
    assert_eq!(c.tricks, Some(8));
}

#[test]
fn inconsistent_results_are_found() {
    let text = "rs|4SW+1|md|3ST9HK964DA9742CJ5,SAQ8653HAQ3D6CT72,SK7HJ75DQJT53CA86,|\
mb|p|mb|p|mb|p|mb|1S|mb|p|mb|2S|mb|p|mb|4S|mb|p|mb|p|mb|p|pc|dQ|pc|d8|pc|d2|pc|d6|mc|10|";
    let file = parse(text);
    let c = check(&file.games[0]);
    let messages: Vec<String> = c.problems.iter().map(|p| p.to_string()).collect();
    assert_eq!(messages, vec!["line 1: the claim gives declarer's side 10 trick(s) but the result says 11".to_owned()]);
}

#[test]
fn malformed_lin_is_reported_not_fatal() {
    let file = parse("md|9XYZ|sv|q|mb|9z|an|why|\nmc|99|pc|\n");
    assert_eq!(file.errors.len(), 1);
    assert_eq!(file.errors[0].line, 2);
    let g = &file.games[0];
    let messages: Vec<String> = g.errors.iter().map(|e| e.to_string()).collect();
    assert_eq!(messages.len(), 6, "{messages:?}");
    assert!(messages.iter().all(|m| m.starts_with("line 1: ") || m.starts_with("line 2: ")), "{messages:?}");
    assert_eq!(parse("").games.len(), 0);
}

/// A random legal game through the engine, recorded the way LIN can hold it.
fn random_game(seed: u64, cut: usize, pass_bias: u8, extras: (bool, bool, bool)) -> RecordedGame {
    let mut rng = seed;
    let mut next = move |n: usize| {
        rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((rng >> 33) as usize) % n.max(1)
    };
    let board = BoardNumber::new((seed % 32) as u32 + 1).unwrap();
    let deal = Deal::from_seed(seed);
    let mut game = Game::new(Setup::board(board, deal));
    let mut calls = Vec::new();
    while let Some(seat) = game.auction().to_act() {
        let legal = game.legal_calls();
        let call = if next(100) < pass_bias as usize { legal[0] } else { legal[next(legal.len())] };
        game.apply(Action::Call { seat, call }).unwrap();
        let mut annotation = Annotation::default();
        if next(5) == 0 {
            annotation.alert = true;
            annotation.notes.push(format!("note {}", calls.len()));
        }
        calls.push(AnnotatedCall { call, annotation });
    }
    let contract: Option<Contract> = game.contract();
    let mut sequence = Vec::new();
    while sequence.len() < cut {
        let Some(seat) = game.to_act() else { break };
        let cards: Vec<_> = game.legal_cards().iter().collect();
        let card = cards[next(cards.len())];
        game.apply(Action::Play { seat, card }).unwrap();
        sequence.push((seat, card));
    }
    let won = game.cardplay().map_or(0, |p| p.declarer_tricks());
    let remaining = game.cardplay().map_or(0, |p| p.tricks_remaining());
    let final_tricks =
        if game.cardplay().is_some_and(|p| p.is_complete()) { won } else { won + next(remaining as usize + 1) as u8 };
    let mut tricks: Vec<TrickRow> = Vec::new();
    for (i, (seat, card)) in sequence.iter().enumerate() {
        if i % 4 == 0 {
            tricks.push(TrickRow::default());
        }
        if let Some(row) = tricks.last_mut() {
            row.cards[*seat] = Some(AnnotatedCard::plain(*card));
        }
    }
    let (use_names, use_vg, three_hands) = extras;
    let mut hands = PartialDeal::from_deal(&deal).hands;
    if three_hands {
        hands[Seat::East] = None;
    }
    let mut tags = Vec::new();
    if use_vg {
        tags.push(Tag::new("Stage", "Final"));
        tags.push(Tag::new("HomeTeam", "Reds"));
    }
    tags.push(Tag::new("Room", if seed % 2 == 0 { "Open" } else { "Closed" }));
    RecordedGame {
        event: use_vg.then(|| "Cup".to_owned()),
        scoring: use_vg.then(|| "IMP".to_owned()),
        board: Some(board),
        players: BySeat::from_fn(|s| use_names.then(|| format!("P{}", s.index()))),
        dealer: Some(board.dealer()),
        vulnerability: Some(board.vulnerability()),
        deal: Some(PartialDeal { hands }),
        declarer: contract.map(|c| Declarer::regular(c.declarer)),
        contract: Some(contract.map_or(ContractTag::PassedOut, |c| {
            ContractTag::Bid(crate::ContractCode { bid: c.bid, penalty: c.penalty })
        })),
        result: contract.map(|_| TrickCount::new(final_tricks)),
        auction: Some(RecordedAuction { dealer: board.dealer(), calls, incomplete: false }),
        play: contract.filter(|_| !sequence.is_empty()).map(|c| RecordedPlay {
            leader: c.opening_leader(),
            tricks,
            claim: (sequence.len() < 52).then_some(final_tricks),
        }),
        tags,
        ..RecordedGame::default()
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn write_then_read_gives_the_same_game(
        seeds in proptest::collection::vec((any::<u64>(), 0usize..=52, 40u8..95), 1..4),
        extras in (any::<bool>(), any::<bool>(), any::<bool>()),
    ) {
        let games: Vec<RecordedGame> = seeds.iter().map(|(s, cut, bias)| random_game(*s, *cut, *bias, extras)).collect();
        for g in &games {
            let c = crate::pbn::check_game(g, &Default::default());
            prop_assert!(c.is_consistent(), "{:?}", c.problems);
        }
        let text = write_file(&games).unwrap();
        let back = parse(&text);
        prop_assert!(back.errors.is_empty(), "{:?}\n{}", back.errors, text);
        prop_assert_eq!(back.games.len(), games.len(), "{}", text);
        for (read, written) in back.games.iter().zip(&games) {
            prop_assert!(read.errors.is_empty(), "{:?}\n{}", read.errors, text);
            prop_assert_eq!(&read.game, written, "{}", text);
        }
    }

    #[test]
    fn reading_never_panics_on_noise(text in "[|,!a-z0-9SHDC \n]{0,200}") {
        let file = parse(&text);
        for g in &file.games {
            let _ = check(g);
            let _ = write_game(&g.game);
        }
    }
}

#[test]
fn penalties_and_passed_out_boards_round_trip() {
    let mut g = random_game(7, 52, 60, (true, true, false));
    g.contract =
        Some(ContractTag::Bid(crate::ContractCode { bid: "7NT".parse().unwrap(), penalty: Penalty::Redoubled }));
    g.declarer = Some(Declarer::regular(Seat::North));
    g.result = Some(TrickCount::new(13));
    let text = write_game(&g).unwrap();
    assert!(text.contains("rs|7N"), "{text}");
    assert_eq!(parse(&text).games[0].game, g);
    let passed = random_game(3, 0, 100, (false, false, true));
    assert_eq!(passed.contract, Some(ContractTag::PassedOut));
    let text = write_game(&passed).unwrap();
    assert!(text.contains("rs|P|"), "{text}");
    assert_eq!(parse(&text).games[0].game, passed);
}
