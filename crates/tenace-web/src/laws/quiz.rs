//! The ruling quiz: the engine's quiz items (`tenace_laws::quiz`) as one set
//! of multiple-choice problems for the shared quiz widget
//! (`crate::quiz_widget::QuizWidget`, docs/quiz-format.md).

use super::text::{code_name, engine_line};
use crate::i18n::{tr, trf};
use serde_json::json;
use tenace_laws::quiz::quiz_items;

/// The set as the widget reads it, all in the page's language (the
/// engine's English questions, options and explanations translated).
pub fn set_json() -> String {
    let problems: Vec<serde_json::Value> = quiz_items()
        .iter()
        .map(|item| {
            json!({
                "version": 1,
                "kind": "choice",
                "title": trf("laws.quiz.item", &[("code", code_name(item.code))]),
                "question": engine_line(item.question),
                "options": item.options.iter().map(|o| engine_line(o)).collect::<Vec<_>>(),
                "answer": item.answer,
                "explanation": engine_line(item.explanation),
            })
        })
        .collect();
    json!({ "version": 1, "title": tr("laws.quiz.title"), "problems": problems }).to_string()
}
