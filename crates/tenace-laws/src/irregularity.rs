//! What went wrong: the irregular actions of the bridge game ([`tenace_bridge::laws::irregularity`]).

pub use tenace_bridge::laws::irregularity::*;
