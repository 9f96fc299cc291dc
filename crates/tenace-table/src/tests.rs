//! The component rendered to HTML on the host (yew's server renderer):
//! the hooks the browser tests and the other views rely on.

use super::*;
use tenace_cards::Rank;

fn render<C: BaseComponent>(props: C::Properties) -> String {
    futures_executor::block_on(yew::LocalServerRenderer::<C>::with_props(props).hydratable(false).render())
}

fn card(s: &str) -> Card {
    s.parse().expect("a card")
}

fn view(s: &str, state: CardState) -> CardView {
    let c = card(s);
    CardView::new(c, c.rank.letter().to_string(), format!("{c}")).state(state)
}

fn rows() -> Layout {
    Layout::Rows(Suit::DESCENDING.iter().map(|s| (*s, AttrValue::from(format!("no {s:?}")))).collect())
}

fn seat(i: usize, hand: HandView) -> SeatView {
    SeatView::new(format!("hand-{i}"), format!("Seat {i}"), hand)
}

fn props(seats: Vec<SeatView>) -> TableProps {
    TableProps {
        seats,
        on_card: Callback::noop(),
        status: Html::default(),
        centre: Html::default(),
        trick: None,
        after_trick: Html::default(),
        pile: None,
        call_box: Html::default(),
        footer: Html::default(),
        label: "Table".into(),
        class: Classes::new(),
        heading: 2,
    }
}

fn count(html: &str, needle: &str) -> usize {
    html.matches(needle).count()
}

#[test]
fn places_for_two_to_six_seats_are_distinct_and_start_at_the_bottom() {
    for n in 2..=6 {
        let layout = Place::layout(n);
        assert_eq!(layout.len(), n);
        assert_eq!(layout[0], Place::Bottom);
        for (i, p) in layout.iter().enumerate() {
            assert!(!layout[..i].contains(p), "{n} seats: {p:?} twice");
            assert_eq!(Place::of(i, n), *p);
        }
    }
    assert_eq!(Place::layout(4), &[Place::Bottom, Place::Left, Place::Top, Place::Right]);
}

#[test]
fn card_buttons_carry_the_hooks_and_their_state() {
    let hand = HandView::Faces {
        cards: vec![view("SA", CardState::Playable), view("S2", CardState::Offered), view("HK", CardState::Shown)],
        layout: rows(),
        label: "South's hand".into(),
        nav: Some("hand".into()),
        empty: "no cards".into(),
    };
    let others: Vec<SeatView> =
        (1..4).map(|i| seat(i, HandView::Backs { count: 13, label: "13 cards".into() })).collect();
    let html = render::<Table>(props([vec![seat(0, hand)], others].concat()));
    assert!(html.contains(r#"data-card="SA" data-legal="true""#), "{html}");
    assert!(html.contains(r#"data-card="S2" data-legal="false""#), "{html}");
    // Offered cards are clickable (a tutor explains them); shown ones are not.
    let button = |code: &str| {
        let at = html.find(&format!(r#"data-card="{code}""#)).expect("the card");
        let start = html[..at].rfind("<button").expect("a button");
        let end = at + html[at..].find('>').expect("the tag's end");
        html[start..end].to_owned()
    };
    assert!(!button("SA").contains("disabled") && !button("S2").contains("disabled"), "{html}");
    assert!(button("HK").contains("disabled"), "{}", button("HK"));
    assert!(button("S2").contains("not-legal"));
    // An empty suit says so; hidden hands are backs with their count.
    assert!(html.contains(r#"aria-label="no Clubs""#), "{html}");
    assert_eq!(count(&html, r#"class="back""#), 39);
    assert_eq!(count(&html, r#"data-testid="hand-"#), 4);
    assert!(html.contains(r#"class="seat bottom"#) && html.contains(r#"class="seat top"#));
}

#[test]
fn three_seats_a_talon_and_a_trick_are_drawn_for_any_table() {
    let backs = |i| seat(i, HandView::Backs { count: 10, label: "10 cards".into() });
    let mut p = props(vec![backs(0), backs(1), backs(2)]);
    p.pile = Some(PileView {
        testid: "talon".into(),
        label: "Talon".into(),
        title: Some("Talon".into()),
        faces: vec![view("D7", CardState::Shown), view("C8", CardState::Shown)],
        backs: 0,
    });
    p.trick = Some(TrickView {
        plays: vec![(2, view("HA", CardState::Shown)), (1, view("H7", CardState::Shown))],
        winner: Some(1),
        led: Some((2, "led".into(), "led by 2".into())),
        label: "Trick 1".into(),
        testid: "trick".into(),
        number: Some(1),
        class: None,
        caption: html! { <span>{ "Trick 1" }</span> },
    });
    let html = render::<Table>(p);
    assert!(html.contains("seats-3"));
    assert!(html.contains(r#"class="seat left"#) && html.contains(r#"class="seat right"#), "{html}");
    assert!(html.contains(r#"data-testid="talon""#) && html.contains(r#"data-card="D7""#));
    // Three spots, the winner ringed, the leader marked.
    assert_eq!(count(&html, r#"class="spot "#), 3, "{html}");
    assert!(html.contains(r#"class="spot left won""#), "{html}");
    assert!(html.contains(r#"title="led by 2""#));
    assert!(html.contains(r#"data-trick="1""#));
    // The cards in the order played, the lead first, whatever the seats.
    assert!(html.find(r#"data-card="HA""#) < html.find(r#"data-card="H7""#));
}

#[test]
fn six_seats_fill_the_top_row() {
    let html =
        render::<Table>(props((0..6).map(|i| seat(i, HandView::Backs { count: 5, label: "5".into() })).collect()));
    for place in ["bottom", "left", "top-left", "top", "top-right", "right"] {
        assert!(html.contains(&format!(r#"class="seat {place}"#)), "{place}: {html}");
    }
    // The screen reader's order: the top row first, the viewer last.
    let at = |testid: &str| html.find(&format!(r#"data-testid="{testid}""#)).expect(testid);
    assert!(at("hand-2") < at("hand-3") && at("hand-3") < at("hand-4") && at("hand-5") < at("hand-0"));
}

#[test]
fn the_call_box_numbers_its_calls_across_rows() {
    let call = |code: &str, enabled| CallView {
        code: code.to_owned().into(),
        text: code.to_owned().into(),
        label: code.to_owned().into(),
        class: None,
        enabled,
        suggested: code == "1NT",
    };
    let props = CallBoxProps {
        rows: vec![("bids", vec![call("1C", false), call("1NT", true)]), ("others", vec![call("P", true)])],
        on_call: Callback::noop(),
        active: true,
        label: "Your call".into(),
        testid: Some("box".into()),
        seat: Some("S".into()),
        nav: Some("bidding".into()),
        header: Html::default(),
    };
    let html = render::<CallBox>(props);
    assert_eq!(count(&html, "data-call="), 3);
    assert!(html.contains(r#"data-seat="S""#) && html.contains("bidding-box active"));
    let one_nt = &html[html.find(r#"data-call="1NT""#).unwrap()..];
    assert!(one_nt[..one_nt.find('>').unwrap()].contains(r#"class="bid suggested""#), "{html}");
    let one_club = &html[html.find(r#"data-call="1C""#).unwrap()..];
    assert!(one_club[..one_club.find('>').unwrap()].contains("disabled"));
}

#[test]
fn a_face_names_its_card() {
    let c = Card::new(Suit::Hearts, Rank::Ten);
    let html = yew::html! { { card_face(&CardView::new(c, "10", "ten of hearts"), None) } };
    #[component]
    fn Wrap(props: &WrapProps) -> Html {
        props.html.clone()
    }
    #[derive(Properties, PartialEq)]
    struct WrapProps {
        html: Html,
    }
    let out = render::<Wrap>(WrapProps { html });
    assert!(
        out.contains(r#"role="img""#)
            && out.contains(r#"aria-label="ten of hearts""#)
            && out.contains(r#"data-card="HT""#),
        "{out}"
    );
}

/// A game that writes its cards rank first (Preferans, `AS`) gives each card its code; the others keep `SA`.
#[test]
fn a_card_may_carry_its_games_code() {
    let hand = HandView::Faces {
        cards: vec![view("SA", CardState::Playable).code("AS"), view("HT", CardState::Shown)],
        layout: Layout::Fan,
        label: "mine".into(),
        nav: None,
        empty: "none".into(),
    };
    let pile = PileView {
        testid: "talon".into(),
        label: "Talon".into(),
        title: None,
        faces: vec![view("D7", CardState::Shown).code("7D")],
        backs: 1,
    };
    let html = render::<Table>(TableProps { pile: Some(pile), ..props(vec![seat(1, hand)]) });
    assert!(html.contains(r#"data-card="AS""#), "{html}");
    assert!(html.contains(r#"data-card="HT""#), "{html}");
    assert!(html.contains(r#"data-card="7D""#), "{html}");
    assert!(!html.contains(r#"data-card="SA""#));
}
