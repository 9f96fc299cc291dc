//! Revokes and the tricks they cost ([`tenace_bridge::laws::revoke`]).

pub use tenace_bridge::laws::revoke::*;
