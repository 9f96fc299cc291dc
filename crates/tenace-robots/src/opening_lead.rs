//! The opening lead: a few candidates from the classic rules, each tried
//! double-dummy on layouts that fit the auction.
//!
//! One card per suit, chosen the textbook way (top of a sequence, top of a
//! doubleton, fourth best from an honour, top of nothing), plus the
//! heuristic player's own choice (partner's suit, a singleton against a
//! suit contract). Double-dummy then picks the suit; the textbook picks the
//! card within it. A small prior keeps the classic preferences when the
//! simulation cannot tell candidates apart, and discourages leading away
//! from an unsupported honour against a suit contract, which double-dummy
//! punishes less than real declarers do.

use crate::card_play::CardChoice;
use crate::heuristic::{fourth_best, has_honour, opening_lead as heuristic_lead, partners_suit, sequence_top};
use crate::level::Search;
use crate::reason::{self as r, Reason};
use crate::simulation::Goal;
use crate::view::PlayView;
use tenace_bridge::{BySeat, Game};
use tenace_cards::{Card, CardSet, Rank, Suit};
use tenace_dd::{Budget, Position, SolveError, Solver};

/// A lead worth trying, with the rule that proposes it.
#[derive(Clone, Debug, PartialEq)]
pub struct Candidate {
    pub card: Card,
    pub rule: Reason,
    /// Tricks added to the simulated mean: the textbook's preference.
    pub prior: f64,
}

/// The candidates for the opening leader of `view`, first choice first.
pub fn candidates(view: &PlayView, game: &Game) -> Vec<Candidate> {
    let hand = view.hand;
    let trump = view.trump;
    let partner_suit = partners_suit(game, view.hand_seat);
    let mut out: Vec<Candidate> = Vec::new();
    let mut add = |card: Card, rule: Reason, prior: f64| {
        if hand.contains(card) && !out.iter().any(|c| c.card == card) {
            out.push(Candidate { card, rule, prior });
        }
    };
    let first = heuristic_lead(view, game);
    let first_prior = if partner_suit == Some(first.card.suit) { 0.3 } else { 0.1 };
    add(first.card, first.why, first_prior);
    for suit in Suit::DESCENDING {
        let cards = hand.suit(suit);
        if cards.is_empty() {
            continue;
        }
        let (card, rule, mut prior) = textbook_card(hand, suit, trump);
        if Some(suit) == partner_suit {
            prior += 0.3;
        }
        if trump.is_some() && trump != Some(suit) && leads_away_from_honour(cards, card) {
            prior -= 0.3;
        }
        add(card, rule, prior);
    }
    out
}

/// The conventional card from `suit`, its rule and prior.
fn textbook_card(hand: CardSet, suit: Suit, trump: Option<Suit>) -> (Card, Reason, f64) {
    let cards = hand.suit(suit);
    let rule = |template: &str| Reason::new(template).arg("suit", suit.symbol());
    let lowest = cards.iter().next();
    let highest = cards.iter().next_back();
    let (Some(low), Some(high)) = (lowest, highest) else {
        return (Card::new(suit, Rank::Two), rule(r::LOWEST), 0.0);
    };
    if Some(suit) == trump {
        return (low, rule(r::LEAD_TRUMP), -0.1);
    }
    if let Some(top) = sequence_top(hand, suit).filter(|_| cards.len() >= 2) {
        return (top, rule(r::SEQUENCE_TOP_IN), 0.2);
    }
    match cards.len() {
        1 if trump.is_some() => return (high, rule(r::LEAD_SINGLETON_RUFF), 0.1),
        1 => return (high, rule(r::LEAD_SINGLETON), -0.1),
        2 => return (high, rule(r::LEAD_DOUBLETON), 0.0),
        _ => {}
    }
    if trump.is_some() && high.rank == Rank::Ace {
        return (high, rule(r::LEAD_ACE), 0.0);
    }
    if has_honour(hand, suit) {
        let card = fourth_best(hand, suit).unwrap_or(low);
        return (card, rule(r::LEAD_FOURTH_BEST), 0.05);
    }
    (high, rule(r::LEAD_TOP_OF_NOTHING), 0.0)
}

/// Leading a small card from a suit headed by an ace or a king without the next honour.
fn leads_away_from_honour(cards: CardSet, lead: Card) -> bool {
    let has = |r: Rank| cards.contains(Card::new(lead.suit, r));
    let unsupported_king = has(Rank::King) && !has(Rank::Queen) && !has(Rank::Ace);
    (has(Rank::Ace) || unsupported_king) && lead.rank < Rank::Ten
}

/// One candidate's record over the layouts.
#[derive(Clone, Debug, PartialEq)]
pub struct LeadScore {
    pub candidate: Candidate,
    /// Mean defensive tricks.
    pub tricks: f64,
    /// Mean utility plus the prior.
    pub score: f64,
    /// Layouts where the lead beats the contract.
    pub beating: usize,
}

/// Scores each candidate on each layout; layouts the budget does not cover
/// fully are left out so every candidate is judged on the same layouts.
pub fn score(
    view: &PlayView,
    candidates: &[Candidate],
    layouts: &[BySeat<CardSet>],
    goal: Goal,
    search: Search,
    solver: &mut Solver,
) -> (Vec<LeadScore>, usize) {
    let mut sums = vec![(0u32, 0.0f64, 0usize); candidates.len()];
    let mut nodes = 0u64;
    let mut solved = 0usize;
    let leader = view.hand_seat;
    // Declarer's tricks after the last lead solved: the next candidate's
    // search starts from it (leads of one layout, and the same lead in the
    // next layout, usually differ by a trick or less).
    let mut guess: Option<u8> = None;
    'layouts: for hands in layouts {
        if search.spent(nodes, solved) {
            break;
        }
        let mut row = Vec::with_capacity(candidates.len());
        for c in candidates {
            if nodes >= search.max_nodes {
                break 'layouts;
            }
            let mut after = *hands;
            after[leader].remove(c.card);
            let position = Position { strain: view.contract.strain(), hands: after, leader, trick: vec![c.card] };
            let mut budget = Budget::unlimited().with_node_limit(search.max_nodes - nodes);
            let result = match guess {
                Some(g) => solver.tricks_near(&position, g, &mut budget),
                None => solver.tricks(&position, &mut budget),
            };
            if let Ok(t) = result {
                guess = Some(t);
            }
            nodes += budget.nodes();
            match result {
                // The side to move after the lead is declarer's: the defence has the rest.
                Ok(t) => row.push((position.tricks_left() as u8).saturating_sub(t)),
                Err(SolveError::Position(_)) => continue 'layouts,
                Err(_) => break 'layouts,
            }
        }
        for (sum, t) in sums.iter_mut().zip(row) {
            sum.0 += u32::from(t);
            sum.1 += goal.utility(t);
            sum.2 += usize::from(goal.reached(t));
        }
        solved += 1;
    }
    let n = solved.max(1) as f64;
    let scores = candidates
        .iter()
        .zip(sums)
        .map(|(c, (tricks, utility, beating))| LeadScore {
            candidate: c.clone(),
            tricks: f64::from(tricks) / n,
            score: utility / n + c.prior,
            beating,
        })
        .collect();
    (scores, solved)
}

/// The best-scoring lead and its reason; `None` when no layout was solved.
pub fn best(scores: &[LeadScore], solved: usize) -> Option<CardChoice> {
    if solved == 0 {
        return None;
    }
    let best = scores.iter().fold(None::<&LeadScore>, |acc, s| match acc {
        Some(a) if a.score >= s.score => Some(a),
        _ => Some(s),
    })?;
    let why = Reason::new(r::OPENING_LEAD)
        .inner("lead", best.candidate.rule.clone())
        .arg("tricks", format!("{:.1}", best.tricks))
        .arg("beats", best.beating)
        .arg("n", solved);
    Some(CardChoice::new(best.candidate.card, why))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hand(s: &str) -> CardSet {
        CardSet::parse_dotted(s, Suit::DESCENDING).unwrap_or_default()
    }

    #[test]
    fn textbook_cards() {
        let h = hand("KQJ4.T862.A73.95");
        assert_eq!(textbook_card(h, Suit::Spades, None).0.to_string(), "♠K");
        assert_eq!(textbook_card(h, Suit::Hearts, None).0.to_string(), "♥T");
        assert_eq!(textbook_card(h, Suit::Clubs, None).0.to_string(), "♣9");
        // Against a suit contract the ace is led rather than underled.
        assert_eq!(textbook_card(h, Suit::Diamonds, Some(Suit::Spades)).0.to_string(), "♦A");
        assert!(leads_away_from_honour(hand("..K73."), Card::new(Suit::Diamonds, Rank::Three)));
        assert!(!leads_away_from_honour(hand("..KQ73."), Card::new(Suit::Diamonds, Rank::Three)));
    }
}
