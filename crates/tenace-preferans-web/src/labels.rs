//! Cards, bids, calls and seats in the page's language. The Russian terms
//! are the reference vocabulary (вист, пас, полвиста, мизер, распасы,
//! прикуп, снос, пуля, гора); the other languages use their own established
//! words where they exist.

use tenace_cards::{Card, Suit};
use tenace_core::Player;
use tenace_preferans::defence::WhistCall;
use tenace_preferans::{Bid, Call, Strain};
use tenace_web::i18n::{tr, trf};

/// `AS`, `TD` (the test hooks' `data-card`, C3).
pub fn card_code(card: Card) -> String {
    tenace_preferans::cards::card_code(card)
}

/// The face: `A♠`, `10♦`, `Т♠` in Russian.
pub fn card_face(card: Card) -> String {
    format!("{}{}", tenace_web::labels::rank_face(card.rank), card.suit.symbol())
}

/// "ace of spades", "туз пик".
pub fn card_words(card: Card) -> String {
    tenace_web::labels::card_label(card)
}

/// A card button's accessible name: what it shows, then the words.
pub fn card_button(card: Card) -> String {
    tenace_web::labels::named(&card_face(card), &card_words(card))
}

pub fn suit_class(suit: Suit) -> &'static str {
    match suit {
        Suit::Hearts | Suit::Diamonds => "red",
        _ => "black",
    }
}

/// "6♠", "7 NT" ("7 БК"), "misère" ("мизер").
pub fn bid_face(bid: Bid) -> String {
    match bid {
        Bid::Misere => tr("pref.misere").to_owned(),
        Bid::Tricks { level, strain: Strain::NoTrump } => format!("{level}{}", tr("pref.nt")),
        Bid::Tricks { level, strain } => format!("{level}{}", strain.symbol()),
    }
}

/// "six spades", "семь без козыря".
pub fn bid_words(bid: Bid) -> String {
    match bid {
        Bid::Misere => tr("pref.misere").to_owned(),
        Bid::Tricks { level, strain } => {
            let s = match strain {
                Strain::Spades => tr("pref.strain.spades"),
                Strain::Clubs => tr("pref.strain.clubs"),
                Strain::Diamonds => tr("pref.strain.diamonds"),
                Strain::Hearts => tr("pref.strain.hearts"),
                Strain::NoTrump => tr("pref.strain.nt"),
            };
            trf("pref.bid.words", &[("level", &level.to_string()), ("strain", s)])
        }
    }
}

/// The data-call of a bid (`6S`, `10NT`, `misere`).
pub fn bid_code(bid: Bid) -> String {
    bid.code()
}

pub fn call_face(call: Call) -> String {
    match call {
        Call::Pass => tr("pref.call.pass").to_owned(),
        Call::Bid(b) => bid_face(b),
    }
}

pub fn whist_code(call: WhistCall) -> &'static str {
    call.code()
}

pub fn whist_words(call: WhistCall) -> &'static str {
    match call {
        WhistCall::Whist => tr("pref.whist.whist"),
        WhistCall::Pass => tr("pref.whist.pass"),
        WhistCall::Half => tr("pref.whist.half"),
        WhistCall::Light => tr("pref.whist.light"),
        WhistCall::Dark => tr("pref.whist.dark"),
    }
}

/// The seat's name as the page shows it: "You", "Left", "Right" (3 players),
/// or "Left", "Across", "Right" (4).
pub fn seat_name(p: Player, players: usize) -> &'static str {
    match (p.index(), players) {
        (0, _) => tr("pref.seat.you"),
        (1, _) => tr("pref.seat.left"),
        (2, 3) => tr("pref.seat.right"),
        (2, _) => tr("pref.seat.across"),
        _ => tr("pref.seat.right"),
    }
}

/// A robot's reason or a ruling in the page's language, seats named as the page names them.
pub fn text(t: &tenace_preferans::text::Text, players: usize) -> String {
    let lang = tenace_web::i18n::lang();
    t.render(&|s| tenace_i18n::template(lang, s).to_owned(), &|p| seat_name(p, players).to_owned())
}

/// An exact settlement figure: whole, or a fraction and its decimal ("−13/3 ≈ −4.33").
pub fn ratio(r: tenace_preferans::Ratio) -> String {
    let sign = |n: i64| if n < 0 { format!("−{}", -n) } else { n.to_string() };
    if r.is_integer() {
        sign(r.numer())
    } else {
        let approx = r.numer() as f64 / r.denom() as f64;
        format!("{} ≈ {}", r, tenace_web::i18n::decimal(approx, 2)).replace('-', "−")
    }
}
