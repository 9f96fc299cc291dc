//! The engine's words as English templates with typed arguments, so that
//! the app can show them in the player's language: the template is the key
//! of `tenace-i18n`'s `explanations/laws/<lang>.txt`, and the arguments
//! (seats, cards, calls) are named by the app in that language too.

use crate::irregularity::AttemptedCall;
use serde::{Deserialize, Serialize};
use std::fmt;
use tenace_bridge::{Seat, Strain};
use tenace_cards::{Card, Suit};

/// One value put into a template's `{name}` placeholder.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Arg {
    Seat(Seat),
    Card(Card),
    Suit(Suit),
    Strain(Strain),
    Call(AttemptedCall),
    Number(u32),
    /// A sentence of its own, translated on its own.
    Text(Box<Text>),
}

impl fmt::Display for Arg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Arg::Seat(s) => write!(f, "{s}"),
            Arg::Card(c) => write!(f, "{c}"),
            Arg::Suit(s) => write!(f, "{s}"),
            Arg::Strain(s) => write!(f, "{s}"),
            Arg::Call(c) => write!(f, "{c}"),
            Arg::Number(n) => write!(f, "{n}"),
            Arg::Text(t) => write!(f, "{t}"),
        }
    }
}

/// An English template (one of [`TEMPLATES`]) and its arguments.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Text {
    pub template: String,
    pub args: Vec<(String, Arg)>,
}

impl Text {
    pub fn new(template: &str) -> Text {
        debug_assert!(TEMPLATES.contains(&template), "not in TEMPLATES: {template}");
        Text { template: template.to_owned(), args: Vec::new() }
    }

    pub fn arg(mut self, name: &str, value: Arg) -> Text {
        self.args.push((name.to_owned(), value));
        self
    }

    pub fn seat(self, name: &str, seat: Seat) -> Text {
        self.arg(name, Arg::Seat(seat))
    }

    pub fn card(self, name: &str, card: Card) -> Text {
        self.arg(name, Arg::Card(card))
    }

    pub fn call(self, name: &str, call: AttemptedCall) -> Text {
        self.arg(name, Arg::Call(call))
    }

    pub fn number(self, name: &str, n: u32) -> Text {
        self.arg(name, Arg::Number(n))
    }

    pub fn text(self, name: &str, text: Text) -> Text {
        self.arg(name, Arg::Text(Box::new(text)))
    }

    /// The English sentence: the template with its arguments written out.
    pub fn english(&self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = self.template.clone();
        for (name, value) in &self.args {
            out = out.replace(&format!("{{{name}}}"), &value.to_string());
        }
        f.write_str(&out)
    }
}

/// Every English text the engine shows a player: the explanations'
/// templates, the laws' short titles, the "other code" notes, the quiz.
/// The translation files must hold each one (tested in `tests/i18n.rs`),
/// and [`Text::new`] refuses (in debug builds) a template not listed here.
/// Every English line the tutor may show: the lists below and the ruling
/// quiz. The translation tests check these, and nothing else, are in the
/// laws' explanation files.
pub fn english() -> Vec<&'static str> {
    let mut all: Vec<&'static str> = TEMPLATES.iter().chain(TITLES).chain(NOTES).chain(REFUSALS).copied().collect();
    for item in crate::quiz::quiz_items() {
        all.push(item.question);
        all.extend(item.options.iter().copied());
        all.push(item.explanation);
    }
    all
}

pub const TEMPLATES: &[&str] = &[
    // Explanations (ruling.rs).
    "{offender} bid {bid} after {last}. Left-hand opponent could accept it; otherwise it is cancelled and {offender} must replace it. The lowest sufficient bid in the same strain (a comparable call) costs nothing; any other call bars {partner} for the rest of the auction, and if {offender}'s side defends, declarer may forbid one suit at {partner}'s first lead. (Accepting an insufficient bid is not played out by the tutor.)",
    "{offender} bid {bid} after {last}. Once the opponents point it out, {offender} must raise to a sufficient bid (free choice of level and suit) and {partner} may not bid in this round. Had {offender} corrected it unprompted before left-hand opponent called, or had left-hand opponent called over it, there would have been no penalty.",
    "{offender} must pass at the next turn.",
    "At {offender}'s turn the same call (or a comparable one) costs nothing; any other call bars {partner} for the rest of the auction, with lead restrictions (Law 26).",
    "{partner} must pass for the rest of the auction, and declarer may forbid a suit at the first lead (Law 26).",
    "{offender} called {call} out of rotation. Left-hand opponent may accept it by calling; otherwise it is cancelled and the auction goes back to the player whose turn it was. {effect}",
    "The code penalises bids only: a pass out of rotation is simply taken back.",
    "The auction goes back to the player whose turn it was, and {partner} may not bid in this round.",
    "Left-hand opponent may demand a new deal or accept the call.",
    "{offender} called {call} out of rotation. {effect}",
    "{offender} bid {bid}: no contract above seven can be played. The bid is cancelled, {offender} makes a legal call, {partner} must pass for the rest of the auction, and lead restrictions may follow (Law 26).",
    "{offender} bid {bid}. Left-hand opponent may demand a new deal, treat the bid as a pass, or let it stand as a bid of seven {strain}.",
    "{offender}'s {call} was not allowed. It is cancelled, {offender} makes a legal call, {partner} must pass for the rest of the auction, and lead restrictions may follow (Law 26).",
    "{offender}'s {call} was not allowed. Left-hand opponent may demand a new deal or treat it as a pass. (The code would also let some such doubles stand; the tutor cannot play a double the auction does not allow.)",
    "{card} is an honour: it stays face up, {partner} must pass at the next turn, and if {offender} defends it becomes a major penalty card.",
    "{card} is a single low card: it stays face up, and if {offender} defends it becomes a minor penalty card. Nothing else happens.",
    "An honour was shown: left-hand opponent may demand a new deal.",
    "A single low card: if {offender}'s side defends, declarer may have it stay faced, or forbid {partner} to lead a {suit} at the opening lead.",
    "{offender} showed {card} during the auction. {effect}",
    "{offender} led {card} but {due} had the opening lead. Declarer may accept it and play next, accept it by spreading the hand (then declarer's partner becomes declarer), or refuse it: {card} becomes a major penalty card and {due} leads, with declarer's lead options.",
    "{offender} led {card} but {due} had the opening lead. Declarer may call a suit for {due} to lead, treat {card} as exposed and forbid its suit, or accept the lead. If declarer plays a card to it before dummy is spread, declarer becomes dummy.",
    "{offender} led {card} but the lead was {due}'s. The defenders may accept it or have it taken back; it carries no penalty.",
    "{offender} led {card} but the lead was {due}'s. The opponents may accept it or have it taken back; from the wrong hand of declarer's side, the same suit must then be led from the right hand if possible.",
    "{offender} led {card} but the lead was {due}'s. Declarer may accept it; otherwise {card} becomes a major penalty card and {due} leads, with declarer's lead options.",
    "{offender} led {card} but the lead was {due}'s. Declarer may accept it; otherwise {card} becomes a major penalty card and {due} leads.",
    "{offender} led {card} but the lead was {due}'s. Declarer may call a suit when the defenders lead next, otherwise treat the card as exposed; or treat it as exposed and forbid its suit to partner; or accept the lead.",
    "{offender} played {card} before partner had played. {card} becomes a major penalty card, and declarer may require {partner} to play the highest or lowest card of the suit led, or a card of another suit.",
    "{offender} played {card} before partner. Declarer may require {partner} to play the highest or lowest card of the suit led, to win the trick (by ruffing if need be), not to win it, or to discard a named suit; the duty to follow suit stays. The tutor takes {card} back as an exposed card.",
    "Declarer's side showed {card}: there is no penalty and the card goes back.",
    "Declarer's side showed {card}: the code has no penalty for declarer or dummy.",
    "{card} is a major penalty card (an honour, or shown on purpose): it stays face up and must be played at the first legal opportunity; when {partner} gains the lead declarer may require or forbid a {suit}.",
    "{card} is a minor penalty card (a spot card shown by accident): {seat} may not play another spot card of that suit before it, but may play an honour instead.",
    "{card} stays face up until it is played; whenever {seat} is to play and may legally play it, declarer may call it. Declarer cannot forbid it.",
    "{offender} revoked with {card} on trick {trick}. It is not yet established, so it must be corrected: a card of the suit led is played instead and {card} becomes a major penalty card.",
    "{offender} revoked with {card} on trick {trick}. It is not yet established, so it must be corrected: a card of the suit led is played instead.",
    "{offender} revoked with {card} on trick {trick} and it is corrected before it is established. Declarer may have the card exposed, or require the highest or lowest card of the suit led.",
    "{offender} revoked with {card} on trick {trick} and it is corrected before it is established. Declarer's side simply takes the card back (from dummy there is no penalty at all).",
    "{offender}'s revoke with {card} on trick {trick} is established: the trick stands. At the end of play, if the revoker won that trick it and one later trick of the offending side go to the opponents; otherwise one trick, if the offending side won that or a later trick. No transfer for a revoke on trick 12, by dummy, or a second revoke in the same suit by the same player.",
    "{offender}'s revoke with {card} on trick {trick} is established: the trick stands, and at the end the opponents take two of the tricks the offending side won after it (one for a second revoke). A revoke in trick 12 is no revoke.",
    "{offender} claimed {tricks}. Against the best defence, along the claimer's normal lines (no unstated finesse, doubtful points against the claimer), the claimer's side makes {makes}; double-dummy it could make {dd}.",
    "{offender} claimed {tricks}. Against the best defence, along the claimer's normal lines (no unstated finesse, doubtful points against the claimer), the claimer's side makes {makes} (approximated by the double-dummy result); double-dummy it could make {dd}.",
    "{line} The director awards that.",
    "{line} The opponents decide the doubtful points, or may require the play to continue along the claimer's statement.",
    "{leader} is to lead while partner {holder} has a major penalty card ({card}). Declarer may require a {suit} lead or forbid one as long as {leader} keeps the lead (either way the card goes back), or leave the card on the table.",
    "{leader} is to lead while partner {holder} has a major penalty card. Declarer may require a {suit} lead or forbid one as long as {leader} keeps the lead (either way the card goes back), or leave the card on the table.",
    "{leader}'s partner had a call withdrawn: at {leader}'s first lead declarer may forbid any one suit.",
    "{holder} is to play and still has {card} exposed: declarer may call it now.",
];

/// The laws' and sections' short titles ([`crate::Citation::title`]).
pub const TITLES: &[&str] = &[
    "Insufficient bid",
    "Call withdrawn, lead restrictions",
    "Procedure after a call out of rotation",
    "Call out of rotation",
    "Bid of more than seven",
    "Other irregular calls",
    "Inadmissible doubles and redoubles",
    "Card exposed or led during the auction",
    "Disposition of a penalty card",
    "Card exposed during the auction",
    "Faced opening lead out of turn",
    "Lead out of turn",
    "Declarer's lead out of turn",
    "Declarer leading from the wrong hand",
    "Lead out of turn accepted",
    "Defender's lead out of turn",
    "Premature lead or play by a defender",
    "Premature lead or play",
    "Exposure of declarer's cards",
    "Card exposed during the play",
    "Exposure of a defender's cards",
    "Correction of a revoke",
    "Corrected revoke",
    "Establishment of a revoke",
    "Procedure after establishment of a revoke",
    "Established revoke",
    "Revoke penalty",
    "Contested claim or concession",
    "Claim or concession defined",
    "Disputed claim",
    "Pass out of rotation",
    "Bid out of rotation",
];

/// The "where the other code differs" notes ([`crate::Ruling::differs`]).
pub const NOTES: &[&str] = &[
    "The 1930s code demands any sufficient bid (not a pass) and bars partner for one round only.",
    "The 2017 Laws allow any legal call; only a comparable call avoids barring partner, but the bar then lasts the whole auction.",
    "The 1930s code ignores a pass out of rotation; a bid at right-hand opponent's turn bars partner for one round, and one at partner's or left-hand opponent's turn lets left-hand opponent demand a redeal.",
    "Under the 2017 Laws a pass out of rotation also costs the offender a turn, and a cancelled bid usually bars partner for the whole auction; there is no redeal.",
    "The 1930s code lets left-hand opponent demand a redeal, treat it as a pass, or let it stand as a bid of seven.",
    "The 2017 Laws cancel the bid and bar partner for the rest of the auction; no redeal.",
    "The 1930s code lets left-hand opponent demand a redeal or treat the call as a pass.",
    "The 2017 Laws cancel the call and bar partner for the rest of the auction.",
    "The 1930s code lets the future declarer have a low card faced or forbid its suit at the opening lead, and lets left-hand opponent demand a redeal for an honour.",
    "The 2017 Laws never redeal: the card becomes a penalty card if the offender defends, and an honour also silences partner for one turn.",
    "The 1930s code lets declarer call any suit from the right leader, forbid the card's suit, or accept; declarer becomes dummy if he plays to the lead before dummy is spread.",
    "The 2017 Laws give no free choice of suit: a refused lead becomes a major penalty card, and declarer may require or forbid only that suit.",
    "The 1930s code makes declarer lead the same suit from the right hand when he led from the wrong one.",
    "The 2017 Laws put no suit restriction on declarer's corrected lead.",
    "The 1930s code lets declarer call any suit when the offender's partner is to lead.",
    "The 2017 Laws make the card a major penalty card; declarer may require or forbid only its suit.",
    "The 1930s code also lets declarer require partner to win or to lose the trick.",
    "The 2017 Laws offer highest, lowest or another suit only, and the card becomes a major penalty card.",
    "The 1930s code knows no major/minor distinction: the card stays exposed and declarer may call it whenever the offender is to play, but cannot forbid it.",
    "The 2017 Laws split major (must be played at once) from minor penalty cards and add lead options.",
    "The 1930s code lets declarer have a defender's revoke card exposed, or require the highest or lowest card of the suit led instead.",
    "The 2017 Laws make a defender's withdrawn card a major penalty card, with no highest/lowest option.",
    "The 1930s code transfers two tricks (one for a side's second revoke), and only tricks won after the revoke trick.",
    "The 2017 Laws transfer one trick, or two when the revoker won the revoke trick itself.",
    "In the 1930s code there is no director: the opponents may also make the claimer play on along the stated line, and they decide the doubtful points.",
    "Under the 2017 Laws play stops and the director awards the tricks.",
    "The 1930s code has no such lead restriction.",
];

/// The tutor's refusals, indexed by [`crate::TutorError::template`] (the
/// director's refusals are the bridge game's `LawsError`).
pub const REFUSALS: &[&str] = &[
    "the director is still at the table: choose one of the options first",
    "there is no ruling to settle",
    "“{option}” is not one of the director's options here",
    "the deal is over",
    "the auction is over",
    "the play has not started",
    "{seat} must pass",
    "{seat} must replace the insufficient bid with a sufficient bid",
    "{level} is not above seven: make it an ordinary bid",
    "{seat} does not hold {card}",
    "it is {due}'s turn; only a defender's card out of turn is an irregularity the tutor rules on",
    "{card} is not allowed now: {reason}",
    "{card} is already face up",
    "there is no revoke to point out",
    "a claim is waiting for an answer",
    "there is no claim to answer",
    "dummy cannot claim",
    "only {remaining} tricks are left",
    "“{call}” is not a call (write Pass, X, XX or a bid like 1C, 3NT, 8S)",
    "there are no tricks left to claim",
];
