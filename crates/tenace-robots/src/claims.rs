//! Claims: when a robot claims, and when it accepts a claim.
//!
//! A robot claims outright on *top winners* that the hand on lead can cash
//! one after another (and, in a suit contract, only after the opponents'
//! trumps are drawn by top trumps); the sampling player
//! ([`crate::card_play`]) also claims when its card takes the same tricks in
//! every layout it dealt.
//!
//! A claim is accepted when it holds double-dummy in every layout the
//! *claimer* cannot tell apart from the real one (the claimer does not know
//! where the opponents' cards are, so a claim that needs a guess is not a
//! claim) and with the cards as they lie. Double-dummy lets the claimer's
//! side pick its best line per layout, so a claim that needs a different
//! finesse in different layouts can still pass; top winners alone never do.

use crate::level::PlaySettings;
use crate::reason::{self as r, Reason};
use crate::sampling::{seed_of, Knowledge};
use crate::view::PlayView;
use crate::Decision;
use tenace_bridge::{Action, BySeat, Game, Seat};
use tenace_cards::{CardSet, SeededRng, Suit};
use tenace_dd::{Budget, Position, Solver, SolverConfig};

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
    let play = game.cardplay()?;
    if view.controller != seat || play.tricks_remaining() < 2 {
        return None;
    }
    let remaining = play.tricks_remaining();
    let winners = top_winners(view.hand, view.opponents_cards(), view.trump);
    if view.trick.is_empty() && winners >= remaining {
        return Some(Decision::because(
            Action::claim(seat, remaining),
            Reason::new(r::CLAIM_TOP_WINNERS).arg("remaining", remaining),
        ));
    }
    crate::concede::side_is_beaten(game, seat)
        .then(|| Decision::because(Action::claim(seat, 0), Reason::new(r::CONCEDE).arg("remaining", remaining)))
}

/// A robot's answer to the pending claim, at the default level.
pub fn answer_claim(game: &Game, seat: Seat) -> Decision {
    answer_claim_with(game, seat, PlaySettings::default())
}

/// Search nodes allowed per layout when checking a claim: a stopped solve
/// counts as a layout where the claim is not proven.
const NODES_PER_CLAIM_LAYOUT: u64 = 3_000_000;

/// A robot's answer to the pending claim. The claimer's cards are shown, so
/// the answering robot sees the real layout; it also deals the layouts the
/// claimer cannot rule out.
pub fn answer_claim_with(game: &Game, seat: Seat, settings: PlaySettings) -> Decision {
    let reject = |why: Reason| Decision::because(Action::RejectClaim { seat }, why);
    let accept = |why: Reason| Decision::because(Action::AcceptClaim { seat }, why);
    let (Some(claim), Some(play)) = (game.pending_claim(), game.cardplay()) else {
        return reject(Reason::new(r::NO_CLAIM));
    };
    if claim.tricks == 0 {
        return accept(Reason::new(r::ACCEPT_CONCESSION));
    }
    let side = claim.claimer.side();
    let trick = play.current_trick();
    if trick.cards.is_empty() {
        if let Some(leader) = play.to_play().filter(|s| s.side() == side) {
            let opponents = side.opponents().seats().iter().fold(CardSet::EMPTY, |acc, s| acc | play.hand(*s));
            let winners = top_winners(play.hand(leader), opponents, play.trump());
            if winners >= claim.tricks {
                return accept(Reason::new(r::ACCEPT_TOP_WINNERS).arg("winners", winners));
            }
        }
    }
    let give = play.tricks_remaining().saturating_sub(claim.tricks);
    let declarer_claims = side == play.contract().declarer.side();
    let position = |hands: BySeat<CardSet>| Position {
        strain: play.contract().strain(),
        hands,
        leader: trick.leader,
        trick: trick.cards.clone(),
    };
    let mut solver = Solver::new(SolverConfig { tt_bytes: 16 << 20 });
    let actual = BySeat::from_fn(|s| play.hand(s));
    match claimer_tricks(&mut solver, &position(actual), claim.claimer) {
        Some(t) if t >= claim.tricks => {}
        Some(t) => return reject(Reason::new(r::REJECT_AS_LIE).arg("tricks", t).arg("claimed", claim.tricks)),
        None => return reject(Reason::new(r::REJECT_TOO_COMPLEX)),
    }
    let Some(view) = PlayView::of_hand(game, claim.claimer) else {
        return reject(Reason::new(r::REJECT_CANNOT_CHECK));
    };
    let knowledge = Knowledge::new(&view, BySeat::default(), Vec::new());
    let mut rng = SeededRng::new(seed_of(game, &view) ^ 0xc1a1_u64);
    let layouts = knowledge.sample(settings.level.effort().claim_samples, &mut rng).layouts;
    let n = layouts.len();
    let mut failing = 0;
    for hands in layouts {
        match claimer_tricks(&mut solver, &position(hands), claim.claimer) {
            Some(t) if t >= claim.tricks => {}
            _ => failing += 1,
        }
    }
    if failing == 0 {
        accept(Reason::new(r::ACCEPT_ALL_LAYOUTS).arg("n", n))
    } else {
        let template = match (declarer_claims, give) {
            (true, 0) => r::REJECT_LAYOUTS_DEFENCE_ONE,
            (true, _) => r::REJECT_LAYOUTS_DEFENCE_MORE,
            (false, 0) => r::REJECT_LAYOUTS_DECLARER_ONE,
            (false, _) => r::REJECT_LAYOUTS_DECLARER_MORE,
        };
        reject(Reason::new(template).arg("failing", failing).arg("n", n).arg("give", give))
    }
}

/// Double-dummy tricks of the claimer's side from `position`, or `None` past the node budget.
fn claimer_tricks(solver: &mut Solver, position: &Position, claimer: Seat) -> Option<u8> {
    let mut budget = Budget::unlimited().with_node_limit(NODES_PER_CLAIM_LAYOUT);
    let t = solver.tricks(position, &mut budget).ok()?;
    let left = u8::try_from(position.tricks_left()).ok()?;
    Some(if position.to_move().side() == claimer.side() { t } else { left.saturating_sub(t) })
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
