//! After the deal: the double-dummy table, par, how the result compares,
//! and the review of the play card by card with what each card cost.
//! Everything shown comes from the worker through the reducer
//! (`crate::analysis`); this file only renders it.

use crate::analysis::{side_words, DdSummary, PlayedCard, Work, TABLE_STRAINS};
use crate::labels::{card_code, card_label, cost_mark, cost_words, signed_points};
use crate::state::{Msg, Table};
use tenace_bridge::{Seat, Strain};
use tenace_dd::PositionSolution;
use yew::prelude::*;

fn strain_head(strain: Strain) -> (&'static str, &'static str) {
    match strain {
        Strain::NoTrump => ("NT", "no trump"),
        Strain::Spades => ("♠", "spades"),
        Strain::Hearts => ("♥", "hearts"),
        Strain::Diamonds => ("♦", "diamonds"),
        Strain::Clubs => ("♣", "clubs"),
    }
}

/// "4SN=" as "4♠ N =", "3NTEX-2" as "3NT E X −2" (DDS codes are terse).
fn par_code_text(code: &str) -> String {
    let Some(level) = code.get(..1) else { return code.to_owned() };
    let rest = &code[1..];
    let (strain, rest) = match rest.strip_prefix("NT") {
        Some(after) => ("NT", after),
        None => match rest.chars().next() {
            Some('S') => ("♠", &rest[1..]),
            Some('H') => ("♥", &rest[1..]),
            Some('D') => ("♦", &rest[1..]),
            Some('C') => ("♣", &rest[1..]),
            _ => return code.to_owned(),
        },
    };
    let Some(seat) = rest.get(..1) else { return code.to_owned() };
    let result = rest[1..].replace('-', "−").replace("X", "X ");
    format!("{level}{strain} {seat} {}", result.trim())
}

/// "♠A" for the eye.
fn card_short(card: tenace_bridge::Card) -> String {
    format!("{}{}", card.suit.symbol(), crate::labels::rank_face(card.rank))
}

/// Progress, a failure or a cancel, with the matching button.
fn work_status<T>(
    work: &Work<T>,
    what: &str,
    testid: &str,
    on_cancel: &Callback<MouseEvent>,
    dispatch: &Callback<Msg>,
) -> Html {
    let retry = {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(Msg::DdRetry))
    };
    let cancel = html! { <button type="button" data-action="dd-cancel" onclick={on_cancel.clone()}>{ crate::i18n::tr("dialog.cancel") }</button> };
    match work {
        Work::Wanted => html! {
            <p class="dd-status" data-testid={testid.to_owned()} data-state="waiting">{ format!("Solving {what}…") }{ " " }{ cancel }</p>
        },
        Work::Running { done, total } => html! {
            <p class="dd-status" data-testid={testid.to_owned()} data-state="running" data-done={done.to_string()}>
                <label>{ format!("Solving {what}: {done} of {total} ") }
                    <progress max={total.to_string()} value={done.to_string()} /></label>{ " " }{ cancel }
            </p>
        },
        Work::Cancelled => html! {
            <p class="dd-status" data-testid={testid.to_owned()} data-state="cancelled">{ format!("The {what} was cancelled. ") }
                <button type="button" data-action="dd-retry" onclick={retry}>{ crate::i18n::tr("dd.solve.again") }</button></p>
        },
        Work::Failed(message) => html! {
            <p class="dd-status error" role="alert" data-testid={testid.to_owned()} data-state="failed">
                { format!("The {what} could not be solved: {message}. ") }
                <button type="button" data-action="dd-retry" onclick={retry}>{ crate::i18n::tr("dd.try.again") }</button></p>
        },
        Work::Done(_) => Html::default(),
    }
}

/// The 5 × 4 table, par and the comparison with the result.
fn dd_table(table: &Table, dd: &DdSummary) -> Html {
    let seats = [Seat::North, Seat::South, Seat::East, Seat::West];
    let par_text = format!(
        "Par: N-S {} ({})",
        signed_points(dd.par_score),
        dd.par_contracts.iter().map(|c| par_code_text(c)).collect::<Vec<_>>().join(", ")
    );
    let comparison = table.comparison(dd);
    html! {
        <>
            <table class="dd-table" data-testid="dd-table" aria-label={crate::i18n::tr("dd.table.label")}>
                <thead><tr><th scope="col">{ crate::i18n::tr("score.tricks") }</th>
                    { for seats.iter().map(|s| html! { <th scope="col" abbr={crate::i18n::seat(*s)}>{ crate::i18n::seat_letter(*s) }</th> }) }</tr></thead>
                <tbody>
                    { for TABLE_STRAINS.iter().map(|strain| {
                        let (head, name) = strain_head(*strain);
                        html! {
                            <tr>
                                <th scope="row" class={classes!(matches!(strain, Strain::Hearts | Strain::Diamonds).then_some("red"))} abbr={name}>{ head }</th>
                                { for seats.iter().map(|seat| {
                                    let tricks = dd.table.tricks(*strain, *seat);
                                    html! { <td data-strain={strain.code()} data-seat={seat.letter().to_string()}
                                               aria-label={format!("{} in {name}: {tricks}", seat.name())}>{ tricks }</td> }
                                }) }
                            </tr>
                        }
                    }) }
                </tbody>
            </table>
            <p class="par" data-testid="par" data-par-score={dd.par_score.to_string()}
               data-par-contracts={dd.par_contracts.join(" ")}>{ par_text }</p>
            if let Some(cmp) = comparison {
                <p class="dd-compare" data-testid="dd-compare" data-vs-par={cmp.vs_par.to_string()}
                   data-vs-dd={cmp.vs_dd.map(|(d, _)| d.to_string())}>
                    if let (Some((diff, best)), Some(result)) = (cmp.vs_dd, table.game().result()) {
                        <span data-testid="vs-dd">{ format!("Declarer's side took {} tricks, double dummy {best}: {} vs DD. ",
                            result.declarer_tricks, if diff == 0 { "=".to_owned() } else { signed_points(diff) }) }</span>
                    }
                    <span data-testid="vs-par">{ format!("N-S scored {}: {} vs par (N-S view).",
                        signed_points(cmp.ns_score), if cmp.vs_par == 0 { "=".to_owned() } else { signed_points(cmp.vs_par) }) }</span>
                </p>
            }
        </>
    }
}

/// The review of the play: every card with its cost, the one looked at and the best cards there.
fn review(table: &Table, solutions: &[PositionSolution], dispatch: &Callback<Msg>) -> Html {
    let played = table.played_cards();
    if played.is_empty() || solutions.len() != played.len() {
        return Html::default();
    }
    let step = table.analysis.step.min(played.len() - 1);
    let go = |index: usize| {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(Msg::ReviewStep(index)))
    };
    let trick_start = |trick: usize| played.iter().position(|p| p.trick == trick).unwrap_or(0);
    let current = played[step];
    let last_trick = played.last().map(|p| p.trick).unwrap_or(0);
    let prev_trick = if played[step].trick == 0 { 0 } else { trick_start(current.trick - 1) };
    let next_trick = if current.trick >= last_trick { step } else { trick_start(current.trick + 1) };
    let onkeydown = {
        let dispatch = dispatch.clone();
        let count = played.len();
        let (prev_trick, next_trick) = (prev_trick, next_trick);
        Callback::from(move |e: KeyboardEvent| {
            let to = match e.key().as_str() {
                "ArrowLeft" => step.saturating_sub(1),
                "ArrowRight" => (step + 1).min(count - 1),
                "ArrowUp" | "PageUp" => prev_trick,
                "ArrowDown" | "PageDown" => next_trick,
                "Home" => 0,
                "End" => count - 1,
                _ => return,
            };
            e.prevent_default();
            e.stop_propagation();
            dispatch.emit(Msg::ReviewStep(to));
        })
    };
    let solution = &solutions[step];
    let cost = solution.cost(current.card).unwrap_or(0);
    let best: Vec<_> = solution.cards.iter().filter(|v| v.tricks == solution.tricks).map(|v| v.card).collect();
    let side = solution.to_move.side();
    let mark = |index: usize, p: &PlayedCard| {
        let cost = solutions[index].cost(p.card).unwrap_or(0);
        // The name starts with the visible text (card and mark), as WCAG 2.5.3 "label in name" asks.
        html! {
            <button type="button" class={classes!("review-card", (index == step).then_some("current"), (cost > 0).then_some("costly"))}
                    data-card={card_code(p.card)} data-index={index.to_string()} data-cost={cost.to_string()}
                    aria-current={(index == step).then_some("step")}
                    aria-label={format!("{}: {} {} — {}, {}", p.seat, card_short(p.card), cost_mark(cost), card_label(p.card), cost_words(cost))} onclick={go(index)}>
                <span class={classes!("review-face", super::cards::suit_class(p.card.suit))} aria-hidden="true">{ card_short(p.card) }</span>
                <span class="dd-mark" aria-hidden="true">{ cost_mark(cost) }</span>
            </button>
        }
    };
    let tricks = (0..=last_trick).map(|t| {
        let cards: Vec<(usize, &PlayedCard)> = played.iter().enumerate().filter(|(_, p)| p.trick == t).collect();
        let leader = cards.first().map(|(_, p)| p.seat.letter()).unwrap_or('?');
        html! {
            <li class={classes!("review-trick", (t == current.trick).then_some("current"))}>
                <span class="review-leader">{ format!("{} {leader}", t + 1) }</span>
                { for cards.iter().map(|(i, p)| mark(*i, p)) }
            </li>
        }
    });
    html! {
        <section class="review" data-testid="review" tabindex="0" {onkeydown} data-step={step.to_string()}
                 aria-label={crate::i18n::tr("dd.review.label")}>
            <h3>{ crate::i18n::tr("dd.review") }</h3>
            <div class="buttons review-nav">
                <button type="button" data-action="review-first" onclick={go(0)} disabled={step == 0} aria-label={crate::i18n::tr("dd.first.card")}>{ "|◀" }</button>
                <button type="button" data-action="review-prev-trick" onclick={go(prev_trick)} disabled={step == 0} aria-label={crate::i18n::tr("dd.previous.trick")}>{ "◀◀" }</button>
                <button type="button" data-action="review-prev" onclick={go(step.saturating_sub(1))} disabled={step == 0} aria-label={crate::i18n::tr("dd.previous.card")}>{ "◀" }</button>
                <button type="button" data-action="review-next" onclick={go((step + 1).min(played.len() - 1))} disabled={step + 1 >= played.len()} aria-label={crate::i18n::tr("dd.next.card")}>{ "▶" }</button>
                <button type="button" data-action="review-next-trick" onclick={go(next_trick)} disabled={next_trick == step} aria-label={crate::i18n::tr("dd.next.trick")}>{ "▶▶" }</button>
                <button type="button" data-action="review-last" onclick={go(played.len() - 1)} disabled={step + 1 >= played.len()} aria-label={crate::i18n::tr("dd.last.card")}>{ "▶|" }</button>
            </div>
            <p class="review-now" data-testid="review-now" aria-live="polite" data-card={card_code(current.card)} data-cost={cost.to_string()}>
                { format!("Trick {}, card {}: {} played the {} — {}. ", current.trick + 1,
                    step - trick_start(current.trick) + 1, current.seat, card_label(current.card), cost_words(cost)) }
                <span data-testid="review-best" data-cards={best.iter().map(|c| card_code(*c)).collect::<Vec<_>>().join(" ")}>
                    { format!("Best: {} ({} take {} of the {} tricks left from here).",
                        best.iter().map(|c| card_short(*c)).collect::<Vec<_>>().join(" "), side_words(side),
                        solution.tricks, current.tricks_left) }
                </span>
            </p>
            if let Some(why) = table.play_reasons().get(step).cloned().flatten() {
                <p class="review-why" data-testid="review-why">{ crate::i18n::tr("dd.review.why") }{ ": " }{ why }</p>
            }
            <ol class="review-tricks" aria-label={crate::i18n::tr("score.tricks")}>{ for tricks }</ol>
        </section>
    }
}

/// The whole analysis panel of a finished deal.
pub fn analysis_panel(table: &Table, dispatch: &Callback<Msg>, on_cancel: &Callback<MouseEvent>) -> Html {
    let analysis = &table.analysis;
    html! {
        <section class="analysis" data-testid="analysis" aria-label={crate::i18n::tr("dd.label")}>
            <h3>{ crate::i18n::tr("dd.title") }</h3>
            { work_status(&analysis.table, "table", "dd-status", on_cancel, dispatch) }
            if let Work::Done(dd) = &analysis.table { { dd_table(table, dd) } }
            if !table.played_cards().is_empty() {
                { work_status(&analysis.review, "review of the play", "review-status", on_cancel, dispatch) }
            }
            if let Work::Done(solutions) = &analysis.review { { review(table, solutions, dispatch) } }
        </section>
    }
}
