//! The Laws view: the code switch, the scenario list, the scenario player,
//! the free-practice table with its menu of irregular actions, and the
//! director's panel. Components render [`Tutor`] and send [`TutorMsg`]s;
//! every rule comes from `tenace-laws`.

use super::text::{
    card_short, citation, code_id, code_name, engine_line, engine_text, option_label, refusal_text, restriction,
    restriction_id, scenario_title, step,
};
use super::{Arm, Mode, Tutor, TutorMsg, CLAIM_MAX_TRICKS};
use crate::driver::use_controller;
use crate::i18n::{self, tr, trf};
use crate::labels::{call_code, call_label, call_text, card_label, contract_label, phase_name};
use crate::quiz_widget::QuizWidget;
use crate::ui::cards::{display_order, suit_class};
use crate::ui::felt;
use tenace_bridge::{Call, Rules, Seat, Side, Viewer};
use tenace_cards::{Card, CardSet};
use tenace_i18n::Lang;
use tenace_laws::tutor::parse_attempt;
use tenace_laws::{Code, Restriction, TutorGame, TutorPhase};
use tenace_table::{Badge, CallBox, CardState, SeatView, Table as FeltTable, TrickView};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

#[derive(Properties, Clone, PartialEq)]
pub struct Props {
    pub lang: Lang,
}

/// The whole tutor. Its state lives here (not in the table's reducer), so
/// leaving the view and coming back starts from the scenario list.
#[component]
pub fn LawsTutor(props: &Props) -> Html {
    // The tutor's controller (tenace_controllers::laws); it asks for no effects.
    let state = use_controller(|| Tutor::new(tenace_cards::fresh_seed() % 1_000_000_000), |effect, _| match effect {});
    let dispatch: Callback<TutorMsg> = state.dispatcher().into();
    let t: &Tutor = &state.state;
    // When the director arrives, the first option takes the focus, so that
    // a keyboard user lands on the choice.
    let pending = t.game.as_ref().and_then(TutorGame::pending_ruling).map(|r| r.irregularity);
    use_effect_with(pending, |p| {
        if p.is_some() {
            crate::dom::focus("[data-testid=laws-director] [data-option]");
        }
    });
    let body = match t.mode {
        Mode::List => scenario_list(t, &dispatch),
        Mode::Scenario(_) => scenario_player(t, &dispatch),
        Mode::Practice => practice(t, &dispatch),
        Mode::Quiz => ruling_quiz(t, props.lang, &dispatch),
    };
    html! {
        <div class="laws" data-code={code_id(t.code)}>
            <div class="laws-bar">
                { code_switch(t.code, &dispatch) }
                <div class="laws-modes" role="group" aria-label={tr("laws.modes")}>
                    { mode_button("laws-list", tr("laws.mode.scenarios"), matches!(t.mode, Mode::List | Mode::Scenario(_)), TutorMsg::List, &dispatch) }
                    { mode_button("laws-practice", tr("laws.mode.practice"), t.mode == Mode::Practice, TutorMsg::Practice, &dispatch) }
                    { mode_button("laws-quiz", tr("laws.mode.quiz"), t.mode == Mode::Quiz, TutorMsg::Quiz, &dispatch) }
                </div>
            </div>
            if let Some(e) = &t.load_error {
                <p class="laws-error" role="alert">{ trf("laws.load.error", &[("error", e)]) }</p>
            }
            { body }
        </div>
    }
}

fn send(dispatch: &Callback<TutorMsg>, msg: TutorMsg) -> Callback<MouseEvent> {
    let d = dispatch.clone();
    Callback::from(move |_: MouseEvent| d.emit(msg.clone()))
}

fn mode_button(action: &'static str, label: &str, on: bool, msg: TutorMsg, dispatch: &Callback<TutorMsg>) -> Html {
    html! {
        <button type="button" class="laws-mode" data-action={action} aria-pressed={on.to_string()} onclick={send(dispatch, msg)}>
            { label }
        </button>
    }
}

fn code_switch(code: Code, dispatch: &Callback<TutorMsg>) -> Html {
    html! {
        <div class="laws-codes" role="group" aria-label={tr("laws.code")}>
            <span class="laws-label" aria-hidden="true">{ tr("laws.code") }</span>
            { for Code::ALL.into_iter().map(|c| html! {
                <button type="button" class="laws-code" data-code={code_id(c)} aria-pressed={(c == code).to_string()}
                        onclick={send(dispatch, TutorMsg::SetCode(c))}>
                    { code_name(c) }
                </button>
            }) }
            // Preferans's Code (its own module, loaded on first use): a link, so this module never links it.
            <a class="laws-code" href="#preferans&laws" data-code="preferans">{ tr("laws.preferans") }</a>
        </div>
    }
}

fn scenario_list(t: &Tutor, dispatch: &Callback<TutorMsg>) -> Html {
    html! {
        <section class="laws-list" aria-labelledby="laws-list-heading">
            <h3 id="laws-list-heading">{ tr("laws.scenarios.heading") }</h3>
            <p>{ tr("laws.scenarios.intro") }</p>
            <ol class="laws-scenarios" data-testid="laws-scenarios">
                { for t.scenarios.iter().enumerate().map(|(i, s)| {
                    let kind = t.kinds.get(i).map(|k| i18n::tr(k)).unwrap_or_default();
                    html! {
                        <li>
                            <button type="button" data-scenario={s.id.clone()} onclick={send(dispatch, TutorMsg::Open(i))}>
                                <span class="laws-title">{ scenario_title(s) }</span>
                                <span class="laws-kind">{ kind }</span>
                            </button>
                        </li>
                    }
                }) }
            </ol>
        </section>
    }
}

fn scenario_player(t: &Tutor, dispatch: &Callback<TutorMsg>) -> Html {
    let (Some(s), Some(game)) = (t.scenario(), t.game.as_ref()) else {
        return html! { <p role="alert">{ tr("laws.scenario.missing") }</p> };
    };
    let phase = game.phase();
    html! {
        <section class="laws-player" data-testid="laws-player" data-scenario={s.id.clone()} data-phase={phase_name(phase)}
                 aria-labelledby="laws-player-heading">
            <div class="laws-head">
                <h3 id="laws-player-heading">{ scenario_title(s) }</h3>
                <button type="button" data-action="laws-back" onclick={send(dispatch, TutorMsg::List)}>{ tr("laws.back") }</button>
                <button type="button" data-action="laws-restart" onclick={send(dispatch, TutorMsg::Restart)}>{ tr("laws.restart") }</button>
            </div>
            <p class="laws-under">{ trf("laws.under", &[("code", code_name(t.code))]) }</p>
            { error_line(t) }
            if !t.committed {
                <div class="laws-commit">
                    <p>{ tr("laws.commit.intro") }</p>
                    <button type="button" class="primary" data-action="laws-commit" onclick={send(dispatch, TutorMsg::Commit)}>
                        { trf("laws.commit", &[("action", &step(&s.irregular))]) }
                    </button>
                </div>
            }
            { director(t, game, dispatch) }
            { other_code(t) }
            { table(t, game, dispatch) }
        </section>
    }
}

fn practice(t: &Tutor, dispatch: &Callback<TutorMsg>) -> Html {
    let Some(game) = t.game.as_ref() else { return html! {} };
    let phase = game.phase();
    html! {
        <section class="laws-player laws-practice" data-testid="laws-practice" data-phase={phase_name(phase)}
                 aria-labelledby="laws-practice-heading">
            <div class="laws-head">
                <h3 id="laws-practice-heading">{ tr("laws.practice.heading") }</h3>
                <button type="button" data-action="laws-new-deal" onclick={send(dispatch, TutorMsg::NewDeal)}>{ tr("laws.practice.new") }</button>
            </div>
            <p>{ tr("laws.practice.intro") }</p>
            <p class="laws-under">{ trf("laws.under", &[("code", code_name(t.code))]) }</p>
            { error_line(t) }
            { director(t, game, dispatch) }
            { waiting(t, game, dispatch) }
            { table(t, game, dispatch) }
            { irregular_menu(t, game, dispatch) }
        </section>
    }
}

/// Free practice: a robot is to lead and the robots wait, so that the user
/// can lead out of turn first.
fn waiting(t: &Tutor, game: &TutorGame, dispatch: &Callback<TutorMsg>) -> Html {
    let Some(seat) = game.to_act() else { return html! {} };
    if game.phase() != TutorPhase::Play || t.user_controls(seat) {
        return html! {};
    }
    html! {
        <div class="laws-waiting" data-testid="laws-waiting" role="status">
            <p>{ trf("laws.practice.waiting", &[("seat", i18n::seat(seat))]) }</p>
            <button type="button" class="primary" data-action="laws-continue" onclick={send(dispatch, TutorMsg::Continue)}>
                { tr("laws.practice.continue") }
            </button>
        </div>
    }
}

/// The ruling quiz: the engine's items in the shared quiz widget, with the
/// score so far from its answer events.
fn ruling_quiz(t: &Tutor, lang: Lang, dispatch: &Callback<TutorMsg>) -> Html {
    let on_answer = dispatch.reform(TutorMsg::QuizAnswered);
    html! {
        <section class="laws-quiz" data-testid="laws-quiz" aria-labelledby="laws-quiz-heading">
            <h3 id="laws-quiz-heading">{ tr("laws.quiz.title") }</h3>
            <p>{ tr("laws.quiz.intro") }</p>
            if let Some(a) = t.quiz {
                <p class="laws-quiz-score" data-testid="laws-quiz-score" data-answered={a.answered.to_string()} data-score={a.score.to_string()} role="status">
                    { trf("laws.quiz.score", &[
                        ("answered", &a.answered.to_string()),
                        ("total", &a.total.to_string()),
                        ("score", &a.score.to_string()),
                        ("max", &a.max.to_string()),
                    ]) }
                </p>
            }
            <QuizWidget id="laws-ruling-quiz" set_json={super::quiz::set_json()} {lang} {on_answer} />
        </section>
    }
}

fn error_line(t: &Tutor) -> Html {
    match &t.error {
        Some(e) => html! {
            <p class="laws-error" role="alert" data-testid="laws-error">
                { tr("laws.refused") }{ " " }{ refusal_text(e, t.game.as_ref()) }
            </p>
        },
        None => html! {},
    }
}

/// The director's panel: the citation, the explanation, the options.
fn director(t: &Tutor, game: &TutorGame, dispatch: &Callback<TutorMsg>) -> Html {
    let history = game.history();
    let past = html! {
        if !history.is_empty() {
            <div class="laws-history" data-testid="laws-history">
                <h4>{ tr("laws.history") }</h4>
                <ol>
                    { for history.iter().map(|r| html! {
                        <li data-chosen={r.chosen.code()}>
                            { r.ruling.citations.first().map(citation).unwrap_or_default() }
                            { ": " }
                            { option_label(r.chosen) }
                        </li>
                    }) }
                </ol>
            </div>
        }
    };
    let Some(ruling) = game.pending_ruling() else { return past };
    let _ = t;
    html! {
        <>
        { past }
        <section class="laws-director" data-testid="laws-director" aria-labelledby="laws-director-heading" aria-live="polite">
            <h4 id="laws-director-heading">{ trf("laws.director", &[("code", code_name(ruling.code))]) }</h4>
            <ul class="laws-citations" data-testid="laws-citations">
                { for ruling.citations.iter().map(|c| html! { <li data-law={c.number.clone()}>{ citation(c) }</li> }) }
            </ul>
            <p class="laws-explanation" data-testid="laws-explanation">{ engine_text(&ruling.text) }</p>
            <p>{ trf("laws.chooser", &[("seat", i18n::seat(ruling.chooser))]) }</p>
            <div class="laws-options" role="group" aria-label={tr("laws.options")}>
                { for ruling.options.iter().map(|o| html! {
                    <button type="button" data-option={o.code()} onclick={send(dispatch, TutorMsg::Choose(*o))}>
                        { option_label(*o) }
                    </button>
                }) }
                <button type="button" class="laws-robot" data-action="laws-robot-choose" onclick={send(dispatch, TutorMsg::RobotChoose)}>
                    { tr("laws.robot.choose") }
                </button>
            </div>
            if let Some(d) = &ruling.differs {
                <p class="laws-differs" data-testid="laws-differs">
                    <strong>{ trf("laws.differs", &[("code", code_name(ruling.code.other()))]) }</strong>{ " " }
                    <span>{ engine_line(d) }</span>
                </p>
            }
        </section>
        </>
    }
}

/// How the other code rules the same scenario (the engine run under it).
fn other_code(t: &Tutor) -> Html {
    let Some(other) = &t.other else { return html! {} };
    if !t.committed {
        return html! {};
    }
    html! {
        <aside class="laws-other" data-testid="laws-other" data-code={code_id(other.code)}
               aria-label={trf("laws.other", &[("code", code_name(other.code))])}>
            <h4>{ trf("laws.other", &[("code", code_name(other.code))]) }</h4>
            <ul>
                { for other.citations.iter().map(|c| html! { <li data-law={c.number.clone()}>{ citation(c) }</li> }) }
            </ul>
            <p>{ tr("laws.other.options") }{ " " }
                { other.options.iter().map(|o| option_label(*o)).collect::<Vec<_>>().join("; ") }
            </p>
            <p>{ engine_text(&other.text) }</p>
        </aside>
    }
}

/// The engine's visibility rule: in free practice what South and the seat
/// the user plays see; a scenario shows every hand.
fn visible(t: &Tutor, game: &TutorGame, seat: Seat) -> bool {
    let viewers = match t.mode {
        Mode::Practice => vec![Viewer::Seat(Seat::South), Viewer::Seat(t.claimer())],
        Mode::List | Mode::Scenario(_) | Mode::Quiz => vec![Viewer::All],
    };
    viewers.into_iter().any(|viewer| game.game().can_see(viewer, seat))
}

fn penalty_cards(game: &TutorGame, seat: Seat) -> Vec<Card> {
    game.restrictions()
        .iter()
        .filter_map(|r| match *r {
            Restriction::PenaltyCard { seat: s, card, .. } if s == seat => Some(card),
            _ => None,
        })
        .collect()
}

fn face(card: Card) -> Html {
    html! {
        <span class={classes!("laws-face", suit_class(card.suit))} data-card={card.to_suit_rank()} role="img" aria-label={card_label(card)}>
            { card_short(card) }
        </span>
    }
}

/// The deal on the shared table (`crates/tenace-table`), as the main table
/// draws it: four hands around the trick, South at the bottom, the bidding
/// box of the player due under the trick; then the auction, the tricks so
/// far, the obligations in force, the robots' buttons and the result.
fn table(t: &Tutor, game: &TutorGame, dispatch: &Callback<TutorMsg>) -> Html {
    let to_act = game.to_act();
    let contract = game.contract();
    let bottom = Seat::South;
    let seat_view = |seat: Seat| {
        let cards = match game.play() {
            Some(play) => play.hand(seat),
            None => game.setup().deal.hand(seat),
        };
        let penalties = penalty_cards(game, seat);
        let role = match contract {
            Some(c) if c.declarer == seat => tr("laws.declarer"),
            Some(c) if c.declarer.partner() == seat => tr("laws.dummy"),
            _ => "",
        };
        let due = to_act == Some(seat);
        let mine = t.user_controls(seat);
        let legal = if due && mine { game.legal_cards() } else { CardSet::EMPTY };
        let armed = t.mode == Mode::Practice && seat == Seat::South && t.arm != Arm::None;
        let enabled = |card: Card| {
            if armed {
                matches!(game.phase(), TutorPhase::Play | TutorPhase::Auction)
            } else {
                legal.contains(card)
            }
        };
        let name = i18n::seat(seat);
        let hand = if visible(t, game, seat) {
            let views = display_order(cards)
                .into_iter()
                .map(|card| {
                    let state = if enabled(card) { CardState::Playable } else { CardState::Shown };
                    felt::card_button(card, state).class(penalties.contains(&card).then_some("penalty"))
                })
                .collect();
            felt::faces(views, seat == bottom, trf("laws.hand", &[("seat", name)]), None)
        } else {
            felt::backs(seat, cards.len())
        };
        let mut badges = Vec::new();
        if !role.is_empty() {
            badges.push(Badge::new(role, Some("role")));
        }
        if due {
            badges.push(Badge::new(tr("laws.to.act"), Some("turn")));
        }
        let letter = seat.letter();
        let extra = if penalties.is_empty() {
            Html::default()
        } else {
            html! {
                <div class="laws-faceup" data-testid={format!("laws-penalty-{letter}")}>
                    <span>{ tr("laws.faceup") }</span>{ " " }
                    { for penalties.iter().map(|c| face(*c)) }
                </div>
            }
        };
        SeatView {
            label: trf("laws.hand", &[("seat", name)]).into(),
            badges,
            to_act: due,
            class: due.then_some("due"),
            extra,
            ..SeatView::new(format!("laws-hand-{letter}"), name, hand)
        }
    };
    let order = felt::seats_from(bottom);
    let seats: Vec<SeatView> = order.into_iter().map(seat_view).collect();
    let on_card = {
        let dispatch = dispatch.clone();
        Callback::from(move |(index, card): (usize, Card)| {
            if let Some(seat) = order.get(index).copied() {
                dispatch.emit(TutorMsg::Card(seat, card))
            }
        })
    };
    // The trick in progress (the finished ones are listed under the table).
    let trick = game.play().map(|play| {
        let current = play.current_trick();
        TrickView {
            number: Some(play.completed_tricks().len() + 1),
            caption: html! {
                <span>{ trf("laws.tricks.won", &[
                    ("ns", &play.tricks_won(Side::NorthSouth).to_string()),
                    ("ew", &play.tricks_won(Side::EastWest).to_string()),
                ]) }</span>
            },
            ..felt::trick(current, bottom, None, tr("laws.trick.current").to_owned(), "laws-current-trick")
        }
    });
    html! {
        <div class="laws-table">
            <FeltTable {seats} {on_card} {trick} call_box={bidding_box(t, game, dispatch)} label={tr("table.label")}
                       class={classes!("tutor")} heading={4} />
            { auction(game) }
            { tricks(game) }
            { restrictions(game) }
            { claim_answer(game, dispatch) }
            if matches!(game.phase(), TutorPhase::Auction | TutorPhase::Play) {
                <div class="laws-robots" role="group" aria-label={tr("laws.robots")}>
                    if matches!(t.mode, Mode::Scenario(_)) {
                        <button type="button" data-action="laws-robot-step" onclick={send(dispatch, TutorMsg::RobotStep)}>{ tr("laws.robot.step") }</button>
                        <button type="button" data-action="laws-robot-finish" onclick={send(dispatch, TutorMsg::RobotFinish)}>{ tr("laws.robot.finish") }</button>
                    }
                </div>
            }
            { result(game) }
            if let Some(c) = contract {
                <p class="laws-contract" data-testid="laws-contract" data-declarer={c.declarer.letter().to_string()}>{ trf("laws.contract", &[("contract", &contract_label(&c))]) }</p>
            }
        </div>
    }
}

fn auction(game: &TutorGame) -> Html {
    let a = game.auction();
    let dealer = a.dealer().index();
    let mut cells: Vec<Html> = (0..dealer).map(|_| html! { <td></td> }).collect();
    cells.extend(a.calls_by_seat().map(|(seat, call)| {
        html! { <td data-call={call_code(call)} aria-label={format!("{}: {}", i18n::seat(seat), call_label(call))}>{ call_text(call) }</td> }
    }));
    let rows: Vec<Html> = cells.chunks(4).map(|row| html! { <tr>{ for row.iter().cloned() }</tr> }).collect();
    html! {
        <table class="laws-auction" data-testid="laws-auction">
            <caption>{ tr("laws.auction") }</caption>
            <thead><tr>{ for Seat::ALL.into_iter().map(|s| html! { <th scope="col">{ i18n::seat_letter(s) }</th> }) }</tr></thead>
            <tbody>{ for rows }</tbody>
        </table>
    }
}

fn tricks(game: &TutorGame) -> Html {
    let Some(play) = game.play() else { return html! {} };
    let trump = play.trump();
    html! {
        <div class="laws-tricks" data-testid="laws-tricks">
            <p>{ trf("laws.tricks.won", &[
                ("ns", &play.tricks_won(Side::NorthSouth).to_string()),
                ("ew", &play.tricks_won(Side::EastWest).to_string()),
            ]) }</p>
            <ol>
                { for play.completed_tricks().iter().map(|trick| {
                    let winner = trick.winner(trump).map(i18n::seat).unwrap_or_default();
                    html! {
                        <li>
                            { for trick.plays().map(|(seat, card)| html! {
                                <span class="laws-played">{ format!("{} ", i18n::seat_letter(seat)) }{ face(card) }</span>
                            }) }
                            <span class="laws-winner">{ trf("laws.trick.winner", &[("seat", winner)]) }</span>
                        </li>
                    }
                }) }
            </ol>
        </div>
    }
}

fn restrictions(game: &TutorGame) -> Html {
    let list = game.restrictions();
    if list.is_empty() {
        return html! {};
    }
    html! {
        <div class="laws-restrictions" data-testid="laws-restrictions">
            <h4>{ tr("laws.restrictions") }</h4>
            <ul>
                { for list.iter().map(|r| html! {
                    <li data-kind={restriction_id(r)} data-seat={r.seat().letter().to_string()}>{ restriction(r) }</li>
                }) }
            </ul>
        </div>
    }
}

fn bidding_box(t: &Tutor, game: &TutorGame, dispatch: &Callback<TutorMsg>) -> Html {
    if game.phase() != TutorPhase::Auction {
        return html! {};
    }
    let Some(seat) = game.to_act() else { return html! {} };
    if !t.user_controls(seat) {
        return html! {};
    }
    let legal = game.legal_calls();
    let barred: Vec<String> = game.restrictions().iter().filter(|r| r.bars(seat)).map(restriction).collect();
    let rows = felt::call_rows(|call| legal.contains(&call), None);
    let on_call = {
        let dispatch = dispatch.clone();
        felt::on_call(move |call: Call| dispatch.emit(TutorMsg::Call(seat, call.into())))
    };
    let box_label = trf("laws.box", &[("seat", i18n::seat(seat))]);
    let header = html! {
        <>
            <p class="laws-box-title">{ box_label.clone() }</p>
            if !barred.is_empty() {
                <p class="laws-barred" data-testid="laws-barred" role="status">{ barred.join(" ") }</p>
            }
        </>
    };
    html! {
        <CallBox {rows} {on_call} active=true label={box_label} {header}
                 testid={Some(AttrValue::from("laws-bidding"))} seat={Some(AttrValue::from(seat.letter().to_string()))} />
    }
}

fn claim_answer(game: &TutorGame, dispatch: &Callback<TutorMsg>) -> Html {
    if game.phase() != TutorPhase::Claim {
        return html! {};
    }
    html! {
        <div class="laws-claim" data-testid="laws-claim" role="group" aria-label={tr("laws.claim.answer")}>
            <p>{ tr("laws.claim.answer") }</p>
            <button type="button" data-action="laws-claim-agree" onclick={send(dispatch, TutorMsg::AnswerClaim(true))}>{ tr("laws.claim.agree") }</button>
            <button type="button" data-action="laws-claim-dispute" onclick={send(dispatch, TutorMsg::AnswerClaim(false))}>{ tr("laws.claim.dispute") }</button>
        </div>
    }
}

fn result(game: &TutorGame) -> Html {
    let Some(r) = game.result() else { return html! {} };
    html! {
        <div class="laws-result" data-testid="laws-result" data-redeal={r.redeal.to_string()}
             data-declarer-tricks={r.declarer_tricks.to_string()} data-transfers={r.transfers.iter().map(|x| u32::from(x.tricks)).sum::<u32>().to_string()}
             role="status">
            <h4>{ tr("laws.result") }</h4>
            if r.redeal {
                <p>{ tr("laws.result.redeal") }</p>
            } else if let Some(c) = r.contract {
                <p>{ trf("laws.result.contract", &[("contract", &contract_label(&c)), ("n", &r.tricks_won.to_string())]) }</p>
                { for r.transfers.iter().map(|x| html! {
                    <p class="laws-transfer">{ trf("laws.result.transfer", &[("n", &x.tricks.to_string()), ("side", i18n::side(x.from)), ("to", i18n::side(x.from.opponents()))]) }</p>
                }) }
                <p><strong>{ trf("laws.result.final", &[("n", &r.declarer_tricks.to_string())]) }</strong></p>
            } else {
                <p>{ tr("laws.result.passed") }</p>
            }
        </div>
    }
}

/// Free practice: the irregular actions the user may commit on purpose.
fn irregular_menu(t: &Tutor, game: &TutorGame, dispatch: &Callback<TutorMsg>) -> Html {
    let phase = game.phase();
    if !matches!(phase, TutorPhase::Auction | TutorPhase::Play) {
        return html! {};
    }
    let seat_ref = NodeRef::default();
    let text_ref = NodeRef::default();
    let on_call = {
        let (seat_ref, text_ref, d) = (seat_ref.clone(), text_ref.clone(), dispatch.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let seat = seat_ref
                .cast::<HtmlSelectElement>()
                .and_then(|s| s.value().chars().next())
                .and_then(Seat::from_char)
                .unwrap_or(Seat::South);
            let text = text_ref.cast::<HtmlInputElement>().map(|i| i.value()).unwrap_or_default();
            match parse_attempt(&text) {
                Ok(call) => d.emit(TutorMsg::Call(seat, call)),
                Err(e) => d.emit(TutorMsg::Refuse(e.to_string())),
            }
        })
    };
    let arm_button = |arm: Arm, action: &'static str, key: &'static str| {
        html! {
            <button type="button" data-action={action} aria-pressed={(t.arm == arm).to_string()} onclick={send(dispatch, TutorMsg::Arm(arm))}>
                { tr(key) }
            </button>
        }
    };
    let remaining = game.play().map(|p| p.tricks_remaining()).unwrap_or(13);
    let claim_ref = NodeRef::default();
    let on_claim = {
        let (claim_ref, d) = (claim_ref.clone(), dispatch.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let n = claim_ref.cast::<HtmlSelectElement>().and_then(|s| s.value().parse::<u8>().ok()).unwrap_or(0);
            d.emit(TutorMsg::Claim(n));
        })
    };
    html! {
        <section class="laws-menu" data-testid="laws-menu" aria-labelledby="laws-menu-heading">
            <h4 id="laws-menu-heading">{ tr("laws.menu") }</h4>
            if phase == TutorPhase::Auction {
                <form class="laws-call-form" onsubmit={on_call}>
                    <label for="laws-call-seat">{ tr("laws.menu.seat") }</label>
                    <select id="laws-call-seat" ref={seat_ref}>
                        { for [Seat::South, Seat::West, Seat::North, Seat::East].into_iter().map(|s| html! {
                            <option value={s.letter().to_string()}>{ i18n::seat(s) }</option>
                        }) }
                    </select>
                    <label for="laws-call-text">{ tr("laws.menu.call") }</label>
                    <input id="laws-call-text" ref={text_ref} type="text" autocomplete="off" size="5" placeholder="1C, 8S, X" />
                    <button type="submit" data-action="laws-make-call">{ tr("laws.menu.make.call") }</button>
                    <p class="laws-hint">{ tr("laws.menu.call.hint") }</p>
                </form>
            }
            <div class="laws-arms" role="group" aria-label={tr("laws.menu.cards")}>
                if phase == TutorPhase::Play {
                    { arm_button(Arm::OutOfTurn, "laws-arm-out-of-turn", "laws.menu.out.of.turn") }
                    { arm_button(Arm::Revoke, "laws-arm-revoke", "laws.menu.revoke") }
                }
                { arm_button(Arm::Expose, "laws-arm-expose", "laws.menu.expose") }
                if phase == TutorPhase::Play {
                    <button type="button" data-action="laws-notice" onclick={send(dispatch, TutorMsg::NoticeRevoke)}>{ tr("laws.menu.notice") }</button>
                }
            </div>
            if t.arm != Arm::None {
                <p class="laws-hint" role="status" data-testid="laws-armed">{ tr("laws.menu.armed") }</p>
            }
            if phase == TutorPhase::Play {
                if remaining <= CLAIM_MAX_TRICKS {
                    <form class="laws-claim-form" onsubmit={on_claim}>
                        <label for="laws-claim-n">{ tr("laws.menu.claim") }</label>
                        <select id="laws-claim-n" ref={claim_ref}>
                            { for (0..=remaining).rev().map(|n| html! { <option value={n.to_string()}>{ n.to_string() }</option> }) }
                        </select>
                        <button type="submit" data-action="laws-claim">{ tr("laws.menu.claim.button") }</button>
                    </form>
                } else {
                    <p class="laws-hint">{ trf("laws.menu.claim.later", &[("n", &CLAIM_MAX_TRICKS.to_string())]) }</p>
                }
            }
        </section>
    }
}
