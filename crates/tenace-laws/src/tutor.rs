//! The Laws tutor's table: a deal in which irregular actions are allowed,
//! ruled on, and rectified.
//!
//! The tutor is built on the bridge crate's [`Auction`] and [`Play`] (the
//! same rules engine as [`tenace_bridge::Game`]) rather than on `Game`
//! itself, because a rectification can do what a regular game never does:
//! leave a revoke standing in a trick, let a defender lead out of turn, or
//! swap declarer and dummy.

use crate::claim::{adjudicate, ClaimError, ClaimStatement};
use crate::code::Code;
use crate::irregularity::{AttemptedCall, Inadmissible, Irregularity, TurnOf};
use crate::rectification::Rectification;
use crate::restriction::{allowed_cards, penalty_cards, PenaltyKind, PlayDemand, Restriction};
use crate::revoke::{transfers, RevokeRecord, Transfer};
use crate::ruling::{rule, Facts, Ruling};
use crate::text::REFUSALS;
use serde::{Deserialize, Serialize};
use tenace_bridge::{Auction, AuctionError, Bid, Call, Contract, Play, PlayError, Seat, Setup, Side, Strain};
use tenace_cards::{Card, CardSet, Suit};

/// Why the tutor refuses an action. Irregular actions are not refused:
/// they produce a [`Ruling`]. These are the things no table allows at all.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TutorError {
    #[error("the director is still at the table: choose one of the options first")]
    RulingPending,
    #[error("there is no ruling to settle")]
    NoRuling,
    #[error("“{0}” is not one of the director's options here")]
    NotAnOption(Rectification),
    #[error("the deal is over")]
    Over,
    #[error("the auction is over")]
    AuctionOver,
    #[error("the play has not started")]
    NoPlay,
    #[error("{seat} must pass")]
    MustPass { seat: Seat },
    #[error("{seat} must replace the insufficient bid with a sufficient bid")]
    MustBid { seat: Seat },
    #[error("{level} is not above seven: make it an ordinary bid")]
    NotAboveSeven { level: u8 },
    #[error("{seat} does not hold {card}")]
    NotHeld { seat: Seat, card: Card },
    #[error("it is {due}'s turn; only a defender's card out of turn is an irregularity the tutor rules on")]
    NotYourTurn { seat: Seat, due: Seat },
    #[error("{card} is not allowed now: {reason}")]
    Restricted { seat: Seat, card: Card, reason: String },
    #[error("{card} is already face up")]
    AlreadyExposed { card: Card },
    #[error("there is no revoke to point out")]
    NoRevoke,
    #[error("a claim is waiting for an answer")]
    ClaimPending,
    #[error("there is no claim to answer")]
    NoClaim,
    #[error("dummy cannot claim")]
    DummyCannotClaim,
    #[error("only {remaining} tricks are left")]
    TooManyTricks { remaining: u8 },
    #[error("“{0}” is not a call (write Pass, X, XX or a bid like 1C, 3NT, 8S)")]
    NotACall(String),
    #[error(transparent)]
    Auction(#[from] AuctionError),
    #[error(transparent)]
    Play(#[from] PlayError),
    #[error(transparent)]
    Claim(#[from] ClaimError),
}

impl TutorError {
    /// The message's English template (one of [`REFUSALS`], with the
    /// variant's fields as `{seat}`, `{card}`, `{due}`, `{level}`,
    /// `{remaining}`, `{option}`, `{call}`, `{reason}`), so the app can say it
    /// in the player's language; `None` for the bridge rules' own errors
    /// (auction, play, solver), which stay English.
    pub fn template(&self) -> Option<&'static str> {
        let i = match self {
            TutorError::RulingPending => 0,
            TutorError::NoRuling => 1,
            TutorError::NotAnOption(_) => 2,
            TutorError::Over => 3,
            TutorError::AuctionOver => 4,
            TutorError::NoPlay => 5,
            TutorError::MustPass { .. } => 6,
            TutorError::MustBid { .. } => 7,
            TutorError::NotAboveSeven { .. } => 8,
            TutorError::NotHeld { .. } => 9,
            TutorError::NotYourTurn { .. } => 10,
            TutorError::Restricted { .. } => 11,
            TutorError::AlreadyExposed { .. } => 12,
            TutorError::NoRevoke => 13,
            TutorError::ClaimPending => 14,
            TutorError::NoClaim => 15,
            TutorError::DummyCannotClaim => 16,
            TutorError::TooManyTricks { .. } => 17,
            TutorError::NotACall(_) => 18,
            TutorError::Claim(ClaimError::NothingLeft) => 19,
            TutorError::Auction(_) | TutorError::Play(_) | TutorError::Claim(ClaimError::Solver(_)) => return None,
        };
        REFUSALS.get(i).copied()
    }
}

/// Where the tutor's deal stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TutorPhase {
    Auction,
    Play,
    /// The director is at the table: [`TutorGame::choose`] an option.
    Ruling,
    /// A claim waits for the opponents.
    Claim,
    Finished,
}

/// How a card came to be played.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum How {
    Normal,
    Revoke,
    AcceptedLead,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct PlayedCard {
    seat: Seat,
    card: Card,
    how: How,
}

/// A cancelled call whose replacement decides the rectification.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Replacement {
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

/// What a card shown during the auction becomes if its holder defends.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum AuctionExposure {
    Penalty(PenaltyKind),
    /// 1930s: partner may not open that suit.
    ForbidOpeningLead,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Ending {
    Redeal,
    /// Declarer's tricks after a claim was settled.
    Claim {
        declarer_tricks: u8,
    },
}

/// A ruling given and the option taken.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ruled {
    pub ruling: Ruling,
    pub chosen: Rectification,
}

/// The end of a tutored deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TutorResult {
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

/// A deal at the tutor's table. Serializable for display and debugging; it
/// is not read back, because a hand-edited state could break the rules the
/// tutor relies on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TutorGame {
    code: Code,
    setup: Setup,
    auction: Auction,
    contract: Option<Contract>,
    plays: Vec<PlayedCard>,
    play: Option<Play>,
    restrictions: Vec<Restriction>,
    pending: Option<Ruling>,
    replacement: Option<Replacement>,
    auction_exposures: Vec<(Seat, Card, AuctionExposure)>,
    revokes: Vec<RevokeRecord>,
    /// Revokes already ruled on (by index in `revokes`).
    noticed: Vec<usize>,
    claim: Option<ClaimStatement>,
    ending: Option<Ending>,
    /// The card count at which a per-turn question was last asked.
    asked_at: Option<usize>,
    history: Vec<Ruled>,
}

impl TutorGame {
    pub fn new(code: Code, setup: Setup) -> TutorGame {
        let auction = Auction::new(setup.dealer);
        TutorGame {
            code,
            setup,
            auction,
            contract: None,
            plays: Vec::new(),
            play: None,
            restrictions: Vec::new(),
            pending: None,
            replacement: None,
            auction_exposures: Vec::new(),
            revokes: Vec::new(),
            noticed: Vec::new(),
            claim: None,
            ending: None,
            asked_at: None,
            history: Vec::new(),
        }
    }

    pub fn code(&self) -> Code {
        self.code
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    pub fn auction(&self) -> &Auction {
        &self.auction
    }

    pub fn play(&self) -> Option<&Play> {
        self.play.as_ref()
    }

    /// The contract being played (declarer changes if declarer became dummy).
    pub fn contract(&self) -> Option<Contract> {
        self.contract
    }

    /// Obligations in force, for the UI to show.
    pub fn restrictions(&self) -> &[Restriction] {
        &self.restrictions
    }

    /// The ruling waiting for the non-offending side's choice.
    pub fn pending_ruling(&self) -> Option<&Ruling> {
        self.pending.as_ref()
    }

    /// Every ruling given so far and the option chosen.
    pub fn history(&self) -> &[Ruled] {
        &self.history
    }

    pub fn revokes(&self) -> &[RevokeRecord] {
        &self.revokes
    }

    pub fn phase(&self) -> TutorPhase {
        if self.result().is_some() {
            TutorPhase::Finished
        } else if self.pending.is_some() {
            TutorPhase::Ruling
        } else if self.claim.is_some() {
            TutorPhase::Claim
        } else if self.play.is_some() {
            TutorPhase::Play
        } else {
            TutorPhase::Auction
        }
    }

    /// The hand due to call or play.
    pub fn to_act(&self) -> Option<Seat> {
        match self.phase() {
            TutorPhase::Auction => self.auction.to_act(),
            TutorPhase::Play => self.play.as_ref().and_then(Play::to_play),
            _ => None,
        }
    }

    /// Calls the player due may make, a barred player's pass only.
    pub fn legal_calls(&self) -> Vec<Call> {
        let Some(seat) = self.to_act().filter(|_| self.phase() == TutorPhase::Auction) else { return Vec::new() };
        if self.barred(seat) {
            return vec![Call::Pass];
        }
        let must_bid = self.code == Code::Estonian1930s
            && matches!(self.replacement, Some(Replacement::Insufficient { seat: s, .. }) if s == seat);
        let calls = self.auction.legal_calls();
        if must_bid {
            return calls.into_iter().filter(|c| matches!(c, Call::Bid(_))).collect();
        }
        calls
    }

    /// Cards the hand due may play: following suit, then the restrictions in
    /// force (penalty cards, lead requirements, premature-play demands).
    pub fn legal_cards(&self) -> CardSet {
        match (self.phase(), &self.play) {
            (TutorPhase::Play, Some(play)) => match play.to_play() {
                Some(seat) => allowed_cards(&self.restrictions, seat, play, play.legal_cards(seat)),
                None => CardSet::EMPTY,
            },
            _ => CardSet::EMPTY,
        }
    }

    fn barred(&self, seat: Seat) -> bool {
        self.restrictions.iter().any(|r| r.bars(seat))
    }

    fn ready(&self) -> Result<(), TutorError> {
        if self.result().is_some() {
            return Err(TutorError::Over);
        }
        if self.pending.is_some() {
            return Err(TutorError::RulingPending);
        }
        if self.claim.is_some() {
            return Err(TutorError::ClaimPending);
        }
        Ok(())
    }

    fn raise(&mut self, irregularity: Irregularity, mut facts: Facts) -> Ruling {
        facts.declarer = self.contract.map(|c| c.declarer);
        let ruling = rule(self.code, &irregularity, &facts);
        self.pending = Some(ruling.clone());
        ruling
    }

    // ----- the auction -----

    /// `seat` attempts a call. A regular call is made; an irregular one
    /// brings the director, whose ruling is returned.
    pub fn call(&mut self, seat: Seat, attempted: AttemptedCall) -> Result<Option<Ruling>, TutorError> {
        self.ready()?;
        let due = self.auction.to_act().ok_or(TutorError::AuctionOver)?;
        if self.play.is_some() {
            return Err(TutorError::AuctionOver);
        }
        if seat != due {
            let turn_of = TurnOf::of(seat, due).unwrap_or(TurnOf::Partner);
            let facts = Facts { can_accept: self.can_accept(seat, due, attempted), ..Facts::default() };
            return Ok(Some(self.raise(Irregularity::CallOutOfRotation { seat, call: attempted, turn_of }, facts)));
        }
        if self.barred(seat) && attempted != AttemptedCall::Call(Call::Pass) {
            return Err(TutorError::MustPass { seat });
        }
        let call = match attempted {
            AttemptedCall::AboveSeven { level, strain } => {
                if level <= 7 {
                    return Err(TutorError::NotAboveSeven { level });
                }
                let seven_is_legal = Bid::of(7, strain).is_some_and(|b| self.auction.check(Call::Bid(b)).is_ok());
                let facts = Facts { seven_is_legal, ..Facts::default() };
                return Ok(Some(self.raise(Irregularity::BidAboveSeven { seat, level, strain }, facts)));
            }
            AttemptedCall::Call(call) => call,
        };
        let why = match self.auction.check(call) {
            Ok(()) => None,
            Err(AuctionError::Insufficient { bid, last }) => {
                return Ok(Some(self.raise(Irregularity::InsufficientBid { seat, bid, last }, Facts::default())));
            }
            Err(AuctionError::NothingToDouble) => Some(Inadmissible::NothingToDouble),
            Err(AuctionError::DoublePartner) => Some(Inadmissible::DoubledPartner),
            Err(AuctionError::DoubleOwnBid) => Some(Inadmissible::DoubledOwnBid),
            Err(AuctionError::AlreadyDoubled { .. }) | Err(AuctionError::AlreadyRedoubled { .. }) => {
                Some(Inadmissible::AlreadyDoubled)
            }
            Err(AuctionError::NothingToRedouble) => Some(Inadmissible::NothingToRedouble),
            Err(AuctionError::RedoubleOwnDouble) => Some(Inadmissible::RedoubledOwnSideDouble),
            Err(e) => return Err(e.into()),
        };
        if let Some(why) = why {
            return Ok(Some(self.raise(Irregularity::InadmissibleDouble { seat, call, why }, Facts::default())));
        }
        self.settle_replacement(seat, call)?;
        Ok(self.push_call(seat, call))
    }

    /// Can a call out of rotation be accepted and the auction continue from
    /// it? Players who missed their turn are recorded as passing; a call at
    /// left-hand opponent's turn, or one the passes would make moot, cannot.
    fn can_accept(&self, seat: Seat, due: Seat, attempted: AttemptedCall) -> bool {
        let AttemptedCall::Call(call) = attempted else { return false };
        if due == seat.lho() {
            return false;
        }
        let mut a = self.auction.clone();
        let mut s = due;
        while s != seat {
            if a.push(Call::Pass).is_err() || a.is_complete() {
                return false;
            }
            s = s.next();
        }
        a.check(call).is_ok()
    }

    fn settle_replacement(&mut self, seat: Seat, call: Call) -> Result<(), TutorError> {
        let Some(replacement) = self.replacement else { return Ok(()) };
        let partner = seat.partner();
        match replacement {
            Replacement::Insufficient { seat: s, bid, last } if s == seat => match self.code {
                Code::Laws2017 => {
                    let lowest = Bid::all().find(|b| b.strain == bid.strain && *b > last);
                    if lowest.map(Call::Bid) != Some(call) {
                        self.bar_throughout(partner);
                    }
                }
                Code::Estonian1930s => {
                    if !matches!(call, Call::Bid(_)) {
                        return Err(TutorError::MustBid { seat });
                    }
                    self.restrictions.push(Restriction::PassOnce { seat: partner });
                }
            },
            Replacement::AtRhoTurn { seat: s, call: original } if s == seat => {
                if AttemptedCall::Call(call) != original {
                    self.bar_throughout(partner);
                }
            }
            _ => return Ok(()),
        }
        self.replacement = None;
        Ok(())
    }

    fn bar_throughout(&mut self, seat: Seat) {
        self.restrictions.push(Restriction::PassThroughout { seat });
        self.restrictions.push(Restriction::WithdrawnCallLead { seat });
    }

    /// Makes a legal call and, when it ends the auction, starts the play.
    fn push_call(&mut self, seat: Seat, call: Call) -> Option<Ruling> {
        if self.auction.push(call).is_err() {
            return None;
        }
        self.restrictions.retain(|r| *r != Restriction::PassOnce { seat });
        if !self.auction.is_complete() {
            return None;
        }
        self.restrictions.retain(|r| !matches!(r, Restriction::PassThroughout { .. } | Restriction::PassOnce { .. }));
        let contract = self.auction.contract()?;
        self.start_play(contract);
        self.follow_ups()
    }

    fn start_play(&mut self, contract: Contract) {
        self.contract = Some(contract);
        self.play = Some(Play::new(&self.setup.deal, contract));
        let defenders = contract.declarer.side().opponents();
        self.restrictions.retain(|r| match r {
            Restriction::WithdrawnCallLead { seat } => defenders.contains(*seat),
            _ => true,
        });
        for (seat, card, exposure) in std::mem::take(&mut self.auction_exposures) {
            if !defenders.contains(seat) {
                continue;
            }
            match exposure {
                AuctionExposure::Penalty(kind) => self.restrictions.push(Restriction::PenaltyCard { seat, card, kind }),
                AuctionExposure::ForbidOpeningLead => {
                    if contract.opening_leader() == seat.partner() {
                        let r = Restriction::ForbidLead { seat: seat.partner(), suit: card.suit, while_on_lead: false };
                        self.restrictions.push(r);
                    }
                }
            }
        }
    }

    // ----- the play -----

    /// `seat` (the hand the card comes from) attempts to play `card`.
    pub fn play_card(&mut self, seat: Seat, card: Card) -> Result<Option<Ruling>, TutorError> {
        self.ready()?;
        let play = self.play.as_ref().ok_or(TutorError::NoPlay)?;
        let due = play.to_play().ok_or(TutorError::Over)?;
        if !play.hand(seat).contains(card) {
            return Err(TutorError::NotHeld { seat, card });
        }
        if seat != due {
            let trick = play.current_trick();
            if trick.cards.is_empty() {
                let opening = play.cards_played_count() == 0;
                let facts = Facts { partner_leads_next: due == seat.partner(), ..Facts::default() };
                return Ok(Some(self.raise(Irregularity::LeadOutOfTurn { seat, card, due, opening }, facts)));
            }
            let declarer_side = play.contract().declarer.side();
            if seat.side() == declarer_side {
                return Err(TutorError::NotYourTurn { seat, due });
            }
            let partner_still_to_play = !trick.plays().any(|(s, _)| s == seat.partner());
            let led = trick.led_suit();
            let other_suits = Suit::DESCENDING.into_iter().filter(|s| Some(*s) != led).collect();
            let facts = Facts { partner_still_to_play, other_suits, ..Facts::default() };
            return Ok(Some(self.raise(Irregularity::PrematurePlay { seat, card, due }, facts)));
        }
        let how = match play.check_card(seat, card) {
            Err(PlayError::MustFollow { .. }) => How::Revoke,
            Err(e) => return Err(e.into()),
            Ok(()) => {
                let allowed = allowed_cards(&self.restrictions, seat, play, play.legal_cards(seat));
                if !allowed.contains(card) {
                    let reason = self
                        .restrictions
                        .iter()
                        .filter(|r| r.seat() == seat && !matches!(r, Restriction::WithdrawnCallLead { .. }))
                        .map(|r| r.to_string())
                        .collect::<Vec<_>>()
                        .join("; ");
                    return Err(TutorError::Restricted { seat, card, reason });
                }
                How::Normal
            }
        };
        self.commit(seat, card, how)?;
        Ok(self.follow_ups())
    }

    fn commit(&mut self, seat: Seat, card: Card, how: How) -> Result<(), TutorError> {
        let play = self.play.as_mut().ok_or(TutorError::NoPlay)?;
        let trick_index = play.completed_tricks().len() as u8;
        let led = play.current_trick().led_suit();
        let leading = led.is_none();
        let dummy = play.contract().dummy();
        let played = match how {
            How::Normal => play.play(card)?,
            How::Revoke => play.play_revoke(card)?,
            How::AcceptedLead => play.accept_lead_out_of_turn(seat, card)?,
        };
        self.plays.push(PlayedCard { seat, card, how });
        if let (How::Revoke, Some(led)) = (how, led) {
            let by_dummy = seat == dummy;
            self.revokes.push(RevokeRecord { seat, card, trick: trick_index, led, established: false, by_dummy });
        }
        for r in self.revokes.iter_mut().filter(|r| !r.established) {
            if r.seat.side() == seat.side() && trick_index > r.trick {
                r.established = true;
            }
        }
        let code = self.code;
        self.restrictions.retain(|r| match *r {
            Restriction::PenaltyCard { card: c, .. } => c != card,
            Restriction::Demand { seat: s, .. } => s != seat,
            Restriction::RequireLead { seat: s, .. } => !(leading && s == seat),
            Restriction::ForbidLead { seat: s, while_on_lead, .. } => {
                !(leading && s == seat && (!while_on_lead || code == Code::Estonian1930s))
            }
            _ => true,
        });
        if let Some(winner) = played.trick_won_by {
            // 2017 Law 50D2: a forbidden suit is free again once the leader loses the lead.
            self.restrictions
                .retain(|r| !matches!(*r, Restriction::ForbidLead { seat: s, while_on_lead: true, .. } if s != winner));
        }
        Ok(())
    }

    /// Questions an earlier irregularity raises at this turn: lead options
    /// against a penalty card's partner, Law 26's forbidden suit, calling a
    /// 1930s exposed card.
    fn follow_ups(&mut self) -> Option<Ruling> {
        let play = self.play.as_ref()?;
        let seat = play.to_play()?;
        let count = play.cards_played_count();
        if self.asked_at == Some(count) {
            return None;
        }
        let leading = play.current_trick().cards.is_empty();
        if leading {
            if let Some(i) = self.restrictions.iter().position(|r| *r == Restriction::WithdrawnCallLead { seat }) {
                self.restrictions.remove(i);
                self.asked_at = Some(count);
                return Some(self.raise(Irregularity::WithdrawnCallLead { leader: seat }, Facts::default()));
            }
            let holder = seat.partner();
            let majors = penalty_cards(&self.restrictions, holder, PenaltyKind::Major);
            if let Some(card) = majors.iter().next() {
                self.asked_at = Some(count);
                let facts = Facts { penalty_card: Some(card), ..Facts::default() };
                return Some(self.raise(Irregularity::PenaltyCardLead { leader: seat, holder }, facts));
            }
        }
        let exposed = penalty_cards(&self.restrictions, seat, PenaltyKind::Exposed);
        let legal = play.legal_cards(seat);
        if let Some(card) = exposed.intersection(legal).iter().next() {
            self.asked_at = Some(count);
            return Some(self.raise(Irregularity::ExposedCardMayBeCalled { holder: seat, card }, Facts::default()));
        }
        None
    }

    /// `seat` shows `card` (drops it, or shows it to partner). During the
    /// auction and by a defender during the play this is an irregularity.
    pub fn expose(&mut self, seat: Seat, card: Card, intentional: bool) -> Result<Option<Ruling>, TutorError> {
        self.ready()?;
        let hand = match &self.play {
            Some(play) => play.hand(seat),
            None => self.setup.deal.hand(seat),
        };
        if !hand.contains(card) {
            return Err(TutorError::NotHeld { seat, card });
        }
        let face_up =
            self.restrictions.iter().any(|r| matches!(r, Restriction::PenaltyCard { card: c, .. } if *c == card))
                || self.auction_exposures.iter().any(|(_, c, _)| *c == card);
        if face_up {
            return Err(TutorError::AlreadyExposed { card });
        }
        let irregularity = if self.play.is_some() {
            Irregularity::CardExposedInPlay { seat, card, intentional }
        } else {
            Irregularity::CardExposedInAuction { seat, card }
        };
        Ok(Some(self.raise(irregularity, Facts::default())))
    }

    /// A player draws attention to the latest revoke not yet ruled on.
    pub fn point_out_revoke(&mut self) -> Result<Ruling, TutorError> {
        self.ready()?;
        let i = (0..self.revokes.len()).rev().find(|i| !self.noticed.contains(i)).ok_or(TutorError::NoRevoke)?;
        self.noticed.push(i);
        let r = self.revokes[i];
        let irregularity =
            Irregularity::Revoke { seat: r.seat, card: r.card, trick: r.trick, established: r.established };
        Ok(self.raise(irregularity, Facts::default()))
    }

    // ----- claims -----

    /// A claim of `statement.tricks` of the remaining tricks; it establishes
    /// any revoke of the claimer's side (2017 Law 63A).
    pub fn claim(&mut self, statement: ClaimStatement) -> Result<(), TutorError> {
        self.ready()?;
        let play = self.play.as_ref().ok_or(TutorError::NoPlay)?;
        if statement.claimer == play.contract().dummy() {
            return Err(TutorError::DummyCannotClaim);
        }
        let remaining = play.tricks_remaining();
        if statement.tricks > remaining {
            return Err(TutorError::TooManyTricks { remaining });
        }
        let side = statement.claimer.side();
        for r in self.revokes.iter_mut().filter(|r| r.seat.side() == side) {
            r.established = true;
        }
        self.claim = Some(statement);
        Ok(())
    }

    /// The opponents agree (the claim stands) or dispute it (the director rules).
    pub fn answer_claim(&mut self, agree: bool) -> Result<Option<Ruling>, TutorError> {
        if self.pending.is_some() {
            return Err(TutorError::RulingPending);
        }
        let claim = self.claim.clone().ok_or(TutorError::NoClaim)?;
        let play = self.play.as_ref().ok_or(TutorError::NoPlay)?;
        if agree {
            self.claim = None;
            self.settle_claim(&claim.claimer, claim.tricks);
            return Ok(None);
        }
        let verdict = adjudicate(play, &claim)?;
        let facts = Facts { verdict: Some(verdict), ..Facts::default() };
        let irregularity = Irregularity::DisputedClaim { claimer: claim.claimer, tricks: claim.tricks };
        Ok(Some(self.raise(irregularity, facts)))
    }

    fn settle_claim(&mut self, claimer: &Seat, claimer_tricks: u8) {
        let Some(play) = &self.play else { return };
        let remaining = play.tricks_remaining();
        let share = if claimer.side() == play.contract().declarer.side() {
            claimer_tricks
        } else {
            remaining.saturating_sub(claimer_tricks)
        };
        self.ending = Some(Ending::Claim { declarer_tricks: play.declarer_tricks() + share });
    }

    // ----- rulings -----

    /// The non-offending side takes `option`; the tutor enforces it. A
    /// follow-up question (such as lead options) may come straight back.
    pub fn choose(&mut self, option: Rectification) -> Result<Option<Ruling>, TutorError> {
        let ruling = self.pending.clone().ok_or(TutorError::NoRuling)?;
        if !ruling.options.contains(&option) {
            return Err(TutorError::NotAnOption(option));
        }
        self.pending = None;
        let before = self.clone();
        if let Err(e) = self.enforce(&ruling.irregularity, option) {
            *self = before;
            self.pending = Some(ruling);
            return Err(e);
        }
        self.history.push(Ruled { ruling, chosen: option });
        // Enforcing may itself have raised a question (a call that ended the auction).
        if self.pending.is_none() && self.result().is_none() && self.claim.is_none() {
            self.follow_ups();
        }
        Ok(self.pending.clone())
    }

    fn enforce(&mut self, irregularity: &Irregularity, option: Rectification) -> Result<(), TutorError> {
        use Rectification as R;
        let old = self.code == Code::Estonian1930s;
        let exposed_kind = if old { PenaltyKind::Exposed } else { PenaltyKind::Major };
        if option == R::Redeal {
            self.ending = Some(Ending::Redeal);
            return Ok(());
        }
        match (irregularity.clone(), option) {
            (Irregularity::InsufficientBid { seat, bid, last }, _) => {
                self.replacement = Some(Replacement::Insufficient { seat, bid, last });
            }
            (Irregularity::CallOutOfRotation { seat, call, .. }, R::Accept) => {
                let AttemptedCall::Call(call) = call else { return Ok(()) };
                while let Some(due) = self.auction.to_act().filter(|d| *d != seat) {
                    self.push_call(due, Call::Pass);
                }
                self.push_call(seat, call);
            }
            (Irregularity::CallOutOfRotation { seat, call, turn_of }, R::Cancel) => {
                let pass = call == AttemptedCall::Call(Call::Pass);
                match (old, pass, turn_of) {
                    (false, true, _) => self.restrictions.push(Restriction::PassOnce { seat }),
                    (false, false, TurnOf::Rho) => self.replacement = Some(Replacement::AtRhoTurn { seat, call }),
                    (false, false, _) => self.bar_throughout(seat.partner()),
                    (true, false, TurnOf::Rho) => {
                        self.restrictions.push(Restriction::PassOnce { seat: seat.partner() })
                    }
                    (true, _, _) => {}
                }
            }
            (Irregularity::BidAboveSeven { seat, .. } | Irregularity::InadmissibleDouble { seat, .. }, R::Rule) => {
                self.bar_throughout(seat.partner());
            }
            (
                Irregularity::BidAboveSeven { seat, .. } | Irregularity::InadmissibleDouble { seat, .. },
                R::TreatAsPass,
            ) => {
                self.push_call(seat, Call::Pass);
            }
            (Irregularity::BidAboveSeven { seat, strain, .. }, R::LetStandAsSeven) => {
                let bid = Bid::of(7, strain).ok_or(TutorError::NotAboveSeven { level: 7 })?;
                self.auction.check(Call::Bid(bid))?;
                self.push_call(seat, Call::Bid(bid));
            }
            (Irregularity::CardExposedInAuction { seat, card }, option) => match (old, option) {
                (false, _) => {
                    let kind = if card.rank.is_honour() { PenaltyKind::Major } else { PenaltyKind::Minor };
                    if card.rank.is_honour() {
                        self.restrictions.push(Restriction::PassOnce { seat: seat.partner() });
                    }
                    self.auction_exposures.push((seat, card, AuctionExposure::Penalty(kind)));
                }
                (true, R::LeaveCard) => {
                    self.auction_exposures.push((seat, card, AuctionExposure::Penalty(PenaltyKind::Exposed)))
                }
                (true, R::ForbidLead(_)) => {
                    self.auction_exposures.push((seat, card, AuctionExposure::ForbidOpeningLead))
                }
                _ => {}
            },
            (Irregularity::LeadOutOfTurn { seat, card, due, .. }, option) => match option {
                R::Accept | R::AcceptLeadAndPlay => self.commit(seat, card, How::AcceptedLead)?,
                R::DeclarerBecomesDummy => {
                    let contract = self.contract.ok_or(TutorError::NoPlay)?;
                    let swapped = Contract::new(contract.bid, contract.penalty, contract.dummy());
                    self.start_play_swapped(swapped);
                    self.commit(seat, card, How::Normal)?;
                }
                R::RefuseLead => {
                    let declarer_side = self.contract.map(|c| c.declarer.side() == seat.side()).unwrap_or(false);
                    if !declarer_side {
                        self.restrictions.push(Restriction::PenaltyCard { seat, card, kind: exposed_kind });
                    } else if old && due.side() == seat.side() {
                        self.restrictions.push(Restriction::RequireLead { seat: due, suit: card.suit });
                    }
                }
                R::RequireLead(suit) => self.restrictions.push(Restriction::RequireLead { seat: due, suit }),
                R::ForbidLead(suit) => {
                    self.restrictions.push(Restriction::PenaltyCard { seat, card, kind: exposed_kind });
                    self.restrictions.push(Restriction::ForbidLead { seat: due, suit, while_on_lead: false });
                }
                _ => {}
            },
            (Irregularity::PrematurePlay { seat, card, .. }, option) => {
                self.restrictions.push(Restriction::PenaltyCard { seat, card, kind: exposed_kind });
                let demand = match option {
                    R::PartnerPlaysHighest => Some(PlayDemand::Highest),
                    R::PartnerPlaysLowest => Some(PlayDemand::Lowest),
                    R::PartnerWins => Some(PlayDemand::Win),
                    R::PartnerLoses => Some(PlayDemand::Lose),
                    R::PartnerPlaysSuit(s) => Some(PlayDemand::Suit(s)),
                    _ => None,
                };
                if let Some(demand) = demand {
                    self.restrictions.push(Restriction::Demand { seat: seat.partner(), demand });
                }
            }
            (Irregularity::CardExposedInPlay { seat, card, intentional }, _) => {
                let defender = self.contract.map(|c| c.declarer.side() != seat.side()).unwrap_or(true);
                if defender {
                    let kind = match (old, intentional || card.rank.is_honour()) {
                        (true, _) => PenaltyKind::Exposed,
                        (false, true) => PenaltyKind::Major,
                        (false, false) => PenaltyKind::Minor,
                    };
                    self.restrictions.push(Restriction::PenaltyCard { seat, card, kind });
                }
            }
            (Irregularity::Revoke { seat, card, established: false, .. }, option) => {
                self.withdraw_revoke(seat, card)?;
                let defender = self.contract.map(|c| c.declarer.side() != seat.side()).unwrap_or(true);
                match option {
                    R::CorrectWithHighest => {
                        self.restrictions.push(Restriction::Demand { seat, demand: PlayDemand::Highest });
                    }
                    R::CorrectWithLowest => {
                        self.restrictions.push(Restriction::Demand { seat, demand: PlayDemand::Lowest });
                    }
                    _ if defender => {
                        self.restrictions.push(Restriction::PenaltyCard { seat, card, kind: exposed_kind })
                    }
                    _ => {}
                }
            }
            (Irregularity::Revoke { .. }, _) => {}
            (Irregularity::DisputedClaim { claimer, .. }, R::Award { claimer_tricks }) => {
                self.claim = None;
                self.settle_claim(&claimer, claimer_tricks);
            }
            (Irregularity::DisputedClaim { .. }, _) => self.claim = None,
            (Irregularity::PenaltyCardLead { leader, holder }, option) => {
                let card = penalty_cards(&self.restrictions, holder, PenaltyKind::Major).iter().next();
                let pick_up = |rs: &mut Vec<Restriction>| {
                    rs.retain(|r| !matches!(r, Restriction::PenaltyCard { card: c, .. } if Some(*c) == card))
                };
                match option {
                    R::RequireLead(suit) => {
                        pick_up(&mut self.restrictions);
                        self.restrictions.push(Restriction::RequireLead { seat: leader, suit });
                    }
                    R::ForbidLead(suit) => {
                        pick_up(&mut self.restrictions);
                        self.restrictions.push(Restriction::ForbidLead { seat: leader, suit, while_on_lead: true });
                    }
                    _ => {}
                }
            }
            (Irregularity::WithdrawnCallLead { leader }, R::ForbidLead(suit)) => {
                self.restrictions.push(Restriction::ForbidLead { seat: leader, suit, while_on_lead: false });
            }
            (Irregularity::ExposedCardMayBeCalled { holder, card }, R::CallCard) => {
                self.restrictions.push(Restriction::Demand { seat: holder, demand: PlayDemand::Card(card) });
            }
            _ => {}
        }
        Ok(())
    }

    /// Declarer became dummy: the play restarts with the other hand declaring.
    fn start_play_swapped(&mut self, contract: Contract) {
        self.contract = Some(contract);
        self.play = Some(Play::new(&self.setup.deal, contract));
    }

    /// Takes a revoke card back, with every card played after it to that
    /// trick (the non-offenders may replay theirs).
    fn withdraw_revoke(&mut self, seat: Seat, card: Card) -> Result<(), TutorError> {
        let at = self.plays.iter().position(|p| p.seat == seat && p.card == card).ok_or(TutorError::NoRevoke)?;
        let contract = self.contract.ok_or(TutorError::NoPlay)?;
        let kept: Vec<PlayedCard> = self.plays[..at].to_vec();
        let gone = self.revokes.iter().position(|r| r.seat == seat && r.card == card);
        let revokes: Vec<RevokeRecord> =
            self.revokes.iter().enumerate().filter(|(i, _)| Some(*i) != gone).map(|(_, r)| *r).collect();
        // Indices of the revokes still ruled on, shifted past the one withdrawn.
        let noticed: Vec<usize> = self
            .noticed
            .iter()
            .filter(|i| Some(**i) != gone)
            .map(|i| if gone.is_some_and(|g| *i > g) { i - 1 } else { *i })
            .collect();
        self.plays.clear();
        self.revokes.clear();
        self.play = Some(Play::new(&self.setup.deal, contract));
        for p in kept {
            self.commit(p.seat, p.card, p.how)?;
        }
        self.revokes = revokes;
        self.noticed = noticed;
        Ok(())
    }

    /// The result once the deal is over, revoke transfers applied.
    pub fn result(&self) -> Option<TutorResult> {
        if self.ending == Some(Ending::Redeal) {
            return Some(TutorResult {
                redeal: true,
                contract: None,
                tricks_won: 0,
                transfers: Vec::new(),
                declarer_tricks: 0,
            });
        }
        if self.auction.is_passed_out() {
            return Some(TutorResult {
                redeal: false,
                contract: None,
                tricks_won: 0,
                transfers: Vec::new(),
                declarer_tricks: 0,
            });
        }
        let play = self.play.as_ref()?;
        let tricks_won = match self.ending {
            Some(Ending::Claim { declarer_tricks }) => declarer_tricks,
            _ if play.is_complete() => play.declarer_tricks(),
            _ => return None,
        };
        let transfers = transfers(self.code, &self.revokes, play.completed_tricks(), play.trump());
        let declarer_side = play.contract().declarer.side();
        let mut declarer_tricks = i16::from(tricks_won);
        for t in &transfers {
            if t.from == declarer_side {
                declarer_tricks -= i16::from(t.tricks);
            } else {
                declarer_tricks += i16::from(t.tricks);
            }
        }
        let declarer_tricks = declarer_tricks.clamp(0, 13) as u8;
        Some(TutorResult { redeal: false, contract: Some(play.contract()), tricks_won, transfers, declarer_tricks })
    }

    /// Tricks won so far by a side at the table.
    pub fn tricks_won(&self, side: Side) -> u8 {
        self.play.as_ref().map(|p| p.tricks_won(side)).unwrap_or(0)
    }

    /// Parses and attempts a call from text: `1S`, `P`, `X`, `8H` (above seven).
    pub fn call_text(&mut self, seat: Seat, text: &str) -> Result<Option<Ruling>, TutorError> {
        self.call(seat, parse_attempt(text)?)
    }
}

/// Reads a call as typed, including a bid above seven.
pub fn parse_attempt(text: &str) -> Result<AttemptedCall, TutorError> {
    let t = text.trim();
    let mut chars = t.chars();
    if let Some(level) = chars.next().and_then(|c| c.to_digit(10)) {
        if level > 7 {
            let strain: Strain = chars.as_str().parse().map_err(|_| TutorError::NotACall(t.to_owned()))?;
            return Ok(AttemptedCall::AboveSeven { level: level as u8, strain });
        }
    }
    t.parse::<Call>().map(AttemptedCall::Call).map_err(|_| TutorError::NotACall(t.to_owned()))
}

#[cfg(test)]
mod tests;
