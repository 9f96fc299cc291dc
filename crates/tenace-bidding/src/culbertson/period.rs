//! The [T] options of `../shared/spec/systems-1930s.md` §4.3, played only by
//! the `Culbertson1930s` variant (`--system culbertson-1930s`): rules seed
//! 000 does not give but the period's Culbertson does (§5).
//!
//! - C81–C82: Culbertson 4–5 NT. Where a rule of the strict system would bid
//!   a slam in a suit, a hand with three aces (or two and the king of a bid
//!   suit) bids 4NT first; partner answers by aces and bid kings and the
//!   4NT bidder places the contract.
//! - C43: the takeouts of 1NT: two of a five-card suit with 2 honour tricks
//!   or less (weak, to play); three of a minor with the 3NT values and a
//!   four-card major (forcing, asks the opener for a major).
//! - C83: 4NT over an opponent's pre-emptive opening, a takeout.
//! - C33 (1933): the 1NT response also with 1 honour trick and a queen
//!   (in `responses`, next to C33).
//!
//! C69's [T] reading (a single takeout with 1½ honour tricks or less) is the
//! strict rule's "under 2" in Culbertson's half-trick steps: nothing to add.

use super::{bid, bid_of, role, strain, Out, Role};
use crate::context::Ctx;
use crate::rule::{Candidate, Forcing};
use crate::shows::Constraint;
use crate::valuation::{suit_set, symbols, Pick, Valuation as V};
use tenace_bridge::{Call, Strain};
use tenace_cards::Suit;

/// Rule ids the later rounds look for.
const FOUR_NT: &str = "culbertson.t.4nt";
const TAKEOUT_4NT: &str = "culbertson.t.4nt_takeout";
const MINOR_TAKEOUT: &str = "culbertson.t.1nt_minor";
const WEAK_TAKEOUT: &str = "culbertson.t.1nt_weak";
const SHOWS_MAJOR: &str = "culbertson.t.1nt_major";

/// The suits my side has bid naturally.
fn our_suits(ctx: &Ctx) -> Vec<Suit> {
    let mut out = Vec::new();
    for m in ctx.meanings.iter().filter(|m| m.seat.side() == ctx.side() && !m.artificial) {
        if let Some(s) = bid_of(m.call).and_then(|b| b.strain.trump()) {
            if !out.contains(&s) {
                out.push(s);
            }
        }
    }
    out
}

/// The suit my side agreed (bid by both partners, the latest), else the
/// last suit my side bid.
fn agreed_suit(ctx: &Ctx) -> Option<Suit> {
    let by = |seat| -> Vec<Suit> {
        ctx.meanings_of(seat).filter(|m| !m.artificial).filter_map(|m| bid_of(m.call)?.strain.trump()).collect()
    };
    let (mine, partner) = (by(ctx.me), by(ctx.partner()));
    let last_of_side = ctx
        .meanings
        .iter()
        .rev()
        .filter(|m| m.seat.side() == ctx.side() && !m.artificial)
        .find_map(|m| bid_of(m.call)?.strain.trump());
    let both = ctx
        .meanings
        .iter()
        .rev()
        .filter(|m| m.seat.side() == ctx.side() && !m.artificial)
        .filter_map(|m| bid_of(m.call)?.strain.trump())
        .find(|s| mine.contains(s) && partner.contains(s));
    both.or(last_of_side)
}

/// Answers and continuations the [T] conventions own outright: when one of
/// them applies, these are the only calls the system considers.
pub fn exclusive(ctx: &Ctx) -> Option<Vec<Candidate>> {
    if ctx.rho_call() != Some(Call::Pass) {
        return None;
    }
    let partner_rule = ctx.partner_rule()?;
    let mut out = Out::default();
    match partner_rule {
        FOUR_NT => answer_four_nt(ctx, &mut out),
        TAKEOUT_4NT => answer_takeout(ctx, &mut out),
        MINOR_TAKEOUT => show_major(ctx, &mut out),
        WEAK_TAKEOUT => {
            out.push(
                Candidate::new(
                    "culbertson.t.1nt_weak_pass",
                    Call::Pass,
                    Constraint::any(),
                    "Culbertson (period): pass, partner's weak takeout of 1NT is to play",
                )
                .priority(1),
            );
        }
        SHOWS_MAJOR | "culbertson.t.1nt_no_major" => after_major(ctx, &mut out, partner_rule == SHOWS_MAJOR),
        r if r.starts_with("culbertson.t.4nt_answer") && ctx.my_rule() == Some(FOUR_NT) => place_slam(ctx, &mut out, r),
        _ => return None,
    }
    Some(out.0)
}

/// C81: 4NT before a slam in a suit, with the aces the convention needs.
pub fn four_nt(ctx: &Ctx, out: &mut Out) {
    let Some(four) = bid(4, Strain::NoTrump).filter(|c| ctx.is_legal(*c)) else { return };
    if !matches!(role(ctx), Role::Opener | Role::Responder) {
        return;
    }
    let ours = our_suits(ctx);
    let slams: Vec<Candidate> = out
        .0
        .iter()
        .filter(|c| {
            let trump = bid_of(c.call).filter(|b| b.level.get() >= 6).and_then(|b| b.strain.trump());
            trump.map(|s| ours.contains(&s)).unwrap_or(false)
        })
        .cloned()
        .collect();
    for slam in slams {
        let Some(s) = bid_of(slam.call).and_then(|b| b.strain.trump()) else { continue };
        let set = suit_set(ours.iter().copied().chain([s]));
        out.push(
            Candidate::new(
                FOUR_NT,
                four,
                slam.needs.clone().val(V::FourNtAces(set)).ht(8, 32),
                "Culbertson 4–5 NT (1933): 4NT, slam values in {suit} and three aces, or two aces and the king of a suit we have bid ({bid_suits})",
            )
            .arg("suit", s.symbol())
            .arg("bid_suits", symbols(set))
            .forcing(Forcing::SlamTry)
            .priority(slam.priority + 1)
            .artificial(),
        );
    }
}

/// C82: the answers to partner's 4NT, by aces and the kings of bid suits.
fn answer_four_nt(ctx: &Ctx, out: &mut Out) {
    let ours = our_suits(ctx);
    let set = suit_set(ours.iter().copied());
    let Some(agreed) = agreed_suit(ctx) else { return };
    out.add(bid(5, Strain::NoTrump), |c| {
        Candidate::new(
            "culbertson.t.4nt_answer_5nt",
            c,
            Constraint::any().val(V::FiveNtAnswer(set)).ht(4, 32),
            "Culbertson 4–5 NT: 5NT, two aces, or one ace and the kings of all the suits we have bid ({bid_suits})",
        )
        .arg("bid_suits", symbols(set))
        .forcing(Forcing::SlamTry)
        .priority(400)
        .artificial()
    });
    for s in Suit::DESCENDING.into_iter().filter(|s| !ours.contains(s)) {
        out.add(bid(5, strain(s)), |c| {
            Candidate::new(
                "culbertson.t.4nt_answer_ace",
                c,
                Constraint::any().not_val(V::FiveNtAnswer(set)).val(V::AceOrVoid(s)),
                "Culbertson 4–5 NT: {bid}, the ace of {suit} (or a void), a suit we have not bid",
            )
            .arg("bid", c)
            .arg("suit", s.symbol())
            .forcing(Forcing::SlamTry)
            .priority(390)
            .artificial()
        });
    }
    let no_unbid_control = Suit::DESCENDING
        .into_iter()
        .filter(|s| !ours.contains(s))
        .fold(Constraint::any(), |k, s| k.not_val(V::AceOrVoid(s)));
    for needs in [V::Aces(1, 1), V::AllKings(set)] {
        out.add(bid(6, strain(agreed)), |c| {
            Candidate::new(
                "culbertson.t.4nt_answer_six",
                c,
                no_unbid_control.clone().not_val(V::FiveNtAnswer(set)).val(needs),
                "Culbertson 4–5 NT: {bid}, one ace in a suit we have bid, or the kings of all of them: slam in {suit}",
            )
            .arg("bid", c)
            .arg("suit", agreed.symbol())
            .forcing(Forcing::SignOff)
            .priority(380)
        });
    }
    // The sign-off: five of the lowest suit we have bid.
    if let Some(low) = ours.iter().copied().min() {
        out.add(bid(5, strain(low)), |c| {
            Candidate::new(
                "culbertson.t.4nt_answer_none",
                c,
                Constraint::any(),
                "Culbertson 4–5 NT: {bid}, five of the lowest suit we have bid: no ace and not all the bid kings (sign-off)",
            )
            .arg("bid", c)
            .forcing(Forcing::SignOff)
            .priority(370)
        });
    }
}

/// C82: the 4NT bidder places the contract after partner's answer.
fn place_slam(ctx: &Ctx, out: &mut Out, answer: &str) {
    let Some(agreed) = agreed_suit(ctx) else { return };
    let pass = |text: &str| Candidate::new("culbertson.t.4nt_place_pass", Call::Pass, Constraint::any(), text);
    match answer {
        "culbertson.t.4nt_answer_six" => {
            out.push(pass("Culbertson 4–5 NT: pass, partner's answer placed the slam").priority(300));
        }
        "culbertson.t.4nt_answer_none" => {
            let six = bid(6, strain(agreed)).filter(|c| ctx.is_legal(*c));
            out.add(six, |c| {
                Candidate::new(
                    "culbertson.t.4nt_place_six",
                    c,
                    Constraint::any().val(V::Aces(3, 4)),
                    "Culbertson 4–5 NT: {bid}, partner has no ace but three of mine leave one missing: the small slam",
                )
                .arg("bid", c)
                .forcing(Forcing::SignOff)
                .priority(310)
            });
            let five = bid(5, strain(agreed)).filter(|c| ctx.is_legal(*c));
            out.add(five, |c| {
                Candidate::new(
                    "culbertson.t.4nt_place_five",
                    c,
                    Constraint::any(),
                    "Culbertson 4–5 NT: {bid}, two aces are missing: stop in five",
                )
                .arg("bid", c)
                .forcing(Forcing::SignOff)
                .priority(300)
            });
            out.push(pass("Culbertson 4–5 NT: pass, two aces are missing: stop in five").priority(1));
        }
        _ => {
            let six = bid(6, strain(agreed)).filter(|c| ctx.is_legal(*c));
            out.add(six, |c| {
                Candidate::new(
                    "culbertson.t.4nt_place_six",
                    c,
                    Constraint::any(),
                    "Culbertson 4–5 NT: {bid}, partner's answer shows the aces a slam needs",
                )
                .arg("bid", c)
                .forcing(Forcing::SignOff)
                .priority(300)
            });
            out.push(pass("Culbertson 4–5 NT: pass, the slam is bid").priority(1));
        }
    }
}

/// C43 [T]: the weak takeout of 1NT and the forcing minor takeout.
pub fn notrump_takeouts(out: &mut Out) {
    for s in [Suit::Spades, Suit::Hearts, Suit::Diamonds] {
        out.add(bid(2, strain(s)), |c| {
            Candidate::new(
                WEAK_TAKEOUT,
                c,
                Constraint::any().min_len(s, 5).ht(0, 8).val(V::Chosen(Pick::Bid000 { except: Some(Suit::Clubs) }, s)),
                "Culbertson (period): {bid}, weak takeout of 1NT: a biddable five-card {suit} suit and 2 honour tricks or less; to play",
            )
            .arg("bid", c)
            .arg("suit", s.symbol())
            .priority(155)
        });
    }
    for major in [Suit::Hearts, Suit::Spades] {
        for (minor, needs) in [
            (Suit::Diamonds, Constraint::any().val(V::Longer(Suit::Diamonds, Suit::Clubs))),
            (Suit::Clubs, Constraint::any().not_val(V::Longer(Suit::Diamonds, Suit::Clubs))),
        ] {
            out.add(bid(3, strain(minor)), |c| {
                Candidate::new(
                    MINOR_TAKEOUT,
                    c,
                    needs.min_len(major, 4).ht(12, 17),
                    "Culbertson (1934 Blue Book): {bid}, forcing takeout of 1NT: the 3–4 honour tricks for game and a four-card major; asks the opener for a major",
                )
                .arg("bid", c)
                .forcing(Forcing::GameForcing)
                .priority(155)
                .artificial()
            });
        }
    }
}

/// C43 [T]: the opener answers the forcing minor takeout.
fn show_major(ctx: &Ctx, out: &mut Out) {
    for (s, p) in [(Suit::Hearts, 160), (Suit::Spades, 150)] {
        out.add(bid(3, strain(s)).filter(|c| ctx.is_legal(*c)), |c| {
            Candidate::new(
                SHOWS_MAJOR,
                c,
                Constraint::any().min_len(s, 4),
                "Culbertson (1934 Blue Book): {bid}, answering the forcing takeout: four or more {suit}",
            )
            .arg("bid", c)
            .arg("suit", s.symbol())
            .forcing(Forcing::GameForcing)
            .priority(p)
        });
    }
    out.add(bid(3, Strain::NoTrump), |c| {
        Candidate::new(
            "culbertson.t.1nt_no_major",
            c,
            Constraint::any().max_len(Suit::Hearts, 3).max_len(Suit::Spades, 3),
            "Culbertson (1934 Blue Book): 3NT, answering the forcing takeout: no four-card major",
        )
        .forcing(Forcing::SignOff)
        .priority(140)
    });
}

/// C43 [T]: the responder places the game after the opener's answer.
fn after_major(ctx: &Ctx, out: &mut Out, shown: bool) {
    let major = if shown { ctx.partner_call().and_then(bid_of).and_then(|b| b.strain.trump()) } else { None };
    if let Some(m) = major {
        out.add(bid(4, strain(m)), |c| {
            Candidate::new(
                "culbertson.t.1nt_major_game",
                c,
                Constraint::any().min_len(m, 4),
                "Culbertson (1934 Blue Book): {bid}, four cards in the major the opener showed: game there",
            )
            .arg("bid", c)
            .forcing(Forcing::SignOff)
            .priority(160)
        });
        out.add(bid(3, Strain::NoTrump).filter(|c| ctx.is_legal(*c)), |c| {
            Candidate::new(
                "culbertson.t.1nt_major_nt",
                c,
                Constraint::any().max_len(m, 3),
                "Culbertson (1934 Blue Book): 3NT, no fit in the opener's major: game in no-trump",
            )
            .forcing(Forcing::SignOff)
            .priority(150)
        });
    }
    out.push(
        Candidate::new(
            "culbertson.t.1nt_major_pass",
            Call::Pass,
            Constraint::any(),
            "Culbertson (1934 Blue Book): pass, the game is reached",
        )
        .priority(1),
    );
}

/// C83 [T]: 4NT over an opponent's pre-emptive opening, a takeout.
pub fn over_preempt(ctx: &Ctx, out: &mut Out) {
    let Some((_, open)) = ctx.opening() else { return };
    let Some(their) = open.strain.trump() else { return };
    if !(3..=4).contains(&open.level.get()) || ctx.last_bid() != Some(open) {
        return;
    }
    out.add(bid(4, Strain::NoTrump).filter(|c| ctx.is_legal(*c)), |c| {
        Candidate::new(
            TAKEOUT_4NT,
            c,
            Constraint::any().ht(16, 32).max_len(their, 2).val(V::HtInSuits { suits: 3, min: 2 }),
            "Culbertson (1933): 4NT over their pre-empt, a takeout: 4+ honour tricks in three suits, short in {suit}; partner must bid his best suit",
        )
        .arg("suit", their.symbol())
        .forcing(Forcing::GameForcing)
        .priority(195)
        .artificial()
    });
}

/// C83 [T]: the answer to partner's 4NT takeout: the best suit (C68's order).
fn answer_takeout(ctx: &Ctx, out: &mut Out) {
    let their = ctx.opening().and_then(|(_, b)| b.strain.trump());
    for s in Suit::DESCENDING.into_iter().filter(|&s| Some(s) != their) {
        out.add(ctx.cheapest(strain(s)).map(Call::Bid), |c| {
            Candidate::new(
                "culbertson.t.4nt_takeout_answer",
                c,
                Constraint::any().val(V::Chosen(Pick::Takeout000 { except: their }, s)),
                "Culbertson (1933): {bid}, answering partner's 4NT takeout: my best suit, {suit}",
            )
            .arg("bid", c)
            .arg("suit", s.symbol())
            .priority(300)
        });
    }
}
