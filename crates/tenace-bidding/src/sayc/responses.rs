//! Responder's first call after partner's one-of-a-suit opening, with and
//! without interference, and opener's answers to Jacoby 2NT.

use super::{bid, notrump, strain, strong, Out, SUITS};
use crate::context::Ctx;
use crate::rule::{Candidate, Forcing};
use crate::shows::{Constraint, ShapeReq, Test};
use tenace_bridge::{Call, Strain};
use tenace_cards::Suit;

/// Responder's first call: dispatch on partner's opening.
pub fn candidates(ctx: &Ctx, out: &mut Out) {
    let Some((opener, open)) = ctx.opening() else { return };
    if opener != ctx.partner() {
        return;
    }
    match (open.level.get(), open.strain) {
        (_, Strain::NoTrump) => notrump::responses(ctx, out),
        (2, Strain::Clubs) => strong::responses_2c(ctx, out),
        (2, _) => strong::weak_two_responses(ctx, out),
        (1, s) => {
            if let Some(suit) = s.trump() {
                one_suit(ctx, out, suit)
            }
        }
        _ => strong::preempt_responses(ctx, out),
    }
}

fn one_suit(ctx: &Ctx, out: &mut Out, opened: Suit) {
    let passed_hand = ctx.calls_of(ctx.me).contains(&Call::Pass);
    // A passed hand may hold a flat 12.
    let top = if passed_hand { 12 } else { 37 };
    // Opener reopened with a double: leave it in with their suit — good
    // trumps, or five of them (textbook practice: a takeout double is
    // converted on trumps that take tricks, not on a bare stopper).
    if ctx.partner_rule() == Some("sayc.rebid.reopening_double") && ctx.rho_call() == Some(Call::Pass) {
        if let Some(their) = ctx.last_bid().and_then(|b| b.strain.trump()) {
            let trumps = [
                Constraint::hcp(5, 37).min_len(their, 4).test(Test::GoodSuit(their)),
                Constraint::hcp(5, 37).min_len(their, 5).test(Test::Stopper(their)),
            ];
            for needs in trumps {
                out.add(Some(Call::Pass), |c| {
                    Candidate::new(
                        "sayc.resp.penalty_pass",
                        c,
                        needs,
                        "Pass: converts partner's double to penalties, length and strength in {suit}",
                    )
                    .arg("suit", their.symbol())
                    .priority(140)
                    .even_when_forced()
                });
            }
        }
    }
    match ctx.rho_call() {
        Some(Call::Pass) | None => {}
        Some(Call::Double) => over_double(ctx, out, opened),
        Some(Call::Bid(_)) => over_overcall(ctx, out, opened, top),
        Some(Call::Redouble) => {}
    }
    if opened.is_major() {
        major_raises(ctx, out, opened, passed_hand);
    } else {
        minor_raises(ctx, out, opened);
    }
    new_suits(ctx, out, opened, top, passed_hand);
    notrump_responses(ctx, out, opened, top);
    if ctx.rho_call() == Some(Call::Pass) {
        constructive_gaps(out, opened, passed_hand);
    }
}

/// Uncontested responses for hands that fall between the booklet's ranges.
fn constructive_gaps(out: &mut Out, opened: Suit, passed_hand: bool) {
    if opened == Suit::Clubs {
        // Booklet, "Responses to 1♣/1♦": 1NT over 1♣ shows 8–10 because a
        // weaker hand bids 1♦ or raises clubs; with 6–7, no four-card suit
        // to bid at the one level and no five clubs to raise, 1NT is the
        // least misleading call (textbook practice), not a pass.
        let needs = Constraint::hcp(6, 7)
            .max_len(Suit::Spades, 3)
            .max_len(Suit::Hearts, 3)
            .max_len(Suit::Diamonds, 3)
            .max_len(Suit::Clubs, 4);
        out.add(bid(1, Strain::NoTrump), |c| {
            Candidate::new(
                "sayc.resp.1nt",
                c,
                needs,
                "1NT: 6–7 HCP, no four-card suit to bid at the one level and no five clubs to raise",
            )
            .priority(79)
        });
    }
    if opened.is_minor() && !passed_hand {
        // Booklet, "Responses to 1♣/1♦": 2NT is 13–15 balanced and there is
        // no forcing raise of a minor; a game-forcing hand with long support
        // and no four-card major bids 2NT too (textbook practice), not pass.
        out.add(bid(2, Strain::NoTrump), |c| {
            Candidate::new(
                "sayc.resp.2nt",
                c,
                Constraint::hcp(13, 15)
                    .min_len(opened, 5)
                    .max_len(Suit::Spades, 3)
                    .max_len(Suit::Hearts, 3)
                    .shape(ShapeReq::SemiBalanced),
                "2NT: 13–15 HCP, long {suit} support and no four-card major, forcing to game",
            )
            .arg("suit", opened.symbol())
            .forcing(Forcing::GameForcing)
            .priority(101)
        });
    }
    if opened.is_major() && !passed_hand {
        // Booklet, "Responses to 1♥/1♠": Jacoby 2NT is the game-forcing raise
        // with four trumps; it counts shortness too (13+ points with 11–12
        // HCP), which the limit raise (10–12 points) cannot show.
        out.add(bid(2, Strain::NoTrump), |c| {
            Candidate::new(
                "sayc.resp.jacoby_2nt",
                c,
                Constraint::hcp(11, 12).min_len(opened, 4).dummy(13, 40),
                "2NT: Jacoby, 4+ {suit} and opening values",
            )
            .arg("suit", opened.symbol())
            .forcing(Forcing::GameForcing)
            .priority(130)
            .artificial()
        });
        // A game-forcing raise with three trumps and no two-over-one suit to
        // bid first (textbook practice: the delayed game raise needs a suit
        // to bid; without one, 2NT is the forcing raise).
        out.add(bid(2, Strain::NoTrump), |c| {
            Candidate::new(
                "sayc.resp.jacoby_2nt",
                c,
                Constraint::hcp(13, 37).len(opened, 3, 3),
                "2NT: game-forcing raise with three {suit} and no suit to bid first",
            )
            .arg("suit", opened.symbol())
            .forcing(Forcing::GameForcing)
            .priority(99)
            .artificial()
        });
    }
}

fn major_raises(ctx: &Ctx, out: &mut Out, m: Suit, passed_hand: bool) {
    let s = m.symbol();
    let interfered = ctx.rho_call().map(|c| c != Call::Pass).unwrap_or(false);
    out.add(bid(2, strain(m)), |c| {
        Candidate::new(
            "sayc.resp.single_raise",
            c,
            Constraint::any().min_len(m, 3).dummy(6, 10),
            "2{suit}: single raise, 3+ {suit} and 6–10 points",
        )
        .arg("suit", s)
        .priority(120)
    });
    if ctx.rho_call() == Some(Call::Double) {
        // Booklet: over their double a jump raise is preemptive.
        out.add(bid(3, strain(m)), |c| {
            Candidate::new(
                "sayc.resp.over_double.jump_raise",
                c,
                Constraint::hcp(0, 9).min_len(m, 4).test(Test::Dummy(crate::Range::new(0, 9))),
                "3{suit}: preemptive raise over the double, four or more {suit}, under 10 points",
            )
            .arg("suit", s)
            .forcing(Forcing::SignOff)
            .priority(124)
        });
    }
    if !interfered {
        out.add(bid(3, strain(m)), |c| {
            Candidate::new(
                "sayc.resp.limit_raise",
                c,
                Constraint::any().min_len(m, 3).dummy(10, 12),
                "3{suit}: limit raise, 3+ {suit} and 10–12 points",
            )
            .arg("suit", s)
            .forcing(Forcing::Invitational)
            .priority(125)
        });
        if !passed_hand {
            out.add(bid(2, Strain::NoTrump), |c| {
                Candidate::new(
                    "sayc.resp.jacoby_2nt",
                    c,
                    Constraint::hcp(13, 37).min_len(m, 4),
                    "2NT: Jacoby, 4+ {suit} and opening values",
                )
                .arg("suit", s)
                .forcing(Forcing::GameForcing)
                .priority(130)
                .artificial()
            });
        }
    }
    out.add(bid(4, strain(m)), |c| {
        Candidate::new(
            "sayc.resp.game_raise",
            c,
            Constraint::hcp(0, 9).min_len(m, 5).test(Test::Shortness).test(Test::Dummy(crate::Range::new(6, 12))),
            "4{suit}: preemptive raise, 5+ {suit} and under 10 HCP",
        )
        .arg("suit", s)
        .forcing(Forcing::SignOff)
        .priority(128)
    });
}

fn minor_raises(ctx: &Ctx, out: &mut Out, m: Suit) {
    let s = m.symbol();
    let need = if m == Suit::Clubs { 5 } else { 4 };
    let base = Constraint::any().min_len(m, need).max_len(Suit::Hearts, 3).max_len(Suit::Spades, 3);
    out.add(bid(2, strain(m)), |c| {
        Candidate::new(
            "sayc.resp.minor_raise",
            c,
            base.clone().and_hcp(6, 10),
            "2{suit}: single raise, {need}+ {suit}, 6–10 HCP, no four-card major",
        )
        .arg("suit", s)
        .arg("need", need)
        .priority(90)
    });
    if ctx.rho_call() == Some(Call::Pass) || ctx.rho_call().is_none() {
        out.add(bid(3, strain(m)), |c| {
            Candidate::new(
                "sayc.resp.minor_limit_raise",
                c,
                base.and_hcp(11, 12),
                "3{suit}: limit raise, {need}+ {suit}, 11–12 HCP, no four-card major",
            )
            .arg("suit", s)
            .arg("need", need)
            .forcing(Forcing::Invitational)
            .priority(96)
        });
    }
}

fn new_suits(ctx: &Ctx, out: &mut Out, opened: Suit, top: u8, passed_hand: bool) {
    for suit in SUITS {
        if suit == opened {
            continue;
        }
        let Some(cheapest) = ctx.cheapest(strain(suit)) else { continue };
        let level = cheapest.level.get();
        let sym = suit.symbol();
        // A new suit at the cheapest level: one round forcing (unless a passed hand).
        let forcing = if passed_hand { Forcing::NonForcing } else { Forcing::OneRound };
        let (needs, priority, template) = if level == 1 {
            let mut needs = Constraint::hcp(6, top).min_len(suit, 4);
            let mut priority = 110;
            if suit == Suit::Spades && opened != Suit::Hearts {
                // 1♠ over a minor: with four hearts too, bid hearts first unless spades are longer.
                needs = needs.test(Test::LenGt(Suit::Spades, Suit::Hearts));
                priority = 112;
            }
            if suit == Suit::Spades && opened.is_minor() {
                out.add(Some(Call::Bid(cheapest)), |c| {
                    Candidate::new(
                        "sayc.resp.new_suit_1",
                        c,
                        Constraint::hcp(6, top).min_len(suit, 4).max_len(Suit::Hearts, 3),
                        "1{suit}: 4+ {suit}, 6+ HCP",
                    )
                    .arg("suit", sym)
                    .forcing(forcing)
                    .priority(110)
                });
            }
            if suit == Suit::Diamonds {
                // Booklet, "Responses to a 1♣ or 1♦ opening": bidding at the
                // one level is up the line in principle, so 1♦ comes first
                // with diamonds at least as long as a four-card major; a
                // longer major is bid first, and with five-five the major
                // (the higher-ranking).
                let longer = needs
                    .clone()
                    .test(Test::LenGt(Suit::Diamonds, Suit::Hearts))
                    .test(Test::LenGt(Suit::Diamonds, Suit::Spades));
                out.add(Some(Call::Bid(cheapest)), |c| {
                    Candidate::new("sayc.resp.new_suit_1", c, longer, "1{suit}: 4+ {suit}, 6+ HCP")
                        .arg("suit", sym)
                        .forcing(forcing)
                        .priority(113)
                });
                needs = needs
                    .test(Test::LenGe(Suit::Diamonds, Suit::Hearts))
                    .test(Test::LenGe(Suit::Diamonds, Suit::Spades))
                    .max_len(Suit::Hearts, 4)
                    .max_len(Suit::Spades, 4);
                priority = 113;
            }
            (needs, priority, "1{suit}: 4+ {suit}, 6+ HCP")
        } else if level == 2 {
            if ctx.rho_call() == Some(Call::Double) {
                continue;
            }
            // Booklet: a major at the two level in competition shows 11+ and five cards.
            let competing = matches!(ctx.rho_call(), Some(Call::Bid(_)));
            let min_len = if suit == Suit::Hearts || competing && suit.is_major() { 5 } else { 4 };
            let needs = Constraint::hcp(if competing && suit.is_major() { 11 } else { 10 }, top).min_len(suit, min_len);
            (needs, 100, "2{suit}: new suit at the two level, {len}+ {suit} and 10+ HCP")
        } else {
            (Constraint::hcp(10, top).min_len(suit, 5), 95, "{level}{suit}: new suit, 5+ {suit} and 10+ HCP")
        };
        let len = needs.shows.len(suit).min;
        out.add(Some(Call::Bid(cheapest)), |c| {
            Candidate::new(if level == 1 { "sayc.resp.new_suit_1" } else { "sayc.resp.new_suit_2" }, c, needs, template)
                .arg("suit", sym)
                .arg("len", len)
                .arg("level", level)
                .forcing(forcing)
                .priority(priority)
        });
        // A strong jump shift (not by a passed hand).
        if !passed_hand && ctx.rho_call() != Some(Call::Double) {
            let support = if opened.is_major() { 3 } else { 4 };
            out.add(bid(level + 1, strain(suit)), |c| {
                Candidate::new(
                    "sayc.resp.jump_shift",
                    c,
                    Constraint::hcp(19, 37).min_len(suit, 5).max_len(opened, support - 1),
                    "{bid}: strong jump shift, 19+ HCP and 5+ {suit}",
                )
                .arg("bid", c)
                .arg("suit", sym)
                .forcing(Forcing::GameForcing)
                .priority(140)
            });
        }
    }
    // With two suits that both qualify at the two level, the longer one first.
    for c in out.0.iter_mut().filter(|c| c.rule == "sayc.resp.new_suit_2") {
        if let Call::Bid(b) = c.call {
            if let Some(suit) = b.strain.trump() {
                for other in SUITS {
                    if other != suit && other != opened && other.index() < suit.index() {
                        // A higher-ranking suit needs at least the length of a lower one.
                        c.needs = c.needs.clone().test(Test::LenGe(suit, other));
                    }
                }
            }
        }
    }
}

fn notrump_responses(ctx: &Ctx, out: &mut Out, opened: Suit, top: u8) {
    let interfered = ctx.rho_call().map(|c| c != Call::Pass).unwrap_or(false);
    let theirs = ctx.opponents_suits();
    let needs = |min: u8, max: u8| {
        let mut c = Constraint::hcp(min, max).max_len(opened, if opened.is_major() { 2 } else { 4 });
        if opened == Suit::Hearts || opened.is_minor() {
            c = c.max_len(Suit::Spades, 3);
        }
        if opened.is_minor() {
            c = c.max_len(Suit::Hearts, 3);
        }
        for &s in &theirs {
            c = c.test(Test::Stopper(s));
        }
        c
    };
    let one_min = if opened == Suit::Clubs && !interfered { 8 } else { 6 };
    let one = needs(one_min, 10);
    out.add(bid(1, Strain::NoTrump), |c| {
        Candidate::new(
            "sayc.resp.1nt",
            c,
            one,
            "1NT: {lo}–10 HCP, no fit and no four-card suit to show at the one level",
        )
        .arg("lo", one_min)
        .priority(80)
    });
    if !opened.is_major() || interfered {
        let two = needs(if interfered { 11 } else { 13 }, if interfered { 12 } else { 15 }).shape(ShapeReq::Balanced);
        let (lo, hi) = (two.shows.hcp.min, two.shows.hcp.max);
        out.add(bid(2, Strain::NoTrump), |c| {
            Candidate::new("sayc.resp.2nt", c, two, "2NT: {lo}–{hi} HCP, balanced")
                .arg("lo", lo)
                .arg("hi", hi)
                .forcing(if interfered { Forcing::Invitational } else { Forcing::GameForcing })
                .priority(102)
        });
    }
    // Booklet: 3NT over a minor is 16–17 and a jump shift 19+ with a
    // five-card suit; a balanced 18–21 with no suit to jump in bids 3NT too
    // (textbook practice) rather than nothing, and opener looks for slam.
    let three_max = if opened.is_major() { 17 } else { 21 };
    let three = needs(if opened.is_major() { 15 } else { 16 }, three_max.min(top.max(15))).shape(ShapeReq::Balanced);
    out.add(bid(3, Strain::NoTrump), |c| {
        Candidate::new("sayc.resp.3nt", c, three, "3NT: balanced, opening values or more, no fit").priority(103)
    });
}

/// Over a takeout double: redouble with 10+ and no fit, Jordan 2NT with a
/// fit; a new suit at the two level is natural and not forcing, a jump shift
/// preemptive (booklet).
fn over_double(ctx: &Ctx, out: &mut Out, opened: Suit) {
    let support = if opened.is_major() { 3 } else { 4 };
    for suit in SUITS {
        if suit == opened {
            continue;
        }
        let Some(cheap) = ctx.cheapest(strain(suit)) else { continue };
        if cheap.level.get() == 2 {
            out.add(Some(Call::Bid(cheap)), |c| {
                Candidate::new(
                    "sayc.resp.over_double.new_suit",
                    c,
                    Constraint::hcp(5, 10).min_len(suit, 6).test(Test::DecentSuit(suit)).max_len(opened, support - 1),
                    "{bid}: natural and not forcing over the double, six or more {suit}",
                )
                .arg("bid", c)
                .arg("suit", suit.symbol())
                .priority(105)
            });
        }
        for needs in [Constraint::hcp(0, 8).min_len(suit, 7), Constraint::hcp(0, 5).min_len(suit, 6)] {
            out.add(bid(cheap.level.get() + 1, strain(suit)).filter(|_| cheap.level.get() <= 2), |c| {
                Candidate::new(
                    "sayc.resp.over_double.jump_shift",
                    c,
                    needs.test(Test::DecentSuit(suit)).max_len(opened, support - 1),
                    "{bid}: preemptive over the double, a long {suit} suit and a weak hand",
                )
                .arg("bid", c)
                .arg("suit", suit.symbol())
                .forcing(Forcing::SignOff)
                .priority(113)
            });
        }
    }
    out.add(Some(Call::Redouble), |c| {
        Candidate::new(
            "sayc.resp.redouble",
            c,
            Constraint::hcp(10, 37).max_len(opened, support - 1),
            "Redouble: 10+ HCP, usually no fit; we may double them",
        )
        .priority(135)
    });
    out.add(bid(2, Strain::NoTrump), |c| {
        Candidate::new(
            "sayc.resp.jordan",
            c,
            Constraint::any().min_len(opened, support).dummy(10, 37),
            "2NT: Jordan, a limit raise or better in {suit}",
        )
        .arg("suit", opened.symbol())
        .forcing(Forcing::Invitational)
        .priority(136)
        .artificial()
    });
}

/// Over an overcall: the negative double and the cue-bid raise.
fn over_overcall(ctx: &Ctx, out: &mut Out, opened: Suit, top: u8) {
    let Some(Call::Bid(theirs)) = ctx.rho_call() else { return };
    let support = if opened.is_major() { 3 } else { 4 };
    // Booklet: over Michaels or the unusual 2NT, double shows 10+ (we may
    // double them); a cue-bid of one of their suits is a raise to game.
    let rho_rule = ctx.last_meaning(ctx.me.rho()).map(|m| m.rule.as_str());
    if matches!(rho_rule, Some("sayc.overcall.michaels") | Some("sayc.overcall.unusual")) {
        out.add(Some(Call::Double), |c| {
            Candidate::new(
                "sayc.resp.over_two_suiter.double",
                c,
                Constraint::hcp(10, 37).max_len(opened, support - 1),
                "Double: 10+ HCP over their two-suiter; we may double them",
            )
            .priority(140)
        });
        let known = ctx.known(ctx.me.rho());
        let shown: Vec<Suit> = SUITS.into_iter().filter(|&s| known.len(s).min >= 5 && s != opened).collect();
        if let Some(&cue_suit) = shown.last() {
            out.add(ctx.cheapest(strain(cue_suit)).map(Call::Bid), |c| {
                Candidate::new(
                    "sayc.resp.cue_raise",
                    c,
                    Constraint::any().min_len(opened, support).dummy(11, top),
                    "{bid}: cue bid, a limit raise or better in {suit}",
                )
                .arg("bid", c)
                .arg("suit", opened.symbol())
                .forcing(Forcing::OneRound)
                .priority(126)
                .artificial()
            });
        }
        return;
    }
    let Some(their_suit) = theirs.strain.trump() else { return };
    // Over a minor opening a four-card unbid major comes first: the negative
    // double looks for it (booklet: negative doubles through 2♠).
    let minor_raise = if opened.is_minor() && theirs <= tenace_bridge::Bid::of(2, Strain::Spades).unwrap_or(theirs) {
        SUITS.into_iter().filter(|&s| s.is_major() && s != their_suit).fold(Constraint::any(), |c, m| c.max_len(m, 3))
    } else {
        Constraint::any()
    };
    if let Some(cue) = ctx.cheapest(theirs.strain) {
        out.add(Some(Call::Bid(cue)), |c| {
            Candidate::new(
                "sayc.resp.cue_raise",
                c,
                minor_raise.min_len(opened, support).dummy(11, top),
                "{bid}: cue bid, a limit raise or better in {suit}",
            )
            .arg("bid", cue)
            .arg("suit", opened.symbol())
            .forcing(Forcing::OneRound)
            .priority(126)
            .artificial()
        });
    }
    // Negative doubles through 2♠.
    if theirs <= tenace_bridge::Bid::of(2, Strain::Spades).unwrap_or(theirs) {
        let unbid: Vec<Suit> = SUITS.into_iter().filter(|&s| s != opened && s != their_suit).collect();
        let majors: Vec<Suit> = unbid.iter().copied().filter(|s| s.is_major()).collect();
        let min_hcp = if theirs.level.get() == 1 { 6 } else { 8 };
        // Five or more of their suit: no negative double; pass and wait for
        // opener's reopening double, to pass it for penalties (the trap pass).
        let mut needs = Constraint::hcp(min_hcp, top).max_len(their_suit, 4);
        if opened.is_major() {
            needs = needs.max_len(opened, support - 1);
        }
        let shows: Vec<Suit> = if majors.is_empty() { unbid.clone() } else { majors };
        let both_majors_at_two = shows.len() == 2 && shows.iter().all(|s| s.is_major()) && theirs.level.get() >= 2;
        if both_majors_at_two {
            // Over a two-level overcall: at least one four-card major (five
            // only when too weak to bid it).
            needs = needs.test(Test::FourCardMajor);
        } else {
            for &s in &shows {
                // A major that could be bid at the one level: the double shows exactly four.
                let biddable_at_one = ctx.cheapest(strain(s)).map(|b| b.level.get() == 1).unwrap_or(false);
                needs = if biddable_at_one && s.is_major() { needs.len(s, 4, 4) } else { needs.min_len(s, 4) };
            }
        }
        // With five cards in a major biddable only at the two level and 11+,
        // the major is bid instead: the double has at most four, or 10 HCP at most.
        let high_majors: Vec<Suit> = shows
            .iter()
            .copied()
            .filter(|&s| s.is_major() && ctx.cheapest(strain(s)).map(|b| b.level.get() >= 2).unwrap_or(false))
            .collect();
        let variants = if high_majors.is_empty() {
            vec![needs]
        } else {
            let four = high_majors.iter().fold(needs.clone(), |c, &m| c.max_len(m, 4));
            vec![four, needs.and_hcp(min_hcp, 10)]
        };
        let template = match shows.len() {
            1 => "Double: negative, 4+ {a} and {lo}+ HCP",
            _ => "Double: negative, 4+ {a} and 4+ {b}, {lo}+ HCP",
        };
        let a = shows.first().map(|s| s.symbol()).unwrap_or('?');
        let b = shows.get(1).map(|s| s.symbol()).unwrap_or('?');
        // Booklet: 1♦–(1♠)–X may be five hearts too weak for 2♥ (5–10).
        if shows.len() == 1 && shows[0] == Suit::Hearts && theirs.level.get() == 1 {
            let five = Constraint::hcp(5, 10).len(Suit::Hearts, 5, 5);
            out.add(Some(Call::Double), |c| {
                Candidate::new("sayc.resp.negative_double", c, five, template)
                    .arg("a", '♥')
                    .arg("b", '?')
                    .arg("lo", min_hcp)
                    .forcing(Forcing::OneRound)
                    .priority(115)
                    .artificial()
            });
        }
        for needs in variants {
            out.add(Some(Call::Double), |c| {
                Candidate::new("sayc.resp.negative_double", c, needs, template)
                    .arg("a", a)
                    .arg("b", b)
                    .arg("lo", min_hcp)
                    .forcing(Forcing::OneRound)
                    .priority(115)
                    .artificial()
            });
        }
    }
}

/// Opener's rebid after responder's Jacoby 2NT.
pub fn jacoby_answers(ctx: &Ctx, out: &mut Out) {
    if ctx.partner_rule() != Some("sayc.resp.jacoby_2nt") || ctx.rho_call() != Some(Call::Pass) {
        return;
    }
    let Some(major) = ctx.bids_of(ctx.me).first().and_then(|b| b.strain.trump()) else { return };
    let m = major.symbol();
    for suit in SUITS {
        if suit == major {
            continue;
        }
        out.add(bid(3, strain(suit)), |c| {
            Candidate::new(
                "sayc.jacoby.shortness",
                c,
                Constraint::any().test(Test::Short(suit)),
                "3{suit}: a singleton or void in {suit}",
            )
            .arg("suit", suit.symbol())
            .forcing(Forcing::GameForcing)
            .priority(150)
            .artificial()
        });
        out.add(bid(4, strain(suit)), |c| {
            Candidate::new(
                "sayc.jacoby.second_suit",
                c,
                Constraint::any().min_len(suit, 5).test(Test::GoodSuit(suit)),
                "4{suit}: a good second suit of five cards",
            )
            .arg("suit", suit.symbol())
            .forcing(Forcing::GameForcing)
            .priority(155)
        });
    }
    out.add(bid(3, strain(major)), |c| {
        Candidate::new(
            "sayc.jacoby.strong",
            c,
            Constraint::hcp(18, 37).test(Test::NoShortness),
            "3{suit}: 18+ HCP, no shortness, slam interest",
        )
        .arg("suit", m)
        .forcing(Forcing::SlamTry)
        .priority(145)
    });
    out.add(bid(3, Strain::NoTrump), |c| {
        Candidate::new(
            "sayc.jacoby.medium",
            c,
            Constraint::hcp(15, 17).test(Test::NoShortness),
            "3NT: 15–17 HCP, no shortness",
        )
        .forcing(Forcing::GameForcing)
        .priority(144)
        .artificial()
    });
    out.add(bid(4, strain(major)), |c| {
        Candidate::new("sayc.jacoby.minimum", c, Constraint::hcp(0, 14), "4{suit}: a minimum opening, no shortness")
            .arg("suit", m)
            .forcing(Forcing::SignOff)
            .priority(143)
    });
}
