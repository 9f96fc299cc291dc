//! The Laws tutor's table: a bridge deal at a table with a director.
//!
//! The deal is the bridge game itself ([`tenace_bridge::Game`] with
//! [`Setup::laws`] set): irregular actions, the director's rulings and the
//! non-offending side's choices are actions of its log, and the game keeps
//! the phase, whose turn it is, the legal calls and cards, the claim and
//! every rectification in force. [`TutorGame`] adds what the bridge crate
//! cannot: the director. Whenever the game calls the director, the tutor
//! rules ([`rule`], with the double-dummy verdict on a disputed claim from
//! [`adjudicate`]) and logs the ruling; its texts are derived again from
//! the game's record, so a tutored deal saved and loaded, or undone, reads
//! the same.

use crate::claim::{adjudicate, ClaimError, ClaimStatement};
use crate::code::Code;
use crate::irregularity::{AttemptedCall, Irregularity};
use crate::rectification::Rectification;
use crate::restriction::Restriction;
use crate::revoke::RevokeRecord;
use crate::ruling::{rule, Ruling};
use crate::text::REFUSALS;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use tenace_bridge::laws::{LawsError, LawsResult, RulingRecord};
use tenace_bridge::{
    Action, Auction, AuctionError, Call, Contract, Game, Phase, Play, PlayError, RuleError, Seat, Setup, Side, Strain,
};
use tenace_cards::{Card, CardSet};

/// Why the tutor refuses an action. Irregular actions are not refused:
/// they produce a [`Ruling`]. These are the things no table allows at all.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TutorError {
    /// The director's refusals (a ruling pending, an option not offered, a
    /// player barred or restricted …): the bridge game's own [`LawsError`].
    #[error(transparent)]
    Laws(LawsError),
    #[error("the deal is over")]
    Over,
    #[error("the auction is over")]
    AuctionOver,
    #[error("the play has not started")]
    NoPlay,
    #[error("{seat} does not hold {card}")]
    NotHeld { seat: Seat, card: Card },
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
    /// Any other refusal of the bridge game (its own English sentence).
    #[error(transparent)]
    Game(RuleError),
}

impl From<RuleError> for TutorError {
    fn from(e: RuleError) -> TutorError {
        match e {
            RuleError::DealOver => TutorError::Over,
            RuleError::AuctionNotOver | RuleError::PassedOut => TutorError::NoPlay,
            RuleError::ClaimPending => TutorError::ClaimPending,
            RuleError::NoClaim => TutorError::NoClaim,
            RuleError::DummyCannotClaim => TutorError::DummyCannotClaim,
            RuleError::TooManyTricks { remaining, .. } => TutorError::TooManyTricks { remaining },
            RuleError::Auction(AuctionError::Closed) => TutorError::AuctionOver,
            RuleError::Auction(e) => TutorError::Auction(e),
            RuleError::Play(PlayError::NotHeld { seat, card }) => TutorError::NotHeld { seat, card },
            RuleError::Play(PlayError::Over) => TutorError::Over,
            RuleError::Play(e) => TutorError::Play(e),
            RuleError::Laws(e) => TutorError::Laws(e),
            e @ (RuleError::AlreadyAccepted { .. } | RuleError::NotAClaimOpponent { .. }) => TutorError::Game(e),
        }
    }
}

impl TutorError {
    /// The message's English template (one of [`REFUSALS`], with the
    /// variant's fields as `{seat}`, `{card}`, `{due}`, `{level}`,
    /// `{remaining}`, `{option}`, `{call}`, `{reason}`), so the app can say it
    /// in the player's language; `None` for the bridge rules' own errors
    /// (auction, play, solver), which stay English.
    pub fn template(&self) -> Option<&'static str> {
        let i = match self {
            TutorError::Laws(e) => match e {
                LawsError::RulingPending => 0,
                LawsError::NoRuling => 1,
                LawsError::NotAnOption(_) => 2,
                LawsError::MustPass { .. } => 6,
                LawsError::MustBid { .. } => 7,
                LawsError::NotAboveSeven { .. } => 8,
                LawsError::NotYourTurn { .. } => 10,
                LawsError::Restricted { .. } => 11,
                LawsError::AlreadyExposed { .. } => 12,
                LawsError::NoRevoke => 13,
                LawsError::NoDirector
                | LawsError::DirectorNotHere { .. }
                | LawsError::NotCalled
                | LawsError::NotTheChooser { .. }
                | LawsError::BadRuling(_) => return None,
            },
            TutorError::Over => 3,
            TutorError::AuctionOver => 4,
            TutorError::NoPlay => 5,
            TutorError::NotHeld { .. } => 9,
            TutorError::ClaimPending => 14,
            TutorError::NoClaim => 15,
            TutorError::DummyCannotClaim => 16,
            TutorError::TooManyTricks { .. } => 17,
            TutorError::NotACall(_) => 18,
            TutorError::Claim(ClaimError::NothingLeft) => 19,
            TutorError::Auction(_)
            | TutorError::Play(_)
            | TutorError::Claim(ClaimError::Solver(_))
            | TutorError::Game(_) => return None,
        };
        REFUSALS.get(i).copied()
    }
}

/// Where the tutor's deal stands: the bridge game's phase
/// ([`Phase::Ruling`]: the director is at the table, [`TutorGame::choose`]
/// an option).
pub type TutorPhase = Phase;

/// The end of a tutored deal: the bridge game's result in full.
pub type TutorResult = LawsResult;

/// A ruling given and the option taken.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ruled {
    pub ruling: Ruling,
    pub chosen: Rectification,
}

/// A deal at the tutor's table: the bridge game with a director, and the
/// director's rulings in words. Serialized, it is the game's record (a
/// tutored deal is saved like any deal); read back, the record is replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TutorGame {
    game: Game,
    /// The rulings given so far and the options taken, in words (derived
    /// from the game's records).
    history: Vec<Ruled>,
    /// The ruling waiting for a choice, in words.
    pending: Option<Ruling>,
}

impl TutorGame {
    pub fn new(code: Code, setup: Setup) -> TutorGame {
        TutorGame::wrap(Game::new(setup.with_laws(code)))
    }

    /// A tutored deal from its game (a loaded save). The game must be at a
    /// table with a director; a director called and not yet answered (a
    /// save cut short) is answered now.
    pub fn from_game(game: Game) -> Result<TutorGame, TutorError> {
        if game.code().is_none() {
            return Err(TutorError::Laws(LawsError::NoDirector));
        }
        let mut tutor = TutorGame::wrap(game);
        tutor.rule_pending()?;
        tutor.sync();
        Ok(tutor)
    }

    fn wrap(game: Game) -> TutorGame {
        let mut tutor = TutorGame { game, history: Vec::new(), pending: None };
        tutor.sync();
        tutor
    }

    /// The bridge game: its log, its state, its visibility and control rules.
    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn into_game(self) -> Game {
        self.game
    }

    pub fn code(&self) -> Code {
        self.game.code().unwrap_or(Code::Laws2017)
    }

    pub fn setup(&self) -> &Setup {
        self.game.setup()
    }

    pub fn auction(&self) -> &Auction {
        self.game.auction()
    }

    pub fn play(&self) -> Option<&Play> {
        self.game.cardplay()
    }

    /// The contract being played (declarer changes if declarer became dummy).
    pub fn contract(&self) -> Option<Contract> {
        self.game.contract()
    }

    /// Obligations in force, for the UI to show.
    pub fn restrictions(&self) -> &[Restriction] {
        self.game.restrictions()
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
        self.game.revokes()
    }

    pub fn phase(&self) -> TutorPhase {
        self.game.phase()
    }

    /// The hand due to call or play.
    pub fn to_act(&self) -> Option<Seat> {
        self.game.to_act()
    }

    /// Calls the player due may make (the game's rule: a barred player's
    /// pass only).
    pub fn legal_calls(&self) -> Vec<Call> {
        self.game.legal_calls()
    }

    /// Cards the hand due may play (the game's rule: following suit, then
    /// the restrictions in force).
    pub fn legal_cards(&self) -> CardSet {
        self.game.legal_cards()
    }

    /// The result once the deal is over, revoke transfers applied.
    pub fn result(&self) -> Option<TutorResult> {
        self.game.laws_result()
    }

    /// Tricks won so far by a side at the table.
    pub fn tricks_won(&self, side: Side) -> u8 {
        self.game.tricks_won(side)
    }

    /// The ruling of one call of the director, in words.
    fn ruling_of(&self, record: &RulingRecord) -> Ruling {
        rule(self.code(), &record.irregularity, &record.facts)
    }

    /// The texts of the rulings, from the game's records.
    fn sync(&mut self) {
        let rulings = self.game.rulings();
        self.history =
            rulings.iter().filter_map(|r| r.chosen.map(|chosen| Ruled { ruling: self.ruling_of(r), chosen })).collect();
        self.pending = self.game.pending_ruling().filter(|r| r.ruling.is_some()).map(|r| self.ruling_of(r));
    }

    /// The director rules on whatever the game has called them to, and the
    /// ruling is logged.
    fn rule_pending(&mut self) -> Result<(), TutorError> {
        // Each ruling answers one call; a choice can call the director once more.
        for _ in 0..4 {
            let Some((irregularity, facts)) = self.game.awaiting_director() else { return Ok(()) };
            let mut facts = facts.clone();
            let verdict = match irregularity {
                Irregularity::DisputedClaim { .. } => {
                    let claim = self.game.pending_claim().ok_or(TutorError::NoClaim)?;
                    let play = self.game.cardplay().ok_or(TutorError::NoPlay)?;
                    let statement =
                        ClaimStatement { claimer: claim.claimer, tricks: claim.tricks, line: claim.line.clone() };
                    Some(adjudicate(play, &statement)?)
                }
                _ => None,
            };
            facts.verdict = verdict;
            let ruling = rule(self.code(), irregularity, &facts);
            self.game.apply(Action::Rule { ruling: ruling.director(verdict) })?;
        }
        Ok(())
    }

    /// Applies the actions, then lets the director rule; all or nothing
    /// (a refusal takes the log back to where it was).
    fn act(&mut self, actions: Vec<Action>) -> Result<Option<Ruling>, TutorError> {
        let mark = self.game.log().len();
        let outcome = actions.into_iter().try_for_each(|a| self.game.apply(a).map(|_| ()).map_err(TutorError::from));
        if let Err(e) = outcome.and_then(|()| self.rule_pending()) {
            self.game.rewind(mark);
            return Err(e);
        }
        self.sync();
        Ok(self.pending.clone())
    }

    /// Takes back the last decision of a player, with the director's ruling
    /// it brought; `false` when there is nothing to take back.
    pub fn undo(&mut self) -> bool {
        let rulings = self.game.undo_while(|a| matches!(a, Action::Rule { .. }));
        let undone = self.game.undo().is_some();
        self.sync();
        undone || rulings > 0
    }

    // ----- the auction -----

    /// `seat` attempts a call. A regular call is made; an irregular one
    /// brings the director, whose ruling is returned.
    pub fn call(&mut self, seat: Seat, attempted: AttemptedCall) -> Result<Option<Ruling>, TutorError> {
        let action = match attempted {
            AttemptedCall::Call(call) => Action::Call { seat, call },
            AttemptedCall::AboveSeven { level, strain } => Action::BidAboveSeven { seat, level, strain },
        };
        self.act(vec![action])
    }

    /// Parses and attempts a call from text: `1S`, `P`, `X`, `8H` (above seven).
    pub fn call_text(&mut self, seat: Seat, text: &str) -> Result<Option<Ruling>, TutorError> {
        self.call(seat, parse_attempt(text)?)
    }

    // ----- the play -----

    /// `seat` (the hand the card comes from) attempts to play `card`.
    pub fn play_card(&mut self, seat: Seat, card: Card) -> Result<Option<Ruling>, TutorError> {
        self.act(vec![Action::Play { seat, card }])
    }

    /// `seat` shows `card` (drops it, or shows it to partner). During the
    /// auction and by a defender during the play this is an irregularity.
    pub fn expose(&mut self, seat: Seat, card: Card, intentional: bool) -> Result<Option<Ruling>, TutorError> {
        self.act(vec![Action::Expose { seat, card, intentional }])
    }

    /// A player draws attention to the latest revoke not yet ruled on.
    pub fn point_out_revoke(&mut self) -> Result<Ruling, TutorError> {
        self.act(vec![Action::NoticeRevoke])?.ok_or(TutorError::Laws(LawsError::NoRevoke))
    }

    // ----- claims -----

    /// A claim of `statement.tricks` of the remaining tricks; it establishes
    /// any revoke of the claimer's side (2017 Law 63A).
    pub fn claim(&mut self, statement: ClaimStatement) -> Result<(), TutorError> {
        let ClaimStatement { claimer: seat, tricks, line } = statement;
        self.act(vec![Action::Claim { seat, tricks, line }]).map(|_| ())
    }

    /// The opponents agree (the claim stands) or dispute it (the director rules).
    pub fn answer_claim(&mut self, agree: bool) -> Result<Option<Ruling>, TutorError> {
        if self.game.pending_ruling().is_some() {
            return Err(TutorError::Laws(LawsError::RulingPending));
        }
        let claim = self.game.pending_claim().ok_or(TutorError::NoClaim)?;
        let actions = match (agree, claim.awaiting.first()) {
            (true, _) => claim.awaiting.iter().map(|seat| Action::AcceptClaim { seat: *seat }).collect(),
            (false, Some(seat)) => vec![Action::RejectClaim { seat: *seat }],
            (false, None) => return Err(TutorError::NoClaim),
        };
        self.act(actions)
    }

    // ----- rulings -----

    /// The non-offending side takes `option`; the game enforces it. A
    /// follow-up question (such as lead options) may come straight back.
    pub fn choose(&mut self, option: Rectification) -> Result<Option<Ruling>, TutorError> {
        let chooser = self.pending.as_ref().ok_or(TutorError::Laws(LawsError::NoRuling))?.chooser;
        self.act(vec![Action::Choose { seat: chooser, option }])
    }
}

impl Serialize for TutorGame {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.game.serialize(s)
    }
}

/// A tutored deal is trusted only as far as it replays; the rulings' texts
/// are derived again.
impl<'de> Deserialize<'de> for TutorGame {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let game = Game::deserialize(d)?;
        TutorGame::from_game(game).map_err(serde::de::Error::custom)
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
