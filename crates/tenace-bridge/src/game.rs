//! One deal as a single state machine.
//!
//! A [`Game`] is a value. [`Action`]s are applied to it and return the
//! [`Event`]s they caused, or a [`RuleError`] that says why the action is not
//! allowed and leaves the game untouched. The list of applied actions is the
//! game's log: it is what the app saves, undoes and exports, and replaying it
//! from the [`Setup`] gives back the same state.
//!
//! "Is this legal?" ([`Game::check`]) is kept apart from "do it"
//! ([`Game::apply`]) so that the Laws tutor can record an irregular action and
//! rectify it without a second rules engine.

use crate::auction::{Auction, AuctionError};
use crate::play::{Play, PlayError, Trick};
use crate::scoring::{duplicate_score, Tricks};
use crate::{BoardNumber, Call, Contract, Deal, Seat, Side, Vulnerability};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use tenace_cards::{Card, CardSet};

/// Everything fixed before the first call: the board and the cards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    pub board: Option<BoardNumber>,
    pub dealer: Seat,
    pub vulnerability: Vulnerability,
    pub deal: Deal,
}

impl Setup {
    /// A duplicate board: dealer and vulnerability from its number.
    pub fn board(number: BoardNumber, deal: Deal) -> Setup {
        Setup { board: Some(number), dealer: number.dealer(), vulnerability: number.vulnerability(), deal }
    }
}

/// Something a player does.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum Action {
    /// A call in the auction.
    Call {
        seat: Seat,
        call: Call,
    },
    /// A card from `seat`'s hand. Dummy's cards are chosen by declarer, but
    /// the action names the hand the card comes from.
    Play {
        seat: Seat,
        card: Card,
    },
    /// `seat` claims that their side wins `tricks` of the tricks not yet
    /// completed (0 is a concession of all of them).
    Claim {
        seat: Seat,
        tricks: u8,
    },
    AcceptClaim {
        seat: Seat,
    },
    RejectClaim {
        seat: Seat,
    },
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
    DealOver {
        result: DealResult,
    },
}

/// How a deal ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealResult {
    /// `None` when the deal was passed out.
    pub contract: Option<Contract>,
    /// Tricks won by the declaring side, claims included.
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
    /// Play is suspended until the claim is accepted or rejected.
    Claim,
    Finished,
}

/// A claim waiting for the claimer's opponents.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingClaim {
    pub claimer: Seat,
    pub tricks: u8,
    /// Opponents (never dummy) who have not yet accepted.
    pub awaiting: Vec<Seat>,
}

/// Why an action is not allowed now.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    #[error(transparent)]
    Auction(#[from] AuctionError),
    #[error(transparent)]
    Play(#[from] PlayError),
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
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("action {number} of the saved game ({action:?}) cannot be replayed: {error}")]
pub struct ReplayError {
    /// 1-based position in the log.
    pub number: usize,
    pub action: Action,
    pub error: RuleError,
}

/// The setup and every action since: the serialized form of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    pub setup: Setup,
    pub actions: Vec<Action>,
}

/// A deal in progress or finished.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    setup: Setup,
    auction: Auction,
    play: Option<Play>,
    claim: Option<PendingClaim>,
    /// Declarer's final tricks when an accepted claim ended the play.
    claimed_result: Option<u8>,
    log: Vec<Action>,
}

impl Game {
    pub fn new(setup: Setup) -> Game {
        let auction = Auction::new(setup.dealer);
        Game { setup, auction, play: None, claim: None, claimed_result: None, log: Vec::new() }
    }

    /// Rebuilds a game from its setup and log.
    pub fn replay(setup: Setup, actions: &[Action]) -> Result<Game, ReplayError> {
        let mut game = Game::new(setup);
        for (i, action) in actions.iter().enumerate() {
            game.apply(*action).map_err(|error| ReplayError { number: i + 1, action: *action, error })?;
        }
        Ok(game)
    }

    pub fn from_record(record: &GameRecord) -> Result<Game, ReplayError> {
        Game::replay(record.setup.clone(), &record.actions)
    }

    pub fn record(&self) -> GameRecord {
        GameRecord { setup: self.setup.clone(), actions: self.log.clone() }
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    pub fn deal(&self) -> &Deal {
        &self.setup.deal
    }

    pub fn auction(&self) -> &Auction {
        &self.auction
    }

    pub fn play(&self) -> Option<&Play> {
        self.play.as_ref()
    }

    pub fn pending_claim(&self) -> Option<&PendingClaim> {
        self.claim.as_ref()
    }

    pub fn log(&self) -> &[Action] {
        &self.log
    }

    /// The contract once the auction has produced one.
    pub fn contract(&self) -> Option<Contract> {
        self.play.as_ref().map(Play::contract)
    }

    pub fn phase(&self) -> Phase {
        if self.result().is_some() {
            Phase::Finished
        } else if self.claim.is_some() {
            Phase::Claim
        } else if self.play.is_some() {
            Phase::Play
        } else {
            Phase::Auction
        }
    }

    /// The hand due to call or play, or `None` while a claim is pending or
    /// after the deal.
    pub fn to_act(&self) -> Option<Seat> {
        match self.phase() {
            Phase::Auction => self.auction.to_act(),
            Phase::Play => self.play.as_ref().and_then(Play::to_play),
            Phase::Claim | Phase::Finished => None,
        }
    }

    /// Who decides for a hand: declarer plays dummy's cards.
    pub fn controller(&self, seat: Seat) -> Seat {
        match self.contract() {
            Some(c) if c.dummy() == seat => c.declarer,
            _ => seat,
        }
    }

    /// Calls the player to act may make (empty outside the auction).
    pub fn legal_calls(&self) -> Vec<Call> {
        match self.phase() {
            Phase::Auction => self.auction.legal_calls(),
            Phase::Play | Phase::Claim | Phase::Finished => Vec::new(),
        }
    }

    /// Cards the hand to play may play (empty outside the play).
    pub fn legal_cards(&self) -> CardSet {
        match (self.phase(), &self.play) {
            (Phase::Play, Some(play)) => play.to_play().map(|s| play.legal_cards(s)).unwrap_or(CardSet::EMPTY),
            _ => CardSet::EMPTY,
        }
    }

    /// The final result, once the deal is over (all tricks played, claim
    /// accepted, or passed out).
    pub fn result(&self) -> Option<DealResult> {
        if self.auction.is_passed_out() {
            return Some(DealResult { contract: None, declarer_tricks: 0 });
        }
        let play = self.play.as_ref()?;
        let declarer_tricks = match self.claimed_result {
            Some(t) => t,
            None if play.is_complete() => play.declarer_tricks(),
            None => return None,
        };
        Some(DealResult { contract: Some(play.contract()), declarer_tricks })
    }

    /// Is `action` legal now? Never changes the game.
    pub fn check(&self, action: &Action) -> Result<(), RuleError> {
        if self.result().is_some() {
            return Err(RuleError::DealOver);
        }
        match *action {
            Action::Call { seat, call } => {
                if self.auction.is_complete() {
                    return Err(AuctionError::Closed.into());
                }
                let expected = self.auction.to_act().ok_or(AuctionError::Closed)?;
                if seat != expected {
                    return Err(AuctionError::OutOfTurn { seat, expected }.into());
                }
                Ok(self.auction.check(call)?)
            }
            Action::Play { seat, card } => {
                let play = self.play_in_progress()?;
                Ok(play.check(seat, card)?)
            }
            Action::Claim { seat, tricks } => {
                let play = self.play_in_progress()?;
                if seat == play.contract().dummy() {
                    return Err(RuleError::DummyCannotClaim);
                }
                let remaining = play.tricks_remaining();
                if tricks > remaining {
                    return Err(RuleError::TooManyTricks { seat, claimed: tricks, remaining });
                }
                Ok(())
            }
            Action::AcceptClaim { seat } | Action::RejectClaim { seat } => {
                let claim = self.claim.as_ref().ok_or(RuleError::NoClaim)?;
                if claim.awaiting.contains(&seat) {
                    Ok(())
                } else if self.claim_answerers(claim.claimer).contains(&seat) {
                    Err(RuleError::AlreadyAccepted { seat })
                } else {
                    Err(RuleError::NotAClaimOpponent { seat })
                }
            }
        }
    }

    /// Applies a legal action and reports what happened; an illegal action is
    /// refused with the reason and changes nothing.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, RuleError> {
        self.check(&action)?;
        let mut events = Vec::new();
        match action {
            Action::Call { seat, call } => {
                self.auction.push(call)?;
                events.push(Event::Called { seat, call });
                if self.auction.is_complete() {
                    let contract = self.auction.contract();
                    events.push(Event::AuctionEnded { contract });
                    if let Some(c) = contract {
                        self.play = Some(Play::new(&self.setup.deal, c));
                    }
                }
            }
            Action::Play { seat, card } => {
                let play = self.play.as_mut().ok_or(RuleError::AuctionNotOver)?;
                let first_card = play.cards_played_count() == 0;
                let played = play.play(card)?;
                events.push(Event::Played { seat, card });
                if first_card {
                    events.push(Event::DummyFaced { dummy: play.contract().dummy() });
                }
                if let Some(winner) = played.trick_won_by {
                    events.push(Event::TrickWon { winner, number: play.completed_tricks().len() as u8 });
                }
            }
            Action::Claim { seat, tricks } => {
                events.push(Event::Claimed { seat, tricks });
                self.claim = Some(PendingClaim { claimer: seat, tricks, awaiting: self.claim_answerers(seat) });
            }
            Action::AcceptClaim { seat } => {
                events.push(Event::ClaimAccepted { seat });
                if let Some(claim) = self.claim.as_mut() {
                    claim.awaiting.retain(|s| *s != seat);
                    if claim.awaiting.is_empty() {
                        let claim = claim.clone();
                        self.claim = None;
                        self.claimed_result = self.play.as_ref().map(|p| claimed_declarer_tricks(p, &claim));
                    }
                }
            }
            Action::RejectClaim { seat } => {
                events.push(Event::ClaimRejected { seat });
                self.claim = None;
            }
        }
        self.log.push(action);
        if let Some(result) = self.result() {
            events.push(Event::DealOver { result });
        }
        Ok(events)
    }

    /// Takes back the last action (a misclick) and returns it.
    pub fn undo(&mut self) -> Option<Action> {
        let (last, earlier) = self.log.split_last()?;
        let last = *last;
        // Every prefix of a valid log is valid, so the replay cannot fail;
        // if it somehow did, the game is left as it was.
        let previous = Game::replay(self.setup.clone(), earlier).ok()?;
        *self = previous;
        Some(last)
    }

    /// Completed tricks in order.
    pub fn tricks(&self) -> &[Trick] {
        self.play.as_ref().map(Play::completed_tricks).unwrap_or(&[])
    }

    /// Tricks won so far by a side (not counting a claim).
    pub fn tricks_won(&self, side: Side) -> u8 {
        self.play.as_ref().map(|p| p.tricks_won(side)).unwrap_or(0)
    }

    fn play_in_progress(&self) -> Result<&Play, RuleError> {
        if self.claim.is_some() {
            return Err(RuleError::ClaimPending);
        }
        if self.auction.is_passed_out() {
            return Err(RuleError::PassedOut);
        }
        self.play.as_ref().ok_or(RuleError::AuctionNotOver)
    }

    /// The claimer's opponents who must agree: both defenders for a claim by
    /// declarer's side, declarer alone for a defender's claim (dummy has no say).
    fn claim_answerers(&self, claimer: Seat) -> Vec<Seat> {
        let dummy = self.contract().map(|c| c.dummy());
        claimer.side().opponents().seats().into_iter().filter(|s| Some(*s) != dummy).collect()
    }
}

fn claimed_declarer_tricks(play: &Play, claim: &PendingClaim) -> u8 {
    let remaining = play.tricks_remaining();
    let declarer_side = play.contract().declarer.side();
    let declarer_share = if claim.claimer.side() == declarer_side { claim.tricks } else { remaining - claim.tricks };
    play.declarer_tricks() + declarer_share
}

impl Serialize for Game {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.record().serialize(s)
    }
}

/// A saved game is trusted only as far as it replays: a corrupt or tampered
/// log is refused with the action that broke, instead of producing a state
/// the rules could not reach.
impl<'de> Deserialize<'de> for Game {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let record = GameRecord::deserialize(d)?;
        Game::from_record(&record).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Penalty;

    const DEAL: &str = "N:K7.J75.QJT53.A86 J42.T82.K8.KQ943 T9.K964.A9742.J5 AQ8653.AQ3.6.T72";

    fn game() -> Game {
        Game::new(Setup::board(BoardNumber::new(1).unwrap(), Deal::from_pbn(DEAL).unwrap()))
    }

    fn call(g: &mut Game, c: &str) -> Vec<Event> {
        let seat = g.to_act().unwrap();
        g.apply(Action::Call { seat, call: c.parse().unwrap() }).unwrap()
    }

    fn card(g: &mut Game, c: &str) -> Vec<Event> {
        let seat = g.to_act().unwrap();
        g.apply(Action::Play { seat, card: c.parse().unwrap() }).unwrap()
    }

    /// N deals: P 1S(E)? No — West holds the spades: N P, E P, S P, W 1S, then 4S by W.
    fn bid_four_spades(g: &mut Game) {
        for c in ["P", "P", "P", "1S", "P", "2S", "P", "4S", "P", "P", "P"] {
            call(g, c);
        }
    }

    #[test]
    fn auction_then_play_with_events() {
        let mut g = game();
        assert_eq!(g.phase(), Phase::Auction);
        assert_eq!(g.to_act(), Some(Seat::North));
        for c in ["P", "P", "P", "1S", "P", "2S", "P", "4S", "P", "P"] {
            call(&mut g, c);
        }
        let events = call(&mut g, "P");
        let contract = g.contract().unwrap();
        assert_eq!(events.last(), Some(&Event::AuctionEnded { contract: Some(contract) }));
        assert_eq!((contract.code(), contract.declarer), ("4S".to_owned(), Seat::West));
        assert_eq!(g.phase(), Phase::Play);
        assert_eq!(g.to_act(), Some(Seat::North), "declarer's LHO leads");
        let events = card(&mut g, "HJ");
        assert!(events.contains(&Event::DummyFaced { dummy: Seat::East }));
        card(&mut g, "H2");
        card(&mut g, "HK");
        let events = card(&mut g, "HA");
        assert_eq!(events.last(), Some(&Event::TrickWon { winner: Seat::West, number: 1 }));
        assert_eq!(g.to_act(), Some(Seat::West));
        assert_eq!(g.controller(Seat::East), Seat::West, "declarer plays dummy's cards");
    }

    #[test]
    fn illegal_actions_change_nothing() {
        let mut g = game();
        let before = g.clone();
        let e = g.apply(Action::Call { seat: Seat::East, call: Call::Pass }).unwrap_err();
        assert_eq!(e.to_string(), "it is North's turn to call, not East's");
        let e = g.apply(Action::Play { seat: Seat::North, card: "SK".parse().unwrap() }).unwrap_err();
        assert_eq!(e, RuleError::AuctionNotOver);
        assert_eq!(g, before);
    }

    #[test]
    fn passed_out_deal_is_over() {
        let mut g = game();
        for _ in 0..3 {
            call(&mut g, "P");
        }
        let events = call(&mut g, "P");
        assert_eq!(events.last(), Some(&Event::DealOver { result: DealResult { contract: None, declarer_tricks: 0 } }));
        assert_eq!(g.phase(), Phase::Finished);
        assert_eq!(g.apply(Action::Call { seat: Seat::North, call: Call::Pass }), Err(RuleError::DealOver));
    }

    #[test]
    fn claim_accepted_by_both_defenders_ends_play() {
        let mut g = game();
        bid_four_spades(&mut g);
        for c in ["HJ", "H2", "HK", "HA"] {
            card(&mut g, c);
        }
        assert_eq!(g.apply(Action::Claim { seat: Seat::East, tricks: 5 }), Err(RuleError::DummyCannotClaim));
        assert!(matches!(
            g.apply(Action::Claim { seat: Seat::West, tricks: 13 }),
            Err(RuleError::TooManyTricks { .. })
        ));
        g.apply(Action::Claim { seat: Seat::West, tricks: 10 }).unwrap();
        assert_eq!(g.phase(), Phase::Claim);
        assert_eq!(
            g.apply(Action::Play { seat: Seat::West, card: "SA".parse().unwrap() }),
            Err(RuleError::ClaimPending)
        );
        assert!(matches!(g.apply(Action::AcceptClaim { seat: Seat::East }), Err(RuleError::NotAClaimOpponent { .. })));
        g.apply(Action::AcceptClaim { seat: Seat::North }).unwrap();
        assert!(matches!(g.apply(Action::AcceptClaim { seat: Seat::North }), Err(RuleError::AlreadyAccepted { .. })));
        let events = g.apply(Action::AcceptClaim { seat: Seat::South }).unwrap();
        let result = g.result().unwrap();
        assert_eq!(result.declarer_tricks, 11);
        assert_eq!(result.result(), 1);
        assert_eq!(events.last(), Some(&Event::DealOver { result }));
    }

    #[test]
    fn rejected_claim_resumes_play_and_defender_concession_counts() {
        let mut g = game();
        bid_four_spades(&mut g);
        g.apply(Action::Claim { seat: Seat::North, tricks: 13 }).unwrap();
        assert_eq!(g.pending_claim().unwrap().awaiting, vec![Seat::West], "only declarer answers a defender");
        g.apply(Action::RejectClaim { seat: Seat::West }).unwrap();
        assert_eq!(g.phase(), Phase::Play);
        // North concedes everything: declarer gets 13.
        g.apply(Action::Claim { seat: Seat::North, tricks: 0 }).unwrap();
        g.apply(Action::AcceptClaim { seat: Seat::West }).unwrap();
        assert_eq!(g.result().unwrap().declarer_tricks, 13);
    }

    #[test]
    fn undo_takes_back_exactly_one_action() {
        let mut g = game();
        bid_four_spades(&mut g);
        let before = g.clone();
        card(&mut g, "HJ");
        assert_eq!(g.undo(), Some(Action::Play { seat: Seat::North, card: "HJ".parse().unwrap() }));
        assert_eq!(g, before);
        let mut fresh = game();
        assert_eq!(fresh.undo(), None);
    }

    #[test]
    fn serialized_log_replays_to_the_same_state() {
        let mut g = game();
        bid_four_spades(&mut g);
        for c in ["HJ", "H2", "HK", "HA", "SA"] {
            card(&mut g, c);
        }
        let json = serde_json::to_string(&g).unwrap();
        let back: Game = serde_json::from_str(&json).unwrap();
        assert_eq!(back, g);
        // Tamper: make the opening lead come from the wrong hand.
        let bad = json.replacen("\"seat\":\"North\",\"card\"", "\"seat\":\"East\",\"card\"", 1);
        let err = serde_json::from_str::<Game>(&bad).unwrap_err().to_string();
        assert!(err.contains("cannot be replayed"), "{err}");
    }

    #[test]
    fn full_deal_of_thirteen_tricks() {
        let mut g = game();
        bid_four_spades(&mut g);
        while g.phase() == Phase::Play {
            let c = g.legal_cards().iter().next().unwrap();
            let seat = g.to_act().unwrap();
            g.apply(Action::Play { seat, card: c }).unwrap();
        }
        let r = g.result().unwrap();
        assert_eq!(g.tricks().len(), 13);
        assert_eq!(r.declarer_tricks + g.tricks_won(Side::NorthSouth), 13);
        assert_eq!(r.contract.map(|c| c.penalty), Some(Penalty::Undoubled));
    }
}
