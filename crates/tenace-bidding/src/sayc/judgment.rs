//! Judgment where the booklet's rules run out: competing for the partscore
//! by the law of total tricks, doubling them when they outbid a partscore
//! we hold the balance in, sacrificing over their game only when the
//! expected penalty costs less than their game, and doubling their
//! sacrifice. Each rule still states what it needs of my hand, so it
//! explains itself and tells partner what the call showed.
//!
//! The law of total tricks: the tricks both sides take in their best trump
//! suits add up to about the number of trumps both sides hold there, so a
//! side may compete to the level of its trumps (eight trumps: two, nine:
//! three) — that is where going down costs less than letting them make.

use super::{strain, Out, SUITS};
use crate::context::Ctx;
use crate::rule::{Candidate, Forcing};
use crate::shows::{Constraint, Test};
use tenace_bridge::scoring::{duplicate_score, Tricks};
use tenace_bridge::{Bid, Call, Penalty, Strain};
use tenace_cards::Suit;

/// Trumps an opposing side is assumed to hold: nine once both of them bid
/// the suit, eight otherwise.
fn their_trumps(ctx: &Ctx, suit: Suit) -> u8 {
    let bidders = ctx
        .meanings
        .iter()
        .filter(|m| m.seat.side() != ctx.side() && !m.artificial)
        .filter(|m| matches!(m.call, Call::Bid(b) if b.strain.trump() == Some(suit)))
        .map(|m| m.seat)
        .fold(Vec::new(), |mut seats, s| {
            if !seats.contains(&s) {
                seats.push(s);
            }
            seats
        });
    if bidders.len() >= 2 {
        9
    } else {
        8
    }
}

/// Suits our side can play in, with the length partner has shown and
/// whether our calls have agreed the suit (eight or more shown between us):
/// partner's own long suit, or a suit we have both shown.
fn our_fits(ctx: &Ctx) -> Vec<(Suit, u8, bool)> {
    let p = ctx.partner_known();
    let me = ctx.known(ctx.me);
    let theirs = ctx.opponents_suits();
    SUITS
        .into_iter()
        .filter(|s| !theirs.contains(s))
        .map(|s| (s, p.len(s).min, p.len(s).min + me.len(s).min >= 8))
        .filter(|&(_, shown, agreed)| agreed || shown >= 5)
        .collect()
}

/// Has partner made a call other than pass?
fn partner_spoke(ctx: &Ctx) -> bool {
    ctx.calls_of(ctx.partner()).iter().any(|c| *c != Call::Pass)
}

pub fn candidates(ctx: &Ctx, out: &mut Out) {
    let Some(st) = ctx.standing() else { return };
    if st.bidder.side() == ctx.side() || !partner_spoke(ctx) || st.penalty != Penalty::Undoubled {
        return;
    }
    // Partner's forcing call that RHO did not relieve is answered by the system.
    if ctx.forced_to_bid() {
        return;
    }
    let p = ctx.partner_known();
    let their_game = st.bid.level.get() >= game_level_of(st.bid.strain);
    let our_game_before = ctx.meanings.iter().any(|m| {
        m.seat.side() == ctx.side()
            && matches!(m.call, Call::Bid(b) if b.level.get() >= ctx.game_level(b.strain) && !m.artificial)
    });
    for (suit, shown, agreed) in our_fits(ctx) {
        let Some(cheap) = ctx.cheapest(strain(suit)) else { continue };
        let level = cheap.level.get();
        let game = ctx.game_level(strain(suit));
        if !their_game && level < game {
            // Partner's strength as shown: points when the calls stated them.
            compete(ctx, out, suit, shown, cheap, p.hcp.min.max(p.pts.min), agreed);
        } else if their_game && our_game_before {
            double_their_sacrifice(ctx, out, suit, shown, cheap);
        } else if their_game && level <= 5 {
            sacrifice(ctx, out, suit, shown, cheap, st.bid);
        }
    }
}

/// The lowest game level in `strain` at duplicate.
fn game_level_of(strain: Strain) -> u8 {
    match strain {
        Strain::NoTrump => 3,
        Strain::Hearts | Strain::Spades => 4,
        _ => 5,
    }
}

/// They outbid our partscore: compete to the level of our trumps, pass
/// with fewer, double with the balance of strength and no more than eight.
fn compete(ctx: &Ctx, out: &mut Out, suit: Suit, shown: u8, cheap: Bid, partner_min_hcp: u8, agreed: bool) {
    let level = cheap.level.get();
    let trumps = level + 6;
    let mine = trumps.saturating_sub(shown).max(1);
    let sym = suit.symbol();
    // Both sides about equal: the law applies; with game values other rules bid game.
    let balance = 14u8.saturating_sub(partner_min_hcp);
    out.add(Some(Call::Bid(cheap)), |c| {
        Candidate::new(
            "sayc.judge.compete",
            c,
            Constraint::hcp(balance, 37).min_len(suit, mine),
            "{bid}: competes to the level of our {n} trumps (the law of total tricks)",
        )
        .arg("bid", c)
        .arg("n", trumps)
        .arg("suit", sym)
        .forcing(Forcing::NonForcing)
        .priority(94)
    });
    let Some(their) = ctx.last_bid().and_then(|b| b.strain.trump()) else { return };
    let their_level = ctx.last_bid().map(|b| b.level.get()).unwrap_or(0);
    if their_level >= 3 {
        // They are at the level of their own trumps or above, we hold most
        // of the strength and no ninth trump: defend, doubled.
        let need = 23u8.saturating_sub(partner_min_hcp).max(8);
        out.add(Some(Call::Double), |c| {
            // The same rule as the penalty double on trumps: partner reads both as penalty.
            Candidate::new(
                "sayc.penalty.double",
                c,
                Constraint::hcp(need, 37)
                    .max_len(suit, 8u8.saturating_sub(shown).max(1))
                    .min_len(their, 2)
                    .test(Test::NoShortness),
                "Double: they outbid our partscore; we hold the balance of strength and no ninth trump",
            )
            .priority(95)
        });
    }
    out.add(Some(Call::Pass).filter(|_| agreed), |c| {
        Candidate::new(
            "sayc.judge.pass",
            c,
            Constraint::any().max_len(suit, mine.saturating_sub(1)),
            "Pass: our trumps are not enough to compete higher (the law of total tricks)",
        )
        .forcing(Forcing::SignOff)
        .priority(93)
    });
}

/// The score of going `down` tricks doubled at `level`.
fn doubled_cost(level: u8, down: u8, vulnerable: bool) -> i32 {
    let Some(b) = Bid::of(level, Strain::Spades) else { return i32::MAX };
    let tricks = (level + 6).saturating_sub(down);
    match Tricks::new(tricks) {
        Ok(t) => -duplicate_score(b, Penalty::Doubled, vulnerable, t),
        Err(_) => i32::MAX,
    }
}

/// Their game or slam undoubled, making exactly.
fn their_value(contract: Bid, vulnerable: bool) -> i32 {
    match Tricks::new(contract.level.get() + 6) {
        Ok(t) => duplicate_score(contract, Penalty::Undoubled, vulnerable, t),
        Err(_) => 0,
    }
}

/// They bid game: sacrifice when the law of total tricks says the penalty
/// costs less than their game, and my hand has little defence.
fn sacrifice(ctx: &Ctx, out: &mut Out, suit: Suit, shown: u8, cheap: Bid, theirs: Bid) {
    let Some(their_suit) = theirs.strain.trump() else { return };
    let their_tricks = theirs.level.get() + 6;
    let value = their_value(theirs, ctx.they_are_vulnerable());
    // The fewest trumps for which the law's penalty is at least 100 below their game.
    let fit = (8u8..=13).find(|&f| {
        let total = f + their_trumps(ctx, their_suit);
        let ours = total.saturating_sub(their_tricks);
        let down = (cheap.level.get() + 6).saturating_sub(ours);
        doubled_cost(cheap.level.get(), down, ctx.we_are_vulnerable()) + 100 <= value
    });
    let Some(fit) = fit else { return };
    let mine = fit.saturating_sub(shown).max(1);
    // Partner's calls must not have promised defence of their own.
    if ctx.partner_known().hcp.min >= 12 {
        return;
    }
    out.add(Some(Call::Bid(cheap)), |c| {
        Candidate::new(
            "sayc.judge.sacrifice",
            c,
            Constraint::hcp(0, 10).min_len(suit, mine).test(Test::Controls(crate::Range::new(0, 3))),
            "{bid}: a sacrifice; with {n} trumps going down costs less than their game",
        )
        .arg("bid", c)
        .arg("n", fit)
        .forcing(Forcing::SignOff)
        .priority(97)
    });
}

/// We bid game and they bid on: double them, or bid on with a tenth trump
/// and shortness in their suit.
fn double_their_sacrifice(ctx: &Ctx, out: &mut Out, suit: Suit, shown: u8, cheap: Bid) {
    let Some(their) = ctx.last_bid().and_then(|b| b.strain.trump()) else { return };
    let ten = 10u8.saturating_sub(shown).max(1);
    out.add(Some(Call::Bid(cheap)).filter(|_| cheap.level.get() <= 5), |c| {
        Candidate::new(
            "sayc.judge.bid_on",
            c,
            Constraint::any().min_len(suit, ten).test(Test::Short(their)).test(Test::MaxLosers(6)),
            "{bid}: bids on over their sacrifice: ten trumps and shortness in their suit",
        )
        .arg("bid", c)
        .forcing(Forcing::SignOff)
        .priority(98)
    });
    out.add(Some(Call::Double), |c| {
        // A penalty double like the others: partner reads it as one.
        Candidate::new(
            "sayc.penalty.double",
            c,
            Constraint::any(),
            "Double: they have sacrificed over our game; penalties",
        )
        .priority(97)
    });
}
