//! The quiz widget's WebAssembly: each export forwards JSON text to
//! [`tenace_quiz::api`], where the logic lives and is tested on the host.
//!
//! Strings only cross the boundary (no web-sys, no js-sys): the wasm stays
//! small, and `www/quiz/quiz.js` owns every DOM node, so no data ever
//! reaches the page as HTML.
//!
//! This is the common module, built without the bidding engine's 1930s
//! systems; `tenace-quiz-web-1930s` links the same exports (`src/exports.rs`)
//! with them, but not double dummy (`src/dd_exports.rs`, here only), and
//! with the editor's (`src/editor_exports.rs`, there only). Each is
//! a cdylib only: with an rlib among its crate types this module was 26 KB
//! (gzip) larger, with 2,107 functions against 857 (far less was inlined
//! under the same `[profile.web]`).

mod dd_exports;
mod exports;
