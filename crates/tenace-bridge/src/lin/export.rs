//! Writing LIN: one line per board, which [`super::parse`] reads back to the
//! same game.

use super::codes::{call_code, hand_code, result_code, vulnerability_code, ResultCode};
use crate::pbn::{check_game, ContractTag, RecordedGame, SourceLines};
use crate::Seat;
use std::fmt::Write;

/// Why a game cannot be written as LIN.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LinExportError {
    #[error("board {board}: trick {trick} is incomplete but later tricks are recorded; LIN lists cards one after another and cannot show the gap")]
    IncompleteTrick { board: String, trick: usize },
}

/// Many boards, one line each.
pub fn write_file(games: &[RecordedGame]) -> Result<String, LinExportError> {
    let mut out = String::new();
    for game in games {
        out.push_str(&write_game(game)?);
        out.push('\n');
    }
    Ok(out)
}

/// Keeps a value from breaking the `key|value|` (and comma-list) syntax.
fn clean(text: &str) -> String {
    text.chars().map(|c| if matches!(c, '|' | ',' | '\n' | '\r') { ' ' } else { c }).collect()
}

/// One board as a LIN line (no trailing newline). The board-starting pair
/// comes first (`qx`, else `md`) so that what follows belongs to this board.
pub fn write_game(game: &RecordedGame) -> Result<String, LinExportError> {
    let mut out = String::new();
    let room = game.room().and_then(|r| match r.to_ascii_lowercase().as_str() {
        "open" => Some('o'),
        "closed" => Some('c'),
        _ => None,
    });
    if let Some(room) = room {
        let board = game.board.map(|b| b.to_string()).unwrap_or_default();
        let _ = write!(out, "qx|{room}{board}|");
    }
    let dealer = match game.dealer {
        Some(Seat::South) => "1",
        Some(Seat::West) => "2",
        Some(Seat::North) => "3",
        Some(Seat::East) => "4",
        None => "",
    };
    let hands: Vec<String> = [Seat::South, Seat::West, Seat::North, Seat::East]
        .into_iter()
        .map(|s| game.deal.and_then(|d| d.hand(s)).map(hand_code).unwrap_or_default())
        .collect();
    let _ = write!(out, "md|{dealer}{}|", hands.join(","));
    // `pn` and `vg` hold for the boards that follow, so every line restates them.
    let names: Vec<String> = [Seat::South, Seat::West, Seat::North, Seat::East]
        .into_iter()
        .map(|s| game.player(s).map(clean).unwrap_or_default())
        .collect();
    let _ = write!(out, "pn|{}|", names.join(","));
    let scoring = match game.scoring.as_deref().map(str::to_ascii_uppercase).as_deref() {
        Some("IMP") => "I",
        Some("MP") => "P",
        Some("BAM") => "B",
        _ => "",
    };
    let vg_fields = [game.event.as_deref(), game.tag("Stage"), game.tag("HomeTeam"), game.tag("VisitTeam")];
    let f = |v: Option<&str>| v.map(clean).unwrap_or_default();
    let board = game.board.map(|b| b.to_string()).unwrap_or_default();
    let _ = write!(
        out,
        "vg|{},{},{scoring},{board},{board},{},0,{},0|",
        f(vg_fields[0]),
        f(vg_fields[1]),
        f(vg_fields[2]),
        f(vg_fields[3])
    );
    // One entry per board keeps the file's `rs` list aligned with its boards.
    let result = match (game.contract, game.declarer) {
        (Some(ContractTag::PassedOut), _) => result_code(ResultCode::PassedOut),
        (Some(ContractTag::Bid(contract)), Some(d)) => {
            result_code(ResultCode::Played { contract, declarer: d.seat, tricks: game.result.map(|r| r.tricks) })
        }
        _ => String::new(),
    };
    let _ = write!(out, "rs|{result}|");
    if let Some(v) = game.vulnerability {
        let _ = write!(out, "sv|{}|", vulnerability_code(v));
    }
    if let Some(board) = game.board {
        let _ = write!(out, "ah|Board {board}|");
    }
    for call in game.auction.iter().flat_map(|a| &a.calls) {
        let alert = if call.annotation.alert { "!" } else { "" };
        let _ = write!(out, "mb|{}{alert}|", call_code(call.call));
        for note in &call.annotation.notes {
            let _ = write!(out, "an|{}|", note.replace(['|', '\n', '\r'], " "));
        }
    }
    if let Some(play) = &game.play {
        for card in play_order(game)? {
            let _ = write!(out, "pc|{}|", card.to_suit_rank());
        }
        if let Some(claim) = play.claim {
            let _ = write!(out, "mc|{claim}|");
        }
    }
    out.push_str("pg||");
    Ok(out)
}

/// The cards in the order they were played: the engine's replay when the
/// record is legal, else trick by trick clockwise from the opening leader
/// (which reads back to the same tricks, since LIN assigns each card to the
/// hand that holds it).
fn play_order(game: &RecordedGame) -> Result<Vec<crate::Card>, LinExportError> {
    let Some(play) = &game.play else { return Ok(Vec::new()) };
    let replayed = check_game(game, &SourceLines::default()).sequence;
    // The first card tells a LIN reader who led, so the engine's order is
    // used only when it starts where the record does.
    let starts_right = replayed.first().is_some_and(|(seat, _)| *seat == play.leader);
    if replayed.len() == play.card_count() && starts_right {
        return Ok(replayed.into_iter().map(|(_, c)| c).collect());
    }
    let last = play.tricks.len().saturating_sub(1);
    let mut cards = Vec::new();
    for (t, row) in play.tricks.iter().enumerate() {
        if t < last && row.len() < 4 {
            let board = game.board.map(|b| b.to_string()).unwrap_or_else(|| "?".to_owned());
            return Err(LinExportError::IncompleteTrick { board, trick: t + 1 });
        }
        cards.extend((0..4).filter_map(|k| row.card(play.leader.advance(k)).map(|c| c.card)));
    }
    Ok(cards)
}
