//! Why something is refused: a sentence and the rule it rests on.

use std::fmt;

/// A refused action, a malformed record line or a bot's fault: what is
/// wrong, in words, and the number of the rule (`S13`, `A.3`) that says so.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShedError {
    /// The rule of `../shared/spec/shedding-bridge.md`: `S1`–`S82`, or a
    /// section of Appendix A (`A.1`–`A.7`).
    pub rule: &'static str,
    pub message: String,
}

impl ShedError {
    pub fn new(rule: &'static str, message: impl Into<String>) -> ShedError {
        ShedError { rule, message: message.into() }
    }
}

impl fmt::Display for ShedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.message, self.rule)
    }
}

impl std::error::Error for ShedError {}
