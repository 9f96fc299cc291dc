//! The bidding hint during the auction and the review of the user's calls
//! after the deal. Both only render what the state computed
//! (`Table::call_hint`, `Table::auction_review`).

use crate::explain::{CallHint, ReviewedCall};
use crate::i18n::{tr, trf};
use crate::labels::{call_code, call_label, call_text};
use crate::state::Msg;
use tenace_bridge::Call;
use tenace_robots::bidding::System;
use yew::prelude::*;

fn call_span(call: Call) -> Html {
    let class = match call {
        Call::Bid(b) => match b.strain {
            tenace_bridge::Strain::Hearts | tenace_bridge::Strain::Diamonds => "red",
            _ => "black",
        },
        _ => "other",
    };
    html! { <span class={classes!("call-name", class)}>{ call_text(call) }</span> }
}

/// The "Hint" button and, once pressed, the system's call with its reason.
/// The user still makes the call.
pub fn call_hint_panel(available: bool, hint: Option<&CallHint>, system: &System, dispatch: &Callback<Msg>) -> Html {
    let onclick = {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(Msg::CallHint))
    };
    let shown = hint.is_some();
    html! {
        <div class="call-hint">
            <button type="button" data-action="call-hint" aria-keyshortcuts="h" aria-pressed={shown.to_string()}
                    aria-controls="call-hint" disabled={!available} {onclick}>
                { if shown { tr("hint.hide") } else { tr("ui.hint") } }
            </button>
            <div id="call-hint" class="call-hint-text" role="status" aria-live="polite" data-testid="call-hint"
                 data-suggested={hint.map(|h| call_code(h.call)).unwrap_or_default()}>
                if let Some(h) = hint {
                    <p>
                        <strong>{ trf("hint.suggests", &[("system", &system.to_string())]) }{ " " }{ call_span(h.call) }</strong>
                        <span class="sr-only">{ format!(" ({})", call_label(h.call)) }</span>
                        { ": " }<span class="hint-reason">{ &h.reason }</span>
                    </p>
                    if !h.shows.is_empty() {
                        <p class="hint-shows">{ trf("hint.would.show", &[("shows", &h.shows)]) }</p>
                    }
                    if !h.alternatives.is_empty() {
                        <p class="hint-also">{ tr("hint.also") }{ " " }
                            { for h.alternatives.iter().enumerate().map(|(i, (call, reason))| html! {
                                <>{ if i > 0 { "; " } else { "" } }{ call_span(*call) }{ format!(" — {reason}") }</>
                            }) }
                        </p>
                    }
                }
            </div>
        </div>
    }
}

/// After the deal: each of the user's calls next to the system's.
pub fn auction_review_view(rows: &[ReviewedCall], system: &System) -> Html {
    let departures = rows.iter().filter(|r| r.departs).count();
    let summary = match (rows.len(), departures) {
        (0, _) => tr("review.no.calls").to_owned(),
        (n, 0) => trf("review.all.system", &[("n", &n.to_string()), ("system", &system.to_string())]),
        (n, d) => {
            trf("review.departed", &[("d", &d.to_string()), ("n", &n.to_string()), ("system", &system.to_string())])
        }
    };
    html! {
        <section class="auction-review" data-testid="auction-review" aria-labelledby="auction-review-title"
                 data-departures={departures.to_string()}>
            <h3 id="auction-review-title">{ trf("review.title", &[("system", &system.to_string())]) }</h3>
            <p class="review-summary">{ summary }</p>
            if !rows.is_empty() {
                <table class="call-review">
                    <thead><tr>
                        <th scope="col">{ tr("review.you") }</th>
                        <th scope="col">{ system.to_string() }</th>
                        <th scope="col">{ tr("review.why") }</th>
                    </tr></thead>
                    <tbody>
                        { for rows.iter().map(|r| html! {
                            <tr class={classes!(r.departs.then_some("departs"))} data-index={r.index.to_string()}
                                data-made={call_code(r.made)} data-system={call_code(r.system)} data-departs={r.departs.to_string()}>
                                <td title={r.made_meaning.clone()}>
                                    { call_span(r.made) }
                                    <span class="sr-only">{ format!(" ({}: {})", call_label(r.made), r.made_meaning) }</span>
                                </td>
                                <td>
                                    { call_span(r.system) }
                                    if r.departs { <span class="departs-mark">{ " ≠" }</span><span class="sr-only">{ format!(", {}", tr("review.not.yours")) }</span> }
                                </td>
                                <td class="why-cell">
                                    <span class="system-reason">{ &r.system_reason }</span>
                                    if r.departs && !r.made_meaning.is_empty() {
                                        <span class="made-meaning">{ tr("review.yours") }{ " " }{ &r.made_meaning }</span>
                                    }
                                </td>
                            </tr>
                        }) }
                    </tbody>
                </table>
            }
        </section>
    }
}
