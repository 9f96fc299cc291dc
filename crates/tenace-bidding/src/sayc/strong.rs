//! The strong 2♣ opening and its continuations; responses to weak twos
//! (2NT feature ask, raises, new suits forcing) and to preempts.

use super::{bid, strain, Out, SUITS};
use crate::context::Ctx;
use crate::rule::{Candidate, Forcing};
use crate::shows::{Constraint, ShapeReq, Test};
use tenace_bridge::{Call, Strain};
use tenace_cards::Suit;

/// Responder's first call over partner's 2♣.
pub fn responses_2c(ctx: &Ctx, out: &mut Out) {
    if ctx.rho_call() != Some(Call::Pass) {
        return;
    }
    out.add(bid(2, Strain::Diamonds), |c| {
        Candidate::new("sayc.2c.waiting", c, Constraint::any(), "2♦: waiting, says nothing about diamonds")
            .forcing(Forcing::OneRound)
            .priority(100)
            .artificial()
    });
    for suit in [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs] {
        let level = if suit.is_major() { 2 } else { 3 };
        out.add(bid(level, strain(suit)), |c| {
            Candidate::new(
                "sayc.2c.positive",
                c,
                Constraint::hcp(8, 37).min_len(suit, 5).test(Test::GoodSuit(suit)),
                "{bid}: positive response, a good five-card {suit} suit and 8+ HCP",
            )
            .arg("bid", c)
            .arg("suit", suit.symbol())
            .forcing(Forcing::GameForcing)
            .priority(150)
        });
    }
    out.add(bid(2, Strain::NoTrump), |c| {
        Candidate::new(
            "sayc.2c.positive_nt",
            c,
            Constraint::hcp(8, 37).shape(ShapeReq::Balanced),
            "2NT: positive response, 8+ HCP, balanced",
        )
        .forcing(Forcing::GameForcing)
        .priority(140)
    });
}

/// Answers within the 2♣ and weak-two structures.
pub fn answers(ctx: &Ctx, out: &mut Out) {
    let Some(rule) = ctx.partner_rule().map(str::to_owned) else { return };
    match rule.as_str() {
        "sayc.2c.waiting" | "sayc.2c.positive" | "sayc.2c.positive_nt" if ctx.my_rule() == Some("sayc.open.2c") => {
            opener_rebid(ctx, out, &rule)
        }
        "sayc.2c.rebid_suit" => responder_after_suit(ctx, out),
        "sayc.weak2.feature_ask" if ctx.rho_call() == Some(Call::Pass) => feature_answer(ctx, out),
        "sayc.weak2.new_suit" | "sayc.preempt.new_suit" if ctx.rho_call() == Some(Call::Pass) => {
            weak_two_new_suit_answer(ctx, out)
        }
        _ => {}
    }
}

fn opener_rebid(ctx: &Ctx, out: &mut Out, response: &str) {
    if response == "sayc.2c.waiting" {
        out.add(bid(2, Strain::NoTrump), |c| {
            Candidate::new(
                "sayc.2c.rebid_2nt",
                c,
                Constraint::hcp(22, 24).shape(ShapeReq::Balanced),
                "2NT: 22–24 HCP, balanced",
            )
            .forcing(Forcing::NonForcing)
            .priority(200)
        });
        out.add(bid(3, Strain::NoTrump), |c| {
            Candidate::new(
                "sayc.2c.rebid_3nt",
                c,
                Constraint::hcp(28, 37).shape(ShapeReq::Balanced),
                "3NT: 28+ HCP, balanced",
            )
            .priority(201)
        });
    }
    for suit in SUITS {
        let needs = Constraint::any().min_len(suit, 5).longest(suit, SUITS);
        out.add(ctx.cheapest(strain(suit)).map(Call::Bid), |c| {
            Candidate::new("sayc.2c.rebid_suit", c, needs, "{bid}: my long suit, 5+ {suit}; game forcing")
                .arg("bid", c)
                .arg("suit", suit.symbol())
                .forcing(Forcing::GameForcing)
                .priority(190)
        });
    }
}

fn responder_after_suit(ctx: &Ctx, out: &mut Out) {
    let Some(Call::Bid(b)) = ctx.partner_call() else { return };
    let Some(suit) = b.strain.trump() else { return };
    out.add(ctx.cheapest(strain(suit)).map(Call::Bid), |c| {
        Candidate::new(
            "sayc.2c.raise",
            c,
            Constraint::any().min_len(suit, 3),
            "{bid}: support for partner's {suit}, 3+ cards",
        )
        .arg("bid", c)
        .arg("suit", suit.symbol())
        .forcing(Forcing::GameForcing)
        .priority(200)
    });
    for other in SUITS {
        if other == suit {
            continue;
        }
        out.add(ctx.cheapest(strain(other)).filter(|x| x.level.get() <= 3).map(Call::Bid), |c| {
            Candidate::new(
                "sayc.2c.second_suit",
                c,
                Constraint::hcp(4, 37).min_len(other, 5),
                "{bid}: a five-card {suit} suit of my own",
            )
            .arg("bid", c)
            .arg("suit", other.symbol())
            .forcing(Forcing::GameForcing)
            .priority(195)
        });
    }
    out.add(ctx.cheapest(Strain::NoTrump).map(Call::Bid), |c| {
        Candidate::new("sayc.2c.nt", c, Constraint::any().max_len(suit, 2), "{bid}: no fit and no suit to show")
            .arg("bid", c)
            .forcing(Forcing::GameForcing)
            .priority(190)
    });
}

/// Responder over partner's weak two.
pub fn weak_two_responses(ctx: &Ctx, out: &mut Out) {
    let Some((_, open)) = ctx.opening() else { return };
    let Some(suit) = open.strain.trump() else { return };
    let sym = suit.symbol();
    out.add(bid(2, Strain::NoTrump), |c| {
        Candidate::new(
            "sayc.weak2.feature_ask",
            c,
            Constraint::hcp(15, 37),
            "2NT: asks partner to show an outside ace or king (feature) with a maximum",
        )
        .forcing(Forcing::OneRound)
        .priority(105)
        .artificial()
    });
    out.add(bid(4, strain(suit)).filter(|_| suit.is_major()), |c| {
        Candidate::new(
            "sayc.weak2.game",
            c,
            Constraint::hcp(16, 37).min_len(suit, 3),
            "4{suit}: to play, game values with support",
        )
        .arg("suit", sym)
        .forcing(Forcing::SignOff)
        .priority(110)
    });
    out.add(bid(4, strain(suit)).filter(|_| suit.is_major()), |c| {
        // One rule with the strong game raise: the listener cannot tell them apart.
        Candidate::new(
            "sayc.weak2.game",
            c,
            Constraint::hcp(0, 15).min_len(suit, 4),
            "4{suit}: preemptive, four or more {suit}",
        )
        .arg("suit", sym)
        .forcing(Forcing::SignOff)
        .priority(108)
    });
    out.add(bid(3, strain(suit)), |c| {
        Candidate::new(
            "sayc.weak2.raise",
            c,
            Constraint::hcp(0, 14).min_len(suit, 3),
            "3{suit}: preemptive raise, three or more {suit}",
        )
        .arg("suit", sym)
        .forcing(Forcing::SignOff)
        .priority(100)
    });
    for other in SUITS {
        if other == suit {
            continue;
        }
        out.add(ctx.cheapest(strain(other)).filter(|b| b.level.get() <= 3).map(Call::Bid), |c| {
            Candidate::new(
                "sayc.weak2.new_suit",
                c,
                Constraint::hcp(14, 37).min_len(other, 5).test(Test::GoodSuit(other)).max_len(suit, 1),
                "{bid}: a good suit of my own, forcing one round",
            )
            .arg("bid", c)
            .forcing(Forcing::OneRound)
            .priority(106)
        });
    }
    out.add(Some(Call::Pass), |c| {
        Candidate::new("sayc.weak2.pass", c, Constraint::hcp(0, 15), "Pass: no game opposite a weak two").priority(96)
    });
}

/// Opener of a weak two answers the 2NT feature ask (booklet: a minimum
/// rebids the suit; a maximum shows a feature, or bids 3NT without one).
fn feature_answer(ctx: &Ctx, out: &mut Out) {
    let Some(suit) = ctx.bids_of(ctx.me).first().and_then(|b| b.strain.trump()) else { return };
    out.add(bid(3, strain(suit)), |c| {
        Candidate::new("sayc.weak2.minimum", c, Constraint::hcp(0, 8), "3{suit}: a minimum weak two")
            .arg("suit", suit.symbol())
            .priority(300)
    });
    for other in SUITS {
        if other == suit {
            continue;
        }
        let call = ctx.cheapest(strain(other)).filter(|b| b.level.get() == 3).map(Call::Bid);
        out.add(call, |c| {
            Candidate::new(
                "sayc.weak2.feature",
                c,
                Constraint::hcp(9, 11).test(Test::AceOrKing(other)),
                "{bid}: a maximum with an outside feature (ace or king) in {suit}",
            )
            .arg("bid", c)
            .arg("suit", other.symbol())
            .priority(302)
            .artificial()
        });
    }
    out.add(bid(3, Strain::NoTrump), |c| {
        Candidate::new(
            "sayc.weak2.max_no_feature",
            c,
            Constraint::hcp(9, 11),
            "3NT: a maximum without an outside feature",
        )
        .priority(299)
    });
}

/// Opener of a weak two after responder's new suit (forcing one round):
/// raise a major with three cards (or a doubleton honour), else rebid the
/// suit with a minimum.
fn weak_two_new_suit_answer(ctx: &Ctx, out: &mut Out) {
    let Some(Call::Bid(asked)) = ctx.partner_call() else { return };
    let Some(theirs) = asked.strain.trump() else { return };
    let Some(mine) = ctx.bids_of(ctx.me).first().and_then(|b| b.strain.trump()) else { return };
    let game = ctx.game_level(asked.strain);
    let raise = if theirs.is_major() && asked.level.get() == 3 {
        bid(game, asked.strain)
    } else {
        ctx.cheapest(asked.strain).map(Call::Bid)
    };
    out.add(raise, |c| {
        Candidate::new(
            "sayc.weak2.new_suit_raise",
            c,
            Constraint::any().min_len(theirs, 3),
            "{bid}: support for partner's {suit}",
        )
        .arg("bid", c)
        .arg("suit", theirs.symbol())
        .priority(300)
    });
    // Textbook practice (the booklet only says the new suit forces): with
    // no fit a minimum rebids its suit; a maximum (9–11) names a four-card
    // side suit or bids no-trump.
    for other in SUITS {
        if other == mine || other == theirs {
            continue;
        }
        out.add(ctx.cheapest(strain(other)).filter(|b| b.level.get() <= 3).map(Call::Bid), |c| {
            Candidate::new(
                "sayc.weak2.new_suit_max",
                c,
                Constraint::hcp(9, 11).max_len(theirs, 2).min_len(other, 4),
                "{bid}: a maximum without support, four or more {suit}",
            )
            .arg("bid", c)
            .arg("suit", other.symbol())
            .priority(299)
        });
    }
    out.add(ctx.cheapest(Strain::NoTrump).filter(|b| b.level.get() <= 3).map(Call::Bid), |c| {
        Candidate::new(
            "sayc.weak2.new_suit_max",
            c,
            Constraint::hcp(9, 11).max_len(theirs, 2),
            "{bid}: a maximum without support for partner's suit",
        )
        .arg("bid", c)
        .priority(298)
    });
    out.add(ctx.cheapest(strain(mine)).map(Call::Bid), |c| {
        Candidate::new(
            "sayc.weak2.new_suit_rebid",
            c,
            Constraint::any().max_len(theirs, 2),
            "{bid}: no support; my own suit again",
        )
        .arg("bid", c)
        .priority(297)
    });
}

/// Responder over partner's three- or four-level preempt: game with the
/// tricks for it, a new suit forcing, 3NT over a minor with the side suits
/// stopped, a preemptive raise with a fit (the law of total tricks), or pass.
pub fn preempt_responses(ctx: &Ctx, out: &mut Out) {
    let Some((_, open)) = ctx.opening() else { return };
    let Some(suit) = open.strain.trump() else { return };
    let game = ctx.game_level(strain(suit));
    let shown = ctx.partner_known().len(suit).min.max(6);
    out.add(bid(game, strain(suit)), |c| {
        Candidate::new(
            "sayc.preempt.game",
            c,
            Constraint::hcp(15, 37).min_len(suit, 2),
            "{bid}: game, enough tricks opposite the preempt",
        )
        .arg("bid", c)
        .forcing(Forcing::SignOff)
        .priority(110)
    });
    // The law of total tricks: bid to the level of the side's trumps.
    let total_needed = (game + 6).saturating_sub(shown);
    out.add(bid(game, strain(suit)).filter(|_| open.level.get() < game), |c| {
        // One rule with the strong raise: the listener cannot tell them apart.
        Candidate::new(
            "sayc.preempt.game",
            c,
            Constraint::hcp(0, 14).min_len(suit, total_needed.max(3)),
            "{bid}: a preemptive raise; our trumps are enough for this level",
        )
        .arg("bid", c)
        .forcing(Forcing::SignOff)
        .priority(109)
    });
    if open.level.get() == 3 {
        for other in SUITS {
            if other == suit {
                continue;
            }
            out.add(
                ctx.cheapest(strain(other))
                    .filter(|b| b.level.get() <= 4 && b.level.get() < ctx.game_level(b.strain))
                    .map(Call::Bid),
                |c| {
                    Candidate::new(
                        "sayc.preempt.new_suit",
                        c,
                        Constraint::hcp(14, 37).min_len(other, 5).test(Test::GoodSuit(other)).max_len(suit, 1),
                        "{bid}: a good suit of my own, forcing one round",
                    )
                    .arg("bid", c)
                    .forcing(Forcing::OneRound)
                    .priority(111)
                },
            );
        }
    }
    if suit.is_minor() && open.level.get() == 3 {
        let mut needs = Constraint::hcp(16, 37).min_len(suit, 1);
        for other in SUITS {
            if other != suit {
                needs = needs.test(Test::Stopper(other));
            }
        }
        out.add(bid(3, Strain::NoTrump), |c| {
            Candidate::new("sayc.preempt.3nt", c, needs, "3NT: stoppers in the other suits, to run partner's minor")
                .priority(112)
        });
    }
    out.add(Some(Call::Pass), |c| {
        Candidate::new("sayc.preempt.pass", c, Constraint::hcp(0, 14), "Pass: no game opposite the preempt")
            .priority(96)
    });
}
