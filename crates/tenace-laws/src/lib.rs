//! The engine of Tenace's Laws tutor: a deal in which players may commit
//! irregularities, the director's ruling under either of two codes, and the
//! enforcement of whatever rectification the non-offending side chooses.
//!
//! * [`code`] — the two codes: the 2017 Laws of Duplicate Bridge and the
//!   1930s Estonian code of seed 000, and how rulings cite them.
//! * [`irregularity`] — what can go wrong (insufficient bid, call out of
//!   rotation, bid above seven, inadmissible double, card exposed in the
//!   auction or the play, lead out of turn, premature play, revoke, disputed
//!   claim) and the later moments an irregularity gives a choice.
//! * [`ruling`] — the director: law cited, plain-English explanation, the
//!   options ([`rectification`]) and how the other code differs.
//! * [`restriction`] — obligations left behind (partner barred, penalty
//!   cards, lead requirements) and how they narrow legal calls and cards.
//! * [`revoke`] — tricks transferred at the end of play.
//! * [`claim`] — disputed claims judged with the double-dummy solver.
//! * [`tutor`] — [`TutorGame`], the table that ties these together.
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
pub use text::{Arg, Text, TEMPLATES};
pub use tutor::{TutorError, TutorGame, TutorPhase, TutorResult};
