//! The shedding game "Bridge" against the robots (issue 20), drawn on the
//! shared table (`tenace-table`). The game and the robots are the yew-free
//! controller `tenace_shedding_app::Play`; this view only shows what it
//! says and hands it the person's clicks and keys. Loaded on demand as its
//! own wasm module (`src/bin/tenace-shed.rs`, `Feature::Shed`).
//!
//! Test hooks (issue 20): `data-card="TD"` on the person's cards (the
//! game's own codes, rank first), `data-action="draw|end|bridge"`,
//! `data-suit="S|H|D|C"` for a jack's suit, `data-testid` `hand-<seat>`,
//! `top`, `stock`, `scores`; the view's root carries `data-due` (the seat to
//! act, empty when the game is over), `data-round` and `data-over`.

use crate::i18n::{lang, plural, tr, trf, Lang};
use crate::labels::{card_button_label, card_label, rank_face};
use std::cell::RefCell;
use std::rc::Rc;
use tenace_cards::{Card, Suit};
use tenace_core::Player;
use tenace_shedding::cards::{canonical, code, SUITS};
use tenace_shedding::view::Public;
use tenace_shedding::Act;
use tenace_shedding_app::{Options, Play, RobotKind, Rules, YOU};
use tenace_table::{Badge, CardState, CardView, HandView, Layout, PileView, SeatView, Table};
use yew::prelude::*;

#[derive(Properties, Clone, PartialEq)]
pub struct Props {
    pub lang: Lang,
}

/// How long a robot waits before its move, in milliseconds.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Speed {
    Normal,
    Fast,
    Instant,
}

impl Speed {
    const ALL: [Speed; 3] = [Speed::Normal, Speed::Fast, Speed::Instant];

    fn ms(self) -> u32 {
        match self {
            Speed::Normal => 450,
            Speed::Fast => 120,
            Speed::Instant => 0,
        }
    }

    fn id(self) -> &'static str {
        match self {
            Speed::Normal => "normal",
            Speed::Fast => "fast",
            Speed::Instant => "instant",
        }
    }

    fn word(self) -> &'static str {
        match self {
            Speed::Normal => tr("shed.speed.normal"),
            Speed::Fast => tr("shed.speed.fast"),
            Speed::Instant => tr("shed.speed.instant"),
        }
    }
}

fn suit_word(suit: Suit) -> &'static str {
    tr(match suit {
        Suit::Spades => "shed.suit.S",
        Suit::Hearts => "shed.suit.H",
        Suit::Diamonds => "shed.suit.D",
        Suit::Clubs => "shed.suit.C",
    })
}

fn suit_letter(suit: Suit) -> &'static str {
    tenace_shedding::cards::suit_code(suit)
}

fn seat_name(seat: Player) -> String {
    if seat == YOU {
        tr("shed.you").to_owned()
    } else {
        trf("shed.robot_name", &[("n", &seat.index().to_string())])
    }
}

fn cards_words(n: usize) -> String {
    plural("shed.cards", n as u64, &[("n", &n.to_string())])
}

/// A card as the table draws it, with the game's code on `data-card`.
fn card_view(card: Card) -> CardView {
    CardView::new(card, rank_face(card.rank), card_button_label(card)).code(code(card))
}

/// One line of the log in words (the person's own moves in the second person).
fn event_words(event: &Public) -> String {
    let name = seat_name;
    let you = |p: Player| p == YOU;
    match *event {
        Public::Play { seat, card, suit: Some(s), auto: false } if card.rank == tenace_cards::Rank::Jack => {
            let key = if you(seat) { "shed.ev.jack.you" } else { "shed.ev.jack" };
            trf(key, &[("name", &name(seat)), ("card", &card_label(card)), ("suit", suit_word(s))])
        }
        Public::Play { seat, card, .. } => {
            let key = if you(seat) { "shed.ev.play.you" } else { "shed.ev.play" };
            trf(key, &[("name", &name(seat)), ("card", &card_label(card))])
        }
        Public::Draw { seat, card: Some(c) } if you(seat) => trf("shed.ev.draw.you", &[("card", &card_label(c))]),
        Public::Draw { seat, .. } => trf("shed.ev.draw", &[("name", &name(seat))]),
        Public::Penalty { seat, drawn, .. } => {
            let key = if you(seat) { "shed.ev.penalty.you" } else { "shed.ev.penalty" };
            plural(key, drawn as u64, &[("name", &name(seat)), ("n", &drawn.to_string())])
        }
        Public::Skip { seat } => {
            trf(if you(seat) { "shed.ev.skip.you" } else { "shed.ev.skip" }, &[("name", &name(seat))])
        }
        Public::End { seat } => {
            trf(if you(seat) { "shed.ev.end.you" } else { "shed.ev.end" }, &[("name", &name(seat))])
        }
        Public::Reshuffle { .. } => tr("shed.ev.reshuffle").to_owned(),
        Public::Bridge { seat } => {
            trf(if you(seat) { "shed.ev.bridge.you" } else { "shed.ev.bridge" }, &[("name", &name(seat))])
        }
    }
}

/// What the view remembers besides the game.
#[derive(Clone, Debug, PartialEq, Default)]
struct Ui {
    /// A jack waiting for its suit.
    jack: Option<Card>,
    /// The last refusal, in words.
    refused: Option<String>,
}

/// The whole view: the options, the table, the scores.
#[component]
pub fn ShedView(_props: &Props) -> Html {
    let options = use_state(|| Options { seed: tenace_cards::fresh_seed(), ..Options::default() });
    let play: Rc<RefCell<Option<Play>>> = use_mut_ref(|| Play::new(*options).ok());
    let speed = use_state(|| Speed::Normal);
    let ui = use_state(Ui::default);
    // Bumped after every change of the game: re-renders and re-arms the robots' timer.
    // (Counted in a cell, so two changes before a render never give the same number.)
    let tick = use_state(|| 0u64);
    let counter = use_mut_ref(|| 0u64);
    let bump = {
        let (tick, counter) = (tick.clone(), counter.clone());
        Rc::new(move || {
            let next = *counter.borrow() + 1;
            *counter.borrow_mut() = next;
            tick.set(next);
        })
    };

    // The robots' moves, one at a time after a pause; a timer set at an old revision does nothing.
    {
        let (play, bump, speed) = (play.clone(), bump.clone(), *speed);
        use_effect_with((*tick, speed), move |_| {
            let due = play.borrow().as_ref().filter(|p| p.robot_due()).map(Play::revision);
            let cancelled = Rc::new(std::cell::Cell::new(false));
            if let Some(revision) = due {
                let cancelled = cancelled.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    gloo_timers::future::TimeoutFuture::new(speed.ms()).await;
                    if cancelled.get() {
                        return;
                    }
                    let stepped = match play.borrow_mut().as_mut() {
                        Some(p) if p.revision() == revision => p.robot_step().is_some(),
                        _ => false,
                    };
                    if stepped {
                        bump();
                    }
                });
            }
            move || cancelled.set(true)
        });
    }

    let act = {
        let (play, bump, ui) = (play.clone(), bump.clone(), ui.clone());
        Callback::from(move |act: Act| {
            let result = match play.borrow_mut().as_mut() {
                Some(p) => p.act(act),
                None => return,
            };
            match result {
                Ok(()) => {
                    ui.set(Ui::default());
                    bump();
                }
                Err(e) => ui.set(Ui {
                    jack: None,
                    refused: Some(trf("shed.refused", &[("why", &e.message), ("rule", e.rule)])),
                }),
            }
        })
    };

    let on_card = {
        let (play, ui, act) = (play.clone(), ui.clone(), act.clone());
        Callback::from(move |(seat, card): (usize, Card)| {
            if seat != 0 {
                return;
            }
            let chosen = play.borrow().as_ref().map(|p| p.play_of(card));
            match chosen {
                Some(Ok(Some(a))) => act.emit(a),
                // A jack: its suit is asked for.
                Some(Ok(None)) => ui.set(Ui { jack: Some(card), refused: None }),
                Some(Err(e)) => ui.set(Ui {
                    jack: None,
                    refused: Some(trf("shed.refused", &[("why", &e.message), ("rule", e.rule)])),
                }),
                None => {}
            }
        })
    };

    let new_game = {
        let (play, bump, ui, options) = (play.clone(), bump.clone(), ui.clone(), options.clone());
        Callback::from(move |next: Options| {
            *play.borrow_mut() = Play::new(next).ok();
            options.set(next);
            ui.set(Ui::default());
            bump();
        })
    };

    let onkeydown = {
        let (play, act) = (play.clone(), act.clone());
        Callback::from(move |e: KeyboardEvent| {
            if e.ctrl_key() || e.alt_key() || e.meta_key() {
                return;
            }
            let target_is_field = e
                .target()
                .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
                .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA"));
            if target_is_field {
                return;
            }
            let wanted = match e.key().to_ascii_lowercase().as_str() {
                "d" => Act::Draw,
                "e" => Act::End,
                "b" => Act::Bridge,
                _ => return,
            };
            if play.borrow().as_ref().is_some_and(|p| p.check(wanted).is_ok()) {
                e.prevent_default();
                act.emit(wanted);
            }
        })
    };

    let guard = play.borrow();
    let Some(game) = guard.as_ref() else {
        return html! { <p class="notice error" role="alert">{ tr("shed.failed") }</p> };
    };
    let seen = game.seen();
    let g = game.game();
    let round = g.round();
    let n = g.seating().count();
    let your_turn = game.your_turn();
    let playable = game.playable();

    // Seats clockwise from the person at the bottom.
    let seats: Vec<SeatView> = g
        .seating()
        .players()
        .map(|p| {
            let count = seen.cards_of(p);
            let hand = if p == YOU {
                let cards = canonical(seen.hand())
                    .map(|c| {
                        card_view(c).state(if playable.contains(&c) { CardState::Playable } else { CardState::Shown })
                    })
                    .collect();
                HandView::Faces {
                    cards,
                    layout: Layout::Fan,
                    label: AttrValue::from(if your_turn { tr("shed.hand.turn") } else { tr("shed.hand") }),
                    nav: Some(AttrValue::from("shed-hand")),
                    empty: AttrValue::from(tr("shed.hand.empty")),
                }
            } else {
                HandView::Backs { count, label: AttrValue::from(cards_words(count)) }
            };
            let name = seat_name(p);
            let mut view = SeatView::new(format!("hand-{}", p.index()), name.clone(), hand);
            view.label = trf("shed.seat.label", &[("name", &name), ("cards", &cards_words(count))]).into();
            view.to_act = game.due() == Some(p);
            view.badges.push(Badge::new(trf("shed.score", &[("points", &seen.score(p).to_string())]), Some("score")));
            if seen.skips(p) > 0 {
                view.badges.push(Badge::new(trf("shed.skips", &[("n", &seen.skips(p).to_string())]), Some("role")));
            }
            if round.dealer() == p {
                view.badges.push(Badge::new(tr("shed.dealer"), Some("dealer")));
            }
            view
        })
        .collect();

    let top = seen.top();
    let pile = PileView {
        testid: "top".into(),
        label: AttrValue::from(format!(
            "{}: {}. {}",
            tr("shed.top"),
            card_label(top),
            trf("shed.suit.now", &[("suit", suit_word(seen.suit()))])
        )),
        title: Some(AttrValue::from(trf("shed.pile", &[("cards", &cards_words(seen.discard()))]))),
        faces: vec![card_view(top)],
        backs: 0,
    };
    let centre = html! {
        <div class="shed-centre">
            <p class="shed-suit" data-suit-now={suit_letter(seen.suit())}>
                { trf("shed.suit.now", &[("suit", suit_word(seen.suit()))]) }{ " " }
                <span class={classes!("pip", tenace_table::suit_class(seen.suit()))} aria-hidden="true">{ seen.suit().symbol() }</span>
            </p>
            <p class="shed-stock" data-testid="stock" data-count={seen.stock().to_string()}>
                { trf("shed.stock", &[("cards", &cards_words(seen.stock()))]) }
            </p>
        </div>
    };

    let button = |what: &'static str, key: &'static str, shortcut: &'static str, allowed: bool, a: Act| {
        let act = act.clone();
        html! {
            <button type="button" data-action={what} aria-keyshortcuts={shortcut} disabled={!allowed}
                    onclick={Callback::from(move |_: MouseEvent| act.emit(a))}>{ tr(key) }</button>
        }
    };
    let suit_choice = ui.jack.filter(|_| your_turn).map(|jack| {
        let suits = game.jack_suits(jack);
        html! {
            <div class="shed-suits" role="group" aria-label={trf("shed.choose_suit", &[("card", &card_label(jack))])}>
                <span>{ trf("shed.choose_suit", &[("card", &card_label(jack))]) }</span>
                { for SUITS.into_iter().filter(|s| suits.contains(s)).map(|s| {
                    let act = act.clone();
                    html! {
                        <button type="button" class={classes!("suit-choice", tenace_table::suit_class(s))} data-suit={suit_letter(s)}
                                aria-label={suit_word(s)} onclick={Callback::from(move |_: MouseEvent| act.emit(Act::jack(jack, s)))}>
                            <span aria-hidden="true">{ s.symbol() }</span>{ " " }{ suit_word(s) }
                        </button>
                    }
                }) }
                <button type="button" data-action="cancel" onclick={{
                    let ui = ui.clone();
                    Callback::from(move |_: MouseEvent| ui.set(Ui::default()))
                }}>{ tr("shed.action.cancel") }</button>
            </div>
        }
    });
    let call_box = html! {
        <div class="shed-actions" role="group" aria-label={tr("shed.actions")}>
            { button("draw", "shed.action.draw", "d", game.may_draw(), Act::Draw) }
            { button("end", "shed.action.end", "e", game.may_end(), Act::End) }
            if g.variant().bridge_call {
                { button("bridge", "shed.action.bridge", "b", game.may_bridge(), Act::Bridge) }
            }
            { suit_choice.unwrap_or_default() }
        </div>
    };

    let status_text = match (game.result(), game.due()) {
        (Some(result), _) => trf("shed.over", &[("place", &result.places[YOU].to_string()), ("n", &n.to_string())]),
        (None, Some(p)) if p == YOU => tr("shed.turn.you").to_owned(),
        (None, Some(p)) => trf("shed.turn.robot", &[("name", &seat_name(p))]),
        (None, None) => String::new(),
    };
    let status = html! {
        <div class="status shed-status">
            <span class="shed-round">{ trf("shed.round", &[("n", &round.number().to_string())]) }</span>
            <span data-testid="shed-turn">{ status_text.clone() }</span>
        </div>
    };

    // The scores: totals and the last round's points.
    let last = game.last_end().cloned();
    let scores = html! {
        <table class="shed-scores" data-testid="scores">
            <caption>{ tr("shed.scores") }</caption>
            <thead><tr>
                <th scope="col">{ tr("shed.scores.seat") }</th>
                <th scope="col">{ tr("shed.scores.last") }</th>
                <th scope="col">{ tr("shed.scores.total") }</th>
            </tr></thead>
            <tbody>
                { for g.seating().players().map(|p| html! {
                    <tr data-seat={p.index().to_string()}>
                        <th scope="row">{ seat_name(p) }</th>
                        <td>{ last.as_ref().map(|e| e.points[p].to_string()).unwrap_or_default() }</td>
                        <td data-total={g.totals()[p].to_string()}>{ g.totals()[p].to_string() }</td>
                    </tr>
                }) }
            </tbody>
        </table>
    };
    let round_over = last.as_ref().map(|e| match e.out {
        Some(p) => trf("shed.round.over", &[("n", &e.round.to_string()), ("who", &seat_name(p))]),
        None => trf("shed.round.over.none", &[("n", &e.round.to_string())]),
    });
    // The last six events, oldest first.
    let events = game.log();
    let log: Vec<String> = events.iter().skip(events.len().saturating_sub(6)).map(event_words).collect();
    let over = game.result().is_some();

    let footer = html! {
        <div class="shed-footer">
            if let Some(text) = &ui.refused {
                <p class="notice error" role="alert" data-testid="shed-refused">{ text.clone() }</p>
            }
            if let Some(text) = round_over {
                <p class="shed-round-over" data-testid="shed-round-over">{ text }</p>
            }
            if over {
                <p class="shed-over" role="status" data-testid="shed-over">
                    { status_text.clone() }{ " " }
                    <button type="button" data-action="again" onclick={{
                        let (new_game, options) = (new_game.clone(), *options);
                        Callback::from(move |_: MouseEvent| new_game.emit(Options { seed: tenace_cards::fresh_seed(), ..options }))
                    }}>{ tr("shed.again") }</button>
                </p>
            }
            <section class="shed-log" aria-label={tr("shed.log")}>
                <h3>{ tr("shed.log") }</h3>
                <ol>{ for log.iter().map(|line| html! { <li>{ line.clone() }</li> }) }</ol>
            </section>
            { scores }
            <p class="shed-keys">{ tr("shed.keys") }</p>
        </div>
    };

    let form = options_form(*options, *speed, new_game, speed.clone());

    html! {
        <div class="shed" data-testid="shed" data-due={game.due().map(|p| p.index().to_string()).unwrap_or_default()}
             data-round={round.number().to_string()} data-over={over.to_string()} data-players={n.to_string()}
             data-lang={lang().code()} {onkeydown}>
            <h2 class="shed-title">{ tr("shed.title") }</h2>
            <p class="shed-intro">{ tr("shed.intro") }</p>
            { form }
            <div class="sr-only" role="status" aria-live="polite">{ status_text }</div>
            <Table seats={seats} on_card={on_card} status={status} centre={centre} pile={Some(pile)}
                   call_box={call_box} footer={footer} label={AttrValue::from(tr("shed.table"))}
                   class={classes!("shed-table")} heading={3} />
        </div>
    }
}

/// Players, rules, robots and speed, and the button that deals a new game.
fn options_form(current: Options, speed: Speed, new_game: Callback<Options>, set_speed: UseStateHandle<Speed>) -> Html {
    let select_value = |e: &Event| -> Option<String> {
        e.target().and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlSelectElement>(t).ok()).map(|s| s.value())
    };
    let changed = |f: fn(Options, &str) -> Options| {
        let new_game = new_game.clone();
        Callback::from(move |e: Event| {
            if let Some(v) = select_value(&e) {
                new_game.emit(f(Options { seed: tenace_cards::fresh_seed(), ..current }, &v));
            }
        })
    };
    let on_speed = Callback::from(move |e: Event| {
        if let Some(v) = select_value(&e) {
            if let Some(s) = Speed::ALL.into_iter().find(|s| s.id() == v) {
                set_speed.set(s);
            }
        }
    });
    let deal = {
        let new_game = new_game.clone();
        Callback::from(move |_: MouseEvent| new_game.emit(Options { seed: tenace_cards::fresh_seed(), ..current }))
    };
    html! {
        <fieldset class="shed-options">
            <legend>{ tr("shed.options") }</legend>
            <label>{ tr("shed.players") }{ " " }
                <select data-testid="shed-players" onchange={changed(|o, v| Options { players: v.parse().unwrap_or(o.players), ..o })}>
                    { for (2u8..=6).map(|k| html! { <option value={k.to_string()} selected={k == current.players}>{ k.to_string() }</option> }) }
                </select>
            </label>
            <label>{ tr("shed.rules") }{ " " }
                <select data-testid="shed-rules" onchange={changed(|o, v| Options { rules: Rules::by_id(v).unwrap_or(o.rules), ..o })}>
                    { for Rules::ALL.into_iter().map(|r| html! {
                        <option value={r.id()} selected={r == current.rules}>{ tr(match r { Rules::Contest => "shed.rules.contest", Rules::Backyard => "shed.rules.backyard" }) }</option>
                    }) }
                </select>
            </label>
            <label>{ tr("shed.robot") }{ " " }
                <select data-testid="shed-robot" onchange={changed(|o, v| Options { robot: RobotKind::by_id(v).unwrap_or(o.robot), ..o })}>
                    { for RobotKind::ALL.into_iter().map(|r| html! {
                        <option value={r.id()} selected={r == current.robot}>{ tr(match r {
                            RobotKind::Sample => "shed.robot.sample",
                            RobotKind::Greedy => "shed.robot.greedy",
                            RobotKind::Strong => "shed.robot.strong",
                        }) }</option>
                    }) }
                </select>
            </label>
            <label>{ tr("shed.speed") }{ " " }
                <select data-testid="shed-speed" onchange={on_speed}>
                    { for Speed::ALL.into_iter().map(|s| html! { <option value={s.id()} selected={s == speed}>{ s.word() }</option> }) }
                </select>
            </label>
            <button type="button" data-action="new" onclick={deal}>{ tr("shed.new") }</button>
        </fieldset>
    }
}
