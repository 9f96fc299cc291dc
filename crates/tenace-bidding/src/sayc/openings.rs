//! Opening bids: strong 2♣, 2NT 20–21, 1NT (15–17 or the system's range),
//! five-card majors, the better minor, weak twos and preempts.

use super::{bid, strain, Out};
use crate::context::Ctx;
use crate::rule::{Candidate, Forcing};
use crate::shows::{Constraint, ShapeReq, Test};
use tenace_bridge::Strain;
use tenace_cards::Suit;

pub fn candidates(ctx: &Ctx, out: &mut Out) {
    let (lo, hi) = ctx.system.options.notrump;
    // Position: 1st/2nd, 3rd (light openings allowed) or 4th (rule of 15).
    let seat_no = ctx.auction.calls().len() + 1;
    out.add(bid(2, Strain::Clubs), |c| {
        Candidate::new("sayc.open.2c", c, Constraint::hcp(22, 37), "2♣: strong and artificial, 22+ HCP")
            .forcing(Forcing::OneRound)
            .priority(200)
            .artificial()
    });
    out.add(bid(2, Strain::Clubs), |c| {
        Candidate::new(
            "sayc.open.2c",
            c,
            Constraint::hcp(16, 37).test(Test::MaxLosers(3)),
            "2♣: strong and artificial, 22+ HCP or nine playing tricks",
        )
        .forcing(Forcing::OneRound)
        .priority(199)
        .artificial()
    });
    out.add(bid(3, Strain::NoTrump), |c| {
        Candidate::new(
            "sayc.open.3nt",
            c,
            Constraint::hcp(25, 27).shape(ShapeReq::Balanced),
            "3NT: 25–27 HCP, balanced",
        )
        .priority(201)
    });
    out.add(bid(2, Strain::NoTrump), |c| {
        Candidate::new(
            "sayc.open.2nt",
            c,
            Constraint::hcp(20, 21).shape(ShapeReq::Balanced),
            "2NT: 20–21 HCP, balanced",
        )
        .priority(190)
    });
    out.add(bid(1, Strain::NoTrump), |c| {
        Candidate::new(
            "sayc.open.1nt",
            c,
            Constraint::hcp(lo, hi).shape(ShapeReq::Balanced),
            "1NT: {lo}–{hi} HCP, balanced (may hold a five-card major)",
        )
        .arg("lo", lo)
        .arg("hi", hi)
        .priority(180)
    });
    let base = |c: Constraint| {
        let c = c.and_hcp(11, 21).test(Test::OpeningValues);
        if seat_no == 4 {
            c.test(Test::RuleOf15)
        } else {
            c
        }
    };
    // Majors: five or more, the longer one (spades with 5-5 and 6-6).
    let spades = base(Constraint::any().min_len(Suit::Spades, 5))
        .test(Test::LenGe(Suit::Spades, Suit::Hearts))
        .test(Test::LenGe(Suit::Spades, Suit::Diamonds))
        .test(Test::LenGe(Suit::Spades, Suit::Clubs));
    out.add(bid(1, Strain::Spades), |c| {
        Candidate::new("sayc.open.1major", c, spades, "1{suit}: opening values, five or more {suit}")
            .arg("suit", Suit::Spades.symbol())
            .priority(170)
    });
    let hearts = base(Constraint::any().min_len(Suit::Hearts, 5))
        .test(Test::LenGt(Suit::Hearts, Suit::Spades))
        .test(Test::LenGe(Suit::Hearts, Suit::Diamonds))
        .test(Test::LenGe(Suit::Hearts, Suit::Clubs));
    out.add(bid(1, Strain::Hearts), |c| {
        Candidate::new("sayc.open.1major", c, hearts, "1{suit}: opening values, five or more {suit}")
            .arg("suit", Suit::Hearts.symbol())
            .priority(170)
    });
    // Minors: the longer; 1♦ with 4-4, 1♣ with 3-3.
    let diamonds_longer =
        base(Constraint::any().min_len(Suit::Diamonds, 3)).test(Test::LenGt(Suit::Diamonds, Suit::Clubs));
    let diamonds_equal =
        base(Constraint::any().min_len(Suit::Diamonds, 4)).test(Test::LenGe(Suit::Diamonds, Suit::Clubs));
    for needs in [diamonds_longer, diamonds_equal] {
        out.add(bid(1, Strain::Diamonds), |c| {
            Candidate::new("sayc.open.1d", c, needs, "1♦: opening values, three or more ♦ (the better minor)")
                .priority(160)
        });
    }
    out.add(bid(1, Strain::Clubs), |c| {
        Candidate::new(
            "sayc.open.1c",
            c,
            base(Constraint::any().min_len(Suit::Clubs, 3)),
            "1♣: opening values, three or more ♣ (the better minor)",
        )
        .priority(150)
    });
    // Weak twos and preempts: not in fourth seat, where one passes instead.
    if seat_no == 4 {
        return;
    }
    for suit in [Suit::Spades, Suit::Hearts, Suit::Diamonds] {
        // Booklet: 5–11 HCP and a six-card suit of reasonable quality; no side
        // four-card major.
        let mut needs = Constraint::hcp(5, 11).len(suit, 6, 6).test(Test::DecentSuit(suit));
        for other in [Suit::Spades, Suit::Hearts] {
            if other != suit {
                needs = needs.max_len(other, 3);
            }
        }
        out.add(bid(2, strain(suit)), |c| {
            Candidate::new(
                "sayc.open.weak2",
                c,
                needs,
                "2{suit}: weak two, 5–11 HCP and a six-card {suit} suit of reasonable quality",
            )
            .arg("suit", suit.symbol())
            .priority(140)
        });
    }
    // Preempts follow the rule of 2-3-4: within two tricks of the contract
    // vulnerable against not vulnerable, three at equal vulnerability, four
    // not vulnerable against vulnerable (playing tricks = 13 − losers).
    let within = match (ctx.we_are_vulnerable(), ctx.they_are_vulnerable()) {
        (true, false) => 2u8,
        (false, true) => 4,
        _ => 3,
    };
    let max_losers = |level: u8| 13u8.saturating_sub(level + 6 - within);
    for suit in Suit::DESCENDING {
        let three =
            Constraint::hcp(5, 10).min_len(suit, 7).test(Test::DecentSuit(suit)).test(Test::MaxLosers(max_losers(3)));
        out.add(bid(3, strain(suit)), |c| {
            Candidate::new(
                "sayc.open.preempt3",
                c,
                three,
                "3{suit}: preempt, a good seven-card {suit} suit, under opening values (the rule of 2-3-4)",
            )
            .arg("suit", suit.symbol())
            .priority(130)
        });
        let four =
            Constraint::hcp(5, 11).min_len(suit, 8).test(Test::DecentSuit(suit)).test(Test::MaxLosers(max_losers(4)));
        out.add(bid(4, strain(suit)), |c| {
            Candidate::new(
                "sayc.open.preempt4",
                c,
                four,
                "4{suit}: preempt, eight or more {suit}, under opening values (the rule of 2-3-4)",
            )
            .arg("suit", suit.symbol())
            .priority(131)
        });
    }
}
