//! Every template of the card-playing robots' reasons (why this card, why a
//! claim, why a claim is accepted or rejected) is translated in every
//! language, with the same placeholders as the English one.

use tenace_i18n::{catalogue, placeholders, template, Lang};
use tenace_robots::reason::{Reason, OF_EQUAL_CARDS, SECOND_HAND_LOW, TEMPLATES};

#[test]
fn every_card_play_reason_is_translated_with_its_placeholders() {
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        let c = catalogue(lang);
        let missing: Vec<&str> = TEMPLATES.iter().copied().filter(|t| c.explanation(t).is_none()).collect();
        assert!(missing.is_empty(), "{lang:?} lacks {missing:?}");
        for english in TEMPLATES {
            let translated = c.explanation(english).unwrap_or_default();
            assert_ne!(translated, *english, "{lang:?} leaves “{english}” in English");
            assert_eq!(placeholders(english), placeholders(translated), "{lang:?}: “{english}” → “{translated}”");
        }
    }
}

#[test]
fn a_reason_renders_in_german() {
    let why = Reason::new(OF_EQUAL_CARDS)
        .with(
            "best",
            Reason::new(tenace_robots::reason::BEST_MAKES).arg("n", 20).arg("tricks", "9.4").arg("reaching", 17),
        )
        .inner("why", Reason::new(SECOND_HAND_LOW));
    let german = why.render_with(&|t| template(Lang::De, t).to_owned(), false);
    assert_eq!(
        german,
        "Am besten über 20 Verteilungen: im Schnitt 9.4 Stiche von hier an; der Kontrakt geht in 17 von 20 durch \
         (unter gleichwertigen Karten: Zweite Hand niedrig)"
    );
    assert!(why.english().ends_with("(of equal cards: second hand low)"), "{}", why.english());
}
