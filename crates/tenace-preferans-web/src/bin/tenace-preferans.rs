//! The Preferans table as its own wasm module: imported by the app the first
//! time the player opens "Preferans" (`tenace_web::feature`), and imported by
//! the robots' Web Worker (`www/preferans-worker.js`), which calls
//! [`robot_answer`] for each robot turn.

use std::cell::RefCell;
use tenace_preferans_web::view::{PreferansView, Props};
use wasm_bindgen::prelude::*;

thread_local! {
    static ROBOTS: RefCell<tenace_preferans_app::worker::Robots> = RefCell::new(Default::default());
}

/// The table rendered into `host`, in the language `lang` (a code: "ru").
#[wasm_bindgen]
pub fn mount(host: web_sys::Element, lang: &str, _data: &str, _send: &js_sys::Function) -> Mounted {
    // The table's English words live in this module only (tenace-i18n leaves them out of the web's build).
    if let Err(e) = tenace_i18n::provide(
        tenace_i18n::Lang::En,
        "preferans",
        include_str!("../../../tenace-i18n/messages/preferans/en.txt"),
        "",
    ) {
        web_sys::console::error_1(&format!("the Preferans table's English words do not read: {e}").into());
    }
    Mounted(Some(tenace_web::feature::mount::<PreferansView>(
        host,
        lang,
        tenace_web::feature::Feature::Preferans.parts(),
        None,
        |lang| Props { lang },
    )))
}

/// The mounted table.
#[wasm_bindgen]
pub struct Mounted(Option<tenace_web::feature::Mounted<PreferansView>>);

#[wasm_bindgen]
impl Mounted {
    /// Takes the table off the page (the game is saved after every change).
    pub fn unmount(&mut self) {
        if let Some(m) = self.0.take() {
            m.unmount();
        }
    }
}

/// The worker's side: a `RobotJob` as JSON in, a `RobotAnswer` as JSON out.
#[wasm_bindgen]
pub fn robot_answer(job: &str) -> String {
    ROBOTS.with(|r| r.borrow_mut().answer_json(job))
}

fn main() {
    tenace_web::install_panic_hook();
}
