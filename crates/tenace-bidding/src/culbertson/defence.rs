//! Culbertson's defensive bids (C57–C66), the answers to partner's
//! informatory double (C67–C72) and the penalty double (C74–C76).

use super::{bid, bid_of, partner_ht, role, strain, Out, Role};
use crate::context::Ctx;
use crate::rule::{Candidate, Forcing};
use crate::shows::Constraint;
use crate::valuation::{Pick, Valuation as V};
use tenace_bridge::{Call, Strain};
use tenace_cards::Suit;

/// The opponents' opening suit, if they opened one.
fn their_suit(ctx: &Ctx) -> Option<Suit> {
    ctx.opening().and_then(|(_, b)| b.strain.trump())
}

/// C58–C64: the opener's opponents, before their side has acted.
pub fn defender(ctx: &Ctx, out: &mut Out) {
    let Some(last) = ctx.last_bid() else { return };
    let vul = ctx.we_are_vulnerable();
    let x = last.strain.trump();
    // C62: the opponents' suit, first-round control and 4½ honour tricks.
    if let Some(x) = x {
        out.add(ctx.cheapest(strain(x)).map(Call::Bid), |c| {
            Candidate::new(
                "culbertson.def.cue_bid",
                c,
                Constraint::any().ht(18, 32).test(crate::shows::Test::FirstRoundControl(x)),
                "Culbertson: {bid}, their suit: first-round control of {suit} and 4½+ honour tricks; forcing, asks for partner's suit",
            )
            .arg("bid", c)
            .arg("suit", x.symbol())
            .forcing(Forcing::GameForcing)
            .priority(200)
            .artificial()
        });
    }
    for y in Suit::DESCENDING.into_iter().filter(|&y| Some(y) != x) {
        let Some(cheap) = ctx.cheapest(strain(y)) else { continue };
        let except = x;
        // C60: the strong jump overcall.
        let jump = Pick::Jump000 { except };
        let one_suit = Constraint::any().min_len(y, 5).ht(12, 32).val(V::Chosen(jump, y)).val(V::TrumpTricks(y, 4));
        let two_suits = Constraint::any().min_len(y, 5).ht(12, 32).val(V::Chosen(jump, y)).val(V::LongSuits);
        for needs in [one_suit, two_suits] {
            out.add(bid(cheap.level.get() + 1, strain(y)), |c| {
                Candidate::new(
                    "culbertson.def.jump_overcall",
                    c,
                    needs,
                    "Culbertson: {bid}, jump overcall: about 3 honour tricks and a strong {suit} suit; partner supports even with one honour trick",
                )
                .arg("bid", c)
                .arg("suit", y.symbol())
                .priority(190)
            });
        }
        // C58, C59: the simple overcall.
        let pick = V::Chosen(Pick::Overcall000 { except, vulnerable: vul }, y);
        let level = cheap.level.get();
        let (needs, rule, text) = if level == 1 {
            let mut five = Constraint::any().min_len(y, 5).ht(6, 32).val(pick);
            let mut four = Constraint::any().len(y, 4, 4).ht(8, 32).val(pick);
            if vul {
                five = five.val(V::TrumpTricks(y, 3));
                four = four.val(V::TrumpTricks(y, 3));
            }
            (
                vec![five, four],
                "culbertson.def.overcall_one",
                "Culbertson: {bid}, simple overcall: a biddable five-card suit and 1½ honour tricks, or a four-card suit and 2",
            )
        } else {
            let ht = if vul { 8 } else { 6 };
            (
                vec![Constraint::any().min_len(y, 5).ht(ht, 32).val(V::TrumpTricks(y, 4)).val(pick)],
                "culbertson.def.overcall_two",
                "Culbertson: {bid}, overcall at two: a solid five-card {suit} suit (4 trump tricks) and {ht}+ honour tricks",
            )
        };
        if level <= 2 && x.is_some() {
            for n in needs {
                out.add(Some(Call::Bid(cheap)), |c| {
                    Candidate::new(rule, c, n, text)
                        .arg("bid", c)
                        .arg("suit", y.symbol())
                        .arg("ht", crate::valuation::quarters(if vul { 8 } else { 6 }))
                        .priority(150)
                });
            }
        }
    }
    // C63, C64: the informatory double of a bid below 2NT, direct or in the
    // passout seat (partner has made no bid: only passes).
    let undoubled = ctx.standing().map(|st| st.penalty == tenace_bridge::Penalty::Undoubled).unwrap_or(false);
    if undoubled && last < tenace_bridge::Bid::of(2, Strain::NoTrump).unwrap_or(last) {
        let spread = Constraint::any().ht(14, 32).val(V::HtInSuits { suits: 3, min: 2 });
        let with_suit = Constraint::any().ht(12, 32).val(V::AnyBiddableTt(4));
        for needs in [spread, with_suit] {
            out.push(
                Candidate::new(
                    "culbertson.def.informatory_double",
                    Call::Double,
                    needs,
                    "Culbertson: double, informatory: 3½ honour tricks in three suits (or 3 and a good trump suit); asks partner to name his suit",
                )
                // C67 forbids the pass except C72's penalty pass: the
                // answers below always offer a suit, so the pass is not barred.
                .priority(170),
            );
        }
    }
}

/// Partner has acted over their opening; I have not.
pub fn advancer(ctx: &Ctx, out: &mut Out) {
    let Some(partner_last) = ctx.last_meaning(ctx.partner()) else { return };
    let rule = partner_last.rule.clone();
    match rule.as_str() {
        "culbertson.def.informatory_double" if ctx.rho_call() == Some(Call::Pass) => answer_double(ctx, out),
        "culbertson.def.jump_overcall" | "culbertson.def.overcall_one" | "culbertson.def.overcall_two" => {
            let Some(y) = bid_of(partner_last.call).and_then(|b| b.strain.trump()) else { return };
            let jumped = rule == "culbertson.def.jump_overcall";
            // C61: support partner's overcall (a jump overcall with one honour trick).
            let need = if jumped { 4 } else { 6 };
            out.add(ctx.cheapest(strain(y)).map(Call::Bid), |c| {
                Candidate::new(
                    "culbertson.adv.raise",
                    c,
                    Constraint::any().min_len(y, 3).val(V::NormalSupport(y)).ht(need, 32),
                    "Culbertson: {bid}, support for partner's overcall: normal trump support and {ht}+ honour tricks",
                )
                .arg("bid", c)
                .arg("ht", crate::valuation::quarters(need))
                .priority(150)
            });
            // C61 [proj]: else a biddable suit of one's own with an honour trick.
            if jumped {
                for z in Suit::DESCENDING.into_iter().filter(|&z| z != y && Some(z) != their_suit(ctx)) {
                    out.add(ctx.cheapest(strain(z)).map(Call::Bid), |c| {
                        Candidate::new(
                            "culbertson.rebid.second_suit",
                            c,
                            Constraint::any()
                                .min_len(z, 4)
                                .ht(4, 32)
                                .val(V::Chosen(Pick::Bid000 { except: Some(y) }, z)),
                            "Culbertson: {bid}, a second biddable suit, {suit}",
                        )
                        .arg("bid", c)
                        .arg("suit", z.symbol())
                        .priority(140)
                    });
                }
            }
        }
        "culbertson.def.cue_bid" => {
            // C66: answer the cue bid as a forcing takeout: a suit, else no-trump.
            let except = their_suit(ctx);
            for y in Suit::DESCENDING.into_iter().filter(|&y| Some(y) != except) {
                out.add(ctx.cheapest(strain(y)).map(Call::Bid), |c| {
                    Candidate::new(
                        "culbertson.adv.cue_answer",
                        c,
                        Constraint::any().val(V::Chosen(Pick::Takeout000 { except }, y)),
                        "Culbertson: {bid}, answering the cue bid: the suit partner asks for",
                    )
                    .arg("bid", c)
                    .forcing(Forcing::GameForcing)
                    .priority(150)
                });
            }
        }
        _ => {}
    }
}

/// C67–C72: partner's informatory double asks for my suit.
fn answer_double(ctx: &Ctx, out: &mut Out) {
    let Some(doubled) = ctx.last_bid() else { return };
    // C72: leave the double in.
    let pass_needs = match doubled.strain.trump() {
        None => Constraint::any().ht(8, 32),
        Some(x) => Constraint::any().min_len(x, 4).val(V::TrumpTricks(x, 4)),
    };
    out.push(
        Candidate::new(
            "culbertson.adv.penalty_pass",
            Call::Pass,
            pass_needs,
            "Culbertson: pass, leaving the double in: 2 honour tricks against no-trump, or their suit well held",
        )
        .priority(200),
    );
    let except = doubled.strain.trump();
    let takeout = |y: Suit| {
        let mut c = Constraint::any().val(V::Chosen(Pick::Takeout000 { except }, y));
        if doubled.strain == Strain::NoTrump {
            c = c.ht(0, 7);
        }
        c
    };
    for y in Suit::DESCENDING.into_iter().filter(|&y| Some(y) != except) {
        let Some(cheap) = ctx.cheapest(strain(y)) else { continue };
        // C71: jump by two levels.
        out.add(bid(cheap.level.get() + 2, strain(y)), |c| {
            Candidate::new(
                "culbertson.adv.double_jump",
                c,
                takeout(y).min_len(y, 4).ht(10, 32).val(V::TrumpTricks(y, 4)),
                "Culbertson: {bid}, double jump: over 2 honour tricks and a strong {suit} suit (4+ trump tricks)",
            )
            .arg("bid", c)
            .arg("suit", y.symbol())
            .priority(170)
        });
        // C70: jump by one level (a hand of 2 honour tricks or more that
        // C71 does not fit; C67 forbids the pass, so the jump takes the rest).
        let weak_major = takeout(y).min_len(y, 4).ht(8, 32).val(V::SuitHt(y, 0, 2)).val(V::SideHt(y, 6, 32));
        let strong_trump = takeout(y).min_len(y, 4).ht(8, 32).val(V::TrumpTricks(y, 4));
        let mut forms = vec![strong_trump, takeout(y).ht(8, 32)];
        if y.is_major() {
            forms.push(weak_major);
        }
        for needs in forms {
            out.add(bid(cheap.level.get() + 1, strain(y)), |c| {
                Candidate::new(
                    "culbertson.adv.jump",
                    c,
                    needs,
                    "Culbertson: {bid}, jump answer to the double: 2 honour tricks",
                )
                .arg("bid", c)
                .priority(160)
            });
        }
        // C69: the cheapest level with under 2 honour tricks.
        out.add(Some(Call::Bid(cheap)), |c| {
            Candidate::new(
                "culbertson.adv.takeout",
                c,
                takeout(y).ht(0, 7),
                "Culbertson: {bid}, the answer to the informatory double: partner's asked suit, under 2 honour tricks",
            )
            .arg("bid", c)
            .priority(150)
        });
    }
}

/// Later calls by a defender who has already acted: raise partner's suit or pass.
pub fn overcaller(ctx: &Ctx, out: &mut Out) {
    super::rebids::place(ctx, out);
}

/// C74, C75: a penalty double when partner has bid, or of 2NT and higher:
/// own honour tricks plus partner's shown ones leave them two down.
pub fn penalty_double(ctx: &Ctx, out: &mut Out) {
    let Some(standing) = ctx.standing() else { return };
    if standing.bidder.side() == ctx.side()
        || standing.penalty != tenace_bridge::Penalty::Undoubled
        || !ctx.is_legal(Call::Double)
    {
        return;
    }
    let partner_bid = !ctx.bids_of(ctx.partner()).is_empty();
    let high = standing.bid >= tenace_bridge::Bid::of(2, Strain::NoTrump).unwrap_or(standing.bid);
    if !partner_bid && !high {
        return;
    }
    if role(ctx) == Role::Defender && !high {
        return;
    }
    let level = standing.bid.level.get();
    let needed = (4 * 9u8).saturating_sub(4 * level).saturating_sub(partner_ht(ctx));
    out.push(
        Candidate::new(
            "culbertson.double.penalty",
            Call::Double,
            Constraint::any().ht(needed.max(4), 32),
            "Culbertson: double for penalty: own and partner's honour tricks subtracted from thirteen leave them two tricks short",
        )
        .priority(205),
    );
}
