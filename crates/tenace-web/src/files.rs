//! Loading PBN and LIN files and writing the board as PBN, through the
//! engine's `pbn` and `lin` modules. Nothing is parsed here: this only turns
//! the records those modules read into boards to play, and a finished or
//! unfinished game into the record their writer prints.

use crate::state::{FileBoard, LoadedFile};
use tenace_bridge::pbn::{
    self, AnnotatedCall, AnnotatedCard, ContractTag, Declarer, ParsedGame, PartialDeal, RecordedAuction, RecordedGame,
    RecordedPlay, TrickCount, TrickRow,
};
use tenace_bridge::{lin, Game, Seat, Setup};

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

/// Reads a hand-record file into playable boards. Boards without a usable
/// deal are skipped and listed in the returned problems.
pub fn read_file(name: &str, bytes: &[u8]) -> Result<(LoadedFile, Vec<String>), String> {
    if bytes.len() > MAX_FILE_BYTES {
        return Err(format!(
            "{name} is {} MB; Tenace reads hand records up to {} MB",
            bytes.len() / (1024 * 1024),
            MAX_FILE_BYTES / (1024 * 1024)
        ));
    }
    let text = pbn::decode(bytes);
    let games: Vec<ParsedGame> = if is_lin(name, &text) { lin::parse(&text).games } else { pbn::parse(&text).games };
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
    Ok((LoadedFile { name: name.to_owned(), boards }, problems))
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

/// The record of a game in the PBN model: setup, auction, the cards played
/// trick by trick, and — when the deal is over — contract and result.
pub fn recorded(game: &Game) -> RecordedGame {
    let setup = game.setup();
    let mut record = RecordedGame {
        event: Some("Tenace".to_owned()),
        board: setup.board,
        dealer: Some(setup.dealer),
        vulnerability: Some(setup.vulnerability),
        deal: Some(PartialDeal::from_deal(&setup.deal)),
        ..RecordedGame::default()
    };
    let calls = game.auction().calls();
    if !calls.is_empty() {
        record.auction = Some(RecordedAuction {
            dealer: setup.dealer,
            calls: calls.iter().copied().map(AnnotatedCall::plain).collect(),
            incomplete: !game.auction().is_complete(),
        });
    }
    if let Some(play) = game.cardplay() {
        let mut rows: Vec<TrickRow> = Vec::new();
        let tricks = play.completed_tricks().iter().chain(std::iter::once(play.current_trick()));
        for trick in tricks.filter(|t| !t.cards.is_empty()) {
            let mut row = TrickRow::default();
            for (seat, card) in trick.plays() {
                row.cards[seat] = Some(AnnotatedCard::plain(card));
            }
            rows.push(row);
        }
        if !rows.is_empty() {
            record.play = Some(RecordedPlay { leader: play.contract().opening_leader(), tricks: rows, claim: None });
        }
    }
    if let Some(result) = game.result() {
        match result.contract {
            None => record.contract = Some(ContractTag::PassedOut),
            Some(c) => {
                record.contract =
                    Some(ContractTag::Bid(tenace_bridge::ContractCode { bid: c.bid, penalty: c.penalty }));
                record.declarer = Some(Declarer::regular(c.declarer));
                record.result = Some(TrickCount::new(result.declarer_tricks));
            }
        }
    } else if let Some(c) = game.contract() {
        record.contract = Some(ContractTag::Bid(tenace_bridge::ContractCode { bid: c.bid, penalty: c.penalty }));
        record.declarer = Some(Declarer::regular(c.declarer));
    }
    record
}

/// The game as a PBN file.
pub fn board_pbn(game: &Game) -> String {
    pbn::write_file(&[recorded(game)])
}

/// A file name for the download: `tenace-board-7.pbn`.
pub fn board_file_name(game: &Game) -> String {
    match game.setup().board {
        Some(b) => format!("tenace-board-{b}.pbn"),
        None => "tenace-board.pbn".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tenace_bridge::{BoardNumber, Deal, Phase};

    fn real(path: &str) -> Option<Vec<u8>> {
        let root = std::env::var("TENACE_TESTDATA").unwrap_or_else(|_| "../../../shared/testdata".to_owned());
        std::fs::read(std::path::Path::new(&root).join(path)).ok()
    }

    #[test]
    fn export_then_import_gives_the_same_board_and_play() {
        let board = BoardNumber::new(5).unwrap();
        let mut game = Game::new(Setup::board(board, Deal::for_board(3, board)));
        while game.phase() != Phase::Finished {
            let seat = tenace_bridge::robot_to_act(game.state(), |_| false).unwrap();
            let d = tenace_robots::decide(&game, seat).unwrap();
            game.apply(d.action).unwrap();
        }
        let text = board_pbn(&game);
        let (file, problems) = read_file("x.pbn", text.as_bytes()).unwrap();
        assert!(problems.is_empty(), "{problems:?}");
        assert_eq!(file.boards.len(), 1);
        assert_eq!(file.boards[0].setup, *game.setup());
        // The engine's checker replays what was written.
        let parsed = pbn::parse(&text);
        let checked = pbn::check(&parsed.games[0]);
        assert!(checked.is_consistent(), "{:?}\n{text}", checked.problems);
        assert_eq!(checked.tricks, game.result().map(|r| r.declarer_tricks));
    }

    #[test]
    fn bad_files_are_messages() {
        assert!(read_file("x.pbn", b"").is_err());
        assert!(read_file("x.pbn", b"hello world").is_err());
        let (file, problems) = read_file("x.pbn", b"[Board \"1\"]\n[Deal \"N:AKQ\"]\n").unwrap_or_default_file();
        assert!(file.boards.is_empty() && !problems.is_empty(), "{problems:?}");
        assert!(read_file("x.lin", &[0xff, 0xfe, 0x00]).is_err());
    }

    trait OrDefault {
        fn unwrap_or_default_file(self) -> (LoadedFile, Vec<String>);
    }
    impl OrDefault for Result<(LoadedFile, Vec<String>), String> {
        fn unwrap_or_default_file(self) -> (LoadedFile, Vec<String>) {
            self.unwrap_or_else(|e| (LoadedFile { name: String::new(), boards: Vec::new() }, vec![e]))
        }
    }

    #[test]
    fn real_files_load() {
        let Some(bytes) = real("real/eitazhou-bridge_played_hands/00001.lin") else {
            eprintln!("skipped: ../shared/testdata is not there");
            return;
        };
        let (file, problems) = read_file("00001.lin", &bytes).unwrap();
        assert!(!file.boards.is_empty(), "{problems:?}");
    }
}
