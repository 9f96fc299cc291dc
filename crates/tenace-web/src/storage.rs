//! localStorage: the autosave and the set-aside copies of unreadable saves.
//!
//! Storage can be missing (private windows, disabled by policy) or full; each
//! failure is reported to the player and the game goes on without saving.

use crate::save::{self, SAVE_KEY, SET_ASIDE_PREFIX};
use crate::state::Table;
use web_sys::Storage;

fn storage() -> Result<Storage, String> {
    let window = web_sys::window().ok_or("there is no browser window")?;
    match window.local_storage() {
        Ok(Some(s)) => Ok(s),
        Ok(None) | Err(_) => Err("this browser does not allow this page to store data".to_owned()),
    }
}

/// What was found in storage at start-up.
pub enum Loaded {
    /// Nothing saved yet.
    Nothing,
    Restored(Box<Table>),
    /// A save that could not be read: kept under `key`, for `reason`.
    SetAside {
        key: String,
        reason: String,
    },
    /// Storage itself is not available.
    Unavailable(String),
}

/// The language chosen in the saved settings, if any (read before the app
/// starts, to fetch its words first; the save itself is read by [`load`]).
pub fn saved_lang() -> Option<crate::i18n::Lang> {
    // Only `settings.lang` is read (every other field skipped), not a whole `serde_json::Value`.
    #[derive(serde::Deserialize)]
    struct Saved {
        settings: SavedSettings,
    }
    #[derive(serde::Deserialize)]
    struct SavedSettings {
        lang: Option<String>,
    }
    let text = storage().ok()?.get_item(SAVE_KEY).ok()??;
    let code = serde_json::from_str::<Saved>(&text).ok()?.settings.lang?;
    crate::i18n::Lang::ALL.into_iter().find(|l| l.code() == code)
}

pub fn load() -> Loaded {
    let storage = match storage() {
        Ok(s) => s,
        Err(e) => return Loaded::Unavailable(e),
    };
    let text = match storage.get_item(SAVE_KEY) {
        Ok(Some(text)) => text,
        Ok(None) => return Loaded::Nothing,
        Err(_) => return Loaded::Unavailable("the saved game could not be read from storage".to_owned()),
    };
    match save::from_json(&text) {
        Ok(table) => Loaded::Restored(Box::new(table)),
        Err(reason) => {
            let key = set_aside(&storage, &text);
            Loaded::SetAside { key, reason }
        }
    }
}

/// Keeps `text` under a new key and removes the autosave, so that it is not
/// overwritten and not read again.
fn set_aside(storage: &Storage, text: &str) -> String {
    let stamp = js_sys::Date::now() as u64;
    let key = format!("{SET_ASIDE_PREFIX}{stamp}");
    match storage.set_item(&key, text) {
        Ok(()) => {
            let _ = storage.remove_item(SAVE_KEY);
            key
        }
        // Could not copy it (storage full): leave it where it is, under its
        // own key, and say so; the next autosave will then replace it.
        Err(_) => SAVE_KEY.to_owned(),
    }
}

/// What was found of a match at start-up.
pub enum LoadedMatch {
    Nothing,
    Restored(Box<crate::matches::Match>),
    /// A match that could not be read: kept under `key`, for `reason`.
    SetAside {
        key: String,
        reason: String,
    },
}

/// Reads the match's own save (storage problems are the table's save's to report).
pub fn load_match() -> LoadedMatch {
    use crate::matches::save::{from_json, MATCH_KEY, MATCH_SET_ASIDE_PREFIX};
    let Ok(storage) = storage() else { return LoadedMatch::Nothing };
    let Ok(Some(text)) = storage.get_item(MATCH_KEY) else { return LoadedMatch::Nothing };
    match from_json(&text) {
        Ok(m) => LoadedMatch::Restored(Box::new(m)),
        Err(reason) => {
            let key = format!("{MATCH_SET_ASIDE_PREFIX}{}", js_sys::Date::now() as u64);
            let key = match storage.set_item(&key, &text) {
                Ok(()) => {
                    let _ = storage.remove_item(MATCH_KEY);
                    key
                }
                Err(_) => MATCH_KEY.to_owned(),
            };
            LoadedMatch::SetAside { key, reason }
        }
    }
}

/// Writes the match's save, or removes it when there is no match.
pub fn store_match(m: Option<&crate::matches::Match>) -> Result<(), String> {
    use crate::matches::save::{to_json, MATCH_KEY};
    let storage = storage()?;
    match m {
        Some(m) => storage
            .set_item(MATCH_KEY, &to_json(m)?)
            .map_err(|_| "the browser's storage is full or switched off".to_owned()),
        None => storage.remove_item(MATCH_KEY).map_err(|_| "the match could not be removed from storage".to_owned()),
    }
}

/// Writes the autosave.
pub fn store(table: &Table) -> Result<(), String> {
    let text = save::to_json(table)?;
    let storage = storage()?;
    storage.set_item(SAVE_KEY, &text).map_err(|_| "the browser's storage is full or switched off".to_owned())
}
