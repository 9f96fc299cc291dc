//! The robot boundary.
//!
//! The table asks a robot with a [`Job`] — plain serde data — and gets a
//! [`Decision`] back, asynchronously. Today [`ask`] yields to the browser with
//! a timer (so the page paints and stays responsive), then runs [`think`] on
//! the main thread. A Web Worker can replace it later without touching the
//! UI: post the `Job` as JSON, run [`think`] in the worker, post the
//! `Decision` back — the two functions below are already that protocol.

use serde::{Deserialize, Serialize};
use tenace_bridge::{Action, Game};
use tenace_robots::{Decision, Request, RobotError};

#[cfg(test)]
use crate::state::RobotTurn;

/// What is sent to a robot: the robots crate's request and one app rule.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Job {
    pub request: Request,
    /// False right after a claim was rejected: the robot plays a card
    /// instead of claiming again at once.
    pub may_claim: bool,
}

impl From<&crate::state::RobotTurn> for Job {
    fn from(turn: &crate::state::RobotTurn) -> Job {
        Job { request: turn.request.clone(), may_claim: turn.may_claim }
    }
}

/// The robot's work for a turn (tests use it to play robots synchronously).
#[cfg(test)]
pub fn think(turn: &RobotTurn) -> Result<Decision, RobotError> {
    run(&Job::from(turn))
}

/// The robot's work: what a worker would run.
pub fn run(job: &Job) -> Result<Decision, RobotError> {
    let decision = tenace_robots::answer(&job.request)?;
    if job.may_claim || !matches!(decision.action, Action::Claim { .. }) {
        return Ok(decision);
    }
    let game = Game::from_record(&job.request.game).map_err(|e| RobotError::BadGame(e.to_string()))?;
    let hand = game.to_act().ok_or(RobotError::NotMyTurn(job.request.seat))?;
    let choice = tenace_robots::card_play::choose_card(&game).ok_or(RobotError::NotMyTurn(job.request.seat))?;
    Ok(Decision { action: Action::Play { seat: hand, card: choice.card }, reason: choice.reason })
}

/// Asks the robot without blocking the page: waits `delay_ms` (at least one
/// trip through the event loop), then thinks. The JSON round trip is the
/// worker's message boundary, kept here so that nothing that cannot cross it
/// sneaks into a `Job`.
pub async fn ask(turn: crate::state::RobotTurn, delay_ms: u32) -> Result<Decision, String> {
    gloo_timers::future::TimeoutFuture::new(delay_ms).await;
    let message = serde_json::to_string(&Job::from(&turn)).map_err(|e| e.to_string())?;
    let job: Job = serde_json::from_str(&message).map_err(|e| e.to_string())?;
    let decision = run(&job).map_err(|e| e.to_string())?;
    // Let the browser breathe between thinking and painting the result.
    gloo_timers::future::TimeoutFuture::new(0).await;
    Ok(decision)
}
