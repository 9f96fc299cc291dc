//! Parts of the app in their own wasm modules, loaded on first use.
//!
//! The table page's module (`tenace-web`) carries the table only. The course
//! and the Laws tutor are binaries of this crate too (`src/bin/`), which Trunk
//! builds as ES modules (`<link … data-type="worker" data-bindgen-target="web">`
//! in index.html: `tenace-learn.js` + `tenace-learn_bg.wasm`, and the same for
//! `tenace-laws`). The first time the player opens one, [`FeatureHost`]
//! imports it (`import()`), initialises it and calls its `mount(host, lang)`,
//! which renders a Yew app of its own into the host element; leaving the view
//! (or changing the language) unmounts it. The module stays loaded for the
//! page's life, and keeps what it remembers (the lesson open) between mounts.
//! The service worker precaches the modules with the rest of the site, so after
//! the first visit they open offline. A module that cannot be fetched (offline
//! before any visit) is reported in words with "Try again".

use crate::i18n::{tr, Lang};
use crate::words::Part;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use yew::prelude::*;

#[wasm_bindgen(inline_js = r#"
const loading = new Map();
// The files a module will fetch when it mounts (its words), fetched with the module itself and
// taken by the module's crate::words::fetch_text (one round trip, not two), keyed by their paths.
const files = globalThis.__tenaceFiles ?? (globalThis.__tenaceFiles = new Map());
const here = (path) => new URL(path, document.baseURI).href;
// `paths`, each as a Promise of its Response. On the first visit the page is not served by the
// service worker, which is then precaching the site: the page asks it for these files first
// (sw.js "want": fetched at once or joined if under way, the rest of the precache waits) and
// reads them from its cache, so they are downloaded once and alone. Otherwise, or if the worker
// cannot, from the network (a page served by the worker: from its cache).
function fetched(paths) {
  const sw = navigator.serviceWorker;
  // The page registers the worker at its first render, so a module opened at once may come before
  // the worker's script is fetched: the same registration again waits for that job (and fetches
  // nothing more), and its installing worker then takes the order.
  const worker = sw && !sw.controller ? sw.register('sw.js').then((r) => r.installing, () => null) : Promise.resolve(null);
  const answers = worker.then((worker) => {
    if (!worker) return null;
    const waiting = new Map(paths.map((p) => {
      let settle;
      const answer = new Promise((ok) => { settle = ok; });
      return [p, { answer, settle }];
    }));
    const channel = new MessageChannel();
    channel.port1.onmessage = (e) => waiting.get(e.data && e.data.asset)?.settle(e.data.cache);
    // A worker that stops installing (failed) answers no more: fetch for ourselves.
    worker.addEventListener('statechange', () => {
      if (worker.state === 'redundant') for (const w of waiting.values()) w.settle(null);
    });
    worker.postMessage({ want: paths }, [channel.port2]);
    return waiting;
  });
  return new Map(paths.map((p) => [p, answers.then(async (waiting) => {
    const cache = waiting ? await waiting.get(p).answer : null;
    const hit = cache ? await caches.open(cache).then((c) => c.match(here(p))).catch(() => undefined) : undefined;
    return hit || fetch(here(p));
  })]));
}
// One import (and one initialisation) per module and page; a failed one may be retried.
// A module's own stylesheet (not on the first visit) is linked with it, and the module is ready when both are.
function stylesheet(href) {
  if (!href) return Promise.resolve();
  return new Promise((ok, fail) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = here(href);
    link.onload = ok;
    link.onerror = () => { link.remove(); fail(new Error(`${href} could not be loaded`)); };
    document.head.appendChild(link);
  });
}
export function load_feature(name, css, words) {
  let p = loading.get(name);
  if (!p) {
    const wasm = `${name}_bg.wasm`;
    const responses = fetched([wasm, ...words]);
    // Whatever is never taken (a module that failed to load) must not be reported as unhandled.
    for (const r of responses.values()) r.catch(() => {});
    for (const w of words) files.set(w, responses.get(w));
    const module = import(here(`${name}.js`)).then(async (m) => {
      try {
        await m.default({ module_or_path: responses.get(wasm) });
      } catch (e) {
        // Not what this page's module expects (a cache of another build) or not there: the network's.
        await m.default({ module_or_path: fetch(here(wasm)) });
      }
      return m;
    });
    p = Promise.all([module, stylesheet(css)]).then(([m]) => m);
    p.catch(() => loading.delete(name));
    loading.set(name, p);
  }
  return p;
}
export function mount_feature(module, host, lang, data, send) { return module.mount(host, lang, data, send); }
export function update_feature(handle, data) { if (handle.update) handle.update(data); }
export function unmount_feature(handle) { handle.unmount(); }
"#)]
extern "C" {
    fn load_feature(name: &str, css: &str, words: Vec<String>) -> js_sys::Promise;
    fn mount_feature(module: &JsValue, host: &web_sys::Element, lang: &str, data: &str, send: &JsValue) -> JsValue;
    fn update_feature(handle: &JsValue, data: &str);
    fn unmount_feature(handle: &JsValue);
}

/// A module of the app that is loaded on first use.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Feature {
    Learn,
    Laws,
    Match,
    /// The Preferans table (crates/tenace-preferans-web).
    Preferans,
    Shed,
    /// The table's panels after the deal and its dialogs (`crate::panels`).
    Panels,
}

impl Feature {
    /// The module's file name (without `.js`), as Trunk writes it.
    pub fn module(self) -> &'static str {
        match self {
            Feature::Learn => "tenace-learn",
            Feature::Laws => "tenace-laws",
            Feature::Match => "tenace-match",
            Feature::Preferans => "tenace-preferans",
            Feature::Shed => "tenace-shed",
            Feature::Panels => "tenace-panels",
        }
    }

    /// The module's own stylesheet (copied by Trunk unhashed, linked when the
    /// module is first loaded: not part of the first visit); empty when none.
    pub fn stylesheet(self) -> &'static str {
        match self {
            Feature::Preferans => "preferans.css",
            Feature::Learn | Feature::Laws | Feature::Match | Feature::Shed | Feature::Panels => "",
        }
    }

    /// The words files the module fetches when it mounts in `lang` (fetched with the module).
    pub fn words(self, lang: Lang) -> Vec<String> {
        // The Preferans module carries its table's English itself.
        let carried = |p: &Part| self == Feature::Preferans && lang == Lang::En && *p == Part::Preferans;
        let parts: Vec<Part> = self.parts().iter().copied().filter(|p| !carried(p)).collect();
        crate::words::module_paths(lang, &parts)
    }

    /// The words the module needs besides English.
    pub fn parts(self) -> &'static [Part] {
        match self {
            Feature::Learn => &[Part::Table, Part::Learn, Part::Quiz],
            Feature::Laws => &[Part::Table, Part::Laws, Part::Quiz],
            Feature::Match | Feature::Panels => &[Part::Table],
            Feature::Preferans => &[Part::Table, Part::Preferans],
            Feature::Shed => &[Part::Table, Part::Shed],
        }
    }
}

/// Fetches and initialises a module before it is first shown (a failed
/// load is forgotten, so the module's first mount tries again and reports it).
pub fn prefetch(feature: Feature, lang: Lang) {
    let _ = load(feature, lang);
}

/// Imports and initialises the module (once per page), its words fetched at the same time.
fn load(feature: Feature, lang: Lang) -> js_sys::Promise {
    load_feature(feature.module(), feature.stylesheet(), feature.words(lang))
}

/// Where the module stands.
#[derive(Clone, Debug, PartialEq)]
enum HostState {
    Loading,
    Mounted,
    Failed(String),
}

#[derive(Properties, Clone, PartialEq)]
pub struct HostProps {
    pub feature: Feature,
    pub lang: Lang,
    /// What the module is shown of the shell's state (JSON; match play's
    /// `MatchContext`), handed over again whenever it changes.
    #[prop_or_default]
    pub data: AttrValue,
    /// What the module asks of the shell (JSON; match play's `MatchCommand`).
    #[prop_or_default]
    pub on_message: Option<Callback<String>>,
}

/// The element a module renders into, and its loading and failure states.
#[component]
pub fn FeatureHost(props: &HostProps) -> Html {
    let host = use_node_ref();
    let state = use_state(|| HostState::Loading);
    let attempt = use_state(|| 0u32);
    // The mounted module's handle, and the latest data (for a mount that comes after it changed).
    let handle: Rc<RefCell<Option<JsValue>>> = use_mut_ref(|| None);
    let data = use_mut_ref(String::new);
    *data.borrow_mut() = props.data.to_string();
    // The module's messages, kept alive while it is mounted.
    let on_message = use_mut_ref(|| None::<Callback<String>>);
    *on_message.borrow_mut() = props.on_message.clone();
    let send = use_mut_ref(|| {
        let on_message = on_message.clone();
        wasm_bindgen::closure::Closure::<dyn Fn(String)>::new(move |text: String| {
            if let Some(callback) = on_message.borrow().as_ref() {
                callback.emit(text);
            }
        })
    });
    {
        let host = host.clone();
        let state = state.clone();
        let (handle, data, send) = (handle.clone(), data.clone(), send.clone());
        let (feature, lang) = (props.feature, props.lang);
        use_effect_with((feature, lang, *attempt), move |_| {
            let cancelled = Rc::new(std::cell::Cell::new(false));
            state.set(HostState::Loading);
            {
                let (handle, cancelled) = (handle.clone(), cancelled.clone());
                wasm_bindgen_futures::spawn_local(async move {
                    let module = wasm_bindgen_futures::JsFuture::from(load(feature, lang)).await;
                    if cancelled.get() {
                        return;
                    }
                    match (module, host.cast::<web_sys::Element>()) {
                        (Ok(module), Some(element)) => {
                            let send: JsValue = send.borrow().as_ref().clone();
                            let mounted = mount_feature(&module, &element, lang.code(), &data.borrow(), &send);
                            *handle.borrow_mut() = Some(mounted);
                            state.set(HostState::Mounted);
                        }
                        (Err(e), _) => {
                            let why = js_sys::Reflect::get(&e, &"message".into())
                                .ok()
                                .and_then(|m| m.as_string())
                                .unwrap_or_else(|| format!("{e:?}"));
                            state.set(HostState::Failed(why));
                        }
                        (Ok(_), None) => {}
                    }
                });
            }
            move || {
                cancelled.set(true);
                if let Some(h) = handle.borrow_mut().take() {
                    unmount_feature(&h);
                }
            }
        });
    }
    // New data for a mounted module.
    {
        let handle = handle.clone();
        use_effect_with(props.data.clone(), move |data| {
            if let Some(h) = handle.borrow().as_ref() {
                update_feature(h, data);
            }
        });
    }
    let retry = {
        let attempt = attempt.clone();
        Callback::from(move |_: MouseEvent| attempt.set(*attempt + 1))
    };
    html! {
        <>
            // The module renders here; this element has no children of the shell's.
            <div class="feature-host" data-feature={props.feature.module()} ref={host} />
            { match &*state {
                HostState::Loading => html! {
                    <p class="feature-loading" role="status" data-testid="feature-loading">{ tr("feature.loading") }</p>
                },
                HostState::Mounted => Html::default(),
                HostState::Failed(why) => html! {
                    <div class="notice error feature-failed" role="alert" data-testid="feature-failed">
                        <span>{ crate::i18n::trf("feature.failed", &[("error", why)]) }</span>
                        { " " }
                        <button type="button" data-action="feature-retry" onclick={retry}>{ tr("feature.retry") }</button>
                    </div>
                },
            } }
        </>
    }
}

/// Nothing: the throwaway app of [`keep_apart_from_the_shell`].
#[component]
fn Nothing() -> Html {
    Html::default()
}

/// Yew brands the elements of each app with a number counted from 1 in each
/// wasm module, and handles events by that number from the app's root down.
/// A module's app lives inside the shell's page, so the first app of a module
/// would carry the shell's number, and the shell would run its own handlers
/// for clicks inside the module. One throwaway app per module moves the
/// module's apps past it (the shell has a single app, numbered 1).
fn keep_apart_from_the_shell() {
    thread_local! {
        static DONE: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    }
    if DONE.with(|d| d.replace(true)) {
        return;
    }
    if let Some(div) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.create_element("div").ok()) {
        yew::Renderer::<Nothing>::with_root(div).render().destroy();
    }
}

/// A feature module's whole binary (`src/bin/tenace-*.rs`) for a view whose
/// props are its language alone: the exported `mount(host, lang, data, send)`
/// that the shell calls (`data` and `send` unused), the `Mounted` handle with
/// `unmount()`, and `main` (the panic hook). Match play, which is handed the
/// table's state and answers with commands, writes its own.
///
/// ```ignore
/// tenace_web::feature_module!(Feature::Laws, tenace_web::ui::laws::LawsView, |lang| Props { lang });
/// tenace_web::feature_module!(Feature::Learn, Course, |lang| Props { lang }, prepare = fetch_language);
/// ```
#[macro_export]
macro_rules! feature_module {
    ($feature:expr, $view:ty, $props:expr) => {
        $crate::feature_module!($feature, $view, $props, None);
    };
    ($feature:expr, $view:ty, $props:expr, prepare = $prepare:expr) => {
        $crate::feature_module!($feature, $view, $props, Some($prepare));
    };
    ($feature:expr, $view:ty, $props:expr, $prepare:expr) => {
        /// The view rendered into `host`, in the language `lang` (a code: "de").
        #[wasm_bindgen::prelude::wasm_bindgen]
        pub fn mount(host: web_sys::Element, lang: &str, _data: &str, _send: &js_sys::Function) -> Mounted {
            let feature: $crate::feature::Feature = $feature;
            Mounted(Some($crate::feature::mount::<$view>(host, lang, feature.parts(), $prepare, $props)))
        }

        /// The mounted view.
        #[wasm_bindgen::prelude::wasm_bindgen]
        pub struct Mounted(Option<$crate::feature::Mounted<$view>>);

        #[wasm_bindgen::prelude::wasm_bindgen]
        impl Mounted {
            /// Takes the view off the page (what it keeps is saved as it goes).
            pub fn unmount(&mut self) {
                if let Some(m) = self.0.take() {
                    m.unmount();
                }
            }
        }

        fn main() {
            $crate::install_panic_hook();
        }
    };
}

/// What a module fetches before it renders, besides its words (the course's lessons).
pub type Prepare = fn(Lang) -> std::pin::Pin<Box<dyn std::future::Future<Output = ()>>>;

/// A module's side of `mount`: renders `C` into `host` once the words of
/// `lang` (and `parts`) are there, and what `prepare` fetches;
/// [`Mounted::unmount`] takes it away.
pub fn mount<C>(
    host: web_sys::Element,
    lang: &str,
    parts: &'static [Part],
    prepare: Option<Prepare>,
    props: impl FnOnce(Lang) -> C::Properties + 'static,
) -> Mounted<C>
where
    C: BaseComponent,
{
    keep_apart_from_the_shell();
    let lang = Lang::ALL.into_iter().find(|l| l.code() == lang).unwrap_or(Lang::En);
    let app: Rc<RefCell<Option<yew::AppHandle<C>>>> = Rc::new(RefCell::new(None));
    let gone = Rc::new(std::cell::Cell::new(false));
    {
        let (app, gone) = (app.clone(), gone.clone());
        wasm_bindgen_futures::spawn_local(async move {
            // The words and what `prepare` fetches at once: one round trip, not two.
            let words = crate::words::ensure(lang, parts);
            match prepare {
                Some(prepare) => {
                    futures_util::future::join(words, prepare(lang)).await;
                }
                None => words.await,
            }
            if gone.get() {
                return;
            }
            crate::i18n::set(lang);
            *app.borrow_mut() = Some(yew::Renderer::<C>::with_root_and_props(host, props(lang)).render());
        });
    }
    Mounted { app, gone }
}

/// A mounted module's app, for its `update` and `unmount`.
pub struct Mounted<C: BaseComponent> {
    app: Rc<RefCell<Option<yew::AppHandle<C>>>>,
    gone: Rc<std::cell::Cell<bool>>,
}

impl<C: BaseComponent> Mounted<C> {
    /// New properties (a module whose app is not rendered yet keeps its first ones).
    pub fn update(&self, props: C::Properties) {
        if let Some(app) = self.app.borrow_mut().as_mut() {
            app.update(props);
        }
    }

    pub fn unmount(self) {
        self.gone.set(true);
        if let Some(app) = self.app.borrow_mut().take() {
            app.destroy();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_module_fetches_with_itself_the_words_it_does_not_carry() {
        // English: the table's words are in every module; the course's and the quiz's are not.
        assert_eq!(Feature::Learn.words(Lang::En), ["i18n/messages/learn/en.txt", "i18n/messages/quiz/en.txt"]);
        assert!(Feature::Match.words(Lang::En).is_empty());
        // The Preferans module carries its English.
        assert!(Feature::Preferans.words(Lang::En).is_empty());
        assert_eq!(
            Feature::Preferans.words(Lang::Ru),
            [
                "i18n/messages/ru.txt",
                "i18n/messages/match/ru.txt",
                "i18n/explanations/ru.txt",
                "i18n/messages/preferans/ru.txt",
                "i18n/explanations/preferans/ru.txt",
            ]
        );
        // Another language: the table's words too, with the explanations.
        let laws = Feature::Laws.words(Lang::De);
        for f in [
            "i18n/messages/de.txt",
            "i18n/explanations/de.txt",
            "i18n/messages/laws/de.txt",
            "i18n/explanations/laws/de.txt",
            "i18n/messages/quiz/de.txt",
        ] {
            assert!(laws.iter().any(|w| w == f), "{f} in {laws:?}");
        }
        // Every file named is one the build copies into the site.
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tenace-i18n");
        for lang in Lang::ALL {
            for feature in
                [Feature::Learn, Feature::Laws, Feature::Match, Feature::Preferans, Feature::Shed, Feature::Panels]
            {
                for f in feature.words(lang) {
                    let file = root.join(f.trim_start_matches("i18n/"));
                    assert!(file.is_file(), "{} is missing", file.display());
                }
            }
        }
    }
}
