//! A small natural bidding robot: 12+ HCP openings, five-card majors, a
//! 15–17 no-trump, simple raises and new suits, plain competition, and
//! game when the partnership has the values. Each call states its rule.
//!
//! It is deliberately modest (the full SAYC engine replaces it), but it is
//! never random: every candidate call comes from a named rule, candidates are
//! tried in order of preference, and the first *legal* one is made, so the
//! robot cannot make an insufficient or inadmissible call.

use tenace_bridge::eval::{hcp, shortness_points, Balance};
use tenace_bridge::{Auction, Bid, Call, Game, Seat, Strain};
use tenace_cards::{CardSet, Rank, Suit};

/// A call and the rule that produced it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CallChoice {
    pub call: Call,
    pub reason: String,
}

fn choice(call: Call, reason: impl Into<String>) -> CallChoice {
    CallChoice { call, reason: reason.into() }
}

fn bid(level: u8, strain: Strain) -> Option<Call> {
    Bid::of(level, strain).map(Call::Bid)
}

/// The robot's call for `seat`, which must be the seat to act.
pub fn choose_call(game: &Game, seat: Seat) -> CallChoice {
    let ctx = Ctx::new(game.auction(), seat, game.deal().hand(seat));
    ctx.candidates()
        .into_iter()
        .find(|c| game.auction().check(c.call).is_ok())
        .unwrap_or_else(|| choice(Call::Pass, "No natural call fits: pass"))
}

/// What the robot knows when it calls: its hand and the auction.
struct Ctx<'a> {
    auction: &'a Auction,
    seat: Seat,
    hand: CardSet,
    hcp: u32,
    balanced: bool,
}

/// Who made the first bid of the auction, relative to the robot.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Opener {
    Nobody,
    Me,
    Partner,
    Opponent,
}

impl<'a> Ctx<'a> {
    fn new(auction: &'a Auction, seat: Seat, hand: CardSet) -> Ctx<'a> {
        Ctx { auction, seat, hand, hcp: hcp(hand), balanced: Balance::of(hand).is_balanced() }
    }

    fn len(&self, suit: Suit) -> usize {
        self.hand.suit_len(suit)
    }

    fn bids_by(&self, who: Seat) -> Vec<Bid> {
        self.auction
            .calls_by_seat()
            .filter_map(|(s, c)| match c {
                Call::Bid(b) if s == who => Some(b),
                _ => None,
            })
            .collect()
    }

    fn calls_by(&self, who: Seat) -> Vec<Call> {
        self.auction.calls_by_seat().filter(|(s, _)| *s == who).map(|(_, c)| c).collect()
    }

    fn opener(&self) -> (Opener, Option<Bid>) {
        match self.auction.calls_by_seat().find_map(|(s, c)| match c {
            Call::Bid(b) => Some((s, b)),
            _ => None,
        }) {
            None => (Opener::Nobody, None),
            Some((s, b)) if s == self.seat => (Opener::Me, Some(b)),
            Some((s, b)) if s == self.seat.partner() => (Opener::Partner, Some(b)),
            Some((_, b)) => (Opener::Opponent, Some(b)),
        }
    }

    /// The candidate calls in order of preference, ending in a pass.
    fn candidates(&self) -> Vec<CallChoice> {
        let mut out = match self.opener() {
            (Opener::Nobody, _) => self.opening(),
            (Opener::Partner, Some(open)) if self.bids_by(self.seat).is_empty() => self.respond(open),
            (Opener::Me, Some(open)) if self.bids_by(self.seat).len() == 1 => self.opener_rebid(open),
            (Opener::Opponent, Some(_)) if self.our_side_silent() => self.compete(),
            (Opener::Opponent, Some(_)) if self.partner_acted_first_time() => self.advance(),
            _ => Vec::new(),
        };
        out.extend(self.place_contract());
        out.push(choice(Call::Pass, self.pass_reason()));
        out
    }

    fn pass_reason(&self) -> String {
        match self.opener() {
            (Opener::Nobody, _) => format!("Pass: {} HCP is not enough to open and no long suit to preempt", self.hcp),
            _ => "Pass: nothing more to show".to_owned(),
        }
    }

    fn our_side_silent(&self) -> bool {
        self.calls_by(self.seat).iter().chain(self.calls_by(self.seat.partner()).iter()).all(|c| *c == Call::Pass)
    }

    fn partner_acted_first_time(&self) -> bool {
        let mine = self.calls_by(self.seat);
        let partner_acted = self.calls_by(self.seat.partner()).iter().any(|c| *c != Call::Pass);
        partner_acted && mine.iter().all(|c| *c == Call::Pass)
    }

    /// A suit of five or more, longest first, spades before hearts at equal length.
    fn longest_suits(&self) -> Vec<Suit> {
        let mut suits = Suit::DESCENDING.to_vec();
        suits.sort_by_key(|s| std::cmp::Reverse(self.len(*s)));
        suits
    }

    /// Two of the top three honours: a suit worth preempting in.
    fn good_suit(&self, suit: Suit) -> bool {
        let top = [Rank::Ace, Rank::King, Rank::Queen];
        top.iter().filter(|r| self.hand.contains(tenace_cards::Card::new(suit, **r))).count() >= 2
    }

    fn stopper(&self, suit: Suit) -> bool {
        let s = self.hand.suit(suit);
        let has = |r: Rank| s.contains(tenace_cards::Card::new(suit, r));
        has(Rank::Ace) || (has(Rank::King) && s.len() >= 2) || (has(Rank::Queen) && s.len() >= 3) || s.len() >= 5
    }

    fn opening(&self) -> Vec<CallChoice> {
        let h = self.hcp;
        let mut out = Vec::new();
        if h >= 22 {
            out.extend(bid(2, Strain::Clubs).map(|c| choice(c, format!("Strong artificial 2♣: 22+ HCP ({h})"))));
        }
        if self.balanced && (20..=21).contains(&h) {
            out.extend(bid(2, Strain::NoTrump).map(|c| choice(c, "2NT: 20–21 HCP, balanced")));
        }
        if self.balanced && (15..=17).contains(&h) {
            out.extend(bid(1, Strain::NoTrump).map(|c| choice(c, "1NT: 15–17 HCP, balanced")));
        }
        if h >= 12 {
            let (s, hts) = (self.len(Suit::Spades), self.len(Suit::Hearts));
            if s >= 5 && s >= hts {
                out.extend(bid(1, Strain::Spades).map(|c| choice(c, format!("1♠: 12+ HCP and {s} spades"))));
            }
            if hts >= 5 {
                out.extend(bid(1, Strain::Hearts).map(|c| choice(c, format!("1♥: 12+ HCP and {hts} hearts"))));
            }
            let (d, cl) = (self.len(Suit::Diamonds), self.len(Suit::Clubs));
            if d > cl || (d == cl && d >= 4) {
                out.extend(
                    bid(1, Strain::Diamonds)
                        .map(|c| choice(c, "1♦: 12+ HCP, no five-card major, diamonds the longer minor")),
                );
            }
            out.extend(
                bid(1, Strain::Clubs)
                    .map(|c| choice(c, "1♣: 12+ HCP, no five-card major, clubs the longer (or 3-3) minor")),
            );
        }
        if (5..=10).contains(&h) {
            for suit in self.longest_suits() {
                let n = self.len(suit);
                if n >= 7 && self.good_suit(suit) {
                    out.extend(
                        bid(3, suit.into()).map(|c| choice(c, format!("Preempt: seven-card {suit} suit, 5–10 HCP"))),
                    );
                } else if n == 6 && suit != Suit::Clubs && self.good_suit(suit) {
                    out.extend(
                        bid(2, suit.into())
                            .map(|c| choice(c, format!("Weak two: good six-card {suit} suit, 5–10 HCP"))),
                    );
                }
            }
        }
        out
    }

    fn respond(&self, open: Bid) -> Vec<CallChoice> {
        let h = self.hcp;
        let mut out = Vec::new();
        match open.strain {
            Strain::NoTrump if open.level.get() == 1 => {
                let major = [Suit::Spades, Suit::Hearts].into_iter().find(|s| self.len(*s) >= 5);
                if h <= 7 {
                    if let Some(s) = self.longest_suits().into_iter().find(|s| self.len(*s) >= 5 && *s != Suit::Clubs) {
                        out.extend(bid(2, s.into()).map(|c| choice(c, format!("Sign-off: five+ {s}, 0–7 HCP"))));
                    }
                } else if h <= 9 {
                    out.extend(bid(2, Strain::NoTrump).map(|c| choice(c, "2NT: invitational, 8–9 HCP")));
                } else if h <= 15 {
                    if let Some(s) = major {
                        let level = if self.len(s) >= 6 { 4 } else { 3 };
                        out.extend(
                            bid(level, s.into()).map(|c| choice(c, format!("Game values, {} {s}", self.len(s)))),
                        );
                    }
                    out.extend(bid(3, Strain::NoTrump).map(|c| choice(c, "3NT: game values, 10–15 HCP")));
                } else if h <= 17 {
                    out.extend(
                        bid(4, Strain::NoTrump).map(|c| choice(c, "4NT: quantitative slam invitation, 16–17 HCP")),
                    );
                } else {
                    out.extend(bid(6, Strain::NoTrump).map(|c| choice(c, "6NT: 18+ HCP opposite 15–17")));
                }
            }
            Strain::NoTrump => {
                // 2NT (20–21): game with 4+, slam with 12+.
                if h >= 12 {
                    out.extend(bid(6, Strain::NoTrump).map(|c| choice(c, "6NT: 12+ HCP opposite 20–21")));
                } else if h >= 4 {
                    out.extend(bid(3, Strain::NoTrump).map(|c| choice(c, "3NT: 4–11 HCP, game opposite 20–21")));
                }
            }
            Strain::Clubs if open.level.get() == 2 => {
                if let Some(s) =
                    self.longest_suits().into_iter().find(|s| self.len(*s) >= 5 && self.good_suit(*s) && h >= 8)
                {
                    let level = if s == Suit::Clubs { 3 } else { 2 };
                    out.extend(
                        bid(level, s.into())
                            .map(|c| choice(c, format!("Positive response: good five-card {s} suit, 8+ HCP"))),
                    );
                }
                out.extend(bid(2, Strain::Diamonds).map(|c| choice(c, "2♦: waiting response to 2♣ (artificial)")));
            }
            _ if open.level.get() >= 2 => {
                // Weak two or preempt: raise to game with a fit and real values.
                if let Some(suit) = open.strain.trump() {
                    if self.len(suit) >= 3 && h >= 16 {
                        let level = if suit.is_major() { 4 } else { 5 };
                        out.extend(
                            bid(level, open.strain).map(|c| choice(c, "Game: support and 16+ HCP opposite a preempt")),
                        );
                    }
                }
            }
            _ => out.extend(self.respond_to_one_suit(open)),
        }
        out
    }

    fn respond_to_one_suit(&self, open: Bid) -> Vec<CallChoice> {
        let h = self.hcp;
        let mut out = Vec::new();
        let Some(p) = open.strain.trump() else { return out };
        if h < 6 {
            return out;
        }
        let support_points = h + shortness_points(self.hand);
        if p.is_major() && self.len(p) >= 3 {
            let (level, what) = match support_points {
                0..=9 => (2, "Simple raise: 3+ card support, 6–9 points"),
                10..=12 => (3, "Limit raise: 3+ card support, 10–12 points"),
                _ => (4, "Game raise: 3+ card support, 13+ points"),
            };
            out.extend(bid(level, open.strain).map(|c| choice(c, what)));
        }
        // A new major at the one level.
        let mut majors = vec![Suit::Hearts, Suit::Spades];
        if self.len(Suit::Spades) > self.len(Suit::Hearts) {
            majors.reverse();
        }
        for m in majors {
            if self.len(m) >= 4 && Strain::from(m) > open.strain {
                out.extend(bid(1, m.into()).map(|c| choice(c, format!("New suit: 4+ {m}, 6+ HCP, forcing"))));
            }
        }
        if p == Suit::Clubs && self.len(Suit::Diamonds) >= 4 {
            out.extend(bid(1, Strain::Diamonds).map(|c| choice(c, "New suit: 4+ diamonds, 6+ HCP, forcing")));
        }
        if !p.is_major() && self.len(p) >= 5 {
            let (level, what) = if h <= 9 {
                (2, "Raise: 5+ card support, 6–9 HCP")
            } else {
                (3, "Invitational raise: 5+ card support, 10–12 HCP")
            };
            out.extend(bid(level, open.strain).map(|c| choice(c, what)));
        }
        if h >= 10 {
            for s in self.longest_suits() {
                let needed = if s == Suit::Hearts { 5 } else { 4 };
                if self.len(s) >= needed && Strain::from(s) < open.strain {
                    out.extend(
                        bid(2, s.into()).map(|c| {
                            choice(c, format!("New suit at the two level: {}+ {s}, 10+ HCP, forcing", needed))
                        }),
                    );
                }
            }
        }
        if self.balanced && (13..=15).contains(&h) {
            out.extend(bid(3, Strain::NoTrump).map(|c| choice(c, "3NT: 13–15 HCP, balanced, no fit")));
        }
        if h <= 10 {
            out.extend(bid(1, Strain::NoTrump).map(|c| choice(c, "1NT: 6–10 HCP, nothing else to bid")));
        }
        out
    }

    fn opener_rebid(&self, open: Bid) -> Vec<CallChoice> {
        let partner = self.seat.partner();
        let Some(resp) = self.bids_by(partner).first().copied() else { return Vec::new() };
        let h = self.hcp;
        let pts = h + shortness_points(self.hand);
        let mut out = Vec::new();
        let own = open.strain.trump();
        if open.strain == Strain::NoTrump {
            if Some(resp) == Bid::of(4, Strain::NoTrump) && h >= 17 {
                out.extend(
                    bid(6, Strain::NoTrump).map(|c| choice(c, "6NT: maximum (17) for the quantitative invitation")),
                );
            }
            if Some(resp) == Bid::of(2, Strain::NoTrump) && h >= 16 {
                out.extend(bid(3, Strain::NoTrump).map(|c| choice(c, "3NT: accepting the invitation with 16–17")));
            }
            if let Some(s) = resp.strain.trump() {
                if resp.level.get() == 3 && s.is_major() {
                    if self.len(s) >= 3 {
                        out.extend(
                            bid(4, resp.strain)
                                .map(|c| choice(c, format!("4{}: three-card support for partner's five", s.symbol()))),
                        );
                    }
                    out.extend(bid(3, Strain::NoTrump).map(|c| choice(c, "3NT: only two cards in partner's major")));
                }
            }
            return out;
        }
        if resp.strain == open.strain {
            // Partner raised my suit.
            let game = if open.strain.is_major() { 4 } else { 5 };
            match resp.level.get() {
                2 if pts >= 19 => {
                    out.extend(bid(game, open.strain).map(|c| choice(c, "Game: 19+ points opposite a simple raise")))
                }
                2 if pts >= 16 => {
                    out.extend(bid(3, open.strain).map(|c| choice(c, "Game try: 16–18 points opposite a simple raise")))
                }
                3 if pts >= 14 => {
                    if !open.strain.is_major() && self.balanced {
                        out.extend(
                            bid(3, Strain::NoTrump).map(|c| choice(c, "3NT: accepting the invitation, balanced")),
                        );
                    }
                    out.extend(bid(game, open.strain).map(|c| choice(c, "Game: accepting the limit raise with 14+")));
                }
                _ => {}
            }
            return out;
        }
        if resp.strain == Strain::NoTrump {
            if resp.level.get() == 1 {
                if h >= 18 && self.balanced {
                    out.extend(bid(3, Strain::NoTrump).map(|c| choice(c, "3NT: 18–19 balanced opposite 6–10")));
                }
                if let Some(s) = own {
                    if self.len(s) >= 6 {
                        out.extend(bid(2, open.strain).map(|c| choice(c, format!("Rebid: six+ {s}, minimum"))));
                    }
                }
                if !self.balanced {
                    if let Some(s) = self.second_suit(open) {
                        out.extend(bid(2, s.into()).map(|c| choice(c, format!("Second suit: 4+ {s}"))));
                    }
                }
            } else if h >= 14 || resp.level.get() >= 3 {
                // 2NT/3NT responses: go to game, or stay in 3NT.
                if resp.level.get() == 2 {
                    out.extend(bid(3, Strain::NoTrump).map(|c| choice(c, "3NT: game opposite the invitation")));
                }
            }
            return out;
        }
        // Partner bid a new suit: forcing.
        if let Some(q) = resp.strain.trump() {
            if q.is_major() && self.len(q) >= 4 {
                let level = match pts {
                    0..=15 => resp.level.get() + 1,
                    16..=18 => resp.level.get() + 2,
                    _ => 4,
                };
                out.extend(
                    bid(level.min(4), resp.strain)
                        .map(|c| choice(c, format!("Raise: four-card {q} support, {pts} points"))),
                );
            }
            if q == Suit::Hearts && resp.level.get() == 1 && self.len(Suit::Spades) >= 4 {
                out.extend(bid(1, Strain::Spades).map(|c| choice(c, "1♠: four spades, showing a second suit")));
            }
        }
        if self.balanced {
            match h {
                12..=14 => out.extend(
                    bid(resp.level.get(), Strain::NoTrump).map(|c| choice(c, "No trumps: 12–14 HCP, balanced")),
                ),
                18..=19 => out.extend(
                    bid(resp.level.get() + 1, Strain::NoTrump)
                        .map(|c| choice(c, "Jump in no trumps: 18–19 HCP, balanced")),
                ),
                _ => out.extend(bid(3, Strain::NoTrump).map(|c| choice(c, "3NT: balanced with extra values"))),
            }
        }
        if let Some(s) = own {
            if self.len(s) >= 6 {
                let level = if h >= 16 { 3 } else { 2 };
                out.extend(bid(level, open.strain).map(|c| choice(c, format!("Rebid: six+ {s}"))));
            }
        }
        if let Some(s) = self.second_suit(open) {
            for level in 1..=2 {
                out.extend(bid(level, s.into()).map(|c| choice(c, format!("Second suit: 4+ {s}"))));
            }
        }
        if let Some(s) = own {
            out.extend(bid(2, open.strain).map(|c| choice(c, format!("Rebid: five+ {s}, minimum"))));
            out.extend(bid(3, open.strain).map(|c| choice(c, format!("Rebid: five+ {s}"))));
        }
        out
    }

    /// A second suit of four or more that ranks below the opening suit (no reverse).
    fn second_suit(&self, open: Bid) -> Option<Suit> {
        Suit::DESCENDING.into_iter().find(|s| Strain::from(*s) < open.strain && self.len(*s) >= 4)
    }

    fn compete(&self) -> Vec<CallChoice> {
        let h = self.hcp;
        let mut out = Vec::new();
        let Some(standing) = self.auction.standing() else { return out };
        let their = standing.bid.strain.trump();
        let level1 = standing.bid.level.get() == 1;
        if level1 && self.balanced && (15..=18).contains(&h) && their.map(|s| self.stopper(s)).unwrap_or(false) {
            out.extend(
                bid(1, Strain::NoTrump)
                    .map(|c| choice(c, "1NT overcall: 15–18 HCP, balanced, a stopper in their suit")),
            );
        }
        let short_in_theirs = their.map(|s| self.len(s) <= 2).unwrap_or(false);
        for s in self.longest_suits() {
            if Some(s) == their || self.len(s) < 5 {
                continue;
            }
            let level = if Strain::from(s) > standing.bid.strain {
                standing.bid.level.get()
            } else {
                standing.bid.level.get() + 1
            };
            let ok = match level {
                1 => (8..=16).contains(&h),
                2 => (11..=16).contains(&h) && (self.len(s) >= 6 || self.good_suit(s)),
                _ => false,
            };
            if ok {
                out.extend(bid(level, s.into()).map(|c| choice(c, format!("Overcall: five+ {s}, {h} HCP"))));
            }
        }
        let unbid_ok = Suit::DESCENDING.into_iter().filter(|s| Some(*s) != their).all(|s| self.len(s) >= 3);
        if short_in_theirs && ((h >= 12 && unbid_ok) || h >= 17) && standing.bid.level.get() <= 2 {
            out.push(choice(Call::Double, "Takeout double: 12+ HCP, short in their suit, support for the others"));
        }
        out
    }

    /// Partner overcalled or doubled, and this is our first action.
    fn advance(&self) -> Vec<CallChoice> {
        let h = self.hcp;
        let mut out = Vec::new();
        let partner_calls = self.calls_by(self.seat.partner());
        let Some(standing) = self.auction.standing() else { return out };
        let partner_doubled = partner_calls.contains(&Call::Double);
        let partner_bid = self.bids_by(self.seat.partner()).first().copied();
        if let Some(pb) = partner_bid {
            if let Some(s) = pb.strain.trump() {
                if self.len(s) >= 3 && h >= 8 {
                    let level = if h >= 13 && s.is_major() { 4 } else { pb.level.get() + 1 };
                    out.extend(
                        bid(level, pb.strain).map(|c| choice(c, format!("Raise partner's overcall: 3+ {s}, {h} HCP"))),
                    );
                }
            }
            return out;
        }
        if partner_doubled
            && standing.bidder.side() != self.seat.side()
            && standing.penalty != tenace_bridge::Penalty::Undoubled
        {
            // Takeout double still standing: we must bid.
            let their = standing.bid.strain.trump();
            let jump = if h >= 9 { 1 } else { 0 };
            if (6..=10).contains(&h) && their.map(|s| self.stopper(s)).unwrap_or(false) && standing.bid.level.get() == 1
            {
                out.extend(
                    bid(1, Strain::NoTrump)
                        .map(|c| choice(c, "1NT: answering the takeout double, 6–10 HCP and a stopper")),
                );
            }
            let mut suits: Vec<Suit> = Suit::DESCENDING.into_iter().filter(|s| Some(*s) != their).collect();
            suits.sort_by(|a, b| self.len(*b).cmp(&self.len(*a)).then((b.is_major() as u8).cmp(&(a.is_major() as u8))));
            for s in suits {
                let base = if Strain::from(s) > standing.bid.strain {
                    standing.bid.level.get()
                } else {
                    standing.bid.level.get() + 1
                };
                for level in [base + jump, base] {
                    out.extend(
                        bid(level, s.into()).map(|c| {
                            choice(c, format!("Answering partner's takeout double: longest suit {s}, {h} HCP"))
                        }),
                    );
                }
            }
        }
        out
    }

    /// Once both hands have spoken: bid the game (or slam) the partnership
    /// can afford in its best fit, compete for a part score with a fit, or pass.
    fn place_contract(&self) -> Vec<CallChoice> {
        let mut out = Vec::new();
        let Some(standing) = self.auction.standing() else { return out };
        let partner = self.seat.partner();
        let partner_bids = self.bids_by(partner);
        if partner_bids.is_empty() && !self.calls_by(partner).contains(&Call::Double) {
            return out;
        }
        let combined = self.hcp + estimate_points(self.auction, partner);
        let fit = self.best_fit(&partner_bids);
        let ours = standing.bidder.side() == self.seat.side();
        let (strain, game_level, reason) = match fit {
            Some((s, _)) if s.is_major() => (Strain::from(s), 4, format!("Game in our {s} fit")),
            Some((s, _)) if combined >= 29 => (Strain::from(s), 5, format!("Game in our {s} fit")),
            _ => (Strain::NoTrump, 3, "3NT: the partnership has game values and no major fit".to_owned()),
        };
        if combined >= 33 {
            out.extend(bid(6, strain).map(|c| choice(c, format!("Small slam: about {combined} points together"))));
        }
        if combined >= 25 {
            let target = Bid::of(game_level, strain);
            if target.map(|t| t > standing.bid).unwrap_or(false)
                && !(ours && standing.bid.level.get() >= game_level && standing.bid.strain == strain)
            {
                out.extend(
                    target.map(|t| choice(Call::Bid(t), format!("{reason} (about {combined} points together)"))),
                );
            }
        } else if !ours {
            // Compete: with an eight-card fit, bid to the level of the fit's tricks.
            if let Some((s, total)) = fit {
                let level = (total as u8).saturating_sub(6).clamp(2, 3);
                if let Some(b) = Bid::of(level, s.into()) {
                    if b > standing.bid {
                        out.push(choice(Call::Bid(b), format!("Compete: {total}-card {s} fit, {level}-level is safe")));
                    }
                }
            }
        }
        out
    }

    /// Our longest known fit: my length plus what partner's bids promised.
    fn best_fit(&self, partner_bids: &[Bid]) -> Option<(Suit, usize)> {
        let my_bids = self.bids_by(self.seat);
        Suit::DESCENDING
            .into_iter()
            .filter_map(|s| {
                let partner_times = partner_bids.iter().filter(|b| b.strain == s.into()).count();
                let shown = match partner_times {
                    0 => 0,
                    1 if s.is_major() => 4,
                    1 => 3,
                    _ => 6,
                };
                // Partner raised a suit I bid: at least three.
                let raised = my_bids.iter().any(|b| b.strain == s.into()) && partner_times > 0;
                let total = self.len(s) + if raised { shown.max(3) } else { shown };
                (total >= 8).then_some((s, total))
            })
            .max_by_key(|(s, total)| (*total, s.is_major()))
    }
}

/// A rough count of the points a player has shown by their calls.
pub fn estimate_points(auction: &Auction, who: Seat) -> u32 {
    let mut first_bid_seen = false;
    let mut best = 0;
    let mut side_opened = None;
    for (seat, call) in auction.calls_by_seat() {
        let estimate = match call {
            Call::Bid(b) if !first_bid_seen => {
                side_opened = Some(seat.side());
                match (b.level.get(), b.strain) {
                    (1, Strain::NoTrump) => 16,
                    (1, _) => 13,
                    (2, Strain::NoTrump) => 20,
                    (2, Strain::Clubs) => 23,
                    _ => 7,
                }
            }
            Call::Bid(b) if Some(seat.side()) == side_opened => match (b.level.get(), b.strain) {
                (1, Strain::NoTrump) => 8,
                (1, _) => 9,
                (2, Strain::NoTrump) => 12,
                (3, Strain::NoTrump) => 14,
                (2, _) => 10,
                (3, _) => 11,
                _ => 13,
            },
            Call::Bid(b) => match (b.level.get(), b.strain) {
                (1, Strain::NoTrump) => 16,
                (1, _) => 11,
                _ => 12,
            },
            Call::Double => 13,
            Call::Pass | Call::Redouble => 0,
        };
        if matches!(call, Call::Bid(_)) {
            first_bid_seen = true;
        }
        if seat == who {
            best = best.max(estimate);
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use tenace_bridge::{BoardNumber, Deal, Setup};

    /// A deal with the given North hand; the other hands are the rest in order.
    fn game_with_north(north: &str, calls: &[&str]) -> Game {
        let n = CardSet::parse_dotted(north, Suit::DESCENDING).unwrap();
        let rest: Vec<_> = (CardSet::FULL - n).iter().collect();
        let mut hands = [n, CardSet::EMPTY, CardSet::EMPTY, CardSet::EMPTY];
        for (i, chunk) in rest.chunks(13).enumerate() {
            hands[i + 1] = chunk.iter().copied().collect();
        }
        let deal = Deal::new(hands).unwrap();
        let mut g = Game::new(Setup::board(BoardNumber::new(1).unwrap(), deal));
        for c in calls {
            let seat = g.to_act().unwrap();
            g.apply(tenace_bridge::Action::Call { seat, call: c.parse().unwrap() }).unwrap();
        }
        g
    }

    fn north_calls(north: &str, calls: &[&str]) -> CallChoice {
        let g = game_with_north(north, calls);
        choose_call(&g, Seat::North)
    }

    #[test]
    fn openings() {
        assert_eq!(north_calls("AQ3.KJ4.QT92.K85", &[]).call.code(), "1NT"); // 15, balanced
        assert_eq!(north_calls("AQJ43.K4.Q92.985", &[]).call.code(), "1S");
        assert_eq!(north_calls("AQJ43.K4.Q92.K85", &[]).call.code(), "1NT", "15 HCP 5-3-3-2 opens 1NT");
        assert_eq!(north_calls("AQ43.K4.Q92.K853", &[]).call.code(), "1C");
        assert_eq!(north_calls("AQ43.K4.Q972.K53", &[]).call.code(), "1D");
        assert_eq!(north_calls("Q43.K4.J972.J853", &[]).call, Call::Pass);
        assert_eq!(north_calls("AKJ.AKQ4.KQ2.AJ5", &[]).call.code(), "2C");
        assert_eq!(north_calls("KQJ.AQ4.KQ2.QJ54", &[]).call.code(), "2NT");
        assert_eq!(north_calls("AQJ943.54.972.53", &[]).call.code(), "2S");
        let c = north_calls("AQ3.KJ4.QT92.K85", &[]);
        assert!(c.reason.contains("15–17"), "{}", c.reason);
    }

    #[test]
    fn responses_to_partner() {
        // Dealer N is board 1; put North in the responder's seat by letting
        // S open: N P, E P, S 1H, W P, then N.
        let c = north_calls("K43.Q54.J972.853", &["P", "P", "1H", "P"]);
        assert_eq!(c.call.code(), "2H", "{}", c.reason);
        let c = north_calls("K432.54.J972.Q53", &["P", "P", "1H", "P"]);
        assert_eq!(c.call.code(), "1S", "{}", c.reason);
        let c = north_calls("K43.54.J9762.Q53", &["P", "P", "1H", "P"]);
        assert_eq!(c.call.code(), "1NT", "{}", c.reason);
        let c = north_calls("432.54.J9762.953", &["P", "P", "1H", "P"]);
        assert_eq!(c.call, Call::Pass);
        let c = north_calls("K43.Q54.J972.853", &["P", "P", "1NT", "P"]);
        assert_eq!(c.call, Call::Pass);
        let c = north_calls("K43.Q54.AJ72.K53", &["P", "P", "1NT", "P"]);
        assert_eq!(c.call.code(), "3NT");
    }

    #[test]
    fn competition() {
        // E opens 1C after N passes; ... N has a 5-card spade suit and 10 HCP.
        let c = north_calls("KQJ43.54.A72.953", &["P", "1C", "P", "P"]);
        assert_eq!(c.call.code(), "1S", "{}", c.reason);
        let c = north_calls("AQ43.KJ54.A72.93", &["P", "1C", "P", "P"]);
        assert_eq!(c.call, Call::Double, "{}", c.reason);
    }
}
