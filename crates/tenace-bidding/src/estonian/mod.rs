//! Seed 000's club system ("Risti süsteem"): rules E1–E16 of
//! `../shared/spec/systems-1930s.md` §2. Every opening of 2½–4 honour
//! tricks (the club system's own table, E1) is an artificial 1♣; 1♦ is the
//! negative answer, a suit or 1NT the positive one, a jump the forcing one.
//!
//! Where the chapter is silent (§2.4: competitive bidding, doubles, slam,
//! later rounds) the system plays the same book's Culbertson rules, whose
//! explanations say "Culbertson", so a hover shows which book rule it is.

use crate::context::Ctx;
use crate::culbertson::{self, bid, bid_of, i_have_acted, role, strain, Out, Role};
use crate::rule::{Candidate, Forcing};
use crate::shows::Constraint;
use crate::valuation::{Pick, Valuation as V};
use tenace_bridge::{Bid, Call, Strain};
use tenace_cards::Suit;

pub fn candidates(ctx: &Ctx) -> Vec<Candidate> {
    let mut out = Out::default();
    let club_opening = matches!(ctx.opening(), Some((_, b)) if b.level.get() == 1 && b.strain == Strain::Clubs);
    match role(ctx) {
        Role::Opening => openings(&mut out),
        Role::Opener if club_opening => opener(ctx, &mut out),
        Role::Responder if club_opening => responder(ctx, &mut out),
        Role::Opener | Role::Responder => {
            // A strong two or 2NT (E5): the book's Culbertson continuations.
            return culbertson::candidates(ctx);
        }
        // §2.4: the chapter has no competitive bidding; the strict variant passes.
        Role::Defender | Role::Advancer | Role::Overcaller if ctx.system.seed_only() => {}
        Role::Defender | Role::Advancer | Role::Overcaller => return culbertson::candidates(ctx),
    }
    if !ctx.system.seed_only() {
        culbertson::defence::penalty_double(ctx, &mut out);
    }
    culbertson::rebids::keep_going(ctx, &mut out);
    out.push(Candidate::new("club.pass", Call::Pass, Constraint::any(), "Club system: pass").priority(1));
    out.0
}

/// E3–E5: 1♣ for 2½–4 honour tricks; above 4 the book's strong openings.
fn openings(out: &mut Out) {
    out.add(bid(2, Strain::NoTrump), |c| {
        Candidate::new(
            "club.open.2nt",
            c,
            Constraint::any().ht_club(20, 32).val(V::Flat),
            "Club system: 2NT, over 4 honour tricks (5+), 4-3-3-3 or 4-4-3-2 (the book's Culbertson 2NT)",
        )
        .priority(200)
    });
    for suit in Suit::DESCENDING {
        let base = Constraint::any().min_len(suit, 4).val(V::Chosen(Pick::Bid000 { except: None }, suit));
        let spread = base.clone().ht_club(20, 32).val(V::ClubHtInSuits { suits: 3, min: 2 });
        let long = base.ht_club(18, 32).val(V::LongSuits);
        for needs in [spread, long] {
            out.add(bid(2, strain(suit)), |c| {
                Candidate::new(
                    "club.open.two",
                    c,
                    needs,
                    "Club system: 2{suit}, over 4 honour tricks: the book's forcing two, a biddable {suit} suit; game forcing",
                )
                .arg("suit", suit.symbol())
                .forcing(Forcing::GameForcing)
                .priority(190)
            });
        }
    }
    out.add(bid(1, Strain::Clubs), |c| {
        Candidate::new(
            "club.open.1c",
            c,
            Constraint::any().ht_club(10, 16),
            "Club system: 1♣, artificial: an opening hand of 2½ to 4 honour tricks; says nothing about clubs",
        )
        .forcing(Forcing::OneRound)
        .priority(150)
        .artificial()
    });
    out.add(bid(1, Strain::Clubs), |c| {
        Candidate::new(
            // One rule for the listener: 1♣ shows 2½ honour tricks or more.
            "club.open.1c",
            c,
            Constraint::any().ht_club(17, 32),
            "Club system: 1♣, artificial, over 4 honour tricks with no forcing two: the opener jumps at his next turn",
        )
        .forcing(Forcing::OneRound)
        .priority(149)
        .artificial()
    });
    out.push(
        Candidate::new(
            "club.pass.no_opening",
            Call::Pass,
            Constraint::any().ht_club(0, 9),
            "Club system: pass, under 2½ honour tricks",
        )
        .priority(2),
    );
}

/// The positive answer's bid in `suit` now: the cheapest, and a minor at
/// the two level at least (1♦ is the negative).
fn positive_bid(ctx: &Ctx, suit: Suit) -> Option<Bid> {
    let cheap = ctx.cheapest(strain(suit))?;
    if cheap.level.get() == 1 && suit.is_minor() {
        Bid::of(2, strain(suit))
    } else {
        Some(cheap)
    }
}

fn up(b: Option<Bid>, levels: u8) -> Option<Call> {
    b.and_then(|b| bid(b.level.get() + levels, b.strain))
}

/// E6–E9: the answers to 1♣, and to 1♣ after an overcall.
fn responder(ctx: &Ctx, out: &mut Out) {
    if i_have_acted(ctx) {
        responder_later(ctx, out);
        return;
    }
    let overcall = ctx.rho_call().and_then(bid_of).is_some();
    if overcall {
        out.push(
            Candidate::new(
                "club.resp.pass_negative",
                Call::Pass,
                Constraint::any().ht_club(0, 5),
                "Club system: pass after the overcall replaces 1♦: under 1½ honour tricks",
            )
            .priority(150),
        );
    } else {
        out.add(bid(1, Strain::Diamonds), |c| {
            Candidate::new(
                "club.resp.negative",
                c,
                Constraint::any().ht_club(0, 5),
                "Club system: 1♦, negative and artificial: under 1½ honour tricks",
            )
            .priority(150)
            .artificial()
        });
    }
    for suit in Suit::DESCENDING {
        let five = Constraint::any().min_len(suit, 5).val(V::Chosen(Pick::Club { except: None }, suit));
        let pos = positive_bid(ctx, suit);
        out.add(pos.map(Call::Bid), |c| {
            Candidate::new(
                "club.resp.positive",
                c,
                five.clone().ht_club(6, 10),
                "Club system: {bid}, positive: 1½ to 2½ honour tricks and a biddable five-card {suit} suit",
            )
            .arg("bid", c)
            .arg("suit", suit.symbol())
            .forcing(Forcing::OneRound)
            .priority(140)
        });
        out.add(up(pos, 1), |c| {
            Candidate::new(
                "club.resp.forcing",
                c,
                five.clone().ht_club(11, 32),
                "Club system: {bid}, forcing: over 2½ honour tricks and a biddable five-card {suit} suit; game, perhaps slam",
            )
            .arg("bid", c)
            .arg("suit", suit.symbol())
            .forcing(Forcing::GameForcing)
            .priority(140)
        });
    }
    let nt = ctx.cheapest(Strain::NoTrump);
    out.add(nt.map(Call::Bid), |c| {
        Candidate::new(
            "club.resp.positive_nt",
            c,
            Constraint::any().ht_club(6, 10).not_val(V::AnyFiveClub),
            "Club system: {bid}, positive: 1½ to 2½ honour tricks and no biddable five-card suit",
        )
        .arg("bid", c)
        .forcing(Forcing::OneRound)
        .priority(130)
    });
    out.add(up(nt, 1), |c| {
        Candidate::new(
            "club.resp.forcing_nt",
            c,
            Constraint::any().ht_club(11, 32).not_val(V::AnyFiveClub),
            "Club system: {bid}, forcing: over 2½ honour tricks and no biddable five-card suit",
        )
        .arg("bid", c)
        .forcing(Forcing::GameForcing)
        .priority(130)
    });
}

/// The suit of partner's first bid after 1♣, if it was natural.
fn partner_suit(ctx: &Ctx) -> Option<Suit> {
    ctx.meanings_of(ctx.partner()).find_map(|m| bid_of(m.call).filter(|_| !m.artificial).and_then(|b| b.strain.trump()))
}

/// E10, E14, E15, E12: the opener's later calls.
fn opener(ctx: &Ctx, out: &mut Out) {
    let my_bids = ctx.bids_of(ctx.me);
    let partner_rule = ctx.partner_rule().unwrap_or_default().to_owned();
    if my_bids.len() == 1 {
        match partner_rule.as_str() {
            "club.resp.negative" | "club.resp.pass_negative" => show_suit(ctx, out),
            "club.resp.positive" | "club.resp.positive_nt" => after_positive(ctx, out),
            "club.resp.forcing" | "club.resp.forcing_nt" => after_forcing(ctx, out),
            _ => show_suit(ctx, out),
        }
        return;
    }
    // E12: partner showed a five-card suit for length (E11).
    if partner_rule == "club.resp.length" {
        if let Some(y) = ctx.partner_call().and_then(bid_of).and_then(|b| b.strain.trump()) {
            out.push(
                Candidate::new(
                    "club.rebid.accept",
                    Call::Pass,
                    Constraint::any().min_len(y, 3),
                    "Club system: pass, three or more cards in partner's suit make it acceptable",
                )
                .priority(150),
            );
            for z in Suit::DESCENDING.into_iter().filter(|&z| z != y) {
                out.add(ctx.cheapest(strain(z)).map(Call::Bid), |c| {
                    Candidate::new(
                        "club.rebid.four_card",
                        c,
                        Constraint::any().len(z, 4, 4).max_len(y, 2).val(V::BiddableClub(z)),
                        "Club system: {bid}, partner's suit does not suit me: a biddable four-card {suit} suit instead",
                    )
                    .arg("bid", c)
                    .arg("suit", z.symbol())
                    .priority(140)
                });
            }
            out.add(ctx.cheapest(Strain::NoTrump).map(Call::Bid), |c| {
                Candidate::new(
                    "club.rebid.no_trump",
                    c,
                    Constraint::any().max_len(y, 2),
                    "Club system: {bid}, partner's suit does not suit me and I have no four-card suit to offer",
                )
                .arg("bid", c)
                .priority(130)
            });
            return;
        }
    }
    // E14: support partner's positive suit on the next round.
    if let Some(y) = partner_suit(ctx) {
        out.add(ctx.cheapest(strain(y)).map(Call::Bid), |c| {
            Candidate::new(
                "club.rebid.support",
                c,
                Constraint::any().min_len(y, 3),
                "Club system: {bid}, support for partner's {suit} on the next round: three or more cards",
            )
            .arg("bid", c)
            .arg("suit", y.symbol())
            .priority(120)
        });
    }
    if !ctx.system.seed_only() {
        culbertson::rebids::place(ctx, out);
    }
}

/// E10: after the negative, the real suit; with over 4 honour tricks (E5)
/// one level higher.
fn show_suit(ctx: &Ctx, out: &mut Out) {
    for (jump, lo, hi) in [(0u8, 0u8, 16u8), (1, 17, 32)] {
        for suit in Suit::DESCENDING {
            let cheap = ctx.cheapest(strain(suit));
            out.add(up(cheap, jump), |c| {
                Candidate::new(
                    "club.rebid.suit",
                    c,
                    Constraint::any()
                        .min_len(suit, 5)
                        .ht_club(lo, hi)
                        .val(V::Chosen(Pick::Club { except: None }, suit)),
                    "Club system: {bid}, the opener's real suit: a biddable five-card {suit} suit",
                )
                .arg("bid", c)
                .arg("suit", suit.symbol())
                .priority(150)
            });
        }
        out.add(up(ctx.cheapest(Strain::NoTrump), jump), |c| {
            Candidate::new(
                "club.rebid.nt",
                c,
                Constraint::any().ht_club(lo, hi).not_val(V::AnyFiveClub),
                "Club system: {bid}, no biddable five-card suit to show",
            )
            .arg("bid", c)
            .priority(140)
        });
    }
}

/// E14: after a positive answer, the opener's own five-card suit at once.
fn after_positive(ctx: &Ctx, out: &mut Out) {
    for suit in Suit::DESCENDING {
        out.add(ctx.cheapest(strain(suit)).map(Call::Bid), |c| {
            Candidate::new(
                "club.rebid.own_suit",
                c,
                Constraint::any().min_len(suit, 5).val(V::Chosen(Pick::Club { except: None }, suit)),
                "Club system: {bid}, after a positive answer the opener shows his own five-card {suit} suit first",
            )
            .arg("bid", c)
            .arg("suit", suit.symbol())
            .forcing(Forcing::OneRound)
            .priority(150)
        });
    }
    out.add(ctx.cheapest(Strain::NoTrump).map(Call::Bid), |c| {
        Candidate::new(
            "club.rebid.positive_nt",
            c,
            Constraint::any().not_val(V::AnyFiveClub),
            "Club system: {bid}, after a positive answer: no five-card suit to show",
        )
        .arg("bid", c)
        .forcing(Forcing::OneRound)
        .priority(140)
    });
}

/// E15: after the forcing answer: own suit, a raise with two top honours, or no-trump.
fn after_forcing(ctx: &Ctx, out: &mut Out) {
    for suit in Suit::DESCENDING {
        out.add(ctx.cheapest(strain(suit)).map(Call::Bid), |c| {
            Candidate::new(
                "club.rebid.force_suit",
                c,
                Constraint::any().min_len(suit, 5).val(V::Chosen(Pick::Club { except: None }, suit)),
                "Club system: {bid}, after the forcing answer: the opener's five-card {suit} suit",
            )
            .arg("bid", c)
            .arg("suit", suit.symbol())
            .forcing(Forcing::GameForcing)
            .priority(150)
        });
    }
    if let Some(y) = partner_suit(ctx) {
        out.add(ctx.cheapest(strain(y)).map(Call::Bid), |c| {
            Candidate::new(
                "club.rebid.force_raise",
                c,
                Constraint::any().min_len(y, 4).not_val(V::AnyFiveClub).val(V::FourWithTwoHonours(y)),
                "Club system: {bid}, no suit to show but four of partner's {suit} with A + J or K + Q: raise one level",
            )
            .arg("bid", c)
            .arg("suit", y.symbol())
            .forcing(Forcing::GameForcing)
            .priority(145)
        });
    }
    out.add(ctx.cheapest(Strain::NoTrump).map(Call::Bid), |c| {
        Candidate::new(
            "club.rebid.force_nt",
            c,
            Constraint::any(),
            "Club system: {bid}, after the forcing answer: no suit to show, no-trump",
        )
        .arg("bid", c)
        .forcing(Forcing::GameForcing)
        .priority(140)
    });
}

/// E11, E13: the responder's later calls.
fn responder_later(ctx: &Ctx, out: &mut Out) {
    let my_rule = ctx.my_rule().unwrap_or_default().to_owned();
    let opener_last = ctx.partner_call().and_then(bid_of);
    let opener_suit = opener_last.and_then(|b| b.strain.trump());
    let my_bids = ctx.bids_of(ctx.me);
    if my_rule == "club.resp.negative" || my_rule == "club.resp.pass_negative" {
        // E11: a five-card suit shows length only.
        for suit in Suit::DESCENDING.into_iter().filter(|&s| Some(s) != opener_suit) {
            out.add(ctx.cheapest(strain(suit)).map(Call::Bid), |c| {
                Candidate::new(
                    "club.resp.length",
                    c,
                    Constraint::any().min_len(suit, 5).val(V::Chosen(Pick::Length { except: opener_suit }, suit)),
                    "Club system: {bid}, a five-card {suit} suit: length, not honour tricks",
                )
                .arg("bid", c)
                .arg("suit", suit.symbol())
                .priority(140)
            });
        }
        return;
    }
    if my_rule == "club.resp.length" {
        // E13: the responder chooses the trump suit.
        if let Some(mine) = my_bids.last().and_then(|b| b.strain.trump()) {
            out.add(ctx.cheapest(strain(mine)).map(Call::Bid), |c| {
                Candidate::new(
                    "club.resp.repeat",
                    c,
                    Constraint::any().min_len(mine, 6),
                    "Club system: {bid}, the responder repeats a six-card suit",
                )
                .arg("bid", c)
                .priority(140)
            });
            for suit in Suit::DESCENDING.into_iter().filter(|&s| s != mine && Some(s) != opener_suit) {
                out.add(ctx.cheapest(strain(suit)).map(Call::Bid), |c| {
                    Candidate::new(
                        "club.resp.second_five",
                        c,
                        Constraint::any().min_len(suit, 5),
                        "Club system: {bid}, the responder names another five-card suit, {suit}",
                    )
                    .arg("bid", c)
                    .arg("suit", suit.symbol())
                    .priority(130)
                });
            }
        }
        return;
    }
    // After a positive answer: raise the opener's suit with three cards.
    if let Some(z) = opener_suit {
        if my_bids.len() == 1 {
            out.add(ctx.cheapest(strain(z)).map(Call::Bid), |c| {
                Candidate::new(
                    "club.resp.support",
                    c,
                    Constraint::any().min_len(z, 3),
                    "Club system: {bid}, support for the opener's {suit}: three or more cards",
                )
                .arg("bid", c)
                .arg("suit", z.symbol())
                .priority(120)
            });
        }
    }
    if !ctx.system.seed_only() {
        culbertson::rebids::place(ctx, out);
    }
}
