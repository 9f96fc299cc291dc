//! A robot's turn, as a controller asks the view to run it in the robot
//! worker (the protocol's one robot job) and to answer with its revision.

use tenace_protocol::RobotJob;

/// What kind of robot move is due, for pacing.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RobotPace {
    Call,
    Card,
    /// A lead right after a trick was completed: a little longer, so that the
    /// finished trick can be seen.
    LeadAfterTrick,
}

/// A request for the robot whose turn it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RobotTurn {
    /// What the robot is asked (the protocol's one robot job).
    pub job: RobotJob,
    /// The state's revision when asked: an answer for another is dropped.
    pub revision: u64,
    pub pace: RobotPace,
}
