//! Golden test over the real hand records in `../shared/testdata/real`
//! (216 PBN files from 1997–2001 events and one BBO vugraph LIN file).
//!
//! Every file must parse without a panic; the number of boards, of boards
//! replayed through the engine and of boards that hold together are pinned,
//! so a regression in the readers or the replay fails here. The boards that
//! do not hold together are the files' own mistakes (wrong result, illegal
//! call, truncated auction…); a few of them are pinned below as sentinels so
//! that a checker grown too lenient fails too.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use tenace_bridge::lin;
use tenace_bridge::pbn::{self, ParsedGame};

/// Measured on the data as committed (see `tenace pbn check`).
const FILES: usize = 217;
const BOARDS: usize = 7610;
const REPLAYED: usize = 7395;
const CONSISTENT: usize = 7304;

fn real_dir() -> PathBuf {
    tenace_tests::testdata_dir().join("real")
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()));
    for entry in entries {
        let path = entry.unwrap().path();
        if path.is_dir() {
            walk(&path, out);
        } else if is_pbn(&path) || is_lin(&path) {
            out.push(path);
        }
    }
}

fn extension(path: &Path) -> String {
    path.extension().and_then(|e| e.to_str()).unwrap_or("").to_ascii_lowercase()
}

fn is_pbn(path: &Path) -> bool {
    extension(path) == "pbn"
}

fn is_lin(path: &Path) -> bool {
    extension(path) == "lin"
}

fn real_files() -> Vec<PathBuf> {
    let mut files = Vec::new();
    walk(&real_dir(), &mut files);
    files.sort();
    files
}

fn read(path: &Path) -> (Vec<ParsedGame>, usize) {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let text = pbn::decode(&bytes);
    if is_lin(path) {
        let file = lin::parse(&text);
        (file.games, file.errors.len())
    } else {
        let file = pbn::parse(&text);
        (file.games, file.errors.len())
    }
}

struct Board {
    file: String,
    board: Option<u32>,
    room: Option<String>,
    replayed: bool,
    problems: Vec<String>,
}

fn survey() -> (usize, Vec<Board>) {
    let files = real_files();
    let mut boards = Vec::new();
    let mut panics = Vec::new();
    for path in &files {
        let name = path.strip_prefix(real_dir()).unwrap_or(path).display().to_string();
        let outcome = catch_unwind(AssertUnwindSafe(|| {
            let (games, file_errors) = read(path);
            assert_eq!(file_errors, 0, "{name}: text outside any game");
            games
                .iter()
                .map(|g| {
                    let checked = pbn::check(g);
                    let problems = g
                        .errors
                        .iter()
                        .map(ToString::to_string)
                        .chain(checked.problems.iter().map(ToString::to_string))
                        .collect();
                    Board {
                        file: name.clone(),
                        board: g.game.board.map(|b| b.get()),
                        room: g.game.room().map(str::to_owned),
                        replayed: checked.replayed,
                        problems,
                    }
                })
                .collect::<Vec<_>>()
        }));
        match outcome {
            Ok(mut b) => boards.append(&mut b),
            Err(_) => panics.push(name),
        }
    }
    assert!(panics.is_empty(), "reading or replaying panicked on {panics:?}");
    (files.len(), boards)
}

#[test]
fn every_real_file_parses_and_replays() {
    let (files, boards) = survey();
    let replayed = boards.iter().filter(|b| b.replayed).count();
    let consistent = boards.iter().filter(|b| b.replayed && b.problems.is_empty()).count();
    let inconsistent: Vec<String> = boards
        .iter()
        .filter(|b| !b.problems.is_empty())
        .map(|b| format!("{} board {:?} {:?}: {}", b.file, b.board, b.room, b.problems.join("; ")))
        .collect();
    eprintln!(
        "{files} files, {} boards, {replayed} replayed, {consistent} consistent, {} with problems",
        boards.len(),
        inconsistent.len()
    );
    assert_eq!(files, FILES);
    assert_eq!(boards.len(), BOARDS);
    assert!(replayed >= REPLAYED, "only {replayed} boards replayed");
    assert!(consistent >= CONSISTENT, "only {consistent} consistent boards:\n{}", inconsistent.join("\n"));
}

/// Known mistakes in the files, which the checker must keep finding.
#[test]
fn known_file_mistakes_are_reported() {
    let (_, boards) = survey();
    let sentinels: [(&str, u32, Option<&str>, &str); 6] = [
        // 3NT by East: the play gives East 11 tricks, [Result] says 9.
        ("WAGAR4.PBN", 64, Some("Open"), "[Result] says 9 trick(s) but the play gives declarer's side 11"),
        // The first call of the record is a double of nothing (the opening bid is missing).
        ("ROUND13.PBN", 2, None, "call 1, X by East, is illegal: there is no bid to double"),
        // North plays ♥9 twice.
        ("R32CAYEI.PBN", 28, Some("Open"), "trick 11: North cannot play ♥9: North does not hold ♥9"),
        // The auction ends in 3♥; the tag says 4H.
        ("3PART1.PBN", 1, Some("Open"), "[Contract] says 4H but the auction ends in 3H"),
        // A revoke marked ^R in the play.
        ("A1A11414.PBN", 3, Some("Open"), "(the record marks it ^R, an irregularity)"),
        // The [Play] tag names the wrong opening leader.
        ("WTC97F2.PBN", 25, Some("Open"), "[Play] says East led, but against 3NT by South the opening lead is West's"),
    ];
    for (file, board, room, message) in sentinels {
        let found = boards.iter().any(|b| {
            b.file.ends_with(file)
                && b.board == Some(board)
                && b.room.as_deref() == room
                && b.problems.iter().any(|p| p.contains(message))
        });
        assert!(found, "{file} board {board} {room:?}: expected “{message}”");
    }
}

#[test]
fn the_vugraph_lin_replays_all_32_tables() {
    let path = real_dir().join("eitazhou-bridge_played_hands/00001.lin");
    let (games, file_errors) = read(&path);
    assert_eq!(file_errors, 0);
    assert_eq!(games.len(), 32);
    for (i, g) in games.iter().enumerate() {
        assert!(g.errors.is_empty(), "table {}: {:?}", i + 1, g.errors);
        let checked = pbn::check(g);
        assert!(checked.replayed && checked.is_consistent(), "table {}: {:?}", i + 1, checked.problems);
        assert_eq!(g.game.board.map(|b| b.get()), Some(i as u32 / 2 + 1));
        assert_eq!(g.game.room(), Some(if i % 2 == 0 { "Open" } else { "Closed" }));
        assert!(checked.tricks.is_some() && checked.score.is_some(), "table {}", i + 1);
    }
    // Open room, board 1: 2♠ by East two down; North-South +100.
    let first = pbn::check(&games[0]);
    assert_eq!((first.tricks, first.score), (Some(6), Some(100)));
}

#[test]
fn real_pbn_games_survive_export_and_import() {
    // PBN has no claim of its own (the LIN file is checked on its own below).
    for path in real_files().into_iter().filter(|p| is_pbn(p)) {
        let (games, _) = read(&path);
        let records: Vec<_> = games.into_iter().map(|g| g.game).collect();
        let text = pbn::write_file(&records);
        let back = pbn::parse(&text);
        assert!(back.errors.is_empty(), "{}: {:?}", path.display(), back.errors);
        assert_eq!(back.games.len(), records.len(), "{}", path.display());
        for (read, written) in back.games.iter().zip(&records) {
            assert!(read.errors.is_empty(), "{}: {:?}", path.display(), read.errors);
            assert!(&read.game == written, "{}: board {:?} changed", path.display(), written.board);
        }
    }
}

#[test]
fn the_lin_file_survives_lin_and_pbn_export() {
    let path = real_dir().join("eitazhou-bridge_played_hands/00001.lin");
    let (games, _) = read(&path);
    let records: Vec<_> = games.into_iter().map(|g| g.game).collect();
    let again = lin::parse(&lin::write_file(&records).unwrap());
    assert!(again.errors.is_empty());
    let again: Vec<_> = again.games.into_iter().map(|g| g.game).collect();
    assert_eq!(again, records);
    // Through PBN the claims live on in [Result], so every table still checks out.
    let via_pbn = pbn::parse(&pbn::write_file(&records));
    assert_eq!(via_pbn.games.len(), 32);
    for g in &via_pbn.games {
        let checked = pbn::check(g);
        assert!(checked.is_consistent(), "{:?}", checked.problems);
    }
}
