use super::*;

#[test]
fn every_file_parses() {
    for lang in Lang::ALL {
        if let Err(e) = Catalogue::parse(lang.messages_source(), lang.explanations_source()) {
            panic!("{lang:?}: {e}");
        }
    }
}

/// Held by the tests that read whole catalogues and by the one that adds words
/// at run time, so a completeness check never sees the test's extra French key.
static CATALOGUES: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn lock_catalogues() -> std::sync::MutexGuard<'static, ()> {
    CATALOGUES.lock().unwrap_or_else(|p| p.into_inner())
}

const CATEGORIES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// The key a message is compared by: a plural form (`result.headline.few`,
/// one of a group that has `.one` and `.other`) stands for its group
/// (`result.headline`). A lone `laws.other` is an ordinary key.
fn group<'a>(c: &Catalogue, key: &'a str) -> &'a str {
    match key.rsplit_once('.') {
        Some((base, cat))
            if CATEGORIES.contains(&cat)
                && c.message(&format!("{base}.one")).is_some()
                && c.message(&format!("{base}.other")).is_some() =>
        {
            base
        }
        _ => key,
    }
}

#[test]
fn every_language_has_every_message_with_the_same_placeholders() {
    let _catalogues = lock_catalogues();
    let english = catalogue(Lang::En);
    let groups = |c: &Catalogue| -> std::collections::BTreeSet<String> {
        c.keys().iter().map(|k| group(c, k).to_owned()).collect()
    };
    let english_groups = groups(english);
    for lang in Lang::ALL {
        let c = catalogue(lang);
        let ours = groups(c);
        let missing: Vec<_> = english_groups.difference(&ours).collect();
        assert!(missing.is_empty(), "{lang:?} lacks {missing:?}");
        let extra: Vec<_> = ours.difference(&english_groups).collect();
        assert!(extra.is_empty(), "{lang:?} has keys English lacks: {extra:?}");
        for key in c.keys() {
            let base = group(c, key);
            let en = english.message(base).or_else(|| english.message(&format!("{base}.other"))).unwrap_or("");
            assert_eq!(placeholders(en), placeholders(c.message(key).unwrap_or("")), "{lang:?} {key}");
        }
    }
}

/// Every plural group has, in every language, the form of each category
/// that language's rules give a whole number (CLDR), and `.other`.
#[test]
fn plural_groups_have_every_form_the_language_needs() {
    let _catalogues = lock_catalogues();
    let english = catalogue(Lang::En);
    let bases: std::collections::BTreeSet<&str> =
        english.keys().iter().map(|k| group(english, k)).filter(|b| english.message(b).is_none()).collect();
    assert!(bases.contains("result.headline") && bases.contains("learn.reached"), "{bases:?}");
    for lang in Lang::ALL {
        let c = catalogue(lang);
        for base in &bases {
            assert!(c.message(&format!("{base}.other")).is_some(), "{lang:?} {base}.other");
            for n in (0..=200).chain([1000, 1_000_000]) {
                let cat = plural_category(lang, n);
                assert!(c.message(&format!("{base}.{cat}")).is_some(), "{lang:?} {base}.{cat} (for {n})");
            }
        }
    }
}

/// Russian counts by CLDR: 1 взятка, 2 взятки, 5 взяток, 21 взятка; and the
/// forms of the other languages that have more than two.
#[test]
fn plurals_follow_each_languages_rules() {
    let ru = |n| plural(Lang::Ru, "result.headline", n, &[("contract", "4♠"), ("result", "=")]);
    assert_eq!(ru(1), "4♠ — 1 взятка, =");
    assert_eq!(ru(2), "4♠ — 2 взятки, =");
    assert_eq!(ru(5), "4♠ — 5 взяток, =");
    assert_eq!(ru(21), "4♠ — 21 взятка, =");
    assert_eq!(ru(11), "4♠ — 11 взяток, =");
    assert_eq!(ru(22), "4♠ — 22 взятки, =");
    let lt = |n| plural(Lang::Lt, "learn.reached", n, &[]);
    assert_eq!(lt(1), "Tikslas pasiektas: jūsų pusė paėmė 1 kirtį.");
    assert_eq!(lt(2), "Tikslas pasiektas: jūsų pusė paėmė 2 kirčius.");
    assert_eq!(lt(10), "Tikslas pasiektas: jūsų pusė paėmė 10 kirčių.");
    assert_eq!(lt(21), "Tikslas pasiektas: jūsų pusė paėmė 21 kirtį.");
    let et = |n| plural(Lang::Et, "result.headline", n, &[("contract", "3NT"), ("result", "=")]);
    assert_eq!(et(1), "3NT — 1 võte, =");
    assert_eq!(et(9), "3NT — 9 võtet, =");
    assert_eq!(plural(Lang::En, "result.over", 1, &[]), "made with 1 overtrick");
    assert_eq!(plural(Lang::En, "result.over", 3, &[]), "made with 3 overtricks");
    assert_eq!(plural(Lang::De, "result.over", 1, &[]), "mit 1 Überstich erfüllt");
    assert_eq!(plural(Lang::Fr, "result.headline", 0, &[("contract", "1♣"), ("result", "−7")]), "1♣ — 0 levée, −7");
    assert_eq!([1, 2, 5, 21].map(|n| plural_category(Lang::Ru, n)), ["one", "few", "many", "one"]);
}

#[test]
fn numbers_are_written_the_languages_way() {
    assert_eq!(decimal(Lang::En, 9.44, 1), "9.4");
    assert_eq!(decimal(Lang::De, 9.44, 1), "9,4");
    assert_eq!(decimal(Lang::Ru, 62.5, 2), "62,50");
    assert_eq!(decimal(Lang::Fr, -0.25, 1), "−0,2");
    assert_eq!(localize_number(Lang::Et, "9.4"), "9,4");
    assert_eq!(localize_number(Lang::Et, "10"), "10");
    assert_eq!(localize_number(Lang::Lt, "♠"), "♠");
    assert_eq!(localize_number(Lang::En, "9.4"), "9.4");
    assert_eq!(localize_number(Lang::De, "v1.2.3"), "v1.2.3");
}

/// A language's words handed over at run time are added part by part; a
/// part given twice is added once; a broken file is refused with its line.
#[test]
fn words_provided_at_run_time() {
    let _catalogues = lock_catalogues();
    assert!(has_part(Lang::En, "anything"));
    provide(Lang::Fr, "extra-test", "test.provided.key = fourni\n", "> A provided line\n= Une ligne fournie\n")
        .unwrap();
    assert_eq!(message(Lang::Fr, "test.provided.key"), "fourni");
    assert_eq!(template(Lang::Fr, "A provided line"), "Une ligne fournie");
    assert_eq!(message(Lang::Fr, "seat.north"), "Nord", "what was there before is kept");
    provide(Lang::Fr, "extra-test", "test.provided.key = fourni\n", "").unwrap();
    assert!(matches!(
        provide(Lang::Fr, "broken", "no equals sign\n", ""),
        Err(CatalogueError::Message { line: 1, .. })
    ));
    assert!(has_part(Lang::Fr, "extra-test"));
}

#[test]
fn translations_keep_the_placeholders() {
    let _catalogues = lock_catalogues();
    for lang in Lang::ALL {
        let c = catalogue(lang);
        for english in c.explained() {
            let tr = c.explanation(english).unwrap_or("");
            assert_eq!(placeholders(english), placeholders(tr), "{lang:?}: “{english}” → “{tr}”");
        }
    }
}

#[test]
fn the_seeds_vocabulary() {
    // Seed 000 (Estonian) and 002 (Lithuanian) name the suits so.
    let suits = |lang| ["suit.spades", "suit.hearts", "suit.diamonds", "suit.clubs"].map(|k| message(lang, k));
    assert_eq!(suits(Lang::Et), ["pada", "ärtu", "ruutu", "risti"]);
    assert_eq!(suits(Lang::Lt), ["pikai", "čirvai", "būgnai", "kryžiai"]);
    assert_eq!(suits(Lang::De), ["Pik", "Herz", "Karo", "Kreuz"]);
    assert_eq!(suits(Lang::Fr), ["pique", "cœur", "carreau", "trèfle"]);
    assert_eq!(suits(Lang::Ru), ["пики", "червы", "бубны", "трефы"]);
    assert_eq!(message(Lang::Et, "strain.notrump"), "trumbita");
    assert_eq!(message(Lang::Lt, "call.redouble"), "Rekontra");
}

#[test]
fn lookups_fall_back_and_fill() {
    assert_eq!(message(Lang::De, "no.such.key"), "no.such.key");
    assert_eq!(fill("{bid}: {n} HCP", &[("bid", "1NT"), ("n", "15")]), "1NT: 15 HCP");
    assert_eq!(template(Lang::Fr, "An untranslated line"), "An untranslated line");
    assert_eq!(format(Lang::Ru, "seat.north", &[]), "Север");
    assert_eq!(text(Lang::Lt, "call.redouble"), "Rekontra");
    assert_eq!(text(Lang::Et, "no.such.key"), "no.such.key");
}

#[test]
fn browser_languages_pick_ours() {
    assert_eq!(Lang::negotiate(["fi-FI", "et-EE", "en"]), Lang::Et);
    assert_eq!(Lang::negotiate(["lt"]), Lang::Lt);
    assert_eq!(Lang::negotiate(["ja"]), Lang::En);
    assert_eq!("ru_RU".parse::<Lang>(), Ok(Lang::Ru));
    assert!("xx".parse::<Lang>().is_err());
}

#[test]
fn malformed_files_are_refused_with_the_line() {
    assert_eq!(
        Catalogue::parse("a = b\nnot a pair\n", "").err(),
        Some(CatalogueError::Message { line: 2, problem: "expected “key = value”".to_owned() })
    );
    assert!(matches!(Catalogue::parse("", "> one\n> two\n= x\n"), Err(CatalogueError::Explanation { line: 2, .. })));
    assert!(matches!(Catalogue::parse("", "= orphan\n"), Err(CatalogueError::Explanation { line: 1, .. })));
    assert!(matches!(Catalogue::parse("", "> dangling\n"), Err(CatalogueError::Explanation { line: 1, .. })));
    assert!(matches!(Catalogue::parse("k = v\nk = w\n", ""), Err(CatalogueError::Message { line: 2, .. })));
}

#[test]
fn the_quiz_catalogue_is_the_quiz_file_alone() {
    for lang in Lang::ALL {
        let quiz = crate::quiz_catalogue(lang);
        assert!(quiz.keys().len() > 50, "{lang:?}");
        for key in quiz.keys() {
            assert!(key.starts_with("quiz."), "{lang:?}: {key}");
            // The same words as in the whole catalogue, which also holds the quiz file.
            assert_eq!(quiz.message(key), catalogue(lang).message(key), "{lang:?}: {key}");
        }
    }
}
