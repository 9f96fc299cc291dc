//! The quiz editor's exports (`www/quiz/editor.js`), in the second module
//! only (tenace-quiz-web-1930s, which has every system the editor offers):
//! the widget never proposes, exports or deals, so the common module leaves
//! these out, and the random deal's generator with them.

use tenace_quiz::api;
use wasm_bindgen::prelude::wasm_bindgen;

/// The editor: turn to call, legal calls, the engine's proposal.
#[wasm_bindgen]
pub fn propose(draft_json: &str) -> String {
    api::propose(draft_json)
}

/// The editor: canonical JSON and compact string of a problem, or why it is not valid.
#[wasm_bindgen]
pub fn export_problem(problem_json: &str) -> String {
    api::export(problem_json)
}

/// The editor: deal number `seed` (a whole number from JavaScript; fractions are dropped).
#[wasm_bindgen]
pub fn deal(seed: f64) -> String {
    // `as` saturates: NaN and negatives become 0, huge values u64::MAX.
    api::deal(seed as u64)
}
