//! The widget's and the editor's questions, JSON text in and JSON text out.
//!
//! The web crate only forwards these functions to JavaScript, so everything
//! the page shows is decided (and tested) here on the host. Every answer is
//! an object with `"ok": true`, or `"ok": false` and an `"error"` sentence to
//! show inside the widget; nothing here panics on any input.

use crate::compact;
use crate::problem::{parse_hand, read_quiz, ChoiceProblem, Item, Problem, ProblemError, RawProblem};
use crate::reveal::{double_dummy, engine_advice, engine_line, main_strains, mark, our_side, DD_NODE_LIMIT};
use serde_json::{json, Value};
use tenace_bidding::{advise, reason_line, System, Table};
use tenace_bridge::{Auction, Call, Deal, Seat, Side, Strain, Vulnerability};
use tenace_cards::{CardSet, Rank, Suit};
use tenace_i18n::Lang;

fn fail(error: impl std::fmt::Display) -> String {
    json!({ "ok": false, "error": error.to_string() }).to_string()
}

/// Why a module built without the 1930s systems cannot give their engine's
/// call (the widget asks its second module instead; see `system_rules`).
fn no_rules(system: &System) -> String {
    format!("this module has no rules for the system “{}”: the 1930s systems are in tenace-quiz-web-1930s", system.id())
}

/// `1♥`, `Pass`, `X`.
fn call_text(call: Call) -> String {
    call.to_string()
}

/// A hand as four suits, spades first: `[["♠", "A Q 5"], …]`, a void as `—`.
fn hand_view(hand: CardSet) -> Value {
    Value::Array(
        Suit::DESCENDING
            .into_iter()
            .map(|s| {
                let ranks: Vec<String> = hand
                    .suit(s)
                    .iter_display()
                    .map(|c| if c.rank == Rank::Ten { "10".to_owned() } else { c.rank.letter().to_string() })
                    .collect();
                let ranks = if ranks.is_empty() { "—".to_owned() } else { ranks.join(" ") };
                json!([s.symbol().to_string(), ranks, s.letter().to_string()])
            })
            .collect(),
    )
}

fn vul_view(v: Vulnerability) -> Value {
    json!({
        "code": v.pbn(),
        "text": v.to_string(),
        "ns": v.is_vulnerable(Side::NorthSouth),
        "ew": v.is_vulnerable(Side::EastWest),
    })
}

fn legal_codes(auction: &Auction) -> Vec<String> {
    auction.legal_calls().into_iter().map(Call::code).collect()
}

/// Everything the widget draws before the reader answers.
fn problem_view(p: &Problem) -> Value {
    let calls: Vec<Value> = p
        .auction
        .calls_by_seat()
        .map(|(seat, call)| json!({ "seat": seat.letter().to_string(), "call": call.code(), "text": call_text(call) }))
        .collect();
    let raw = p.to_raw();
    json!({
        "kind": "bidding",
        "problem": raw,
        "compact": compact::encode(&Item::Bidding(p.clone())),
        "title": p.title,
        "author": p.author,
        "source": p.source,
        "seat": p.seat.letter().to_string(),
        "seat_name": p.seat.name(),
        "dealer": p.dealer().letter().to_string(),
        "dealer_name": p.dealer().name(),
        "vulnerability": vul_view(p.vulnerability),
        "scoring": p.scoring.to_string(),
        "system": p.system.to_string(),
        "system_id": p.system.id(),
        // False in the widget's common module for a 1930s system: the widget
        // answers this problem with its second module (tenace-quiz-web-1930s).
        "system_rules": p.system.has_rules(),
        "hand": hand_view(p.hand),
        "auction": calls,
        "legal": legal_codes(&p.auction),
        "has_deal": p.deal.is_some(),
        "max": 10,
    })
}

/// Everything the widget draws of a multiple-choice problem before the
/// reader answers (the right option is not in it, only in `problem`, which
/// the widget hands back to [`answer_choice`]).
fn choice_view(c: &ChoiceProblem) -> Value {
    let calls: Vec<Value> = c
        .auction
        .iter()
        .flat_map(|a| a.calls_by_seat())
        .map(|(seat, call)| json!({ "seat": seat.letter().to_string(), "call": call.code(), "text": call_text(call) }))
        .collect();
    json!({
        "kind": "choice",
        "problem": c.to_raw(),
        "compact": compact::encode(&Item::Choice(c.clone())),
        "title": c.title,
        "author": c.author,
        "source": c.source,
        "question": c.question,
        "options": c.options,
        "hand": c.hand.map(hand_view),
        "seat": c.seat.map(|s| s.letter().to_string()),
        "dealer": c.dealer().map(|s| s.letter().to_string()),
        "vulnerability": c.vulnerability.map(vul_view),
        "auction": calls,
        "has_auction": c.auction.is_some(),
        "max": 10,
    })
}

fn item_view(item: &Item) -> Value {
    match item {
        Item::Bidding(p) => problem_view(p),
        Item::Choice(c) => choice_view(c),
    }
}

/// Reads a quiz (JSON problem, JSON set or compact string) for display; why
/// it is not valid in English.
pub fn parse_quiz(text: &str) -> String {
    parse_quiz_in(text, "en")
}

/// [`parse_quiz`] with why it is not valid in `lang` (a BCP 47 tag; English
/// when it is not one of the six), as the widget shows it.
pub fn parse_quiz_in(text: &str, lang: &str) -> String {
    let lang = Lang::from_tag(lang).unwrap_or(Lang::En);
    match read_quiz(text) {
        Ok(set) => json!({
            "ok": true,
            "title": set.title,
            "author": set.author,
            "problems": set.problems.iter().map(item_view).collect::<Vec<_>>(),
        })
        .to_string(),
        Err(e) => fail(e.words(lang)),
    }
}

/// A problem handed back by the widget (the `problem` of [`parse_quiz`]), validated again:
/// the page is not trusted to have kept it intact.
fn problem_from_json(problem_json: &str) -> Result<Problem, ProblemError> {
    let raw: RawProblem = serde_json::from_str(problem_json).map_err(|e| ProblemError::Json(e.to_string()))?;
    raw.validate(None)
}

/// The reader's answer: the mark, every answer with its explanation, the
/// engine's call and rule, and the four hands when the deal is given.
pub fn answer(problem_json: &str, call: &str) -> String {
    let p = match problem_from_json(problem_json) {
        Ok(p) => p,
        Err(e) => return fail(e),
    };
    let call: Call = match call.parse() {
        Ok(c) => c,
        Err(e) => return fail(e),
    };
    if let Err(e) = p.auction.check(call) {
        return fail(format!("{call} is not legal here: {e}"));
    }
    if !p.system.has_rules() {
        return fail(no_rules(&p.system));
    }
    let marked = mark(&p, call);
    let advice = engine_advice(&p);
    let answers: Vec<Value> = p
        .answers
        .iter()
        .map(|a| json!({ "call": a.call.code(), "text": call_text(a.call), "mark": a.mark, "explanation": a.explanation }))
        .collect();
    let deal = p.deal.map(|d| {
        Seat::ALL
            .into_iter()
            .map(|s| json!({ "seat": s.letter().to_string(), "name": s.name(), "hand": hand_view(d.hand(s)) }))
            .collect::<Vec<_>>()
    });
    json!({
        "ok": true,
        "kind": "bidding",
        "call": call.code(),
        "text": call_text(call),
        "mark": marked.mark,
        "correct": marked.mark == 10,
        "listed": marked.listed,
        "explanation": marked.explanation,
        "best": p.best().map(|a| json!({ "call": a.call.code(), "text": call_text(a.call) })),
        "answers": answers,
        "engine": {
            "call": advice.call.code(),
            "text": call_text(advice.call),
            "rule": advice.meaning.rule,
            "explanation": engine_line(&advice),
            "system": p.system.to_string(),
            "mark": mark(&p, advice.call).mark,
        },
        "deal": deal,
        "dd_strains": main_strains(&p).into_iter().map(|s| s.symbol()).collect::<Vec<_>>(),
    })
    .to_string()
}

/// The reader's option `choice` (index from 0) of a multiple-choice problem
/// handed back by the widget (validated again): right or wrong, the mark,
/// the right option and the explanation.
pub fn answer_choice(problem_json: &str, choice: usize) -> String {
    let raw: RawProblem = match serde_json::from_str(problem_json) {
        Ok(raw) => raw,
        Err(e) => return fail(ProblemError::Json(e.to_string())),
    };
    let c = match raw.validate_item(None) {
        Ok(Item::Choice(c)) => c,
        Ok(Item::Bidding(_)) => return fail("this is a bidding problem: answer it with a call"),
        Err(e) => return fail(e),
    };
    let Some(text) = c.options.get(choice) else {
        return fail(format!("there is no option {choice}: the options are 0 to {}", c.options.len() - 1));
    };
    let mark = c.mark(choice);
    json!({
        "ok": true,
        "kind": "choice",
        "choice": choice,
        "text": text,
        "correct": mark == 10,
        "mark": mark,
        "answer": c.answer,
        "answer_text": c.options[c.answer],
        "explanation": c.explanation,
    })
    .to_string()
}

/// The widget's own words in `lang` (a BCP 47 tag; English when it is not
/// one of the six): every message of `messages/quiz/<lang>.txt`, as one
/// object (a missing one in English; the i18n tests keep the files complete).
pub fn messages(lang: &str) -> String {
    let lang = Lang::from_tag(lang).unwrap_or(Lang::En);
    let (ours, english) = (tenace_i18n::quiz_catalogue(lang), tenace_i18n::quiz_catalogue(Lang::En));
    let words: serde_json::Map<String, Value> = english
        .keys()
        .iter()
        .map(|k| ((*k).to_owned(), Value::from(ours.message(k).or_else(|| english.message(k)).unwrap_or(k))))
        .collect();
    json!({ "ok": true, "lang": lang.code(), "messages": words }).to_string()
}

fn strain_name(s: Strain) -> &'static str {
    match s {
        Strain::Clubs => "clubs",
        Strain::Diamonds => "diamonds",
        Strain::Hearts => "hearts",
        Strain::Spades => "spades",
        Strain::NoTrump => "no trump",
    }
}

/// Double-dummy tricks of the main answers' strains for the problem's side,
/// within [`DD_NODE_LIMIT`] search nodes per strain.
pub fn double_dummy_json(problem_json: &str) -> String {
    double_dummy_with(problem_json, DD_NODE_LIMIT)
}

pub fn double_dummy_with(problem_json: &str, node_limit: u64) -> String {
    let p = match problem_from_json(problem_json) {
        Ok(p) => p,
        Err(e) => return fail(e),
    };
    let Some(report) = double_dummy(&p, node_limit) else {
        return fail("the problem has no full deal, so there is no double-dummy result");
    };
    let side = our_side(&p);
    let rows: Vec<Value> = report
        .rows
        .iter()
        .map(|r| {
            json!({
                "strain": r.strain.code(),
                "text": r.strain.symbol(),
                "name": strain_name(r.strain),
                "tricks": side.iter().map(|s| json!({ "seat": s.letter().to_string(), "name": s.name(), "tricks": r.tricks[*s] })).collect::<Vec<_>>(),
            })
        })
        .collect();
    let note = (!report.skipped.is_empty()).then(|| {
        let names: Vec<&str> = report.skipped.iter().map(|s| strain_name(*s)).collect();
        format!("Skipped {}: too long to work out in the page.", names.join(", "))
    });
    json!({ "ok": true, "rows": rows, "note": note }).to_string()
}

/// The editor's draft: what the author has typed so far.
#[derive(serde::Deserialize, Default)]
struct Draft {
    #[serde(default)]
    hand: String,
    #[serde(default)]
    dealer: String,
    #[serde(default)]
    vulnerability: String,
    #[serde(default)]
    auction: String,
    #[serde(default)]
    system: String,
}

/// For the editor: whose turn it is, the legal calls, and (when the hand is
/// complete) the engine's call with its alternatives, each explained.
pub fn propose(draft_json: &str) -> String {
    let d: Draft = match serde_json::from_str(draft_json) {
        Ok(d) => d,
        Err(e) => return fail(format!("the draft is not readable: {e}")),
    };
    let dealer: Seat = match d.dealer.parse() {
        Ok(s) => s,
        Err(e) => return fail(e),
    };
    let vulnerability: Vulnerability = match d.vulnerability.parse() {
        Ok(v) => v,
        Err(e) => return fail(e),
    };
    let system = if d.system.trim().is_empty() { Ok(System::SAYC) } else { System::by_name(&d.system) };
    let system = match system {
        Ok(s) if !s.has_rules() => return fail(no_rules(&s)),
        Ok(s) => s,
        Err(e) => return fail(e),
    };
    let mut auction = Auction::new(dealer);
    for (i, word) in d.auction.split_whitespace().enumerate() {
        let call: Call = match word.parse() {
            Ok(c) => c,
            Err(e) => return fail(format!("call {}: {e}", i + 1)),
        };
        if let Err(e) = auction.push(call) {
            return fail(format!("call {} ({call}) is not legal: {e}", i + 1));
        }
    }
    let Some(to_act) = auction.to_act() else {
        return fail("the auction is over: take back a call so that someone has a call to make");
    };
    let calls: Vec<Value> = auction
        .calls_by_seat()
        .map(|(seat, call)| json!({ "seat": seat.letter().to_string(), "call": call.code(), "text": call_text(call) }))
        .collect();
    let mut out = json!({
        "ok": true,
        "to_act": to_act.letter().to_string(),
        "to_act_name": to_act.name(),
        "legal": legal_codes(&auction),
        "auction": calls,
        "engine": null,
        "hand_error": null,
    });
    match parse_hand(&d.hand) {
        None => {
            out["hand_error"] = json!(format!(
                "“{}” is not 13 cards written spades.hearts.diamonds.clubs (e.g. AQ5.K72.Q9643.K8)",
                d.hand.trim()
            ))
        }
        Some(hand) => {
            let advice = advise(&system, &auction, Table::duplicate(vulnerability), hand);
            let alt: Vec<Value> = advice
                .alternatives
                .iter()
                .filter(|m| m.call != advice.call)
                .map(|m| json!({ "call": m.call.code(), "text": call_text(m.call), "explanation": reason_line(m) }))
                .collect();
            out["engine"] = json!({
                "call": advice.call.code(),
                "text": call_text(advice.call),
                "explanation": reason_line(&advice.meaning),
                "alternatives": alt,
            });
        }
    }
    out.to_string()
}

/// For the editor: validates a problem and gives its canonical JSON and compact string.
pub fn export(problem_json: &str) -> String {
    match problem_from_json(problem_json) {
        Ok(p) => json!({ "ok": true, "json": p.to_json(), "compact": compact::encode(&Item::Bidding(p)) }).to_string(),
        Err(e) => fail(e),
    }
}

/// For the editor's "Deal" button: deal number `seed`, as PBN and as four hands.
pub fn deal(seed: u64) -> String {
    let d = Deal::from_seed(seed);
    let hands: Vec<String> = Seat::ALL.into_iter().map(|s| d.hand(s).to_dotted(Suit::DESCENDING)).collect();
    json!({ "ok": true, "pbn": d.to_pbn(Seat::North), "hands": hands }).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = r#"{"version":1,"title":"T","hand":"AQ5.K72.Q9643.K8","seat":"S","dealer":"N",
        "vulnerability":"NS","auction":"1H P",
        "deal":"N:KJT43.AQJ85.A.QJ 98.T963.K875.T93 AQ5.K72.Q9643.K8 762.4.JT2.A76542",
        "answers":[{"call":"2D","mark":10,"explanation":"<script>alert(1)</script>"},{"call":"3NT","mark":6,"explanation":"ok"}]}"#;

    fn v(text: String) -> Value {
        serde_json::from_str(&text).unwrap()
    }

    #[test]
    fn parse_gives_the_view() {
        let out = v(parse_quiz(SAMPLE));
        assert_eq!(out["ok"], true, "{out}");
        let p = &out["problems"][0];
        assert_eq!(p["seat_name"], "South");
        assert_eq!(p["hand"][0], json!(["♠", "A Q 5", "S"]));
        assert_eq!(p["auction"][0]["text"], "1♥");
        assert_eq!(p["vulnerability"]["ns"], true);
        assert!(p["legal"].as_array().unwrap().contains(&json!("2D")));
        assert!(!p["legal"].as_array().unwrap().contains(&json!("1C")));
        // The compact string reads back as the same problem.
        let again = v(parse_quiz(p["compact"].as_str().unwrap()));
        assert_eq!(again["problems"][0]["problem"], p["problem"]);
    }

    #[test]
    fn validation_errors_in_the_readers_language() {
        let no_version = r#"{"kind":"choice","question":"?","options":["a","b"],"answer":0}"#;
        let en: Value = serde_json::from_str(&parse_quiz_in(no_version, "en")).unwrap();
        assert_eq!(en["error"], "the quiz has no format version: add \"version\": 1");
        let de: Value = serde_json::from_str(&parse_quiz_in(no_version, "de-AT")).unwrap();
        assert_eq!(de["error"], "das Quiz hat keine Formatversion: fügen Sie \"version\": 1 hinzu");
        let one_option = r#"{"version":1,"kind":"choice","question":"?","options":["a"],"answer":0}"#;
        let ru: Value = serde_json::from_str(&parse_quiz_in(one_option, "ru")).unwrap();
        assert_eq!(ru["error"], "в вопросе с вариантами от 2 до 6 вариантов, а в этом: 1");
    }

    /// Every kind of mistake has its words in every language; in English
    /// exactly the error's own sentence.
    #[test]
    fn every_validation_error_is_worded_in_every_language() {
        use crate::problem::ProblemError as E;
        use tenace_bridge::Seat;
        let all = vec![
            E::Empty,
            E::TooLarge { bytes: 9 },
            E::Json("x".into()),
            E::NoVersion,
            E::Version(7),
            E::Missing("hand"),
            E::Hand("x".into()),
            E::Seat { field: "seat", text: "Q".into() },
            E::Vulnerability("x".into()),
            E::Scoring("x".into()),
            E::System("x".into()),
            E::AuctionCall { index: 2, text: "x".into() },
            E::AuctionIllegal { index: 2, text: "x".into(), reason: "r".into() },
            E::AuctionOver,
            E::NotSeatsTurn { seat: Seat::South, to_act: Seat::West },
            E::NoAnswers,
            E::TooManyAnswers(40),
            E::AnswerNoCall { index: 1 },
            E::AnswerCall { index: 1, text: "x".into() },
            E::AnswerIllegal { index: 1, call: "1C".into(), reason: "r".into() },
            E::AnswerTwice { call: "1C".into(), first: 1, second: 2 },
            E::NoMark { index: 1, call: "1C".into() },
            E::Mark { index: 1, call: "1C".into(), mark: "11".into() },
            E::NoBest,
            E::TooLong { field: "title".into(), len: 900, limit: 200 },
            E::Deal("x".into()),
            E::DealHand { seat: Seat::North, given: "a".into(), hand: "b".into() },
            E::NoProblems,
            E::TooManyProblems(999),
            E::InSet { index: 3, error: Box::new(E::NoBest) },
            E::Compact("x".into()),
            E::Kind("x".into()),
            E::NotBidding,
            E::EmptyQuestion,
            E::OptionCount(1),
            E::OptionNotText { index: 1 },
            E::EmptyOption { index: 1 },
            E::OptionTwice { first: 0, second: 1, text: "x".into() },
            E::NoChoiceAnswer,
            E::ChoiceAnswer { answer: "9".into(), last: 2 },
            E::ChoiceAnswers,
            E::AuctionNoDealer,
        ];
        for e in &all {
            assert_eq!(e.words(Lang::En), e.to_string());
            for lang in [Lang::Et, Lang::Lt, Lang::De, Lang::Fr, Lang::Ru] {
                let w = e.words(lang);
                assert_ne!(w, e.to_string(), "{lang:?}: still English: {w}");
                assert!(!w.contains('{') && !w.contains("quiz.invalid"), "{lang:?}: {w}");
            }
        }
    }

    #[test]
    fn errors_are_sentences() {
        let out = v(parse_quiz("{}"));
        assert_eq!(out["ok"], false);
        assert_eq!(out["error"], "the quiz has no format version: add \"version\": 1");
        assert_eq!(v(parse_quiz("garbage!"))["ok"], false);
    }

    #[test]
    fn answering_marks_and_explains() {
        let view = v(parse_quiz(SAMPLE));
        let problem = view["problems"][0]["problem"].to_string();
        let out = v(answer(&problem, "3NT"));
        assert_eq!(out["mark"], 6);
        assert_eq!(out["listed"], true);
        assert_eq!(out["best"]["text"], "2♦");
        // Text stays text: the explanation comes back exactly as written.
        assert_eq!(out["answers"][0]["explanation"], "<script>alert(1)</script>");
        assert!(!out["engine"]["explanation"].as_str().unwrap().is_empty());
        assert_eq!(out["deal"].as_array().unwrap().len(), 4);
        let out = v(answer(&problem, "6C"));
        assert_eq!((out["mark"].clone(), out["listed"].clone()), (json!(0), json!(false)));
        assert_eq!(v(answer(&problem, "1C"))["ok"], false);
        assert_eq!(v(answer(&problem, "hello"))["ok"], false);
        assert_eq!(v(answer("{", "P"))["ok"], false);
    }

    #[test]
    fn double_dummy_for_our_side() {
        let view = v(parse_quiz(SAMPLE));
        let problem = view["problems"][0]["problem"].to_string();
        let out = v(double_dummy_json(&problem));
        assert_eq!(out["ok"], true, "{out}");
        assert_eq!(out["rows"].as_array().unwrap().len(), 2);
        assert_eq!(out["rows"][0]["tricks"][0]["seat"], "S");
        assert_eq!(out["note"], Value::Null);
        let starved = v(double_dummy_with(&problem, 1));
        assert!(starved["note"].as_str().unwrap().starts_with("Skipped diamonds, no trump"));
    }

    const CHOICE: &str = r#"{"version":1,"kind":"choice","title":"<b>Law</b>","question":"Who may accept?",
        "options":["Declarer","Dummy","<img src=x onerror=alert(1)>"],"answer":0,"explanation":"Law 54."}"#;

    #[test]
    fn choice_problems_parse_and_answer() {
        let set = format!(r#"{{"version":1,"title":"Mixed","problems":[{SAMPLE},{CHOICE}]}}"#);
        let out = v(parse_quiz(&set));
        assert_eq!(out["ok"], true, "{out}");
        assert_eq!(out["problems"][0]["kind"], "bidding");
        let c = &out["problems"][1];
        assert_eq!(c["kind"], "choice");
        assert_eq!(c["options"][2], "<img src=x onerror=alert(1)>");
        assert_eq!(c["hand"], Value::Null);
        assert_eq!(c["auction"], json!([]));
        // The view does not give the answer away; only the problem handed back holds it.
        assert_eq!(c.get("answer"), None);
        let problem = c["problem"].to_string();
        let wrong = v(answer_choice(&problem, 2));
        assert_eq!((wrong["correct"].clone(), wrong["mark"].clone()), (json!(false), json!(0)));
        assert_eq!((wrong["answer"].clone(), wrong["answer_text"].clone()), (json!(0), json!("Declarer")));
        assert_eq!(wrong["explanation"], "Law 54.");
        let right = v(answer_choice(&problem, 0));
        assert_eq!((right["correct"].clone(), right["mark"].clone()), (json!(true), json!(10)));
        assert_eq!(v(answer_choice(&problem, 3))["ok"], false);
        // Each kind is answered its own way.
        let bidding = out["problems"][0]["problem"].to_string();
        assert_eq!(v(answer_choice(&bidding, 0))["ok"], false);
        assert_eq!(v(answer(&problem, "P"))["error"], "this is a multiple-choice problem, not a bidding problem");
        assert_eq!(v(answer(&bidding, "2D"))["correct"], true);
        // The compact string reads back as the same problem.
        let again = v(parse_quiz(c["compact"].as_str().unwrap()));
        assert_eq!(again["problems"][0]["problem"], c["problem"]);
    }

    #[test]
    fn the_widget_words_in_six_languages() {
        let en = v(messages("en"));
        let de = v(messages("de-AT"));
        assert_eq!(de["lang"], "de");
        assert_eq!(v(messages("xx"))["lang"], "en");
        let en = en["messages"].as_object().unwrap();
        let de = de["messages"].as_object().unwrap();
        assert!(en.len() > 20, "{}", en.len());
        assert_eq!(en.len(), de.len());
        assert_eq!(en["quiz.choice.right"], "Right");
        assert_eq!(de["quiz.choice.right"], "Richtig");
        assert_eq!(de["quiz.seat.s"], "Süd");
        assert!(en.keys().all(|k| k.starts_with("quiz.")));
    }

    #[test]
    fn editor_helpers() {
        let out = v(propose(r#"{"hand":"AQ5.K72.Q9643.K8","dealer":"N","vulnerability":"None","auction":"1H P"}"#));
        assert_eq!(out["to_act"], "S");
        assert!(out["engine"]["call"].is_string());
        let out = v(propose(r#"{"hand":"AQ5","dealer":"N","vulnerability":"None","auction":""}"#));
        assert!(out["hand_error"].is_string());
        assert_eq!(out["to_act"], "N");
        assert_eq!(v(propose(r#"{"dealer":"N","vulnerability":"None","auction":"P P P P"}"#))["ok"], false);
        assert_eq!(v(propose(r#"{"dealer":"Z","vulnerability":"None"}"#))["ok"], false);
        let out = v(export(SAMPLE));
        assert_eq!(out["ok"], true);
        assert_eq!(v(parse_quiz(out["compact"].as_str().unwrap()))["ok"], true);
        let d = v(deal(7));
        assert_eq!(d["hands"].as_array().unwrap().len(), 4);
    }

    /// A problem in a 1930s system: with the systems (the default, and the
    /// widget's second module) the view says its rules are here and the
    /// engine answers in that system; without them (the widget's common
    /// module) the problem still reads, the view says the rules are not here,
    /// and answering or proposing refuses rather than give another system's call.
    #[test]
    fn a_1930s_system_is_answered_only_where_its_rules_are() {
        let quiz = SAMPLE.replace(r#""title":"T","#, r#""title":"T","system":"culbertson","#);
        let out = v(parse_quiz(&quiz));
        assert_eq!(out["ok"], true, "{out}");
        let p = &out["problems"][0];
        assert_eq!(p["system_id"], "culbertson");
        let sayc = v(parse_quiz(SAMPLE));
        assert_eq!(sayc["problems"][0]["system_rules"], true, "SAYC is in every build");
        let problem = p["problem"].to_string();
        let answered = v(answer(&problem, "2D"));
        let draft =
            r#"{"hand":"AQ5.K72.Q9643.K8","dealer":"N","vulnerability":"None","auction":"1H P","system":"culbertson"}"#;
        let proposed = v(propose(draft));
        if cfg!(feature = "systems-1930s") {
            assert_eq!(p["system_rules"], true);
            assert_eq!(answered["ok"], true, "{answered}");
            assert!(answered["engine"]["rule"].as_str().unwrap().starts_with("culbertson."), "{answered}");
            assert_eq!(proposed["ok"], true, "{proposed}");
        } else {
            assert_eq!(p["system_rules"], false);
            assert_eq!(answered["ok"], false);
            assert!(answered["error"].as_str().unwrap().contains("no rules for the system “culbertson”"), "{answered}");
            assert_eq!(proposed["ok"], false);
        }
    }
}
