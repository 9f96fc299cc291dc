//! The [T] options of `../shared/spec/systems-1930s.md` §4.3, played only by
//! the `Culbertson1930s` variant (`--system culbertson-1930s`): rules seed
//! 000 does not give but the period's Culbertson does (§5).
//!
//! - C81–C82: Culbertson 4–5 NT. Where a rule of the strict system would bid
//!   a slam in a suit, a hand with three aces (or two and the king of a bid
//!   suit) bids 4NT first; partner answers by aces and bid kings and the
//!   4NT bidder places the contract, a grand slam when the answer shows that
//!   the partnership holds every ace and the trump king. The 4NT bidder's
//!   later 5NT shows all four aces in his hand, and 5NT without 4NT three
//!   aces and the king of a bid suit; partner answers either by bidding the
//!   grand slam or the small one (C82's "common sense" continuations,
//!   docs/systems-1930s.md).
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
/// C82: the 4NT bidder's later 5NT, all four aces.
const LATER_5NT: &str = "culbertson.t.4nt_later_5nt";
/// C82: 5NT without 4NT, three aces and the king of a bid suit.
const DIRECT_5NT: &str = "culbertson.t.5nt_direct";
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
        LATER_5NT => answer_five_nt(ctx, &mut out, false),
        DIRECT_5NT => answer_five_nt(ctx, &mut out, true),
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
        r if r.starts_with("culbertson.t.5nt_answer") && matches!(ctx.my_rule(), Some(LATER_5NT | DIRECT_5NT)) => {
            slam_placed(&mut out)
        }
        r if r.starts_with("culbertson.t.4nt_place_")
            && r != "culbertson.t.4nt_place_pass"
            && ctx.my_rule().is_some_and(|m| m.starts_with("culbertson.t.4nt_answer")) =>
        {
            slam_placed(&mut out)
        }
        _ => return None,
    }
    Some(out.0)
}

/// C81: 4NT before a slam in a suit, with the aces the convention needs;
/// C82: 5NT without 4NT with three aces and the king of a bid suit.
pub fn four_nt(ctx: &Ctx, out: &mut Out) {
    let four = bid(4, Strain::NoTrump).filter(|c| ctx.is_legal(*c));
    let five = bid(5, Strain::NoTrump).filter(|c| ctx.is_legal(*c));
    if (four.is_none() && five.is_none()) || !matches!(role(ctx), Role::Opener | Role::Responder) {
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
        // Two aces and a king at least: 11+ HCP, 2+ honour tricks.
        out.add(four, |c| {
            Candidate::new(
                FOUR_NT,
                c,
                slam.needs.clone().val(V::FourNtAces(set)).ht(8, 32).and_hcp(11, 37),
                "Culbertson 4–5 NT (1933): 4NT, slam values in {suit} and three aces, or two aces and the king of a suit we have bid ({bid_suits})",
            )
            .arg("suit", s.symbol())
            .arg("bid_suits", symbols(set))
            .forcing(Forcing::SlamTry)
            .priority(slam.priority + 1)
            .artificial()
        });
        // Three aces (4 HCP and 1 honour trick each) and a king: 15+ HCP, 3+ honour tricks.
        out.add(five, |c| {
            Candidate::new(
                DIRECT_5NT,
                c,
                slam.needs.clone().val(V::DirectFiveNt(set)).ht(12, 32).and_hcp(15, 37),
                "Culbertson 4–5 NT (1933): 5NT without 4NT, slam values in {suit}, three aces and the king of a suit we have bid ({bid_suits}); partner bids the grand slam with the fourth ace",
            )
            .arg("suit", s.symbol())
            .arg("bid_suits", symbols(set))
            .forcing(Forcing::SlamTry)
            .priority(slam.priority + 2)
            .artificial()
        });
    }
}

/// C82: the answers to partner's 4NT, by aces and the kings of bid suits.
fn answer_four_nt(ctx: &Ctx, out: &mut Out) {
    let ours = our_suits(ctx);
    let set = suit_set(ours.iter().copied());
    let Some(agreed) = agreed_suit(ctx) else { return };
    // What a listener infers besides the aces and kings themselves: an ace is
    // 4 HCP and a king 3, so two aces, or one and every bid king, is 7+ HCP
    // with one bid suit, 8+ with more.
    let kings_hcp = 3 * ours.len() as u8;
    out.add(bid(5, Strain::NoTrump), |c| {
        Candidate::new(
            "culbertson.t.4nt_answer_5nt",
            c,
            Constraint::any().val(V::FiveNtAnswer(set)).ht(4, 32).and_hcp(8.min(4 + kings_hcp), 37),
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
    for (needs, hcp) in [(V::Aces(1, 1), 4), (V::AllKings(set), kings_hcp)] {
        out.add(bid(6, strain(agreed)), |c| {
            Candidate::new(
                "culbertson.t.4nt_answer_six",
                c,
                no_unbid_control.clone().not_val(V::FiveNtAnswer(set)).val(needs).and_hcp(hcp, 37),
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

/// C82: the 4NT bidder places the contract after partner's answer. The
/// answers count the partnership's aces: 5NT shows two aces, or one and
/// every bid king (and then the 4NT bidder, lacking a bid king, must hold
/// three aces), so after 5NT every ace is ours ("a grand slam bid follows
/// naturally", Culbertson, 1933): seven with the trump king known. Six of a
/// bid suit shows one ace or every bid king: with all four aces here, the
/// kings, so seven. With all four aces after an answer below 5NT, the later
/// 5NT says so and leaves the grand slam to partner.
fn place_slam(ctx: &Ctx, out: &mut Out, answer: &str) {
    let Some(agreed) = agreed_suit(ctx) else { return };
    let pass = |text: &str| Candidate::new("culbertson.t.4nt_place_pass", Call::Pass, Constraint::any(), text);
    let six = bid(6, strain(agreed)).filter(|c| ctx.is_legal(*c));
    let seven = bid(7, strain(agreed)).filter(|c| ctx.is_legal(*c));
    let grand = |out: &mut Out, needs: Constraint, text: &str| {
        out.add(seven, |c| {
            Candidate::new("culbertson.t.4nt_place_seven", c, needs, text)
                .arg("bid", c)
                .arg("suit", agreed.symbol())
                .forcing(Forcing::SignOff)
                .priority(310)
        });
    };
    let later_five_nt = |out: &mut Out| {
        out.add(bid(5, Strain::NoTrump).filter(|c| ctx.is_legal(*c)), |c| {
            Candidate::new(
                LATER_5NT,
                c,
                Constraint::any().val(V::Aces(4, 4)).ht(16, 32).and_hcp(16, 37),
                "Culbertson 4–5 NT: 5NT after my 4NT, all four aces; partner bids the grand slam in {suit} with its king",
            )
            .arg("suit", agreed.symbol())
            .forcing(Forcing::SlamTry)
            .priority(320)
            .artificial()
        });
    };
    match answer {
        "culbertson.t.4nt_answer_six" => {
            grand(
                out,
                Constraint::any().val(V::Aces(4, 4)),
                "Culbertson 4–5 NT: {bid}, all four aces here, so partner's six shows the kings of the bid suits: the grand slam in {suit}",
            );
            out.push(pass("Culbertson 4–5 NT: pass, partner's answer placed the slam").priority(300));
        }
        "culbertson.t.4nt_answer_none" => {
            later_five_nt(out);
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
            if answer == "culbertson.t.4nt_answer_5nt" {
                grand(
                    out,
                    Constraint::any().val(V::Aces(3, 4)),
                    "Culbertson 4–5 NT: {bid}, partner's 5NT with my three aces shows the fourth ace and the kings of the bid suits: the grand slam in {suit}",
                );
                grand(
                    out,
                    Constraint::any().val(V::King(agreed)),
                    "Culbertson 4–5 NT: {bid}, partner's 5NT gives us all four aces, and I hold the king of {suit}: the grand slam",
                );
            } else {
                // Partner showed an ace or a void in an unbid suit: with all four aces here, a void.
                later_five_nt(out);
            }
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

/// C82: partner's 5NT showed aces, all four after his 4NT (`direct` false)
/// or three and the king of a bid suit without it (`direct` true): bid the
/// grand slam in the agreed suit when the missing honours are here, else
/// the small slam.
fn answer_five_nt(ctx: &Ctx, out: &mut Out, direct: bool) {
    let Some(agreed) = agreed_suit(ctx) else { return };
    let only_suit = our_suits(ctx).iter().all(|&s| s == agreed);
    let seven = bid(7, strain(agreed)).filter(|c| ctx.is_legal(*c));
    let (needs, text) = match (direct, only_suit) {
        (false, _) => (
            Constraint::any().val(V::King(agreed)).and_hcp(3, 37),
            "Culbertson 4–5 NT: {bid}, partner's later 5NT shows all four aces and I hold the king of {suit}: the grand slam",
        ),
        // The one bid suit is the agreed one: partner's bid king is the trump king.
        (true, true) => (
            Constraint::any().val(V::Aces(1, 4)).and_hcp(4, 37),
            "Culbertson 4–5 NT: {bid}, partner's 5NT shows three aces and the king of {suit}; I hold the fourth ace: the grand slam",
        ),
        (true, false) => (
            Constraint::any().val(V::Aces(1, 4)).val(V::King(agreed)).and_hcp(7, 37),
            "Culbertson 4–5 NT: {bid}, partner's 5NT shows three aces and a bid king; I hold the fourth ace and the king of {suit}: the grand slam",
        ),
    };
    out.add(seven, |c| {
        Candidate::new("culbertson.t.5nt_answer_seven", c, needs, text)
            .arg("bid", c)
            .arg("suit", agreed.symbol())
            .forcing(Forcing::SignOff)
            .priority(310)
    });
    let six_text = if direct {
        "Culbertson 4–5 NT: {bid}, partner's 5NT shows three aces and a bid king, but the grand slam needs what I lack: the small slam in {suit}"
    } else {
        "Culbertson 4–5 NT: {bid}, partner's later 5NT shows all four aces, but I lack the king of {suit}: the small slam"
    };
    out.add(bid(6, strain(agreed)).filter(|c| ctx.is_legal(*c)), |c| {
        Candidate::new("culbertson.t.5nt_answer_six", c, Constraint::any(), six_text)
            .arg("bid", c)
            .arg("suit", agreed.symbol())
            .forcing(Forcing::SignOff)
            .priority(300)
    });
}

/// After the convention's last word: the slam is placed, pass.
fn slam_placed(out: &mut Out) {
    out.push(
        Candidate::new(
            "culbertson.t.5nt_pass",
            Call::Pass,
            Constraint::any(),
            "Culbertson 4–5 NT: pass, the slam is placed",
        )
        .priority(300),
    );
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
