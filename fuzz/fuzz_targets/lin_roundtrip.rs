//! Any text through the LIN reader: no panic, every board replays without
//! panicking, and a board read without errors writes back to the same game.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tenace_bridge::{lin, pbn};

fuzz_target!(|data: &[u8]| {
    let text = pbn::decode(data);
    let file = lin::parse(&text);
    for game in &file.games {
        let _ = pbn::check(game);
        let _ = pbn::write_game(&game.game);
    }
    if !file.errors.is_empty() {
        return;
    }
    // Only a clean read promises a faithful round trip: a card dropped as
    // unreadable would shift the tricks that follow.
    let clean: Vec<_> = file.games.iter().filter(|g| g.errors.is_empty()).map(|g| g.game.clone()).collect();
    if clean.len() != file.games.len() {
        return;
    }
    let Ok(written) = lin::write_file(&clean) else { return };
    let back = lin::parse(&written);
    assert!(back.errors.is_empty(), "{:?}\n{written}", back.errors);
    assert_eq!(back.games.len(), clean.len(), "{written}");
    for (read, original) in back.games.iter().zip(&clean) {
        assert!(read.errors.is_empty(), "{:?}\n{written}", read.errors);
        assert_eq!(&read.game, original, "{written}");
    }
});
