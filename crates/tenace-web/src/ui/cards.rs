//! Cards in text: the order a hand is shown in, and a hand as lines of text
//! (deal diagrams). Cards as pictures are the shared table's
//! (`crates/tenace-table`, through `ui/felt.rs`).

use crate::labels::rank_face;
use tenace_bridge::{Card, CardSet, Suit};
use yew::prelude::*;

/// Suits in the order a hand is shown: alternating black and red.
pub const DISPLAY_SUITS: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Clubs, Suit::Diamonds];

pub use tenace_table::suit_class;

/// The cards of a hand in display order.
pub fn display_order(hand: CardSet) -> Vec<Card> {
    DISPLAY_SUITS.iter().flat_map(|s| hand.suit(*s).iter().rev()).collect()
}

/// A hand as a line of text per suit (the deal diagram after the deal).
pub fn hand_text(hand: CardSet) -> Html {
    html! {
        <div class="hand-text">
            { for Suit::DESCENDING.iter().map(|suit| {
                let cards = hand.suit(*suit);
                let ranks: String = if cards.is_empty() {
                    "—".to_owned()
                } else {
                    cards.iter().rev().map(|c| rank_face(c.rank)).collect::<Vec<_>>().join(" ")
                };
                html! {
                    <div class={classes!("suit-line", suit_class(*suit))}>
                        <span class="suit-symbol" aria-label={crate::labels::suit_name(*suit)}>{ suit.symbol() }</span>
                        { " " }{ ranks }
                    </div>
                }
            }) }
        </div>
    }
}
