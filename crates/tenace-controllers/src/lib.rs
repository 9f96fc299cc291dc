//! The web app's controllers, apart from its views (issue 21).
//!
//! One controller per feature. A controller is plain data with a
//! [`Controller::reduce`] step: a message in, the state changed, and the
//! [`Controller::Effect`]s the view must carry out (ask a robot, record
//! progress, save). Nothing here touches the page: no Yew, no web-sys, no
//! timers; the controllers build for wasm32 and are tested on the host,
//! robots included (the tests run a robot's turn synchronously, as the
//! worker would). The Yew crate (`crates/tenace-web`) renders a
//! controller's state through the shared table component
//! (`crates/tenace-table`) and carries out its effects; a stale effect's
//! answer is dropped by the revision it carries.
//!
//! Modules (one per feature; each adds its own):
//! - [`robot`]: a robot's turn as the controllers ask for it (shared).
//! - [`course`]: one lesson deal of the course (the checker, the robots, hints).
//! - [`laws`]: the Laws tutor (scenarios, free practice, the director's rulings;
//!   the `laws` feature, on by default, which turns on the bridge game's `director`).
//! - Preferans and the shedding game add `preferans` and `shedding` here.

pub mod course;
#[cfg(feature = "laws")]
pub mod laws;
pub mod robot;

/// A feature's controller: its state, its messages and what it asks the
/// view to do.
pub trait Controller {
    type Msg;
    type Effect;

    /// The effects due when the controller is first shown (a robot to
    /// lead, say), before any message.
    fn start(&self) -> Vec<Self::Effect>;

    /// Applies one message; returns what the view must now do. A refused
    /// message changes nothing but may say why (in the state).
    fn reduce(&mut self, msg: Self::Msg) -> Vec<Self::Effect>;
}

/// One answer in the quiz widget, as its `tenace-quiz-answer` event tells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QuizAnswer {
    /// The problem's index in the set, from 0.
    pub index: usize,
    /// Whether the answer got full marks.
    pub correct: bool,
    /// Problems answered so far, of `total`.
    pub answered: usize,
    pub total: usize,
    /// Marks so far, of `max` (10 per answered problem).
    pub score: u32,
    pub max: u32,
}
