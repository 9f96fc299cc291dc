//! Bidding quizzes: "partner opened 1♥; what do you bid?", marked the way
//! bridge magazines' panels mark them; and multiple-choice questions (the
//! Laws, play, theory) with one right option, which a set may mix in.
//!
//! - [`problem`]: the versioned problem format (docs/quiz-format.md) and its
//!   validation, with messages a quiz author can act on; problems come from
//!   other people's pages and are never trusted.
//! - [`compact`]: the same problem as one URL-safe string.
//! - [`reveal`]: the mark of an answer, the engine's own call and rule, and
//!   the double-dummy result of the main answers.
//! - [`generate`]: problem sets made from the bidding engine's rules.
//! - [`api`]: JSON text in and out, the whole surface the web widget uses,
//!   so it is tested here on the host.
//!
//! An engine crate: no web dependency, builds for wasm32.

pub mod api;
pub mod compact;
pub mod generate;
pub mod problem;
pub mod reveal;

pub use generate::{generate, Topic};
pub use problem::{read_quiz, Answer, ChoiceProblem, Item, Problem, ProblemError, ProblemSet, Scoring, FORMAT_VERSION};
