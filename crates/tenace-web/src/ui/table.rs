//! The table: four seats around the centre, the user at the bottom.

use super::cards::{backs, card_face, Hand};
use crate::i18n::{self, tr, trf};
use crate::labels::{card_label, contract_label};
use crate::state::{Msg, Table};
use tenace_bridge::{Action, Card, CardSet, Phase, Seat, Trick};
use yew::prelude::*;

/// Where a seat sits on screen, seen from `bottom`.
#[derive(Copy, Clone, PartialEq, Eq)]
pub enum Place {
    Bottom,
    Left,
    Top,
    Right,
}

impl Place {
    pub fn of(seat: Seat, bottom: Seat) -> Place {
        match bottom.distance_to(seat) {
            0 => Place::Bottom,
            1 => Place::Left,
            2 => Place::Top,
            _ => Place::Right,
        }
    }

    fn class(self) -> &'static str {
        match self {
            Place::Bottom => "bottom",
            Place::Left => "left",
            Place::Top => "top",
            Place::Right => "right",
        }
    }
}

/// The cards a seat still holds (the whole hand before the play, and again
/// once the deal is over, so that all four hands can be looked at).
fn remaining(table: &Table, seat: Seat) -> CardSet {
    match table.game().play() {
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

/// One seat: its name, role and hand.
pub fn seat_area(table: &Table, seat: Seat, dispatch: &Callback<Msg>) -> Html {
    let game = table.game();
    let bottom = table.user_seat();
    let place = Place::of(seat, bottom);
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
    let onplay = {
        let dispatch = dispatch.clone();
        Callback::from(move |card: Card| dispatch.emit(Msg::User(Action::Play { seat, card })))
    };
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
        html! { <Hand {cards} playable={playable(table, seat)} {onplay} fan={place == Place::Bottom} label={label} costs={hint_costs(table, seat)} /> }
    } else {
        backs(cards.len(), name)
    };
    html! {
        <section class={classes!("seat", place.class(), to_act.then_some("to-act"))} data-testid={format!("hand-{}", seat.letter())}
                 aria-label={format!("{name}{}", role.map(|r| format!(", {r}")).unwrap_or_default())}>
            <h2 class="seat-name">
                <span class={classes!("name", vulnerable.then_some("vulnerable"))}
                      title={if vulnerable { tr("term.vulnerable") } else { tr("term.not.vulnerable") }}>{ name }</span>
                if game.setup().dealer == seat { <span class="badge dealer" title={tr("term.dealer")}>{ tr("term.dealer.letter") }</span> }
                if let Some(role) = role { <span class="badge role">{ role }</span> }
                <span class="badge who">{ who }</span>
                if to_act { <span class="badge turn" aria-label={tr("seat.to.act")}>{ "●" }</span> }
                if finished { <span class="badge">{ tr("hand.as.dealt") }</span> }
            </h2>
            { hand }
        </section>
    }
}

/// The trick in the centre: each card in front of the seat that played it.
pub fn trick_view(table: &Table, dispatch: &Callback<Msg>) -> Html {
    let game = table.game();
    let Some(play) = game.play() else { return html! {} };
    let bottom = table.user_seat();
    let current = play.current_trick();
    let completed = play.completed_tricks();
    // The last trick stays in view until the next card is led, so that
    // repeated play never waits for an animation.
    let (trick, number, reviewing): (&Trick, usize, bool) = match completed.last() {
        Some(last) if table.show_last_trick => (last, completed.len(), true),
        Some(last) if current.cards.is_empty() => (last, completed.len(), false),
        _ => (current, completed.len() + 1, false),
    };
    let winner = trick.winner(play.trump());
    let trick_label = {
        let plays: Vec<String> = trick.plays().map(|(s, c)| format!("{} {}", i18n::seat(s), card_label(c))).collect();
        let led = if plays.is_empty() { tr("trick.empty").to_owned() } else { plays.join(", ") };
        let won = winner.map(|w| format!("; {}", trf("trick.won.by", &[("seat", i18n::seat(w))]))).unwrap_or_default();
        format!("{}: {led}{won}", trf("trick.n", &[("n", &number.to_string())]))
    };
    let spot = |place: Place| {
        let seat = Seat::ALL.into_iter().find(|s| Place::of(*s, bottom) == place).unwrap_or(Seat::South);
        let card = trick.plays().find(|(s, _)| *s == seat).map(|(_, c)| c);
        let led = trick.leader == seat && card.is_some();
        let won = winner == Some(seat);
        html! {
            <div class={classes!("spot", place.class(), won.then_some("won"))}>
                if let Some(card) = card { { card_face(card, Some("played")) } }
                if led { <span class="led-mark" title={trf("trick.led.by", &[("seat", i18n::seat(seat))])}>{ tr("trick.led") }</span> }
            </div>
        }
    };
    let toggle = {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(Msg::ToggleLastTrick))
    };
    let why = last_robot_card(table).map(|(seat, card, reason)| {
        html! { <p class="why"><strong>{ format!("{} {}{}: ", i18n::seat(seat), card.suit.symbol(), crate::labels::rank_face(card.rank)) }</strong>{ reason }</p> }
    });
    html! {
        <>
        <div class={classes!("trick", reviewing.then_some("reviewing"))} data-testid="trick" role="group" aria-label={trick_label.clone()}
             data-trick={number.to_string()}>
            { spot(Place::Top) }{ spot(Place::Left) }{ spot(Place::Right) }{ spot(Place::Bottom) }
            <div class="trick-caption">
                if reviewing { <span>{ trf("trick.n.review", &[("n", &number.to_string())]) }</span> } else { <span>{ trf("trick.n", &[("n", &number.min(13).to_string())]) }</span> }
                if !completed.is_empty() {
                    <button type="button" class="link" onclick={toggle} aria-pressed={table.show_last_trick.to_string()}>
                        { if table.show_last_trick { tr("trick.back") } else { tr("trick.last") } }
                    </button>
                }
            </div>
        </div>
        { why.unwrap_or_default() }
        </>
    }
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
    let remaining = game.play().map(|p| p.tricks_remaining()).unwrap_or(0);
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
