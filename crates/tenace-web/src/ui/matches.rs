//! The Match view: starting a teams or pairs match against the robot field,
//! its score card, the other tables' auctions and play card by card, and
//! the summary of a rubber or Chicago session.
//!
//! The match itself is the reducer's (`crate::matches`, `Table::match_play`).
//! The view is its own wasm module (`tenace-match`, src/bin/tenace-match.rs),
//! loaded the first time "Match" is opened: it is handed a
//! [`MatchContext`] (JSON) and sends [`MatchCommand`]s back, which the shell
//! turns into the table's messages. What is being looked at (a board's other
//! table, the card) is local to the view. The two pieces the table's result
//! panel shows (`match_result_line`, `chicago_view`) stay in the shell.

use super::cards::display_order;
use super::felt;
use super::result::{deal_diagram, play_record};
use crate::i18n::{self, tr, trf};
use crate::labels::{call_label, call_text, result_text, signed_points};
use crate::matches::link::match_hash;
use crate::matches::{
    ns_score, Match, MatchCommand, MatchContext, MatchKind, MatchSource, MatchSpec, OtherTable, BOARD_COUNTS,
    FIELD_SIZES,
};
use crate::score::{self, rubber_rows, rubbers, Scored, SheetRow};
use crate::state::{ScoringMode, Table};
use std::rc::Rc;
use tenace_bridge::scoring::ScoreSheet;
use tenace_bridge::{Game, GameRecord, Seat, Side};
use tenace_i18n::Lang;
use tenace_table::{CardState, SeatView, Table as FeltTable, TrickView};
use wasm_bindgen::JsCast;
use yew::prelude::*;

#[derive(Properties, Clone, PartialEq)]
pub struct Props {
    pub lang: Lang,
    /// What the view asks of the table (start, retry, resume, leave).
    pub dispatch: Callback<MatchCommand>,
    /// The table's match, session and loaded file.
    pub context: Rc<MatchContext>,
}

/// The other table being looked at: board index, table index, and how many
/// actions of its play are shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Viewing {
    board: usize,
    table: usize,
    step: usize,
}

fn select_value(e: &Event) -> String {
    e.target().and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok()).map(|s| s.value()).unwrap_or_default()
}

fn input_value(e: &InputEvent) -> String {
    e.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()).map(|s| s.value()).unwrap_or_default()
}

#[component]
pub fn MatchView(props: &Props) -> Html {
    let _ = props.lang;
    let table: &MatchContext = &props.context;
    let dispatch = props.dispatch.clone();
    let kind = use_state(|| MatchKind::Teams);
    let boards = use_state(|| BOARD_COUNTS[0]);
    let tables = use_state(|| 3usize);
    let seed_text = use_state(|| table.seed.to_string());
    let from_file = use_state(|| false);
    let viewing = use_state(|| None::<Viewing>);

    let file_name = table.file.clone();
    let seed = seed_text.trim().parse::<u64>().ok();
    let source = match (&file_name, *from_file) {
        (Some(name), true) => Some(MatchSource::File { name: name.clone() }),
        _ => seed.map(|seed| MatchSource::Seed { seed }),
    };
    let start = {
        let dispatch = dispatch.clone();
        let spec = source.clone().map(|source| MatchSpec {
            kind: *kind,
            boards: *boards,
            tables: if *kind == MatchKind::Pairs { *tables } else { 1 },
            source,
        });
        let viewing = viewing.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(spec) = spec.clone() {
                viewing.set(None);
                dispatch.emit(MatchCommand::Start { spec });
            }
        })
    };
    let on_kind = {
        let kind = kind.clone();
        Callback::from(move |e: Event| {
            kind.set(if select_value(&e) == "pairs" { MatchKind::Pairs } else { MatchKind::Teams })
        })
    };
    let on_boards = {
        let boards = boards.clone();
        Callback::from(move |e: Event| {
            if let Ok(n) = select_value(&e).parse::<usize>() {
                boards.set(n);
            }
        })
    };
    let on_tables = {
        let tables = tables.clone();
        Callback::from(move |e: Event| {
            if let Ok(n) = select_value(&e).parse::<usize>() {
                tables.set(n);
            }
        })
    };
    let on_seed = {
        let seed_text = seed_text.clone();
        Callback::from(move |e: InputEvent| seed_text.set(input_value(&e)))
    };
    let on_source = {
        let from_file = from_file.clone();
        Callback::from(move |e: Event| from_file.set(select_value(&e) == "file"))
    };
    let link = match (&source, *kind) {
        (Some(MatchSource::Seed { seed }), k) => Some(match_hash(k, *seed, *boards, *tables)),
        _ => None,
    };

    html! {
        <section class="view-matches" aria-labelledby="match-title">
            <h2 id="match-title">{ tr("match.title") }</h2>
            if let Some(m) = &table.match_play {
                { match_panel(m, table, &dispatch, &viewing) }
            }
            <form class="match-start" data-testid="match-start" onsubmit={start} aria-labelledby="match-start-title">
                <h3 id="match-start-title">{ tr("match.start.title") }</h3>
                <p class="note">{ tr("match.start.help") }</p>
                <div class="match-fields">
                    <label>{ tr("match.kind") }
                        <select data-testid="match-kind" onchange={on_kind}>
                            <option value="teams" selected={*kind == MatchKind::Teams}>{ tr("match.kind.teams") }</option>
                            <option value="pairs" selected={*kind == MatchKind::Pairs}>{ tr("match.kind.pairs") }</option>
                        </select>
                    </label>
                    <label>{ tr("match.boards") }
                        <select data-testid="match-boards" onchange={on_boards}>
                            { for BOARD_COUNTS.iter().map(|n| html! {
                                <option value={n.to_string()} selected={*boards == *n}>{ n }</option>
                            }) }
                        </select>
                    </label>
                    if *kind == MatchKind::Pairs {
                        <label>{ tr("match.tables") }
                            <select data-testid="match-tables" onchange={on_tables}>
                                { for FIELD_SIZES.map(|n| html! {
                                    <option value={n.to_string()} selected={*tables == n}>{ n }</option>
                                }) }
                            </select>
                        </label>
                    }
                    if let Some(name) = &file_name {
                        <label>{ tr("match.source") }
                            <select data-testid="match-source" onchange={on_source}>
                                <option value="seed" selected={!*from_file}>{ tr("match.source.seed") }</option>
                                <option value="file" selected={*from_file}>{ trf("match.source.file", &[("file", name)]) }</option>
                            </select>
                        </label>
                    }
                    if !*from_file || file_name.is_none() {
                        <label>{ tr("match.seed") }
                            <input type="text" inputmode="numeric" data-testid="match-seed" value={(*seed_text).clone()}
                                   oninput={on_seed} aria-invalid={seed.is_none().to_string()} />
                        </label>
                    }
                </div>
                if seed.is_none() && !*from_file {
                    <p class="error" role="alert">{ tr("match.seed.bad") }</p>
                }
                <button type="submit" class="primary" data-action="start-match" disabled={source.is_none()}>
                    { if table.match_play.is_some() { tr("match.start.new") } else { tr("match.start") } }
                </button>
                if let Some(link) = link {
                    <p class="match-link">{ tr("match.link") }{ " " }<code data-testid="match-link">{ link }</code></p>
                }
            </form>
            { session_summary(table) }
        </section>
    }
}

/// The match in progress or finished: status, actions, score card and the viewer.
fn match_panel(
    m: &Match,
    table: &MatchContext,
    dispatch: &Callback<MatchCommand>,
    viewing: &UseStateHandle<Option<Viewing>>,
) -> Html {
    let click = |msg: MatchCommand| {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(msg.clone()))
    };
    let played = m.boards.iter().filter(|b| b.ours.is_some()).count();
    let pending = m.pending();
    let failed: Vec<String> = m
        .boards
        .iter()
        .flat_map(|b| &b.others)
        .filter_map(|o| match o {
            OtherTable::Failed { message } => Some(message.clone()),
            OtherTable::Pending | OtherTable::Played { .. } => None,
        })
        .collect();
    let title = match m.kind {
        MatchKind::Teams => trf("match.teams.title", &[("n", &m.boards.len().to_string())]),
        MatchKind::Pairs => {
            trf("match.pairs.title", &[("n", &m.boards.len().to_string()), ("k", &m.tables.len().to_string())])
        }
    };
    let on_table = table.on_table;
    html! {
        <section class="match-panel" data-testid="match-panel" data-kind={m.kind.name()}
                 data-played={played.to_string()} data-pending={pending.to_string()} aria-labelledby="match-now">
            <h3 id="match-now">{ title }</h3>
            <p class="match-status" role="status">
                { trf("match.played", &[("n", &played.to_string()), ("of", &m.boards.len().to_string())]) }{ " " }
                if pending > 0 { { trf("match.pending", &[("n", &pending.to_string())]) } }
            </p>
            if !failed.is_empty() {
                <p class="error" role="alert">{ trf("match.failed", &[("reason", &failed.join("; "))]) }
                    { " " }<button type="button" data-action="retry-field" onclick={click(MatchCommand::RetryField)}>{ tr("match.retry") }</button></p>
            }
            <div class="buttons">
                if !m.is_over() {
                    <button type="button" class="primary" data-action="resume-match" onclick={click(MatchCommand::Resume)}>
                        { if on_table { tr("match.to.table").to_owned() } else { trf("match.resume", &[("n", &(m.current + 1).to_string())]) } }
                    </button>
                }
                <button type="button" data-action="leave-match" onclick={click(MatchCommand::Leave)}>{ tr("match.leave") }</button>
            </div>
            { match m.kind {
                MatchKind::Teams => teams_card(m, viewing),
                MatchKind::Pairs => pairs_card(m, viewing),
            } }
            if let Some(v) = **viewing {
                { other_table_view(m, v, viewing) }
            }
        </section>
    }
}

/// "4♠ N", "3NT× E", "Pass"; with the tricks: "=", "+1", "−2".
fn contract_cell(record: &GameRecord) -> (String, String) {
    let Ok(game) = Game::from_record(record.clone()) else { return ("?".to_owned(), String::new()) };
    let Some(result) = game.result() else { return ("…".to_owned(), String::new()) };
    match result.contract {
        None => (tr("call.pass").to_owned(), String::new()),
        Some(c) => {
            let r = result.result();
            let made = match r {
                0 => "=".to_owned(),
                r if r > 0 => format!("+{r}"),
                r => format!("−{}", -i32::from(r)),
            };
            (
                format!(
                    "{}{} {}",
                    call_text(tenace_bridge::Call::Bid(c.bid)),
                    c.penalty.code(),
                    i18n::seat_letter(c.declarer)
                ),
                made,
            )
        }
    }
}

fn view_button(
    board: usize,
    table: usize,
    number: u32,
    viewing: &UseStateHandle<Option<Viewing>>,
    label: String,
) -> Html {
    let viewing = viewing.clone();
    let open = viewing.is_some_and(|v| v.board == board && v.table == table);
    let onclick = Callback::from(move |_: MouseEvent| {
        viewing.set(if open { None } else { Some(Viewing { board, table, step: 0 }) });
    });
    html! {
        <button type="button" class="link" data-action="view-other" data-board={number.to_string()} data-table={table.to_string()}
                aria-expanded={open.to_string()} aria-controls="other-table" onclick={onclick}>{ label }</button>
    }
}

fn teams_card(m: &Match, viewing: &UseStateHandle<Option<Viewing>>) -> Html {
    let card = m.teams();
    let mut running = 0;
    let rows = m.boards.iter().enumerate().map(|(i, b)| {
        let number = b.number(i);
        let ours = b.ours.as_ref().map(contract_cell);
        let ours_score = b.ours.as_ref().and_then(ns_score);
        let scored = card.boards.iter().find(|s| s.board == number);
        if let Some(s) = scored {
            running += s.imps;
        }
        let other = b.others.first();
        let other_cell = match other {
            Some(OtherTable::Played { record }) => {
                let (c, r) = contract_cell(record);
                let score = ns_score(record).unwrap_or(0);
                html! { <>{ format!("{c} {r}, {}", signed_points(score)) }{ " " }
                    { view_button(i, 0, number, viewing, tr("match.view").to_owned()) }</> }
            }
            Some(OtherTable::Failed { .. }) => html! { { tr("match.table.failed") } },
            Some(OtherTable::Pending) | None => html! { <span class="note">{ tr("match.table.pending") }</span> },
        };
        html! {
            <tr data-testid={format!("match-row-{number}")} data-ours={ours_score.map(|s| s.to_string()).unwrap_or_default()}
                data-theirs={match other { Some(OtherTable::Played { record }) => ns_score(record).map(|s| s.to_string()).unwrap_or_default(), _ => String::new() }}
                data-imps={scored.map(|s| s.imps.to_string()).unwrap_or_default()}
                class={classes!((i == m.current && !m.is_over()).then_some("current"))}>
                <th scope="row">{ number }</th>
                <td>{ match (&ours, ours_score) { (Some((c, r)), Some(s)) => format!("{c} {r}, {}", signed_points(s)), _ => "—".to_owned() } }</td>
                <td>{ other_cell }</td>
                <td class="num">{ scored.map(|s| signed_points(s.imps)).unwrap_or_default() }</td>
                <td class="num">{ if scored.is_some() { signed_points(running) } else { String::new() } }</td>
            </tr>
        }
    });
    let (won, lost) = card.won_lost();
    html! {
        <table class="match-card" data-testid="match-card" data-total={card.total().to_string()}>
            <caption>{ tr("match.card") }{ " " }<span class="note">{ tr("match.ns.scores") }</span></caption>
            <thead><tr>
                <th scope="col">{ tr("score.board") }</th><th scope="col">{ tr("match.our.table") }</th>
                <th scope="col">{ tr("match.other.table") }</th><th scope="col">{ tr("match.imps") }</th><th scope="col">{ tr("match.running") }</th>
            </tr></thead>
            <tbody>{ for rows }</tbody>
            <tfoot><tr><th scope="row" colspan="3">{ trf("match.imps.won.lost", &[("won", &won.to_string()), ("lost", &lost.to_string())]) }</th>
                <td class="num" colspan="2" data-testid="match-total">{ signed_points(card.total()) }</td></tr></tfoot>
        </table>
    }
}

fn pairs_card(m: &Match, viewing: &UseStateHandle<Option<Viewing>>) -> Html {
    let session = m.pairs();
    let rows = m.boards.iter().enumerate().map(|(i, b)| {
        let number = b.number(i);
        let ours = b.ours.as_ref().map(contract_cell);
        let ours_score = b.ours.as_ref().and_then(ns_score);
        let scored = session.boards.iter().find(|s| s.board == number);
        let field = b.others.iter().enumerate().map(|(t, o)| match o {
            OtherTable::Played { record } => {
                let (c, r) = contract_cell(record);
                let score = ns_score(record).unwrap_or(0);
                html! { <li data-score={score.to_string()}>
                    { view_button(i, t, number, viewing, format!("{c} {r}, {}", signed_points(score))) }</li> }
            }
            OtherTable::Failed { .. } => html! { <li>{ tr("match.table.failed") }</li> },
            OtherTable::Pending => html! { <li class="note">{ tr("match.table.pending") }</li> },
        });
        html! {
            <tr data-testid={format!("match-row-{number}")} data-ours={ours_score.map(|s| s.to_string()).unwrap_or_default()}
                data-mp={scored.map(|s| s.matchpoints.awarded.to_string()).unwrap_or_default()}
                data-top={scored.map(|s| s.matchpoints.top.to_string()).unwrap_or_default()}
                data-percent={scored.map(|s| format!("{:.2}", s.percentage())).unwrap_or_default()}
                class={classes!((i == m.current && !m.is_over()).then_some("current"))}>
                <th scope="row">{ number }</th>
                <td>{ match (&ours, ours_score) { (Some((c, r)), Some(s)) => format!("{c} {r}, {}", signed_points(s)), _ => "—".to_owned() } }</td>
                <td><ul class="field-list">{ for field }</ul></td>
                <td class="num">{ scored.map(|s| format!("{} / {}", s.matchpoints.awarded, s.matchpoints.top)).unwrap_or_default() }</td>
                <td class="num">{ scored.map(|s| format!("{} %", i18n::decimal(s.percentage(), 1))).unwrap_or_default() }</td>
            </tr>
        }
    });
    html! {
        <table class="match-card" data-testid="match-card" data-percent={format!("{:.2}", session.percentage())}>
            <caption>{ tr("match.card") }{ " " }<span class="note">{ tr("match.ns.scores") }</span></caption>
            <thead><tr>
                <th scope="col">{ tr("score.board") }</th><th scope="col">{ tr("match.our.table") }</th>
                <th scope="col">{ tr("match.field") }</th><th scope="col">{ tr("match.mps") }</th><th scope="col">{ "%" }</th>
            </tr></thead>
            <tbody>{ for rows }</tbody>
            <tfoot><tr><th scope="row" colspan="3">{ trf("match.boards.scored", &[("n", &session.boards.len().to_string())]) }</th>
                <td class="num" colspan="2" data-testid="match-total">{ format!("{} %", i18n::decimal(session.percentage(), 1)) }</td></tr></tfoot>
        </table>
    }
}

/// One other table's board: the result, the auction, and the play up to
/// the chosen step, with buttons to step card by card.
fn other_table_view(m: &Match, v: Viewing, viewing: &UseStateHandle<Option<Viewing>>) -> Html {
    let Some(OtherTable::Played { record }) = m.boards.get(v.board).and_then(|b| b.others.get(v.table)) else {
        return html! {};
    };
    let Ok(full) = Game::from_record(record.clone()) else { return html! {} };
    let calls = full.auction().calls().len();
    let steps = record.actions.len().saturating_sub(calls);
    let step = v.step.min(steps);
    let shown = Game::replay(record.setup.clone(), &record.actions[..calls + step]).unwrap_or_else(|_| full.clone());
    let go = |to: usize| {
        let viewing = viewing.clone();
        Callback::from(move |_: MouseEvent| viewing.set(Some(Viewing { step: to, ..v })))
    };
    let close = {
        let viewing = viewing.clone();
        Callback::from(move |_: MouseEvent| viewing.set(None))
    };
    let number = m.boards[v.board].number(v.board);
    let (contract, made) = contract_cell(record);
    let score = ns_score(record).unwrap_or(0);
    let title = if m.tables.len() == 1 {
        trf("match.other.title", &[("n", &number.to_string())])
    } else {
        trf("match.field.title", &[("n", &number.to_string()), ("t", &(v.table + 1).to_string())])
    };
    let last_action = step.checked_sub(1).and_then(|i| record.actions.get(calls + i));
    let last_text = match last_action {
        Some(tenace_bridge::Action::Play { seat, card }) => {
            trf("announce.played", &[("seat", i18n::seat(*seat)), ("card", &crate::labels::card_label(*card))])
        }
        Some(tenace_bridge::Action::Claim { seat, tricks, .. }) => {
            trf("announce.claimed", &[("seat", i18n::seat(*seat)), ("n", &tricks.to_string())])
        }
        Some(tenace_bridge::Action::AcceptClaim { seat }) => {
            trf("announce.claim.accepted", &[("seat", i18n::seat(*seat))])
        }
        Some(tenace_bridge::Action::RejectClaim { seat }) => {
            trf("announce.claim.rejected", &[("seat", i18n::seat(*seat))])
        }
        Some(tenace_bridge::Action::Call { .. }) | None => tr("match.step.start").to_owned(),
        // A robot table has no director (the irregular actions and rulings,
        // which exist with tenace-bridge's director feature).
        Some(_) => tr("match.step.start").to_owned(),
    };
    let dealer = record.setup.dealer;
    html! {
        <section id="other-table" class="other-table" data-testid="other-table" data-step={step.to_string()}
                 data-steps={steps.to_string()} data-log-len={shown.log().len().to_string()} aria-labelledby="other-table-title"
                 data-record={serde_json::to_string(record).unwrap_or_default()}>
            <h4 id="other-table-title">{ title }</h4>
            <p data-testid="other-result">{ trf("match.other.result", &[("contract", &contract), ("result", &made), ("score", &signed_points(score))]) }</p>
            <ol class="other-auction" data-testid="other-auction" aria-label={tr("match.auction")}>
                { for full.auction().calls().iter().enumerate().map(|(i, c)| {
                    let seat = dealer.advance(i);
                    html! { <li aria-label={format!("{}: {}", i18n::seat(seat), call_label(*c))}>{ format!("{} {}", i18n::seat_letter(seat), call_text(*c)) }</li> }
                }) }
            </ol>
            if steps > 0 {
                <div class="stepper" role="group" aria-label={tr("match.step.label")}>
                    <button type="button" data-action="step-first" onclick={go(0)} disabled={step == 0}>{ tr("match.step.first") }</button>
                    <button type="button" data-action="step-prev" onclick={go(step.saturating_sub(1))} disabled={step == 0}>{ tr("match.step.prev") }</button>
                    <span class="step-count" aria-live="polite" data-testid="step-count">
                        { trf("match.step.of", &[("n", &step.to_string()), ("of", &steps.to_string())]) }{ " · " }{ last_text }
                    </span>
                    <button type="button" data-action="step-next" onclick={go(step + 1)} disabled={step >= steps}>{ tr("match.step.next") }</button>
                    <button type="button" data-action="step-last" onclick={go(steps)} disabled={step >= steps}>{ tr("match.step.last") }</button>
                </div>
                if let Some(play) = shown.cardplay() {
                    { other_table_felt(play) }
                }
                if !shown.tricks().is_empty() || shown.cardplay().is_some_and(|p| p.cards_played_count() > 0) {
                    { play_record(&shown) }
                }
            } else {
                { deal_diagram(&full) }
            }
            <button type="button" data-action="close-other" onclick={close}>{ tr("match.close") }</button>
        </section>
    }
}

/// Under the result of a match board at the table: the other table's
/// result and the IMPs (teams), or the field and the matchpoints (pairs), as
/// `(banner, text)`: "Board 3 of 8" and what the other tables did; None
/// when the deal on the table is not a match board. Worded by the shell (which
/// holds the match) and shown by the after-the-deal module ([`match_result_html`]).
pub fn match_result_line(table: &Table) -> Option<(String, String)> {
    let m = table.match_play.as_ref()?;
    let record = table.game().record();
    let (i, board) = m.boards.iter().enumerate().find(|(_, b)| b.ours.as_ref() == Some(&record))?;
    let number = board.number(i);
    let text = match m.kind {
        MatchKind::Teams => match (board.others.first(), m.teams().boards.iter().find(|b| b.board == number)) {
            (Some(OtherTable::Played { record }), Some(scored)) => {
                let (c, r) = contract_cell(record);
                trf(
                    "match.result.teams",
                    &[
                        ("contract", &format!("{c} {r}")),
                        ("score", &signed_points(ns_score(record).unwrap_or(0))),
                        ("imps", &signed_points(scored.imps)),
                    ],
                )
            }
            (Some(OtherTable::Failed { .. }), _) => tr("match.table.failed").to_owned(),
            _ => tr("match.result.waiting").to_owned(),
        },
        MatchKind::Pairs => match m.pairs().boards.iter().find(|b| b.board == number) {
            Some(scored) => trf(
                "match.result.pairs",
                &[
                    ("mp", &scored.matchpoints.awarded.to_string()),
                    ("top", &scored.matchpoints.top.to_string()),
                    ("percent", &i18n::decimal(scored.percentage(), 1)),
                ],
            ),
            None => tr("match.result.waiting").to_owned(),
        },
    };
    Some((trf("match.banner", &[("n", &(i + 1).to_string()), ("of", &m.boards.len().to_string())]), text))
}

/// The line of [`match_result_line`] under the result.
pub fn match_result_html(line: Option<&(String, String)>) -> Html {
    let Some((banner, text)) = line else { return html! {} };
    html! {
        <p class="match-result" data-testid="match-result" role="status">
            <strong>{ banner }</strong>{ ": " }{ text }
        </p>
    }
}

/// Who won a finished round, from the user's side: Some(true) we, Some(false) they, None a tie or unfinished.
fn round_won<S: ScoreSheet>(sheet: &S, we: Side) -> Option<bool> {
    if !sheet.is_over() || sheet.net(we) == 0 {
        return None;
    }
    Some(sheet.net(we) > 0)
}

/// The Chicago score sheet in the side panel: each round's totals.
pub fn chicago_view(deals: &[Scored], we: Side) -> Html {
    let (rows, sheets) = score::chicagos(deals);
    let they = we.opponents();
    html! {
        <div class="chicago" data-testid="chicago-sheet">
            <ul class="rubbers-done">
                { for sheets.iter().enumerate().map(|(i, s)| {
                    let played = rows.iter().filter(|r| r.round == i && r.contract.is_some()).count();
                    html! { <li>{ trf("summary.chicago.round", &[
                        ("n", &(i + 1).to_string()), ("played", &played.to_string()),
                        ("we", &s.total(we).to_string()), ("they", &s.total(they).to_string()),
                    ]) }</li> }
                }) }
            </ul>
        </div>
    }
}

/// A rubber or Chicago of the session: our total, their total, who won
/// (None: a tie or not over), and whether it is over.
type Round = (u32, u32, Option<bool>, bool);

/// Rubber and Chicago sessions: every deal with what its sheet wrote, the
/// rounds won and the totals, from the engine's sheets (`crate::score`),
/// not scored again here.
fn session_summary(table: &MatchContext) -> Html {
    let deals = table.scored();
    let we = table.we;
    let they = we.opponents();
    let mode = table.mode;
    let (rows, rounds): (Vec<SheetRow>, Vec<Round>) = match mode {
        ScoringMode::Duplicate => {
            return html! {
                <section class="session-summary" data-testid="session-summary" data-mode="duplicate" aria-labelledby="summary-title">
                    <h3 id="summary-title">{ tr("summary.title") }</h3>
                    <p class="note">{ tr("summary.duplicate") }</p>
                </section>
            };
        }
        ScoringMode::Rubber => {
            let sheets = rubbers(&deals, table.rubber_code());
            let rounds =
                sheets.iter().map(|s| (s.total(we), s.total(they), s.winner().map(|w| w == we), s.is_over())).collect();
            (rubber_rows(&deals, table.rubber_code()), rounds)
        }
        ScoringMode::Chicago => {
            let (rows, sheets) = score::chicagos(&deals);
            let rounds = sheets.iter().map(|s| (s.total(we), s.total(they), round_won(s, we), s.is_over())).collect();
            (rows, rounds)
        }
    };
    let round_key = if mode == ScoringMode::Rubber { "summary.rubber.n" } else { "summary.chicago.n" };
    let won = rounds.iter().filter(|r| r.2 == Some(true)).count();
    let lost = rounds.iter().filter(|r| r.2 == Some(false)).count();
    let net: i64 = rounds.iter().map(|r| i64::from(r.0) - i64::from(r.1)).sum();
    html! {
        <section class="session-summary" data-testid="session-summary" data-mode={if mode == ScoringMode::Rubber { "rubber" } else { "chicago" }}
                 data-deals={rows.len().to_string()} data-won={won.to_string()} data-lost={lost.to_string()} data-net={net.to_string()}
                 aria-labelledby="summary-title">
            <h3 id="summary-title">{ tr("summary.title") }</h3>
            <p>{ trf("summary.totals", &[("deals", &rows.len().to_string()), ("won", &won.to_string()), ("lost", &lost.to_string()), ("net", &signed_points(net as i32))]) }</p>
            <ul class="summary-rounds">
                { for rounds.iter().enumerate().map(|(i, (ours, theirs, winner, over))| {
                    let state = match (winner, over) {
                        (Some(true), _) => tr("summary.won"),
                        (Some(false), _) => tr("summary.lost"),
                        (None, true) => tr("summary.tied"),
                        (None, false) => tr("summary.in.progress"),
                    };
                    html! { <li data-round={(i + 1).to_string()}>{ trf(round_key, &[("n", &(i + 1).to_string())]) }{ ": " }
                        { trf("summary.round.score", &[("we", &ours.to_string()), ("they", &theirs.to_string()), ("state", state)]) }</li> }
                }) }
            </ul>
            if !rows.is_empty() {
                <table class="summary-deals" data-testid="summary-deals">
                    <thead><tr><th scope="col">{ "#" }</th><th scope="col">{ tr("score.board") }</th><th scope="col">{ tr("score.contract") }</th>
                        <th scope="col">{ tr("match.made") }</th><th scope="col">{ tr("score.we") }</th><th scope="col">{ tr("score.they") }</th></tr></thead>
                    <tbody>
                        { for rows.iter().map(|r| html! {
                            <tr data-we={r.points[we].to_string()} data-they={r.points[they].to_string()}>
                                <td>{ r.number }</td>
                                <td>{ r.board.map(|b| b.to_string()).unwrap_or_default() }</td>
                                <td>{ r.contract.map(|c| format!("{}{} {}", call_text(tenace_bridge::Call::Bid(c.bid)), c.penalty.code(), i18n::seat_letter(c.declarer))).unwrap_or_else(|| tr("call.pass").to_owned()) }</td>
                                <td>{ if r.contract.is_some() { result_text(r.result) } else { String::new() } }</td>
                                <td class="num">{ r.points[we] }</td>
                                <td class="num">{ r.points[they] }</td>
                            </tr>
                        }) }
                    </tbody>
                </table>
            }
        </section>
    }
}

/// The other table's cards at the step shown, on the shared table: every
/// hand face up (South at the bottom), the trick in the middle.
fn other_table_felt(play: &tenace_bridge::Play) -> Html {
    let bottom = Seat::South;
    let seats: Vec<SeatView> = felt::seats_from(bottom)
        .into_iter()
        .map(|s| {
            let cards =
                display_order(play.hand(s)).into_iter().map(|c| felt::card_button(c, CardState::Shown)).collect();
            let name = i18n::seat(s);
            SeatView::new(
                format!("other-hand-{}", s.letter()),
                name,
                felt::faces(cards, false, trf("hand.label", &[("seat", name)]), None),
            )
        })
        .collect();
    let current = play.current_trick();
    let trick = match play.completed_tricks().last() {
        Some(last) if current.cards.is_empty() => last,
        _ => current,
    };
    let caption = html! {
        <span>{ trf("match.tricks.now", &[("ns", &play.tricks_won(Side::NorthSouth).to_string()), ("ew", &play.tricks_won(Side::EastWest).to_string())]) }</span>
    };
    let winner = trick.is_complete().then(|| trick.winner(play.trump())).flatten();
    let trick =
        TrickView { caption, ..felt::trick(trick, bottom, winner, tr("match.hands.now").to_owned(), "other-trick") };
    html! { <FeltTable {seats} trick={Some(trick)} label={tr("match.hands.now")} class={classes!("other")} heading={5} /> }
}
