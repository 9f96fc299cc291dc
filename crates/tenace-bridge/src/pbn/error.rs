//! What can be wrong with a hand-record file, said so that a person can find
//! and fix it: every error names its line.

use std::fmt;

/// A problem at a line of a PBN or LIN file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {kind}")]
pub struct ParseError {
    /// 1-based.
    pub line: usize,
    pub kind: ErrorKind,
}

impl ParseError {
    pub fn new(line: usize, kind: ErrorKind) -> ParseError {
        ParseError { line, kind }
    }
}

/// What is wrong, without the position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ErrorKind {
    #[error("commentary opened with “{{” is never closed with “}}”")]
    UnclosedComment,
    #[error("“{0}” is not a tag pair (write it like [Board \"1\"])")]
    MalformedTag(String),
    #[error("“{0}” comes before any tag, so it belongs to no section")]
    StrayText(String),
    #[error("[{0} \"#\"] means “same as in the previous game”, but no earlier game has a {0} tag")]
    NothingToInherit(String),
    #[error("[{tag} \"{value}\"]: {reason}")]
    BadTag { tag: String, value: String, reason: String },
    #[error("in the auction, “{0}” is not a call (write Pass, X, XX, AP or a bid like 1C or 3NT)")]
    BadCall(String),
    #[error("in the play, “{0}” is not a card (write it like SA, HT or D7, or - for a card not played)")]
    BadCard(String),
    #[error("“{0}” is not a note reference (write it like =1=)")]
    BadNoteRef(String),
    #[error("“{0}” is not a numeric annotation glyph (write it like $1)")]
    BadNag(String),
    #[error("“{0}” annotates nothing: it must follow a call or a card")]
    DanglingAnnotation(String),
    #[error("[Note \"{0}\"] must be a number, a colon and the text, like [Note \"1:strong\"]")]
    BadNote(String),
    #[error("{0}")]
    Lin(LinProblem),
}

/// LIN-specific problems, kept apart so their wording can talk about LIN keys.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinProblem {
    /// A `key|value|` pair whose key is missing its value.
    Unterminated(String),
    BadValue {
        key: String,
        value: String,
        reason: String,
    },
    /// Two cards from one hand in the same trick.
    SeatTwiceInTrick {
        trick: usize,
        seat: crate::Seat,
    },
}

impl fmt::Display for LinProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinProblem::Unterminated(key) => write!(f, "LIN key “{key}” has no value (each pair is key|value|)"),
            LinProblem::BadValue { key, value, reason } => write!(f, "{key}|{value}|: {reason}"),
            LinProblem::SeatTwiceInTrick { trick, seat } => {
                write!(f, "trick {trick} has two cards from {seat}: the play is out of order")
            }
        }
    }
}
