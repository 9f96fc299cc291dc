//! The ruling quiz: the engine's quiz items (`tenace_laws::quiz`) as one set
//! of multiple-choice problems for the shared quiz widget
//! (`crate::quiz_widget::QuizWidget`, docs/quiz-format.md).

use super::text::code_name;
use crate::i18n::{tr, trf};
use serde_json::json;
use tenace_laws::quiz::quiz_items;

/// The set as the widget reads it. The titles are in the page's language;
/// the questions, options and explanations are the engine's English.
pub fn set_json() -> String {
    let problems: Vec<serde_json::Value> = quiz_items()
        .iter()
        .map(|item| {
            json!({
                "version": 1,
                "kind": "choice",
                "title": trf("laws.quiz.item", &[("code", code_name(item.code))]),
                "question": item.question,
                "options": item.options,
                "answer": item.answer,
                "explanation": item.explanation,
            })
        })
        .collect();
    json!({ "version": 1, "title": tr("laws.quiz.title"), "problems": problems }).to_string()
}
