//! Trick-taking primitives shared by bridge and Preferans: what may be
//! played to a trick, who wins it, and the count of tricks won.

use serde::{Deserialize, Serialize};
use tenace_cards::{Card, CardSet, Suit};

/// What a player must play to a trick that has been led.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum FollowRule {
    /// Follow suit if you can; otherwise any card (bridge).
    FollowSuit,
    /// Follow suit if you can; otherwise trump if you can; otherwise any
    /// card (Preferans P31).
    FollowSuitElseTrump,
}

/// Why a card may not be played to the trick.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FollowError {
    #[error("{card} is not in the hand")]
    NotHeld { card: Card },
    #[error("you must follow suit: you still hold {example}")]
    MustFollow { led: Suit, example: Card },
    #[error("you cannot follow suit, so you must play a trump: you hold {example}")]
    MustTrump { trump: Suit, example: Card },
}

/// The cards of `hand` that may be played to a trick led in `led` (`None`:
/// the player leads, anything goes).
pub fn legal_cards(hand: CardSet, led: Option<Suit>, trump: Option<Suit>, rule: FollowRule) -> CardSet {
    let Some(led) = led else { return hand };
    if hand.suit_len(led) > 0 {
        return hand.suit(led);
    }
    match (rule, trump) {
        (FollowRule::FollowSuitElseTrump, Some(t)) if hand.suit_len(t) > 0 => hand.suit(t),
        _ => hand,
    }
}

/// Is `card` from `hand` a legal play? The error names the rule and a card
/// that would have been legal.
pub fn check_card(
    hand: CardSet,
    card: Card,
    led: Option<Suit>,
    trump: Option<Suit>,
    rule: FollowRule,
) -> Result<(), FollowError> {
    if !hand.contains(card) {
        return Err(FollowError::NotHeld { card });
    }
    let legal = legal_cards(hand, led, trump, rule);
    if legal.contains(card) {
        return Ok(());
    }
    match (led, trump) {
        (Some(led), _) if hand.suit_len(led) > 0 => {
            Err(FollowError::MustFollow { led, example: hand.lowest_in(led).unwrap_or(card) })
        }
        (_, Some(trump)) => Err(FollowError::MustTrump { trump, example: hand.lowest_in(trump).unwrap_or(card) }),
        // Unreachable: without a suit to follow or a trump to play every card is legal.
        _ => Ok(()),
    }
}

/// The play winning so far: the highest trump, else the highest card of the
/// suit led (the first card's suit).
pub fn winning_play<P: Copy>(plays: &[(P, Card)], trump: Option<Suit>) -> Option<(P, Card)> {
    let mut best: Option<(P, Card)> = None;
    for &(player, card) in plays {
        best = match best {
            None => Some((player, card)),
            Some((_, top)) => {
                let beats = if card.suit == top.suit { card.rank > top.rank } else { Some(card.suit) == trump };
                if beats {
                    Some((player, card))
                } else {
                    best
                }
            }
        };
    }
    best
}

/// One trick: the cards in the order they were played, each with its player,
/// complete at `size` cards.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Trick<P> {
    size: u8,
    plays: Vec<(P, Card)>,
}

impl<P: Copy + Eq> Trick<P> {
    /// An empty trick that takes `size` cards (4 in bridge, 3 in Preferans).
    pub fn new(size: usize) -> Trick<P> {
        Trick { size: size as u8, plays: Vec::with_capacity(size) }
    }

    pub fn size(&self) -> usize {
        self.size as usize
    }

    pub fn plays(&self) -> &[(P, Card)] {
        &self.plays
    }

    pub fn cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.plays.iter().map(|(_, c)| *c)
    }

    pub fn leader(&self) -> Option<P> {
        self.plays.first().map(|(p, _)| *p)
    }

    pub fn led_suit(&self) -> Option<Suit> {
        self.plays.first().map(|(_, c)| c.suit)
    }

    pub fn is_empty(&self) -> bool {
        self.plays.is_empty()
    }

    pub fn is_complete(&self) -> bool {
        self.plays.len() >= self.size()
    }

    pub fn has_played(&self, player: P) -> bool {
        self.plays.iter().any(|(p, _)| *p == player)
    }

    /// Adds a card. The caller has checked turn and legality; a full trick
    /// takes no more cards (`false`).
    pub fn push(&mut self, player: P, card: Card) -> bool {
        if self.is_complete() {
            return false;
        }
        self.plays.push((player, card));
        true
    }

    /// Takes back the last card (a Laws correction).
    pub fn pop(&mut self) -> Option<(P, Card)> {
        self.plays.pop()
    }

    pub fn winning(&self, trump: Option<Suit>) -> Option<(P, Card)> {
        winning_play(&self.plays, trump)
    }

    /// The winner of a complete trick.
    pub fn winner(&self, trump: Option<Suit>) -> Option<P> {
        if self.is_complete() {
            self.winning(trump).map(|(p, _)| p)
        } else {
            None
        }
    }
}

/// Tricks won, per player; per side by any grouping of players.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TrickTally<P> {
    won: Vec<(P, u8)>,
}

impl<P: Copy + Eq> TrickTally<P> {
    pub fn new() -> TrickTally<P> {
        TrickTally { won: Vec::new() }
    }

    pub fn add(&mut self, winner: P) {
        match self.won.iter_mut().find(|(p, _)| *p == winner) {
            Some((_, n)) => *n += 1,
            None => self.won.push((winner, 1)),
        }
    }

    pub fn of(&self, player: P) -> u8 {
        self.won.iter().find(|(p, _)| *p == player).map(|(_, n)| *n).unwrap_or(0)
    }

    /// Tricks won by the players `in_side` accepts.
    pub fn of_side(&self, in_side: impl Fn(P) -> bool) -> u8 {
        self.won.iter().filter(|(p, _)| in_side(*p)).map(|(_, n)| *n).sum()
    }

    pub fn total(&self) -> u8 {
        self.won.iter().map(|(_, n)| *n).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cards(text: &str) -> CardSet {
        text.split_whitespace().map(|c| c.parse::<Card>().unwrap()).collect()
    }

    fn card(c: &str) -> Card {
        c.parse().unwrap()
    }

    #[test]
    fn follow_suit_then_any_card() {
        let hand = cards("SA S7 HK D9");
        assert_eq!(legal_cards(hand, None, Some(Suit::Clubs), FollowRule::FollowSuit), hand);
        assert_eq!(legal_cards(hand, Some(Suit::Spades), None, FollowRule::FollowSuit), cards("SA S7"));
        assert_eq!(legal_cards(hand, Some(Suit::Clubs), Some(Suit::Hearts), FollowRule::FollowSuit), hand);
        let e = check_card(hand, card("HK"), Some(Suit::Spades), None, FollowRule::FollowSuit).unwrap_err();
        assert_eq!(e.to_string(), "you must follow suit: you still hold ♠7");
    }

    #[test]
    fn preferans_must_trump_when_void() {
        let hand = cards("SA S7 HK D9");
        let rule = FollowRule::FollowSuitElseTrump;
        assert_eq!(legal_cards(hand, Some(Suit::Clubs), Some(Suit::Hearts), rule), cards("HK"));
        assert_eq!(legal_cards(hand, Some(Suit::Clubs), None, rule), hand, "no trumps: any card");
        assert_eq!(legal_cards(hand, Some(Suit::Clubs), Some(Suit::Clubs), rule), hand, "void in trumps too");
        let e = check_card(hand, card("D9"), Some(Suit::Clubs), Some(Suit::Hearts), rule).unwrap_err();
        assert_eq!(e, FollowError::MustTrump { trump: Suit::Hearts, example: card("HK") });
        assert!(check_card(hand, card("C9"), None, None, rule).is_err(), "not held");
    }

    #[test]
    fn winner_of_three_and_four_card_tricks() {
        let mut t: Trick<u8> = Trick::new(3);
        assert!(t.push(1, card("DK")));
        assert!(t.push(2, card("DA")));
        assert_eq!(t.winner(None), None, "incomplete");
        assert!(t.push(0, card("S7")));
        assert!(!t.push(1, card("D7")), "a full trick takes no more cards");
        assert_eq!(t.winner(None), Some(2));
        assert_eq!(t.winner(Some(Suit::Spades)), Some(0));
        assert_eq!(t.leader(), Some(1));
        assert_eq!(t.led_suit(), Some(Suit::Diamonds));
        let plays = [(0, card("H2")), (1, card("HT")), (2, card("C2")), (3, card("H9"))];
        assert_eq!(winning_play(&plays, Some(Suit::Clubs)), Some((2, card("C2"))));
        assert_eq!(winning_play(&plays, None), Some((1, card("HT"))));
    }

    #[test]
    fn tally_by_player_and_side() {
        let mut t = TrickTally::new();
        for w in [0u8, 2, 2, 1, 3] {
            t.add(w);
        }
        assert_eq!(t.of(2), 2);
        assert_eq!(t.of(5), 0);
        assert_eq!(t.of_side(|p| p % 2 == 0), 3);
        assert_eq!(t.total(), 5);
    }
}
