//! Games built from written hands, shared by the unit tests of the card player.

use tenace_bridge::{Action, BoardNumber, Call, Deal, Game, Setup};
use tenace_cards::{CardSet, Suit};

pub fn hand(s: &str) -> CardSet {
    CardSet::parse_dotted(s, Suit::DESCENDING).unwrap_or_default()
}

/// Board 1 (dealer North) with the given North, East and South hands (West
/// gets the rest), after `calls`.
pub fn game_with(n: &str, e: &str, s: &str, calls: &[&str]) -> Game {
    let (n, e, s) = (hand(n), hand(e), hand(s));
    let w = CardSet::FULL - n - e - s;
    let deal = Deal::new([n, e, s, w]).expect("a valid deal");
    let mut g = Game::new(Setup::board(BoardNumber::FIRST, deal));
    for code in calls {
        let call: Call = code.parse().expect("a call");
        let seat = g.to_act().expect("someone to call");
        g.apply(Action::Call { seat, call }).expect("a legal call");
    }
    g
}
