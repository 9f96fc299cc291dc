//! Obligations a ruling leaves behind ([`tenace_bridge::laws::restriction`]).

pub use tenace_bridge::laws::restriction::*;
