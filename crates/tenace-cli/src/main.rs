//! `tenace`: the command-line face of the engine. JSON in, JSON out, so that
//! scripts and external checks can rely on it; the interfaces below are stable.

mod bid_cmd;
mod dd_cmd;
mod deal_cmd;
mod flags;
mod pbn_cmd;
mod preferans_cmd;
mod quiz_cmd;
mod score_cmd;
mod selfplay_cmd;
mod shed_cmd;

use std::process::ExitCode;

const USAGE: &str = "\
tenace — contract bridge engine

USAGE:
  tenace score --batch             read JSON lines (level, strain, penalty, vul, tricks) on stdin,
                                   write each back with \"score\" (duplicate, declaring side)
  tenace pbn check FILE…           replay every board of PBN/LIN files, one JSON line per board
  tenace pbn convert IN OUT        convert between PBN and LIN (by file extension)
  tenace deal --seed N [--board B] print board B (default 1) dealt from seed N as PBN
  tenace bid --hand S.H.D.C [--dealer N] [--vul None] [--auction \"1C P 1H P\"] [--system sayc] [--opponents culbertson]
                                   the bidding engine's call, rule and explanation for the player to act
                                   (systems: sayc, sayc-16-18, culbertson, culbertson-1930s, estonian-club,
                                   estonian-club-strict, lithuanian, lithuanian-strict)
  tenace selfplay --deals FILE [--system sayc] [--ew-system lithuanian] [--play robot [--level fast|normal|strong]]
                                   robots bid every deal; contracts scored double-dummy against par;
                                   with --play the robots also play it (tricks against double dummy)
  tenace quiz generate --topic T [--count N] [--seed S] [--compact]
                                   a bidding-quiz set from the engine's rules (topics: openings, responses-1nt,
                                   stayman-transfers, raises, overcalls, takeout-doubles, slam); quiz check FILE…
  tenace dd [--threads N] [FILE]   double-dummy table and par for JSON lines (id, pbn); --bench FILE times them
  tenace shed play --seed S --games N [--players n] [--preset contest|backyard] [--bots ID,…]
                                   robots play the shedding game \"Bridge\", one game record per line; shed check FILE…
  tenace preferans score|selfplay|deal …
                                   Preferans: score Appendix A records, robot games as Appendix C records, a seed's deal
";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("score") => score_cmd::run(&args[1..]),
        Some("pbn") => pbn_cmd::run(&args[1..]),
        Some("deal") => deal_cmd::run(&args[1..]),
        Some("dd") => dd_cmd::run(&args[1..]),
        Some("bid") => bid_cmd::run(&args[1..]),
        Some("selfplay") => selfplay_cmd::run(&args[1..]),
        Some("quiz") => quiz_cmd::run(&args[1..]),
        Some("shed") => return shed_cmd::run(&args[1..]),
        Some("preferans") => preferans_cmd::run(&args[1..]),
        Some("help" | "--help" | "-h") | None => {
            print!("{USAGE}");
            Ok(())
        }
        Some(other) => Err(format!("unknown command “{other}”\n\n{USAGE}")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("tenace: {message}");
            ExitCode::from(2)
        }
    }
}
