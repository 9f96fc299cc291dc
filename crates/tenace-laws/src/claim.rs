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
use tenace_bridge::{Play, Seat, Side};
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

/// The director's decision on a disputed claim.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClaimVerdict {
    /// Tricks of those remaining awarded to the claimer's side.
    pub claimer_tricks: u8,
    /// The most the claimer's side can take double-dummy.
    pub double_dummy: u8,
    /// False when the node budget ran out and the double-dummy result was used.
    pub exact: bool,
}

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
    let mut search = Search { solver, side, line: &claim.line, nodes: 0 };
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
        hands: Seat::ALL.map(|s| play.hand(s)),
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
}

impl Search<'_> {
    /// The fewest tricks the claimer's side takes from here; `None` when over budget.
    fn worst(&mut self, play: Play) -> Result<Option<u8>, ClaimError> {
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
