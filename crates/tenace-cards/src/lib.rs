//! Card primitives shared by every Tenace game.
//!
//! Bridge uses the full 52-card pack; Preferans a 32-card pack (7–A) and the
//! shedding game "Bridge" a 36-card pack (6–A). Everything here is therefore
//! about *a* pack of French-suited cards, not about bridge: suits, ranks,
//! cards, sets of cards stored as a 64-bit bit set, and reproducible shuffles.

mod card;
mod card_set;
mod pack;
mod rank;
mod shuffle;
mod suit;
mod text_serde;

pub use card::{Card, ParseCardError};
pub use card_set::CardSet;
pub use pack::Pack;
pub use rank::{ParseRankError, Rank};
pub use shuffle::{fresh_seed, shuffle_with_seed, SeededRng};
pub use suit::{ParseSuitError, Suit};
