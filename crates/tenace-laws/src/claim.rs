//! Disputed claims (2017 Laws 68–71; 1930s "Selgusetus võtete suhtes").
//!
//! Doubtful points go against the claimer. The approximation: the claimer's
//! side may take any "normal" line — it follows its stated order of leads
//! while it can, and otherwise leads the top card of a suit, follows with
//! its highest or lowest card (never a finesse it did not state), ruffs with
//! its lowest winning trump or discards the lowest card of a suit — while
//! the defenders play double-dummy (the cards [`tenace_dd::Solver`] rates
//! best). The claimer gets the fewest tricks over those lines, never more
//! than claimed. If the search exceeds its node budget, the double-dummy
//! result for the claimer stands in for it (this favours the claimer, and the
//! verdict says so).

use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use tenace_bridge::{BySeat, Play, Seat, Side};
use tenace_cards::{Card, CardSet};
use tenace_dd::{Budget, Position, Solver};

/// What the claimer said.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClaimStatement {
    pub claimer: Seat,
    /// Tricks claimed of those still to play.
    pub tricks: u8,
    /// The leads the claimer announced, in order (may be empty: no line stated).
    pub line: Vec<Card>,
}

/// The director's decision on a disputed claim: the bridge game keeps it
/// with the ruling, so a tutored deal replays without the solver.
pub use tenace_bridge::laws::ClaimVerdict;

/// Why a claim could not be judged.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ClaimError {
    #[error("the claim cannot be judged: {0}")]
    Solver(#[from] tenace_dd::SolveError),
    #[error("there are no tricks left to claim")]
    NothingLeft,
}

/// Search nodes before falling back to the double-dummy result.
const NODE_LIMIT: u32 = 4000;

/// Decides a disputed claim from the position in `play`.
pub fn adjudicate(play: &Play, claim: &ClaimStatement) -> Result<ClaimVerdict, ClaimError> {
    if play.is_complete() {
        return Err(ClaimError::NothingLeft);
    }
    let mut solver = Solver::default();
    let side = claim.claimer.side();
    let dd = side_tricks(&mut solver, play, side)?;
    let mut search = Search { solver, side, line: &claim.line, nodes: 0, seen: HashMap::new() };
    let (worst, exact) = match search.worst(play.clone()) {
        Ok(Some(t)) => (t, true),
        Ok(None) => (dd, false),
        Err(e) => return Err(e),
    };
    Ok(ClaimVerdict { claimer_tricks: worst.min(claim.tricks), double_dummy: dd, exact })
}

fn position(play: &Play) -> Position {
    let trick = play.current_trick();
    Position {
        strain: play.contract().strain(),
        hands: BySeat::from_fn(|s| play.hand(s)),
        leader: trick.leader,
        trick: trick.cards.clone(),
    }
}

/// Double-dummy tricks for `side` from here (counting the trick in progress).
fn side_tricks(solver: &mut Solver, play: &Play, side: Side) -> Result<u8, ClaimError> {
    let pos = position(play);
    let left = pos.tricks_left() as u8;
    let mover = solver.tricks(&pos, &mut Budget::unlimited())?;
    Ok(if pos.to_move().side() == side { mover } else { left - mover })
}

struct Search<'a> {
    solver: Solver,
    side: Side,
    line: &'a [Card],
    nodes: u32,
    /// Positions already searched (the same cards can be reached in several orders).
    seen: HashMap<Key, u8>,
}

/// A position: the hands, who leads the trick and the cards in it. The
/// stated line is consumed by cards played, which the hands determine.
type Key = ([u64; 4], Seat, Vec<Card>);

fn key(play: &Play) -> Key {
    let trick = play.current_trick();
    (Seat::ALL.map(|s| play.hand(s).bits()), trick.leader, trick.cards.clone())
}

impl Search<'_> {
    /// The fewest tricks the claimer's side takes from here; `None` when over budget.
    fn worst(&mut self, play: Play) -> Result<Option<u8>, ClaimError> {
        let k = key(&play);
        if let Some(t) = self.seen.get(&k) {
            return Ok(Some(*t));
        }
        let found = self.search(play)?;
        if let Some(t) = found {
            self.seen.insert(k, t);
        }
        Ok(found)
    }

    fn search(&mut self, play: Play) -> Result<Option<u8>, ClaimError> {
        self.nodes += 1;
        if self.nodes > NODE_LIMIT {
            return Ok(None);
        }
        let Some(seat) = play.to_play() else { return Ok(Some(0)) };
        let candidates = if seat.side() == self.side { self.normal_cards(&play, seat) } else { self.defence(&play)? };
        let mut best: Option<u8> = None;
        for card in candidates.iter() {
            let mut next = play.clone();
            let Ok(played) = next.play(card) else { continue };
            let won = u8::from(played.trick_won_by.map(|w| w.side()) == Some(self.side));
            let Some(rest) = self.worst(next)? else { return Ok(None) };
            let total = won + rest;
            best = Some(best.map_or(total, |b| b.min(total)));
        }
        Ok(best.or(Some(0)))
    }

    /// The claimer's side's normal cards (see the module docs).
    fn normal_cards(&self, play: &Play, seat: Seat) -> CardSet {
        let legal = play.legal_cards(seat);
        let trick = play.current_trick();
        let mut set = CardSet::EMPTY;
        match trick.led_suit() {
            None => {
                let played: Vec<Card> = play.cards_played().map(|(_, c)| c).collect();
                if let Some(next) = self.line.iter().find(|c| !played.contains(c)) {
                    if legal.contains(*next) {
                        return set.with(*next);
                    }
                }
                for suit in tenace_cards::Suit::ASCENDING {
                    if let Some(c) = legal.highest_in(suit) {
                        set.insert(c);
                    }
                }
            }
            Some(led) if legal.suit_len(led) > 0 => {
                for c in [legal.highest_in(led), legal.lowest_in(led)].into_iter().flatten() {
                    set.insert(c);
                }
            }
            Some(_) => {
                let trump = play.trump();
                for suit in tenace_cards::Suit::ASCENDING {
                    if Some(suit) == trump {
                        let winner = legal.suit(suit).iter().find(|c| {
                            let mut t = trick.clone();
                            t.cards.push(*c);
                            t.winning(trump).map(|(s, _)| s) == Some(seat)
                        });
                        if let Some(c) = winner {
                            set.insert(c);
                        }
                    } else if let Some(c) = legal.lowest_in(suit) {
                        set.insert(c);
                    }
                }
            }
        }
        if set.is_empty() {
            legal
        } else {
            set
        }
    }

    /// The defenders' double-dummy best cards: per suit the highest and lowest of them.
    fn defence(&mut self, play: &Play) -> Result<CardSet, ClaimError> {
        let solution = self.solver.solve_position(&position(play), &mut Budget::unlimited())?;
        let mut best = CardSet::EMPTY;
        for v in solution.cards.iter().filter(|v| v.tricks == solution.tricks) {
            best.insert(v.card);
        }
        let mut set = CardSet::EMPTY;
        for suit in tenace_cards::Suit::ASCENDING {
            if let Some(c) = best.highest_in(suit) {
                set.insert(c);
            }
            if let Some(c) = best.lowest_in(suit) {
                set.insert(c);
            }
        }
        Ok(set)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tenace_bridge::{Bid, Contract, Deal, Penalty, Strain};

    const DEAL: &str = "N:K7.J75.QJT53.A86 J42.T82.K8.KQ943 T9.K964.A9742.J5 AQ8653.AQ3.6.T72";

    /// 4♠ by West after `tricks` tricks of lowest-legal-card play.
    fn late_position(tricks: usize) -> Play {
        let deal = Deal::from_pbn(DEAL).unwrap();
        let contract = Contract::new(Bid::of(4, Strain::Spades).unwrap(), Penalty::Undoubled, Seat::West);
        let mut play = Play::new(&deal, contract);
        while play.completed_tricks().len() < tricks {
            let seat = play.to_play().unwrap();
            let card = play.legal_cards(seat).iter().next().unwrap();
            play.play(card).unwrap();
        }
        play
    }

    #[test]
    fn a_claim_of_everything_gets_at_most_the_double_dummy_tricks() {
        let play = late_position(7);
        let claim = ClaimStatement { claimer: Seat::West, tricks: 6, line: Vec::new() };
        let v = adjudicate(&play, &claim).unwrap();
        assert!(v.exact, "six tricks are searched in full");
        assert!(v.claimer_tricks <= v.double_dummy && v.claimer_tricks <= 6, "{v:?}");
    }

    #[test]
    fn a_modest_claim_the_normal_lines_make_stands() {
        let play = late_position(7);
        let probe = ClaimStatement { claimer: Seat::West, tricks: 6, line: Vec::new() };
        let worst = adjudicate(&play, &probe).unwrap().claimer_tricks;
        let claim = ClaimStatement { claimer: Seat::West, tricks: worst, line: Vec::new() };
        assert_eq!(adjudicate(&play, &claim).unwrap().claimer_tricks, worst);
        if worst > 0 {
            let greedy = ClaimStatement { claimer: Seat::West, tricks: worst + 1, line: Vec::new() };
            assert_eq!(
                adjudicate(&play, &greedy).unwrap().claimer_tricks,
                worst,
                "doubtful points against the claimer"
            );
        }
    }

    #[test]
    fn a_stated_line_is_followed_while_the_claimer_leads() {
        let play = (1..12)
            .map(late_position)
            .find(|p| p.to_play().map(|s| s.side()) == Some(Side::EastWest) && p.current_trick().cards.is_empty())
            .expect("declarer's side leads some trick");
        let leader = play.to_play().unwrap();
        let stated = play.hand(leader).iter().next().unwrap();
        let line = [stated];
        let search =
            Search { solver: Solver::default(), side: Side::EastWest, line: &line, nodes: 0, seen: HashMap::new() };
        assert_eq!(search.normal_cards(&play, leader), CardSet::EMPTY.with(stated));
        let unstated = Search { line: &[], ..search };
        let normal = unstated.normal_cards(&play, leader);
        assert!(normal.len() <= 4 && !normal.is_empty(), "the top card of each suit");
        for suit in tenace_cards::Suit::ASCENDING {
            assert_eq!(normal.suit(suit).iter().next(), play.hand(leader).highest_in(suit));
        }
    }

    #[test]
    fn nothing_left_to_claim() {
        let play = late_position(13);
        let claim = ClaimStatement { claimer: Seat::West, tricks: 0, line: Vec::new() };
        assert_eq!(adjudicate(&play, &claim), Err(ClaimError::NothingLeft));
    }
}
