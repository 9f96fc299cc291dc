//! What one seat may know: the fair-play boundary for robots. The hands a
//! robot sees are the engine's ([`Rules::visible_to`]); nothing here decides
//! what is face up.

use tenace_bridge::{BySeat, BySuit, Contract, Game, Rules, Seat, Viewer};
use tenace_cards::{Card, CardSet, Suit};

/// The play as seen by the player choosing a card (declarer for dummy).
#[derive(Clone, Debug)]
pub struct PlayView {
    /// The hand the card comes from.
    pub hand_seat: Seat,
    /// Its remaining cards.
    pub hand: CardSet,
    /// The player deciding (declarer when the hand is dummy).
    pub controller: Seat,
    pub contract: Contract,
    pub trump: Option<Suit>,
    /// The remaining cards of every hand the controller sees (the engine's
    /// visibility rule): their own, dummy's once faced.
    pub seen: BySeat<Option<CardSet>>,
    /// Dummy's remaining cards once faced (known to everyone).
    pub dummy: Option<CardSet>,
    /// Declarer's remaining cards when the controller is declarer.
    pub declarer: Option<CardSet>,
    /// The current trick so far, with seats.
    pub trick: Vec<(Seat, Card)>,
    /// Every card still out of sight of the controller: neither in a visible
    /// hand nor played.
    pub unseen: CardSet,
    /// Suits each seat has shown out of (failed to follow).
    pub shown_void: BySeat<BySuit<bool>>,
    /// Cards each seat has played, in order.
    pub played_by: BySeat<Vec<Card>>,
    /// The suit partner led first in this deal, if any (for defenders' returns).
    pub partner_first_lead: Option<Suit>,
}

impl PlayView {
    /// The view for the hand due to play; `None` outside the play.
    pub fn of(game: &Game) -> Option<PlayView> {
        PlayView::of_hand(game, game.cardplay()?.to_play()?)
    }

    /// The view of the player who plays `hand_seat`'s cards, whether or not
    /// it is that hand's turn (a claimer's view, say); `None` before the play.
    pub fn of_hand(game: &Game, hand_seat: Seat) -> Option<PlayView> {
        let play = game.cardplay()?;
        let contract = play.contract();
        let controller = game.controller(hand_seat);
        let mut seen = BySeat::splat(None);
        for (seat, cards) in game.visible_to(Viewer::Seat(controller)) {
            seen[seat] = Some(cards);
        }
        let dummy = seen[contract.dummy()];
        let declarer = seen[contract.declarer].filter(|_| controller == contract.declarer);
        let visible = seen.values().flatten().fold(CardSet::EMPTY, |all, h| all | *h);
        let mut played = CardSet::EMPTY;
        let mut shown_void = BySeat::splat(BySuit::splat(false));
        let mut played_by: BySeat<Vec<Card>> = BySeat::default();
        let mut partner_first_lead = None;
        let tricks = play.completed_tricks().iter().chain(std::iter::once(play.current_trick()));
        for trick in tricks {
            let led = trick.led_suit();
            for (i, (seat, card)) in trick.plays().enumerate() {
                played.insert(card);
                played_by[seat].push(card);
                if let Some(led) = led {
                    if card.suit != led {
                        shown_void[seat][led] = true;
                    }
                }
                if i == 0 && seat == controller.partner() && partner_first_lead.is_none() {
                    partner_first_lead = Some(card.suit);
                }
            }
        }
        let trick = play.current_trick().plays().collect();
        Some(PlayView {
            hand_seat,
            hand: play.hand(hand_seat),
            controller,
            seen,
            contract,
            trump: contract.strain().trump(),
            dummy,
            declarer,
            trick,
            unseen: CardSet::FULL - visible - played,
            shown_void,
            played_by,
            partner_first_lead,
        })
    }

    pub fn is_declarer_side(&self) -> bool {
        self.controller.side() == self.contract.declarer.side()
    }

    /// The other hand of the controller's side when visible (dummy for
    /// declarer, declarer's for dummy's turn).
    pub fn partner_hand(&self) -> Option<CardSet> {
        if self.hand_seat == self.contract.dummy() {
            self.declarer
        } else if self.hand_seat == self.contract.declarer {
            self.dummy
        } else {
            None
        }
    }

    /// Cards the opponents of the controller's side may still hold.
    pub fn opponents_cards(&self) -> CardSet {
        match self.partner_hand() {
            // Declarer sees both hands of the side: the rest is the defenders'.
            Some(_) => self.unseen,
            // A defender: the unseen cards minus nothing known; dummy's are visible too.
            None => self.unseen | self.dummy.unwrap_or(CardSet::EMPTY),
        }
    }

    /// Can no opponent beat `card` in its suit? (A trump may still ruff it.)
    pub fn is_master(&self, card: Card) -> bool {
        self.opponents_cards().suit(card.suit).iter().all(|c| c.rank < card.rank)
    }
}
