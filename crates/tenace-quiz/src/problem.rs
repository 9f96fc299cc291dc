//! The problem format (docs/quiz-format.md): what an author writes, and the
//! checks that turn it into a [`Problem`] the widget can trust.
//!
//! Problems come from strangers' web pages, so reading is two steps: serde
//! reads the text into [`RawProblem`] (plain strings and numbers, so a wrong
//! value never becomes a serde message about Rust types), then
//! [`RawProblem::validate`] checks every field against the Laws and the
//! format's limits and says what is wrong in words a quiz author can act on.

use serde::{Deserialize, Serialize};
use std::fmt;
use tenace_bidding::System;
use tenace_bridge::{Auction, Call, Deal, Seat, Vulnerability};
use tenace_cards::{CardSet, Suit};
use tenace_i18n::Lang;

/// The format version this crate reads and writes.
pub const FORMAT_VERSION: u32 = 1;

/// Limits that keep a hostile problem from costing the reader's browser
/// much: long enough for any real quiz, short enough to render instantly.
pub const MAX_TEXT: usize = 4000;
pub const MAX_LABEL: usize = 200;
pub const MAX_PROBLEMS: usize = 500;
pub const MAX_INPUT_BYTES: usize = 2 << 20;

/// How the deal is scored, which changes what the best call is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Scoring {
    #[default]
    Imps,
    Matchpoints,
    Rubber,
}

impl Scoring {
    /// The name in the format: `IMPs`, `MPs`, `rubber`.
    pub const fn code(self) -> &'static str {
        match self {
            Scoring::Imps => "IMPs",
            Scoring::Matchpoints => "MPs",
            Scoring::Rubber => "rubber",
        }
    }

    fn parse(text: &str) -> Option<Scoring> {
        match text.trim().to_ascii_lowercase().as_str() {
            "imps" | "imp" | "teams" => Some(Scoring::Imps),
            "mps" | "mp" | "matchpoints" | "pairs" => Some(Scoring::Matchpoints),
            "rubber" | "chicago" => Some(Scoring::Rubber),
            _ => None,
        }
    }
}

impl fmt::Display for Scoring {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Scoring::Imps => "IMPs",
            Scoring::Matchpoints => "matchpoints",
            Scoring::Rubber => "rubber",
        })
    }
}

/// One answer the author marks, Master-Solvers style.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    pub call: Call,
    /// 10 for the best answer, 0–9 for the others.
    pub mark: u8,
    pub explanation: String,
}

/// A validated problem: the hand is 13 cards, the auction is legal and it is
/// the problem's seat to call, every answer is a legal call, one of them is
/// marked 10, and a full deal (when given) holds the hand at the seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub title: Option<String>,
    pub author: Option<String>,
    pub source: Option<String>,
    pub hand: CardSet,
    pub seat: Seat,
    pub vulnerability: Vulnerability,
    /// Starts with the dealer; ends with the seat's turn to call.
    pub auction: Auction,
    pub scoring: Scoring,
    pub system: System,
    /// Best first (highest mark), as the author's order among equal marks.
    pub answers: Vec<Answer>,
    pub deal: Option<Deal>,
}

impl Problem {
    pub fn dealer(&self) -> Seat {
        self.auction.dealer()
    }

    /// The answer for `call`, if the author listed it.
    pub fn answer(&self, call: Call) -> Option<&Answer> {
        self.answers.iter().find(|a| a.call == call)
    }

    /// The best answer (marked 10; validation guarantees there is one).
    pub fn best(&self) -> Option<&Answer> {
        self.answers.iter().find(|a| a.mark == 10)
    }

    /// The plain form written back to JSON (the inverse of [`RawProblem::validate`]).
    pub fn to_raw(&self) -> RawProblem {
        RawProblem {
            version: Some(FORMAT_VERSION),
            title: self.title.clone(),
            author: self.author.clone(),
            source: self.source.clone(),
            hand: Some(self.hand.to_dotted(Suit::DESCENDING)),
            seat: Some(self.seat.letter().to_string()),
            dealer: Some(self.dealer().letter().to_string()),
            vulnerability: Some(self.vulnerability.pbn().to_owned()),
            auction: Some(RawAuction::Text(auction_text(&self.auction))),
            scoring: Some(self.scoring.code().to_owned()),
            system: Some(self.system.id().to_owned()),
            answers: self
                .answers
                .iter()
                .map(|a| RawAnswer {
                    call: Some(a.call.code()),
                    mark: Some(serde_json::Value::from(a.mark)),
                    explanation: Some(a.explanation.clone()),
                })
                .collect(),
            deal: self.deal.map(|d| d.to_pbn(Seat::North)),
            ..RawProblem::default()
        }
    }

    /// Canonical JSON text of the problem.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(&self.to_raw()).unwrap_or_default()
    }
}

/// `1H P 2C`: the calls' codes separated by spaces.
pub fn auction_text(auction: &Auction) -> String {
    auction.calls().iter().map(|c| c.code()).collect::<Vec<_>>().join(" ")
}

/// The fewest and most options of a multiple-choice problem: two is a
/// yes/no question, more than six no longer fits a phone's width.
pub const MIN_OPTIONS: usize = 2;
pub const MAX_OPTIONS: usize = 6;

/// A validated multiple-choice problem ("kind": "choice"): a question about
/// the Laws, the play or bidding theory, with one right option. The hand,
/// auction and seat are only shown (the auction is legal, but need not be
/// anyone's turn); the mark is 10 for the right option and 0 otherwise.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChoiceProblem {
    pub title: Option<String>,
    pub author: Option<String>,
    pub source: Option<String>,
    pub question: String,
    pub options: Vec<String>,
    /// Index (from 0) of the right option; validation keeps it inside `options`.
    pub answer: usize,
    pub explanation: String,
    pub hand: Option<CardSet>,
    pub seat: Option<Seat>,
    pub vulnerability: Option<Vulnerability>,
    /// Starts with the dealer; a dealer alone is an auction with no calls.
    pub auction: Option<Auction>,
}

impl ChoiceProblem {
    /// The mark of option `choice`: 10 when it is the right one.
    pub fn mark(&self, choice: usize) -> u8 {
        if choice == self.answer {
            10
        } else {
            0
        }
    }

    pub fn dealer(&self) -> Option<Seat> {
        self.auction.as_ref().map(Auction::dealer)
    }

    /// The plain form written back to JSON (the inverse of [`RawProblem::validate_item`]).
    pub fn to_raw(&self) -> RawProblem {
        RawProblem {
            version: Some(FORMAT_VERSION),
            kind: Some(KIND_CHOICE.to_owned()),
            title: self.title.clone(),
            author: self.author.clone(),
            source: self.source.clone(),
            question: Some(self.question.clone()),
            options: self.options.iter().map(|o| serde_json::Value::from(o.as_str())).collect(),
            answer: Some(serde_json::Value::from(self.answer)),
            explanation: (!self.explanation.is_empty()).then(|| self.explanation.clone()),
            hand: self.hand.map(|h| h.to_dotted(Suit::DESCENDING)),
            seat: self.seat.map(|s| s.letter().to_string()),
            dealer: self.dealer().map(|s| s.letter().to_string()),
            vulnerability: self.vulnerability.map(|v| v.pbn().to_owned()),
            auction: self.auction.as_ref().filter(|a| !a.calls().is_empty()).map(|a| RawAuction::Text(auction_text(a))),
            ..RawProblem::default()
        }
    }
}

/// The `kind` of a multiple-choice problem; a problem without `kind` is a bidding problem.
pub const KIND_CHOICE: &str = "choice";
pub const KIND_BIDDING: &str = "bidding";

/// One problem of a quiz, of either kind (a set may mix them).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    Bidding(Problem),
    Choice(ChoiceProblem),
}

impl Item {
    pub fn to_raw(&self) -> RawProblem {
        match self {
            Item::Bidding(p) => p.to_raw(),
            Item::Choice(c) => c.to_raw(),
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(&self.to_raw()).unwrap_or_default()
    }

    pub fn title(&self) -> Option<&str> {
        match self {
            Item::Bidding(p) => p.title.as_deref(),
            Item::Choice(c) => c.title.as_deref(),
        }
    }

    /// The bidding problem, if this is one.
    pub fn bidding(&self) -> Option<&Problem> {
        match self {
            Item::Bidding(p) => Some(p),
            Item::Choice(_) => None,
        }
    }
}

/// A validated set of problems.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProblemSet {
    pub title: Option<String>,
    pub author: Option<String>,
    pub problems: Vec<Item>,
}

impl ProblemSet {
    pub fn to_raw(&self) -> RawSet {
        RawSet {
            version: Some(FORMAT_VERSION),
            title: self.title.clone(),
            author: self.author.clone(),
            problems: self.problems.iter().map(Item::to_raw).collect(),
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(&self.to_raw()).unwrap_or_default()
    }
}

/// The auction as a string (`"1H P"`) or a list (`["1H", "P"]`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum RawAuction {
    Text(String),
    List(Vec<String>),
}

impl RawAuction {
    fn words(&self) -> Vec<String> {
        match self {
            RawAuction::Text(t) => t.split_whitespace().map(str::to_owned).collect(),
            RawAuction::List(l) => l.clone(),
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RawAnswer {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub call: Option<String>,
    /// A number; kept loose so that `"mark": "ten"` is our message, not serde's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mark: Option<serde_json::Value>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub explanation: Option<String>,
}

/// A problem as written, before any check. Unknown fields are ignored so a
/// newer minor addition does not break older widgets.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RawProblem {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub version: Option<u32>,
    /// `"bidding"` (the default) or `"choice"`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub author: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// A choice problem's question.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub question: Option<String>,
    /// A choice problem's options; kept loose so a number among them is our message, not serde's.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub options: Vec<serde_json::Value>,
    /// A choice problem's right option (index from 0); loose like `mark`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub answer: Option<serde_json::Value>,
    /// A choice problem's explanation, shown after the answer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub explanation: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hand: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dealer: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vulnerability: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub auction: Option<RawAuction>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scoring: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub system: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub answers: Vec<RawAnswer>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal: Option<String>,
}

/// A set as written.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RawSet {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub version: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub author: Option<String>,
    #[serde(default)]
    pub problems: Vec<RawProblem>,
}

/// Why a problem cannot be shown. Every message is shown to the reader (and
/// the author) as it is, inside the widget.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProblemError {
    #[error("the quiz is empty")]
    Empty,
    #[error("the quiz is too large ({bytes} bytes; the limit is {MAX_INPUT_BYTES})")]
    TooLarge { bytes: usize },
    #[error("the quiz is not valid JSON: {0}")]
    Json(String),
    #[error("the quiz has no format version: add \"version\": {FORMAT_VERSION}")]
    NoVersion,
    #[error("this quiz is written in format version {0}, and this widget reads version {FORMAT_VERSION}: a newer Tenace is needed")]
    Version(u32),
    #[error("the problem has no {0}")]
    Missing(&'static str),
    #[error("the hand “{0}” is not 13 cards written spades.hearts.diamonds.clubs (e.g. AQ5.K72.Q9643.K8)")]
    Hand(String),
    #[error("the {field} “{text}” is not a seat (use N, E, S or W)")]
    Seat { field: &'static str, text: String },
    #[error("the vulnerability “{0}” is not one of None, NS, EW, All")]
    Vulnerability(String),
    #[error("the scoring “{0}” is not one of IMPs, MPs, rubber")]
    Scoring(String),
    #[error("the system “{0}” is unknown (use sayc, sayc-16-18, culbertson, estonian-club or lithuanian)")]
    System(String),
    #[error("call {index} of the auction, “{text}”, is not a call (use P, X, XX, or a bid like 1H, 3NT)")]
    AuctionCall { index: usize, text: String },
    #[error("call {index} of the auction, “{text}”, is not legal: {reason}")]
    AuctionIllegal { index: usize, text: String, reason: String },
    #[error("the auction is over: there is no call left to find")]
    AuctionOver,
    #[error("after this auction it is {to_act}'s turn to call, not {seat}'s")]
    NotSeatsTurn { seat: Seat, to_act: Seat },
    #[error("the problem has no answers: give at least the best call, marked 10")]
    NoAnswers,
    #[error("the problem has {0} answers; at most 38 calls exist")]
    TooManyAnswers(usize),
    #[error("answer {index} has no call")]
    AnswerNoCall { index: usize },
    #[error("answer {index}, “{text}”, is not a call (use P, X, XX, or a bid like 1H, 3NT)")]
    AnswerCall { index: usize, text: String },
    #[error("answer {index}, {call}, is not a legal call after this auction: {reason}")]
    AnswerIllegal { index: usize, call: String, reason: String },
    #[error("{call} is answered twice (answers {first} and {second})")]
    AnswerTwice { call: String, first: usize, second: usize },
    #[error("answer {index} ({call}) has no mark: give a whole number from 0 to 10")]
    NoMark { index: usize, call: String },
    #[error("answer {index} ({call}) has mark {mark}: marks are whole numbers from 0 to 10")]
    Mark { index: usize, call: String, mark: String },
    #[error("no answer is marked 10: the best answer gets 10")]
    NoBest,
    #[error("the {field} is {len} characters long; the limit is {limit}")]
    TooLong { field: String, len: usize, limit: usize },
    #[error("the full deal is not valid: {0}")]
    Deal(String),
    #[error("the full deal gives {seat} {given}, not the problem's hand {hand}")]
    DealHand { seat: Seat, given: String, hand: String },
    #[error("the set has no problems")]
    NoProblems,
    #[error("the set has {0} problems; the limit is {MAX_PROBLEMS}")]
    TooManyProblems(usize),
    #[error("problem {index}: {error}")]
    InSet { index: usize, error: Box<ProblemError> },
    #[error("the compact problem string is damaged: {0}")]
    Compact(String),
    #[error("the kind “{0}” is unknown (use \"bidding\" or \"choice\")")]
    Kind(String),
    #[error("this is a multiple-choice problem, not a bidding problem")]
    NotBidding,
    #[error("the question is empty")]
    EmptyQuestion,
    #[error("a multiple-choice problem has 2 to 6 options, and this one has {0}")]
    OptionCount(usize),
    #[error("option {index} is not text: write it in quotes")]
    OptionNotText { index: usize },
    #[error("option {index} is empty")]
    EmptyOption { index: usize },
    #[error("options {first} and {second} are the same: “{text}”")]
    OptionTwice { first: usize, second: usize, text: String },
    #[error("the problem has no answer: give the index of the right option (the first option is 0)")]
    NoChoiceAnswer,
    #[error("the answer {answer} is not an option: give the index of the right option, from 0 to {last} (the first option is 0)")]
    ChoiceAnswer { answer: String, last: usize },
    #[error("a multiple-choice problem has one right option (\"answer\": its index), not marked \"answers\"")]
    ChoiceAnswers,
    #[error("the auction needs its dealer (N, E, S or W)")]
    AuctionNoDealer,
}

impl ProblemError {
    /// The sentence in `lang` (the widget's own words, `messages/quiz/<lang>.txt`,
    /// keys `quiz.invalid.*`); in English the same as `Display`. What the
    /// author wrote is quoted as written; a detail from another reader (the
    /// JSON parser's, the deal's, a call's legality) is the one part that
    /// may stay in English.
    pub fn words(&self, lang: Lang) -> String {
        let (key, args): (&str, Vec<(&str, String)>) = match self {
            ProblemError::Empty => ("empty", vec![]),
            ProblemError::TooLarge { bytes } => {
                ("too_large", vec![("bytes", bytes.to_string()), ("limit", MAX_INPUT_BYTES.to_string())])
            }
            ProblemError::Json(detail) => ("json", vec![("detail", detail.clone())]),
            ProblemError::NoVersion => ("no_version", vec![("version", FORMAT_VERSION.to_string())]),
            ProblemError::Version(found) => {
                ("version", vec![("found", found.to_string()), ("version", FORMAT_VERSION.to_string())])
            }
            ProblemError::Missing(field) => ("missing", vec![("field", (*field).to_owned())]),
            ProblemError::Hand(text) => ("hand", vec![("text", text.clone())]),
            ProblemError::Seat { field, text } => {
                ("seat", vec![("field", (*field).to_owned()), ("text", text.clone())])
            }
            ProblemError::Vulnerability(text) => ("vulnerability", vec![("text", text.clone())]),
            ProblemError::Scoring(text) => ("scoring", vec![("text", text.clone())]),
            ProblemError::System(text) => ("system", vec![("text", text.clone())]),
            ProblemError::AuctionCall { index, text } => {
                ("auction_call", vec![("index", index.to_string()), ("text", text.clone())])
            }
            ProblemError::AuctionIllegal { index, text, reason } => (
                "auction_illegal",
                vec![("index", index.to_string()), ("text", text.clone()), ("reason", reason.clone())],
            ),
            ProblemError::AuctionOver => ("auction_over", vec![]),
            ProblemError::NotSeatsTurn { seat, to_act } => {
                ("not_seats_turn", vec![("seat", seat_name(lang, *seat)), ("to_act", seat_name(lang, *to_act))])
            }
            ProblemError::NoAnswers => ("no_answers", vec![]),
            ProblemError::TooManyAnswers(count) => ("too_many_answers", vec![("count", count.to_string())]),
            ProblemError::AnswerNoCall { index } => ("answer_no_call", vec![("index", index.to_string())]),
            ProblemError::AnswerCall { index, text } => {
                ("answer_call", vec![("index", index.to_string()), ("text", text.clone())])
            }
            ProblemError::AnswerIllegal { index, call, reason } => (
                "answer_illegal",
                vec![("index", index.to_string()), ("call", call.clone()), ("reason", reason.clone())],
            ),
            ProblemError::AnswerTwice { call, first, second } => (
                "answer_twice",
                vec![("call", call.clone()), ("first", first.to_string()), ("second", second.to_string())],
            ),
            ProblemError::NoMark { index, call } => {
                ("no_mark", vec![("index", index.to_string()), ("call", call.clone())])
            }
            ProblemError::Mark { index, call, mark } => {
                ("mark", vec![("index", index.to_string()), ("call", call.clone()), ("mark", mark.clone())])
            }
            ProblemError::NoBest => ("no_best", vec![]),
            ProblemError::TooLong { field, len, limit } => {
                ("too_long", vec![("field", field.clone()), ("len", len.to_string()), ("limit", limit.to_string())])
            }
            ProblemError::Deal(detail) => ("deal", vec![("detail", detail.clone())]),
            ProblemError::DealHand { seat, given, hand } => {
                ("deal_hand", vec![("seat", seat_name(lang, *seat)), ("given", given.clone()), ("hand", hand.clone())])
            }
            ProblemError::NoProblems => ("no_problems", vec![]),
            ProblemError::TooManyProblems(count) => {
                ("too_many_problems", vec![("count", count.to_string()), ("limit", MAX_PROBLEMS.to_string())])
            }
            ProblemError::InSet { index, error } => {
                ("in_set", vec![("index", index.to_string()), ("error", error.words(lang))])
            }
            ProblemError::Compact(detail) => ("compact", vec![("detail", detail.clone())]),
            ProblemError::Kind(text) => ("kind", vec![("text", text.clone())]),
            ProblemError::NotBidding => ("not_bidding", vec![]),
            ProblemError::EmptyQuestion => ("empty_question", vec![]),
            ProblemError::OptionCount(count) => ("option_count", vec![("count", count.to_string())]),
            ProblemError::OptionNotText { index } => ("option_not_text", vec![("index", index.to_string())]),
            ProblemError::EmptyOption { index } => ("empty_option", vec![("index", index.to_string())]),
            ProblemError::OptionTwice { first, second, text } => (
                "option_twice",
                vec![("first", first.to_string()), ("second", second.to_string()), ("text", text.clone())],
            ),
            ProblemError::NoChoiceAnswer => ("no_choice_answer", vec![]),
            ProblemError::ChoiceAnswer { answer, last } => {
                ("choice_answer", vec![("answer", answer.clone()), ("last", last.to_string())])
            }
            ProblemError::ChoiceAnswers => ("choice_answers", vec![]),
            ProblemError::AuctionNoDealer => ("auction_no_dealer", vec![]),
        };
        let key = format!("quiz.invalid.{key}");
        let text = tenace_i18n::quiz_catalogue(lang)
            .message(&key)
            .or_else(|| tenace_i18n::quiz_catalogue(Lang::En).message(&key))
            .unwrap_or(&key);
        let args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
        tenace_i18n::fill(text, &args)
    }
}

/// A seat's name in the widget's words ("North", "Nord").
fn seat_name(lang: Lang, seat: Seat) -> String {
    let key = format!("quiz.seat.{}", seat.letter().to_ascii_lowercase());
    tenace_i18n::quiz_catalogue(lang).message(&key).unwrap_or(seat.name()).to_owned()
}

fn check_len(field: &str, text: &str, limit: usize) -> Result<(), ProblemError> {
    let len = text.chars().count();
    if len > limit {
        return Err(ProblemError::TooLong { field: field.to_owned(), len, limit });
    }
    Ok(())
}

/// Line breaks as `\n` only, so every written form (JSON, compact) keeps the text exactly.
fn clean(text: &str) -> String {
    text.trim().replace("\r\n", "\n").replace('\r', "\n")
}

/// An optional label: trimmed, empty means absent.
fn label(field: &str, value: &Option<String>, limit: usize) -> Result<Option<String>, ProblemError> {
    match value.as_deref().map(clean) {
        None => Ok(None),
        Some(t) if t.is_empty() => Ok(None),
        Some(t) => {
            check_len(field, &t, limit)?;
            Ok(Some(t))
        }
    }
}

fn parse_seat(field: &'static str, text: &str) -> Result<Seat, ProblemError> {
    text.parse::<Seat>().map_err(|_| ProblemError::Seat { field, text: text.to_owned() })
}

/// A mark from JSON: a whole number 0–10 (a string of digits is accepted).
fn parse_mark(value: &serde_json::Value) -> Option<u8> {
    let n = match value {
        serde_json::Value::Number(n) => n.as_u64(),
        serde_json::Value::String(s) => s.trim().parse::<u64>().ok(),
        _ => None,
    }?;
    u8::try_from(n).ok().filter(|m| *m <= 10)
}

/// Parses a 13-card hand in PBN order (♠.♥.♦.♣).
pub fn parse_hand(text: &str) -> Option<CardSet> {
    CardSet::parse_dotted(text.trim(), Suit::DESCENDING).filter(|h| h.len() == 13)
}

/// The calls of `words` from `dealer`, each legal after the ones before it.
fn read_auction(dealer: Seat, words: &[String]) -> Result<Auction, ProblemError> {
    if words.len() > 320 {
        return Err(ProblemError::TooLong { field: "auction".to_owned(), len: words.len(), limit: 320 });
    }
    let mut auction = Auction::new(dealer);
    for (i, word) in words.iter().enumerate() {
        let index = i + 1;
        let call: Call = word.parse().map_err(|_| ProblemError::AuctionCall { index, text: short(word).to_owned() })?;
        auction.push(call).map_err(|e| ProblemError::AuctionIllegal {
            index,
            text: short(word).to_owned(),
            reason: e.to_string(),
        })?;
    }
    Ok(auction)
}

/// An optional seat field: absent or empty means none.
fn optional_seat(field: &'static str, value: &Option<String>) -> Result<Option<Seat>, ProblemError> {
    match value.as_deref().map(str::trim) {
        None | Some("") => Ok(None),
        Some(text) => {
            check_len(field, text, 10)?;
            parse_seat(field, text).map(Some)
        }
    }
}

/// An option's index from JSON: a whole number (a string of digits is accepted, as for marks).
fn parse_index(value: &serde_json::Value) -> Option<usize> {
    let n = match value {
        serde_json::Value::Number(n) => n.as_u64(),
        serde_json::Value::String(s) => s.trim().parse::<u64>().ok(),
        _ => None,
    }?;
    usize::try_from(n).ok()
}

impl RawProblem {
    fn check_version(&self, inherited_version: Option<u32>) -> Result<(), ProblemError> {
        match self.version.or(inherited_version) {
            None => Err(ProblemError::NoVersion),
            Some(FORMAT_VERSION) => Ok(()),
            Some(v) => Err(ProblemError::Version(v)),
        }
    }

    /// Whether `kind` says multiple choice (absent means bidding, for the problems written before it existed).
    fn is_choice(&self) -> Result<bool, ProblemError> {
        match self.kind.as_deref().map(|k| k.trim().to_ascii_lowercase()) {
            None => Ok(false),
            Some(k) if k.is_empty() || k == KIND_BIDDING => Ok(false),
            Some(k) if k == KIND_CHOICE => Ok(true),
            Some(_) => {
                let shown = self.kind.as_deref().map(short).unwrap_or_default();
                Err(ProblemError::Kind(shown.to_owned()))
            }
        }
    }

    /// Checks a problem of either kind; `version` is the set's when the problem is in one.
    pub fn validate_item(&self, inherited_version: Option<u32>) -> Result<Item, ProblemError> {
        self.check_version(inherited_version)?;
        if self.is_choice()? {
            self.validate_choice().map(Item::Choice)
        } else {
            self.validate(inherited_version).map(Item::Bidding)
        }
    }

    /// Checks a multiple-choice problem (the version is already checked).
    fn validate_choice(&self) -> Result<ChoiceProblem, ProblemError> {
        let title = label("title", &self.title, MAX_LABEL)?;
        let author = label("author", &self.author, MAX_LABEL)?;
        let source = label("source", &self.source, MAX_LABEL)?;
        if !self.answers.is_empty() {
            return Err(ProblemError::ChoiceAnswers);
        }
        let question = clean(self.question.as_deref().ok_or(ProblemError::Missing("question"))?);
        if question.is_empty() {
            return Err(ProblemError::EmptyQuestion);
        }
        check_len("question", &question, MAX_TEXT)?;
        if self.options.is_empty() {
            return Err(ProblemError::Missing("options"));
        }
        if !(MIN_OPTIONS..=MAX_OPTIONS).contains(&self.options.len()) {
            return Err(ProblemError::OptionCount(self.options.len()));
        }
        let mut options: Vec<String> = Vec::with_capacity(self.options.len());
        for (i, value) in self.options.iter().enumerate() {
            let index = i + 1;
            let text = match value {
                serde_json::Value::String(s) => clean(s),
                _ => return Err(ProblemError::OptionNotText { index }),
            };
            if text.is_empty() {
                return Err(ProblemError::EmptyOption { index });
            }
            check_len(&format!("option {index}"), &text, MAX_LABEL)?;
            if let Some(first) = options.iter().position(|o| *o == text) {
                return Err(ProblemError::OptionTwice {
                    first: first + 1,
                    second: index,
                    text: short(&text).to_owned(),
                });
            }
            options.push(text);
        }
        let answer = match &self.answer {
            None => return Err(ProblemError::NoChoiceAnswer),
            Some(v) => parse_index(v).filter(|a| *a < options.len()).ok_or_else(|| ProblemError::ChoiceAnswer {
                answer: match v {
                    serde_json::Value::String(s) => format!("“{}”", short(s)),
                    other => short(&other.to_string()).to_owned(),
                },
                last: options.len() - 1,
            })?,
        };
        let explanation = clean(self.explanation.as_deref().unwrap_or(""));
        check_len("explanation", &explanation, MAX_TEXT)?;

        let hand = match self.hand.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(text) => {
                check_len("hand", text, 60)?;
                Some(parse_hand(text).ok_or_else(|| ProblemError::Hand(text.to_owned()))?)
            }
        };
        let seat = optional_seat("seat", &self.seat)?;
        let dealer = optional_seat("dealer", &self.dealer)?;
        let vulnerability = match self.vulnerability.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(v) => {
                check_len("vulnerability", v, 10)?;
                Some(v.parse::<Vulnerability>().map_err(|_| ProblemError::Vulnerability(v.to_owned()))?)
            }
        };
        let words = self.auction.as_ref().map(RawAuction::words).unwrap_or_default();
        let auction = match (dealer, words.is_empty()) {
            (None, true) => None,
            (None, false) => return Err(ProblemError::AuctionNoDealer),
            (Some(dealer), _) => Some(read_auction(dealer, &words)?),
        };
        Ok(ChoiceProblem {
            title,
            author,
            source,
            question,
            options,
            answer,
            explanation,
            hand,
            seat,
            vulnerability,
            auction,
        })
    }

    /// Checks a bidding problem; `version` is the set's when the problem is in one.
    pub fn validate(&self, inherited_version: Option<u32>) -> Result<Problem, ProblemError> {
        self.check_version(inherited_version)?;
        if self.is_choice()? {
            return Err(ProblemError::NotBidding);
        }
        let title = label("title", &self.title, MAX_LABEL)?;
        let author = label("author", &self.author, MAX_LABEL)?;
        let source = label("source", &self.source, MAX_LABEL)?;

        let hand_text = self.hand.as_deref().ok_or(ProblemError::Missing("hand"))?;
        check_len("hand", hand_text, 60)?;
        let hand = parse_hand(hand_text).ok_or_else(|| ProblemError::Hand(hand_text.to_owned()))?;

        let seat_text = self.seat.as_deref().ok_or(ProblemError::Missing("seat"))?;
        check_len("seat", seat_text, 10)?;
        let seat = parse_seat("seat", seat_text)?;
        let dealer_text = self.dealer.as_deref().ok_or(ProblemError::Missing("dealer"))?;
        check_len("dealer", dealer_text, 10)?;
        let dealer = parse_seat("dealer", dealer_text)?;

        let vulnerability = match self.vulnerability.as_deref() {
            None => return Err(ProblemError::Missing("vulnerability")),
            Some(v) => {
                check_len("vulnerability", v, 10)?;
                v.parse::<Vulnerability>().map_err(|_| ProblemError::Vulnerability(v.to_owned()))?
            }
        };
        let scoring = match self.scoring.as_deref() {
            None => Scoring::default(),
            Some(s) => {
                check_len("scoring", s, 20)?;
                Scoring::parse(s).ok_or_else(|| ProblemError::Scoring(s.to_owned()))?
            }
        };
        let system = match self.system.as_deref() {
            None => System::SAYC,
            Some(s) => {
                check_len("system", s, 20)?;
                System::by_name(s).map_err(|_| ProblemError::System(s.to_owned()))?
            }
        };
        let system = system.with_play_to_score(scoring == Scoring::Rubber);

        let words = self.auction.as_ref().map(RawAuction::words).unwrap_or_default();
        let auction = read_auction(dealer, &words)?;
        match auction.to_act() {
            None => return Err(ProblemError::AuctionOver),
            Some(to_act) if to_act != seat => return Err(ProblemError::NotSeatsTurn { seat, to_act }),
            Some(_) => {}
        }

        if self.answers.is_empty() {
            return Err(ProblemError::NoAnswers);
        }
        if self.answers.len() > 38 {
            return Err(ProblemError::TooManyAnswers(self.answers.len()));
        }
        let mut answers: Vec<Answer> = Vec::with_capacity(self.answers.len());
        for (i, raw) in self.answers.iter().enumerate() {
            let index = i + 1;
            let text = raw.call.as_deref().ok_or(ProblemError::AnswerNoCall { index })?;
            let call: Call =
                text.parse().map_err(|_| ProblemError::AnswerCall { index, text: short(text).to_owned() })?;
            auction.check(call).map_err(|e| ProblemError::AnswerIllegal {
                index,
                call: call.to_string(),
                reason: e.to_string(),
            })?;
            if let Some(first) = answers.iter().position(|a| a.call == call) {
                return Err(ProblemError::AnswerTwice { call: call.to_string(), first: first + 1, second: index });
            }
            let mark = match &raw.mark {
                None => return Err(ProblemError::NoMark { index, call: call.to_string() }),
                Some(v) => parse_mark(v).ok_or_else(|| ProblemError::Mark {
                    index,
                    call: call.to_string(),
                    mark: match v {
                        serde_json::Value::String(s) => short(s).to_owned(),
                        other => short(&other.to_string()).to_owned(),
                    },
                })?,
            };
            let explanation = clean(raw.explanation.as_deref().unwrap_or(""));
            check_len(&format!("explanation of answer {index}"), &explanation, MAX_TEXT)?;
            answers.push(Answer { call, mark, explanation });
        }
        if !answers.iter().any(|a| a.mark == 10) {
            return Err(ProblemError::NoBest);
        }
        // Best first; the sort is stable, so equal marks keep the author's order.
        answers.sort_by_key(|a| std::cmp::Reverse(a.mark));

        let deal = match self.deal.as_deref().map(str::trim) {
            None | Some("") => None,
            Some(text) => {
                check_len("deal", text, 120)?;
                let deal = Deal::from_pbn(text).map_err(|e| ProblemError::Deal(e.to_string()))?;
                if deal.hand(seat) != hand {
                    return Err(ProblemError::DealHand {
                        seat,
                        given: deal.hand(seat).to_dotted(Suit::DESCENDING),
                        hand: hand.to_dotted(Suit::DESCENDING),
                    });
                }
                Some(deal)
            }
        };

        Ok(Problem { title, author, source, hand, seat, vulnerability, auction, scoring, system, answers, deal })
    }
}

/// At most 40 characters of a bad value, for a message.
fn short(text: &str) -> &str {
    match text.char_indices().nth(40) {
        Some((i, _)) => &text[..i],
        None => text,
    }
}

impl RawSet {
    pub fn validate(&self) -> Result<ProblemSet, ProblemError> {
        match self.version {
            None => return Err(ProblemError::NoVersion),
            Some(FORMAT_VERSION) => {}
            Some(v) => return Err(ProblemError::Version(v)),
        }
        if self.problems.is_empty() {
            return Err(ProblemError::NoProblems);
        }
        if self.problems.len() > MAX_PROBLEMS {
            return Err(ProblemError::TooManyProblems(self.problems.len()));
        }
        let problems = self
            .problems
            .iter()
            .enumerate()
            .map(|(i, p)| {
                p.validate_item(self.version).map_err(|e| ProblemError::InSet { index: i + 1, error: Box::new(e) })
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(ProblemSet {
            title: label("set title", &self.title, MAX_LABEL)?,
            author: label("set author", &self.author, MAX_LABEL)?,
            problems,
        })
    }
}

/// A JSON object's shape: whether it has a `problems` key (with any value,
/// even `null`), which makes it a set.
#[derive(Deserialize)]
struct Shape {
    #[serde(default)]
    problems: Present,
}

/// A key that is there, whatever its value.
#[derive(Default)]
struct Present(bool);

impl<'de> Deserialize<'de> for Present {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Present, D::Error> {
        serde::de::IgnoredAny::deserialize(d).map(|_| Present(true))
    }
}

/// Reads a quiz from any of its written forms: a JSON problem, a JSON set
/// (`"problems": […]`), or a compact string. A single problem becomes a set of one.
pub fn read_quiz(text: &str) -> Result<ProblemSet, ProblemError> {
    if text.len() > MAX_INPUT_BYTES {
        return Err(ProblemError::TooLarge { bytes: text.len() });
    }
    let t = text.trim();
    if t.is_empty() {
        return Err(ProblemError::Empty);
    }
    if !t.starts_with('{') {
        let problem = crate::compact::decode(t)?;
        return Ok(ProblemSet { title: None, author: None, problems: vec![problem] });
    }
    // Read twice from the text (which kind, then the kind itself) rather than
    // through a `serde_json::Value`: the widget's wasm then carries no reader of
    // `Value` trees, and a wrong type is reported with its line and column.
    let shape: Shape = serde_json::from_str(t).map_err(|e| ProblemError::Json(e.to_string()))?;
    if shape.problems.0 {
        let raw: RawSet = serde_json::from_str(t).map_err(|e| ProblemError::Json(e.to_string()))?;
        raw.validate()
    } else {
        let raw: RawProblem = serde_json::from_str(t).map_err(|e| ProblemError::Json(e.to_string()))?;
        let problem = raw.validate_item(None)?;
        Ok(ProblemSet { title: None, author: None, problems: vec![problem] })
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    pub(crate) fn sample() -> RawProblem {
        serde_json::from_str(
            r#"{
              "version": 1,
              "title": "Partner opens 1♥",
              "hand": "AQ5.K72.Q9643.K8",
              "seat": "S", "dealer": "N", "vulnerability": "None",
              "auction": "1H P",
              "answers": [
                {"call": "2D", "mark": 10, "explanation": "Game force, diamonds first."},
                {"call": "3H", "mark": 6, "explanation": "Limit raise undersells."},
                {"call": "1S", "mark": 3}
              ]
            }"#,
        )
        .unwrap()
    }

    fn err(raw: &RawProblem) -> String {
        raw.validate(None).unwrap_err().to_string()
    }

    /// A Laws question with a hand and an auction to show.
    pub(crate) fn choice_sample() -> RawProblem {
        serde_json::from_str(
            r#"{
              "version": 1, "kind": "choice",
              "title": "Lead out of turn",
              "question": "East leads out of turn. Who may accept the lead?",
              "options": ["Only declarer", "Declarer or dummy", "The director"],
              "answer": 0,
              "explanation": "Law 54: declarer may accept it.",
              "hand": "AQ5.K72.Q9643.K8", "seat": "S", "dealer": "N", "vulnerability": "EW",
              "auction": "1NT P 3NT P P P"
            }"#,
        )
        .unwrap()
    }

    pub(crate) fn choice(raw: &RawProblem) -> ChoiceProblem {
        match raw.validate_item(None) {
            Ok(Item::Choice(c)) => c,
            other => panic!("not a valid choice problem: {other:?}"),
        }
    }

    fn choice_err(raw: &RawProblem) -> String {
        raw.validate_item(None).unwrap_err().to_string()
    }

    #[test]
    fn choice_problem_validates_and_marks() {
        let c = choice(&choice_sample());
        assert_eq!(c.options.len(), 3);
        assert_eq!(c.answer, 0);
        assert_eq!((c.mark(0), c.mark(1), c.mark(2)), (10, 0, 0));
        assert_eq!(c.dealer(), Some(Seat::North));
        // The display-only auction may be over: nobody has to call.
        assert_eq!(c.auction.as_ref().map(|a| a.calls().len()), Some(6));
        assert_eq!(c.vulnerability, Some(Vulnerability::EastWest));
        // Written back and read again, through JSON.
        let again = read_quiz(&Item::Choice(c.clone()).to_json()).unwrap();
        assert_eq!(again.problems, vec![Item::Choice(c)]);
        // Only the question, options and answer are needed; an index written as text is accepted.
        let bare: RawProblem =
            serde_json::from_str(r#"{"version":1,"kind":"Choice","question":"Q?","options":["a","b"],"answer":"1"}"#)
                .unwrap();
        let c = choice(&bare);
        assert_eq!((c.answer, c.hand, c.auction.is_none(), c.explanation.as_str()), (1, None, true, ""));
        // A choice problem is not a bidding problem.
        assert_eq!(bare.validate(None).unwrap_err(), ProblemError::NotBidding);
    }

    #[test]
    fn choice_messages_say_what_is_wrong() {
        let mut r = choice_sample();
        r.kind = Some("quiz".into());
        assert_eq!(choice_err(&r), "the kind “quiz” is unknown (use \"bidding\" or \"choice\")");
        let mut r = choice_sample();
        r.question = None;
        assert_eq!(choice_err(&r), "the problem has no question");
        let mut r = choice_sample();
        r.question = Some("  ".into());
        assert_eq!(choice_err(&r), "the question is empty");
        let mut r = choice_sample();
        r.options.clear();
        assert_eq!(choice_err(&r), "the problem has no options");
        let mut r = choice_sample();
        r.options.truncate(1);
        assert_eq!(choice_err(&r), "a multiple-choice problem has 2 to 6 options, and this one has 1");
        let mut r = choice_sample();
        r.options = (0..7).map(|i| serde_json::json!(format!("o{i}"))).collect();
        assert_eq!(choice_err(&r), "a multiple-choice problem has 2 to 6 options, and this one has 7");
        let mut r = choice_sample();
        r.options[1] = serde_json::json!(2);
        assert_eq!(choice_err(&r), "option 2 is not text: write it in quotes");
        let mut r = choice_sample();
        r.options[2] = serde_json::json!(" ");
        assert_eq!(choice_err(&r), "option 3 is empty");
        let mut r = choice_sample();
        r.options[2] = serde_json::json!("Only declarer ");
        assert_eq!(choice_err(&r), "options 1 and 3 are the same: “Only declarer”");
        let mut r = choice_sample();
        r.answer = None;
        assert!(choice_err(&r).starts_with("the problem has no answer"), "{}", choice_err(&r));
        let mut r = choice_sample();
        r.answer = Some(serde_json::json!(3));
        assert_eq!(
            choice_err(&r),
            "the answer 3 is not an option: give the index of the right option, from 0 to 2 (the first option is 0)"
        );
        let mut r = choice_sample();
        r.answer = Some(serde_json::json!("B"));
        assert!(choice_err(&r).starts_with("the answer “B” is not an option"), "{}", choice_err(&r));
        let mut r = choice_sample();
        r.answer = Some(serde_json::json!(-1));
        assert!(choice_err(&r).starts_with("the answer -1 is not an option"), "{}", choice_err(&r));
        let mut r = choice_sample();
        r.answers = vec![RawAnswer { call: Some("2D".into()), mark: Some(serde_json::json!(10)), explanation: None }];
        assert!(choice_err(&r).contains("one right option"), "{}", choice_err(&r));
        let mut r = choice_sample();
        r.dealer = None;
        assert_eq!(choice_err(&r), "the auction needs its dealer (N, E, S or W)");
        let mut r = choice_sample();
        r.auction = Some(RawAuction::Text("1NT 1C".into()));
        assert_eq!(choice_err(&r), "call 2 of the auction, “1C”, is not legal: 1♣ is insufficient after 1NT");
        let mut r = choice_sample();
        r.hand = Some("AK".into());
        assert!(choice_err(&r).contains("not 13 cards"));
        let mut r = choice_sample();
        r.seat = Some("Z".into());
        assert_eq!(choice_err(&r), "the seat “Z” is not a seat (use N, E, S or W)");
        let mut r = choice_sample();
        r.vulnerability = Some("some".into());
        assert_eq!(choice_err(&r), "the vulnerability “some” is not one of None, NS, EW, All");
        let mut r = choice_sample();
        r.explanation = Some("x".repeat(MAX_TEXT + 1));
        assert_eq!(choice_err(&r), "the explanation is 4001 characters long; the limit is 4000");
        let mut r = choice_sample();
        r.version = None;
        assert!(choice_err(&r).contains("no format version"));
    }

    /// A file is a set when it has a `problems` key, whatever its value; both
    /// kinds are read straight from the text, so a wrong type names its place.
    #[test]
    fn a_file_is_a_set_by_its_problems_key_and_type_errors_name_the_place() {
        let err = |text: &str| match read_quiz(text) {
            Err(ProblemError::Json(detail)) => detail,
            other => panic!("{text}: {other:?}"),
        };
        assert!(err(r#"{"version": 1, "problems": null}"#).starts_with("invalid type: null, expected a sequence"));
        let wrong = err("{\n  \"version\": 1,\n  \"title\": 5,\n  \"hand\": \"AQ5.K72.Q9643.K8\"\n}");
        assert_eq!(wrong, "invalid type: integer `5`, expected a string at line 3 column 12");
        assert!(err(r#"{"version": 1, "problems": [], "problems": []}"#).contains("duplicate field `problems`"));
        assert!(
            matches!(read_quiz(r#"{"version": 1, "problems": []}"#), Err(ProblemError::NoProblems)),
            "an empty set is a set"
        );
    }

    #[test]
    fn sets_mix_both_kinds() {
        let set = RawSet {
            version: Some(1),
            title: Some("Mixed".into()),
            author: None,
            problems: vec![sample(), RawProblem { version: None, ..choice_sample() }],
        };
        let text = serde_json::to_string(&set).unwrap();
        let read = read_quiz(&text).unwrap();
        assert!(matches!(read.problems[0], Item::Bidding(_)));
        assert!(matches!(read.problems[1], Item::Choice(_)));
        assert_eq!(read_quiz(&read.to_json()).unwrap(), read);
        let mut bad = set.clone();
        bad.problems[1].answer = Some(serde_json::json!(9));
        let text = serde_json::to_string(&bad).unwrap();
        assert!(read_quiz(&text).unwrap_err().to_string().starts_with("problem 2: the answer 9 is not an option"));
    }

    #[test]
    fn sample_validates_with_defaults() {
        let p = sample().validate(None).unwrap();
        assert_eq!(p.seat, Seat::South);
        assert_eq!(p.dealer(), Seat::North);
        assert_eq!(p.scoring, Scoring::Imps);
        assert_eq!(p.system.id(), "sayc");
        assert_eq!(p.answers[0].mark, 10);
        assert_eq!(p.best().map(|a| a.call.code()), Some("2D".to_owned()));
        assert_eq!(p.answers[2].explanation, "");
    }

    #[test]
    fn round_trip_through_json() {
        let p = sample().validate(None).unwrap();
        let again = read_quiz(&p.to_json()).unwrap();
        assert_eq!(again.problems, vec![Item::Bidding(p)]);
    }

    #[test]
    fn messages_say_what_is_wrong() {
        let mut r = sample();
        r.hand = Some("AQ5.K72.Q9643.K".into());
        assert!(err(&r).contains("not 13 cards"), "{}", err(&r));
        let mut r = sample();
        r.seat = Some("W".into());
        assert_eq!(err(&r), "after this auction it is South's turn to call, not West's");
        let mut r = sample();
        r.auction = Some(RawAuction::Text("1H 1C".into()));
        assert_eq!(err(&r), "call 2 of the auction, “1C”, is not legal: 1♣ is insufficient after 1♥");
        let mut r = sample();
        r.auction = Some(RawAuction::List(vec!["1H".into(), "P".into(), "P".into(), "P".into()]));
        assert_eq!(err(&r), "the auction is over: there is no call left to find");
        let mut r = sample();
        r.answers[0].mark = Some(serde_json::json!(12));
        assert_eq!(err(&r), "answer 1 (2♦) has mark 12: marks are whole numbers from 0 to 10");
        let mut r = sample();
        r.answers[0].mark = Some(serde_json::json!(9));
        assert_eq!(err(&r), "no answer is marked 10: the best answer gets 10");
        let mut r = sample();
        r.answers[1].call = Some("2d".into());
        assert_eq!(err(&r), "2♦ is answered twice (answers 1 and 2)");
        let mut r = sample();
        r.answers[1].call = Some("XX".into());
        assert!(err(&r).starts_with("answer 2, XX, is not a legal call after this auction"), "{}", err(&r));
        let mut r = sample();
        r.version = Some(2);
        assert!(err(&r).contains("version 2"));
        let mut r = sample();
        r.version = None;
        assert!(err(&r).contains("no format version"));
        let mut r = sample();
        r.answers.clear();
        assert!(err(&r).contains("no answers"));
        let mut r = sample();
        r.answers[0].explanation = Some("x".repeat(MAX_TEXT + 1));
        assert!(err(&r).contains("explanation of answer 1 is 4001 characters long"));
    }

    #[test]
    fn deal_must_hold_the_hand() {
        let mut r = sample();
        r.deal = Some("N:KJT43.AQJ85.A.QJ 98.T963.K875.T93 AQ5.K72.Q9643.K8 762.4.JT2.A76542".into());
        assert!(r.validate(None).is_ok());
        r.deal = Some("N:AQ5.K72.Q9643.K8 98.T963.K875.T93 KJT43.AQJ85.A.QJ 762.4.JT2.A76542".into());
        assert!(err(&r).starts_with("the full deal gives South KJT43.AQJ85.A.QJ"), "{}", err(&r));
        r.deal = Some("N:nonsense".into());
        assert!(err(&r).starts_with("the full deal is not valid"));
    }

    #[test]
    fn sets_name_the_bad_problem() {
        let good = sample();
        let mut bad = sample();
        bad.version = None;
        bad.dealer = Some("Q".into());
        let set = RawSet { version: Some(1), title: Some("t".into()), author: None, problems: vec![good, bad] };
        let text = serde_json::to_string(&set).unwrap();
        assert_eq!(
            read_quiz(&text).unwrap_err().to_string(),
            "problem 2: the dealer “Q” is not a seat (use N, E, S or W)"
        );
    }

    #[test]
    fn not_json_is_reported() {
        assert!(read_quiz("{ nope").unwrap_err().to_string().starts_with("the quiz is not valid JSON"));
        assert_eq!(read_quiz("   ").unwrap_err(), ProblemError::Empty);
        assert!(read_quiz(r#"{"version":1,"problems":"x"}"#)
            .unwrap_err()
            .to_string()
            .starts_with("the quiz is not valid JSON"));
    }
}
