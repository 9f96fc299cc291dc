//! The autosave in localStorage (`tenace_preferans_app::save::KEY`); a save
//! that does not restore is moved to a set-aside key, never lost.

use tenace_preferans_app::save;

fn storage() -> Option<web_sys::Storage> {
    web_sys::window().and_then(|w| w.local_storage().ok().flatten())
}

/// What was found at start.
pub enum Loaded {
    Nothing,
    Restored(Box<tenace_preferans_app::Controller>),
    /// Unreadable: kept under `key`; `reason` says why.
    SetAside {
        key: String,
        reason: String,
    },
}

pub fn load() -> Loaded {
    let Some(s) = storage() else { return Loaded::Nothing };
    let Ok(Some(text)) = s.get_item(save::KEY) else { return Loaded::Nothing };
    match save::read(&text) {
        Ok(c) => Loaded::Restored(Box::new(c)),
        Err(e) => {
            let key = format!("{}{}", save::SET_ASIDE, js_sys::Date::now() as u64);
            let _ = s.set_item(&key, &text);
            let _ = s.remove_item(save::KEY);
            Loaded::SetAside { key, reason: e.0 }
        }
    }
}

/// Writes the save; storage that is missing or full is reported.
pub fn store(text: &str) -> Result<(), String> {
    let s = storage().ok_or("this browser keeps no local storage")?;
    s.set_item(save::KEY, text).map_err(|_| "the browser's storage is full or switched off".to_owned())
}
