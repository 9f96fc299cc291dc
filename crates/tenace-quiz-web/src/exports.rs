//! The quiz widget's wasm exports, shared by both modules: this crate's
//! `lib.rs` and tenace-quiz-web-1930s (as a `#[path]` module), each a cdylib
//! of its own. The double-dummy exports are in `dd_exports.rs`, in the
//! common module only (the widget solves there, in its worker or its page);
//! the editor's are in `editor_exports.rs`, in the second module only (the
//! editor offers every system, so it uses that one).

use tenace_quiz::api;
use wasm_bindgen::prelude::wasm_bindgen;

/// A quiz (JSON problem, JSON set or compact string) as the widget draws it.
#[wasm_bindgen]
pub fn parse_quiz(text: &str) -> String {
    api::parse_quiz(text)
}

/// The same, with why a quiz is not valid in the language of a BCP 47 tag
/// (English when it is not one of the six).
#[wasm_bindgen]
pub fn parse_quiz_in(text: &str, lang: &str) -> String {
    api::parse_quiz_in(text, lang)
}

/// The mark, the explanations, the engine's call and the four hands for the reader's call.
#[wasm_bindgen]
pub fn answer(problem_json: &str, call: &str) -> String {
    api::answer(problem_json, call)
}

/// Right or wrong for option `choice` (index from 0) of a multiple-choice problem.
#[wasm_bindgen]
pub fn answer_choice(problem_json: &str, choice: f64) -> String {
    // `as` saturates: NaN and negatives become 0, which is an option, so refuse them here.
    if !(choice.is_finite() && choice >= 0.0 && choice.fract() == 0.0) {
        return api::answer_choice(problem_json, usize::MAX);
    }
    api::answer_choice(problem_json, choice as usize)
}

/// The widget's own words in the language of a BCP 47 tag (English when it is not one of the six).
#[wasm_bindgen]
pub fn messages(lang: &str) -> String {
    api::messages(lang)
}
