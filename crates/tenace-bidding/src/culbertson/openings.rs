//! Culbertson openings (C16–C25): one of a suit with 2½ honour tricks and
//! four playing tricks, 1NT with no suit to show, the forcing two, 2NT, the
//! strong three-bids and the shut-outs. After two passes every opening
//! needs 3 honour tricks (C17).

use super::{bid, strain, Out};
use crate::context::Ctx;
use crate::rule::{Candidate, Forcing};
use crate::shows::Constraint;
use crate::valuation::{Pick, Valuation as V};
use tenace_bridge::Strain;
use tenace_cards::Suit;

pub fn candidates(ctx: &Ctx, out: &mut Out) {
    // C17: third or fourth hand opens only with 3 honour tricks.
    let floor = if ctx.auction.calls().len() >= 2 { 12 } else { 0 };
    let vul = ctx.we_are_vulnerable();
    // C22: 2NT, strong and flat.
    out.add(bid(2, Strain::NoTrump), |c| {
        Candidate::new(
            "culbertson.open.2nt",
            c,
            Constraint::any().ht(20.max(floor), 32).val(V::Flat),
            "Culbertson: 2NT, 5+ honour tricks, 4-3-3-3 or 4-4-3-2; not forcing",
        )
        .priority(200)
    });
    for suit in Suit::DESCENDING {
        let s = suit.symbol();
        let base = Constraint::any().min_len(suit, 4).val(V::Chosen(Pick::Bid000 { except: None }, suit));
        // C21: the forcing two, 5 honour tricks in three suits, or 4½ with a long suit.
        let spread = base.clone().ht(20, 32).val(V::HtInSuits { suits: 3, min: 2 });
        let long = base.clone().ht(18, 32).val(V::LongSuits);
        for needs in [spread, long] {
            out.add(bid(2, strain(suit)), |c| {
                Candidate::new(
                    "culbertson.open.two",
                    c,
                    needs.ht(floor, 32),
                    "Culbertson: 2{suit}, forcing to game; 5 honour tricks in three suits (4½ with a long suit) and a biddable {suit} suit",
                )
                .arg("suit", s)
                .forcing(Forcing::GameForcing)
                .priority(190)
            });
        }
        // C23: the strong three-bid (majors at three, minors at four).
        let (three_level, three_min, shut_level, shut_min) = match (suit.is_major(), vul) {
            (true, false) => (3, 30, 4, 28),
            (true, true) => (3, 32, 4, 32),
            (false, false) => (4, 36, 5, 32),
            (false, true) => (4, 40, 5, 36),
        };
        out.add(bid(three_level, strain(suit)), |c| {
            Candidate::new(
                "culbertson.open.strong_three",
                c,
                Constraint::any()
                    .min_len(suit, 6)
                    .ht(floor, 32)
                    .val(V::TrumpTricks(suit, 5))
                    .val(V::SideHt(suit, 6, 32))
                    .val(V::LongSuitTricks(suit, three_min, 60)),
                "Culbertson: {bid}, a long self-sufficient {suit} suit and 1½+ honour tricks outside; wants honours, not trumps",
            )
            .arg("bid", c)
            .arg("suit", s)
            .priority(180)
        });
        // C24: the shut-out.
        out.add(bid(shut_level, strain(suit)), |c| {
            Candidate::new(
                "culbertson.open.shut_out",
                c,
                Constraint::any()
                    .min_len(suit, 7)
                    .ht(floor, 32)
                    .val(V::SideHt(suit, 0, 4))
                    .val(V::ShutOutTricks(suit, shut_min, 60)),
                "Culbertson: {bid}, shut-out; a very long {suit} suit, almost nothing outside, worthless in defence",
            )
            .arg("bid", c)
            .arg("suit", s)
            .forcing(Forcing::SignOff)
            .priority(170)
        });
        // C16: one of a suit.
        out.add(bid(1, strain(suit)), |c| {
            Candidate::new(
                "culbertson.open.one",
                c,
                Constraint::any().min_len(suit, 4).ht(10.max(floor), 32).val(V::Chosen(Pick::Open000, suit)),
                "Culbertson: 1{suit}, 2½+ honour tricks, a biddable {suit} suit and 4+ playing tricks; partner is expected to add three",
            )
            .arg("suit", s)
            .priority(150)
        });
        // C20: a strong hand shows even a slightly weak four-card suit.
        out.add(bid(1, strain(suit)), |c| {
            Candidate::new(
                "culbertson.open.shaded",
                c,
                Constraint::any()
                    .len(suit, 4, 4)
                    .ht(12, 32)
                    .not_val(V::AnyBiddable000)
                    .val(V::Chosen(Pick::Shaded000, suit))
                    .val(V::PlayingTricks(Some(suit), 16)),
                "Culbertson: 1{suit}, 3+ honour tricks and no biddable suit: a four-card {suit} suit with an honour trick rather than no-trump",
            )
            .arg("suit", s)
            .priority(149)
        });
    }
    // C19: one no-trump, no suit to show.
    out.add(bid(1, Strain::NoTrump), |c| {
        Candidate::new(
            "culbertson.open.1nt",
            c,
            Constraint::any()
                .ht(10.max(floor), 32)
                .not_val(V::AnyBiddable000)
                .val(V::PlayingTricks(None, 16))
                .and(Constraint::any().max_len(Suit::Spades, 5).max_len(Suit::Hearts, 5)),
            "Culbertson: 1NT, 2½+ honour tricks and 4 playing tricks with no suit to show",
        )
        .priority(140)
    });
}
