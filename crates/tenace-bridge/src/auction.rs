//! The auction: which calls are legal, when it ends, and what it comes to.
//!
//! Legality follows the Laws (18–22): a bid must outrank the last bid; a
//! double only of an opponent's last bid when undoubled; a redouble only of an
//! opponent's double of one's own side's bid; the auction ends after four
//! passes at the start, or three passes after any other call.

use crate::{Bid, Call, Contract, Penalty, Seat};
use serde::{Deserialize, Serialize};

/// Calls made so far, starting with the dealer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Auction {
    dealer: Seat,
    calls: Vec<Call>,
}

/// Why a call is not allowed now. The messages are shown to players as they are.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AuctionError {
    #[error("the auction is over")]
    Closed,
    #[error("it is {expected}'s turn to call, not {seat}'s")]
    OutOfTurn { seat: Seat, expected: Seat },
    #[error("{bid} is insufficient after {last}")]
    Insufficient { bid: Bid, last: Bid },
    #[error("there is no bid to double")]
    NothingToDouble,
    #[error("you cannot double your partner")]
    DoublePartner,
    #[error("you cannot double your own bid")]
    DoubleOwnBid,
    #[error("{bid} is already doubled")]
    AlreadyDoubled { bid: Bid },
    #[error("{bid} is already redoubled")]
    AlreadyRedoubled { bid: Bid },
    #[error("there is no double to redouble")]
    NothingToRedouble,
    #[error("you can only redouble when an opponent has doubled your side's bid")]
    RedoubleOwnDouble,
}

/// The contract as it stands at some point of the auction.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    pub bid: Bid,
    pub bidder: Seat,
    pub penalty: Penalty,
}

impl Auction {
    pub fn new(dealer: Seat) -> Auction {
        Auction { dealer, calls: Vec::new() }
    }

    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    pub fn calls(&self) -> &[Call] {
        &self.calls
    }

    /// Each call with the seat that made it.
    pub fn calls_by_seat(&self) -> impl Iterator<Item = (Seat, Call)> + '_ {
        self.calls.iter().enumerate().map(move |(i, c)| (self.dealer.advance(i), *c))
    }

    /// Four passes at the start, or three passes after a bid, double or redouble.
    pub fn is_complete(&self) -> bool {
        self.calls.len() >= 4 && self.calls[self.calls.len() - 3..].iter().all(|c| *c == Call::Pass)
    }

    pub fn is_passed_out(&self) -> bool {
        self.is_complete() && self.calls.iter().all(|c| *c == Call::Pass)
    }

    /// Whose turn it is, or `None` once the auction is over.
    pub fn to_act(&self) -> Option<Seat> {
        if self.is_complete() {
            None
        } else {
            Some(self.dealer.advance(self.calls.len()))
        }
    }

    /// The last bid, who made it and whether it has been doubled or redoubled.
    pub fn standing(&self) -> Option<Standing> {
        let mut standing: Option<Standing> = None;
        for (seat, call) in self.calls_by_seat() {
            match (call, standing.as_mut()) {
                (Call::Bid(bid), _) => standing = Some(Standing { bid, bidder: seat, penalty: Penalty::Undoubled }),
                (Call::Double, Some(s)) => s.penalty = Penalty::Doubled,
                (Call::Redouble, Some(s)) => s.penalty = Penalty::Redoubled,
                (Call::Pass, _) | (Call::Double | Call::Redouble, None) => {}
            }
        }
        standing
    }

    /// Is `call` legal for the player whose turn it is?
    pub fn check(&self, call: Call) -> Result<(), AuctionError> {
        let actor = self.to_act().ok_or(AuctionError::Closed)?;
        self.check_for(actor, call)
    }

    /// Is `call` legal for `seat`, ignoring whose turn it is? (Laws tutor:
    /// a call out of rotation is judged on its own before being rectified.)
    pub fn check_for(&self, seat: Seat, call: Call) -> Result<(), AuctionError> {
        if self.is_complete() {
            return Err(AuctionError::Closed);
        }
        let standing = self.standing();
        match call {
            Call::Pass => Ok(()),
            Call::Bid(bid) => match standing {
                Some(s) if bid <= s.bid => Err(AuctionError::Insufficient { bid, last: s.bid }),
                _ => Ok(()),
            },
            Call::Double => match standing {
                None => Err(AuctionError::NothingToDouble),
                Some(s) if s.bidder == seat => Err(AuctionError::DoubleOwnBid),
                Some(s) if s.bidder == seat.partner() => Err(AuctionError::DoublePartner),
                Some(s) => match s.penalty {
                    Penalty::Undoubled => Ok(()),
                    Penalty::Doubled => Err(AuctionError::AlreadyDoubled { bid: s.bid }),
                    Penalty::Redoubled => Err(AuctionError::AlreadyRedoubled { bid: s.bid }),
                },
            },
            Call::Redouble => match standing {
                None => Err(AuctionError::NothingToRedouble),
                Some(s) => match s.penalty {
                    Penalty::Undoubled => Err(AuctionError::NothingToRedouble),
                    Penalty::Redoubled => Err(AuctionError::AlreadyRedoubled { bid: s.bid }),
                    Penalty::Doubled if s.bidder.side() != seat.side() => Err(AuctionError::RedoubleOwnDouble),
                    Penalty::Doubled => Ok(()),
                },
            },
        }
    }

    /// Makes a call for the player whose turn it is.
    pub fn push(&mut self, call: Call) -> Result<(), AuctionError> {
        self.check(call)?;
        self.calls.push(call);
        Ok(())
    }

    /// Takes back the last call (undo).
    pub fn pop(&mut self) -> Option<Call> {
        self.calls.pop()
    }

    /// Every call the player to act may make, Pass first, then bids, X, XX.
    pub fn legal_calls(&self) -> Vec<Call> {
        let Some(_) = self.to_act() else { return Vec::new() };
        std::iter::once(Call::Pass)
            .chain(Bid::all().map(Call::Bid))
            .chain([Call::Double, Call::Redouble])
            .filter(|c| self.check(*c).is_ok())
            .collect()
    }

    /// The final contract once the auction is over; `None` while it goes on or
    /// when it was passed out. Declarer is the first player of the declaring
    /// side to have named the final strain (Law 22).
    pub fn contract(&self) -> Option<Contract> {
        if !self.is_complete() {
            return None;
        }
        let s = self.standing()?;
        let side = s.bidder.side();
        let declarer = self
            .calls_by_seat()
            .find(|(seat, call)| seat.side() == side && matches!(call, Call::Bid(b) if b.strain == s.bid.strain))
            .map(|(seat, _)| seat)
            .unwrap_or(s.bidder);
        Some(Contract::new(s.bid, s.penalty, declarer))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Strain;

    fn calls(text: &str) -> Vec<Call> {
        text.split_whitespace().map(|c| c.parse().unwrap()).collect()
    }

    fn auction(dealer: Seat, text: &str) -> Auction {
        let mut a = Auction::new(dealer);
        for c in calls(text) {
            a.push(c).unwrap_or_else(|e| panic!("{c}: {e}"));
        }
        a
    }

    #[test]
    fn passed_out_after_four_passes() {
        let a = auction(Seat::East, "P P P");
        assert!(!a.is_complete());
        assert_eq!(a.to_act(), Some(Seat::North));
        let a = auction(Seat::East, "P P P P");
        assert!(a.is_passed_out());
        assert_eq!(a.contract(), None);
        assert_eq!(a.to_act(), None);
        assert_eq!(a.clone().push(Call::Pass), Err(AuctionError::Closed));
    }

    #[test]
    fn three_passes_after_a_call_end_it() {
        let a = auction(Seat::North, "P 1H P P P");
        let c = a.contract().unwrap();
        assert_eq!(c.code(), "1H");
        assert_eq!(c.declarer, Seat::East);
        let a = auction(Seat::North, "1S X P P P");
        assert_eq!(a.contract().unwrap().code(), "1SX");
        let a = auction(Seat::North, "1S X XX P P P");
        assert_eq!(a.contract().unwrap().code(), "1SXX");
    }

    #[test]
    fn declarer_is_first_of_side_to_name_the_strain() {
        // N opens 1♥, S raises to 4♥: N declares even though S bid last.
        let a = auction(Seat::North, "1H P 2C P 2H P 4H P P P");
        let c = a.contract().unwrap();
        assert_eq!((c.code(), c.declarer), ("4H".to_owned(), Seat::North));
        // E named spades first for E-W, W bid them last: E declares.
        let a = auction(Seat::North, "1C 1S 2C 2S 3C 3S P P P");
        assert_eq!(a.contract().unwrap().declarer, Seat::East);
        // Opponents' use of the strain does not count.
        let a = auction(Seat::North, "1H 2H 3H P P P");
        assert_eq!(a.contract().unwrap().declarer, Seat::North);
    }

    #[test]
    fn insufficient_bids_are_refused_with_the_reason() {
        let a = auction(Seat::North, "2D");
        let e = a.check("2C".parse().unwrap()).unwrap_err();
        assert_eq!(e.to_string(), "2♣ is insufficient after 2♦");
        assert!(a.check("2D".parse().unwrap()).is_err(), "the same bid is insufficient");
        assert!(a.check("2H".parse().unwrap()).is_ok());
        assert!(a.check("3C".parse().unwrap()).is_ok());
    }

    #[test]
    fn doubles() {
        assert_eq!(Auction::new(Seat::North).check(Call::Double), Err(AuctionError::NothingToDouble));
        // N 1S, E P, S to act: cannot double partner.
        let a = auction(Seat::North, "1S P");
        assert_eq!(a.check(Call::Double), Err(AuctionError::DoublePartner));
        assert_eq!(a.check(Call::Double).unwrap_err().to_string(), "you cannot double your partner");
        // E may double; after the double W cannot double again.
        let a = auction(Seat::North, "1S");
        assert!(a.check(Call::Double).is_ok());
        let a = auction(Seat::North, "1S X P");
        assert_eq!(
            a.check(Call::Double),
            Err(AuctionError::AlreadyDoubled { bid: Bid::of(1, Strain::Spades).unwrap() })
        );
        // Double of the last bid after two passes (balancing) is fine: W doubles N's 1S.
        let a = auction(Seat::North, "1S P P");
        assert!(a.check(Call::Double).is_ok());
        // N cannot double own bid when it comes round again.
        let a = auction(Seat::North, "1S P P");
        assert_eq!(a.check_for(Seat::North, Call::Double), Err(AuctionError::DoubleOwnBid));
    }

    #[test]
    fn redoubles() {
        assert_eq!(auction(Seat::North, "1S").check(Call::Redouble), Err(AuctionError::NothingToRedouble));
        // N 1S, E X: S may redouble, and after P, P N may too.
        let a = auction(Seat::North, "1S X");
        assert!(a.check(Call::Redouble).is_ok());
        let a = auction(Seat::North, "1S X P P");
        assert!(a.check(Call::Redouble).is_ok());
        // W (doubler's partner) may not redouble.
        let a = auction(Seat::North, "1S X P");
        assert_eq!(a.check(Call::Redouble), Err(AuctionError::RedoubleOwnDouble));
        let a = auction(Seat::North, "1S X XX");
        assert_eq!(
            a.check(Call::Redouble),
            Err(AuctionError::AlreadyRedoubled { bid: Bid::of(1, Strain::Spades).unwrap() })
        );
        assert!(a.check(Call::Double).is_err());
        // A new bid wipes the double.
        let a = auction(Seat::North, "1S X 2C");
        assert_eq!(a.check(Call::Redouble), Err(AuctionError::NothingToRedouble));
        assert!(a.check(Call::Double).is_ok());
    }

    #[test]
    fn legal_calls_at_the_start_and_at_the_top() {
        assert_eq!(Auction::new(Seat::North).legal_calls().len(), 36);
        let a = auction(Seat::North, "7NT");
        assert_eq!(a.legal_calls(), vec![Call::Pass, Call::Double]);
        let a = auction(Seat::North, "7NT X");
        assert_eq!(a.legal_calls(), vec![Call::Pass, Call::Redouble]);
    }
}
