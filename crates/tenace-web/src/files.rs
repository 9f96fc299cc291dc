//! Loading PBN and LIN files and writing the board as PBN, through the
//! engine's `pbn` and `lin` modules. Nothing is parsed here: the readers run
//! in the worker (`tenace_worker::files`, a `ReadFileJob`), and this turns a
//! finished or unfinished game into the record the PBN writer prints.

use crate::state::{FileBoard, LoadedFile};
use tenace_bridge::pbn::{
    self, AnnotatedCall, AnnotatedCard, ContractTag, Declarer, PartialDeal, RecordedAuction, RecordedGame,
    RecordedPlay, TrickCount, TrickRow,
};
use tenace_bridge::Game;
use tenace_protocol::{ReadFileJob, ReadFileReply};

/// Files larger than this are refused before reading (a hand record of a
/// whole championship is a few megabytes at most).
pub const MAX_FILE_BYTES: usize = 8 * 1024 * 1024;

/// Reads a hand-record file into playable boards: decoded here, read by the
/// engine's PBN and LIN readers in the robots' Web Worker (the page's module
/// does not carry them). Boards without a usable deal are skipped and listed
/// in the returned problems.
pub async fn read_file(name: &str, bytes: &[u8]) -> Result<(LoadedFile, Vec<String>), String> {
    let job = too_big(name, bytes)?;
    let reply = crate::robot::run_job(job).await.map_err(|e| match e {
        tenace_protocol::JobError::Refused { message } => message,
        e => e.to_string(),
    })?;
    Ok(loaded(name, reply))
}

/// The job for a file, or why it is refused before reading.
fn too_big(name: &str, bytes: &[u8]) -> Result<ReadFileJob, String> {
    if bytes.len() > MAX_FILE_BYTES {
        return Err(format!(
            "{name} is {} MB; Tenace reads hand records up to {} MB",
            bytes.len() / (1024 * 1024),
            MAX_FILE_BYTES / (1024 * 1024)
        ));
    }
    Ok(ReadFileJob { name: name.to_owned(), text: pbn::decode(bytes).into_owned() })
}

fn loaded(name: &str, reply: ReadFileReply) -> (LoadedFile, Vec<String>) {
    let boards = reply.boards.into_iter().map(|b| FileBoard { title: b.title, setup: b.setup }).collect();
    (LoadedFile { name: name.to_owned(), boards }, reply.problems)
}

/// [`read_file`] as the worker runs it, at once (host tests).
#[cfg(test)]
pub fn read_file_now(name: &str, bytes: &[u8]) -> Result<(LoadedFile, Vec<String>), String> {
    let job = too_big(name, bytes)?;
    tenace_worker::files::read_file(&job.name, &job.text).map(|reply| loaded(name, reply))
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
    use tenace_bridge::{BoardNumber, Deal, Phase, Setup};

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
        let (file, problems) = read_file_now("x.pbn", text.as_bytes()).unwrap();
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
        assert!(read_file_now("x.pbn", b"").is_err());
        assert!(read_file_now("x.pbn", b"hello world").is_err());
        let (file, problems) = read_file_now("x.pbn", b"[Board \"1\"]\n[Deal \"N:AKQ\"]\n").unwrap_or_default_file();
        assert!(file.boards.is_empty() && !problems.is_empty(), "{problems:?}");
        assert!(read_file_now("x.lin", &[0xff, 0xfe, 0x00]).is_err());
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
        let (file, problems) = read_file_now("00001.lin", &bytes).unwrap();
        assert!(!file.boards.is_empty(), "{problems:?}");
    }
}
