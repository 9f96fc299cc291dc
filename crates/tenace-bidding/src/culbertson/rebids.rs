//! Culbertson's later rounds: opener's rebids (C52–C56, C53's trick
//! arithmetic, C80), responder's preference and raise of a repeated suit
//! (C37, C38), and the placement of game and slam by C12's honour-trick
//! table once both hands have spoken (C12, C79).

use super::{bid, bid_of, partner_ht, strain, Out};
use crate::context::Ctx;
use crate::rule::{Candidate, Forcing};
use crate::shows::Constraint;
use crate::valuation::{Pick, Valuation as V};
use tenace_bridge::{Call, Strain};
use tenace_cards::Suit;

/// The support tricks a raise of partner's suit to `level` shows (C29, C53).
fn raise_shows(level: u8) -> u8 {
    match level {
        0..=2 => 14,
        3 => 18,
        _ => 22,
    }
}

pub fn opener(ctx: &Ctx, out: &mut Out) {
    let my_bids = ctx.bids_of(ctx.me);
    let Some(partner_rule) = ctx.partner_rule().map(str::to_owned) else { return };
    let partner_bid = ctx.partner_call().and_then(bid_of);
    let open = my_bids.first().copied();
    if my_bids.len() == 1 {
        if let (Some(open), Some(pb)) = (open, partner_bid) {
            match (open.strain.trump(), pb.strain.trump()) {
                (Some(x), Some(y)) if x == y => trick_arithmetic(out, x, pb.level.get()),
                (Some(x), Some(y)) if partner_rule == "culbertson.resp.new_suit" => after_new_suit(ctx, out, x, y),
                (Some(x), Some(y)) if partner_rule == "culbertson.resp.forcing_takeout" || open.level.get() == 2 => {
                    game_force(ctx, out, x, Some(y))
                }
                (Some(x), None) if open.level.get() == 2 => game_force(ctx, out, x, None),
                (Some(x), None) => after_notrump(ctx, out, x, pb.level.get()),
                (None, None) if pb.level.get() == 4 => accept_quantitative(ctx, out),
                (None, None) if pb.level.get() == 2 && open.level.get() == 1 => {
                    out.add(bid(3, Strain::NoTrump), |c| {
                        Candidate::new(
                            "culbertson.rebid.accept",
                            c,
                            Constraint::any().ht(12, 32),
                            "Culbertson: 3NT, accepting the invitation with 3+ honour tricks: 5½ together",
                        )
                        .forcing(Forcing::SignOff)
                        .priority(150)
                    });
                }
                _ => {}
            }
        }
    }
    if my_bids.len() >= 2 || ctx.in_game_force_below_game() {
        place(ctx, out);
    }
}

/// C53: own playing tricks + the support tricks partner's raise shows.
fn trick_arithmetic(out: &mut Out, x: Suit, raised_to: u8) {
    let add = raise_shows(raised_to);
    let game = if x.is_major() { 4 } else { 5 };
    for level in (raised_to + 1)..=7 {
        if level > game && level < 6 {
            continue;
        }
        let lo = 4 * (level + 6);
        let hi = match level {
            l if l == game => 4 * 12 - 1,
            6 => 4 * 13 - 1,
            7 => 200,
            l => 4 * (l + 7) - 1,
        };
        let mut needs = Constraint::any().val(V::PlayingTricks(Some(x), lo.saturating_sub(add)));
        if hi < 200 {
            needs = needs.not_val(V::PlayingTricks(Some(x), (hi + 1).saturating_sub(add)));
        }
        let f = if level >= game { Forcing::SignOff } else { Forcing::Invitational };
        out.add(bid(level, strain(x)), |c| {
            Candidate::new(
                "culbertson.rebid.tricks",
                c,
                needs,
                "Culbertson: {bid}, trick arithmetic: own playing tricks and the {st} support tricks partner's raise shows make {n} tricks",
            )
            .arg("bid", c)
            .arg("st", crate::valuation::quarters(add))
            .arg("n", level + 6)
            .forcing(f)
            .priority(150)
        });
    }
}

/// C52: partner named a new suit without a jump.
fn after_new_suit(ctx: &Ctx, out: &mut Out, x: Suit, y: Suit) {
    let Some(cheap) = ctx.cheapest(strain(y)) else { return };
    let game = if y.is_major() { 4 } else { 5 };
    let steps: [(u8, u8, u8); 3] = [(0, 14, 16), (1, 18, 20), (2, 22, 80)];
    for (jump, lo, hi) in steps {
        let level = (cheap.level.get() + jump).min(game);
        if jump > 0 && level == cheap.level.get() {
            continue;
        }
        out.add(bid(level, strain(y)), |c| {
            Candidate::new(
                "culbertson.rebid.raise",
                c,
                Constraint::any().min_len(y, 3).val(V::NormalSupport(y)).val(V::SupportTricks(y, lo, hi)),
                "Culbertson: {bid}, the opener re-values as dummy: normal support and {st} support tricks",
            )
            .arg("bid", c)
            .arg("st", crate::valuation::quarter_span(lo, hi.min(32)))
            .priority(150 + u16::from(jump))
        });
    }
    second_suit(ctx, out, x, Some(y), 140, Forcing::NonForcing);
    rebid_own(ctx, out, x, 4, 130, Forcing::NonForcing);
}

/// A second biddable suit at the cheapest level (C52, C54, C56).
fn second_suit(ctx: &Ctx, out: &mut Out, x: Suit, y: Option<Suit>, p: u16, f: Forcing) {
    for z in Suit::DESCENDING.into_iter().filter(|&z| z != x && Some(z) != y) {
        let pick = V::Chosen(Pick::Bid000 { except: Some(x) }, z);
        let mut needs = Constraint::any().min_len(z, 4).val(pick);
        if let Some(y) = y {
            needs = needs.not_val(V::Chosen(Pick::Bid000 { except: Some(x) }, y));
        }
        out.add(ctx.cheapest(strain(z)).map(Call::Bid), |c| {
            Candidate::new(
                "culbertson.rebid.second_suit",
                c,
                needs,
                "Culbertson: {bid}, a second biddable suit, {suit}",
            )
            .arg("bid", c)
            .arg("suit", z.symbol())
            .forcing(f)
            .priority(p)
        });
    }
}

/// C26: the suit repeated at the cheapest level with enough trump tricks.
fn rebid_own(ctx: &Ctx, out: &mut Out, x: Suit, tt: u8, p: u16, f: Forcing) {
    out.add(ctx.cheapest(strain(x)).map(Call::Bid), |c| {
        Candidate::new(
            "culbertson.rebid.repeat",
            c,
            Constraint::any().min_len(x, 5).val(V::TrumpTricks(x, tt)),
            "Culbertson: {bid}, the suit repeated: {tt}+ trump tricks in {suit}",
        )
        .arg("bid", c)
        .arg("tt", tt)
        .arg("suit", x.symbol())
        .forcing(f)
        .priority(p)
    });
}

/// C54, C56: a forcing takeout or the forcing two: keep describing until game.
fn game_force(ctx: &Ctx, out: &mut Out, x: Suit, y: Option<Suit>) {
    second_suit(ctx, out, x, y, 150, Forcing::GameForcing);
    rebid_own(ctx, out, x, 4, 140, Forcing::GameForcing);
    if let Some(y) = y {
        out.add(ctx.cheapest(strain(y)).map(Call::Bid), |c| {
            Candidate::new(
                "culbertson.rebid.force_raise",
                c,
                Constraint::any().min_len(y, 3).val(V::NormalSupport(y)),
                "Culbertson: {bid}, normal trump support for partner's {suit} in a forcing auction",
            )
            .arg("bid", c)
            .arg("suit", y.symbol())
            .forcing(Forcing::GameForcing)
            .priority(130)
        });
    }
    out.add(ctx.cheapest(Strain::NoTrump).map(Call::Bid), |c| {
        Candidate::new(
            "culbertson.rebid.force_nt",
            c,
            Constraint::any(),
            "Culbertson: {bid}, nothing to raise or show: the cheapest no-trump keeps the forcing auction going",
        )
        .arg("bid", c)
        .forcing(Forcing::GameForcing)
        .priority(100)
    });
}

/// C55: after a limited no-trump response.
fn after_notrump(ctx: &Ctx, out: &mut Out, x: Suit, level: u8) {
    match level {
        1 => {
            // C55's order: the suit repeated, else a second suit, else pass.
            rebid_own(ctx, out, x, 4, 150, Forcing::NonForcing);
            second_suit(ctx, out, x, None, 140, Forcing::NonForcing);
        }
        2 => {
            out.add(bid(3, Strain::NoTrump), |c| {
                Candidate::new(
                    "culbertson.rebid.2nt_game",
                    c,
                    Constraint::any().ht(14, 32),
                    "Culbertson: 3NT, 3½+ honour tricks and partner's 2 make the 5½ a game needs",
                )
                .forcing(Forcing::SignOff)
                .priority(150)
            });
            rebid_own(ctx, out, x, 5, 140, Forcing::NonForcing);
        }
        3 => {
            out.add(bid(6, Strain::NoTrump), |c| {
                Candidate::new(
                    "culbertson.rebid.3nt_slam",
                    c,
                    Constraint::any().ht(16, 32),
                    "Culbertson: 6NT, 4+ honour tricks and partner's 3 make the 7 a slam needs",
                )
                .forcing(Forcing::SignOff)
                .priority(150)
            });
        }
        _ => {}
    }
}

/// C80: accept the quantitative 4NT with more than a minimum.
fn accept_quantitative(ctx: &Ctx, out: &mut Out) {
    let shown = ctx.known(ctx.me).ht.min;
    let need = shown + 2;
    out.add(bid(6, Strain::NoTrump), |c| {
        Candidate::new(
            "culbertson.rebid.accept_slam",
            c,
            Constraint::any().ht(need, 32),
            "Culbertson: 6NT, ½ honour trick or more above the minimum accepts the slam invitation",
        )
        .forcing(Forcing::SignOff)
        .priority(150)
    });
}

pub fn responder(ctx: &Ctx, out: &mut Out) {
    let Some((_, open)) = ctx.opening() else { return };
    let opener_bids = ctx.bids_of(ctx.partner());
    let my_bids = ctx.bids_of(ctx.me);
    if let (Some(x), 1, 2) = (open.strain.trump(), my_bids.len(), opener_bids.len()) {
        let last = opener_bids[1];
        let my_suit = my_bids.first().and_then(|b| b.strain.trump());
        match last.strain.trump() {
            // C38: opener repeated his suit.
            Some(z) if z == x && my_suit != Some(x) => {
                out.add(ctx.cheapest(strain(x)).map(Call::Bid), |c| {
                    Candidate::new(
                        "culbertson.resp.repeat_raise",
                        c,
                        Constraint::any().min_len(x, 2).val(V::WeakSupport(x)).ht(6, 32),
                        "Culbertson: {bid}, a repeated suit may be raised with three small cards or a doubleton honour",
                    )
                    .arg("bid", c)
                    .priority(140)
                });
            }
            // C37: preference between opener's two suits.
            Some(z) if z != x && Some(z) != my_suit => {
                out.add(ctx.cheapest(strain(x)).map(Call::Bid), |c| {
                    Candidate::new(
                        "culbertson.resp.preference",
                        c,
                        Constraint::any().min_len(x, 2).test(crate::shows::Test::LenGe(x, z)),
                        "Culbertson: {bid}, preference for the first-named suit: at least as many cards in it",
                    )
                    .arg("bid", c)
                    .priority(130)
                });
            }
            _ => {}
        }
    }
    place(ctx, out);
}

/// C12 and C79: game and slam by the honour tricks both hands have shown,
/// in a suit both have bid or supported, else in no-trump.
pub fn place(ctx: &Ctx, out: &mut Out) {
    // A forced player's game or no-trump is [`keep_going`]'s, which shows nothing.
    if ctx.forced_to_bid() {
        return;
    }
    let Some(standing) = ctx.standing() else { return };
    if standing.bidder.side() != ctx.side() || standing.penalty != tenace_bridge::Penalty::Undoubled {
        return;
    }
    let theirs = partner_ht(ctx);
    let mine_needed = |combined: u8| combined.saturating_sub(theirs);
    // A fit: a suit partner showed with 4+ where I hold enough for eight together.
    let pk = ctx.partner_known();
    let fit = Suit::DESCENDING
        .into_iter()
        .find(|&s| pk.len(s).min >= 3 && ctx.bids_of(ctx.partner()).iter().any(|b| b.strain.trump() == Some(s)));
    let current = standing.bid;
    let mut targets: Vec<(Strain, u8, u8, u8)> = Vec::new();
    if let Some(s) = fit {
        let need_cards = 8u8.saturating_sub(pk.len(s).min);
        let game = if s.is_major() { 4 } else { 5 };
        targets.push((strain(s), 6, 28, need_cards));
        targets.push((strain(s), game, 22, need_cards));
    }
    targets.push((Strain::NoTrump, 6, 28, 0));
    targets.push((Strain::NoTrump, 3, 22, 0));
    for (st, level, combined, cards) in targets {
        let Some(call) = bid(level, st) else { continue };
        if !ctx.is_legal(call) || bid_of(call).map(|b| b <= current).unwrap_or(true) {
            continue;
        }
        if current.level.get() >= ctx.game_level(current.strain) && level < 6 {
            continue;
        }
        let mut needs = Constraint::any().ht(mine_needed(combined), 32);
        if let Some(s) = st.trump() {
            needs = needs.min_len(s, cards.max(2));
        }
        let p = if level >= 6 { 95 } else { 90 };
        out.push(
            Candidate::new(
                "culbertson.place",
                call,
                needs,
                "Culbertson: {bid}, the honour tricks of both hands add up to {ht}: enough for this contract (C12)",
            )
            .arg("bid", call)
            .arg("ht", crate::valuation::quarters(combined))
            .forcing(Forcing::SignOff)
            .priority(p),
        );
    }
}

/// C14, C54, C56: a forcing auction goes on until game. When no other rule
/// fits, the forced player raises partner, repeats a long suit, bids
/// no-trump, and in a game force bids the game the two hands can reach.
pub fn keep_going(ctx: &Ctx, out: &mut Out) {
    if !ctx.forced_to_bid() {
        return;
    }
    let pk = ctx.partner_known();
    let partner_last = ctx.partner_call().and_then(bid_of).and_then(|b| b.strain.trump());
    if ctx.in_game_force_below_game() {
        for s in [Suit::Spades, Suit::Hearts] {
            let game = bid(ctx.game_level(strain(s)), strain(s));
            out.add(game.filter(|c| ctx.is_legal(*c)), |c| {
                Candidate::new(
                    "culbertson.force.game",
                    c,
                    Constraint::any().min_len(s, 7u8.saturating_sub(pk.len(s).min).max(3)),
                    "Culbertson: {bid}, the forcing auction reaches game in the suit the hands hold together",
                )
                .arg("bid", c)
                .forcing(Forcing::SignOff)
                .priority(70)
            });
        }
        let nt = bid(ctx.game_level(Strain::NoTrump), Strain::NoTrump);
        out.add(nt.filter(|c| ctx.is_legal(*c)), |c| {
            Candidate::new(
                "culbertson.force.game_nt",
                c,
                Constraint::any(),
                "Culbertson: {bid}, the forcing auction reaches game; no suit fits, so no-trump",
            )
            .arg("bid", c)
            .forcing(Forcing::SignOff)
            .priority(65)
        });
        for s in [Suit::Diamonds, Suit::Clubs] {
            let game = bid(ctx.game_level(strain(s)), strain(s));
            out.add(game.filter(|c| ctx.is_legal(*c)), |c| {
                Candidate::new(
                    "culbertson.force.game",
                    c,
                    Constraint::any(),
                    "Culbertson: {bid}, the forcing auction reaches game in the suit the hands hold together",
                )
                .arg("bid", c)
                .forcing(Forcing::SignOff)
                .priority(60)
            });
        }
    }
    if let Some(y) = partner_last {
        out.add(ctx.cheapest(strain(y)).map(Call::Bid), |c| {
            Candidate::new(
                "culbertson.force.raise",
                c,
                Constraint::any().min_len(y, 3),
                "Culbertson: {bid}, forced to bid: three or more cards in partner's {suit}",
            )
            .arg("bid", c)
            .arg("suit", y.symbol())
            .priority(58)
        });
    }
    for s in Suit::DESCENDING {
        out.add(ctx.cheapest(strain(s)).map(Call::Bid), |c| {
            Candidate::new(
                "culbertson.force.own_suit",
                c,
                Constraint::any().min_len(s, 5).val(V::Chosen(Pick::Length { except: None }, s)),
                "Culbertson: {bid}, forced to bid: my longest suit, {suit}",
            )
            .arg("bid", c)
            .arg("suit", s.symbol())
            .priority(56)
        });
    }
    out.add(ctx.cheapest(Strain::NoTrump).map(Call::Bid), |c| {
        Candidate::new(
            "culbertson.force.nt",
            c,
            Constraint::any(),
            "Culbertson: {bid}, forced to bid with nothing to raise or show: the cheapest no-trump",
        )
        .arg("bid", c)
        .priority(54)
    });
    if let Some(y) = partner_last {
        out.add(ctx.cheapest(strain(y)).map(Call::Bid), |c| {
            Candidate::new(
                "culbertson.force.preference",
                c,
                Constraint::any(),
                "Culbertson: {bid}, forced to bid: back to partner's suit",
            )
            .arg("bid", c)
            .priority(52)
        });
    }
    for s in Suit::DESCENDING {
        out.add(ctx.cheapest(strain(s)).map(Call::Bid), |c| {
            Candidate::new(
                "culbertson.force.any",
                c,
                Constraint::any(),
                "Culbertson: {bid}, forced to bid: the cheapest call there is",
            )
            .arg("bid", c)
            .priority(50)
        });
    }
}
