//! The learner's progress through the course, kept in localStorage under
//! `tenace-learn:progress` as versioned JSON, apart from the table's save so
//! that neither can spoil the other.
//!
//! ```json
//! { "version": 1, "last": "03-dummy",
//!   "lessons": { "01-tricks": { "deals": ["top-tricks"], "quiz": { "score": 3, "total": 4 } } } }
//! ```

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The storage key of the progress.
pub const KEY: &str = "tenace-learn:progress";
/// Unreadable progress is kept under this prefix plus a time stamp.
pub const SET_ASIDE_PREFIX: &str = "tenace-learn:progress.set-aside.";
/// The format written now; a newer one is not read (and not overwritten).
pub const VERSION: u32 = 1;

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Progress {
    pub version: u32,
    /// The lesson opened last (its directory name), for "continue".
    #[serde(default)]
    pub last: Option<String>,
    #[serde(default)]
    pub lessons: BTreeMap<String, LessonProgress>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LessonProgress {
    /// Deals whose goal the learner reached (their ids).
    #[serde(default)]
    pub deals: Vec<String>,
    /// The last complete run through the quiz.
    #[serde(default)]
    pub quiz: Option<QuizScore>,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct QuizScore {
    /// Questions answered right.
    pub score: u32,
    pub total: u32,
}

/// How far a lesson is, as the course page shows it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Status {
    NotStarted,
    /// Opened, or some deals done; no quiz yet.
    Started {
        deals_done: usize,
    },
    /// The quiz was finished (with its score).
    QuizDone {
        deals_done: usize,
        quiz: QuizScore,
    },
}

impl Progress {
    pub fn new() -> Progress {
        Progress { version: VERSION, last: None, lessons: BTreeMap::new() }
    }

    /// Reads stored progress; the error says, for the learner, why not.
    pub fn from_json(text: &str) -> Result<Progress, String> {
        let value: serde_json::Value = serde_json::from_str(text).map_err(|e| format!("it is not valid JSON ({e})"))?;
        match value.get("version").and_then(serde_json::Value::as_u64) {
            Some(v) if v == u64::from(VERSION) => {}
            Some(v) => return Err(format!("it was written in format {v}, this page reads format {VERSION}")),
            None => return Err("it has no format version".to_owned()),
        }
        serde_json::from_value(value).map_err(|e| format!("a field is not as expected ({e})"))
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    pub fn lesson(&self, slug: &str) -> Option<&LessonProgress> {
        self.lessons.get(slug)
    }

    pub fn status(&self, slug: &str) -> Status {
        match self.lessons.get(slug) {
            None => Status::NotStarted,
            Some(p) => match p.quiz {
                Some(quiz) => Status::QuizDone { deals_done: p.deals.len(), quiz },
                None => Status::Started { deals_done: p.deals.len() },
            },
        }
    }

    /// The learner opened a lesson: it is where "continue" leads.
    pub fn opened(&mut self, slug: &str) {
        self.last = Some(slug.to_owned());
        self.lessons.entry(slug.to_owned()).or_default();
    }

    /// The goal of a deal was reached (again: no change).
    pub fn deal_done(&mut self, slug: &str, deal: &str) {
        let p = self.lessons.entry(slug.to_owned()).or_default();
        if !p.deals.iter().any(|d| d == deal) {
            p.deals.push(deal.to_owned());
        }
    }

    /// A run through the quiz ended; the newest score is kept.
    pub fn quiz_done(&mut self, slug: &str, score: QuizScore) {
        self.lessons.entry(slug.to_owned()).or_default().quiz = Some(score);
    }

    /// The lesson to continue with: the last one opened, else the first not
    /// finished (`slugs` in course order).
    pub fn continue_at(&self, slugs: &[&str]) -> Option<usize> {
        if let Some(i) = self.last.as_deref().and_then(|last| slugs.iter().position(|s| *s == last)) {
            return Some(i);
        }
        slugs.iter().position(|s| !matches!(self.status(s), Status::QuizDone { .. }))
    }
}

/// What was found in storage when the course opened.
pub enum Loaded {
    Found(Progress),
    Nothing,
    /// Unreadable progress, kept under `key` for `reason`; the course starts afresh.
    SetAside {
        key: String,
        reason: String,
    },
    /// No storage: progress lasts only while the page is open.
    Unavailable(String),
}

fn storage() -> Result<web_sys::Storage, String> {
    let window = web_sys::window().ok_or("there is no browser window")?;
    match window.local_storage() {
        Ok(Some(s)) => Ok(s),
        Ok(None) | Err(_) => Err("this browser does not allow this page to store data".to_owned()),
    }
}

pub fn load() -> Loaded {
    let storage = match storage() {
        Ok(s) => s,
        Err(e) => return Loaded::Unavailable(e),
    };
    let text = match storage.get_item(KEY) {
        Ok(Some(text)) => text,
        Ok(None) => return Loaded::Nothing,
        Err(_) => return Loaded::Unavailable("the saved progress could not be read from storage".to_owned()),
    };
    match Progress::from_json(&text) {
        Ok(p) => Loaded::Found(p),
        Err(reason) => {
            let key = format!("{SET_ASIDE_PREFIX}{}", js_sys::Date::now() as u64);
            let key = match storage.set_item(&key, &text) {
                Ok(()) => {
                    let _ = storage.remove_item(KEY);
                    key
                }
                // Storage full: it stays where it is until the next save replaces it.
                Err(_) => KEY.to_owned(),
            };
            Loaded::SetAside { key, reason }
        }
    }
}

pub fn store(progress: &Progress) -> Result<(), String> {
    storage()?
        .set_item(KEY, &progress.to_json())
        .map_err(|_| "the browser's storage is full or switched off".to_owned())
}

/// "Reset progress": forgets everything (set-aside copies stay).
pub fn clear() -> Result<(), String> {
    storage()?.remove_item(KEY).map_err(|_| "the browser's storage is switched off".to_owned())
}

/// The key under which the quiz widget (www/quiz/quiz.js) keeps the answers
/// of a quiz given inline on this page: `tenace-quiz:<path>:p:<hash>`, the
/// hash being FNV-1a over the text's UTF-16 code units, in base 36. "Reset
/// progress" removes the lessons' keys, so that the quizzes start afresh too
/// (a browser test checks that this stays in step with the widget).
pub fn widget_key(path: &str, text: &str) -> String {
    let mut h: u32 = 0x811c_9dc5;
    for unit in text.encode_utf16() {
        h ^= u32::from(unit);
        h = h.wrapping_mul(0x0100_0193);
    }
    let mut digits = Vec::new();
    loop {
        digits.push(char::from_digit(h % 36, 36).unwrap_or('0'));
        h /= 36;
        if h == 0 {
            break;
        }
    }
    let hash: String = digits.into_iter().rev().collect();
    format!("tenace-quiz:{path}:p:{hash}")
}

/// Forgets the quiz widget's saved answers for these quiz texts.
pub fn clear_widget_answers(texts: &[String]) {
    let Some(window) = web_sys::window() else { return };
    let path = window.location().pathname().unwrap_or_default();
    if let Ok(storage) = storage() {
        for text in texts {
            let _ = storage.remove_item(&widget_key(&path, text));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_widgets_keys_are_computed_as_the_widget_does() {
        // Values from quiz.js's hashText, run in Node.
        assert_eq!(widget_key("/", "abc"), "tenace-quiz:/:p:7aigaz");
        assert_eq!(widget_key("/x/", r#"{"version":1,"title":"Cœur ♥"}"#), "tenace-quiz:/x/:p:1sy95a2");
        assert_eq!(widget_key("/", ""), "tenace-quiz:/:p:ztntfp");
        assert_eq!(widget_key("/", "😀x"), "tenace-quiz:/:p:187o2m8");
    }

    #[test]
    fn progress_round_trips_and_reports_status() {
        let mut p = Progress::new();
        assert_eq!(p.status("01-tricks"), Status::NotStarted);
        p.opened("01-tricks");
        assert_eq!(p.status("01-tricks"), Status::Started { deals_done: 0 });
        p.deal_done("01-tricks", "top-tricks");
        p.deal_done("01-tricks", "top-tricks");
        assert_eq!(p.status("01-tricks"), Status::Started { deals_done: 1 });
        p.quiz_done("01-tricks", QuizScore { score: 3, total: 4 });
        assert_eq!(p.status("01-tricks"), Status::QuizDone { deals_done: 1, quiz: QuizScore { score: 3, total: 4 } });
        let json = p.to_json();
        assert!(json.starts_with("{\"version\":1,"), "{json}");
        assert_eq!(Progress::from_json(&json), Ok(p));
    }

    #[test]
    fn unreadable_progress_is_explained() {
        assert!(Progress::from_json("not json").unwrap_err().contains("not valid JSON"));
        assert!(Progress::from_json("{}").unwrap_err().contains("no format version"));
        assert!(Progress::from_json(r#"{"version":2}"#).unwrap_err().contains("format 2"));
        let bad = r#"{"version":1,"lessons":{"01-tricks":{"deals":7}}}"#;
        assert!(Progress::from_json(bad).unwrap_err().contains("a field"));
        assert_eq!(Progress::from_json(r#"{"version":1}"#), Ok(Progress::new()));
    }

    #[test]
    fn continue_goes_to_the_last_lesson_else_the_first_unfinished() {
        let slugs = ["01-tricks", "02-trumps", "03-dummy"];
        let mut p = Progress::new();
        assert_eq!(p.continue_at(&slugs), Some(0));
        p.quiz_done("01-tricks", QuizScore { score: 4, total: 4 });
        assert_eq!(p.continue_at(&slugs), Some(1));
        p.opened("03-dummy");
        assert_eq!(p.continue_at(&slugs), Some(2));
    }
}
