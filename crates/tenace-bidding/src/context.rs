//! The auction as the player to call sees it: who opened, what partner's
//! calls meant, what is known about every hand, what counts as game.
//!
//! A context holds no cards: rules see only public information, which is
//! what lets the same rules explain other players' calls.

use super::rule::Forcing;
use super::shows::Shows;
use super::{Meaning, ScoreState, System};
use tenace_bridge::auction::Standing;
use tenace_bridge::{Auction, Bid, BySeat, Call, Seat, Side, Strain, Vulnerability};
use tenace_cards::Suit;

/// Everything a rule may look at.
#[derive(Clone, Debug)]
pub struct Ctx<'a> {
    pub system: &'a System,
    /// The auction before the call being chosen or explained.
    pub auction: Auction,
    pub me: Seat,
    pub vulnerability: Vulnerability,
    pub score: ScoreState,
    /// The meanings of the calls so far, in order.
    pub meanings: &'a [Meaning],
    /// What each seat's calls have shown.
    pub known: BySeat<Shows>,
}

impl<'a> Ctx<'a> {
    pub fn partner(&self) -> Seat {
        self.me.partner()
    }

    pub fn side(&self) -> Side {
        self.me.side()
    }

    pub fn known(&self, seat: Seat) -> Shows {
        self.known[seat]
    }

    pub fn partner_known(&self) -> Shows {
        self.known(self.partner())
    }

    pub fn calls_of(&self, seat: Seat) -> Vec<Call> {
        self.auction.calls_by_seat().filter(|(s, _)| *s == seat).map(|(_, c)| c).collect()
    }

    pub fn bids_of(&self, seat: Seat) -> Vec<Bid> {
        self.calls_of(seat)
            .into_iter()
            .filter_map(|c| match c {
                Call::Bid(b) => Some(b),
                _ => None,
            })
            .collect()
    }

    /// Meanings of `seat`'s calls, in order.
    pub fn meanings_of(&self, seat: Seat) -> impl Iterator<Item = &Meaning> {
        self.meanings.iter().filter(move |m| m.seat == seat)
    }

    pub fn last_meaning(&self, seat: Seat) -> Option<&Meaning> {
        self.meanings_of(seat).last()
    }

    /// The rule behind partner's last call, if partner has called.
    pub fn partner_rule(&self) -> Option<&str> {
        self.last_meaning(self.partner()).map(|m| m.rule.as_str())
    }

    pub fn my_rule(&self) -> Option<&str> {
        self.last_meaning(self.me).map(|m| m.rule.as_str())
    }

    /// How many calls I have made so far.
    pub fn my_turn_number(&self) -> usize {
        self.calls_of(self.me).len()
    }

    /// The first bid of the auction and who made it.
    pub fn opening(&self) -> Option<(Seat, Bid)> {
        self.auction.calls_by_seat().find_map(|(s, c)| match c {
            Call::Bid(b) => Some((s, b)),
            _ => None,
        })
    }

    pub fn we_opened(&self) -> bool {
        self.opening().map(|(s, _)| s.side() == self.side()).unwrap_or(false)
    }

    pub fn they_opened(&self) -> bool {
        self.opening().map(|(s, _)| s.side() != self.side()).unwrap_or(false)
    }

    /// Did the opponents make any bid or double?
    pub fn opponents_active(&self) -> bool {
        self.auction.calls_by_seat().any(|(s, c)| s.side() != self.side() && c != Call::Pass)
    }

    pub fn standing(&self) -> Option<Standing> {
        self.auction.standing()
    }

    pub fn last_bid(&self) -> Option<Bid> {
        self.standing().map(|s| s.bid)
    }

    /// The call just before mine (right-hand opponent's), if any.
    pub fn rho_call(&self) -> Option<Call> {
        self.auction.calls().last().copied()
    }

    /// Partner's last call.
    pub fn partner_call(&self) -> Option<Call> {
        self.calls_of(self.partner()).last().copied()
    }

    pub fn is_legal(&self, call: Call) -> bool {
        self.auction.check(call).is_ok()
    }

    /// The cheapest legal bid in `strain`.
    pub fn cheapest(&self, strain: Strain) -> Option<Bid> {
        (1..=7).filter_map(|l| Bid::of(l, strain)).find(|b| self.last_bid().map(|s| *b > s).unwrap_or(true))
    }

    /// Levels above the cheapest bid in the strain (0 = cheapest, 1 = jump).
    pub fn jump_of(&self, bid: Bid) -> Option<u8> {
        let cheapest = self.cheapest(bid.strain)?;
        bid.level.get().checked_sub(cheapest.level.get())
    }

    pub fn we_are_vulnerable(&self) -> bool {
        self.vulnerability.is_vulnerable(self.side())
    }

    pub fn they_are_vulnerable(&self) -> bool {
        self.vulnerability.is_vulnerable(self.side().opponents())
    }

    /// The lowest level in `strain` that is game for my side: 3NT, 4 of a
    /// major, 5 of a minor, or less when playing to the score with a
    /// partscore below the line.
    pub fn game_level(&self, strain: Strain) -> u8 {
        let have = if self.system.options.play_to_score { self.score.below_line[self.side()] } else { 0 };
        (1..=7u8).find(|&l| have + trick_score(l, strain) >= 100).unwrap_or(7)
    }

    /// Partner's last call is forcing and RHO did not relieve me by bidding
    /// or doubling, or our side is in a game force below game.
    pub fn forced_to_bid(&self) -> bool {
        let partner_forcing = self
            .last_meaning(self.partner())
            .map(|m| matches!(m.forcing, Forcing::OneRound | Forcing::GameForcing))
            .unwrap_or(false);
        let rho_passed = matches!(self.rho_call(), Some(Call::Pass));
        (partner_forcing && rho_passed) || self.in_game_force_below_game()
    }

    /// A game-forcing call by either of us, and the contract (ours) is below game.
    pub fn in_game_force_below_game(&self) -> bool {
        let gf = self.meanings.iter().any(|m| m.seat.side() == self.side() && m.forcing == Forcing::GameForcing);
        match self.standing() {
            Some(st) if gf && st.bidder.side() == self.side() => st.bid.level.get() < self.game_level(st.bid.strain),
            _ => false,
        }
    }

    /// Suits partner has shown as real suits (4+ known).
    pub fn partner_suits(&self) -> Vec<Suit> {
        let k = self.partner_known();
        Suit::DESCENDING.into_iter().filter(|&s| k.len(s).min >= 4).collect()
    }

    /// The suit partner has shown most cards in (majors first on ties).
    pub fn partner_best_suit(&self) -> Option<Suit> {
        let k = self.partner_known();
        Suit::DESCENDING.into_iter().filter(|&s| k.len(s).min >= 4).max_by_key(|&s| k.len(s).min)
    }

    /// Suits the opponents have bid naturally.
    pub fn opponents_suits(&self) -> Vec<Suit> {
        let mut out = Vec::new();
        for m in self.meanings {
            if m.seat.side() != self.side() && !m.artificial {
                if let Call::Bid(b) = m.call {
                    if let Some(s) = b.strain.trump() {
                        if !out.contains(&s) {
                            out.push(s);
                        }
                    }
                }
            }
        }
        out
    }
}

/// Trick points for `level` in `strain`, undoubled.
pub fn trick_score(level: u8, strain: Strain) -> u16 {
    let l = u16::from(level);
    match strain {
        Strain::Clubs | Strain::Diamonds => 20 * l,
        Strain::Hearts | Strain::Spades => 30 * l,
        Strain::NoTrump => 30 * l + 10,
    }
}
