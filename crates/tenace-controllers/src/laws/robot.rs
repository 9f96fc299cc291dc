//! The tutor's robots: the other seats' calls and cards in free practice
//! (and "the robot plays on" in a scenario), and the non-offending side's
//! choice when the user lets the robot choose.
//!
//! Calls and cards come from `tenace_robots` (SAYC bidding, the heuristic
//! card play: both quick enough for the page's thread) on the tutor's own
//! bridge game, whatever the rulings left in it (a revoke standing, a lead
//! out of turn accepted, declarer and dummy swapped). Whenever the robot's
//! choice breaks a restriction in force, the robot plays its lowest allowed
//! card or passes.

use super::Refusal;
use tenace_bridge::Call;
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
            let wanted =
                Some(choose_call_with(game.game(), seat, &Bidding::default().system, Bidding::default().score).call)
                    .filter(|c| legal.contains(c));
            let call = wanted
                .or_else(|| legal.contains(&Call::Pass).then_some(Call::Pass))
                .or_else(|| legal.first().copied())
                .ok_or(Refusal::RobotIdle)?;
            game.call(seat, call.into()).map(|_| ()).map_err(Refusal::Tutor)
        }
        TutorPhase::Play => {
            let legal = game.legal_cards();
            let wanted =
                tenace_robots::heuristic::choose_card(game.game()).map(|c| c.card).filter(|c| legal.contains(*c));
            let card = wanted.or_else(|| lowest(legal)).ok_or(Refusal::RobotIdle)?;
            game.play_card(seat, card).map(|_| ()).map_err(Refusal::Tutor)
        }
        TutorPhase::Ruling | TutorPhase::Claim | TutorPhase::Finished => Err(Refusal::RobotIdle),
    }
}
