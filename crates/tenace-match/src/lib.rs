//! Match play against a field of robots.
//!
//! The user's side plays a set of boards at "their" table; the same boards
//! are played by robots at other tables, and the user's result on each
//! board is compared with theirs:
//!
//! - **teams** ([`TeamsMatch`]): one other table where the user's robot
//!   teammates sit the other way round; the board's IMPs are the difference
//!   of the two North-South scores, from the user's side;
//! - **pairs** ([`PairsSession`]): K other tables of four robots, with the
//!   robots' settings varied from table to table (bidding system, card-play
//!   level) so the field is not K copies of one result; matchpoints per
//!   board and a percentage for the session.
//!
//! The robots are the app's robots ([`tenace_robots::answer_with`]) at the
//! card-play level each table's settings name.

mod field;
mod score;

pub use field::{robot_table, FieldError, RobotSettings};
pub use score::{BoardResult, PairsBoard, PairsSession, TeamsBoard, TeamsMatch};
