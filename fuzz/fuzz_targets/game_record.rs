//! A saved bridge game (`GameRecord` JSON of any schema: version 1 with no
//! `schema` field, a tutored deal with rulings): no panic; whatever loads is
//! saved back in the current format and loads again to the same game.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tenace_bridge::Game;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(game) = serde_json::from_str::<Game>(text) {
        // Serializing a game that loaded cannot fail: its record is plain data.
        let json = serde_json::to_string(&game).expect("a loaded game saves");
        assert!(json.starts_with("{\"schema\":2,"), "{json}");
        let back: Game = serde_json::from_str(&json).expect("a saved game loads");
        assert_eq!(back, game);
    }
});
