//! Russian Preferans on Tenace's game core: Sochi, Leningrad and Rostov,
//! for 3 or 4 players, as specified in `../shared/spec/preferans.md`
//! (rules P1–P107, readings R1–R24, examples E1–E8, Appendices A and C).
//!
//! * [`bid`] — the ladder (P15): strains, rungs, calls, contracts;
//! * [`variant`] — the variants as one table (P84) and the table options (P85);
//! * [`deal`] — dealer, active players, the deal of P9/P10 from a seed;
//! * [`scoring`], [`sheet`], [`pulka`] — a deal's entries (§10), the sheet
//!   with its cap and help (§9, §11), the settlement in exact fractions (§12);
//! * [`record`] — Appendix A's game record and result object.

pub mod auction;
pub mod bid;
pub mod cards;
pub mod deal;
pub mod defence;
pub mod game;
pub mod irregularity;
pub mod play;
pub mod playrecord;
pub mod pulka;
pub mod ratio;
pub mod record;
pub mod robot;
pub mod scoring;
pub mod sheet;
pub mod solver;
pub mod text;
pub mod variant;

pub use bid::{Bid, Call, Contract, Strain};
pub use deal::{Deal, Roles};
pub use game::{Action, Deals, Event, Game, GameError, Hand, Setup, Stage, Table};
pub use pulka::{GameResult, Pulka};
pub use ratio::Ratio;
pub use scoring::{Adjust, Defence, Final, Outcome};
pub use sheet::{Entry, Sheet};
pub use variant::{Options, Params, Variant};

use tenace_cards::Suit;

/// The suits in Preferans order, lowest first (P3): ♠ ♣ ♦ ♥.
pub const PREFERANS_SUITS: [Suit; 4] = [Suit::Spades, Suit::Clubs, Suit::Diamonds, Suit::Hearts];

/// Every English template the engine shows a player (robots' reasons and
/// rulings), each once: the keys of `tenace-i18n`'s Preferans explanations.
pub fn templates() -> Vec<&'static str> {
    let mut all: Vec<&'static str> = Vec::new();
    for t in robot::reason::TEMPLATES.iter().chain(irregularity::TEMPLATES) {
        if !all.contains(t) {
            all.push(t);
        }
    }
    all
}
