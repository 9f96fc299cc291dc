//! Quiz input (tenace-quiz): JSON problems and sets and compact strings,
//! bidding and multiple-choice problems, as a stranger's web page may hand
//! them to the widget. No panic on any input; whatever reads back writes out
//! (as JSON and as a compact string) to text that reads as the same quiz;
//! answering any call or option of a valid problem never panics either.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tenace_quiz::{api, compact, read_quiz};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    // The raw compact line form, before base64, is a parser of its own.
    let _ = compact::raw_from_text(&text).map(|raw| raw.validate(None));
    let Ok(set) = read_quiz(&text) else { return };
    assert_eq!(read_quiz(&set.to_json()).ok().as_ref(), Some(&set));
    for p in &set.problems {
        assert_eq!(compact::decode(&compact::encode(p)).ok().as_ref(), Some(p));
    }
    if let Some(p) = set.problems.first() {
        let json = serde_json::to_string(&p.to_raw()).unwrap_or_default();
        for call in ["P", "X", "1C", "3NT", "7NT", "zz"] {
            let _ = api::answer(&json, call);
        }
        // Multiple-choice problems: every option and one past the last.
        for choice in 0..8 {
            let _ = api::answer_choice(&json, choice);
        }
    }
});
