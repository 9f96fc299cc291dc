//! Match play's view as its own wasm module: imported by the app the first
//! time the player opens "Match" (`tenace_web::feature`). The match itself
//! is the table's (its boards are played there); the view is handed a
//! `MatchContext` as JSON and answers with `MatchCommand`s.

use std::rc::Rc;
use tenace_web::matches::{MatchCommand, MatchContext};
use tenace_web::ui::matches::{MatchView, Props};
use wasm_bindgen::prelude::*;
use yew::Callback;

/// The context as sent by the shell; a broken one (a bug) shows an empty match view and says so.
fn context(data: &str) -> Rc<MatchContext> {
    match serde_json::from_str(data) {
        Ok(context) => Rc::new(context),
        Err(e) => {
            web_sys::console::error_1(&format!("the match view could not read the table's state: {e}").into());
            Rc::new(MatchContext {
                seed: 1,
                file: None,
                mode: tenace_web::state::ScoringMode::Duplicate,
                code: String::new(),
                below_line_in_total: true,
                we: tenace_bridge::Side::NorthSouth,
                match_play: None,
                on_table: false,
                deals: Vec::new(),
            })
        }
    }
}

/// The view's commands, as JSON for the shell.
fn commands(send: js_sys::Function) -> Callback<MatchCommand> {
    Callback::from(move |command: MatchCommand| {
        if let Ok(text) = serde_json::to_string(&command) {
            let _ = send.call1(&JsValue::NULL, &JsValue::from_str(&text));
        }
    })
}

/// The match view rendered into `host`, in the language `lang`, showing `data` (a `MatchContext`).
#[wasm_bindgen]
pub fn mount(host: web_sys::Element, lang: &str, data: &str, send: &js_sys::Function) -> Mounted {
    let dispatch = commands(send.clone());
    let first = context(data);
    let props = {
        let dispatch = dispatch.clone();
        move |lang| Props { lang, dispatch, context: first }
    };
    let mounted =
        tenace_web::feature::mount::<MatchView>(host, lang, tenace_web::feature::Feature::Match.parts(), None, props);
    let lang = tenace_web::i18n::Lang::ALL.into_iter().find(|l| l.code() == lang).unwrap_or(tenace_web::i18n::Lang::En);
    Mounted { app: Some(mounted), dispatch, lang }
}

/// The mounted match view.
#[wasm_bindgen]
pub struct Mounted {
    app: Option<tenace_web::feature::Mounted<MatchView>>,
    dispatch: Callback<MatchCommand>,
    lang: tenace_web::i18n::Lang,
}

#[wasm_bindgen]
impl Mounted {
    /// The table's state changed: the view shows the new one.
    pub fn update(&mut self, data: &str) {
        if let Some(app) = &self.app {
            app.update(Props { lang: self.lang, dispatch: self.dispatch.clone(), context: context(data) });
        }
    }

    /// Takes the view off the page.
    pub fn unmount(&mut self) {
        if let Some(m) = self.app.take() {
            m.unmount();
        }
    }
}

fn main() {
    tenace_web::install_panic_hook();
}
