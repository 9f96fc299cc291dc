//! The engine of Tenace's Laws tutor: the director's ruling under either of
//! two codes, for a bridge deal in which players may commit irregularities.
//!
//! The irregularities themselves, the table's state and the enforcement of
//! whatever rectification the non-offending side chooses belong to the
//! bridge game ([`tenace_bridge::laws`]): a tutored deal is the game's own
//! log. This crate is the director and the teacher:
//!
//! * [`code`] — the two codes: the 2017 Laws of Duplicate Bridge and the
//!   1930s Estonian code of seed 000, and how rulings cite them.
//! * [`irregularity`], [`rectification`], [`restriction`], [`revoke`] — the
//!   game's types, re-exported under their old names.
//! * [`ruling`] — the director: law cited, plain-English explanation, the
//!   options and how the other code differs.
//! * [`claim`] — disputed claims judged with the double-dummy solver.
//! * [`tutor`] — [`TutorGame`]: the bridge game with a director who rules
//!   whenever the game calls.
//! * [`scenario`], [`quiz`] — guided scenarios and ruling-quiz items as data.
//! * [`text`] — the engine's words as English templates with arguments, so
//!   the app can show them in the player's language.
//!
//! Covered laws and the approximations made are listed in `docs/laws.md`.
//! Like the other engine crates this one has no web dependency and builds for
//! `wasm32-unknown-unknown`.

pub mod claim;
pub mod code;
pub mod irregularity;
pub mod quiz;
pub mod rectification;
pub mod restriction;
pub mod revoke;
pub mod ruling;
pub mod scenario;
pub mod text;
pub mod tutor;

pub use claim::{ClaimStatement, ClaimVerdict};
pub use code::{Citation, Code};
pub use irregularity::{AttemptedCall, Irregularity, TurnOf};
pub use rectification::Rectification;
pub use restriction::{PenaltyKind, PlayDemand, Restriction};
pub use revoke::{RevokeRecord, Transfer};
pub use ruling::Ruling;
pub use tenace_bridge::laws::LawsError;
pub use text::{Arg, Text, TEMPLATES};
pub use tutor::{TutorError, TutorGame, TutorPhase, TutorResult};
