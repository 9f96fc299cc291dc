//! Deal links: `#board=7&seed=42` (board 7 of the deal set 42, the same deal
//! as `tenace deal --seed 42 --board 7`) or `#deal=N:AKQ.…&board=3` (a PBN
//! deal; `dealer=` and `vul=` may replace or override the board's).
//!
//! The hash comes from the address bar, so everything here is untrusted
//! input: every problem is an error message, never a panic.

use tenace_bridge::{BoardNumber, Deal, Seat, Setup, Vulnerability};

/// What a link asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkDeal {
    /// Board `board` of the deal set `seed`.
    Seeded { seed: u64, board: BoardNumber },
    /// A deal given in the link.
    Given(Setup),
}

impl LinkDeal {
    pub fn setup(&self) -> Setup {
        match self {
            LinkDeal::Seeded { seed, board } => Setup::board(*board, Deal::for_board(*seed, *board)),
            LinkDeal::Given(setup) => setup.clone(),
        }
    }
}

/// Decodes `%20`-style escapes (and `+` as a space). Bad escapes are kept as
/// they are; the result is then validated by whoever reads it.
pub fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' if i + 2 < bytes.len() => {
                let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).ok().and_then(|h| u8::from_str_radix(h, 16).ok());
                match hex {
                    Some(b) => {
                        out.push(b);
                        i += 3;
                    }
                    None => {
                        out.push(b'%');
                        i += 1;
                    }
                }
            }
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            b => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Escapes what may not stand in a URL fragment.
pub fn percent_encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' | b':' => out.push(b as char),
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

/// Parses a location hash (with or without the leading `#`). `Ok(None)` when
/// the hash asks for nothing (empty, or no deal parameter at all).
pub fn parse_hash(hash: &str) -> Result<Option<LinkDeal>, String> {
    let hash = hash.strip_prefix('#').unwrap_or(hash).trim();
    if hash.is_empty() {
        return Ok(None);
    }
    let mut board_text = None;
    let mut seed_text = None;
    let mut deal_text = None;
    let mut dealer_text = None;
    let mut vul_text = None;
    for pair in hash.split('&').filter(|p| !p.is_empty()) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let value = percent_decode(value);
        match key.to_ascii_lowercase().as_str() {
            "board" => board_text = Some(value),
            "seed" => seed_text = Some(value),
            "deal" => deal_text = Some(value),
            "dealer" => dealer_text = Some(value),
            "vul" | "vulnerable" => vul_text = Some(value),
            other => {
                return Err(format!(
                    "the link has “{other}”, which Tenace does not know (use board=, seed=, deal=, dealer=, vul=)"
                ))
            }
        }
    }
    let board =
        match &board_text {
            Some(text) => Some(text.trim().parse::<u32>().ok().and_then(BoardNumber::new).ok_or_else(|| {
                format!("the link's board “{text}” is not a board number (a whole number from 1 up)")
            })?),
            None => None,
        };
    if let Some(deal) = deal_text {
        if seed_text.is_some() {
            return Err("the link gives both a seed and a deal; use one of them".to_owned());
        }
        let deal = Deal::from_pbn(&deal).map_err(|e| format!("the link's deal is not valid: {e}"))?;
        let number = board.unwrap_or(BoardNumber::FIRST);
        let dealer = match dealer_text {
            Some(text) => text.parse::<Seat>().map_err(|e| format!("the link's dealer: {e}"))?,
            None => number.dealer(),
        };
        let vulnerability = match vul_text {
            Some(text) => text.parse::<Vulnerability>().map_err(|e| format!("the link's vulnerability: {e}"))?,
            None => number.vulnerability(),
        };
        return Ok(Some(LinkDeal::Given(Setup {
            board: board.or(Some(number)),
            dealer,
            vulnerability,
            deal,
            laws: None,
        })));
    }
    if dealer_text.is_some() || vul_text.is_some() {
        return Err("dealer= and vul= go with a deal= in the link".to_owned());
    }
    match (seed_text, board) {
        (Some(text), board) => {
            let seed = text.trim().parse::<u64>().map_err(|_| {
                format!("the link's seed “{text}” is not a whole number from 0 to 18446744073709551615")
            })?;
            let board = board.unwrap_or(BoardNumber::FIRST);
            Ok(Some(LinkDeal::Seeded { seed, board }))
        }
        (None, Some(_)) => Err("the link gives a board but no seed= or deal= to deal it from".to_owned()),
        (None, None) => Ok(None),
    }
}

/// The hash that deals `setup` again: the seed form when it came from a seed.
pub fn share_hash(setup: &Setup, seed: Option<u64>) -> String {
    match (seed, setup.board) {
        (Some(seed), Some(board))
            if Deal::for_board(seed, board) == setup.deal
                && setup.dealer == board.dealer()
                && setup.vulnerability == board.vulnerability() =>
        {
            format!("#board={board}&seed={seed}")
        }
        _ => {
            let mut hash = String::from("#");
            if let Some(board) = setup.board {
                hash.push_str(&format!("board={board}&"));
            }
            hash.push_str(&format!("deal={}", percent_encode(&setup.deal.to_pbn(setup.dealer))));
            let implied = setup.board.map(|b| (b.dealer(), b.vulnerability()));
            if implied != Some((setup.dealer, setup.vulnerability)) {
                hash.push_str(&format!("&dealer={}&vul={}", setup.dealer.letter(), setup.vulnerability.pbn()));
            }
            hash
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeded_links() {
        let link = parse_hash("#board=7&seed=42").unwrap().unwrap();
        let setup = link.setup();
        assert_eq!(setup.dealer, Seat::South);
        assert_eq!(setup.vulnerability, Vulnerability::Both);
        assert_eq!(
            setup.deal.to_pbn(Seat::South),
            "S:J65.74.AJ842.J98 87.AK983.T753.K3 A92.JT.K6.AQT642 KQT43.Q652.Q9.75"
        );
        assert_eq!(share_hash(&setup, Some(42)), "#board=7&seed=42");
        assert_eq!(
            parse_hash("seed=5").unwrap(),
            Some(LinkDeal::Seeded { seed: 5, board: BoardNumber::new(1).unwrap() })
        );
    }

    #[test]
    fn deal_links_round_trip() {
        let setup = parse_hash("#board=7&seed=42").unwrap().unwrap().setup();
        let hash = share_hash(&setup, None);
        assert!(hash.starts_with("#board=7&deal=S:J65.74"), "{hash}");
        assert_eq!(parse_hash(&hash).unwrap().unwrap().setup(), setup);
        let odd = Setup { dealer: Seat::West, vulnerability: Vulnerability::None, board: None, ..setup.clone() };
        let hash = share_hash(&odd, None);
        let back = parse_hash(&hash).unwrap().unwrap().setup();
        assert_eq!((back.dealer, back.vulnerability, back.deal), (Seat::West, Vulnerability::None, setup.deal));
    }

    #[test]
    fn bad_links_say_why() {
        for (hash, needle) in [
            ("#board=0&seed=1", "board “0”"),
            ("#board=x&seed=1", "board “x”"),
            ("#seed=-3", "seed “-3”"),
            ("#seed=99999999999999999999999", "seed"),
            ("#deal=N:AKQ", "deal is not valid"),
            ("#board=3", "no seed"),
            ("#colour=red", "“colour”"),
            ("#deal=N:-%zz", "deal is not valid"),
            ("#seed=1&deal=x", "both"),
            ("#dealer=N", "go with a deal"),
        ] {
            let err = parse_hash(hash).unwrap_err();
            assert!(err.contains(needle), "{hash}: {err}");
        }
        assert_eq!(parse_hash("").unwrap(), None);
        assert_eq!(parse_hash("#").unwrap(), None);
        assert_eq!(percent_decode("a%20b%2"), "a b%2");
        assert_eq!(percent_decode("%E2%99%A0"), "♠");
    }
}
