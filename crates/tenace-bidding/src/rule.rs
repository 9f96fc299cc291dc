//! One rule of a bidding system: a call, what it requires, what it means.

use super::shows::{Constraint, Shows};
use serde::{Deserialize, Serialize};
use std::fmt;
use tenace_bridge::Call;

/// What partner may do next, as the system defines the call.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Forcing {
    NonForcing,
    /// Partner bids game with a maximum, passes with a minimum.
    Invitational,
    /// Partner must bid once more.
    OneRound,
    /// Neither partner may pass before game is reached.
    GameForcing,
    /// Invites slam; partner signs off in game with nothing extra.
    SlamTry,
    /// Partner should pass.
    SignOff,
}

impl Forcing {
    pub const fn label(self) -> &'static str {
        match self {
            Forcing::NonForcing => "non-forcing",
            Forcing::Invitational => "invitational",
            Forcing::OneRound => "forcing one round",
            Forcing::GameForcing => "game forcing",
            Forcing::SlamTry => "slam try",
            Forcing::SignOff => "sign-off",
        }
    }
}

impl fmt::Display for Forcing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

/// A localizable sentence: a stable key (the rule's id), the English
/// template with `{name}` placeholders, and the values to put in them.
/// Translations are looked up by key; suits travel as symbols (♠ ♥ ♦ ♣),
/// which every language reads.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Text {
    pub key: String,
    pub template: String,
    pub args: Vec<(String, String)>,
}

impl Text {
    pub fn new(key: &str, template: &str) -> Text {
        Text { key: key.to_owned(), template: template.to_owned(), args: Vec::new() }
    }

    pub fn arg(mut self, name: &str, value: impl fmt::Display) -> Text {
        self.args.push((name.to_owned(), value.to_string()));
        self
    }

    /// Fills `template` (the English one, or a translation of it).
    pub fn render_with(&self, template: &str) -> String {
        let mut out = template.to_owned();
        for (name, value) in &self.args {
            out = out.replace(&format!("{{{name}}}"), value);
        }
        out
    }
}

impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render_with(&self.template))
    }
}

/// A call a rule offers in some auction: the hand it needs and what it means.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// Stable id, e.g. `sayc.nt.stayman`: the key of its explanation.
    pub rule: &'static str,
    pub call: Call,
    pub needs: Constraint,
    pub forcing: Forcing,
    /// Higher is tried first.
    pub priority: u16,
    pub text: Text,
    /// True when the call says nothing about the suit it names (Stayman,
    /// transfers, ace asks and answers, cue bids).
    pub artificial: bool,
    /// A pass that is a decision even when partner's call forces: leaving
    /// partner's takeout or reopening double in for penalties.
    pub passes_when_forced: bool,
}

impl Candidate {
    pub fn new(rule: &'static str, call: Call, needs: Constraint, template: &str) -> Candidate {
        Candidate {
            rule,
            call,
            needs,
            forcing: Forcing::NonForcing,
            priority: 100,
            text: Text::new(rule, template),
            artificial: false,
            passes_when_forced: false,
        }
    }

    pub fn forcing(mut self, f: Forcing) -> Candidate {
        self.forcing = f;
        self
    }

    pub fn priority(mut self, p: u16) -> Candidate {
        self.priority = p;
        self
    }

    pub fn arg(mut self, name: &str, value: impl fmt::Display) -> Candidate {
        self.text = self.text.arg(name, value);
        self
    }

    pub fn artificial(mut self) -> Candidate {
        self.artificial = true;
        self
    }

    /// See [`Candidate::passes_when_forced`].
    pub fn even_when_forced(mut self) -> Candidate {
        self.passes_when_forced = true;
        self
    }

    /// What a listener learns from the call alone.
    pub fn shows(&self) -> Shows {
        self.needs.shows
    }
}
