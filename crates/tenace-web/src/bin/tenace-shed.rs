//! The shedding game "Bridge" against the robots as its own wasm module:
//! imported by the app the first time the player opens it
//! (`tenace_web::feature`). The game runs here (the Rust robots are quick
//! enough for the page's thread: a whole game of `strong` robots takes
//! milliseconds).

use wasm_bindgen::prelude::*;

/// The game rendered into `host`, in the language `lang` (a code: "de").
#[wasm_bindgen]
pub fn mount(host: web_sys::Element, lang: &str, _data: &str, _send: &js_sys::Function) -> Mounted {
    Mounted(Some(tenace_web::feature::mount::<tenace_web::shed::ShedView>(
        host,
        lang,
        tenace_web::feature::Feature::Shed.parts(),
        None,
        |lang| tenace_web::shed::Props { lang },
    )))
}

/// The mounted game.
#[wasm_bindgen]
pub struct Mounted(Option<tenace_web::feature::Mounted<tenace_web::shed::ShedView>>);

#[wasm_bindgen]
impl Mounted {
    /// Takes the game off the page.
    pub fn unmount(&mut self) {
        if let Some(m) = self.0.take() {
            m.unmount();
        }
    }
}

fn main() {
    tenace_web::install_panic_hook();
}
