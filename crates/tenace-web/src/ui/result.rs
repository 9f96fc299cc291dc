//! End of deal (contract, result, score, hands, auction and play) and the
//! running score sheet.

use super::cards::{hand_text, suit_class};
use crate::i18n::{self, tr, trf};
use crate::labels::{contract_label, rank_face, result_text, signed_points};
use crate::score::{code_name, duplicate_rows, item_name, rubbers};
use crate::state::{Msg, ScoringMode, Table};
use tenace_bridge::scoring::{CodeName, ItemKind, Line, RubberSheet, RubberState, ScoreSheet, Settlement};
use tenace_bridge::{Game, Seat, Side};
use yew::prelude::*;

/// The score line of the finished deal: "N-S +420".
fn deal_score_text(table: &Table) -> Option<(i32, String)> {
    let result = table.game().result()?;
    let ns = result.duplicate_score_ns(table.game().setup().vulnerability);
    let text = match ns {
        0 => "0".to_owned(),
        p if p > 0 => format!("{} {}", i18n::side(Side::NorthSouth), signed_points(p)),
        p => format!("{} {}", i18n::side(Side::EastWest), signed_points(-p)),
    };
    Some((ns, text))
}

/// Rubber entries written for the deal just finished.
fn rubber_lines_for_last_deal(table: &Table) -> Vec<String> {
    let deals = table.scored_deals();
    let sheets = rubbers(&deals, table.session.code);
    let number = deals.len() as u32;
    let mut lines = Vec::new();
    // The deal is on the sheet that holds entries for it (the last one, or the
    // one before when it finished a rubber).
    for sheet in sheets.iter().rev().take(2) {
        let base = sheet_first_deal(&sheets, sheet);
        for e in sheet.entries() {
            if e.deal.map(|d| base + d) == Some(number) {
                lines.push(format!(
                    "{}: {} {} ({})",
                    side_short(e.side, table.we()),
                    e.points,
                    if e.line == Line::Below { tr("rubber.below") } else { tr("rubber.above") },
                    item_name(e.kind)
                ));
            }
        }
    }
    lines
}

/// What the Chicago sheet wrote for the deal just finished: "We: 510".
fn chicago_line_for_last_deal(table: &Table) -> Vec<String> {
    let (rows, _) = crate::score::chicagos(&table.scored_deals());
    let we = table.we();
    rows.last()
        .map(|r| {
            vec![format!("{}: {} · {}: {}", tr("score.we"), r.points[we], tr("score.they"), r.points[we.opponents()])]
        })
        .unwrap_or_default()
}

/// How many deals were played on the sheets before `sheet`.
fn sheet_first_deal(sheets: &[RubberSheet], sheet: &RubberSheet) -> u32 {
    sheets.iter().take_while(|s| !std::ptr::eq(*s, sheet)).map(|s| s.deals_played()).sum()
}

fn side_short(side: Side, we: Side) -> &'static str {
    if side == we {
        tr("score.we")
    } else {
        tr("score.they")
    }
}

/// The end-of-deal panel.
pub fn result_panel(
    table: &Table,
    dispatch: &Callback<Msg>,
    auction: Html,
    match_line: Option<&(String, String)>,
) -> Html {
    let game = table.game();
    let Some(result) = game.result() else { return html! {} };
    let (ns, score_text) = deal_score_text(table).unwrap_or((0, "0".to_owned()));
    let headline = match result.contract {
        Some(c) => crate::i18n::plural(
            "result.headline",
            result.declarer_tricks.into(),
            &[("contract", &contract_label(&c)), ("result", &result_text(result.result()))],
        ),
        None => tr("status.passed.out").to_owned(),
    };
    let record = serde_json::to_string(&game.record()).unwrap_or_default();
    let next = {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(Msg::NextDeal))
    };
    let undo = {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(Msg::Undo))
    };
    let share = {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(Msg::Open(crate::state::Dialog::Share)))
    };
    let rubber_lines = match table.session.mode {
        ScoringMode::Rubber => rubber_lines_for_last_deal(table),
        ScoringMode::Chicago => chicago_line_for_last_deal(table),
        ScoringMode::Duplicate => Vec::new(),
    };
    html! {
        <section class="result" data-testid="result" aria-label={tr("result.label")}
                 data-ns-score={ns.to_string()} data-declarer-tricks={result.declarer_tricks.to_string()}
                 data-contract={result.contract.map(|c| format!("{}{}", c.code(), c.declarer.letter())).unwrap_or_else(|| "Pass".to_owned())}
                 data-record={record}>
            <h2>{ game.setup().board.map(|b| format!("{}: ", trf("board.n", &[("n", &b.to_string())]))).unwrap_or_default() }{ headline }</h2>
            <p class="score-line">{ tr("result.score") }{ " " }<strong data-testid="deal-score">{ score_text }</strong>
                if table.session.mode == ScoringMode::Rubber { <span class="note">{ format!(" ({})", tr("result.rubber.note")) }</span> }
                if table.session.mode == ScoringMode::Chicago { <span class="note">{ format!(" ({})", tr("result.chicago.note")) }</span> }
            </p>
            if !rubber_lines.is_empty() {
                <ul class="rubber-lines">{ for rubber_lines.iter().map(|l| html! { <li>{ l }</li> }) }</ul>
            }
            { crate::ui::matches::match_result_html(match_line) }
            <div class="buttons">
                <button type="button" class="primary" data-action="next-deal" onclick={next}>{ tr("result.next") }</button>
                <button type="button" onclick={share}>{ tr("result.share") }</button>
                <button type="button" onclick={undo}>{ tr("result.undo") }</button>
            </div>
            <div class="record">
                { deal_diagram(game) }
                <div class="record-auction">{ auction }</div>
                { play_record(game) }
            </div>
        </section>
    }
}

/// The four hands as dealt, in compass layout.
pub(crate) fn deal_diagram(game: &Game) -> Html {
    let deal = game.deal();
    let hand = |seat: Seat| {
        html! {
            <div class={classes!("diagram-hand", seat.name().to_ascii_lowercase())}>
                <span class="diagram-seat">{ i18n::seat(seat) }</span>
                { hand_text(deal.hand(seat)) }
            </div>
        }
    };
    html! {
        <div class="diagram" aria-label={tr("result.diagram")}>
            { hand(Seat::North) }{ hand(Seat::West) }{ hand(Seat::East) }{ hand(Seat::South) }
        </div>
    }
}

/// Every trick: leader, the cards in seat order, winner.
pub(crate) fn play_record(game: &Game) -> Html {
    let Some(play) = game.cardplay() else { return html! {} };
    let trump = play.trump();
    let tricks =
        play.completed_tricks().iter().chain(std::iter::once(play.current_trick())).filter(|t| !t.cards.is_empty());
    html! {
        <table class="play-record">
            <caption>{ tr("result.play") }</caption>
            <thead><tr><th scope="col">{ "#" }</th><th scope="col">{ tr("result.led") }</th>
                { for Seat::ALL.iter().map(|s| html! { <th scope="col">{ i18n::seat_letter(*s) }</th> }) }
                <th scope="col">{ tr("result.won") }</th></tr></thead>
            <tbody>
                { for tricks.enumerate().map(|(i, trick)| {
                    let winner = trick.winner(trump);
                    html! {
                        <tr>
                            <td>{ i + 1 }</td>
                            <td>{ trick.leader.letter() }</td>
                            { for Seat::ALL.iter().map(|s| {
                                let card = trick.plays().find(|(p, _)| p == s).map(|(_, c)| c);
                                match card {
                                    Some(c) => html! { <td class={classes!(suit_class(c.suit), (trick.leader == *s).then_some("lead"))}>
                                        { format!("{}{}", c.suit.symbol(), rank_face(c.rank)) }</td> },
                                    None => html! { <td>{ "—" }</td> },
                                }
                            }) }
                            <td>{ winner.map(|w| w.letter().to_string()).unwrap_or_else(|| "…".to_owned()) }</td>
                        </tr>
                    }
                }) }
            </tbody>
        </table>
    }
}

#[derive(Properties, PartialEq)]
pub struct SheetProps {
    pub table: Table,
    pub open: bool,
}

/// The running score: duplicate boards with a total, or the rubber sheet.
/// Drawn by the panels' module (`crate::panels::SheetContext`) once there is
/// something to score; the page itself draws only the empty duplicate sheet
/// ([`empty_sheet`]), so that the sheet's code is not part of the first visit.
#[component]
pub fn ScoreSheetView(props: &SheetProps) -> Html {
    let table = &props.table;
    let deals = table.scored_deals();
    let we = table.we();
    let body = match table.session.mode {
        ScoringMode::Duplicate => duplicate_table(&duplicate_rows(&deals), we),
        ScoringMode::Rubber => rubber_view(&rubbers(&deals, table.session.code), we),
        ScoringMode::Chicago => crate::ui::matches::chicago_view(&deals, we),
    };
    let code = (table.session.mode == ScoringMode::Rubber && table.session.code.name != CodeName::Rubber)
        .then(|| code_name(table.session.code.name));
    sheet(table.session.mode, code, deals.len(), props.open, body)
}

/// The sheet of a duplicate session before its first deal is over (drawn by the page).
pub fn empty_sheet(open: bool) -> Html {
    sheet(ScoringMode::Duplicate, None, 0, open, duplicate_table(&[], Side::NorthSouth))
}

/// The sheet's frame: what it scores, under which code, how many deals.
fn sheet(mode: ScoringMode, code: Option<&str>, count: usize, open: bool, body: Html) -> Html {
    html! {
        <details class="score-sheet" data-testid="score-sheet" open={open}>
            <summary>{ match mode { ScoringMode::Duplicate => tr("score.duplicate"), ScoringMode::Rubber => tr("score.rubber"), ScoringMode::Chicago => tr("score.chicago") } }
                if let Some(code) = code {
                    <span class="sheet-code" data-testid="sheet-code">{ format!(" · {code}") }</span>
                }
                { format!(" · {}", if count == 1 { tr("score.deals.one").to_owned() } else { trf("score.deals", &[("n", &count.to_string())]) }) }</summary>
            { body }
        </details>
    }
}

/// Duplicate boards with the total (N-S scores; the total said from our side).
fn duplicate_table(rows: &[crate::score::BoardRow], we: Side) -> Html {
    let total: i32 = rows.iter().map(|r| r.ns).sum();
    let ours = if we == Side::NorthSouth { total } else { -total };
    html! {
        <table class="dup-table" data-total-ns={total.to_string()}>
            <thead><tr><th scope="col">{ tr("score.board") }</th><th scope="col">{ tr("score.contract") }</th><th scope="col">{ tr("score.tricks") }</th>
                <th scope="col">{ i18n::side(Side::NorthSouth) }</th><th scope="col">{ i18n::side(Side::EastWest) }</th></tr></thead>
            <tbody>
                { for rows.iter().map(|r| html! {
                    <tr data-ns={r.ns.to_string()}>
                        <td>{ r.board.map(|b| b.to_string()).unwrap_or_else(|| r.number.to_string()) }</td>
                        <td>{ r.contract.map(|c| format!("{}{} {}", c.bid, c.penalty.code(), c.declarer.letter())).unwrap_or_else(|| "Pass".to_owned()) }</td>
                        <td>{ if r.contract.is_some() { r.declarer_tricks.to_string() } else { "—".to_owned() } }</td>
                        <td>{ if r.ns > 0 { r.ns.to_string() } else { String::new() } }</td>
                        <td>{ if r.ns < 0 { (-r.ns).to_string() } else { String::new() } }</td>
                    </tr>
                }) }
            </tbody>
            <tfoot><tr><th scope="row" colspan="3">{ tr("score.total") }</th>
                <td colspan="2" data-testid="score-total">{ format!("{} {}", tr("score.we"), signed_points(ours)) }</td></tr></tfoot>
        </table>
    }
}

fn rubber_view(sheets: &[RubberSheet], we: Side) -> Html {
    let Some((current, done)) = sheets.split_last() else { return html! {} };
    let finished = done.iter().enumerate().map(|(i, s)| {
        let net = s.net(we);
        let who = match s.winner() {
            Some(side) if side == we => tr("rubber.won.by.us"),
            Some(_) => tr("rubber.won.by.them"),
            None => tr("rubber.stopped"),
        };
        html! { <li>{ trf("rubber.done", &[("n", &(i + 1).to_string()), ("who", who), ("points", &signed_points(net))]) }</li> }
    });
    let they = we.opponents();
    let column = |side: Side, line: Line| {
        let mut entries: Vec<_> = current.entries().iter().filter(|e| e.side == side && e.line == line).collect();
        if line == Line::Above {
            entries.reverse(); // premiums grow upwards from the line
        }
        let mut last_game = None;
        html! {
            <div class="sheet-col">
                { for entries.into_iter().map(|e| {
                    let rule = line == Line::Below && last_game.is_some_and(|g| g != e.game);
                    last_game = Some(e.game);
                    html! {
                        <div class={classes!("entry", rule.then_some("game-line"))} data-kind={kind_key(e.kind)} data-points={e.points.to_string()}>
                            { e.points }<span class="kind">{ format!(" {}", item_name(e.kind)) }</span>
                        </div>
                    }
                }) }
            </div>
        }
    };
    let state = match current.state() {
        RubberState::InProgress => trf(
            "rubber.in.progress",
            &[
                ("n", &current.game_number().to_string()),
                ("we", &current.games_won(we).to_string()),
                ("they", &current.games_won(they).to_string()),
            ],
        ),
        RubberState::Won(side) => tr(if side == we { "rubber.won.us" } else { "rubber.won.them" }).to_owned(),
        RubberState::Stopped => tr("rubber.stopped.state").to_owned(),
    };
    // What the code pays for an unfinished rubber, were play to stop now:
    // the engine's own `stop` on a copy of the sheet.
    let if_stopped = (current.state() == RubberState::InProgress && current.deals_played() > 0)
        .then(|| {
            let mut stopped = current.clone();
            let written: Vec<String> = stopped
                .stop()
                .ok()?
                .iter()
                .map(|e| format!("{} {} ({})", side_short(e.side, we), e.points, item_name(e.kind)))
                .collect();
            Some((stopped.total(we), stopped.total(they), written))
        })
        .flatten();
    html! {
        <div class="rubber" data-code={current.code().name.key()} data-we-total={current.total(we).to_string()} data-they-total={current.total(they).to_string()}>
            if !done.is_empty() { <ul class="rubbers-done">{ for finished }</ul> }
            <p class="rubber-state">{ state }</p>
            if !current.below_line_counts() {
                <p class="hint" data-testid="below-line-left-out">{ tr("codes.below.line.left.out") }</p>
            }
            <div class="sheet">
                <div class="sheet-head we-col">{ tr("score.we") }</div><div class="sheet-head">{ tr("score.they") }</div>
                <div class="above we-col" aria-label={format!("{}, {}", tr("score.we"), tr("rubber.above.line"))}>{ column(we, Line::Above) }</div>
                <div class="above" aria-label={format!("{}, {}", tr("score.they"), tr("rubber.above.line"))}>{ column(they, Line::Above) }</div>
                <div class="the-line" aria-hidden="true"></div>
                <div class="below we-col" aria-label={format!("{}, {}", tr("score.we"), tr("rubber.below.line"))}>{ column(we, Line::Below) }</div>
                <div class="below" aria-label={format!("{}, {}", tr("score.they"), tr("rubber.below.line"))}>{ column(they, Line::Below) }</div>
                <div class="sheet-total we-col" data-testid="we-total">{ current.total(we) }</div>
                <div class="sheet-total" data-testid="they-total">{ current.total(they) }</div>
            </div>
            if current.settlement_unit() > 1 {
                <p class="hint" data-testid="rubber-settlement">
                    { trf("codes.settlement", &[
                        ("unit", &current.settlement_unit().to_string()),
                        ("we", &signed_points(settlement_for(current.settlement(), we))),
                        ("they", &signed_points(settlement_for(current.settlement(), they))),
                    ]) }
                </p>
            }
            if let Some((we_total, they_total, written)) = if_stopped {
                <p class="hint rubber-if-stopped" data-testid="rubber-if-stopped"
                   data-we-total={we_total.to_string()} data-they-total={they_total.to_string()}>
                    { trf("codes.if.stopped", &[("we", &we_total.to_string()), ("they", &they_total.to_string())]) }
                    if !written.is_empty() { { format!(" — {}", written.join(", ")) } }
                </p>
            }
        </div>
    }
}

/// One side's share of a settlement.
fn settlement_for(settlement: Settlement, side: Side) -> i32 {
    match side {
        Side::NorthSouth => settlement.north_south,
        Side::EastWest => settlement.east_west,
    }
}

/// A stable name of an entry's kind for the page's tests and styles (the
/// words shown are `item_name`'s, in the page's language).
fn kind_key(kind: ItemKind) -> &'static str {
    match kind {
        ItemKind::ContractTricks => "tricks",
        ItemKind::Overtricks { .. } => "overtricks",
        ItemKind::Undertricks { .. } => "undertricks",
        ItemKind::ContractMade => "made",
        ItemKind::ContractDefeated => "defeated",
        ItemKind::Honours(_) => "honours",
        ItemKind::Chicane => "chicane",
        ItemKind::Slam { .. } => "slam",
        ItemKind::GamePremium => "game",
        ItemKind::PartscorePremium => "partscore",
        ItemKind::RubberPremium => "rubber",
        ItemKind::UnfinishedGames { .. } | ItemKind::UnfinishedPartscore => "unfinished",
    }
}
