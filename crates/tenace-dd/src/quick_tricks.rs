//! Quick tricks: a lower bound on the tricks the side on lead can take at
//! once by cashing the leader's own top cards. Sound, never optimistic, so a
//! search can stop as soon as the bound reaches its target.

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

/// Tricks the side of `leader` is sure to take by cashing the leader's top
/// cards from the top, trumps first. `trump` is the trump suit index, if any.
///
/// Without trumps (or when the opponents have none) every top card of every
/// suit cashes. With trumps, the leader's top trumps cash first; if they draw
/// all the opponents' trumps every side-suit top card cashes too, otherwise
/// only one side suit, and only as many rounds as the short opponent still
/// holding a trump can follow.
///
/// Also returns the cards the count rests on (the runs, as card bits): the
/// bound holds for every position where the same hands hold those top cards
/// and the suit lengths are the same, which is what the transposition table
/// needs to know.
pub(crate) fn quick_tricks(hands: &[u64; 4], leader: usize, trump: Option<usize>) -> (u32, u64) {
    let me = hands[leader];
    let (lho, rho) = (hands[(leader + 1) & 3], hands[(leader + 3) & 3]);
    let all = hands[0] | hands[1] | hands[2] | hands[3];
    let run_cards: [u16; 4] = std::array::from_fn(|s| top_run(lane(me, s), lane(all, s)));
    let runs = run_cards.map(u16::count_ones);
    let relevant = run_cards.iter().enumerate().fold(0u64, |m, (s, &r)| m | u64::from(r) << (s * 16));
    let total = match trump {
        None => runs.iter().sum(),
        Some(t) => {
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
    (total.min(me.count_ones()), relevant)
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
}
