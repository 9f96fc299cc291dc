//! Card play (§5, §7, P56): ten tricks, follow suit else trump, the winner
//! leads; in a Sochi or Leningrad all-pass the talon cards lead tricks 1
//! and 2.

use crate::deal::Roles;
use serde::{Deserialize, Serialize};
use tenace_cards::{Card, CardSet, Suit};
use tenace_core::{check_card, legal_cards, winning_play, ByPlayer, FollowRule, Player};

/// Who led a trick (C10): a player, or the talon (a 3-player all-pass talon trick).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Leader {
    Player(Player),
    Talon,
}

/// One trick: its leader, its cards in the order played (`None`: the talon
/// card of a 3-player talon trick) and its winner once complete.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TrickLog {
    pub leader: Leader,
    pub cards: Vec<(Option<Player>, Card)>,
    pub winner: Option<Player>,
    /// A talon trick (P56): the first card is the talon's.
    pub talon: bool,
}

impl TrickLog {
    pub fn led_suit(&self) -> Option<Suit> {
        self.cards.first().map(|(_, c)| c.suit)
    }
}

/// The play of a deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayState {
    pub roles: Roles,
    pub trump: Option<Suit>,
    /// Completed tricks.
    pub tricks: Vec<TrickLog>,
    /// The trick being played (empty cards at its start).
    pub current: TrickLog,
    /// Talon cards still to lead tricks (P56), in order.
    pub talon_leads: Vec<Card>,
    pub won: ByPlayer<u8>,
}

/// What a played card caused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// The trick it completed, and its winner.
    pub completed: Option<Player>,
    /// A talon card turned up to lead the next trick.
    pub turned: Option<Card>,
}

impl PlayState {
    /// Play with `first_leader` leading trick 1, or the talon leading
    /// tricks 1 and 2 (`talon_leads`: the talon in the order dealt).
    pub fn new(roles: Roles, trump: Option<Suit>, first_leader: Player, talon_leads: Vec<Card>) -> PlayState {
        let mut s = PlayState {
            roles,
            trump,
            tricks: Vec::new(),
            current: TrickLog { leader: Leader::Player(first_leader), cards: Vec::new(), winner: None, talon: false },
            talon_leads,
            won: ByPlayer::splat(roles.seating, 0),
        };
        s.start_trick(first_leader);
        s
    }

    /// Starts a trick: a talon trick while talon cards are left, else one led by `leader`.
    fn start_trick(&mut self, leader: Player) -> Option<Card> {
        if self.talon_leads.is_empty() {
            self.current = TrickLog { leader: Leader::Player(leader), cards: Vec::new(), winner: None, talon: false };
            return None;
        }
        let card = self.talon_leads.remove(0);
        // 4 players: the dealer's own lead; 3 players: the talon's (P56).
        let (leader, owner) = match self.roles.sitting_out() {
            Some(d) => (Leader::Player(d), Some(d)),
            None => (Leader::Talon, None),
        };
        self.current = TrickLog { leader, cards: vec![(owner, card)], winner: None, talon: true };
        Some(card)
    }

    pub fn is_over(&self) -> bool {
        self.tricks.len() == 10
    }

    /// The hand due to play.
    pub fn to_play(&self) -> Option<Player> {
        if self.is_over() {
            return None;
        }
        let played = self.current.cards.iter().filter(|(p, _)| p.is_some_and(|p| self.roles.is_active(p))).count();
        if self.current.talon {
            // First, second and third hand play to the talon's card.
            return self.roles.active.get(played).copied();
        }
        let Leader::Player(leader) = self.current.leader else { return None };
        let mut p = leader;
        for _ in 0..played {
            p = self.roles.next_active(p);
        }
        (played < 3).then_some(p)
    }

    /// The suit to follow: the first card's (a talon card's suit in a talon trick).
    pub fn led(&self) -> Option<Suit> {
        self.current.led_suit()
    }

    pub fn legal(&self, hand: CardSet) -> CardSet {
        legal_cards(hand, self.led(), self.trump, FollowRule::FollowSuitElseTrump)
    }

    pub fn check(&self, hand: CardSet, card: Card) -> Result<(), String> {
        check_card(hand, card, self.led(), self.trump, FollowRule::FollowSuitElseTrump).map_err(|e| {
            let rule = if self.trump.is_some() { "P31" } else { "P31, P50" };
            format!("{e} ({rule})")
        })
    }

    /// Plays a checked card of `p`'s. Completes the trick on its third
    /// player card.
    pub fn play(&mut self, p: Player, card: Card) -> Played {
        self.current.cards.push((Some(p), card));
        let players = self.current.cards.iter().filter(|(q, _)| q.is_some_and(|q| self.roles.is_active(q))).count();
        if players < 3 {
            return Played { completed: None, turned: None };
        }
        let winner = self.winner_of_current();
        self.current.winner = Some(winner);
        self.won[winner] += 1;
        let was_talon = self.current.talon;
        self.tricks.push(self.current.clone());
        let next = if was_talon && self.talon_leads.is_empty() {
            // Trick 3 is led by first hand, whoever won the talon tricks (P56).
            self.roles.first()
        } else {
            winner
        };
        let turned = if self.is_over() { None } else { self.start_trick(next) };
        Played { completed: Some(winner), turned }
    }

    fn winner_of_current(&self) -> Player {
        let t = &self.current;
        let plays: Vec<(Player, Card)> = t.cards.iter().filter_map(|(p, c)| p.map(|p| (p, *c))).collect();
        let fallback = plays.first().map(|(p, _)| *p).unwrap_or(self.roles.first());
        if t.talon && self.roles.sitting_out().is_none() {
            // P56, 3 players: the talon card fixes the suit and never wins;
            // with nobody in that suit, first hand's card's suit (R13).
            let talon_suit = t.led_suit();
            let in_suit: Vec<(Player, Card)> =
                plays.iter().copied().filter(|(_, c)| Some(c.suit) == talon_suit).collect();
            let pool = if in_suit.is_empty() { plays.clone() } else { in_suit };
            return winning_play(&pool, None).map(|(p, _)| p).unwrap_or(fallback);
        }
        winning_play(&plays, self.trump).map(|(p, _)| p).unwrap_or(fallback)
    }

    /// Cards played so far, the current trick's included.
    pub fn played_cards(&self) -> CardSet {
        self.tricks.iter().chain(std::iter::once(&self.current)).flat_map(|t| t.cards.iter().map(|(_, c)| *c)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_card;
    use tenace_core::Seating;

    fn c(s: &str) -> Card {
        parse_card(s).unwrap()
    }

    fn p(i: u8) -> Player {
        Player::new(i)
    }

    #[test]
    fn p31_p32_follow_suit_else_trump_and_the_winner_leads() {
        let roles = Roles::new(Seating::new(3).unwrap(), p(2));
        let mut s = PlayState::new(roles, Some(Suit::Hearts), p(0), vec![]);
        assert_eq!(s.to_play(), Some(p(0)));
        let hand1: CardSet = [c("8H"), c("AD")].into_iter().collect();
        s.play(p(0), c("KS"));
        assert!(s.check(hand1, c("AD")).unwrap_err().contains("trump"), "void in spades, holds a heart");
        assert!(s.check(hand1, c("8H")).is_ok());
        let played = s.play(p(1), c("8H"));
        assert_eq!(played.completed, None);
        let played = s.play(p(2), c("AS"));
        assert_eq!(played.completed, Some(p(1)), "the trump wins");
        assert_eq!(s.to_play(), Some(p(1)));
    }

    #[test]
    fn p56_three_player_talon_tricks() {
        let roles = Roles::new(Seating::new(3).unwrap(), p(2));
        // K3.7.6.3's example: the talon's ace of spades; 9, 7, 8 played; the nine wins.
        let mut s = PlayState::new(roles, None, p(0), vec![c("AS"), c("7D")]);
        assert_eq!(s.current.leader, Leader::Talon);
        assert_eq!(s.led(), Some(Suit::Spades));
        s.play(p(0), c("9S"));
        s.play(p(1), c("7S"));
        let r = s.play(p(2), c("8S"));
        assert_eq!(r.completed, Some(p(0)));
        assert_eq!(r.turned, Some(c("7D")));
        // R13: nobody has diamonds: first hand's suit decides.
        assert_eq!(s.to_play(), Some(p(0)), "first hand plays first to the talon");
        s.play(p(0), c("8C"));
        s.play(p(1), c("AH"));
        let r = s.play(p(2), c("KC"));
        assert_eq!(r.completed, Some(p(2)));
        assert_eq!(s.to_play(), Some(p(0)), "first hand leads trick 3 (P56)");
        assert_eq!(s.current.leader, Leader::Player(p(0)));
    }

    #[test]
    fn p56_four_player_dealer_leads_the_talon_and_can_win() {
        let roles = Roles::new(Seating::new(4).unwrap(), p(3));
        let mut s = PlayState::new(roles, None, p(0), vec![c("AS"), c("7D")]);
        assert_eq!(s.current.leader, Leader::Player(p(3)));
        s.play(p(0), c("9S"));
        s.play(p(1), c("7S"));
        let r = s.play(p(2), c("8S"));
        assert_eq!(r.completed, Some(p(3)), "the dealer's ace wins");
        assert_eq!(s.won[p(3)], 1);
        s.play(p(0), c("8D"));
        s.play(p(1), c("9D"));
        let r = s.play(p(2), c("KC"));
        assert_eq!(r.completed, Some(p(1)));
        assert_eq!(s.to_play(), Some(p(0)));
    }
}
