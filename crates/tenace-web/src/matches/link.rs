//! Match links: `#match=teams&seed=42&boards=8` or
//! `#match=pairs&seed=42&boards=12&tables=5`: boards 1…N of the deal set
//! `seed`, so that a friend playing the same link plays the same boards
//! against the same robots.
//!
//! The hash comes from the address bar: untrusted input. Every problem is an
//! error message, never a panic.

use super::{MatchKind, MatchSource, MatchSpec, BOARD_COUNTS, FIELD_SIZES};
use crate::link::percent_decode;

/// The number of other tables a pairs link without `tables=` gets.
pub const DEFAULT_TABLES: usize = 3;

/// Parses a location hash. `Ok(None)` when it is not a match link (no
/// `match=`): it may still be a deal link (`crate::link`).
pub fn parse_match_hash(hash: &str) -> Result<Option<MatchSpec>, String> {
    let hash = hash.strip_prefix('#').unwrap_or(hash).trim();
    let pairs: Vec<(String, String)> = hash
        .split('&')
        .filter(|p| !p.is_empty())
        .map(|p| {
            let (k, v) = p.split_once('=').unwrap_or((p, ""));
            (k.to_ascii_lowercase(), percent_decode(v).trim().to_owned())
        })
        .collect();
    if !pairs.iter().any(|(k, _)| k == "match") {
        return Ok(None);
    }
    let mut kind = None;
    let mut seed = None;
    let mut boards = None;
    let mut tables = None;
    for (key, value) in pairs {
        match key.as_str() {
            "match" => {
                kind = Some(match value.to_ascii_lowercase().as_str() {
                    "teams" => MatchKind::Teams,
                    "pairs" => MatchKind::Pairs,
                    _ => return Err(format!("the link's match “{value}” is not teams or pairs")),
                })
            }
            "seed" => {
                seed = Some(value.parse::<u64>().map_err(|_| {
                    format!("the link's seed “{value}” is not a whole number from 0 to 18446744073709551615")
                })?)
            }
            "boards" => {
                boards = Some(
                    value
                        .parse::<usize>()
                        .ok()
                        .filter(|n| BOARD_COUNTS.contains(n))
                        .ok_or_else(|| format!("the link's boards “{value}” is not 8, 12 or 16"))?,
                )
            }
            "tables" => {
                tables = Some(
                    value
                        .parse::<usize>()
                        .ok()
                        .filter(|n| FIELD_SIZES.contains(n))
                        .ok_or_else(|| format!("the link's tables “{value}” is not a number from 3 to 7"))?,
                )
            }
            other => {
                return Err(format!(
                    "the match link has “{other}”, which Tenace does not know (use match=, seed=, boards=, tables=)"
                ))
            }
        }
    }
    let kind = kind.ok_or("the link's match= is missing")?;
    let seed = seed.ok_or("the match link has no seed= to deal its boards from")?;
    if kind == MatchKind::Teams && tables.is_some() {
        return Err("tables= goes with a pairs match; a teams match has one other table".to_owned());
    }
    let tables = match kind {
        MatchKind::Teams => 1,
        MatchKind::Pairs => tables.unwrap_or(DEFAULT_TABLES),
    };
    Ok(Some(MatchSpec { kind, boards: boards.unwrap_or(BOARD_COUNTS[0]), tables, source: MatchSource::Seed { seed } }))
}

/// The link that starts the same match again (`None` for a file's boards:
/// the file is on the user's computer, not in the link).
pub fn match_hash(kind: MatchKind, seed: u64, boards: usize, tables: usize) -> String {
    match kind {
        MatchKind::Teams => format!("#match=teams&seed={seed}&boards={boards}"),
        MatchKind::Pairs => format!("#match=pairs&seed={seed}&boards={boards}&tables={tables}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn match_links_parse_and_round_trip() {
        let spec = parse_match_hash("#match=teams&seed=42&boards=8").unwrap().unwrap();
        assert_eq!(
            spec,
            MatchSpec { kind: MatchKind::Teams, boards: 8, tables: 1, source: MatchSource::Seed { seed: 42 } }
        );
        let spec = parse_match_hash("match=Pairs&seed=7&boards=16&tables=5").unwrap().unwrap();
        assert_eq!((spec.kind, spec.boards, spec.tables), (MatchKind::Pairs, 16, 5));
        assert_eq!(match_hash(spec.kind, 7, 16, 5), "#match=pairs&seed=7&boards=16&tables=5");
        assert_eq!(parse_match_hash(&match_hash(MatchKind::Teams, 9, 12, 1)).unwrap().unwrap().boards, 12);
        // Defaults: 8 boards, three other tables.
        let spec = parse_match_hash("#match=pairs&seed=1").unwrap().unwrap();
        assert_eq!((spec.boards, spec.tables), (8, 3));
        // Not a match link: left to the deal links.
        assert_eq!(parse_match_hash("#board=7&seed=42").unwrap(), None);
        assert_eq!(parse_match_hash("").unwrap(), None);
    }

    #[test]
    fn malformed_match_links_say_why() {
        for (hash, needle) in [
            ("#match=rubber&seed=1", "“rubber” is not teams or pairs"),
            ("#match=&seed=1", "is not teams or pairs"),
            ("#match=teams", "no seed="),
            ("#match=teams&seed=-1", "seed “-1”"),
            ("#match=teams&seed=1&boards=10", "boards “10” is not 8, 12 or 16"),
            ("#match=teams&seed=1&boards=", "boards “”"),
            ("#match=pairs&seed=1&tables=2", "tables “2”"),
            ("#match=pairs&seed=1&tables=99999999999999999999999", "tables “"),
            ("#match=teams&seed=1&tables=3", "goes with a pairs match"),
            ("#match=teams&seed=1&board=3", "“board”"),
            ("#match=teams&seed=%zz", "seed “%zz”"),
        ] {
            let err = parse_match_hash(hash).unwrap_err();
            assert!(err.contains(needle), "{hash}: {err}");
        }
    }
}
