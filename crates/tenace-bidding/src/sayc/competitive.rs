//! Competitive bidding: overcalls, the 1NT overcall, weak jump overcalls,
//! Michaels and the unusual 2NT, takeout doubles (and their advances),
//! advancing an overcall, balancing, and penalty doubles.

use super::{bid, notrump, strain, Out, SUITS};
use crate::context::Ctx;
use crate::rule::{Candidate, Forcing};
use crate::shows::{Constraint, ShapeReq, Test};
use tenace_bridge::{Bid, Call, Strain};
use tenace_cards::Suit;

/// After their bid, two passes would end the auction: I am in the pass-out seat.
fn balancing(ctx: &Ctx) -> bool {
    pass_out_seat(ctx.auction.calls())
}

/// The next call after `calls` is made in the pass-out seat.
fn pass_out_seat(calls: &[Call]) -> bool {
    calls.len() >= 3
        && calls[calls.len() - 1] == Call::Pass
        && calls[calls.len() - 2] == Call::Pass
        && matches!(calls[calls.len() - 3], Call::Bid(_))
}

/// My first double was made in the pass-out seat.
fn my_double_was_balancing(ctx: &Ctx) -> bool {
    let calls = ctx.auction.calls();
    let me = ctx.me;
    let mut seat = ctx.auction.dealer();
    for (i, &c) in calls.iter().enumerate() {
        if seat == me && c == Call::Double {
            return pass_out_seat(&calls[..i]);
        }
        seat = seat.next();
    }
    false
}

/// Both opponents have bid the suit of their standing bid naturally: they have a fit.
fn their_fit(ctx: &Ctx, last: Bid) -> bool {
    let Some(suit) = last.strain.trump() else { return false };
    let mut seats = ctx
        .meanings
        .iter()
        .filter(|m| m.seat.side() != ctx.side() && !m.artificial)
        .filter(|m| matches!(m.call, Call::Bid(b) if b.strain.trump() == Some(suit)))
        .map(|m| m.seat);
    match seats.next() {
        Some(first) => seats.any(|s| s != first),
        None => false,
    }
}

/// The opponents opened and my side has not acted: overcalls, the
/// no-trump overcall, takeout doubles and two-suited cue-bids, direct or in
/// the pass-out seat (booklet: balancing calls may be lighter).
pub fn defender(ctx: &Ctx, out: &mut Out) {
    let Some(st) = ctx.standing() else { return };
    if st.bidder.side() == ctx.side() {
        return;
    }
    let theirs = ctx.opponents_suits();
    let last = st.bid;
    let bal = balancing(ctx);
    // A double of RHO's artificial suit bid (a transfer, Stayman, an ace
    // answer) shows that suit, a good five or more: it asks for the lead.
    // Not of an artificial opening (a strong 2♣): that double would leave
    // them in it.
    let rho_artificial = st.bidder == ctx.me.rho()
        && ctx.opening().map(|(_, b)| b != last).unwrap_or(false)
        && ctx.last_meaning(st.bidder).map(|m| m.artificial && m.call == Call::Bid(last)).unwrap_or(false);
    if let Some(suit) = last.strain.trump().filter(|_| rho_artificial) {
        out.add(Some(Call::Double), |c| {
            Candidate::new(
                "sayc.double.lead_directing",
                c,
                Constraint::any().min_len(suit, 5).test(Test::GoodSuit(suit)),
                "Double: their bid was artificial; I hold a good {suit} suit, lead it",
            )
            .arg("suit", suit.symbol())
            .priority(130)
        });
    }
    // Balancing borrows a king from partner.
    let pts = |direct: u8| if bal { direct.saturating_sub(3) } else { direct };

    // The no-trump overcall (booklet: 15–18 direct, 10–15 balancing), over
    // a suit: over their no-trump a natural no-trump says nothing new.
    if let Some(nt) = ctx.cheapest(Strain::NoTrump).filter(|b| b.level.get() <= 3 && last.strain != Strain::NoTrump) {
        let (lo, hi) = match (nt.level.get(), bal) {
            (1, true) => (10, 15),
            (1, false) => (15, 18),
            (2, _) => (15, 18),
            _ => (16, 20),
        };
        let mut needs = Constraint::hcp(lo, hi).shape(ShapeReq::Balanced);
        for &s in &theirs {
            needs = needs.test(Test::Stopper(s));
        }
        out.add(Some(Call::Bid(nt)), |c| {
            Candidate::new(
                if nt.level.get() == 1 { "sayc.overcall.1nt" } else { "sayc.overcall.nt" },
                c,
                needs,
                "{bid}: natural, {lo}–{hi} HCP, balanced, stopper in their suit",
            )
            .arg("bid", c)
            .arg("lo", lo)
            .arg("hi", hi)
            .priority(120)
        });
        // In the pass-out seat a jump to 2NT is natural, 19–21.
        if bal && nt.level.get() == 1 {
            let strong =
                theirs.iter().fold(Constraint::hcp(19, 21).shape(ShapeReq::Balanced), |c, &s| c.test(Test::Stopper(s)));
            out.add(bid(2, Strain::NoTrump), |c| {
                Candidate::new(
                    "sayc.overcall.nt",
                    c,
                    strong,
                    "{bid}: natural, {lo}–{hi} HCP, balanced, stopper in their suit",
                )
                .arg("bid", c)
                .arg("lo", 19)
                .arg("hi", 21)
                .priority(121)
            });
        }
    }

    // Suit overcalls, longest suit first.
    let unbid: Vec<Suit> = SUITS.into_iter().filter(|s| !theirs.contains(s)).collect();
    for &suit in &unbid {
        let Some(cheap) = ctx.cheapest(strain(suit)) else { continue };
        let level = cheap.level.get();
        if level > 3 {
            continue;
        }
        // Booklet: a good suit; a sound hand makes up for a moderate one.
        // Up to 18 HCP (the card's 8–16 is "usually"; textbook practice
        // doubles first with 18+, but the double's higher priority takes
        // every 18-count with its shape: what is left here is the 18 with
        // four of their suit, which has no takeout double).
        let variants = match level {
            1 => vec![
                Constraint::hcp(pts(8), 18).min_len(suit, 5).test(Test::DecentSuit(suit)),
                Constraint::hcp(pts(11), 18).min_len(suit, 5),
            ],
            2 => vec![
                Constraint::hcp(pts(10), 18).min_len(suit, 5).test(Test::GoodSuit(suit)),
                Constraint::hcp(pts(12), 18).min_len(suit, 6).test(Test::DecentSuit(suit)),
                // Opening values make up for a moderate six-card suit.
                Constraint::hcp(pts(14), 18).min_len(suit, 6),
            ],
            // Over a preempt a strong hand doubles first (below).
            _ => vec![Constraint::hcp(pts(12), 16).min_len(suit, 6).test(Test::GoodSuit(suit))],
        };
        for mut needs in variants {
            needs = needs.longest(suit, unbid.iter().copied());
            let (lo, hi, len) = (needs.shows.hcp.min, needs.shows.hcp.max, needs.shows.len(suit).min);
            out.add(Some(Call::Bid(cheap)), |c| {
                Candidate::new("sayc.overcall.suit", c, needs, "{bid}: overcall, {len}+ {suit} and {lo}–{hi} HCP")
                    .arg("bid", c)
                    .arg("len", len)
                    .arg("suit", suit.symbol())
                    .arg("lo", lo)
                    .arg("hi", hi)
                    .priority(100)
            });
        }
        if level < 3 {
            let jump = level + 1;
            // Booklet: a weak jump overcall is an opening preempt at its
            // level (a weak two's six cards and 5–11 HCP at the two level,
            // seven cards and 5–10 at the three level); in the pass-out seat
            // a jump shows a good suit and opening values.
            let hi = if jump == 2 { 11 } else { 10 };
            let needs = if bal {
                Constraint::hcp(12, 16).min_len(suit, 6).test(Test::GoodSuit(suit))
            } else {
                Constraint::hcp(5, hi).min_len(suit, if jump == 2 { 6 } else { 7 }).test(Test::DecentSuit(suit))
            };
            let (rule, template) = if bal {
                ("sayc.overcall.intermediate_jump", "{bid}: a good six-card {suit} suit and opening values")
            } else {
                ("sayc.overcall.weak_jump", "{bid}: weak jump overcall, a preempt at this level (5–{hi} HCP)")
            };
            out.add(bid(jump, strain(suit)), |c| {
                Candidate::new(rule, c, needs, template)
                    .arg("bid", c)
                    .arg("suit", suit.symbol())
                    .arg("hi", hi)
                    .priority(105)
            });
            // The level, not the size of the jump, says the length: with
            // seven cards over a one-level opening the preempt is at three
            // (a double jump), as an opening three-bid.
            if level == 1 && !bal {
                out.add(bid(3, strain(suit)), |c| {
                    Candidate::new(
                        "sayc.overcall.weak_jump",
                        c,
                        Constraint::hcp(5, 10).min_len(suit, 7).test(Test::DecentSuit(suit)),
                        "{bid}: weak jump overcall, a preempt at this level (5–{hi} HCP)",
                    )
                    .arg("bid", c)
                    .arg("suit", suit.symbol())
                    .arg("hi", 10)
                    .priority(106)
                });
            }
        }
    }

    // They found a fit and stopped at the two level: they hold eight or
    // more trumps, so we have a fit too (the law of total tricks) and the
    // pass-out seat competes with less. A five-card suit is bid rather than
    // doubled, so partner is not asked to pick a suit at the three level.
    if bal && last.level.get() == 2 && their_fit(ctx, last) {
        for &suit in &unbid {
            let Some(cheap) = ctx.cheapest(strain(suit)).filter(|b| b.level.get() == 2) else { continue };
            let needs = Constraint::hcp(8, 14).min_len(suit, 5).longest(suit, unbid.iter().copied());
            out.add(Some(Call::Bid(cheap)), |c| {
                Candidate::new(
                    "sayc.balance.over_fit",
                    c,
                    needs,
                    "{bid}: balancing; they found a fit and stopped at the two level, five or more {suit}",
                )
                .arg("bid", c)
                .arg("suit", suit.symbol())
                .priority(102)
            });
        }
    }

    // Their 1NT opening: a double is for penalties, a hand at least as
    // strong as theirs (standard practice; the booklet's overcalls over
    // 1NT are natural).
    if last == Bid::of(1, Strain::NoTrump).unwrap_or(last)
        && last.strain == Strain::NoTrump
        && ctx.opening().map(|(_, b)| b == last).unwrap_or(false)
    {
        out.add(Some(Call::Double), |c| {
            Candidate::new(
                "sayc.penalty.notrump_opening",
                c,
                Constraint::hcp(15, 37),
                "Double: penalty, 15+ HCP, as strong as their 1NT",
            )
            .priority(126)
        });
    }

    // Takeout doubles (booklet: takeout through 4♦, penalty above): short
    // in their suits with support for the others, or both unbid majors with
    // three cards in their minor, or any strong hand (18+) that bids again.
    let max_bid = if bal { Bid::of(3, Strain::Spades) } else { Bid::of(4, Strain::Diamonds) };
    if Some(last) > max_bid || last.level.get() >= ctx.game_level(last.strain) && last.level.get() >= 4 {
        // Booklet: a double of an opening at 4♥ or higher is for penalties.
        if let Some(their) = last.strain.trump().filter(|_| last.level.get() >= 4 && !bal) {
            out.add(Some(Call::Double), |c| {
                Candidate::new(
                    "sayc.penalty.preempt",
                    c,
                    Constraint::hcp(15, 37).min_len(their, 2),
                    "Double: penalty, 15+ HCP against their game-level preempt",
                )
                .priority(98)
            });
        }
        return;
    }
    let mut shaped = Constraint::hcp(if bal { 8 } else { 12 }, 37);
    for &s in &theirs {
        shaped = shaped.max_len(s, 2);
    }
    for &s in &unbid {
        shaped = shaped.min_len(s, 3);
    }
    // Over a weak two or higher, a little more is needed.
    if last.level.get() >= 2 && !bal {
        shaped = shaped.and_hcp(13, 37);
    }
    let unbid_majors: Vec<Suit> = unbid.iter().copied().filter(|s| s.is_major()).collect();
    let majors = if unbid_majors.len() == 2 && theirs.iter().all(|s| s.is_minor()) {
        let mut c = Constraint::hcp(if bal { 10 } else { 13 }, 37);
        for &s in &theirs {
            c = c.max_len(s, 3);
        }
        Some(c.min_len(Suit::Spades, 4).min_len(Suit::Hearts, 4))
    } else {
        None
    };
    // Fifteen or more with three small in their suit and a four-card unbid major.
    let sound = if unbid_majors.is_empty() {
        None
    } else {
        let mut c = Constraint::hcp(15, 37).test(Test::FourCardMajor);
        for &s in &theirs {
            c = c.max_len(s, 3).test(Test::NoStopper(s));
        }
        for &s in &unbid {
            c = c.min_len(s, 3);
        }
        Some(c)
    };
    // Shortness in their one suit counts: 10+ HCP and 13+ points with it
    // make a takeout double (the textbook's "opening values counting
    // distribution" when the doubler is headed for partner's suit).
    let short = match theirs.as_slice() {
        [their] if !bal => {
            let mut c = Constraint::hcp(10, 37).max_len(*their, 1).test(Test::Dummy(crate::Range::new(13, 40)));
            for &s in &unbid {
                c = c.min_len(s, 3);
            }
            Some(c)
        }
        _ => None,
    };
    for needs in [Some(shaped), majors, sound, short].into_iter().flatten() {
        out.add(Some(Call::Double), |c| {
            Candidate::new(
                "sayc.takeout.double",
                c,
                needs,
                "Double: takeout, support for the unbid suits, short in theirs",
            )
            .forcing(Forcing::OneRound)
            .priority(98)
            .artificial()
        });
    }
    // With a four-card unbid major and shortness in their major, double
    // rather than overcall no-trump.
    if let (Some(their), true) = (last.strain.trump(), last.level.get() >= 2 && !bal) {
        if their.is_major() {
            let other = if their == Suit::Hearts { Suit::Spades } else { Suit::Hearts };
            let mut needs = Constraint::hcp(13, 37).max_len(their, 2).min_len(other, 4);
            for &s in &unbid {
                needs = needs.min_len(s, 3);
            }
            out.add(Some(Call::Double), |c| {
                Candidate::new(
                    "sayc.takeout.double",
                    c,
                    needs,
                    "Double: takeout, support for the unbid suits, short in theirs",
                )
                .forcing(Forcing::OneRound)
                .priority(121)
                .artificial()
            });
        }
    }
    // A balanced 17–18 overcalls 1NT instead, and an unbalanced 17 still
    // overcalls (textbook practice: too strong to overcall is 18+). 19+ doubles whatever the
    // shape, too strong for any overcall: it bids no-trump or its suit next.
    let floor = if last.level.get() >= 3 { 17 } else { 18 };
    let strong = theirs.iter().fold(Constraint::hcp(floor, 37), |c, &s| c.max_len(s, 3));
    for needs in [strong.shape(ShapeReq::Unbalanced), Constraint::hcp(19, 37)] {
        out.add(Some(Call::Double), |c| {
            Candidate::new(
                "sayc.takeout.double",
                c,
                needs,
                "Double: takeout, or a strong hand ({lo}+) that will bid again",
            )
            .arg("lo", floor)
            .forcing(Forcing::OneRound)
            .priority(125)
            .artificial()
        });
    }

    // Two-suited overcalls over a one-level suit opening (and Michaels over a weak two).
    if let Some(their) = last.strain.trump() {
        // The cue bid is Michaels only over a lone suit: once they have bid
        // two suits it is no two-suiter of ours.
        let michaels_level = match (last.level.get(), bal, theirs.len()) {
            (1, _, 1) => Some(2),
            (2, false, 1) if their != Suit::Clubs => Some(3),
            _ => None,
        };
        let (a, b) = if their.is_minor() {
            (Suit::Spades, Suit::Hearts)
        } else {
            (if their == Suit::Spades { Suit::Hearts } else { Suit::Spades }, Suit::Clubs)
        };
        // Over a one-level opening the two-suiters are "mini-maxi" (standard
        // practice with the booklet's Michaels and unusual 2NT): weak, 6–11
        // HCP, or strong, 16+, planning to bid again. An intermediate 5-5
        // (12–15) overcalls its higher suit, so partner knows where the
        // values lie; with 6-5 or longer the shape comes first whatever the
        // strength. Over a weak two the cue bid shows a sound hand, 12+.
        let strengths: Vec<(u8, u8, bool)> = if last.level.get() == 2 {
            vec![(12, 37, false)]
        } else {
            vec![(6, 11, false), (16, 37, false), (12, 15, true)]
        };
        // 5-5 in `x` and `y`; with `six`, one of them six long (6-5 or more).
        let shapes = |lo: u8, hi: u8, six: bool, x: Suit, y: Suit| {
            let c = Constraint::hcp(lo, hi).min_len(x, 5).min_len(y, 5);
            if six {
                vec![c.clone().min_len(x, 6), c.min_len(y, 6)]
            } else {
                vec![c]
            }
        };
        if let Some(level) = michaels_level {
            let (a_sym, b_sym) = (a.symbol(), b.symbol());
            for &(lo, hi, six) in &strengths {
                for needs in shapes(lo, hi, six, a, b) {
                    out.add(bid(level, last.strain), |c| {
                        Candidate::new(
                            "sayc.overcall.michaels",
                            c,
                            needs,
                            "{bid}: Michaels cue bid, 5+{a} and 5+{b} (with a major opening: the other major and a minor)",
                        )
                        .arg("bid", c)
                        .arg("a", a_sym)
                        .arg("b", b_sym)
                        .forcing(Forcing::OneRound)
                        .priority(108)
                        .artificial()
                    });
                }
                if their.is_major() {
                    for needs in shapes(lo, hi, six, a, Suit::Diamonds) {
                        out.add(bid(level, last.strain), |c| {
                            Candidate::new(
                                "sayc.overcall.michaels",
                                c,
                                needs,
                                "{bid}: Michaels cue bid, 5+{a} and a five-card minor",
                            )
                            .arg("bid", c)
                            .arg("a", a_sym)
                            .forcing(Forcing::OneRound)
                            .priority(108)
                            .artificial()
                        });
                    }
                }
            }
        }
        if last.level.get() == 1 && !bal {
            // The two lowest suits they have not bid.
            let lows: Vec<Suit> = Suit::ASCENDING.into_iter().filter(|s| !theirs.contains(s)).take(2).collect();
            if lows.len() == 2 {
                for &(lo, hi, six) in &strengths {
                    for needs in shapes(lo, hi, six, lows[0], lows[1]) {
                        out.add(bid(2, Strain::NoTrump), |c| {
                            Candidate::new("sayc.overcall.unusual", c, needs, "2NT: unusual no-trump, 5+{a} and 5+{b}")
                                .arg("a", lows[0].symbol())
                                .arg("b", lows[1].symbol())
                                .forcing(Forcing::OneRound)
                                .priority(109)
                                .artificial()
                        });
                    }
                }
            }
        }
    }
}

/// Partner has overcalled or doubled; my first call.
pub fn advancer(ctx: &Ctx, out: &mut Out) {
    let Some(rule) = ctx.partner_rule().map(str::to_owned) else { return };
    let theirs = ctx.opponents_suits();
    match rule.as_str() {
        "sayc.overcall.1nt" => notrump::responses(ctx, out),
        "sayc.takeout.double" => advance_double(ctx, out, &theirs),
        "sayc.overcall.suit" | "sayc.overcall.weak_jump" => {
            advance_overcall(ctx, out, &theirs, rule == "sayc.overcall.weak_jump")
        }
        "sayc.overcall.michaels" | "sayc.overcall.unusual" => advance_two_suiter(ctx, out),
        "sayc.penalty.notrump_opening" => advance_penalty_double_of_notrump(ctx, out),
        "sayc.takeout.second_double" => advance_second_double(ctx, out),
        _ => {}
    }
}

/// Partner doubled their 1NT for penalties: pass with any values; a weak
/// hand with a five-card suit takes out into it (a weakness takeout, the
/// textbooks' answer: 1NT doubled makes when our strength is all partner's).
fn advance_penalty_double_of_notrump(ctx: &Ctx, out: &mut Out) {
    if ctx.rho_call() != Some(Call::Pass) {
        return;
    }
    for suit in SUITS {
        let needs = Constraint::hcp(0, 5).min_len(suit, 5).longest(suit, SUITS);
        out.add(bid(2, strain(suit)), |c| {
            Candidate::new(
                "sayc.adv.penalty_nt_takeout",
                c,
                needs,
                "{bid}: a weak hand with five or more {suit}; 1NT doubled would make",
            )
            .arg("bid", c)
            .arg("suit", suit.symbol())
            .forcing(Forcing::SignOff)
            .priority(110)
        });
    }
}

fn stoppers(theirs: &[Suit], c: Constraint) -> Constraint {
    theirs.iter().fold(c, |c, &s| c.test(Test::Stopper(s)))
}

fn advance_double(ctx: &Ctx, out: &mut Out, theirs: &[Suit]) {
    let unbid: Vec<Suit> = SUITS.into_iter().filter(|s| !theirs.contains(s)).collect();
    let rho_bid = matches!(ctx.rho_call(), Some(Call::Bid(_)));
    for &suit in &unbid {
        let Some(cheap) = ctx.cheapest(strain(suit)) else { continue };
        let needs = Constraint::any()
            .min_len(suit, if suit.is_major() { 4 } else { 3 })
            .longest(suit, unbid.iter().copied().filter(|other| other.is_major() == suit.is_major()));
        let prio = if suit.is_major() { 112 } else { 110 };
        // Over RHO's bid the answer is free: values, and at the four level
        // a five-card suit as well.
        let free_four = rho_bid && cheap.level.get() >= 4;
        let answer = if free_four { needs.clone().and_hcp(7, 8).min_len(suit, 5) } else { needs.clone() };
        out.add(Some(Call::Bid(cheap)), |c| {
            Candidate::new(
                "sayc.adv.double_suit",
                c,
                answer.and_hcp(if rho_bid { 6 } else { 0 }, 8),
                "{bid}: answers the takeout double, 0–8 HCP, my best unbid suit",
            )
            .arg("bid", c)
            .priority(prio)
        });
        if cheap.level.get() < 4 {
            out.add(bid(cheap.level.get() + 1, strain(suit)), |c| {
                Candidate::new(
                    "sayc.adv.double_jump",
                    c,
                    needs.and_hcp(9, 11).min_len(suit, 4),
                    "{bid}: jump answer to the takeout double, 9–11 HCP, 4+ {suit}",
                )
                .arg("bid", c)
                .arg("suit", suit.symbol())
                .forcing(Forcing::Invitational)
                .priority(prio + 5)
            });
        }
    }
    if let Some(&their) = theirs.last() {
        if let Some(cue) = ctx.cheapest(strain(their)) {
            out.add(Some(Call::Bid(cue)), |c| {
                Candidate::new(
                    "sayc.adv.cue",
                    c,
                    Constraint::hcp(12, 37),
                    "{bid}: cue bid, 12+ HCP, forcing; asks partner to pick a suit",
                )
                .arg("bid", c)
                .forcing(Forcing::GameForcing)
                .priority(120)
                .artificial()
            });
        }
        out.add(Some(Call::Pass).filter(|_| !rho_bid), |c| {
            Candidate::new(
                "sayc.adv.penalty_pass",
                c,
                Constraint::hcp(6, 37).min_len(their, 5).test(Test::GoodSuit(their)),
                "Pass: converts the double to penalties, long strong {suit}",
            )
            .arg("suit", their.symbol())
            .priority(125)
            .even_when_forced()
        });
    }
    // With game values, their suit stopped and no four-card major to look
    // for, advancer bids the no-trump game rather than cue-bid.
    let no_major = unbid.iter().filter(|s| s.is_major()).fold(Constraint::any(), |c, &s| c.max_len(s, 3));
    out.add(ctx.cheapest(Strain::NoTrump).filter(|b| b.level.get() <= 3).and_then(|_| bid(3, Strain::NoTrump)), |c| {
        Candidate::new(
            "sayc.adv.double_nt",
            c,
            stoppers(theirs, no_major.and_hcp(13, 16).shape(ShapeReq::SemiBalanced)),
            "{bid}: {lo}–{hi} HCP with a stopper in their suit",
        )
        .arg("bid", c)
        .arg("lo", 13)
        .arg("hi", 16)
        .forcing(Forcing::SignOff)
        .priority(121)
    });
    for (lo, hi, level) in [(6u8, 10u8, 1u8), (11, 12, 2), (13, 16, 3)] {
        out.add(
            ctx.cheapest(Strain::NoTrump).filter(|b| b.level.get() <= level).and_then(|_| bid(level, Strain::NoTrump)),
            |c| {
                Candidate::new(
                    "sayc.adv.double_nt",
                    c,
                    stoppers(theirs, Constraint::hcp(lo, hi).shape(ShapeReq::SemiBalanced)),
                    "{bid}: {lo}–{hi} HCP with a stopper in their suit",
                )
                .arg("bid", c)
                .arg("lo", lo)
                .arg("hi", hi)
                .priority(111 + u16::from(level))
            },
        );
    }
}

fn advance_overcall(ctx: &Ctx, out: &mut Out, theirs: &[Suit], weak: bool) {
    let Some(Call::Bid(ov)) = ctx.calls_of(ctx.partner()).into_iter().rev().find(|c| matches!(c, Call::Bid(_))) else {
        return;
    };
    let Some(suit) = ov.strain.trump() else { return };
    let sym = suit.symbol();
    if let Some(raise) = ctx.cheapest(strain(suit)) {
        out.add(Some(Call::Bid(raise)), |c| {
            Candidate::new(
                "sayc.adv.raise",
                c,
                Constraint::any().min_len(suit, if weak { 2 } else { 3 }).dummy(6, 10),
                "{bid}: raises the overcall, {suit} support and 6–10 points",
            )
            .arg("bid", c)
            .arg("suit", sym)
            .priority(110)
        });
        out.add(bid(raise.level.get() + 1, strain(suit)).filter(|_| raise.level.get() < 4), |c| {
            Candidate::new(
                "sayc.adv.jump_raise",
                c,
                Constraint::hcp(0, 9).min_len(suit, 4),
                "{bid}: preemptive jump raise, four or more {suit}",
            )
            .arg("bid", c)
            .arg("suit", sym)
            .forcing(Forcing::SignOff)
            .priority(112)
        });
    }
    if let Some(&their) = theirs.last() {
        // Booklet: the cue bid is a limit raise or better; with four trumps
        // and a singleton or void a point less does (textbook practice: the
        // fourth trump ruffs; a flat ten with four trumps raises preemptively).
        for needs in [
            Constraint::any().min_len(suit, 3).dummy(11, 37),
            Constraint::any().min_len(suit, 4).dummy(10, 37).test(Test::Shortness),
        ] {
            out.add(ctx.cheapest(strain(their)).map(Call::Bid), |c| {
                Candidate::new("sayc.adv.cue_raise", c, needs, "{bid}: cue bid, a limit raise or better in {suit}")
                    .arg("bid", c)
                    .arg("suit", sym)
                    .forcing(Forcing::OneRound)
                    .priority(115)
                    .artificial()
            });
        }
    }
    // Over a weak jump overcall at the two level, 2NT asks as over a weak
    // two (textbook practice): game interest, 15+ HCP; the natural 2NT
    // below is not played there.
    let weak_ask = weak && ov.level.get() == 2 && ctx.cheapest(Strain::NoTrump).map(|b| b.level.get()) == Some(2);
    out.add(bid(2, Strain::NoTrump).filter(|_| weak_ask), |c| {
        Candidate::new(
            "sayc.adv.weak_jump_ask",
            c,
            Constraint::hcp(15, 37),
            "2NT: asks the weak jump overcaller to show a maximum and an outside ace or king",
        )
        .forcing(Forcing::OneRound)
        .priority(114)
        .artificial()
    });
    for other in SUITS {
        if other == suit || theirs.contains(&other) {
            continue;
        }
        out.add(ctx.cheapest(strain(other)).filter(|b| b.level.get() <= 2).map(Call::Bid), |c| {
            Candidate::new(
                "sayc.adv.new_suit",
                c,
                Constraint::hcp(8, 15).min_len(other, 5).test(Test::GoodSuit(other)).max_len(suit, 2),
                "{bid}: a good suit of my own, non-forcing",
            )
            .arg("bid", c)
            .priority(100)
        });
        // A six-card suit of my own comes before a raise with three cards.
        out.add(ctx.cheapest(strain(other)).filter(|b| b.level.get() <= 2).map(Call::Bid), |c| {
            Candidate::new(
                "sayc.adv.new_suit",
                c,
                Constraint::hcp(8, 15).min_len(other, 6).test(Test::DecentSuit(other)).max_len(suit, 3),
                "{bid}: a good suit of my own, non-forcing",
            )
            .arg("bid", c)
            .priority(116)
        });
    }
    for (lo, hi, level) in [(8u8, 11u8, 1u8), (12, 14, 2), (15, 18, 3)] {
        out.add(
            ctx.cheapest(Strain::NoTrump)
                .filter(|b| b.level.get() <= level && !(weak_ask && level == 2))
                .and_then(|_| bid(level, Strain::NoTrump)),
            |c| {
                Candidate::new(
                    "sayc.adv.nt",
                    c,
                    stoppers(theirs, Constraint::hcp(lo, hi).max_len(suit, 2)),
                    "{bid}: {lo}–{hi} HCP with a stopper in their suit, no fit",
                )
                .arg("bid", c)
                .arg("lo", lo)
                .arg("hi", hi)
                .priority(101)
            },
        );
    }
}

fn advance_two_suiter(ctx: &Ctx, out: &mut Out) {
    let p = ctx.partner_known();
    let shown: Vec<Suit> = SUITS.into_iter().filter(|&s| p.len(s).min >= 5).collect();
    // Booklet: over a major-suit Michaels, 2NT asks for the minor.
    if let ([major], Some("sayc.overcall.michaels")) = (shown.as_slice(), ctx.partner_rule()) {
        if major.is_major() {
            out.add(bid(2, Strain::NoTrump).filter(|_| ctx.rho_call() == Some(Call::Pass)), |c| {
                Candidate::new(
                    "sayc.adv.michaels_ask",
                    c,
                    Constraint::any().max_len(*major, 2).min_len(Suit::Clubs, 3).min_len(Suit::Diamonds, 3),
                    "2NT: asks partner to bid the minor",
                )
                .forcing(Forcing::OneRound)
                .priority(111)
                .artificial()
            });
        }
    }
    for &suit in &shown {
        let mut needs = Constraint::any();
        for &o in &shown {
            if o != suit {
                needs = needs.test(if o.index() > suit.index() { Test::LenGt(suit, o) } else { Test::LenGe(suit, o) });
            }
        }
        out.add(ctx.cheapest(strain(suit)).map(Call::Bid), |c| {
            Candidate::new("sayc.adv.two_suiter", c, needs.clone(), "{bid}: picks the better of partner's suits")
                .arg("bid", c)
                .priority(110)
        });
        // With support and values: a jump invites game, game with more.
        let Some(cheap) = ctx.cheapest(strain(suit)) else { continue };
        let game = ctx.game_level(strain(suit));
        let jump = cheap.level.get() + 1;
        out.add(bid(jump, strain(suit)).filter(|_| jump < game), |c| {
            Candidate::new(
                "sayc.adv.two_suiter_invite",
                c,
                needs.clone().min_len(suit, 3).dummy(10, 12),
                "{bid}: support for partner's {suit} and values; invites game",
            )
            .arg("bid", c)
            .arg("suit", suit.symbol())
            .forcing(Forcing::Invitational)
            .priority(112)
        });
        out.add(bid(game, strain(suit)).filter(|_| game > cheap.level.get()), |c| {
            Candidate::new(
                "sayc.adv.two_suiter_game",
                c,
                needs.clone().min_len(suit, 3).dummy(13, 40),
                "{bid}: support for partner's {suit} and game values",
            )
            .arg("bid", c)
            .arg("suit", suit.symbol())
            .forcing(Forcing::SignOff)
            .priority(113)
        });
    }
}

/// Overcaller's later calls: with a strong double, show the long suit;
/// after advancer's cue-bid raise, sign off with a minimum or bid game.
pub fn overcaller(ctx: &Ctx, out: &mut Out) {
    second_double(ctx, out);
    weak_jump_ask_answer(ctx, out);
    overcaller_second_suit(ctx, out);
    if ctx.my_rule() == Some("sayc.overcall.michaels") && ctx.partner_rule() == Some("sayc.adv.michaels_ask") {
        for minor in [Suit::Diamonds, Suit::Clubs] {
            out.add(bid(3, strain(minor)), |c| {
                Candidate::new(
                    "sayc.overcall.michaels_minor",
                    c,
                    Constraint::any().min_len(minor, 5),
                    "{bid}: my minor is {suit}",
                )
                .arg("bid", c)
                .arg("suit", minor.symbol())
                .priority(300)
            });
        }
    }
    // The two-suiter's rebid once partner has picked a suit: game or an
    // invitation on playing strength.
    if matches!(ctx.my_rule(), Some("sayc.overcall.michaels") | Some("sayc.overcall.unusual"))
        && ctx.partner_rule() == Some("sayc.adv.two_suiter")
    {
        if let Some(Call::Bid(pick)) = ctx.partner_call() {
            let game = ctx.game_level(pick.strain);
            out.add(bid(game, pick.strain).filter(|_| pick.level.get() < game), |c| {
                Candidate::new(
                    "sayc.overcall.two_suiter_game",
                    c,
                    Constraint::any().test(Test::MaxLosers(4)),
                    "{bid}: a strong two-suiter (four losers or fewer), game opposite partner's choice",
                )
                .arg("bid", c)
                .forcing(Forcing::SignOff)
                .priority(112)
            });
        }
    }
    // The doubler answers advancer's cue-bid: the cheapest four-card major,
    // else no-trump with their suit stopped, else the longest unbid suit.
    if ctx.my_rule() == Some("sayc.takeout.double") && ctx.partner_rule() == Some("sayc.adv.cue") {
        let theirs = ctx.opponents_suits();
        // An unbid suit of at least `min` cards, at the cheapest level.
        let suit_answer = |out: &mut Out, suit: Suit, min: u8, priority: u16| {
            if theirs.contains(&suit) {
                return;
            }
            out.add(ctx.cheapest(strain(suit)).map(Call::Bid), |c| {
                Candidate::new(
                    "sayc.takeout.cue_answer",
                    c,
                    Constraint::any().min_len(suit, min),
                    "{bid}: four or more {suit}",
                )
                .arg("bid", c)
                .arg("suit", suit.symbol())
                .forcing(Forcing::GameForcing)
                .priority(priority)
            });
        };
        for major in [Suit::Hearts, Suit::Spades] {
            suit_answer(out, major, 4, 300 + u16::from(major == Suit::Hearts));
        }
        out.add(ctx.cheapest(Strain::NoTrump).map(Call::Bid), |c| {
            Candidate::new(
                "sayc.takeout.cue_answer",
                c,
                stoppers(&theirs, Constraint::any()),
                "{bid}: a stopper in {suit}",
            )
            .arg("bid", c)
            .arg("suit", theirs.last().map(|s| s.symbol()).unwrap_or('?'))
            .forcing(Forcing::GameForcing)
            .priority(299)
        });
        for minor in [Suit::Diamonds, Suit::Clubs] {
            suit_answer(out, minor, 4, 298);
        }
        // The cue-bid forces, and a doubler short in the majors with four
        // cards of their suit unstopped has no four-card suit to name: the
        // cheapest three-card minor, said as such (issue 16: the answer had
        // accepted three cards under the words "four or more").
        for minor in [Suit::Diamonds, Suit::Clubs] {
            if theirs.contains(&minor) {
                continue;
            }
            out.add(ctx.cheapest(strain(minor)).map(Call::Bid), |c| {
                Candidate::new(
                    "sayc.takeout.cue_answer_three",
                    c,
                    Constraint::any().len(minor, 3, 3),
                    "{bid}: three {suit}, no four-card suit to show and no stopper in their suit",
                )
                .arg("bid", c)
                .arg("suit", minor.symbol())
                .forcing(Forcing::GameForcing)
                .priority(297)
            });
        }
    }
    // The takeout doubler with a strong balanced hand bids no-trump; with
    // support for partner's suit and extra values, raises.
    if ctx.my_rule() == Some("sayc.takeout.double") && ctx.bids_of(ctx.me).is_empty() {
        let theirs = ctx.opponents_suits();
        if let Some(nt) = ctx.cheapest(Strain::NoTrump).filter(|b| b.level.get() <= 3) {
            let level = if nt.level.get() == 1 { 2 } else { 3 };
            let mut needs = Constraint::hcp(19, 21).shape(ShapeReq::Balanced);
            for &s in &theirs {
                needs = needs.test(Test::Stopper(s));
            }
            // In the pass-out seat 1NT would have shown 10–15, so a double
            // then the cheapest no-trump shows 16–18 (a king less than direct).
            if my_double_was_balancing(ctx) && nt.level.get() <= 2 {
                let mut light = Constraint::hcp(16, 18).shape(ShapeReq::Balanced);
                for &s in &theirs {
                    light = light.test(Test::Stopper(s));
                }
                out.add(Some(Call::Bid(nt)), |c| {
                    Candidate::new(
                        "sayc.takeout.balancing_nt",
                        c,
                        light,
                        "{bid}: the balancing double was a balanced 16–18 HCP, their suit stopped",
                    )
                    .arg("bid", c)
                    .priority(106)
                });
            }
            out.add(bid(level.max(nt.level.get()), Strain::NoTrump), |c| {
                Candidate::new(
                    "sayc.takeout.strong_nt",
                    c,
                    needs,
                    "{bid}: the double was a strong balanced hand, 19–21 HCP, their suit stopped",
                )
                .arg("bid", c)
                .priority(106)
            });
        }
        if let Some(Call::Bid(adv)) = ctx.partner_call() {
            if let Some(suit) = adv.strain.trump() {
                let game = ctx.game_level(adv.strain);
                // Partner's answer showed 0–8 (a jump 9–11): raise one level
                // with 16–18, jump with 19–21, game with 22+ (opposite a
                // jump: game with 14+).
                let jumped = ctx.partner_rule() == Some("sayc.adv.double_jump");
                // A forced answer at the three level may be nothing: no
                // invitational raise to the four level, 19+ bids game.
                let bands: Vec<(u8, u8, u8)> = if jumped {
                    vec![(14, 40, game)]
                } else if adv.level.get() >= 3 {
                    vec![(if game == 4 { 19 } else { 22 }, 40, game)]
                } else {
                    vec![(16, 18, adv.level.get() + 1), (19, 21, adv.level.get() + 2), (22, 40, game)]
                };
                for (lo, hi, level) in bands {
                    if level > game || (level == game && hi < 40) {
                        continue;
                    }
                    let (rule, template, forcing) = if level >= game {
                        (
                            "sayc.takeout.raise_game",
                            "{bid}: four-card support and a strong double, game",
                            Forcing::SignOff,
                        )
                    } else {
                        (
                            "sayc.takeout.raise",
                            "{bid}: four-card support and extra values, invites game",
                            Forcing::Invitational,
                        )
                    };
                    out.add(bid(level, adv.strain), |c| {
                        Candidate::new(rule, c, Constraint::any().min_len(suit, 4).dummy(lo, hi), template)
                            .arg("bid", c)
                            .forcing(forcing)
                            .priority(107)
                    });
                }
                out.add(Some(Call::Pass), |c| {
                    Candidate::new(
                        "sayc.takeout.pass_minimum",
                        c,
                        if adv.level.get() >= 3 && !jumped {
                            Constraint::hcp(0, 18).test(Test::Dummy(crate::Range::new(0, 18)))
                        } else {
                            Constraint::hcp(0, 16).test(Test::Dummy(crate::Range::new(0, if jumped { 13 } else { 15 })))
                        },
                        "Pass: a minimum double; no game opposite partner's answer",
                    )
                    .forcing(Forcing::SignOff)
                    .priority(104)
                });
            }
        }
    }
    if ctx.partner_rule() == Some("sayc.adv.cue_raise") {
        if let Some(own) = ctx.bids_of(ctx.me).first().and_then(|b| b.strain.trump()) {
            let game = ctx.game_level(strain(own));
            out.add(ctx.cheapest(strain(own)).filter(|b| b.level.get() < game).map(Call::Bid), |c| {
                Candidate::new(
                    "sayc.overcall.cue_minimum",
                    c,
                    Constraint::hcp(0, 11),
                    "{bid}: a minimum overcall, no game",
                )
                .arg("bid", c)
                .forcing(Forcing::SignOff)
                .priority(110)
            });
            out.add(bid(game, strain(own)), |c| {
                Candidate::new(
                    "sayc.overcall.cue_game",
                    c,
                    Constraint::hcp(12, 37),
                    "{bid}: a sound overcall, game opposite a limit raise",
                )
                .arg("bid", c)
                .forcing(Forcing::SignOff)
                .priority(111)
            });
        }
    }
    if ctx.my_rule() == Some("sayc.takeout.double") && ctx.bids_of(ctx.me).is_empty() {
        let theirs = ctx.opponents_suits();
        for suit in SUITS.into_iter().filter(|s| !theirs.contains(s)) {
            out.add(ctx.cheapest(strain(suit)).filter(|b| b.level.get() <= 3).map(Call::Bid), |c| {
                Candidate::new(
                    "sayc.takeout.own_suit",
                    c,
                    Constraint::hcp(18, 37).min_len(suit, 5).test(Test::GoodSuit(suit)),
                    "{bid}: a strong hand with a long {suit} suit (the double was strong)",
                )
                .arg("bid", c)
                .arg("suit", suit.symbol())
                .priority(105)
            });
        }
    }
}

/// The takeout doubler's second double (textbook practice; the booklet's
/// takeout doubles say only "through 4♦"): partner passed, they raised or
/// rebid their one suit, and I double again. Still for takeout, a double
/// with extra values (16+) or real shortness (13+, a singleton or void)
/// short in their suit; partner bids his best suit, or passes with length
/// in theirs or, at the four level, with nothing to bid.
fn second_double(ctx: &Ctx, out: &mut Out) {
    let Some(st) = ctx.standing() else { return };
    if st.bidder.side() == ctx.side()
        || st.penalty != tenace_bridge::Penalty::Undoubled
        || ctx.my_rule() != Some("sayc.takeout.double")
        || !ctx.bids_of(ctx.me).is_empty()
        || ctx.calls_of(ctx.partner()).iter().any(|c| *c != Call::Pass)
    {
        return;
    }
    let theirs = ctx.opponents_suits();
    let ([their], Some(suit)) = (theirs.as_slice(), st.bid.strain.trump()) else { return };
    if *their != suit || Some(st.bid) > Bid::of(4, Strain::Hearts) {
        return;
    }
    let unbid: Vec<Suit> = SUITS.into_iter().filter(|&s| s != suit).collect();
    let shape = unbid.iter().fold(Constraint::hcp(13, 37).max_len(suit, 1), |c, &s| c.min_len(s, 3));
    for needs in [Constraint::hcp(16, 37).max_len(suit, 2), shape] {
        out.add(Some(Call::Double), |c| {
            Candidate::new(
                "sayc.takeout.second_double",
                c,
                needs,
                "Double: takeout again, short in their {suit} with extra values or shape",
            )
            .arg("suit", suit.symbol())
            .forcing(Forcing::OneRound)
            .priority(103)
            .artificial()
        });
    }
}

/// Partner's second takeout double: a forced answer names my longest
/// unbid suit (`answer_double`); I pass, converting it to penalties, with
/// four or more of their trumps, or at the four level without a five-card
/// suit of my own (textbook practice: the double says "cards").
fn advance_second_double(ctx: &Ctx, out: &mut Out) {
    let Some(st) = ctx.standing() else { return };
    let Some(their) = st.bid.strain.trump() else { return };
    if ctx.rho_call() != Some(Call::Pass) {
        return;
    }
    let mut variants = vec![Constraint::hcp(6, 37).min_len(their, 4)];
    if st.bid.level.get() >= 4 {
        variants.push(SUITS.into_iter().filter(|&s| s != their).fold(Constraint::any(), |c, s| c.max_len(s, 4)));
    }
    for needs in variants {
        out.add(Some(Call::Pass), |c| {
            Candidate::new(
                "sayc.adv.second_double_pass",
                c,
                needs,
                "Pass: partner's second double stands; length in their {suit} or no long suit of mine",
            )
            .arg("suit", their.symbol())
            .priority(65)
            .even_when_forced()
        });
    }
}

/// The weak jump overcaller answers advancer's 2NT ask as a weak two
/// answers it (textbook practice: the jump overcall is the opening preempt
/// at its level, so its structure follows): a minimum rebids the suit, a
/// maximum names an outside ace or king, or bids 3NT without one.
fn weak_jump_ask_answer(ctx: &Ctx, out: &mut Out) {
    if ctx.my_rule() != Some("sayc.overcall.weak_jump")
        || ctx.partner_rule() != Some("sayc.adv.weak_jump_ask")
        || ctx.rho_call() != Some(Call::Pass)
    {
        return;
    }
    let Some(suit) = ctx.bids_of(ctx.me).first().and_then(|b| b.strain.trump()) else { return };
    out.add(ctx.cheapest(strain(suit)).filter(|b| b.level.get() == 3).map(Call::Bid), |c| {
        Candidate::new("sayc.adv.weak_jump_minimum", c, Constraint::hcp(0, 8), "{bid}: a minimum weak jump overcall")
            .arg("bid", c)
            .forcing(Forcing::SignOff)
            .priority(300)
    });
    for other in SUITS.into_iter().filter(|&s| s != suit) {
        out.add(ctx.cheapest(strain(other)).filter(|b| b.level.get() == 3).map(Call::Bid), |c| {
            Candidate::new(
                "sayc.adv.weak_jump_feature",
                c,
                Constraint::hcp(9, 11).test(Test::AceOrKing(other)),
                "{bid}: a maximum weak jump overcall with an ace or king in {suit}",
            )
            .arg("bid", c)
            .arg("suit", other.symbol())
            .forcing(Forcing::OneRound)
            .priority(302)
            .artificial()
        });
    }
    out.add(bid(3, Strain::NoTrump), |c| {
        Candidate::new(
            "sayc.adv.weak_jump_max",
            c,
            Constraint::hcp(9, 11),
            "3NT: a maximum weak jump overcall without an outside ace or king",
        )
        .priority(299)
    });
}

/// The one-suited overcall of an intermediate 5-5 (the two-suited cue
/// bids are weak or strong, so 12–18 HCP overcalls its higher suit) shows
/// the second suit next when partner has passed and they stop low
/// (textbook practice: the overcaller competes with shape; non-forcing).
fn overcaller_second_suit(ctx: &Ctx, out: &mut Out) {
    if ctx.my_rule() != Some("sayc.overcall.suit")
        || ctx.calls_of(ctx.partner()).iter().any(|c| *c != Call::Pass)
        || ctx.bids_of(ctx.me).len() != 1
    {
        return;
    }
    let Some(st) = ctx.standing() else { return };
    if st.bidder.side() == ctx.side() || st.penalty != tenace_bridge::Penalty::Undoubled {
        return;
    }
    let Some(mine) = ctx.bids_of(ctx.me).first().and_then(|b| b.strain.trump()) else { return };
    let theirs = ctx.opponents_suits();
    for other in SUITS.into_iter().filter(|&s| s != mine && !theirs.contains(&s)) {
        let needs = Constraint::hcp(12, 18).min_len(mine, 5).min_len(other, 5);
        out.add(ctx.cheapest(strain(other)).filter(|b| b.level.get() <= 2).map(Call::Bid), |c| {
            Candidate::new(
                "sayc.overcall.second_suit",
                c,
                needs,
                "{bid}: my second suit, five or more {suit} beside the overcalled suit (12–18 HCP)",
            )
            .arg("bid", c)
            .arg("suit", other.symbol())
            .priority(104)
        });
    }
}

/// The negative doubler's rebid after opener's answer (textbook practice;
/// the booklet's negative doubles stop at the double): with no fit for
/// opener's suits and their suit stopped, no-trump by strength, 2NT
/// inviting with 11–12 HCP, 3NT with 13–16.
pub fn negative_doubler(ctx: &Ctx, out: &mut Out) {
    if ctx.my_rule() != Some("sayc.resp.negative_double")
        || ctx.partner_rule() != Some("sayc.rebid.negative_answer")
        || ctx.rho_call() != Some(Call::Pass)
        || !ctx.bids_of(ctx.me).is_empty()
    {
        return;
    }
    let theirs = ctx.opponents_suits();
    let ours: Vec<Suit> = ctx.bids_of(ctx.partner()).iter().filter_map(|b| b.strain.trump()).collect();
    if theirs.is_empty() || ctx.cheapest(Strain::NoTrump).map(|b| b.level.get()) != Some(2) {
        return;
    }
    let no_fit = ours.iter().fold(Constraint::any(), |c, &s| c.max_len(s, if s.is_major() { 2 } else { 3 }));
    for (lo, hi, level) in [(11u8, 12u8, 2u8), (13, 16, 3)] {
        let needs = stoppers(&theirs, no_fit.clone().and_hcp(lo, hi));
        out.add(bid(level, Strain::NoTrump), |c| {
            Candidate::new(
                "sayc.resp.negative_nt",
                c,
                needs,
                "{bid}: after my negative double, {lo}–{hi} HCP with their suit stopped",
            )
            .arg("bid", c)
            .arg("lo", lo)
            .arg("hi", hi)
            .forcing(if level == 2 { Forcing::Invitational } else { Forcing::SignOff })
            .priority(100)
        });
    }
}

/// Penalty doubles: of a 1NT overcall of partner's opening, and of the
/// opponents' suit when our side holds the balance of strength and I hold
/// their trumps. And the opener's reopening double.
pub fn doubles(ctx: &Ctx, out: &mut Out) {
    let Some(st) = ctx.standing() else { return };
    if st.bidder.side() == ctx.side() || st.penalty != tenace_bridge::Penalty::Undoubled {
        return;
    }
    let p = ctx.partner_known();
    let rho_is_bidder = st.bidder == ctx.me.rho();
    if rho_is_bidder && st.bid == tenace_bridge::Bid::of(1, Strain::NoTrump).unwrap_or(st.bid) && ctx.we_opened() {
        out.add(Some(Call::Double), |c| {
            Candidate::new(
                "sayc.penalty.over_1nt",
                c,
                Constraint::hcp(9, 37),
                "Double: penalty, 9+ HCP; we hold the balance of strength",
            )
            .priority(130)
        });
    }
    if let Some(their) = st.bid.strain.trump() {
        let partner_spoke = ctx.calls_of(ctx.partner()).iter().any(|c| *c != Call::Pass);
        // Responder's first double of an overcall through 2♠ is negative, not penalty.
        let negative = super::role(ctx) == super::Role::Responder
            && ctx.bids_of(ctx.me).is_empty()
            && !ctx.calls_of(ctx.me).contains(&Call::Double)
            && rho_is_bidder
            && Some(st.bid) <= tenace_bridge::Bid::of(2, Strain::Spades);
        if st.bid.level.get() >= 2 && partner_spoke && !negative {
            let need = 23u8.saturating_sub(p.hcp.min).max(8);
            out.add(Some(Call::Double), |c| {
                Candidate::new(
                    "sayc.penalty.double",
                    c,
                    Constraint::hcp(need, 37).min_len(their, 4).test(Test::GoodSuit(their)),
                    "Double: penalty, length and strength in their {suit}",
                )
                .arg("suit", their.symbol())
                .priority(127)
            });
        }
        // Opener reopens with shortness in their suit when partner passed.
        let opened_by_me = ctx.opening().map(|(s, _)| s == ctx.me).unwrap_or(false);
        let partner_silent = !partner_spoke;
        // Opener in the pass-out seat with 18–19 balanced and their suit
        // stopped jumps to 2NT, as the rebid would have said without them.
        if opened_by_me
            && partner_silent
            && balancing(ctx)
            && ctx.cheapest(Strain::NoTrump).map(|b| b.level.get()) == Some(1)
        {
            out.add(bid(2, Strain::NoTrump), |c| {
                Candidate::new(
                    "sayc.rebid.reopening_nt",
                    c,
                    Constraint::hcp(18, 19).shape(ShapeReq::Balanced).test(Test::Stopper(their)),
                    "{bid}: reopening, 18–19 HCP balanced with their {suit} stopped",
                )
                .arg("bid", c)
                .arg("suit", their.symbol())
                .priority(97)
            });
        }
        if opened_by_me && partner_silent && st.bid.level.get() <= 3 {
            let lo = if balancing(ctx) { 12 } else { 16 };
            out.add(Some(Call::Double), |c| {
                Candidate::new(
                    "sayc.rebid.reopening_double",
                    c,
                    Constraint::hcp(lo, 37).max_len(their, 2),
                    "Double: reopening, short in their {suit}; partner may pass for penalties",
                )
                .arg("suit", their.symbol())
                .forcing(Forcing::OneRound)
                .priority(96)
                .artificial()
            });
        }
    }
}
