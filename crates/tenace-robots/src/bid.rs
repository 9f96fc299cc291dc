//! The robots' call: the system's rules, and judgment where they leave a choice.

use crate::Bidding;
use tenace_bidding::{advise, Advice, Table};
use tenace_bridge::{Auction, Vulnerability};
use tenace_cards::CardSet;

/// The robot's call for the player to act in `auction` holding `hand`.
pub fn choose(auction: &Auction, vulnerability: Vulnerability, hand: CardSet, how: &Bidding) -> Advice {
    let table = Table { vulnerability, score: how.score };
    advise(&how.system, auction, table, hand)
}
