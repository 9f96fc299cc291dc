//! Words for players: an English template with `{name}` placeholders (the
//! key of `crates/tenace-i18n/explanations/preferans/<lang>.txt`) and typed
//! arguments, so the app can show a robot's reason or a ruling in the
//! player's language, with seats named as the page names them.

use crate::bid::Bid;
use serde::{Deserialize, Serialize};
use std::fmt;
use tenace_cards::{Card, Suit};
use tenace_core::Player;

/// A value for a placeholder.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Arg {
    Player(Player),
    Card(Card),
    Suit(Suit),
    Bid(Bid),
    Number(i64),
    /// A decimal or other figure written the same in every language.
    Figure(String),
    /// A sentence of its own, translated in its turn, set inside this one.
    Text(Box<Text>),
}

/// A template and its arguments.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Text {
    pub template: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub args: Vec<(String, Arg)>,
}

/// The word for misère inside a sentence (translated like a template).
pub const MISERE_WORD: &str = "misère";

impl Text {
    pub fn new(template: &str) -> Text {
        Text { template: template.to_owned(), args: Vec::new() }
    }

    pub fn arg(mut self, name: &str, value: Arg) -> Text {
        self.args.push((name.to_owned(), value));
        self
    }

    pub fn player(self, name: &str, p: Player) -> Text {
        self.arg(name, Arg::Player(p))
    }

    pub fn card(self, name: &str, c: Card) -> Text {
        self.arg(name, Arg::Card(c))
    }

    pub fn suit(self, name: &str, s: Suit) -> Text {
        self.arg(name, Arg::Suit(s))
    }

    pub fn bid(self, name: &str, b: Bid) -> Text {
        self.arg(name, Arg::Bid(b))
    }

    pub fn number(self, name: &str, n: i64) -> Text {
        self.arg(name, Arg::Number(n))
    }

    pub fn figure(self, name: &str, f: impl fmt::Display) -> Text {
        self.arg(name, Arg::Figure(f.to_string()))
    }

    pub fn text(self, name: &str, t: Text) -> Text {
        self.arg(name, Arg::Text(Box::new(t)))
    }

    /// The sentence in a language: `translate` gives a template's
    /// translation (the template itself when there is none), `name` a
    /// player's name as the page shows it.
    pub fn render(&self, translate: &dyn Fn(&str) -> String, name: &dyn Fn(Player) -> String) -> String {
        let mut out = translate(&self.template);
        for (key, value) in &self.args {
            let v = match value {
                Arg::Player(p) => name(*p),
                Arg::Card(c) => c.to_string(),
                Arg::Suit(s) => s.symbol().to_string(),
                Arg::Bid(Bid::Misere) => translate(MISERE_WORD),
                Arg::Bid(b) => b.to_string(),
                Arg::Number(n) => n.to_string(),
                Arg::Figure(f) => f.clone(),
                Arg::Text(t) => t.render(translate, name),
            };
            out = out.replace(&format!("{{{key}}}"), &v);
        }
        out
    }

    /// In English, players named by the letters A, B, C, D.
    pub fn english(&self) -> String {
        self.render(&|t| t.to_owned(), &|p| letter(p).to_string())
    }

    /// This template and the templates inside it.
    pub fn templates(&self) -> Vec<&str> {
        let mut out = vec![self.template.as_str()];
        for (_, v) in &self.args {
            match v {
                Arg::Text(t) => out.extend(t.templates()),
                Arg::Bid(Bid::Misere) => out.push(MISERE_WORD),
                _ => {}
            }
        }
        out
    }
}

/// A, B, C, D: the records' and the examples' names for seats 0–3.
pub fn letter(p: Player) -> char {
    (b'A' + p.index() as u8) as char
}

impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_with_names_and_nested_texts() {
        let t = Text::new("{who} bids {bid}: {why}")
            .player("who", Player::new(1))
            .bid("bid", Bid::Misere)
            .text("why", Text::new("no trick in {n} layouts").number("n", 20));
        assert_eq!(t.english(), "B bids misère: no trick in 20 layouts");
        assert_eq!(t.templates(), vec!["{who} bids {bid}: {why}", "misère", "no trick in {n} layouts"]);
        let german = |s: &str| match s {
            "{who} bids {bid}: {why}" => "{who} reizt {bid}: {why}".to_owned(),
            "misère" => "Misère".to_owned(),
            "no trick in {n} layouts" => "kein Stich in {n} Verteilungen".to_owned(),
            other => other.to_owned(),
        };
        let text = t.render(&german, &|p| format!("Platz {}", p.index() + 1));
        assert_eq!(text, "Platz 2 reizt Misère: kein Stich in 20 Verteilungen");
    }
}
