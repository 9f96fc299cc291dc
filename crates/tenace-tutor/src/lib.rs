//! The bridge course, as data, and the checker that explains mistakes.
//!
//! Ten lessons in the order that works in real classes (cards and tricks;
//! trumps; whist with a dummy; minibridge; the auction; scoring; opening
//! bids; responses; competition; declarer play and leads). A lesson is one
//! directory under `lessons/`: `lesson.json` holds what every language
//! shares (the prepared deals and the quiz answers), `<lang>.json` the
//! words. Lessons are data, not code: `build.rs` embeds whatever is there,
//! and the tests check that every lesson is complete in all six languages,
//! that every deal is legal, and that every goal can be reached.
//!
//! The checker turns an engine refusal ([`tenace_bridge::RuleError`]) or a
//! call the system would not make into a sentence for a beginner, in the
//! learner's language: "You must follow suit: you still hold ♥5."

pub mod checker;
pub mod lesson;

pub use checker::{explain_error, review_call};
pub use lesson::{
    has_language, lessons, provide_text, slugs, Block, CourseLesson, Lesson, LessonDeal, LessonError, LessonText, Mode,
};

mod files {
    include!(concat!(env!("OUT_DIR"), "/lessons.rs"));
}

#[cfg(test)]
mod tests;
