//! Bridge keeps the laws of `tenace_core::Rules` over random whole deals:
//! replaying the log gives the state, undoing each action restores the
//! state before it, the save round-trips through JSON, a refused action
//! changes nothing, and no card is lost or made up.

use proptest::prelude::*;
use tenace_bridge::{Action, Bridge, BySeat, Call, Card, CardSet, Deal, Game, GameRecord, Phase, Seat, Setup};
use tenace_bridge::{BoardNumber, Rules};
use tenace_cards::SeededRng;
use tenace_core::log::conformance;

fn setup(seed: u64) -> Setup {
    let board = BoardNumber::new(1 + (seed % 16) as u32).unwrap_or(BoardNumber::FIRST);
    Setup::board(board, Deal::from_seed(seed))
}

fn json_roundtrip(r: &GameRecord) -> Result<GameRecord, String> {
    let text = serde_json::to_string(r).map_err(|e| e.to_string())?;
    serde_json::from_str(&text).map_err(|e| e.to_string())
}

/// A random deal to its end through `legal_actions` only: mostly cards,
/// now and then a claim (a few of them rejected), auctions that usually
/// reach a contract.
fn playout(seed: u64) -> Result<Game, String> {
    let mut rng = SeededRng::new(seed ^ 0xc0de);
    let mut game = Game::new(setup(seed));
    for _ in 0..300 {
        let Some(player) = Rules::to_act(game.state()).first().copied() else {
            return if game.is_over() { Ok(game) } else { Err("nobody to act before the end".into()) };
        };
        let legal = game.legal_actions(player);
        if legal.is_empty() {
            return Err(format!("{player} is due but has no legal action"));
        }
        let roll = rng.below(100);
        let claims: Vec<&Action> = legal.iter().filter(|a| matches!(a, Action::Claim { .. })).collect();
        let plain: Vec<&Action> = legal.iter().filter(|a| !matches!(a, Action::Claim { .. })).collect();
        let bids: Vec<&Action> =
            plain.iter().copied().filter(|a| matches!(a, Action::Call { call: Call::Bid(_), .. })).collect();
        let pick = |rng: &mut SeededRng, v: &[&Action]| v[rng.below(v.len() as u32) as usize].clone();
        let action = if roll < 3 && !claims.is_empty() {
            pick(&mut rng, &claims)
        } else if game.phase() == Phase::Auction && roll < 35 && !bids.is_empty() {
            pick(&mut rng, &bids[..bids.len().min(6)])
        } else if game.phase() == Phase::Auction && legal.contains(&Action::Call { seat: player, call: Call::Pass }) {
            Action::Call { seat: player, call: Call::Pass }
        } else {
            pick(&mut rng, &plain)
        };
        game.apply(action.clone()).map_err(|e| format!("legal action {action:?} refused: {e}"))?;
    }
    Err("the deal did not end".into())
}

/// Every card is in exactly one hand or played exactly once.
fn cards_conserved(game: &Game) -> Result<(), String> {
    let mut held = BySeat::splat(CardSet::EMPTY);
    for (seat, cards) in game.visible_to(tenace_bridge::Viewer::All) {
        held[seat] = cards;
    }
    let played: Vec<(Seat, Card)> = game.cardplay().map(|p| p.cards_played().collect()).unwrap_or_default();
    for seat in Seat::ALL {
        let mine: CardSet = played.iter().filter(|(s, _)| *s == seat).map(|(_, c)| *c).collect();
        if !held[seat].is_disjoint(mine) || held[seat] | mine != game.deal().hand(seat) {
            return Err(format!("{seat}'s cards are not the deal's"));
        }
    }
    let all: CardSet = played.iter().map(|(_, c)| *c).collect();
    if all.len() != played.len() {
        return Err("a card was played twice".into());
    }
    Ok(())
}

/// Irregular actions and rulings: no director at this table. They exist
/// with the director's rules (tenace-bridge's `director` feature, on in the
/// workspace's test run through tenace-laws).
#[cfg(feature = "director")]
fn irregular_attempts(seat: Seat, card: Card) -> Vec<Action> {
    vec![
        Action::Expose { seat, card, intentional: false },
        Action::NoticeRevoke,
        Action::BidAboveSeven { seat, level: 8, strain: tenace_bridge::Strain::NoTrump },
        Action::Choose { seat, option: tenace_bridge::laws::Rectification::Accept },
    ]
}

/// Without the director's rules there are no irregular actions to try.
#[cfg(not(feature = "director"))]
fn irregular_attempts(_seat: Seat, _card: Card) -> Vec<Action> {
    Vec::new()
}

/// Actions a player might try that the rules refuse at some point.
fn attempts(game: &Game, rng: &mut SeededRng) -> Vec<Action> {
    let seat = Seat::ALL[rng.below(4) as usize];
    let card = CardSet::FULL.iter().nth(rng.below(52) as usize).unwrap_or_else(|| unreachable!());
    vec![
        Action::Call { seat, call: Call::Double },
        Action::Call { seat, call: "1C".parse().unwrap_or(Call::Pass) },
        Action::Play { seat, card },
        Action::claim(seat, 13),
        Action::AcceptClaim { seat },
        Action::RejectClaim { seat },
    ]
    .into_iter()
    .chain(irregular_attempts(seat, card))
    .filter(|a| game.check(a).is_err() || game.phase() == Phase::Finished)
    .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn random_deals_keep_the_laws_of_rules(seed in any::<u64>()) {
        let game = playout(seed).map_err(TestCaseError::fail)?;
        prop_assert!(game.is_over());
        conformance::check_game(&game, json_roundtrip).map_err(TestCaseError::fail)?;
        cards_conserved(&game).map_err(TestCaseError::fail)?;
        // Along the way: every prefix conserves the cards and refuses what it should without change.
        let mut rng = SeededRng::new(seed);
        let mut replay = Game::new(game.setup().clone());
        for action in game.log() {
            for attempt in attempts(&replay, &mut rng) {
                conformance::check_refusal(replay.state(), &attempt).map_err(TestCaseError::fail)?;
            }
            replay.apply(action.clone()).map_err(|e| TestCaseError::fail(e.to_string()))?;
            cards_conserved(&replay).map_err(TestCaseError::fail)?;
        }
    }

    /// The core's own random playout (uniform over the legal actions, so
    /// claims are frequent) agrees too.
    #[test]
    fn the_cores_playout_agrees(seed in any::<u64>()) {
        let mut rng = SeededRng::new(seed);
        let game = conformance::random_playout::<Bridge>(setup(seed), 300, |n| rng.below(n as u32) as usize)
            .map_err(TestCaseError::fail)?;
        conformance::check_game(&game, json_roundtrip).map_err(TestCaseError::fail)?;
        cards_conserved(&game).map_err(TestCaseError::fail)?;
    }
}

/// The generator plays some deals to the thirteenth trick, claims in others
/// and passes some out, so the property above is not vacuous.
#[test]
fn the_playouts_cover_full_deals_claims_and_pass_outs() {
    let (mut full, mut claimed, mut passed) = (0, 0, 0);
    for seed in 0..60 {
        let game = playout(seed).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        match game.cardplay() {
            None => passed += 1,
            Some(p) if p.is_complete() => full += 1,
            Some(_) => claimed += 1,
        }
    }
    eprintln!("full {full}, claimed {claimed}, passed out {passed}");
    assert!(full > 10 && claimed > 5 && passed > 0, "full {full}, claimed {claimed}, passed out {passed}");
}
