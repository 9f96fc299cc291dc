//! Quick tricks: a lower bound on the tricks the side on lead can take at
//! once by cashing top cards (the leader's own, then partner's after an
//! entry), and a lower bound on the tricks the other side's top trumps win.
//! Sound, never optimistic, so a search can stop as soon as a bound settles
//! its target.

use crate::bits::{count, lane, length_of};

/// The highest remaining cards of a suit that `mine` holds in an unbroken run:
/// every card of `all` above the highest card somebody else holds.
#[inline]
fn top_run(mine: u16, all: u16) -> u16 {
    let others = all & !mine;
    match others {
        0 => all,
        o => all & !((2u16 << (15 - o.leading_zeros())) - 1),
    }
}

/// A cashing plan of the side on lead, as per-suit counts of top cards
/// used: the leader's own (`mine`) and partner's (`theirs`, reached with an
/// entry). Using fewer top cards than a hand holds is always sound: the
/// bound then rests on fewer cards, and the unused ones serve as spare cards.
#[derive(Copy, Clone)]
struct Used {
    mine: [u32; 4],
    theirs: [u32; 4],
}

/// The quick-trick view of a position: suit lengths and top runs of the side on lead.
struct Cash {
    /// The trump suit, 4 for none.
    trump: usize,
    /// `len[k][s]`, hands counted from the leader: 0 leader, 1 LHO, 2 partner, 3 RHO.
    len: [[u32; 4]; 4],
    /// The opponents' longer holding per suit.
    opp: [u32; 4],
    /// The leader's and partner's top runs per suit: the highest remaining
    /// cards held by that hand without a break (rank bits), and their counts.
    run: [[u16; 4]; 2],
    runs: [[u32; 4]; 2],
    /// Cards in each hand.
    cards: u32,
}

impl Cash {
    #[inline]
    fn new(hands: &[u64; 4], lens: u64, leader: usize, trump: Option<usize>) -> Cash {
        let all = hands[0] | hands[1] | hands[2] | hands[3];
        let mut cash = Cash {
            trump: trump.unwrap_or(4),
            len: [[0; 4]; 4],
            opp: [0; 4],
            run: [[0; 4]; 2],
            runs: [[0; 4]; 2],
            cards: 0,
        };
        for k in 0..4 {
            let h = (leader + k) & 3;
            for s in 0..4 {
                cash.len[k][s] = length_of(lens, h, s);
            }
        }
        for s in 0..4 {
            cash.opp[s] = cash.len[1][s].max(cash.len[3][s]);
            for (i, k) in [0, 2].into_iter().enumerate() {
                let run = top_run(lane(hands[(leader + k) & 3], s), lane(all, s));
                cash.run[i][s] = run;
                cash.runs[i][s] = count(run);
            }
            cash.cards += cash.len[0][s];
        }
        cash
    }

    /// How many rounds of `s` can be led before an opponent still holding
    /// trumps (`trumps`: LHO's and RHO's count) could ruff.
    #[inline]
    fn rounds_before_ruff(&self, s: usize, trumps: [u32; 2]) -> u32 {
        if s == self.trump {
            return u32::MAX;
        }
        let lho = if trumps[0] > 0 { self.len[1][s] } else { u32::MAX };
        let rho = if trumps[1] > 0 { self.len[3][s] } else { u32::MAX };
        lho.min(rho)
    }

    /// Tricks hand `k` (0 leader, 2 partner) takes by cashing `used` top
    /// cards per suit, trumps first (which draws the opponents' `trumps`),
    /// then each side suit as long as no opponent with trumps can ruff; the
    /// small cards of a suit count too once everybody else is out of it.
    #[inline]
    fn cash(&self, k: usize, used: &[u32; 4], trumps: &mut [u32; 2]) -> u32 {
        let other = k ^ 2;
        let mut tricks = 0;
        let t = self.trump;
        if t < 4 && used[t] > 0 {
            let n = used[t];
            tricks += n;
            trumps[0] = trumps[0].saturating_sub(n);
            trumps[1] = trumps[1].saturating_sub(n);
            if n >= self.opp[t] && self.len[other][t] <= n {
                tricks += self.len[k][t] - n;
            }
        }
        let drawn = trumps[0] == 0 && trumps[1] == 0;
        for (s, &n) in used.iter().enumerate() {
            if n == 0 || s == t {
                continue;
            }
            if drawn {
                tricks += n;
                if n >= self.opp[s] && self.len[other][s] <= n {
                    tricks += self.len[k][s] - n;
                }
            } else {
                tricks += n.min(self.rounds_before_ruff(s, *trumps));
            }
        }
        tricks
    }

    /// The cards a plan rests on: the top cards it uses.
    fn cards_of(&self, used: &Used) -> u64 {
        let mut cards = 0u64;
        for s in 0..4 {
            for (k, n) in [(0, used.mine[s]), (1, used.theirs[s])] {
                let mut run = self.run[k][s];
                for _ in n..self.runs[k][s] {
                    run &= run - 1;
                }
                cards |= u64::from(run) << (s * 16);
            }
        }
        cards
    }

    /// The tricks of a plan.
    fn count(&self, used: &Used) -> u32 {
        let t = self.trump;
        let mut trumps = if t < 4 { [self.len[1][t], self.len[3][t]] } else { [0, 0] };
        let mine = self.cash(0, &used.mine, &mut trumps).min(self.cards);
        let theirs: u32 = used.theirs.iter().sum();
        // Partner keeps its winners while the leader cashes (it follows suit
        // or discards with other cards), and the leader still has a card of a
        // suit where partner's top card wins the lead.
        if theirs == 0 || self.cards < theirs + mine {
            return mine;
        }
        let entry = (0..4).any(|c| used.theirs[c] > 0 && self.len[0][c] > 0 && self.rounds_before_ruff(c, trumps) >= 1);
        if !entry {
            return mine;
        }
        (mine + self.cash(2, &used.theirs, &mut trumps)).min(self.cards)
    }
}

/// One trick by partner ruffing a lead of the leader (trumps `t`): the card it rests on.
fn partner_ruff(hands: &[u64; 4], lens: u64, leader: usize, t: usize) -> Option<u64> {
    let (lho, partner, rho) = (hands[(leader + 1) & 3], hands[(leader + 2) & 3], hands[(leader + 3) & 3]);
    let ours = lane(partner, t);
    if ours == 0 {
        return None;
    }
    let top = 15 - ours.leading_zeros();
    for s in (0..4).filter(|&s| s != t && length_of(lens, leader, s) > 0 && lane(partner, s) == 0) {
        // An opponent void in the suit may ruff (second hand) or overruff (fourth hand).
        let void_trumps = |h: u64| if lane(h, s) == 0 { lane(h, t) } else { 0 };
        let threat = void_trumps(lho) | void_trumps(rho);
        if threat == 0 {
            return Some(0);
        }
        if (1u16 << top) > threat {
            return Some(1u64 << (t as u32 * 16 + top));
        }
    }
    None
}

/// The most quick tricks the side of `leader` is sure of, and the cards
/// that count rests on ([`quick_tricks_reach`]).
#[cfg(test)]
pub(crate) fn quick_tricks(hands: &[u64; 4], leader: usize, trump: Option<usize>) -> (u32, u64) {
    (1..=13)
        .rev()
        .find_map(|n| quick_tricks_reach(hands, crate::bits::lengths(hands), leader, trump, n).map(|c| (n, c)))
        .unwrap_or((0, 0))
}

/// Whether the side of `leader` is sure of at least `needed` quick tricks;
/// if so, the fewest cards the bound rests on (card bits): it holds for
/// every position with the same suit lengths where the same hands hold
/// those cards and every card above them.
///
/// The plan: the leader cashes its top trumps, drawing the opponents'
/// trumps, then its top cards in the other suits as long as no opponent
/// still holding a trump can ruff them, and the small cards of a suit once
/// everybody else is out of it; then it leads a suit where partner holds the
/// top card, provided partner kept enough other cards to follow or discard
/// meanwhile, and partner cashes the same way. Or, for one trick, partner
/// ruffs a suit the leader leads.
pub(crate) fn quick_tricks_reach(
    hands: &[u64; 4],
    lens: u64,
    leader: usize,
    trump: Option<usize>,
    needed: u32,
) -> Option<u64> {
    // At most every card of each suit whose top card the side holds: most calls stop here.
    let all = hands[0] | hands[1] | hands[2] | hands[3];
    let (me, partner) = (hands[leader], hands[leader ^ 2]);
    let mut most = 0;
    for s in 0..4 {
        let top = match lane(all, s) {
            0 => continue,
            a => 1u16 << (15 - a.leading_zeros()),
        };
        if lane(me, s) & top != 0 {
            most += length_of(lens, leader, s);
        } else if lane(partner, s) & top != 0 {
            most += length_of(lens, leader ^ 2, s);
        }
    }
    if most < needed {
        return match needed {
            1 => partner_ruff(hands, lens, leader, trump?),
            _ => None,
        };
    }
    let cash = Cash::new(hands, lens, leader, trump);
    let full = Used { mine: cash.runs[0], theirs: cash.runs[1] };
    let own = Used { mine: full.mine, theirs: [0; 4] };
    let direct = Used { mine: [0; 4], theirs: full.theirs };
    let Some(mut used) = [own, full, direct].into_iter().find(|u| cash.count(u) >= needed) else {
        return match needed {
            1 => partner_ruff(hands, lens, leader, trump?),
            _ => None,
        };
    };
    // Rest the bound on as few cards as possible: drop whole suits (shortest
    // runs first), then trim each remaining run from the bottom.
    let t = cash.trump;
    if used.theirs == [0; 4] && (t == 4 || cash.opp[t] == 0) {
        // Nobody can ruff: every suit counts on its own.
        let worth = |s: usize, n: u32| match n {
            0 => 0,
            n if n >= cash.opp[s] && cash.len[2][s] <= n => cash.len[0][s],
            n => n,
        };
        let mut total: u32 = (0..4).map(|s| worth(s, used.mine[s])).sum();
        for s in by_length(&used.mine) {
            let rest = total - worth(s, used.mine[s]);
            let keep = (0..used.mine[s]).find(|&n| rest + worth(s, n) >= needed).unwrap_or(used.mine[s]);
            used.mine[s] = keep;
            total = rest + worth(s, keep);
        }
        return Some(cash.cards_of(&used));
    }
    for k in 0..2 {
        let runs = if k == 0 { used.mine } else { used.theirs };
        let mut order = by_length(&runs);
        if let Some(i) = order.iter().position(|&s| s == t) {
            // The trump suit last: its top cards draw the opponents' trumps.
            order[i..].rotate_left(1);
        }
        for s in order {
            if runs[s] == 0 {
                continue;
            }
            let mut keep = 0;
            while keep < runs[s] {
                let mut trial = used;
                match k {
                    0 => trial.mine[s] = keep,
                    _ => trial.theirs[s] = keep,
                }
                if cash.count(&trial) >= needed {
                    break;
                }
                keep += 1;
            }
            match k {
                0 => used.mine[s] = keep,
                _ => used.theirs[s] = keep,
            }
        }
    }
    Some(cash.cards_of(&used))
}

/// The suits by the number of top cards used, fewest first.
#[inline]
fn by_length(runs: &[u32; 4]) -> [usize; 4] {
    let mut order = [0usize, 1, 2, 3];
    for i in 1..4 {
        let mut j = i;
        while j > 0 && runs[order[j - 1]] > runs[order[j]] {
            order.swap(j - 1, j);
            j -= 1;
        }
    }
    order
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
            let run = match count(runs[0]) >= count(runs[1]) {
                true => runs[0],
                false => runs[1],
            };
            (count(run), u64::from(run) << (t * 16))
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
pub(crate) fn later_tricks_reach(
    hands: &[u64; 4],
    lens: u64,
    leader: usize,
    trump: Option<usize>,
    needed: u32,
) -> Option<u64> {
    let (tricks, mut cards) = later_tricks(hands, leader, trump);
    if tricks < needed {
        return last_tricks(hands, lens, leader, trump, needed);
    }
    if let Some(t) = trump {
        let trumps = lane(cards, t);
        if count(trumps) == tricks {
            let mut run = trumps;
            for _ in needed..tricks {
                run &= run - 1;
            }
            cards = (cards & !(0xFFFFu64 << (t * 16))) | u64::from(run) << (t * 16);
        }
    }
    Some(cards)
}

/// When the side on lead can lose at most one trick more (`needed` of 1 or 2
/// for the side off lead), the side off lead's trick from the top cards it
/// holds (the "later tricks" of DDS): without trumps, the side on lead
/// cannot take every trick when the suits it tops hold fewer cards than
/// there are tricks; with trumps, the side off lead's top trump, or its
/// second trump sitting over the top one, or its second and third trumps,
/// take a trick, two top trumps (with a spare trump) take two, and if the
/// side on lead has no trumps every trump of the longer hand off lead wins.
fn last_tricks(hands: &[u64; 4], lens: u64, leader: usize, trump: Option<usize>, needed: u32) -> Option<u64> {
    let all = hands[0] | hands[1] | hands[2] | hands[3];
    let ours = |h: usize| (h ^ leader) & 1 == 0;
    let left: u32 = (0..4).map(|s| length_of(lens, leader, s)).sum();
    let holder = |card: u64| (0..4).find(|&h| hands[h] & card != 0).unwrap_or(leader);
    let t = trump.filter(|&t| lane(all, t) != 0);
    let Some(t) = t else {
        if needed != 1 {
            return None;
        }
        // The suits whose top card the side on lead holds.
        let mut sum = 0;
        let mut cards = 0u64;
        for s in 0..4 {
            let suit = lane(all, s);
            if suit == 0 {
                continue;
            }
            let top = 1u64 << (s as u32 * 16 + 15 - suit.leading_zeros());
            let h = holder(top);
            if ours(h) {
                sum += length_of(lens, h, s).max(length_of(lens, h ^ 2, s));
            } else if suit & suit.wrapping_sub(1) != 0 {
                cards |= top;
            }
        }
        return (sum > 0 && sum < left).then_some(cards);
    };
    let trumps = lane(all, t);
    let card = |k: u32| -> u64 {
        let mut rest = trumps;
        for _ in 0..k {
            // Clears the highest card left (none: nothing to clear).
            rest &= rest.checked_ilog2().map_or(0, |top| !(1 << top));
        }
        match rest {
            0 => 0,
            r => 1u64 << (t as u32 * 16 + 15 - r.leading_zeros()),
        }
    };
    let (first, second, third) = (card(0), card(1), card(2));
    let top_holder = holder(first);
    let len = |h: usize| length_of(lens, h & 3, t);
    if !ours(top_holder) {
        if len(leader) == 0 && len(leader + 2) == 0 {
            return (needed <= len(leader + 1).max(len(leader + 3))).then_some(0);
        }
        if needed > 2 {
            return None;
        }
        if needed == 1 {
            return Some(first);
        }
        if second != 0 {
            let h = holder(second);
            if !ours(h) && (len(h) > 1 || len(h + 2) > 1) {
                return Some(second);
            }
        }
        return None;
    }
    if needed != 1 || second == 0 {
        return None;
    }
    let h = holder(second);
    if ours(h) || len(h) < 2 {
        return None;
    }
    if top_holder == (h + 3) & 3 {
        return Some(second);
    }
    (third != 0 && !ours(holder(third))).then_some(third)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bits::lengths;
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
        let h = hands(["A.AK..", "K.3.3.", "2.4.4.", "3.5..2"]);
        // Spades trumps: North's ♠A draws both opponents' trumps, then ♥AK cash.
        assert_eq!(quick_tricks(&h, 0, Some(3)).0, 3);
        // Hearts trumps: North's ♥AK draw everything; ♠A cashes too.
        assert_eq!(quick_tricks(&h, 0, Some(2)).0, 3);
        // Clubs trumps: West keeps a trump and ruffs the second heart: ♠A and ♥A only.
        assert_eq!(quick_tricks(&h, 0, Some(0)).0, 2);
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
        // The ♠AKQ exhaust both opponents' spades, so the fourth spade wins whatever it is.
        assert_eq!(
            cards,
            CardSet::parse_dotted("AKQ...", tenace_cards::Suit::DESCENDING).map(CardSet::bits).unwrap_or(0)
        );
    }

    #[test]
    fn a_bound_rests_on_only_the_cards_it_needs() {
        let bits = |h: &str| CardSet::parse_dotted(h, tenace_cards::Suit::DESCENDING).map(CardSet::bits).unwrap_or(0);
        let h = hands(["AK.A..", "QJ.K..", "32.Q..", "T9.J.."]);
        assert_eq!(quick_tricks_reach(&h, lengths(&h), 0, None, 1), Some(bits("A...")));
        assert_eq!(quick_tricks_reach(&h, lengths(&h), 0, None, 2), Some(bits("AK...")));
        assert_eq!(quick_tricks_reach(&h, lengths(&h), 0, None, 3), Some(bits("AK.A..")));
        assert_eq!(quick_tricks_reach(&h, lengths(&h), 0, None, 4), None);
        // West's ♠AK are two sure trump tricks against North's lead; one needs only the ace.
        let h = hands(["32.A..", "QJ.3..", "T9.2..", "AK.4.."]);
        assert_eq!(later_tricks_reach(&h, lengths(&h), 0, Some(3), 1), Some(bits("A...")));
        assert_eq!(later_tricks_reach(&h, lengths(&h), 0, Some(3), 2), Some(bits("AK...")));
        assert_eq!(later_tricks_reach(&h, lengths(&h), 0, Some(3), 3), None);
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
