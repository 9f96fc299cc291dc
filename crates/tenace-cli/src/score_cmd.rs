//! `tenace score --batch`: duplicate scores for JSON lines.
//!
//! Each input line is an object with at least `level` (1–7), `strain`
//! (`C D H S NT`), `penalty` (`""`, `"X"`, `"XX"`), `vul` (bool) and `tricks`
//! (0–13, declarer's). It is written back with every field kept, in its
//! original order, and `"score"` set to the duplicate score for the declaring
//! side. A line that cannot be scored becomes `{"line", "input", "error"}` and
//! the run goes on; the exit status says whether any line failed.
//!
//! Field order is kept by reading objects into a list of pairs rather than
//! turning on serde_json's `preserve_order`, which would change map order for
//! every crate in the workspace.

use serde::de::{self, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::ser::{SerializeMap, SerializeSeq, Serializer};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::fmt;
use std::io::{self, BufRead, BufWriter, Write};
use tenace_bridge::scoring::{duplicate_score, Tricks};
use tenace_bridge::{Bid, Level, Penalty, Strain};

const USAGE: &str = "\
usage: tenace score --batch
  reads JSON lines on stdin, each with level (1–7), strain (\"C\" \"D\" \"H\" \"S\" \"NT\"),
  penalty (\"\" \"X\" \"XX\"), vul (true/false) and tricks (0–13, taken by declarer),
  and writes each back with \"score\": the duplicate score for the declaring side";

pub fn run(args: &[String]) -> Result<(), String> {
    match args {
        [flag] if flag == "--batch" => batch(io::stdin().lock(), io::stdout().lock()),
        [flag] if flag == "--help" || flag == "-h" => {
            println!("{USAGE}");
            Ok(())
        }
        [] => Err(format!("score needs --batch\n{USAGE}")),
        _ => Err(format!("unexpected arguments “{}”\n{USAGE}", args.join(" "))),
    }
}

/// Scores every non-blank line of `input` onto `output`.
fn batch(input: impl BufRead, output: impl Write) -> Result<(), String> {
    let mut out = BufWriter::new(output);
    let write_failed = |e: io::Error| format!("cannot write the results: {e}");
    let (mut lines, mut failed) = (0usize, 0usize);
    for (index, raw) in input.split(b'\n').enumerate() {
        let raw = raw.map_err(|e| format!("cannot read standard input: {e}"))?;
        let number = index + 1;
        let text = String::from_utf8_lossy(&raw);
        let text = text.strip_suffix('\r').unwrap_or(&text);
        if text.trim().is_empty() {
            continue;
        }
        lines += 1;
        let reply = match std::str::from_utf8(&raw) {
            Ok(_) => score_line(text),
            Err(_) => Err(vec![Problem::NotUtf8]),
        };
        let json = match reply {
            Ok(object) => object,
            Err(problems) => {
                failed += 1;
                error_reply(number, text, &problems)
            }
        };
        let line = serde_json::to_string(&json).map_err(|e| format!("cannot write line {number}: {e}"))?;
        writeln!(out, "{line}").map_err(write_failed)?;
    }
    out.flush().map_err(write_failed)?;
    match failed {
        0 => Ok(()),
        _ => Err(format!("{failed} of {lines} lines could not be scored (see their \"error\")")),
    }
}

/// What is wrong with a line.
#[derive(Debug, Clone, PartialEq)]
enum Problem {
    NotUtf8,
    NotJson(String),
    NotObject,
    Missing(&'static str),
    Wrong { field: &'static str, expected: &'static str, got: String },
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::NotUtf8 => f.write_str("the line is not UTF-8 text"),
            Problem::NotJson(why) => write!(f, "not valid JSON ({why})"),
            Problem::NotObject => f.write_str("expected a JSON object like {\"level\": 4, \"strain\": \"S\", …}"),
            Problem::Missing(field) => write!(f, "{field} is missing"),
            Problem::Wrong { field, expected, got } => write!(f, "{field} must be {expected}, got {got}"),
        }
    }
}

fn error_reply(number: usize, text: &str, problems: &[Problem]) -> Json {
    let list: Vec<String> = problems.iter().map(Problem::to_string).collect();
    Json::Object(vec![
        ("line".to_owned(), Json::Leaf(Value::from(number))),
        ("input".to_owned(), Json::Leaf(Value::from(text))),
        ("error".to_owned(), Json::Leaf(Value::from(format!("line {number}: {}", list.join("; "))))),
    ])
}

/// The line's object with `"score"` set, or everything wrong with it.
fn score_line(text: &str) -> Result<Json, Vec<Problem>> {
    let fields = match serde_json::from_str::<Json>(text) {
        Ok(Json::Object(fields)) => fields,
        Ok(Json::Array(_) | Json::Leaf(_)) => return Err(vec![Problem::NotObject]),
        Err(e) => return Err(vec![Problem::NotJson(json_reason(&e))]),
    };
    let get = |name: &'static str| match fields.iter().find(|(k, _)| k == name) {
        Some((_, value)) => Ok(value),
        None => Err(Problem::Missing(name)),
    };
    let level = get("level").and_then(level);
    let strain = get("strain").and_then(strain);
    let penalty = get("penalty").and_then(penalty);
    let vul = get("vul").and_then(vul);
    let tricks = get("tricks").and_then(tricks);
    let score = match (level, strain, penalty, vul, tricks) {
        (Ok(level), Ok(strain), Ok(penalty), Ok(vul), Ok(tricks)) => {
            duplicate_score(Bid::new(level, strain), penalty, vul, tricks)
        }
        (level, strain, penalty, vul, tricks) => {
            return Err([level.err(), strain.err(), penalty.err(), vul.err(), tricks.err()]
                .into_iter()
                .flatten()
                .collect())
        }
    };
    Ok(Json::Object(with_score(fields, score)))
}

/// Sets `"score"` where it stands (dropping repeats), or appends it.
fn with_score(fields: Vec<(String, Json)>, score: i32) -> Vec<(String, Json)> {
    let mut out = Vec::with_capacity(fields.len() + 1);
    let mut placed = false;
    for (key, value) in fields {
        if key == "score" {
            if !placed {
                out.push((key, Json::Leaf(Value::from(score))));
                placed = true;
            }
        } else {
            out.push((key, value));
        }
    }
    if !placed {
        out.push(("score".to_owned(), Json::Leaf(Value::from(score))));
    }
    out
}

/// serde_json's message without its "at line 1 column N" (the input is one line).
fn json_reason(e: &serde_json::Error) -> String {
    let message = e.to_string();
    let reason = message.rsplit_once(" at line ").map_or(message.as_str(), |(reason, _)| reason);
    format!("{reason} at column {}", e.column())
}

fn shown(value: &Json) -> String {
    serde_json::to_string(value).unwrap_or_else(|_| "an unprintable value".to_owned())
}

fn whole_number(value: &Json) -> Option<u64> {
    match value {
        Json::Leaf(Value::Number(n)) => n.as_u64(),
        Json::Leaf(_) | Json::Array(_) | Json::Object(_) => None,
    }
}

fn level(value: &Json) -> Result<Level, Problem> {
    whole_number(value).and_then(|n| u8::try_from(n).ok()).and_then(Level::new).ok_or_else(|| Problem::Wrong {
        field: "level",
        expected: "1–7",
        got: shown(value),
    })
}

fn tricks(value: &Json) -> Result<Tricks, Problem> {
    whole_number(value)
        .and_then(|n| u8::try_from(n).ok())
        .and_then(|n| Tricks::new(n).ok())
        .ok_or_else(|| Problem::Wrong { field: "tricks", expected: "0–13", got: shown(value) })
}

fn strain(value: &Json) -> Result<Strain, Problem> {
    let wrong =
        || Problem::Wrong { field: "strain", expected: r#"one of "C", "D", "H", "S", "NT""#, got: shown(value) };
    match value {
        Json::Leaf(Value::String(s)) => match s.to_ascii_uppercase().as_str() {
            "C" => Ok(Strain::Clubs),
            "D" => Ok(Strain::Diamonds),
            "H" => Ok(Strain::Hearts),
            "S" => Ok(Strain::Spades),
            "NT" => Ok(Strain::NoTrump),
            _ => Err(wrong()),
        },
        Json::Leaf(_) | Json::Array(_) | Json::Object(_) => Err(wrong()),
    }
}

fn penalty(value: &Json) -> Result<Penalty, Problem> {
    let wrong = || Problem::Wrong { field: "penalty", expected: r#"one of "", "X", "XX""#, got: shown(value) };
    match value {
        Json::Leaf(Value::String(s)) => match s.to_ascii_uppercase().as_str() {
            "" => Ok(Penalty::Undoubled),
            "X" => Ok(Penalty::Doubled),
            "XX" => Ok(Penalty::Redoubled),
            _ => Err(wrong()),
        },
        Json::Leaf(_) | Json::Array(_) | Json::Object(_) => Err(wrong()),
    }
}

fn vul(value: &Json) -> Result<bool, Problem> {
    match value {
        Json::Leaf(Value::Bool(b)) => Ok(*b),
        Json::Leaf(_) | Json::Array(_) | Json::Object(_) => {
            Err(Problem::Wrong { field: "vul", expected: "true or false", got: shown(value) })
        }
    }
}

/// A JSON value whose objects keep their fields in input order.
#[derive(Debug, Clone, PartialEq)]
enum Json {
    Object(Vec<(String, Json)>),
    Array(Vec<Json>),
    /// null, a boolean, a number or a string.
    Leaf(Value),
}

impl Serialize for Json {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Json::Object(fields) => {
                let mut map = s.serialize_map(Some(fields.len()))?;
                for (key, value) in fields {
                    map.serialize_entry(key, value)?;
                }
                map.end()
            }
            Json::Array(items) => {
                let mut seq = s.serialize_seq(Some(items.len()))?;
                for item in items {
                    seq.serialize_element(item)?;
                }
                seq.end()
            }
            Json::Leaf(value) => value.serialize(s),
        }
    }
}

impl<'de> Deserialize<'de> for Json {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Json, D::Error> {
        d.deserialize_any(JsonVisitor)
    }
}

struct JsonVisitor;

impl<'de> Visitor<'de> for JsonVisitor {
    type Value = Json;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_unit<E: de::Error>(self) -> Result<Json, E> {
        Ok(Json::Leaf(Value::Null))
    }

    fn visit_bool<E: de::Error>(self, b: bool) -> Result<Json, E> {
        Ok(Json::Leaf(Value::Bool(b)))
    }

    fn visit_i64<E: de::Error>(self, n: i64) -> Result<Json, E> {
        Ok(Json::Leaf(Value::from(n)))
    }

    fn visit_u64<E: de::Error>(self, n: u64) -> Result<Json, E> {
        Ok(Json::Leaf(Value::from(n)))
    }

    fn visit_f64<E: de::Error>(self, n: f64) -> Result<Json, E> {
        Ok(Json::Leaf(Value::from(n)))
    }

    fn visit_str<E: de::Error>(self, s: &str) -> Result<Json, E> {
        Ok(Json::Leaf(Value::from(s)))
    }

    fn visit_string<E: de::Error>(self, s: String) -> Result<Json, E> {
        Ok(Json::Leaf(Value::String(s)))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Json, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element()? {
            items.push(item);
        }
        Ok(Json::Array(items))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Json, A::Error> {
        let mut fields = Vec::new();
        while let Some((key, value)) = map.next_entry::<String, Json>()? {
            fields.push((key, value));
        }
        Ok(Json::Object(fields))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_batch(input: &str) -> (Vec<String>, Result<(), String>) {
        let mut out = Vec::new();
        let result = batch(input.as_bytes(), &mut out);
        let text = String::from_utf8(out).unwrap();
        (text.lines().map(str::to_owned).collect(), result)
    }

    #[test]
    fn scores_and_keeps_fields_in_order() {
        let (lines, result) = run_batch(
            "{\"tricks\": 10, \"vul\": false, \"id\": \"b1\", \"level\": 4, \"strain\": \"S\", \"penalty\": \"\", \"extra\": {\"z\": 1, \"a\": [2, {\"y\": null, \"b\": 1.5}]}}\n",
        );
        assert_eq!(result, Ok(()));
        assert_eq!(
            lines,
            [
                r#"{"tricks":10,"vul":false,"id":"b1","level":4,"strain":"S","penalty":"","extra":{"z":1,"a":[2,{"y":null,"b":1.5}]},"score":420}"#
            ]
        );
    }

    #[test]
    fn an_existing_score_is_replaced_where_it_stands() {
        let (lines, result) = run_batch(
            r#"{"score": 1, "level": 3, "strain": "NT", "penalty": "X", "vul": true, "tricks": 7, "score": 2}"#,
        );
        assert_eq!(result, Ok(()));
        assert_eq!(lines, [r#"{"score":-500,"level":3,"strain":"NT","penalty":"X","vul":true,"tricks":7}"#]);
    }

    #[test]
    fn bad_lines_are_reported_and_the_rest_scored() {
        let input = "\n{\"level\": 9, \"strain\": \"S\", \"penalty\": \"\", \"vul\": false, \"tricks\": 10}\r\n\
                     {\"level\": 1, \"strain\": \"C\", \"penalty\": \"\", \"vul\": false, \"tricks\": 7}\n\
                     \n\
                     not json\n\
                     [1, 2]\n\
                     {\"level\": \"4\", \"strain\": \"Z\", \"penalty\": \"XXX\", \"vul\": 1}\n";
        let (lines, result) = run_batch(input);
        assert_eq!(lines.len(), 5);
        let error = |i: usize| serde_json::from_str::<Value>(&lines[i]).unwrap()["error"].as_str().unwrap().to_owned();
        assert_eq!(error(0), "line 2: level must be 1–7, got 9");
        assert!(lines[1].ends_with(r#""score":70}"#), "{}", lines[1]);
        assert_eq!(error(2), "line 5: not valid JSON (expected ident at column 2)");
        assert_eq!(error(3), "line 6: expected a JSON object like {\"level\": 4, \"strain\": \"S\", …}");
        assert_eq!(
            error(4),
            "line 7: level must be 1–7, got \"4\"; strain must be one of \"C\", \"D\", \"H\", \"S\", \"NT\", got \"Z\"; \
             penalty must be one of \"\", \"X\", \"XX\", got \"XXX\"; vul must be true or false, got 1; tricks is missing"
        );
        let first: Value = serde_json::from_str(&lines[0]).unwrap();
        assert_eq!(first["line"], 2);
        assert_eq!(
            first["input"],
            "{\"level\": 9, \"strain\": \"S\", \"penalty\": \"\", \"vul\": false, \"tricks\": 10}"
        );
        assert_eq!(result, Err("4 of 5 lines could not be scored (see their \"error\")".to_owned()));
    }

    #[test]
    fn out_of_range_numbers_are_errors_not_panics() {
        let (lines, result) = run_batch(
            r#"{"level": 300, "strain": "H", "penalty": "", "vul": false, "tricks": -1}
{"level": 2.5, "strain": "H", "penalty": "", "vul": false, "tricks": 99999999999999999999}"#,
        );
        assert!(result.is_err());
        assert!(lines[0].contains("level must be 1–7, got 300; tricks must be 0–13, got -1"), "{}", lines[0]);
        assert!(lines[1].contains("level must be 1–7, got 2.5; tricks must be 0–13, got 1e+20"), "{}", lines[1]);
    }

    #[test]
    fn invalid_utf8_is_an_error_line() {
        let mut out = Vec::new();
        let result = batch(&b"{\"level\": 1, \"strain\": \"\xff\"}\n"[..], &mut out);
        assert!(result.is_err());
        assert!(String::from_utf8(out).unwrap().contains("line 1: the line is not UTF-8 text"));
    }

    #[test]
    fn arguments() {
        assert!(run(&[]).unwrap_err().contains("--batch"));
        assert!(run(&["--code".to_owned(), "x".to_owned()]).unwrap_err().contains("unexpected arguments"));
    }
}
