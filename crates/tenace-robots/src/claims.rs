//! Claims: when a robot claims, and when it accepts a claim.
//!
//! A robot is deliberately conservative: it counts only *top winners* that
//! the hand on lead can cash one after another (and, in a suit contract,
//! only after the opponents' trumps are drawn by top trumps). A claim is
//! accepted when the claimer's side has at least the tricks it claims in
//! such winners — "clearly right" — and refused otherwise, with a reason.

use crate::view::PlayView;
use crate::Decision;
use tenace_bridge::{Action, Game, Seat};
use tenace_cards::{CardSet, Suit};

/// Tricks that `hand`, on lead, wins by cashing top cards against the
/// opponents' `opponents` cards (both opponents together).
pub fn top_winners(hand: CardSet, opponents: CardSet, trump: Option<Suit>) -> u8 {
    if let Some(t) = trump {
        let theirs = opponents.suit(t);
        if !theirs.is_empty() {
            let top = suit_top(hand.suit(t), theirs);
            if top < theirs.len() {
                // Their trumps cannot all be drawn: only the top trumps are sure.
                return top as u8;
            }
        }
    }
    Suit::ASCENDING.into_iter().map(|s| suit_winners(hand.suit(s), opponents.suit(s))).sum()
}

/// Cards of ours higher than every card of theirs in the suit.
fn suit_top(ours: CardSet, theirs: CardSet) -> usize {
    match theirs.iter().map(|c| c.rank).max() {
        None => ours.len(),
        Some(high) => ours.iter().filter(|c| c.rank > high).count(),
    }
}

/// Top cards win; once the opponents are out of the suit (they cannot hold
/// more than all their cards in it), the small cards win too.
fn suit_winners(ours: CardSet, theirs: CardSet) -> u8 {
    let top = suit_top(ours, theirs);
    if top >= theirs.len() {
        ours.len() as u8
    } else {
        top as u8
    }
}

/// A robot claims all the remaining tricks when the hand on lead holds
/// nothing but top winners, as far as the robot can see; it concedes the
/// rest when no layout of the unseen cards leaves its side a trick.
pub fn robot_claim(game: &Game, seat: Seat) -> Option<Decision> {
    let view = PlayView::of(game)?;
    let play = game.play()?;
    if view.controller != seat || play.tricks_remaining() < 2 {
        return None;
    }
    let remaining = play.tricks_remaining();
    let winners = top_winners(view.hand, view.opponents_cards(), view.trump);
    if view.trick.is_empty() && winners >= remaining {
        return Some(Decision {
            action: Action::Claim { seat, tricks: remaining },
            reason: format!("Claim: the remaining {remaining} tricks are all top winners"),
        });
    }
    crate::concede::side_is_beaten(game, seat).then(|| Decision {
        action: Action::Claim { seat, tricks: 0 },
        reason: format!("Concede: the opponents take all of the remaining {remaining} tricks however the cards lie"),
    })
}

/// A robot's answer to the pending claim. The claimer's cards are shown, so
/// the robot judges with every hand in view.
pub fn answer_claim(game: &Game, seat: Seat) -> Decision {
    let reject = |reason: String| Decision { action: Action::RejectClaim { seat }, reason };
    let accept = |reason: String| Decision { action: Action::AcceptClaim { seat }, reason };
    let (Some(claim), Some(play)) = (game.pending_claim(), game.play()) else {
        return reject("There is no claim to answer".to_owned());
    };
    if claim.tricks == 0 {
        return accept("Accepted: a concession of the remaining tricks".to_owned());
    }
    let side = claim.claimer.side();
    let on_lead = play.to_play();
    if !play.current_trick().cards.is_empty() {
        return reject("Rejected: finish the trick in progress before claiming".to_owned());
    }
    let Some(leader) = on_lead.filter(|s| s.side() == side) else {
        return reject("Rejected: the claimer's side is not on lead, so the claim is not clear".to_owned());
    };
    let opponents = side.opponents().seats().iter().fold(CardSet::EMPTY, |acc, s| acc | play.hand(*s));
    let winners = top_winners(play.hand(leader), opponents, play.trump());
    if winners >= claim.tricks {
        accept(format!("Accepted: {} holds {winners} top winners", leader))
    } else {
        reject(format!("Rejected: {} has only {winners} top winners, not {}; play on", leader, claim.tricks))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(s: &str) -> CardSet {
        CardSet::parse_dotted(s, Suit::DESCENDING).unwrap()
    }

    #[test]
    fn counting_top_winners() {
        // AKQ32 against J T 9 8: three top cards, the opponents hold four, so only 3.
        assert_eq!(top_winners(set("AKQ32..."), set("JT98..."), None), 3);
        // AKQ32 against J T 9: opponents are out after three rounds: all five.
        assert_eq!(top_winners(set("AKQ32..."), set("JT9..."), None), 5);
        // In hearts with their trump Q outstanding and only the ace of trumps: 1.
        assert_eq!(top_winners(set("AK.A2.."), set("Q3.Q3.."), Some(Suit::Hearts)), 1);
        // Same holding in no trumps: AK of spades and the ace of hearts.
        assert_eq!(top_winners(set("AK.A2.."), set("Q3.Q3.."), None), 3);
        // Trumps drawn by top trumps, then side winners count.
        assert_eq!(top_winners(set("AK.AK.."), set("Q3.Q.."), Some(Suit::Hearts)), 4);
    }
}
