//! Preferans game records from text (Appendix A's scorer, Appendix C's
//! replaying reader) and saved games (`Logged<Game>`, replayed action by
//! action): no panic on any input; a record that scores settles to zero
//! (P81), a play record that replays re-scores to its result, and a save
//! that loads writes back to the same record.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tenace_preferans::playrecord::replay;
use tenace_preferans::record::{score_line, score_text};
use tenace_core::Logged;
use tenace_preferans::{Game, Ratio};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let line = score_line(text);
    assert!(serde_json::from_str::<serde_json::Value>(&line).is_ok(), "the scorer writes JSON");
    if let Ok((result, _)) = score_text(text) {
        assert_eq!(result.settlement.values().copied().sum::<Ratio>(), Ratio::ZERO);
    }
    if let Ok(game) = replay(text) {
        if let Ok((scored, _)) = score_text(text) {
            assert_eq!(scored, game.result());
        }
    }
    if let Ok(game) = serde_json::from_str::<Logged<Game>>(text) {
        let again = serde_json::to_string(&game).expect("a loaded game saves");
        let back: Logged<Game> = serde_json::from_str(&again).expect("a saved game loads");
        assert_eq!(back, game);
    }
});
