//! Slam bidding: Blackwood (4NT, with 5NT for kings), Gerber (4♣ over
//! partner's no-trump), control cue bids, and the grand slam force.

use super::{bid, strain, Out, SUITS};
use crate::context::Ctx;
use crate::rule::{Candidate, Forcing};
use crate::shows::{Constraint, Test};
use tenace_bridge::{Call, Strain};
use tenace_cards::Suit;

/// The suit our side has agreed, as far as the calls show: the last suit
/// bid naturally by our side in which partner has shown three or more
/// cards or which we both bid.
pub fn agreed_suit(ctx: &Ctx) -> Option<Suit> {
    let p = ctx.partner_known();
    let me = ctx.known(ctx.me);
    ctx.meanings
        .iter()
        .rev()
        .filter(|m| m.seat.side() == ctx.side() && !m.artificial)
        .filter_map(|m| match m.call {
            Call::Bid(b) => b.strain.trump(),
            _ => None,
        })
        .find(|&s| p.len(s).min + me.len(s).min >= 8 || (p.len(s).min >= 3 && me.len(s).min >= 3))
}

/// A suit partner has shown (3+) that I might support: for asking.
fn fit_candidates(ctx: &Ctx) -> Vec<(Suit, u8)> {
    let p = ctx.partner_known();
    let mut out: Vec<(Suit, u8)> = Vec::new();
    if let Some(s) = agreed_suit(ctx) {
        out.push((s, 0));
    }
    for s in SUITS {
        if p.len(s).min >= 3 && !out.iter().any(|(x, _)| *x == s) {
            out.push((s, 8u8.saturating_sub(p.len(s).min)));
        }
    }
    out
}

pub fn asks(ctx: &Ctx, out: &mut Out) {
    let p = ctx.partner_known();
    if !ctx.calls_of(ctx.partner()).iter().any(|c| *c != Call::Pass) {
        return;
    }
    let asked_before = ctx.meanings_of(ctx.me).any(|m| m.rule.starts_with("sayc.slam."));
    if asked_before {
        return;
    }
    let slam = 33u8.saturating_sub(p.pts.min.max(p.hcp.min));
    // Booklet: over partner's natural no-trump, 4NT is quantitative and
    // 4♣ (Gerber) asks for aces.
    let partner_nt = ctx.last_meaning(ctx.partner()).map(|m| natural_notrump(&m.rule)).unwrap_or(false);
    for (suit, mine) in fit_candidates(ctx).into_iter().filter(|_| !partner_nt) {
        let base = Constraint::any().min_len(suit, mine.max(1)).dummy(slam, 40);
        // The grand slam force: every side suit controlled, trumps lacking.
        let mut gsf = base.clone().test(Test::AtMostOneTopHonour(suit));
        for side in SUITS {
            if side != suit {
                gsf = gsf.test(Test::FirstRoundControl(side));
            }
        }
        out.add(bid(5, Strain::NoTrump), |c| {
            Candidate::new(
                "sayc.slam.gsf",
                c,
                gsf,
                "5NT: grand slam force, bid seven with two of the top three {suit} honours",
            )
            .arg("suit", suit.symbol())
            .forcing(Forcing::SlamTry)
            .priority(108)
            .artificial()
        });
        out.add(bid(4, Strain::NoTrump), |c| {
            Candidate::new(
                "sayc.slam.blackwood",
                c,
                base.clone().test(Test::NoVoid),
                "4NT: Blackwood, asks for aces; slam values in {suit}",
            )
            .arg("suit", suit.symbol())
            .forcing(Forcing::SlamTry)
            .priority(106)
            .artificial()
        });
        // Control cue bids: slam interest just short of Blackwood values, in
        // a game force with a major agreed below game.
        if suit.is_major() && ctx.in_game_force_below_game() {
            let interest =
                Constraint::any().min_len(suit, mine.max(1)).dummy(slam.saturating_sub(3), slam.saturating_sub(1));
            for (side, cue) in cue_bids(ctx, suit) {
                out.add(Some(Call::Bid(cue)), |c| {
                    Candidate::new(
                        "sayc.slam.cue",
                        c,
                        interest.clone().test(Test::FirstRoundControl(side)),
                        "{bid}: control cue bid, the ace or a void in {side}; slam interest in {suit}",
                    )
                    .arg("bid", c)
                    .arg("side", side.symbol())
                    .arg("suit", suit.symbol())
                    .forcing(Forcing::SlamTry)
                    .priority(105)
                    .artificial()
                });
            }
        }
    }
    // Gerber: 4♣ straight over partner's natural no-trump opening.
    let gerber = partner_nt && ctx.partner_rule() != Some("sayc.open.3nt");
    if gerber && ctx.rho_call() == Some(Call::Pass) {
        out.add(bid(4, Strain::Clubs), |c| {
            Candidate::new(
                "sayc.slam.gerber",
                c,
                Constraint::hcp(slam, 37).test(Test::NoVoid).shape(crate::shows::ShapeReq::Unbalanced),
                "4♣: Gerber, asks for aces",
            )
            .forcing(Forcing::SlamTry)
            .priority(118)
            .artificial()
        });
    }
}

/// A natural no-trump bid that 4♣ (Gerber) and a quantitative 4NT answer:
/// openings, overcalls, rebids and responses in no-trump.
pub fn natural_notrump(rule: &str) -> bool {
    matches!(
        rule,
        "sayc.open.1nt"
            | "sayc.open.2nt"
            | "sayc.open.3nt"
            | "sayc.2c.rebid_2nt"
            | "sayc.overcall.1nt"
            | "sayc.rebid.nt_minimum"
            | "sayc.rebid.nt_strong"
            | "sayc.resp.1nt"
            | "sayc.resp.2nt"
            | "sayc.resp.3nt"
            | "sayc.rebid.responder_nt"
    )
}

pub fn answers(ctx: &Ctx, out: &mut Out) {
    let Some(rule) = ctx.partner_rule().map(str::to_owned) else { return };
    let rho_passed = ctx.rho_call() == Some(Call::Pass);
    match rule.as_str() {
        "sayc.slam.blackwood" if rho_passed => {
            steps(out, 5, Strain::Clubs, "sayc.slam.ace_answer", "aces", Test::AcesMod4)
        }
        "sayc.slam.king_ask" if rho_passed => {
            steps(out, 6, Strain::Clubs, "sayc.slam.king_answer", "kings", Test::KingsMod4)
        }
        "sayc.slam.gerber" if rho_passed => {
            steps(out, 4, Strain::Diamonds, "sayc.slam.gerber_answer", "aces", Test::AcesMod4)
        }
        // Booklet, "Gerber": after the answer, 5♣ asks for kings the same way.
        "sayc.slam.gerber_king_ask" if rho_passed => {
            steps(out, 5, Strain::Diamonds, "sayc.slam.gerber_king_answer", "kings", Test::KingsMod4)
        }
        "sayc.slam.ace_answer" | "sayc.slam.gerber_answer" => after_aces(ctx, out, rule == "sayc.slam.gerber_answer"),
        "sayc.slam.king_answer" => after_kings(ctx, out, Strain::Clubs),
        "sayc.slam.gerber_king_answer" => after_kings(ctx, out, Strain::Diamonds),
        "sayc.slam.gsf" => {
            if let Some(suit) = agreed_suit(ctx) {
                out.add(bid(7, strain(suit)), |c| {
                    Candidate::new(
                        "sayc.slam.gsf_yes",
                        c,
                        Constraint::any().test(Test::TwoTopHonours(suit)),
                        "7{suit}: two of the top three honours",
                    )
                    .arg("suit", suit.symbol())
                    .priority(400)
                });
                out.add(bid(6, strain(suit)), |c| {
                    Candidate::new(
                        "sayc.slam.gsf_no",
                        c,
                        Constraint::any(),
                        "6{suit}: not two of the top three honours",
                    )
                    .arg("suit", suit.symbol())
                    .priority(399)
                });
            }
        }
        "sayc.slam.cue" => after_cue(ctx, out),
        _ => {}
    }
}

/// Step answers: first step 0 or 4, then 1, 2, 3.
fn steps(out: &mut Out, level: u8, first: Strain, rule: &'static str, what: &str, test: fn(u8) -> Test) {
    let strains = [Strain::Clubs, Strain::Diamonds, Strain::Hearts, Strain::Spades, Strain::NoTrump];
    let start = first.index();
    for n in 0..4u8 {
        let s = strains[start + n as usize];
        // Whole sentences, not pieces, so that each language can phrase them.
        let template = match (what, n) {
            ("aces", 0) => "{bid}: 0 or 4 aces",
            ("aces", 1) => "{bid}: 1 ace",
            ("aces", _) => "{bid}: {n} aces",
            (_, 0) => "{bid}: 0 or 4 kings",
            (_, 1) => "{bid}: 1 king",
            _ => "{bid}: {n} kings",
        };
        out.add(bid(level, s), |c| {
            Candidate::new(rule, c, Constraint::any().test(test(n)), template)
                .arg("bid", c)
                .arg("n", n)
                .priority(400)
                .artificial()
        });
    }
}

/// How many aces (or kings) partner's step answer showed: 0 (or 4), 1, 2, 3.
fn step_shown(ctx: &Ctx, base: Strain) -> Option<u8> {
    let Some(Call::Bid(b)) = ctx.partner_call() else { return None };
    b.strain.index().checked_sub(base.index()).map(|n| n as u8)
}

/// The asker places the contract once the aces are known.
fn after_aces(ctx: &Ctx, out: &mut Out, gerber: bool) {
    let shown = step_shown(ctx, if gerber { Strain::Diamonds } else { Strain::Clubs }).unwrap_or(0);
    let trump = if gerber { Strain::NoTrump } else { agreed_suit(ctx).map(strain).unwrap_or(Strain::NoTrump) };
    let grand = 37u8.saturating_sub(ctx.partner_known().hcp.min);
    for mine in 0..=4u8 {
        let total = if shown == 0 && mine == 0 { 4 } else { shown + mine };
        let have = Constraint::any().test(Test::AcesMod4(mine));
        if mine == 4 && shown != 0 {
            continue;
        }
        if total >= 4 {
            out.add(bid(5, Strain::NoTrump).filter(|_| !gerber), |c| {
                Candidate::new(
                    "sayc.slam.king_ask",
                    c,
                    have.clone().and(Constraint::any().dummy(grand, 40)),
                    "5NT: all the aces are ours; asks for kings",
                )
                .forcing(Forcing::SlamTry)
                .priority(402)
                .artificial()
            });
            out.add(bid(5, Strain::Clubs).filter(|_| gerber), |c| {
                Candidate::new(
                    "sayc.slam.gerber_king_ask",
                    c,
                    have.clone().and_hcp(grand.saturating_sub(3), 37),
                    "5♣: all the aces are ours; asks for kings (Gerber)",
                )
                .forcing(Forcing::SlamTry)
                .priority(403)
                .artificial()
            });
            out.add(bid(7, trump).filter(|_| gerber), |c| {
                Candidate::new(
                    "sayc.slam.grand",
                    c,
                    have.clone().and_hcp(grand, 37),
                    "{bid}: all the aces and the values for a grand slam",
                )
                .arg("bid", c)
                .priority(402)
            });
        }
        if total >= 3 {
            out.add(bid(6, trump), |c| {
                Candidate::new("sayc.slam.small", c, have.clone(), "{bid}: at most one ace missing, small slam")
                    .arg("bid", c)
                    .forcing(Forcing::SignOff)
                    .priority(401)
            });
        } else {
            let sign_off = ctx.cheapest(trump).filter(|b| b.level.get() <= 5).map(Call::Bid);
            out.add(sign_off, |c| {
                Candidate::new("sayc.slam.sign_off", c, have.clone(), "{bid}: two aces missing, sign off")
                    .arg("bid", c)
                    .forcing(Forcing::SignOff)
                    .priority(401)
            });
            out.add(Some(Call::Pass).filter(|_| ctx.last_bid().map(|b| b.strain == trump).unwrap_or(false)), |c| {
                Candidate::new("sayc.slam.sign_off", c, have.clone(), "Pass: two aces missing, stop here")
                    .forcing(Forcing::SignOff)
                    .priority(400)
            });
        }
    }
}

fn after_kings(ctx: &Ctx, out: &mut Out, base: Strain) {
    let shown = step_shown(ctx, base).unwrap_or(0);
    let gerber = base == Strain::Diamonds;
    let trump = if gerber { Strain::NoTrump } else { agreed_suit(ctx).map(strain).unwrap_or(Strain::NoTrump) };
    for mine in 0..=4u8 {
        let total = if shown == 0 && mine == 0 { 4 } else { shown + mine };
        let have = Constraint::any().test(Test::KingsMod4(mine));
        if total >= 4 {
            out.add(bid(7, trump), |c| {
                Candidate::new("sayc.slam.grand", c, have.clone(), "{bid}: all the aces and kings, grand slam")
                    .arg("bid", c)
                    .priority(401)
            });
        }
        out.add(bid(6, trump), |c| {
            Candidate::new("sayc.slam.small", c, have.clone(), "{bid}: a king missing, small slam")
                .arg("bid", c)
                .priority(400)
        });
    }
}

/// Partner cue-bid: cue back with extras and a control, else sign off in game.
fn after_cue(ctx: &Ctx, out: &mut Out) {
    let Some(suit) = agreed_suit(ctx) else { return };
    let mine = ctx.known(ctx.me);
    for (side, cue) in cue_bids(ctx, suit) {
        out.add(Some(Call::Bid(cue)), |c| {
            Candidate::new(
                "sayc.slam.cue",
                c,
                Constraint::hcp(mine.hcp.min + 3, 37).test(Test::FirstRoundControl(side)),
                "{bid}: cue bid back, control of {side} and extra values",
            )
            .arg("bid", c)
            .arg("side", side.symbol())
            .forcing(Forcing::SlamTry)
            .priority(350)
            .artificial()
        });
    }
    out.add(bid(4, strain(suit)), |c| {
        Candidate::new("sayc.slam.cue_sign_off", c, Constraint::any(), "4{suit}: no extra values, sign off in game")
            .arg("suit", suit.symbol())
            .forcing(Forcing::SignOff)
            .priority(340)
    });
}

/// The control cue bids available with `suit` agreed: the cheapest bid in
/// each side suit, below four of the agreed suit.
fn cue_bids(ctx: &Ctx, suit: Suit) -> Vec<(Suit, tenace_bridge::Bid)> {
    let game = tenace_bridge::Bid::of(4, strain(suit));
    SUITS
        .into_iter()
        .filter(|&side| side != suit)
        .filter_map(|side| ctx.cheapest(strain(side)).map(|cue| (side, cue)))
        .filter(|(_, cue)| Some(*cue) < game)
        .collect()
}
