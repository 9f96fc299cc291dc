//! Random whole games never break an invariant of the rules.
//!
//! Each case is a seed; from it we deal, run a random *legal* auction (biased
//! so that most deals are played), play random legal cards with the odd claim,
//! rejected claim and undo thrown in, and check the invariants after every
//! action and at the end.

use proptest::prelude::*;
use tenace_bridge::pbn::{self, RecordedGame};
use tenace_bridge::scoring::{duplicate_score, Tricks};
use tenace_bridge::{
    Action, Bid, BoardNumber, BySeat, Call, CardSet, Deal, Game, GameRecord, Penalty, Phase, Seat, Setup, Side,
};
use tenace_cards::SeededRng;

/// A random legal call: mostly passes and modest raises so auctions end.
fn random_call(game: &Game, rng: &mut SeededRng) -> Call {
    let legal = game.legal_calls();
    let roll = rng.below(100);
    let bids: Vec<Call> = legal.iter().copied().filter(|c| matches!(c, Call::Bid(_))).collect();
    let pick = |rng: &mut SeededRng, v: &[Call]| v[rng.below(v.len() as u32) as usize];
    if roll < 8 && legal.contains(&Call::Double) {
        Call::Double
    } else if roll < 11 && legal.contains(&Call::Redouble) {
        Call::Redouble
    } else if roll < 45 && !bids.is_empty() {
        // Prefer the cheaper bids: pick among the lowest eight.
        let cheap = &bids[..bids.len().min(8)];
        pick(rng, cheap)
    } else {
        Call::Pass
    }
}

/// Cards in hands plus cards played are exactly the deal, hand by hand.
fn cards_conserved(game: &Game) -> Result<(), TestCaseError> {
    let Some(play) = game.cardplay() else { return Ok(()) };
    let mut played = BySeat::splat(CardSet::EMPTY);
    let mut count = 0;
    for (seat, card) in play.cards_played() {
        prop_assert!(!played[seat].contains(card), "{card} played twice");
        played[seat].insert(card);
        count += 1;
    }
    prop_assert_eq!(count, play.cards_played_count());
    for seat in Seat::ALL {
        let now = play.hand(seat);
        prop_assert!(now.is_disjoint(played[seat]));
        prop_assert_eq!(now | played[seat], game.deal().hand(seat), "{} lost or gained a card", seat);
    }
    let won = play.tricks_won(Side::NorthSouth) + play.tricks_won(Side::EastWest);
    prop_assert_eq!(won as usize, play.completed_tricks().len());
    Ok(())
}

/// Declarer, computed independently: the first player of the side that made
/// the last bid to have bid its strain.
fn expected_declarer(game: &Game) -> Option<Seat> {
    let calls: Vec<(Seat, Call)> = game.auction().calls_by_seat().collect();
    let (last_seat, last_bid): (Seat, Bid) = calls.iter().rev().find_map(|(s, c)| match c {
        Call::Bid(b) => Some((*s, *b)),
        _ => None,
    })?;
    calls.iter().find_map(|(s, c)| match c {
        Call::Bid(b) if s.side() == last_seat.side() && b.strain == last_bid.strain => Some(*s),
        _ => None,
    })
}

/// What one random game went through, so coverage can be asserted.
#[derive(Default, Debug)]
struct Coverage {
    played: u32,
    passed_out: u32,
    doubled: u32,
    claims_accepted: u32,
    claims_rejected: u32,
    undos: u32,
    played_out: u32,
}

fn run_game(seed: u64) -> Result<Coverage, TestCaseError> {
    let mut seen = Coverage::default();
    let mut rng = SeededRng::new(seed ^ 0x5eed);
    let board =
        BoardNumber::new(1 + (seed % 32) as u32).unwrap_or(BoardNumber::new(1).unwrap_or_else(|| unreachable!()));
    let mut game = Game::new(Setup::board(board, Deal::from_seed(seed)));
    let mut steps = 0;
    while game.phase() != Phase::Finished {
        steps += 1;
        prop_assert!(steps < 400, "the game does not end");
        let roll = rng.below(1000);
        // An occasional undo: the game must step back to exactly the prior state.
        if roll < 15 && !game.log().is_empty() {
            let before_log = game.log().to_vec();
            let undone = game.undo();
            seen.undos += 1;
            prop_assert_eq!(undone.as_ref(), before_log.last());
            prop_assert_eq!(game.log(), &before_log[..before_log.len() - 1]);
            continue;
        }
        let action = match game.phase() {
            Phase::Auction => {
                let seat = game.to_act().unwrap_or(Seat::North);
                Action::Call { seat, call: random_call(&game, &mut rng) }
            }
            Phase::Play => {
                let play = game.cardplay().unwrap_or_else(|| unreachable!());
                if roll < 25 {
                    let contract = play.contract();
                    let claimer = if rng.below(2) == 0 { contract.declarer } else { contract.declarer.lho() };
                    Action::claim(claimer, rng.below(play.tricks_remaining() as u32 + 1) as u8)
                } else {
                    let legal = game.legal_cards();
                    prop_assert!(!legal.is_empty(), "no legal card for the hand to play");
                    let cards: Vec<_> = legal.iter().collect();
                    let seat = game.to_act().unwrap_or(Seat::North);
                    Action::Play { seat, card: cards[rng.below(cards.len() as u32) as usize] }
                }
            }
            Phase::Claim => {
                let claim = game.pending_claim().unwrap_or_else(|| unreachable!());
                let seat = claim.awaiting[0];
                if rng.below(3) == 0 {
                    seen.claims_rejected += 1;
                    Action::RejectClaim { seat }
                } else {
                    seen.claims_accepted += 1;
                    Action::AcceptClaim { seat }
                }
            }
            Phase::Ruling | Phase::Finished => break,
        };
        let check = game.check(&action);
        prop_assert!(check.is_ok(), "generated an illegal action {:?}: {:?}", action, check);
        game.apply(action.clone()).map_err(|e| TestCaseError::fail(format!("{action:?}: {e}")))?;
        cards_conserved(&game)?;
    }

    let result = game.result().ok_or_else(|| TestCaseError::fail("finished without a result"))?;
    match result.contract {
        None => {
            seen.passed_out += 1;
            prop_assert!(game.auction().is_passed_out());
            prop_assert!(game.cardplay().is_none());
        }
        Some(contract) => {
            seen.played += 1;
            seen.doubled += u32::from(contract.penalty != Penalty::Undoubled);
            prop_assert_eq!(Some(contract.declarer), expected_declarer(&game), "exactly one declarer, by Law 22");
            prop_assert!(result.declarer_tricks <= 13);
            let play = game.cardplay().unwrap_or_else(|| unreachable!());
            if play.is_complete() {
                seen.played_out += 1;
                prop_assert_eq!(play.completed_tricks().len(), 13);
                prop_assert_eq!(play.declarer_tricks() + play.defender_tricks(), 13);
                prop_assert_eq!(result.declarer_tricks, play.declarer_tricks());
                for seat in Seat::ALL {
                    prop_assert!(play.hand(seat).is_empty());
                }
            } else {
                prop_assert!(result.declarer_tricks >= play.declarer_tricks(), "a claim never takes tricks back");
            }
            // The score has the sign of the result, for the declaring side.
            let vulnerable = game.setup().vulnerability.is_vulnerable(contract.declarer.side());
            let tricks = Tricks::new(result.declarer_tricks).map_err(|e| TestCaseError::fail(e.to_string()))?;
            let score = duplicate_score(contract.bid, contract.penalty, vulnerable, tricks);
            let ns = result.duplicate_score_ns(game.setup().vulnerability);
            prop_assert_eq!(ns, if contract.declarer.side() == Side::NorthSouth { score } else { -score });
            prop_assert_eq!(
                score > 0,
                result.declarer_tricks >= contract.tricks_needed(),
                "score {} for {} tricks in {}",
                score,
                result.declarer_tricks,
                contract
            );
            prop_assert!(score != 0);
            let penalty_calls =
                game.auction().calls().iter().filter(|c| matches!(c, Call::Double | Call::Redouble)).count();
            if contract.penalty != Penalty::Undoubled {
                prop_assert!(penalty_calls > 0);
            }
        }
    }

    // The log replays to the same game, and survives serialisation.
    let record: GameRecord = game.record();
    let replayed = Game::from_record(record).map_err(|e| TestCaseError::fail(e.to_string()))?;
    prop_assert_eq!(&replayed, &game);
    let json = serde_json::to_string(&game).map_err(|e| TestCaseError::fail(e.to_string()))?;
    let back: Game = serde_json::from_str(&json).map_err(|e| TestCaseError::fail(e.to_string()))?;
    prop_assert_eq!(&back, &game);

    // PBN export then import is the identity, and the file replays to the
    // same contract, declarer and tricks.
    let recorded = RecordedGame::from_game(&game);
    let text = pbn::write_game(&recorded);
    let file = pbn::parse(&text);
    prop_assert_eq!(file.games.len(), 1, "one game in {}", text);
    let parsed = &file.games[0];
    prop_assert!(parsed.errors.is_empty(), "{:?} in\n{}", parsed.errors, text);
    // PBN has no claim field: a claim lives on only as [Result], which is checked below.
    let mut expected = recorded.clone();
    if let Some(play) = expected.play.as_mut() {
        play.claim = None;
    }
    prop_assert_eq!(&parsed.game, &expected, "PBN round trip changed the game:\n{}", text);
    let checked = pbn::check(parsed);
    prop_assert!(checked.is_consistent(), "{:?} in\n{}", checked.problems, text);
    prop_assert_eq!(checked.tricks, result.contract.map(|_| result.declarer_tricks));
    prop_assert_eq!(checked.declarer, result.contract.map(|c| c.declarer));
    Ok(seen)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 10_000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_every_invariant(seed in any::<u64>()) {
        run_game(seed)?;
    }
}

/// The generator really produces played deals, claims, undos and doubled
/// contracts, so the property above is not vacuously true.
#[test]
fn the_generator_covers_the_interesting_cases() {
    let mut total = Coverage::default();
    for seed in 0..500u64 {
        let c = run_game(seed).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        total.played += c.played;
        total.passed_out += c.passed_out;
        total.doubled += c.doubled;
        total.claims_accepted += c.claims_accepted;
        total.claims_rejected += c.claims_rejected;
        total.undos += c.undos;
        total.played_out += c.played_out;
    }
    eprintln!("coverage over 500 seeds: {total:?}");
    assert!(total.played > 350, "most deals are played: {total:?}");
    assert!(total.passed_out > 0, "some are passed out: {total:?}");
    assert!(total.doubled > 20, "some contracts are doubled: {total:?}");
    assert!(total.claims_accepted > 50 && total.claims_rejected > 20, "claims happen: {total:?}");
    assert!(total.undos > 100, "undos happen: {total:?}");
    assert!(total.played_out > 20, "some deals are played to trick 13: {total:?}");
}
