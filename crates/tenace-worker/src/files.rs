//! Reading PBN and LIN hand-record files into playable boards, through the
//! engine's `pbn` and `lin` readers (the page asks with a `ReadFileJob`: its
//! module does not carry the readers, issue 21). Nothing is parsed here:
//! this only turns the records those readers return into boards, and says
//! which boards were skipped and why.

use tenace_bridge::pbn::{self, ContractTag, ParsedGame, PartialDeal, RecordedGame};
use tenace_bridge::{lin, Seat, Setup};
use tenace_protocol::{FileBoard, ReadFileReply};

/// Files larger than this are refused before reading (a hand record of a
/// whole championship is a few megabytes at most).
pub const MAX_FILE_BYTES: usize = 8 * 1024 * 1024;
/// More boards than this are cut off (and said so).
pub const MAX_BOARDS: usize = 2000;

fn is_lin(name: &str, text: &str) -> bool {
    let lower = name.to_ascii_lowercase();
    if lower.ends_with(".lin") {
        return true;
    }
    if lower.ends_with(".pbn") {
        return false;
    }
    // No telling extension: LIN lines are `key|value|` pairs with a deal in `md|`.
    text.contains("md|") && !text.trim_start().starts_with('[') && !text.trim_start().starts_with('%')
}

/// Reads a hand-record file (decoded: `pbn::decode`) into playable boards.
/// Boards without a usable deal are skipped and listed in the problems; a
/// file without any board is an error in words.
pub fn read_file(name: &str, text: &str) -> Result<ReadFileReply, String> {
    if text.len() > MAX_FILE_BYTES {
        return Err(format!(
            "{name} is {} MB; Tenace reads hand records up to {} MB",
            text.len() / (1024 * 1024),
            MAX_FILE_BYTES / (1024 * 1024)
        ));
    }
    let games: Vec<ParsedGame> = if is_lin(name, text) { lin::parse(text).games } else { pbn::parse(text).games };
    if games.is_empty() {
        return Err(format!("{name} has no boards that Tenace can read (is it a PBN or LIN file?)"));
    }
    let mut boards = Vec::new();
    let mut problems = Vec::new();
    for (i, parsed) in games.iter().enumerate() {
        let game = &parsed.game;
        let label = match game.board {
            Some(b) => format!("board {b}"),
            None => format!("game {}", i + 1),
        };
        let deal = match game.deal.as_ref().map(PartialDeal::complete) {
            Some(Ok(deal)) => deal,
            Some(Err(e)) => {
                problems.push(format!("{label} (line {}): {e}", parsed.lines.start));
                continue;
            }
            None => {
                problems.push(format!("{label} (line {}): no deal", parsed.lines.start));
                continue;
            }
        };
        if boards.len() >= MAX_BOARDS {
            problems.push(format!("only the first {MAX_BOARDS} boards were kept"));
            break;
        }
        let dealer = game.dealer.or(game.board.map(|b| b.dealer())).unwrap_or(Seat::North);
        let vulnerability =
            game.vulnerability.or(game.board.map(|b| b.vulnerability())).unwrap_or(tenace_bridge::Vulnerability::None);
        let setup = Setup { board: game.board, dealer, vulnerability, deal, laws: None };
        boards.push(FileBoard { title: title(game, &label), setup });
    }
    if problems.len() > 5 {
        let more = problems.len() - 5;
        problems.truncate(5);
        problems.push(format!("and {more} more"));
    }
    Ok(ReadFileReply { boards, problems })
}

fn title(game: &RecordedGame, label: &str) -> String {
    let mut title = capitalise(label);
    if let Some(room) = game.room() {
        title.push_str(&format!(" ({room})"));
    }
    match (game.contract, game.declarer) {
        (Some(ContractTag::Bid(c)), Some(d)) => title.push_str(&format!(" — played in {} by {}", c.code(), d.seat)),
        (Some(ContractTag::PassedOut), _) => title.push_str(" — passed out"),
        _ => {}
    }
    if let Some(event) = game.event.as_deref().filter(|e| !e.trim().is_empty() && *e != "?") {
        title.push_str(&format!(", {event}"));
    }
    title
}

fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pbn_board_is_read_and_a_broken_one_listed() {
        let text = "[Board \"3\"]\n[Dealer \"S\"]\n[Deal \"N:AKQJ.AKQ.AKQ.AKQ T98.JT9.JT9.JT98 765.876.876.7654 432.5432.5432.32\"]\n\n[Board \"4\"]\n[Deal \"N:AKQ\"]\n";
        let reply = read_file("x.pbn", text).expect("one board");
        assert_eq!(reply.boards.len(), 1);
        assert_eq!(reply.boards[0].title, "Board 3");
        assert_eq!(reply.boards[0].setup.dealer, Seat::South);
        assert_eq!(reply.problems.len(), 1, "{:?}", reply.problems);
        assert!(reply.problems[0].starts_with("board 4 (line "), "{:?}", reply.problems);
    }

    #[test]
    fn no_board_is_an_error_in_words() {
        let e = read_file("x.txt", "hello world").expect_err("no boards");
        assert!(e.contains("no boards"), "{e}");
    }
}
