//! The valuations of the 1930s systems (`../shared/spec/systems-1930s.md`):
//! Culbertson's honour tricks, playing, trump and support tricks as seed 000
//! teaches them (C1–C10), the club system's quarter-trick table (E1–E2) and
//! the Lithuanian point count of seed 002 (L1–L6, L20).
//!
//! Tricks are kept in **quarters** (2½ honour tricks = 10), so the two
//! tables and every sum stay whole numbers. Everything here is a pure
//! function of the cards; [`Valuation`] names the tests the rules use, with
//! their wording, so a requirement explains itself.

use serde::{Deserialize, Serialize};
use tenace_cards::{Card, CardSet, Rank, Suit};

/// The most honour tricks a hand can hold, in quarters (A K in every suit).
pub const HT_MAX: u8 = 32;

fn has(cards: CardSet, suit: Suit, rank: Rank) -> bool {
    cards.contains(Card::new(suit, rank))
}

fn len(cards: CardSet, suit: Suit) -> u8 {
    cards.suit_len(suit) as u8
}

/// C1–C2: one suit's honour tricks by seed 000's table, in quarters: the
/// highest pattern the suit matches, never more than 2. The "10" of A J 10
/// and K Q 10 is the ten or any higher card the pattern does not name; "x"
/// any other card.
pub fn suit_ht_000(cards: CardSet, suit: Suit) -> u8 {
    let n = len(cards, suit);
    let [a, k, q, j, t] = [Rank::Ace, Rank::King, Rank::Queen, Rank::Jack, Rank::Ten].map(|r| has(cards, suit, r));
    let mut v = 0;
    if a && k {
        v = 8;
    }
    if a && q {
        v = v.max(6);
    }
    if a && j && (t || k || q) && n >= 3 {
        v = v.max(6);
    }
    if k && q && (t || j || a) && n >= 3 {
        v = v.max(6);
    }
    if a || (k && q) || (k && j && n >= 3) {
        v = v.max(4);
    }
    if (k && n >= 2) || (q && j && n >= 3) {
        v = v.max(2);
    }
    v.min(8)
}

/// How a suit takes part in C3's pairings.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Pairing {
    /// Its value came only from K x.
    Kx,
    /// Worth nothing, holds the queen with another card.
    Qx,
    /// Worth nothing, holds the jack with another card and no queen.
    Jx,
    None,
}

fn pairing(cards: CardSet, suit: Suit) -> Pairing {
    let n = len(cards, suit);
    let v = suit_ht_000(cards, suit);
    let [a, k, q, j] = [Rank::Ace, Rank::King, Rank::Queen, Rank::Jack].map(|r| has(cards, suit, r));
    if v == 2 && k && !a && !q {
        Pairing::Kx
    } else if v == 0 && q && n >= 2 {
        Pairing::Qx
    } else if v == 0 && j && !q && n >= 2 {
        Pairing::Jx
    } else {
        Pairing::None
    }
}

/// C1–C3 over the given suits: the suits' values plus the pairings among
/// them (each K x suit with a distinct Q x suit ½, then each Q x suit left
/// with a distinct J x suit ½).
fn ht_000_of(cards: CardSet, suits: impl Iterator<Item = Suit> + Clone) -> u8 {
    let sum: u8 = suits.clone().map(|s| suit_ht_000(cards, s)).sum();
    let count = |p: Pairing| suits.clone().filter(|&s| pairing(cards, s) == p).count() as u8;
    let (kx, qx, jx) = (count(Pairing::Kx), count(Pairing::Qx), count(Pairing::Jx));
    let first = kx.min(qx);
    let second = (qx - first).min(jx);
    sum + 2 * (first + second)
}

/// C1–C3: the hand's honour tricks in quarters.
pub fn ht_000(cards: CardSet) -> u8 {
    ht_000_of(cards, Suit::DESCENDING.into_iter())
}

/// C1–C3 counted outside `suit` (side-suit honours for C8, C23, C24).
pub fn side_ht_000(cards: CardSet, suit: Suit) -> u8 {
    ht_000_of(cards, Suit::DESCENDING.into_iter().filter(move |&s| s != suit))
}

/// E1: one suit's honour tricks by the club system's table, in quarters.
/// Here the "10" is the ten itself (the table lists A Q J and A Q 10 apart).
pub fn suit_ht_club(cards: CardSet, suit: Suit) -> u8 {
    let n = len(cards, suit);
    let [a, k, q, j, t] = [Rank::Ace, Rank::King, Rank::Queen, Rank::Jack, Rank::Ten].map(|r| has(cards, suit, r));
    let patterns: [(bool, u8); 13] = [
        (a && k, 8),
        (a && q && j, 8),
        (a && q && t, 6),
        (a && j && t, 6),
        (k && q && j, 6),
        (a && q, 5),
        (k && q && t, 5),
        (a, 4),
        (k && q, 4),
        (k && j && t, 3),
        (k && n >= 2, 2),
        (q && j && n >= 3, 2),
        (q && n >= 3, 1),
    ];
    patterns.iter().filter(|(m, _)| *m).map(|(_, v)| *v).max().unwrap_or(0).min(8)
}

/// E1: the hand's honour tricks by the club system's table, in quarters.
pub fn ht_club(cards: CardSet) -> u8 {
    Suit::DESCENDING.into_iter().map(|s| suit_ht_club(cards, s)).sum()
}

/// C5: a biddable ("trump-worthy") suit: four cards with 1½ honour tricks
/// in it, five with ½, six or more with none.
pub fn biddable_000(cards: CardSet, suit: Suit) -> bool {
    match len(cards, suit) {
        0..=3 => false,
        4 => suit_ht_000(cards, suit) >= 6,
        5 => suit_ht_000(cards, suit) >= 2,
        _ => true,
    }
}

/// E2: the club system's biddable suit: five cards with ½ (E1) or six or
/// more; a four-card suit (for E12) with 1¼.
pub fn biddable_club(cards: CardSet, suit: Suit) -> bool {
    match len(cards, suit) {
        0..=3 => false,
        4 => suit_ht_club(cards, suit) >= 5,
        5 => suit_ht_club(cards, suit) >= 2,
        _ => true,
    }
}

/// L6: five or more cards of any rank; four cards worth 3 HCP in the suit,
/// a king there needing the ten (K x x x is not biddable, K 10 x x is).
pub fn biddable_lt(cards: CardSet, suit: Suit) -> bool {
    match len(cards, suit) {
        0..=3 => false,
        4 => {
            let hcp: u8 = cards.suit(suit).iter().map(|c| c.rank.hcp()).sum();
            let bare_king = hcp == 3 && has(cards, suit, Rank::King) && !has(cards, suit, Rank::Ten);
            hcp >= 3 && !bare_king
        }
        _ => true,
    }
}

/// C6: length tricks of a suit, in quarters: as trumps 4 cards 1, 5 cards 2,
/// 6 cards 3 and one more per card; as a side suit ½, 1, 1½ and ½ more per card.
fn length_tricks(n: u8, trump: bool) -> u8 {
    if n < 4 {
        0
    } else if trump {
        4 * (n - 3)
    } else {
        2 * (n - 3)
    }
}

/// C6: playing tricks for `trump` (`None`: no-trump, every suit a side
/// suit) = honour tricks + length tricks, in quarters.
pub fn playing_tricks(cards: CardSet, trump: Option<Suit>) -> u8 {
    let lengths: u8 = Suit::DESCENDING.into_iter().map(|s| length_tricks(len(cards, s), Some(s) == trump)).sum();
    ht_000(cards) + lengths
}

/// C7: trump tricks of a suit, whole tricks: its length minus the A, K, Q
/// missing from it.
pub fn trump_tricks(cards: CardSet, suit: Suit) -> u8 {
    let missing = [Rank::Ace, Rank::King, Rank::Queen].into_iter().filter(|&r| !has(cards, suit, r)).count() as u8;
    len(cards, suit).saturating_sub(missing)
}

/// C23/C24: the strong-suit count, in quarters: trump tricks (C7) + side
/// honour tricks + side length tricks (C6).
pub fn long_suit_tricks(cards: CardSet, suit: Suit) -> u8 {
    let side_len: u8 =
        Suit::DESCENDING.into_iter().filter(|&s| s != suit).map(|s| length_tricks(len(cards, s), false)).sum();
    4 * trump_tricks(cards, suit) + side_ht_000(cards, suit) + side_len
}

/// C24's count for the shut-out, in quarters: trump tricks (C7) + side
/// honour tricks (no side length, unlike C23).
pub fn shut_out_tricks(cards: CardSet, suit: Suit) -> u8 {
    4 * trump_tricks(cards, suit) + side_ht_000(cards, suit)
}

/// C8: support tricks for partner's `trump` suit, in quarters.
pub fn support_tricks(cards: CardSet, trump: Suit) -> u8 {
    let n = len(cards, trump);
    let trump_len = match n {
        0..=3 => 0,
        4 => 2,
        5 => 4,
        _ => 8 + 4 * (n - 6),
    };
    let honours = 4 * u8::from(has(cards, trump, Rank::Ace))
        + 4 * u8::from(has(cards, trump, Rank::King))
        + 2 * u8::from(has(cards, trump, Rank::Queen));
    let side = || Suit::DESCENDING.into_iter().filter(move |&s| s != trump);
    let side_len: u8 = side().map(|s| length_tricks(len(cards, s), false)).sum();
    let shortest = side().map(|s| len(cards, s)).min().unwrap_or(13);
    let short = match (shortest, n >= 4) {
        (0, false) => 8,
        (1, false) => 4,
        (2, false) => 2,
        (0, true) => 12,
        (1, true) => 8,
        (2, true) => 4,
        _ => 0,
    };
    trump_len + honours + side_ht_000(cards, trump) + side_len + short
}

/// C9: normal trump support: three cards headed by the queen or better, or
/// J 10 x, or any four cards.
pub fn normal_support(cards: CardSet, suit: Suit) -> bool {
    let n = len(cards, suit);
    let top = has(cards, suit, Rank::Ace) || has(cards, suit, Rank::King) || has(cards, suit, Rank::Queen);
    let j10 = has(cards, suit, Rank::Jack) && has(cards, suit, Rank::Ten);
    n >= 4 || (n == 3 && (top || j10))
}

/// C38: support for a suit opener has repeated: any three cards, or a
/// doubleton with the A, K or Q.
pub fn weak_support(cards: CardSet, suit: Suit) -> bool {
    let n = len(cards, suit);
    let top = has(cards, suit, Rank::Ace) || has(cards, suit, Rank::King) || has(cards, suit, Rank::Queen);
    n >= 3 || (n == 2 && top)
}

/// L4: points for raising `trump` with four or more trumps (void 5,
/// singleton 3, doubleton 1); with fewer, L2's points.
pub fn support_points_lt(cards: CardSet, trump: Suit) -> u8 {
    let hcp: u8 = cards.iter().map(|c| c.rank.hcp()).sum();
    let four = len(cards, trump) >= 4;
    let short: u8 = Suit::DESCENDING
        .into_iter()
        .map(|s| match (len(cards, s), four) {
            (0, true) => 5,
            (1, true) => 3,
            (0, false) => 3,
            (1, false) => 2,
            (2, _) => 1,
            _ => 0,
        })
        .sum();
    hcp + short
}

/// L5/L20: a "figūra" (ten or higher) in each suit but `suit`.
pub fn figures_outside(cards: CardSet, suit: Suit) -> bool {
    Suit::DESCENDING.into_iter().filter(|&s| s != suit).all(|s| cards.suit(s).iter().any(|c| c.rank >= Rank::Ten))
}

/// 4-3-3-3 or 4-4-3-2 (C22, L10, L20).
pub fn flat(cards: CardSet) -> bool {
    let mut l = cards.shape();
    l.sort_unstable();
    l == [3, 3, 3, 4] || l == [2, 3, 4, 4]
}

/// The suits of a set as symbols: `♠ ♥`.
pub fn symbols(set: u8) -> String {
    suits_of(set).map(|s| s.symbol().to_string()).collect::<Vec<_>>().join(" ")
}

/// Writes quarters as players do: `2½`, `2¾`, `1¼`, `3`.
pub fn quarters(q: u8) -> String {
    let whole = q / 4;
    let frac = match q % 4 {
        1 => "¼",
        2 => "½",
        3 => "¾",
        _ => "",
    };
    if whole == 0 && !frac.is_empty() {
        frac.to_owned()
    } else {
        format!("{whole}{frac}")
    }
}

/// An honour-trick range as players write it: `2½+`, `1½–2½`, `2`.
pub fn quarter_span(min: u8, max: u8) -> String {
    if min == max {
        quarters(min)
    } else if max >= HT_MAX {
        format!("{}+", quarters(min))
    } else if min == 0 {
        format!("0–{}", quarters(max))
    } else {
        format!("{}–{}", quarters(min), quarters(max))
    }
}

/// Which suits qualify when a rule chooses among several, and in whose order.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Pick {
    /// C16: biddable (C5) with 4+ playing tricks in it; C18's order.
    Open000,
    /// C20: four cards with 1+ honour trick in the suit; C18's order.
    Shaded000,
    /// C5 biddable, not the suit named; C18's order (C21, C32, C36, C46).
    Bid000 {
        except: Option<Suit>,
    },
    /// C5 biddable with 5+ trump tricks, not the suit named (C36).
    Solid000 {
        except: Option<Suit>,
    },
    /// C58/C59: an overcall suit (not the opponents'); C18's order.
    Overcall000 {
        except: Option<Suit>,
        vulnerable: bool,
    },
    /// C60: a 5+-card biddable suit, not the opponents'.
    Jump000 {
        except: Option<Suit>,
    },
    /// C68: the answer to an informatory double of `except`.
    Takeout000 {
        except: Option<Suit>,
    },
    /// E2 five-card biddable suits, the longer first and of equal ones the higher (E7, E10, E14, E15).
    Club {
        except: Option<Suit>,
    },
    /// E11: any five-card suit but `except`, the longer first, of equal ones the higher.
    Length {
        except: Option<Suit>,
    },
    /// L6 biddable, ranking above `Some(x)` / any but `x`; L9's order.
    LtAbove(Suit),
    LtBelow(Suit),
    LtExcept(Option<Suit>),
    /// L25: the longest suit, L9's order among equal lengths.
    LtLongest,
}

const ALL: [Suit; 4] = Suit::DESCENDING;

impl Pick {
    fn qualifies(self, cards: CardSet, s: Suit) -> bool {
        match self {
            Pick::Open000 => biddable_000(cards, s) && playing_tricks(cards, Some(s)) >= 16,
            Pick::Shaded000 => len(cards, s) == 4 && suit_ht_000(cards, s) >= 4,
            Pick::Bid000 { except } => Some(s) != except && biddable_000(cards, s),
            Pick::Solid000 { except } => Some(s) != except && biddable_000(cards, s) && trump_tricks(cards, s) >= 5,
            Pick::Overcall000 { except, vulnerable } => {
                let ht = ht_000(cards);
                let one = (len(cards, s) >= 5 && ht >= 6) || (len(cards, s) == 4 && ht >= 8);
                let one = one && (!vulnerable || trump_tricks(cards, s) >= 3);
                let two = len(cards, s) >= 5 && trump_tricks(cards, s) >= 4 && ht >= if vulnerable { 8 } else { 6 };
                Some(s) != except && biddable_000(cards, s) && (one || two)
            }
            Pick::Jump000 { except } => Some(s) != except && len(cards, s) >= 5 && biddable_000(cards, s),
            Pick::Takeout000 { except } => Some(s) != except,
            Pick::Club { except } => Some(s) != except && len(cards, s) >= 5 && biddable_club(cards, s),
            Pick::Length { except } => Some(s) != except && len(cards, s) >= 5,
            Pick::LtAbove(x) => s > x && biddable_lt(cards, s),
            Pick::LtBelow(x) => s < x && biddable_lt(cards, s),
            Pick::LtExcept(x) => Some(s) != x && biddable_lt(cards, s),
            Pick::LtLongest => true,
        }
    }

    /// The suit the rule's order chooses among the qualifying ones.
    pub fn choose(self, cards: CardSet) -> Option<Suit> {
        let q: Vec<Suit> = ALL.into_iter().filter(|&s| self.qualifies(cards, s)).collect();
        let l = |s: Suit| len(cards, s);
        // Longest, and of equal length the higher-ranking (q is spades first).
        let longest_high = || q.iter().copied().max_by_key(|&s| (l(s), s));
        match self {
            Pick::Open000
            | Pick::Shaded000
            | Pick::Bid000 { .. }
            | Pick::Solid000 { .. }
            | Pick::Overcall000 { .. }
            | Pick::Jump000 { .. } => {
                let best = longest_high()?;
                // C18 read literally: with 6–5 the higher-ranking suit first.
                if l(best) == 6 {
                    if let Some(five) = q.iter().copied().filter(|&s| l(s) == 5 && s > best).max() {
                        return Some(five);
                    }
                }
                Some(best)
            }
            Pick::Takeout000 { .. } => {
                let weak = |s: Suit| suit_ht_000(cards, s) == 0;
                if q.iter().all(|&s| l(s) == 3 && weak(s)) {
                    return q.iter().copied().min();
                }
                let best = longest_high()?;
                if best.is_minor() && l(best) <= 5 {
                    let headed = |s: Suit| {
                        [Rank::Ace, Rank::King, Rank::Queen, Rank::Jack].into_iter().any(|r| has(cards, s, r))
                    };
                    let major = q.iter().copied().filter(|&s| s.is_major() && l(s) >= 4 && headed(s));
                    if let Some(m) = major.max_by_key(|&s| (l(s), s)) {
                        return Some(m);
                    }
                }
                Some(best)
            }
            Pick::Club { .. } | Pick::Length { .. } => longest_high(),
            Pick::LtAbove(_) | Pick::LtBelow(_) | Pick::LtExcept(_) | Pick::LtLongest => {
                let most = q.iter().map(|&s| l(s)).max()?;
                let tied = q.iter().copied().filter(|&s| l(s) == most);
                // L9: of four-card suits the lowest, of longer ones the highest.
                if most <= 4 {
                    tied.min()
                } else {
                    tied.max()
                }
            }
        }
    }

    pub fn describe(self) -> &'static str {
        match self {
            Pick::Open000 | Pick::Shaded000 | Pick::Bid000 { .. } | Pick::Solid000 { .. } | Pick::Jump000 { .. } => {
                "of several such suits the longer, of equal ones the higher (C18)"
            }
            Pick::Overcall000 { .. } => "the suit C18 chooses among those fit to overcall",
            Pick::Takeout000 { .. } => "the suit C68 chooses: a major, then length",
            Pick::Club { .. } | Pick::Length { .. } => "of two five-card suits the higher, a six-card suit first",
            Pick::LtAbove(_) | Pick::LtBelow(_) | Pick::LtExcept(_) | Pick::LtLongest => {
                "of two four-card suits the lower, of longer ones the higher (L9)"
            }
        }
    }
}

/// A named test of the 1930s valuations. Tricks are in quarters.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Valuation {
    /// At least `min` honour tricks (C1–C2, in the suit alone) in each of `suits` suits.
    HtInSuits {
        suits: u8,
        min: u8,
    },
    /// C6 playing tricks with this trump (`None`: no-trump) at least `min`.
    PlayingTricks(Option<Suit>, u8),
    /// C7 trump tricks of the suit at least this many (whole tricks).
    TrumpTricks(Suit, u8),
    /// C23/C24: trump tricks + side honour and length tricks in a range.
    LongSuitTricks(Suit, u8, u8),
    /// C24: trump tricks + side honour tricks in a range.
    ShutOutTricks(Suit, u8, u8),
    /// Honour tricks outside the suit in a range (C23, C24).
    SideHt(Suit, u8, u8),
    /// C8 support tricks for the suit in a range.
    SupportTricks(Suit, u8, u8),
    /// C9 normal trump support.
    NormalSupport(Suit),
    /// C38 support for a repeated suit.
    WeakSupport(Suit),
    /// A suit biddable by C5 / E2 / L6.
    Biddable000(Suit),
    BiddableClub(Suit),
    BiddableLt(Suit),
    /// Some suit biddable by C5 / E2 (five cards) / L6.
    AnyBiddable000,
    AnyFiveClub,
    AnyBiddableLt,
    /// The rule's choice of suit is this one.
    Chosen(Pick, Suit),
    /// A six-card suit or two five-card suits (C21).
    LongSuits,
    /// 4-3-3-3 or 4-4-3-2.
    Flat,
    /// The doubleton, if any, holds the queen or better (L10).
    DoubletonQueen,
    /// L4 points for raising the suit in a range.
    SupportPointsLt(Suit, u8, u8),
    /// A figure (10 or higher) in each suit but this one (L20).
    FiguresOutside(Suit),
    /// Four cards in the suit with A + J or K + Q (E15).
    FourWithTwoHonours(Suit),
    /// One suit's C1 value (in the suit alone) in a range.
    SuitHt(Suit, u8, u8),
    /// A five-card suit of any quality (E11).
    FiveCards(Suit),
    /// Some suit of two cards or fewer (L8).
    ShortSuit,
    /// A singleton or void somewhere (L25).
    Singleton,
    /// L18's trump support: three cards with the queen or better, or four.
    LtSupport(Suit),
    /// At least `min` honour tricks by the club table (E1) in each of `suits` suits.
    ClubHtInSuits {
        suits: u8,
        min: u8,
    },
    /// Some biddable suit (C5) with this many trump tricks (C64).
    AnyBiddableTt(u8),
    /// C81 [T]: three aces, or two aces and the king of a suit in the set
    /// (the suits the partnership has bid, a [`suit_set`]).
    FourNtAces(u8),
    /// C82 [T]: two aces, or one ace and the kings of every suit in the set.
    FiveNtAnswer(u8),
    /// Aces held in a range.
    Aces(u8, u8),
    /// The ace of the suit, or a void in it (C82 [T]).
    AceOrVoid(Suit),
    /// The king of every suit in the set (C82 [T]).
    AllKings(u8),
    /// C82 [T]: a direct 5NT (not after 4NT): exactly three aces and the
    /// king of a suit in the set (the suits the partnership has bid).
    DirectFiveNt(u8),
    /// The king of the suit (C82 [T]: the trump king a grand slam needs).
    King(Suit),
    /// C33 [T] (1933): a queen the honour-trick count leaves out (in a suit
    /// worth nothing by C1 and not paired by C3).
    SpareQueen,
    /// The first suit is longer than the second (C43 [T]'s minor).
    Longer(Suit, Suit),
}

/// A set of suits as bits, spades first (for [`Valuation::FourNtAces`] and
/// the other C82 tests).
pub fn suit_set(suits: impl IntoIterator<Item = Suit>) -> u8 {
    suits.into_iter().fold(0, |m, s| m | suit_bit(s))
}

fn suit_bit(s: Suit) -> u8 {
    match s {
        Suit::Spades => 1,
        Suit::Hearts => 2,
        Suit::Diamonds => 4,
        Suit::Clubs => 8,
    }
}

/// The suits of a [`suit_set`], spades first.
pub fn suits_of(set: u8) -> impl Iterator<Item = Suit> {
    ALL.into_iter().filter(move |&s| set & suit_bit(s) != 0)
}

fn aces(cards: CardSet) -> u8 {
    ALL.into_iter().filter(|&s| has(cards, s, Rank::Ace)).count() as u8
}

/// C33 [T]: a queen outside the honour-trick count: in a suit worth nothing
/// by C1–C2 and not used by C3's pairings.
pub fn spare_queen(cards: CardSet) -> bool {
    let count = |p: Pairing| ALL.into_iter().filter(|&s| pairing(cards, s) == p).count();
    let (kx, qx, jx) = (count(Pairing::Kx), count(Pairing::Qx), count(Pairing::Jx));
    let paired_with_k = kx.min(qx);
    let paired_with_j = (qx - paired_with_k).min(jx);
    let singleton_q = ALL.into_iter().any(|s| len(cards, s) == 1 && has(cards, s, Rank::Queen));
    qx > paired_with_k + paired_with_j || singleton_q
}

impl Valuation {
    pub fn admits(self, cards: CardSet) -> bool {
        let within = |n: u8, lo: u8, hi: u8| n >= lo && n <= hi;
        match self {
            Valuation::HtInSuits { suits, min } => {
                ALL.into_iter().filter(|&s| suit_ht_000(cards, s) >= min).count() as u8 >= suits
            }
            Valuation::PlayingTricks(t, min) => playing_tricks(cards, t) >= min,
            Valuation::TrumpTricks(s, min) => trump_tricks(cards, s) >= min,
            Valuation::LongSuitTricks(s, lo, hi) => within(long_suit_tricks(cards, s), lo, hi),
            Valuation::SideHt(s, lo, hi) => within(side_ht_000(cards, s), lo, hi),
            Valuation::ShutOutTricks(s, lo, hi) => within(shut_out_tricks(cards, s), lo, hi),
            Valuation::SupportTricks(s, lo, hi) => within(support_tricks(cards, s), lo, hi),
            Valuation::NormalSupport(s) => normal_support(cards, s),
            Valuation::WeakSupport(s) => weak_support(cards, s),
            Valuation::Biddable000(s) => biddable_000(cards, s),
            Valuation::BiddableClub(s) => biddable_club(cards, s),
            Valuation::BiddableLt(s) => biddable_lt(cards, s),
            Valuation::AnyBiddable000 => ALL.into_iter().any(|s| biddable_000(cards, s)),
            Valuation::AnyFiveClub => ALL.into_iter().any(|s| len(cards, s) >= 5 && biddable_club(cards, s)),
            Valuation::AnyBiddableLt => ALL.into_iter().any(|s| biddable_lt(cards, s)),
            Valuation::Chosen(pick, s) => pick.choose(cards) == Some(s),
            Valuation::LongSuits => {
                let mut l = cards.shape();
                l.sort_unstable();
                l[3] >= 6 || l[2] >= 5
            }
            Valuation::Flat => flat(cards),
            Valuation::DoubletonQueen => ALL
                .into_iter()
                .filter(|&s| len(cards, s) == 2)
                .all(|s| has(cards, s, Rank::Ace) || has(cards, s, Rank::King) || has(cards, s, Rank::Queen)),
            Valuation::SupportPointsLt(s, lo, hi) => within(support_points_lt(cards, s), lo, hi),
            Valuation::FiguresOutside(s) => figures_outside(cards, s),
            Valuation::FourWithTwoHonours(s) => {
                let h = |r| has(cards, s, r);
                len(cards, s) >= 4 && ((h(Rank::Ace) && h(Rank::Jack)) || (h(Rank::King) && h(Rank::Queen)))
            }
            Valuation::SuitHt(s, lo, hi) => within(suit_ht_000(cards, s), lo, hi),
            Valuation::FiveCards(s) => len(cards, s) >= 5,
            Valuation::ShortSuit => ALL.into_iter().any(|s| len(cards, s) <= 2),
            Valuation::Singleton => ALL.into_iter().any(|s| len(cards, s) <= 1),
            Valuation::LtSupport(s) => {
                let top = has(cards, s, Rank::Ace) || has(cards, s, Rank::King) || has(cards, s, Rank::Queen);
                len(cards, s) >= 4 || (len(cards, s) == 3 && top)
            }
            Valuation::ClubHtInSuits { suits, min } => {
                ALL.into_iter().filter(|&s| suit_ht_club(cards, s) >= min).count() as u8 >= suits
            }
            Valuation::AnyBiddableTt(n) => {
                ALL.into_iter().any(|s| biddable_000(cards, s) && trump_tricks(cards, s) >= n)
            }
            Valuation::FourNtAces(set) => {
                let bid_king = suits_of(set).any(|s| has(cards, s, Rank::King));
                aces(cards) >= 3 || (aces(cards) == 2 && bid_king)
            }
            Valuation::FiveNtAnswer(set) => {
                let all_kings = suits_of(set).all(|s| has(cards, s, Rank::King));
                aces(cards) >= 2 || (aces(cards) == 1 && all_kings)
            }
            Valuation::Aces(lo, hi) => within(aces(cards), lo, hi),
            Valuation::AceOrVoid(s) => has(cards, s, Rank::Ace) || len(cards, s) == 0,
            Valuation::AllKings(set) => suits_of(set).all(|s| has(cards, s, Rank::King)),
            Valuation::DirectFiveNt(set) => aces(cards) == 3 && suits_of(set).any(|s| has(cards, s, Rank::King)),
            Valuation::King(s) => has(cards, s, Rank::King),
            Valuation::SpareQueen => spare_queen(cards),
            Valuation::Longer(a, b) => len(cards, a) > len(cards, b),
        }
    }

    /// The test in words (English; the app words it in the page's language).
    pub fn describe(self) -> String {
        let sym = |s: Suit| s.symbol();
        let span = |lo: u8, hi: u8| quarter_span(lo, hi);
        match self {
            Valuation::HtInSuits { suits, min } => {
                format!("{}+ honour tricks in each of {suits} suits", quarters(min))
            }
            Valuation::PlayingTricks(Some(s), min) => {
                format!("{}+ playing tricks with {} trumps", quarters(min), sym(s))
            }
            Valuation::PlayingTricks(None, min) => format!("{}+ playing tricks at no-trump", quarters(min)),
            Valuation::TrumpTricks(s, min) => format!("{min}+ trump tricks in {}", sym(s)),
            Valuation::LongSuitTricks(s, lo, hi) => {
                format!("{} tricks with {} trumps (trump tricks and side tricks)", span(lo, hi), sym(s))
            }
            Valuation::SideHt(s, lo, hi) => format!("{} honour tricks outside {}", span(lo, hi), sym(s)),
            Valuation::ShutOutTricks(s, lo, hi) => {
                format!("{} tricks with {} trumps (trump tricks and side honour tricks)", span(lo, hi), sym(s))
            }
            Valuation::SupportTricks(s, lo, hi) => format!("{} support tricks for {}", span(lo, hi), sym(s)),
            Valuation::NormalSupport(s) => format!("normal trump support for {} (Q x x, J 10 x or four cards)", sym(s)),
            Valuation::WeakSupport(s) => format!("three {0} or a doubleton {0} honour", sym(s)),
            Valuation::Biddable000(s) | Valuation::BiddableClub(s) | Valuation::BiddableLt(s) => {
                format!("a biddable {} suit", sym(s))
            }
            Valuation::AnyBiddable000 | Valuation::AnyBiddableLt => "a biddable suit".to_owned(),
            Valuation::AnyFiveClub => "a biddable five-card suit".to_owned(),
            Valuation::Chosen(pick, _) => pick.describe().to_owned(),
            Valuation::LongSuits => "a six-card suit or two five-card suits".to_owned(),
            Valuation::Flat => "4-3-3-3 or 4-4-3-2".to_owned(),
            Valuation::DoubletonQueen => "a doubleton holds the queen or better".to_owned(),
            Valuation::SupportPointsLt(s, lo, hi) => {
                format!(
                    "{} points raising {} (void 5, singleton 3, doubleton 1)",
                    crate::Range::new(lo, hi).span(40),
                    sym(s)
                )
            }
            Valuation::FiguresOutside(s) => format!("a ten or higher in each suit but {}", sym(s)),
            Valuation::FourWithTwoHonours(s) => format!("four {} with A + J or K + Q", sym(s)),
            Valuation::SuitHt(s, lo, hi) => format!("{} honour tricks in {}", span(lo, hi), sym(s)),
            Valuation::FiveCards(s) => format!("five or more {}", sym(s)),
            Valuation::ShortSuit => "a doubleton or shorter".to_owned(),
            Valuation::Singleton => "a singleton or void".to_owned(),
            Valuation::LtSupport(s) => format!("trump support for {}: three to the queen or any four", sym(s)),
            Valuation::ClubHtInSuits { suits, min } => {
                format!("{}+ honour tricks in each of {suits} suits", quarters(min))
            }
            Valuation::AnyBiddableTt(n) => format!("a biddable suit with {n}+ trump tricks"),
            Valuation::FourNtAces(set) => {
                format!("three aces, or two aces and the king of a bid suit ({})", symbols(set))
            }
            Valuation::FiveNtAnswer(set) => {
                format!("two aces, or one ace and the kings of all bid suits ({})", symbols(set))
            }
            Valuation::Aces(lo, hi) => format!("{} aces", crate::Range::new(lo, hi).span(4)),
            Valuation::AceOrVoid(s) => format!("the ace of {0} or a void in {0}", sym(s)),
            Valuation::AllKings(set) => format!("the kings of all bid suits ({})", symbols(set)),
            Valuation::DirectFiveNt(set) => {
                format!("three aces and the king of a bid suit ({})", symbols(set))
            }
            Valuation::King(s) => format!("the king of {}", sym(s)),
            Valuation::SpareQueen => "a queen besides the honour tricks".to_owned(),
            Valuation::Longer(a, b) => format!("more {} than {}", sym(a), sym(b)),
        }
    }
}
