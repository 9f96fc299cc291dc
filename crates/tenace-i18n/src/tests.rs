use super::*;

#[test]
fn every_file_parses() {
    for lang in Lang::ALL {
        if let Err(e) = Catalogue::parse(lang.messages_source(), lang.explanations_source()) {
            panic!("{lang:?}: {e}");
        }
    }
}

#[test]
fn every_language_has_every_message_with_the_same_placeholders() {
    let english = catalogue(Lang::En);
    for lang in Lang::ALL {
        let c = catalogue(lang);
        let missing: Vec<_> = english.keys().iter().filter(|k| c.message(k).is_none()).collect();
        assert!(missing.is_empty(), "{lang:?} lacks {missing:?}");
        let extra: Vec<_> = c.keys().iter().filter(|k| english.message(k).is_none()).collect();
        assert!(extra.is_empty(), "{lang:?} has keys English lacks: {extra:?}");
        for key in english.keys() {
            let (en, tr) = (english.message(key).unwrap_or(""), c.message(key).unwrap_or(""));
            assert_eq!(placeholders(en), placeholders(tr), "{lang:?} {key}");
        }
    }
}

#[test]
fn translations_keep_the_placeholders() {
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
