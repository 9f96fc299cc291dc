//! Seed 002's natural point count: rules L1–L30 of
//! `../shared/spec/systems-1930s.md` §3. Points are HCP plus shortness
//! (void 3, singleton 2, doubleton 1: L2), raised to 5-3-1 when raising
//! with four trumps (L4); no-trump counts HCP only (L3).
//!
//! 002 covers openings, responses, the captain's count (L27) and the
//! defensive bid (L28). For the phases it is silent on (§3.6: opener's and
//! responder's other rebids, competition after the first round, slam) the
//! system plays `SAYC_16_18`, whose explanations say SAYC.

use crate::context::Ctx;
use crate::culbertson::{bid, bid_of, role, strain, Out, Role};
use crate::rule::{Candidate, Forcing};
use crate::sayc;
use crate::shows::{Constraint, ShapeReq, Test};
use crate::valuation::{Pick, Valuation as V};
use tenace_bridge::{Call, Strain};
use tenace_cards::Suit;

pub fn candidates(ctx: &Ctx) -> Vec<Candidate> {
    let mut out = Out::default();
    let first_call = ctx.calls_of(ctx.me).iter().all(|c| *c == Call::Pass);
    let doubled_before = ctx.calls_of(ctx.me).contains(&Call::Double);
    match role(ctx) {
        Role::Opening => {
            openings(ctx, &mut out);
            return out.0;
        }
        Role::Responder if first_call && !doubled_before => {
            if responses(ctx, &mut out) {
                return out.0;
            }
            if !ctx.system.seed_only() && contested(ctx, &mut out) {
                forced(ctx, &mut out);
                return out.0;
            }
        }
        Role::Opener if ctx.bids_of(ctx.me).len() == 1 => captains_count(ctx, &mut out),
        Role::Defender => {
            defence(ctx, &mut out);
            return out.0;
        }
        Role::Advancer | Role::Overcaller
            if !ctx.system.seed_only() && (partner_overcalled(ctx) || my_overcall(ctx)) =>
        {
            competition(ctx, &mut out);
            forced(ctx, &mut out);
            return out.0;
        }
        _ => {}
    }
    // 002 is silent here: SAYC with the 16–18 no-trump, below 002's own rules.
    forced(ctx, &mut out);
    if ctx.system.seed_only() {
        // §3.6 strict: no rule; pass, or the cheapest natural bid when forced.
        // L29 [proj]: the penalty double keeps SAYC 16–18's requirements.
        out.0.extend(
            sayc::candidates(ctx).into_iter().filter(|c| c.call == Call::Double && c.rule.starts_with("sayc.penalty.")),
        );
        out.push(
            Candidate::new("lt.pass.silent", Call::Pass, Constraint::any(), "Lithuanian: pass, 002 has no rule here")
                .priority(1),
        );
        return out.0;
    }
    let mut all = out.0;
    all.extend(sayc::candidates(ctx));
    all
}

/// L8–L11: openings at the one level only (L12, strict).
fn openings(ctx: &Ctx, out: &mut Out) {
    let _ = ctx;
    out.add(bid(1, Strain::NoTrump), |c| {
        Candidate::new(
            "lt.open.1nt",
            c,
            Constraint::hcp(16, 18)
                .shape(ShapeReq::Balanced)
                .val(V::Flat)
                .val(V::DoubletonQueen)
                .not_val(V::AnyBiddableLt),
            "Lithuanian: 1NT, 16–18 points in high cards, 4-3-3-3 or 4-4-3-2, no suit fit for trumps",
        )
        .priority(180)
    });
    for suit in Suit::DESCENDING {
        let chosen = Constraint::any().min_len(suit, 4).val(V::Chosen(Pick::LtExcept(None), suit));
        let must = chosen.clone().points_lt(14, 40);
        // 12–13 opens only with a doubleton or shorter somewhere.
        let may = chosen.points_lt(12, 13).val(V::ShortSuit);
        for needs in [must, may] {
            out.add(bid(1, strain(suit)), |c| {
                Candidate::new(
                    "lt.open.one",
                    c,
                    needs,
                    "Lithuanian: 1{suit}, at least 12 points (14 must open, 12–13 with a short suit) and a biddable {suit} suit",
                )
                .arg("suit", suit.symbol())
                .priority(150)
            });
        }
        // L11: must open with no biddable suit: the longest, of equal ones the lower.
        let plain = Constraint::any().not_val(V::AnyBiddableLt).val(V::Chosen(Pick::LtLongest, suit));
        for needs in [plain.clone().points_lt(14, 40), plain.points_lt(12, 13).val(V::ShortSuit)] {
            out.add(bid(1, strain(suit)), |c| {
                Candidate::new(
                    "lt.open.longest",
                    c,
                    needs,
                    "Lithuanian: 1{suit}, opening values and no biddable suit: the longest suit (not in 002)",
                )
                .arg("suit", suit.symbol())
                .priority(140)
            });
        }
    }
    out.push(
        Candidate::new(
            "lt.pass.no_opening",
            Call::Pass,
            Constraint::any(),
            "Lithuanian: pass, under 12 points, or 12–13 with no short suit",
        )
        .priority(1),
    );
}

/// L13–L26: the first response. False when 002 has no rule for the opening.
fn responses(ctx: &Ctx, out: &mut Out) -> bool {
    let Some((opener, open)) = ctx.opening() else { return false };
    if opener != ctx.partner()
        || ctx.rho_call().map(|c| c != Call::Pass).unwrap_or(false)
        || ctx.last_bid() != Some(open)
    {
        return false;
    }
    match (open.level.get(), open.strain.trump()) {
        (1, Some(x)) => {
            one_suit(ctx, out, x);
            true
        }
        (1, None) => {
            one_notrump(out);
            true
        }
        _ => false,
    }
}

fn one_suit(ctx: &Ctx, out: &mut Out, x: Suit) {
    let xs = x.symbol();
    // L13: under 6 points (L4 with four trumps) pass.
    for needs in [
        Constraint::any().max_len(x, 3).points_lt(0, 5),
        Constraint::any().min_len(x, 4).val(V::SupportPointsLt(x, 0, 5)),
    ] {
        out.push(Candidate::new("lt.resp.pass", Call::Pass, needs, "Lithuanian: pass, under 6 points").priority(250));
    }
    // L15: a jump in a new suit with 16+.
    for y in Suit::DESCENDING.into_iter().filter(|&y| y != x) {
        let Some(cheap) = ctx.cheapest(strain(y)) else { continue };
        out.add(bid(cheap.level.get() + 1, strain(y)), |c| {
            Candidate::new(
                "lt.resp.jump",
                c,
                Constraint::any().min_len(y, 4).points_lt(16, 40).val(V::Chosen(Pick::LtExcept(Some(x)), y)),
                "Lithuanian: {bid}, more than 15 points and a biddable {suit} suit; forcing to game",
            )
            .arg("bid", c)
            .arg("suit", y.symbol())
            .forcing(Forcing::GameForcing)
            .priority(240)
        });
    }
    // L19, L19a: raises with four trumps, by L4's points.
    let four = Constraint::any().min_len(x, 4);
    out.add(bid(4, strain(x)), |c| {
        Candidate::new(
            "lt.resp.game_raise",
            c,
            four.clone().val(V::SupportPointsLt(x, 13, 15)),
            "Lithuanian: {bid}, four or more trumps and 13–15 points",
        )
        .arg("bid", c)
        .forcing(Forcing::SignOff)
        .priority(231)
    });
    out.add(bid(3, strain(x)), |c| {
        Candidate::new(
            "lt.resp.jump_raise",
            c,
            four.clone().val(V::SupportPointsLt(x, 11, 12)),
            "Lithuanian: {bid}, four or more trumps and 11–12 points",
        )
        .arg("bid", c)
        .priority(230)
    });
    out.add(bid(4, strain(x)), |c| {
        Candidate::new(
            "lt.resp.strong_raise",
            c,
            four.clone().val(V::SupportPointsLt(x, 16, 60)).and(no_new_suit(x)),
            "Lithuanian: {bid}, four or more trumps and more than 15 points with no suit to show; the opener counts 13 and may look further",
        )
        .arg("bid", c)
        .forcing(Forcing::SignOff)
        .priority(220)
    });
    // L18: the simple raise, 6–10 (L4 with four trumps).
    let support = |c: Constraint| c.val(V::LtSupport(x));
    let raise = [
        support(Constraint::any().len(x, 3, 3).points_lt(6, 10)),
        support(Constraint::any().min_len(x, 4).val(V::SupportPointsLt(x, 6, 10))),
    ];
    let raise_priority = if x.is_major() { 210 } else { 165 };
    for needs in raise {
        out.add(bid(2, strain(x)), |c| {
            Candidate::new(
                "lt.resp.raise",
                c,
                needs,
                "Lithuanian: {bid}, trump support (three to the queen or any four) and 6–10 points",
            )
            .arg("bid", c)
            .priority(raise_priority)
        });
    }
    // L14: a new suit at the one level, 6–15.
    for y in Suit::DESCENDING.into_iter().filter(|&y| y > x) {
        out.add(bid(1, strain(y)), |c| {
            Candidate::new(
                "lt.resp.one_level",
                c,
                Constraint::any().min_len(y, 4).points_lt(6, 15).val(V::Chosen(Pick::LtAbove(x), y)),
                "Lithuanian: {bid}, a biddable {suit} suit and 6–15 points",
            )
            .arg("bid", c)
            .arg("suit", y.symbol())
            .priority(200)
        });
    }
    // L20: 2NT / 3NT, flat with a figure in each other suit.
    let flat = Constraint::any().shape(ShapeReq::Balanced).val(V::Flat).val(V::FiguresOutside(x));
    let nts: [(u8, u8, u8, &str, Forcing); 2] = [
        (2, 11, 12, "Lithuanian: 2NT, 11–12 points in high cards, 4-3-3-3 or 4-4-3-2 and a ten or better in each other suit", Forcing::NonForcing),
        (3, 13, 15, "Lithuanian: 3NT, 13–15 points in high cards, 4-3-3-3 or 4-4-3-2 and a ten or better in each other suit: the whole game at once", Forcing::SignOff),
    ];
    for (level, lo, hi, text, f) in nts {
        out.add(bid(level, Strain::NoTrump), |c| {
            Candidate::new("lt.resp.nt", c, flat.clone().and_hcp(lo, hi).max_len(x, 4), text).forcing(f).priority(190)
        });
    }
    // L16: a new suit at the two level, 10–15.
    for y in Suit::DESCENDING.into_iter().filter(|&y| y < x) {
        out.add(bid(2, strain(y)), |c| {
            Candidate::new(
                "lt.resp.two_level",
                c,
                Constraint::any().min_len(y, 4).points_lt(10, 15).val(V::Chosen(Pick::LtBelow(x), y)),
                "Lithuanian: {bid}, a biddable {suit} suit and 10–15 points",
            )
            .arg("bid", c)
            .arg("suit", y.symbol())
            .priority(180)
        });
    }
    // L17: 1NT, 6–10 points and no suit to show at the one level.
    out.add(bid(1, Strain::NoTrump), |c| {
        Candidate::new(
            "lt.resp.1nt",
            c,
            Constraint::any().points_lt(6, 10).and(no_suit_above(x)),
            "Lithuanian: 1NT, 6–10 points and no biddable suit above {x}",
        )
        .arg("x", xs)
        .priority(160)
    });
    // L20a: no suit, no four-card fit: no-trump by high cards.
    let levels: [(u8, u8, u8, Forcing); 3] =
        [(1, 0, 10, Forcing::NonForcing), (2, 11, 12, Forcing::NonForcing), (3, 13, 37, Forcing::SignOff)];
    for (level, lo, hi, f) in levels {
        out.add(bid(level, Strain::NoTrump), |c| {
            Candidate::new(
                "lt.resp.nt_by_hcp",
                c,
                Constraint::any().max_len(x, 3).points_lt(11, 40).and_hcp(lo, hi).and(no_new_suit(x)),
                "Lithuanian: {bid}, no suit to show and no four-card fit: no-trump at the level the high cards allow",
            )
            .arg("bid", c)
            .forcing(f)
            .priority(150)
        });
    }
}

/// No biddable suit but `x` (L6).
fn no_new_suit(x: Suit) -> Constraint {
    let mut c = Constraint::any();
    for y in Suit::DESCENDING.into_iter().filter(|&y| y != x) {
        c = c.not_val(V::BiddableLt(y));
    }
    c
}

/// No biddable suit ranking above `x` (L6).
fn no_suit_above(x: Suit) -> Constraint {
    let mut c = Constraint::any();
    for y in Suit::DESCENDING.into_iter().filter(|&y| y > x) {
        c = c.not_val(V::BiddableLt(y));
    }
    c
}

/// L22–L26: responses to 1NT by high cards.
fn one_notrump(out: &mut Out) {
    out.push(
        Candidate::new(
            "lt.resp.1nt_pass",
            Call::Pass,
            Constraint::hcp(0, 7),
            "Lithuanian: pass, under 8 points: no game opposite 16–18",
        )
        .priority(200),
    );
    let flat = Constraint::any().test(Test::NoShortness);
    let rows: [(u8, u8, u8, Forcing, &str); 2] = [
        (2, 8, 9, Forcing::Invitational, "Lithuanian: 2NT, 8–9 points and no singleton or void: an invitation"),
        (3, 10, 15, Forcing::SignOff, "Lithuanian: 3NT, 10–15 points and no singleton or void: 26 together"),
    ];
    for (level, lo, hi, f, text) in rows {
        out.add(bid(level, Strain::NoTrump), |c| {
            Candidate::new("lt.resp.1nt_nt", c, flat.clone().and_hcp(lo, hi), text).forcing(f).priority(190)
        });
    }
    out.add(bid(4, Strain::NoTrump), |c| {
        Candidate::new(
            "lt.resp.1nt_slam_try",
            c,
            flat.clone().and_hcp(16, 17),
            "Lithuanian: 4NT, 16–17 points: slam if the opener has a maximum, 33 together (not in 002)",
        )
        .forcing(Forcing::SlamTry)
        .priority(190)
    });
    out.add(bid(6, Strain::NoTrump), |c| {
        Candidate::new(
            "lt.resp.1nt_slam",
            c,
            flat.clone().and_hcp(18, 37),
            "Lithuanian: 6NT, 18+ points: 33 together for a slam (not in 002)",
        )
        .forcing(Forcing::SignOff)
        .priority(190)
    });
    for suit in Suit::DESCENDING {
        let longest = Constraint::any().min_len(suit, 4).val(V::Chosen(Pick::LtLongest, suit));
        let rows: [(u8, u8, u8, Forcing, &str); 2] = [
            (
                2,
                8,
                9,
                Forcing::NonForcing,
                "Lithuanian: {bid}, 8–9 points with a singleton or void: a suit contract, not no-trump",
            ),
            (
                3,
                10,
                37,
                Forcing::GameForcing,
                "Lithuanian: {bid}, 10+ points with a singleton or void: a suit contract, not no-trump; forcing",
            ),
        ];
        for (level, lo, hi, f, text) in rows {
            out.add(bid(level, strain(suit)), |c| {
                Candidate::new("lt.resp.1nt_suit", c, longest.clone().and_hcp(lo, hi).val(V::Singleton), text)
                    .arg("bid", c)
                    .forcing(f)
                    .priority(185)
            });
        }
    }
}

/// L27: the captain's count. Add partner's shown minimum to own points;
/// game at 26 (3NT, 4♥, 4♠) or 29 (5♣, 5♦) in an eight-card fit, else 3NT;
/// slam at 33 (L30).
fn captains_count(ctx: &Ctx, out: &mut Out) {
    let Some(rule) = ctx.partner_rule() else { return };
    let shown = match rule {
        "lt.resp.jump" => 16,
        "lt.resp.raise" | "lt.resp.1nt" | "lt.resp.one_level" => 6,
        "lt.resp.jump_raise" => 11,
        "lt.resp.game_raise" | "lt.resp.strong_raise" => 13,
        "lt.resp.two_level" => 10,
        "lt.resp.nt" | "lt.resp.nt_by_hcp" => match ctx.partner_call().and_then(bid_of).map(|b| b.level.get()) {
            Some(2) => 11,
            Some(3) => 13,
            _ => 6,
        },
        _ => return,
    };
    let Some(pb) = ctx.partner_call().and_then(bid_of) else { return };
    let open = ctx.bids_of(ctx.me).first().copied();
    let my_suit = open.and_then(|b| b.strain.trump());
    let partner_suit = pb.strain.trump();
    let partner_len = partner_suit.map(|s| ctx.partner_known().len(s).min).unwrap_or(0);
    // The fits: partner's suit with my cards, or my suit partner raised.
    let mut fits: Vec<(Suit, u8)> = Vec::new();
    if let Some(y) = partner_suit {
        if Some(y) == my_suit {
            fits.push((y, 0));
        } else {
            fits.push((y, 8u8.saturating_sub(partner_len.max(4))));
        }
    }
    let points = |lo: u8, hi: u8, fit: Option<Suit>| -> Constraint {
        let (lo, hi) = (lo.saturating_sub(shown), hi.saturating_sub(shown));
        match fit {
            Some(s) if Some(s) != my_suit => {
                // Raising partner's suit with four trumps counts L4's points.
                Constraint::any().val(V::SupportPointsLt(s, lo, hi))
            }
            _ => Constraint::any().points_lt(lo, hi),
        }
    };
    for (s, cards) in fits {
        let game = if s.is_major() { 4 } else { 5 };
        let game_min = if s.is_major() { 26 } else { 29 };
        for (level, lo, hi) in [(game, game_min, 32), (6, 33, 36), (7, 37, 60)] {
            let Some(call) = bid(level, strain(s)) else { continue };
            if !ctx.is_legal(call) {
                continue;
            }
            out.push(
                Candidate::new(
                    "lt.rebid.count",
                    call,
                    points(lo, hi, Some(s)).min_len(s, cards.max(1)),
                    "Lithuanian: {bid}, captain's count: own points and the {shown} partner's call shows make {sum}, with eight trumps together",
                )
                .arg("bid", call)
                .arg("shown", shown)
                .arg("sum", lo)
                .forcing(Forcing::SignOff)
                .priority(240 + u16::from(level)),
            );
        }
    }
    // No eight-card fit: no-trump by the same count.
    for (level, lo, hi) in [(3, 26, 32), (6, 33, 36)] {
        let Some(call) = bid(level, Strain::NoTrump) else { continue };
        if !ctx.is_legal(call) {
            continue;
        }
        out.push(
            Candidate::new(
                "lt.rebid.count_nt",
                call,
                points(lo, hi, None),
                "Lithuanian: {bid}, captain's count: own points and the {shown} partner's call shows make {sum}, no eight-card fit",
            )
            .arg("bid", call)
            .arg("shown", shown)
            .arg("sum", lo)
            .forcing(Forcing::SignOff)
            .priority(230 + u16::from(level)),
        );
    }
}

/// L28: the defensive bid, the cheapest bid of a biddable suit.
fn defence(ctx: &Ctx, out: &mut Out) {
    let their = ctx.last_bid().and_then(|b| b.strain.trump());
    for y in Suit::DESCENDING.into_iter().filter(|&y| Some(y) != their) {
        let Some(cheap) = ctx.cheapest(strain(y)) else { continue };
        let need = if cheap.level.get() == 1 { 10 } else { 12 };
        if cheap.level.get() > 2 {
            continue;
        }
        out.push(
            Candidate::new(
                "lt.def.overcall",
                Call::Bid(cheap),
                Constraint::any().min_len(y, 4).points_lt(need, 40).val(V::Chosen(Pick::LtExcept(their), y)),
                "Lithuanian: {bid}, defensive bid: a biddable {suit} suit and {need}+ points",
            )
            .arg("bid", Call::Bid(cheap))
            .arg("suit", y.symbol())
            .arg("need", need)
            .priority(150),
        );
    }
    out.push(
        Candidate::new(
            "lt.pass.no_defence",
            Call::Pass,
            Constraint::any(),
            "Lithuanian: pass, no biddable suit with the points for a defensive bid",
        )
        .priority(1),
    );
}

/// Partner's last call was 002's defensive bid.
fn partner_overcalled(ctx: &Ctx) -> bool {
    ctx.meanings_of(ctx.partner()).any(|m| m.rule == "lt.def.overcall")
}

fn my_overcall(ctx: &Ctx) -> bool {
    ctx.meanings_of(ctx.me).any(|m| m.rule == "lt.def.overcall")
}

/// After 002's defensive bid: partner's support and the captain's count
/// (L27's arithmetic with the 10 points the defensive bid shows). Not in
/// 002, which says no more of competition than the defensive bid itself.
fn competition(ctx: &Ctx, out: &mut Out) {
    let mine = ctx.meanings_of(ctx.me).any(|m| m.rule == "lt.def.overcall");
    let shown = if mine { ctx.partner_known().pts.min.max(6) } else { 10 };
    let our_suit = if mine {
        ctx.meanings_of(ctx.me)
            .find(|m| m.rule == "lt.def.overcall")
            .and_then(|m| bid_of(m.call))
            .and_then(|b| b.strain.trump())
    } else {
        ctx.meanings_of(ctx.partner())
            .find(|m| m.rule == "lt.def.overcall")
            .and_then(|m| bid_of(m.call))
            .and_then(|b| b.strain.trump())
    };
    let theirs = ctx.standing().map(|st| st.bidder.side() != ctx.side()).unwrap_or(false);
    // My own bid doubled and passed round to me: no raising myself (these
    // rules support partner's suit; running from the double is not one).
    let my_bid_doubled = ctx.standing().map(|st| st.bidder == ctx.me).unwrap_or(false);
    if let Some(y) = our_suit.filter(|_| !my_bid_doubled) {
        let partner_has_it =
            !mine || ctx.meanings_of(ctx.partner()).any(|m| bid_of(m.call).and_then(|b| b.strain.trump()) == Some(y));
        let game = if y.is_major() { 4 } else { 5 };
        let game_min: u8 = if y.is_major() { 26 } else { 29 };
        if partner_has_it || !mine {
            let need = game_min.saturating_sub(shown);
            out.add(bid(game, strain(y)).filter(|c| ctx.is_legal(*c)), |c| {
                Candidate::new(
                    "lt.comp.game",
                    c,
                    Constraint::any().min_len(y, if mine { 4 } else { 3 }).val(V::SupportPointsLt(y, need, 60)),
                    "Lithuanian: {bid}, own points and the {shown} partner has shown make {sum}: game (not in 002)",
                )
                .arg("bid", c)
                .arg("shown", shown)
                .arg("sum", game_min)
                .forcing(Forcing::SignOff)
                .priority(160)
            });
        }
        if !mine {
            out.add(ctx.cheapest(strain(y)).map(Call::Bid).filter(|c| ctx.is_legal(*c)), |c| {
                Candidate::new(
                    "lt.comp.raise",
                    c,
                    Constraint::any().val(V::LtSupport(y)).min_len(y, 3).val(V::SupportPointsLt(y, 6, 60)),
                    "Lithuanian: {bid}, support for partner's defensive bid: three to the queen or any four, and 6+ points (not in 002)",
                )
                .arg("bid", c)
                .priority(150)
            });
            for z in Suit::DESCENDING.into_iter().filter(|&z| z != y) {
                out.add(ctx.cheapest(strain(z)).map(Call::Bid).filter(|c| theirs && ctx.is_legal(*c)), |c| {
                    Candidate::new(
                        "lt.comp.new_suit",
                        c,
                        Constraint::any().min_len(z, 5).points_lt(10, 40).val(V::Chosen(Pick::LtExcept(Some(y)), z)),
                        "Lithuanian: {bid}, a five-card {suit} suit and 10+ points over partner's defensive bid (not in 002)",
                    )
                    .arg("bid", c)
                    .arg("suit", z.symbol())
                    .priority(140)
                });
            }
        }
    }
    out.push(Candidate::new("lt.pass", Call::Pass, Constraint::any(), "Lithuanian: pass").priority(1));
}

/// Partner opened one of a suit and the next player overcalled: 002's
/// scale, each call at the level the overcall leaves (not in 002).
fn contested(ctx: &Ctx, out: &mut Out) -> bool {
    let Some((opener, open)) = ctx.opening() else { return false };
    let Some(x) = open.strain.trump() else { return false };
    if opener != ctx.partner() || open.level.get() != 1 || ctx.rho_call().and_then(bid_of).is_none() {
        return false;
    }
    let their = ctx.last_bid().and_then(|b| b.strain.trump());
    out.push(
        Candidate::new(
            "lt.resp.pass",
            Call::Pass,
            Constraint::any().points_lt(0, 5),
            "Lithuanian: pass, under 6 points",
        )
        .priority(250),
    );
    if let Some(t) = their {
        out.push(
            Candidate::new(
                "lt.double.penalty",
                Call::Double,
                Constraint::any().min_len(t, 4).points_lt(10, 40).test(Test::Stopper(t)),
                "Lithuanian: double for penalty: four good cards in their suit and 10+ points; the contract should fail",
            )
            .priority(240),
        );
    }
    out.add(ctx.cheapest(strain(x)).map(Call::Bid), |c| {
        Candidate::new(
            "lt.resp.contested_raise",
            c,
            Constraint::any().min_len(x, 3).val(V::LtSupport(x)).val(V::SupportPointsLt(x, 6, 12)),
            "Lithuanian: {bid}, trump support over the overcall and 6–12 points (002's scale; not in 002)",
        )
        .arg("bid", c)
        .priority(220)
    });
    for y in Suit::DESCENDING.into_iter().filter(|&y| y != x && Some(y) != their) {
        let Some(cheap) = ctx.cheapest(strain(y)) else { continue };
        let need = if cheap.level.get() == 1 { 6 } else { 10 };
        out.add(Some(Call::Bid(cheap)), |c| {
            Candidate::new(
                "lt.resp.contested_suit",
                c,
                Constraint::any().min_len(y, 4).points_lt(need, 40).val(V::Chosen(Pick::LtExcept(Some(x)), y)),
                "Lithuanian: {bid}, a biddable {suit} suit and {need}+ points over the overcall (002's scale; not in 002)",
            )
            .arg("bid", c)
            .arg("suit", y.symbol())
            .arg("need", need)
            .priority(200)
        });
    }
    let nt = ctx.cheapest(Strain::NoTrump);
    let stop = their.map(|t| Constraint::any().test(Test::Stopper(t))).unwrap_or_else(Constraint::any);
    out.add(nt.map(Call::Bid), |c| {
        Candidate::new(
            "lt.resp.contested_nt",
            c,
            stop.and_hcp(6, 37),
            "Lithuanian: {bid}, no suit to show, 6+ points and their suit held (not in 002)",
        )
        .arg("bid", c)
        .priority(150)
    });
    out.push(Candidate::new("lt.pass", Call::Pass, Constraint::any(), "Lithuanian: pass").priority(1));
    true
}

/// A forcing call of partner's and no rule fits: the cheapest natural call.
fn forced(ctx: &Ctx, out: &mut Out) {
    if !ctx.forced_to_bid() {
        return;
    }
    let partner_last = ctx.partner_call().and_then(bid_of).and_then(|b| b.strain.trump());
    if let Some(y) = partner_last {
        out.add(ctx.cheapest(strain(y)).map(Call::Bid), |c| {
            Candidate::new(
                "lt.forced.raise",
                c,
                Constraint::any().min_len(y, 3),
                "Lithuanian: {bid}, partner's call forces: three or more of partner's {suit} (not in 002)",
            )
            .arg("bid", c)
            .arg("suit", y.symbol())
            .priority(12)
        });
    }
    for sx in Suit::DESCENDING {
        out.add(ctx.cheapest(strain(sx)).map(Call::Bid), |c| {
            Candidate::new(
                "lt.forced.suit",
                c,
                Constraint::any().min_len(sx, 5).val(V::Chosen(Pick::LtLongest, sx)),
                "Lithuanian: {bid}, partner's call forces: my longest suit, {suit} (not in 002)",
            )
            .arg("bid", c)
            .arg("suit", sx.symbol())
            .priority(11)
        });
    }
    out.add(ctx.cheapest(Strain::NoTrump).map(Call::Bid), |c| {
        Candidate::new(
            "lt.forced.nt",
            c,
            Constraint::any(),
            "Lithuanian: {bid}, partner's call forces and nothing else fits: the cheapest no-trump (not in 002)",
        )
        .arg("bid", c)
        .priority(10)
    });
    for sx in Suit::DESCENDING {
        out.add(ctx.cheapest(strain(sx)).map(Call::Bid), |c| {
            Candidate::new(
                "lt.forced.any",
                c,
                Constraint::any(),
                "Lithuanian: {bid}, partner's call forces: the cheapest bid there is (not in 002)",
            )
            .arg("bid", c)
            .priority(9)
        });
    }
}
