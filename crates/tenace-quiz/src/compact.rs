//! The compact form of a problem: one URL-safe string for links, iframes
//! (`quiz.html#p=…`) and the `problem="…"` attribute.
//!
//! It is base64url (RFC 4648 §5, no padding) of a short line-based text,
//! shorter than the JSON because keys are one letter and defaults are left out:
//!
//! ```text
//! TQ1                      magic and format version
//! h AQ5.K72.Q9643.K8       hand (PBN order)
//! s S                      seat
//! d N                      dealer
//! v None                   vulnerability
//! a 1H P                   auction so far (may be empty)
//! f IMPs                   scoring (left out for IMPs)
//! y sayc                   system (left out for SAYC)
//! c 2D 10 Game force…      one line per answer: call, mark, explanation
//! t Title                  optional title, u author, o source, D full deal
//! ```
//!
//! A multiple-choice problem has `k choice`, `q` the question, one `O` line
//! per option in order, `A` the right option's index (from 0) and `e` the
//! explanation; its `h`, `s`, `d`, `v`, `a` lines are there only when given.
//!
//! Values escape `\` as `\\` and a line break as `\n`. The decoder turns the
//! text back into a [`RawProblem`] and validates it like JSON, so a damaged
//! string gets the same messages as a damaged file. Base64 is written here
//! rather than taken from a crate: it is thirty lines and has no options.

use crate::problem::{ChoiceProblem, Item, Problem, ProblemError, RawAnswer, RawAuction, RawProblem, FORMAT_VERSION};
use tenace_bidding::SystemName;

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const MAGIC: &str = "TQ";

/// base64url without padding.
pub fn base64url_encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [chunk[0], *chunk.get(1).unwrap_or(&0), *chunk.get(2).unwrap_or(&0)];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        let chars = chunk.len() + 1;
        for i in 0..chars {
            out.push(char::from(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize]));
        }
    }
    out
}

/// Decodes base64url (padding and standard `+/` tolerated, as people paste both).
pub fn base64url_decode(text: &str) -> Result<Vec<u8>, ProblemError> {
    let digits: Vec<u8> = text.trim().trim_end_matches('=').bytes().collect();
    if digits.len() % 4 == 1 {
        return Err(ProblemError::Compact("its length is wrong (a character is missing or extra)".to_owned()));
    }
    let mut out = Vec::with_capacity(digits.len() * 3 / 4);
    for chunk in digits.chunks(4) {
        let mut n = 0u32;
        for (i, &c) in chunk.iter().enumerate() {
            let v = match c {
                b'A'..=b'Z' => c - b'A',
                b'a'..=b'z' => c - b'a' + 26,
                b'0'..=b'9' => c - b'0' + 52,
                b'-' | b'+' => 62,
                b'_' | b'/' => 63,
                _ => {
                    let shown = char::from(c);
                    return Err(ProblemError::Compact(format!(
                        "“{}” is not a base64url character",
                        shown.escape_default()
                    )));
                }
            };
            n |= u32::from(v) << (18 - 6 * i);
        }
        let bytes = [(n >> 16) as u8, (n >> 8) as u8, n as u8];
        out.extend_from_slice(&bytes[..chunk.len() - 1]);
    }
    Ok(out)
}

fn escape(text: &str) -> String {
    text.replace('\\', "\\\\").replace("\r\n", "\n").replace('\r', "\n").replace('\n', "\\n")
}

fn unescape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match (c, c == '\\') {
            (_, true) => match chars.next() {
                Some('n') => out.push('\n'),
                Some(other) => out.push(other),
                None => out.push('\\'),
            },
            (c, false) => out.push(c),
        }
    }
    out
}

/// The line text of a problem of either kind (before base64).
pub fn to_text(item: &Item) -> String {
    match item {
        Item::Bidding(p) => bidding_text(p),
        Item::Choice(c) => choice_text(c),
    }
}

/// The lines of a compact problem, each `key value` with the value escaped.
struct Lines(Vec<String>);

impl Lines {
    fn new(first: &[&str]) -> Lines {
        let mut lines = vec![format!("{MAGIC}{FORMAT_VERSION}")];
        lines.extend(first.iter().map(|l| (*l).to_owned()));
        Lines(lines)
    }

    fn put(&mut self, key: &str, value: Option<&String>) {
        if let Some(v) = value {
            self.0.push(format!("{key} {}", escape(v)));
        }
    }

    /// The hand, seat, dealer, vulnerability and auction, written alike for both kinds.
    fn table(
        &mut self,
        hand: Option<&String>,
        seat: Option<&String>,
        dealer: Option<&String>,
        vulnerability: Option<&String>,
        auction: Option<&RawAuction>,
    ) {
        self.put("h", hand);
        self.put("s", seat);
        self.put("d", dealer);
        self.put("v", vulnerability);
        if let Some(RawAuction::Text(a)) = auction {
            self.put("a", Some(a));
        }
    }

    /// The title, author and source.
    fn credits(&mut self, title: Option<&String>, author: Option<&String>, source: Option<&String>) {
        self.put("t", title);
        self.put("u", author);
        self.put("o", source);
    }
}

fn choice_text(problem: &ChoiceProblem) -> String {
    let raw = problem.to_raw();
    let mut lines = Lines::new(&["k choice"]);
    lines.put("q", raw.question.as_ref());
    for option in &problem.options {
        lines.put("O", Some(option));
    }
    lines.put("A", Some(&problem.answer.to_string()));
    lines.put("e", raw.explanation.as_ref());
    lines.table(
        raw.hand.as_ref(),
        raw.seat.as_ref(),
        raw.dealer.as_ref(),
        raw.vulnerability.as_ref(),
        raw.auction.as_ref(),
    );
    lines.credits(raw.title.as_ref(), raw.author.as_ref(), raw.source.as_ref());
    lines.0.join("\n")
}

fn bidding_text(problem: &Problem) -> String {
    let raw = problem.to_raw();
    let mut lines = Lines::new(&[]);
    lines.table(
        raw.hand.as_ref(),
        raw.seat.as_ref(),
        raw.dealer.as_ref(),
        raw.vulnerability.as_ref(),
        raw.auction.as_ref(),
    );
    if raw.scoring.as_deref() != Some("IMPs") {
        lines.put("f", raw.scoring.as_ref());
    }
    if problem.system.name != SystemName::Sayc {
        lines.put("y", raw.system.as_ref());
    }
    lines.credits(raw.title.as_ref(), raw.author.as_ref(), raw.source.as_ref());
    lines.put("D", raw.deal.as_ref());
    for a in &problem.answers {
        let mut line = format!("c {} {}", a.call.code(), a.mark);
        if !a.explanation.is_empty() {
            line.push(' ');
            line.push_str(&escape(&a.explanation));
        }
        lines.0.push(line);
    }
    lines.0.join("\n")
}

/// The compact string of a problem.
pub fn encode(item: &Item) -> String {
    base64url_encode(to_text(item).as_bytes())
}

/// Reads the line text back into the written form (not yet validated).
pub fn raw_from_text(text: &str) -> Result<RawProblem, ProblemError> {
    let mut lines = text.split('\n');
    let version = match lines.next().and_then(|l| l.strip_prefix(MAGIC)) {
        Some(v) => v
            .trim()
            .parse::<u32>()
            .map_err(|_| ProblemError::Compact("it does not start with a format version".to_owned()))?,
        None => return Err(ProblemError::Compact("it is not a Tenace quiz string".to_owned())),
    };
    let mut raw = RawProblem { version: Some(version), ..RawProblem::default() };
    for (n, line) in lines.enumerate() {
        if line.is_empty() {
            continue;
        }
        let (key, value) = line.split_once(' ').unwrap_or((line, ""));
        let value = unescape(value);
        match key {
            "h" => raw.hand = Some(value),
            "s" => raw.seat = Some(value),
            "d" => raw.dealer = Some(value),
            "v" => raw.vulnerability = Some(value),
            "a" => raw.auction = Some(RawAuction::Text(value)),
            "f" => raw.scoring = Some(value),
            "y" => raw.system = Some(value),
            "t" => raw.title = Some(value),
            "u" => raw.author = Some(value),
            "o" => raw.source = Some(value),
            "D" => raw.deal = Some(value),
            "k" => raw.kind = Some(value),
            "q" => raw.question = Some(value),
            "O" => raw.options.push(serde_json::Value::String(value)),
            "A" => raw.answer = Some(serde_json::Value::String(value)),
            "e" => raw.explanation = Some(value),
            "c" => {
                let mut parts = value.splitn(3, ' ');
                let call = parts.next().filter(|c| !c.is_empty()).map(str::to_owned);
                let mark = parts.next().map(|m| serde_json::Value::String(m.to_owned()));
                let explanation = parts.next().map(str::to_owned);
                raw.answers.push(RawAnswer { call, mark, explanation });
            }
            // Later versions may add keys; the version check above decides.
            _ if version != FORMAT_VERSION => {}
            other => {
                let shown: String = other.chars().take(10).collect();
                return Err(ProblemError::Compact(format!("line {} has an unknown key “{shown}”", n + 2)));
            }
        }
    }
    Ok(raw)
}

/// Decodes and validates a compact string (a problem of either kind).
pub fn decode(text: &str) -> Result<Item, ProblemError> {
    let bytes = base64url_decode(text)?;
    let text = String::from_utf8(bytes).map_err(|_| ProblemError::Compact("it is not UTF-8 text".to_owned()))?;
    raw_from_text(&text)?.validate_item(None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problem::read_quiz;
    use proptest::prelude::*;

    #[test]
    fn known_vectors() {
        // RFC 4648 §10, in the URL alphabet and without padding.
        for (plain, coded) in [
            ("", ""),
            ("f", "Zg"),
            ("fo", "Zm8"),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg"),
            ("fooba", "Zm9vYmE"),
            ("foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(base64url_encode(plain.as_bytes()), coded);
            assert_eq!(base64url_decode(coded).unwrap(), plain.as_bytes());
        }
        assert_eq!(base64url_encode(&[0xfb, 0xff]), "-_8");
        assert_eq!(base64url_decode("+/8=").unwrap(), vec![0xfb, 0xff]);
        assert!(base64url_decode("Zm9vY").is_err());
        assert!(base64url_decode("Zm9v!").is_err());
    }

    #[test]
    fn problem_round_trips_and_is_shorter_than_json() {
        let raw = crate::problem::tests::sample();
        let mut raw = raw;
        raw.answers[0].explanation = Some("Line one\nline two with a \\ backslash".into());
        raw.deal = Some("N:KJT43.AQJ85.A.QJ 98.T963.K875.T93 AQ5.K72.Q9643.K8 762.4.JT2.A76542".into());
        raw.scoring = Some("MPs".into());
        let p = Item::Bidding(raw.validate(None).unwrap());
        let s = encode(&p);
        assert!(s.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'), "{s}");
        assert_eq!(decode(&s).unwrap(), p);
        assert_eq!(read_quiz(&s).unwrap().problems, vec![p.clone()]);
        assert!(s.len() < p.to_json().len(), "{} vs {}", s.len(), p.to_json().len());
    }

    #[test]
    fn carriage_returns_become_line_breaks_in_every_form() {
        // Found by the quiz_parse fuzz target: a lone \r did not survive the compact form.
        let mut raw = crate::problem::tests::sample();
        raw.answers[1].explanation = Some("one\rtwo\r\nthree".into());
        raw.title = Some("a\rb".into());
        let p = raw.validate(None).unwrap();
        assert_eq!(p.answers[1].explanation, "one\ntwo\nthree");
        assert_eq!(p.title.as_deref(), Some("a\nb"));
        let p = Item::Bidding(p);
        assert_eq!(decode(&encode(&p)).unwrap(), p);
    }

    #[test]
    fn choice_problems_round_trip() {
        let mut raw = crate::problem::tests::choice_sample();
        raw.explanation = Some("Law 16:\nunauthorised \\ information".into());
        let with_hand = Item::Choice(crate::problem::tests::choice(&raw));
        let s = encode(&with_hand);
        assert_eq!(decode(&s).unwrap(), with_hand);
        assert_eq!(read_quiz(&s).unwrap().problems, vec![with_hand.clone()]);
        // Without the display-only hand and auction too.
        let mut bare = crate::problem::tests::choice_sample();
        bare.hand = None;
        bare.auction = None;
        bare.dealer = None;
        bare.seat = None;
        bare.vulnerability = None;
        let bare = Item::Choice(crate::problem::tests::choice(&bare));
        let text = to_text(&bare);
        assert!(!text.contains("\nh ") && !text.contains("\nd "), "{text}");
        assert_eq!(decode(&encode(&bare)).unwrap(), bare);
    }

    #[test]
    fn damaged_strings_are_reported() {
        assert!(decode("bm90IGEgcXVpeg").unwrap_err().to_string().contains("not a Tenace quiz string"));
        assert!(decode("%%%").unwrap_err().to_string().contains("not a base64url character"));
        let text = "TQ1\nh AQ5.K72.Q9643.K8\ns S\nd N\nv None\na 1H P\nz what";
        let s = base64url_encode(text.as_bytes());
        assert_eq!(
            decode(&s).unwrap_err().to_string(),
            "the compact problem string is damaged: line 7 has an unknown key “z”"
        );
        let text = "TQ1\nh AQ5.K72.Q9643.K8\ns S\nd N\nv None\na 1H P\nc 2D ten";
        let s = base64url_encode(text.as_bytes());
        assert_eq!(
            decode(&s).unwrap_err().to_string(),
            "answer 1 (2♦) has mark ten: marks are whole numbers from 0 to 10"
        );
    }

    proptest! {
        #[test]
        fn base64_round_trips(bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
            prop_assert_eq!(base64url_decode(&base64url_encode(&bytes)).unwrap(), bytes);
        }

        #[test]
        fn escaping_round_trips(text in "\\PC*") {
            let text = text.replace('\r', "");
            prop_assert_eq!(unescape(&escape(&text)), text);
        }

        #[test]
        fn decode_never_panics(text in "\\PC{0,200}") {
            let _ = decode(&text);
            let _ = raw_from_text(&text);
        }
    }
}
