//! Placing the contract once partner has described the hand: the "captain"
//! rules. From what partner's calls showed (minimum and maximum HCP, known
//! suit lengths) each rule states how many points and cards *I* need for a
//! slam, a game, an invitation, a partscore or competing, so the choice is
//! still a constraint on my hand and explains itself.
//!
//! Points needed by the partnership for a contract (HCP with distribution
//! counted for suit play): 20 for two of a suit, 23 for three, 25 for 3NT
//! and four of a major, 28 for five of a minor, 33 for a small slam, 37
//! for a grand.

use super::{bid, strain, Out, SUITS};
use crate::context::Ctx;
use crate::rule::{Candidate, Forcing};
use crate::shows::{Constraint, Shows, Test};
use tenace_bridge::{Call, Strain};
use tenace_cards::Suit;

/// Partnership points needed to make `level` in `strain`.
pub fn points_needed(level: u8, strain: Strain) -> u8 {
    match (level, strain) {
        (1, Strain::NoTrump) => 20,
        (2, Strain::NoTrump) => 23,
        (3, Strain::NoTrump) => 25,
        (4, Strain::NoTrump) | (5, Strain::NoTrump) => 29,
        (1, _) => 17,
        (2, _) => 20,
        (3, _) => 23,
        (4, _) => 25,
        (5, _) => 28,
        (6, _) => 33,
        _ => 37,
    }
}

/// A suit where partner's known minimum length plus `mine` makes 8+ cards.
fn cards_for_fit(p: &Shows, suit: Suit, fit: u8) -> Option<u8> {
    let theirs = p.len(suit).min;
    (theirs >= 2).then(|| fit.saturating_sub(theirs).max(1))
}

/// A points test: dummy points in partner's suit, total points otherwise.
fn points(ctx: &Ctx, suit: Option<Suit>, min: u8, max: u8) -> Constraint {
    let p = ctx.partner_known();
    match suit {
        Some(s) if p.len(s).min >= 4 => Constraint::any().dummy(min, max),
        Some(_) => Constraint::any().total(min, max),
        None => Constraint::hcp(min, max),
    }
}

pub fn candidates(ctx: &Ctx, out: &mut Out) {
    let p = ctx.partner_known();
    let partner_spoke = ctx.calls_of(ctx.partner()).iter().any(|c| *c != Call::Pass);
    if !partner_spoke {
        return;
    }
    // Responder's first call over an uncontested one-of-a-suit opening is the
    // responses' (a direct game there means something else: 1♠–4♠ is weak).
    let first_response = super::role(ctx) == super::Role::Responder
        && ctx.bids_of(ctx.me).is_empty()
        && !ctx.calls_of(ctx.me).contains(&Call::Double)
        && ctx.rho_call() == Some(Call::Pass)
        && ctx.opening().map(|(_, b)| b.level.get() == 1 && b.strain != Strain::NoTrump).unwrap_or(false);
    if first_response {
        return;
    }
    let (pmin, pmax) = (p.hcp.min, p.hcp.max.min(37));
    // Suit contracts count partner's distribution too.
    let (smin, smax) = (p.pts.min.max(pmin), p.pts.max.min(pmax + 6).max(p.pts.min.max(pmin)));
    let lo_for = |s: Strain| if s == Strain::NoTrump { pmin } else { smin };
    let hi_for = |s: Strain| if s == Strain::NoTrump { pmax } else { smax };
    let theirs = ctx.opponents_suits();
    let standing = ctx.standing();
    let ours = standing.map(|s| s.bidder.side() == ctx.side()).unwrap_or(false);

    // Strains we may play in: suits with a possible 8-card fit, and no-trump.
    let mut fits: Vec<(Strain, Constraint)> = Vec::new();
    for suit in SUITS {
        if let Some(mine) = cards_for_fit(&p, suit, 8) {
            fits.push((strain(suit), Constraint::any().min_len(suit, mine)));
        }
    }
    let mut nt = Constraint::any();
    for suit in [Suit::Spades, Suit::Hearts] {
        if p.len(suit).min >= 4 {
            nt = nt.max_len(suit, 7u8.saturating_sub(p.len(suit).min));
        }
    }
    for &s in &theirs {
        nt = nt.test(Test::Stopper(s));
    }
    // With three suits bid by our side (and no no-trump from partner), the
    // fourth needs a stopper.
    let our_suits: Vec<Suit> = ctx
        .meanings
        .iter()
        .filter(|m| m.seat.side() == ctx.side() && !m.artificial)
        .filter_map(|m| match m.call {
            Call::Bid(b) => b.strain.trump(),
            _ => None,
        })
        .collect();
    let partner_nt = ctx.bids_of(ctx.partner()).iter().any(|b| b.strain == Strain::NoTrump);
    let unbid: Vec<Suit> = SUITS.into_iter().filter(|s| !our_suits.contains(s) && !theirs.contains(s)).collect();
    if unbid.len() == 1 && !partner_nt {
        nt = nt.test(Test::Stopper(unbid[0]));
    }
    // No singleton or void unless partner has shown length there.
    for suit in SUITS {
        if p.len(suit).min < 2 {
            nt = nt.min_len(suit, 2);
        }
    }
    for suit in SUITS {
        nt = nt.max_len(suit, 6);
    }
    fits.push((Strain::NoTrump, nt));

    // 0. Partner signed off below game in an uncontested auction (a weak
    // rebid of a long suit, a preemptive raise): the decision is made.
    if let Some(m) = ctx.last_meaning(ctx.partner()) {
        if let (Forcing::SignOff, Call::Bid(b)) = (m.forcing, m.call) {
            let i_forced = ctx
                .last_meaning(ctx.me)
                .map(|me| matches!(me.forcing, Forcing::OneRound | Forcing::GameForcing))
                .unwrap_or(false);
            if !ctx.opponents_active() && !i_forced && b.level.get() < ctx.game_level(b.strain) {
                out.add(Some(Call::Pass), |c| {
                    Candidate::new("sayc.place.respect_sign_off", c, Constraint::any(), "Pass: partner signed off")
                        .forcing(Forcing::SignOff)
                        .priority(105)
                });
            }
        }
    }

    // 1. Content: our side is at or above game in a fit or no-trump, no slam.
    if let Some(st) = standing.filter(|_| ours) {
        let s = st.bid.strain;
        let fitting = s == Strain::NoTrump
            || s.trump()
                .map(|t| p.len(t).min >= 3 || ctx.bids_of(ctx.me).iter().any(|b| b.strain == s))
                .unwrap_or(false);
        if fitting && st.bid.level.get() >= ctx.game_level(s) {
            let slam_from = 33u8.saturating_sub(lo_for(s));
            out.add(Some(Call::Pass), |c| {
                Candidate::new(
                    "sayc.place.content_game",
                    c,
                    points(ctx, s.trump(), 0, slam_from.saturating_sub(1)),
                    "Pass: game reached and no slam in view",
                )
                .forcing(Forcing::SignOff)
                .priority(101)
            });
        }
        if fitting && st.bid.level.get() < ctx.game_level(s) && !ctx.in_game_force_below_game() {
            let game_from = points_needed(ctx.game_level(s), s).saturating_sub(hi_for(s));
            out.add(Some(Call::Pass), |c| {
                Candidate::new(
                    "sayc.place.content_part",
                    c,
                    points(ctx, s.trump(), 0, game_from.saturating_sub(1)),
                    "Pass: no game even opposite partner's maximum",
                )
                .forcing(Forcing::SignOff)
                .priority(95)
            });
        }
    }

    // 2. Slam in no-trump without a fit (suit slams go through Blackwood).
    let six = 33u8.saturating_sub(pmin);
    let seven = 37u8.saturating_sub(pmin);
    out.add(bid(7, Strain::NoTrump), |c| {
        Candidate::new(
            "sayc.place.grand_nt",
            c,
            fits_nt(&fits).and_hcp(seven, 37),
            "7NT: the partnership holds 37+ HCP",
        )
        .forcing(Forcing::SignOff)
        .priority(104)
    });
    out.add(bid(6, Strain::NoTrump), |c| {
        Candidate::new("sayc.place.slam_nt", c, fits_nt(&fits).and_hcp(six, 37), "6NT: the partnership holds 33+ HCP")
            .forcing(Forcing::SignOff)
            .priority(103)
    });

    // 2b. Over partner's natural no-trump, 4NT invites 6NT (booklet: quantitative).
    let partner_nt = ctx.last_meaning(ctx.partner()).map(|m| super::slam::natural_notrump(&m.rule)).unwrap_or(false);
    if partner_nt && pmax > pmin {
        let (lo, hi) = (33u8.saturating_sub(pmax), 32u8.saturating_sub(pmin));
        out.add(bid(4, Strain::NoTrump), |c| {
            Candidate::new(
                "sayc.nt.quantitative",
                c,
                fits_nt(&fits).and_hcp(lo, hi),
                "4NT: quantitative, invites 6NT with {lo}–{hi} HCP",
            )
            .arg("lo", lo)
            .arg("hi", hi)
            .forcing(Forcing::SlamTry)
            .priority(103)
        });
    }

    // 3. Games: majors, then no-trump, then minors.
    for (i, (s, base)) in fits.iter().enumerate() {
        let level = ctx.game_level(*s);
        let need = points_needed(level, *s).saturating_sub(lo_for(*s));
        let priority = match s {
            Strain::Spades | Strain::Hearts => 100,
            Strain::NoTrump => 99,
            _ => 97,
        } - (i as u16 % 2);
        let needs = base.clone().and(points(ctx, s.trump(), need, 32u8.saturating_sub(lo_for(*s))));
        out.add(bid(level, *s), |c| {
            Candidate::new(
                "sayc.place.game",
                c,
                needs,
                "{bid}: game, enough values together ({need}+ with partner's minimum)",
            )
            .arg("bid", c)
            .arg("need", need)
            .forcing(Forcing::SignOff)
            .priority(priority)
        });
    }

    // 3b. Game values but no game bid fits yet: a forcing bid below game in
    // my longest suit keeps the auction going (never pass with 25+ together).
    let gf = 25u8.saturating_sub(pmin);
    for suit in SUITS {
        let Some(cheap) = ctx.cheapest(strain(suit)) else { continue };
        if cheap.level.get() >= ctx.game_level(strain(suit)) || !ours && standing.is_some() {
            continue;
        }
        // A suit partner supports is raised to game or invited in, not forced in.
        if p.len(suit).min >= 3 {
            continue;
        }
        let needs = Constraint::hcp(gf, 37).min_len(suit, 4).longest(suit, SUITS);
        out.add(Some(Call::Bid(cheap)), |c| {
            Candidate::new(
                "sayc.place.force",
                c,
                needs,
                "{bid}: game values together ({gf}+ HCP with partner's minimum), a forcing bid in my longest suit",
            )
            .arg("bid", c)
            .arg("gf", gf)
            .forcing(Forcing::OneRound)
            .priority(86)
        });
    }

    // 4. Invitations one below game, when partner's range is narrow enough
    // for me to be the captain and leaves room (a wide range bids again).
    {
        for (s, base) in &fits {
            let (lo_p, hi_p) = (lo_for(*s), hi_for(*s));
            if hi_p <= lo_p + 1 || hi_p > lo_p + 6 {
                continue;
            }
            let level = ctx.game_level(*s);
            // A minor-suit invitation above 3NT would pass the likelier game.
            if level < 2 || (s.trump().is_some_and(|t| t.is_minor()) && level - 1 > 3) {
                continue;
            }
            let game = points_needed(level, *s);
            // A suit's points count shape on both sides: invite only when
            // partner's maximum brings 26 (no-trump: 25).
            let reach = if *s == Strain::NoTrump { game } else { game + 1 };
            let lo = reach.saturating_sub(hi_for(*s));
            let hi = game.saturating_sub(lo_for(*s)).saturating_sub(1);
            if lo > hi {
                continue;
            }
            let needs = base.clone().and(points(ctx, s.trump(), lo, hi));
            out.add(bid(level - 1, *s), |c| {
                Candidate::new("sayc.place.invite", c, needs, "{bid}: invites game; partner bids it with a maximum")
                    .arg("bid", c)
                    .forcing(Forcing::Invitational)
                    .priority(match s {
                        Strain::NoTrump => 89,
                        Strain::Clubs | Strain::Diamonds => 88,
                        _ => 90,
                    })
            });
        }
    }

    // 5. Accepting partner's natural invitation.
    if let Some(m) = ctx.last_meaning(ctx.partner()) {
        if let (Forcing::Invitational, Call::Bid(b), false) = (m.forcing, m.call, m.artificial) {
            let level = ctx.game_level(b.strain);
            if b.level.get() < level {
                let need = points_needed(level, b.strain).saturating_sub(hi_for(b.strain)) + 1;
                // A suit game needs a fit: eight cards with partner's shown
                // length (shortness in partner's suit is no asset there).
                let fit = b.strain.trump().and_then(|s| cards_for_fit(&p, s, 8).map(|mine| (s, mine)));
                let with_fit = fit.map(|(s, mine)| Constraint::any().min_len(s, mine)).unwrap_or_default();
                if let Some((s, mine)) = fit.filter(|&(_, mine)| mine > 1) {
                    // Textbook practice: without that fit, an invitation in
                    // partner's suit is passed unless the hand has well
                    // more than needed (then the other placement rules).
                    out.add(Some(Call::Pass), |c| {
                        Candidate::new(
                            "sayc.place.decline",
                            c,
                            Constraint::hcp(0, need + 2).max_len(s, mine - 1),
                            "Pass: declines partner's invitation",
                        )
                        .forcing(Forcing::SignOff)
                        .priority(103)
                    });
                }
                out.add(bid(level, b.strain), |c| {
                    Candidate::new(
                        "sayc.place.accept",
                        c,
                        points(ctx, b.strain.trump(), need, 37).and(with_fit),
                        "{bid}: accepts partner's invitation",
                    )
                    .arg("bid", c)
                    .forcing(Forcing::SignOff)
                    .priority(102)
                });
                out.add(Some(Call::Pass), |c| {
                    Candidate::new(
                        "sayc.place.decline",
                        c,
                        points(ctx, b.strain.trump(), 0, need.saturating_sub(1)),
                        "Pass: declines partner's invitation",
                    )
                    .forcing(Forcing::SignOff)
                    .priority(101)
                });
            }
        }
    }

    // 6. Partscores: preference to partner's suit, competing with a fit, a long suit of my own.
    for suit in SUITS {
        let Some(cheap) = ctx.cheapest(strain(suit)) else { continue };
        let level = cheap.level.get();
        if level > 3 {
            continue;
        }
        let fit_cards = if level == 3 { 9 } else { 8 };
        if let Some(mine) = cards_for_fit(&p, suit, fit_cards) {
            let need = if ours { 0 } else { 20u8.saturating_sub(pmin).max(6) };
            let rule = if ours { "sayc.place.preference" } else { "sayc.place.compete" };
            let template = if ours {
                "{bid}: to play, our best fit"
            } else {
                "{bid}: competes for the partscore with a {cards}-card fit"
            };
            out.add(Some(Call::Bid(cheap)), |c| {
                Candidate::new(
                    rule,
                    c,
                    Constraint::any().min_len(suit, mine).and(points(ctx, Some(suit), need, 40)),
                    template,
                )
                .arg("bid", c)
                .arg("cards", fit_cards)
                .priority(if ours { 80 } else { 82 })
            });
        }
        if level <= 2 || (level == 3 && !ours) {
            let own = Constraint::any()
                .min_len(suit, if level == 3 { 7 } else { 6 })
                .test(Test::GoodSuit(suit))
                .and(Constraint::hcp(if ours { 0 } else { 8 }, 40));
            out.add(Some(Call::Bid(cheap)), |c| {
                Candidate::new("sayc.place.own_suit", c, own, "{bid}: a long suit of my own, to play")
                    .arg("bid", c)
                    .priority(70)
            });
        }
    }
}

/// The no-trump entry of `fits` (always present).
fn fits_nt(fits: &[(Strain, Constraint)]) -> Constraint {
    fits.iter().find(|(s, _)| *s == Strain::NoTrump).map(|(_, c)| c.clone()).unwrap_or_default()
}
