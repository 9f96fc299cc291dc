//! One deal as a single state machine: bridge's [`tenace_core::Rules`].
//!
//! [`Bridge`] is the state of a deal; [`Game`] is that state with its log
//! ([`tenace_core::Logged`]): what the app saves, undoes, replays and
//! exports. [`Action`]s are applied to it and return the [`Event`]s they
//! caused, or a [`RuleError`] that says why the action is not allowed and
//! leaves the game untouched.
//!
//! "Is this legal?" ([`Rules::check`]) is kept apart from "do it"
//! ([`Rules::apply`]). At a table with a director (a tutored deal,
//! [`Setup::laws`]) the irregular actions of [`crate::laws`] are actions
//! too: a call or card out of turn, an insufficient bid, a revoke, a card
//! shown, a disputed claim call the director, whose ruling and the
//! non-offending side's choice are the next actions of the log. A tutored
//! deal is saved, undone and replayed like any other, by a program built
//! with the director's rules (the crate's `director` feature, which
//! `tenace-laws` turns on); one built without them (the page's table)
//! refuses a tutored deal with [`crate::laws::LawsError::DirectorNotHere`]
//! and does not link the enforcement of the Laws.

use crate::auction::{Auction, AuctionError};
use crate::claim::PendingClaim;
use crate::laws::{
    AttemptedCall, Code, Facts, Irregularity, LawsError, LawsResult, LawsState, Rectification, Restriction,
    RevokeRecord, RulingRecord, Transfer,
};
use crate::play::{Play, PlayError, Trick};
use crate::scoring::{duplicate_score, Tricks};
#[cfg(feature = "director")]
use crate::{laws::DirectorRuling, Strain};
use crate::{BoardNumber, Call, Contract, Deal, Seat, Side, Vulnerability};
use serde::{Deserialize, Serialize};
use tenace_cards::{Card, CardSet};
use tenace_core::{Logged, Record, Rules, Viewer};

/// Everything fixed before the first call: the board and the cards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    pub board: Option<BoardNumber>,
    pub dealer: Seat,
    pub vulnerability: Vulnerability,
    pub deal: Deal,
    /// A table with a director (the Laws tutor): irregular actions are
    /// accepted and ruled on under this code. `None`, as in every save before
    /// schema 2: a table without a director, where they are refused.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub laws: Option<Code>,
}

impl Setup {
    /// A duplicate board: dealer and vulnerability from its number.
    pub fn board(number: BoardNumber, deal: Deal) -> Setup {
        Setup { board: Some(number), dealer: number.dealer(), vulnerability: number.vulnerability(), deal, laws: None }
    }

    /// The same deal at a table whose director rules under `code`.
    pub fn with_laws(self, code: Code) -> Setup {
        Setup { laws: Some(code), ..self }
    }
}

/// Something a player (or, for [`Action::Rule`], the director) does.
///
/// Saved as a flat object tagged by `"action"` (`{"action":"call","seat":
/// "North","call":"1NT"}`). It is read through [`SavedAction`], one flat
/// record of every field, rather than serde's buffered reading of a tagged
/// enum: the same format, read leniently (unknown fields are ignored) with
/// a message naming the field an action lacks, and much less code in the
/// page.
///
/// The irregular actions and the director's (`BidAboveSeven` to `Choose`)
/// exist only in a program built with the director's
/// rules (the crate's `director` feature): the page's table has no
/// director, so its wasm carries neither them nor their serde, `Debug`,
/// `Clone` and comparison (hence `#[non_exhaustive]`: a `match` elsewhere
/// has a wildcard arm for them).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case", try_from = "SavedAction")]
#[non_exhaustive]
pub enum Action {
    /// A call in the auction. With a director, a call out of rotation, an
    /// insufficient bid or an inadmissible double calls the director.
    Call {
        seat: Seat,
        call: Call,
    },
    /// A card from `seat`'s hand. Dummy's cards are chosen by declarer, but
    /// the action names the hand the card comes from. With a director, a
    /// lead or play out of turn calls the director, and a card that does not
    /// follow suit is a revoke that stands until it is pointed out.
    Play {
        seat: Seat,
        card: Card,
    },
    /// `seat` claims that their side wins `tricks` of the tricks not yet
    /// completed (0 is a concession of all of them), stating the order of
    /// the leads in `line` if they wish (Law 68C).
    Claim {
        seat: Seat,
        tricks: u8,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        line: Vec<Card>,
    },
    AcceptClaim {
        seat: Seat,
    },
    /// Without a director play goes on; with one, the director rules (Law 70).
    RejectClaim {
        seat: Seat,
    },
    #[cfg(feature = "director")]
    /// With a director: a bid of more than seven (Law 38), which no [`Call`] holds.
    BidAboveSeven {
        seat: Seat,
        level: u8,
        #[serde(serialize_with = "strain_code")]
        strain: Strain,
    },
    #[cfg(feature = "director")]
    /// With a director: `seat` shows `card` (drops it face up; `intentional`
    /// as when shown on purpose).
    Expose {
        seat: Seat,
        card: Card,
        intentional: bool,
    },
    #[cfg(feature = "director")]
    /// With a director: attention is drawn to the latest revoke not yet ruled on.
    NoticeRevoke,
    #[cfg(feature = "director")]
    /// The director's ruling on the irregularity waiting for it: the options
    /// the code offers and who chooses (`tenace-laws` computes it).
    Rule {
        ruling: DirectorRuling,
    },
    #[cfg(feature = "director")]
    /// The non-offending side's choice among the ruling's options; the game
    /// enforces it.
    Choose {
        seat: Seat,
        option: Rectification,
    },
}

/// Every field an [`Action`] is saved with, for reading.
#[derive(Deserialize)]
pub struct SavedAction {
    action: String,
    seat: Option<Seat>,
    call: Option<Call>,
    card: Option<Card>,
    tricks: Option<u8>,
    #[serde(default)]
    line: Vec<Card>,
    // The director's actions' fields: read only by a program with the
    // director's rules (each field read is code in the page's wasm).
    #[cfg(feature = "director")]
    level: Option<u8>,
    #[cfg(feature = "director")]
    strain: Option<String>,
    #[cfg(feature = "director")]
    intentional: Option<bool>,
    #[cfg(feature = "director")]
    ruling: Option<DirectorRuling>,
    #[cfg(feature = "director")]
    option: Option<Rectification>,
}

impl TryFrom<SavedAction> for Action {
    type Error = String;
    fn try_from(a: SavedAction) -> Result<Action, String> {
        let kind = a.action;
        let need = |field: &str| format!("a “{kind}” action needs its “{field}”");
        let seat = || a.seat.ok_or_else(|| need("seat"));
        Ok(match kind.as_str() {
            "call" => Action::Call { seat: seat()?, call: a.call.ok_or_else(|| need("call"))? },
            "play" => Action::Play { seat: seat()?, card: a.card.ok_or_else(|| need("card"))? },
            "claim" => Action::Claim { seat: seat()?, tricks: a.tricks.ok_or_else(|| need("tricks"))?, line: a.line },
            "accept_claim" => Action::AcceptClaim { seat: seat()? },
            "reject_claim" => Action::RejectClaim { seat: seat()? },
            #[cfg(not(feature = "director"))]
            "bid_above_seven" | "expose" | "notice_revoke" | "rule" | "choose" => {
                return Err(format!(
                "“{kind}” is an action of a table with a director: open this deal in the Laws tutor, which rules on it"
            ))
            }
            #[cfg(feature = "director")]
            "bid_above_seven" => {
                let strain = a.strain.as_deref().ok_or_else(|| need("strain"))?;
                let strain = strain.parse().map_err(|e: crate::call::ParseCallError| e.to_string())?;
                Action::BidAboveSeven { seat: seat()?, level: a.level.ok_or_else(|| need("level"))?, strain }
            }
            #[cfg(feature = "director")]
            "expose" => Action::Expose {
                seat: seat()?,
                card: a.card.ok_or_else(|| need("card"))?,
                intentional: a.intentional.ok_or_else(|| need("intentional"))?,
            },
            #[cfg(feature = "director")]
            "notice_revoke" => Action::NoticeRevoke,
            #[cfg(feature = "director")]
            "rule" => Action::Rule { ruling: a.ruling.ok_or_else(|| need("ruling"))? },
            #[cfg(feature = "director")]
            "choose" => Action::Choose { seat: seat()?, option: a.option.ok_or_else(|| need("option"))? },
            _ => {
                return Err(format!(
                    "“{kind}” is not an action (call, play, claim, accept_claim, reject_claim, bid_above_seven, \
                     expose, notice_revoke, rule, choose)"
                ))
            }
        })
    }
}

/// A strain saved as its code (`"S"`, `"NT"`), as calls are.
#[cfg(feature = "director")]
fn strain_code<S: serde::Serializer>(strain: &Strain, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(strain.code())
}

impl Action {
    /// A claim with no line stated.
    pub fn claim(seat: Seat, tricks: u8) -> Action {
        Action::Claim { seat, tricks, line: Vec::new() }
    }

    /// The seat the action names (`None` for the director's ruling and for
    /// pointing out a revoke, which anyone may do).
    pub fn seat(&self) -> Option<Seat> {
        match *self {
            Action::Call { seat, .. }
            | Action::Play { seat, .. }
            | Action::Claim { seat, .. }
            | Action::AcceptClaim { seat }
            | Action::RejectClaim { seat } => Some(seat),
            #[cfg(feature = "director")]
            Action::BidAboveSeven { seat, .. } | Action::Expose { seat, .. } | Action::Choose { seat, .. } => {
                Some(seat)
            }
            #[cfg(feature = "director")]
            Action::NoticeRevoke | Action::Rule { .. } => None,
        }
    }
}

/// What an action caused, for the UI to animate and the log to narrate.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    Called {
        seat: Seat,
        call: Call,
    },
    /// The auction is over: the contract, or `None` when passed out.
    AuctionEnded {
        contract: Option<Contract>,
    },
    Played {
        seat: Seat,
        card: Card,
    },
    DummyFaced {
        dummy: Seat,
    },
    TrickWon {
        winner: Seat,
        number: u8,
    },
    Claimed {
        seat: Seat,
        tricks: u8,
    },
    ClaimAccepted {
        seat: Seat,
    },
    ClaimRejected {
        seat: Seat,
    },
    /// An irregularity (or a moment an earlier one gives a choice): the
    /// director is called.
    DirectorCalled {
        irregularity: Irregularity,
    },
    /// The director ruled; `chooser` picks an option.
    Ruled {
        chooser: Seat,
    },
    /// The option chosen has been enforced.
    Rectified {
        option: Rectification,
    },
    DealOver {
        result: DealResult,
    },
}

/// How a deal ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealResult {
    /// `None` when the deal was passed out (or thrown in by a ruling).
    pub contract: Option<Contract>,
    /// Tricks won by the declaring side, claims and revoke transfers included.
    pub declarer_tricks: u8,
}

impl DealResult {
    /// Overtricks (positive) or undertricks (negative); 0 for a pass-out.
    pub fn result(&self) -> i8 {
        match self.contract {
            Some(c) => self.declarer_tricks as i8 - c.tricks_needed() as i8,
            None => 0,
        }
    }

    /// The duplicate score (Law 77) from North-South's point of view: what a
    /// traveller or `tenace pbn check` shows. 0 for a pass-out.
    pub fn duplicate_score_ns(&self, vulnerability: Vulnerability) -> i32 {
        let Some(c) = self.contract else { return 0 };
        let side = c.declarer.side();
        let tricks = Tricks::new(self.declarer_tricks.min(13)).unwrap_or(Tricks::ALL);
        let score = duplicate_score(c.bid, c.penalty, vulnerability.is_vulnerable(side), tricks);
        match side {
            Side::NorthSouth => score,
            Side::EastWest => -score,
        }
    }
}

/// Where the deal stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    Auction,
    Play,
    /// The director is at the table: the ruling, then the non-offending
    /// side's choice, is awaited (only at a table with a director).
    Ruling,
    /// Play is suspended until the claim is accepted or rejected.
    Claim,
    Finished,
}

/// Why an action is not allowed now.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error(transparent)]
    Auction(#[from] AuctionError),
    #[error(transparent)]
    Play(#[from] PlayError),
    #[error(transparent)]
    Laws(#[from] LawsError),
    #[error("the auction is not over yet")]
    AuctionNotOver,
    #[error("the deal is over")]
    DealOver,
    #[error("the deal was passed out: there is no play")]
    PassedOut,
    #[error("a claim is waiting for an answer")]
    ClaimPending,
    #[error("there is no claim to answer")]
    NoClaim,
    #[error("dummy cannot claim or concede")]
    DummyCannotClaim,
    #[error("{seat} has already accepted the claim")]
    AlreadyAccepted { seat: Seat },
    #[error("only the claimer's opponents (not dummy) answer a claim; {seat} cannot")]
    NotAClaimOpponent { seat: Seat },
    #[error("only {remaining} tricks are left; {seat} cannot claim {claimed}")]
    TooManyTricks { seat: Seat, claimed: u8, remaining: u8 },
}

/// A saved game that could not be replayed: which action, and why.
pub type ReplayError = tenace_core::ReplayError<Action, RuleError>;

/// Why a saved game could not be loaded (a newer format, or a log that does
/// not replay).
pub type LoadError = tenace_core::LoadError<Action, RuleError>;

/// The setup and every action since, with the save format's version: the
/// serialized form of a game.
pub type GameRecord = Record<Bridge>;

/// A deal with its log: the state ([`Bridge`], read through `Deref`) and
/// every action since the setup.
pub type Game = Logged<Bridge>;

/// How the deal ended before its last trick.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Ending {
    /// A claim was accepted or awarded: declarer's tricks, before any revoke transfer.
    Claim { declarer_tricks: u8 },
    /// The 1930s code threw the deal in.
    Redeal,
}

/// The state of one deal: bridge's [`Rules`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bridge {
    pub(crate) setup: Setup,
    pub(crate) auction: Auction,
    pub(crate) play: Option<Play>,
    pub(crate) claim: Option<PendingClaim>,
    pub(crate) ending: Option<Ending>,
    /// What irregularities left behind (empty without a director).
    pub(crate) laws: LawsState,
}

impl Bridge {
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    pub fn deal(&self) -> &Deal {
        &self.setup.deal
    }

    pub fn auction(&self) -> &Auction {
        &self.auction
    }

    /// The play of the cards once the auction has produced a contract.
    pub fn cardplay(&self) -> Option<&Play> {
        self.play.as_ref()
    }

    pub fn pending_claim(&self) -> Option<&PendingClaim> {
        self.claim.as_ref()
    }

    /// The contract being played (declarer changes if a ruling made
    /// declarer dummy).
    pub fn contract(&self) -> Option<Contract> {
        self.play.as_ref().map(Play::contract)
    }

    /// The code the director rules under, at a table with one.
    pub fn code(&self) -> Option<Code> {
        self.setup.laws
    }

    pub fn phase(&self) -> Phase {
        if self.result().is_some() {
            Phase::Finished
        } else if self.pending_ruling().is_some() {
            Phase::Ruling
        } else if self.claim.is_some() {
            Phase::Claim
        } else if self.play.is_some() {
            Phase::Play
        } else {
            Phase::Auction
        }
    }

    /// The hand due to call or play (dummy's seat when a card is due from
    /// dummy), or `None` while a claim or ruling is pending or after the
    /// deal. [`Rules::to_act`] names the players instead: declarer for dummy.
    pub fn to_act(&self) -> Option<Seat> {
        match self.phase() {
            Phase::Auction => self.auction.to_act(),
            Phase::Play => self.play.as_ref().and_then(Play::to_play),
            Phase::Ruling | Phase::Claim | Phase::Finished => None,
        }
    }

    /// Who decides for a hand: declarer plays dummy's cards.
    pub fn controller(&self, seat: Seat) -> Seat {
        match self.contract() {
            Some(c) if c.dummy() == seat => c.declarer,
            _ => seat,
        }
    }

    /// The cards `seat` holds now.
    pub fn hand(&self, seat: Seat) -> CardSet {
        match &self.play {
            Some(play) => play.hand(seat),
            None => self.setup.deal.hand(seat),
        }
    }

    /// Calls the player to act may make (empty outside the auction): with a
    /// director, a barred player may only pass and a 1930s insufficient bid
    /// must be replaced by a bid.
    pub fn legal_calls(&self) -> Vec<Call> {
        let Some(seat) = self.to_act().filter(|_| self.phase() == Phase::Auction) else { return Vec::new() };
        // Only the director's rules restrict the calls of the player to act.
        #[cfg(not(feature = "director"))]
        let _ = seat;
        #[cfg(feature = "director")]
        if self.barred(seat) {
            return vec![Call::Pass];
        }
        let calls = self.auction.legal_calls();
        #[cfg(feature = "director")]
        if self.must_bid(seat) {
            let bids: Vec<Call> = calls.iter().copied().filter(|c| matches!(c, Call::Bid(_))).collect();
            if !bids.is_empty() {
                return bids;
            }
        }
        calls
    }

    /// Cards the hand to play may play (empty outside the play): following
    /// suit (the core's rule), then, with a director, the restrictions in
    /// force (penalty cards, lead requirements, premature-play demands).
    /// The one legal-card rule of the game: views and robots ask it.
    pub fn legal_cards(&self) -> CardSet {
        match (self.phase(), &self.play) {
            (Phase::Play, Some(play)) => play.to_play().map(|s| self.allowed_cards(play, s)).unwrap_or(CardSet::EMPTY),
            _ => CardSet::EMPTY,
        }
    }

    /// The final result, once the deal is over (all tricks played, claim
    /// accepted, passed out or thrown in), revoke transfers applied.
    pub fn result(&self) -> Option<DealResult> {
        self.laws_result().map(|r| DealResult { contract: r.contract, declarer_tricks: r.declarer_tricks })
    }

    /// The result in full: how many tricks declarer won at the table, the
    /// revoke transfers, and whether the deal was thrown in.
    pub fn laws_result(&self) -> Option<LawsResult> {
        if self.ending == Some(Ending::Redeal) || self.auction.is_passed_out() {
            let redeal = self.ending == Some(Ending::Redeal);
            return Some(LawsResult {
                redeal,
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
        let transfers = self.transfers(play);
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
        Some(LawsResult { redeal: false, contract: Some(play.contract()), tricks_won, transfers, declarer_tricks })
    }

    /// Completed tricks in order.
    pub fn tricks(&self) -> &[Trick] {
        self.play.as_ref().map(Play::completed_tricks).unwrap_or(&[])
    }

    /// Tricks won so far by a side at the table (not counting a claim).
    pub fn tricks_won(&self, side: Side) -> u8 {
        self.play.as_ref().map(|p| p.tricks_won(side)).unwrap_or(0)
    }

    /// Obligations in force (empty without a director, and always without
    /// the director's rules).
    pub fn restrictions(&self) -> &[Restriction] {
        #[cfg(feature = "director")]
        return &self.laws.restrictions;
        #[cfg(not(feature = "director"))]
        &[]
    }

    /// Revokes made so far (recorded only at a table with a director).
    pub fn revokes(&self) -> &[RevokeRecord] {
        #[cfg(feature = "director")]
        return &self.laws.revokes;
        #[cfg(not(feature = "director"))]
        &[]
    }

    /// Every time the director was called: the irregularity, the facts of
    /// the table, the ruling and the option chosen, oldest first.
    pub fn rulings(&self) -> &[RulingRecord] {
        #[cfg(feature = "director")]
        return &self.laws.rulings;
        #[cfg(not(feature = "director"))]
        &[]
    }

    /// The ruling in progress: the director is called (no ruling yet) or
    /// the ruling waits for the non-offending side's choice.
    pub fn pending_ruling(&self) -> Option<&RulingRecord> {
        self.rulings().last().filter(|r| r.chosen.is_none())
    }

    /// The irregularity the director has been called to, with the facts the
    /// ruling depends on, while no ruling has been given.
    pub fn awaiting_director(&self) -> Option<(&Irregularity, &Facts)> {
        self.pending_ruling().filter(|r| r.ruling.is_none()).map(|r| (&r.irregularity, &r.facts))
    }

    /// Is the deal over?
    pub fn is_over(&self) -> bool {
        self.result().is_some()
    }

    pub(crate) fn play_in_progress(&self) -> Result<&Play, RuleError> {
        if self.claim.is_some() {
            return Err(RuleError::ClaimPending);
        }
        if self.auction.is_passed_out() {
            return Err(RuleError::PassedOut);
        }
        self.play.as_ref().ok_or(RuleError::AuctionNotOver)
    }

    pub(crate) fn no_ruling_pending(&self) -> Result<(), RuleError> {
        match self.pending_ruling() {
            Some(_) => Err(LawsError::RulingPending.into()),
            None => Ok(()),
        }
    }

    /// One action, both with and without a director. Without one, every
    /// refusal comes before the first change, so a refused action changes
    /// nothing; with one, [`Rules::apply`] works on a copy.
    fn step(&mut self, action: Action) -> Result<Vec<Event>, RuleError> {
        if !cfg!(feature = "director") {
            if let Some(code) = self.setup.laws {
                return Err(LawsError::DirectorNotHere { code }.into());
            }
        }
        if self.result().is_some() {
            return Err(RuleError::DealOver);
        }
        let mut events = match action {
            Action::Call { seat, call } => self.attempt_call(seat, AttemptedCall::Call(call))?,
            Action::Play { seat, card } => self.attempt_card(seat, card)?,
            Action::Claim { seat, tricks, line } => self.make_claim(seat, tricks, line)?,
            Action::AcceptClaim { seat } => self.answer_claim(seat, true)?,
            Action::RejectClaim { seat } => self.answer_claim(seat, false)?,
            #[cfg(feature = "director")]
            Action::BidAboveSeven { seat, level, strain } => {
                self.director()?;
                self.attempt_call(seat, AttemptedCall::AboveSeven { level, strain })?
            }
            #[cfg(feature = "director")]
            Action::Expose { seat, card, intentional } => {
                self.director()?;
                self.expose(seat, card, intentional)?
            }
            #[cfg(feature = "director")]
            Action::NoticeRevoke => {
                self.director()?;
                self.notice_revoke()?
            }
            #[cfg(feature = "director")]
            Action::Rule { ruling } => {
                self.director()?;
                self.give_ruling(ruling)?
            }
            #[cfg(feature = "director")]
            Action::Choose { seat, option } => {
                self.director()?;
                self.choose(seat, option)?
            }
        };
        if let Some(result) = self.result() {
            events.push(Event::DealOver { result });
        }
        Ok(events)
    }

    /// The code of the table's director, or the refusal of an irregular
    /// action at a table without one.
    #[cfg(feature = "director")]
    pub(crate) fn director(&self) -> Result<Code, RuleError> {
        self.ruling_code().ok_or(RuleError::Laws(LawsError::NoDirector))
    }

    /// The code the director rules under, when this table has a director
    /// and this build holds the director's rules (the `director` feature,
    /// which `tenace-laws` turns on for the Laws tutor). Without the
    /// feature it is always `None`, so a table without a director is all
    /// the program can reach and the enforcement of the Laws is not linked
    /// into it (the page's wasm); a tutored deal is refused by [`Bridge::step`].
    #[inline]
    pub(crate) fn ruling_code(&self) -> Option<Code> {
        if cfg!(feature = "director") {
            self.setup.laws
        } else {
            None
        }
    }

    fn attempt_call(&mut self, seat: Seat, attempted: AttemptedCall) -> Result<Vec<Event>, RuleError> {
        self.no_ruling_pending()?;
        if self.auction.is_complete() {
            return Err(AuctionError::Closed.into());
        }
        let due = self.auction.to_act().ok_or(AuctionError::Closed)?;
        if seat != due {
            #[cfg(feature = "director")]
            if self.ruling_code().is_some() {
                return Ok(vec![self.call_out_of_rotation(seat, due, attempted)]);
            }
            return Err(AuctionError::OutOfTurn { seat, expected: due }.into());
        }
        #[cfg(feature = "director")]
        if self.barred(seat) && attempted != AttemptedCall::Call(Call::Pass) {
            return Err(LawsError::MustPass { seat }.into());
        }
        let call = match attempted {
            #[cfg(feature = "director")]
            AttemptedCall::AboveSeven { level, strain } => return Ok(vec![self.bid_above_seven(seat, level, strain)?]),
            // Only the director's `Action::BidAboveSeven` attempts one.
            #[cfg(not(feature = "director"))]
            AttemptedCall::AboveSeven { .. } => return Err(LawsError::NoDirector.into()),
            AttemptedCall::Call(call) => call,
        };
        if let Err(e) = self.auction.check(call) {
            #[cfg(feature = "director")]
            if self.ruling_code().is_some() {
                return self.irregular_call(seat, call, e).map(|event| vec![event]);
            }
            return Err(e.into());
        }
        #[cfg(feature = "director")]
        self.settle_replacement(seat, call)?;
        Ok(self.push_call(seat, call))
    }

    /// Makes a legal call and, when it ends the auction, starts the play.
    pub(crate) fn push_call(&mut self, seat: Seat, call: Call) -> Vec<Event> {
        if self.auction.push(call).is_err() {
            return Vec::new();
        }
        let mut events = vec![Event::Called { seat, call }];
        #[cfg(feature = "director")]
        self.laws.restrictions.retain(|r| *r != Restriction::PassOnce { seat });
        if !self.auction.is_complete() {
            return events;
        }
        #[cfg(feature = "director")]
        self.laws
            .restrictions
            .retain(|r| !matches!(r, Restriction::PassThroughout { .. } | Restriction::PassOnce { .. }));
        let contract = self.auction.contract();
        events.push(Event::AuctionEnded { contract });
        if let Some(c) = contract {
            self.start_play(c);
            #[cfg(feature = "director")]
            events.extend(self.follow_ups());
        }
        events
    }

    fn attempt_card(&mut self, seat: Seat, card: Card) -> Result<Vec<Event>, RuleError> {
        self.no_ruling_pending()?;
        let play = self.play_in_progress()?;
        let due = play.to_play().ok_or(PlayError::Over)?;
        #[cfg(feature = "director")]
        if self.ruling_code().is_some() {
            return self.attempt_card_with_director(seat, card, due);
        }
        // Whose turn it was matters only to the director's rules.
        #[cfg(not(feature = "director"))]
        let _ = due;
        play.check(seat, card)?;
        Ok(self.commit(seat, card, How::Normal))
    }

    /// A card at a table with a director: out of turn, a revoke or a card
    /// the restrictions forbid call the director or are refused.
    #[cfg(feature = "director")]
    fn attempt_card_with_director(&mut self, seat: Seat, card: Card, due: Seat) -> Result<Vec<Event>, RuleError> {
        let play = self.play_in_progress()?;
        if !play.hand(seat).contains(card) {
            return Err(PlayError::NotHeld { seat, card }.into());
        }
        if seat != due {
            return Ok(vec![self.card_out_of_turn(seat, card, due)?]);
        }
        let how = match play.check_card(seat, card) {
            Err(PlayError::MustFollow { .. }) => How::Revoke,
            Err(e) => return Err(e.into()),
            Ok(()) => {
                if !self.allowed_cards(play, seat).contains(card) {
                    return Err(self.restricted(seat, card).into());
                }
                How::Normal
            }
        };
        let mut events = self.commit(seat, card, how);
        events.extend(self.follow_ups());
        Ok(events)
    }

    /// Plays a card the caller has checked: from the hand due, or (a Laws
    /// correction) a revoke or an accepted lead out of turn.
    pub(crate) fn commit(&mut self, seat: Seat, card: Card, how: How) -> Vec<Event> {
        let Some(play) = self.play.as_mut() else { return Vec::new() };
        let trick_index = play.completed_tricks().len() as u8;
        #[cfg(feature = "director")]
        let led = play.current_trick().led_suit();
        let first_card = play.cards_played_count() == 0;
        let dummy = play.contract().dummy();
        let played = match how {
            How::Normal => play.play(card),
            #[cfg(feature = "director")]
            How::Revoke => play.play_revoke(card),
            #[cfg(feature = "director")]
            How::AcceptedLead => play.accept_lead_out_of_turn(seat, card),
        };
        let Ok(played) = played else { return Vec::new() };
        let mut events = vec![Event::Played { seat, card }];
        if first_card {
            events.push(Event::DummyFaced { dummy });
        }
        if let Some(winner) = played.trick_won_by {
            events.push(Event::TrickWon { winner, number: trick_index + 1 });
        }
        #[cfg(feature = "director")]
        if let Some(code) = self.ruling_code() {
            let played = crate::laws::CardPlayed {
                seat,
                card,
                how,
                trick: trick_index,
                led,
                dummy,
                won_by: played.trick_won_by,
            };
            self.laws.after_card(code, played);
        }
        events
    }

    /// The cards of `seat` that the rules of play and the restrictions in
    /// force allow now.
    pub(crate) fn allowed_cards(&self, play: &Play, seat: Seat) -> CardSet {
        let legal = play.legal_cards(seat);
        if self.ruling_code().is_none() || self.restrictions().is_empty() {
            legal
        } else {
            crate::laws::allowed_cards(self.restrictions(), seat, play, legal)
        }
    }

    fn transfers(&self, play: &Play) -> Vec<Transfer> {
        let Some(code) = self.ruling_code() else { return Vec::new() };
        if self.revokes().is_empty() {
            return Vec::new();
        }
        crate::laws::transfers(code, self.revokes(), play.completed_tricks(), play.trump())
    }
}

/// How a card came to be played.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum How {
    Normal,
    /// A card that did not follow suit although the hand could (a revoke).
    #[cfg(feature = "director")]
    Revoke,
    /// A lead out of turn the other side accepted (a choice after a ruling).
    #[cfg(feature = "director")]
    AcceptedLead,
}

impl Rules for Bridge {
    type Setup = Setup;
    type Player = Seat;
    type Action = Action;
    type Event = Event;
    type Error = RuleError;

    /// 1: every save before tutored deals (no `schema` field). 2: the setup
    /// may name the code of a director ([`Setup::laws`]), claims may state a
    /// line, and the Laws tutor's actions exist.
    const SCHEMA: u32 = 2;

    fn new(setup: Setup) -> Bridge {
        let auction = Auction::new(setup.dealer);
        Bridge { setup, auction, play: None, claim: None, ending: None, laws: LawsState::default() }
    }

    fn setup(&self) -> &Setup {
        &self.setup
    }

    fn players(&self) -> Vec<Seat> {
        Seat::ALL.to_vec()
    }

    /// The players the game waits for: the controller of the hand due
    /// (declarer for dummy), the claimer's opponents still to answer, the
    /// chooser of a ruling. [`Bridge::to_act`] names the hand instead.
    /// While the director is called no player is due: the next action is
    /// the director's ([`Bridge::awaiting_director`]), never a player's.
    fn to_act(&self) -> Vec<Seat> {
        match self.phase() {
            Phase::Auction | Phase::Play => {
                Bridge::to_act(self).map(|hand| self.controller(hand)).into_iter().collect()
            }
            Phase::Claim => self.claim.as_ref().map(|c| c.awaiting.clone()).unwrap_or_default(),
            Phase::Ruling => {
                self.pending_ruling().and_then(|r| r.ruling.as_ref()).map(|r| r.chooser).into_iter().collect()
            }
            Phase::Finished => Vec::new(),
        }
    }

    fn check(&self, action: &Action) -> Result<(), RuleError> {
        self.clone().step(action.clone()).map(|_| ())
    }

    fn apply(&mut self, action: Action) -> Result<Vec<Event>, RuleError> {
        if self.ruling_code().is_none() {
            return self.step(action);
        }
        // A ruling's enforcement changes several things in turn: on a copy,
        // so that a refusal halfway changes nothing.
        let mut next = self.clone();
        let events = next.step(action)?;
        *self = next;
        Ok(events)
    }

    fn legal_actions(&self, player: Seat) -> Vec<Action> {
        match self.phase() {
            Phase::Auction => match self.to_act() {
                Some(seat) if seat == player => {
                    self.legal_calls().into_iter().map(|call| Action::Call { seat, call }).collect()
                }
                _ => Vec::new(),
            },
            Phase::Play => {
                let (Some(hand), Some(play)) = (self.to_act(), &self.play) else { return Vec::new() };
                if self.controller(hand) != player {
                    return Vec::new();
                }
                let mut actions: Vec<Action> =
                    self.legal_cards().iter().map(|card| Action::Play { seat: hand, card }).collect();
                actions.extend((0..=play.tricks_remaining()).map(|tricks| Action::claim(player, tricks)));
                actions
            }
            Phase::Claim => match &self.claim {
                Some(c) if c.awaiting.contains(&player) => {
                    vec![Action::AcceptClaim { seat: player }, Action::RejectClaim { seat: player }]
                }
                _ => Vec::new(),
            },
            #[cfg(feature = "director")]
            Phase::Ruling => match self.pending_ruling().and_then(|r| r.ruling.as_ref()) {
                Some(r) if r.chooser == player => {
                    r.options.iter().map(|option| Action::Choose { seat: player, option: *option }).collect()
                }
                _ => Vec::new(),
            },
            // Only a table with a director has rulings.
            #[cfg(not(feature = "director"))]
            Phase::Ruling => Vec::new(),
            Phase::Finished => Vec::new(),
        }
    }

    /// The hands `viewer` may see now: each player their own; everyone
    /// dummy once the opening lead is faced (Law 41D), and the claimer's
    /// hand and dummy while a claim is answered (Law 68: a claim is made in
    /// the play period, with the claimer's cards faced); everything once
    /// the deal is over.
    fn visible_to(&self, viewer: Viewer<Seat>) -> Vec<(Seat, CardSet)> {
        let all = self.is_over() || viewer == Viewer::All;
        let claimer = self.claim.as_ref().map(|c| c.claimer);
        let faced = self.play.as_ref().filter(|p| p.dummy_visible() || claimer.is_some()).map(|p| p.contract().dummy());
        Seat::ALL
            .into_iter()
            .filter(|s| all || viewer == Viewer::Seat(*s) || faced == Some(*s) || claimer == Some(*s))
            .map(|s| (s, self.hand(s)))
            .collect()
    }

    fn controller(&self, hand: Seat) -> Seat {
        Bridge::controller(self, hand)
    }

    fn is_over(&self) -> bool {
        Bridge::is_over(self)
    }

    /// Version 1 is a deal at a table without a director: its setup names
    /// no code and its actions are the calls, cards and claims of today,
    /// unchanged. Nothing is dropped; a version 1 record that names a code
    /// was not written by Tenace and is refused.
    fn migrate(mut record: GameRecord) -> Result<GameRecord, String> {
        match record.schema {
            1 if record.setup.laws.is_none() => {
                record.schema = 2;
                Ok(record)
            }
            1 => Err("a save of version 1 cannot hold a tutored deal".to_owned()),
            v => Err(format!("a bridge save of version {v} is not one this program has ever written")),
        }
    }
}

#[cfg(test)]
mod tests;
