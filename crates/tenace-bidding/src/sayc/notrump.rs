//! The no-trump structures: responses to 1NT and 2NT (Stayman, Jacoby
//! transfers, the 2♠ minor-suit puppet, invitations, quantitative 4NT) and
//! the continuations of each, for opener and responder. The same structure
//! applies after a 1NT overcall ("systems on").

use super::{bid, strain, Out};
use crate::context::Ctx;
use crate::rule::{Candidate, Forcing};
use crate::shows::{Constraint, ShapeReq, Test};
use tenace_bridge::{Call, Strain};
use tenace_cards::Suit;

/// The range and level of partner's natural no-trump call, if partner's last
/// call was one that the no-trump structure answers.
fn partner_notrump(ctx: &Ctx) -> Option<(u8, u8, u8)> {
    let m = ctx.last_meaning(ctx.partner())?;
    let Call::Bid(b) = m.call else { return None };
    let (lo, hi) = ctx.system.options.notrump;
    match m.rule.as_str() {
        "sayc.open.1nt" => Some((1, lo, hi)),
        "sayc.open.2nt" => Some((2, 20, 21)),
        "sayc.overcall.1nt" => Some((b.level.get(), 15, 18)),
        "sayc.2c.rebid_2nt" => Some((2, 22, 24)),
        _ => None,
    }
}

/// Responder's first call after partner's 1NT or 2NT (opening or overcall).
pub fn responses(ctx: &Ctx, out: &mut Out) {
    let Some((level, lo, hi)) = partner_notrump(ctx) else { return };
    // Over an overcall of partner's no-trump the structure is off: natural.
    if matches!(ctx.rho_call(), Some(Call::Bid(_))) {
        return;
    }
    let invite = (25u8.saturating_sub(hi), 24u8.saturating_sub(lo));
    let game = (25u8.saturating_sub(lo), 32u8.saturating_sub(hi));
    let quant = (33u8.saturating_sub(hi), 32u8.saturating_sub(lo));
    let ask = level + 1;
    out.add(bid(ask, Strain::Clubs), |c| {
        Candidate::new(
            "sayc.nt.stayman",
            c,
            Constraint::hcp(invite.0, 37).test(Test::FourCardMajor),
            "{bid}: Stayman, asks for a four-card major; {lo}+ HCP with a four-card major",
        )
        .arg("bid", c)
        .arg("lo", invite.0)
        .forcing(Forcing::OneRound)
        .priority(140)
        .artificial()
    });
    for (via, major) in [(Strain::Diamonds, Suit::Hearts), (Strain::Hearts, Suit::Spades)] {
        let mut needs = Constraint::any().min_len(major, 5);
        let other = if major == Suit::Hearts { Suit::Spades } else { Suit::Hearts };
        // With 5-5 transfer to spades first; with a longer heart suit hearts.
        needs = needs.test(if major == Suit::Spades { Test::LenGe(major, other) } else { Test::LenGt(major, other) });
        out.add(bid(ask, via), |c| {
            Candidate::new("sayc.nt.transfer", c, needs, "{bid}: Jacoby transfer, 5+ {suit}; partner bids {suit}")
                .arg("bid", c)
                .arg("suit", major.symbol())
                .forcing(Forcing::OneRound)
                .priority(150)
                .artificial()
        });
    }
    if level == 1 {
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
                    Constraint::hcp(invite.0, invite.1).min_len(minor, 6).test(Test::GoodSuit(minor)),
                    "3{suit}: a good six-card {suit} suit, invites 3NT",
                )
                .arg("suit", minor.symbol())
                .forcing(Forcing::Invitational)
                .priority(120)
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
    out.add(bid(3, Strain::NoTrump), |c| {
        Candidate::new("sayc.nt.game", c, no_major.clone().total(game.0, game.1), "3NT: to play, {lo}–{hi} HCP")
            .arg("lo", game.0)
            .arg("hi", game.1)
            .forcing(Forcing::SignOff)
            .priority(110)
    });
    slam_bids(out, quant, lo, 115, |min, max| Constraint::any().total(min, max).shape(ShapeReq::SemiBalanced));
    out.add(Some(Call::Pass), |c| {
        Candidate::new(
            "sayc.nt.pass",
            c,
            Constraint::hcp(0, invite.0.saturating_sub(1)),
            "Pass: too weak for game opposite {lo}–{hi} HCP",
        )
        .arg("lo", lo)
        .arg("hi", hi)
        .forcing(Forcing::SignOff)
        .priority(96)
    });
}

/// Answers to partner's Stayman, transfer and puppet, and the continuations.
pub fn answers(ctx: &Ctx, out: &mut Out) {
    let Some(rule) = ctx.partner_rule().map(str::to_owned) else { return };
    let interfered = !matches!(ctx.rho_call(), Some(Call::Pass));
    match rule.as_str() {
        "sayc.nt.stayman" if !interfered => stayman_answer(ctx, out),
        "sayc.nt.transfer" if !interfered => transfer_completion(ctx, out),
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
        _ => {}
    }
}

/// My own no-trump range (for continuations).
fn my_notrump(ctx: &Ctx) -> (u8, u8, u8) {
    let (lo, hi) = ctx.system.options.notrump;
    let first = ctx.meanings_of(ctx.me).find(|m| matches!(m.call, Call::Bid(_)));
    match first.map(|m| m.rule.as_str()) {
        Some("sayc.open.2nt") => (2, 20, 21),
        Some("sayc.overcall.1nt") => (1, 15, 18),
        Some("sayc.2c.rebid_2nt") => (2, 22, 24),
        _ => (1, lo, hi),
    }
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
    let (_, _, hi) = my_notrump(ctx);
    out.add(bid(t.level.get() + 1, strain(major)), |c| {
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
    let game = (25u8.saturating_sub(lo), 31u8.saturating_sub(hi));
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
        }
    }
    if level == 1 {
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
    }
    out.add(bid(3, Strain::NoTrump), |c| {
        Candidate::new("sayc.nt.stayman_3nt", c, Constraint::hcp(game.0, game.1), "3NT: no fit found, game values")
            .forcing(Forcing::NonForcing)
            .priority(290)
    });
    let quant = (33u8.saturating_sub(hi), 32u8.saturating_sub(lo));
    slam_bids(out, quant, lo, 291, Constraint::hcp);
}

/// The range of the no-trump bid our side opened (partner's, from responder's seat).
fn partner_notrump_from_opening(ctx: &Ctx) -> (u8, u8, u8) {
    let (lo, hi) = ctx.system.options.notrump;
    let first = ctx.meanings_of(ctx.partner()).find(|m| matches!(m.call, Call::Bid(_)));
    match first.map(|m| m.rule.as_str()) {
        Some("sayc.open.2nt") => (2, 20, 21),
        Some("sayc.overcall.1nt") => (1, 15, 18),
        Some("sayc.2c.rebid_2nt") => (2, 22, 24),
        _ => (1, lo, hi),
    }
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
    for suit in Suit::DESCENDING {
        if suit == major {
            continue;
        }
        out.add(ctx.cheapest(strain(suit)).filter(|b| b.level.get() <= 3).map(Call::Bid), |c| {
            Candidate::new(
                "sayc.nt.transfer_new_suit",
                c,
                Constraint::hcp(game.0, 37).min_len(suit, 4).min_len(major, 5),
                "{bid}: a second suit, game forcing",
            )
            .arg("bid", c)
            .forcing(Forcing::GameForcing)
            .priority(295)
        });
    }
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
