//! The Laws tutor as its own wasm module: imported by the app the first time
//! the player opens "Laws" (`tenace_web::feature`).

use wasm_bindgen::prelude::*;

/// The tutor rendered into `host`, in the language `lang` (a code: "de").
#[wasm_bindgen]
pub fn mount(host: web_sys::Element, lang: &str, _data: &str, _send: &js_sys::Function) -> Mounted {
    Mounted(Some(tenace_web::feature::mount::<tenace_web::ui::laws::LawsView>(
        host,
        lang,
        tenace_web::feature::Feature::Laws.parts(),
        None,
        |lang| tenace_web::ui::laws::Props { lang },
    )))
}

/// The mounted tutor.
#[wasm_bindgen]
pub struct Mounted(Option<tenace_web::feature::Mounted<tenace_web::ui::laws::LawsView>>);

#[wasm_bindgen]
impl Mounted {
    /// Takes the tutor off the page.
    pub fn unmount(&mut self) {
        if let Some(m) = self.0.take() {
            m.unmount();
        }
    }
}

fn main() {
    tenace_web::install_panic_hook();
}
