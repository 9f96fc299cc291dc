//! The auction grid (W N E S) and the bidding box.

use crate::explain::CallMeaning;
use crate::i18n::{self, tr, trf, Lang};
use crate::labels::{call_code, call_label, call_text};
use crate::state::Msg;
use std::rc::Rc;
use tenace_bridge::{Action, Auction, Call, Seat, Strain, Vulnerability};
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

/// The style class of a call (its strain's colour, or pass / double / redouble),
/// shared by every auction grid and bidding box.
pub fn call_class(call: Call) -> &'static str {
    match call {
        Call::Bid(b) => strain_class(b.strain),
        Call::Pass => "pass",
        Call::Double => "double",
        Call::Redouble => "redouble",
    }
}

#[derive(Properties, PartialEq)]
pub struct AuctionProps {
    /// The page's language (a change re-renders the grid).
    pub lang: Lang,
    pub auction: Auction,
    /// What each call means under the chosen system (from the state).
    pub meanings: Rc<Vec<CallMeaning>>,
    pub vulnerability: Vulnerability,
    pub dealer: Seat,
    /// The call whose meaning is shown below the grid.
    pub explained: Option<usize>,
    pub dispatch: Callback<Msg>,
    /// Seat names get "(you)".
    pub user: Seat,
    /// Element ids are prefixed with this, so that two grids can be on a page.
    #[prop_or("auction".into())]
    pub id: AttrValue,
}

/// The meaning of a call in full: the tooltip and the panel below the grid.
fn meaning_body(m: &CallMeaning) -> Html {
    html! {
        <>
            <span class="meaning-head">
                <span class="meaning-text">{ &m.text }</span>{ if m.artificial { format!(" ({})", tr("meaning.artificial")) } else { String::new() } }
            </span>
            <span class="meaning-forcing">{ capitalised(m.forcing) }{ "." }</span>
            if !m.needs.is_empty() { <span class="meaning-needs">{ trf("meaning.needs", &[("needs", &m.needs)]) }</span> }
            <span class="meaning-known">{ m.shows_sentence() }</span>
            if !m.in_system { <span class="meaning-note">{ tr("meaning.not.in.system") }</span> }
            if let Some(reason) = &m.robot_reason { <span class="meaning-robot">{ trf("meaning.robot", &[("reason", reason)]) }</span> }
        </>
    }
}

fn capitalised(text: &str) -> String {
    crate::case::upper_first(text)
}

/// The calls so far in four columns. Every call shows its meaning under the
/// chosen system when hovered or focused (a tooltip that describes the
/// button), and below the grid when tapped or pressed (a polite live region).
#[component]
pub fn AuctionGrid(props: &AuctionProps) -> Html {
    let auction = &props.auction;
    let lead_blanks = COLUMNS.iter().position(|s| *s == props.dealer).unwrap_or(0);
    // Keyed, so that a cell keeps its element as calls are added (an unkeyed
    // list would be reconciled from the end and move elements between calls).
    let mut cells: Vec<Html> =
        (0..lead_blanks).map(|b| html! { <span key={format!("b{b}")} class="cell blank" /> }).collect();
    for (i, (seat, call)) in auction.calls_by_seat().enumerate() {
        let text = call_text(call);
        let explained = props.explained == Some(i);
        let class = classes!("cell", "call", call_class(call), explained.then_some("explained"));
        let meaning = props.meanings.get(i).filter(|m| m.call == call && m.seat == seat);
        let dispatch = props.dispatch.clone();
        let onclick = Callback::from(move |_: MouseEvent| dispatch.emit(Msg::Explain(Some(i))));
        cells.push(match meaning {
            Some(m) => {
                let tip = format!("{}-tip-{i}", props.id);
                html! {
                    <span key={format!("c{i}")} class="call-cell">
                        <button type="button" {class} data-index={i.to_string()} data-grid-call={call_code(call)}
                                aria-label={m.aria_label()} aria-describedby={tip.clone()} aria-expanded={explained.to_string()}
                                aria-controls={format!("{}-meaning", props.id)}
                                {onclick}>
                            { text }
                        </button>
                        <span class="call-tip" role="tooltip" id={tip}>{ meaning_body(m) }</span>
                    </span>
                }
            }
            None => html! {
                <span key={format!("c{i}")} class="call-cell">
                    <span {class} data-index={i.to_string()} aria-label={format!("{}: {}", i18n::seat(seat), call_label(call))}>{ text }</span>
                </span>
            },
        });
    }
    if let Some(next) = auction.to_act() {
        cells.push(html! { <span key="next" class="cell next" aria-label={trf("auction.to.call", &[("seat", i18n::seat(next))])}>{ "?" }</span> });
    }
    let explanation = props.explained.and_then(|i| props.meanings.get(i)).filter(|m| m.index < auction.calls().len());
    html! {
        <div class="auction" data-testid="auction" role="group" aria-label={tr("auction.label")}>
            <div class="grid">
                { for COLUMNS.iter().map(|seat| {
                    let vul = props.vulnerability.is_vulnerable(seat.side());
                    let you = *seat == props.user;
                    html! {
                        <span class={classes!("cell", "head", vul.then_some("vulnerable"), you.then_some("you"))}
                              title={format!("{}, {}", i18n::seat(*seat), if vul { tr("term.vulnerable") } else { tr("term.not.vulnerable") })}>
                            { i18n::seat_letter(*seat) }
                        </span>
                    }
                }) }
                { for cells }
            </div>
            <div class="explain" id={format!("{}-meaning", props.id)} aria-live="polite" data-testid="call-meaning">
                if let Some(m) = explanation {
                    <strong>{ format!("{} {}: ", i18n::seat(m.seat), call_text(m.call)) }</strong>{ meaning_body(m) }
                }
            </div>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct BoxProps {
    /// The page's language (a change re-renders the box).
    pub lang: Lang,
    pub legal: Vec<Call>,
    /// The user is to call now.
    pub active: bool,
    pub seat: Seat,
    pub dispatch: Callback<Msg>,
    /// The hint's call, ringed (the user still makes the call).
    #[prop_or_default]
    pub suggested: Option<Call>,
}

/// Levels and strains, Pass, X, XX; only legal calls are enabled.
#[component]
pub fn BiddingBox(props: &BoxProps) -> Html {
    let (active, legal) = (props.active, props.legal.clone());
    let rows = crate::ui::felt::call_rows(|call| active && legal.contains(&call), props.suggested);
    let on_call = {
        let (dispatch, seat) = (props.dispatch.clone(), props.seat);
        crate::ui::felt::on_call(move |call| dispatch.emit(Msg::User(Action::Call { seat, call })))
    };
    let label = if props.active { tr("box.active") } else { tr("box.waiting") };
    html! { <tenace_table::CallBox {rows} {on_call} active={props.active} label={label} nav={Some(AttrValue::from("bidding"))} /> }
}
