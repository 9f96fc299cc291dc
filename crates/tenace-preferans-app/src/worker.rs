//! The robot worker's protocol and its side. The page posts a [`RobotJob`]
//! (the game's record, the seat, the level and the revision it was asked
//! at) as JSON; the worker answers a [`RobotAnswer`] with the same revision,
//! which the controller drops if the table changed meanwhile.
//!
//! The worker keeps the last game it rebuilt: a job whose record extends it
//! (the same setup, its log a prefix) only applies the new actions.

use serde::{Deserialize, Serialize};
use tenace_core::{Logged, Player, Record, Rules};
use tenace_preferans::robot::{self, Level};
use tenace_preferans::text::Text;
use tenace_preferans::{Action, Game};

/// A robot's turn, as asked of the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RobotJob {
    pub revision: u64,
    pub seat: Player,
    pub level: Level,
    pub record: Record<Game>,
}

/// The robot's decision and reason, or why there is none.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RobotAnswer {
    pub revision: u64,
    pub seat: Player,
    pub outcome: Result<(Action, Text), String>,
    /// The worker's time for the decision, in milliseconds (measured by the caller's clock; 0 if not).
    #[serde(default)]
    pub ms: f64,
}

/// The worker's state: the last game rebuilt.
#[derive(Default)]
pub struct Robots {
    last: Option<Logged<Game>>,
}

impl Robots {
    fn game_for(&mut self, record: Record<Game>) -> Result<&Logged<Game>, String> {
        let reusable = self.last.as_ref().is_some_and(|g| {
            g.state().setup() == &record.setup
                && g.log().len() <= record.actions.len()
                && g.log() == &record.actions[..g.log().len()]
        });
        if reusable {
            if let Some(g) = &mut self.last {
                let from = g.log().len();
                for a in &record.actions[from..] {
                    if let Err(e) = g.apply(a.clone()) {
                        self.last = None;
                        return Err(e.0);
                    }
                }
            }
        } else {
            self.last = Some(Logged::from_record(record).map_err(|e| e.to_string())?);
        }
        self.last.as_ref().ok_or_else(|| "no game".to_owned())
    }

    /// The decision for a job.
    pub fn answer(&mut self, job: RobotJob) -> RobotAnswer {
        let (revision, seat, level) = (job.revision, job.seat, job.level);
        let outcome = self.game_for(job.record).and_then(|g| {
            robot::decide(g.state(), seat, level)
                .map(|d| (d.action, d.reason))
                .ok_or_else(|| format!("it is not {}'s turn", tenace_preferans::text::letter(seat)))
        });
        RobotAnswer { revision, seat, outcome, ms: 0.0 }
    }

    /// The job as JSON in, the answer as JSON out (what the worker posts).
    pub fn answer_json(&mut self, job: &str) -> String {
        let answer = match serde_json::from_str::<RobotJob>(job) {
            Ok(job) => self.answer(job),
            Err(e) => RobotAnswer {
                revision: 0,
                seat: Player::new(0),
                outcome: Err(format!("the robot's job could not be read: {e}")),
                ms: 0.0,
            },
        };
        serde_json::to_string(&answer).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"))
    }
}
