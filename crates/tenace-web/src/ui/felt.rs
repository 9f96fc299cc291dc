//! Bridge on the shared table (`crates/tenace-table`): the words and
//! pictures of bridge's cards and seats as the table component's data.
//! The table, the course and the Laws tutor draw through these, so a card,
//! a hidden hand and a trick look and read the same everywhere.

use crate::i18n::{self, tr, trf};
use crate::labels::{
    call_button_label, call_code, call_text, card_button_label, card_label, cost_mark, cost_words, rank_face,
};
use crate::ui::auction::call_class;
use tenace_bridge::{Bid, Call, Card, Seat, Trick};
use tenace_table::{CallView, CardState, CardView, HandView, Layout, Mark, TrickView};
use yew::prelude::*;

pub use crate::ui::cards::DISPLAY_SUITS;

/// The four seats clockwise from `bottom` (the table's seat order).
pub fn seats_from(bottom: Seat) -> [Seat; 4] {
    [bottom, bottom.advance(1), bottom.advance(2), bottom.advance(3)]
}

/// A card as a button of the table: its face, its name ("A♠, ace of spades").
pub fn card_button(card: Card, state: CardState) -> CardView {
    CardView::new(card, rank_face(card.rank), card_button_label(card)).state(state)
}

/// A card with its double-dummy cost marked (the hint).
pub fn with_cost(view: CardView, cost: Option<u8>) -> CardView {
    let Some(cost) = cost else { return view };
    let label = format!("{}, {}", view.label, cost_words(cost));
    let mark = Mark {
        text: cost_mark(cost).into(),
        class: if cost == 0 { "dd-best" } else { "dd-worse" },
        value: Some(cost.to_string().into()),
    };
    CardView { label: label.into(), ..view }.mark(Some(mark))
}

/// A card only shown (a trick): named "ace of spades".
pub fn card_shown(card: Card) -> CardView {
    CardView::new(card, rank_face(card.rank), card_label(card))
}

/// Suit rows in the order a hand is shown, each with "no spades".
pub fn rows() -> Layout {
    Layout::Rows(
        DISPLAY_SUITS.iter().map(|s| (*s, AttrValue::from(trf("hand.void", &[("suit", i18n::suit(*s))])))).collect(),
    )
}

/// A hidden hand: "West: 12 cards face down".
pub fn backs(seat: Seat, count: usize) -> HandView {
    let name = i18n::seat(seat);
    let label = if count == 1 {
        trf("hand.backs.one", &[("seat", name)])
    } else {
        trf("hand.backs", &[("seat", name), ("n", &count.to_string())])
    };
    HandView::Backs { count, label: label.into() }
}

/// A visible hand as suit rows (or a fan at the bottom).
pub fn faces(cards: Vec<CardView>, fan: bool, label: String, nav: Option<&'static str>) -> HandView {
    HandView::Faces {
        cards,
        layout: if fan { Layout::Fan } else { rows() },
        label: label.into(),
        nav: nav.map(AttrValue::from),
        empty: tr("hand.empty").into(),
    }
}

/// A bridge trick on the table: each card in front of its seat, the
/// winner ringed and the leader marked.
pub fn trick(trick: &Trick, bottom: Seat, winner: Option<Seat>, label: String, testid: &'static str) -> TrickView {
    let index = |seat: Seat| bottom.distance_to(seat);
    TrickView {
        plays: trick.plays().map(|(s, c)| (index(s), card_shown(c))).collect(),
        winner: winner.map(index),
        led: (!trick.cards.is_empty()).then(|| {
            (
                index(trick.leader),
                tr("trick.led").into(),
                trf("trick.led.by", &[("seat", i18n::seat(trick.leader))]).into(),
            )
        }),
        label: label.into(),
        testid: testid.into(),
        number: None,
        class: None,
        caption: Html::default(),
    }
}

/// Every call of the bidding box in the box's order: the 35 bids, then
/// pass, double, redouble (a [`tenace_table::CallBox`] reports a click by
/// its index in this list).
pub fn all_calls() -> Vec<Call> {
    Bid::all().map(Call::Bid).chain([Call::Pass, Call::Double, Call::Redouble]).collect()
}

/// The bidding box's rows for the shared call box: the bids, then the
/// others; `enabled` says which calls may be clicked, `suggested` is ringed.
pub fn call_rows(enabled: impl Fn(Call) -> bool, suggested: Option<Call>) -> Vec<(&'static str, Vec<CallView>)> {
    let view = |call: Call| {
        let on = suggested == Some(call);
        let label =
            if on { trf("box.suggested", &[("call", &call_button_label(call))]) } else { call_button_label(call) };
        CallView {
            code: call_code(call).into(),
            text: call_text(call).into(),
            label: label.into(),
            class: Some(call_class(call)),
            enabled: enabled(call),
            suggested: on,
        }
    };
    let calls = all_calls();
    let (bids, others) = calls.split_at(35);
    vec![("bids", bids.iter().map(|c| view(*c)).collect()), ("others", others.iter().map(|c| view(*c)).collect())]
}

/// A click on the call box: the call at `index` of [`all_calls`].
pub fn on_call(send: impl Fn(Call) + 'static) -> Callback<usize> {
    let calls = all_calls();
    Callback::from(move |index: usize| {
        if let Some(call) = calls.get(index) {
            send(*call)
        }
    })
}
