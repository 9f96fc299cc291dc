//! Tenace in the browser: the bridge table as a Yew app.
//!
//! `state` is the one reducer that owns the game; `ui` renders it; `robot`
//! is the asynchronous boundary to the robots; `save`/`storage` the
//! autosave; `link` and `files` deal links and PBN/LIN files. See docs/web.md.

mod analysis;
mod dd;
mod dom;
mod explain;
mod files;
mod i18n;
mod keys;
mod labels;
mod laws;
mod learn;
mod link;
mod matches;
mod quiz_widget;
mod robot;
mod save;
mod score;
mod state;
mod storage;
mod ui;

fn main() {
    std::panic::set_hook(Box::new(|info| {
        // A panic is a bug: say so on the page instead of leaving it frozen.
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
    yew::Renderer::<ui::app::App>::new().render();
}
