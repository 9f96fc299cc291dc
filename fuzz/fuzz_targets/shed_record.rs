//! The game record reader of the shedding game (Appendix A, `tenace shed
//! check`): any bytes must give a verdict (valid, or problems with round,
//! event and rule), never a panic or a hang; a valid record's replay frames
//! (the arena's replay viewer) must come out too.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tenace_shedding::{api, record};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for line in text.lines().take(4) {
        let checked = record::check_line(line);
        let verdict = checked.line_json(1);
        assert!(verdict.starts_with("{\"line\":1,"));
        if checked.valid() {
            let frames = api::replay(line);
            assert!(!frames.contains("\"problems\""), "a valid record replays");
        }
    }
    let _ = api::check_records(&text);
});
