//! `tenace pbn check FILE…` and `tenace pbn convert IN OUT`.
//!
//! `check` prints one JSON line per board and a summary line. Bad data is
//! reported in those lines, never as a failure: the exit status is non-zero
//! only when the command itself is misused.

use serde::Serialize;
use serde_json::json;
use std::io::Write;
use std::path::Path;
use tenace_bridge::lin;
use tenace_bridge::pbn::{self, ContractTag, ParseError, ParsedGame, RecordedGame};

const USAGE: &str = "usage: tenace pbn check FILE…  |  tenace pbn convert IN OUT   (files end in .pbn or .lin)";

pub fn run(args: &[String]) -> Result<(), String> {
    match args.first().map(String::as_str) {
        Some("check") if args.len() > 1 => check(&args[1..]),
        Some("convert") if args.len() == 3 => convert(&args[1], &args[2]),
        Some("check" | "convert") => Err(format!("wrong number of arguments\n{USAGE}")),
        Some(other) => Err(format!("unknown pbn command “{other}”\n{USAGE}")),
        None => Err(USAGE.to_owned()),
    }
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Format {
    Pbn,
    Lin,
}

fn format_of(path: &str) -> Option<Format> {
    let ext = Path::new(path).extension()?.to_str()?.to_ascii_lowercase();
    match ext.as_str() {
        "pbn" => Some(Format::Pbn),
        "lin" => Some(Format::Lin),
        _ => None,
    }
}

/// Games and file-level problems, whatever the format.
fn read(path: &str, format: Format) -> Result<(Vec<ParsedGame>, Vec<ParseError>), String> {
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    let text = pbn::decode(&bytes);
    Ok(match format {
        Format::Pbn => {
            let file = pbn::parse(&text);
            (file.games, file.errors)
        }
        Format::Lin => {
            let file = lin::parse(&text);
            (file.games, file.errors)
        }
    })
}

/// The summary line, fields in the documented order.
#[derive(Default, Serialize)]
struct Totals {
    boards: usize,
    replayed: usize,
    consistent: usize,
    errors: usize,
}

fn check(files: &[String]) -> Result<(), String> {
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let mut totals = Totals::default();
    for file in files {
        let lines = match read_any(file) {
            Ok((games, file_errors)) => {
                let lines = check_file(file, &games, &file_errors, &mut totals);
                serialize(&lines)
            }
            Err(message) => {
                totals.errors += 1;
                serialize(&[file_error(file, message)])
            }
        };
        for line in lines {
            writeln!(out, "{line}").map_err(|e| format!("cannot write the report: {e}"))?;
        }
    }
    let summary = serde_json::to_string(&totals).map_err(|e| format!("cannot write the report: {e}"))?;
    writeln!(out, "{summary}").map_err(|e| format!("cannot write the report: {e}"))
}

/// One report line, fields in the documented order.
#[derive(Serialize)]
struct BoardLine<'a> {
    file: &'a str,
    board: Option<u32>,
    room: Option<&'a str>,
    ok: bool,
    contract: Option<String>,
    /// `N`/`E`/`S`/`W`, `""` for a passed-out board, null when unknown.
    declarer: Option<String>,
    tricks: Option<u8>,
    score: Option<i32>,
    error: Option<String>,
}

/// A line for something wrong with a file as a whole (not a board).
fn file_error(file: &str, message: String) -> BoardLine<'_> {
    BoardLine {
        file,
        board: None,
        room: None,
        ok: false,
        contract: None,
        declarer: None,
        tricks: None,
        score: None,
        error: Some(message),
    }
}

fn check_file<'a>(
    file: &'a str,
    games: &'a [ParsedGame],
    file_errors: &[ParseError],
    totals: &mut Totals,
) -> Vec<BoardLine<'a>> {
    let mut lines = Vec::new();
    for error in file_errors {
        totals.errors += 1;
        lines.push(file_error(file, error.to_string()));
    }
    for parsed in games {
        let checked = pbn::check(parsed);
        let problems: Vec<String> = parsed
            .errors
            .iter()
            .map(ToString::to_string)
            .chain(checked.problems.iter().map(ToString::to_string))
            .collect();
        let ok = problems.is_empty();
        totals.boards += 1;
        if checked.replayed {
            totals.replayed += 1;
            if ok {
                totals.consistent += 1;
            }
        }
        if !ok {
            totals.errors += 1;
        }
        let declarer = match (checked.contract, checked.declarer) {
            (_, Some(seat)) => Some(seat.letter().to_string()),
            (Some(ContractTag::PassedOut), None) => Some(String::new()),
            (_, None) => None,
        };
        lines.push(BoardLine {
            file,
            board: parsed.game.board.map(|b| b.get()),
            room: parsed.game.room(),
            ok,
            contract: checked.contract.map(ContractTag::code),
            declarer,
            tricks: checked.tricks,
            score: checked.score,
            error: (!ok).then(|| problems.join("; ")),
        });
    }
    lines
}

fn read_any(file: &str) -> Result<(Vec<ParsedGame>, Vec<ParseError>), String> {
    match format_of(file) {
        Some(format) => read(file, format),
        None => Err(format!("{file}: not a .pbn or .lin file")),
    }
}

/// JSON text of each line; a line that cannot be serialized (it always can)
/// becomes an error line rather than a panic.
fn serialize(lines: &[BoardLine<'_>]) -> Vec<String> {
    lines
        .iter()
        .map(|l| {
            serde_json::to_string(l).unwrap_or_else(|e| json!({ "ok": false, "error": e.to_string() }).to_string())
        })
        .collect()
}

fn convert(input: &str, output: &str) -> Result<(), String> {
    let from = format_of(input).ok_or_else(|| format!("{input}: not a .pbn or .lin file\n{USAGE}"))?;
    let to = format_of(output).ok_or_else(|| format!("{output}: not a .pbn or .lin file\n{USAGE}"))?;
    let (parsed, file_errors) = read(input, from)?;
    // Problems are reported but do not stop the conversion of what was read.
    for error in file_errors.iter().chain(parsed.iter().flat_map(|g| &g.errors)) {
        eprintln!("tenace: {input}: {error}");
    }
    let mut games: Vec<RecordedGame> = parsed.into_iter().map(|g| g.game).collect();
    let (text, dropped) = match to {
        Format::Pbn => (pbn::write_file(&games), 0),
        Format::Lin => {
            let mut text = String::new();
            let mut dropped = 0;
            for game in &mut games {
                claim_from_result(game);
                match lin::write_game(game) {
                    Ok(line) => {
                        text.push_str(&line);
                        text.push('\n');
                    }
                    Err(e) => {
                        eprintln!("tenace: {input}: {e}");
                        dropped += 1;
                    }
                }
            }
            (text, dropped)
        }
    };
    std::fs::write(output, text).map_err(|e| format!("cannot write {output}: {e}"))?;
    match dropped {
        0 => Ok(()),
        n => Err(format!("{output}: {n} of {} boards could not be written (see above)", games.len())),
    }
}

/// PBN keeps the tricks of an unfinished play in `[Result]`; LIN says the
/// same thing with a claim (`mc`), which BBO's viewers show.
fn claim_from_result(game: &mut RecordedGame) {
    let result = game.result.map(|r| r.tricks);
    if let Some(play) = game.play.as_mut() {
        if play.card_count() < 52 && play.claim.is_none() {
            play.claim = result;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tenace_bridge::Seat;

    #[test]
    fn formats_by_extension() {
        assert_eq!(format_of("a/B.PBN"), Some(Format::Pbn));
        assert_eq!(format_of("x.lin"), Some(Format::Lin));
        assert_eq!(format_of("x.txt"), None);
        assert_eq!(format_of("pbn"), None);
    }

    #[test]
    fn usage_errors() {
        assert!(run(&[]).is_err());
        assert!(run(&["check".to_owned()]).is_err());
        assert!(run(&["convert".to_owned(), "a.pbn".to_owned()]).is_err());
        assert!(run(&["frobnicate".to_owned()]).is_err());
    }

    #[test]
    fn unfinished_play_becomes_a_claim() {
        let mut game = RecordedGame {
            result: Some(pbn::TrickCount::new(9)),
            play: Some(pbn::RecordedPlay { leader: Seat::West, tricks: Vec::new(), claim: None }),
            ..RecordedGame::default()
        };
        claim_from_result(&mut game);
        assert_eq!(game.play.map(|p| p.claim), Some(Some(9)));
    }
}
