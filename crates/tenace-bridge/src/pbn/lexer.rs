//! Splits PBN text into tokens: tag pairs, words of section data,
//! commentary and the blank lines that separate games.
//!
//! Sections are read as a stream of words, not line by line, because real
//! files break rows with commentary (`H4 {…} H5`) and wrap calls freely.

use super::error::ErrorKind;

#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Token {
    Tag {
        name: String,
        value: String,
    },
    /// A whitespace-separated word of section data (a call, a card, `=1=`…).
    Word(String),
    Comment(String),
    /// An empty line: the end of a game.
    Blank,
    Malformed(ErrorKind),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Lexeme {
    pub line: usize,
    pub token: Token,
}

/// Tokenizes a whole file. Never fails: problems become `Malformed` tokens at
/// their line so that the game they are in can report them.
pub(super) fn tokenize(text: &str) -> Vec<Lexeme> {
    let mut out = Vec::new();
    // An open `{…}` commentary: where it started and what it holds so far.
    let mut open: Option<(usize, String)> = None;
    for (index, raw) in text.split('\n').enumerate() {
        let line_no = index + 1;
        // CRLF, and the stray CRs some old exporters doubled up.
        let line = raw.trim_end_matches('\r');
        let mut rest = line;
        if let Some((start, mut body)) = open.take() {
            match rest.find('}') {
                Some(end) => {
                    body.push_str(&rest[..end]);
                    out.push(Lexeme { line: start, token: Token::Comment(body) });
                    rest = &rest[end + 1..];
                }
                None => {
                    body.push_str(rest);
                    body.push('\n');
                    open = Some((start, body));
                    continue;
                }
            }
        } else if line.trim().is_empty() {
            out.push(Lexeme { line: line_no, token: Token::Blank });
            continue;
        } else if line.starts_with('%') {
            // Escape lines (`% PBN 2.1`, `% EXPORT`): `%` in the first column.
            continue;
        }
        open = scan_line(rest, line_no, &mut out);
    }
    if let Some((start, _)) = open {
        out.push(Lexeme { line: start, token: Token::Malformed(ErrorKind::UnclosedComment) });
    }
    out
}

/// Tokenizes one line (or the part after a closed commentary). Returns the
/// commentary left open at the end of the line, if any.
fn scan_line(line: &str, line_no: usize, out: &mut Vec<Lexeme>) -> Option<(usize, String)> {
    let mut rest = line;
    loop {
        rest = rest.trim_start();
        let first = rest.chars().next()?;
        match first {
            '{' => match rest[1..].find('}') {
                Some(end) => {
                    out.push(Lexeme { line: line_no, token: Token::Comment(rest[1..1 + end].to_owned()) });
                    rest = &rest[end + 2..];
                }
                None => {
                    let mut body = rest[1..].to_owned();
                    body.push('\n');
                    return Some((line_no, body));
                }
            },
            ';' => {
                out.push(Lexeme { line: line_no, token: Token::Comment(rest[1..].to_owned()) });
                return None;
            }
            '[' => {
                let (token, used) = tag_pair(rest);
                out.push(Lexeme { line: line_no, token });
                rest = &rest[used..];
            }
            _ => {
                let used = word_len(rest);
                out.push(Lexeme { line: line_no, token: Token::Word(rest[..used].to_owned()) });
                rest = &rest[used..];
            }
        }
    }
}

/// Length of the word at the start of `text`: up to whitespace or the start
/// of commentary or a tag. A quoted string (in PBN tables) is kept whole.
fn word_len(text: &str) -> usize {
    let mut in_quotes = false;
    for (i, c) in text.char_indices() {
        if c == '"' {
            in_quotes = !in_quotes;
        } else if !in_quotes && (c.is_whitespace() || (i > 0 && matches!(c, '{' | ';' | '['))) {
            return i;
        }
    }
    text.len()
}

/// Reads `[Name "value"]` at the start of `text`; returns the token and how
/// many bytes it used. A malformed pair uses the rest of its bracket.
fn tag_pair(text: &str) -> (Token, usize) {
    let malformed = |used: usize| (Token::Malformed(ErrorKind::MalformedTag(text[..used].to_owned())), used);
    let body = &text[1..];
    let name_len = body.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(body.len());
    let name = &body[..name_len];
    let after_name = body[name_len..].trim_start();
    let skipped = body.len() - name_len - after_name.len();
    let Some(quoted) = after_name.strip_prefix('"') else {
        return malformed(bracket_end(text));
    };
    let mut value = String::new();
    let mut chars = quoted.char_indices();
    let mut close = None;
    while let Some((i, c)) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some((_, escaped)) => value.push(escaped),
                None => break,
            },
            '"' => {
                close = Some(i);
                break;
            }
            c => value.push(c),
        }
    }
    let Some(close) = close else { return malformed(text.len()) };
    // 1 for '[', the name, the spaces, 1 for the opening quote, the value, 1 for the closing quote.
    let after_value = 1 + name_len + skipped + 1 + close + 1;
    let tail = &text[after_value..];
    let trimmed = tail.trim_start();
    match trimmed.strip_prefix(']') {
        Some(_) if !name.is_empty() => {
            let used = after_value + (tail.len() - trimmed.len()) + 1;
            (Token::Tag { name: name.to_owned(), value }, used)
        }
        _ => malformed(bracket_end(text)),
    }
}

/// Bytes up to and including the first `]`, or the whole text.
fn bracket_end(text: &str) -> usize {
    text.find(']').map(|i| i + 1).unwrap_or(text.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens(text: &str) -> Vec<(usize, Token)> {
        tokenize(text).into_iter().map(|l| (l.line, l.token)).collect()
    }

    fn word(w: &str) -> Token {
        Token::Word(w.to_owned())
    }

    #[test]
    fn tags_words_comments_and_blanks() {
        let text =
            "% PBN 2.1\r\n[Board \"1\"]\r\n[Auction \"N\"]\r\n1S {good} Pass ; rest\r\n\r\n[Event \"a \\\"b\\\"\"]";
        assert_eq!(
            tokens(text),
            vec![
                (2, Token::Tag { name: "Board".into(), value: "1".into() }),
                (3, Token::Tag { name: "Auction".into(), value: "N".into() }),
                (4, word("1S")),
                (4, Token::Comment("good".into())),
                (4, word("Pass")),
                (4, Token::Comment(" rest".into())),
                (5, Token::Blank),
                (6, Token::Tag { name: "Event".into(), value: "a \"b\"".into() }),
            ]
        );
    }

    #[test]
    fn multi_line_commentary_hides_blank_lines() {
        let text = "H4 {one\n\ntwo} H5\n{open";
        assert_eq!(
            tokens(text),
            vec![
                (1, word("H4")),
                (1, Token::Comment("one\n\ntwo".into())),
                (3, word("H5")),
                (4, Token::Malformed(ErrorKind::UnclosedComment)),
            ]
        );
    }

    #[test]
    fn malformed_tags_are_reported_and_skipped() {
        let t = tokens("[Board 1] 1S\n[Deal \"N:...\n[\"x\"]");
        assert!(matches!(&t[0], (1, Token::Malformed(ErrorKind::MalformedTag(s))) if s == "[Board 1]"));
        assert_eq!(t[1], (1, word("1S")));
        assert!(matches!(&t[2], (2, Token::Malformed(_))));
        assert!(matches!(&t[3], (3, Token::Malformed(_))));
        assert_eq!(t.len(), 4);
    }
}
