//! The quiz widget's second module: the exports of `tenace-quiz-web` (its
//! `src/exports.rs`, compiled here as a module of this crate) but double
//! dummy, which the widget always asks of the common module, linked
//! with the bidding engine's 1930s systems (Culbertson, the Estonian club,
//! the Lithuanian point count). The common module leaves them out to stay
//! small; `quiz.js` fetches this one only when a problem names one of them
//! (the common module's view says `"system_rules": false`) and answers that
//! problem here. The quiz editor uses it for every system, and its exports
//! (`editor_exports.rs`) are here only.

#[path = "../../tenace-quiz-web/src/editor_exports.rs"]
mod editor_exports;
#[path = "../../tenace-quiz-web/src/exports.rs"]
mod exports;
