//! Quick tricks: a lower bound on the tricks the side on lead can take at
//! once by cashing top cards (the leader's own, then partner's after an
//! entry), and a lower bound on the tricks the other side's top trumps win.
//! Sound, never optimistic, so a search can stop as soon as a bound settles
//! its target.

/// Rank bits of `suit` in `hand`.
#[inline]
fn lane(hand: u64, suit: usize) -> u16 {
    (hand >> (suit * 16)) as u16
}

/// The highest remaining cards of a suit that the leader holds in an unbroken run.
#[inline]
fn top_run(mine: u16, all: u16) -> u16 {
    let mut rest = all;
    let mut run = 0;
    while rest != 0 {
        let top = 1u16 << (15 - rest.leading_zeros());
        if mine & top == 0 {
            break;
        }
        run |= top;
        rest ^= top;
    }
    run
}

/// Tricks the side of `leader` is sure to take by cashing top cards from the
/// top, trumps first. `trump` is the trump suit index, if any.
///
/// Two plans, the better counts:
///
/// * The leader cashes its own top cards. Without trumps (or when the
///   opponents have none) every top card of every suit cashes. With trumps,
///   the leader's top trumps cash first; if they draw all the opponents'
///   trumps every side-suit top card cashes too, otherwise only one side
///   suit, and only as many rounds as the short opponent still holding a
///   trump can follow.
/// * When the opponents cannot ruff: the leader cashes its own top cards
///   outside one suit, then leads that suit to partner's top card, and
///   partner cashes all of its top cards ([`entry_plan`]).
///
/// Also returns the cards the count rests on (card bits): the bound holds for
/// every position where the same hands hold those cards, with everything
/// above them held as here and the same suit lengths, which is what the
/// transposition table needs to know.
#[cfg(test)]
pub(crate) fn quick_tricks(hands: &[u64; 4], leader: usize, trump: Option<usize>) -> (u32, u64) {
    let plan = OwnPlan::new(hands, leader, trump);
    let own = (plan.count(plan.runs), as_cards(plan.run_cards));
    match plan.opponents_ruff {
        Some(_) => own,
        None => match entry_plan(plan.me, hands[leader ^ 2], plan.all, plan.run_cards) {
            Some((tricks, cards)) if tricks.min(plan.me.count_ones()) > own.0 => {
                (tricks.min(plan.me.count_ones()), cards)
            }
            _ => own,
        },
    }
}

/// Whether the side of `leader` is sure of at least `needed` quick tricks
/// ([`quick_tricks`]); if so, the fewest cards the bound can rest on: only as
/// many of the leader's top cards as the count needs, so that a stored result
/// built on it covers as many positions as possible.
pub(crate) fn quick_tricks_reach(hands: &[u64; 4], leader: usize, trump: Option<usize>, needed: u32) -> Option<u64> {
    let plan = OwnPlan::new(hands, leader, trump);
    if plan.count(plan.runs) >= needed {
        return Some(plan.fewest_cards(needed));
    }
    if plan.opponents_ruff.is_some() {
        return None;
    }
    match entry_plan(plan.me, hands[leader ^ 2], plan.all, plan.run_cards) {
        Some((tricks, cards)) if tricks.min(plan.me.count_ones()) >= needed => Some(cards),
        _ => None,
    }
}

/// The leader cashing its own top cards (see [`quick_tricks`]). The count
/// only grows with the length of each top run, so any shorter runs that
/// still reach a count are a sound basis for it: the positions agreeing on
/// those top cards (and on the suit lengths) have runs at least as long.
struct OwnPlan {
    me: u64,
    all: u64,
    run_cards: [u16; 4],
    runs: [u32; 4],
    opponents_ruff: Option<usize>,
    lho: u64,
    rho: u64,
}

impl OwnPlan {
    #[inline]
    fn new(hands: &[u64; 4], leader: usize, trump: Option<usize>) -> OwnPlan {
        let me = hands[leader];
        let (lho, rho) = (hands[(leader + 1) & 3], hands[(leader + 3) & 3]);
        let all = hands[0] | hands[1] | hands[2] | hands[3];
        let run_cards: [u16; 4] = std::array::from_fn(|s| top_run(lane(me, s), lane(all, s)));
        let runs = run_cards.map(u16::count_ones);
        let opponents_ruff = trump.filter(|&t| lane(lho | rho, t) != 0);
        OwnPlan { me, all, run_cards, runs, opponents_ruff, lho, rho }
    }

    /// Tricks from cashing top runs of these lengths.
    #[inline]
    fn count(&self, runs: [u32; 4]) -> u32 {
        let total = match self.opponents_ruff {
            None => runs.iter().sum(),
            Some(t) => {
                let (lho, rho) = (self.lho, self.rho);
                let (lho_trumps, rho_trumps) = (lane(lho, t).count_ones(), lane(rho, t).count_ones());
                let drawn = runs[t];
                if lho_trumps.max(rho_trumps) <= drawn {
                    runs.iter().sum()
                } else {
                    let best_side_suit = (0..4)
                        .filter(|&s| s != t)
                        .map(|s| {
                            let mut cashable = runs[s];
                            if lho_trumps > drawn {
                                cashable = cashable.min(lane(lho, s).count_ones());
                            }
                            if rho_trumps > drawn {
                                cashable = cashable.min(lane(rho, s).count_ones());
                            }
                            cashable
                        })
                        .max()
                        .unwrap_or(0);
                    drawn + best_side_suit
                }
            }
        };
        total.min(self.me.count_ones())
    }

    /// The top cards of the shortest runs that still count `needed` tricks
    /// (`count(runs) >= needed` must hold): whole suits are dropped first,
    /// shortest run first, then each run is cut to what it must keep.
    fn fewest_cards(&self, needed: u32) -> u64 {
        let mut runs = self.runs;
        let mut order = [0usize, 1, 2, 3];
        order.sort_by_key(|&s| (Some(s) == self.opponents_ruff, runs[s]));
        for &s in &order {
            let full = runs[s];
            let mut keep = 0;
            while keep < full {
                runs[s] = keep;
                if self.count(runs) >= needed {
                    break;
                }
                keep += 1;
            }
            runs[s] = keep;
        }
        let mut cards = 0u64;
        for (s, (&run, &full)) in self.run_cards.iter().zip(&self.runs).enumerate() {
            let mut run = run;
            for _ in runs[s]..full {
                run &= run - 1;
            }
            cards |= u64::from(run) << (s * 16);
        }
        cards
    }
}

/// Card bits of per-suit rank bits.
#[inline]
fn as_cards(lanes: [u16; 4]) -> u64 {
    lanes.iter().enumerate().fold(0u64, |m, (s, &r)| m | u64::from(r) << (s * 16))
}

/// The best "cash mine, then cross to partner" plan when no one can ruff the
/// side's winners: for each suit `s` where the leader has a card and partner
/// the top card, the leader first cashes its top cards in the other suits
/// (only if partner can follow or spare discards without touching its own
/// top cards), then leads `s`, and partner, now on lead, cashes every top
/// card it holds. `my_runs` are the leader's top cards per suit.
fn entry_plan(me: u64, partner: u64, all: u64, my_runs: [u16; 4]) -> Option<(u32, u64)> {
    let partner_runs: [u16; 4] = std::array::from_fn(|s| top_run(lane(partner, s), lane(all, s)));
    let partner_tricks: u32 = partner_runs.iter().map(|r| r.count_ones()).sum();
    let partner_len = partner.count_ones();
    let mut best: Option<(u32, u64)> = None;
    for s in 0..4 {
        if lane(me, s) == 0 || partner_runs[s] == 0 {
            continue;
        }
        let mut cashed = [0u16; 4];
        let (mut mine, mut discards, mut following) = (0, 0, 0);
        for u in (0..4).filter(|&u| u != s && my_runs[u] != 0) {
            let (run, held) = (my_runs[u].count_ones(), lane(partner, u).count_ones());
            cashed[u] = my_runs[u];
            mine += run;
            discards += run.saturating_sub(held);
            following += held;
        }
        if partner_len < partner_tricks + following + discards {
            cashed = [0; 4];
            mine = 0;
        }
        let tricks = mine + partner_tricks;
        if best.is_none_or(|(b, _)| tricks > b) {
            let used = std::array::from_fn(|u| cashed[u] | partner_runs[u]);
            best = Some((tricks, as_cards(used)));
        }
    }
    best
}

/// Tricks the side off lead takes whatever happens, `leader` being on lead;
/// also returns the cards the bound rests on (card bits). The better of:
///
/// * with trumps, each of the top trumps one hand of the side holds in an
///   unbroken run wins a trick of its own, since nothing can beat it;
/// * one trick when the side holds the top card of every suit the leader
///   can lead and, in a side suit, the leader's partner cannot ruff it: the
///   leader must lead into one of those top cards.
pub(crate) fn later_tricks(hands: &[u64; 4], leader: usize, trump: Option<usize>) -> (u32, u64) {
    let all = hands[0] | hands[1] | hands[2] | hands[3];
    let (lho, rho) = (hands[(leader + 1) & 3], hands[(leader + 3) & 3]);
    let trumps = match trump {
        Some(t) => {
            let runs = [lho, rho].map(|h| top_run(lane(h, t), lane(all, t)));
            let run = match runs[0].count_ones() >= runs[1].count_ones() {
                true => runs[0],
                false => runs[1],
            };
            (run.count_ones(), u64::from(run) << (t * 16))
        }
        None => (0, 0),
    };
    if trumps.0 > 0 {
        return trumps;
    }
    let (me, partner) = (hands[leader], hands[leader ^ 2]);
    let mut tops = 0u64;
    for s in (0..4).filter(|&s| lane(me, s) != 0) {
        let suit = lane(all, s);
        let top = 1u16 << (15 - suit.leading_zeros());
        let partner_ruffs = trump.is_some_and(|t| t != s && lane(partner, s) == 0 && lane(partner, t) != 0);
        if lane(lho | rho, s) & top == 0 || partner_ruffs {
            return trumps;
        }
        tops |= u64::from(top) << (s * 16);
    }
    match tops {
        0 => trumps,
        _ => (1, tops),
    }
}

/// Whether the side off lead is sure of at least `needed` tricks
/// ([`later_tricks`]); if so, the fewest cards the bound rests on (only as
/// many top trumps as needed).
pub(crate) fn later_tricks_reach(hands: &[u64; 4], leader: usize, trump: Option<usize>, needed: u32) -> Option<u64> {
    let (tricks, mut cards) = later_tricks(hands, leader, trump);
    if tricks < needed {
        return None;
    }
    if let Some(t) = trump {
        let trumps = lane(cards, t);
        if trumps.count_ones() == tricks {
            let mut run = trumps;
            for _ in needed..tricks {
                run &= run - 1;
            }
            cards = (cards & !(0xFFFFu64 << (t * 16))) | u64::from(run) << (t * 16);
        }
    }
    Some(cards)
}

#[cfg(test)]
mod tests {
    use super::*;
    use tenace_cards::CardSet;

    fn hands(pbn: [&str; 4]) -> [u64; 4] {
        pbn.map(|h| CardSet::parse_dotted(h, tenace_cards::Suit::DESCENDING).map(CardSet::bits).unwrap_or(0))
    }

    #[test]
    fn notrump_cashes_every_top_card() {
        let h = hands(["AK.A..", "QJ.K..", "32.Q..", "T9.J.."]);
        assert_eq!(quick_tricks(&h, 0, None).0, 3);
    }

    #[test]
    fn a_ruff_limits_the_side_suit() {
        // West can ruff the second heart: North cashes ♠A and one heart.
        let h = hands(["A.AK.2.", "K.3.3.", "2.4.4.", "3.5..2"]);
        // Spades trumps: North's ♠A draws both opponents' trumps, then ♥AK cash.
        assert_eq!(quick_tricks(&h, 0, Some(3)).0, 3);
        // Hearts trumps: North's ♥AK draw everything; ♠A cashes too.
        assert_eq!(quick_tricks(&h, 0, Some(2)).0, 3);
        // Clubs trumps: West keeps a trump, so only one side suit counts, as far as West can follow.
        assert_eq!(quick_tricks(&h, 0, Some(0)).0, 1);
    }

    #[test]
    fn partner_cashes_after_an_entry() {
        // North cashes ♥A (South follows), then crosses to South's ♠AK.
        let h = hands(["32.A..", "QJ.3..", "AK.2..", "T9.4.."]);
        assert_eq!(quick_tricks(&h, 0, None).0, 3);
        // Without a spade to lead, North has only its own ace.
        let h = hands([".A.32.", "Q.3.A.", "AK.2..", "JT.4.."]);
        assert_eq!(quick_tricks(&h, 0, None).0, 1);
    }

    #[test]
    fn partner_keeps_its_winners_rather_than_discard_them() {
        // Cashing ♥AKQ first would make South discard three spades: cross at once instead.
        let h = hands(["2.AKQ..", "T98.3..", "AKQJ...", "765.2.."]);
        let (tricks, cards) = quick_tricks(&h, 0, None);
        assert_eq!(tricks, 4);
        assert_eq!(
            cards,
            CardSet::parse_dotted("AKQJ...", tenace_cards::Suit::DESCENDING).map(CardSet::bits).unwrap_or(0)
        );
    }

    #[test]
    fn a_bound_rests_on_only_the_cards_it_needs() {
        let bits = |h: &str| CardSet::parse_dotted(h, tenace_cards::Suit::DESCENDING).map(CardSet::bits).unwrap_or(0);
        let h = hands(["AK.A..", "QJ.K..", "32.Q..", "T9.J.."]);
        assert_eq!(quick_tricks_reach(&h, 0, None, 1), Some(bits("A...")));
        assert_eq!(quick_tricks_reach(&h, 0, None, 2), Some(bits("AK...")));
        assert_eq!(quick_tricks_reach(&h, 0, None, 3), Some(bits("AK.A..")));
        assert_eq!(quick_tricks_reach(&h, 0, None, 4), None);
        // West's ♠AK are two sure trump tricks against North's lead; one needs only the ace.
        let h = hands(["32.A..", "QJ.3..", "T9.2..", "AK.4.."]);
        assert_eq!(later_tricks_reach(&h, 0, Some(3), 1), Some(bits("A...")));
        assert_eq!(later_tricks_reach(&h, 0, Some(3), 2), Some(bits("AK...")));
        assert_eq!(later_tricks_reach(&h, 0, Some(3), 3), None);
    }

    #[test]
    fn top_trumps_in_one_hand_each_win_a_trick() {
        let h = hands(["32.A..", "QJ.3..", "T9.2..", "AK.4.."]);
        assert_eq!(later_tricks(&h, 0, Some(3)).0, 2, "West's ♠AK");
        assert_eq!(later_tricks(&h, 1, Some(3)).0, 0);
        assert_eq!(later_tricks(&h, 0, None).0, 0, "North can lead the ♥A");
    }

    #[test]
    fn the_leader_must_lead_into_a_top_card() {
        // North's spades and hearts are both headed by East-West's top cards.
        let h = hands(["32.Q..", "AJ.3..", "T9.2..", "K8.A.."]);
        assert_eq!(later_tricks(&h, 0, None).0, 1);
        // With hearts trumps, South ruffs nothing (it follows): still one.
        assert_eq!(later_tricks(&h, 0, Some(2)).0, 1);
        // South void in clubs with a trump could ruff a club lead that East tops.
        let h = hands(["3...2", "A...A", "2..3.", "..2.K"]);
        assert_eq!(later_tricks(&h, 0, Some(1)).0, 0);
        assert_eq!(later_tricks(&h, 0, None).0, 1);
    }
}
