//! The robots' card play: sampling plus double-dummy.
//!
//! For each card a robot deals layouts of the cards it cannot see that fit
//! the auction, the play so far and partner's signals ([`crate::sampling`]),
//! solves every legal card on each layout double-dummy
//! ([`crate::simulation`]) and plays the card with the best average: tricks
//! at matchpoints, the contract first at IMPs and rubber. Among cards that
//! come out equal it gives a signal when defending, otherwise follows the
//! rules of thumb ([`crate::heuristic`]), otherwise plays the lowest. The
//! opening lead has its own simulation over textbook candidates
//! ([`crate::opening_lead`]). When the cards agree in every layout the robot
//! claims.

use crate::heuristic::sequence_top;
use crate::level::{Effort, PlaySettings};
use crate::reason::{self as r, Reason};
use crate::sampling::{seed_of, Knowledge};
use crate::simulation::{evaluate, sure_equivalents, Evaluation, Goal};
use crate::view::PlayView;
use crate::{heuristic, opening_lead, signals, Bidding, Decision};
use tenace_bridge::{Action, Game, Seat};
use tenace_cards::{Card, CardSet, SeededRng, Suit};
use tenace_dd::{Solver, SolverConfig};

/// A card and why it was chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardChoice {
    pub card: Card,
    /// Why, in English (for the command line and the tests).
    pub reason: String,
    /// Why, to be shown in the player's language.
    pub why: Reason,
}

impl CardChoice {
    pub fn new(card: Card, why: Reason) -> CardChoice {
        CardChoice { card, reason: why.english(), why }
    }
}

/// Claims on agreeing layouts are made only when at least this many were solved.
const MIN_LAYOUTS_TO_CLAIM: usize = 4;

/// A claim of fewer than all the tricks only this late: earlier, the
/// opponents may still go wrong.
const PARTIAL_CLAIM_TRICKS: u8 = 5;

/// The card for the hand due to play, at the default level and with SAYC.
pub fn choose_card(game: &Game) -> Option<CardChoice> {
    choose_card_with(game, &Bidding::default(), PlaySettings::default())
}

/// The card for the hand due to play, never a claim.
pub fn choose_card_with(game: &Game, bidding: &Bidding, settings: PlaySettings) -> Option<CardChoice> {
    let hand = game.to_act()?;
    let seat = game.controller(hand);
    match think(game, seat, bidding, settings, false)? {
        Thought::Card(choice) => Some(choice),
        Thought::Claim(_) => None,
    }
}

/// What `seat` does in the play: a claim, a concession or a card (for
/// dummy too when `seat` is declarer). `None` when it is not its turn.
pub fn decide_play(game: &Game, seat: Seat, bidding: &Bidding, settings: PlaySettings) -> Option<Decision> {
    let hand = game.to_act()?;
    if game.controller(hand) != seat {
        return None;
    }
    // After a rejected claim the robot plays on rather than claiming again.
    let may_claim = !matches!(game.log().last(), Some(Action::RejectClaim { .. }));
    if may_claim {
        if let Some(claim) = crate::claims::robot_claim(game, seat) {
            return Some(claim);
        }
    }
    match think(game, seat, bidding, settings, may_claim)? {
        Thought::Card(c) => Some(Decision::because(Action::Play { seat: hand, card: c.card }, c.why)),
        Thought::Claim(d) => Some(d),
    }
}

enum Thought {
    Card(CardChoice),
    Claim(Decision),
}

fn think(game: &Game, seat: Seat, bidding: &Bidding, settings: PlaySettings, may_claim: bool) -> Option<Thought> {
    let view = PlayView::of(game)?;
    let play = game.cardplay()?;
    let legal = game.legal_cards();
    let only = legal.iter().next()?;
    if legal.len() == 1 {
        return Some(Thought::Card(CardChoice::new(only, Reason::new(r::ONLY_LEGAL))));
    }
    let effort = settings.level.effort();
    let knowledge = Knowledge::of_game(game, &view, bidding);
    let mut rng = SeededRng::new(seed_of(game, &view));
    // The table starts small and grows only as far as the layouts need.
    let mut solver = Solver::new(SolverConfig::default());
    let won = play.tricks_won(view.hand_seat.side());
    let goal = Goal::of(&view, won, settings.aim);
    if play.cards_played_count() == 0 {
        return Some(Thought::Card(lead(game, &view, &knowledge, goal, effort, &mut rng, &mut solver)));
    }
    let first_round = view.trick.first().is_some_and(|(_, c)| !signals::led_before(play.completed_tricks(), c.suit));
    let gone: CardSet = play.completed_tricks().iter().flat_map(|t| t.cards.iter().copied()).collect();
    let groups = sure_equivalents(legal, gone);
    if groups.len() == 1 {
        let (card, why) = pick_among(game, &view, legal, first_round);
        let reason = match why {
            Some(w) => Reason::new(r::ALL_EQUAL_BECAUSE).inner("why", w),
            None => Reason::new(r::ALL_EQUAL),
        };
        return Some(Thought::Card(CardChoice::new(card, reason)));
    }
    let mut samples = knowledge.sample(effort.card.samples, &mut rng).layouts;
    samples.sort_by_key(|l| l.into_array().map(CardSet::bits));
    samples.dedup();
    let evaluation = evaluate(&view, legal, &samples, goal, effort.card, &mut solver);
    if evaluation.layouts == 0 {
        let fallback = heuristic::choose_card(game)?;
        let reason = Reason::new(r::TOO_BIG).with("why", fallback.why);
        return Some(Thought::Card(CardChoice::new(fallback.card, reason)));
    }
    let (card, why) = pick_among(game, &view, evaluation.equal_best(), first_round);
    if may_claim {
        if let Some(claim) = claim_from(&evaluation, &view, play.tricks_remaining(), card, seat) {
            return Some(Thought::Claim(claim));
        }
    }
    Some(Thought::Card(CardChoice::new(card, describe(&evaluation, card, goal, &view, why))))
}

/// The opening lead by simulation, or the rule-of-thumb lead when nothing could be solved.
fn lead(
    game: &Game,
    view: &PlayView,
    knowledge: &Knowledge,
    goal: Goal,
    effort: Effort,
    rng: &mut SeededRng,
    solver: &mut Solver,
) -> CardChoice {
    let candidates = opening_lead::candidates(view, game);
    let fallback = heuristic::opening_lead(view, game);
    if candidates.len() < 2 {
        return fallback;
    }
    let samples = knowledge.sample(effort.lead.samples, rng).layouts;
    let (scores, solved) = opening_lead::score(view, &candidates, &samples, goal, effort.lead, solver);
    opening_lead::best(&scores, solved).unwrap_or(fallback)
}

/// The card to play among cards that are equally good: a defender's
/// signal, else the rule of thumb's card, else the lowest (the top of a
/// sequence when leading).
fn pick_among(game: &Game, view: &PlayView, equal: CardSet, first_round: bool) -> (Card, Option<Reason>) {
    if let Some((card, why)) = signals::signal_card(view, equal, first_round) {
        return (card, Some(Reason::new(why)));
    }
    if let Some(h) = heuristic::choose_card(game).filter(|h| equal.contains(h.card)) {
        return (h.card, Some(h.why));
    }
    let lowest = equal.iter().min_by_key(|c| (Some(c.suit) == view.trump, c.rank));
    let Some(lowest) = lowest else { return (Card::new(Suit::Clubs, tenace_cards::Rank::Two), None) };
    if view.trick.is_empty() {
        if let Some(top) = sequence_top(view.hand, lowest.suit).filter(|c| equal.contains(*c)) {
            return (top, Some(Reason::new(r::SEQUENCE_TOP)));
        }
    }
    (lowest, None)
}

/// A claim when the card to play takes the same number of tricks in every
/// layout: all the rest, or late in the play a smaller number.
fn claim_from(evaluation: &Evaluation, view: &PlayView, remaining: u8, card: Card, seat: Seat) -> Option<Decision> {
    if !view.trick.is_empty() || remaining < 2 || evaluation.layouts < MIN_LAYOUTS_TO_CLAIM {
        return None;
    }
    let sure = evaluation.sure_tricks(card)?;
    let n = evaluation.layouts;
    let reason = if sure == remaining {
        Reason::new(r::CLAIM_ALL_LAYOUTS).arg("remaining", remaining).arg("n", n)
    } else if sure > 0 && remaining <= PARTIAL_CLAIM_TRICKS {
        Reason::new(r::CLAIM_SOME_LAYOUTS).arg("sure", sure).arg("remaining", remaining).arg("n", n)
    } else {
        return None;
    };
    Some(Decision::because(Action::claim(seat, sure), reason))
}

/// "3.4 tricks on average over 20 layouts; the contract makes in 17" and why this card of equals.
fn describe(evaluation: &Evaluation, card: Card, goal: Goal, view: &PlayView, why: Option<Reason>) -> Reason {
    let n = evaluation.layouts;
    let best = match evaluation.score(card) {
        None => Reason::new(r::BEST_DD),
        Some(score) => {
            let declaring = view.hand_seat.side() == view.contract.declarer.side();
            let template = match (goal.target <= 0, declaring) {
                (true, true) => r::BEST_MADE,
                (true, false) => r::BEST_BEATEN,
                (false, true) => r::BEST_MAKES,
                (false, false) => r::BEST_GOES_DOWN,
            };
            Reason::new(template)
                .arg("n", n)
                .arg("tricks", format!("{:.1}", score.tricks))
                .arg("reaching", score.reaching)
        }
    };
    match why {
        Some(w) => Reason::new(r::OF_EQUAL_CARDS).with("best", best).inner("why", w),
        None => best,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::level::PlayLevel;
    use crate::test_support::game_with;

    #[test]
    fn the_same_position_gets_the_same_card() {
        let g = game_with("AKQ2.AK3.AK2.432", "JT9.QJT.QJT.QJT9", "8765.8765.876.65", &["P", "P", "3N", "P", "P", "P"]);
        let fast = PlaySettings::at(PlayLevel::Fast);
        let a = choose_card_with(&g, &Bidding::default(), fast);
        assert!(a.is_some());
        assert_eq!(a, choose_card_with(&g, &Bidding::default(), fast));
    }
}
