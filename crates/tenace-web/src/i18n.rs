//! The page's language: which one is in use, and its words.
//!
//! The language is part of the state (`Settings::lang`, else the browser's,
//! `Table::lang`). The words live in `crates/tenace-i18n/messages/<lang>.txt`;
//! this module keeps the language of the render (or the reducer step) in
//! progress so that labels need no extra argument: `App` sets it before it
//! renders and `Table::reduce` before it narrates.

use std::cell::Cell;
use tenace_bridge::{Seat, Side, Strain, Suit};
pub use tenace_i18n::Lang;

thread_local! {
    static CURRENT: Cell<Lang> = const { Cell::new(Lang::En) };
}

/// Makes `lang` the language of the labels from now on.
pub fn set(lang: Lang) {
    CURRENT.with(|c| c.set(lang));
}

/// The language in use.
pub fn lang() -> Lang {
    CURRENT.with(|c| c.get())
}

/// A message of the language in use.
pub fn tr(key: &'static str) -> &'static str {
    tenace_i18n::text(lang(), key)
}

/// A message with its `{name}` placeholders filled.
pub fn trf(key: &'static str, args: &[(&str, &str)]) -> String {
    tenace_i18n::fill(tr(key), args)
}

/// A message that depends on a count, in the form the language's plural
/// rules (CLDR) give for `n`: `{key}.one`, `.few`, `.many` or `.other`.
pub fn plural(key: &str, n: u64, args: &[(&str, &str)]) -> String {
    tenace_i18n::plural(lang(), key, n, args)
}

/// A number with `digits` decimals as the language writes it ("9.4", "9,4").
pub fn decimal(value: f64, digits: usize) -> String {
    tenace_i18n::decimal(lang(), value, digits)
}

/// "North", "Nord", "Север".
pub fn seat(seat: Seat) -> &'static str {
    tr(match seat {
        Seat::North => "seat.north",
        Seat::East => "seat.east",
        Seat::South => "seat.south",
        Seat::West => "seat.west",
    })
}

/// The seat's letter as printed on the table ("N"; "P" for Põhi…).
pub fn seat_letter(seat: Seat) -> &'static str {
    tr(match seat {
        Seat::North => "seat.north.letter",
        Seat::East => "seat.east.letter",
        Seat::South => "seat.south.letter",
        Seat::West => "seat.west.letter",
    })
}

/// "N-S", "E-W" in the language's letters.
pub fn side(side: Side) -> &'static str {
    tr(match side {
        Side::NorthSouth => "side.ns",
        Side::EastWest => "side.ew",
    })
}

pub fn suit(suit: Suit) -> &'static str {
    tr(match suit {
        Suit::Spades => "suit.spades",
        Suit::Hearts => "suit.hearts",
        Suit::Diamonds => "suit.diamonds",
        Suit::Clubs => "suit.clubs",
    })
}

/// The strain's short name after a level: "NT", "SA", "БК"; suits by symbol.
pub fn strain_short(strain: Strain) -> String {
    match strain {
        Strain::NoTrump => tr("strain.notrump.short").to_owned(),
        Strain::Clubs => "♣".to_owned(),
        Strain::Diamonds => "♦".to_owned(),
        Strain::Hearts => "♥".to_owned(),
        Strain::Spades => "♠".to_owned(),
    }
}

/// A robot or engine text in English, translated when the explanation
/// catalogue has it (else English).
pub fn template(english: &str) -> &str {
    tenace_i18n::template(lang(), english)
}
