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

use std::sync::{Mutex, OnceLock};

/// The compiled-in catalogues: every language with the `all-languages`
/// feature, else English only (the others empty until [`provide`]d).
fn embedded(lang: Lang) -> &'static Catalogue {
    static ALL: [OnceLock<Catalogue>; 6] = [const { OnceLock::new() }; 6];
    ALL[lang.index()]
        .get_or_init(|| Catalogue::parse(lang.messages_source(), lang.explanations_source()).unwrap_or_default())
}

/// Catalogues handed over at run time (the web app fetches a language's
/// files when the page speaks it): per language, the parts given so far.
struct Provided {
    catalogue: &'static Catalogue,
    parts: Vec<String>,
}

static PROVIDED: Mutex<[Option<Provided>; 6]> = Mutex::new([None, None, None, None, None, None]);

/// The catalogue of one language: the compiled-in one, with what was
/// [`provide`]d added (empty if its files do not parse; the tests guarantee
/// they do).
pub fn catalogue(lang: Lang) -> &'static Catalogue {
    let provided = PROVIDED.lock().ok().and_then(|p| p[lang.index()].as_ref().map(|p| p.catalogue));
    provided.unwrap_or_else(|| embedded(lang))
}

/// Adds one part of a language's words given at run time: `messages` in the
/// format of `messages/<lang>.txt`, `explanations` in that of
/// `explanations/<lang>.txt`. A part given again is ignored; a line that does
/// not parse is refused with its number, and nothing is added.
pub fn provide(lang: Lang, part: &str, messages: &str, explanations: &str) -> Result<(), CatalogueError> {
    let mut provided = PROVIDED.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let slot = &mut provided[lang.index()];
    if slot.as_ref().is_some_and(|p| p.parts.iter().any(|p| p == part)) {
        return Ok(());
    }
    // The text lives as long as the page: each part is read once.
    let messages: &'static str = Box::leak(messages.to_owned().into_boxed_str());
    let explanations: &'static str = Box::leak(explanations.to_owned().into_boxed_str());
    let added = Catalogue::parse(messages, explanations)?;
    let base = slot.as_ref().map(|p| p.catalogue).unwrap_or_else(|| embedded(lang));
    let merged: &'static Catalogue = Box::leak(Box::new(base.merged(&added)?));
    let mut parts = slot.take().map(|p| p.parts).unwrap_or_default();
    parts.push(part.to_owned());
    *slot = Some(Provided { catalogue: merged, parts });
    Ok(())
}

/// Whether `part` of `lang` is there (compiled in, or [`provide`]d). Without
/// `all-languages` only English's "table" part is compiled in (see `Lang::messages_source`).
pub fn has_part(lang: Lang, part: &str) -> bool {
    cfg!(feature = "all-languages")
        || (lang == Lang::En && part == "table")
        || PROVIDED
            .lock()
            .ok()
            .is_some_and(|p| p[lang.index()].as_ref().is_some_and(|p| p.parts.iter().any(|x| x == part)))
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

/// The CLDR plural category of the whole number `n` in `lang`: "one", "few",
/// "many" or "other" (Russian 1 → one, 2 → few, 5 → many, 21 → one).
pub fn plural_category(lang: Lang, n: u64) -> &'static str {
    use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
    static RULES: [OnceLock<Option<PluralRules>>; 6] = [const { OnceLock::new() }; 6];
    let rules = RULES[lang.index()].get_or_init(|| {
        let id: unic_langid::LanguageIdentifier = lang.code().parse().ok()?;
        PluralRules::create(id, PluralRuleType::CARDINAL).ok()
    });
    let Some(rules) = rules else { return if n == 1 { "one" } else { "other" } };
    match rules.select(n) {
        Ok(PluralCategory::ZERO) => "zero",
        Ok(PluralCategory::ONE) => "one",
        Ok(PluralCategory::TWO) => "two",
        Ok(PluralCategory::FEW) => "few",
        Ok(PluralCategory::MANY) => "many",
        Ok(PluralCategory::OTHER) | Err(_) => "other",
    }
}

/// A message that depends on a count: the key `{key}.{category}` for the
/// count's plural category in `lang` (see [`plural_category`]), else
/// `{key}.other`, else English; `{n}` is the count, `args` fill the rest.
/// The catalogues give each language the forms its rules have (English
/// `one` and `other`, Russian and Lithuanian `one`, `few`, `many`, `other`).
pub fn plural(lang: Lang, key: &str, n: u64, args: &[(&str, &str)]) -> String {
    let count = n.to_string();
    let mut all: Vec<(&str, &str)> = vec![("n", count.as_str())];
    all.extend_from_slice(args);
    let wanted = format!("{key}.{}", plural_category(lang, n));
    let other = format!("{key}.other");
    let in_lang = catalogue(lang).message(&wanted).or_else(|| catalogue(lang).message(&other));
    let text = in_lang.unwrap_or_else(|| {
        let english = format!("{key}.{}", plural_category(Lang::En, n));
        catalogue(Lang::En).message(&english).or_else(|| catalogue(Lang::En).message(&other)).unwrap_or(key)
    });
    fill(text, &all)
}

/// The decimal separator of `lang`: a point in English, a comma in the others.
pub fn decimal_separator(lang: Lang) -> char {
    match lang {
        Lang::En => '.',
        Lang::Et | Lang::Lt | Lang::De | Lang::Fr | Lang::Ru => ',',
    }
}

/// `value` with `digits` decimals, written the way `lang` writes numbers ("9.4", "9,4").
pub fn decimal(lang: Lang, value: f64, digits: usize) -> String {
    let text = format!("{value:.digits$}");
    let text = if value < 0.0 { text.replacen('-', "−", 1) } else { text };
    text.replace('.', &decimal_separator(lang).to_string())
}

/// A number written by an engine in English ("9.4") written the way `lang`
/// writes numbers ("9,4"); any other text is returned as it is.
pub fn localize_number(lang: Lang, text: &str) -> String {
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    match text.split_once('.') {
        Some((whole, fraction)) if digits(whole.trim_start_matches('-')) && digits(fraction) => {
            format!("{whole}{}{fraction}", decimal_separator(lang))
        }
        _ => text.to_owned(),
    }
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
