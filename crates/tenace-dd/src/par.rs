//! Dealer par: the result when both sides bid double-dummy perfectly, with
//! DDS `DealerParBin`'s conventions (score from North-South's view;
//! sacrifices doubled; when both sides could bid the decisive contract, the
//! dealer's side bids it first).
//!
//! The side that can make the highest contract is on offence. It picks, among
//! the contracts it makes that the defence cannot outbid with a making
//! contract of its own, the one whose worst outcome is best: either it is
//! played undoubled, or the defence sacrifices (doubled) over it when that
//! costs less. The par contracts listed are, as DDS lists them, every
//! declarer and strain reaching the par score, each at the lowest level that
//! is high enough.

use crate::table::DdTable;
use serde::{Serialize, Serializer};
use std::fmt;
use tenace_bridge::scoring::{duplicate_score, Tricks};
use tenace_bridge::{Bid, Penalty, Seat, Side, Strain, Vulnerability};

/// One par contract with its double-dummy result.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ParContract {
    pub bid: Bid,
    pub declarer: Seat,
    /// Par sacrifices are always doubled; par contracts that make never are.
    pub doubled: bool,
    /// Tricks taken by declarer's side.
    pub tricks: u8,
}

impl ParContract {
    /// Over- or undertricks: `tricks − (6 + level)`.
    pub fn result(&self) -> i8 {
        self.tricks as i8 - self.bid.level.tricks_needed() as i8
    }
}

impl fmt::Display for ParContract {
    /// `4SN=`, `3NTE+1`, `5DSX-2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}{}", self.bid.level.get(), self.bid.strain.code(), self.declarer.letter())?;
        if self.doubled {
            f.write_str("X")?;
        }
        match self.result() {
            0 => f.write_str("="),
            r if r > 0 => write!(f, "+{r}"),
            r => write!(f, "{r}"),
        }
    }
}

/// The par result of a board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Par {
    /// From North-South's point of view; 0 when the deal is passed out.
    pub score: i32,
    /// Every par contract; empty when the deal is passed out (written `["Pass"]`).
    #[serde(serialize_with = "contract_codes")]
    pub contracts: Vec<ParContract>,
}

impl Par {
    pub fn is_pass_out(&self) -> bool {
        self.contracts.is_empty()
    }

    /// The contract strings as DDS and the test data write them.
    pub fn codes(&self) -> Vec<String> {
        match self.contracts.is_empty() {
            true => vec!["Pass".to_owned()],
            false => self.contracts.iter().map(ParContract::to_string).collect(),
        }
    }
}

fn contract_codes<S: Serializer>(contracts: &[ParContract], serializer: S) -> Result<S::Ok, S::Error> {
    let par = Par { score: 0, contracts: contracts.to_vec() };
    par.codes().serialize(serializer)
}

/// Bids in auction order, 0 = 1♣ … 34 = 7NT.
fn rank(level: u8, strain: Strain) -> usize {
    (usize::from(level) - 1) * 5 + strain.index()
}

fn bid_at(rank: usize) -> Option<Bid> {
    Bid::of((rank / 5 + 1) as u8, Strain::ASCENDING[rank % 5])
}

const SIDES: [Side; 2] = [Side::NorthSouth, Side::EastWest];

fn seats(side: Side) -> [Seat; 2] {
    match side {
        Side::NorthSouth => [Seat::North, Seat::South],
        Side::EastWest => [Seat::East, Seat::West],
    }
}

/// The score of `bid` for the declaring side taking `tricks`.
fn score(bid: Bid, doubled: bool, vulnerable: bool, tricks: u8) -> i32 {
    let penalty = if doubled { Penalty::Doubled } else { Penalty::Undoubled };
    match Tricks::new(tricks) {
        Ok(t) => duplicate_score(bid, penalty, vulnerable, t),
        Err(_) => 0,
    }
}

/// Dealer par of a board with this table.
pub fn par(table: &DdTable, dealer: Seat, vulnerability: Vulnerability) -> Par {
    // The best tricks each side takes in each strain, whichever partner declares.
    let best = |side: Side, strain: Strain| seats(side).map(|s| table.tricks(strain, s)).into_iter().max().unwrap_or(0);
    let highest_make = |side: Side| {
        Strain::ASCENDING.into_iter().filter(|&s| best(side, s) >= 7).map(|s| rank(best(side, s) - 6, s)).max()
    };
    let (ns_top, ew_top) = (highest_make(Side::NorthSouth), highest_make(Side::EastWest));
    let dealer_side = dealer.side();
    let offence = match (ns_top, ew_top) {
        (None, None) => return Par { score: 0, contracts: Vec::new() },
        (Some(_), None) => Side::NorthSouth,
        (None, Some(_)) => Side::EastWest,
        (Some(a), Some(b)) if a > b => Side::NorthSouth,
        (Some(a), Some(b)) if a < b => Side::EastWest,
        (Some(_), Some(_)) => dealer_side,
    };
    let defence = SIDES.into_iter().find(|&s| s != offence).unwrap_or(Side::EastWest);
    let defence_top = highest_make(defence);
    let o_vul = vulnerability.is_vulnerable(offence);
    let d_vul = vulnerability.is_vulnerable(defence);
    // The lowest bid the offence may settle in: above the defence's best make,
    // or equal to it when the offence (the dealer's side) bids it first.
    let lowest = match defence_top {
        None => 0,
        Some(r) if offence == dealer_side => r,
        Some(r) => r + 1,
    };

    // Cheapest sacrifice over bid rank `over`: cost to the defence (positive) and where.
    let sacrifices_over = |over: usize| -> Vec<(i32, Bid)> {
        Strain::ASCENDING
            .into_iter()
            .filter_map(|s| {
                let level = (over / 5 + 1) as u8 + u8::from(s.index() <= over % 5);
                let bid = Bid::of(level, s)?;
                Some((-score(bid, true, d_vul, best(defence, s)), bid))
            })
            .collect()
    };

    // Each candidate: (value to the offence, the offence's score undoubled, bid rank).
    let mut candidates = Vec::new();
    for strain in Strain::ASCENDING {
        let tricks = best(offence, strain);
        for level in 1..=7u8 {
            let r = rank(level, strain);
            if tricks < level + 6 || r < lowest {
                continue;
            }
            let Some(bid) = bid_at(r) else { continue };
            let made = score(bid, false, o_vul, tricks);
            let sacrifice = sacrifices_over(r).into_iter().map(|(cost, _)| cost).min();
            let value = sacrifice.map_or(made, |cost| made.min(cost));
            candidates.push((value, made, r));
        }
    }
    let Some(par_value) = candidates.iter().map(|c| c.0).max() else {
        return Par { score: 0, contracts: Vec::new() };
    };
    let signed = match offence {
        Side::NorthSouth => par_value,
        Side::EastWest => -par_value,
    };

    let mut contracts = Vec::new();
    let declarers = |side: Side, strain: Strain, tricks: u8| {
        seats(side).into_iter().filter(move |&s| table.tricks(strain, s) == tricks)
    };
    let makes: Vec<&(i32, i32, usize)> = candidates.iter().filter(|c| c.0 == par_value && c.1 == par_value).collect();
    if !makes.is_empty() {
        // Made contracts: per strain, the lowest level scoring the par.
        for strain in Strain::ASCENDING {
            let Some(&&(_, _, r)) = makes.iter().filter(|c| c.2 % 5 == strain.index()).min_by_key(|c| c.2) else {
                continue;
            };
            let Some(bid) = bid_at(r) else { continue };
            let tricks = best(offence, strain);
            for declarer in declarers(offence, strain, tricks) {
                contracts.push(ParContract { bid, declarer, doubled: false, tricks });
            }
        }
    } else {
        // Sacrifices: over the offence's contracts that reach the par value, those costing exactly the par.
        let mut seen = Vec::new();
        for &(_, _, r) in candidates.iter().filter(|c| c.0 == par_value) {
            for (cost, bid) in sacrifices_over(r) {
                if cost != par_value || seen.contains(&bid) {
                    continue;
                }
                seen.push(bid);
            }
        }
        seen.sort_by_key(|b| b.strain);
        for bid in seen {
            let tricks = best(defence, bid.strain);
            for declarer in declarers(defence, bid.strain, tricks) {
                contracts.push(ParContract { bid, declarer, doubled: true, tricks });
            }
        }
    }
    Par { score: signed, contracts }
}
