//! The match's own autosave (its own key and version, beside the table's
//! save), so that a damaged match is set aside without losing the game on
//! the table, and the other way round.
//!
//! ```json
//! { "schema": 1, "app": "tenace-match", "match": { "id": 5, "kind": "teams", … } }
//! ```

use super::Match;
use serde::{Deserialize, Serialize};

/// The localStorage key of the match.
pub const MATCH_KEY: &str = "tenace.match";
/// Prefix of the keys under which unreadable matches are kept.
pub const MATCH_SET_ASIDE_PREFIX: &str = "tenace.match.set-aside.";
/// The version of the match format this build writes and reads.
pub const MATCH_SCHEMA: u64 = 1;

#[derive(Serialize, Deserialize)]
struct MatchSaveV1 {
    schema: u64,
    app: String,
    #[serde(rename = "match")]
    played: Match,
}

pub fn to_json(m: &Match) -> Result<String, String> {
    let save = MatchSaveV1 { schema: MATCH_SCHEMA, app: "tenace-match".to_owned(), played: m.clone() };
    serde_json::to_string(&save).map_err(|e| e.to_string())
}

/// Reads a match back; every result is replayed through the engine.
pub fn from_json(text: &str) -> Result<Match, String> {
    // The version first (no `serde_json::Value`: `crate::save::schema`), then the match read from the text.
    match crate::save::schema(text)? {
        Some(MATCH_SCHEMA) => {}
        Some(other) => {
            return Err(format!(
                "it was written by another version of Tenace (match format {other}; this version reads {MATCH_SCHEMA})"
            ))
        }
        None => return Err("it has no match-format version".to_owned()),
    }
    let save: MatchSaveV1 = serde_json::from_str(text).map_err(|e| format!("it is damaged ({e})"))?;
    save.played.validate().map_err(|e| format!("it is damaged: {e}"))?;
    Ok(save.played)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::matches::tests::{finished, setups};
    use crate::matches::{MatchKind, MatchSource, MatchSpec};
    use tenace_bridge::{Game, Side, Vulnerability};
    use tenace_match::RobotSettings;

    fn played() -> Match {
        let boards = setups(Vulnerability::None);
        let spec = MatchSpec { kind: MatchKind::Pairs, boards: 8, tables: 3, source: MatchSource::Seed { seed: 42 } };
        let mut m = Match::new(11, &spec, boards.clone(), Side::NorthSouth, &RobotSettings::default()).unwrap();
        m.take_field(0, 0, Ok(finished(&boards[0], "4S P P P", 10)));
        m.take_field(0, 1, Err("a robot could not act".to_owned()));
        m.file_ours(&Game::from_record(finished(&boards[0], "3NT P P P", 9)).unwrap());
        m.advance();
        m
    }

    #[test]
    fn a_match_round_trips() {
        let m = played();
        let back = from_json(&to_json(&m).unwrap()).unwrap();
        assert_eq!(back, m);
        assert_eq!(back.current, 1);
    }

    #[test]
    fn damaged_matches_are_refused_with_a_reason() {
        let json = to_json(&played()).unwrap();
        let cases = [
            ("{oops".to_owned(), "not readable JSON"),
            ("{}".to_owned(), "no match-format version"),
            (json.replacen("\"schema\":1", "\"schema\":2", 1), "match format 2"),
            (json.replacen("\"kind\":\"pairs\"", "\"kind\":\"rubber\"", 1), "damaged"),
            (json.replacen("\"current\":1", "\"current\":40", 1), "current board 41"),
            // A result that does not replay: the first call of board 1's other table made illegal.
            (json.replacen("\"call\":\"4S\"", "\"call\":\"0S\"", 1), "damaged"),
            // Another board's result.
            (json.replacen("\"board\":1", "\"board\":2", 1), "damaged"),
        ];
        for (text, needle) in cases {
            assert_ne!(text, json, "{needle}: the case changes the save");
            let err = from_json(&text).map(|_| ()).unwrap_err();
            assert!(err.contains(needle), "{needle}: {err}");
        }
    }
}
