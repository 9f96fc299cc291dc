//! The few browser calls the app makes directly: the address bar's hash,
//! downloads, reading a chosen file, moving keyboard focus, and the
//! "interactive" mark the browser tests measure.

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{Element, HtmlElement};

fn window() -> Option<web_sys::Window> {
    web_sys::window()
}

/// The location hash, `#…` or empty.
pub fn location_hash() -> String {
    window().and_then(|w| w.location().hash().ok()).unwrap_or_default()
}

/// The page address without its hash (for share links).
pub fn page_address() -> String {
    let Some(w) = window() else { return String::new() };
    let location = w.location();
    let href = location.href().unwrap_or_default();
    match href.split_once('#') {
        Some((base, _)) => base.to_owned(),
        None => href,
    }
}

/// Removes the hash from the address bar without reloading, so that a
/// reload resumes the saved game instead of dealing the link's board again.
pub fn clear_hash() {
    let Some(w) = window() else { return };
    if let Ok(history) = w.history() {
        let address = page_address();
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&address));
    }
}

/// Offers `text` as a file download.
pub fn download(name: &str, text: &str, mime: &str) -> Result<(), String> {
    let fail = |_| format!("the browser refused to save {name}");
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).map_err(fail)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(fail)?;
    let document = window().and_then(|w| w.document()).ok_or("there is no document")?;
    let anchor: web_sys::HtmlAnchorElement =
        document.create_element("a").map_err(fail)?.dyn_into().map_err(|_| "no anchor element".to_owned())?;
    anchor.set_href(&url);
    anchor.set_download(name);
    anchor.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

/// The bytes of a file the player chose.
pub async fn read_file(file: web_sys::File) -> Result<Vec<u8>, String> {
    let buffer = JsFuture::from(file.array_buffer()).await.map_err(|_| format!("{} could not be read", file.name()))?;
    Ok(js_sys::Uint8Array::new(&buffer).to_vec())
}

fn active_element() -> Option<Element> {
    window().and_then(|w| w.document()).and_then(|d| d.active_element())
}

fn enabled_buttons(container: &Element) -> Vec<HtmlElement> {
    let Ok(list) = container.query_selector_all("button:not([disabled])") else { return Vec::new() };
    (0..list.length()).filter_map(|i| list.item(i)).filter_map(|n| n.dyn_into::<HtmlElement>().ok()).collect()
}

/// Moves focus among the enabled buttons of the group where the user is
/// expected to act (`target`, a CSS selector), stepping from the focused
/// button when it is in that group, else entering it at the first (or last)
/// button. Without such a group, moves within the focused `data-nav` group.
/// Returns whether focus moved.
pub fn move_focus(delta: i32, target: &str) -> bool {
    let Some(document) = window().and_then(|w| w.document()) else { return false };
    let active = active_element();
    let container = match document.query_selector(target).ok().flatten() {
        Some(group) => group,
        None => match active.as_ref().and_then(|a| a.closest("[data-nav]").ok().flatten()) {
            Some(group) => group,
            None => return false,
        },
    };
    let buttons = enabled_buttons(&container);
    if buttons.is_empty() {
        return false;
    }
    let current = active.and_then(|a| buttons.iter().position(|b| b.is_same_node(Some(&a))));
    let len = buttons.len() as i32;
    let index = match current {
        Some(i) => (i as i32 + delta).rem_euclid(len),
        None if delta < 0 => len - 1,
        None => 0,
    };
    buttons[index as usize].focus().is_ok()
}

/// Focuses the first element matching `selector`, if any.
pub fn focus(selector: &str) {
    let element = window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(selector).ok().flatten())
        .and_then(|e| e.dyn_into::<HtmlElement>().ok());
    if let Some(e) = element {
        let _ = e.focus();
    }
}

/// Is the focus inside the element matching `selector` (which then handles its own keys)?
pub fn focus_inside(selector: &str) -> bool {
    active_element().and_then(|e| e.closest(selector).ok().flatten()).is_some()
}

/// Is the focus in a text field or list (where keys are the field's)?
pub fn typing_in_field() -> bool {
    active_element().is_some_and(|e| matches!(e.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA"))
}

/// `window.__tenace = { readyAt, version }`: when the table became interactive,
/// in milliseconds since navigation start (read by the browser tests).
pub fn mark_ready() {
    let Some(w) = window() else { return };
    let now = w.performance().map(|p| p.now()).unwrap_or(0.0);
    let hook = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&hook, &"readyAt".into(), &JsValue::from_f64(now));
    let _ = js_sys::Reflect::set(&hook, &"version".into(), &JsValue::from_str(env!("CARGO_PKG_VERSION")));
    let _ = js_sys::Reflect::set(&w, &"__tenace".into(), &hook);
}

/// Milliseconds since the page started (for the typing timeout).
pub fn now_ms() -> f64 {
    js_sys::Date::now()
}

/// The browser's preferred languages (`navigator.languages`, else `navigator.language`).
pub fn browser_languages() -> Vec<String> {
    let Some(navigator) = window().map(|w| w.navigator()) else { return Vec::new() };
    let list: Vec<String> = navigator.languages().iter().filter_map(|v| v.as_string()).collect();
    if list.is_empty() {
        navigator.language().into_iter().collect()
    } else {
        list
    }
}

/// Sets `<html lang>` (screen readers and hyphenation follow it).
pub fn set_document_lang(code: &str) {
    if let Some(root) = window().and_then(|w| w.document()).and_then(|d| d.document_element()) {
        if root.get_attribute("lang").as_deref() != Some(code) {
            let _ = root.set_attribute("lang", code);
        }
    }
}

/// Registers the service worker (`sw.js`, see www/sw.js) that makes the site
/// work offline. A new version installed in the background during an earlier
/// visit is waiting: it is asked to take over now (it does so only if this is
/// the only open page), and the page then reloads once so that every file
/// comes from the same version; the game is autosaved, so nothing is lost.
/// Browsers without service workers (or an insecure origin) just go without.
pub fn register_service_worker() {
    let Some(w) = window() else { return };
    if !js_sys::Reflect::has(&w.navigator(), &JsValue::from_str("serviceWorker")).unwrap_or(false) {
        return;
    }
    let container = w.navigator().service_worker();
    let had_controller = container.controller().is_some();
    let registering = container.register("sw.js");
    wasm_bindgen_futures::spawn_local(async move {
        let Ok(registration) = JsFuture::from(registering).await else { return };
        let registration: web_sys::ServiceWorkerRegistration = registration.unchecked_into();
        let Some(waiting) = registration.waiting() else { return };
        if had_controller {
            let reload = wasm_bindgen::closure::Closure::once_into_js(move || {
                if let Some(w) = web_sys::window() {
                    let _ = w.location().reload();
                }
            });
            let _ = container.add_event_listener_with_callback("controllerchange", reload.unchecked_ref());
        }
        let _ = waiting.post_message(&JsValue::from_str("activate"));
    });
}
