//! Defenders' signals, standard style: on partner's lead a high spot card
//! encourages (an honour in the suit), a low one discourages; when declarer
//! leads a suit, high-low shows an even number and low first an odd one.
//!
//! Robots give a signal only when double-dummy finds the cards equal, so a
//! signal never costs a trick, and read partner's signals as soft evidence
//! when they deal layouts (see [`crate::sampling`]).

use crate::view::PlayView;
use tenace_bridge::{BySuit, Play, Seat, Trick};
use tenace_cards::{Card, CardSet, Rank, Suit};

/// What a spot card said.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Signal {
    /// "I like this suit": an ace, king or queen in it.
    Encourage,
    /// "I do not": no ace or king in it.
    Discourage,
    /// An even number of cards in the suit.
    Even,
    /// An odd number.
    Odd,
}

/// A signal partner gave, as a statement about partner's thirteen cards.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Clue {
    pub seat: Seat,
    pub suit: Suit,
    pub signal: Signal,
}

impl Clue {
    /// Is the signal true of this (thirteen-card) hand?
    pub fn fits(&self, hand: CardSet) -> bool {
        let s = hand.suit(self.suit);
        let has = |r: Rank| s.contains(Card::new(self.suit, r));
        match self.signal {
            Signal::Encourage => has(Rank::Ace) || has(Rank::King) || has(Rank::Queen),
            Signal::Discourage => !has(Rank::Ace) && !has(Rank::King),
            Signal::Even => s.len() % 2 == 0,
            Signal::Odd => s.len() % 2 == 1,
        }
    }
}

/// Spot cards from this rank up read as high, and up to [`LOW`] as low.
const HIGH: Rank = Rank::Seven;
const LOW: Rank = Rank::Three;

/// Partner's signals so far, read by a defender (nothing for declarer's side:
/// declarer reads no signals yet).
pub fn read(play: &Play, view: &PlayView) -> Vec<Clue> {
    if view.is_declarer_side() {
        return Vec::new();
    }
    let me = view.controller;
    let partner = me.partner();
    let trump = play.trump();
    let mut led_before = BySuit::splat(false);
    let mut clues = Vec::new();
    for trick in play.completed_tricks() {
        let Some(led) = trick.led_suit() else { continue };
        let first_round = !led_before[led];
        led_before[led] = true;
        if !first_round || trick.winner(trump) == Some(partner) {
            continue;
        }
        let Some((_, card)) = trick.plays().find(|(s, _)| *s == partner) else { continue };
        if card.suit != led || card.rank > Rank::Nine || (card.rank > LOW && card.rank < HIGH) {
            continue;
        }
        let high = card.rank >= HIGH;
        let signal = if trick.leader == me {
            if high {
                Signal::Encourage
            } else {
                Signal::Discourage
            }
        } else if trick.leader.side() != me.side() {
            if high {
                Signal::Even
            } else {
                Signal::Odd
            }
        } else {
            continue;
        };
        clues.push(Clue { seat: partner, suit: led, signal });
    }
    clues
}

/// Has the suit been led in an earlier trick?
pub fn led_before(tricks: &[Trick], suit: Suit) -> bool {
    tricks.iter().any(|t| t.led_suit() == Some(suit))
}

/// The signalling card among `equal` (cards double-dummy values alike) for a
/// defender following suit to the first round of it, and why (a
/// [`crate::reason`] template).
pub fn signal_card(view: &PlayView, equal: CardSet, first_round: bool) -> Option<(Card, &'static str)> {
    use crate::reason as r;
    if view.is_declarer_side() || !first_round {
        return None;
    }
    let &(leader, lead) = view.trick.first()?;
    let spots: Vec<Card> = equal.suit(lead.suit).iter().filter(|c| c.rank <= Rank::Nine).collect();
    let (low, high) = (*spots.first()?, *spots.last()?);
    if spots.len() < 2 {
        return None;
    }
    let holding = view.hand.suit(lead.suit);
    if leader == view.controller.partner() {
        let honour =
            [Rank::Ace, Rank::King, Rank::Queen].into_iter().any(|r| holding.contains(Card::new(lead.suit, r)));
        Some(if honour { (high, r::SIGNAL_ENCOURAGE) } else { (low, r::SIGNAL_DISCOURAGE) })
    } else if leader.side() != view.controller.side() {
        Some(if holding.len() % 2 == 0 { (high, r::COUNT_EVEN) } else { (low, r::COUNT_ODD) })
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hand(s: &str) -> CardSet {
        CardSet::parse_dotted(s, Suit::DESCENDING).unwrap_or_default()
    }

    #[test]
    fn clues_are_statements_about_a_hand() {
        let encourage = Clue { seat: Seat::East, suit: Suit::Spades, signal: Signal::Encourage };
        assert!(encourage.fits(hand("K72.5432.5432.32")));
        assert!(!encourage.fits(hand("J72.5432.5432.32")));
        let even = Clue { seat: Seat::East, suit: Suit::Hearts, signal: Signal::Even };
        assert!(even.fits(hand("K72.5432.5432.32")));
        assert!(!Clue { signal: Signal::Odd, ..even }.fits(hand("K72.5432.5432.32")));
    }
}
