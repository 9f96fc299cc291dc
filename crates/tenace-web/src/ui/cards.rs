//! Cards: faces drawn with CSS, hands as a fan or as suit rows, hidden hands
//! as backs with a count.

use crate::labels::{card_button_label, card_code, card_label, cost_mark, cost_words, rank_face};
use tenace_bridge::{Card, CardSet, Suit};
use yew::prelude::*;

/// Suits in the order a hand is shown: alternating black and red.
pub const DISPLAY_SUITS: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Clubs, Suit::Diamonds];

pub fn suit_class(suit: Suit) -> &'static str {
    match suit {
        Suit::Spades => "s-spades",
        Suit::Hearts => "s-hearts",
        Suit::Diamonds => "s-diamonds",
        Suit::Clubs => "s-clubs",
    }
}

/// The cards of a hand in display order.
pub fn display_order(hand: CardSet) -> Vec<Card> {
    DISPLAY_SUITS.iter().flat_map(|s| hand.suit(*s).iter().rev()).collect()
}

#[derive(Properties, PartialEq)]
pub struct CardProps {
    pub card: Card,
    /// Playable now: the button is enabled.
    pub playable: bool,
    pub onplay: Callback<Card>,
    #[prop_or_default]
    pub small: bool,
    /// Tricks this card costs double-dummy (a hint), if known.
    #[prop_or_default]
    pub cost: Option<u8>,
}

/// One card face as a button (`data-card="SA"`, "ace of spades").
#[component]
pub fn CardButton(props: &CardProps) -> Html {
    let card = props.card;
    let onclick = {
        let onplay = props.onplay.clone();
        Callback::from(move |_: MouseEvent| onplay.emit(card))
    };
    let class = classes!(
        "card",
        suit_class(card.suit),
        props.playable.then_some("playable"),
        props.small.then_some("small"),
        props.cost.map(|c| if c == 0 { "dd-best" } else { "dd-worse" })
    );
    let label = match props.cost {
        Some(cost) => format!("{}, {}", card_button_label(card), cost_words(cost)),
        None => card_button_label(card),
    };
    html! {
        <button type="button" {class} data-card={card_code(card)} aria-label={label}
                data-dd-cost={props.cost.map(|c| c.to_string())} disabled={!props.playable} {onclick}>
            if let Some(cost) = props.cost { <span class="dd-mark" aria-hidden="true">{ cost_mark(cost) }</span> }
            <span class="corner" aria-hidden="true">
                <span class="rank">{ rank_face(card.rank) }</span>
                <span class="pip">{ card.suit.symbol() }</span>
            </span>
            <span class="middle" aria-hidden="true">{ card.suit.symbol() }</span>
        </button>
    }
}

/// A card that is only shown (in the trick), not a button.
pub fn card_face(card: Card, extra: Option<&'static str>) -> Html {
    html! {
        <span key={card_code(card)} class={classes!("card", "face", suit_class(card.suit), extra)} role="img" aria-label={card_label(card)}>
            <span class="corner" aria-hidden="true">
                <span class="rank">{ rank_face(card.rank) }</span>
                <span class="pip">{ card.suit.symbol() }</span>
            </span>
            <span class="middle" aria-hidden="true">{ card.suit.symbol() }</span>
        </span>
    }
}

#[derive(Properties, PartialEq)]
pub struct HandProps {
    pub cards: CardSet,
    pub playable: CardSet,
    pub onplay: Callback<Card>,
    /// Fan of overlapping faces (the player's own hand) or suit rows.
    pub fan: bool,
    pub label: AttrValue,
    /// Double-dummy costs of the playable cards (hints), when known.
    #[prop_or_default]
    pub costs: Vec<(Card, u8)>,
}

/// A visible hand. Playable cards are enabled buttons; arrow keys move
/// between them (`data-nav`).
#[component]
pub fn Hand(props: &HandProps) -> Html {
    let any_playable = !props.playable.is_empty();
    let cost = |card: Card| props.costs.iter().find(|(c, _)| *c == card).map(|(_, cost)| *cost);
    if props.fan {
        let cards = display_order(props.cards);
        let count = cards.len();
        html! {
            <div class={classes!("fan", any_playable.then_some("to-play"))} role="group" aria-label={props.label.clone()}
                 data-nav="hand" style={format!("--cards: {count}")}>
                { for cards.into_iter().map(|card| html! {
                    <CardButton key={card_code(card)} {card} playable={props.playable.contains(card)} onplay={props.onplay.clone()} cost={cost(card)} />
                }) }
                if count == 0 { <span class="empty">{ "no cards left" }</span> }
            </div>
        }
    } else {
        html! {
            <div class={classes!("rows", any_playable.then_some("to-play"))} role="group" aria-label={props.label.clone()} data-nav="hand">
                { for DISPLAY_SUITS.iter().map(|suit| {
                    let cards = props.cards.suit(*suit);
                    html! {
                        <div class={classes!("suit-row", suit_class(*suit))} key={suit.letter().to_string()}>
                            <span class="suit-symbol" aria-hidden="true">{ suit.symbol() }</span>
                            if cards.is_empty() { <span class="void" aria-label={format!("no {}", crate::labels::suit_name(*suit))}>{ "—" }</span> }
                            { for cards.iter().rev().map(|card| html! {
                                <CardButton key={card_code(card)} {card} playable={props.playable.contains(card)} onplay={props.onplay.clone()} small=true cost={cost(card)} />
                            }) }
                        </div>
                    }
                }) }
            </div>
        }
    }
}

/// A hidden hand: backs and the number of cards.
pub fn backs(count: usize, seat_name: &str) -> Html {
    let shown = count.min(13);
    html! {
        <div class="backs" role="img" aria-label={if count == 1 { crate::i18n::trf("hand.backs.one", &[("seat", seat_name)]) } else { crate::i18n::trf("hand.backs", &[("seat", seat_name), ("n", &count.to_string())]) }}>
            <span class="back-stack" aria-hidden="true" style={format!("--cards: {shown}")}>
                { for (0..shown).map(|_| html! { <span class="back" /> }) }
            </span>
            <span class="count" aria-hidden="true">{ count }</span>
        </div>
    }
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
