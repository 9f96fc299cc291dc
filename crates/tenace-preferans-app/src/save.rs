//! The autosave: the settings, the seed, the game's record (setup and log:
//! restoring replays it through the rules), the notes and the deals the user
//! has seen, under a schema version.
//!
//! ```json
//! { "schema": 1, "app": "tenace-preferans", "settings": {…}, "seed": 42, "acknowledged": 3,
//!   "record": { "schema": 1, "setup": {…}, "actions": […] }, "notes": [ { "robot": true, "reason": {…} } ] }
//! ```
//!
//! Anything wrong (not JSON, another app, no or a newer schema, a field that
//! does not parse, a log that does not replay, notes that do not match it)
//! is a [`SaveError`] naming what; the view sets the text aside and starts a
//! new game with a notice.

use crate::{Controller, Note, Settings};
use serde::{Deserialize, Serialize};
use tenace_core::{Logged, Record};
use tenace_preferans::Game;

/// The save format's version.
pub const SCHEMA: u32 = 1;
/// The storage key.
pub const KEY: &str = "tenace.preferans.save";
/// The prefix of a set-aside save's key (followed by the time in milliseconds).
pub const SET_ASIDE: &str = "tenace.preferans.save.set-aside.";
const APP: &str = "tenace-preferans";

#[derive(Serialize, Deserialize)]
struct SaveFile {
    schema: u32,
    app: String,
    settings: Settings,
    seed: u64,
    #[serde(default)]
    acknowledged: usize,
    record: Record<Game>,
    #[serde(default)]
    notes: Vec<Note>,
}

/// Why a save could not be restored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveError(pub String);

impl std::fmt::Display for SaveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// The save of a table.
pub fn write(c: &Controller) -> String {
    let file = SaveFile {
        schema: SCHEMA,
        app: APP.to_owned(),
        settings: c.settings.clone(),
        seed: c.seed,
        acknowledged: c.acknowledged,
        record: c.game.record(),
        notes: c.notes.clone(),
    };
    // Serializing plain data to a string cannot fail (no maps with non-string keys, no I/O).
    serde_json::to_string(&file).unwrap_or_default()
}

/// The table of a save, or why not.
pub fn read(text: &str) -> Result<Controller, SaveError> {
    let value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| SaveError(format!("the save is not JSON ({e})")))?;
    match value.get("schema").and_then(|s| s.as_u64()) {
        None => return Err(SaveError("the save has no schema version".into())),
        Some(s) if s > SCHEMA as u64 => {
            return Err(SaveError(format!("the save is of version {s}, newer than this program reads ({SCHEMA})")))
        }
        Some(_) => {}
    }
    if value.get("app").and_then(|a| a.as_str()) != Some(APP) {
        return Err(SaveError("the save is not a Preferans table's".into()));
    }
    let file: SaveFile =
        serde_json::from_value(value).map_err(|e| SaveError(format!("the save does not read: {e}")))?;
    let setup = file.settings.setup(file.seed).map_err(SaveError)?;
    if setup != file.record.setup {
        return Err(SaveError("the save's game is not the one its settings and seed deal".into()));
    }
    let game = Logged::<Game>::from_record(file.record).map_err(|e| SaveError(e.to_string()))?;
    if file.notes.len() != game.log().len() {
        return Err(SaveError(format!("the save has {} notes for {} actions", file.notes.len(), game.log().len())));
    }
    if file.acknowledged > game.finished.len() {
        return Err(SaveError("the save has seen more deals than were played".into()));
    }
    let mut c = Controller::new(file.settings, file.seed);
    c.game = game;
    c.notes = file.notes;
    c.acknowledged = file.acknowledged;
    Ok(c)
}
