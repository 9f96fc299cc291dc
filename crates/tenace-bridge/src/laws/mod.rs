//! Irregularities as actions of the bridge game: the Laws tutor's table.
//!
//! At a table with a director ([`crate::Setup::laws`]) the game accepts what
//! a regular table refuses — a call or card out of turn, an insufficient
//! bid, a bid above seven, an inadmissible double, a revoke, a card shown, a
//! disputed claim — and calls the director ([`crate::Event::DirectorCalled`]).
//! The director's ruling (which options the code offers, and who chooses)
//! is the next action of the log ([`crate::Action::Rule`]): `tenace-laws`
//! computes it, with its texts and citations and, for a claim, the
//! double-dummy verdict. The non-offending side's choice
//! ([`crate::Action::Choose`]) is checked against the ruling and enforced
//! here: restrictions on calls and cards, penalty cards, revoke records and
//! transfers, replacement calls, lead acceptance, declarer and dummy
//! swapped, a redeal. Replaying a tutored deal therefore needs neither
//! `tenace-laws` nor the solver.
//!
//! * [`irregularity`] — what can go wrong, and the later moments an
//!   irregularity gives a choice.
//! * [`rectification`] — the options of a ruling.
//! * [`restriction`] — obligations left behind and how they narrow calls and cards.
//! * [`revoke`] — revokes and the tricks they cost at the end of play.

pub mod irregularity;
pub mod rectification;
pub mod restriction;
pub mod revoke;
mod table;

pub use irregularity::{AttemptedCall, Inadmissible, Irregularity, TurnOf};
pub use rectification::{ParseRectificationError, Rectification};
pub use restriction::{allowed_cards, penalty_cards, PenaltyKind, PlayDemand, Restriction};
pub use revoke::{transfers, RevokeRecord, Transfer};

#[cfg(feature = "director")]
use crate::game::How;
use crate::{Bid, Contract, Seat};
use serde::{Deserialize, Serialize};
use std::fmt;
use tenace_cards::{Card, Suit};

/// Which code of laws the director applies. Saved as `"2017"` or `"1930s"`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum Code {
    /// The 2017 Laws of Duplicate Bridge (WBF).
    Laws2017,
    /// The 1930s Estonian code of seed 000 (rubber bridge, no director: the
    /// non-offending opponents choose the penalty themselves).
    Estonian1930s,
}

impl Code {
    pub const ALL: [Code; 2] = [Code::Laws2017, Code::Estonian1930s];

    pub const fn name(self) -> &'static str {
        match self {
            Code::Laws2017 => "the 2017 Laws of Duplicate Bridge",
            Code::Estonian1930s => "the 1930s Estonian code",
        }
    }

    /// The other code, for "where the codes differ" notes.
    pub const fn other(self) -> Code {
        match self {
            Code::Laws2017 => Code::Estonian1930s,
            Code::Estonian1930s => Code::Laws2017,
        }
    }

    /// The short name a save and the scenario file use.
    pub const fn key(self) -> &'static str {
        match self {
            Code::Laws2017 => "2017",
            Code::Estonian1930s => "1930s",
        }
    }
}

impl From<Code> for String {
    fn from(code: Code) -> String {
        code.key().to_owned()
    }
}

impl TryFrom<String> for Code {
    type Error = String;
    fn try_from(key: String) -> Result<Code, String> {
        Code::ALL
            .into_iter()
            .find(|c| c.key() == key)
            .ok_or_else(|| format!("“{key}” is not a code of laws (2017 or 1930s)"))
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The director's decision on a disputed claim (`tenace-laws` reaches it
/// with the double-dummy solver).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClaimVerdict {
    /// Tricks of those remaining awarded to the claimer's side.
    pub claimer_tricks: u8,
    /// The most the claimer's side can take double-dummy.
    pub double_dummy: u8,
    /// False when the node budget ran out and the double-dummy result was used.
    pub exact: bool,
}

/// What the director needs to know about the table beyond the
/// irregularity. The game records these facts when the director is called.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Facts {
    /// Declarer, once the auction is over.
    pub declarer: Option<Seat>,
    /// A call out of rotation could be accepted (the auction can continue from it).
    pub can_accept: bool,
    /// 1930s: seven in the strain of a bid above seven would be legal.
    pub seven_is_legal: bool,
    /// The player due to lead after a lead out of turn is the offender's partner.
    pub partner_leads_next: bool,
    /// The offender's partner has still to play to the trick (premature play).
    pub partner_still_to_play: bool,
    /// Suits other than the one led, for "partner plays a card of another suit".
    pub other_suits: Vec<Suit>,
    /// The penalty card in question (lead options).
    pub penalty_card: Option<Card>,
    /// The director's verdict on a disputed claim (given with the ruling).
    pub verdict: Option<ClaimVerdict>,
}

/// The director's ruling as the game's log holds it: the options the code
/// offers the non-offending side and who of them chooses. The citations and
/// the explanation are `tenace-laws`' texts, computed again from the
/// irregularity and the facts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DirectorRuling {
    /// The choices, in the order the director reads them out.
    pub options: Vec<Rectification>,
    /// The non-offending player who chooses.
    pub chooser: Seat,
    /// The verdict on a disputed claim (required for one, refused otherwise).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub verdict: Option<ClaimVerdict>,
}

/// One call of the director: what happened, the facts of the table then,
/// the ruling once given and the option chosen once chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulingRecord {
    pub irregularity: Irregularity,
    pub facts: Facts,
    pub ruling: Option<DirectorRuling>,
    pub chosen: Option<Rectification>,
}

/// Why an irregular action, a ruling or a choice is refused. Irregular
/// actions themselves are not refused at a table with a director: they
/// call the director. These are what no table allows.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LawsError {
    #[error("this table has no director: irregular actions, rulings and rectifications belong to the Laws tutor")]
    NoDirector,
    /// A tutored deal in a program built without the director's rules (the
    /// page's table: the `director` feature is off).
    #[error("this deal was played at a table with a director ({code}): open it in the Laws tutor, which rules on it")]
    DirectorNotHere { code: Code },
    #[error("the director is still at the table: choose one of the options first")]
    RulingPending,
    #[error("the director has not been called")]
    NotCalled,
    #[error("there is no ruling to settle")]
    NoRuling,
    #[error("“{0}” is not one of the director's options here")]
    NotAnOption(Rectification),
    #[error("{chooser} chooses the rectification, not {seat}")]
    NotTheChooser { seat: Seat, chooser: Seat },
    #[error("the ruling does not fit the irregularity: {0}")]
    BadRuling(String),
    #[error("{seat} must pass")]
    MustPass { seat: Seat },
    #[error("{seat} must replace the insufficient bid with a sufficient bid")]
    MustBid { seat: Seat },
    #[error("{level} is not above seven: make it an ordinary bid")]
    NotAboveSeven { level: u8 },
    #[error("it is {due}'s turn; only a defender's card out of turn is an irregularity the tutor rules on")]
    NotYourTurn { seat: Seat, due: Seat },
    #[error("{card} is not allowed now: {reason}")]
    Restricted { seat: Seat, card: Card, reason: String },
    #[error("{card} is already face up")]
    AlreadyExposed { card: Card },
    #[error("there is no revoke to point out")]
    NoRevoke,
}

/// The end of a deal in full: what declarer won at the table and what the
/// revokes moved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LawsResult {
    /// The deal was thrown in (1930s code).
    pub redeal: bool,
    /// `None` when passed out or redealt.
    pub contract: Option<Contract>,
    /// Declarer's tricks as won at the table (or by the claim).
    pub tricks_won: u8,
    /// Revoke transfers applied at the end of play.
    pub transfers: Vec<Transfer>,
    /// Declarer's tricks after the transfers.
    pub declarer_tricks: u8,
}

/// A card as it came to be played, so that a corrected revoke can take the
/// play back to just before it.
#[cfg(feature = "director")]
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct PlayedCard {
    pub seat: Seat,
    pub card: Card,
    pub how: How,
}

/// A card just played, for the bookkeeping of revokes and restrictions.
#[cfg(feature = "director")]
#[derive(Copy, Clone, Debug)]
pub(crate) struct CardPlayed {
    pub seat: Seat,
    pub card: Card,
    pub how: How,
    /// 0-based index of the trick it went to.
    pub trick: u8,
    /// The suit led to it (`None`: the card led).
    pub led: Option<Suit>,
    pub dummy: Seat,
    /// The trick's winner when the card completed it.
    pub won_by: Option<Seat>,
}

/// A cancelled call whose replacement decides the rectification (set only
/// by the enforcement of a ruling, with the director's rules).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(not(feature = "director"), allow(dead_code))]
pub(crate) enum Replacement {
    Insufficient {
        seat: Seat,
        bid: Bid,
        last: Bid,
    },
    /// A call at right-hand opponent's turn (2017 Law 31A).
    AtRhoTurn {
        seat: Seat,
        call: AttemptedCall,
    },
}

/// What a card shown during the auction becomes if its holder defends (set
/// only by the enforcement of a ruling, with the director's rules).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[cfg_attr(not(feature = "director"), allow(dead_code))]
pub(crate) enum AuctionExposure {
    Penalty(PenaltyKind),
    /// 1930s: partner may not open that suit.
    ForbidOpeningLead,
}

/// What irregularities left behind in a deal. Empty at a table without a
/// director; without the director's rules (the crate's `director` feature)
/// it has no field at all, so the page's `Bridge` carries, clones and
/// compares none of it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct LawsState {
    #[cfg(feature = "director")]
    pub restrictions: Vec<Restriction>,
    #[cfg(feature = "director")]
    pub replacement: Option<Replacement>,
    #[cfg(feature = "director")]
    pub auction_exposures: Vec<(Seat, Card, AuctionExposure)>,
    #[cfg(feature = "director")]
    pub revokes: Vec<RevokeRecord>,
    /// Revokes already ruled on (by index in `revokes`).
    #[cfg(feature = "director")]
    pub noticed: Vec<usize>,
    /// Every card of the play, with how it was played.
    #[cfg(feature = "director")]
    pub plays: Vec<PlayedCard>,
    #[cfg(feature = "director")]
    pub rulings: Vec<RulingRecord>,
    /// The card count at which a per-turn question was last asked.
    #[cfg(feature = "director")]
    pub asked_at: Option<usize>,
}

#[cfg(feature = "director")]
impl LawsState {
    /// Records a card: a revoke made, revokes established by it, and the
    /// restrictions it fulfils.
    pub fn after_card(&mut self, code: Code, p: CardPlayed) {
        self.plays.push(PlayedCard { seat: p.seat, card: p.card, how: p.how });
        if let (How::Revoke, Some(led)) = (p.how, p.led) {
            let by_dummy = p.seat == p.dummy;
            self.revokes.push(RevokeRecord {
                seat: p.seat,
                card: p.card,
                trick: p.trick,
                led,
                established: false,
                by_dummy,
            });
        }
        // A revoke is established once its side plays to a later trick (Law 63A1).
        for r in self.revokes.iter_mut().filter(|r| !r.established) {
            if r.seat.side() == p.seat.side() && p.trick > r.trick {
                r.established = true;
            }
        }
        let leading = p.led.is_none();
        let seat = p.seat;
        self.restrictions.retain(|r| match *r {
            Restriction::PenaltyCard { card: c, .. } => c != p.card,
            Restriction::Demand { seat: s, .. } => s != seat,
            Restriction::RequireLead { seat: s, .. } => !(leading && s == seat),
            Restriction::ForbidLead { seat: s, while_on_lead, .. } => {
                !(leading && s == seat && (!while_on_lead || code == Code::Estonian1930s))
            }
            _ => true,
        });
        if let Some(winner) = p.won_by {
            // 2017 Law 50D2: a forbidden suit is free again once the leader loses the lead.
            self.restrictions
                .retain(|r| !matches!(*r, Restriction::ForbidLead { seat: s, while_on_lead: true, .. } if s != winner));
        }
    }
}
