//! Every English text the Laws tutor can show is listed (`TEMPLATES`,
//! `TITLES`, `NOTES`, `REFUSALS`, the quiz items) and translated into each of the
//! other five languages with the same placeholders
//! (`tenace-i18n/explanations/laws/<lang>.txt`).

use std::collections::BTreeSet;
use tenace_i18n::{catalogue, placeholders, Lang};
use tenace_laws::scenario::scenarios;
use tenace_laws::text::{english as all_english, Arg, Text, NOTES, REFUSALS, TEMPLATES, TITLES};
use tenace_laws::Code;

#[test]
fn every_text_is_translated_with_its_placeholders() {
    let all = all_english();
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        let c = catalogue(lang);
        let missing: Vec<_> = all.iter().filter(|e| c.explanation(e).is_none()).collect();
        assert!(missing.is_empty(), "{lang:?} lacks {} lines: {missing:#?}", missing.len());
        for english in &all {
            let tr = c.explanation(english).unwrap_or("");
            assert_eq!(placeholders(english), placeholders(tr), "{lang:?}: “{english}” → “{tr}”");
            assert_ne!(tr.trim(), "", "{lang:?}: “{english}”");
        }
    }
}

#[test]
fn the_lists_have_no_duplicates() {
    let all = all_english();
    let unique: BTreeSet<_> = all.iter().collect();
    assert_eq!(unique.len(), all.len());
}

fn templates_of(text: &Text, out: &mut Vec<String>) {
    out.push(text.template.clone());
    for (_, arg) in &text.args {
        if let Arg::Text(inner) = arg {
            templates_of(inner, out);
        }
    }
}

#[test]
fn every_scenario_ruling_uses_listed_texts_only() {
    let all = scenarios().expect("the scenarios parse");
    let mut used = Vec::new();
    for scenario in &all {
        for code in Code::ALL {
            let (_, ruling) = scenario.run(code).expect("the scenario runs");
            templates_of(&ruling.text, &mut used);
            assert_eq!(ruling.explanation, ruling.text.english(), "{}", scenario.id);
            for c in &ruling.citations {
                assert!(TITLES.contains(&c.title.as_str()), "{}: title “{}” not in TITLES", scenario.id, c.title);
            }
            if let Some(d) = &ruling.differs {
                assert!(NOTES.contains(&d.as_str()), "{}: note “{d}” not in NOTES", scenario.id);
            }
        }
    }
    for t in &used {
        assert!(TEMPLATES.contains(&t.as_str()), "not in TEMPLATES: {t}");
    }
}

/// The rulings' source names its titles and notes as literals: each one
/// there must be listed (the scenarios do not reach every branch).
#[test]
fn every_title_and_note_in_the_source_is_listed() {
    let source = include_str!("../src/ruling.rs");
    let mut titles = 0;
    for start in ["Citation::law(\"", "Citation::section(\""] {
        for (i, _) in source.match_indices(start) {
            let rest = &source[i + start.len()..];
            let Some(comma) = rest.find("\", \"") else { panic!("unexpected citation at {i}") };
            let title = &rest[comma + 4..];
            let title = &title[..title.find('"').unwrap_or(0)];
            assert!(TITLES.contains(&title), "title “{title}” not in TITLES");
            titles += 1;
        }
    }
    assert!(titles > 30);
    let mut notes = 0;
    for (i, _) in source.match_indices("Some(\"") {
        let rest = &source[i + 6..];
        let note = &rest[..rest.find('"').unwrap_or(0)];
        assert!(NOTES.contains(&note), "note “{note}” not in NOTES");
        notes += 1;
    }
    assert!(notes >= NOTES.len());
    // Titles given apart from a citation (calls out of rotation).
    for title in ["Pass out of rotation", "Bid out of rotation"] {
        assert!(source.contains(&format!("\"{title}\"")) && TITLES.contains(&title));
    }
    // Every listed template is used by the source (by its index).
    for i in 0..TEMPLATES.len() {
        assert!(source.contains(&format!("TEMPLATES[{i}]")), "TEMPLATES[{i}] is never used");
    }
}

/// A refusal's template with its fields written out is its English message,
/// so that the translations say the same thing.
#[test]
fn refusal_templates_match_the_messages() {
    use tenace_bridge::Seat;
    use tenace_cards::Card;
    use tenace_laws::claim::ClaimError;
    use tenace_laws::{LawsError, Rectification, TutorError};
    let card: Card = "SQ".parse().expect("a card");
    let cases: Vec<(TutorError, Vec<(&str, String)>)> = vec![
        (TutorError::Laws(LawsError::RulingPending), vec![]),
        (TutorError::Laws(LawsError::NoRuling), vec![]),
        (
            TutorError::Laws(LawsError::NotAnOption(Rectification::Redeal)),
            vec![("option", Rectification::Redeal.to_string())],
        ),
        (TutorError::Over, vec![]),
        (TutorError::AuctionOver, vec![]),
        (TutorError::NoPlay, vec![]),
        (TutorError::Laws(LawsError::MustPass { seat: Seat::West }), vec![("seat", "West".into())]),
        (TutorError::Laws(LawsError::MustBid { seat: Seat::East }), vec![("seat", "East".into())]),
        (TutorError::Laws(LawsError::NotAboveSeven { level: 7 }), vec![("level", "7".into())]),
        (TutorError::NotHeld { seat: Seat::North, card }, vec![("seat", "North".into()), ("card", card.to_string())]),
        (
            TutorError::Laws(LawsError::NotYourTurn { seat: Seat::North, due: Seat::South }),
            vec![("due", "South".into())],
        ),
        (
            TutorError::Laws(LawsError::Restricted { seat: Seat::North, card, reason: "why".into() }),
            vec![("card", card.to_string()), ("reason", "why".into())],
        ),
        (TutorError::Laws(LawsError::AlreadyExposed { card }), vec![("card", card.to_string())]),
        (TutorError::Laws(LawsError::NoRevoke), vec![]),
        (TutorError::ClaimPending, vec![]),
        (TutorError::NoClaim, vec![]),
        (TutorError::DummyCannotClaim, vec![]),
        (TutorError::TooManyTricks { remaining: 3 }, vec![("remaining", "3".into())]),
        (TutorError::NotACall("9Z".into()), vec![("call", "9Z".into())]),
        (TutorError::Claim(ClaimError::NothingLeft), vec![]),
    ];
    assert_eq!(cases.len(), REFUSALS.len());
    for (error, args) in cases {
        let template = error.template().expect("a tutor refusal has a template");
        let args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
        assert_eq!(tenace_i18n::fill(template, &args), error.to_string());
    }
}
