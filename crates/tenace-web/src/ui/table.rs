//! The table: four seats around the centre, the user at the bottom, drawn
//! by the shared table component (`crates/tenace-table`).

use super::cards::display_order;
use super::felt;
use crate::i18n::{self, tr, trf};
use crate::labels::{card_label, contract_label};
use crate::state::{Msg, Table};
use tenace_bridge::{Action, Card, CardSet, Phase, Seat, Trick};
use tenace_table::{Badge, CardState, SeatView, TrickView};
use yew::prelude::*;

/// The cards a seat still holds (the whole hand before the play, and again
/// once the deal is over, so that all four hands can be looked at).
fn remaining(table: &Table, seat: Seat) -> CardSet {
    match table.game().cardplay() {
        Some(play) if table.game().phase() != Phase::Finished => play.hand(seat),
        _ => table.game().deal().hand(seat),
    }
}

/// Cards the user may play from `seat` now (empty unless it is their turn there).
fn playable(table: &Table, seat: Seat) -> CardSet {
    let game = table.game();
    if game.phase() == Phase::Play && game.to_act() == Some(seat) && table.user_controls(seat) {
        game.legal_cards()
    } else {
        CardSet::EMPTY
    }
}

/// The hint's double-dummy costs for the cards of `seat`, when it is the user's turn there.
fn hint_costs(table: &Table, seat: Seat) -> Vec<(Card, u8)> {
    match table.hint() {
        Some(solution) if solution.to_move == seat => {
            solution.cards.iter().map(|v| (v.card, solution.tricks.saturating_sub(v.tricks))).collect()
        }
        _ => Vec::new(),
    }
}

/// One seat: its name, badges and hand, as the shared table draws it.
pub fn seat_view(table: &Table, seat: Seat) -> SeatView {
    let game = table.game();
    let bottom = table.user_seat();
    let contract = game.contract();
    let role = match contract {
        Some(c) if c.declarer == seat => Some(tr("term.declarer")),
        Some(c) if c.dummy() == seat => Some(tr("term.dummy")),
        _ => None,
    };
    let who = if seat == table.user_seat() {
        tr("seat.you")
    } else if table.user_controls(seat) {
        tr("seat.you.play")
    } else {
        tr("seat.robot")
    };
    let vulnerable = game.setup().vulnerability.is_vulnerable(seat.side());
    let to_act = game.to_act() == Some(seat);
    let cards = remaining(table, seat);
    let finished = game.phase() == Phase::Finished;
    let name = i18n::seat(seat);
    let label = if finished {
        trf("hand.as.dealt.label", &[("seat", name)])
    } else if to_act && table.user_controls(seat) {
        trf("hand.your.turn.label", &[("seat", name)])
    } else {
        trf("hand.label", &[("seat", name)])
    };
    let hand = if table.visible(seat) {
        let playable = playable(table, seat);
        let costs = hint_costs(table, seat);
        let cost = |card: Card| costs.iter().find(|(c, _)| *c == card).map(|(_, cost)| *cost);
        let views = display_order(cards)
            .into_iter()
            .map(|card| {
                let state = if playable.contains(card) { CardState::Playable } else { CardState::Shown };
                felt::with_cost(felt::card_button(card, state), cost(card))
            })
            .collect();
        felt::faces(views, seat == bottom, label, Some("hand"))
    } else {
        felt::backs(seat, cards.len())
    };
    let mut badges = Vec::new();
    if game.setup().dealer == seat {
        badges.push(Badge {
            title: Some(tr("term.dealer").into()),
            ..Badge::new(tr("term.dealer.letter"), Some("dealer"))
        });
    }
    if let Some(role) = role {
        badges.push(Badge::new(role, Some("role")));
    }
    badges.push(Badge::new(who, Some("who")));
    if to_act {
        badges.push(Badge { label: Some(tr("seat.to.act").into()), ..Badge::new("●", Some("turn")) });
    }
    if finished {
        badges.push(Badge::new(tr("hand.as.dealt"), None));
    }
    SeatView {
        label: format!("{name}{}", role.map(|r| format!(", {r}")).unwrap_or_default()).into(),
        name_class: vulnerable.then_some("vulnerable"),
        name_title: Some(if vulnerable { tr("term.vulnerable") } else { tr("term.not.vulnerable") }.into()),
        badges,
        to_act,
        ..SeatView::new(format!("hand-{}", seat.letter()), name, hand)
    }
}

/// The four seats clockwise from the user's, for the shared table.
pub fn seat_views(table: &Table) -> Vec<SeatView> {
    felt::seats_from(table.user_seat()).into_iter().map(|s| seat_view(table, s)).collect()
}

/// A click on a card of seat `index` (clockwise from the user's).
pub fn on_card(table: &Table, dispatch: &Callback<Msg>) -> Callback<(usize, Card)> {
    let seats = felt::seats_from(table.user_seat());
    let dispatch = dispatch.clone();
    Callback::from(move |(index, card): (usize, Card)| {
        if let Some(seat) = seats.get(index).copied() {
            dispatch.emit(Msg::User(Action::Play { seat, card }))
        }
    })
}

/// The trick in the centre: each card in front of the seat that played it,
/// and the robot's reason for its last card under it.
pub fn trick_view(table: &Table, dispatch: &Callback<Msg>) -> Option<(TrickView, Html)> {
    let game = table.game();
    let play = game.cardplay()?;
    let bottom = table.user_seat();
    let completed = play.completed_tricks();
    // The last trick stays in view until the next card is led (the engine's
    // trick in view), so that repeated play never waits for an animation.
    let (trick, number, reviewing): (&Trick, usize, bool) = match completed.last() {
        Some(last) if table.show_last_trick => (last, completed.len(), true),
        _ => {
            let (trick, number, _) = play.trick_in_view();
            (trick, number, false)
        }
    };
    let winner = trick.winner(play.trump());
    let trick_label = {
        let plays: Vec<String> = trick.plays().map(|(s, c)| format!("{} {}", i18n::seat(s), card_label(c))).collect();
        let led = if plays.is_empty() { tr("trick.empty").to_owned() } else { plays.join(", ") };
        let won = winner.map(|w| format!("; {}", trf("trick.won.by", &[("seat", i18n::seat(w))]))).unwrap_or_default();
        format!("{}: {led}{won}", trf("trick.n", &[("n", &number.to_string())]))
    };
    let toggle = {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(Msg::ToggleLastTrick))
    };
    let caption = html! {
        <>
            if reviewing { <span>{ trf("trick.n.review", &[("n", &number.to_string())]) }</span> } else { <span>{ trf("trick.n", &[("n", &number.min(13).to_string())]) }</span> }
            if !completed.is_empty() {
                <button type="button" class="link" onclick={toggle} aria-pressed={table.show_last_trick.to_string()}>
                    { if table.show_last_trick { tr("trick.back") } else { tr("trick.last") } }
                </button>
            }
        </>
    };
    let why = last_robot_card(table).map(|(seat, card, reason)| {
        html! { <p class="why"><strong>{ format!("{} {}{}: ", i18n::seat(seat), card.suit.symbol(), crate::labels::rank_face(card.rank)) }</strong>{ reason }</p> }
    });
    let view = TrickView {
        number: Some(number),
        class: reviewing.then_some("reviewing"),
        caption,
        ..felt::trick(trick, bottom, winner, trick_label, "trick")
    };
    Some((view, why.unwrap_or_default()))
}

/// The robot's card that was played last, with the robot's reason.
fn last_robot_card(table: &Table) -> Option<(Seat, Card, String)> {
    let game = table.game();
    if game.phase() != Phase::Play {
        return None;
    }
    let (action, note) = (game.log().last()?, table.current.notes.get(game.log().len() - 1)?);
    match (action, note.robot, note.reason_text()) {
        (Action::Play { seat, card }, true, Some(reason)) => Some((*seat, *card, reason)),
        _ => None,
    }
}

/// Contract, tricks per side and whose turn it is: always in view.
pub fn status_strip(table: &Table) -> Html {
    let game = table.game();
    let we = table.we();
    let contract = game.contract();
    let text = match (game.phase(), contract) {
        (Phase::Auction, _) => match game.to_act() {
            Some(s) if table.user_controls(s) => tr("status.your.call").to_owned(),
            Some(s) => trf("status.thinking", &[("seat", i18n::seat(s))]),
            None => String::new(),
        },
        (_, Some(c)) => contract_label(&c),
        (_, None) => tr("status.passed.out").to_owned(),
    };
    let tricks = contract.map(|_| {
        let ns = game.tricks_won(tenace_bridge::Side::NorthSouth);
        let ew = game.tricks_won(tenace_bridge::Side::EastWest);
        html! {
            <span class="tricks" data-ns-tricks={ns.to_string()} data-ew-tricks={ew.to_string()}>
                <span class={classes!((we == tenace_bridge::Side::NorthSouth).then_some("we"))}>{ format!("{} {ns}", i18n::side(tenace_bridge::Side::NorthSouth)) }</span>
                { " · " }
                <span class={classes!((we == tenace_bridge::Side::EastWest).then_some("we"))}>{ format!("{} {ew}", i18n::side(tenace_bridge::Side::EastWest)) }</span>
            </span>
        }
    });
    html! {
        <div class="status" data-testid="status">
            <span class="contract">{ text }</span>
            { tricks.unwrap_or_default() }
        </div>
    }
}

/// The claim waiting for the user's answer.
pub fn claim_panel(table: &Table, dispatch: &Callback<Msg>) -> Html {
    let game = table.game();
    let Some(claim) = game.pending_claim() else { return html! {} };
    let user = table.user_seat();
    let remaining = game.cardplay().map(|p| p.tricks_remaining()).unwrap_or(0);
    let (claimer, left) = (i18n::seat(claim.claimer), remaining.to_string());
    let text = if claim.tricks == 0 {
        trf("claim.concedes", &[("seat", claimer), ("left", &left)])
    } else {
        trf("claim.claims", &[("seat", claimer), ("n", &claim.tricks.to_string()), ("left", &left)])
    };
    let answering = claim.awaiting.contains(&user);
    // A robot's claim comes with its reason, in the page's language: what the user weighs before answering.
    let why = game
        .log()
        .iter()
        .rposition(|a| matches!(a, Action::Claim { .. }))
        .and_then(|i| table.current.notes.get(i))
        .filter(|n| n.robot)
        .and_then(|n| n.reason_text());
    let answer = |accept: bool| {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| {
            dispatch.emit(Msg::User(if accept {
                Action::AcceptClaim { seat: user }
            } else {
                Action::RejectClaim { seat: user }
            }))
        })
    };
    html! {
        <div class="claim-panel" role="alertdialog" aria-label={tr("action.claim")}>
            <p>{ text }</p>
            if let Some(why) = why { <p class="why" data-testid="claim-why">{ why }</p> }
            if answering {
                <div class="buttons" data-nav="claim">
                    <button type="button" class="primary" data-action="accept-claim" onclick={answer(true)}>{ tr("claim.accept") }</button>
                    <button type="button" data-action="reject-claim" onclick={answer(false)}>{ tr("claim.reject") }</button>
                </div>
            } else {
                <p class="waiting">{ tr("claim.waiting") }</p>
            }
        </div>
    }
}
