//! The double-dummy exports, in the common module only: the widget's worker
//! (`dd-worker.js`) and its page-thread fallback solve with the common
//! module for every problem, whatever its system, so the second module
//! (tenace-quiz-web-1930s) leaves them, and the solver, out.

use tenace_quiz::api;
use wasm_bindgen::prelude::wasm_bindgen;

/// Double-dummy tricks of the main answers (bounded by a node budget).
#[wasm_bindgen]
pub fn double_dummy(problem_json: &str) -> String {
    api::double_dummy_json(problem_json)
}

/// The same with the caller's node budget per strain (the widget's Web Worker
/// can afford more than the page's thread); clamped to 1 node – 500 million.
#[wasm_bindgen]
pub fn double_dummy_with_limit(problem_json: &str, node_limit: f64) -> String {
    // `as` saturates (NaN becomes 0); the clamp keeps a page from asking for hours.
    api::double_dummy_with(problem_json, (node_limit as u64).clamp(1, 500_000_000))
}
