//! The play of the cards: turn order, following suit, winning tricks.

use crate::{BySeat, BySide, Contract, Deal, Seat, Side};
use serde::{Deserialize, Serialize};
use tenace_cards::{Card, CardSet, Suit};
use tenace_core::trick::{check_card, legal_cards, winning_play, FollowError, FollowRule};

/// Bridge's follow rule (Law 44C): follow suit if you can, else any card.
pub const FOLLOW: FollowRule = FollowRule::FollowSuit;

/// One trick: who led and the cards in the order they were played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trick {
    pub leader: Seat,
    pub cards: Vec<Card>,
}

impl Trick {
    pub fn new(leader: Seat) -> Trick {
        Trick { leader, cards: Vec::with_capacity(4) }
    }

    pub fn is_complete(&self) -> bool {
        self.cards.len() == 4
    }

    pub fn led_suit(&self) -> Option<Suit> {
        self.cards.first().map(|c| c.suit)
    }

    /// Each card with the seat that played it.
    pub fn plays(&self) -> impl Iterator<Item = (Seat, Card)> + '_ {
        self.cards.iter().enumerate().map(move |(i, c)| (self.leader.advance(i), *c))
    }

    /// Whose card is winning so far: the highest trump, else the highest card
    /// of the suit led (the core's [`winning_play`], Law 44E–F).
    pub fn winning(&self, trump: Option<Suit>) -> Option<(Seat, Card)> {
        // A trick holds at most four cards (a Laws correction never adds one).
        let mut plays = [(Seat::North, Card::new(Suit::Clubs, tenace_cards::Rank::Two)); 4];
        let mut n = 0;
        for (slot, play) in plays.iter_mut().zip(self.plays()) {
            *slot = play;
            n += 1;
        }
        winning_play(&plays[..n], trump)
    }

    /// The winner of a complete trick.
    pub fn winner(&self, trump: Option<Suit>) -> Option<Seat> {
        if self.is_complete() {
            self.winning(trump).map(|(s, _)| s)
        } else {
            None
        }
    }
}

/// Why a card may not be played now.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    #[error("all thirteen tricks have been played")]
    Over,
    #[error("it is {expected}'s turn to play, not {seat}'s")]
    OutOfTurn { seat: Seat, expected: Seat },
    #[error("{seat} does not hold {card}")]
    NotHeld { seat: Seat, card: Card },
    #[error("you must follow suit: you still hold {example}")]
    MustFollow { led: Suit, example: Card },
}

/// What happened when a card was played.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Played {
    pub seat: Seat,
    pub card: Card,
    /// Set when the card completed a trick: who won it.
    pub trick_won_by: Option<Seat>,
}

/// The state of the play of one deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Play {
    contract: Contract,
    hands: BySeat<CardSet>,
    tricks: Vec<Trick>,
    current: Trick,
    won: BySide<u8>,
}

impl Play {
    /// Starts the play: declarer's left-hand opponent leads.
    pub fn new(deal: &Deal, contract: Contract) -> Play {
        Play {
            contract,
            hands: deal.hands(),
            tricks: Vec::with_capacity(13),
            current: Trick::new(contract.opening_leader()),
            won: BySide::splat(0),
        }
    }

    pub fn contract(&self) -> Contract {
        self.contract
    }

    pub fn trump(&self) -> Option<Suit> {
        self.contract.strain().trump()
    }

    /// Cards a seat still holds.
    pub fn hand(&self, seat: Seat) -> CardSet {
        self.hands[seat]
    }

    pub fn completed_tricks(&self) -> &[Trick] {
        &self.tricks
    }

    pub fn current_trick(&self) -> &Trick {
        &self.current
    }

    /// Cards played so far, in order.
    pub fn cards_played(&self) -> impl Iterator<Item = (Seat, Card)> + '_ {
        self.tricks.iter().chain(std::iter::once(&self.current)).flat_map(|t| t.plays())
    }

    pub fn cards_played_count(&self) -> usize {
        self.tricks.len() * 4 + self.current.cards.len()
    }

    /// Dummy is faced as soon as the opening lead has been made.
    pub fn dummy_visible(&self) -> bool {
        self.cards_played_count() > 0
    }

    pub fn is_complete(&self) -> bool {
        self.tricks.len() == 13
    }

    /// A trick has just been won and the next is not yet led (never before
    /// the opening lead): a pause for the table to see the trick.
    pub fn between_tricks(&self) -> bool {
        self.current.cards.is_empty() && !self.tricks.is_empty()
    }

    /// The trick a table shows: the one in progress, or between tricks the
    /// one just won (it stays in view until the next lead). With its
    /// 1-based number, and whether it is complete.
    pub fn trick_in_view(&self) -> (&Trick, usize, bool) {
        match self.tricks.last() {
            Some(last) if self.current.cards.is_empty() => (last, self.tricks.len(), true),
            _ => (&self.current, self.tricks.len() + 1, false),
        }
    }

    /// Every card played so far with its 0-based trick number, in order.
    pub fn cards_by_trick(&self) -> impl Iterator<Item = (usize, Seat, Card)> + '_ {
        self.tricks
            .iter()
            .chain(std::iter::once(&self.current))
            .enumerate()
            .flat_map(|(i, t)| t.plays().map(move |(seat, card)| (i, seat, card)))
    }

    pub fn tricks_remaining(&self) -> u8 {
        13 - self.tricks.len() as u8
    }

    pub fn tricks_won(&self, side: Side) -> u8 {
        self.won[side]
    }

    pub fn declarer_tricks(&self) -> u8 {
        self.tricks_won(self.contract.declarer.side())
    }

    pub fn defender_tricks(&self) -> u8 {
        self.tricks_won(self.contract.declarer.side().opponents())
    }

    /// Whose turn it is (the hand, so dummy's seat when a card is due from dummy).
    pub fn to_play(&self) -> Option<Seat> {
        if self.is_complete() {
            None
        } else {
            Some(self.current.leader.advance(self.current.cards.len()))
        }
    }

    /// The cards `seat` may legally play if it were their turn (the core's
    /// follow-suit rule).
    pub fn legal_cards(&self, seat: Seat) -> CardSet {
        legal_cards(self.hand(seat), self.current.led_suit(), self.trump(), FOLLOW)
    }

    /// Is it legal for `seat` to play `card` now?
    pub fn check(&self, seat: Seat, card: Card) -> Result<(), PlayError> {
        let expected = self.to_play().ok_or(PlayError::Over)?;
        if seat != expected {
            return Err(PlayError::OutOfTurn { seat, expected });
        }
        self.check_card(seat, card)
    }

    /// Holding and following suit only, ignoring turn (for the Laws tutor).
    pub fn check_card(&self, seat: Seat, card: Card) -> Result<(), PlayError> {
        check_card(self.hand(seat), card, self.current.led_suit(), self.trump(), FOLLOW).map_err(|e| match e {
            FollowError::NotHeld { card } => PlayError::NotHeld { seat, card },
            FollowError::MustFollow { led, example } => PlayError::MustFollow { led, example },
            // Bridge never obliges a ruff (FOLLOW is follow-suit only), so this does not occur.
            FollowError::MustTrump { trump, example } => PlayError::MustFollow { led: trump, example },
        })
    }

    /// Plays `card` from the hand whose turn it is.
    pub fn play(&mut self, card: Card) -> Result<Played, PlayError> {
        let seat = self.to_play().ok_or(PlayError::Over)?;
        self.check(seat, card)?;
        Ok(self.commit(seat, card))
    }

    /// Laws tutor: plays `card` for the hand due even though it fails to
    /// follow suit. A revoke stands as played once established (Laws 63–64),
    /// so the play has to be able to hold one.
    pub fn play_revoke(&mut self, card: Card) -> Result<Played, PlayError> {
        let seat = self.to_play().ok_or(PlayError::Over)?;
        if !self.hand(seat).contains(card) {
            return Err(PlayError::NotHeld { seat, card });
        }
        Ok(self.commit(seat, card))
    }

    /// Laws tutor: a lead out of turn that the other side accepted (Laws
    /// 53–55): `seat` leads this trick instead of the hand due.
    pub fn accept_lead_out_of_turn(&mut self, seat: Seat, card: Card) -> Result<Played, PlayError> {
        let expected = self.to_play().ok_or(PlayError::Over)?;
        if !self.current.cards.is_empty() {
            return Err(PlayError::OutOfTurn { seat, expected });
        }
        if !self.hand(seat).contains(card) {
            return Err(PlayError::NotHeld { seat, card });
        }
        self.current.leader = seat;
        Ok(self.commit(seat, card))
    }

    fn commit(&mut self, seat: Seat, card: Card) -> Played {
        self.hands[seat].remove(card);
        self.current.cards.push(card);
        let mut trick_won_by = None;
        if self.current.is_complete() {
            let winner = self.current.winner(self.trump()).unwrap_or(self.current.leader);
            self.won[winner.side()] += 1;
            let done = std::mem::replace(&mut self.current, Trick::new(winner));
            self.tricks.push(done);
            trick_won_by = Some(winner);
        }
        Played { seat, card, trick_won_by }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Bid, Penalty, Strain};

    const DEAL: &str = "N:K7.J75.QJT53.A86 J42.T82.K8.KQ943 T9.K964.A9742.J5 AQ8653.AQ3.6.T72";

    fn card(s: &str) -> Card {
        s.parse().unwrap()
    }

    fn play(strain: Strain, declarer: Seat) -> Play {
        let deal = Deal::from_pbn(DEAL).unwrap();
        Play::new(&deal, Contract::new(Bid::of(2, strain).unwrap(), Penalty::Undoubled, declarer))
    }

    #[test]
    fn opening_leader_is_lho_and_dummy_faced_after_lead() {
        let mut p = play(Strain::Spades, Seat::West);
        assert_eq!(p.to_play(), Some(Seat::North));
        assert!(!p.dummy_visible());
        p.play(card("HJ")).unwrap();
        assert!(p.dummy_visible());
        assert_eq!(p.to_play(), Some(Seat::East));
    }

    #[test]
    fn must_follow_suit() {
        let mut p = play(Strain::Spades, Seat::West);
        p.play(card("D3")).unwrap(); // N leads a diamond
                                     // E holds K8 of diamonds: a heart is refused.
        let e = p.check(Seat::East, card("H2")).unwrap_err();
        assert_eq!(e.to_string(), "you must follow suit: you still hold ♦8");
        assert_eq!(p.legal_cards(Seat::East).len(), 2);
        assert_eq!(
            p.check(Seat::South, card("D2")),
            Err(PlayError::OutOfTurn { seat: Seat::South, expected: Seat::East })
        );
        assert_eq!(p.check(Seat::East, card("SA")), Err(PlayError::NotHeld { seat: Seat::East, card: card("SA") }));
    }

    #[test]
    fn trumps_win_and_winner_leads() {
        let mut p = play(Strain::Spades, Seat::West);
        // ♦3 N, ♦K E, ♦2 S, W void in... W holds ♦6: must follow.
        for c in ["D3", "DK", "D2", "D6"] {
            p.play(card(c)).unwrap();
        }
        assert_eq!(p.completed_tricks().len(), 1);
        assert_eq!(p.to_play(), Some(Seat::East), "East's king won");
        assert_eq!(p.declarer_tricks(), 1);
        // E leads ♦8, S ♦4, W is void of diamonds and ruffs with ♠3, N ♦5.
        p.play(card("D8")).unwrap();
        p.play(card("D4")).unwrap();
        let r = p.play(card("S3")).unwrap();
        assert_eq!(r.trick_won_by, None);
        let r = p.play(card("D5")).unwrap();
        assert_eq!(r.trick_won_by, Some(Seat::West));
        assert_eq!(p.to_play(), Some(Seat::West));
    }

    #[test]
    fn discard_does_not_win_and_higher_trump_overruffs() {
        let t = Trick { leader: Seat::North, cards: vec![card("H2"), card("C3"), card("HA"), card("S2")] };
        assert_eq!(t.winner(None), Some(Seat::South));
        assert_eq!(t.winner(Some(Suit::Spades)), Some(Seat::West));
        assert_eq!(t.winner(Some(Suit::Clubs)), Some(Seat::East));
        let t = Trick { leader: Seat::North, cards: vec![card("H2"), card("S3"), card("S9"), card("C2")] };
        assert_eq!(t.winner(Some(Suit::Spades)), Some(Seat::South));
        assert_eq!(t.winner(Some(Suit::Diamonds)), Some(Seat::North));
        // A discard of a higher card in another plain suit never wins.
        let t = Trick { leader: Seat::East, cards: vec![card("D2"), card("CA"), card("HA"), card("SA")] };
        assert_eq!(t.winner(None), Some(Seat::East));
    }

    #[test]
    fn revoke_and_accepted_lead_out_of_turn_for_the_laws_tutor() {
        let mut p = play(Strain::Spades, Seat::West);
        // South leads instead of North, and the lead is accepted.
        assert!(p.accept_lead_out_of_turn(Seat::South, card("SA")).is_err(), "South does not hold the ace");
        p.accept_lead_out_of_turn(Seat::South, card("D2")).unwrap();
        assert_eq!(p.current_trick().leader, Seat::South);
        assert_eq!(p.to_play(), Some(Seat::West));
        assert!(p.accept_lead_out_of_turn(Seat::North, card("D3")).is_err(), "only a lead");
        // West holds ♦6 but discards: a revoke stands as played.
        assert!(p.play(card("C2")).is_err());
        p.play_revoke(card("C2")).unwrap();
        assert!(!p.hand(Seat::West).contains(card("C2")));
        assert_eq!(p.to_play(), Some(Seat::North));
    }
}
