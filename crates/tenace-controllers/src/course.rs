//! The course's controller: one lesson deal, apart from the table's game
//! (a lesson never touches the saved game). The learner acts for one seat (and for
//! dummy as declarer); robots act for the others through the same worker
//! as at the table. Every refused action keeps the game as it was and
//! says why in the checker's words; in bidding deals a call the system
//! would not make is explained and may be tried again. The system's call
//! comes from the bidding engine in the same worker (the protocol's
//! explain job, asked as soon as it is the learner's turn), so the course's
//! module does not carry the engine; a call made before that answer is
//! judged when it comes.

use crate::robot::{RobotPace, RobotTurn};
use crate::Controller;
use tenace_bridge::{robot_to_act, Action, Call, Game, Phase, RuleError, Seat, Setup, Vulnerability};
use tenace_protocol::{AdviseAt, ExplainJob};
use tenace_robots::bidding::{Advice, System, Systems, Table as BidTable};
use tenace_robots::{Bidding, Decision, PlayLevel, PlaySettings, Request};
use tenace_tutor::{LessonDeal, Mode};

/// What the checker last said about the learner's action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Feedback {
    /// The rules refused it (kept as the engine's error, worded at render
    /// time in the page's language).
    Refused(RuleError),
    /// A call in a bidding deal, against the system's: accepted when it is
    /// the system's call, else explained and not made.
    Call { advice: Box<Advice>, call: Call },
}

/// How the deal ended for the learner.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Play deal: the learner's side took `tricks` (at least the target).
    Reached { tricks: u8 },
    /// Play deal: `tricks` taken, `target` needed.
    Missed { tricks: u8, target: u8 },
    /// Bidding deal: the auction is over, every call the system's.
    Bid,
}

#[derive(Clone, Debug, PartialEq)]
pub struct DealState {
    pub spec: LessonDeal,
    pub game: Game,
    /// Bumped by every change to the game: robots' answers carry it.
    pub revision: u64,
    pub feedback: Option<Feedback>,
    /// How many of the deal's hints are shown.
    pub hints_shown: usize,
    /// Refused actions and wrong calls so far.
    pub mistakes: u32,
    /// A robot that could not answer (shown in words; "Try again" restarts).
    pub robot_error: Option<String>,
    /// Bidding deals: the system's call for the learner's turn, as the worker
    /// answered it, with the revision it was asked at.
    pub advice: Option<(u64, Advice)>,
    /// The learner's call made before that answer came: judged when it comes.
    pub pending: Option<Action>,
}

#[derive(Clone, Debug)]
pub enum DealMsg {
    /// The learner's call or card.
    Learner(Action),
    /// A robot's decision, asked at `revision`.
    Robot { revision: u64, outcome: Result<Decision, String> },
    /// The system's call for the learner's turn, asked at `revision` ([`DealEffect::AskAdvice`]).
    Advice { revision: u64, outcome: Result<Advice, String> },
    /// Shows the next hint.
    Hint,
    /// Deals the same cards again.
    Restart,
}

/// Robots in lessons play at the fast level: quick answers matter more to a
/// beginner than the robots' best defence.
const ROBOT_LEVEL: PlayLevel = PlayLevel::Fast;

impl DealState {
    /// The deal with its given calls made.
    pub fn new(spec: &LessonDeal) -> Result<DealState, String> {
        let deal = spec.parsed()?;
        let given = spec.given_auction()?;
        let mut game =
            Game::new(Setup { board: None, dealer: spec.dealer, vulnerability: Vulnerability::None, deal, laws: None });
        for call in given.calls() {
            let seat = game.to_act().ok_or("the given auction is too long")?;
            game.apply(Action::Call { seat, call: *call }).map_err(|e| e.to_string())?;
        }
        Ok(DealState {
            spec: spec.clone(),
            game,
            revision: 0,
            feedback: None,
            hints_shown: 0,
            mistakes: 0,
            robot_error: None,
            advice: None,
            pending: None,
        })
    }

    pub fn learner(&self) -> Seat {
        self.spec.learner
    }

    pub fn is_bidding(&self) -> bool {
        matches!(self.spec.mode, Mode::Bid { .. })
    }

    /// The lesson's part of the deal is over.
    pub fn over(&self) -> bool {
        match self.spec.mode {
            Mode::Bid { .. } => self.game.auction().is_complete(),
            Mode::Play { .. } => self.game.phase() == Phase::Finished,
        }
    }

    pub fn outcome(&self) -> Option<Outcome> {
        if !self.over() {
            return None;
        }
        match self.spec.mode {
            Mode::Bid { .. } => Some(Outcome::Bid),
            Mode::Play { target, .. } => {
                let tricks = self.game.tricks_won(self.learner().side());
                Some(if tricks >= target { Outcome::Reached { tricks } } else { Outcome::Missed { tricks, target } })
            }
        }
    }

    /// The seat whose card or call the learner chooses now, if any.
    pub fn learner_hand_to_act(&self) -> Option<Seat> {
        if self.over() {
            return None;
        }
        let seat = self.game.to_act()?;
        (self.game.controller(seat) == self.learner()).then_some(seat)
    }

    /// The robot to ask now, if it is a robot's turn.
    pub fn robot_turn(&self) -> Option<RobotTurn> {
        if self.over() || self.robot_error.is_some() {
            return None;
        }
        let learner = self.learner();
        let controller = robot_to_act(self.game.state(), |s| s == learner)?;
        let pace = match (self.game.phase(), self.game.cardplay()) {
            (Phase::Auction, _) => RobotPace::Call,
            (_, Some(p)) if p.between_tricks() => RobotPace::LeadAfterTrick,
            _ => RobotPace::Card,
        };
        Some(RobotTurn {
            job: tenace_protocol::RobotJob {
                request: Request {
                    game: self.game.record(),
                    seat: controller,
                    bidding: Bidding::of(System::SAYC, Default::default()),
                },
                may_claim: false,
                play: PlaySettings::at(ROBOT_LEVEL),
            },
            revision: self.revision,
            pace,
        })
    }

    /// The question for the bidding engine when it is the learner's turn in a
    /// bidding deal and its answer for this turn is not there yet: what the
    /// system calls with the learner's hand now (SAYC for both sides).
    pub fn advice_due(&self) -> Option<AdviceAsk> {
        if !self.is_bidding() || self.robot_error.is_some() {
            return None;
        }
        let seat = self.learner_hand_to_act()?;
        if self.advice.as_ref().is_some_and(|(revision, _)| *revision == self.revision) {
            return None;
        }
        let auction = self.game.auction().clone();
        let advise = vec![AdviseAt { calls: auction.calls().len(), hand: self.game.deal().hand(seat) }];
        let table = BidTable::duplicate(self.game.setup().vulnerability);
        Some(AdviceAsk {
            job: ExplainJob { systems: Systems::both(System::SAYC), auction, table, advise },
            revision: self.revision,
        })
    }

    /// The system's call for this turn, once the worker has answered.
    pub fn advice(&self) -> Option<&Advice> {
        self.advice.as_ref().filter(|(revision, _)| *revision == self.revision).map(|(_, advice)| advice)
    }

    /// Applies one message (the reducer's pure step).
    pub fn step(&mut self, msg: DealMsg) {
        match msg {
            DealMsg::Learner(action) => self.learner_action(action),
            DealMsg::Robot { revision, outcome } => {
                if revision != self.revision || self.over() {
                    return;
                }
                match outcome {
                    Ok(decision) => match self.game.apply(decision.action) {
                        Ok(_) => self.revision += 1,
                        Err(e) => self.robot_error = Some(e.to_string()),
                    },
                    Err(e) => self.robot_error = Some(e),
                }
            }
            DealMsg::Advice { revision, outcome } => {
                if revision != self.revision || self.over() {
                    return;
                }
                match outcome {
                    Ok(advice) => {
                        self.advice = Some((revision, advice.clone()));
                        if let Some(action) = self.pending.take() {
                            self.judge(action, advice);
                        }
                    }
                    Err(e) => {
                        self.pending = None;
                        self.robot_error = Some(e);
                    }
                }
            }
            DealMsg::Hint => {
                self.hints_shown = self.hints_shown.saturating_add(1);
            }
            DealMsg::Restart => {
                if let Ok(fresh) = DealState::new(&self.spec) {
                    let revision = self.revision + 1;
                    *self = DealState { revision, hints_shown: self.hints_shown, ..fresh };
                }
            }
        }
    }

    fn learner_action(&mut self, action: Action) {
        match action {
            Action::Call { .. } | Action::Play { .. } => {}
            // Lessons have no claims.
            Action::Claim { .. } | Action::AcceptClaim { .. } | Action::RejectClaim { .. } => return,
            // Nor a director (its actions exist with tenace-bridge's director feature).
            _ => return,
        }
        if self.over() {
            self.feedback = Some(Feedback::Refused(RuleError::DealOver));
            return;
        }
        // The engine's own check first: whose turn, follow suit, sufficient bid…
        let acting = self.game.to_act().filter(|s| self.game.controller(*s) == self.learner());
        let action = match (acting, action) {
            // The learner plays the card from the hand whose turn it is (dummy's too).
            (Some(hand), Action::Play { card, .. }) => Action::Play { seat: hand, card },
            (_, action) => action,
        };
        if let Err(e) = self.game.check(&action) {
            self.mistakes += 1;
            self.feedback = Some(Feedback::Refused(e));
            return;
        }
        if let (true, Action::Call { .. }) = (self.is_bidding(), &action) {
            match self.advice().cloned() {
                Some(advice) => self.judge(action, advice),
                None => {
                    // The worker has not answered yet: the call waits for it.
                    self.feedback = None;
                    self.pending = Some(action);
                }
            }
            return;
        }
        self.feedback = None;
        if self.game.apply(action).is_ok() {
            self.revision += 1;
        }
    }

    /// A legal call of a bidding deal against the system's: made when it is the system's call,
    /// else explained and not made.
    fn judge(&mut self, action: Action, advice: Advice) {
        let Action::Call { call, .. } = action else { return };
        let right = advice.call == call;
        self.feedback = Some(Feedback::Call { advice: Box::new(advice), call });
        if !right {
            self.mistakes += 1;
            return;
        }
        if self.game.apply(action).is_ok() {
            self.revision += 1;
        }
    }
}

/// A question for the bidding engine in the robots' worker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AdviceAsk {
    /// One advice: after every call so far, with the learner's hand.
    pub job: ExplainJob,
    /// The state's revision when asked: an answer for another is dropped.
    pub revision: u64,
}

/// What the lesson's view must do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DealEffect {
    /// Ask the robot whose turn it is (answer with [`DealMsg::Robot`]).
    AskRobot(RobotTurn),
    /// Ask the system's call for the learner's turn (answer with [`DealMsg::Advice`]).
    AskAdvice(AdviceAsk),
    /// The deal's goal was just reached: the course records it (by the deal's id).
    Reached(String),
}

impl DealState {
    fn due(&self) -> Vec<DealEffect> {
        let robot = self.robot_turn().map(DealEffect::AskRobot);
        let advice = self.advice_due().map(DealEffect::AskAdvice);
        robot.into_iter().chain(advice).collect()
    }

    fn reached(&self) -> bool {
        matches!(self.outcome(), Some(Outcome::Reached { .. } | Outcome::Bid))
    }
}

impl Controller for DealState {
    type Msg = DealMsg;
    type Effect = DealEffect;

    fn start(&self) -> Vec<DealEffect> {
        self.due()
    }

    fn reduce(&mut self, msg: DealMsg) -> Vec<DealEffect> {
        let (revision, reached) = (self.revision, self.reached());
        self.step(msg);
        if self.revision == revision {
            // Nothing moved (a refusal, a hint, a stale answer): nothing to ask.
            return Vec::new();
        }
        let mut effects = self.due();
        if self.reached() && !reached {
            effects.push(DealEffect::Reached(self.spec.id.clone()));
        }
        effects
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tenace_bridge::{Card, PlayError};

    fn think(turn: &RobotTurn) -> Result<Decision, tenace_robots::RobotError> {
        tenace_worker::robot_decision(&turn.job)
    }

    fn lesson_deal(lesson: usize, deal: usize) -> LessonDeal {
        let course = tenace_tutor::lessons().expect("course");
        course[lesson].lesson.deals[deal].clone()
    }

    /// Lets the robots act (synchronously, as the worker would) until it is
    /// the learner's turn or the deal is over, then answers the system's call.
    fn robots(state: &mut DealState) {
        while let Some(turn) = state.robot_turn() {
            let outcome = think(&turn).map_err(|e| e.to_string());
            state.step(DealMsg::Robot { revision: turn.revision, outcome });
        }
        advise(state);
    }

    /// The system's call for the learner's turn, as the worker answers it.
    fn answer(ask: &AdviceAsk) -> Advice {
        let reply = tenace_worker::explain(&ask.job).expect("the worker advises");
        reply.advice.into_iter().next().expect("one advice asked, one given")
    }

    /// Answers the controller's question for the system's call, if it has one.
    fn advise(state: &mut DealState) {
        if let Some(ask) = state.advice_due() {
            let advice = answer(&ask);
            state.step(DealMsg::Advice { revision: ask.revision, outcome: Ok(advice) });
        }
    }

    #[test]
    fn a_card_that_does_not_follow_suit_is_explained_and_the_deal_plays_out() {
        let mut s = DealState::new(&lesson_deal(0, 0)).expect("deal");
        assert_eq!(s.game.phase(), Phase::Play);
        robots(&mut s);
        let hand = s.learner_hand_to_act().expect("the learner's turn after the lead");
        let play = s.game.cardplay().expect("play");
        let led = play.current_trick().cards[0].suit;
        let cards = play.hand(hand);
        let off: Card = cards.iter().find(|c| c.suit != led).expect("a card of another suit");
        let before = s.game.log().len();
        s.step(DealMsg::Learner(Action::Play { seat: hand, card: off }));
        assert_eq!(s.game.log().len(), before, "refused");
        assert!(matches!(s.feedback, Some(Feedback::Refused(RuleError::Play(PlayError::MustFollow { .. })))));
        assert_eq!(s.mistakes, 1);
        let Some(Feedback::Refused(e)) = &s.feedback else { unreachable!() };
        let words = tenace_tutor::explain_error(tenace_i18n::Lang::En, e);
        assert!(words.starts_with("You must follow suit: you still hold "), "{words}");
        // The rest: the first legal card each time.
        while !s.over() {
            if let Some(hand) = s.learner_hand_to_act() {
                let card = s.game.legal_cards().iter().next().expect("a legal card");
                s.step(DealMsg::Learner(Action::Play { seat: hand, card }));
                assert_eq!(s.feedback, None);
            }
            robots(&mut s);
        }
        assert!(matches!(s.outcome(), Some(Outcome::Reached { .. } | Outcome::Missed { .. })));
        assert_eq!(s.robot_turn(), None);
    }

    #[test]
    fn best_play_reaches_the_goal() {
        // Lesson 1, "small-cards-win": the learner plays double-dummy best cards.
        let mut s = DealState::new(&lesson_deal(0, 1)).expect("deal");
        let strain = s.game.contract().expect("contract").bid.strain;
        let mut solver = tenace_dd::Solver::default();
        while !s.over() {
            robots(&mut s);
            let Some(hand) = s.learner_hand_to_act() else { continue };
            let play = s.game.cardplay().expect("play");
            let trick = play.current_trick();
            let position = tenace_dd::Position {
                strain,
                hands: tenace_bridge::BySeat::from_fn(|seat| play.hand(seat)),
                leader: trick.leader,
                trick: trick.cards.clone(),
            };
            let best = solver.solve_position(&position, &mut tenace_dd::Budget::unlimited()).expect("solved");
            let card = best.cards.iter().find(|v| best.cost(v.card) == Some(0)).expect("a best card").card;
            s.step(DealMsg::Learner(Action::Play { seat: hand, card }));
        }
        assert_eq!(s.mistakes, 0);
        assert!(matches!(s.outcome(), Some(Outcome::Reached { tricks }) if tricks >= 8), "{:?}", s.outcome());
    }

    #[test]
    fn a_wrong_call_is_explained_and_may_be_retried() {
        // Lesson 5, "open-1nt": South deals and should open 1NT.
        let mut s = DealState::new(&lesson_deal(4, 0)).expect("deal");
        assert!(s.is_bidding());
        assert_eq!(s.learner_hand_to_act(), Some(Seat::South));
        advise(&mut s);
        let advice = s.advice().expect("answered").clone();
        let wrong = if advice.call == Call::Pass { "1C".parse().expect("call") } else { Call::Pass };
        s.step(DealMsg::Learner(Action::Call { seat: Seat::South, call: wrong }));
        assert!(s.game.log().is_empty(), "not made");
        assert!(matches!(&s.feedback, Some(Feedback::Call { call, .. }) if *call == wrong));
        assert_eq!(s.mistakes, 1);
        // An illegal call: the rules' words.
        s.step(DealMsg::Learner(Action::Call { seat: Seat::South, call: Call::Double }));
        assert!(matches!(s.feedback, Some(Feedback::Refused(_))));
        // The system's call is accepted; the robots and the learner finish the auction.
        while !s.over() {
            if s.learner_hand_to_act().is_some() {
                advise(&mut s);
                let call = s.advice().expect("answered").call;
                s.step(DealMsg::Learner(Action::Call { seat: Seat::South, call }));
                assert!(matches!(&s.feedback, Some(Feedback::Call { advice, call: c }) if advice.call == *c));
            }
            robots(&mut s);
        }
        assert_eq!(s.outcome(), Some(Outcome::Bid));
        assert_eq!(s.robot_turn(), None, "no play after a bidding deal");
    }

    #[test]
    fn a_card_out_of_turn_names_the_player_to_play() {
        let mut s = DealState::new(&lesson_deal(0, 0)).expect("deal");
        // West is to lead; the learner (South) tries a card.
        let card = s.game.deal().hand(Seat::South).iter().next().expect("a card");
        s.step(DealMsg::Learner(Action::Play { seat: Seat::South, card }));
        let Some(Feedback::Refused(e)) = &s.feedback else { panic!("{:?}", s.feedback) };
        assert_eq!(tenace_tutor::explain_error(tenace_i18n::Lang::En, e), "It is West's turn to play.");
        assert!(s.game.log().len() == 4, "only the given calls");
    }

    #[test]
    fn stale_robot_answers_are_dropped_and_restart_deals_again() {
        let mut s = DealState::new(&lesson_deal(0, 0)).expect("deal");
        let turn = s.robot_turn().expect("West leads");
        let outcome = think(&turn).map_err(|e| e.to_string());
        s.step(DealMsg::Robot { revision: turn.revision + 7, outcome: outcome.clone() });
        assert_eq!(s.game.cardplay().map(|p| p.current_trick().cards.len()), Some(0));
        s.step(DealMsg::Robot { revision: turn.revision, outcome });
        assert_eq!(s.game.cardplay().map(|p| p.current_trick().cards.len()), Some(1));
        s.step(DealMsg::Hint);
        s.step(DealMsg::Restart);
        assert_eq!(s.game.cardplay().map(|p| p.current_trick().cards.len()), Some(0));
        assert_eq!(s.hints_shown, 1, "hints stay shown");
        assert!(s.revision > turn.revision + 1);
    }

    #[test]
    fn the_controller_asks_robots_and_the_system_and_reports_the_goal_once() {
        let mut s = DealState::new(&lesson_deal(4, 0)).expect("deal");
        // South deals: no robot to ask before the learner's call, only the system's call.
        let effects = s.start();
        let [DealEffect::AskAdvice(ask)] = effects.as_slice() else { panic!("{effects:?}") };
        assert_eq!(ask.revision, s.revision);
        let (mut reached, mut robots_asked) = (0, 0);
        let mut pending = effects;
        while let Some(effect) = pending.pop() {
            match effect {
                DealEffect::AskRobot(turn) => {
                    robots_asked += 1;
                    let outcome = think(&turn).map_err(|e| e.to_string());
                    pending.extend(s.reduce(DealMsg::Robot { revision: turn.revision, outcome }));
                }
                DealEffect::AskAdvice(ask) => {
                    let advice = answer(&ask);
                    let call = advice.call;
                    // The answer alone moves nothing.
                    assert_eq!(s.reduce(DealMsg::Advice { revision: ask.revision, outcome: Ok(advice) }), Vec::new());
                    // A refused call asks nothing.
                    assert_eq!(
                        s.reduce(DealMsg::Learner(Action::Call { seat: Seat::South, call: Call::Redouble })),
                        Vec::new()
                    );
                    pending.extend(s.reduce(DealMsg::Learner(Action::Call { seat: Seat::South, call })));
                }
                DealEffect::Reached(id) => {
                    assert_eq!(id, s.spec.id);
                    reached += 1;
                }
            }
        }
        assert!(robots_asked > 0);
        assert_eq!((s.outcome(), reached), (Some(Outcome::Bid), 1));
    }

    #[test]
    fn a_call_made_before_the_systems_answer_is_judged_when_it_comes() {
        let mut s = DealState::new(&lesson_deal(4, 0)).expect("deal");
        let ask = s.advice_due().expect("asked at the learner's turn");
        let advice = answer(&ask);
        let wrong = if advice.call == Call::Pass { "1C".parse().expect("call") } else { Call::Pass };
        assert_eq!(s.reduce(DealMsg::Learner(Action::Call { seat: Seat::South, call: wrong })), Vec::new());
        assert_eq!((&s.feedback, s.mistakes, s.game.log().len()), (&None, 0, 0), "not judged yet");
        // An answer asked at another revision is dropped; the one asked now judges the call.
        s.step(DealMsg::Advice { revision: ask.revision + 3, outcome: Ok(advice.clone()) });
        assert!(s.pending.is_some() && s.advice().is_none());
        s.step(DealMsg::Advice { revision: ask.revision, outcome: Ok(advice.clone()) });
        assert!(matches!(&s.feedback, Some(Feedback::Call { call, .. }) if *call == wrong));
        assert_eq!((s.mistakes, s.game.log().len(), &s.pending), (1, 0, &None));
        // With the answer there, the system's call is judged at once and made.
        let effects = s.reduce(DealMsg::Learner(Action::Call { seat: Seat::South, call: advice.call }));
        assert!(effects.iter().any(|e| matches!(e, DealEffect::AskRobot(_))), "{effects:?}");
        assert_eq!(s.game.log().len(), 1);
    }

    #[test]
    fn a_worker_that_cannot_advise_is_said_in_words_and_try_again_asks_again() {
        let mut s = DealState::new(&lesson_deal(4, 0)).expect("deal");
        let ask = s.advice_due().expect("asked");
        s.step(DealMsg::Learner(Action::Call { seat: Seat::South, call: Call::Pass }));
        s.step(DealMsg::Advice { revision: ask.revision, outcome: Err("the worker stopped".into()) });
        assert_eq!(s.robot_error.as_deref(), Some("the worker stopped"));
        assert_eq!((s.advice_due(), &s.pending, s.game.log().len()), (None, &None, 0), "nothing made, nothing asked");
        let effects = s.reduce(DealMsg::Restart);
        assert!(matches!(effects.as_slice(), [DealEffect::AskAdvice(a)] if a.revision == s.revision), "{effects:?}");
        assert_eq!(s.robot_error, None);
    }
}
