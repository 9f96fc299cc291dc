//! A lesson deal on the shared table (`crates/tenace-table`), as the main
//! table draws it: the learner's hands as buttons (all of them, so that a
//! wrong card reaches the checker and is explained), the trick or the
//! auction in the middle, the bidding box under it; then the checker's
//! sentence, the goal, hints on request and the end of the deal. The deal's
//! controller is `tenace_controllers::course`; this view renders it and
//! carries out its effects (robots, the goal reached).

use super::deal::{DealEffect, DealMsg, DealState, Feedback, Outcome};
use crate::driver::{use_controller, Driven};
use crate::i18n::{self, tr, trf};
use crate::keys::{match_call, match_card, Typed};
use crate::labels::{call_code, call_label, call_text, contract_label, phase_name};
use crate::ui::auction::call_class;
use crate::ui::cards::display_order;
use crate::ui::felt;
use crate::{dom, robot};
use std::cell::RefCell;
use std::rc::Rc;
use tenace_bridge::{Action, Call, Card, CardSet, Phase, Rules, Seat, Viewer};
use tenace_i18n::Lang;
use tenace_table::{Badge, CallBox, CardState, SeatView, Table as FeltTable, TrickView};
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

fn on_key(state: &UseReducerHandle<Driven<DealState>>, buffer: &RefCell<KeyBuffer>, e: &web_sys::KeyboardEvent) {
    // The quiz widget below the deal has keys of its own.
    if e.ctrl_key() || e.meta_key() || e.alt_key() || dom::typing_in_field() || dom::focus_inside("tenace-quiz") {
        return;
    }
    let s: &DealState = &state.state;
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
        Phase::Ruling | Phase::Claim | Phase::Finished => None,
    };
    buf.typed.clear();
    if let Some(action) = action {
        e.prevent_default();
        state.dispatch(DealMsg::Learner(action));
    }
}

/// One seat: buttons for the learner's hands (every card clickable when
/// that hand is to play: a wrong one is explained), disabled faces for a
/// visible robot hand, backs for a hidden one.
fn seat_view(s: &DealState, seat: Seat) -> SeatView {
    let cards: CardSet = match s.game.cardplay() {
        Some(p) => p.hand(seat),
        None => s.game.deal().hand(seat),
    };
    let learner = s.learner();
    let controlled = s.game.controller(seat) == learner && !s.over() && !s.is_bidding();
    let dummy = s.game.contract().map(|c| c.dummy()).filter(|_| !s.is_bidding());
    // The engine's rule: dummy face up after the opening lead, everything
    // at the end (a bidding lesson ends with its auction, before the play).
    let visible = s.game.can_see(Viewer::Seat(learner), seat);
    let to_act = s.learner_hand_to_act() == Some(seat);
    let legal = if to_act { s.game.legal_cards() } else { CardSet::EMPTY };
    let name = i18n::seat(seat);
    let hand = if visible {
        let views = display_order(cards)
            .into_iter()
            .map(|card| {
                let state = match (controlled && to_act, legal.contains(card)) {
                    (true, true) => CardState::Playable,
                    (true, false) => CardState::Offered,
                    (false, _) => CardState::Shown,
                };
                felt::card_button(card, state)
            })
            .collect();
        let label = if seat == learner { trf("learn.hand.yours", &[("seat", name)]) } else { name.to_owned() };
        felt::faces(views, seat == learner, label, to_act.then_some("learner"))
    } else {
        felt::backs(seat, cards.len())
    };
    let mut badges = Vec::new();
    if seat == learner {
        badges.push(Badge::new(tr("learn.you"), Some("you")));
    }
    if Some(seat) == dummy {
        badges.push(Badge::new(tr("learn.dummy"), Some("role")));
    }
    SeatView {
        to_act: s.game.to_act() == Some(seat) && !s.over(),
        badges,
        ..SeatView::new(format!("lesson-hand-{}", seat.letter()), name, hand)
    }
}

fn trick_view(s: &DealState) -> Option<TrickView> {
    let play = s.game.cardplay()?;
    let learner = s.learner();
    // Between tricks the last one stays in view until the next lead.
    let (trick, _, last) = play.trick_in_view();
    let winner = trick.is_complete().then(|| trick.winner(play.trump())).flatten();
    let side = learner.side();
    let ours = play.tricks_won(side);
    let theirs = play.tricks_won(side.opponents());
    let label = if last { tr("learn.trick.last") } else { tr("learn.trick.current") };
    Some(TrickView {
        class: last.then_some("last"),
        caption: html! {
            <span class="lt-tally" data-testid="lesson-tally" data-ours={ours.to_string()}>
                { trf("learn.tally", &[("ours", &ours.to_string()), ("theirs", &theirs.to_string())]) }
            </span>
        },
        ..felt::trick(trick, learner, winner, label.to_owned(), "lesson-trick")
    })
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
    let rows = felt::call_rows(|_| active, None);
    let on_call = {
        let dispatch = dispatch.clone();
        felt::on_call(move |call: Call| dispatch.emit(DealMsg::Learner(Action::Call { seat: learner, call })))
    };
    let label = if active { tr("box.active") } else { tr("box.waiting") };
    html! { <CallBox {rows} {on_call} {active} {label} nav={Some(AttrValue::from("learner"))} /> }
}

#[component]
pub fn LessonTable(props: &Props) -> Html {
    // The course's controller; its effects: ask a robot, record the goal reached.
    let on_reached = use_mut_ref(|| props.on_reached.clone());
    *on_reached.borrow_mut() = props.on_reached.clone();
    let state = {
        let initial = props.initial.clone();
        use_controller(
            move || (*initial).clone(),
            move |effect: DealEffect, dispatch: Callback<DealMsg>| match effect {
                DealEffect::AskRobot(turn) => {
                    let delay = delay_ms(turn.pace);
                    yew::platform::spawn_local(async move {
                        let revision = turn.revision;
                        let outcome = robot::ask(turn.job, delay).await;
                        dispatch.emit(DealMsg::Robot { revision, outcome });
                    });
                }
                // The system's call for the learner's turn: the bidding engine runs in the worker.
                DealEffect::AskAdvice(ask) => {
                    yew::platform::spawn_local(async move {
                        let outcome = match robot::run_job(ask.job).await {
                            Ok(reply) => reply.advice.into_iter().next().ok_or_else(|| "no advice".to_owned()),
                            Err(tenace_protocol::JobError::Unavailable { .. }) => {
                                Err(tr("robot.worker.unavailable").to_owned())
                            }
                            Err(e) => Err(e.to_string()),
                        };
                        dispatch.emit(DealMsg::Advice { revision: ask.revision, outcome });
                    });
                }
                DealEffect::Reached(id) => on_reached.borrow().emit(id),
            },
        )
    };
    let keys = use_mut_ref(KeyBuffer::default);
    let dispatch: Callback<DealMsg> = {
        let state = state.clone();
        Callback::from(move |m| state.dispatch(m))
    };

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

    let s: &DealState = &state.state;
    let lang = props.lang;
    let text = &props.text;
    let learner = s.learner();
    let seats: Vec<SeatView> = felt::seats_from(learner).into_iter().map(|x| seat_view(s, x)).collect();
    let on_card = {
        let (dispatch, order) = (dispatch.clone(), felt::seats_from(learner));
        Callback::from(move |(index, card): (usize, Card)| {
            if let Some(seat) = order.get(index).copied() {
                dispatch.emit(DealMsg::Learner(Action::Play { seat, card }))
            }
        })
    };
    let (centre, trick) = if s.is_bidding() || s.game.cardplay().is_none() {
        (auction_view(s), None)
    } else {
        (Html::default(), trick_view(s))
    };
    let call_box = if s.is_bidding() && !s.over() { bidding_box(s, &dispatch) } else { Html::default() };
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
                 data-phase={phase_name(s.game.phase())}
                 data-learner-turn={s.learner_hand_to_act().is_some().to_string()}
                 data-outcome={outcome_code} data-mistakes={s.mistakes.to_string()}
                 data-log-len={s.game.log().len().to_string()} aria-labelledby="lesson-deal-title">
            <h4 id="lesson-deal-title">{ &text.title }</h4>
            <p class="lt-goal" data-testid="lesson-goal"><strong>{ tr("learn.goal") }</strong>{ " " }{ &text.goal }</p>
            if let Some(c) = contract {
                <p class="lt-contract">{ trf("learn.contract", &[("contract", &contract_label(&c))]) }</p>
            }
            <FeltTable {seats} {on_card} {centre} {trick} {call_box} label={text.title.clone()} class={classes!("lesson")} heading={5} />
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
