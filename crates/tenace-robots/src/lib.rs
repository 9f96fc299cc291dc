//! Robot players.
//!
//! A robot sees only what its seat may see ([`view::SeatView`]): its own
//! hand, dummy once faced, the auction and the cards played. Every decision
//! comes with a one-line reason that the app shows to the player.
//!
//! The entry point is a plain request → decision function over serde types
//! ([`Request`], [`Decision`]), so the app can call it asynchronously today
//! and move it into a Web Worker later without changing the UI.

pub mod bid;
pub mod card_play;
pub mod claims;
pub mod concede;
pub mod heuristic;
pub mod level;
pub mod opening_lead;
pub mod reason;
pub mod sampling;
pub mod signals;
pub mod simulation;
pub mod view;

#[cfg(test)]
mod test_support;

pub use card_play::CardChoice;
pub use level::{Aim, PlayLevel, PlaySettings};
pub use reason::Reason;
/// The bidding systems live in their own crate (the quiz and the course use
/// them without the card-play robots and the solver); re-exported here so the
/// robots' callers keep one path.
pub use tenace_bidding as bidding;
pub use tenace_bidding::{CallChoice, ScoreState, System, Systems};

use serde::{Deserialize, Serialize};
use tenace_bridge::{Action, Game, GameRecord, Phase, Seat};

/// What the app asks a robot: "you are `seat`, here is the game, act".
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Request {
    pub game: GameRecord,
    pub seat: Seat,
    /// The bidding system and the score below the line (rubber, Chicago);
    /// absent in older saves, which means SAYC at duplicate.
    #[serde(default)]
    pub bidding: Bidding,
}

/// How the robots bid: the system of each side, and the partscores they play to.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bidding {
    /// North-South's system, and East-West's unless `east_west` says otherwise.
    pub system: System,
    /// East-West's system when the sides play different ones (absent in
    /// older saves: both sides play `system`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub east_west: Option<System>,
    pub score: ScoreState,
}

impl Bidding {
    /// Both sides play `system`.
    pub fn of(system: System, score: ScoreState) -> Bidding {
        Bidding { system, east_west: None, score }
    }

    /// Each side its own system.
    pub fn sides(systems: Systems, score: ScoreState) -> Bidding {
        let east_west = systems.is_mixed().then_some(systems.east_west);
        Bidding { system: systems.north_south, east_west, score }
    }

    /// The two sides' systems: each robot bids by its own side's and reads
    /// the other side's calls by theirs.
    pub fn systems(&self) -> Systems {
        Systems { north_south: self.system, east_west: self.east_west.unwrap_or(self.system) }
    }
}

/// A robot's action and its reason.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Decision {
    pub action: Action,
    /// Why, in English.
    pub reason: String,
    /// Why, for the app to show in the player's language (card play and
    /// claims; a call's reason is its bidding explanation, shown from the
    /// bidding system's own localized text).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub why: Option<Reason>,
    /// For a call the robot weighed by simulation: the layouts it scored.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub simulated: Option<u32>,
}

impl Decision {
    /// An action with a localizable reason.
    pub fn because(action: Action, why: Reason) -> Decision {
        Decision { action, reason: why.english(), why: Some(why), simulated: None }
    }
}

/// Why a robot could not answer.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RobotError {
    #[error("the game sent to the robot is corrupt: {0}")]
    BadGame(String),
    #[error("{0} has nothing to do now")]
    NotMyTurn(Seat),
}

/// Answers a request (the function a worker would run), robots at the default level.
pub fn answer(request: &Request) -> Result<Decision, RobotError> {
    answer_with(request, PlaySettings::default())
}

/// [`answer`] with robots playing the cards at `play`.
pub fn answer_with(request: &Request, play: PlaySettings) -> Result<Decision, RobotError> {
    let game = Game::from_record(request.game.clone()).map_err(|e| RobotError::BadGame(e.to_string()))?;
    decide_with_play(&game, request.seat, &request.bidding, play).ok_or(RobotError::NotMyTurn(request.seat))
}

/// What `seat` does now, if anything: a call, a card (for its own hand, or
/// dummy's when it is declarer), a claim, or an answer to a pending claim.
pub fn decide(game: &Game, seat: Seat) -> Option<Decision> {
    decide_with(game, seat, &Bidding::default())
}

/// [`decide`] with a chosen bidding system and score.
pub fn decide_with(game: &Game, seat: Seat, bidding: &Bidding) -> Option<Decision> {
    decide_with_play(game, seat, bidding, PlaySettings::default())
}

/// [`decide_with`] with the card play's level and aim.
pub fn decide_with_play(game: &Game, seat: Seat, bidding: &Bidding, play: PlaySettings) -> Option<Decision> {
    match game.phase() {
        Phase::Auction => {
            if game.to_act() != Some(seat) {
                return None;
            }
            // The rules, and a simulation where they leave a judgment.
            let hand = game.deal().hand(seat);
            let robot = bid::choose_with(game.auction(), game.setup().vulnerability, hand, bidding, Default::default());
            let reason = bidding::reason_line(&robot.advice.meaning);
            let simulated = robot.simulation.map(|s| s.layouts as u32);
            Some(Decision { action: Action::Call { seat, call: robot.advice.call }, reason, why: None, simulated })
        }
        Phase::Play => card_play::decide_play(game, seat, bidding, play),
        Phase::Claim => {
            let pending = game.pending_claim()?;
            if !pending.awaiting.contains(&seat) {
                return None;
            }
            Some(claims::answer_claim_with(game, seat, play))
        }
        // The director's business (the Laws tutor), not a robot's.
        Phase::Ruling | Phase::Finished => None,
    }
}
