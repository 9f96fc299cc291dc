//! The final contract.

use crate::{Bid, Level, Seat, Strain};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Undoubled, doubled or redoubled.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Penalty {
    Undoubled,
    Doubled,
    Redoubled,
}

impl Penalty {
    /// `""`, `"X"`, `"XX"`.
    pub const fn code(self) -> &'static str {
        match self {
            Penalty::Undoubled => "",
            Penalty::Doubled => "X",
            Penalty::Redoubled => "XX",
        }
    }

    /// The multiplier of trick values: 1, 2, 4.
    pub const fn multiplier(self) -> i32 {
        match self {
            Penalty::Undoubled => 1,
            Penalty::Doubled => 2,
            Penalty::Redoubled => 4,
        }
    }

    pub fn from_code(code: &str) -> Option<Penalty> {
        match code.trim().to_ascii_uppercase().as_str() {
            "" => Some(Penalty::Undoubled),
            "X" | "D" => Some(Penalty::Doubled),
            "XX" | "R" => Some(Penalty::Redoubled),
            _ => None,
        }
    }
}

/// A contract: the last bid, its penalty and who plays it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Contract {
    pub bid: Bid,
    pub penalty: Penalty,
    pub declarer: Seat,
}

impl Contract {
    pub const fn new(bid: Bid, penalty: Penalty, declarer: Seat) -> Contract {
        Contract { bid, penalty, declarer }
    }

    pub const fn level(&self) -> Level {
        self.bid.level
    }

    pub const fn strain(&self) -> Strain {
        self.bid.strain
    }

    pub const fn dummy(&self) -> Seat {
        self.declarer.partner()
    }

    /// The opening leader is declarer's left-hand opponent.
    pub const fn opening_leader(&self) -> Seat {
        self.declarer.lho()
    }

    pub const fn tricks_needed(&self) -> u8 {
        self.bid.level.tricks_needed()
    }

    /// `4SX`, `3NT`, `7HXX`: the contract without declarer.
    pub fn code(&self) -> String {
        format!("{}{}", self.bid.code(), self.penalty.code())
    }
}

impl fmt::Display for Contract {
    /// `4♠X by South`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{} by {}", self.bid, self.penalty.code(), self.declarer)
    }
}

/// A contract without its declarer: `4SX`, `3NT`. What PBN's `[Contract]` tag holds.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct ContractCode {
    pub bid: Bid,
    pub penalty: Penalty,
}

impl ContractCode {
    pub fn code(&self) -> String {
        format!("{}{}", self.bid.code(), self.penalty.code())
    }
}

impl fmt::Display for ContractCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.code())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("“{0}” is not a contract (write it like 4S, 3NTX or 7HXX)")]
pub struct ParseContractError(pub String);

impl FromStr for ContractCode {
    type Err = ParseContractError;
    /// Level digit, strain (`C D H S N NT`), then an optional `X`/`XX`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParseContractError(s.to_owned());
        let upper = s.trim().to_ascii_uppercase();
        let level = upper.get(..1).and_then(|d| d.parse::<u8>().ok()).and_then(Level::new).ok_or_else(err)?;
        let rest = &upper[1..];
        let (strain, penalty) = if let Some(p) = rest.strip_prefix("NT") {
            (Strain::NoTrump, p)
        } else {
            let strain_text = rest.get(..1).ok_or_else(err)?;
            (strain_text.parse::<Strain>().map_err(|_| err())?, &rest[1..])
        };
        let penalty = Penalty::from_code(penalty).ok_or_else(err)?;
        Ok(ContractCode { bid: Bid::new(level, strain), penalty })
    }
}

// Saved as `"4SX"`, like PBN's `[Contract]` tag.
tenace_cards::serde_as_text!(ContractCode, |c: &ContractCode| c.code());

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contract_codes_parse() {
        for (text, code) in [
            ("4S", "4S"),
            ("3NTX", "3NTX"),
            ("7hxx", "7HXX"),
            ("1D", "1D"),
            ("1DX", "1DX"),
            ("2DXX", "2DXX"),
            ("6N", "6NT"),
        ] {
            assert_eq!(text.parse::<ContractCode>().map(|c| c.code()), Ok(code.to_owned()), "{text}");
        }
        for bad in ["", "8S", "4", "4SXXX", "X"] {
            assert!(bad.parse::<ContractCode>().is_err(), "{bad}");
        }
    }

    #[test]
    fn roles() {
        let c = Contract::new(Bid::of(4, Strain::Spades).unwrap(), Penalty::Doubled, Seat::South);
        assert_eq!(c.dummy(), Seat::North);
        assert_eq!(c.opening_leader(), Seat::West);
        assert_eq!(c.tricks_needed(), 10);
        assert_eq!(c.code(), "4SX");
        assert_eq!(c.to_string(), "4♠X by South");
    }
}
