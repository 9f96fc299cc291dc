//! Board numbers, dealers and vulnerability.

use crate::{Seat, Side};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Who is vulnerable.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Vulnerability {
    None,
    NorthSouth,
    EastWest,
    Both,
}

impl Vulnerability {
    pub const fn is_vulnerable(self, side: Side) -> bool {
        matches!(
            (self, side),
            (Vulnerability::Both, _)
                | (Vulnerability::NorthSouth, Side::NorthSouth)
                | (Vulnerability::EastWest, Side::EastWest)
        )
    }

    pub const fn from_sides(ns: bool, ew: bool) -> Vulnerability {
        match (ns, ew) {
            (false, false) => Vulnerability::None,
            (true, false) => Vulnerability::NorthSouth,
            (false, true) => Vulnerability::EastWest,
            (true, true) => Vulnerability::Both,
        }
    }

    /// The PBN tag value: `None`, `NS`, `EW`, `All`.
    pub const fn pbn(self) -> &'static str {
        match self {
            Vulnerability::None => "None",
            Vulnerability::NorthSouth => "NS",
            Vulnerability::EastWest => "EW",
            Vulnerability::Both => "All",
        }
    }
}

impl fmt::Display for Vulnerability {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Vulnerability::None => "None vulnerable",
            Vulnerability::NorthSouth => "North-South vulnerable",
            Vulnerability::EastWest => "East-West vulnerable",
            Vulnerability::Both => "Both vulnerable",
        })
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("“{0}” is not a vulnerability (use None, NS, EW or All)")]
pub struct ParseVulnerabilityError(pub String);

impl FromStr for Vulnerability {
    type Err = ParseVulnerabilityError;
    /// Accepts PBN's values and their historic synonyms (`Love`, `-`, `Both`).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "none" | "love" | "-" | "o" | "0" => Ok(Vulnerability::None),
            "ns" | "n-s" | "n/s" | "n" => Ok(Vulnerability::NorthSouth),
            "ew" | "e-w" | "e/w" | "e" => Ok(Vulnerability::EastWest),
            "all" | "both" | "b" => Ok(Vulnerability::Both),
            _ => Err(ParseVulnerabilityError(s.to_owned())),
        }
    }
}

/// A board number (1, 2, …). Dealer and vulnerability follow the standard
/// 16-board cycle printed on duplicate boards.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "u32", into = "u32")]
pub struct BoardNumber(u32);

impl BoardNumber {
    /// Board 1.
    pub const FIRST: BoardNumber = BoardNumber(1);

    pub const fn new(n: u32) -> Option<BoardNumber> {
        if n == 0 {
            None
        } else {
            Some(BoardNumber(n))
        }
    }

    pub const fn get(self) -> u32 {
        self.0
    }

    /// Board 1 is dealt by North, 2 by East, 3 by South, 4 by West, and so on.
    pub const fn dealer(self) -> Seat {
        Seat::from_index(((self.0 - 1) % 4) as usize)
    }

    /// The vulnerability printed on board `n`: a 16-board pattern that shifts
    /// one step every four boards so that each side is vulnerable equally.
    pub const fn vulnerability(self) -> Vulnerability {
        const CYCLE: [Vulnerability; 16] = {
            use Vulnerability::*;
            [
                None, NorthSouth, EastWest, Both, NorthSouth, EastWest, Both, None, EastWest, Both, None, NorthSouth,
                Both, None, NorthSouth, EastWest,
            ]
        };
        CYCLE[((self.0 - 1) % 16) as usize]
    }
}

impl TryFrom<u32> for BoardNumber {
    type Error = String;
    fn try_from(n: u32) -> Result<Self, Self::Error> {
        BoardNumber::new(n).ok_or_else(|| "board numbers start at 1".to_owned())
    }
}

impl From<BoardNumber> for u32 {
    fn from(b: BoardNumber) -> u32 {
        b.0
    }
}

impl fmt::Display for BoardNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Vulnerability::*;

    #[test]
    fn sixteen_board_rotation() {
        let table = [
            (1, 'N', None),
            (2, 'E', NorthSouth),
            (3, 'S', EastWest),
            (4, 'W', Both),
            (5, 'N', NorthSouth),
            (6, 'E', EastWest),
            (7, 'S', Both),
            (8, 'W', None),
            (9, 'N', EastWest),
            (10, 'E', Both),
            (11, 'S', None),
            (12, 'W', NorthSouth),
            (13, 'N', Both),
            (14, 'E', None),
            (15, 'S', NorthSouth),
            (16, 'W', EastWest),
        ];
        for (n, dealer, vul) in table {
            for b in [n, n + 16, n + 32] {
                let board = BoardNumber::new(b).unwrap();
                assert_eq!(board.dealer().letter(), dealer, "board {b}");
                assert_eq!(board.vulnerability(), vul, "board {b}");
            }
        }
        assert_eq!(BoardNumber::new(0), Option::None);
    }

    #[test]
    fn vulnerability_sides_and_parse() {
        assert!(Both.is_vulnerable(Side::EastWest));
        assert!(!NorthSouth.is_vulnerable(Side::EastWest));
        for v in [None, NorthSouth, EastWest, Both] {
            assert_eq!(v.pbn().parse::<Vulnerability>(), Ok(v));
            assert_eq!(
                Vulnerability::from_sides(v.is_vulnerable(Side::NorthSouth), v.is_vulnerable(Side::EastWest)),
                v
            );
        }
        assert_eq!("Love".parse::<Vulnerability>(), Ok(None));
        assert!("sometimes".parse::<Vulnerability>().is_err());
    }
}
