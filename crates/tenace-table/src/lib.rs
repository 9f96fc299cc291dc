//! The one card table of the web app: a pure Yew renderer of a table of
//! 2–6 seats, handed everything it shows and a callback for every choice.
//!
//! It knows cards, seats and calls as *data*, not the rules of any game:
//! the caller (a game's view, fed by its controller) says which cards each
//! seat shows, which of them may be clicked, which calls the box offers,
//! and in which words; the table draws them and reports clicks. Bridge at
//! the table, in the course and in the Laws tutor, Preferans (3–4 players
//! and a talon) and the shedding game (2–6 players and a pile) all draw
//! through it, so they look alike and keep the same test hooks:
//! `data-card` on every card (`SA`, `HT`), `data-legal` on every card
//! button, `data-call` on every call button, and the `data-testid`s the
//! caller chooses.
//!
//! # API (stable: other views build on it)
//!
//! - [`Table`] (component, [`TableProps`]): the felt. `seats` in clockwise
//!   order **starting with the seat drawn at the bottom** (the viewer);
//!   [`Place::layout`] says where each one sits for 2–6 seats. Slots:
//!   `status` (the strip on top), `centre` (anything above the trick: an
//!   auction), `trick` ([`TrickView`]), `after_trick` (under it: a
//!   robot's reason, a claim), `pile` ([`PileView`]: a
//!   talon, a discard pile, a widow), `call_box` (under the centre: a
//!   [`CallBox`] or anything else), `footer` (under the bottom seat).
//!   `on_card` gets `(seat index, card)` for a click on a card button.
//! - [`SeatView`]: a seat's name, badges, whether it is to act, and its
//!   [`HandView`]: faces ([`CardView`]s as a fan or as suit rows) or backs
//!   with a count.
//! - [`CardView`]: one card as shown: the face's rank text and the
//!   accessible name (in the page's language: the caller's words), its
//!   [`CardState`] (`Playable`; `Offered`: clickable although not legal, so
//!   a tutor can explain why; `Shown`: a disabled face), an optional
//!   [`Mark`] (a hint such as "−1") and an extra class.
//! - [`CallBox`] (component, [`CallBoxProps`]): rows of [`CallView`]
//!   buttons (a bidding box); `on_call` gets the call's index in the flat
//!   list of `rows`.
//! - [`card_face`]: a card that is only shown (a trick, a past deal).
//!
//! The stylesheet (`www/style.css`, "the table") styles the classes used
//! here: `.table`, `.seat.<place>`, `.seat-name`, `.fan`, `.rows`,
//! `.suit-row`, `.backs`, `.trick`, `.spot.<place>`, `.pile`,
//! `.bidding-box`.

use tenace_cards::{Card, Suit};
use yew::prelude::*;

/// Where a seat sits on screen. The bottom is the viewer; the others go
/// clockwise: left, the top row (left to right), right.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Place {
    Bottom,
    Left,
    TopLeft,
    Top,
    TopRight,
    Right,
}

impl Place {
    /// The places of `n` seats in clockwise order from the bottom (2–6;
    /// fewer or more are drawn as the nearest of these).
    pub fn layout(n: usize) -> &'static [Place] {
        use Place::*;
        match n {
            0 | 1 => &[Bottom],
            2 => &[Bottom, Top],
            3 => &[Bottom, Left, Right],
            4 => &[Bottom, Left, Top, Right],
            5 => &[Bottom, Left, TopLeft, TopRight, Right],
            _ => &[Bottom, Left, TopLeft, Top, TopRight, Right],
        }
    }

    /// The place of seat `index` of `n` (clockwise from the bottom).
    pub fn of(index: usize, n: usize) -> Place {
        let layout = Place::layout(n);
        layout.get(index).copied().unwrap_or(Place::Top)
    }

    /// The CSS class (and grid area) of the place.
    pub fn class(self) -> &'static str {
        match self {
            Place::Bottom => "bottom",
            Place::Left => "left",
            Place::TopLeft => "top-left",
            Place::Top => "top",
            Place::TopRight => "top-right",
            Place::Right => "right",
        }
    }
}

/// What a click on a card does.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CardState {
    /// A legal choice now: an enabled button (`data-legal="true"`).
    Playable,
    /// Clickable but not legal (`data-legal="false"`): a tutor takes the
    /// click and explains why it is refused.
    Offered,
    /// Not a choice now: a disabled button.
    Shown,
}

/// A small mark on a card (a double-dummy cost, a penalty card).
#[derive(Clone, Debug, PartialEq)]
pub struct Mark {
    /// What the eye sees ("=", "−1").
    pub text: AttrValue,
    /// Its class on the card ("dd-best", "dd-worse").
    pub class: &'static str,
    /// `data-dd-cost` on the button (the tests' hook), when given.
    pub value: Option<AttrValue>,
}

/// One card as the table shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct CardView {
    pub card: Card,
    /// The rank as printed on the face ("A", "10", "Ä").
    pub face: AttrValue,
    /// The accessible name, led by what the face shows ("A♠, ace of spades").
    pub label: AttrValue,
    pub state: CardState,
    pub mark: Option<Mark>,
    /// An extra class ("penalty").
    pub class: Option<&'static str>,
    /// `data-card` when a game writes its cards otherwise than [`card_code`]
    /// (Preferans: rank first, `AS`, `TD`, as its records do).
    pub code: Option<AttrValue>,
}

impl CardView {
    /// A card with its face and name, not clickable.
    pub fn new(card: Card, face: impl Into<AttrValue>, label: impl Into<AttrValue>) -> CardView {
        CardView {
            card,
            face: face.into(),
            label: label.into(),
            state: CardState::Shown,
            mark: None,
            class: None,
            code: None,
        }
    }

    /// `data-card` written the game's way (`AS` for Preferans).
    pub fn code(mut self, code: impl Into<AttrValue>) -> CardView {
        self.code = Some(code.into());
        self
    }

    pub fn state(mut self, state: CardState) -> CardView {
        self.state = state;
        self
    }

    pub fn mark(mut self, mark: Option<Mark>) -> CardView {
        self.mark = mark;
        self
    }

    pub fn class(mut self, class: Option<&'static str>) -> CardView {
        self.class = class;
        self
    }
}

/// `SA`, `HT`: the value of `data-card`.
pub fn card_code(card: Card) -> String {
    card.to_suit_rank()
}

/// The class of a suit's colour and symbol.
pub fn suit_class(suit: Suit) -> &'static str {
    match suit {
        Suit::Spades => "s-spades",
        Suit::Hearts => "s-hearts",
        Suit::Diamonds => "s-diamonds",
        Suit::Clubs => "s-clubs",
    }
}

/// How a visible hand is laid out.
#[derive(Clone, Debug, PartialEq)]
pub enum Layout {
    /// Overlapping faces in one line (the viewer's own hand), in the order given.
    Fan,
    /// One row per suit, in this order, each with its words for "no cards
    /// of this suit"; the cards of a suit in the order given.
    Rows(Vec<(Suit, AttrValue)>),
}

/// A seat's hand.
#[derive(Clone, Debug, PartialEq)]
pub enum HandView {
    /// Faces the viewer may see.
    Faces {
        cards: Vec<CardView>,
        layout: Layout,
        /// The group's accessible name ("South's hand, your turn").
        label: AttrValue,
        /// `data-nav` of the group (the arrow keys' scope), when given.
        nav: Option<AttrValue>,
        /// Shown when the hand is empty ("no cards left").
        empty: AttrValue,
    },
    /// Backs: the number of cards only.
    Backs { count: usize, label: AttrValue },
    /// Nothing (a seat that sits out).
    None,
}

/// A badge beside a seat's name ("dealer", "robot", "you").
#[derive(Clone, Debug, PartialEq)]
pub struct Badge {
    pub text: AttrValue,
    /// Extra class ("dealer", "role", "who", "turn", "you").
    pub class: Option<&'static str>,
    pub title: Option<AttrValue>,
    /// An accessible name when the text alone says too little ("●").
    pub label: Option<AttrValue>,
}

impl Badge {
    pub fn new(text: impl Into<AttrValue>, class: Option<&'static str>) -> Badge {
        Badge { text: text.into(), class, title: None, label: None }
    }
}

/// One seat at the table.
#[derive(Clone, Debug, PartialEq)]
pub struct SeatView {
    /// The section's `data-testid` ("hand-S", "lesson-hand-S").
    pub testid: AttrValue,
    pub name: AttrValue,
    /// The section's accessible name ("North, dummy").
    pub label: AttrValue,
    /// An extra class on the name ("vulnerable") and its title.
    pub name_class: Option<&'static str>,
    pub name_title: Option<AttrValue>,
    pub badges: Vec<Badge>,
    /// The seat whose turn it is (ringed).
    pub to_act: bool,
    /// Extra classes on the seat ("due").
    pub class: Option<&'static str>,
    pub hand: HandView,
    /// Anything under the hand (penalty cards face up).
    pub extra: Html,
}

impl SeatView {
    pub fn new(testid: impl Into<AttrValue>, name: impl Into<AttrValue>, hand: HandView) -> SeatView {
        let name = name.into();
        SeatView {
            testid: testid.into(),
            label: name.clone(),
            name,
            name_class: None,
            name_title: None,
            badges: Vec::new(),
            to_act: false,
            class: None,
            hand,
            extra: Html::default(),
        }
    }
}

/// The trick in the centre: each card in front of the seat that played it.
#[derive(Clone, Debug, PartialEq)]
pub struct TrickView {
    /// `(seat index, card)` in the order played.
    pub plays: Vec<(usize, CardView)>,
    /// The seat whose card wins (ringed), if known.
    pub winner: Option<usize>,
    /// The leader's mark: its seat, the mark's text and its title.
    pub led: Option<(usize, AttrValue, AttrValue)>,
    /// The group's accessible name ("Trick 3: West ace of spades…").
    pub label: AttrValue,
    pub testid: AttrValue,
    /// `data-trick` (the trick's number), when given.
    pub number: Option<usize>,
    /// Extra class ("reviewing", "last").
    pub class: Option<&'static str>,
    /// Under the cards: the trick's number, a tally, a button.
    pub caption: Html,
}

/// A talon, a discard pile, a widow: cards in the middle that belong to nobody.
#[derive(Clone, Debug, PartialEq)]
pub struct PileView {
    pub testid: AttrValue,
    /// The group's accessible name ("Talon", "Pile: 7 cards").
    pub label: AttrValue,
    /// A visible heading, when any.
    pub title: Option<AttrValue>,
    /// Face-up cards (the top of a pile last).
    pub faces: Vec<CardView>,
    /// Face-down cards besides.
    pub backs: usize,
}

#[derive(Properties, Clone, PartialEq)]
pub struct TableProps {
    /// Clockwise from the seat drawn at the bottom.
    pub seats: Vec<SeatView>,
    /// A click on a card button: the seat's index in `seats` and the card.
    #[prop_or_default]
    pub on_card: Callback<(usize, Card)>,
    #[prop_or_default]
    pub status: Html,
    #[prop_or_default]
    pub centre: Html,
    #[prop_or_default]
    pub trick: Option<TrickView>,
    /// Under the trick, in the centre (a robot's reason, a claim).
    #[prop_or_default]
    pub after_trick: Html,
    #[prop_or_default]
    pub pile: Option<PileView>,
    #[prop_or_default]
    pub call_box: Html,
    #[prop_or_default]
    pub footer: Html,
    /// The table's accessible name.
    pub label: AttrValue,
    /// Extra class on the felt ("phase-auction", "compact").
    #[prop_or_default]
    pub class: Classes,
    /// Heading level of the seats' names (2 at the main table).
    #[prop_or(2)]
    pub heading: u8,
}

/// The table: seats around the centre (trick, pile, whatever the caller
/// puts there), the call box under it, the viewer at the bottom.
#[component]
pub fn Table(props: &TableProps) -> Html {
    let n = props.seats.len();
    let heading = format!("h{}", props.heading.clamp(2, 6));
    let seat = |index: usize| {
        let Some(view) = props.seats.get(index) else { return Html::default() };
        let place = Place::of(index, n);
        let on_card = props.on_card.clone();
        let on_card = Callback::from(move |card: Card| on_card.emit((index, card)));
        html! {
            <section class={classes!("seat", place.class(), view.to_act.then_some("to-act"), view.class)} data-testid={view.testid.clone()}
                     aria-label={view.label.clone()}>
                <@{heading.clone()} class="seat-name">
                    <span class={classes!("name", view.name_class)} title={view.name_title.clone()}>{ view.name.clone() }</span>
                    { for view.badges.iter().map(|b| html! {
                        <span class={classes!("badge", b.class)} title={b.title.clone()} aria-label={b.label.clone()}>{ b.text.clone() }</span>
                    }) }
                </@>
                { hand(&view.hand, place == Place::Bottom, &on_card) }
                { view.extra.clone() }
            </section>
        }
    };
    // Seats drawn in the grid's reading order is not needed (areas place
    // them), but the screen reader's order is: top row, left, centre, right, bottom.
    let order: Vec<usize> = {
        let rank = |p: Place| match p {
            Place::TopLeft => 0,
            Place::Top => 1,
            Place::TopRight => 2,
            Place::Left => 3,
            Place::Right => 5,
            Place::Bottom => 6,
        };
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by_key(|i| rank(Place::of(*i, n)));
        order
    };
    let before_centre = order
        .iter()
        .filter(|i| matches!(Place::of(**i, n), Place::TopLeft | Place::Top | Place::TopRight | Place::Left));
    let after_centre = order.iter().filter(|i| Place::of(**i, n) == Place::Right);
    let bottom = order.iter().filter(|i| Place::of(**i, n) == Place::Bottom);
    let has_box = props.call_box != Html::default();
    html! {
        <section class={classes!("table", format!("seats-{n}"), props.class.clone())} aria-label={props.label.clone()}>
            { props.status.clone() }
            { for before_centre.map(|i| seat(*i)) }
            <div class="centre">
                { props.centre.clone() }
                if let Some(pile) = &props.pile { { pile_view(pile) } }
                if let Some(trick) = &props.trick { { trick_view(trick, n) } }
                { props.after_trick.clone() }
            </div>
            { for after_centre.map(|i| seat(*i)) }
            if has_box { <div class="box-area">{ props.call_box.clone() }</div> }
            { for bottom.map(|i| seat(*i)) }
            { props.footer.clone() }
        </section>
    }
}

/// A visible or hidden hand.
fn hand(view: &HandView, bottom: bool, on_card: &Callback<Card>) -> Html {
    match view {
        HandView::None => Html::default(),
        HandView::Backs { count, label } => backs(*count, label.clone()),
        HandView::Faces { cards, layout, label, nav, empty } => {
            let to_play = cards.iter().any(|c| c.state == CardState::Playable);
            let button = |c: &CardView, small: bool| card_button(c, small, on_card);
            match layout {
                // The fan is the bottom seat's; elsewhere it is drawn small.
                Layout::Fan => html! {
                    <div class={classes!("fan", to_play.then_some("to-play"))} role="group" aria-label={label.clone()}
                         data-nav={nav.clone()} style={format!("--cards: {}", cards.len())}>
                        { for cards.iter().map(|c| button(c, !bottom)) }
                        if cards.is_empty() { <span class="empty">{ empty.clone() }</span> }
                    </div>
                },
                Layout::Rows(suits) => html! {
                    <div class={classes!("rows", to_play.then_some("to-play"))} role="group" aria-label={label.clone()} data-nav={nav.clone()}>
                        { for suits.iter().map(|(suit, void)| {
                            let in_suit: Vec<&CardView> = cards.iter().filter(|c| c.card.suit == *suit).collect();
                            html! {
                                <div class={classes!("suit-row", suit_class(*suit))} key={suit.letter().to_string()}>
                                    <span class="suit-symbol" aria-hidden="true">{ suit.symbol() }</span>
                                    if in_suit.is_empty() { <span class="void" role="img" aria-label={void.clone()}>{ "—" }</span> }
                                    { for in_suit.into_iter().map(|c| button(c, true)) }
                                </div>
                            }
                        }) }
                    </div>
                },
            }
        }
    }
}

/// One card as a button (`data-card="SA"`, `data-legal`).
fn card_button(view: &CardView, small: bool, on_card: &Callback<Card>) -> Html {
    let card = view.card;
    let onclick = {
        let on_card = on_card.clone();
        Callback::from(move |_: MouseEvent| on_card.emit(card))
    };
    let class = classes!(
        "card",
        suit_class(card.suit),
        (view.state == CardState::Playable).then_some("playable"),
        (view.state == CardState::Offered).then_some("not-legal"),
        small.then_some("small"),
        view.mark.as_ref().map(|m| m.class),
        view.class
    );
    let code = view.code.as_ref().map(|c| c.to_string()).unwrap_or_else(|| card_code(card));
    html! {
        <button type="button" key={code.clone()} {class} data-card={code} data-legal={(view.state == CardState::Playable).to_string()}
                aria-label={view.label.clone()} data-dd-cost={view.mark.as_ref().and_then(|m| m.value.clone())}
                disabled={view.state == CardState::Shown} {onclick}>
            if let Some(mark) = &view.mark { <span class="dd-mark" aria-hidden="true">{ mark.text.clone() }</span> }
            <span class="corner" aria-hidden="true">
                <span class="rank">{ view.face.clone() }</span>
                <span class="pip">{ card.suit.symbol() }</span>
            </span>
            <span class="middle" aria-hidden="true">{ card.suit.symbol() }</span>
        </button>
    }
}

/// A card that is only shown, not a button (`role="img"`, `data-card`).
pub fn card_face(view: &CardView, extra: Option<&'static str>) -> Html {
    let card = view.card;
    let code = view.code.as_ref().map(|c| c.to_string()).unwrap_or_else(|| card_code(card));
    html! {
        <span key={code.clone()} class={classes!("card", "face", suit_class(card.suit), extra, view.class)} role="img"
              aria-label={view.label.clone()} data-card={code}>
            <span class="corner" aria-hidden="true">
                <span class="rank">{ view.face.clone() }</span>
                <span class="pip">{ card.suit.symbol() }</span>
            </span>
            <span class="middle" aria-hidden="true">{ card.suit.symbol() }</span>
        </span>
    }
}

/// A hidden hand: backs and the number of cards.
fn backs(count: usize, label: AttrValue) -> Html {
    let shown = count.min(13);
    html! {
        <div class="backs" role="img" aria-label={label}>
            <span class="back-stack" aria-hidden="true" style={format!("--cards: {shown}")}>
                { for (0..shown).map(|_| html! { <span class="back" /> }) }
            </span>
            <span class="count" aria-hidden="true">{ count }</span>
        </div>
    }
}

fn trick_view(trick: &TrickView, n: usize) -> Html {
    let spot = |index: usize| {
        let place = Place::of(index, n);
        let card = trick.plays.iter().find(|(s, _)| *s == index).map(|(_, c)| c);
        let won = trick.winner == Some(index) && card.is_some();
        let led = trick.led.as_ref().filter(|(s, _, _)| *s == index && card.is_some());
        html! {
            <div class={classes!("spot", place.class(), won.then_some("won"))} key={index.to_string()}>
                if let Some(card) = card { { card_face(card, Some("played")) } }
                if let Some((_, text, title)) = led { <span class="led-mark" title={title.clone()}>{ text.clone() }</span> }
            </div>
        }
    };
    html! {
        <div class={classes!("trick", format!("seats-{n}"), trick.class)} data-testid={trick.testid.clone()} role="group"
             aria-label={trick.label.clone()} data-trick={trick.number.map(|n| n.to_string())}>
            // In the order played (the grid places each spot): read, and found, lead first.
            { for trick.plays.iter().map(|(s, _)| *s).chain((0..n).filter(|i| trick.plays.iter().all(|(s, _)| s != i))).map(spot) }
            <div class="trick-caption">{ trick.caption.clone() }</div>
        </div>
    }
}

fn pile_view(pile: &PileView) -> Html {
    html! {
        <div class="pile" data-testid={pile.testid.clone()} role="group" aria-label={pile.label.clone()}>
            if let Some(title) = &pile.title { <span class="pile-title">{ title.clone() }</span> }
            <div class="pile-cards">
                { for pile.faces.iter().map(|c| card_face(c, Some("small"))) }
                if pile.backs > 0 { { backs(pile.backs, pile.label.clone()) } }
            </div>
        </div>
    }
}

/// One call of a call box.
#[derive(Clone, Debug, PartialEq)]
pub struct CallView {
    /// `data-call` ("1NT", "P", "X").
    pub code: AttrValue,
    /// What the button shows ("1NT", "Pass").
    pub text: AttrValue,
    /// The accessible name, led by the text ("1NT, one no trump").
    pub label: AttrValue,
    /// Extra class (colour by strain: "red", "black", "pass").
    pub class: Option<&'static str>,
    /// Enabled: legal now (or, in a tutor, clickable to be explained).
    pub enabled: bool,
    /// Ringed (a suggested call).
    pub suggested: bool,
}

#[derive(Properties, Clone, PartialEq)]
pub struct CallBoxProps {
    /// Rows of calls; each row is its own grid (bids, then pass/double/redouble).
    pub rows: Vec<(&'static str, Vec<CallView>)>,
    /// A click: the call's index in the flat list of `rows`.
    pub on_call: Callback<usize>,
    /// Whether the viewer is to call (the box is lit).
    pub active: bool,
    pub label: AttrValue,
    #[prop_or_default]
    pub testid: Option<AttrValue>,
    /// `data-seat` of the box (whose calls it makes), when given.
    #[prop_or_default]
    pub seat: Option<AttrValue>,
    /// `data-nav` (the arrow keys' scope).
    #[prop_or_default]
    pub nav: Option<AttrValue>,
    /// Anything above the buttons (a barred-calls notice).
    #[prop_or_default]
    pub header: Html,
}

/// A bidding box: every call a button, enabled when it may be made.
#[component]
pub fn CallBox(props: &CallBoxProps) -> Html {
    let mut index = 0;
    let rows: Vec<Html> = props
        .rows
        .iter()
        .map(|(class, calls)| {
            let buttons: Vec<Html> = calls
                .iter()
                .map(|call| {
                    let i = index;
                    index += 1;
                    let on_call = props.on_call.clone();
                    let onclick = Callback::from(move |_: MouseEvent| on_call.emit(i));
                    html! {
                        <button type="button" class={classes!("bid", call.class, call.suggested.then_some("suggested"))}
                                data-call={call.code.clone()} aria-label={call.label.clone()} disabled={!call.enabled} {onclick}>
                            { call.text.clone() }
                        </button>
                    }
                })
                .collect();
            html! { <div class={*class}>{ for buttons }</div> }
        })
        .collect();
    html! {
        <div class={classes!("bidding-box", props.active.then_some("active"))} role="group" aria-label={props.label.clone()}
             data-nav={props.nav.clone()} data-testid={props.testid.clone()} data-seat={props.seat.clone()}>
            { props.header.clone() }
            { for rows }
        </div>
    }
}

#[cfg(test)]
mod tests;
