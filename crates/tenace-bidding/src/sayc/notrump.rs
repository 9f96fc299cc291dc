//! The no-trump structures: responses to 1NT and 2NT (Stayman, Jacoby
//! transfers, the 2♠ minor-suit puppet, invitations, quantitative 4NT) and
//! the continuations of each, for opener and responder. The same structure
//! applies after a 1NT overcall ("systems on").

use super::{bid, strain, Out};
use crate::context::Ctx;
use crate::rule::{Candidate, Forcing};
use crate::shows::{Constraint, ShapeReq, Test};
use tenace_bridge::{Bid, Call, Strain};
use tenace_cards::Suit;

/// The no-trump bids a structure answers, with their ranges: openings,
/// overcalls (the range the call showed), and 2♣ rebids.
fn notrump_range(ctx: &Ctx, m: &crate::Meaning) -> Option<(u8, u8, u8)> {
    let Call::Bid(b) = m.call else { return None };
    let (lo, hi) = ctx.system.options.notrump;
    match m.rule.as_str() {
        "sayc.open.1nt" => Some((1, lo, hi)),
        "sayc.open.2nt" => Some((2, 20, 21)),
        "sayc.open.3nt" => Some((3, 25, 27)),
        "sayc.overcall.1nt" => Some((b.level.get(), m.shows.hcp.min, m.shows.hcp.max)),
        "sayc.2c.rebid_2nt" => Some((2, 22, 24)),
        "sayc.2c.rebid_3nt" => Some((3, 28, 30)),
        // Natural no-trump rebids and responses: the range they showed.
        rule if super::slam::natural_notrump(rule) => Some((b.level.get(), m.shows.hcp.min, m.shows.hcp.max)),
        _ => None,
    }
}

/// The last no-trump bid of `seat` that the structure answers.
fn notrump_of(ctx: &Ctx, seat: tenace_bridge::Seat) -> Option<(u8, u8, u8)> {
    ctx.meanings_of(seat).filter_map(|m| notrump_range(ctx, m)).last()
}

/// The range and level of partner's natural no-trump call, if partner's last
/// call was one that the no-trump structure answers.
fn partner_notrump(ctx: &Ctx) -> Option<(u8, u8, u8)> {
    notrump_range(ctx, ctx.last_meaning(ctx.partner())?)
}

/// Partner's no-trump was an overcall (the structure is Stayman only).
fn partner_overcalled_notrump(ctx: &Ctx) -> bool {
    ctx.last_meaning(ctx.partner()).map(|m| m.rule == "sayc.overcall.1nt").unwrap_or(false)
}

/// Responder's first call after partner's 1NT, 2NT or 3NT (opening,
/// overcall or 2♣ rebid).
pub fn responses(ctx: &Ctx, out: &mut Out) {
    let Some((level, lo, hi)) = partner_notrump(ctx) else { return };
    // Over a bid the structure is off (booklet: interference over 1NT).
    if let Some(Call::Bid(theirs)) = ctx.rho_call() {
        over_interference(ctx, out, theirs, lo, hi);
        return;
    }
    let overcall = partner_overcalled_notrump(ctx);
    let invite = (25u8.saturating_sub(hi), 24u8.saturating_sub(lo));
    // Over 2NT and up there is no room to invite: game from what makes 25 with a maximum.
    let game = if level == 1 { (25u8.saturating_sub(lo), 32u8.saturating_sub(hi)) } else { invite_or_game(lo, hi) };
    let quant = (33u8.saturating_sub(hi), 32u8.saturating_sub(lo));
    let ask = level + 1;
    // Over 3NT, Stayman looks for a 4-4 major game with any values.
    let stayman_min = if level == 3 { 5 } else { invite.0.min(game.0) };
    out.add(bid(ask, Strain::Clubs), |c| {
        Candidate::new(
            "sayc.nt.stayman",
            c,
            Constraint::hcp(stayman_min, 37).test(Test::FourCardMajor),
            "{bid}: Stayman, asks for a four-card major; {lo}+ HCP with a four-card major",
        )
        .arg("bid", c)
        .arg("lo", stayman_min)
        .forcing(Forcing::OneRound)
        .priority(140)
        .artificial()
    });
    if level == 1 && !overcall {
        // Stayman with a weak hand that can pass any answer: both majors and
        // diamonds, short clubs (standard practice; the booklet's Stayman is
        // non-forcing).
        out.add(bid(2, Strain::Clubs), |c| {
            Candidate::new(
                "sayc.nt.stayman",
                c,
                Constraint::hcp(0, invite.0.saturating_sub(1))
                    .len(Suit::Spades, 4, 4)
                    .len(Suit::Hearts, 4, 4)
                    .min_len(Suit::Diamonds, 4)
                    .max_len(Suit::Clubs, 1),
                "2♣: Stayman with a weak hand that passes any answer",
            )
            .forcing(Forcing::OneRound)
            .priority(141)
            .artificial()
        });
    }
    if level == 1 && !overcall {
        // Booklet, "Stayman": after 1NT–2♣–2♦, two of a major shows five
        // cards with four in the other major (invitational), three of it
        // the same with game values; so with five-four in the majors and
        // invitational values or more Stayman comes before the transfer.
        for (five, four) in [(Suit::Spades, Suit::Hearts), (Suit::Hearts, Suit::Spades)] {
            out.add(bid(2, Strain::Clubs), |c| {
                Candidate::new(
                    "sayc.nt.stayman",
                    c,
                    Constraint::hcp(invite.0, 37).len(five, 5, 5).len(four, 4, 4),
                    "2♣: Stayman with five cards in one major and four in the other, invitational or better",
                )
                .forcing(Forcing::OneRound)
                .priority(152)
                .artificial()
            });
        }
    }
    if overcall {
        // Over partner's 1NT overcall only Stayman is conventional: two of
        // a suit is natural and to play, a jump forces.
        advance_notrump_overcall(ctx, out, invite, game);
    } else {
        for (via, major) in [(Strain::Diamonds, Suit::Hearts), (Strain::Hearts, Suit::Spades)] {
            let mut needs = Constraint::any().min_len(major, 5);
            let other = if major == Suit::Hearts { Suit::Spades } else { Suit::Hearts };
            // With 5-5 transfer to spades first; with a longer heart suit hearts.
            needs =
                needs.test(if major == Suit::Spades { Test::LenGe(major, other) } else { Test::LenGt(major, other) });
            out.add(bid(ask, via), |c| {
                Candidate::new("sayc.nt.transfer", c, needs, "{bid}: Jacoby transfer, 5+ {suit}; partner bids {suit}")
                    .arg("bid", c)
                    .arg("suit", major.symbol())
                    .forcing(Forcing::OneRound)
                    .priority(150)
                    .artificial()
            });
        }
    }
    if level == 1 && !overcall {
        for minor in [Suit::Clubs, Suit::Diamonds] {
            out.add(bid(2, Strain::Spades), |c| {
                Candidate::new(
                    "sayc.nt.minor_puppet",
                    c,
                    Constraint::hcp(0, invite.0.saturating_sub(1)).min_len(minor, 6),
                    "2♠: asks partner to bid 3♣, to play in a long minor; 6+ cards in a minor and a weak hand",
                )
                .forcing(Forcing::OneRound)
                .priority(145)
                .artificial()
            });
        }
        for minor in [Suit::Clubs, Suit::Diamonds] {
            out.add(bid(3, strain(minor)), |c| {
                Candidate::new(
                    "sayc.nt.minor_invite",
                    c,
                    Constraint::hcp(invite.0.saturating_sub(2), invite.1).min_len(minor, 6).test(Test::GoodSuit(minor)),
                    "3{suit}: a good six-card {suit} suit, invites 3NT",
                )
                .arg("suit", minor.symbol())
                .forcing(Forcing::Invitational)
                // Booklet, "Responses to 1NT": the invitation (a good six-card
                // suit) is chosen before the 2♠ relay, which is for weak hands.
                .priority(146)
            });
        }
        // Booklet: 3♥/3♠ over 1NT show six or more cards and slam interest.
        for major in [Suit::Hearts, Suit::Spades] {
            out.add(bid(3, strain(major)), |c| {
                Candidate::new(
                    "sayc.nt.major_slam",
                    c,
                    Constraint::any()
                        .min_len(major, 6)
                        .test(Test::GoodSuit(major))
                        .total(quant.0.saturating_sub(1), 37),
                    "{bid}: six or more {suit} and slam interest",
                )
                .arg("bid", c)
                .arg("suit", major.symbol())
                .forcing(Forcing::GameForcing)
                .priority(151)
            });
        }
    }
    let no_major = Constraint::any().test(Test::NoFourCardMajor);
    if level == 1 {
        out.add(bid(2, Strain::NoTrump), |c| {
            Candidate::new(
                "sayc.nt.invite",
                c,
                no_major.clone().and_hcp(invite.0, invite.1),
                "2NT: invites 3NT, {lo}–{hi} HCP",
            )
            .arg("lo", invite.0)
            .arg("hi", invite.1)
            .forcing(Forcing::Invitational)
            .priority(110)
        });
    }
    if level < 3 {
        out.add(bid(3, Strain::NoTrump), |c| {
            Candidate::new("sayc.nt.game", c, no_major.clone().total(game.0, game.1), "3NT: to play, {lo}–{hi} HCP")
                .arg("lo", game.0)
                .arg("hi", game.1)
                .forcing(Forcing::SignOff)
                .priority(110)
        });
    }
    slam_bids(out, quant, lo, 115, |min, max| Constraint::any().total(min, max).shape(ShapeReq::SemiBalanced));
    let pass_below = if level == 1 { invite.0 } else { game.0 };
    out.add(Some(Call::Pass), |c| {
        Candidate::new(
            "sayc.nt.pass",
            c,
            Constraint::hcp(0, pass_below.saturating_sub(1)),
            "Pass: too weak for game opposite {lo}–{hi} HCP",
        )
        .arg("lo", lo)
        .arg("hi", hi)
        .forcing(Forcing::SignOff)
        .priority(96)
    });
}

/// Over a 2NT (or higher) no-trump there is no invitation: game values are
/// what makes 25 opposite a maximum.
fn invite_or_game(lo: u8, hi: u8) -> (u8, u8) {
    (25u8.saturating_sub(hi), 32u8.saturating_sub(lo))
}

/// Advancing partner's 1NT overcall: two of a suit to play, a jump in a
/// suit forcing to game (Stayman, 2NT, 3NT and 4NT as over an opening).
fn advance_notrump_overcall(ctx: &Ctx, out: &mut Out, invite: (u8, u8), game: (u8, u8)) {
    let theirs = ctx.opponents_suits();
    for suit in [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs] {
        if theirs.contains(&suit) {
            continue;
        }
        let Some(cheap) = ctx.cheapest(strain(suit)) else { continue };
        if cheap.level.get() == 2 && suit != Suit::Clubs {
            out.add(Some(Call::Bid(cheap)), |c| {
                Candidate::new(
                    "sayc.nt.overcall_advance_weak",
                    c,
                    Constraint::hcp(0, invite.0.saturating_sub(1)).min_len(suit, 5),
                    "{bid}: five or more {suit}, to play",
                )
                .arg("bid", c)
                .arg("suit", suit.symbol())
                .forcing(Forcing::SignOff)
                .priority(150)
            });
        }
        out.add(bid(3, strain(suit)).filter(|_| suit.is_major()), |c| {
            Candidate::new(
                "sayc.nt.overcall_advance_force",
                c,
                Constraint::hcp(game.0, 37).min_len(suit, 5),
                "{bid}: five or more {suit}, forcing to game",
            )
            .arg("bid", c)
            .arg("suit", suit.symbol())
            .forcing(Forcing::GameForcing)
            .priority(150)
        });
    }
}

/// Booklet: over a bid after our 1NT, Stayman and transfers are off; bids
/// are natural (two of a suit to play, a jump forcing), a cue-bid of their
/// suit is Stayman forcing to game and a double is for penalties.
fn over_interference(ctx: &Ctx, out: &mut Out, theirs: tenace_bridge::Bid, lo: u8, hi: u8) {
    let invite = (25u8.saturating_sub(hi), 24u8.saturating_sub(lo));
    let game = 25u8.saturating_sub(lo);
    let their_suit = theirs.strain.trump();
    for suit in [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs] {
        if Some(suit) == their_suit {
            continue;
        }
        let Some(cheap) = ctx.cheapest(strain(suit)) else { continue };
        if cheap.level.get() == 2 {
            out.add(Some(Call::Bid(cheap)), |c| {
                Candidate::new(
                    "sayc.nt.over_interference.natural",
                    c,
                    Constraint::hcp(0, invite.1).min_len(suit, 5),
                    "{bid}: natural, five or more {suit}; to play",
                )
                .arg("bid", c)
                .arg("suit", suit.symbol())
                .forcing(Forcing::SignOff)
                .priority(140)
            });
        }
        if cheap.level.get() <= 3 {
            let force = if cheap.level.get() == 3 { Some(cheap) } else { Bid::of(3, strain(suit)) };
            out.add(force.map(Call::Bid), |c| {
                Candidate::new(
                    "sayc.nt.over_interference.force",
                    c,
                    Constraint::hcp(game, 37).min_len(suit, 5),
                    "{bid}: five or more {suit}, forcing to game",
                )
                .arg("bid", c)
                .arg("suit", suit.symbol())
                .forcing(Forcing::GameForcing)
                .priority(138)
            });
        }
    }
    if let Some(their) = their_suit {
        // The cue-bid: Stayman for an unbid four-card major, forcing to game.
        let mut needs = Constraint::hcp(game, 37);
        let majors: Vec<Suit> = [Suit::Hearts, Suit::Spades].into_iter().filter(|&m| m != their).collect();
        needs = match majors.as_slice() {
            [only] => needs.len(*only, 4, 4),
            _ => needs.test(Test::FourCardMajor).max_len(Suit::Hearts, 4).max_len(Suit::Spades, 4),
        };
        out.add(ctx.cheapest(theirs.strain).filter(|b| b.level.get() <= 3).map(Call::Bid), |c| {
            Candidate::new(
                "sayc.nt.over_interference.cue",
                c,
                needs,
                "{bid}: cue bid, asks for a four-card major (Stayman); game forcing",
            )
            .arg("bid", c)
            .forcing(Forcing::GameForcing)
            .priority(139)
            .artificial()
        });
        out.add(Some(Call::Double), |c| {
            Candidate::new(
                "sayc.nt.over_interference.penalty",
                c,
                Constraint::hcp(7, 37).min_len(their, 4).test(Test::Stopper(their)),
                "Double: penalty, four or more {suit} and values",
            )
            .arg("suit", their.symbol())
            .priority(137)
        });
        let stopped = Constraint::any().test(Test::Stopper(their)).max_len(Suit::Hearts, 4).max_len(Suit::Spades, 4);
        out.add(bid(2, Strain::NoTrump).filter(|_| theirs.level.get() == 2), |c| {
            Candidate::new(
                "sayc.nt.over_interference.invite",
                c,
                stopped.clone().and_hcp(invite.0, invite.1),
                "2NT: invites 3NT, their suit stopped",
            )
            .forcing(Forcing::Invitational)
            .priority(136)
        });
        out.add(bid(3, Strain::NoTrump), |c| {
            Candidate::new(
                "sayc.nt.over_interference.game",
                c,
                stopped.and_hcp(game, 37u8.saturating_sub(hi)),
                "3NT: to play, game values and their suit stopped",
            )
            .forcing(Forcing::SignOff)
            .priority(136)
        });
    }
}

/// Answers to partner's Stayman, transfer and puppet, and the continuations.
pub fn answers(ctx: &Ctx, out: &mut Out) {
    let Some(rule) = ctx.partner_rule().map(str::to_owned) else { return };
    let interfered = !matches!(ctx.rho_call(), Some(Call::Pass));
    match rule.as_str() {
        // Booklet (interference over 1NT): a double of Stayman takes no
        // room, so opener answers as without it.
        "sayc.nt.stayman" if !interfered || ctx.rho_call() == Some(Call::Double) => stayman_answer(ctx, out),
        "sayc.nt.transfer" if !interfered => transfer_completion(ctx, out),
        // Booklet: when they double our transfer, completing it shows a fit
        // (three cards); a pass says nothing more.
        "sayc.nt.transfer" if ctx.rho_call() == Some(Call::Double) => {
            if let Some(Call::Bid(t)) = ctx.partner_call() {
                let major = if t.strain == Strain::Diamonds { Suit::Hearts } else { Suit::Spades };
                out.add(ctx.cheapest(strain(major)).map(Call::Bid), |c| {
                    Candidate::new(
                        "sayc.nt.transfer_doubled",
                        c,
                        Constraint::any().min_len(major, 3),
                        "{bid}: completes the doubled transfer with three or more {suit}",
                    )
                    .arg("bid", c)
                    .arg("suit", major.symbol())
                    .priority(300)
                });
                out.add(Some(Call::Pass), |c| {
                    Candidate::new(
                        "sayc.nt.transfer_doubled",
                        c,
                        Constraint::any().max_len(major, 2),
                        "Pass: only two {suit}; partner bids them",
                    )
                    .arg("suit", major.symbol())
                    .priority(299)
                });
            }
        }
        // Opener passed the doubled transfer: responder bids the major.
        "sayc.nt.transfer_doubled" if ctx.partner_call() == Some(Call::Pass) => {
            if let Some(Call::Bid(t)) = ctx.calls_of(ctx.me).last().copied() {
                let major = if t.strain == Strain::Diamonds { Suit::Hearts } else { Suit::Spades };
                out.add(ctx.cheapest(strain(major)).map(Call::Bid), |c| {
                    Candidate::new(
                        "sayc.nt.transfer_retransfer",
                        c,
                        Constraint::any().min_len(major, 5),
                        "{bid}: my five-card {suit} suit, as the transfer said",
                    )
                    .arg("bid", c)
                    .arg("suit", major.symbol())
                    .priority(300)
                });
            }
        }
        // Opener completed the doubled transfer (a fit): responder goes on
        // as after any completion (invitations, games, slam tries).
        "sayc.nt.transfer_doubled" if matches!(ctx.partner_call(), Some(Call::Bid(_))) && !interfered => {
            after_transfer(ctx, out)
        }
        "sayc.nt.minor_puppet" if !interfered => {
            out.add(bid(3, Strain::Clubs), |c| {
                Candidate::new("sayc.nt.puppet_relay", c, Constraint::any(), "3♣: as asked; partner passes or bids 3♦")
                    .forcing(Forcing::OneRound)
                    .priority(300)
                    .artificial()
            });
        }
        "sayc.nt.puppet_relay" => {
            out.add(Some(Call::Pass), |c| {
                Candidate::new(
                    "sayc.nt.puppet_pass",
                    c,
                    Constraint::any().min_len(Suit::Clubs, 6),
                    "Pass: to play in clubs",
                )
                .priority(300)
                // Opener's 3♣ is forced, not forcing: responder's pass is the plan.
                .even_when_forced()
            });
            out.add(bid(3, Strain::Diamonds), |c| {
                Candidate::new(
                    "sayc.nt.puppet_diamonds",
                    c,
                    Constraint::any().min_len(Suit::Diamonds, 6),
                    "3♦: to play in diamonds",
                )
                .forcing(Forcing::SignOff)
                .priority(300)
            });
        }
        "sayc.nt.stayman_no_major" | "sayc.nt.stayman_major" => after_stayman_answer(ctx, out, &rule),
        "sayc.nt.stayman_five_card_major" | "sayc.nt.stayman_major_force" | "sayc.nt.stayman_minor_slam" => {
            opener_after_major_shown(ctx, out, &rule)
        }
        "sayc.nt.major_slam" if !interfered => opener_after_major_slam_try(ctx, out),
        "sayc.nt.over_interference.cue" | "sayc.nt.over_interference.force" | "sayc.nt.overcall_advance_force" => {
            opener_over_interference(ctx, out, &rule)
        }
        // 2♣ then 2NT or 3NT: the no-trump structure, as over an opening.
        "sayc.2c.rebid_2nt" | "sayc.2c.rebid_3nt" if ctx.bids_of(ctx.me).len() == 1 => responses(ctx, out),
        "sayc.nt.transfer_done" | "sayc.nt.super_accept" => after_transfer(ctx, out),
        "sayc.nt.transfer_2nt" | "sayc.nt.transfer_3nt" | "sayc.nt.transfer_invite" => {
            opener_after_transfer_rebid(ctx, out, &rule)
        }
        "sayc.nt.stayman_2nt" | "sayc.nt.stayman_3nt" => opener_after_stayman_nt(ctx, out, &rule),
        "sayc.nt.stayman_invite" => {
            accept_or_decline(ctx, out, "sayc.nt.stayman_invite_answer");
        }
        "sayc.nt.quantitative" | "sayc.nt.invite" => {
            accept_or_decline(ctx, out, "sayc.nt.invite_answer");
        }
        "sayc.nt.transfer_quantitative" => opener_after_transfer_quantitative(ctx, out),
        _ => {}
    }
}

/// My own no-trump range (for continuations).
fn my_notrump(ctx: &Ctx) -> (u8, u8, u8) {
    let (lo, hi) = ctx.system.options.notrump;
    notrump_of(ctx, ctx.me).unwrap_or((1, lo, hi))
}

fn stayman_answer(ctx: &Ctx, out: &mut Out) {
    let Some(ask) = ctx.last_bid() else { return };
    let l = ask.level.get();
    out.add(bid(l, Strain::Diamonds), |c| {
        Candidate::new(
            "sayc.nt.stayman_no_major",
            c,
            Constraint::any().max_len(Suit::Hearts, 3).max_len(Suit::Spades, 3),
            "{bid}: no four-card major",
        )
        .arg("bid", c)
        .priority(300)
        .artificial()
    });
    out.add(bid(l, Strain::Hearts), |c| {
        Candidate::new(
            "sayc.nt.stayman_major",
            c,
            Constraint::any().min_len(Suit::Hearts, 4),
            "{bid}: four or more ♥ (may also hold four ♠)",
        )
        .arg("bid", c)
        .priority(302)
    });
    out.add(bid(l, Strain::Spades), |c| {
        Candidate::new(
            "sayc.nt.stayman_major",
            c,
            Constraint::any().min_len(Suit::Spades, 4).max_len(Suit::Hearts, 3),
            "{bid}: four or more ♠, not four ♥",
        )
        .arg("bid", c)
        .priority(301)
    });
}

fn transfer_completion(ctx: &Ctx, out: &mut Out) {
    let Some(Call::Bid(t)) = ctx.partner_call() else { return };
    let major = if t.strain == Strain::Diamonds { Suit::Hearts } else { Suit::Spades };
    let (level, _, hi) = my_notrump(ctx);
    out.add(bid(t.level.get() + 1, strain(major)).filter(|_| level == 1), |c| {
        Candidate::new(
            "sayc.nt.super_accept",
            c,
            Constraint::hcp(hi, 37).min_len(major, 4),
            "{bid}: super-accepts the transfer: four {suit} and a maximum",
        )
        .arg("bid", c)
        .arg("suit", major.symbol())
        .priority(305)
    });
    out.add(ctx.cheapest(strain(major)).map(Call::Bid), |c| {
        Candidate::new("sayc.nt.transfer_done", c, Constraint::any(), "{bid}: completes the transfer")
            .arg("bid", c)
            .priority(300)
    });
}

/// Responder after opener answered Stayman.
fn after_stayman_answer(ctx: &Ctx, out: &mut Out, rule: &str) {
    let Some(Call::Bid(answer)) = ctx.partner_call() else { return };
    let (level, lo, hi) = partner_notrump_from_opening(ctx);
    let invite = (25u8.saturating_sub(hi), 24u8.saturating_sub(lo));
    let game = if level == 1 { (25u8.saturating_sub(lo), 31u8.saturating_sub(hi)) } else { invite_or_game(lo, hi) };
    let quant = (33u8.saturating_sub(hi), 32u8.saturating_sub(lo));
    // Weak Stayman passes whatever partner says.
    if level == 1 {
        out.add(Some(Call::Pass), |c| {
            Candidate::new(
                "sayc.nt.stayman_weak_pass",
                c,
                Constraint::hcp(0, invite.0.saturating_sub(1)),
                "Pass: weak, to play in partner's answer",
            )
            .forcing(Forcing::SignOff)
            .priority(310)
        });
    }
    if rule == "sayc.nt.stayman_major" {
        if let Some(major) = answer.strain.trump() {
            if level == 1 {
                out.add(bid(3, strain(major)), |c| {
                    Candidate::new(
                        "sayc.nt.stayman_invite",
                        c,
                        Constraint::hcp(invite.0, invite.1).min_len(major, 4),
                        "3{suit}: a fit and an invitation to game",
                    )
                    .arg("suit", major.symbol())
                    .forcing(Forcing::Invitational)
                    .priority(300)
                });
            }
            if answer.level.get() < 4 {
                out.add(bid(4, strain(major)), |c| {
                    Candidate::new(
                        "sayc.nt.stayman_game",
                        c,
                        Constraint::hcp(game.0, game.1).min_len(major, 4),
                        "4{suit}: a fit and game values",
                    )
                    .arg("suit", major.symbol())
                    .forcing(Forcing::SignOff)
                    .priority(300)
                });
            } else {
                out.add(Some(Call::Pass), |c| {
                    Candidate::new(
                        "sayc.nt.stayman_game",
                        c,
                        Constraint::hcp(0, quant.0.saturating_sub(1)).min_len(major, 4),
                        "Pass: a fit, game reached",
                    )
                    .forcing(Forcing::SignOff)
                    .priority(300)
                });
            }
        }
    }
    if level == 1 {
        // After 2♦ (or 2♥ with spades to show), two of a major is five
        // cards with four in the other major, invitational; three of a
        // major the same, forcing to game.
        for major in [Suit::Hearts, Suit::Spades].into_iter().filter(|_| answer.strain == Strain::Diamonds) {
            let other = if major == Suit::Hearts { Suit::Spades } else { Suit::Hearts };
            let shape = Constraint::any().len(major, 5, 5).min_len(other, 4).max_len(other, 4);
            out.add(ctx.cheapest(strain(major)).filter(|b| b.level.get() == 2).map(Call::Bid), |c| {
                Candidate::new(
                    "sayc.nt.stayman_five_card_major",
                    c,
                    shape.clone().and_hcp(invite.0, invite.1),
                    "{bid}: five {suit} and four in the other major, invitational",
                )
                .arg("bid", c)
                .arg("suit", major.symbol())
                .forcing(Forcing::Invitational)
                .priority(301)
            });
            out.add(bid(3, strain(major)).filter(|_| answer.strain == Strain::Diamonds), |c| {
                Candidate::new(
                    "sayc.nt.stayman_major_force",
                    c,
                    shape.clone().and_hcp(game.0, 37),
                    "{bid}: five {suit} and four in the other major, forcing to game",
                )
                .arg("bid", c)
                .arg("suit", major.symbol())
                .forcing(Forcing::GameForcing)
                .priority(299)
            });
        }
        out.add(bid(2, Strain::NoTrump), |c| {
            Candidate::new(
                "sayc.nt.stayman_2nt",
                c,
                Constraint::hcp(invite.0, invite.1),
                "2NT: no fit found, invites 3NT",
            )
            .forcing(Forcing::Invitational)
            .priority(290)
        });
        // Booklet: three of a minor after Stayman, five or more cards and slam interest.
        for minor in [Suit::Diamonds, Suit::Clubs] {
            out.add(bid(3, strain(minor)), |c| {
                Candidate::new(
                    "sayc.nt.stayman_minor_slam",
                    c,
                    Constraint::any().min_len(minor, 5).total(quant.0.saturating_sub(1), 37),
                    "{bid}: five or more {suit} and slam interest",
                )
                .arg("bid", c)
                .arg("suit", minor.symbol())
                .forcing(Forcing::GameForcing)
                .priority(302)
            });
        }
    }
    if level < 3 {
        out.add(bid(3, Strain::NoTrump), |c| {
            Candidate::new("sayc.nt.stayman_3nt", c, Constraint::hcp(game.0, game.1), "3NT: no fit found, game values")
                .forcing(Forcing::NonForcing)
                .priority(290)
        });
    } else {
        out.add(ctx.cheapest(Strain::NoTrump).filter(|b| b.level.get() == 4).map(Call::Bid), |c| {
            Candidate::new(
                "sayc.nt.stayman_back_to_nt",
                c,
                Constraint::hcp(0, quant.0.saturating_sub(1)),
                "{bid}: no fit; back to no-trump, to play",
            )
            .arg("bid", c)
            .forcing(Forcing::SignOff)
            .priority(289)
        });
    }
    slam_bids(out, quant, lo, 291, Constraint::hcp);
}

/// Opener after responder's five-card major (invitational or forcing) or
/// forcing major and minor bids over 1NT: the major game with three or more,
/// 3NT with two; a minimum passes an invitation.
fn opener_after_major_shown(ctx: &Ctx, out: &mut Out, rule: &str) {
    let Some(Call::Bid(shown)) = ctx.partner_call() else { return };
    let Some(suit) = shown.strain.trump() else { return };
    let (_, lo, _) = my_notrump(ctx);
    let invitational = rule == "sayc.nt.stayman_five_card_major";
    let max = if invitational { Constraint::hcp(lo + 1, 37) } else { Constraint::any() };
    let s = suit.symbol();
    if suit.is_major() {
        out.add(bid(4, strain(suit)), |c| {
            Candidate::new(
                "sayc.nt.major_shown_game",
                c,
                max.clone().min_len(suit, 3),
                "4{suit}: three or more {suit}, the major-suit game",
            )
            .arg("suit", s)
            .forcing(Forcing::SignOff)
            .priority(300)
        });
    }
    out.add(bid(3, Strain::NoTrump), |c| {
        Candidate::new(
            "sayc.nt.major_shown_nt",
            c,
            max.max_len(suit, if suit.is_major() { 2 } else { 3 }),
            "3NT: no fit for {suit}, game in no-trump",
        )
        .arg("suit", s)
        .forcing(Forcing::SignOff)
        .priority(299)
    });
    if invitational {
        out.add(Some(Call::Pass), |c| {
            Candidate::new("sayc.nt.decline", c, Constraint::hcp(0, lo), "Pass: a minimum, declines the invitation")
                .priority(289)
        });
    }
    if suit.is_minor() {
        // A slam try in a minor: raise with a maximum and four-card support.
        out.add(bid(4, strain(suit)), |c| {
            Candidate::new(
                "sayc.nt.minor_slam_raise",
                c,
                Constraint::hcp(lo + 1, 37).min_len(suit, 4),
                "4{suit}: support for partner's {suit} and a maximum; slam interest",
            )
            .arg("suit", s)
            .forcing(Forcing::SlamTry)
            .priority(301)
        });
    }
}

/// Opener after responder's six-card major slam try (1NT–3♥/3♠): a cue bid
/// with a maximum and a fit, game with a minimum and a fit, 3NT without.
fn opener_after_major_slam_try(ctx: &Ctx, out: &mut Out) {
    let Some(Call::Bid(shown)) = ctx.partner_call() else { return };
    let Some(suit) = shown.strain.trump() else { return };
    let (_, lo, _) = my_notrump(ctx);
    for side in super::SUITS {
        if side == suit {
            continue;
        }
        out.add(
            ctx.cheapest(strain(side))
                .filter(|b| b.level.get() == 4 || b.level.get() == 3 && side.is_major())
                .map(Call::Bid),
            |c| {
                Candidate::new(
                    "sayc.slam.cue",
                    c,
                    Constraint::hcp(lo + 1, 37).min_len(suit, 3).test(Test::FirstRoundControl(side)),
                    "{bid}: control cue bid, the ace or a void in {side}; slam interest in {suit}",
                )
                .arg("bid", c)
                .arg("side", side.symbol())
                .arg("suit", suit.symbol())
                .forcing(Forcing::SlamTry)
                .priority(302)
                .artificial()
            },
        );
    }
    out.add(bid(4, strain(suit)), |c| {
        Candidate::new(
            "sayc.nt.major_slam_answer",
            c,
            Constraint::any().min_len(suit, 3),
            "4{suit}: support for partner's {suit}, no slam interest",
        )
        .arg("suit", suit.symbol())
        .forcing(Forcing::SignOff)
        .priority(300)
    });
    out.add(bid(3, Strain::NoTrump), |c| {
        Candidate::new(
            "sayc.nt.major_slam_answer",
            c,
            Constraint::any().max_len(suit, 2),
            "3NT: no fit for {suit}, game in no-trump",
        )
        .arg("suit", suit.symbol())
        .forcing(Forcing::NonForcing)
        .priority(299)
    });
}

/// Opener after a cue-bid (Stayman) or a game-forcing suit over interference.
fn opener_over_interference(ctx: &Ctx, out: &mut Out, rule: &str) {
    let theirs = ctx.opponents_suits();
    if rule == "sayc.nt.over_interference.cue" {
        for major in [Suit::Hearts, Suit::Spades] {
            if theirs.contains(&major) {
                continue;
            }
            let needs = if major == Suit::Spades {
                Constraint::any().min_len(major, 4).max_len(Suit::Hearts, 3)
            } else {
                Constraint::any().min_len(major, 4)
            };
            out.add(ctx.cheapest(strain(major)).filter(|b| b.level.get() <= 4).map(Call::Bid), |c| {
                Candidate::new(
                    "sayc.nt.over_interference.cue_answer",
                    c,
                    needs,
                    "{bid}: four cards in {suit}, answering the cue bid",
                )
                .arg("bid", c)
                .arg("suit", major.symbol())
                .priority(300 + u16::from(major == Suit::Hearts))
            });
        }
    } else if let Some(Call::Bid(shown)) = ctx.partner_call() {
        if let Some(suit) = shown.strain.trump() {
            let game = Bid::of(ctx.game_level(shown.strain), shown.strain).filter(|b| Some(*b) > ctx.last_bid());
            out.add(game.map(Call::Bid), |c| {
                Candidate::new(
                    "sayc.nt.major_shown_game",
                    c,
                    Constraint::any().min_len(suit, 3),
                    "{bid}: three or more {suit}, game",
                )
                .arg("bid", c)
                .arg("suit", suit.symbol())
                .forcing(Forcing::SignOff)
                .priority(300)
            });
        }
    }
    let stopped = theirs.iter().fold(Constraint::any(), |c, &s| c.test(Test::Stopper(s)));
    out.add(ctx.cheapest(Strain::NoTrump).filter(|b| b.level.get() <= 3).map(Call::Bid), |c| {
        Candidate::new("sayc.nt.over_interference.nt", c, stopped, "{bid}: their suit stopped, game in no-trump")
            .arg("bid", c)
            .forcing(Forcing::SignOff)
            .priority(299)
    });
}

/// The range of the no-trump bid our side opened (partner's, from responder's seat).
fn partner_notrump_from_opening(ctx: &Ctx) -> (u8, u8, u8) {
    let (lo, hi) = ctx.system.options.notrump;
    notrump_of(ctx, ctx.partner()).unwrap_or((1, lo, hi))
}

/// Opener after a Stayman auction ended in no-trump: find the spade fit
/// responder promised, or accept/decline the invitation.
fn opener_after_stayman_nt(ctx: &Ctx, out: &mut Out, rule: &str) {
    let (_, lo, hi) = my_notrump(ctx);
    let showed_hearts = ctx.my_rule() == Some("sayc.nt.stayman_major")
        && ctx.bids_of(ctx.me).last().map(|b| b.strain == Strain::Hearts).unwrap_or(false);
    if showed_hearts {
        let level = if rule == "sayc.nt.stayman_3nt" { 4 } else { 3 };
        out.add(bid(level, Strain::Spades), |c| {
            Candidate::new(
                "sayc.nt.stayman_spades",
                c,
                Constraint::any().min_len(Suit::Spades, 4),
                "{bid}: I have four ♠ too; partner's Stayman promised a major",
            )
            .arg("bid", c)
            .priority(300)
        });
        if level == 3 {
            out.add(bid(4, Strain::Spades), |c| {
                Candidate::new(
                    "sayc.nt.stayman_spades",
                    c,
                    Constraint::hcp(hi.saturating_sub(1), 37).min_len(Suit::Spades, 4),
                    "4♠: four ♠ and a maximum",
                )
                .priority(301)
            });
        }
    }
    if rule == "sayc.nt.stayman_2nt" {
        out.add(bid(3, Strain::NoTrump), |c| {
            Candidate::new("sayc.nt.accept", c, Constraint::hcp(lo + 1, 37), "3NT: accepts the invitation")
                .priority(290)
        });
        out.add(Some(Call::Pass), |c| {
            Candidate::new("sayc.nt.decline", c, Constraint::hcp(0, lo), "Pass: a minimum, declines the invitation")
                .priority(289)
        });
    }
}

/// Responder's rebid after opener completed the transfer.
fn after_transfer(ctx: &Ctx, out: &mut Out) {
    let Some(Call::Bid(done)) = ctx.partner_call() else { return };
    let Some(major) = done.strain.trump() else { return };
    if ctx.partner_rule() == Some("sayc.nt.super_accept") {
        let (_, lo, _) = partner_notrump_from_opening(ctx);
        out.add(bid(4, strain(major)), |c| {
            Candidate::new(
                "sayc.nt.after_super",
                c,
                Constraint::hcp(23u8.saturating_sub(lo), 37),
                "4{suit}: game opposite the super-accept",
            )
            .arg("suit", major.symbol())
            .priority(300)
        });
        out.add(Some(Call::Pass), |c| {
            Candidate::new("sayc.nt.after_super_pass", c, Constraint::any(), "Pass: no game even opposite a maximum")
                .priority(299)
        });
        return;
    }
    let (level, lo, hi) = partner_notrump_from_opening(ctx);
    let invite = (25u8.saturating_sub(hi), 24u8.saturating_sub(lo));
    let game = (25u8.saturating_sub(lo), 31u8.saturating_sub(hi));
    let m = major.symbol();
    out.add(Some(Call::Pass), |c| {
        Candidate::new(
            "sayc.nt.transfer_pass",
            c,
            Constraint::hcp(0, invite.0.saturating_sub(1)),
            "Pass: weak, to play in {suit}",
        )
        .arg("suit", m)
        .priority(300)
    });
    if level == 1 {
        out.add(bid(2, Strain::NoTrump), |c| {
            Candidate::new(
                "sayc.nt.transfer_2nt",
                c,
                Constraint::hcp(invite.0, invite.1).len(major, 5, 5),
                "2NT: exactly five {suit}, invites game",
            )
            .arg("suit", m)
            .forcing(Forcing::Invitational)
            .priority(300)
        });
        out.add(bid(3, strain(major)), |c| {
            Candidate::new(
                "sayc.nt.transfer_invite",
                c,
                Constraint::hcp(invite.0, invite.1).min_len(major, 6),
                "3{suit}: six or more {suit}, invites game",
            )
            .arg("suit", m)
            .forcing(Forcing::Invitational)
            .priority(300)
        });
    }
    out.add(bid(3, Strain::NoTrump), |c| {
        Candidate::new(
            "sayc.nt.transfer_3nt",
            c,
            Constraint::hcp(game.0, game.1).len(major, 5, 5),
            "3NT: exactly five {suit}, game values; choice of games",
        )
        .arg("suit", m)
        .priority(300)
    });
    out.add(bid(4, strain(major)), |c| {
        Candidate::new(
            "sayc.nt.transfer_game",
            c,
            Constraint::hcp(game.0, game.1).min_len(major, 6),
            "4{suit}: six or more {suit}, game values",
        )
        .arg("suit", m)
        .forcing(Forcing::SignOff)
        .priority(300)
    });
    // Five cards in the major and a quantitative slam invitation.
    let quant = (33u8.saturating_sub(hi), 32u8.saturating_sub(lo));
    out.add(bid(4, Strain::NoTrump).filter(|_| level == 1), |c| {
        Candidate::new(
            "sayc.nt.transfer_quantitative",
            c,
            Constraint::hcp(quant.0, quant.1).len(major, 5, 5),
            "4NT: five {suit}, invites a slam ({lo}–{hi} HCP)",
        )
        .arg("suit", m)
        .arg("lo", quant.0)
        .arg("hi", quant.1)
        .forcing(Forcing::SlamTry)
        .priority(301)
    });
    // Booklet, "Jacoby transfers": a new suit after the transfer is natural
    // and forcing to game. With a second five-card suit it comes before
    // 3NT (a two-suiter is not a hand for no-trump); with four, 3NT first.
    for (second, priority) in [(5u8, 302u16), (4, 295)] {
        for suit in Suit::DESCENDING {
            if suit == major {
                continue;
            }
            out.add(ctx.cheapest(strain(suit)).filter(|b| b.level.get() <= 3).map(Call::Bid), |c| {
                Candidate::new(
                    "sayc.nt.transfer_new_suit",
                    c,
                    Constraint::hcp(game.0, 37).min_len(suit, second).min_len(major, 5),
                    "{bid}: a second suit, game forcing",
                )
                .arg("bid", c)
                .forcing(Forcing::GameForcing)
                .priority(priority)
            });
        }
    }
    // Textbook valuation: a six-card major is worth a point more than its
    // high cards (HCP plus length points, 2 for the sixth card, less one).
    if level == 1 {
        out.add(bid(3, strain(major)), |c| {
            Candidate::new(
                "sayc.nt.transfer_invite",
                c,
                Constraint::any().min_len(major, 6).total(invite.0 + 1, invite.1 + 1),
                "3{suit}: six or more {suit}, invites game",
            )
            .arg("suit", m)
            .forcing(Forcing::Invitational)
            .priority(301)
        });
    }
    out.add(bid(4, strain(major)), |c| {
        Candidate::new(
            "sayc.nt.transfer_game",
            c,
            Constraint::any().min_len(major, 6).total(game.0 + 1, game.1 + 3),
            "4{suit}: six or more {suit}, game values",
        )
        .arg("suit", m)
        .forcing(Forcing::SignOff)
        .priority(301)
    });
}

/// Opener after 1NT–transfer–4NT: slam with a maximum (in the major with
/// three cards), five of the major or pass with a minimum.
fn opener_after_transfer_quantitative(ctx: &Ctx, out: &mut Out) {
    let (_, lo, _) = my_notrump(ctx);
    let Some(major) = ctx.bids_of(ctx.me).last().and_then(|b| b.strain.trump()) else { return };
    let m = major.symbol();
    let max = Constraint::hcp(lo + 1, 37);
    let min = Constraint::hcp(0, lo);
    out.add(bid(6, strain(major)), |c| {
        Candidate::new(
            "sayc.nt.quantitative_answer",
            c,
            max.clone().min_len(major, 3),
            "{bid}: a maximum with three {suit}",
        )
        .arg("bid", c)
        .arg("suit", m)
        .forcing(Forcing::SignOff)
        .priority(302)
    });
    out.add(bid(6, Strain::NoTrump), |c| {
        Candidate::new("sayc.nt.quantitative_answer", c, max.max_len(major, 2), "6NT: a maximum, only two {suit}")
            .arg("suit", m)
            .forcing(Forcing::SignOff)
            .priority(301)
    });
    out.add(bid(5, strain(major)), |c| {
        Candidate::new(
            "sayc.nt.quantitative_answer",
            c,
            min.clone().min_len(major, 3),
            "{bid}: a minimum with three {suit}",
        )
        .arg("bid", c)
        .arg("suit", m)
        .forcing(Forcing::SignOff)
        .priority(300)
    });
    out.add(Some(Call::Pass), |c| {
        Candidate::new("sayc.nt.quantitative_answer", c, min, "Pass: a minimum with two {suit}")
            .arg("suit", m)
            .priority(299)
    });
}

/// Opener after responder's rebid following a transfer.
fn opener_after_transfer_rebid(ctx: &Ctx, out: &mut Out, rule: &str) {
    let (_, lo, _) = my_notrump(ctx);
    let Some(major) = ctx.bids_of(ctx.me).last().and_then(|b| b.strain.trump()) else { return };
    let m = major.symbol();
    let max = Constraint::hcp(lo + 1, 37);
    let min = Constraint::hcp(0, lo);
    match rule {
        "sayc.nt.transfer_2nt" => {
            out.add(bid(4, strain(major)), |c| {
                Candidate::new(
                    "sayc.nt.accept_fit",
                    c,
                    max.clone().min_len(major, 3),
                    "4{suit}: a maximum with three {suit}",
                )
                .arg("suit", m)
                .priority(300)
            });
            out.add(bid(3, Strain::NoTrump), |c| {
                Candidate::new("sayc.nt.accept", c, max.clone().max_len(major, 2), "3NT: a maximum, only two {suit}")
                    .arg("suit", m)
                    .priority(299)
            });
            out.add(bid(3, strain(major)), |c| {
                Candidate::new(
                    "sayc.nt.decline_fit",
                    c,
                    min.clone().min_len(major, 3),
                    "3{suit}: a minimum with three {suit}",
                )
                .arg("suit", m)
                .priority(298)
            });
            out.add(Some(Call::Pass), |c| {
                Candidate::new("sayc.nt.decline", c, min.clone(), "Pass: a minimum with two {suit}")
                    .arg("suit", m)
                    .priority(297)
            });
        }
        "sayc.nt.transfer_3nt" => {
            out.add(bid(4, strain(major)), |c| {
                Candidate::new(
                    "sayc.nt.choose_major",
                    c,
                    Constraint::any().min_len(major, 3),
                    "4{suit}: three or more {suit}, the major-suit game",
                )
                .arg("suit", m)
                .priority(300)
            });
            out.add(Some(Call::Pass), |c| {
                Candidate::new(
                    "sayc.nt.choose_nt",
                    c,
                    Constraint::any().max_len(major, 2),
                    "Pass: only two {suit}, 3NT",
                )
                .arg("suit", m)
                .priority(299)
            });
        }
        _ => accept_or_decline(ctx, out, "sayc.nt.invite_answer"),
    }
}

/// Accept a natural invitation with a maximum (bid the game or slam it
/// invites), decline with a minimum.
fn accept_or_decline(ctx: &Ctx, out: &mut Out, rule: &'static str) {
    let Some(Call::Bid(inv)) = ctx.partner_call() else { return };
    let (_, lo, _) = my_notrump(ctx);
    let target = match (inv.level.get(), inv.strain) {
        (4, Strain::NoTrump) => bid(6, Strain::NoTrump),
        (l, s) => bid(ctx.game_level(s).max(l + 1), s),
    };
    out.add(target, |c| {
        Candidate::new(rule, c, Constraint::hcp(lo + 1, 37), "{bid}: accepts the invitation with a maximum")
            .arg("bid", c)
            .priority(280)
    });
    out.add(Some(Call::Pass), |c| {
        Candidate::new(rule, c, Constraint::hcp(0, lo), "Pass: declines the invitation with a minimum").priority(279)
    });
}

/// Quantitative 4NT (invites 6NT with `quant`) and 6NT (more than that)
/// opposite partner's no-trump of `lo` and up; `needs` says how the values
/// are counted (HCP, or total points when a long suit adds tricks).
fn slam_bids(out: &mut Out, quant: (u8, u8), lo: u8, priority: u16, needs: impl Fn(u8, u8) -> Constraint) {
    out.add(bid(4, Strain::NoTrump), |c| {
        Candidate::new(
            "sayc.nt.quantitative",
            c,
            needs(quant.0, quant.1),
            "4NT: quantitative, invites 6NT with {lo}–{hi} HCP",
        )
        .arg("lo", quant.0)
        .arg("hi", quant.1)
        .forcing(Forcing::SlamTry)
        .priority(priority)
    });
    out.add(bid(6, Strain::NoTrump), |c| {
        Candidate::new(
            "sayc.nt.slam",
            c,
            needs(quant.1 + 1, 37u8.min(36u8.saturating_sub(lo))),
            "6NT: to play, enough for a small slam",
        )
        .forcing(Forcing::SignOff)
        .priority(priority + 1)
    });
}
