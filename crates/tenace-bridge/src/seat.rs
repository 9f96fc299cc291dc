//! The four seats at the table and the two sides.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use tenace_core::{ByKey, Key};

/// One value per seat, indexed by the seat: `hands[Seat::North]`. Serialized
/// as a list in the order N, E, S, W.
pub type BySeat<T> = ByKey<Seat, T, 4>;

/// One value per partnership: `tricks[Side::EastWest]`. Serialized as
/// `[north_south, east_west]`.
pub type BySide<T> = ByKey<Side, T, 2>;

/// A compass seat. Play and bidding go clockwise: N → E → S → W.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Seat {
    North = 0,
    East = 1,
    South = 2,
    West = 3,
}

impl Seat {
    /// In the order PBN lists hands from `N:`.
    pub const ALL: [Seat; 4] = [Seat::North, Seat::East, Seat::South, Seat::West];

    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn from_index(i: usize) -> Seat {
        match i % 4 {
            0 => Seat::North,
            1 => Seat::East,
            2 => Seat::South,
            _ => Seat::West,
        }
    }

    /// The next seat clockwise (left-hand opponent).
    pub const fn next(self) -> Seat {
        Seat::from_index(self.index() + 1)
    }

    /// The seat `n` places clockwise.
    pub const fn advance(self, n: usize) -> Seat {
        Seat::from_index(self.index() + n % 4)
    }

    pub const fn lho(self) -> Seat {
        self.next()
    }

    pub const fn rho(self) -> Seat {
        Seat::from_index(self.index() + 3)
    }

    pub const fn partner(self) -> Seat {
        Seat::from_index(self.index() + 2)
    }

    pub const fn side(self) -> Side {
        match self {
            Seat::North | Seat::South => Side::NorthSouth,
            Seat::East | Seat::West => Side::EastWest,
        }
    }

    /// How many places clockwise `other` is from `self` (0–3).
    pub const fn distance_to(self, other: Seat) -> usize {
        (other.index() + 4 - self.index()) % 4
    }

    pub const fn letter(self) -> char {
        match self {
            Seat::North => 'N',
            Seat::East => 'E',
            Seat::South => 'S',
            Seat::West => 'W',
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            Seat::North => "North",
            Seat::East => "East",
            Seat::South => "South",
            Seat::West => "West",
        }
    }

    pub fn from_char(c: char) -> Option<Seat> {
        match c.to_ascii_uppercase() {
            'N' => Some(Seat::North),
            'E' => Some(Seat::East),
            'S' => Some(Seat::South),
            'W' => Some(Seat::West),
            _ => None,
        }
    }
}

impl Key for Seat {
    const COUNT: usize = 4;
    fn index(self) -> usize {
        Seat::index(self)
    }
    fn from_index(index: usize) -> Option<Seat> {
        (index < 4).then(|| Seat::from_index(index))
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("“{0}” is not a seat (use N, E, S or W)")]
pub struct ParseSeatError(pub String);

impl FromStr for Seat {
    type Err = ParseSeatError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        let by_name = Seat::ALL.into_iter().find(|seat| seat.name().eq_ignore_ascii_case(t));
        let by_letter = match t.chars().collect::<Vec<_>>().as_slice() {
            [c] => Seat::from_char(*c),
            _ => None,
        };
        by_name.or(by_letter).ok_or_else(|| ParseSeatError(s.to_owned()))
    }
}

/// A partnership.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Side {
    NorthSouth,
    EastWest,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::NorthSouth, Side::EastWest];

    pub const fn opponents(self) -> Side {
        match self {
            Side::NorthSouth => Side::EastWest,
            Side::EastWest => Side::NorthSouth,
        }
    }

    pub const fn index(self) -> usize {
        self as usize
    }

    pub const fn seats(self) -> [Seat; 2] {
        match self {
            Side::NorthSouth => [Seat::North, Seat::South],
            Side::EastWest => [Seat::East, Seat::West],
        }
    }

    pub const fn contains(self, seat: Seat) -> bool {
        seat.side().index() == self.index()
    }

    pub const fn code(self) -> &'static str {
        match self {
            Side::NorthSouth => "NS",
            Side::EastWest => "EW",
        }
    }
}

impl Key for Side {
    const COUNT: usize = 2;
    fn index(self) -> usize {
        Side::index(self)
    }
    fn from_index(index: usize) -> Option<Side> {
        Side::BOTH.get(index).copied()
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::NorthSouth => "North-South",
            Side::EastWest => "East-West",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rotation() {
        assert_eq!(Seat::North.next(), Seat::East);
        assert_eq!(Seat::West.next(), Seat::North);
        assert_eq!(Seat::North.rho(), Seat::West);
        assert_eq!(Seat::East.partner(), Seat::West);
        assert_eq!(Seat::South.advance(3), Seat::East);
        assert_eq!(Seat::East.distance_to(Seat::North), 3);
        for s in Seat::ALL {
            assert_eq!(s.next().rho(), s);
            assert_eq!(s.partner().partner(), s);
            assert_eq!(s.partner().side(), s.side());
            assert_ne!(s.lho().side(), s.side());
            assert_eq!(s.to_string().parse::<Seat>(), Ok(s));
            assert_eq!(s.letter().to_string().parse::<Seat>(), Ok(s));
        }
        assert!("Q".parse::<Seat>().is_err());
    }

    #[test]
    fn tables_by_seat_and_side() {
        let mut tricks = BySide::splat(0u8);
        tricks[Seat::West.side()] += 2;
        assert_eq!(tricks[Side::EastWest], 2);
        let hands = BySeat::from_fn(|s| s.letter());
        assert_eq!(hands.into_array(), ['N', 'E', 'S', 'W']);
        assert_eq!(<Seat as Key>::from_index(4), None);
        assert_eq!(<Side as Key>::from_index(1), Some(Side::EastWest));
    }
}
