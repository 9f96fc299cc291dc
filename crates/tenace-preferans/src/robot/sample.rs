//! Layouts of the cards a robot cannot see, consistent with what it knows:
//! the hands it sees, the cards played, the voids the play has shown (P31),
//! the talon in declarer's hand or discard, and the sizes of every hand.

use super::Knowledge;
use crate::record::Kind;
use tenace_cards::{Card, CardSet, Pack, SeededRng};
use tenace_core::{ByPlayer, Player};

/// One layout: every active player's hand now, and the cards out of play
/// that the robot cannot see (an unknown discard, talon cards not yet turned).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    pub hands: ByPlayer<CardSet>,
    pub out: Vec<Card>,
}

/// Where unseen cards may go.
struct Problem {
    holders: Vec<(Player, usize)>,
    out: usize,
    cards: Vec<(Card, Vec<usize>)>, // allowed slots: holder index, or holders.len() for out
    base: ByPlayer<CardSet>,
}

fn voids(know: &Knowledge) -> Vec<(Player, tenace_cards::Suit)> {
    let mut out = Vec::new();
    let tricks = know.tricks.iter().chain(know.current.iter());
    for t in tricks {
        let Some(led) = t.led_suit() else { continue };
        for (p, c) in &t.cards {
            let Some(p) = *p else { continue };
            if c.suit != led {
                out.push((p, led));
                if let Some(tr) = know.trump {
                    if c.suit != tr {
                        out.push((p, tr));
                    }
                }
            }
        }
    }
    out
}

fn problem(know: &Knowledge) -> Problem {
    let seating = know.roles.seating;
    let mut base = ByPlayer::splat(seating, CardSet::EMPTY);
    let mut known = CardSet::EMPTY;
    for (p, c) in &know.seen {
        base[*p] = *c;
        known = known.union(*c);
    }
    let played: CardSet =
        know.tricks.iter().chain(know.current.iter()).flat_map(|t| t.cards.iter().map(|(_, c)| *c)).collect();
    known = known.union(played);
    if let Some(d) = know.my_discard {
        known = known.union(d.iter().copied().collect());
    }
    let holders: Vec<(Player, usize)> =
        know.roles.active.iter().copied().filter(|p| know.hand_of(*p).is_none()).map(|p| (p, know.counts[p])).collect();
    let unseen = Pack::Piquet32.cards().difference(known);
    let in_hands: usize = holders.iter().map(|(_, n)| n).sum();
    let out = unseen.len().saturating_sub(in_hands);
    let void_list = voids(know);
    let talon: CardSet = if matches!(know.kind, Some(Kind::Game | Kind::Misere)) {
        know.public_talon.iter().copied().collect()
    } else {
        CardSet::EMPTY
    };
    let mut cards = Vec::new();
    for c in unseen.iter() {
        let mut slots: Vec<usize> = Vec::new();
        for (i, (p, _)) in holders.iter().enumerate() {
            let void = void_list.iter().any(|(q, s)| q == p && *s == c.suit);
            let talon_elsewhere = talon.contains(c) && know.declarer != Some(*p);
            if !void && !talon_elsewhere {
                slots.push(i);
            }
        }
        if out > 0 {
            slots.push(holders.len());
        }
        cards.push((c, slots));
    }
    Problem { holders, out, cards, base }
}

/// Up to `n` layouts (fewer when the constraints cannot be met), with
/// `accept` as a soft filter (tried a few times per layout, then dropped).
pub fn layouts(know: &Knowledge, n: usize, rng: &mut SeededRng, accept: &dyn Fn(&Layout) -> bool) -> Vec<Layout> {
    let pb = problem(know);
    let mut out = Vec::with_capacity(n);
    if pb.holders.is_empty() && pb.out == 0 {
        // Everything is known.
        out.push(Layout { hands: pb.base.clone(), out: Vec::new() });
        return out;
    }
    for _ in 0..n {
        let mut got = None;
        for attempt in 0..20 {
            let Some(l) = deal_once(&pb, rng) else { continue };
            if attempt == 19 || accept(&l) {
                got = Some(l);
                break;
            }
        }
        match got {
            Some(l) => out.push(l),
            None => break,
        }
    }
    out
}

/// Is everything the robot cannot see irrelevant (all hands known)?
pub fn all_known(know: &Knowledge) -> bool {
    know.roles.active.iter().all(|p| know.hand_of(*p).is_some())
}

fn deal_once(pb: &Problem, rng: &mut SeededRng) -> Option<Layout> {
    let slots = pb.holders.len() + 1;
    for _ in 0..100 {
        let mut room: Vec<usize> = pb.holders.iter().map(|(_, n)| *n).collect();
        room.push(pb.out);
        let mut order: Vec<usize> = (0..pb.cards.len()).collect();
        rng.shuffle(&mut order);
        order.sort_by_key(|i| pb.cards[*i].1.len());
        let mut hands = pb.base.clone();
        let mut out = Vec::new();
        let mut ok = true;
        for i in order {
            let (card, allowed) = &pb.cards[i];
            let total: usize = allowed.iter().map(|s| room[*s]).sum();
            if total == 0 {
                ok = false;
                break;
            }
            let mut pick = rng.below(total as u32) as usize;
            let mut slot = slots;
            for s in allowed {
                if pick < room[*s] {
                    slot = *s;
                    break;
                }
                pick -= room[*s];
            }
            if slot == slots {
                ok = false;
                break;
            }
            room[slot] -= 1;
            if slot == pb.holders.len() {
                out.push(*card);
            } else {
                hands[pb.holders[slot].0].insert(*card);
            }
        }
        if ok {
            return Some(Layout { hands, out });
        }
    }
    None
}
