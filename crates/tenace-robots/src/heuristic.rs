//! A heuristic card player: the classic rules of thumb, never a random card.
//!
//! Leads: partner's suit, top of a sequence, a singleton against a suit
//! contract, fourth best against no trumps. Following: second hand low
//! (cover an honour with an honour), third hand high, fourth hand wins as
//! cheaply as it can, ruff when void and the trick is the opponents'.
//! Declarer draws trumps, cashes winners, ruffs in the short hand and sets up
//! long suits. The sampling player ([`crate::card_play`]) uses it to break
//! ties between cards double-dummy finds equal, and falls back on it when a
//! position is too big to search within the robot's budget.

use crate::card_play::CardChoice;
use crate::reason::{self as r, Reason};
use crate::view::PlayView;
use tenace_bridge::{Call, Game, Seat};
use tenace_cards::{Card, CardSet, Rank, Suit};

fn choice(card: Card, why: impl Into<Reason>) -> CardChoice {
    CardChoice::new(card, why.into())
}

/// "Cashing a winner in ♠".
fn in_suit(template: &str, suit: Suit) -> Reason {
    Reason::new(template).arg("suit", suit.symbol())
}

/// The card for the hand due to play.
pub fn choose_card(game: &Game) -> Option<CardChoice> {
    let view = PlayView::of(game)?;
    let legal = game.legal_cards();
    let only = legal.iter().next()?;
    if legal.len() == 1 {
        return Some(choice(only, r::ONLY_LEGAL));
    }
    let picked = if view.trick.is_empty() {
        if view.played_by.values().all(Vec::is_empty) {
            opening_lead(&view, game)
        } else if view.is_declarer_side() {
            declarer_lead(&view)
        } else {
            defender_lead(&view)
        }
    } else {
        follow(&view, legal)
    };
    // The rules above only ever pick from the hand, but a card that is not
    // legal must never reach the engine.
    Some(if legal.contains(picked.card) { picked } else { choice(lowest(legal), r::LOWEST_LEGAL) })
}

fn lowest(cards: CardSet) -> Card {
    cards.iter().min_by_key(|c| (c.rank, c.suit)).unwrap_or(Card::new(Suit::Clubs, Rank::Two))
}

fn lowest_in(cards: CardSet, suit: Suit) -> Option<Card> {
    cards.lowest_in(suit)
}

/// The top card of a sequence of two or more touching honours (AK, KQ, QJ, JT).
pub(crate) fn sequence_top(cards: CardSet, suit: Suit) -> Option<Card> {
    let mut prev: Option<Card> = None;
    for c in cards.suit(suit).iter().rev() {
        if let Some(p) = prev {
            if p.rank.value() == c.rank.value() + 1 && c.rank >= Rank::Ten {
                return Some(p);
            }
        }
        prev = Some(c);
    }
    None
}

/// Fourth highest of a long suit, or the lowest of a shorter one.
pub(crate) fn fourth_best(cards: CardSet, suit: Suit) -> Option<Card> {
    let s: Vec<Card> = cards.suit(suit).iter().rev().collect();
    match s.len() {
        0 => None,
        1..=3 => s.last().copied(),
        _ => Some(s[3]),
    }
}

pub(crate) fn has_honour(cards: CardSet, suit: Suit) -> bool {
    cards.suit(suit).iter().any(|c| c.rank >= Rank::Jack)
}

/// The suit partner bid last, if any.
pub(crate) fn partners_suit(game: &Game, seat: Seat) -> Option<Suit> {
    game.auction()
        .calls_by_seat()
        .filter(|(s, _)| *s == seat.partner())
        .filter_map(|(_, c)| match c {
            Call::Bid(b) => b.strain.trump(),
            _ => None,
        })
        .last()
}

pub(crate) fn opening_lead(view: &PlayView, game: &Game) -> CardChoice {
    let hand = view.hand;
    let trump = view.trump;
    if let Some(s) = partners_suit(game, view.hand_seat) {
        if hand.suit_len(s) > 0 && Some(s) != trump {
            let card = sequence_top(hand, s)
                .or_else(|| if hand.suit_len(s) <= 2 { hand.highest_in(s) } else { None })
                .or_else(|| if has_honour(hand, s) { lowest_in(hand, s) } else { hand.highest_in(s) });
            if let Some(card) = card {
                return choice(card, in_suit(r::PARTNERS_SUIT_LEAD, s));
            }
        }
    }
    let side_suits: Vec<Suit> = Suit::DESCENDING.into_iter().filter(|s| Some(*s) != trump).collect();
    for s in &side_suits {
        if let Some(card) = sequence_top(hand, *s) {
            if hand.suit_len(*s) >= 2 {
                return choice(card, in_suit(r::SEQUENCE_TOP_IN, *s));
            }
        }
    }
    if let Some(t) = trump {
        if hand.suit_len(t) >= 1 {
            if let Some(s) = side_suits.iter().find(|s| hand.suit_len(**s) == 1 && !has_honour(hand, **s)) {
                if let Some(card) = hand.highest_in(*s) {
                    return choice(card, r::SINGLETON_LEAD_RUFF);
                }
            }
        }
        // Avoid leading away from an ace or an unsupported king against a suit.
        let safe = side_suits
            .iter()
            .filter(|s| hand.suit_len(**s) > 0)
            .filter(|s| {
                let sc = hand.suit(**s);
                !sc.contains(Card::new(**s, Rank::Ace)) && !sc.contains(Card::new(**s, Rank::King))
            })
            .max_by_key(|s| hand.suit_len(**s));
        if let Some(s) = safe {
            let card = if has_honour(hand, *s) { fourth_best(hand, *s) } else { hand.highest_in(*s) };
            if let Some(card) = card {
                return choice(card, in_suit(r::SAFE_LEAD, *s));
            }
        }
        if let Some(card) = lowest_in(hand, t) {
            return choice(card, r::TRUMP_LEAD_ONLY);
        }
    }
    let longest = side_suits
        .iter()
        .copied()
        .filter(|s| hand.suit_len(*s) > 0)
        .max_by_key(|s| (hand.suit_len(*s), hand.suit(*s).iter().map(|c| c.rank.hcp()).sum::<u8>()));
    match longest.and_then(|s| fourth_best(hand, s).map(|c| (s, c))) {
        Some((s, card)) => choice(card, in_suit(r::FOURTH_BEST_LONGEST, s)),
        None => choice(lowest(hand), r::LOWEST),
    }
}

fn declarer_lead(view: &PlayView) -> CardChoice {
    let hand = view.hand;
    let other = view.partner_hand().unwrap_or(CardSet::EMPTY);
    let opp = view.opponents_cards();
    if let Some(t) = view.trump {
        if !opp.suit(t).is_empty() && hand.suit_len(t) > 0 {
            if let Some(top) = hand.highest_in(t).filter(|c| view.is_master(*c)) {
                return choice(top, r::DRAWING_TRUMPS);
            }
            if other.highest_in(t).map(|c| view.is_master(c)).unwrap_or(false) {
                if let Some(low) = lowest_in(hand, t) {
                    return choice(low, r::DRAWING_TRUMPS_TOWARDS);
                }
            }
        }
    }
    let trumps_out = view.trump.map(|t| !opp.suit(t).is_empty()).unwrap_or(false);
    // Cash winners, from the shorter side first so as not to block the suit.
    for s in Suit::DESCENDING {
        if Some(s) == view.trump {
            continue;
        }
        if let Some(top) = hand.highest_in(s).filter(|c| view.is_master(*c)) {
            // With trumps still out, cash only where no opponent has shown out.
            let ruffable = trumps_out
                && [view.contract.declarer.lho(), view.contract.declarer.rho()].iter().any(|o| view.shown_void[*o][s]);
            if !ruffable
                && (hand.suit_len(s) <= other.suit_len(s)
                    || other.suit_len(s) == 0
                    || !other.highest_in(s).map(|c| view.is_master(c)).unwrap_or(false))
            {
                return choice(top, in_suit(r::CASHING, s));
            }
        }
    }
    // Lead towards winners in the other hand.
    for s in Suit::DESCENDING {
        if Some(s) == view.trump {
            continue;
        }
        if other.highest_in(s).map(|c| view.is_master(c)).unwrap_or(false) {
            if let Some(low) = lowest_in(hand, s) {
                return choice(low, in_suit(r::TOWARDS_WINNERS, s));
            }
        }
    }
    // Ruff in the other hand where it is void.
    if let Some(t) = view.trump {
        if other.suit_len(t) > 0 {
            for s in Suit::DESCENDING {
                if s != t && other.suit_len(s) == 0 && hand.suit_len(s) > 0 {
                    if let Some(low) = lowest_in(hand, s) {
                        return choice(low, in_suit(r::LEADING_TO_RUFF, s));
                    }
                }
            }
        }
    }
    // Set up the longest suit.
    let long = Suit::DESCENDING
        .into_iter()
        .filter(|s| hand.suit_len(*s) > 0 && (Some(*s) != view.trump || !trumps_out))
        .max_by_key(|s| hand.suit_len(*s) + other.suit_len(*s));
    match long {
        Some(s) => {
            let card = sequence_top(hand, s).or_else(|| lowest_in(hand, s)).unwrap_or(lowest(hand));
            choice(card, in_suit(r::SETTING_UP, s))
        }
        None => choice(lowest(hand), r::LOWEST),
    }
}

fn defender_lead(view: &PlayView) -> CardChoice {
    let hand = view.hand;
    let trump = view.trump;
    let trumps_out = trump.map(|t| !view.opponents_cards().suit(t).is_empty()).unwrap_or(false);
    for s in Suit::DESCENDING {
        if let Some(top) = hand.highest_in(s).filter(|c| view.is_master(*c)) {
            let dummy_void = view.dummy.map(|d| d.suit_len(s) == 0).unwrap_or(false);
            if Some(s) != trump && !(trumps_out && dummy_void) {
                return choice(top, in_suit(r::CASHING, s));
            }
        }
    }
    if let Some(s) = view.partner_first_lead {
        if hand.suit_len(s) > 0 && Some(s) != trump {
            let card = if hand.suit_len(s) <= 2 { hand.highest_in(s) } else { lowest_in(hand, s) };
            if let Some(card) = card {
                return choice(card, in_suit(r::RETURNING_PARTNERS, s));
            }
        }
    }
    if let Some(t) = trump {
        if hand.suit_len(t) > 0 {
            if let Some(s) = Suit::DESCENDING.into_iter().find(|s| *s != t && hand.suit_len(*s) == 1) {
                if let Some(card) = hand.highest_in(s) {
                    return choice(card, r::LEADING_SINGLETON);
                }
            }
        }
    }
    // Lead through dummy's weakness: a suit where dummy has no honour.
    let weak = Suit::DESCENDING
        .into_iter()
        .filter(|s| hand.suit_len(*s) > 0 && Some(*s) != trump)
        .filter(|s| view.dummy.map(|d| !has_honour(d, *s) && d.suit_len(*s) > 0).unwrap_or(true))
        .max_by_key(|s| hand.suit_len(*s));
    if let Some(s) = weak {
        let card = sequence_top(hand, s).or_else(|| fourth_best(hand, s)).unwrap_or(lowest(hand));
        return choice(card, in_suit(r::WHERE_DUMMY_WEAK, s));
    }
    let any = Suit::DESCENDING.into_iter().filter(|s| hand.suit_len(*s) > 0).max_by_key(|s| hand.suit_len(*s));
    match any.and_then(|s| sequence_top(hand, s).or_else(|| lowest_in(hand, s))) {
        Some(card) => choice(card, r::FROM_LONGEST),
        None => choice(lowest(hand), r::LOWEST),
    }
}

/// Does `a` beat `b` given the suit led and trumps?
fn beats(a: Card, b: Card, trump: Option<Suit>) -> bool {
    if a.suit == b.suit {
        a.rank > b.rank
    } else {
        Some(a.suit) == trump
    }
}

fn follow(view: &PlayView, legal: CardSet) -> CardChoice {
    let trump = view.trump;
    let Some(&(_, led_card)) = view.trick.first() else { return choice(lowest(legal), r::LOWEST) };
    let led = led_card.suit;
    let trick = tenace_bridge::Trick { leader: view.trick[0].0, cards: view.trick.iter().map(|(_, c)| *c).collect() };
    let Some((win_seat, win_card)) = trick.winning(trump) else { return choice(lowest(legal), r::LOWEST) };
    let partner_winning = win_seat.side() == view.hand_seat.side();
    let position = view.trick.len(); // 1 = second hand, 2 = third, 3 = fourth
    let following = legal.suit_len(led) > 0;
    let winners: Vec<Card> = legal.iter().filter(|c| beats(*c, win_card, trump)).collect();
    let cheapest_winner = winners.iter().copied().min_by_key(|c| (Some(c.suit) == trump, c.rank));
    let lowest_follow = || lowest_in(legal, led).unwrap_or(lowest(legal));

    // Is partner's card sure to win the trick? Only the fourth hand is left
    // and, if it is visible (dummy) or it is us, it cannot beat it.
    let partner_safe = partner_winning
        && (position == 3
            || (position == 2 && {
                let fourth = view.hand_seat.next();
                let fourth_cards =
                    if Some(fourth) == view.dummy.map(|_| view.contract.dummy()) { view.dummy } else { None };
                match fourth_cards {
                    Some(d) => !d.iter().any(|c| {
                        (c.suit == led || (d.suit_len(led) == 0 && Some(c.suit) == trump)) && beats(c, win_card, trump)
                    }),
                    // If the unseen fourth hand can ruff, overtaking would not help either.
                    None => view.is_master(win_card),
                }
            }));

    // Partner's card wins, or partner led and we are second to play.
    let partner_has_it = partner_safe || (partner_winning && position == 1);

    if following {
        if partner_has_it {
            return choice(lowest_follow(), r::PARTNER_WINNING_LOW);
        }
        match position {
            1 => {
                // Second hand low, but cover an honour with an honour.
                if led_card.rank >= Rank::Jack {
                    if let Some(c) =
                        winners.iter().copied().filter(|c| c.suit == led && c.rank >= Rank::Jack).min_by_key(|c| c.rank)
                    {
                        return choice(c, r::COVER_HONOUR);
                    }
                }
                choice(lowest_follow(), r::SECOND_HAND_LOW)
            }
            2 => match cheapest_winner.filter(|c| c.suit == led) {
                Some(_) => {
                    // Third hand high: the lowest of the top touching cards.
                    let top = legal.highest_in(led).unwrap_or(lowest_follow());
                    let mut card = top;
                    for c in legal.suit(led).iter().rev() {
                        if c.rank.value() + 1 == card.rank.value() || c == top {
                            card = c;
                        } else {
                            break;
                        }
                    }
                    if beats(card, win_card, trump) {
                        choice(card, r::THIRD_HAND_HIGH)
                    } else {
                        choice(lowest_follow(), r::CANNOT_WIN_LOW)
                    }
                }
                None => choice(lowest_follow(), r::CANNOT_WIN_LOW),
            },
            _ => match cheapest_winner.filter(|c| c.suit == led) {
                Some(c) => choice(c, r::WIN_CHEAPLY),
                None => choice(lowest_follow(), r::CANNOT_WIN_LOW),
            },
        }
    } else {
        // Void in the suit led.
        if !partner_has_it {
            if let Some(t) = trump {
                let ruff = winners.iter().copied().filter(|c| c.suit == t).min_by_key(|c| c.rank);
                if let Some(c) = ruff {
                    return choice(c, r::RUFF_VOID);
                }
            }
        }
        choice(discard(view, legal), if partner_winning { r::PARTNER_WINNING_DISCARD } else { r::DISCARD_LEAST_USEFUL })
    }
}

/// The lowest card of the longest side suit that holds no winner.
fn discard(view: &PlayView, legal: CardSet) -> Card {
    let trump = view.trump;
    let candidates = Suit::DESCENDING.into_iter().filter(|s| legal.suit_len(*s) > 0 && Some(*s) != trump);
    let suit = candidates.max_by_key(|s| {
        (!legal.highest_in(*s).map(|c| view.is_master(c)).unwrap_or(false), !has_honour(legal, *s), legal.suit_len(*s))
    });
    suit.and_then(|s| lowest_in(legal, s)).unwrap_or(lowest(legal))
}
