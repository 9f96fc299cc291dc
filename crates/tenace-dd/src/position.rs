//! A position to solve: what each hand still holds, the strain, and the
//! trick in progress. Plain serde data, so a Web Worker can receive it as a
//! message and the CLI as JSON.

use serde::{Deserialize, Serialize};
use tenace_bridge::{BySeat, Deal, Seat, Strain};
use tenace_cards::{Card, CardSet};

/// A double-dummy position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Position {
    pub strain: Strain,
    /// The cards each seat still holds (saved N E S W); the cards of the
    /// current trick are not in them.
    pub hands: BySeat<CardSet>,
    /// Who led (or is to lead) the current trick.
    pub leader: Seat,
    /// Cards already played to the current trick, the leader's first (0–3 cards).
    #[serde(default)]
    pub trick: Vec<Card>,
}

/// Why a position cannot be solved.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    #[error("{card} is held twice (by {first} and by {second})")]
    Duplicate { card: Card, first: Seat, second: Seat },
    #[error("{card} is both in the current trick and in {seat}'s hand")]
    PlayedAndHeld { card: Card, seat: Seat },
    #[error("the current trick lists {0} cards; a trick in progress has 0 to 3")]
    TrickTooLong(usize),
    #[error("{card} appears twice in the current trick")]
    RepeatedInTrick { card: Card },
    #[error("{seat} holds {count} cards but should hold {expected} given the trick in progress")]
    WrongCount { seat: Seat, count: usize, expected: usize },
    #[error("there are no cards left to play")]
    NoCards,
    #[error("{seat} played {card} to a {led} lead while still holding that suit")]
    Revoke { seat: Seat, card: Card, led: char },
}

impl Position {
    /// The start of play: every card in hand, `leader` on lead.
    pub fn opening(deal: &Deal, strain: Strain, leader: Seat) -> Position {
        Position { strain, hands: deal.hands(), leader, trick: Vec::new() }
    }

    /// Whose turn it is.
    pub fn to_move(&self) -> Seat {
        self.leader.advance(self.trick.len())
    }

    /// Tricks still to be won, counting the one in progress.
    pub fn tricks_left(&self) -> usize {
        self.hands[self.leader].len() + usize::from(!self.trick.is_empty())
    }

    /// Checks that the cards add up: no card twice, hand sizes consistent with
    /// the trick in progress, and no revoke in it.
    pub fn validate(&self) -> Result<(), PositionError> {
        if self.trick.len() > 3 {
            return Err(PositionError::TrickTooLong(self.trick.len()));
        }
        for (i, (first, a)) in self.hands.iter().enumerate() {
            for (second, b) in self.hands.iter().skip(i + 1) {
                if let Some(card) = a.intersection(*b).iter().next() {
                    return Err(PositionError::Duplicate { card, first, second });
                }
            }
        }
        let mut seen = CardSet::EMPTY;
        for (k, &card) in self.trick.iter().enumerate() {
            if !seen.insert(card) {
                return Err(PositionError::RepeatedInTrick { card });
            }
            let seat = self.leader.advance(k);
            if let Some(holder) = self.hands.find(|h| h.contains(card)) {
                return Err(PositionError::PlayedAndHeld { card, seat: holder });
            }
            if let Some(&lead) = self.trick.first() {
                if card.suit != lead.suit && self.hands[seat].suit_len(lead.suit) > 0 {
                    return Err(PositionError::Revoke { seat, card, led: lead.suit.letter() });
                }
            }
        }
        let after = self.hands[self.leader].len();
        for k in 0..4 {
            let seat = self.leader.advance(k);
            let expected = if k < self.trick.len() || self.trick.is_empty() { after } else { after + 1 };
            let count = self.hands[seat].len();
            if count != expected {
                return Err(PositionError::WrongCount { seat, count, expected });
            }
        }
        if self.tricks_left() == 0 {
            return Err(PositionError::NoCards);
        }
        Ok(())
    }
}

/// What one card is worth: the tricks the side to move takes from here
/// (counting the trick in progress) if it is played now.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardValue {
    pub card: Card,
    pub tricks: u8,
}

/// The answer for a position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PositionSolution {
    pub to_move: Seat,
    /// The most tricks the side to move can take from here, counting the trick in progress.
    pub tricks: u8,
    /// Every legal card, in the order a hand is displayed (♠ first, high to low).
    pub cards: Vec<CardValue>,
}

impl PositionSolution {
    /// How many tricks playing `card` costs against the best card: 0 for "=", 1 for "−1".
    pub fn cost(&self, card: Card) -> Option<u8> {
        self.cards.iter().find(|v| v.card == card).map(|v| self.tricks - v.tricks)
    }
}
