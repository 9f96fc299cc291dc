//! Words for the engine's data: scenario titles, kinds of irregularity,
//! the director's options, the restrictions in force, the steps of a
//! scenario. The engine writes English; these come from the `laws` message
//! files in the page's language. The director's explanations, the laws'
//! short titles, "how the other code differs" and the quiz are the engine's
//! English templates (`tenace_laws::text`), translated through
//! `explanations/laws/<lang>.txt` with their arguments named here.

use super::Refusal;
use crate::i18n::{self, lang, tr, trf};
use crate::labels::{call_text, rank_face};
use tenace_bridge::Seat;
use tenace_cards::{Card, Suit};
use tenace_laws::scenario::{Scenario, Step};
use tenace_laws::{
    Arg, AttemptedCall, Citation, Code, LawsError, PenaltyKind, PlayDemand, Rectification, Restriction, Text,
    TutorError, TutorGame,
};

/// A message whose key is built at run time, or `fallback` if no language has it.
fn dynamic(key: &str, fallback: &str) -> String {
    let text = tenace_i18n::message(lang(), key);
    if text == key {
        fallback.to_owned()
    } else {
        text.to_owned()
    }
}

/// The scenario's title in the page's language (the file's English title
/// for a scenario added without translations).
pub fn scenario_title(s: &Scenario) -> String {
    dynamic(&format!("laws.scenario.{}", s.id), &s.title)
}

/// "♠K" with the language's honour letters.
pub fn card_short(card: Card) -> String {
    format!("{}{}", card.suit.symbol(), rank_face(card.rank))
}

pub fn suit_symbol(suit: Suit) -> String {
    suit.symbol().to_string()
}

/// `1♣`, `Pass`, `8♠` for the eye.
pub fn attempt_text(call: AttemptedCall) -> String {
    match call {
        AttemptedCall::Call(c) => call_text(c),
        AttemptedCall::AboveSeven { level, strain } => format!("{level}{}", i18n::strain_short(strain)),
    }
}

pub fn code_name(code: Code) -> &'static str {
    match code {
        Code::Laws2017 => tr("laws.code.2017"),
        Code::Estonian1930s => tr("laws.code.1930s"),
    }
}

/// "2017" or "1930s": the test hook of the code switch.
pub fn code_id(code: Code) -> &'static str {
    match code {
        Code::Laws2017 => "2017",
        Code::Estonian1930s => "1930s",
    }
}

/// One of the engine's fixed English lines (a law's title, a note, a quiz
/// line) in the page's language.
pub fn engine_line(english: &str) -> String {
    i18n::template(english).to_owned()
}

/// One of the engine's texts in the page's language: its template's
/// translation with the seats, cards and calls named in that language.
pub fn engine_text(t: &Text) -> String {
    let values: Vec<(&str, String)> = t.args.iter().map(|(name, arg)| (name.as_str(), arg_text(arg))).collect();
    let args: Vec<(&str, &str)> = values.iter().map(|(name, value)| (*name, value.as_str())).collect();
    tenace_i18n::fill(i18n::template(&t.template), &args)
}

fn arg_text(arg: &Arg) -> String {
    match arg {
        Arg::Seat(s) => i18n::seat(*s).to_owned(),
        Arg::Card(c) => card_short(*c),
        Arg::Suit(s) => suit_symbol(*s),
        Arg::Strain(s) => i18n::strain_short(*s),
        Arg::Call(c) => attempt_text(*c),
        Arg::Number(n) => n.to_string(),
        Arg::Text(t) => engine_text(t),
    }
}

/// Why the tutor refused an action, in the page's language: the engine's
/// template translated, with the restrictions in force on the player named
/// as the restrictions list names them. The bridge rules' own errors
/// (auction, play, solver) have no template and stay English.
pub fn refusal(e: &TutorError, game: &TutorGame) -> String {
    let Some(template) = e.template() else { return e.to_string() };
    let args: Vec<(&str, String)> = match e {
        TutorError::Laws(LawsError::NotAnOption(o)) => vec![("option", option_label(*o))],
        TutorError::Laws(LawsError::MustPass { seat }) | TutorError::Laws(LawsError::MustBid { seat }) => {
            vec![("seat", i18n::seat(*seat).to_owned())]
        }
        TutorError::Laws(LawsError::NotAboveSeven { level }) => vec![("level", level.to_string())],
        TutorError::NotHeld { seat, card } => vec![("seat", i18n::seat(*seat).to_owned()), ("card", card_short(*card))],
        TutorError::Laws(LawsError::NotYourTurn { due, .. }) => vec![("due", i18n::seat(*due).to_owned())],
        TutorError::Laws(LawsError::Restricted { seat, card, .. }) => {
            let reason = game
                .restrictions()
                .iter()
                .filter(|r| r.seat() == *seat && !matches!(r, Restriction::WithdrawnCallLead { .. }))
                .map(restriction)
                .collect::<Vec<_>>()
                .join("; ");
            vec![("card", card_short(*card)), ("reason", reason)]
        }
        TutorError::Laws(LawsError::AlreadyExposed { card }) => vec![("card", card_short(*card))],
        TutorError::TooManyTricks { remaining } => vec![("remaining", remaining.to_string())],
        TutorError::NotACall(text) => vec![("call", text.clone())],
        TutorError::Laws(_)
        | TutorError::Over
        | TutorError::AuctionOver
        | TutorError::NoPlay
        | TutorError::ClaimPending
        | TutorError::NoClaim
        | TutorError::DummyCannotClaim
        | TutorError::Auction(_)
        | TutorError::Play(_)
        | TutorError::Claim(_)
        | TutorError::Game(_) => Vec::new(),
    };
    let args: Vec<(&str, &str)> = args.iter().map(|(name, value)| (*name, value.as_str())).collect();
    tenace_i18n::fill(i18n::template(template), &args)
}

/// "Law 27 — Insufficient bid", "“Kõlbmata pakkumine” — Insufficient bid";
/// in Estonian a section of the 1930s code is its own heading, so the title
/// is not repeated when it translates to that heading (Estonian quotes).
pub fn citation(c: &Citation) -> String {
    let title = engine_line(&c.title);
    match c.code {
        Code::Laws2017 => trf("laws.citation.law", &[("number", &c.number), ("title", &title)]),
        Code::Estonian1930s if title == c.number => format!("„{}“", c.number),
        Code::Estonian1930s => trf("laws.citation.section", &[("section", &c.number), ("title", &title)]),
    }
}

/// The option's label for the button.
pub fn option_label(r: Rectification) -> String {
    let suit = |key: &'static str, s: Suit| trf(key, &[("suit", &suit_symbol(s))]);
    match r {
        Rectification::Accept => tr("laws.option.accept").to_owned(),
        Rectification::Cancel => tr("laws.option.cancel").to_owned(),
        Rectification::Redeal => tr("laws.option.redeal").to_owned(),
        Rectification::TreatAsPass => tr("laws.option.pass").to_owned(),
        Rectification::LetStandAsSeven => tr("laws.option.seven").to_owned(),
        Rectification::Waive => tr("laws.option.waive").to_owned(),
        Rectification::Rule => tr("laws.option.rule").to_owned(),
        Rectification::AcceptLeadAndPlay => tr("laws.option.accept-and-play").to_owned(),
        Rectification::DeclarerBecomesDummy => tr("laws.option.become-dummy").to_owned(),
        Rectification::RefuseLead => tr("laws.option.refuse").to_owned(),
        Rectification::RequireLead(s) => suit("laws.option.require", s),
        Rectification::ForbidLead(s) => suit("laws.option.forbid", s),
        Rectification::LeaveCard => tr("laws.option.leave").to_owned(),
        Rectification::PartnerPlaysHighest => tr("laws.option.highest").to_owned(),
        Rectification::PartnerPlaysLowest => tr("laws.option.lowest").to_owned(),
        Rectification::PartnerWins => tr("laws.option.win").to_owned(),
        Rectification::PartnerLoses => tr("laws.option.lose").to_owned(),
        Rectification::PartnerPlaysSuit(s) => suit("laws.option.suit", s),
        Rectification::CallCard => tr("laws.option.call").to_owned(),
        Rectification::CorrectRevoke => tr("laws.option.correct").to_owned(),
        Rectification::CorrectWithHighest => tr("laws.option.correct-highest").to_owned(),
        Rectification::CorrectWithLowest => tr("laws.option.correct-lowest").to_owned(),
        Rectification::TransferTricks => tr("laws.option.transfer").to_owned(),
        Rectification::Award { claimer_tricks } => trf("laws.option.award", &[("n", &claimer_tricks.to_string())]),
        Rectification::PlayOn => tr("laws.option.play-on").to_owned(),
    }
}

/// What a restriction obliges, in words (also the reason a barred player
/// has only Pass).
pub fn restriction(r: &Restriction) -> String {
    let seat = |s: Seat| i18n::seat(s);
    match *r {
        Restriction::PassThroughout { seat: s } => trf("laws.restriction.pass-throughout", &[("seat", seat(s))]),
        Restriction::PassOnce { seat: s } => trf("laws.restriction.pass-once", &[("seat", seat(s))]),
        Restriction::PenaltyCard { seat: s, card, kind } => {
            let key = match kind {
                PenaltyKind::Major => "laws.restriction.penalty-major",
                PenaltyKind::Minor => "laws.restriction.penalty-minor",
                PenaltyKind::Exposed => "laws.restriction.exposed",
            };
            trf(key, &[("seat", seat(s)), ("card", &card_short(card))])
        }
        Restriction::RequireLead { seat: s, suit } => {
            trf("laws.restriction.require-lead", &[("seat", seat(s)), ("suit", &suit_symbol(suit))])
        }
        Restriction::ForbidLead { seat: s, suit, while_on_lead } => {
            let key = if while_on_lead { "laws.restriction.forbid-lead-while" } else { "laws.restriction.forbid-lead" };
            trf(key, &[("seat", seat(s)), ("suit", &suit_symbol(suit))])
        }
        Restriction::Demand { seat: s, demand } => {
            let (key, arg) = match demand {
                PlayDemand::Highest => ("laws.restriction.demand-highest", String::new()),
                PlayDemand::Lowest => ("laws.restriction.demand-lowest", String::new()),
                PlayDemand::Win => ("laws.restriction.demand-win", String::new()),
                PlayDemand::Lose => ("laws.restriction.demand-lose", String::new()),
                PlayDemand::Suit(suit) => ("laws.restriction.demand-suit", suit_symbol(suit)),
                PlayDemand::Card(card) => ("laws.restriction.demand-card", card_short(card)),
            };
            trf(key, &[("seat", seat(s)), ("suit", &arg), ("card", &arg)])
        }
        Restriction::WithdrawnCallLead { seat: s } => trf("laws.restriction.withdrawn-lead", &[("seat", seat(s))]),
    }
}

/// A stable name of the restriction's kind, for the page's test hooks.
pub fn restriction_id(r: &Restriction) -> &'static str {
    match r {
        Restriction::PassThroughout { .. } => "pass-throughout",
        Restriction::PassOnce { .. } => "pass-once",
        Restriction::PenaltyCard { kind: PenaltyKind::Major, .. } => "penalty-major",
        Restriction::PenaltyCard { kind: PenaltyKind::Minor, .. } => "penalty-minor",
        Restriction::PenaltyCard { kind: PenaltyKind::Exposed, .. } => "exposed",
        Restriction::RequireLead { .. } => "require-lead",
        Restriction::ForbidLead { .. } => "forbid-lead",
        Restriction::Demand { .. } => "demand",
        Restriction::WithdrawnCallLead { .. } => "withdrawn-lead",
    }
}

/// A scenario step in words: "East bids 1♣", "South leads ♥K".
pub fn step(step: &Step) -> String {
    match step {
        Step::Call { seat, call } => {
            trf("laws.step.call", &[("seat", i18n::seat(*seat)), ("call", &attempt_text(*call))])
        }
        Step::Play { seat, card } => {
            trf("laws.step.play", &[("seat", i18n::seat(*seat)), ("card", &card_short(*card))])
        }
        Step::Expose { seat, card, .. } => {
            trf("laws.step.expose", &[("seat", i18n::seat(*seat)), ("card", &card_short(*card))])
        }
        Step::NoticeRevoke => tr("laws.step.notice").to_owned(),
        Step::Claim { seat, tricks, .. } => {
            trf("laws.step.claim", &[("seat", i18n::seat(*seat)), ("n", &tricks.to_string())])
        }
        Step::AnswerClaim { agree: true } => tr("laws.step.agree").to_owned(),
        Step::AnswerClaim { agree: false } => tr("laws.step.dispute").to_owned(),
        Step::Choose(r) => trf("laws.step.choose", &[("option", &option_label(*r))]),
    }
}

/// A refusal of the tutor's in the page's language.
pub fn refusal_text(r: &Refusal, game: Option<&TutorGame>) -> String {
    match r {
        Refusal::Tutor(e) => match game {
            Some(game) => refusal(e, game),
            None => e.to_string(),
        },
        Refusal::RobotIdle => tr("laws.robot.nothing").to_owned(),
        Refusal::Typed(words) => words.clone(),
    }
}
