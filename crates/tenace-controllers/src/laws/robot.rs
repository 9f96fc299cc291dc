//! The tutor's robots: the other seats' calls and cards in free practice
//! (and "the robot plays on" in a scenario), and the non-offending side's
//! choice when the user lets the robot choose.
//!
//! Calls and cards come from `tenace_robots` (SAYC bidding, the heuristic
//! card play: both quick enough for the page's thread) on a regular `Game`
//! replayed from the tutor's auction and play. After a rectification the
//! tutor's play can hold what a regular game cannot (a revoke standing, a
//! lead out of turn accepted, declarer and dummy swapped); then, and
//! whenever the robot's choice breaks a restriction in force, the robot
//! plays its lowest allowed card or passes.

use super::Refusal;
use tenace_bridge::{Action, Call, Game};
use tenace_cards::{Card, CardSet};
use tenace_laws::{Rectification, Ruling, TutorGame, TutorPhase};
use tenace_robots::bidding::choose_call_with;
use tenace_robots::Bidding;

/// A sensible choice for the non-offending side: the director's standard
/// rectification rather than accepting the irregularity, waiving it or
/// throwing the deal in (so that the enforcement shows).
pub fn option(ruling: &Ruling) -> Option<Rectification> {
    let lenient = |r: &Rectification| match r {
        Rectification::Accept
        | Rectification::AcceptLeadAndPlay
        | Rectification::DeclarerBecomesDummy
        | Rectification::Waive
        | Rectification::Redeal
        | Rectification::PlayOn => true,
        Rectification::Cancel
        | Rectification::TreatAsPass
        | Rectification::LetStandAsSeven
        | Rectification::Rule
        | Rectification::RefuseLead
        | Rectification::RequireLead(_)
        | Rectification::ForbidLead(_)
        | Rectification::LeaveCard
        | Rectification::PartnerPlaysHighest
        | Rectification::PartnerPlaysLowest
        | Rectification::PartnerWins
        | Rectification::PartnerLoses
        | Rectification::PartnerPlaysSuit(_)
        | Rectification::CallCard
        | Rectification::CorrectRevoke
        | Rectification::CorrectWithHighest
        | Rectification::CorrectWithLowest
        | Rectification::TransferTricks
        | Rectification::Award { .. } => false,
    };
    ruling.options.iter().copied().find(|r| !lenient(r)).or_else(|| ruling.options.first().copied())
}

/// The regular game the tutor's deal has been so far, if there is one.
fn replayed(game: &TutorGame) -> Option<Game> {
    let mut actions: Vec<Action> =
        game.auction().calls_by_seat().map(|(seat, call)| Action::Call { seat, call }).collect();
    if let Some(play) = game.play() {
        actions.extend(play.cards_played().map(|(seat, card)| Action::Play { seat, card }));
    }
    Game::replay(game.setup().clone(), &actions).ok()
}

fn lowest(cards: CardSet) -> Option<Card> {
    cards.iter().min_by_key(|c| (c.rank.value(), c.suit.index()))
}

/// The seat due makes one regular call or play. The error says why nothing
/// could be done (the director is at the table, the deal is over…).
pub fn act(game: &mut TutorGame) -> Result<(), Refusal> {
    let seat = game.to_act().ok_or(Refusal::RobotIdle)?;
    match game.phase() {
        TutorPhase::Auction => {
            let legal = game.legal_calls();
            let wanted = replayed(game)
                .map(|g| choose_call_with(&g, seat, &Bidding::default().system, Bidding::default().score).call)
                .filter(|c| legal.contains(c));
            let call = wanted
                .or_else(|| legal.contains(&Call::Pass).then_some(Call::Pass))
                .or_else(|| legal.first().copied())
                .ok_or(Refusal::RobotIdle)?;
            game.call(seat, call.into()).map(|_| ()).map_err(Refusal::Tutor)
        }
        TutorPhase::Play => {
            let legal = game.legal_cards();
            let wanted = replayed(game)
                .filter(|g| g.to_act() == Some(seat))
                .and_then(|g| tenace_robots::heuristic::choose_card(&g))
                .map(|c| c.card)
                .filter(|c| legal.contains(*c));
            let card = wanted.or_else(|| lowest(legal)).ok_or(Refusal::RobotIdle)?;
            game.play_card(seat, card).map(|_| ()).map_err(Refusal::Tutor)
        }
        TutorPhase::Ruling | TutorPhase::Claim | TutorPhase::Finished => Err(Refusal::RobotIdle),
    }
}
