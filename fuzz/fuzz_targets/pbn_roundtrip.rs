//! Any text through the PBN reader: it must not panic, every game must replay
//! without panicking, and exporting what was read must read back the same.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tenace_bridge::pbn;

fuzz_target!(|data: &[u8]| {
    let text = pbn::decode(data);
    let file = pbn::parse(&text);
    for game in &file.games {
        let checked = pbn::check(game);
        for problem in &checked.problems {
            let _ = problem.to_string();
        }
    }
    let records: Vec<_> = file.games.into_iter().map(|g| g.game).collect();
    let exported = pbn::write_file(&records);
    let back = pbn::parse(&exported);
    assert!(back.errors.is_empty(), "export read back with errors: {:?}\n{exported}", back.errors);
    assert_eq!(back.games.len(), records.len(), "{exported}");
    for (read, written) in back.games.iter().zip(&records) {
        assert!(read.errors.is_empty(), "export read back with errors: {:?}\n{exported}", read.errors);
        assert_eq!(&read.game, written, "{exported}");
    }
});
