//! The app shell and the table: the wasm module loaded with the page. The
//! course and the Laws tutor are other modules (src/bin), imported when first
//! opened (`tenace_web::feature`).

fn main() {
    tenace_web::install_panic_hook();
    // The page's words first (a language other than English is fetched), then the app.
    wasm_bindgen_futures::spawn_local(async {
        tenace_web::words::startup().await;
        yew::Renderer::<tenace_web::ui::app::App>::new().render();
    });
}
