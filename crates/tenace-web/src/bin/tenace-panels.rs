//! The table's panels that are not needed to play (after the deal: the
//! result, the review of the user's calls, the double-dummy analysis; the
//! claim, share, load and settings dialogs) as their own wasm module:
//! imported by the app the first time a deal ends or a dialog opens
//! (`tenace_web::feature`). The state is the table's; each mounted panel is
//! handed a `PanelData` as JSON and answers with `PanelCommand`s
//! (`tenace_web::panels`).

use std::rc::Rc;
use tenace_web::i18n::Lang;
use tenace_web::panels::{PanelCommand, PanelData, PanelView, Props};
use wasm_bindgen::prelude::*;
use yew::Callback;

/// The data as sent by the shell; a broken one (a bug) is reported in the console and shows nothing.
fn data(text: &str) -> Option<Rc<PanelData>> {
    match serde_json::from_str(text) {
        Ok(data) => Some(Rc::new(data)),
        Err(e) => {
            web_sys::console::error_1(&format!("a panel could not read the table's state: {e}").into());
            None
        }
    }
}

/// The view's commands, as JSON for the shell.
fn commands(send: js_sys::Function) -> Callback<PanelCommand> {
    Callback::from(move |command: PanelCommand| {
        if let Ok(text) = serde_json::to_string(&command) {
            let _ = send.call1(&JsValue::NULL, &JsValue::from_str(&text));
        }
    })
}

/// A panel rendered into `host`, in the language `lang`, showing `data` (a `PanelData`).
#[wasm_bindgen]
pub fn mount(host: web_sys::Element, lang: &str, data_text: &str, send: &js_sys::Function) -> Mounted {
    let dispatch = commands(send.clone());
    let Some(first) = data(data_text) else { return Mounted { app: None, dispatch, lang: Lang::En } };
    let props = {
        let dispatch = dispatch.clone();
        move |lang| Props { lang, dispatch, data: first }
    };
    let mounted =
        tenace_web::feature::mount::<PanelView>(host, lang, tenace_web::feature::Feature::Panels.parts(), None, props);
    let lang = Lang::ALL.into_iter().find(|l| l.code() == lang).unwrap_or(Lang::En);
    Mounted { app: Some(mounted), dispatch, lang }
}

/// A mounted panel.
#[wasm_bindgen]
pub struct Mounted {
    app: Option<tenace_web::feature::Mounted<PanelView>>,
    dispatch: Callback<PanelCommand>,
    lang: Lang,
}

#[wasm_bindgen]
impl Mounted {
    /// The table's state changed: the panel shows the new one.
    pub fn update(&mut self, text: &str) {
        if let (Some(app), Some(data)) = (&self.app, data(text)) {
            app.update(Props { lang: self.lang, dispatch: self.dispatch.clone(), data });
        }
    }

    /// Takes the panel off the page.
    pub fn unmount(&mut self) {
        if let Some(m) = self.app.take() {
            m.unmount();
        }
    }
}

fn main() {
    tenace_web::install_panic_hook();
}
