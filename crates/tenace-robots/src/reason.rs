//! The card-playing robots' reasons (for a card, a claim, an answer to a
//! claim) in a form the app shows in the player's language, as it does the
//! bidding explanations: an English template with `{name}` placeholders —
//! the key of `crates/tenace-i18n/explanations/<lang>.txt` — and the values
//! to put in them. A value may itself be a reason ("of equal cards: {why}"),
//! translated in its turn. [`TEMPLATES`] lists every template, so a test can
//! check that each language has them all.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A localizable reason.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reason {
    /// The English template, one of [`TEMPLATES`].
    pub template: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub args: Vec<(String, Arg)>,
}

/// What goes into a placeholder.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Arg {
    /// A number or a suit symbol, the same in every language.
    Word(String),
    /// A reason of its own, translated, with its first letter as written.
    Reason(Reason),
    /// A reason of its own inside a sentence: its first letter lowercased
    /// (except in languages that capitalise nouns, see [`Reason::render_with`]).
    Inner { inner: Reason },
}

impl Reason {
    pub fn new(template: &str) -> Reason {
        Reason { template: template.to_owned(), args: Vec::new() }
    }

    /// Puts `value` (a number, a suit symbol) into `{name}`.
    pub fn arg(mut self, name: &str, value: impl fmt::Display) -> Reason {
        self.args.push((name.to_owned(), Arg::Word(value.to_string())));
        self
    }

    /// Puts another reason into `{name}` as a sentence of its own.
    pub fn with(mut self, name: &str, reason: Reason) -> Reason {
        self.args.push((name.to_owned(), Arg::Reason(reason)));
        self
    }

    /// Puts another reason into `{name}` inside this sentence.
    pub fn inner(mut self, name: &str, reason: Reason) -> Reason {
        self.args.push((name.to_owned(), Arg::Inner { inner: reason }));
        self
    }

    /// The reason in a language: `translate` gives a template's translation
    /// (the English template when there is none); `lowercase_inner` says
    /// whether a reason set inside a sentence starts with a small letter
    /// (not in German, where nouns keep their capital).
    pub fn render_with(&self, translate: &dyn Fn(&str) -> String, lowercase_inner: bool) -> String {
        let lower: &dyn Fn(&str) -> String = &lowercase_first;
        self.render_in(translate, lowercase_inner.then_some(lower))
    }

    /// [`Reason::render_with`] with the small first letter of a reason set inside a sentence
    /// made by `lower_first` (`None`: left as it is). A web page passes the browser's own case
    /// mapping, so that its module carries no Unicode case tables (about 12 KB).
    pub fn render_in(
        &self,
        translate: &dyn Fn(&str) -> String,
        lower_first: Option<&dyn Fn(&str) -> String>,
    ) -> String {
        let mut out = translate(&self.template);
        for (name, value) in &self.args {
            let text = match (value, lower_first) {
                (Arg::Word(w), _) => w.clone(),
                (Arg::Reason(r), _) => r.render_in(translate, lower_first),
                (Arg::Inner { inner }, Some(lower)) => lower(&inner.render_in(translate, lower_first)),
                (Arg::Inner { inner }, None) => inner.render_in(translate, None),
            };
            out = out.replace(&format!("{{{name}}}"), &text);
        }
        out
    }

    /// The reason in English.
    pub fn english(&self) -> String {
        self.render_with(&|t| t.to_owned(), true)
    }

    /// This template and those of the reasons inside it.
    pub fn templates(&self) -> Vec<&str> {
        let mut out = vec![self.template.as_str()];
        for (_, value) in &self.args {
            match value {
                Arg::Word(_) => {}
                Arg::Reason(r) | Arg::Inner { inner: r } => out.extend(r.templates()),
            }
        }
        out
    }
}

impl From<&str> for Reason {
    fn from(template: &str) -> Reason {
        Reason::new(template)
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english())
    }
}

fn lowercase_first(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Every template of the card play's reasons (the constants below).
pub const TEMPLATES: &[&str] = &[
    ONLY_LEGAL,
    LOWEST_LEGAL,
    LOWEST,
    PARTNERS_SUIT_LEAD,
    SEQUENCE_TOP_IN,
    SINGLETON_LEAD_RUFF,
    SAFE_LEAD,
    TRUMP_LEAD_ONLY,
    FOURTH_BEST_LONGEST,
    DRAWING_TRUMPS,
    DRAWING_TRUMPS_TOWARDS,
    CASHING,
    TOWARDS_WINNERS,
    LEADING_TO_RUFF,
    SETTING_UP,
    RETURNING_PARTNERS,
    LEADING_SINGLETON,
    WHERE_DUMMY_WEAK,
    FROM_LONGEST,
    PARTNER_WINNING_LOW,
    COVER_HONOUR,
    SECOND_HAND_LOW,
    THIRD_HAND_HIGH,
    CANNOT_WIN_LOW,
    WIN_CHEAPLY,
    RUFF_VOID,
    PARTNER_WINNING_DISCARD,
    DISCARD_LEAST_USEFUL,
    SIGNAL_ENCOURAGE,
    SIGNAL_DISCOURAGE,
    COUNT_EVEN,
    COUNT_ODD,
    SEQUENCE_TOP,
    ALL_EQUAL,
    ALL_EQUAL_BECAUSE,
    TOO_BIG,
    BEST_MADE,
    BEST_BEATEN,
    BEST_MAKES,
    BEST_GOES_DOWN,
    OF_EQUAL_CARDS,
    BEST_DD,
    CLAIM_ALL_LAYOUTS,
    CLAIM_SOME_LAYOUTS,
    CLAIM_TOP_WINNERS,
    CONCEDE,
    LEAD_TRUMP,
    LEAD_SINGLETON_RUFF,
    LEAD_SINGLETON,
    LEAD_DOUBLETON,
    LEAD_ACE,
    LEAD_FOURTH_BEST,
    LEAD_TOP_OF_NOTHING,
    OPENING_LEAD,
    NO_CLAIM,
    ACCEPT_CONCESSION,
    ACCEPT_TOP_WINNERS,
    REJECT_AS_LIE,
    REJECT_TOO_COMPLEX,
    REJECT_CANNOT_CHECK,
    ACCEPT_ALL_LAYOUTS,
    REJECT_LAYOUTS_DEFENCE_ONE,
    REJECT_LAYOUTS_DEFENCE_MORE,
    REJECT_LAYOUTS_DECLARER_ONE,
    REJECT_LAYOUTS_DECLARER_MORE,
];

// The rule-of-thumb player (heuristic.rs).
pub const ONLY_LEGAL: &str = "The only legal card";
pub const LOWEST_LEGAL: &str = "Lowest legal card";
pub const LOWEST: &str = "Lowest card";
pub const PARTNERS_SUIT_LEAD: &str = "Opening lead in partner's suit ({suit})";
pub const SEQUENCE_TOP_IN: &str = "Top of a sequence in {suit}";
pub const SINGLETON_LEAD_RUFF: &str = "Singleton lead, hoping to ruff";
pub const SAFE_LEAD: &str = "A safe lead in {suit} (no ace or king to lead away from)";
pub const TRUMP_LEAD_ONLY: &str = "A trump lead: every other suit would give a trick away";
pub const FOURTH_BEST_LONGEST: &str = "Fourth best from the longest suit ({suit})";
pub const DRAWING_TRUMPS: &str = "Drawing trumps";
pub const DRAWING_TRUMPS_TOWARDS: &str = "Drawing trumps: leading towards the master trump";
pub const CASHING: &str = "Cashing a winner in {suit}";
pub const TOWARDS_WINNERS: &str = "Leading towards the winners in {suit}";
pub const LEADING_TO_RUFF: &str = "Leading {suit} to ruff in the other hand";
pub const SETTING_UP: &str = "Setting up the long suit ({suit})";
pub const RETURNING_PARTNERS: &str = "Returning partner's suit ({suit})";
pub const LEADING_SINGLETON: &str = "Leading a singleton, hoping to ruff";
pub const WHERE_DUMMY_WEAK: &str = "Leading {suit} where dummy is weak";
pub const FROM_LONGEST: &str = "Leading from the longest suit";
pub const PARTNER_WINNING_LOW: &str = "Partner is winning the trick: play low";
pub const COVER_HONOUR: &str = "Cover an honour with an honour";
pub const SECOND_HAND_LOW: &str = "Second hand low";
pub const THIRD_HAND_HIGH: &str = "Third hand high";
pub const CANNOT_WIN_LOW: &str = "Cannot win the trick: play low";
pub const WIN_CHEAPLY: &str = "Winning as cheaply as possible";
pub const RUFF_VOID: &str = "Void in the suit led: ruff";
pub const PARTNER_WINNING_DISCARD: &str = "Partner is winning: discard";
pub const DISCARD_LEAST_USEFUL: &str = "Discard from the least useful suit";

// Signals (signals.rs).
pub const SIGNAL_ENCOURAGE: &str = "A high card encourages partner's suit";
pub const SIGNAL_DISCOURAGE: &str = "A low card discourages partner's suit";
pub const COUNT_EVEN: &str = "High first shows an even number";
pub const COUNT_ODD: &str = "Low first shows an odd number";

// The sampling player (card_play.rs).
pub const SEQUENCE_TOP: &str = "Top of a sequence";
pub const ALL_EQUAL: &str = "These cards are all equal";
pub const ALL_EQUAL_BECAUSE: &str = "These cards are all equal: {why}";
pub const TOO_BIG: &str = "{why} (too big to search at this level)";
pub const BEST_MADE: &str = "Best over {n} layouts: {tricks} tricks from here on average; the contract is already made";
pub const BEST_BEATEN: &str =
    "Best over {n} layouts: {tricks} tricks from here on average; the contract is already beaten";
pub const BEST_MAKES: &str =
    "Best over {n} layouts: {tricks} tricks from here on average; the contract makes in {reaching} of {n}";
pub const BEST_GOES_DOWN: &str =
    "Best over {n} layouts: {tricks} tricks from here on average; the contract goes down in {reaching} of {n}";
pub const OF_EQUAL_CARDS: &str = "{best} (of equal cards: {why})";
pub const BEST_DD: &str = "Best double-dummy card";
pub const CLAIM_ALL_LAYOUTS: &str =
    "Claim: the remaining {remaining} tricks are ours in all {n} layouts the robot dealt";
pub const CLAIM_SOME_LAYOUTS: &str =
    "Claim {sure} of the remaining {remaining} tricks: exactly that many in all {n} layouts the robot dealt";

// Claims and concessions (claims.rs).
pub const CLAIM_TOP_WINNERS: &str = "Claim: the remaining {remaining} tricks are all top winners";
pub const CONCEDE: &str = "Concede: the opponents take all of the remaining {remaining} tricks however the cards lie";
pub const NO_CLAIM: &str = "There is no claim to answer";
pub const ACCEPT_CONCESSION: &str = "Accepted: a concession of the remaining tricks";
pub const ACCEPT_TOP_WINNERS: &str = "Accepted: the hand on lead holds {winners} top winners";
pub const REJECT_AS_LIE: &str =
    "Rejected: as the cards lie, the claimer's side is sure of only {tricks} of the {claimed} tricks claimed";
pub const REJECT_TOO_COMPLEX: &str = "Rejected: the claim is too complex to check; play on";
pub const REJECT_CANNOT_CHECK: &str = "Rejected: the claim cannot be checked now";
pub const ACCEPT_ALL_LAYOUTS: &str =
    "Accepted: the claim holds in all {n} layouts the claimer cannot rule out, and as the cards lie";
pub const REJECT_LAYOUTS_DEFENCE_ONE: &str =
    "Rejected: in {failing} of {n} layouts the claimer cannot rule out, the defence takes a trick";
pub const REJECT_LAYOUTS_DEFENCE_MORE: &str =
    "Rejected: in {failing} of {n} layouts the claimer cannot rule out, the defence takes more than {give} of the remaining tricks";
pub const REJECT_LAYOUTS_DECLARER_ONE: &str =
    "Rejected: in {failing} of {n} layouts the claimer cannot rule out, declarer takes a trick";
pub const REJECT_LAYOUTS_DECLARER_MORE: &str =
    "Rejected: in {failing} of {n} layouts the claimer cannot rule out, declarer takes more than {give} of the remaining tricks";

// Opening leads (opening_lead.rs).
pub const LEAD_TRUMP: &str = "A trump lead ({suit})";
pub const LEAD_SINGLETON_RUFF: &str = "A singleton {suit}, hoping to ruff";
pub const LEAD_SINGLETON: &str = "A singleton {suit}";
pub const LEAD_DOUBLETON: &str = "Top of a doubleton in {suit}";
pub const LEAD_ACE: &str = "The ace of {suit}, not leading away from it";
pub const LEAD_FOURTH_BEST: &str = "Fourth best in {suit}";
pub const LEAD_TOP_OF_NOTHING: &str = "Top of nothing in {suit}";
pub const OPENING_LEAD: &str =
    "Opening lead, {lead}: the defence takes {tricks} tricks on average and beats the contract in {beats} of {n} layouts";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn templates_are_listed_once() {
        let seen: std::collections::BTreeSet<&str> = TEMPLATES.iter().copied().collect();
        assert_eq!(seen.len(), TEMPLATES.len());
    }

    #[test]
    fn inner_reasons_render_in_the_sentence_and_travel_as_json() {
        let r =
            Reason::new(OF_EQUAL_CARDS).with("best", Reason::new(BEST_DD)).inner("why", Reason::new(SECOND_HAND_LOW));
        assert_eq!(r.english(), "Best double-dummy card (of equal cards: second hand low)");
        let german = |t: &str| if t == SECOND_HAND_LOW { "Zweite Hand klein".to_owned() } else { t.to_owned() };
        assert_eq!(r.render_with(&german, false), "Best double-dummy card (of equal cards: Zweite Hand klein)");
        assert_eq!(r.render_with(&german, true), "Best double-dummy card (of equal cards: zweite Hand klein)");
        let json = serde_json::to_string(&r).unwrap_or_default();
        assert_eq!(serde_json::from_str::<Reason>(&json).ok(), Some(r.clone()));
        assert_eq!(r.templates(), vec![OF_EQUAL_CARDS, BEST_DD, SECOND_HAND_LOW]);
        let cashing = Reason::new(CASHING).arg("suit", "♠");
        assert_eq!(cashing.to_string(), "Cashing a winner in ♠");
    }
}
