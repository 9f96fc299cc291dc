//! A beginner's mistake in plain words, in the learner's language.

use std::sync::OnceLock;
use tenace_bidding::Advice;
use tenace_bridge::auction::AuctionError;
use tenace_bridge::{Bid, Call, PlayError, RuleError, Seat, Strain};
use tenace_cards::{Card, Rank};
use tenace_i18n::{Catalogue, Lang};

fn sources(lang: Lang) -> &'static str {
    match lang {
        Lang::En => include_str!("../messages/en.txt"),
        Lang::Et => include_str!("../messages/et.txt"),
        Lang::Lt => include_str!("../messages/lt.txt"),
        Lang::De => include_str!("../messages/de.txt"),
        Lang::Fr => include_str!("../messages/fr.txt"),
        Lang::Ru => include_str!("../messages/ru.txt"),
    }
}

/// The checker's catalogue for `lang` (the tests guarantee every file parses).
pub fn catalogue(lang: Lang) -> &'static Catalogue {
    static ALL: OnceLock<Vec<Catalogue>> = OnceLock::new();
    &ALL.get_or_init(|| Lang::ALL.iter().map(|l| Catalogue::parse(sources(*l), "").unwrap_or_default()).collect())
        [lang.index()]
}

#[cfg(test)]
pub(crate) fn source(lang: Lang) -> &'static str {
    sources(lang)
}

fn say(lang: Lang, key: &str, args: &[(&str, &str)]) -> String {
    let text = catalogue(lang).message(key).or_else(|| catalogue(Lang::En).message(key)).unwrap_or(key);
    tenace_i18n::fill(text, args)
}

/// `♥5`, `♠D` (a German queen): the suit symbol and the language's rank letter.
pub fn card_name(lang: Lang, card: Card) -> String {
    let letter = match card.rank {
        Rank::Ace => tenace_i18n::message(lang, "honour.ace.letter").to_owned(),
        Rank::King => tenace_i18n::message(lang, "honour.king.letter").to_owned(),
        Rank::Queen => tenace_i18n::message(lang, "honour.queen.letter").to_owned(),
        Rank::Jack => tenace_i18n::message(lang, "honour.jack.letter").to_owned(),
        Rank::Ten => tenace_i18n::message(lang, "rank.ten.letter").to_owned(),
        other => other.letter().to_string(),
    };
    format!("{}{}", card.suit.symbol(), letter)
}

/// `1♥`, `3NT` — no-trump in the language's short form (SA, БК…).
pub fn bid_name(lang: Lang, bid: Bid) -> String {
    match bid.strain {
        Strain::NoTrump => format!("{}{}", bid.level.get(), tenace_i18n::message(lang, "strain.notrump.short")),
        _ => bid.to_string(),
    }
}

pub fn call_name(lang: Lang, call: Call) -> String {
    match call {
        Call::Pass => tenace_i18n::message(lang, "call.pass").to_owned(),
        Call::Double => tenace_i18n::message(lang, "call.double").to_owned(),
        Call::Redouble => tenace_i18n::message(lang, "call.redouble").to_owned(),
        Call::Bid(b) => bid_name(lang, b),
    }
}

fn seat_name(lang: Lang, seat: Seat) -> String {
    let key = match seat {
        Seat::North => "seat.north",
        Seat::East => "seat.east",
        Seat::South => "seat.south",
        Seat::West => "seat.west",
    };
    tenace_i18n::message(lang, key).to_owned()
}

/// Why the engine refused the learner's action, for a beginner.
pub fn explain_error(lang: Lang, error: &RuleError) -> String {
    match error {
        RuleError::Play(PlayError::MustFollow { example, .. }) => {
            say(lang, "follow_suit", &[("card", &card_name(lang, *example))])
        }
        RuleError::Play(PlayError::NotHeld { card, .. }) => say(lang, "not_held", &[("card", &card_name(lang, *card))]),
        RuleError::Play(PlayError::OutOfTurn { expected, .. }) => {
            say(lang, "play_out_of_turn", &[("seat", &seat_name(lang, *expected))])
        }
        RuleError::Play(PlayError::Over) | RuleError::DealOver => say(lang, "play_over", &[]),
        RuleError::Auction(AuctionError::OutOfTurn { expected, .. }) => {
            say(lang, "call_out_of_turn", &[("seat", &seat_name(lang, *expected))])
        }
        RuleError::Auction(AuctionError::Insufficient { bid, last }) => {
            say(lang, "insufficient", &[("bid", &bid_name(lang, *bid)), ("last", &bid_name(lang, *last))])
        }
        RuleError::Auction(AuctionError::NothingToDouble) => say(lang, "nothing_to_double", &[]),
        RuleError::Auction(AuctionError::DoublePartner | AuctionError::DoubleOwnBid) => {
            say(lang, "double_partner", &[])
        }
        RuleError::Auction(AuctionError::AlreadyDoubled { .. } | AuctionError::AlreadyRedoubled { .. }) => {
            say(lang, "already_doubled", &[])
        }
        RuleError::Auction(AuctionError::NothingToRedouble | AuctionError::RedoubleOwnDouble) => {
            say(lang, "nothing_to_redouble", &[])
        }
        RuleError::Auction(AuctionError::Closed) => say(lang, "auction_over", &[]),
        // Claims and the like do not come up in lessons; the engine's own words will do.
        other => say(lang, "not_now", &[("reason", &other.to_string())]),
    }
}

/// The learner's call against the system's: praise, or what the system
/// would call and why (the rule's explanation in the learner's language).
pub fn review_call(lang: Lang, advice: &Advice, call: Call) -> String {
    if advice.call == call {
        return say(lang, "well_bid", &[]);
    }
    let text = &advice.meaning.text;
    let args: Vec<(&str, &str)> = text.args.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    let explained = tenace_i18n::fill(tenace_i18n::template(lang, &text.template), &args);
    // The rule's text starts with its call ("1NT: 15–17 HCP…"), which the
    // sentence has just named.
    let why = match explained.split_once(": ") {
        Some((head, rest)) if !head.contains(char::is_whitespace) && head.chars().count() <= 6 => rest.to_owned(),
        _ => explained,
    };
    say(lang, "system_would", &[("call", &call_name(lang, advice.call)), ("why", &why)])
}
