//! Tenace in the browser: the bridge table as a Yew app, and the parts of
//! the app that are loaded when first opened (the course, the Laws tutor).
//!
//! One library, four wasm modules (each a binary of this crate, linked on
//! its own so that it carries only what it uses):
//! - `tenace-web` (src/main.rs): the app shell and the table, loaded with the page;
//! - `tenace-learn` (src/bin/tenace-learn.rs): the course, imported on the first visit to Learn;
//! - `tenace-laws` (src/bin/tenace-laws.rs): the Laws tutor, imported on the first visit to Laws;
//! - `tenace-match` (src/bin/tenace-match.rs): match play's view, imported on the first visit to Match;
//! - `tenace-panels` (src/bin/tenace-panels.rs): the table's panels that are not needed to play
//!   (`panels`: the result, the review and the analysis after a deal, the dialogs), imported when
//!   the first deal ends or a dialog is first opened.
//!
//! `state` is the one reducer that owns the game; `ui` renders it; `robot`
//! is the asynchronous boundary to the robots; `save`/`storage` the
//! autosave; `link` and `files` deal links and PBN/LIN files; `feature`
//! loads and mounts the other modules. See docs/web.md.

pub mod analysis;
pub mod case;
pub mod dd;
pub mod dom;
pub mod driver;
pub mod explain;
pub mod feature;
pub mod files;
pub mod i18n;
pub mod keys;
pub mod labels;
#[cfg(feature = "laws")]
pub mod laws;
pub mod learn;
pub mod link;
pub mod matches;
pub mod panels;
pub mod quiz_widget;
pub mod robot;
pub mod save;
pub mod score;
pub mod shed;
pub mod state;
pub mod storage;
pub mod ui;
pub mod words;
pub mod worker;

/// Shows a panic (a bug) on the page instead of leaving it frozen, and in the console.
pub fn install_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        let text =
            format!("Tenace stopped because of a bug ({info}). Your game is saved: reload the page to continue.");
        web_sys::console::error_1(&text.clone().into());
        let document = web_sys::window().and_then(|w| w.document());
        if let (Some(document), Some(body)) = (document.clone(), document.and_then(|d| d.body())) {
            if let Ok(banner) = document.create_element("div") {
                banner.set_class_name("panic");
                let _ = banner.set_attribute("role", "alert");
                banner.set_text_content(Some(&text));
                let _ = body.prepend_with_node_1(&banner);
            }
            let _ = body.set_attribute("data-panic", "true");
        }
    }));
}
