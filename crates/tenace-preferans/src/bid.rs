//! The bidding ladder (P15): strains, rungs, calls and contracts, and how
//! they are written (`"6S"`, `"10NT"`, `"misere"`, `"pass"`: Appendix A/C).

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use tenace_cards::Suit;

/// A trump suit or no-trumps, in the order of P3: ♠ < ♣ < ♦ < ♥ < NT.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Strain {
    Spades,
    Clubs,
    Diamonds,
    Hearts,
    NoTrump,
}

impl Strain {
    /// Lowest first (P3).
    pub const ALL: [Strain; 5] = [Strain::Spades, Strain::Clubs, Strain::Diamonds, Strain::Hearts, Strain::NoTrump];

    /// `s` of P15: ♠ 0, ♣ 1, ♦ 2, ♥ 3, NT 4.
    pub const fn index(self) -> u8 {
        self as u8
    }

    pub const fn trump(self) -> Option<Suit> {
        match self {
            Strain::Spades => Some(Suit::Spades),
            Strain::Clubs => Some(Suit::Clubs),
            Strain::Diamonds => Some(Suit::Diamonds),
            Strain::Hearts => Some(Suit::Hearts),
            Strain::NoTrump => None,
        }
    }

    pub const fn of_suit(suit: Suit) -> Strain {
        match suit {
            Suit::Spades => Strain::Spades,
            Suit::Clubs => Strain::Clubs,
            Suit::Diamonds => Strain::Diamonds,
            Suit::Hearts => Strain::Hearts,
        }
    }

    /// The letters of the records: `S C D H NT`.
    pub const fn code(self) -> &'static str {
        match self {
            Strain::Spades => "S",
            Strain::Clubs => "C",
            Strain::Diamonds => "D",
            Strain::Hearts => "H",
            Strain::NoTrump => "NT",
        }
    }

    /// For people: `♠ ♣ ♦ ♥ NT`.
    pub const fn symbol(self) -> &'static str {
        match self {
            Strain::Spades => "♠",
            Strain::Clubs => "♣",
            Strain::Diamonds => "♦",
            Strain::Hearts => "♥",
            Strain::NoTrump => "NT",
        }
    }
}

/// A rung of the ladder (P15): a trick bid of 6–10 in a strain, or misère,
/// which sits between 8NT and 9♠. A contract (P25, P26) is a rung too.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Bid {
    Tricks { level: u8, strain: Strain },
    Misere,
}

/// The contract named after the discard: the same values as a [`Bid`].
pub type Contract = Bid;

impl Bid {
    /// The rung of misère (between 8NT, rung 14, and 9♠, rung 16).
    pub const MISERE_RUNG: u8 = 15;
    /// The highest rung, 10NT.
    pub const TOP_RUNG: u8 = 25;
    pub const LOWEST: Bid = Bid::Tricks { level: 6, strain: Strain::Spades };

    /// A trick bid, if `level` is 6–10.
    pub fn tricks(level: u8, strain: Strain) -> Option<Bid> {
        (6..=10).contains(&level).then_some(Bid::Tricks { level, strain })
    }

    /// The place on the ladder, 0 (6♠) to 25 (10NT); misère is 15. (P15's
    /// index doubled-free: trick bids above misère are shifted up by one.)
    pub fn rung(self) -> u8 {
        match self {
            Bid::Misere => Bid::MISERE_RUNG,
            Bid::Tricks { level, strain } => {
                let i = 5 * (level - 6) + strain.index();
                if i < 15 {
                    i
                } else {
                    i + 1
                }
            }
        }
    }

    pub fn from_rung(rung: u8) -> Option<Bid> {
        match rung {
            Bid::MISERE_RUNG => Some(Bid::Misere),
            r if r > Bid::TOP_RUNG => None,
            r => {
                let i = if r < 15 { r } else { r - 1 };
                Some(Bid::Tricks { level: 6 + i / 5, strain: Strain::ALL[(i % 5) as usize] })
            }
        }
    }

    /// The lowest trick bid at `level` (the opening minimum of an exit level, P53).
    pub fn lowest_at(level: u8) -> Bid {
        Bid::Tricks { level: level.clamp(6, 10), strain: Strain::Spades }
    }

    pub fn level(self) -> Option<u8> {
        match self {
            Bid::Tricks { level, .. } => Some(level),
            Bid::Misere => None,
        }
    }

    pub fn strain(self) -> Option<Strain> {
        match self {
            Bid::Tricks { strain, .. } => Some(strain),
            Bid::Misere => None,
        }
    }

    pub fn trump(self) -> Option<Suit> {
        self.strain().and_then(Strain::trump)
    }

    /// The price `c` (P58): 2-4-6-8-10 for a 6-10, and 10 for misère.
    pub fn price(self) -> i64 {
        match self {
            Bid::Tricks { level, .. } => 2 * (level as i64 - 5),
            Bid::Misere => 10,
        }
    }

    /// The defending pair's duty (P36); none for misère.
    pub fn duty(self) -> u8 {
        match self {
            Bid::Tricks { level: 6, .. } => 4,
            Bid::Tricks { level: 7, .. } => 2,
            Bid::Tricks { .. } => 1,
            Bid::Misere => 0,
        }
    }

    /// The code of the records: `6S`, `10NT`, `misere`.
    pub fn code(self) -> String {
        match self {
            Bid::Tricks { level, strain } => format!("{level}{}", strain.code()),
            Bid::Misere => "misere".to_owned(),
        }
    }

    /// Every rung from `from` up, lowest first.
    pub fn ladder_from(from: u8) -> impl Iterator<Item = Bid> {
        (from..=Bid::TOP_RUNG).filter_map(Bid::from_rung)
    }
}

impl PartialOrd for Bid {
    fn partial_cmp(&self, other: &Bid) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Bid {
    fn cmp(&self, other: &Bid) -> std::cmp::Ordering {
        self.rung().cmp(&other.rung())
    }
}

impl fmt::Display for Bid {
    /// For people: `6♠`, `10NT`, `misère`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Bid::Tricks { level, strain } => write!(f, "{level}{}", strain.symbol()),
            Bid::Misere => f.write_str("misère"),
        }
    }
}

/// A bid or a contract that could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("“{0}” is not a Preferans bid (write a level 6–10 and S, C, D, H or NT, like 7H or 10NT, or misere)")]
pub struct ParseBidError(pub String);

impl FromStr for Bid {
    type Err = ParseBidError;
    /// Lenient: any case, suit letters or symbols, `misère`, `mizer`.
    fn from_str(s: &str) -> Result<Bid, ParseBidError> {
        let err = || ParseBidError(s.to_owned());
        let t = s.trim();
        let lower = t.to_lowercase();
        if matches!(lower.as_str(), "misere" | "misère" | "mizer" | "miser" | "мизер") {
            return Ok(Bid::Misere);
        }
        let digits: String = t.chars().take_while(|c| c.is_ascii_digit()).collect();
        let rest = t[digits.len()..].trim();
        let level: u8 = digits.parse().map_err(|_| err())?;
        let strain = match rest.to_uppercase().as_str() {
            "S" | "♠" => Strain::Spades,
            "C" | "♣" => Strain::Clubs,
            "D" | "♦" => Strain::Diamonds,
            "H" | "♥" => Strain::Hearts,
            "NT" | "N" | "BK" => Strain::NoTrump,
            _ => return Err(err()),
        };
        Bid::tricks(level, strain).ok_or_else(err)
    }
}

tenace_cards::serde_as_text!(Bid, |b: &Bid| b.code());

/// One call of the auction (P14).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Call {
    Pass,
    Bid(Bid),
}

impl Call {
    pub fn code(self) -> String {
        match self {
            Call::Pass => "pass".to_owned(),
            Call::Bid(b) => b.code(),
        }
    }
}

impl fmt::Display for Call {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Call::Pass => f.write_str("pass"),
            Call::Bid(b) => b.fmt(f),
        }
    }
}

impl FromStr for Call {
    type Err = ParseBidError;
    fn from_str(s: &str) -> Result<Call, ParseBidError> {
        if matches!(s.trim().to_lowercase().as_str(), "pass" | "pas" | "пас" | "p") {
            Ok(Call::Pass)
        } else {
            s.parse().map(Call::Bid)
        }
    }
}

tenace_cards::serde_as_text!(Call, |c: &Call| c.code());

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn p15_r1_the_ladder_has_misere_between_8nt_and_9s() {
        let ladder: Vec<String> = Bid::ladder_from(0).map(|b| b.code()).collect();
        assert_eq!(ladder.len(), 26);
        assert_eq!(ladder[0], "6S");
        assert_eq!(ladder[14], "8NT");
        assert_eq!(ladder[15], "misere");
        assert_eq!(ladder[16], "9S");
        assert_eq!(ladder[25], "10NT");
        for r in 0..=25 {
            assert_eq!(Bid::from_rung(r).map(Bid::rung), Some(r));
        }
        assert_eq!(Bid::from_rung(26), None);
        assert!("8NT".parse::<Bid>().unwrap() < Bid::Misere);
        assert!(Bid::Misere < "9S".parse::<Bid>().unwrap());
        assert!("6H".parse::<Bid>().unwrap() < "6NT".parse::<Bid>().unwrap(), "P3: NT above hearts");
        assert!("6NT".parse::<Bid>().unwrap() < "7S".parse::<Bid>().unwrap());
    }

    #[test]
    fn p36_p58_prices_and_duties() {
        let b = |s: &str| s.parse::<Bid>().unwrap();
        assert_eq!([b("6S"), b("7C"), b("8D"), b("9H"), b("10NT")].map(Bid::price), [2, 4, 6, 8, 10]);
        assert_eq!([b("6S"), b("7C"), b("8D"), b("9H"), b("10NT")].map(Bid::duty), [4, 2, 1, 1, 1]);
        assert_eq!(Bid::Misere.price(), 10);
        assert_eq!(Bid::Misere.duty(), 0);
    }

    #[test]
    fn text_forms() {
        for r in 0..=25 {
            let bid = Bid::from_rung(r).unwrap();
            assert_eq!(bid.code().parse::<Bid>(), Ok(bid));
            assert_eq!(bid.to_string().parse::<Bid>(), Ok(bid));
        }
        assert_eq!("7♥".parse::<Bid>(), Ok(Bid::Tricks { level: 7, strain: Strain::Hearts }));
        assert_eq!("Misère".parse::<Bid>(), Ok(Bid::Misere));
        for bad in ["", "5S", "11NT", "6", "6X", "NT", "-6S", "6SS"] {
            assert!(bad.parse::<Bid>().is_err(), "{bad}");
        }
        assert_eq!("PASS".parse::<Call>(), Ok(Call::Pass));
        assert_eq!(serde_json::to_string(&Call::Bid(Bid::Misere)).unwrap(), "\"misere\"");
    }
}
