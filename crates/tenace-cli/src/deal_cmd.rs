//! `tenace deal --seed N [--board B]`: one board as a PBN game with the
//! fifteen mandatory tags, so that any PBN reader (and `tenace pbn check`)
//! accepts it.
//!
//! Board B of seed N is [`Deal::for_board`]: [`Deal::from_seed`] fed the B-th
//! output of a SplitMix64 generator started at N (`tenace_bridge::deal::board_seed`).
//! SplitMix64 is a published, fixed algorithm, so the mapping can be written
//! again in any language and the web app's share links deal the same boards;
//! its mixing step is a bijection, so the boards of one seed are all different
//! deals, and board 2 of seed 42 is not board 1 of seed 43 (as it would be with
//! a plain `N + B`).

use crate::flags::Flags;
use tenace_bridge::{BoardNumber, Deal};

/// The PBN game for one board: the mandatory tags in the order PBN requires,
/// the deal written from the dealer, and the result tags left empty because
/// nothing has been bid or played yet.
pub fn board_pbn(seed: u64, board: BoardNumber) -> String {
    let dealer = board.dealer();
    let deal = Deal::for_board(seed, board);
    let tags = [
        ("Event", format!("Tenace deal {seed}")),
        ("Site", String::new()),
        ("Date", "????.??.??".to_owned()),
        ("Board", board.to_string()),
        ("West", "?".to_owned()),
        ("North", "?".to_owned()),
        ("East", "?".to_owned()),
        ("South", "?".to_owned()),
        ("Dealer", dealer.letter().to_string()),
        ("Vulnerable", board.vulnerability().pbn().to_owned()),
        ("Deal", deal.to_pbn(dealer)),
        ("Scoring", String::new()),
        ("Declarer", String::new()),
        ("Contract", String::new()),
        ("Result", String::new()),
    ];
    tags.iter().map(|(name, value)| format!("[{name} \"{value}\"]\n")).collect()
}

/// What the command line asked for.
#[derive(Debug, PartialEq, Eq)]
struct Request {
    seed: u64,
    board: BoardNumber,
}

fn parse_args(args: &[String]) -> Result<Request, String> {
    let mut seed: Option<u64> = None;
    let mut board: Option<BoardNumber> = None;
    // Both `--seed 42` and `--seed=42`.
    let mut flags = Flags::new(args);
    while let Some(flag) = flags.next_flag() {
        let mut value = || flags.value(&flag);
        match flag.name.as_str() {
            "--seed" => {
                let v = value()?;
                if seed.is_some() {
                    return Err("--seed given twice".to_owned());
                }
                let n = v.trim().parse::<u64>().map_err(|_| format!("--seed needs a whole number, got “{v}”"))?;
                seed = Some(n);
            }
            "--board" => {
                let v = value()?;
                if board.is_some() {
                    return Err("--board given twice".to_owned());
                }
                let n = v
                    .trim()
                    .parse::<u32>()
                    .ok()
                    .and_then(BoardNumber::new)
                    .ok_or_else(|| format!("--board needs a whole number from 1 up, got “{v}”"))?;
                board = Some(n);
            }
            other => return Err(format!("deal does not know “{other}”; use: tenace deal --seed N [--board B]")),
        }
    }
    let seed = seed.ok_or_else(|| "deal needs --seed N (a whole number naming the deals)".to_owned())?;
    Ok(Request { seed, board: board.unwrap_or(BoardNumber::FIRST) })
}

pub fn run(args: &[String]) -> Result<(), String> {
    let request = parse_args(args)?;
    print!("{}", board_pbn(request.seed, request.board));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| (*s).to_owned()).collect()
    }

    fn board(n: u32) -> BoardNumber {
        BoardNumber::new(n).unwrap()
    }

    #[test]
    fn board_seeds_are_the_published_splitmix64_sequence() {
        // The first outputs of SplitMix64 seeded with 0 (Vigna's reference implementation).
        let outputs: Vec<u64> = (1..=3).map(|b| tenace_bridge::deal::board_seed(0, board(b))).collect();
        assert_eq!(outputs, [0xe220_a839_7b1d_cdaf, 0x6e78_9e6a_a1b9_65f4, 0x06c4_5d18_8009_454f]);
    }

    #[test]
    fn boards_of_one_seed_differ_and_do_not_overlap_the_next_seed() {
        let mut seen = std::collections::HashSet::new();
        for seed in [0u64, 1, 42, u64::MAX] {
            for b in 1..=64 {
                assert!(seen.insert(Deal::for_board(seed, board(b))), "seed {seed} board {b} repeats a deal");
            }
        }
        assert_ne!(Deal::for_board(42, board(2)), Deal::for_board(43, board(1)));
    }

    #[test]
    fn arguments() {
        assert_eq!(parse_args(&args(&["--seed", "42"])), Ok(Request { seed: 42, board: board(1) }));
        assert_eq!(parse_args(&args(&["--board", "7", "--seed", "9"])), Ok(Request { seed: 9, board: board(7) }));
        assert_eq!(parse_args(&args(&["--seed=9", "--board=16"])), Ok(Request { seed: 9, board: board(16) }));
        assert_eq!(parse_args(&args(&["--seed", "x"])), Err("--seed needs a whole number, got “x”".to_owned()));
        assert_eq!(parse_args(&args(&["--seed", "-1"])), Err("--seed needs a whole number, got “-1”".to_owned()));
        assert_eq!(
            parse_args(&args(&["--seed", "1", "--board", "0"])),
            Err("--board needs a whole number from 1 up, got “0”".to_owned())
        );
        assert_eq!(parse_args(&args(&["--seed"])), Err("--seed needs a value".to_owned()));
        assert!(parse_args(&args(&[])).is_err_and(|e| e.contains("--seed N")));
        assert!(parse_args(&args(&["--seed", "1", "--seed", "2"])).is_err_and(|e| e.contains("twice")));
        assert!(parse_args(&args(&["--seed", "1", "--deal"])).is_err_and(|e| e.contains("“--deal”")));
    }

    #[test]
    fn pbn_has_the_fifteen_tags_in_order() {
        let text = board_pbn(5, board(6));
        let names: Vec<&str> =
            text.lines().map(|l| l.trim_start_matches('[').split(' ').next().unwrap_or_default()).collect();
        assert_eq!(
            names,
            [
                "Event",
                "Site",
                "Date",
                "Board",
                "West",
                "North",
                "East",
                "South",
                "Dealer",
                "Vulnerable",
                "Deal",
                "Scoring",
                "Declarer",
                "Contract",
                "Result"
            ]
        );
        assert!(text.contains("[Dealer \"E\"]\n[Vulnerable \"EW\"]\n[Deal \"E:"), "{text}");
    }
}
