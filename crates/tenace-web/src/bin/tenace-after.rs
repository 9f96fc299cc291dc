//! The panels after the deal (the result, the review of the user's calls,
//! the double-dummy analysis) as their own wasm module: imported by the app
//! the first time a deal ends (`tenace_web::feature`). The state is the
//! table's; the module is handed an `AfterContext` as JSON and answers with
//! `AfterCommand`s (`tenace_web::after`).

use std::rc::Rc;
use tenace_web::after::{AfterCommand, AfterContext, AfterView, Props};
use tenace_web::i18n::Lang;
use wasm_bindgen::prelude::*;
use yew::Callback;

/// The context as sent by the shell; a broken one (a bug) is reported in the console and shown as such.
fn context(data: &str) -> Rc<AfterContext> {
    Rc::new(serde_json::from_str(data).unwrap_or_else(|e| {
        web_sys::console::error_1(&format!("the result panel could not read the table's state: {e}").into());
        AfterContext {
            save: String::new(),
            table: tenace_web::analysis::Work::Wanted,
            review: tenace_web::analysis::Work::Wanted,
            step: 0,
            explanations: None,
            explained: None,
            match_line: None,
        }
    }))
}

/// The view's commands, as JSON for the shell.
fn commands(send: js_sys::Function) -> Callback<AfterCommand> {
    Callback::from(move |command: AfterCommand| {
        if let Ok(text) = serde_json::to_string(&command) {
            let _ = send.call1(&JsValue::NULL, &JsValue::from_str(&text));
        }
    })
}

/// The panels rendered into `host`, in the language `lang`, showing `data` (an `AfterContext`).
#[wasm_bindgen]
pub fn mount(host: web_sys::Element, lang: &str, data: &str, send: &js_sys::Function) -> Mounted {
    let dispatch = commands(send.clone());
    let first = context(data);
    let props = {
        let dispatch = dispatch.clone();
        move |lang| Props { lang, dispatch, context: first }
    };
    let mounted =
        tenace_web::feature::mount::<AfterView>(host, lang, tenace_web::feature::Feature::After.parts(), None, props);
    let lang = Lang::ALL.into_iter().find(|l| l.code() == lang).unwrap_or(Lang::En);
    Mounted { app: Some(mounted), dispatch, lang }
}

/// The mounted panels.
#[wasm_bindgen]
pub struct Mounted {
    app: Option<tenace_web::feature::Mounted<AfterView>>,
    dispatch: Callback<AfterCommand>,
    lang: Lang,
}

#[wasm_bindgen]
impl Mounted {
    /// The table's state changed: the panels show the new one.
    pub fn update(&mut self, data: &str) {
        if let Some(app) = &self.app {
            app.update(Props { lang: self.lang, dispatch: self.dispatch.clone(), context: context(data) });
        }
    }

    /// Takes the panels off the page.
    pub fn unmount(&mut self) {
        if let Some(m) = self.app.take() {
            m.unmount();
        }
    }
}

fn main() {
    tenace_web::install_panic_hook();
}
