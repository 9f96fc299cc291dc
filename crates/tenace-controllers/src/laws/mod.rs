//! The Laws tutor's controller: the guided scenarios of `tenace-laws` and a
//! free-practice table at a [`TutorGame`], with the director's rulings.
//!
//! A tutored deal is a lesson, not a game to save, score or share, so it
//! has its own state ([`Tutor`]) apart from the table's; the rules (what is
//! irregular, the options, the enforcement) are all the engine's. `robot`
//! plays the other seats (synchronously: the SAYC calls and the heuristic
//! card play are quick) and takes the non-offending side's choice when
//! asked. A refusal is kept as data ([`Refusal`]) and worded by the view in
//! the page's language.

pub mod robot;

use crate::Controller;
pub use crate::QuizAnswer;
use std::rc::Rc;
use tenace_bridge::{robot_to_act, BoardNumber, Deal, Seat, Setup, Side};
use tenace_cards::Card;
use tenace_laws::scenario::{apply, scenarios, Scenario};
use tenace_laws::{
    AttemptedCall, ClaimStatement, Code, Irregularity, Rectification, Ruling, TutorError, TutorGame, TutorPhase,
};

/// Which part of the tutor is on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    List,
    /// A guided scenario, by index in [`Tutor::scenarios`].
    Scenario(usize),
    Practice,
    /// The ruling quiz in the shared quiz widget.
    Quiz,
}

/// What a click on one of the user's cards does in free practice: a plain
/// play, or one of the irregular actions chosen in the menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arm {
    None,
    /// Lead or play although it is not the user's turn.
    OutOfTurn,
    /// Play a card that does not follow suit although the user could.
    Revoke,
    /// Drop a card face up.
    Expose,
}

/// The most tricks a practice claim may concern: the director's check of a
/// disputed claim searches the play with the double-dummy solver on the
/// page's thread, and with few tricks left it stays quick.
pub const CLAIM_MAX_TRICKS: u8 = 6;

/// The tutor's state.
#[derive(Clone, Debug, PartialEq)]
pub struct Tutor {
    pub code: Code,
    pub scenarios: Rc<Vec<Scenario>>,
    /// The message-file key of each scenario's kind of irregularity.
    pub kinds: Rc<Vec<&'static str>>,
    /// Why the scenario file could not be read (a bug; shown to the user).
    pub load_error: Option<String>,
    pub mode: Mode,
    pub game: Option<TutorGame>,
    /// The scenario's irregular action has been made.
    pub committed: bool,
    /// The same scenario's ruling under the other code, for the comparison panel.
    pub other: Option<Ruling>,
    /// The last action the tutor refused (worded by the view).
    pub error: Option<Refusal>,
    pub arm: Arm,
    /// Free practice: the deal set and the board within it.
    pub seed: u64,
    pub board: u32,
    /// Free practice: the robots stopped before a robot's lead at this card
    /// count, so that the user may lead out of turn; "continue" goes on.
    pub hold: Option<usize>,
    /// The ruling quiz's progress, from the widget's last answer event.
    pub quiz: Option<QuizAnswer>,
}

/// What the tutor's components ask for.
#[derive(Clone, Debug, PartialEq)]
pub enum TutorMsg {
    SetCode(Code),
    Open(usize),
    List,
    Practice,
    /// Free practice: the next board.
    NewDeal,
    /// Start the scenario (or the practice deal) again.
    Restart,
    /// Make the scenario's irregular action.
    Commit,
    Choose(Rectification),
    RobotChoose,
    Call(Seat, AttemptedCall),
    /// A card from a hand: played, or as the armed irregular action.
    Card(Seat, Card),
    NoticeRevoke,
    Claim(u8),
    AnswerClaim(bool),
    RobotStep,
    RobotFinish,
    Arm(Arm),
    /// Show the ruling quiz.
    Quiz,
    /// The quiz widget reported an answer.
    QuizAnswered(QuizAnswer),
    /// Free practice: the robots go on after stopping before their lead.
    Continue,
    /// Something the user typed could not be read; shown as the error line.
    Refuse(String),
}

/// Why the tutor did not do what was asked, as data: the view words it in
/// the page's language (the engine's refusal with the game as it stands: a
/// refusal changes nothing).
#[derive(Clone, Debug, PartialEq)]
pub enum Refusal {
    /// The engine refused the action (the rule's reason).
    Tutor(TutorError),
    /// A robot was asked to act and nobody is due (the director is at the
    /// table, a claim waits, the deal is over).
    RobotIdle,
    /// Something typed could not be read (its reader's words).
    Typed(String),
}

impl Tutor {
    /// The tutor at its scenario list; free practice deals from deal set `seed`.
    pub fn new(seed: u64) -> Tutor {
        let (list, load_error) = match scenarios() {
            Ok(list) => (list, None),
            Err(e) => (Vec::new(), Some(e.to_string())),
        };
        let kinds = list.iter().map(kind_key).collect();
        Tutor {
            code: Code::Laws2017,
            scenarios: Rc::new(list),
            kinds: Rc::new(kinds),
            load_error,
            mode: Mode::List,
            game: None,
            committed: false,
            other: None,
            error: None,
            arm: Arm::None,
            seed,
            board: 1,
            hold: None,
            quiz: None,
        }
    }

    pub fn scenario(&self) -> Option<&Scenario> {
        match self.mode {
            Mode::Scenario(i) => self.scenarios.get(i),
            Mode::List | Mode::Practice | Mode::Quiz => None,
        }
    }

    /// Does the user act for `seat` now? In a scenario the user acts for
    /// every seat (it is a demonstration); in free practice the user plays
    /// the seat [`Tutor::claimer`] names, and the engine says which hands
    /// that player controls (declarer plays dummy's cards).
    pub fn user_controls(&self, seat: Seat) -> bool {
        match self.mode {
            Mode::Scenario(_) => true,
            Mode::List | Mode::Quiz => false,
            Mode::Practice => self.game.as_ref().is_some_and(|g| g.game().controller(seat) == self.claimer()),
        }
    }

    /// The user's seat in free practice (and for claims): declarer when
    /// North-South declare, else South.
    pub fn claimer(&self) -> Seat {
        match self.game.as_ref().and_then(TutorGame::contract) {
            Some(c) if c.declarer.side() == Side::NorthSouth => c.declarer,
            _ => Seat::South,
        }
    }

    fn open(&mut self, index: usize) {
        self.mode = Mode::Scenario(index);
        self.committed = false;
        self.error = None;
        self.arm = Arm::None;
        self.other = None;
        let Some(s) = self.scenarios.get(index) else {
            self.game = None;
            return;
        };
        let mut game = TutorGame::new(self.code, s.setup.clone());
        for step in &s.steps {
            if let Err(e) = apply(&mut game, step) {
                self.error = Some(Refusal::Tutor(e));
                break;
            }
        }
        self.other = s.run(self.code.other()).ok().map(|(_, ruling)| ruling);
        self.game = Some(game);
    }

    fn practice(&mut self) {
        self.mode = Mode::Practice;
        self.committed = false;
        self.error = None;
        self.arm = Arm::None;
        self.other = None;
        self.hold = None;
        let board = BoardNumber::new(self.board).unwrap_or(BoardNumber::FIRST);
        let setup = Setup::board(board, Deal::for_board(self.seed, board));
        self.game = Some(TutorGame::new(self.code, setup));
        self.robots_until_user();
    }

    /// Runs an action on the game; a refusal becomes the error line.
    fn attempt(&mut self, f: impl FnOnce(&mut TutorGame) -> Result<(), TutorError>) {
        let Some(game) = self.game.as_mut() else { return };
        match f(game) {
            Ok(()) => self.error = None,
            Err(e) => self.error = Some(Refusal::Tutor(e)),
        }
        if self.mode == Mode::Practice {
            self.robots_until_user();
        }
    }

    /// Free practice: the robots call and play until it is the user's turn,
    /// the director is called, a claim waits, or the deal is over. They also
    /// stop once before each robot's lead, so that the user can lead out of
    /// turn (the irregular-actions menu), until told to continue.
    fn robots_until_user(&mut self) {
        for _ in 0..200 {
            let Some(game) = self.game.as_ref() else { return };
            if !matches!(game.phase(), TutorPhase::Auction | TutorPhase::Play) {
                return;
            }
            let user = self.claimer();
            if robot_to_act(game.game().state(), |s| s == user).is_none() {
                return;
            }
            if let Some(play) = game.play() {
                let count = play.cards_played_count();
                if play.current_trick().cards.is_empty() && self.hold != Some(count) {
                    self.hold = Some(count);
                    return;
                }
            }
            let Some(game) = self.game.as_mut() else { return };
            if robot::act(game).is_err() {
                return;
            }
        }
    }
}

fn words(r: Result<Option<Ruling>, TutorError>) -> Result<(), TutorError> {
    r.map(|_| ())
}

impl Controller for Tutor {
    type Msg = TutorMsg;
    /// The tutor asks the view for nothing: its robots act at once.
    type Effect = std::convert::Infallible;

    fn start(&self) -> Vec<Self::Effect> {
        Vec::new()
    }

    fn reduce(&mut self, msg: TutorMsg) -> Vec<Self::Effect> {
        self.step(msg);
        Vec::new()
    }
}

impl Tutor {
    /// Applies one message.
    pub fn step(&mut self, msg: TutorMsg) {
        let next = self;
        match msg {
            TutorMsg::SetCode(code) => {
                next.code = code;
                match next.mode {
                    Mode::Scenario(i) => next.open(i),
                    Mode::Practice => next.practice(),
                    Mode::List | Mode::Quiz => {}
                }
            }
            TutorMsg::Open(i) => next.open(i),
            TutorMsg::List => {
                next.mode = Mode::List;
                next.game = None;
                next.error = None;
            }
            TutorMsg::Practice => next.practice(),
            TutorMsg::NewDeal => {
                next.board = next.board % 32 + 1;
                next.practice();
            }
            TutorMsg::Restart => match next.mode {
                Mode::Scenario(i) => next.open(i),
                Mode::Practice => next.practice(),
                Mode::List | Mode::Quiz => {}
            },
            TutorMsg::Commit => {
                let step = next.scenario().map(|s| s.irregular.clone());
                if let (Some(step), Some(game)) = (step, next.game.as_mut()) {
                    match apply(game, &step) {
                        Ok(_) => {
                            next.committed = true;
                            next.error = None;
                        }
                        Err(e) => next.error = Some(Refusal::Tutor(e)),
                    }
                }
            }
            TutorMsg::Choose(option) => next.attempt(|g| words(g.choose(option))),
            TutorMsg::RobotChoose => {
                let option = next.game.as_ref().and_then(TutorGame::pending_ruling).and_then(robot::option);
                if let Some(option) = option {
                    next.attempt(|g| words(g.choose(option)));
                }
            }
            TutorMsg::Call(seat, call) => next.attempt(|g| words(g.call(seat, call))),
            TutorMsg::Card(seat, card) => {
                let arm = next.arm;
                next.arm = Arm::None;
                match arm {
                    Arm::Expose => next.attempt(|g| words(g.expose(seat, card, false))),
                    Arm::None | Arm::OutOfTurn | Arm::Revoke => next.attempt(|g| words(g.play_card(seat, card))),
                }
            }
            TutorMsg::NoticeRevoke => next.attempt(|g| g.point_out_revoke().map(|_| ())),
            TutorMsg::Claim(tricks) => {
                let claimer = next.claimer();
                next.attempt(|g| g.claim(ClaimStatement { claimer, tricks, line: Vec::new() }));
            }
            TutorMsg::AnswerClaim(agree) => next.attempt(|g| words(g.answer_claim(agree))),
            TutorMsg::RobotStep => {
                if let Some(game) = next.game.as_mut() {
                    next.error = robot::act(game).err();
                }
            }
            TutorMsg::RobotFinish => {
                for _ in 0..200 {
                    let Some(game) = next.game.as_mut() else { break };
                    if !matches!(game.phase(), TutorPhase::Auction | TutorPhase::Play) {
                        break;
                    }
                    if let Err(e) = robot::act(game) {
                        next.error = Some(e);
                        break;
                    }
                }
            }
            TutorMsg::Refuse(e) => next.error = Some(Refusal::Typed(e)),
            TutorMsg::Continue => next.robots_until_user(),
            TutorMsg::Quiz => {
                next.mode = Mode::Quiz;
                next.game = None;
                next.error = None;
            }
            TutorMsg::QuizAnswered(answer) => next.quiz = Some(answer),
            TutorMsg::Arm(arm) => next.arm = if next.arm == arm { Arm::None } else { arm },
        }
    }
}

/// The message key naming the kind of irregularity a scenario shows: the
/// one the bridge game records for its irregular action (cheap: no ruling
/// is asked for).
pub fn kind_key(s: &Scenario) -> &'static str {
    match s.irregularity(Code::Laws2017) {
        Some(Irregularity::BidAboveSeven { .. }) => "laws.kind.above-seven",
        Some(Irregularity::CallOutOfRotation { .. }) => "laws.kind.rotation",
        Some(Irregularity::InsufficientBid { .. }) => "laws.kind.insufficient",
        Some(Irregularity::InadmissibleDouble { .. }) => "laws.kind.inadmissible",
        Some(Irregularity::LeadOutOfTurn { .. }) => "laws.kind.lead",
        Some(Irregularity::PrematurePlay { .. }) => "laws.kind.premature",
        Some(Irregularity::CardExposedInAuction { .. }) => "laws.kind.exposed-auction",
        Some(Irregularity::CardExposedInPlay { .. }) => "laws.kind.exposed-play",
        Some(Irregularity::Revoke { .. }) => "laws.kind.revoke",
        Some(Irregularity::DisputedClaim { .. }) => "laws.kind.claim",
        Some(
            Irregularity::PenaltyCardLead { .. }
            | Irregularity::WithdrawnCallLead { .. }
            | Irregularity::ExposedCardMayBeCalled { .. },
        )
        | None => "laws.kind.other",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tenace_laws::Restriction;

    fn reduce(mut t: Tutor, msg: TutorMsg) -> Tutor {
        assert!(Controller::reduce(&mut t, msg).is_empty());
        t
    }

    /// Every scenario under both codes: opened, committed, the robot's
    /// choice is one of the options and is taken without a refusal.
    #[test]
    fn every_scenario_runs_through_the_reducer_with_the_robot_choosing() {
        let start = Tutor::new(42);
        assert!(start.load_error.is_none());
        assert!(start.scenarios.len() >= 15);
        assert!(start.kinds.iter().all(|k| *k != "laws.kind.other"), "{:?}", start.kinds);
        for code in Code::ALL {
            for i in 0..start.scenarios.len() {
                let mut t = reduce(start.clone(), TutorMsg::SetCode(code));
                t = reduce(t, TutorMsg::Open(i));
                assert!(t.error.is_none(), "{:?}", t.error);
                t = reduce(t, TutorMsg::Commit);
                let id = &start.scenarios[i].id;
                assert!(t.committed, "{id} {code}");
                let ruling = t.game.as_ref().and_then(TutorGame::pending_ruling).cloned().expect("a ruling");
                let other = t.other.clone().expect("the other code's ruling");
                assert_eq!(other.code, code.other());
                let pick = robot::option(&ruling).expect("an option");
                assert!(ruling.options.contains(&pick));
                t = reduce(t, TutorMsg::RobotChoose);
                assert!(t.error.is_none(), "{id} {code}: {:?}", t.error);
                let game = t.game.as_ref().expect("game");
                assert_eq!(game.history().first().map(|r| r.chosen), Some(pick), "{id} {code}");
            }
        }
    }

    #[test]
    fn the_robot_prefers_the_standard_rectification() {
        let all = scenarios().expect("scenarios");
        let s = all.iter().find(|s| s.id == "bid-above-seven").expect("scenario");
        let (_, ruling) = s.run(Code::Estonian1930s).expect("ruling");
        assert_eq!(ruling.options[0], Rectification::Redeal);
        assert_eq!(robot::option(&ruling), Some(Rectification::TreatAsPass));
    }

    /// After a cancelled insufficient bid and a non-comparable replacement,
    /// partner's calls are Pass only; the robot obeys it.
    #[test]
    fn the_robots_obey_a_bar() {
        let start = Tutor::new(42);
        let i = start.scenarios.iter().position(|s| s.id == "insufficient-bid").expect("scenario");
        let mut t = reduce(start, TutorMsg::Open(i));
        t = reduce(t, TutorMsg::Commit);
        t = reduce(t, TutorMsg::Choose(Rectification::Cancel));
        t = reduce(t, TutorMsg::Call(Seat::East, AttemptedCall::Call("2D".parse().expect("call"))));
        t = reduce(t, TutorMsg::RobotStep);
        let game = t.game.as_ref().expect("game");
        assert_eq!(game.to_act(), Some(Seat::West));
        assert_eq!(game.legal_calls(), vec![tenace_bridge::Call::Pass]);
        assert!(game.restrictions().contains(&Restriction::PassThroughout { seat: Seat::West }));
        t = reduce(t, TutorMsg::RobotStep);
        assert!(t.error.is_none());
        let calls = t.game.as_ref().expect("game").auction().calls().to_vec();
        assert_eq!(calls.last(), Some(&tenace_bridge::Call::Pass));
    }

    /// Free practice: the robots call until South's turn; a whole deal by
    /// Pass and "continue" ends with a result.
    #[test]
    fn practice_robots_stop_for_the_user_and_finish_the_deal() {
        let mut t = reduce(Tutor::new(42), TutorMsg::Practice);
        for _ in 0..400 {
            let Some(game) = t.game.as_ref() else { panic!("no game") };
            match game.phase() {
                TutorPhase::Finished => break,
                TutorPhase::Auction => {
                    assert_eq!(game.to_act(), Some(Seat::South));
                    t = reduce(t, TutorMsg::Call(Seat::South, AttemptedCall::Call(tenace_bridge::Call::Pass)));
                }
                TutorPhase::Play => {
                    let seat = game.to_act().expect("to act");
                    if t.user_controls(seat) {
                        let card = game.legal_cards().iter().next().expect("a card");
                        t = reduce(t, TutorMsg::Card(seat, card));
                    } else {
                        t = reduce(t, TutorMsg::Continue);
                    }
                }
                TutorPhase::Ruling | TutorPhase::Claim => panic!("no irregularity was made"),
            }
            assert!(t.error.is_none(), "{:?}", t.error);
        }
        assert_eq!(t.game.as_ref().map(TutorGame::phase), Some(TutorPhase::Finished));
    }

    /// Free practice: with six tricks left the user claims them all, the
    /// opponents dispute, and the director (Law 70) awards what the search
    /// of the play allows.
    #[test]
    fn practice_claim_disputed_and_awarded() {
        let mut t = reduce(Tutor::new(42), TutorMsg::Practice);
        for _ in 0..400 {
            let Some(game) = t.game.as_ref() else { panic!("no game") };
            if game.phase() == TutorPhase::Play {
                let play = game.play().expect("play");
                if play.tricks_remaining() <= CLAIM_MAX_TRICKS && play.current_trick().cards.is_empty() {
                    break;
                }
            }
            t = match (game.phase(), game.to_act()) {
                (TutorPhase::Auction, _) => {
                    reduce(t, TutorMsg::Call(Seat::South, AttemptedCall::Call(tenace_bridge::Call::Pass)))
                }
                (TutorPhase::Play, Some(seat)) if t.user_controls(seat) => {
                    let card = game.legal_cards().iter().next().expect("a card");
                    reduce(t, TutorMsg::Card(seat, card))
                }
                (TutorPhase::Play, _) => reduce(t, TutorMsg::Continue),
                // Passed out: the next board.
                _ => reduce(t, TutorMsg::NewDeal),
            };
        }
        let remaining = t.game.as_ref().and_then(TutorGame::play).map(|p| p.tricks_remaining()).expect("play");
        t = reduce(t, TutorMsg::Claim(remaining));
        assert!(t.error.is_none(), "{:?}", t.error);
        assert_eq!(t.game.as_ref().map(TutorGame::phase), Some(TutorPhase::Claim));
        t = reduce(t, TutorMsg::AnswerClaim(false));
        let ruling = t.game.as_ref().and_then(TutorGame::pending_ruling).cloned().expect("the director");
        assert!(ruling.cites("70"), "{:?}", ruling.citations);
        assert!(matches!(ruling.options[0], Rectification::Award { claimer_tricks } if claimer_tricks <= remaining));
        t = reduce(t, TutorMsg::Choose(ruling.options[0]));
        assert_eq!(t.game.as_ref().map(TutorGame::phase), Some(TutorPhase::Finished));
    }
}
