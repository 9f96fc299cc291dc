//! Obligations a ruling leaves behind, and how they narrow a player's
//! calls and cards. Kept as data so the UI can show what is in force.

use crate::{Play, Seat};
use serde::{Deserialize, Serialize};
use std::fmt;
use tenace_cards::{Card, CardSet, Suit};

/// What the partner of a premature player must do on this trick.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlayDemand {
    Highest,
    Lowest,
    Win,
    Lose,
    /// If unable to follow, play this suit.
    Suit(Suit),
    /// Play exactly this (exposed) card.
    Card(Card),
}

/// How a card left face up binds its holder.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PenaltyKind {
    /// 2017: must be played at the first legal opportunity (Law 50D).
    Major,
    /// 2017: no lower spot card of its suit may be played before it (Law 50C).
    Minor,
    /// 1930s: stays face up until played; declarer may call it when the holder is to play.
    Exposed,
}

/// An obligation in force.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Restriction {
    /// Must pass at every turn for the rest of the auction.
    PassThroughout { seat: Seat },
    /// Must pass at the next turn only ("for one round").
    PassOnce { seat: Seat },
    /// A card left face up on the table.
    PenaltyCard { seat: Seat, card: Card, kind: PenaltyKind },
    /// The next lead by `seat` must be in `suit` if possible.
    RequireLead { seat: Seat, suit: Suit },
    /// `seat` may not lead `suit`: while retaining the lead (2017 Law 50D2,
    /// `while_on_lead`), or at the next lead only.
    ForbidLead { seat: Seat, suit: Suit, while_on_lead: bool },
    /// The next card from `seat` must meet the demand.
    Demand { seat: Seat, demand: PlayDemand },
    /// 2017 Law 26: at `seat`'s first lead declarer may forbid one suit.
    WithdrawnCallLead { seat: Seat },
}

impl Restriction {
    pub fn seat(&self) -> Seat {
        match *self {
            Restriction::PassThroughout { seat }
            | Restriction::PassOnce { seat }
            | Restriction::PenaltyCard { seat, .. }
            | Restriction::RequireLead { seat, .. }
            | Restriction::ForbidLead { seat, .. }
            | Restriction::Demand { seat, .. }
            | Restriction::WithdrawnCallLead { seat } => seat,
        }
    }

    /// Does it oblige `seat` to pass now?
    pub fn bars(&self, seat: Seat) -> bool {
        matches!(*self, Restriction::PassThroughout { seat: s } | Restriction::PassOnce { seat: s } if s == seat)
    }
}

impl fmt::Display for Restriction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Restriction::PassThroughout { seat } => write!(f, "{seat} must pass for the rest of the auction"),
            Restriction::PassOnce { seat } => write!(f, "{seat} must pass at the next turn"),
            Restriction::PenaltyCard { seat, card, kind: PenaltyKind::Major } => {
                write!(f, "{card} is a major penalty card of {seat}")
            }
            Restriction::PenaltyCard { seat, card, kind: PenaltyKind::Minor } => {
                write!(f, "{card} is a minor penalty card of {seat}")
            }
            Restriction::PenaltyCard { seat, card, kind: PenaltyKind::Exposed } => {
                write!(f, "{card} of {seat} stays exposed until played")
            }
            Restriction::RequireLead { seat, suit } => write!(f, "{seat} must lead a {suit}"),
            Restriction::ForbidLead { seat, suit, .. } => write!(f, "{seat} may not lead a {suit}"),
            Restriction::Demand { seat, demand } => write!(f, "{seat}'s next card is restricted ({demand:?})"),
            Restriction::WithdrawnCallLead { seat } => {
                write!(f, "at {seat}'s first lead declarer may forbid one suit")
            }
        }
    }
}

/// Narrows `legal` (the cards `seat` may play by the rules of play) to those
/// the restrictions allow. A restriction that would leave nothing is
/// skipped: the duty to follow suit always comes first.
pub fn allowed_cards(restrictions: &[Restriction], seat: Seat, play: &Play, legal: CardSet) -> CardSet {
    let trick = play.current_trick();
    let leading = trick.cards.is_empty();
    let mut allowed = legal;
    for r in restrictions.iter().filter(|r| r.seat() == seat) {
        match *r {
            Restriction::Demand { demand, .. } => {
                let led = trick.led_suit();
                let following = led.map(|s| allowed.suit_len(s) > 0).unwrap_or(false);
                let pick = match (demand, led) {
                    (PlayDemand::Highest, Some(s)) if following => {
                        allowed.highest_in(s).map(|c| CardSet::EMPTY.with(c))
                    }
                    (PlayDemand::Lowest, Some(s)) if following => allowed.lowest_in(s).map(|c| CardSet::EMPTY.with(c)),
                    (PlayDemand::Suit(s), _) if !following => Some(allowed.suit(s)),
                    (PlayDemand::Card(c), _) => Some(CardSet::EMPTY.with(c).intersection(allowed)),
                    (PlayDemand::Win, _) => Some(winning_cards(play, seat, allowed)),
                    (PlayDemand::Lose, _) => Some(allowed.difference(winning_cards(play, seat, allowed))),
                    _ => None,
                };
                if let Some(set) = pick {
                    allowed = narrow(allowed, set);
                }
            }
            Restriction::RequireLead { suit, .. } if leading => allowed = narrow(allowed, allowed.suit(suit)),
            Restriction::ForbidLead { suit, .. } if leading => {
                allowed = narrow(allowed, allowed.difference(CardSet::whole_suit(suit)))
            }
            _ => {}
        }
    }
    // Penalty cards last: a lead requirement picked them up already.
    let majors: CardSet = penalty_cards(restrictions, seat, PenaltyKind::Major);
    allowed = narrow(allowed, majors.intersection(allowed));
    for card in penalty_cards(restrictions, seat, PenaltyKind::Minor).iter() {
        if allowed.contains(card) {
            // A minor penalty card: no lower card of its suit before it.
            let lower_spots = allowed.suit(card.suit).iter().filter(|c| !c.rank.is_honour() && *c != card);
            let mut keep = allowed;
            for c in lower_spots {
                keep.remove(c);
            }
            allowed = narrow(allowed, keep);
        }
    }
    allowed
}

/// `set` if it leaves something to play, else `allowed` unchanged.
fn narrow(allowed: CardSet, set: CardSet) -> CardSet {
    if set.is_empty() {
        allowed
    } else {
        set
    }
}

/// The face-up cards of `seat` of one kind.
pub fn penalty_cards(restrictions: &[Restriction], seat: Seat, kind: PenaltyKind) -> CardSet {
    let mut set = CardSet::EMPTY;
    for r in restrictions {
        if let Restriction::PenaltyCard { seat: s, card, kind: k } = *r {
            if s == seat && k == kind {
                set.insert(card);
            }
        }
    }
    set
}

/// The cards of `allowed` that would win the current trick if played now by
/// `seat` (later hands not considered).
fn winning_cards(play: &Play, seat: Seat, allowed: CardSet) -> CardSet {
    let trump = play.trump();
    let mut set = CardSet::EMPTY;
    for card in allowed.iter() {
        let mut trick = play.current_trick().clone();
        if trick.cards.is_empty() {
            continue;
        }
        trick.cards.push(card);
        if trick.winning(trump).map(|(s, _)| s) == Some(seat) {
            set.insert(card);
        }
    }
    set
}
