//! The auction, the discard and the contract: hand evaluation checked by
//! simulation. Each sampled deal gives the robot a talon and the other two
//! hands; it keeps its best ten cards for a strain and the solver counts its
//! tricks with first hand leading. A bid is made when the sampled make-rate
//! reaches [`BID_RATE`]; misère when no trick is taken in at least
//! [`MISERE_RATE`] of the samples.

use super::reason::*;
use super::sample::layouts;
use super::{Decision, Effort, Knowledge};
use crate::bid::{Bid, Call, Strain};
use crate::cards::to_mask;
use crate::game::Action;
use crate::solver::{Position, Solver, TrickSoFar};
use crate::text::Text;
use tenace_cards::{Card, CardSet, Pack, Rank, SeededRng, Suit};
use tenace_core::Player;

/// The sampled make-rate a trick bid needs (double dummy flatters declarer a little).
pub const BID_RATE: f64 = 0.65;
/// The sampled make-rate a misère needs (the rule: at least 80 %).
pub const MISERE_RATE: f64 = 0.8;

/// A card's worth to keep for declarer in `strain`: trumps and honours high.
fn keep_value(card: Card, hand: CardSet, strain: Strain) -> i32 {
    let len = hand.suit_len(card.suit) as i32;
    let r = card.rank.value() as i32 - 7; // 0..7
    let trump = strain.trump() == Some(card.suit);
    let mut v = r * 3 + len * 2;
    if trump {
        v += 40;
    }
    if card.rank == Rank::Ace {
        v += 30;
    }
    if card.rank == Rank::King && len >= 2 {
        v += 15;
    }
    v
}

/// The two cards declarer would discard for `strain`, by keep value.
pub fn discard_for(hand12: CardSet, strain: Strain) -> [Card; 2] {
    let mut cards: Vec<Card> = hand12.iter().collect();
    cards.sort_by_key(|c| (keep_value(*c, hand12, strain), c.suit, c.rank));
    ordered([cards[0], cards[1]])
}

/// How dangerous a card is for misère: how many cards short of cover it is.
/// A card needs every other lower card of its suit below it in the hand to
/// be safe (7, 9, J, K with their partners: a 7-9-J-K suit is clean); the
/// 7 is always safe.
fn misere_danger(card: Card, hand: CardSet) -> i32 {
    let suit = hand.suit(card.suit);
    let below = suit.iter().filter(|c| c.rank < card.rank).count() as i32;
    (card.rank.value() as i32 - 7 - 2 * below).max(0)
}

/// The two cards discarded for misère: the most dangerous.
pub fn misere_discard(hand12: CardSet) -> [Card; 2] {
    let mut cards: Vec<Card> = hand12.iter().collect();
    cards.sort_by_key(|c| std::cmp::Reverse((misere_danger(*c, hand12), c.rank)));
    ordered([cards[0], cards[1]])
}

/// A discard with its cards in the pack's order (as the legal actions list them).
fn ordered(d: [Card; 2]) -> [Card; 2] {
    if d[1] < d[0] {
        [d[1], d[0]]
    } else {
        d
    }
}

/// A deal the robot imagines at the auction: a talon and the other two
/// active hands.
struct Imagined {
    talon: [Card; 2],
    others: Vec<(Player, CardSet)>,
}

fn imagine(know: &Knowledge, n: usize, rng: &mut SeededRng) -> Vec<Imagined> {
    let mine = know.my_hand();
    let others: Vec<Player> = know.roles.active.iter().copied().filter(|p| *p != know.me).collect();
    let unseen: Vec<Card> = Pack::Piquet32.cards().difference(mine).iter().collect();
    (0..n)
        .map(|_| {
            let mut cards = unseen.clone();
            rng.shuffle(&mut cards);
            Imagined {
                talon: [cards[0], cards[1]],
                others: vec![
                    (others[0], cards[2..12].iter().copied().collect()),
                    (others[1], cards[12..22].iter().copied().collect()),
                ],
            }
        })
        .collect()
}

fn seat_of(know: &Knowledge, p: Player) -> u8 {
    know.roles.active.iter().position(|q| *q == p).unwrap_or(0) as u8
}

/// The position with `me` declaring `strain` holding `mine`, first hand to lead.
fn declarer_position(
    know: &Knowledge,
    me: Player,
    mine: CardSet,
    others: &[(Player, CardSet)],
    strain: Option<Strain>,
    misere: bool,
) -> Position {
    let mut hands = [0u32; 3];
    hands[seat_of(know, me) as usize] = to_mask(mine);
    for (p, h) in others {
        hands[seat_of(know, *p) as usize] = to_mask(*h);
    }
    let d = seat_of(know, me);
    Position {
        hands,
        trump: strain.and_then(Strain::trump),
        leader: 0,
        trick: TrickSoFar::default(),
        talon_leads: vec![],
        talon_wins: false,
        counted: 1 << d,
        maximizers: if misere { 0b111 & !(1 << d) } else { 1 << d },
    }
}

/// Trick counts per strain and the misère make-rate of a hand, over samples.
#[derive(Clone, Debug)]
struct Evaluation {
    /// For each strain, the sampled tricks.
    tricks: Vec<(Strain, Vec<u8>)>,
    misere_clean: usize,
    /// Deals imagined for the trick contracts, and those solved for misère.
    samples: usize,
    misere_samples: usize,
}

impl Evaluation {
    fn rate(&self, strain: Strain, level: u8) -> f64 {
        let Some((_, t)) = self.tricks.iter().find(|(s, _)| *s == strain) else { return 0.0 };
        if t.is_empty() {
            return 0.0;
        }
        t.iter().filter(|x| **x >= level).count() as f64 / t.len() as f64
    }

    /// The highest bid whose make-rate reaches [`BID_RATE`], with its rate.
    fn max_bid(&self, exit: u8) -> Option<(Bid, f64)> {
        let mut best: Option<(Bid, f64)> = None;
        for (strain, _) in &self.tricks {
            for level in exit.max(6)..=10 {
                let r = self.rate(*strain, level);
                if r >= BID_RATE {
                    let bid = Bid::Tricks { level, strain: *strain };
                    if best.is_none_or(|(b, _)| bid > b) {
                        best = Some((bid, r));
                    }
                }
            }
        }
        best
    }

    fn misere_rate(&self) -> f64 {
        if self.misere_samples == 0 {
            0.0
        } else {
            self.misere_clean as f64 / self.misere_samples as f64
        }
    }
}

/// The strains worth a look: no-trumps and the two longest suits.
fn candidate_strains(hand: CardSet) -> Vec<Strain> {
    let mut suits: Vec<Suit> = crate::PREFERANS_SUITS.to_vec();
    suits.sort_by_key(|s| {
        std::cmp::Reverse((hand.suit_len(*s), hand.suit(*s).iter().map(|c| c.rank.value() as usize).sum::<usize>()))
    });
    let mut out: Vec<Strain> = suits.iter().take(2).map(|s| Strain::of_suit(*s)).collect();
    out.push(Strain::NoTrump);
    out
}

thread_local! {
    /// Hand evaluations of recent auctions: a robot asked again in the same
    /// auction reuses its evaluation (the result is a function of the key,
    /// so the cache changes no decision, only the time).
    static EVALUATIONS: std::cell::RefCell<Vec<(u64, Evaluation)>> = const { std::cell::RefCell::new(Vec::new()) };
}

fn evaluate(know: &Knowledge, effort: Effort, with_misere: bool) -> Evaluation {
    let mine = know.my_hand();
    let hand_index = know.roles.hand_index(know.me).unwrap_or(0) as u64;
    let mut key = crate::deal::mix(mine.bits(), hand_index * 16 + know.exit as u64);
    key = crate::deal::mix(key, effort.bid as u64);
    key = crate::deal::mix(key, effort.nodes);
    // A player's first call evaluates afresh (misère can only be bid then);
    // his later calls of the same auction reuse it.
    let first_call = !know.calls.iter().any(|(p, _)| *p == know.me);
    if let Some(e) =
        EVALUATIONS.with(|c| c.borrow().iter().find(|(k, _)| *k == key).map(|(_, e)| e.clone())).filter(|_| !first_call)
    {
        return e;
    }
    let e = evaluate_fresh(know, effort, with_misere, key);
    EVALUATIONS.with(|c| {
        let mut c = c.borrow_mut();
        if c.len() >= 16 {
            c.remove(0);
        }
        c.retain(|(k, _)| *k != key);
        c.push((key, e.clone()));
    });
    e
}

/// A hand worth a misère check: at most three cards short of cover (the
/// discard removes two; a clean misère proves expensive to search, so only
/// these hands get one).
fn misere_candidate(hand: CardSet) -> bool {
    hand.iter().filter(|c| misere_danger(*c, hand) > 0).count() <= 3
}

fn evaluate_fresh(know: &Knowledge, effort: Effort, with_misere: bool, seed: u64) -> Evaluation {
    let mut rng = SeededRng::new(seed);
    let mine = know.my_hand();
    let with_misere = with_misere && misere_candidate(mine);

    let strains = candidate_strains(mine);
    let mut tricks: Vec<(Strain, Vec<u8>)> = strains.iter().map(|s| (*s, Vec::new())).collect();
    let mut solver = Solver::default();
    let deals = imagine(know, effort.bid, &mut rng);
    // Misère first, over every imagined deal, with a budget of its own
    // (twice a decision's: a clean misère is costly to prove, and few hands
    // are candidates).
    let mut clean = 0;
    let mut misere_samples = 0;
    if with_misere {
        let start = solver.nodes;
        for deal in &deals {
            if misere_samples >= effort.min_layouts && solver.nodes - start > 2 * effort.nodes {
                break;
            }
            let twelve = mine.union(deal.talon.iter().copied().collect());
            let d = misere_discard(twelve);
            let kept = twelve.without(d[0]).without(d[1]);
            let pos = declarer_position(know, know.me, kept, &deal.others, None, true);
            solver.with_budget(effort.nodes / 2);
            let caught = solver.reaches(&pos, 1);
            if solver.aborted {
                continue;
            }
            misere_samples += 1;
            if !caught {
                clean += 1;
            }
        }
    }
    let mut samples = 0;
    let start = solver.nodes;
    for deal in &deals {
        if samples >= effort.min_layouts && solver.nodes - start > effort.nodes {
            break;
        }
        let twelve = mine.union(deal.talon.iter().copied().collect());
        for (strain, list) in tricks.iter_mut() {
            let d = discard_for(twelve, *strain);
            let kept = twelve.without(d[0]).without(d[1]);
            let pos = declarer_position(know, know.me, kept, &deal.others, Some(*strain), false);
            solver.with_budget(effort.nodes / 4);
            let t = solver.solve(&pos);
            if !solver.aborted {
                list.push(t);
            }
        }
        samples += 1;
    }
    Evaluation { tricks, misere_clean: clean, samples: misere_samples.max(samples), misere_samples }
}

/// A call in the auction.
pub fn call(know: &Knowledge, effort: Effort) -> Option<Decision> {
    let me = know.me;
    let legal: Vec<Call> = know
        .legal
        .iter()
        .filter_map(|a| match a {
            Action::Call { call, .. } => Some(*call),
            _ => None,
        })
        .collect();
    let decide = |call: Call, reason: Text| Some(Decision { action: Action::Call { player: me, call }, reason });
    if legal.len() == 1 {
        return decide(Call::Pass, Text::new(PASS_ONLY));
    }
    let misere_legal = legal.contains(&Call::Bid(Bid::Misere));
    let eval = evaluate(know, effort, misere_legal);
    let n = eval.samples as i64;
    if misere_legal && eval.misere_rate() >= MISERE_RATE {
        let pct = (eval.misere_rate() * 100.0).round() as i64;
        if eval.max_bid(know.exit).is_none_or(|(b, _)| b.level().unwrap_or(6) < 9) {
            return decide(
                Call::Bid(Bid::Misere),
                Text::new(BID_MISERE).number("pct", pct).number("n", eval.misere_samples as i64),
            );
        }
    }
    let high = know.calls.iter().rev().find_map(|(_, c)| match c {
        Call::Bid(b) => Some(*b),
        Call::Pass => None,
    });
    let Some((max, rate)) = eval.max_bid(know.exit) else {
        let best =
            eval.tricks.iter().map(|(s, _)| (eval.rate(*s, know.exit.max(6)), *s)).max_by(|a, b| a.0.total_cmp(&b.0));
        let pct = best.map(|(r, _)| (r * 100.0).round() as i64).unwrap_or(0);
        return decide(
            Call::Pass,
            Text::new(PASS_WEAK).number("pct", pct).number("n", n).bid("bid", Bid::lowest_at(know.exit)),
        );
    };
    let pct = (rate * 100.0).round() as i64;
    // "Here" first (P17), then the next rung, as long as it is within the hand's worth.
    let here = high.filter(|h| *h <= max && *h != Bid::Misere && legal.contains(&Call::Bid(*h)));
    if let Some(h) = here {
        return decide(
            Call::Bid(h),
            Text::new(BID_HERE).bid("bid", h).bid("max", max).number("pct", pct).number("n", n),
        );
    }
    let next = legal.iter().find_map(|c| match c {
        Call::Bid(b) if *b != Bid::Misere => Some(*b),
        _ => None,
    });
    match next {
        Some(b) if b <= max => {
            decide(Call::Bid(b), Text::new(BID_UP_TO).bid("bid", b).bid("max", max).number("pct", pct).number("n", n))
        }
        _ => decide(Call::Pass, Text::new(PASS_TOO_HIGH).bid("max", max)),
    }
}

/// Candidate discards for a strain: by keep value, plus voiding the shortest side suit.
fn discard_candidates(hand12: CardSet, strain: Strain) -> Vec<[Card; 2]> {
    let mut out = vec![discard_for(hand12, strain)];
    for s in crate::PREFERANS_SUITS {
        if Some(s) == strain.trump() {
            continue;
        }
        let suit: Vec<Card> = hand12.suit(s).iter().collect();
        if suit.len() == 2 && !suit.iter().any(|c| c.rank == Rank::Ace) {
            let d = [suit[0], suit[1]];
            if !out.contains(&d) {
                out.push(d);
            }
        }
    }
    // The lowest cards of the two weakest side suits.
    let mut lows: Vec<Card> = crate::PREFERANS_SUITS
        .iter()
        .filter(|s| Some(**s) != strain.trump())
        .filter_map(|s| hand12.lowest_in(*s).filter(|c| c.rank != Rank::Ace))
        .collect();
    lows.sort_by_key(|c| (hand12.suit_len(c.suit), c.rank));
    if lows.len() >= 2 {
        let d = [lows[0], lows[1]];
        if !out.contains(&d) && !out.contains(&[d[1], d[0]]) {
            out.push(d);
        }
    }
    out.truncate(3);
    out
}

/// Scored candidates: (strain, discard, sampled tricks).
type Scored = Vec<(Option<Strain>, [Card; 2], Vec<u8>)>;

/// Each candidate (strain, discard) over sampled layouts of the other two hands.
fn score_discards(
    know: &Knowledge,
    effort: Effort,
    candidates: &[(Option<Strain>, [Card; 2])],
    misere: bool,
) -> Scored {
    let mut rng = SeededRng::new(know.seed ^ 0xd15);
    let samples = layouts(know, effort.discard, &mut rng, &|_| true);
    let hand12 = know.my_hand();
    let mut solver = Solver::default();
    let mut out: Scored = candidates.iter().map(|(s, d)| (*s, *d, Vec::new())).collect();
    let others: Vec<Player> = know.roles.active.iter().copied().filter(|p| *p != know.me).collect();
    let start = solver.nodes;
    for (k, layout) in samples.iter().enumerate() {
        if k >= effort.min_layouts.min(samples.len()) && solver.nodes - start > effort.nodes {
            break;
        }
        let hands: Vec<(Player, CardSet)> = others.iter().map(|p| (*p, layout.hands[*p])).collect();
        let per_solve = effort.nodes / (2 * candidates.len().max(1) as u64);
        for (strain, d, list) in out.iter_mut() {
            let kept = hand12.without(d[0]).without(d[1]);
            let pos = declarer_position(know, know.me, kept, &hands, *strain, misere);
            solver.with_budget(per_solve.max(20_000));
            let t = if misere { solver.reaches(&pos, 1) as u8 } else { solver.solve(&pos) };
            if !solver.aborted {
                list.push(t);
            }
        }
    }
    out
}

/// Declarer's discard (P24): for misère the safest pair; for a trick
/// contract the pair that plays best in the best strain.
pub fn discard(know: &Knowledge, effort: Effort) -> Option<Decision> {
    let me = know.me;
    let hand12 = know.my_hand();
    if know.final_bid == Some(Bid::Misere) {
        let mut cands: Vec<[Card; 2]> = vec![misere_discard(hand12)];
        let mut danger: Vec<Card> = hand12.iter().collect();
        danger.sort_by_key(|c| std::cmp::Reverse((misere_danger(*c, hand12), c.rank)));
        for i in 0..danger.len().min(4) {
            for j in i + 1..danger.len().min(4) {
                let d = [danger[i], danger[j]];
                if !cands.iter().any(|c| c.contains(&d[0]) && c.contains(&d[1])) {
                    cands.push(d);
                }
            }
        }
        let scored = score_discards(know, effort, &cands.iter().map(|d| (None, *d)).collect::<Vec<_>>(), true);
        let best =
            scored.iter().min_by_key(|(_, _, t)| (t.iter().filter(|x| **x > 0).count() * 1000 / t.len().max(1), 0))?;
        let caught = best.2.iter().filter(|x| **x > 0).count() as i64;
        let n = best.2.len() as i64;
        return Some(Decision {
            action: Action::Discard { player: me, cards: ordered(best.1) },
            reason: Text::new(DISCARD_MISERE)
                .card("a", best.1[0])
                .card("b", best.1[1])
                .number("clean", n - caught)
                .number("n", n),
        });
    }
    let (strain, d, _, rate, n) = best_contract(know, effort)?;
    Some(Decision {
        action: Action::Discard { player: me, cards: ordered(d) },
        reason: Text::new(DISCARD_FOR)
            .card("a", d[0])
            .card("b", d[1])
            .arg("strain", strain_arg(strain))
            .number("pct", rate)
            .number("n", n),
    })
}

fn strain_arg(strain: Strain) -> crate::text::Arg {
    crate::text::Arg::Figure(strain.symbol().to_owned())
}

/// The best (strain, discard, contract level) for declarer's twelve or ten
/// cards, and the make-rate of that contract in percent over `n` layouts.
fn best_contract(know: &Knowledge, effort: Effort) -> Option<(Strain, [Card; 2], Bid, i64, i64)> {
    let hand = know.my_hand();
    let final_bid = know.final_bid.unwrap_or(Bid::LOWEST);
    let min_level = final_bid.level().unwrap_or(6);
    let twelve = hand.len() == 12;
    let mut cands: Vec<(Option<Strain>, [Card; 2])> = Vec::new();
    for s in candidate_strains(hand) {
        if twelve {
            for d in discard_candidates(hand, s) {
                cands.push((Some(s), d));
            }
        } else {
            let dummy = know.my_discard.unwrap_or([Card::new(Suit::Clubs, Rank::Two); 2]);
            cands.push((Some(s), dummy));
        }
    }
    if let Some(fs) = final_bid.strain() {
        if !cands.iter().any(|(s, _)| *s == Some(fs)) {
            let ds = if twelve {
                discard_candidates(hand, fs)
            } else {
                vec![know.my_discard.unwrap_or([Card::new(Suit::Clubs, Rank::Two); 2])]
            };
            for d in ds {
                cands.push((Some(fs), d));
            }
        }
    }
    let scored = if twelve {
        score_discards(know, effort, &cands, false)
    } else {
        // Ten cards (after the discard): no discard to remove.
        let mut rng = SeededRng::new(know.seed ^ 0xc0);
        let samples = layouts(know, effort.discard, &mut rng, &|_| true);
        let others: Vec<Player> = know.roles.active.iter().copied().filter(|p| *p != know.me).collect();
        let mut solver = Solver::default();
        cands
            .iter()
            .map(|(s, d)| {
                let t: Vec<u8> = samples
                    .iter()
                    .filter_map(|l| {
                        let hands: Vec<(Player, CardSet)> = others.iter().map(|p| (*p, l.hands[*p])).collect();
                        let pos = declarer_position(know, know.me, hand, &hands, *s, false);
                        solver.with_budget(effort.nodes / 4);
                        let t = solver.solve(&pos);
                        (!solver.aborted).then_some(t)
                    })
                    .collect();
                (*s, *d, t)
            })
            .collect()
    };
    // Expected value in whists of naming `level` in a strain, from declarer's side.
    let params = &know.params;
    let ev = |level: u8, t: &[u8]| -> f64 {
        if t.is_empty() {
            return f64::MIN;
        }
        let c = 2.0 * (level as f64 - 5.0);
        let wp = params.scale as f64 * c;
        let cons = params.consolation_per_trick(c as i64) as f64;
        let sum: f64 = t
            .iter()
            .map(|&x| {
                let x = x as f64;
                let l = level as f64;
                let def = 10.0 - x;
                if x >= l {
                    params.pool_value as f64 * c - wp * def * 0.5
                } else {
                    -(10.0 * params.scale as f64 * c + 2.0 * cons) * (l - x) - wp * def * 0.5
                }
            })
            .sum();
        sum / t.len() as f64
    };
    let mut best: Option<(f64, Strain, [Card; 2], Bid, f64, usize)> = None;
    for (s, d, t) in &scored {
        let Some(s) = *s else { continue };
        for level in min_level..=10 {
            let bid = Bid::Tricks { level, strain: s };
            if bid < final_bid {
                continue;
            }
            let v = ev(level, t);
            let rate = t.iter().filter(|x| **x >= level).count() as f64 / t.len().max(1) as f64;
            if best.as_ref().is_none_or(|b| v > b.0) {
                best = Some((v, s, *d, bid, rate, t.len()));
            }
        }
    }
    let (_, s, d, bid, rate, n) = best?;
    Some((s, d, bid, (rate * 100.0).round() as i64, n as i64))
}

/// The contract (P25): the best strain and level by expected value, never
/// below the final bid.
pub fn contract(know: &Knowledge, effort: Effort) -> Option<Decision> {
    let (_, _, bid, pct, n) = best_contract(know, effort)?;
    let reason = if Some(bid) == know.final_bid && pct < 50 {
        Text::new(CONTRACT_FORCED).bid("contract", bid).number("pct", pct).number("n", n)
    } else {
        Text::new(CONTRACT_BEST).bid("contract", bid).number("pct", pct).number("n", n)
    };
    Some(Decision { action: Action::Declare { player: know.me, contract: bid }, reason })
}
