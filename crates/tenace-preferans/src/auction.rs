//! The auction (§3): who calls, which calls are legal (P16–P19, P21), and
//! how it ends (P20).

use crate::bid::{Bid, Call};
use crate::deal::Roles;
use crate::variant::Params;
use serde::{Deserialize, Serialize};
use tenace_core::Player;

/// How an auction ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AuctionEnd {
    /// The declarer and his final bid (P20).
    Declarer(Player, Bid),
    /// All three passed without a bid (P20, §8).
    AllPass,
}

/// An auction in progress or finished.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Auction {
    pub roles: Roles,
    /// The lowest level of this deal (P18, P53).
    pub exit: u8,
    pub calls: Vec<(Player, Call)>,
    /// The highest bid and who holds it.
    pub high: Option<(Bid, Player)>,
    /// Players who may only pass: they passed, bid misère (R4), or are
    /// barred by an irregularity (P89, P90, P92).
    pub passed: Vec<Player>,
    pub misere: Option<Player>,
    pub barred: Vec<Player>,
    pub end: Option<AuctionEnd>,
}

impl Auction {
    pub fn new(roles: Roles, exit: u8) -> Auction {
        Auction {
            roles,
            exit,
            calls: Vec::new(),
            high: None,
            passed: Vec::new(),
            misere: None,
            barred: Vec::new(),
            end: None,
        }
    }

    /// The rung of the opening minimum.
    pub fn minimum(&self) -> Bid {
        Bid::lowest_at(self.exit)
    }

    fn has_called(&self, p: Player) -> bool {
        self.calls.iter().any(|(q, _)| *q == p)
    }

    /// The player due to call, if the auction is on.
    pub fn to_call(&self) -> Option<Player> {
        if self.end.is_some() {
            return None;
        }
        let start = match self.calls.last() {
            None => return Some(self.roles.first()),
            Some((last, _)) => self.roles.next_active(*last),
        };
        let mut p = start;
        for _ in 0..3 {
            if !self.passed.contains(&p) {
                return Some(p);
            }
            p = self.roles.next_active(p);
        }
        None
    }

    /// May `p` say "here" (P17): first hand (or, by option, any senior
    /// hand) over another player's bid.
    fn may_hold(&self, params: &Params, p: Player) -> bool {
        let Some((_, holder)) = self.high else { return false };
        if holder == p {
            return false;
        }
        let (Some(mine), Some(theirs)) = (self.roles.hand_index(p), self.roles.hand_index(holder)) else {
            return false;
        };
        if params.here_senior {
            mine < theirs
        } else {
            mine == 0
        }
    }

    /// Why `call` by `p` is not legal now, naming the rule; `Ok` if it is.
    pub fn check(&self, params: &Params, p: Player, call: Call) -> Result<(), String> {
        let Some(due) = self.to_call() else { return Err("the auction is over (P20)".into()) };
        if p != due {
            return Err(format!(
                "it is {due}'s turn to call, not {p}'s: calls go clockwise from first hand (P13, P22)"
            ));
        }
        let bid = match call {
            Call::Pass => return Ok(()),
            Call::Bid(b) => b,
        };
        if self.misere == Some(p) {
            return Err("after bidding misère a player's only call is pass (P19, R4)".into());
        }
        if self.barred.contains(&p) {
            return Err("a player who saw or took the talon may not bid, only pass (P89, P90, P92)".into());
        }
        if bid == Bid::Misere {
            if self.has_called(p) {
                return Err("misère may be bid only as a player's first call of the deal (P19, K3.3.9)".into());
            }
            if self.exit > 8 {
                return Err(format!("misère sits above 8NT, below this deal's opening minimum of {} (P53)", self.exit));
            }
            if let Some((high, _)) = self.high {
                if high.rung() > Bid::MISERE_RUNG {
                    return Err(format!("misère cannot be bid over {high}: it sits between 8NT and 9♠ (P15, P19)"));
                }
            }
            if self.high.is_some_and(|(h, _)| h == Bid::Misere) {
                return Err("misère can be overcalled only by 9♠ or higher (P19, R1)".into());
            }
            return Ok(());
        }
        if bid < self.minimum() {
            return Err(format!("the lowest bid of this deal is {} (P18, P53)", self.minimum()));
        }
        match self.high {
            None => {
                if params.rung_by_rung && bid != self.minimum() {
                    return Err(format!(
                        "bids go rung by rung at this table: the first bid is {} (P16, R2)",
                        self.minimum()
                    ));
                }
            }
            Some((high, _)) => {
                if bid == high && high != Bid::Misere && self.may_hold(params, p) {
                    return Ok(()); // "here" (P17)
                }
                if bid <= high {
                    let here = if bid == high {
                        if params.here_senior {
                            " (only a senior hand may hold the same rung, P17)"
                        } else {
                            " (only first hand may say “here”, P17, R3)"
                        }
                    } else {
                        ""
                    };
                    return Err(format!(
                        "{bid} is not higher than {high}: a bid must stand on a higher rung (P16){here}"
                    ));
                }
                if params.rung_by_rung {
                    let next = Bid::ladder_from(high.rung() + 1).find(|b| *b != Bid::Misere);
                    if Some(bid) != next {
                        return Err(format!(
                            "bids go rung by rung at this table: the next is {} (P16, R2)",
                            next.map(|b| b.to_string()).unwrap_or_default()
                        ));
                    }
                }
            }
        }
        Ok(())
    }

    /// Every legal call of `p` now, pass first, then bids up the ladder.
    pub fn legal_calls(&self, params: &Params, p: Player) -> Vec<Call> {
        if self.to_call() != Some(p) {
            return Vec::new();
        }
        let mut out = vec![Call::Pass];
        out.extend(Bid::ladder_from(0).map(Call::Bid).filter(|c| self.check(params, p, *c).is_ok()));
        out
    }

    /// Makes a call (checked by the caller) and ends the auction when P20 says so.
    pub fn apply(&mut self, p: Player, call: Call) {
        self.calls.push((p, call));
        match call {
            Call::Pass => self.passed.push(p),
            Call::Bid(b) => {
                if b == Bid::Misere {
                    self.misere = Some(p);
                }
                self.high = Some((b, p));
            }
        }
        self.settle();
    }

    /// P20: one player left who has bid, or three passes.
    pub fn settle(&mut self) {
        let left: Vec<Player> = self.roles.active.iter().copied().filter(|q| !self.passed.contains(q)).collect();
        self.end = match (left.as_slice(), self.high) {
            ([], _) => Some(AuctionEnd::AllPass),
            ([only], Some((bid, holder))) if *only == holder => Some(AuctionEnd::Declarer(holder, bid)),
            // The misère bidder's only call is pass, but he is declarer as soon
            // as the others have passed: never ask him.
            _ => None,
        };
        if self.end.is_none() {
            if let (Some(m), Some((Bid::Misere, holder))) = (self.misere, self.high) {
                if m == holder && left.iter().all(|q| *q == m) {
                    self.end = Some(AuctionEnd::Declarer(m, Bid::Misere));
                }
            }
        }
    }

    /// The final bid so far.
    pub fn final_bid(&self) -> Option<Bid> {
        self.high.map(|(b, _)| b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variant::{Options, Variant};
    use tenace_core::Seating;

    fn setup(exit: u8) -> (Params, Auction, [Player; 3]) {
        let roles = Roles::new(Seating::new(3).unwrap(), Player::new(2));
        (Params::new(Variant::Sochi, &Options::default()).unwrap(), Auction::new(roles, exit), roles.active)
    }

    fn call(s: &str) -> Call {
        s.parse().unwrap()
    }

    #[test]
    fn p13_p16_p20_an_auction_to_a_declarer() {
        let (params, mut a, [f, s, t]) = setup(6);
        assert_eq!(a.to_call(), Some(f));
        assert!(a.check(&params, s, call("6S")).unwrap_err().contains("P13"));
        a.apply(f, call("6S"));
        assert!(a.check(&params, s, call("6S")).unwrap_err().contains("P16"), "only first hand may hold");
        a.apply(s, call("7H")); // a jump (R2)
        a.apply(t, call("pass"));
        assert_eq!(a.to_call(), Some(f));
        a.apply(f, call("pass"));
        assert_eq!(a.end, Some(AuctionEnd::Declarer(s, call_bid("7H"))));
    }

    fn call_bid(s: &str) -> Bid {
        s.parse().unwrap()
    }

    #[test]
    fn p17_r3_here_belongs_to_first_hand() {
        let (params, mut a, [f, s, t]) = setup(6);
        a.apply(f, call("6S"));
        a.apply(s, call("pass"));
        a.apply(t, call("6C"));
        assert!(a.check(&params, f, call("6C")).is_ok(), "first hand: “here”");
        a.apply(f, call("6C"));
        assert!(a.check(&params, t, call("6C")).unwrap_err().contains("P17"));
        a.apply(t, call("pass"));
        assert_eq!(a.end, Some(AuctionEnd::Declarer(f, call_bid("6C"))));
        // With the senior-hand option, second hand may hold over third.
        let (_, mut b, [f, s, t]) = setup(6);
        let senior = Params::new(Variant::Sochi, &Options { here_senior: Some(true), ..Options::default() }).unwrap();
        b.apply(f, call("pass"));
        b.apply(s, call("6S"));
        b.apply(t, call("6C"));
        assert!(b.check(&senior, s, call("6C")).is_ok());
        assert!(b.check(&params, s, call("6C")).is_err());
    }

    #[test]
    fn p19_misere_is_bound() {
        let (params, mut a, [f, s, t]) = setup(6);
        a.apply(f, call("6S"));
        assert!(a.check(&params, s, Call::Bid(Bid::Misere)).is_ok(), "a first call");
        a.apply(s, Call::Bid(Bid::Misere));
        assert!(a.check(&params, t, call("8NT")).is_err(), "P19: only 9♠ and up beat misère");
        assert!(a.check(&params, t, Call::Bid(Bid::Misere)).is_err());
        a.apply(t, call("9S"));
        assert!(a.check(&params, f, Call::Bid(Bid::Misere)).unwrap_err().contains("first call"));
        a.apply(f, call("pass"));
        assert_eq!(a.to_call(), Some(s));
        assert!(a.check(&params, s, call("9C")).unwrap_err().contains("R4"));
        a.apply(s, call("pass"));
        assert_eq!(a.end, Some(AuctionEnd::Declarer(t, call_bid("9S"))));
        // Over 9♠ misère is too late even as a first call.
        let (params, mut b, [f, s, _]) = setup(6);
        b.apply(f, call("9S"));
        assert!(b.check(&params, s, Call::Bid(Bid::Misere)).unwrap_err().contains("P19"));
    }

    #[test]
    fn p19_the_misere_bidder_is_declarer_when_the_others_pass() {
        let (_, mut a, [f, s, t]) = setup(6);
        a.apply(f, Call::Bid(Bid::Misere));
        a.apply(s, call("pass"));
        a.apply(t, call("pass"));
        assert_eq!(a.end, Some(AuctionEnd::Declarer(f, Bid::Misere)));
    }

    #[test]
    fn p18_p53_opening_minimum_after_all_pass() {
        let (params, a, [f, ..]) = setup(7);
        assert!(a.check(&params, f, call("6NT")).unwrap_err().contains("P53"));
        assert!(a.check(&params, f, call("7S")).is_ok());
        assert!(a.check(&params, f, Call::Bid(Bid::Misere)).is_ok(), "misère is above 8NT");
        let legal = a.legal_calls(&params, f);
        assert_eq!(legal.len(), 1 + 21, "pass, 7♠…10NT and misère");
    }

    #[test]
    fn p20_three_passes_are_an_all_pass_and_r2_rung_by_rung() {
        let (params, mut a, [f, s, t]) = setup(6);
        for p in [f, s, t] {
            a.apply(p, Call::Pass);
        }
        assert_eq!(a.end, Some(AuctionEnd::AllPass));
        assert!(a.check(&params, f, Call::Pass).is_err());
        let strict = Params::new(Variant::Sochi, &Options { rung_by_rung: Some(true), ..Options::default() }).unwrap();
        let (_, mut b, [f, s, _]) = setup(6);
        assert!(b.check(&strict, f, call("6C")).unwrap_err().contains("R2"));
        b.apply(f, call("6S"));
        assert!(b.check(&strict, s, call("6D")).is_err());
        assert!(b.check(&strict, s, call("6C")).is_ok());
    }
}
