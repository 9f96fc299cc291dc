//! The words of the page's language, fetched when first needed.
//!
//! Each wasm module carries the table's English words only (`tenace-i18n`
//! without its `all-languages` feature: [`Part::Table`] in English); the
//! other parts' English (the course, the Laws tutor, the quiz, the shedding
//! game) and another language's files are copied into the
//! site by Trunk (`dist/i18n/messages/…`, `dist/i18n/explanations/…`, from
//! crates/tenace-i18n) and fetched when the page speaks it, then handed to
//! [`tenace_i18n::provide`]. The service worker precaches them with the rest of
//! the site, so a language once seen (or any language, after the first visit)
//! works offline. A file that cannot be fetched leaves the English words in
//! place and says so in the console; nothing else stops.

use crate::i18n::Lang;
use futures_util::future::join_all;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// A part of the app's words, as the files of `crates/tenace-i18n` divide them.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Part {
    /// The table, the settings, the scores, the match's messages and the
    /// bidding explanations (`messages/<lang>.txt`, `messages/match/…`,
    /// `explanations/<lang>.txt`). The only part whose
    /// English is compiled into the modules.
    Table,
    /// The quiz widget of the course and the Laws tutor (`messages/quiz/<lang>.txt`).
    Quiz,
    /// The course (`messages/learn/<lang>.txt`).
    Learn,
    /// The Laws tutor (`messages/laws/<lang>.txt`, `explanations/laws/<lang>.txt`).
    Laws,
    /// The Preferans table (`messages/preferans/<lang>.txt`, `explanations/preferans/<lang>.txt`).
    Preferans,
    /// The shedding game against the robots (`messages/shed/<lang>.txt`).
    Shed,
}

impl Part {
    pub fn name(self) -> &'static str {
        match self {
            Part::Table => "table",
            Part::Quiz => "quiz",
            Part::Learn => "learn",
            Part::Laws => "laws",
            Part::Preferans => "preferans",
            Part::Shed => "shed",
        }
    }

    /// The message files and the explanation files of the part, under `i18n/`
    /// (English has no explanation files: its templates are the engines' own).
    fn files(self, lang: Lang) -> (Vec<String>, Vec<String>) {
        let code = lang.code();
        let translated = |file: String| if lang == Lang::En { Vec::new() } else { vec![file] };
        match self {
            Part::Table => (
                vec![format!("messages/{code}.txt"), format!("messages/match/{code}.txt")],
                translated(format!("explanations/{code}.txt")),
            ),
            Part::Quiz => (vec![format!("messages/quiz/{code}.txt")], Vec::new()),
            Part::Learn => (vec![format!("messages/learn/{code}.txt")], Vec::new()),
            Part::Laws => {
                (vec![format!("messages/laws/{code}.txt")], translated(format!("explanations/laws/{code}.txt")))
            }
            Part::Preferans => (
                vec![format!("messages/preferans/{code}.txt")],
                translated(format!("explanations/preferans/{code}.txt")),
            ),
            Part::Shed => (vec![format!("messages/shed/{code}.txt")], Vec::new()),
        }
    }
}

/// `fetch(path)`, or the fetch the shell started for this file with the module that asks for it
/// (`crate::feature`: a module's words come with the module; `globalThis.__tenaceFiles`, keyed by
/// the path as [`module_paths`] names it). Written with `js_sys` rather than an inline JS snippet:
/// wasm-bindgen numbers a crate's snippets by what each module links, and every module of this
/// crate shares the snippets' folder.
fn fetch_file(path: &str) -> Result<js_sys::Promise, String> {
    let key = wasm_bindgen::JsValue::from_str(path);
    let files = js_sys::Reflect::get(&js_sys::global(), &"__tenaceFiles".into()).ok();
    if let Some(files) = files.and_then(|f| f.dyn_into::<js_sys::Map>().ok()) {
        if let Ok(fetched) = files.get(&key).dyn_into::<js_sys::Promise>() {
            files.delete(&key);
            return Ok(fetched);
        }
    }
    Ok(web_sys::window().ok_or("no window")?.fetch_with_str(path))
}

/// The words files a freshly loaded module fetches for `parts` of `lang` (under `i18n/`): all but
/// the table's English, which every module carries.
pub fn module_paths(lang: Lang, parts: &[Part]) -> Vec<String> {
    let mut paths = Vec::new();
    for part in parts.iter().filter(|p| !(lang == Lang::En && **p == Part::Table)) {
        let (messages, explanations) = part.files(lang);
        paths.extend(messages.iter().chain(&explanations).map(|f| format!("i18n/{f}")));
    }
    paths
}

/// The text of a file of the site (relative to the page), or why not.
pub async fn fetch_text(path: &str) -> Result<String, String> {
    let response = JsFuture::from(fetch_file(path)?).await.map_err(|_| format!("{path}: not reachable"))?;
    let response: web_sys::Response = response.dyn_into().map_err(|_| format!("{path}: not a response"))?;
    if !response.ok() {
        return Err(format!("{path}: HTTP {}", response.status()));
    }
    let text = JsFuture::from(response.text().map_err(|_| format!("{path}: no text"))?)
        .await
        .map_err(|_| format!("{path}: the text could not be read"))?;
    text.as_string().ok_or_else(|| format!("{path}: not text"))
}

/// Makes sure `parts` of `lang` are there: fetches what is missing (every
/// file of every missing part at once: each request waits a round trip on a
/// phone) and hands it to the catalogue, part by part.
pub async fn ensure(lang: Lang, parts: &[Part]) {
    let missing: Vec<Part> = parts.iter().copied().filter(|p| !tenace_i18n::has_part(lang, p.name())).collect();
    let fetched = join_all(missing.iter().map(|part| async move {
        let (messages, explanations) = part.files(lang);
        let paths: Vec<String> = messages.iter().chain(&explanations).map(|f| format!("i18n/{f}")).collect();
        let texts = join_all(paths.iter().map(|p| fetch_text(p))).await;
        (messages.len(), texts)
    }))
    .await;
    for (part, (messages, texts)) in missing.into_iter().zip(fetched) {
        let (m, e) = texts.split_at(messages);
        let join = |texts: &[Result<String, String>]| -> Result<String, String> {
            texts.iter().cloned().collect::<Result<Vec<String>, String>>().map(|t| t.join("\n"))
        };
        let (m, e) = (join(m), join(e));
        let result = match (m, e) {
            (Ok(m), Ok(e)) => tenace_i18n::provide(lang, part.name(), &m, &e).map_err(|e| e.to_string()),
            (Err(e), _) | (_, Err(e)) => Err(e),
        };
        if let Err(e) = result {
            web_sys::console::warn_1(
                &format!("the {} words in {} could not be loaded: {e}", part.name(), lang.code()).into(),
            );
        }
    }
}

/// The language the app will open in: the saved setting, else the browser's.
pub fn startup_lang() -> Lang {
    let saved = crate::storage::saved_lang();
    saved.unwrap_or_else(|| {
        let tags = crate::dom::browser_languages();
        Lang::negotiate(tags.iter().map(String::as_str))
    })
}

/// Before the app's first render: the table's words in the language it will open in.
pub async fn startup() {
    ensure(startup_lang(), &[Part::Table]).await;
}
