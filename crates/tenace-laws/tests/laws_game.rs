//! Random tutored deals keep the laws of `tenace_core::Rules`: players make
//! random regular and irregular actions, the director rules on each, the
//! non-offending side picks a random option, and the deal is the bridge
//! game's own log. Replaying that log (without this crate or the solver)
//! gives the same state, undoing each action restores the state before it,
//! the save round-trips, a refused action changes nothing, and no card is
//! lost or made up.

use proptest::prelude::*;
use tenace_bridge::{
    Action, Bid, BoardNumber, BySeat, Call, Card, CardSet, Deal, Game, GameRecord, Phase, Rules, Seat, Setup, Strain,
    Viewer,
};
use tenace_cards::SeededRng;
use tenace_core::log::conformance;
use tenace_laws::{AttemptedCall, ClaimStatement, Code, TutorGame};

fn json_roundtrip(r: &GameRecord) -> Result<GameRecord, String> {
    let text = serde_json::to_string(r).map_err(|e| e.to_string())?;
    serde_json::from_str(&text).map_err(|e| e.to_string())
}

fn pick<T: Clone>(rng: &mut SeededRng, v: &[T]) -> Option<T> {
    (!v.is_empty()).then(|| v[rng.below(v.len() as u32) as usize].clone())
}

/// A random attempt at a call by anyone: mostly the player due, sometimes
/// out of rotation, insufficient, inadmissible or above seven.
fn attempted_call(t: &TutorGame, rng: &mut SeededRng) -> (Seat, AttemptedCall) {
    let due = t.to_act().unwrap_or(Seat::North);
    let seat = if rng.below(4) == 0 { Seat::ALL[rng.below(4) as usize] } else { due };
    let call = match rng.below(10) {
        0 => AttemptedCall::AboveSeven { level: 8, strain: Strain::ASCENDING[rng.below(5) as usize] },
        1 => AttemptedCall::Call(Call::Double),
        2 => AttemptedCall::Call(Call::Redouble),
        3 | 4 => {
            AttemptedCall::Call(Call::Bid(Bid::all().nth(rng.below(12) as usize).unwrap_or_else(|| unreachable!())))
        }
        _ => AttemptedCall::Call(Call::Pass),
    };
    (seat, call)
}

/// One step of a random tutored deal. Refusals are part of the test: they
/// must leave the deal as it was.
fn step(t: &mut TutorGame, rng: &mut SeededRng) -> Result<(), String> {
    let before = t.clone();
    let outcome = match t.phase() {
        Phase::Finished => return Ok(()),
        Phase::Ruling => {
            let options = t.pending_ruling().map(|r| r.options.clone()).unwrap_or_default();
            let option = pick(rng, &options).ok_or("a ruling without options")?;
            t.choose(option).map(|_| ())
        }
        Phase::Claim => {
            let few_left = t.play().is_some_and(|p| p.tricks_remaining() <= 4);
            t.answer_claim(!(few_left && rng.below(2) == 0)).map(|_| ())
        }
        Phase::Auction => {
            let legal = t.legal_calls();
            if rng.below(100) < 15 {
                let (seat, call) = attempted_call(t, rng);
                t.call(seat, call).map(|_| ())
            } else {
                let seat = t.to_act().ok_or("nobody to call")?;
                let bids: Vec<Call> = legal.iter().copied().filter(|c| matches!(c, Call::Bid(_))).take(6).collect();
                let call = match pick(rng, &bids) {
                    Some(bid) if rng.below(3) == 0 => bid,
                    _ if legal.contains(&Call::Pass) => Call::Pass,
                    _ => pick(rng, &legal).ok_or("no legal call")?,
                };
                t.call(seat, call.into()).map(|_| ())
            }
        }
        Phase::Play => {
            let due = t.to_act().ok_or("nobody to play")?;
            let any_seat = Seat::ALL[rng.below(4) as usize];
            let held = |seat: Seat| t.play().map(|p| p.hand(seat)).unwrap_or(CardSet::EMPTY);
            let any_card = |rng: &mut SeededRng, seat: Seat| pick(rng, &held(seat).iter().collect::<Vec<Card>>());
            match rng.below(100) {
                // A card out of turn, or one that does not follow suit.
                0..=5 => match any_card(rng, any_seat) {
                    Some(card) => t.play_card(any_seat, card).map(|_| ()),
                    None => Ok(()),
                },
                6..=9 => match any_card(rng, due) {
                    Some(card) => t.play_card(due, card).map(|_| ()),
                    None => Ok(()),
                },
                10..=11 => match any_card(rng, any_seat) {
                    Some(card) => t.expose(any_seat, card, rng.below(2) == 0).map(|_| ()),
                    None => Ok(()),
                },
                12..=14 => t.point_out_revoke().map(|_| ()),
                15..=16 => {
                    let remaining = t.play().map(|p| p.tricks_remaining()).unwrap_or(0);
                    let tricks = rng.below(u32::from(remaining) + 1) as u8;
                    t.claim(ClaimStatement { claimer: any_seat, tricks, line: Vec::new() })
                }
                _ => {
                    let card = pick(rng, &t.legal_cards().iter().collect::<Vec<Card>>()).ok_or("no legal card")?;
                    t.play_card(due, card).map(|_| ())
                }
            }
        }
    };
    if outcome.is_err() && *t != before {
        return Err(format!("a refusal ({outcome:?}) changed the deal"));
    }
    Ok(())
}

fn tutored(seed: u64, code: Code) -> Result<TutorGame, String> {
    let mut rng = SeededRng::new(seed);
    let board = BoardNumber::new(1 + (seed % 16) as u32).unwrap_or(BoardNumber::FIRST);
    let mut t = TutorGame::new(code, Setup::board(board, Deal::from_seed(seed)));
    for _ in 0..400 {
        if t.phase() == Phase::Finished {
            return Ok(t);
        }
        step(&mut t, &mut rng)?;
    }
    Ok(t)
}

/// Every card is in exactly one hand or played exactly once.
fn cards_conserved(game: &Game) -> Result<(), String> {
    let mut held = BySeat::splat(CardSet::EMPTY);
    for (seat, cards) in game.visible_to(Viewer::All) {
        held[seat] = cards;
    }
    let played: Vec<(Seat, Card)> = game.cardplay().map(|p| p.cards_played().collect()).unwrap_or_default();
    for seat in Seat::ALL {
        let mine: CardSet = played.iter().filter(|(s, _)| *s == seat).map(|(_, c)| *c).collect();
        if !held[seat].is_disjoint(mine) || held[seat] | mine != game.deal().hand(seat) {
            return Err(format!("{seat}'s cards are not the deal's"));
        }
    }
    Ok(())
}

/// A ruling nobody called for, or foreign to the irregularity; a choice by
/// the wrong seat or of an option not offered; a claim too large.
fn odd_actions(game: &Game) -> Vec<Action> {
    use tenace_bridge::laws::{DirectorRuling, Rectification};
    let chooser = game.pending_ruling().and_then(|r| r.ruling.as_ref()).map(|r| r.chooser).unwrap_or(Seat::North);
    vec![
        Action::Rule { ruling: DirectorRuling { options: vec![Rectification::CallCard], chooser, verdict: None } },
        Action::Rule { ruling: DirectorRuling { options: Vec::new(), chooser, verdict: None } },
        Action::Choose { seat: chooser.lho(), option: Rectification::Waive },
        Action::Choose { seat: chooser, option: Rectification::Award { claimer_tricks: 13 } },
        Action::claim(Seat::North, 14),
        Action::NoticeRevoke,
    ]
}

fn check(t: &TutorGame) -> Result<(), String> {
    let game = t.game();
    conformance::check_game(game, json_roundtrip)?;
    cards_conserved(game)?;
    // The tutored deal itself is saved and read back with the same rulings in words.
    let text = serde_json::to_string(t).map_err(|e| e.to_string())?;
    let back: TutorGame = serde_json::from_str(&text).map_err(|e| e.to_string())?;
    if back != *t {
        return Err("the tutored deal reads back differently".into());
    }
    // Without this crate the log replays: the bridge game alone.
    let replayed = Game::replay(game.setup().clone(), game.log()).map_err(|e| e.to_string())?;
    if replayed != *game {
        return Err("the bridge game alone does not replay the tutored deal".into());
    }
    // Along the way, what the director or a player may not do is refused and changes nothing.
    let mut prefix = Game::new(game.setup().clone());
    for action in game.log() {
        for attempt in odd_actions(&prefix) {
            conformance::check_refusal(prefix.state(), &attempt)?;
        }
        prefix.apply(action.clone()).map_err(|e| e.to_string())?;
    }
    // Undo takes back a player's decision with the ruling it brought.
    let mut undone = t.clone();
    if undone.undo() {
        let last_player = game.log().iter().rposition(|a| !matches!(a, Action::Rule { .. })).unwrap_or(0);
        if undone.game().log() != &game.log()[..last_player] {
            return Err("undo did not take back the last decision and its ruling".into());
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn random_tutored_deals_keep_the_laws_of_rules(seed in any::<u64>(), old in any::<bool>()) {
        let code = if old { Code::Estonian1930s } else { Code::Laws2017 };
        let t = tutored(seed, code).map_err(TestCaseError::fail)?;
        check(&t).map_err(TestCaseError::fail)?;
    }
}

/// The random deals really call the director for many kinds of
/// irregularity, enforce rulings and reach the end, so the property above
/// is not vacuous.
#[test]
fn the_random_deals_cover_rulings_of_many_kinds() {
    let mut kinds = std::collections::HashSet::new();
    let (mut finished, mut rulings) = (0, 0);
    for seed in 0..24 {
        for code in Code::ALL {
            let t = tutored(seed, code).unwrap_or_else(|e| panic!("seed {seed} {code}: {e}"));
            check(&t).unwrap_or_else(|e| panic!("seed {seed} {code}: {e}"));
            finished += usize::from(t.phase() == Phase::Finished);
            rulings += t.history().len();
            for r in t.game().rulings() {
                kinds.insert(std::mem::discriminant(&r.irregularity));
            }
        }
    }
    eprintln!("{finished} of 48 finished, {rulings} rulings, {} kinds", kinds.len());
    assert!(
        finished > 30 && rulings > 100 && kinds.len() >= 8,
        "{finished} finished, {rulings} rulings, {} kinds",
        kinds.len()
    );
}
