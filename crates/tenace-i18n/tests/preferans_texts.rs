//! Every English text of Preferans (the robots' reasons and the rulings of
//! §14) is translated in every language with the same placeholders, and a
//! reason renders in Russian, the reference vocabulary.

use tenace_i18n::{catalogue, placeholders, template, Lang};
use tenace_preferans::text::Text;

#[test]
fn every_preferans_text_is_translated_with_its_placeholders() {
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        let c = catalogue(lang);
        let missing: Vec<&str> =
            tenace_preferans::templates().into_iter().filter(|t| c.explanation(t).is_none()).collect();
        assert!(missing.is_empty(), "{lang:?} lacks {missing:?}");
        for english in tenace_preferans::templates() {
            let translated = c.explanation(english).unwrap_or_default();
            // French writes misère as English does (the word is French).
            let same_word = lang == Lang::Fr && english == tenace_preferans::text::MISERE_WORD;
            assert!(translated != english || same_word, "{lang:?} leaves “{english}” in English");
            assert_eq!(placeholders(english), placeholders(translated), "{lang:?}: “{english}” → “{translated}”");
        }
    }
}

#[test]
fn the_files_hold_nothing_stale() {
    // A line whose English is no longer a template is stale: each file holds
    // exactly the engine's templates.
    let all = tenace_preferans::templates();
    for (lang, file) in [
        ("et", include_str!("../explanations/preferans/et.txt")),
        ("lt", include_str!("../explanations/preferans/lt.txt")),
        ("de", include_str!("../explanations/preferans/de.txt")),
        ("fr", include_str!("../explanations/preferans/fr.txt")),
        ("ru", include_str!("../explanations/preferans/ru.txt")),
    ] {
        let keys: Vec<&str> = file.lines().filter_map(|l| l.strip_prefix("> ")).collect();
        let stale: Vec<&&str> = keys.iter().filter(|k| !all.contains(k)).collect();
        assert!(stale.is_empty(), "{lang}: stale lines {stale:?}");
        assert_eq!(keys.len(), all.len(), "{lang}");
    }
}

#[test]
fn a_reason_renders_in_russian_with_misere_translated() {
    let reason = Text::new(tenace_preferans::robot::reason::PASS_WEAK)
        .bid("bid", tenace_preferans::Bid::Misere)
        .number("pct", 40)
        .number("n", 16);
    let ru = reason.render(&|t| template(Lang::Ru, t).to_owned(), &|p| format!("игрок {}", p.index() + 1));
    assert_eq!(ru, "Пас: даже мизер выполняется лишь в 40% из 16 просчитанных сдач");
    assert_eq!(reason.english(), "Pass: even misère makes in only 40% of 16 sampled deals");
}
