//! Culbertson's approach-forcing system as seed 000 teaches it: the rules
//! C1–C83 of `../shared/spec/systems-1930s.md` §1: the [000] and [proj]
//! ones (`culbertson`, §4.3's `Culbertson000`); the variant
//! `culbertson-1930s` adds the [T] rules of [`period`].
//!
//! Families, one module each: [`openings`] (C16–C25), [`responses`]
//! (C28–C51, C73), [`rebids`] (C52–C56, C37–C38, C80), [`defence`]
//! (C57–C72, C74–C76). Honour tricks are in quarters (2½ = 10), see
//! [`crate::valuation`].
//!
//! Every explanation names the system ("Culbertson: …") so a hover in an
//! auction played with it is not mistaken for SAYC.

pub mod defence;
pub mod openings;
pub mod period;
pub mod rebids;
pub mod responses;

use crate::context::Ctx;
use crate::rule::Candidate;
use crate::shows::Constraint;
use tenace_bridge::{Bid, Call};

// Calls under construction and where the player stands in the auction are built and read as in SAYC.
pub use crate::sayc::{bid, role, strain, Out, Role};

/// Have I made any call other than pass?
pub fn i_have_acted(ctx: &Ctx) -> bool {
    ctx.calls_of(ctx.me).into_iter().any(|c| c != Call::Pass)
}

/// The bid a call makes, if it is one.
pub fn bid_of(call: Call) -> Option<Bid> {
    match call {
        Call::Bid(b) => Some(b),
        _ => None,
    }
}

/// The lowest honour tricks partner's calls have shown (0 if only passes), in quarters.
pub fn partner_ht(ctx: &Ctx) -> u8 {
    // The club system states its own table's count (E1): close enough to add.
    let k = ctx.partner_known();
    k.ht.min.max(k.ht_club.min)
}

/// All Culbertson candidates for the context.
pub fn candidates(ctx: &Ctx) -> Vec<Candidate> {
    let period = ctx.system.period_options();
    if period {
        if let Some(only) = period::exclusive(ctx) {
            return only;
        }
    }
    let mut out = Out::default();
    match role(ctx) {
        Role::Opening => openings::candidates(ctx, &mut out),
        Role::Opener => rebids::opener(ctx, &mut out),
        Role::Responder => {
            if i_have_acted(ctx) {
                rebids::responder(ctx, &mut out);
            } else {
                responses::candidates(ctx, &mut out);
            }
        }
        Role::Defender => defence::defender(ctx, &mut out),
        Role::Advancer => defence::advancer(ctx, &mut out),
        Role::Overcaller => defence::overcaller(ctx, &mut out),
    }
    defence::penalty_double(ctx, &mut out);
    rebids::keep_going(ctx, &mut out);
    if period {
        // §4.3 Culbertson1930s: the [T] rules beside the strict ones.
        let untouched = ctx.rho_call() == Some(Call::Pass) && ctx.last_bid() == ctx.opening().map(|(_, b)| b);
        match role(ctx) {
            Role::Responder if !i_have_acted(ctx) && untouched && opened_1nt(ctx) => period::notrump_takeouts(&mut out),
            Role::Defender => period::over_preempt(ctx, &mut out),
            _ => {}
        }
        period::four_nt(ctx, &mut out);
    }
    pass(ctx, &mut out);
    out.0
}

/// Partner opened 1NT.
fn opened_1nt(ctx: &Ctx) -> bool {
    matches!(ctx.opening(), Some((s, b)) if s == ctx.partner() && b.level.get() == 1 && b.strain == tenace_bridge::Strain::NoTrump)
}

/// The last resort: pass, with what passing shows where the system says so.
fn pass(ctx: &Ctx, out: &mut Out) {
    let r = role(ctx);
    let first = !i_have_acted(ctx);
    let (needs, rule, text) = match r {
        Role::Opening => {
            let after_two = ctx.auction.calls().len() >= 2;
            let top = if after_two { 13 } else { 11 };
            (
                Constraint::any().ht(0, top),
                "culbertson.pass.no_opening",
                "Culbertson: pass, no opening (2½ honour tricks and 4 playing tricks, 3 honour tricks after two passes)",
            )
        }
        Role::Responder
            if first
                && ctx.rho_call() == Some(Call::Pass)
                && responses::partner_opened_one_suit(ctx)
                && ctx.last_bid() == ctx.opening().map(|(_, b)| b) =>
        {
            (
                Constraint::any().ht(0, 5).not_val(crate::valuation::Valuation::AnyBiddable000),
                "culbertson.pass.weak_response",
                "Culbertson: pass, under 1½ honour tricks and no biddable suit with an honour trick",
            )
        }
        Role::Defender => (
            Constraint::any(),
            "culbertson.pass.no_defence",
            "Culbertson: pass, no defensive bid or informatory double fits",
        ),
        _ => (Constraint::any(), "culbertson.pass", "Culbertson: pass"),
    };
    out.push(Candidate::new(rule, Call::Pass, needs, text).priority(1));
    // C16/C19: 2½ honour tricks without four playing tricks does not open either.
    if r == Role::Opening {
        out.push(Candidate::new(rule, Call::Pass, Constraint::any().ht(0, 19), text).priority(1));
    }
    // A weak responder with a biddable suit but under one honour trick also passes.
    if rule == "culbertson.pass.weak_response" {
        out.push(
            Candidate::new(
                rule,
                Call::Pass,
                Constraint::any().ht(0, 3),
                "Culbertson: pass, under 1½ honour tricks and no biddable suit with an honour trick",
            )
            .priority(1),
        );
    }
}
