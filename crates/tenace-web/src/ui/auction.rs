//! The auction grid (W N E S) and the bidding box.

use crate::labels::{call_code, call_label, call_text};
use crate::state::{Msg, Note};
use tenace_bridge::{Action, Auction, Bid, Call, Seat, Strain, Vulnerability};
use yew::prelude::*;

/// Grid columns, West first as printed in bridge columns.
const COLUMNS: [Seat; 4] = [Seat::West, Seat::North, Seat::East, Seat::South];

fn strain_class(strain: Strain) -> &'static str {
    match strain {
        Strain::Clubs => "s-clubs",
        Strain::Diamonds => "s-diamonds",
        Strain::Hearts => "s-hearts",
        Strain::Spades => "s-spades",
        Strain::NoTrump => "s-nt",
    }
}

fn call_class(call: Call) -> &'static str {
    match call {
        Call::Bid(b) => strain_class(b.strain),
        Call::Pass => "pass",
        Call::Double => "double",
        Call::Redouble => "redouble",
    }
}

#[derive(Properties, PartialEq)]
pub struct AuctionProps {
    pub auction: Auction,
    pub notes: Vec<Note>,
    pub vulnerability: Vulnerability,
    pub dealer: Seat,
    /// The log index whose reason is shown.
    pub explained: Option<usize>,
    pub dispatch: Callback<Msg>,
    /// Seat names get "(you)".
    pub user: Seat,
}

/// The calls so far in four columns; a robot's call can be tapped (or
/// hovered) for the rule it followed.
#[component]
pub fn AuctionGrid(props: &AuctionProps) -> Html {
    let auction = &props.auction;
    let lead_blanks = COLUMNS.iter().position(|s| *s == props.dealer).unwrap_or(0);
    // Keyed, so that a cell keeps its element as calls are added (an unkeyed
    // list would be reconciled from the end and move elements between calls).
    let mut cells: Vec<Html> =
        (0..lead_blanks).map(|b| html! { <span key={format!("b{b}")} class="cell blank" /> }).collect();
    for (i, (seat, call)) in auction.calls_by_seat().enumerate() {
        // Calls are the first actions of the log, so the call index is its log index.
        let reason = props.notes.get(i).and_then(|n| n.reason.clone());
        let text = call_text(call);
        let class = classes!("cell", "call", call_class(call), (props.explained == Some(i)).then_some("explained"));
        let label = format!("{seat}: {}", call_label(call));
        cells.push(match reason {
            Some(reason) => {
                let dispatch = props.dispatch.clone();
                let onclick = Callback::from(move |_: MouseEvent| dispatch.emit(Msg::Explain(Some(i))));
                html! {
                    <button key={format!("c{i}")} type="button" {class} data-index={i.to_string()} title={reason.clone()}
                            aria-label={format!("{label}. Why: {reason}")} {onclick}>
                        { text }
                    </button>
                }
            }
            None => html! { <span key={format!("c{i}")} {class} data-index={i.to_string()} aria-label={label}>{ text }</span> },
        });
    }
    if let Some(next) = auction.to_act() {
        cells.push(html! { <span key="next" class="cell next" aria-label={format!("{next} to call")}>{ "?" }</span> });
    }
    let explanation = props.explained.and_then(|i| {
        let (seat, call) = auction.calls_by_seat().nth(i)?;
        let reason = props.notes.get(i)?.reason.clone()?;
        Some((seat, call, reason))
    });
    html! {
        <div class="auction" data-testid="auction" role="group" aria-label="Auction">
            <div class="grid">
                { for COLUMNS.iter().map(|seat| {
                    let vul = props.vulnerability.is_vulnerable(seat.side());
                    let you = *seat == props.user;
                    html! {
                        <span class={classes!("cell", "head", vul.then_some("vulnerable"), you.then_some("you"))}
                              title={format!("{}{}", seat.name(), if vul { ", vulnerable" } else { ", not vulnerable" })}>
                            { seat.letter() }
                        </span>
                    }
                }) }
                { for cells }
            </div>
            if let Some((seat, call, reason)) = explanation {
                <p class="explain" aria-live="polite">
                    <strong>{ format!("{seat} {}: ", call_text(call)) }</strong>{ reason }
                </p>
            }
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct BoxProps {
    pub legal: Vec<Call>,
    /// The user is to call now.
    pub active: bool,
    pub seat: Seat,
    pub dispatch: Callback<Msg>,
}

/// Levels and strains, Pass, X, XX; only legal calls are enabled.
#[component]
pub fn BiddingBox(props: &BoxProps) -> Html {
    let button = |call: Call| {
        let enabled = props.active && props.legal.contains(&call);
        let dispatch = props.dispatch.clone();
        let seat = props.seat;
        let onclick = Callback::from(move |_: MouseEvent| dispatch.emit(Msg::User(Action::Call { seat, call })));
        html! {
            <button type="button" class={classes!("bid", call_class(call))} data-call={call_code(call)}
                    aria-label={call_label(call)} disabled={!enabled} {onclick}>
                { call_text(call) }
            </button>
        }
    };
    html! {
        <div class={classes!("bidding-box", props.active.then_some("active"))} role="group"
             aria-label={if props.active { "Bidding box: your call" } else { "Bidding box (waiting)" }} data-nav="bidding">
            <div class="bids">
                { for Bid::all().map(|b| button(Call::Bid(b))) }
            </div>
            <div class="others">
                { button(Call::Pass) }{ button(Call::Double) }{ button(Call::Redouble) }
            </div>
        </div>
    }
}
