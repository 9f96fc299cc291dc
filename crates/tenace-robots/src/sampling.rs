//! Layouts of the cards a robot cannot see, dealt to fit what it knows.
//!
//! A robot sees two hands (its own and dummy's; three unseen hands before
//! the opening lead is faced). It deals the unseen cards at random, keeping
//! every hand's size and every void it has shown, and then keeps the layouts
//! that agree with the auction (each seat's HCP and suit-length ranges from
//! [`crate::bidding::interpret`]) and with partner's signals. The auction
//! and the signals are soft: players misbid and signal what they can, so
//! when too few layouts pass, the ranges are widened and finally dropped
//! rather than looping forever on an impossible request.

use crate::bidding::{self, Range, Shows};
use crate::signals::Clue;
use crate::view::PlayView;
use crate::Bidding;
use tenace_bridge::eval::hcp;
use tenace_bridge::{BySeat, BySuit, Game, Seat};
use tenace_cards::{Card, CardSet, SeededRng, Suit};

/// One unseen hand: what is known of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HiddenHand {
    pub seat: Seat,
    /// Cards it still holds.
    pub size: usize,
    /// Cards it has played: the auction speaks of all thirteen.
    pub played: CardSet,
    /// Suits it has shown out of.
    pub void: BySuit<bool>,
    /// What its calls showed.
    pub shows: Shows,
}

/// Everything a robot knows about where the cards are.
#[derive(Clone, Debug)]
pub struct Knowledge {
    /// Remaining cards of the hands the robot sees; empty for unseen hands.
    pub known: BySeat<CardSet>,
    pub hidden: Vec<HiddenHand>,
    /// The cards the hidden hands share.
    pub pool: CardSet,
    /// Partner's signals, as soft evidence.
    pub clues: Vec<Clue>,
}

/// How strictly the layouts follow the auction.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Strictness {
    /// Every range the calls showed, and partner's signals.
    Auction,
    /// The ranges widened by 2 HCP and a card per suit.
    Relaxed,
    /// Only the cards played and the voids shown.
    CardsOnly,
}

/// Dealt layouts: the four remaining hands of each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Samples {
    pub layouts: Vec<BySeat<CardSet>>,
    /// The loosest rule any layout was accepted under.
    pub strictness: Strictness,
}

/// Deals tried per wanted layout under each strictness before moving on.
const TRIES_PER_LAYOUT: usize = 60;

impl Knowledge {
    /// What the controller of the hand to play knows, auction and signals included.
    pub fn of_game(game: &Game, view: &PlayView, how: &Bidding) -> Knowledge {
        let table = bidding::Table { vulnerability: game.setup().vulnerability, score: how.score };
        let mut shows = BySeat::splat(Shows::ANY);
        // Each side's calls read by the system that side plays.
        for meaning in bidding::interpret_sides(&how.systems(), game.auction(), table) {
            shows[meaning.seat] = meaning.known;
        }
        let clues = game.cardplay().map(|p| crate::signals::read(p, view)).unwrap_or_default();
        Knowledge::new(view, shows, clues)
    }

    /// From a view, the ranges each seat's calls showed, and signals read.
    pub fn new(view: &PlayView, shows: BySeat<Shows>, clues: Vec<Clue>) -> Knowledge {
        let known = view.seen.map(|_, h| h.unwrap_or(CardSet::EMPTY));
        let hidden = Seat::ALL
            .into_iter()
            .filter(|s| view.seen[*s].is_none())
            .map(|seat| {
                let played: CardSet = view.played_by[seat].iter().copied().collect();
                HiddenHand {
                    seat,
                    size: 13usize.saturating_sub(view.played_by[seat].len()),
                    played,
                    void: view.shown_void[seat],
                    shows: shows[seat],
                }
            })
            .collect();
        Knowledge { known, hidden, pool: view.unseen, clues }
    }

    /// Do the hidden hands' sizes add up to the pool? (A corrupt view would not.)
    pub fn is_consistent(&self) -> bool {
        self.hidden.iter().map(|h| h.size).sum::<usize>() == self.pool.len()
    }

    /// Up to `wanted` layouts; fewer only when the cards cannot be dealt at
    /// all (an inconsistent view), never an endless search.
    pub fn sample(&self, wanted: usize, rng: &mut SeededRng) -> Samples {
        let mut samples = Samples { layouts: Vec::with_capacity(wanted), strictness: Strictness::Auction };
        if !self.is_consistent() || wanted == 0 {
            return samples;
        }
        for strictness in [Strictness::Auction, Strictness::Relaxed, Strictness::CardsOnly] {
            samples.strictness = strictness;
            for _ in 0..wanted * TRIES_PER_LAYOUT {
                if samples.layouts.len() >= wanted {
                    return samples;
                }
                let Some(layout) = self.deal_once(rng) else { continue };
                if self.accepts(&layout, strictness, rng) {
                    samples.layouts.push(layout);
                }
            }
        }
        samples
    }

    /// One random deal of the pool respecting sizes and voids, or `None`
    /// when the random choices painted themselves into a corner.
    fn deal_once(&self, rng: &mut SeededRng) -> Option<BySeat<CardSet>> {
        let mut cards: Vec<Card> = self.pool.iter().collect();
        rng.shuffle(&mut cards);
        // Cards that fewer hands can hold go first, so they find room.
        let holders = |suit: Suit| self.hidden.iter().filter(|h| !h.void[suit]).count();
        cards.sort_by_key(|c| holders(c.suit));
        let mut room: Vec<usize> = self.hidden.iter().map(|h| h.size).collect();
        let mut hands = self.known;
        for card in cards {
            let eligible = |i: usize| room[i] > 0 && !self.hidden[i].void[card.suit];
            let total: usize = (0..self.hidden.len()).filter(|&i| eligible(i)).map(|i| room[i]).sum();
            if total == 0 {
                return None;
            }
            // Weighted by room left: every way of filling the hands about equally likely.
            let mut pick = rng.below(u32::try_from(total).ok()?) as usize;
            let mut chosen = None;
            for i in (0..self.hidden.len()).filter(|&i| eligible(i)) {
                if pick < room[i] {
                    chosen = Some(i);
                    break;
                }
                pick -= room[i];
            }
            let i = chosen?;
            room[i] -= 1;
            hands[self.hidden[i].seat].insert(card);
        }
        Some(hands)
    }

    /// Does the layout fit the auction (and signals) under `strictness`?
    /// Signals are weaker evidence than calls: a layout that contradicts one
    /// is still kept one time in four.
    fn accepts(&self, layout: &BySeat<CardSet>, strictness: Strictness, rng: &mut SeededRng) -> bool {
        let widen = match strictness {
            Strictness::Auction => (0, 0),
            Strictness::Relaxed => (2, 1),
            Strictness::CardsOnly => return true,
        };
        for h in &self.hidden {
            let full = layout[h.seat] | h.played;
            if !fits(&h.shows, full, widen) {
                return false;
            }
        }
        if strictness == Strictness::Auction {
            for clue in &self.clues {
                let full = layout[clue.seat] | self.played_by(clue.seat);
                if !clue.fits(full) && rng.below(4) != 0 {
                    return false;
                }
            }
        }
        true
    }

    fn played_by(&self, seat: Seat) -> CardSet {
        self.hidden.iter().find(|h| h.seat == seat).map(|h| h.played).unwrap_or(CardSet::EMPTY)
    }
}

/// Does a thirteen-card hand fit the ranges, each widened by `(hcp, len)`?
pub fn fits(shows: &Shows, hand: CardSet, widen: (u8, u8)) -> bool {
    let within = |r: Range, n: u32, by: u8| {
        let n = u8::try_from(n).unwrap_or(u8::MAX);
        n >= r.min.saturating_sub(by) && n <= r.max.saturating_add(by)
    };
    // Honour tricks (the 1930s systems), in quarters: only when a call stated them.
    let ht_any = Range::new(0, bidding::valuation::HT_MAX);
    let ht_fits = |r: Range, count: fn(tenace_cards::CardSet) -> u8| {
        r == ht_any || within(r, u32::from(count(hand)), 2 * widen.1)
    };
    within(shows.hcp, hcp(hand), widen.0)
        && Suit::ASCENDING.into_iter().all(|s| within(shows.len(s), hand.suit_len(s) as u32, widen.1))
        && ht_fits(shows.ht, bidding::valuation::ht_000)
        && ht_fits(shows.ht_club, bidding::valuation::ht_club)
}

/// A seed from what the robot sees, so that the same position gets the same
/// card on every machine and every replay.
pub fn seed_of(game: &Game, view: &PlayView) -> u64 {
    const PRIME: u64 = 0x0000_0100_0000_01b3;
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut mix = |x: u64| {
        for b in x.to_le_bytes() {
            h = (h ^ u64::from(b)).wrapping_mul(PRIME);
        }
    };
    mix(view.controller.index() as u64);
    mix(view.hand.bits());
    for call in game.auction().calls() {
        for b in call.code().bytes() {
            mix(u64::from(b));
        }
    }
    if let Some(play) = game.cardplay() {
        for (seat, card) in play.cards_played() {
            mix(seat.index() as u64 * 64 + u64::from(card.bit()));
        }
    }
    h
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bidding::Range;
    use crate::test_support::game_with;
    use tenace_bridge::Action;

    fn play(g: &mut Game, card: &str) {
        let seat = g.to_act().expect("someone to play");
        g.apply(Action::Play { seat, card: card.parse().expect("a card") }).expect("a legal card");
    }

    const N: &str = "AKQ2.AK3.AK2.432";
    const E: &str = "JT9.QJT.QJT.QJT9";
    const S: &str = "8765.8765.876.65";

    #[test]
    fn layouts_keep_sizes_played_cards_and_voids() {
        // South plays 3NT; a few tricks in, East shows out of clubs.
        let mut g = game_with(N, E, S, &["P", "P", "3N", "P", "P", "P"]);
        for c in ["CA", "C2", "CQ", "C5", "CK", "C3", "CJ", "C6", "C8", "C4", "CT", "S5"] {
            play(&mut g, c);
        }
        // East won the third club with the ten; South, declarer, showed out.
        let view = PlayView::of(&g).expect("play in progress");
        let knowledge = Knowledge::of_game(&g, &view, &Bidding::default());
        let mut rng = SeededRng::new(1);
        let samples = knowledge.sample(30, &mut rng);
        assert_eq!(samples.layouts.len(), 30);
        let play = g.cardplay().expect("play");
        for layout in &samples.layouts {
            let all = layout.values().fold(CardSet::EMPTY, |a, h| a | *h);
            let played: CardSet = play.cards_played().map(|(_, c)| c).collect();
            assert!(all.intersection(played).is_empty(), "a played card was dealt again");
            assert_eq!(all | played, CardSet::FULL, "every card is somewhere");
            for seat in Seat::ALL {
                assert_eq!(layout[seat].len(), play.hand(seat).len(), "{seat} has the wrong size");
                for suit in Suit::ASCENDING {
                    if view.shown_void[seat][suit] {
                        assert_eq!(layout[seat].suit_len(suit), 0, "{seat} showed out of {suit:?}");
                    }
                }
            }
            // The hands the robot sees are exactly as they are.
            assert_eq!(layout[view.hand_seat], view.hand);
        }
        assert!(view.shown_void.values().any(|s| s.values().any(|v| *v)), "the test needs a void shown");
    }

    #[test]
    fn layouts_follow_the_auction_when_they_can() {
        // North opens 1NT (15–17) and declares 3NT; East, on lead, cannot see
        // North's hand, which must fit 15–17 (whatever North really holds).
        let g = game_with(N, E, S, &["1N", "P", "3N", "P", "P", "P"]);
        let view = PlayView::of(&g).expect("play");
        assert_eq!(view.hand_seat, Seat::East);
        let knowledge = Knowledge::of_game(&g, &view, &Bidding::default());
        let north = knowledge.hidden.iter().find(|h| h.seat == Seat::North).expect("North is hidden");
        assert!(north.shows.hcp.min >= 15, "1NT shows 15+: {:?}", north.shows.hcp);
        let samples = knowledge.sample(20, &mut SeededRng::new(5));
        assert_eq!(samples.strictness, Strictness::Auction);
        for layout in &samples.layouts {
            let h = hcp(layout[Seat::North]);
            assert!(north.shows.hcp.contains(h as u8), "North dealt {h} HCP");
        }
    }

    #[test]
    fn impossible_ranges_are_relaxed_not_looped_on() {
        let g = game_with(N, E, S, &["P", "P", "3N", "P", "P", "P"]);
        let view = PlayView::of(&g).expect("play");
        let mut shows = BySeat::splat(Shows::ANY);
        // Nobody can hold 40 HCP: the sampler must fall back and still deal.
        shows[Seat::North].hcp = Range::new(38, 40);
        let knowledge = Knowledge::new(&view, shows, Vec::new());
        let samples = knowledge.sample(5, &mut SeededRng::new(3));
        assert_eq!(samples.layouts.len(), 5);
        assert_eq!(samples.strictness, Strictness::CardsOnly);
    }

    #[test]
    fn the_same_seed_deals_the_same_layouts() {
        let g = game_with(N, E, S, &["P", "P", "3N", "P", "P", "P"]);
        let view = PlayView::of(&g).expect("play");
        let k = Knowledge::of_game(&g, &view, &Bidding::default());
        let seed = seed_of(&g, &view);
        assert_eq!(k.sample(6, &mut SeededRng::new(seed)), k.sample(6, &mut SeededRng::new(seed)));
        assert_ne!(k.sample(6, &mut SeededRng::new(seed)), k.sample(6, &mut SeededRng::new(seed + 1)));
    }
}
