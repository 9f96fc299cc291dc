//! The course for beginners as its own wasm module: imported by the app the
//! first time the player opens "Learn" (`tenace_web::feature`).

use wasm_bindgen::prelude::*;

/// The course rendered into `host`, in the language `lang` (a code: "de").
#[wasm_bindgen]
pub fn mount(host: web_sys::Element, lang: &str, _data: &str, _send: &js_sys::Function) -> Mounted {
    Mounted(Some(tenace_web::feature::mount::<tenace_web::learn::Course>(
        host,
        lang,
        tenace_web::feature::Feature::Learn.parts(),
        Some(|lang| Box::pin(tenace_web::learn::fetch_language(lang))),
        |lang| tenace_web::learn::Props { lang },
    )))
}

/// The mounted course.
#[wasm_bindgen]
pub struct Mounted(Option<tenace_web::feature::Mounted<tenace_web::learn::Course>>);

#[wasm_bindgen]
impl Mounted {
    /// Takes the course off the page (its progress is saved as it goes).
    pub fn unmount(&mut self) {
        if let Some(m) = self.0.take() {
            m.unmount();
        }
    }
}

fn main() {
    tenace_web::install_panic_hook();
}
