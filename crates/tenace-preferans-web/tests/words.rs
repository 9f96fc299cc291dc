//! Every `pref.*` key the view and the controller use is in the catalogue
//! (in all six languages: tenace-i18n's own tests check that each language
//! has every English key), so no key ever shows on the page as itself.

use tenace_i18n::Lang;

fn keys_in(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find("\"pref.") {
        let tail = &rest[i + 1..];
        let end = tail.find('"').unwrap_or(tail.len());
        out.push(tail[..end].to_owned());
        rest = &tail[end..];
    }
    out
}

#[test]
fn every_key_used_is_translated() {
    let sources = [
        include_str!("../src/view.rs"),
        include_str!("../src/sheet.rs"),
        include_str!("../src/labels.rs"),
        include_str!("../src/guide.rs"),
        include_str!("../../tenace-preferans-app/src/lib.rs"),
    ];
    let mut keys: Vec<String> = sources.iter().flat_map(|s| keys_in(s)).collect();
    // The guided scenarios' and lessons' texts: keys built from the data's ids (guide.rs's format string is no key).
    keys.retain(|k| !k.contains('{'));
    let guides = tenace_preferans_web::guide::all_keys();
    assert_eq!(guides.len(), 3 * tenace_preferans_app::guided::scenarios().len() + 5 * 4);
    keys.extend(guides);
    assert!(keys.len() > 100, "{} keys found", keys.len());
    for lang in Lang::ALL {
        for key in &keys {
            assert_ne!(tenace_i18n::message(lang, key), key.as_str(), "{lang:?} lacks {key}");
        }
    }
}
