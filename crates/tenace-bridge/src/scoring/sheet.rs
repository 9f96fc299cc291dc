//! What the rubber and Chicago score sheets have in common: tagged entries
//! above and below the line, and the totals a UI prints at the bottom.

use super::code::ScoringCode;
use super::items::{signed, ItemKind, Line, ScoreItem, SheetDeal};
use super::ScoringError;
use crate::{Side, Vulnerability};
use serde::Serialize;

/// One line written on a score sheet. "We" are North-South, "They" East-West.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct SheetEntry {
    /// The deal that earned it (1-based, counting passed-out deals in rubber,
    /// Chicago's deal 1–4); `None` for the settlement of a stopped rubber.
    pub deal: Option<u32>,
    /// The game (1-based) in progress when it was written: a UI draws a line
    /// under the trick points of each game that is won.
    pub game: u8,
    pub side: Side,
    pub line: Line,
    pub kind: ItemKind,
    pub points: u32,
}

impl SheetEntry {
    pub(crate) fn new(deal: Option<u32>, game: u8, item: ScoreItem) -> SheetEntry {
        SheetEntry { deal, game, side: item.side, line: item.line, kind: item.kind, points: item.points }
    }
}

/// Each side's share of the result, in the code's settlement unit (points,
/// or tenths of points in the Lithuanian code). Written + and − per player.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Settlement {
    pub north_south: i32,
    pub east_west: i32,
}

/// A score sheet that deals are recorded on, one after another.
pub trait ScoreSheet {
    fn code(&self) -> &ScoringCode;

    /// Everything written so far, in order.
    fn entries(&self) -> &[SheetEntry];

    /// Scores the next deal; returns what it wrote.
    fn record(&mut self, result: SheetDeal) -> Result<&[SheetEntry], ScoringError>;

    /// Who is vulnerable on the next deal.
    fn vulnerability(&self) -> Vulnerability;

    /// No more deals can be recorded.
    fn is_over(&self) -> bool;

    /// Whether trick points below the line are part of the total.
    fn below_line_counts(&self) -> bool {
        true
    }

    /// Points per player are the net result divided by this.
    fn settlement_unit(&self) -> u32 {
        1
    }

    /// One of the four columns a sheet is drawn in: We/They, above/below.
    fn column(&self, side: Side, line: Line) -> Vec<SheetEntry> {
        self.entries().iter().filter(|e| e.side == side && e.line == line).copied().collect()
    }

    fn points(&self, side: Side, line: Line) -> u32 {
        self.entries().iter().filter(|e| e.side == side && e.line == line).map(|e| e.points).sum()
    }

    fn above(&self, side: Side) -> u32 {
        self.points(side, Line::Above)
    }

    fn below(&self, side: Side) -> u32 {
        self.points(side, Line::Below)
    }

    /// The side's total under the code's counting rule.
    fn total(&self, side: Side) -> u32 {
        if self.below_line_counts() {
            self.above(side) + self.below(side)
        } else {
            self.above(side)
        }
    }

    /// How far `side` is ahead (negative if behind).
    fn net(&self, side: Side) -> i32 {
        signed(self.total(side)) - signed(self.total(side.opponents()))
    }

    /// The net result in settlement units, rounded to the nearest unit.
    fn settlement(&self) -> Settlement {
        let ns = divide_rounding(self.net(Side::NorthSouth), self.settlement_unit());
        Settlement { north_south: ns, east_west: -ns }
    }
}

/// `n / unit` rounded half away from zero. Lithuanian scores are multiples of
/// ten, so there the division is exact; rounding only matters for other units.
pub(crate) fn divide_rounding(n: i32, unit: u32) -> i32 {
    let unit = i64::from(unit.max(1));
    let n = i64::from(n);
    let q = (n.abs() + unit / 2) / unit;
    let q = i32::try_from(q).unwrap_or(i32::MAX);
    if n < 0 {
        -q
    } else {
        q
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settlement_rounding() {
        assert_eq!(divide_rounding(1140, 10), 114);
        assert_eq!(divide_rounding(-1140, 10), -114);
        assert_eq!(divide_rounding(15, 10), 2);
        assert_eq!(divide_rounding(-15, 10), -2);
        assert_eq!(divide_rounding(14, 10), 1);
        assert_eq!(divide_rounding(7, 1), 7);
        assert_eq!(divide_rounding(7, 0), 7);
    }
}
