//! What the SAYC booklet tests share (`sayc_booklet*.rs`): a hand's call
//! after an auction, and a section of cases that lists every failure.
//! Hands are written spades.hearts.diamonds.clubs; auctions start with
//! North, the dealer; the hand given is the player to call.

// Each test file uses a part of this module.
#![allow(dead_code)]

use tenace_bidding::{advise, Advice, Forcing, System, Table};
use tenace_bridge::{Auction, Seat, Vulnerability};
use tenace_cards::{CardSet, Suit};

pub fn auction(calls: &str) -> Auction {
    let mut a = Auction::new(Seat::North);
    for word in calls.split_whitespace() {
        a.push(word.parse().expect("test call")).expect("legal test auction");
    }
    a
}

pub fn advice(dotted: &str, calls: &str, vul: Vulnerability) -> Advice {
    let hand = CardSet::parse_dotted(dotted, Suit::DESCENDING).expect("test hand");
    assert_eq!(hand.len(), 13, "{dotted}");
    advise(&System::SAYC, &auction(calls), Table::duplicate(vul), hand)
}

/// A section's cases; every failure is listed when the section ends.
#[derive(Default)]
pub struct Section {
    cases: usize,
    failures: Vec<String>,
}

impl Section {
    /// The call (and, when given, a piece of the rule's id) for `dotted` after `calls`.
    pub fn vul(&mut self, dotted: &str, calls: &str, vul: Vulnerability, expected: &str, rule: &str) {
        self.cases += 1;
        let a = advice(dotted, calls, vul);
        if a.call.code() != expected || !a.meaning.rule.contains(rule) {
            self.failures.push(format!(
                "{dotted} after “{calls}” ({vul:?}): {} [{}] instead of {expected} [{rule}]: {} ({})",
                a.call.code(),
                a.meaning.rule,
                a.meaning.text,
                a.meaning.needs
            ));
        }
    }

    /// As [`Section::vul`], nobody vulnerable.
    pub fn bids(&mut self, dotted: &str, calls: &str, expected: &str, rule: &str) {
        self.vul(dotted, calls, Vulnerability::None, expected, rule)
    }

    /// As [`Section::bids`], and the call's forcing status too.
    pub fn forces(&mut self, dotted: &str, calls: &str, expected: &str, forcing: Forcing) {
        self.bids(dotted, calls, expected, "");
        let a = advice(dotted, calls, Vulnerability::None);
        if a.meaning.forcing != forcing {
            self.failures.push(format!(
                "{dotted} after “{calls}”: {} is {:?}, expected {forcing:?}",
                a.call.code(),
                a.meaning.forcing
            ));
        }
    }

    #[track_caller]
    pub fn done(self) {
        assert!(
            self.failures.is_empty(),
            "{} of {} cases fail:\n{}",
            self.failures.len(),
            self.cases,
            self.failures.join("\n")
        );
    }
}
