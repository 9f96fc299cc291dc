//! Opener's rebid and responder's rebid after a one-of-a-suit opening.
//! Later calls fall to the answers of conventions, the slam rules and the
//! placement rules.

use super::{bid, strain, Out, SUITS};
use crate::context::Ctx;
use crate::rule::{Candidate, Forcing};
use crate::shows::{Constraint, ShapeReq, Test};
use tenace_bridge::{Bid, Call, Strain};
use tenace_cards::Suit;

/// Opener's second call.
pub fn opener(ctx: &Ctx, out: &mut Out) {
    let fourth_suit =
        |r: Option<&str>| matches!(r, Some("sayc.rebid.fourth_suit" | "sayc.rebid.fourth_suit_game_force"));
    if fourth_suit(ctx.partner_rule()) && ctx.rho_call() == Some(Call::Pass) {
        // The fourth suit promises another bid: opener's answer below game
        // keeps responder bidding (invitation or game).
        let start = out.0.len();
        fourth_suit_answer(ctx, out);
        for c in &mut out.0[start..] {
            if let Call::Bid(b) = c.call {
                if b.strain != Strain::NoTrump && b.level.get() < ctx.game_level(b.strain) {
                    c.forcing = Forcing::OneRound;
                }
            }
        }
    }
    let mine = ctx.bids_of(ctx.me);
    if mine.len() != 1 {
        return;
    }
    let open = mine[0];
    let Some(first) = open.strain.trump() else { return };
    if open.level.get() != 1 {
        return;
    }
    let response = ctx.last_meaning(ctx.partner()).map(|m| (m.call, m.rule.clone(), m.artificial));
    if let Some((_, rule, _)) = &response {
        if rule == "sayc.resp.cue_raise" || rule == "sayc.resp.jordan" {
            after_limit_raise_or_better(ctx, out, first);
        }
    }
    if let Some((Call::Double, rule, _)) = &response {
        if rule == "sayc.resp.negative_double" {
            after_negative_double(ctx, out, first);
        }
    }
    let Some((Call::Bid(resp), rule, false)) = response else {
        competitive_rebid(ctx, out, first);
        return;
    };
    if rule.starts_with("sayc.resp.new_suit")
        || rule == "sayc.resp.1nt"
        || rule.starts_with("sayc.adv")
        || rule == "sayc.resp.jump_shift"
    {
        let start = out.0.len();
        let partner_suit = resp.strain.trump();
        if let Some(ps) = partner_suit {
            raises(ctx, out, ps, rule == "sayc.resp.new_suit_2");
        }
        describe(ctx, out, first, resp);
        if rule == "sayc.resp.new_suit_2" {
            five_card_rebid(ctx, out, first);
        }
        // Booklet, "Responder's rebids" (note): an unpassed responder who
        // bid a new suit at the two level promises to bid again unless
        // opener's rebid is game, so a non-forcing rebid below game forces
        // one round.
        let unpassed = ctx.calls_of(ctx.partner()).first().map(|c| *c != Call::Pass).unwrap_or(false);
        if rule == "sayc.resp.new_suit_2" && unpassed && !ctx.opponents_active() {
            for c in &mut out.0[start..] {
                if let Call::Bid(b) = c.call {
                    let below_game = b.level.get() < ctx.game_level(b.strain);
                    // An invitation stays one (partner accepts or declines it).
                    if below_game && c.forcing == Forcing::NonForcing {
                        c.forcing = Forcing::OneRound;
                    }
                }
            }
        }
    }
}

/// Booklet, "Opener's rebids" (textbook practice where the booklet is
/// silent): a two-over-one response forces opener to bid again, and a
/// minimum with no raise, no no-trump shape and no second suit to show
/// below a reverse rebids the five-card suit it opened (1♠–2♥–2♠ with
/// five spades and six diamonds). The last resort before a forced guess.
fn five_card_rebid(ctx: &Ctx, out: &mut Out, first: Suit) {
    out.add(ctx.cheapest(strain(first)).filter(|b| b.level.get() == 2).map(Call::Bid), |c| {
        Candidate::new(
            "sayc.rebid.own_suit_five",
            c,
            Constraint::hcp(0, 15).min_len(first, 5),
            "{bid}: five {suit}, a minimum with nothing else to bid over the two-over-one",
        )
        .arg("bid", c)
        .arg("suit", first.symbol())
        .priority(60)
    });
}

/// Opener answers the fourth suit: three cards in responder's suit first,
/// then no-trump with a stopper in the fourth suit, then a six-card first
/// suit or a five-card second suit, else the first suit again.
fn fourth_suit_answer(ctx: &Ctx, out: &mut Out) {
    let Some(Call::Bid(asked)) = ctx.partner_call() else { return };
    let Some(fourth) = asked.strain.trump() else { return };
    let mine: Vec<Suit> = ctx.bids_of(ctx.me).iter().filter_map(|b| b.strain.trump()).collect();
    let Some(&first) = mine.first() else { return };
    let second = mine.get(1).copied();
    let theirs = ctx.bids_of(ctx.partner()).first().and_then(|b| b.strain.trump());
    if let Some(resp) = theirs {
        out.add(ctx.cheapest(strain(resp)).map(Call::Bid), |c| {
            Candidate::new(
                "sayc.rebid.fourth_suit_answer",
                c,
                Constraint::any().min_len(resp, 3),
                "{bid}: three cards in partner's {suit}",
            )
            .arg("bid", c)
            .arg("suit", resp.symbol())
            .priority(120)
        });
    }
    out.add(ctx.cheapest(Strain::NoTrump).map(Call::Bid), |c| {
        Candidate::new(
            "sayc.rebid.fourth_suit_answer",
            c,
            Constraint::any().test(Test::Stopper(fourth)),
            "{bid}: a stopper in {suit}",
        )
        .arg("bid", c)
        .arg("suit", fourth.symbol())
        .priority(118)
    });
    out.add(ctx.cheapest(strain(first)).map(Call::Bid), |c| {
        Candidate::new(
            "sayc.rebid.fourth_suit_answer",
            c,
            Constraint::any().min_len(first, 6),
            "{bid}: six or more {suit}",
        )
        .arg("bid", c)
        .arg("suit", first.symbol())
        .priority(116)
    });
    if let Some(second) = second {
        out.add(ctx.cheapest(strain(second)).map(Call::Bid), |c| {
            Candidate::new(
                "sayc.rebid.fourth_suit_answer",
                c,
                Constraint::any().min_len(second, 5),
                "{bid}: five or more {suit}",
            )
            .arg("bid", c)
            .arg("suit", second.symbol())
            .priority(115)
        });
    }
    out.add(ctx.cheapest(strain(fourth)).map(Call::Bid), |c| {
        Candidate::new(
            "sayc.rebid.fourth_suit_answer",
            c,
            Constraint::any().min_len(fourth, 4),
            "{bid}: four cards in {suit} too",
        )
        .arg("bid", c)
        .arg("suit", fourth.symbol())
        .priority(114)
    });
    out.add(ctx.cheapest(strain(first)).map(Call::Bid), |c| {
        Candidate::new(
            "sayc.rebid.fourth_suit_answer",
            c,
            Constraint::any(),
            "{bid}: no stopper and no fit; my first suit again",
        )
        .arg("bid", c)
        .priority(110)
    });
}

/// Partner showed a limit raise or better artificially (cue bid, Jordan
/// 2NT): game with 14+, otherwise the cheapest bid in our suit, which
/// partner passes with a limit raise and raises with more.
fn after_limit_raise_or_better(ctx: &Ctx, out: &mut Out, suit: Suit) {
    let game = ctx.game_level(strain(suit));
    let sym = suit.symbol();
    if suit.is_minor() {
        let mut nt = Constraint::any().total(14, 40);
        for s in ctx.opponents_suits() {
            nt = nt.test(Test::Stopper(s));
        }
        out.add(bid(3, Strain::NoTrump), |c| {
            Candidate::new(
                "sayc.rebid.limit_plus_game",
                c,
                nt,
                "3NT: game opposite partner's limit raise, their suit stopped",
            )
            .forcing(Forcing::SignOff)
            .priority(131)
        });
    }
    out.add(bid(game, strain(suit)), |c| {
        Candidate::new(
            "sayc.rebid.limit_plus_game",
            c,
            Constraint::any().total(14, 40),
            "{bid}: game opposite partner's limit raise or better",
        )
        .arg("bid", c)
        .forcing(Forcing::SignOff)
        .priority(130)
    });
    out.add(ctx.cheapest(strain(suit)).filter(|b| b.level.get() < game).map(Call::Bid), |c| {
        Candidate::new(
            "sayc.rebid.limit_plus_minimum",
            c,
            Constraint::any().total(0, 13),
            "{bid}: a minimum opening; partner goes on with more than a limit raise",
        )
        .arg("bid", c)
        .arg("suit", sym)
        .priority(129)
    });
}

/// Raising partner's suit: by one with a minimum, a jump with 16–18, game with 19–21.
fn raises(ctx: &Ctx, out: &mut Out, ps: Suit, two_level: bool) {
    let support = if ps.is_major() && !two_level {
        4
    } else if ps.is_major() {
        3
    } else {
        4
    };
    let Some(cheap) = ctx.cheapest(strain(ps)) else { return };
    let l = cheap.level.get();
    let sym = ps.symbol();
    out.add(Some(Call::Bid(cheap)), |c| {
        Candidate::new(
            "sayc.rebid.raise",
            c,
            Constraint::any().min_len(ps, support).dummy(12, 15),
            "{bid}: raises partner, {n}+ {suit} and a minimum (12–15)",
        )
        .arg("bid", c)
        .arg("n", support)
        .arg("suit", sym)
        .priority(120)
    });
    if l + 1 < ctx.game_level(strain(ps)) {
        out.add(bid(l + 1, strain(ps)), |c| {
            Candidate::new(
                "sayc.rebid.jump_raise",
                c,
                Constraint::any().min_len(ps, support).dummy(16, 18),
                "{bid}: jump raise, {n}+ {suit} and 16–18 points",
            )
            .arg("bid", c)
            .arg("n", support)
            .arg("suit", sym)
            .forcing(Forcing::Invitational)
            .priority(121)
        });
    }
    let game = ctx.game_level(strain(ps));
    if game > l {
        out.add(bid(game, strain(ps)), |c| {
            Candidate::new(
                "sayc.rebid.game_raise",
                c,
                Constraint::any().min_len(ps, support).dummy(19, 21),
                "{bid}: raise to game, {n}+ {suit} and 19–21 points",
            )
            .arg("bid", c)
            .arg("n", support)
            .arg("suit", sym)
            .forcing(Forcing::SignOff)
            .priority(122)
        });
    }
}

/// Describing opener's hand when there is no fit to show.
fn describe(ctx: &Ctx, out: &mut Out, first: Suit, resp: Bid) {
    let two_level_response = resp.level.get() == 2;
    let nt_response = resp.strain == Strain::NoTrump;
    // No-trump rebids.
    let theirs = ctx.opponents_suits();
    let mut bal = Constraint::any().shape(ShapeReq::Balanced);
    for &s in &theirs {
        bal = bal.test(Test::Stopper(s));
    }
    if !nt_response {
        let (lo, hi, level, forcing) =
            if two_level_response { (12, 14, 2, Forcing::GameForcing) } else { (12, 14, 1, Forcing::NonForcing) };
        out.add(ctx.cheapest(Strain::NoTrump).filter(|b| b.level.get() == level).map(Call::Bid), |c| {
            Candidate::new("sayc.rebid.nt_minimum", c, bal.clone().and_hcp(lo, hi), "{bid}: 12–14 HCP, balanced")
                .arg("bid", c)
                .forcing(forcing)
                .priority(100)
        });
        let (jlo, jhi) = (18, 19);
        out.add(bid(if two_level_response { 3 } else { 2 }, Strain::NoTrump), |c| {
            Candidate::new("sayc.rebid.nt_strong", c, bal.clone().and_hcp(jlo, jhi), "{bid}: 18–19 HCP, balanced")
                .arg("bid", c)
                .forcing(if two_level_response { Forcing::SignOff } else { Forcing::Invitational })
                .priority(101)
        });
    } else {
        out.add(bid(2, Strain::NoTrump), |c| {
            Candidate::new(
                "sayc.rebid.nt_strong",
                c,
                bal.clone().and_hcp(18, 19),
                "2NT: 18–19 HCP, balanced, invites 3NT",
            )
            .forcing(Forcing::Invitational)
            .priority(101)
        });
        out.add(Some(Call::Pass), |c| {
            Candidate::new(
                "sayc.rebid.pass_1nt",
                c,
                Constraint::hcp(0, 15).shape(ShapeReq::SemiBalanced).max_len(first, 5),
                "Pass: a minimum, 1NT is fine",
            )
            .priority(85)
        });
    }
    // Rebidding the first suit.
    if let Some(cheap) = ctx.cheapest(strain(first)) {
        let l = cheap.level.get();
        if l <= 2 {
            out.add(Some(Call::Bid(cheap)), |c| {
                Candidate::new(
                    "sayc.rebid.own_suit",
                    c,
                    Constraint::any().min_len(first, 6).total(12, 16),
                    "{bid}: six or more {suit}, a minimum",
                )
                .arg("bid", c)
                .arg("suit", first.symbol())
                .priority(90)
            });
        }
        if l < 3 {
            out.add(bid(l + 1, strain(first)), |c| {
                Candidate::new(
                    "sayc.rebid.jump_own",
                    c,
                    Constraint::any().min_len(first, 6).test(Test::GoodSuit(first)).total(17, 19),
                    "{bid}: a good six-card {suit} suit and 16–18 HCP",
                )
                .arg("bid", c)
                .arg("suit", first.symbol())
                .forcing(Forcing::Invitational)
                .priority(95)
            });
        }
        // Textbook practice (the booklet's opener's rebids stop at the
        // invitational jump): a good six-card major and 19–21 total points
        // jump to game in it rather than 3NT (1♥–1NT–4♥).
        if first.is_major() && l < 3 {
            out.add(bid(4, strain(first)), |c| {
                Candidate::new(
                    "sayc.rebid.game_own",
                    c,
                    Constraint::hcp(15, 21).min_len(first, 6).test(Test::GoodSuit(first)).total(20, 23),
                    "{bid}: a good six-card {suit} suit and 19–21 points, to play",
                )
                .arg("bid", c)
                .arg("suit", first.symbol())
                .forcing(Forcing::SignOff)
                .priority(100)
            });
        }
    }
    // A second suit: new suit at the one level, lower-ranking at the two
    // level (non-reverse), a reverse with 17+, a jump shift with 19+.
    let Some(my_rebid_limit) = Bid::of(2, strain(first)) else { return };
    for second in SUITS {
        if second == first || Some(second) == resp.strain.trump() {
            continue;
        }
        let Some(cheap) = ctx.cheapest(strain(second)) else { continue };
        let l = cheap.level.get();
        let sym = second.symbol();
        if l == 1 {
            out.add(Some(Call::Bid(cheap)), |c| {
                Candidate::new(
                    "sayc.rebid.new_suit_1",
                    c,
                    Constraint::hcp(11, 18).min_len(second, 4),
                    "{bid}: four or more {suit}, 12–18 HCP",
                )
                .arg("bid", c)
                .arg("suit", sym)
                .priority(101)
            });
        } else if l == 2 && cheap < my_rebid_limit {
            // With six cards in the first suit and four in the second, a
            // minimum rebids the six-card suit.
            let base = Constraint::hcp(11, 18).min_len(second, 4).test(Test::LenGe(first, second));
            for shape in [base.clone().max_len(first, 5), base.min_len(second, 5)] {
                out.add(Some(Call::Bid(cheap)), |c| {
                    Candidate::new(
                        "sayc.rebid.new_suit_2",
                        c,
                        shape,
                        "{bid}: a second suit, four or more {suit}, 12–18 HCP",
                    )
                    .arg("bid", c)
                    .arg("suit", sym)
                    .priority(92)
                });
            }
        } else if l == 2 {
            out.add(Some(Call::Bid(cheap)), |c| {
                Candidate::new(
                    "sayc.rebid.reverse",
                    c,
                    Constraint::hcp(16, 21).min_len(second, 4).test(Test::LenGt(first, second)),
                    "{bid}: a reverse, 16+ HCP, longer {first} than {suit}",
                )
                .arg("bid", c)
                .arg("suit", sym)
                .arg("first", first.symbol())
                .forcing(Forcing::OneRound)
                .priority(96)
            });
        }
        // Booklet, "Opener's rebids": a jump shift forces to game with 19+
        // points, over a one-level response or 1NT alike; a two-suiter
        // counts its length (16 HCP and 6–5 is a jump shift).
        // A reverse already forces, so a jump into a reverse suit keeps
        // 19+ HCP; in competition, too.
        let reverse = l == 2 && cheap >= my_rebid_limit;
        let uncontested = ctx.opponents_suits().is_empty();
        let by_points = !reverse && !nt_response && uncontested;
        let needs = if by_points { Constraint::hcp(16, 21).total(19, 27) } else { Constraint::hcp(19, 21) };
        if l <= 2 && (uncontested || !nt_response) && !theirs.contains(&second) {
            out.add(bid(l + 1, strain(second)), |c| {
                Candidate::new(
                    "sayc.rebid.jump_shift",
                    c,
                    needs.min_len(second, 4).shape(ShapeReq::Unbalanced),
                    "{bid}: jump shift, 19+ points, game forcing",
                )
                .arg("bid", c)
                .forcing(Forcing::GameForcing)
                .priority(104)
            });
        }
    }
}

/// Opener after responder's negative double: as over a takeout double —
/// the unbid major with four cards (a jump with 16–18, game with 19+), else
/// no-trump with their suit stopped, the six-card suit, a second suit, or
/// the first suit again with a minimum.
fn after_negative_double(ctx: &Ctx, out: &mut Out, first: Suit) {
    let theirs = ctx.opponents_suits();
    let ours: Vec<Suit> = ctx.bids_of(ctx.me).iter().filter_map(|b| b.strain.trump()).collect();
    let unbid: Vec<Suit> = SUITS.into_iter().filter(|s| !theirs.contains(s) && !ours.contains(s)).collect();
    for &suit in unbid.iter().filter(|s| s.is_major()) {
        let Some(cheap) = ctx.cheapest(strain(suit)) else { continue };
        let l = cheap.level.get();
        let game = ctx.game_level(strain(suit));
        for (lo, hi, level, forcing) in [
            (0u8, 15u8, l, Forcing::NonForcing),
            (16, 18, l + 1, Forcing::Invitational),
            (19, 40, game, Forcing::SignOff),
        ] {
            if level > game || (level == game && hi < 40 && level > l) {
                continue;
            }
            out.add(bid(level, strain(suit)), |c| {
                Candidate::new(
                    "sayc.rebid.negative_answer",
                    c,
                    Constraint::any().min_len(suit, 4).total(lo, hi),
                    "{bid}: four {suit} for partner's negative double",
                )
                .arg("bid", c)
                .arg("suit", suit.symbol())
                .forcing(forcing)
                .priority(125)
            });
        }
    }
    let stopped = theirs.iter().fold(Constraint::any().shape(ShapeReq::Balanced), |c, &s| c.test(Test::Stopper(s)));
    if let Some(nt) = ctx.cheapest(Strain::NoTrump).filter(|b| b.level.get() <= 2) {
        let (lo, hi) = if nt.level.get() == 1 { (12, 14) } else { (18, 19) };
        out.add(Some(Call::Bid(nt)), |c| {
            Candidate::new(
                "sayc.rebid.negative_answer",
                c,
                stopped.clone().and_hcp(lo, hi),
                "{bid}: balanced, {lo}–{hi} HCP, their suit stopped",
            )
            .arg("bid", c)
            .arg("lo", lo)
            .arg("hi", hi)
            .priority(122)
        });
    }
    if let Some(cheap) = ctx.cheapest(strain(first)) {
        out.add(Some(Call::Bid(cheap)).filter(|_| cheap.level.get() <= 3), |c| {
            Candidate::new(
                "sayc.rebid.negative_answer",
                c,
                Constraint::any().min_len(first, 6).total(0, 16),
                "{bid}: six or more {suit}, a minimum",
            )
            .arg("bid", c)
            .arg("suit", first.symbol())
            .priority(121)
        });
        out.add(bid(cheap.level.get() + 1, strain(first)).filter(|_| cheap.level.get() <= 2), |c| {
            Candidate::new(
                "sayc.rebid.negative_answer",
                c,
                Constraint::any().min_len(first, 6).test(Test::GoodSuit(first)).total(17, 19),
                "{bid}: a good six-card {suit} suit and 16–18 HCP",
            )
            .arg("bid", c)
            .arg("suit", first.symbol())
            .forcing(Forcing::Invitational)
            .priority(121)
        });
    }
    for &suit in unbid.iter().filter(|s| s.is_minor()) {
        out.add(ctx.cheapest(strain(suit)).filter(|b| b.level.get() <= 2).map(Call::Bid), |c| {
            Candidate::new(
                "sayc.rebid.negative_answer",
                c,
                Constraint::any().min_len(suit, 4),
                "{bid}: a second suit, four or more {suit}",
            )
            .arg("bid", c)
            .arg("suit", suit.symbol())
            .priority(119)
        });
    }
    out.add(ctx.cheapest(strain(first)).filter(|b| b.level.get() <= 2).map(Call::Bid), |c| {
        Candidate::new(
            "sayc.rebid.negative_answer",
            c,
            Constraint::any().total(0, 15),
            "{bid}: a minimum with nothing else to show",
        )
        .arg("bid", c)
        .priority(110)
    });
}

/// Partner passed or doubled and the opponents bid: rebid a six-card suit,
/// or show a second suit, at the cheapest level.
fn competitive_rebid(ctx: &Ctx, out: &mut Out, first: Suit) {
    if let Some(cheap) = ctx.cheapest(strain(first)).filter(|b| b.level.get() <= 2) {
        out.add(Some(Call::Bid(cheap)), |c| {
            Candidate::new(
                "sayc.rebid.compete_own",
                c,
                Constraint::any().min_len(first, 6).total(12, 18),
                "{bid}: six or more {suit}, competing",
            )
            .arg("bid", c)
            .arg("suit", first.symbol())
            .priority(88)
        });
    }
}

/// Responder's second call once opener has described two suits or a
/// rebid: raise the second suit, give preference to the first, or bid
/// no-trump at the level the values call for (6–10, 11–12, 13–15).
fn describe_responder(ctx: &Ctx, out: &mut Out) {
    let opener_bids = ctx.bids_of(ctx.partner());
    let (Some(first), Some(second)) = (opener_bids[0].strain.trump(), opener_bids[1].strain.trump()) else { return };
    let theirs = ctx.opponents_suits();
    // Opener raised my suit: that is no second suit of opener's to raise or
    // prefer; the placement rules decide between pass, invitation and game.
    let my_suits: Vec<Suit> = ctx.bids_of(ctx.me).iter().filter_map(|b| b.strain.trump()).collect();
    if my_suits.contains(&second) {
        return;
    }
    if second != first {
        // Raising opener's second suit with four cards.
        if let Some(cheap) = ctx.cheapest(strain(second)) {
            let l = cheap.level.get();
            let game = ctx.game_level(strain(second));
            let sym = second.symbol();
            // After a two-over-one (10+ already shown) the raise is 10–12 and
            // a jump is game.
            // A minor is raised on high cards (3NT is the likelier game).
            let values = |lo: u8, hi: u8| {
                if second.is_minor() {
                    Constraint::hcp(lo, hi)
                } else {
                    Constraint::any().dummy(lo, hi)
                }
            };
            let two_over_one = ctx.my_rule() == Some("sayc.resp.new_suit_2");
            if two_over_one {
                for (lo, hi, level, text, forcing) in [
                    (
                        10u8,
                        12u8,
                        l,
                        "{bid}: four-card support for opener's second suit, 10–12 points",
                        Forcing::Invitational,
                    ),
                    (13, 17, game, "{bid}: four-card support for opener's second suit, game values", Forcing::SignOff),
                ] {
                    if level > game || (level == game && lo < 13) {
                        continue;
                    }
                    out.add(bid(level, strain(second)), |c| {
                        Candidate::new("sayc.rebid.responder_raise", c, values(lo, hi).min_len(second, 4), text)
                            .arg("bid", c)
                            .arg("suit", sym)
                            .forcing(forcing)
                            .priority(91)
                    });
                }
            }
            // Booklet, "Responder's rebids": a raise to the two level is a
            // 6–10 sign-off; three of a previously bid suit invites (11–12),
            // whether or not it is a jump.
            // After a 1NT response (already 6–10) the raise stays a 6–10
            // preference-raise.
            let limited = ctx.my_rule() == Some("sayc.resp.1nt");
            let (jump_level, raise_max) = if l >= 3 && !limited { (l, 0) } else { (l + 1, 10) };
            for (lo, hi, level, rule, text, forcing) in [
                (
                    6u8,
                    raise_max,
                    l,
                    "sayc.rebid.responder_raise",
                    "{bid}: four-card support for opener's second suit, 6–10 points",
                    Forcing::NonForcing,
                ),
                (
                    11,
                    12,
                    jump_level,
                    "sayc.rebid.responder_jump_raise",
                    "{bid}: four-card support for opener's second suit, invites game",
                    Forcing::Invitational,
                ),
                (
                    13,
                    17,
                    game,
                    "sayc.rebid.responder_game_raise",
                    "{bid}: four-card support for opener's second suit, game values",
                    Forcing::SignOff,
                ),
            ]
            .into_iter()
            .filter(|_| !two_over_one)
            {
                if lo > hi || level > game || (level == game && lo < 13) {
                    continue;
                }
                out.add(bid(level, strain(second)), |c| {
                    Candidate::new(rule, c, values(lo, hi).min_len(second, 4), text)
                        .arg("bid", c)
                        .arg("suit", sym)
                        .forcing(forcing)
                        .priority(91)
                });
            }
        }
        // Preference to opener's first suit (the longer one) with three cards.
        if let Some(cheap) = ctx.cheapest(strain(first)) {
            // A jump preference with four or more: invitational, 11–12.
            let jump = cheap.level.get() + 1;
            if jump < ctx.game_level(strain(first)) && ctx.my_rule() != Some("sayc.resp.new_suit_2") {
                out.add(bid(jump, strain(first)), |c| {
                    Candidate::new(
                        "sayc.rebid.responder_jump_preference",
                        c,
                        Constraint::any().min_len(first, 4).dummy(11, 12),
                        "{bid}: support for opener's first suit, invites game",
                    )
                    .arg("bid", c)
                    .forcing(Forcing::Invitational)
                    .priority(86)
                });
            }
            if cheap.level.get() < ctx.game_level(strain(first)) && ctx.my_rule() != Some("sayc.resp.new_suit_2") {
                out.add(Some(Call::Bid(cheap)), |c| {
                    Candidate::new(
                        "sayc.rebid.responder_preference",
                        c,
                        // Textbook practice: with equal length (even two
                        // cards each) prefer opener's first, longer suit
                        // at the two level; higher up, three cards.
                        Constraint::hcp(6, 10)
                            .min_len(first, if cheap.level.get() == 2 { 2 } else { 3 })
                            .test(Test::LenGe(first, second)),
                        "{bid}: preference to opener's first suit, 6–10 HCP",
                    )
                    .arg("bid", c)
                    .priority(89)
                });
            }
            // Booklet, "Responder's rebids": after a two-over-one, two of
            // opener's first suit is a preference with 10–12 points and as
            // few as two cards; not forcing.
            if ctx.my_rule() == Some("sayc.resp.new_suit_2")
                && cheap.level.get() == 2
                && cheap.level.get() < ctx.game_level(strain(first))
            {
                out.add(Some(Call::Bid(cheap)), |c| {
                    Candidate::new(
                        "sayc.rebid.two_over_one_preference",
                        c,
                        Constraint::hcp(10, 12).min_len(first, 2),
                        "{bid}: preference to opener's first suit after a two-over-one, 10–12 HCP",
                    )
                    .arg("bid", c)
                    .priority(86)
                });
            }
        }
    }
    // No-trump by values, with the unbid suits stopped.
    let bid_suits: Vec<Suit> =
        opener_bids.iter().chain(ctx.bids_of(ctx.me).iter()).filter_map(|b| b.strain.trump()).collect();
    // No-trump denies a fit for opener's major (a minor may be supported and still played in no-trump).
    let mut stopped = Constraint::any().max_len(first, if first.is_major() { 2 } else { 4 }).test(Test::NoShortness);
    for s in SUITS {
        if !bid_suits.contains(&s) || theirs.contains(&s) {
            stopped = stopped.test(Test::Stopper(s));
        }
    }
    for (lo, hi, level, forcing) in [
        (6u8, 10u8, 1u8, Forcing::NonForcing),
        (6, 10, 2, Forcing::NonForcing),
        (11, 12, 2, Forcing::Invitational),
        (13, 15, 3, Forcing::SignOff),
    ] {
        let Some(cheap) = ctx.cheapest(Strain::NoTrump) else { continue };
        // 6–10 bids the cheapest no-trump only; a jump shows more.
        if (lo == 6 && cheap.level.get() != level) || (lo > 6 && cheap.level.get() > level) {
            continue;
        }
        out.add(bid(level, Strain::NoTrump), |c| {
            Candidate::new(
                "sayc.rebid.responder_nt",
                c,
                stopped.clone().and_hcp(lo, hi),
                "{bid}: {lo}–{hi} HCP, the unbid suits stopped",
            )
            .arg("bid", c)
            .arg("lo", lo)
            .arg("hi", hi)
            .forcing(forcing)
            .priority(87)
        });
    }
}

/// Responder after opener answered the fourth suit: with an eight-card fit
/// (partner's shown length and mine) game with 13+ or a raise that invites
/// with 10–12; a six-card major of my own likewise; 3NT once partner has
/// shown the fourth suit stopped or held; else the placement rules.
fn after_fourth_suit(ctx: &Ctx, out: &mut Out) {
    let Some(Call::Bid(answer)) = ctx.partner_call() else { return };
    let p = ctx.partner_known();
    let game_force = ctx.in_game_force_below_game();
    let (gf, inv_hi) = (13u8, 12u8);
    let rule = "sayc.rebid.after_fourth_suit";
    let nt3 =
        bid(3, Strain::NoTrump).filter(|_| ctx.cheapest(Strain::NoTrump).map(|b| b.level.get() <= 3).unwrap_or(false));
    match answer.strain.trump() {
        None => {
            out.add(nt3, |c| {
                Candidate::new(rule, c, Constraint::hcp(12, 17), "3NT: game, partner has the fourth suit stopped")
                    .forcing(Forcing::SignOff)
                    .priority(120)
            });
            out.add(Some(Call::Pass).filter(|_| !game_force), |c| {
                Candidate::new(
                    rule,
                    c,
                    Constraint::hcp(0, 11),
                    "Pass: invitational values only; partner's no-trump is enough",
                )
                .priority(119)
            });
        }
        Some(x) => {
            let fourth = ctx.bids_of(ctx.me).last().and_then(|b| b.strain.trump());
            // Partner holds four cards in the fourth suit: no-trump is safe.
            if Some(x) == fourth {
                out.add(nt3, |c| {
                    Candidate::new(rule, c, Constraint::hcp(gf, 17), "3NT: game, partner has the fourth suit stopped")
                        .forcing(Forcing::SignOff)
                        .priority(116)
                });
            }
            let need = 8u8.saturating_sub(p.len(x).min).max(2);
            let game = ctx.game_level(strain(x));
            let raise = ctx.cheapest(strain(x)).map(|b| b.level.get()).filter(|&l| l < game);
            let priority = if x.is_major() { 120 } else { 112 };
            out.add(bid(game, strain(x)), |c| {
                Candidate::new(
                    rule,
                    c,
                    Constraint::hcp(gf, 17).min_len(x, need),
                    "{bid}: game after partner's answer to the fourth suit, an eight-card fit",
                )
                .arg("bid", c)
                .forcing(Forcing::SignOff)
                .priority(priority)
            });
            out.add(raise.and_then(|l| bid(l, strain(x))).filter(|_| !game_force), |c| {
                Candidate::new(
                    rule,
                    c,
                    Constraint::hcp(10, inv_hi).min_len(x, need),
                    "{bid}: invites game after partner's answer to the fourth suit, an eight-card fit",
                )
                .arg("bid", c)
                .forcing(Forcing::Invitational)
                .priority(priority - 1)
            });
        }
    }
    // My own six-card major.
    if let Some(own) = ctx.bids_of(ctx.me).first().and_then(|b| b.strain.trump()).filter(|s| s.is_major()) {
        let game = ctx.game_level(strain(own));
        out.add(bid(game, strain(own)), |c| {
            Candidate::new(
                rule,
                c,
                Constraint::hcp(gf, 17).min_len(own, 6),
                "{bid}: six or more {suit} after the fourth suit, game values",
            )
            .arg("bid", c)
            .arg("suit", own.symbol())
            .forcing(Forcing::SignOff)
            .priority(118)
        });
        out.add(ctx.cheapest(strain(own)).filter(|b| b.level.get() < game && !game_force).map(Call::Bid), |c| {
            Candidate::new(
                rule,
                c,
                Constraint::hcp(10, inv_hi).min_len(own, 6),
                "{bid}: six or more {suit} after the fourth suit, invites game",
            )
            .arg("bid", c)
            .arg("suit", own.symbol())
            .forcing(Forcing::Invitational)
            .priority(117)
        });
    }
}

/// Textbook practice for a weak responder (6–9) in an uncontested auction
/// once opener has limited the hand: after a 1NT response and opener's new
/// suit, two of a six-card suit of my own is to play (1♠–1NT–2♦–2♥); after
/// opener's 1NT rebid, two of opener's minor with five cards is to play
/// (1♣–1♠–1NT–2♣).
fn weak_escapes(ctx: &Ctx, out: &mut Out, ours: &[Suit], theirs: &[Suit]) {
    if !theirs.is_empty() || ctx.rho_call() != Some(Call::Pass) {
        return;
    }
    let opener_bids = ctx.bids_of(ctx.partner());
    if let (Some("sayc.resp.1nt"), Some(second)) = (ctx.my_rule(), opener_bids[1].strain.trump()) {
        for suit in SUITS.into_iter().filter(|s| !ours.contains(s)) {
            out.add(ctx.cheapest(strain(suit)).filter(|b| b.level.get() == 2).map(Call::Bid), |c| {
                Candidate::new(
                    "sayc.rebid.responder_long_suit",
                    c,
                    // Short in opener's second suit (with support I raise or pass).
                    Constraint::hcp(5, 9).min_len(suit, 6).max_len(second, 2),
                    "{bid}: six or more {suit}, a minimum; to play",
                )
                .arg("bid", c)
                .arg("suit", suit.symbol())
                .forcing(Forcing::SignOff)
                .priority(97)
            });
        }
    }
    let nt_rebid = ctx.partner_rule() == Some("sayc.rebid.nt_minimum")
        && opener_bids.last().map(|b| b.level.get() == 1).unwrap_or(false);
    if let (true, Some(first)) = (nt_rebid, opener_bids[0].strain.trump().filter(|s| s.is_minor())) {
        out.add(ctx.cheapest(strain(first)).filter(|b| b.level.get() == 2).map(Call::Bid), |c| {
            Candidate::new(
                "sayc.rebid.responder_back_to_minor",
                c,
                Constraint::hcp(5, 9).min_len(first, 5),
                "{bid}: to play, our best fit",
            )
            .arg("bid", c)
            .forcing(Forcing::SignOff)
            .priority(97)
        });
    }
}

/// Responder's second call: a new suit forces; the fourth suit is artificial
/// and forcing one round; everything else is placement.
pub fn responder(ctx: &Ctx, out: &mut Out) {
    let fourth_suit = matches!(ctx.my_rule(), Some("sayc.rebid.fourth_suit" | "sayc.rebid.fourth_suit_game_force"));
    if fourth_suit && ctx.partner_rule() == Some("sayc.rebid.fourth_suit_answer") {
        after_fourth_suit(ctx, out);
        return;
    }
    let ours: Vec<Suit> = ctx
        .meanings
        .iter()
        .filter(|m| m.seat.side() == ctx.side() && !m.artificial)
        .filter_map(|m| match m.call {
            Call::Bid(b) => b.strain.trump(),
            _ => None,
        })
        .collect();
    if ctx.bids_of(ctx.me).len() != 1 || ctx.bids_of(ctx.partner()).len() != 2 {
        return;
    }
    describe_responder(ctx, out);
    let theirs = ctx.opponents_suits();
    weak_escapes(ctx, out, &ours, &theirs);
    // Rebidding my own six-card suit: minimum, invitational jump, or game.
    if let Some(own) = ctx.bids_of(ctx.me).first().and_then(|b| b.strain.trump()) {
        let p = ctx.partner_known();
        if p.len(own).min < 3 {
            if let Some(cheap) = ctx.cheapest(strain(own)) {
                let l = cheap.level.get();
                let game = ctx.game_level(strain(own));
                let sym = own.symbol();
                if l < game {
                    // Short in opener's last suit, the six-card suit comes
                    // before passing opener's rebid.
                    let last = ctx.bids_of(ctx.partner()).last().and_then(|b| b.strain.trump());
                    let short = last.map(|s| Constraint::any().max_len(s, 2)).unwrap_or_default();
                    for (needs, priority) in [(short, 96u16), (Constraint::any(), 92)] {
                        out.add(Some(Call::Bid(cheap)), |c| {
                            Candidate::new(
                                "sayc.rebid.responder_own_suit",
                                c,
                                needs.and_hcp(6, 9).min_len(own, 6),
                                "{bid}: six or more {suit}, a minimum; to play",
                            )
                            .arg("bid", c)
                            .arg("suit", sym)
                            .forcing(Forcing::SignOff)
                            .priority(priority)
                        });
                    }
                }
                if l + 1 < game {
                    out.add(bid(l + 1, strain(own)), |c| {
                        Candidate::new(
                            "sayc.rebid.responder_jump_own",
                            c,
                            Constraint::hcp(10, 12).min_len(own, 6).test(Test::DecentSuit(own)),
                            "{bid}: a good six-card {suit} suit, invites game",
                        )
                        .arg("bid", c)
                        .arg("suit", sym)
                        .forcing(Forcing::Invitational)
                        .priority(97)
                    });
                }
                if own.is_major() && game > l {
                    out.add(bid(game, strain(own)), |c| {
                        Candidate::new(
                            "sayc.rebid.responder_game_own",
                            c,
                            Constraint::hcp(13, 17).min_len(own, 6).test(Test::GoodSuit(own)),
                            "{bid}: a good six-card {suit} suit and game values",
                        )
                        .arg("bid", c)
                        .arg("suit", sym)
                        .forcing(Forcing::SignOff)
                        .priority(94)
                    });
                }
            }
        }
    }
    // Booklet, "Responder's rebids": after a two-over-one, three of
    // responder's own suit with five or more limits the hand (10–12).
    if ctx.my_rule() == Some("sayc.resp.new_suit_2") {
        if let Some(own) = ctx.bids_of(ctx.me).first().and_then(|b| b.strain.trump()) {
            out.add(ctx.cheapest(strain(own)).filter(|b| b.level.get() == 3).map(Call::Bid), |c| {
                Candidate::new(
                    "sayc.rebid.two_over_one_own_suit",
                    c,
                    Constraint::hcp(10, 12).min_len(own, 5),
                    "{bid}: five or more {suit} after a two-over-one, 10–12 HCP",
                )
                .arg("bid", c)
                .arg("suit", own.symbol())
                .forcing(Forcing::Invitational)
                .priority(84)
            });
            out.add(ctx.cheapest(strain(own)).filter(|b| b.level.get() == 3).map(Call::Bid), |c| {
                Candidate::new(
                    "sayc.rebid.two_over_one_own_suit",
                    c,
                    Constraint::hcp(13, 37).min_len(own, 6),
                    "{bid}: six or more {suit} after a two-over-one, game values, forcing",
                )
                .arg("bid", c)
                .arg("suit", own.symbol())
                .forcing(Forcing::GameForcing)
                .priority(83)
            });
        }
    }
    let unbid: Vec<Suit> = SUITS.into_iter().filter(|s| !ours.contains(s) && !theirs.contains(s)).collect();
    // Booklet, "Responder's rebids": after a two-over-one (which already
    // promised a rebid) the fourth suit is a game force (1♠–2♣–2♥–3♦).
    if unbid.len() == 1 && ours.len() == 3 && ctx.my_rule() == Some("sayc.resp.new_suit_2") {
        let fourth = unbid[0];
        out.add(ctx.cheapest(strain(fourth)).filter(|b| b.level.get() <= 3).map(Call::Bid), |c| {
            Candidate::new(
                "sayc.rebid.fourth_suit_game_force",
                c,
                Constraint::hcp(13, 37).test(Test::NoStopper(fourth)),
                "{bid}: fourth suit after a two-over-one, forcing to game",
            )
            .arg("bid", c)
            .forcing(Forcing::GameForcing)
            .priority(88)
            .artificial()
        });
    } else if unbid.len() == 1 && ours.len() == 3 {
        let fourth = unbid[0];
        out.add(ctx.cheapest(strain(fourth)).filter(|b| b.level.get() <= 3).map(Call::Bid), |c| {
            Candidate::new(
                "sayc.rebid.fourth_suit",
                c,
                // Booklet, "Responder's rebids": the fourth suit is a
                // one-round force (it may be artificial), not a game force;
                // responder has at least invitational values.
                Constraint::hcp(10, 37).test(Test::NoStopper(fourth)),
                "{bid}: fourth suit forcing (one round), 10+ HCP, asks partner to describe further",
            )
            .arg("bid", c)
            .forcing(Forcing::OneRound)
            .priority(88)
            .artificial()
        });
    }
    // Booklet: after opener's 1NT rebid a new suit below responder's first
    // is not forcing (a weaker two-suiter); a reverse or a jump shift forces
    // to game.
    let after_1nt = ctx.partner_rule() == Some("sayc.rebid.nt_minimum")
        && ctx.bids_of(ctx.partner()).last().map(|b| b.level.get() == 1).unwrap_or(false);
    let my_first = ctx.bids_of(ctx.me).first().and_then(|b| b.strain.trump());
    // The last unbid suit is the fourth suit's (above), not a natural new suit.
    let fourth_suit_case = unbid.len() == 1;
    let one_level_opening =
        ctx.opening().map(|(_, b)| b.level.get() == 1 && b.strain != Strain::NoTrump).unwrap_or(false);
    for suit in unbid {
        let Some(cheap) = ctx.cheapest(strain(suit)) else { continue };
        if after_1nt {
            let below = my_first.map(|f| suit.index() < f.index()).unwrap_or(false);
            if below && cheap.level.get() == 2 {
                out.add(Some(Call::Bid(cheap)), |c| {
                    Candidate::new(
                        "sayc.rebid.responder_second_suit",
                        c,
                        Constraint::hcp(5, 10).min_len(suit, 4).test(Test::LenGt(my_first.unwrap_or(suit), suit)),
                        "{bid}: a second suit, four or more {suit}; not forcing after 1NT",
                    )
                    .arg("bid", c)
                    .arg("suit", suit.symbol())
                    .priority(96)
                });
            }
            let force = if below { bid(cheap.level.get() + 1, strain(suit)) } else { Some(Call::Bid(cheap)) };
            out.add(force, |c| {
                Candidate::new(
                    "sayc.rebid.responder_game_force",
                    c,
                    Constraint::hcp(13, 37).min_len(suit, 4).test(Test::LenGe(my_first.unwrap_or(suit), suit)),
                    "{bid}: a second suit, forcing to game",
                )
                .arg("bid", c)
                .arg("suit", suit.symbol())
                .forcing(Forcing::GameForcing)
                .priority(if suit.is_major() { 100 } else { 92 })
            });
            // Five-five shows the second suit before 3NT (textbook practice).
            out.add(force, |c| {
                Candidate::new(
                    "sayc.rebid.responder_game_force",
                    c,
                    Constraint::hcp(13, 37).min_len(suit, 5).min_len(my_first.unwrap_or(suit), 5),
                    "{bid}: a second suit, forcing to game",
                )
                .arg("bid", c)
                .arg("suit", suit.symbol())
                .forcing(Forcing::GameForcing)
                .priority(101)
            });
            continue;
        }
        // Booklet, "Responder's rebids": a new suit by responder is forcing;
        // with game values a four-card suit is named rather than inviting
        // (1♣–1♦–2♣–2♥, 1♠–2♣–2♠–3♥), and opener describes further.
        out.add(
            Some(Call::Bid(cheap)).filter(|_| {
                cheap.level.get() <= 3 && !fourth_suit_case && one_level_opening && !ctx.opponents_active()
            }),
            |c| {
                Candidate::new(
                    "sayc.rebid.responder_new_suit",
                    c,
                    Constraint::hcp(13, 37).min_len(suit, 4),
                    "{bid}: a new suit by responder, 4+ {suit} and game values, forcing",
                )
                .arg("bid", c)
                .arg("suit", suit.symbol())
                .forcing(Forcing::OneRound)
                .priority(91)
            },
        );
        out.add(Some(Call::Bid(cheap)).filter(|_| cheap.level.get() <= 2), |c| {
            Candidate::new(
                "sayc.rebid.responder_new_suit",
                c,
                Constraint::hcp(11, 37).min_len(suit, 5),
                "{bid}: a new suit by responder, 5+ {suit}, forcing",
            )
            .arg("bid", c)
            .arg("suit", suit.symbol())
            .forcing(Forcing::OneRound)
            .priority(84)
        });
    }
}
