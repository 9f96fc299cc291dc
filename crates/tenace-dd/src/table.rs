//! The double-dummy table: for each strain and declarer, the tricks the
//! declaring side takes when declarer's left-hand opponent leads — DDS
//! `CalcDDtable`'s `resTable` and the `dd` field of the test data.

use serde::{Deserialize, Serialize};
use tenace_bridge::{BySeat, Seat, Strain};

/// Tricks for the declaring side, by strain (C D H S NT) and declarer.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "TableJson", into = "TableJson")]
pub struct DdTable {
    tricks: [BySeat<u8>; 5],
}

impl DdTable {
    pub const CELLS: usize = 20;

    /// The table from its rows, strains C D H S NT.
    pub fn from_rows(tricks: [BySeat<u8>; 5]) -> DdTable {
        DdTable { tricks }
    }

    /// Tricks for `declarer`'s side in `strain`, with declarer's LHO on lead.
    pub fn tricks(&self, strain: Strain, declarer: Seat) -> u8 {
        self.tricks[strain.index()][declarer]
    }

    pub fn set(&mut self, strain: Strain, declarer: Seat, tricks: u8) {
        self.tricks[strain.index()][declarer] = tricks;
    }

    /// The rows, strains C D H S NT.
    pub fn rows(&self) -> [BySeat<u8>; 5] {
        self.tricks
    }
}

/// How far a table solve has got, for a progress bar.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableProgress {
    pub cells_done: usize,
    pub cells_total: usize,
}

/// `{"N": 9, "E": 4, "S": 9, "W": 4}`
#[derive(Serialize, Deserialize)]
struct SeatsJson {
    #[serde(rename = "N")]
    north: u8,
    #[serde(rename = "E")]
    east: u8,
    #[serde(rename = "S")]
    south: u8,
    #[serde(rename = "W")]
    west: u8,
}

/// `{"C": {...}, "D": {...}, "H": {...}, "S": {...}, "NT": {...}}`, the test data's layout.
#[derive(Serialize, Deserialize)]
struct TableJson {
    #[serde(rename = "C")]
    clubs: SeatsJson,
    #[serde(rename = "D")]
    diamonds: SeatsJson,
    #[serde(rename = "H")]
    hearts: SeatsJson,
    #[serde(rename = "S")]
    spades: SeatsJson,
    #[serde(rename = "NT")]
    notrump: SeatsJson,
}

impl From<BySeat<u8>> for SeatsJson {
    fn from(t: BySeat<u8>) -> Self {
        let [north, east, south, west] = t.into_array();
        SeatsJson { north, east, south, west }
    }
}

impl From<SeatsJson> for BySeat<u8> {
    fn from(s: SeatsJson) -> Self {
        BySeat::from([s.north, s.east, s.south, s.west])
    }
}

impl From<DdTable> for TableJson {
    fn from(t: DdTable) -> Self {
        let [c, d, h, s, nt] = t.tricks;
        TableJson { clubs: c.into(), diamonds: d.into(), hearts: h.into(), spades: s.into(), notrump: nt.into() }
    }
}

impl From<TableJson> for DdTable {
    fn from(t: TableJson) -> Self {
        DdTable { tricks: [t.clubs.into(), t.diamonds.into(), t.hearts.into(), t.spades.into(), t.notrump.into()] }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_matches_the_test_data_layout() {
        let json = r#"{"C":{"N":4,"E":9,"S":4,"W":9},"D":{"N":9,"E":4,"S":9,"W":4},"H":{"N":8,"E":4,"S":8,"W":4},"S":{"N":3,"E":9,"S":3,"W":9},"NT":{"N":7,"E":6,"S":7,"W":6}}"#;
        let table: DdTable = serde_json::from_str(json).unwrap();
        assert_eq!(table.tricks(Strain::Hearts, Seat::North), 8);
        assert_eq!(table.tricks(Strain::NoTrump, Seat::West), 6);
        assert_eq!(serde_json::to_string(&table).unwrap(), json);
    }
}
