//! Tenace's words in the six languages of its users: English, Estonian,
//! Lithuanian, German, French and Russian.
//!
//! Two kinds of text, both data files compiled into the binary:
//! - **messages** (`messages/<lang>.txt`): `key = value` lines for the user
//!   interface and the bridge vocabulary (suit names, honour letters, calls),
//!   with `{name}` placeholders;
//! - **explanations** (`explanations/<lang>.txt`): translations of the
//!   bidding engine's English templates, as `> English` / `= translation`
//!   line pairs. The English template is the key (as in gettext), so a
//!   changed rule text shows up as a missing translation, never as a stale one.
//!
//! Lookups fall back to English, so a missing line degrades to English
//! rather than to a key; the tests make sure no line is missing.

mod catalogue;
mod lang;

pub use catalogue::{Catalogue, CatalogueError};
pub use lang::{Lang, UnknownLang};

use std::sync::OnceLock;

fn catalogues() -> &'static [Catalogue; 6] {
    static ALL: OnceLock<[Catalogue; 6]> = OnceLock::new();
    ALL.get_or_init(|| {
        Lang::ALL.map(|lang| Catalogue::parse(lang.messages_source(), lang.explanations_source()).unwrap_or_default())
    })
}

/// The catalogue of one language (empty if its files do not parse; the
/// tests guarantee they do).
pub fn catalogue(lang: Lang) -> &'static Catalogue {
    &catalogues()[lang.index()]
}

/// The quiz widget's words only (`messages/quiz/<lang>.txt`), for the
/// embeddable widget's wasm: using this instead of [`catalogue`] keeps the
/// rest of the app's words (and the explanations) out of it.
pub fn quiz_catalogue(lang: Lang) -> &'static Catalogue {
    static ALL: OnceLock<[Catalogue; 6]> = OnceLock::new();
    &ALL.get_or_init(|| Lang::ALL.map(|lang| Catalogue::parse(lang.quiz_source(), "").unwrap_or_default()))
        [lang.index()]
}

/// The bot arena's words only (`messages/arena/<lang>.txt`), for the
/// arena's wasm: the rest of the app's words stay out of it.
pub fn arena_catalogue(lang: Lang) -> &'static Catalogue {
    static ALL: OnceLock<[Catalogue; 6]> = OnceLock::new();
    &ALL.get_or_init(|| Lang::ALL.map(|lang| Catalogue::parse(lang.arena_source(), "").unwrap_or_default()))
        [lang.index()]
}

/// A message in `lang`, else in English, else the key itself.
pub fn message(lang: Lang, key: &str) -> &str {
    catalogue(lang).message(key).or_else(|| catalogue(Lang::En).message(key)).unwrap_or(key)
}

/// A message in `lang` (else English) for a key known at compile time, with
/// the catalogue's lifetime (the key itself if no catalogue has it).
pub fn text(lang: Lang, key: &'static str) -> &'static str {
    catalogue(lang).message(key).or_else(|| catalogue(Lang::En).message(key)).unwrap_or(key)
}

/// A message with its `{name}` placeholders filled.
pub fn format(lang: Lang, key: &str, args: &[(&str, &str)]) -> String {
    fill(message(lang, key), args)
}

/// The translation of an English explanation template; English itself
/// when `lang` is English or the line is missing.
pub fn template(lang: Lang, english: &str) -> &str {
    match lang {
        Lang::En => english,
        _ => catalogue(lang).explanation(english).unwrap_or(english),
    }
}

/// The `{name}` placeholders of a template, for the tests that check a
/// translation keeps every one of them.
pub fn placeholders(template: &str) -> std::collections::BTreeSet<&str> {
    let mut out = std::collections::BTreeSet::new();
    let mut rest = template;
    while let Some(start) = rest.find('{') {
        let Some(len) = rest[start..].find('}') else { break };
        out.insert(&rest[start + 1..start + len]);
        rest = &rest[start + len + 1..];
    }
    out
}

/// Puts `args` into `{name}` placeholders.
pub fn fill(template: &str, args: &[(&str, &str)]) -> String {
    let mut out = template.to_owned();
    for (name, value) in args {
        out = out.replace(&format!("{{{name}}}"), value);
    }
    out
}

#[cfg(test)]
mod tests;
