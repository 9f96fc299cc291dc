//! The autosave format (schema 1) and its validation.
//!
//! The save is the event log, not a snapshot: each deal is its setup and the
//! actions applied to it (the engine's `GameRecord`), and restoring replays
//! them through the engine, so a save that the rules cannot reach is refused
//! instead of shown. Anything wrong — not JSON, another schema version, a log
//! that does not replay — is an error message; the caller keeps the text
//! under another key and starts afresh.
//!
//! ```json
//! { "schema": 1, "app": "tenace",
//!   "settings": { "seat": "South", "always_declare": false, "speed": "normal", "system": "sayc" },
//!   "session": { "mode": "rubber", "code": "kontrakt", "seed": 42, "next_board": 4,
//!                "history": [ { "record": {…}, "source": {…} } ], "file": null },
//!   "current": { "record": { "setup": {…}, "actions": [ … ] },
//!                "source": { "kind": "seed", "seed": 42, "board": 3 },
//!                "notes": [ { "robot": true, "reason": "…" } ] } }
//! ```

use crate::score::{RubberCode, Scored};
use crate::state::{Current, Finished, LoadedFile, Note, SavedDeal, ScoringMode, Session, Settings, Table};
use serde::{Deserialize, Serialize};
use tenace_bridge::scoring::CodeName;
use tenace_bridge::Game;

/// The localStorage key of the autosave.
pub const SAVE_KEY: &str = "tenace.save";
/// Prefix of the keys under which unreadable saves are kept.
pub const SET_ASIDE_PREFIX: &str = "tenace.save.set-aside.";
/// The version of the format this build writes and reads.
pub const SCHEMA: u64 = 1;

#[derive(Serialize, Deserialize)]
struct SaveV1 {
    schema: u64,
    app: String,
    settings: Settings,
    session: SavedSession,
    current: SavedDeal,
}

#[derive(Serialize, Deserialize)]
struct SavedSession {
    mode: ScoringMode,
    /// The rubber session's scoring code by its key ("1932", "kontrakt" …).
    /// Saves from before codes were offered have none: modern rubber.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    code: Option<String>,
    /// Kontrakt played with below-line points left out of the total.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    below_line_left_out: bool,
    seed: u64,
    next_board: u32,
    history: Vec<SavedDeal>,
    #[serde(default)]
    file: Option<LoadedFile>,
}

/// The save text for a table.
pub fn to_json(table: &Table) -> Result<String, String> {
    let save = SaveV1 {
        schema: SCHEMA,
        app: "tenace".to_owned(),
        settings: table.settings.clone(),
        session: SavedSession {
            mode: table.session.mode,
            code: Some(table.session.code.name.key().to_owned()),
            below_line_left_out: !table.session.code.below_line_in_total,
            seed: table.session.seed,
            next_board: table.session.next_board,
            history: table
                .session
                .history
                .iter()
                .map(|f| SavedDeal { record: f.scored.record.clone(), source: f.source.clone(), notes: Vec::new() })
                .collect(),
            file: table.session.file.clone(),
        },
        current: SavedDeal {
            record: table.game().record(),
            source: table.current.source.clone(),
            notes: table.current.notes.clone(),
        },
    };
    serde_json::to_string(&save).map_err(|e| e.to_string())
}

/// The format version (`"schema"`) of a save written as JSON (None: it has none, or not a
/// whole number), or why the text is not JSON at all. Read without a `serde_json::Value`
/// (which would link a reader of any JSON into the page: issue 21, the page's size), and
/// without reading the rest, which each save's own types then read from the text.
pub fn schema(text: &str) -> Result<Option<u64>, String> {
    #[derive(Deserialize)]
    struct Versioned {
        schema: Option<u64>,
    }
    serde_json::from_str::<serde::de::IgnoredAny>(text).map_err(|e| format!("it is not readable JSON ({e})"))?;
    Ok(serde_json::from_str::<Versioned>(text).ok().and_then(|v| v.schema))
}

/// Reads a save back, replaying every deal through the engine.
pub fn from_json(text: &str) -> Result<Table, String> {
    // The version first, then the save itself read again from the text.
    match schema(text)? {
        Some(SCHEMA) => {}
        Some(other) => {
            return Err(format!(
                "it was written by another version of Tenace (save format {other}; this version reads {SCHEMA})"
            ))
        }
        None => return Err("it has no save-format version".to_owned()),
    }
    let save: SaveV1 = serde_json::from_str(text).map_err(|e| format!("it is damaged ({e})"))?;
    let code = match save.session.code.as_deref() {
        None => RubberCode::MODERN,
        Some(key) => match key.parse::<CodeName>() {
            Ok(code) if crate::score::is_rubber_code(code) => {
                RubberCode::new(code).counting_below_line(!save.session.below_line_left_out)
            }
            Ok(_) | Err(_) => {
                return Err(format!(
                    "it is scored under “{key}”, which is not a rubber scoring code this version knows"
                ))
            }
        },
    };
    let game =
        Game::from_record(save.current.record.clone()).map_err(|e| format!("the deal in progress is damaged: {e}"))?;
    let notes = fit_notes(&save.settings, &game, save.current.notes);
    let mut history = Vec::with_capacity(save.session.history.len());
    for (i, deal) in save.session.history.into_iter().enumerate() {
        let game = Game::from_record(deal.record.clone())
            .map_err(|e| format!("deal {} of the session is damaged: {e}", i + 1))?;
        let result = game.result().ok_or_else(|| format!("deal {} of the session is not finished", i + 1))?;
        history.push(Finished { scored: Scored { record: deal.record, result }, source: deal.source });
    }
    let session = Session {
        mode: save.session.mode,
        code,
        seed: save.session.seed,
        next_board: save.session.next_board.max(1),
        history,
        file: save.session.file,
    };
    Ok(Table::restored(save.settings, session, Current { game, notes, source: save.current.source }))
}

/// One note per action. Notes only say who acted and why, so a missing or
/// extra note is repaired (a seat other than the user's was a robot) rather
/// than refused.
fn fit_notes(settings: &Settings, game: &Game, mut notes: Vec<Note>) -> Vec<Note> {
    let len = game.log().len();
    notes.truncate(len);
    for action in &game.log()[notes.len()..] {
        notes.push(Note { robot: action.seat() != Some(settings.seat), reason: None, why: None });
    }
    notes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::Msg;
    use std::rc::Rc;
    use tenace_bridge::Action;
    use tenace_bridge::Phase;
    use yew::Reducible;

    fn played_a_bit() -> Rc<Table> {
        let mut t = Rc::new(Table::new(9, Settings::default(), ScoringMode::Rubber));
        for _ in 0..30 {
            if let Some(turn) = t.robot_turn() {
                let outcome = crate::robot::think(&turn).map_err(|e| e.to_string());
                t = t.reduce(Msg::Robot { revision: turn.revision, outcome });
            } else if t.user_to_act() {
                let game = t.game();
                let action = match game.phase() {
                    Phase::Auction => Action::Call { seat: t.user_seat(), call: game.legal_calls()[1] },
                    _ => Action::Play { seat: game.to_act().unwrap(), card: game.legal_cards().iter().next().unwrap() },
                };
                t = t.reduce(Msg::User(action));
            }
        }
        t
    }

    #[test]
    fn round_trip_restores_exactly() {
        let mut t = played_a_bit();
        assert!(t.game().log().len() > 5);
        Rc::make_mut(&mut t).settings.system = tenace_robots::bidding::System::SAYC_16_18;
        let json = to_json(&t).unwrap();
        assert!(json.contains(r#""system":"sayc-16-18""#));
        let back = from_json(&json).unwrap();
        assert_eq!(back.game(), t.game());
        assert_eq!(back.current.notes, t.current.notes);
        assert_eq!(back.session, t.session);
        assert_eq!(back.settings, t.settings);
    }

    #[test]
    fn bad_saves_are_refused_with_a_reason() {
        let t = played_a_bit();
        let json = to_json(&t).unwrap();
        let cases = [
            ("{not json".to_owned(), "not readable JSON"),
            ("{}".to_owned(), "no save-format version"),
            (json.replacen("\"schema\":1", "\"schema\":0", 1), "save format 0"),
            (json.replacen("\"schema\":1", "\"schema\":2", 1), "save format 2"),
            (json.replacen("\"seat\":\"South\"", "\"seat\":\"Middle\"", 1), "damaged"),
            (
                json.replacen(
                    "\"actions\":[{",
                    "\"actions\":[{\"action\":\"play\",\"seat\":\"North\",\"card\":\"SA\"},{",
                    1,
                ),
                "cannot be replayed",
            ),
            ("null".to_owned(), "no save-format version"),
            ("[1,2]".to_owned(), "no save-format version"),
        ];
        for (text, needle) in cases {
            let err = from_json(&text).map(|_| ()).unwrap_err();
            assert!(err.contains(needle), "{needle}: {err}");
        }
    }

    #[test]
    fn the_rubber_code_is_saved_and_old_saves_are_modern_rubber() {
        use tenace_bridge::scoring::CodeName;
        let t = played_a_bit().reduce(Msg::NewRubber(RubberCode::new(CodeName::Kontrakt)));
        let json = to_json(&t).unwrap();
        assert!(json.contains(r#""code":"kontrakt""#) && !json.contains("below_line_left_out"), "{json}");
        let back = from_json(&json).unwrap();
        assert_eq!(back.session, t.session);
        assert_eq!(back.session.code, RubberCode::new(CodeName::Kontrakt));
        // Kontrakt without below-line points is saved as such.
        let without = t.reduce(Msg::NewRubber(RubberCode::new(CodeName::Kontrakt).counting_below_line(false)));
        let text = to_json(&without).unwrap();
        assert!(text.contains(r#""below_line_left_out":true"#), "{text}");
        assert_eq!(from_json(&text).unwrap().session.code, without.session.code);
        // A save from before codes were offered: modern rubber.
        let old = json.replacen(r#""code":"kontrakt","#, "", 1);
        assert!(!old.contains("kontrakt"));
        assert_eq!(from_json(&old).unwrap().session.code, RubberCode::MODERN);
        // An unknown code, or one that is not a rubber form: refused in words (the caller sets it aside).
        for (code, needle) in [("bridge-whist", "“bridge-whist”"), ("duplicate", "“duplicate”")] {
            let text = json.replacen(r#""code":"kontrakt""#, &format!(r#""code":"{code}""#), 1);
            let err = from_json(&text).map(|_| ()).unwrap_err();
            assert!(err.contains(needle) && err.contains("not a rubber scoring code"), "{err}");
        }
    }

    /// A save written by the app before bridge moved onto the game core
    /// (its records have no `schema`: version 1) loads, and saves again in
    /// the current record format.
    #[test]
    fn a_save_from_before_the_game_core_loads() {
        let text = include_str!("../../tenace-bridge/tests/data/v1_app_save.json");
        let t = from_json(text).expect("the old save loads");
        assert_eq!(t.game().log().len(), 30);
        assert_eq!(t.current.notes.len(), 30);
        let again = to_json(&t).expect("saves");
        assert!(again.contains(r#""record":{"schema":2,"setup""#), "{again}");
        assert_eq!(from_json(&again).expect("loads").game(), t.game());
    }
}
