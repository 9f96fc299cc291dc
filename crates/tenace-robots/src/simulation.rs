//! Double-dummy simulation: every legal card solved on every layout.
//!
//! Each layout is solved as if all cards were visible, which overrates a
//! card that works only because double-dummy "knows" where a queen is. The
//! averaging over layouts is what removes most of that: a finesse that
//! wins in half the layouts scores half. Ties are broken by how often a card
//! is as good as the best one, which favours plays that keep options open.

use crate::level::{Aim, Search};
use crate::view::PlayView;
use tenace_bridge::BySeat;
use tenace_cards::{Card, CardSet};
use tenace_dd::{Budget, Position, SolveError, Solver};

/// What the side to play wants from the tricks still to be played.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Goal {
    /// Tricks still needed, counting the trick in progress, to make (or beat)
    /// the contract; zero or less when it is already done.
    pub target: i32,
    pub aim: Aim,
}

/// A made (or beaten) contract is worth this many tricks when the aim is the contract.
pub const CONTRACT_BONUS: f64 = 4.0;

impl Goal {
    /// The goal of the side to play in `view`.
    pub fn of(view: &PlayView, won_so_far: u8, aim: Aim) -> Goal {
        let needed = i32::from(view.contract.tricks_needed());
        let target = if view.hand_seat.side() == view.contract.declarer.side() { needed } else { 14 - needed };
        Goal { target: target - i32::from(won_so_far), aim }
    }

    /// What `tricks` (from here) are worth.
    pub fn utility(&self, tricks: u8) -> f64 {
        let bonus = match self.aim {
            Aim::Contract if i32::from(tricks) >= self.target => CONTRACT_BONUS,
            _ => 0.0,
        };
        f64::from(tricks) + bonus
    }

    pub fn reached(&self, tricks: u8) -> bool {
        i32::from(tricks) >= self.target
    }
}

/// One card's record over the layouts solved.
#[derive(Clone, Debug, PartialEq)]
pub struct CardScore {
    pub card: Card,
    /// Mean tricks from here for the side to play.
    pub tricks: f64,
    /// Mean [`Goal::utility`].
    pub utility: f64,
    /// Layouts where the card is as good as the best card.
    pub best: usize,
    /// Layouts where it reaches the goal.
    pub reaching: usize,
}

/// Every legal card scored over the layouts that were solved in budget.
#[derive(Clone, Debug, PartialEq)]
pub struct Evaluation {
    /// Layouts solved (those the node budget ran out on are left out).
    pub layouts: usize,
    pub scores: Vec<CardScore>,
    /// The best result in each solved layout.
    pub best_each: Vec<u8>,
    /// Each card's tricks in each solved layout (rows follow `scores`).
    pub values: Vec<Vec<u8>>,
    /// Search nodes spent.
    pub nodes: u64,
}

impl Evaluation {
    /// The highest-scoring cards, best first: by mean utility, then by how
    /// often the card is as good as the best.
    pub fn ranked(&self) -> Vec<&CardScore> {
        let mut order: Vec<&CardScore> = self.scores.iter().collect();
        order.sort_by(|a, b| b.utility.total_cmp(&a.utility).then(b.best.cmp(&a.best)));
        order
    }

    /// The cards as good as the top one on both counts.
    pub fn equal_best(&self) -> CardSet {
        let ranked = self.ranked();
        let Some(top) = ranked.first() else { return CardSet::EMPTY };
        ranked.iter().filter(|s| (s.utility - top.utility).abs() < 1e-9 && s.best == top.best).map(|s| s.card).collect()
    }

    pub fn score(&self, card: Card) -> Option<&CardScore> {
        self.scores.iter().find(|s| s.card == card)
    }

    /// The tricks `card` takes in every solved layout, when it is the same in all.
    pub fn sure_tricks(&self, card: Card) -> Option<u8> {
        let i = self.scores.iter().position(|s| s.card == card)?;
        let row = &self.values[i];
        let first = *row.first()?;
        row.iter().all(|&t| t == first).then_some(first)
    }
}

/// Solves the position of `view` on each layout (the four remaining hands)
/// until the layouts or the budget of `search` run out.
pub fn evaluate(
    view: &PlayView,
    legal: CardSet,
    layouts: &[BySeat<CardSet>],
    goal: Goal,
    search: Search,
    solver: &mut Solver,
) -> Evaluation {
    let cards: Vec<Card> = legal.iter().collect();
    let mut values: Vec<Vec<u8>> = vec![Vec::with_capacity(layouts.len()); cards.len()];
    let mut best_each = Vec::with_capacity(layouts.len());
    let mut nodes = 0u64;
    let leader = view.trick.first().map(|(s, _)| *s).unwrap_or(view.hand_seat);
    let trick: Vec<Card> = view.trick.iter().map(|(_, c)| *c).collect();
    for hands in layouts {
        if search.spent(nodes, best_each.len()) {
            break;
        }
        let position = Position { strain: view.contract.strain(), hands: *hands, leader, trick: trick.clone() };
        let mut budget = Budget::unlimited().with_node_limit(search.max_nodes - nodes);
        let solved = solver.solve_position(&position, &mut budget);
        nodes += budget.nodes();
        let solution = match solved {
            Ok(s) => s,
            Err(SolveError::NodeLimit { .. } | SolveError::Cancelled { .. }) => break,
            Err(SolveError::Position(_)) => continue,
        };
        let row: Option<Vec<u8>> =
            cards.iter().map(|c| solution.cards.iter().find(|v| v.card == *c)).map(|v| v.map(|v| v.tricks)).collect();
        let Some(row) = row else { continue };
        for (column, t) in values.iter_mut().zip(row) {
            column.push(t);
        }
        best_each.push(solution.tricks);
    }
    let n = best_each.len();
    let scores = cards
        .iter()
        .zip(&values)
        .map(|(&card, row)| {
            let mean =
                |f: &dyn Fn(u8) -> f64| if n == 0 { 0.0 } else { row.iter().map(|&t| f(t)).sum::<f64>() / n as f64 };
            CardScore {
                card,
                tricks: mean(&|t| f64::from(t)),
                utility: mean(&|t| goal.utility(t)),
                best: row.iter().zip(&best_each).filter(|(t, b)| t == b).count(),
                reaching: row.iter().filter(|&&t| goal.reached(t)).count(),
            }
        })
        .collect();
    Evaluation { layouts: n, scores, best_each, values, nodes }
}

/// Groups of legal cards that are equivalent whatever the layout: cards of
/// one suit with nothing between them but our own cards and cards gone in
/// completed tricks. A decision with one group needs no search.
pub fn sure_equivalents(legal: CardSet, gone: CardSet) -> Vec<CardSet> {
    let mut groups: Vec<CardSet> = Vec::new();
    for suit in tenace_cards::Suit::ASCENDING {
        let mut current = CardSet::EMPTY;
        let mut last: Option<Card> = None;
        for card in legal.suit(suit).iter() {
            let touching = last.is_some_and(|l| {
                (l.rank.value() + 1..card.rank.value())
                    .all(|v| tenace_cards::Rank::from_value(v).is_some_and(|r| gone.contains(Card::new(suit, r))))
            });
            if !touching && !current.is_empty() {
                groups.push(current);
                current = CardSet::EMPTY;
            }
            current.insert(card);
            last = Some(card);
        }
        if !current.is_empty() {
            groups.push(current);
        }
    }
    groups
}

#[cfg(test)]
mod tests {
    use super::*;
    use tenace_cards::Suit;

    fn set(s: &str) -> CardSet {
        CardSet::parse_dotted(s, Suit::DESCENDING).unwrap_or_default()
    }

    #[test]
    fn equivalents_join_across_gone_cards_only() {
        // ♠Q and ♠T with the jack gone are one card; the 2 is apart (3–9 are out there).
        let groups = sure_equivalents(set("QT2..."), set("J..."));
        assert_eq!(groups, vec![set("2..."), set("QT...")]);
        // Without the jack gone, Q and T are different cards.
        assert_eq!(sure_equivalents(set("QT..."), CardSet::EMPTY).len(), 2);
    }

    #[test]
    fn the_contract_bonus_counts_only_at_the_target() {
        let goal = Goal { target: 3, aim: Aim::Contract };
        assert_eq!(goal.utility(2), 2.0);
        assert_eq!(goal.utility(3), 3.0 + CONTRACT_BONUS);
        let tricks = Goal { target: 3, aim: Aim::Tricks };
        assert_eq!(tricks.utility(3), 3.0);
    }
}
