//! Yew function components. They render the state and send messages; the
//! rules are the engine's and the state is the reducer's (`crate::state`).

pub mod analysis;
pub mod app;
pub mod auction;
pub mod bidding;
pub mod cards;
pub mod dialogs;
pub mod felt;
#[cfg(feature = "laws")]
pub mod laws;
pub mod matches;
pub mod result;
pub mod table;
