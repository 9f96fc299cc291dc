//! The compact table of a lesson deal: the learner's hands as buttons (all
//! of them, so that a wrong card reaches the checker and is explained),
//! the trick or the auction in the middle, the checker's sentence, the
//! goal, hints on request and the end of the deal.

use super::deal::{DealMsg, DealState, Feedback, Outcome};
use crate::i18n::{self, tr, trf};
use crate::keys::{match_call, match_card, Typed};
use crate::labels::{call_code, call_label, call_text, card_code, card_label, contract_label, rank_face};
use crate::ui::auction::call_class;
use crate::ui::cards::{card_face, suit_class, DISPLAY_SUITS};
use crate::{dom, robot};
use std::cell::RefCell;
use std::rc::Rc;
use tenace_bridge::{Action, Bid, Call, Card, CardSet, Phase, Seat};
use tenace_i18n::Lang;
use tenace_tutor::lesson::DealText;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Robots answer a little faster than at the table, but slowly enough to
/// follow: a call, a card, and a pause to look at a finished trick.
fn delay_ms(pace: crate::state::RobotPace) -> u32 {
    match pace {
        crate::state::RobotPace::Call => 250,
        crate::state::RobotPace::Card => 450,
        crate::state::RobotPace::LeadAfterTrick => 1300,
    }
}

#[derive(Properties, Clone, PartialEq)]
pub struct Props {
    pub lang: Lang,
    /// The deal with its given calls made (built by the lesson page).
    pub initial: Rc<DealState>,
    pub text: DealText,
    /// Called with the deal's id each time its goal is reached.
    pub on_reached: Callback<String>,
}

/// Typed keys waiting to become a call or a card.
#[derive(Default)]
struct KeyBuffer {
    typed: String,
    at: f64,
}

/// The checker's sentence for the last refused action or reviewed call.
pub fn feedback_text(lang: Lang, feedback: &Feedback) -> String {
    match feedback {
        Feedback::Refused(e) => tenace_tutor::explain_error(lang, e),
        Feedback::Call { advice, call } => tenace_tutor::review_call(lang, advice, *call),
    }
}

fn on_key(state: &UseReducerHandle<DealState>, buffer: &RefCell<KeyBuffer>, e: &web_sys::KeyboardEvent) {
    // The quiz widget below the deal has keys of its own.
    if e.ctrl_key() || e.meta_key() || e.alt_key() || dom::typing_in_field() || dom::focus_inside("tenace-quiz") {
        return;
    }
    let s: &DealState = state;
    let key = e.key();
    let step = match key.as_str() {
        "ArrowLeft" | "ArrowUp" => Some(-1),
        "ArrowRight" | "ArrowDown" => Some(1),
        _ => None,
    };
    if let Some(step) = step {
        // Only from inside the lesson table (elsewhere arrows scroll the page).
        if dom::focus_inside(".learn-table") && dom::move_focus(step, ".learn-table [data-nav=learner]") {
            e.prevent_default();
        }
        return;
    }
    if key == "?" {
        e.prevent_default();
        state.dispatch(DealMsg::Hint);
        return;
    }
    if key.chars().count() != 1 || key == " " {
        return;
    }
    if s.over() {
        buffer.borrow_mut().typed.clear();
        return;
    }
    // Typed while a robot thinks: the learner's own seat, and the checker
    // says whose turn it is.
    let hand = s.learner_hand_to_act().unwrap_or(s.learner());
    let mut buf = buffer.borrow_mut();
    let now = dom::now_ms();
    if now - buf.at > 2500.0 {
        buf.typed.clear();
    }
    buf.at = now;
    buf.typed.push_str(&key.to_ascii_lowercase());
    let typed = buf.typed.clone();
    // A real call or card that is not legal goes to the checker, which says why.
    let action = match s.game.phase() {
        Phase::Auction => match match_call(&typed, &s.game.legal_calls()) {
            Typed::Chosen(call) | Typed::Illegal(call) => Some(Action::Call { seat: hand, call }),
            Typed::Pending => {
                e.prevent_default();
                return;
            }
            Typed::NoMatch => None,
        },
        Phase::Play => match match_card(&typed, s.game.legal_cards()) {
            Typed::Chosen(card) | Typed::Illegal(card) => Some(Action::Play { seat: hand, card }),
            Typed::Pending => {
                e.prevent_default();
                return;
            }
            Typed::NoMatch => None,
        },
        Phase::Claim | Phase::Finished => None,
    };
    buf.typed.clear();
    if let Some(action) = action {
        e.prevent_default();
        state.dispatch(DealMsg::Learner(action));
    }
}

/// One seat's hand: buttons for the learner's hands, faces for a visible
/// robot hand, a count for a hidden one.
fn hand_view(s: &DealState, seat: Seat, dispatch: &Callback<DealMsg>) -> Html {
    let cards: CardSet = match s.game.play() {
        Some(p) => p.hand(seat),
        None => s.game.deal().hand(seat),
    };
    let learner = s.learner();
    let controlled = s.game.controller(seat) == learner;
    let started = s.game.play().map(|p| !p.completed_tricks().is_empty() || !p.current_trick().cards.is_empty());
    let dummy = s.game.contract().map(|c| c.dummy());
    // Dummy lies face up after the opening lead; everything at the end.
    let visible = seat == learner
        || (s.over() && !s.is_bidding())
        || (Some(seat) == dummy && started == Some(true) && !s.is_bidding());
    let to_act = s.learner_hand_to_act() == Some(seat);
    let legal = if to_act { s.game.legal_cards() } else { CardSet::EMPTY };
    let name = i18n::seat(seat);
    let label = if seat == learner { trf("learn.hand.yours", &[("seat", name)]) } else { name.to_owned() };
    let body = if !visible {
        html! { <span class="lt-count">{ trf("learn.cards.hidden", &[("n", &cards.len().to_string())]) }</span> }
    } else {
        html! {
            <div class={classes!("rows", to_act.then_some("to-play"))} role="group" aria-label={label.clone()}
                 data-nav={to_act.then_some("learner")}>
                { for DISPLAY_SUITS.iter().map(|suit| {
                    let in_suit = cards.suit(*suit);
                    html! {
                        <div class={classes!("suit-row", suit_class(*suit))} key={suit.letter().to_string()}>
                            <span class="suit-symbol" aria-hidden="true">{ suit.symbol() }</span>
                            if in_suit.is_empty() { <span class="void" aria-label={trf("learn.void", &[("suit", i18n::suit(*suit))])}>{ "—" }</span> }
                            { for in_suit.iter().rev().map(|card| {
                                if controlled && !s.over() && !s.is_bidding() {
                                    card_button(seat, card, to_act, legal.contains(card), dispatch)
                                } else {
                                    card_face(card, Some("small"))
                                }
                            }) }
                        </div>
                    }
                }) }
            </div>
        }
    };
    let turn = s.game.to_act() == Some(seat) && !s.over();
    html! {
        <div class={classes!("lt-seat", format!("lt-{}", place(learner, seat)), turn.then_some("to-act"))}
             data-testid={format!("lesson-hand-{}", seat.letter())}>
            <span class="lt-name">{ name }
                if seat == learner { { " " }<span class="badge you">{ tr("learn.you") }</span> }
                if Some(seat) == dummy && !s.is_bidding() { { " " }<span class="badge">{ tr("learn.dummy") }</span> }
            </span>
            { body }
        </div>
    }
}

/// Where a seat sits, the learner at the bottom.
fn place(learner: Seat, seat: Seat) -> &'static str {
    match learner.distance_to(seat) {
        0 => "bottom",
        1 => "left",
        2 => "top",
        _ => "right",
    }
}

/// A card of the learner's: clickable whenever that hand is to play (legal
/// or not: the checker explains a wrong one).
fn card_button(seat: Seat, card: Card, to_act: bool, legal: bool, dispatch: &Callback<DealMsg>) -> Html {
    let onclick = {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(DealMsg::Learner(Action::Play { seat, card })))
    };
    html! {
        <button type="button" key={card_code(card)} class={classes!("card", "small", suit_class(card.suit), (to_act && legal).then_some("playable"), (to_act && !legal).then_some("not-legal"))}
                data-card={card_code(card)} data-legal={legal.to_string()} aria-label={crate::labels::named(rank_face(card.rank), &card_label(card))} disabled={!to_act} {onclick}>
            <span class="corner" aria-hidden="true">
                <span class="rank">{ rank_face(card.rank) }</span>
                <span class="pip">{ card.suit.symbol() }</span>
            </span>
        </button>
    }
}

fn trick_view(s: &DealState) -> Html {
    let Some(play) = s.game.play() else { return Html::default() };
    let learner = s.learner();
    let current = play.current_trick();
    // Between tricks the last one stays in view until the next lead.
    let (trick, last) = match (current.cards.is_empty(), play.completed_tricks().last()) {
        (true, Some(done)) => (done, true),
        _ => (current, false),
    };
    let spots = trick.cards.iter().enumerate().map(|(i, card)| {
        let seat = trick.leader.advance(i);
        html! {
            <div class={classes!("spot", place(learner, seat))} key={seat.letter().to_string()}>
                { card_face(*card, None) }
            </div>
        }
    });
    let side = learner.side();
    let ours = play.tricks_won(side);
    let theirs = play.tricks_won(side.opponents());
    html! {
        <div class={classes!("trick", "lt-trick", last.then_some("last"))} data-testid="lesson-trick"
             aria-label={if last { tr("learn.trick.last") } else { tr("learn.trick.current") }}>
            { for spots }
            <div class="trick-caption lt-tally" data-testid="lesson-tally" data-ours={ours.to_string()}>
                { trf("learn.tally", &[("ours", &ours.to_string()), ("theirs", &theirs.to_string())]) }
            </div>
        </div>
    }
}

fn auction_view(s: &DealState) -> Html {
    let auction = s.game.auction();
    let dealer = auction.dealer();
    // Columns West, North, East, South; blanks before the dealer.
    let columns = [Seat::West, Seat::North, Seat::East, Seat::South];
    let skip = columns.iter().position(|c| *c == dealer).unwrap_or(0);
    html! {
        <div class="auction lt-auction" data-testid="lesson-auction" role="group" aria-label={tr("auction.label")}>
            <div class="grid">
                { for columns.iter().map(|seat| html! {
                    <span class={classes!("cell", "head", (*seat == s.learner()).then_some("you"))}>{ i18n::seat_letter(*seat) }</span>
                }) }
                { for (0..skip).map(|_| html! { <span class="cell" /> }) }
                { for auction.calls().iter().enumerate().map(|(i, call)| {
                    let seat = dealer.advance(i);
                    html! {
                        <span class={classes!("cell", call_class(*call))} data-index={i.to_string()} data-grid-call={call_code(*call)}
                              aria-label={format!("{}: {}", i18n::seat(seat), call_label(*call))}>{ call_text(*call) }</span>
                    }
                }) }
                if let Some(next) = auction.to_act().filter(|_| !s.over()) {
                    <span class="cell next" aria-label={trf("auction.to.call", &[("seat", i18n::seat(next))])}>{ "?" }</span>
                }
            </div>
        </div>
    }
}

/// Every call is a button while it is the learner's turn: a wrong one is
/// explained, not hidden.
fn bidding_box(s: &DealState, dispatch: &Callback<DealMsg>) -> Html {
    let active = s.learner_hand_to_act().is_some();
    let learner = s.learner();
    let button = |call: Call| {
        let dispatch = dispatch.clone();
        let onclick =
            Callback::from(move |_: MouseEvent| dispatch.emit(DealMsg::Learner(Action::Call { seat: learner, call })));
        html! {
            <button type="button" class={classes!("bid", call_class(call))} data-call={call_code(call)}
                    aria-label={crate::labels::call_button_label(call)} disabled={!active} {onclick}>{ call_text(call) }</button>
        }
    };
    html! {
        <div class={classes!("bidding-box", "lt-box", active.then_some("active"))} role="group" data-nav="learner"
             aria-label={if active { tr("box.active") } else { tr("box.waiting") }}>
            <div class="bids">{ for Bid::all().map(|b| button(Call::Bid(b))) }</div>
            <div class="others">{ button(Call::Pass) }{ button(Call::Double) }{ button(Call::Redouble) }</div>
        </div>
    }
}

#[component]
pub fn LessonTable(props: &Props) -> Html {
    let state = {
        let initial = props.initial.clone();
        use_reducer(move || (*initial).clone())
    };
    let keys = use_mut_ref(KeyBuffer::default);
    let dispatch: Callback<DealMsg> = {
        let state = state.clone();
        Callback::from(move |m| state.dispatch(m))
    };

    // Robots: after every change, the robot whose turn it is answers
    // through the worker; a stale answer is dropped by the reducer.
    {
        let state = state.clone();
        use_effect_with(state.revision, move |_| {
            if let Some(turn) = state.robot_turn() {
                let delay = delay_ms(turn.pace);
                let state = state.clone();
                yew::platform::spawn_local(async move {
                    let revision = turn.revision;
                    let outcome = robot::ask(turn.job, delay).await;
                    state.dispatch(DealMsg::Robot { revision, outcome });
                });
            }
        });
    }
    // The goal reached: the lesson page records it.
    {
        let reached = matches!(state.outcome(), Some(Outcome::Reached { .. } | Outcome::Bid));
        let on_reached = props.on_reached.clone();
        let id = state.spec.id.clone();
        use_effect_with((reached, state.revision), move |(reached, _)| {
            if *reached {
                on_reached.emit(id);
            }
        });
    }
    // Keys: typed calls and cards, arrows, "?" for a hint.
    {
        let state = state.clone();
        use_effect_with((), move |_| {
            let window = web_sys::window();
            let on_keydown = Closure::<dyn Fn(web_sys::KeyboardEvent)>::new(move |e: web_sys::KeyboardEvent| {
                on_key(&state, &keys, &e)
            });
            if let Some(w) = &window {
                let _ = w.add_event_listener_with_callback("keydown", on_keydown.as_ref().unchecked_ref());
            }
            move || {
                if let Some(w) = &window {
                    let _ = w.remove_event_listener_with_callback("keydown", on_keydown.as_ref().unchecked_ref());
                }
                drop(on_keydown);
            }
        });
    }

    let s: &DealState = &state;
    let lang = props.lang;
    let text = &props.text;
    let learner = s.learner();
    let seat = |place_name: &str| {
        Seat::ALL.into_iter().find(|x| place(learner, *x) == place_name).map(|x| hand_view(s, x, &dispatch))
    };
    let contract = s.game.contract().filter(|_| !s.is_bidding());
    let outcome = s.outcome();
    let click = |m: DealMsg| {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(m.clone()))
    };
    let hints_shown = s.hints_shown.min(text.hints.len());
    let feedback_class = match &s.feedback {
        Some(Feedback::Refused(_)) => "refused",
        Some(Feedback::Call { advice, call }) if advice.call != *call => "refused",
        Some(Feedback::Call { .. }) => "accepted",
        None => "",
    };
    let outcome_code = match outcome {
        None => "",
        Some(Outcome::Reached { .. }) => "reached",
        Some(Outcome::Missed { .. }) => "missed",
        Some(Outcome::Bid) => "bid",
    };
    html! {
        <section class="learn-table" data-testid="lesson-deal" data-deal={s.spec.id.clone()}
                 data-phase={format!("{:?}", s.game.phase()).to_lowercase()}
                 data-learner-turn={s.learner_hand_to_act().is_some().to_string()}
                 data-outcome={outcome_code} data-mistakes={s.mistakes.to_string()}
                 data-log-len={s.game.log().len().to_string()} aria-labelledby="lesson-deal-title">
            <h4 id="lesson-deal-title">{ &text.title }</h4>
            <p class="lt-goal" data-testid="lesson-goal"><strong>{ tr("learn.goal") }</strong>{ " " }{ &text.goal }</p>
            if let Some(c) = contract {
                <p class="lt-contract">{ trf("learn.contract", &[("contract", &contract_label(&c))]) }</p>
            }
            <div class="lt-grid">
                { seat("top").unwrap_or_default() }
                { seat("left").unwrap_or_default() }
                <div class="lt-centre">
                    if s.is_bidding() || s.game.play().is_none() { { auction_view(s) } } else { { trick_view(s) } }
                </div>
                { seat("right").unwrap_or_default() }
                { seat("bottom").unwrap_or_default() }
            </div>
            if s.is_bidding() && !s.over() { { bidding_box(s, &dispatch) } }
            <div class={classes!("lt-checker", feedback_class)} role="status" aria-live="polite" data-testid="checker"
                 data-kind={feedback_class}>
                { s.feedback.as_ref().map(|f| feedback_text(lang, f)).unwrap_or_default() }
            </div>
            if let Some(error) = &s.robot_error {
                <p class="lt-error" role="alert">{ trf("learn.robot.failed", &[("error", error)]) }</p>
            }
            if let Some(o) = outcome {
                <div class={classes!("lt-outcome", outcome_code)} data-testid="lesson-outcome" role="status">
                    { match o {
                        Outcome::Reached { tricks } => html! { <>
                            <p><strong>{ i18n::plural("learn.reached", tricks.into(), &[]) }</strong></p>
                            <p>{ &text.success }</p>
                        </> },
                        Outcome::Bid => html! { <>
                            <p><strong>{ tr("learn.bid.done") }</strong></p>
                            <p>{ &text.success }</p>
                        </> },
                        Outcome::Missed { tricks, target } => html! {
                            <p><strong>{ i18n::plural("learn.missed", tricks.into(), &[("target", &target.to_string())]) }</strong></p>
                        },
                    } }
                </div>
            }
            <div class="lt-actions">
                if !text.hints.is_empty() {
                    <button type="button" data-action="lesson-hint" aria-keyshortcuts="?" aria-controls="lesson-hints"
                            disabled={hints_shown >= text.hints.len()} onclick={click(DealMsg::Hint)}>
                        { trf("learn.hint.button", &[("n", &(hints_shown + 1).min(text.hints.len()).to_string()), ("total", &text.hints.len().to_string())]) }
                    </button>
                }
                <button type="button" data-action="lesson-restart" onclick={click(DealMsg::Restart)}>
                    { if outcome.is_some() || s.robot_error.is_some() { tr("learn.try.again") } else { tr("learn.restart") } }
                </button>
            </div>
            <ol id="lesson-hints" class="lt-hints" aria-live="polite" data-testid="lesson-hints">
                { for text.hints.iter().take(hints_shown).map(|h| html! { <li>{ h }</li> }) }
            </ol>
            <p class="keys-help">
                { tr("learn.keys") }{ " " }<kbd>{ if s.is_bidding() { "1n" } else { "sa" } }</kbd>{ ", " }
                <kbd>{ if s.is_bidding() { "p" } else { "h10" } }</kbd>{ "; " }<kbd>{ "?" }</kbd>{ " " }{ tr("learn.keys.hint") }
            </p>
        </section>
    }
}
