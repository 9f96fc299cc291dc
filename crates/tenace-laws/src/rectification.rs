//! The options a ruling offers ([`tenace_bridge::laws::rectification`]; the game enforces them).

pub use tenace_bridge::laws::rectification::*;
