//! Every explanation the bidding engine can give is translated into every
//! language. The English templates are read from the rules' source
//! (crates/tenace-bidding/src/{sayc,culbertson,estonian,lithuanian}/*.rs and the engine's own texts in
//! mod.rs): a rule added or reworded without translations fails here, and
//! so does a translation whose English line no longer exists anywhere — in
//! the rules, the card-play reasons (`tenace_robots::reason::TEMPLATES`) or
//! the Laws tutor (`tenace_laws::text::english`) or Preferans
//! (`tenace_preferans::templates`), whose own tests check their lines are
//! all translated.
//!
//! The missing lines are printed ready to paste into
//! crates/tenace-i18n/explanations/<lang>.txt.

use std::collections::BTreeSet;
use std::path::Path;
use tenace_i18n::{catalogue, Lang};

/// String literals of a Rust source file, unescaped (only `\"` and `\\` occur in ours).
fn literals(source: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut chars = source.chars().peekable();
    let mut in_comment = false;
    let mut prev = ' ';
    while let Some(c) = chars.next() {
        if in_comment {
            if c == '\n' {
                in_comment = false;
            }
        } else if c == '/' && chars.peek() == Some(&'/') {
            in_comment = true;
        } else if c == '\'' && prev != '\\' {
            // A char literal such as '"' or '?': skip it.
            let quoted: String = chars.by_ref().take_while(|&x| x != '\'').collect();
            let _ = quoted;
        } else if c == '"' {
            let mut s = String::new();
            while let Some(x) = chars.next() {
                match x {
                    '\\' => {
                        if let Some(y) = chars.next() {
                            s.push(y);
                        }
                    }
                    '"' => break,
                    _ => s.push(x),
                }
            }
            out.push(s);
        }
        prev = c;
    }
    out
}

/// The English templates: in the rule files every literal with a space is a
/// template (rule ids and call codes have none); in lib.rs the second
/// argument of each `Text::new`.
fn english_templates() -> BTreeSet<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../crates/tenace-bidding/src");
    let mut out = BTreeSet::new();
    let mut files = Vec::new();
    // SAYC and the 1930s systems of ../shared/spec/systems-1930s.md.
    for dir in ["sayc", "culbertson", "estonian", "lithuanian"] {
        files.extend(std::fs::read_dir(root.join(dir)).expect("the rule files").flatten().map(|e| e.path()));
    }
    files.sort();
    for file in files {
        let source = std::fs::read_to_string(&file).expect("a rule file");
        out.extend(literals(&source).into_iter().filter(|l| l.contains(' ')));
    }
    let engine = std::fs::read_to_string(root.join("lib.rs")).expect("tenace-bidding/src/lib.rs");
    for part in engine.split("Text::new(").skip(1) {
        if let Some(template) = literals(part).into_iter().nth(1) {
            out.insert(template);
        }
    }
    out
}

#[test]
fn the_extraction_finds_the_rules() {
    let t = english_templates();
    assert!(t.len() > 120, "{} templates", t.len());
    assert!(t.contains("{bid}: Stayman, asks for a four-card major; {lo}+ HCP with a four-card major"));
    assert!(t.contains("Pass: no call of the system fits this hand"));
    assert!(t.contains("Culbertson: 1NT, 2½+ honour tricks and 4 playing tricks with no suit to show"));
    assert!(t.contains("Club system: pass"));
    assert!(t.contains(
        "Lithuanian: 1{suit}, at least 12 points (14 must open, 12–13 with a short suit) and a biddable {suit} suit"
    ));
}

#[test]
fn every_explanation_is_translated() {
    let english = english_templates();
    let others: BTreeSet<&str> = tenace_robots::reason::TEMPLATES
        .iter()
        .copied()
        .chain(tenace_laws::text::english())
        .chain(tenace_preferans::templates())
        .collect();
    let mut report = String::new();
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        let c = catalogue(lang);
        let missing: Vec<&String> = english.iter().filter(|t| c.explanation(t).is_none()).collect();
        let stale: Vec<&&str> = c.explained().filter(|t| !english.contains(**t) && !others.contains(**t)).collect();
        if !missing.is_empty() {
            report.push_str(&format!("\n{} lines missing in explanations/{}.txt:\n", missing.len(), lang.code()));
            for m in missing {
                report.push_str(&format!("> {m}\n= \n"));
            }
        }
        if !stale.is_empty() {
            report.push_str(&format!(
                "\n{} lines in explanations/{}.txt translate English that no rule says any more:\n",
                stale.len(),
                lang.code()
            ));
            for s in stale {
                report.push_str(&format!("> {s}\n"));
            }
        }
    }
    assert!(report.is_empty(), "{report}");
}
