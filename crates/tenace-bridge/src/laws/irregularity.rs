//! What went wrong: the irregular actions the tutor accepts, and the moments
//! an earlier irregularity gives the non-offending side a choice.

use crate::{Bid, Call, Seat, Strain};
use serde::{Deserialize, Serialize};
use std::fmt;
use tenace_cards::Card;

/// A call as a player attempted it. A bid above seven cannot be a
/// [`Call`], so it is its own case.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AttemptedCall {
    Call(Call),
    /// "Eight spades": a level of 8 or more.
    AboveSeven {
        level: u8,
        strain: Strain,
    },
}

impl From<Call> for AttemptedCall {
    fn from(c: Call) -> AttemptedCall {
        AttemptedCall::Call(c)
    }
}

impl fmt::Display for AttemptedCall {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AttemptedCall::Call(c) => write!(f, "{c}"),
            AttemptedCall::AboveSeven { level, strain } => write!(f, "{level}{strain}"),
        }
    }
}

/// Whose turn it really was when a player called out of rotation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TurnOf {
    /// The offender's right-hand opponent (the offender called too early by one).
    Rho,
    Partner,
    Lho,
}

impl TurnOf {
    /// Relates the offender to the player due to call.
    pub fn of(offender: Seat, due: Seat) -> Option<TurnOf> {
        if due == offender.rho() {
            Some(TurnOf::Rho)
        } else if due == offender.partner() {
            Some(TurnOf::Partner)
        } else if due == offender.lho() {
            Some(TurnOf::Lho)
        } else {
            None
        }
    }
}

/// Why a double or redouble was inadmissible.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Inadmissible {
    NothingToDouble,
    DoubledPartner,
    DoubledOwnBid,
    AlreadyDoubled,
    NothingToRedouble,
    RedoubledOwnSideDouble,
}

/// An irregularity, or a moment when an earlier one gives the non-offending
/// side a choice (the last three variants).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Irregularity {
    InsufficientBid {
        seat: Seat,
        bid: Bid,
        last: Bid,
    },
    CallOutOfRotation {
        seat: Seat,
        call: AttemptedCall,
        turn_of: TurnOf,
    },
    BidAboveSeven {
        seat: Seat,
        level: u8,
        strain: Strain,
    },
    InadmissibleDouble {
        seat: Seat,
        call: Call,
        why: Inadmissible,
    },
    /// A card shown during the auction.
    CardExposedInAuction {
        seat: Seat,
        card: Card,
    },
    /// A lead by the wrong hand; `opening` when it is the opening lead.
    LeadOutOfTurn {
        seat: Seat,
        card: Card,
        due: Seat,
        opening: bool,
    },
    /// A defender plays to a trick before it is their turn.
    PrematurePlay {
        seat: Seat,
        card: Card,
        due: Seat,
    },
    /// A card a defender shows during the play; `intentional` as when
    /// dropped face up on purpose or shown to make a point.
    CardExposedInPlay {
        seat: Seat,
        card: Card,
        intentional: bool,
    },
    /// A revoke drawn to the director's attention; `established` once the
    /// offending side has played to a later trick.
    Revoke {
        seat: Seat,
        card: Card,
        trick: u8,
        established: bool,
    },
    /// A claim the opponents did not accept.
    DisputedClaim {
        claimer: Seat,
        tricks: u8,
    },
    /// The partner of a defender holding a major penalty card is to lead.
    PenaltyCardLead {
        leader: Seat,
        holder: Seat,
    },
    /// The partner of a player whose call was withdrawn is to lead for the
    /// first time (2017 Law 26: declarer may forbid one suit).
    WithdrawnCallLead {
        leader: Seat,
    },
    /// 1930s: the holder of an exposed card is to play and could play it;
    /// declarer may call it.
    ExposedCardMayBeCalled {
        holder: Seat,
        card: Card,
    },
}

impl Irregularity {
    /// The player whose action caused it (for the last three, the player it concerns).
    pub fn offender(&self) -> Seat {
        match *self {
            Irregularity::InsufficientBid { seat, .. }
            | Irregularity::CallOutOfRotation { seat, .. }
            | Irregularity::BidAboveSeven { seat, .. }
            | Irregularity::InadmissibleDouble { seat, .. }
            | Irregularity::CardExposedInAuction { seat, .. }
            | Irregularity::LeadOutOfTurn { seat, .. }
            | Irregularity::PrematurePlay { seat, .. }
            | Irregularity::CardExposedInPlay { seat, .. }
            | Irregularity::Revoke { seat, .. } => seat,
            Irregularity::DisputedClaim { claimer, .. } => claimer,
            Irregularity::PenaltyCardLead { holder, .. } => holder,
            Irregularity::WithdrawnCallLead { leader } => leader.partner(),
            Irregularity::ExposedCardMayBeCalled { holder, .. } => holder,
        }
    }
}
