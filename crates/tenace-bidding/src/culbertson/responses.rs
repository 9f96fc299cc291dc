//! Culbertson responses: to one of a suit (C28–C39), to 1NT (C40–C43), to
//! the forcing two (C44–C49), to 2NT (C12), to the strong three-bids and
//! the shut-outs (C50–C51), and the redouble over an informatory double (C73).

use super::{bid, strain, Out};
use crate::context::Ctx;
use crate::rule::{Candidate, Forcing};
use crate::shows::Constraint;
use crate::valuation::{Pick, Valuation as V};
use tenace_bridge::{Call, Strain};
use tenace_cards::Suit;

/// Did partner open one of a suit?
pub fn partner_opened_one_suit(ctx: &Ctx) -> bool {
    matches!(ctx.opening(), Some((s, b)) if s == ctx.partner() && b.level.get() == 1 && b.strain != Strain::NoTrump)
}

pub fn candidates(ctx: &Ctx, out: &mut Out) {
    let Some((opener, open)) = ctx.opening() else { return };
    if opener != ctx.partner() {
        return;
    }
    let vul = ctx.we_are_vulnerable();
    match (open.level.get(), open.strain.trump()) {
        (1, Some(x)) => one_suit(ctx, out, x),
        (1, None) => one_notrump(out),
        (2, Some(x)) => forcing_two(ctx, out, x),
        (2, None) => two_notrump(out),
        (3, Some(x)) | (4, Some(x)) if strong_three(open.level.get(), x) => {
            // C50: raise to game with outside tricks.
            let need = if vul { 6 } else { 8 };
            let game = if x.is_major() { 4 } else { 5 };
            out.add(bid(game, strain(x)), |c| {
                Candidate::new(
                    "culbertson.resp.strong_three_raise",
                    c,
                    Constraint::any().ht(need, 32),
                    "Culbertson: {bid}, raise of the strong three-bid with {ht}+ honour tricks outside; trumps are not needed",
                )
                .arg("bid", c)
                .arg("ht", crate::valuation::quarters(need))
                .forcing(Forcing::SignOff)
                .priority(150)
            });
        }
        (4, Some(x)) | (5, Some(x)) => {
            // C51: raise the shut-out to six only with slam in sight.
            let shown = match (x.is_major(), vul) {
                (true, false) => 7,
                (true, true) | (false, false) => 8,
                (false, true) => 9,
            };
            let need = 4 * (12 - shown);
            out.add(bid(6, strain(x)), |c| {
                Candidate::new(
                    "culbertson.resp.shut_out_slam",
                    c,
                    Constraint::any().ht(need, 32),
                    "Culbertson: {bid}, the shut-out's tricks and {ht}+ honour tricks make twelve",
                )
                .arg("bid", c)
                .arg("ht", crate::valuation::quarters(need))
                .forcing(Forcing::SignOff)
                .priority(150)
            });
        }
        _ => {}
    }
}

/// Is this opening C23's strong three-bid (3♥, 3♠, 4♣, 4♦)?
pub fn strong_three(level: u8, suit: Suit) -> bool {
    (level == 3 && suit.is_major()) || (level == 4 && suit.is_minor())
}

/// C28–C39, C73.
fn one_suit(ctx: &Ctx, out: &mut Out, x: Suit) {
    let xs = x.symbol();
    let rho = ctx.rho_call();
    // C73: the balance of the honour tricks is ours.
    if rho == Some(Call::Double) {
        out.push(
            Candidate::new(
                "culbertson.resp.redouble",
                Call::Redouble,
                Constraint::any().ht(10, 32),
                "Culbertson: redouble, 2½+ honour tricks: the balance of the honour tricks is ours",
            )
            .priority(210),
        );
    }
    let support = V::NormalSupport(x);
    // C36: the forcing takeout, a jump in a new suit.
    for y in Suit::DESCENDING.into_iter().filter(|&y| y != x) {
        let ys = y.symbol();
        let Some(cheap) = ctx.cheapest(strain(y)) else { continue };
        let jump = bid(cheap.level.get() + 1, strain(y));
        let bidable = Constraint::any().min_len(y, 4).val(V::Biddable000(y));
        let pick = V::Chosen(Pick::Bid000 { except: Some(x) }, y);
        let spread = bidable.clone().ht(14, 32).val(V::HtInSuits { suits: 3, min: 2 }).val(pick);
        let solid =
            bidable.clone().ht(12, 32).val(V::TrumpTricks(y, 5)).val(V::Chosen(Pick::Solid000 { except: Some(x) }, y));
        let fit = bidable.clone().ht(12, 32).val(support).val(V::SupportTricks(x, 26, 80)).val(pick);
        let no_fit = bidable.ht(14, 32).not_val(support).val(pick);
        for needs in [spread, solid, fit, no_fit] {
            out.add(jump, |c| {
                Candidate::new(
                    "culbertson.resp.forcing_takeout",
                    c,
                    needs,
                    "Culbertson: {bid}, forcing takeout: a biddable {suit} suit and 3½ honour tricks (3 with a strong suit or fit); game is in sight",
                )
                .arg("bid", c)
                .arg("suit", ys)
                .forcing(Forcing::GameForcing)
                .priority(200)
            });
        }
    }
    // C29, C30: raises by support tricks; above two only with 2½ honour tricks.
    let raise = Constraint::any().min_len(x, 3).val(support).ht(6, 32);
    let steps: [(u8, u8, u8, u8, u8); 9] = [
        // (level, support tricks from, to, honour tricks from, to)
        (2, 14, 16, 6, 32),
        (2, 18, 20, 6, 9),
        (3, 18, 20, 10, 32),
        (3, 22, 28, 6, 9),
        (4, 22, 28, 10, 32),
        (4, 30, 32, 6, 9),
        (5, 30, 32, 10, 32),
        (5, 34, 80, 6, 9),
        (6, 34, 80, 10, 32),
    ];
    for (level, lo, hi, h_lo, h_hi) in steps {
        let Some(call) = bid(level, strain(x)) else { continue };
        if !ctx.is_legal(call) {
            continue;
        }
        let forcing = if level >= 4 { Forcing::SignOff } else { Forcing::NonForcing };
        out.push(
            Candidate::new(
                "culbertson.resp.raise",
                call,
                raise.clone().ht(h_lo, h_hi).val(V::SupportTricks(x, lo, hi)),
                "Culbertson: {bid}, normal trump support and {st} support tricks, the raise beyond the three tricks the opener counted on",
            )
            .arg("bid", call)
            .arg("st", crate::valuation::quarter_span(lo, hi.min(32)))
            .forcing(forcing)
            .priority(180 + u16::from(level)),
        );
    }
    // C29a: the least the responder says with support.
    let must_bid = [Constraint::any().ht(6, 32), Constraint::any().ht(4, 5).val(V::AnyBiddable000)];
    for needs in must_bid {
        out.add(ctx.cheapest(strain(x)).map(Call::Bid), |c| {
            Candidate::new(
                // One rule with C29 for the listener: a raise to two shows 1+ honour trick.
                "culbertson.resp.raise",
                c,
                needs.min_len(x, 3).val(support),
                "Culbertson: {bid}, normal trump support and too much to pass; a new suit or no-trump would deny support",
            )
            .arg("bid", c)
            .priority(170)
        });
    }
    // C32: a biddable suit at the cheapest level, no support.
    for y in Suit::DESCENDING.into_iter().filter(|&y| y != x) {
        out.add(ctx.cheapest(strain(y)).map(Call::Bid), |c| {
            Candidate::new(
                "culbertson.resp.new_suit",
                c,
                Constraint::any()
                    .min_len(y, 4)
                    .ht(4, 12)
                    .not_val(support)
                    .val(V::Chosen(Pick::Bid000 { except: Some(x) }, y)),
                "Culbertson: {bid}, a biddable {suit} suit, 1–3 honour tricks and no trump support for {x}",
            )
            .arg("bid", c)
            .arg("suit", y.symbol())
            .arg("x", xs)
            .priority(160)
        });
    }
    // C35, C34, C33: no-trump without support or a suit.
    let plain = Constraint::any().not_val(support).not_val(V::AnyBiddable000);
    let nts: [(u8, u8, u8, &str, &str, u16); 3] = [
        (
            3,
            12,
            32,
            "culbertson.resp.3nt",
            "Culbertson: 3NT, 3+ honour tricks, no biddable suit and no trump support",
            150,
        ),
        (
            2,
            8,
            10,
            "culbertson.resp.2nt",
            "Culbertson: 2NT, 2–2½ honour tricks, no biddable suit and no trump support",
            140,
        ),
        (
            1,
            6,
            7,
            "culbertson.resp.1nt",
            "Culbertson: 1NT, weakness: about 1½ honour tricks, no biddable suit and no trump support",
            130,
        ),
    ];
    for (level, lo, hi, rule, text, p) in nts {
        let Some(call) = bid(level, Strain::NoTrump) else { continue };
        if !ctx.is_legal(call) {
            continue;
        }
        out.push(Candidate::new(rule, call, plain.clone().ht(lo, hi), text).priority(p));
    }
    // C33 [T] (1933, `Culbertson1930s`): 1NT also with 1 honour trick and a
    // queen. The same rule as C33, listed first so its words cover both.
    if ctx.system.period_options() {
        out.add(bid(1, Strain::NoTrump).filter(|c| ctx.is_legal(*c)), |c| {
            Candidate::new(
                "culbertson.resp.1nt",
                c,
                plain.clone().ht(4, 4).val(V::SpareQueen),
                "Culbertson (1933): 1NT, weakness: about 1½ honour tricks, or 1 honour trick and a queen; no biddable suit and no trump support",
            )
            .priority(131)
        });
    }
}

/// C40–C43: responses to 1NT by honour tricks (000 gives no suit takeouts).
fn one_notrump(out: &mut Out) {
    let steps: [(u8, u8, u8, Forcing, &str, &str); 3] = [
        (
            4,
            18,
            32,
            Forcing::SlamTry,
            "culbertson.resp.1nt_4nt",
            "Culbertson: 4NT, 4½+ honour tricks opposite no-trump; the opener bids 6NT with more than a minimum",
        ),
        (
            3,
            12,
            17,
            Forcing::SignOff,
            "culbertson.resp.1nt_3nt",
            "Culbertson: 3NT, 3–4 honour tricks: with the opener's 2½ the 5½ a game needs",
        ),
        (
            2,
            10,
            11,
            Forcing::Invitational,
            "culbertson.resp.1nt_2nt",
            "Culbertson: 2NT, 2½ honour tricks opposite no-trump, an invitation",
        ),
    ];
    for (level, lo, hi, f, rule, text) in steps {
        out.add(bid(level, Strain::NoTrump), |c| {
            Candidate::new(rule, c, Constraint::any().ht(lo, hi), text).forcing(f).priority(150)
        });
    }
}

/// C44–C49: responses to the forcing two.
fn forcing_two(ctx: &Ctx, out: &mut Out, x: Suit) {
    let support = V::NormalSupport(x);
    out.add(bid(4, strain(x)), |c| {
        Candidate::new(
            "culbertson.resp.two_raise",
            c,
            Constraint::any().min_len(x, 3).val(support).val(V::SupportTricks(x, 18, 80)),
            "Culbertson: {bid}, normal trump support and 4½+ support tricks",
        )
        .arg("bid", c)
        .forcing(Forcing::GameForcing)
        .priority(160)
    });
    out.add(bid(3, strain(x)), |c| {
        Candidate::new(
            "culbertson.resp.two_raise",
            c,
            Constraint::any().min_len(x, 3).val(support).ht(4, 32),
            "Culbertson: {bid}, normal trump support and 1+ honour trick",
        )
        .arg("bid", c)
        .forcing(Forcing::GameForcing)
        .priority(155)
    });
    for y in Suit::DESCENDING.into_iter().filter(|&y| y != x) {
        out.add(ctx.cheapest(strain(y)).map(Call::Bid), |c| {
            Candidate::new(
                "culbertson.resp.two_new_suit",
                c,
                Constraint::any().min_len(y, 4).ht(4, 32).val(V::Chosen(Pick::Bid000 { except: Some(x) }, y)),
                "Culbertson: {bid}, a biddable {suit} suit and 1+ honour trick over the forcing two",
            )
            .arg("bid", c)
            .arg("suit", y.symbol())
            .forcing(Forcing::GameForcing)
            .priority(150)
        });
    }
    let plain = Constraint::any().not_val(support).not_val(V::AnyBiddable000);
    out.add(bid(4, Strain::NoTrump), |c| {
        Candidate::new(
            "culbertson.resp.two_4nt",
            c,
            plain.clone().ht(10, 32),
            "Culbertson: 4NT, 2½+ honour tricks, no fit and no suit: slam is possible",
        )
        .forcing(Forcing::SlamTry)
        .priority(140)
    });
    out.add(bid(3, Strain::NoTrump), |c| {
        Candidate::new(
            "culbertson.resp.two_3nt",
            c,
            plain.ht(6, 32),
            "Culbertson: 3NT, 1½+ honour tricks, no fit and no suit",
        )
        .forcing(Forcing::GameForcing)
        .priority(130)
    });
    out.add(bid(2, Strain::NoTrump), |c| {
        Candidate::new(
            "culbertson.resp.two_2nt",
            c,
            Constraint::any().ht(0, 5),
            "Culbertson: 2NT, the negative answer to a forcing two: a weak hand, under 1 honour trick",
        )
        .forcing(Forcing::GameForcing)
        .priority(120)
    });
}

/// Responses to 2NT (C22) by C12's table: 5½ together for game, 7 for slam.
fn two_notrump(out: &mut Out) {
    out.add(bid(6, Strain::NoTrump), |c| {
        Candidate::new(
            "culbertson.resp.2nt_slam",
            c,
            Constraint::any().ht(8, 32),
            "Culbertson: 6NT, 2+ honour tricks with the opener's 5 make the 7 a slam needs",
        )
        .forcing(Forcing::SignOff)
        .priority(150)
    });
    out.add(bid(3, Strain::NoTrump), |c| {
        Candidate::new(
            "culbertson.resp.2nt_game",
            c,
            Constraint::any().ht(2, 7),
            "Culbertson: 3NT, ½+ honour trick with the opener's 5 make the 5½ a game needs",
        )
        .forcing(Forcing::SignOff)
        .priority(140)
    });
}
