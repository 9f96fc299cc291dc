//! The building blocks of a scoring code's tables.
//!
//! Every historical code differs from the next only in numbers and in a few
//! rules of the "which number applies" kind, so each of those rules is a small
//! type here and a code is a value built from them (see [`super::code`]).

use crate::Penalty;
use serde::Serialize;

/// A pair of values for a side that is not vulnerable and one that is.
///
/// "Vulnerable" means the board says so in duplicate and Chicago, and "has
/// won a game" in rubber bridge (Estonian *hädaohu partii*, Lithuanian
/// *pavojaus zona*).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ByVul<T> {
    pub non_vul: T,
    pub vul: T,
}

impl<T: Copy> ByVul<T> {
    pub const fn new(non_vul: T, vul: T) -> ByVul<T> {
        ByVul { non_vul, vul }
    }

    /// The same value whatever the vulnerability.
    pub const fn same(value: T) -> ByVul<T> {
        ByVul { non_vul: value, vul: value }
    }

    pub const fn get(&self, vulnerable: bool) -> T {
        if vulnerable {
            self.vul
        } else {
            self.non_vul
        }
    }
}

/// Three values: undoubled, doubled, redoubled.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ByPenalty<T> {
    pub undoubled: T,
    pub doubled: T,
    pub redoubled: T,
}

impl<T: Copy> ByPenalty<T> {
    pub const fn new(undoubled: T, doubled: T, redoubled: T) -> ByPenalty<T> {
        ByPenalty { undoubled, doubled, redoubled }
    }

    pub const fn get(&self, penalty: Penalty) -> T {
        match penalty {
            Penalty::Undoubled => self.undoubled,
            Penalty::Doubled => self.doubled,
            Penalty::Redoubled => self.redoubled,
        }
    }
}

/// A value looked up by vulnerability, then by penalty.
pub type VulPenalty<T> = ByVul<ByPenalty<T>>;

/// What one contracted odd trick is worth below the line, undoubled.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub enum TrickValue {
    /// Every odd trick the same (suits; Vanderbilt's NT 35; Kontrakt's 6–10).
    Flat(u32),
    /// The first odd trick differs from the rest (modern NT: 40, then 30).
    FirstThen { first: u32, rest: u32 },
    /// Odd-numbered and even-numbered odd tricks differ (1932 NT: the 1st,
    /// 3rd, 5th and 7th are worth 30, the 2nd, 4th and 6th 40).
    Alternating { odd: u32, even: u32 },
}

impl TrickValue {
    /// The value of the `n`th odd trick (1-based).
    pub const fn nth(self, n: u8) -> u32 {
        match self {
            TrickValue::Flat(v) => v,
            TrickValue::FirstThen { first, rest } => {
                if n <= 1 {
                    first
                } else {
                    rest
                }
            }
            TrickValue::Alternating { odd, even } => {
                if n % 2 == 1 {
                    odd
                } else {
                    even
                }
            }
        }
    }

    /// The value of odd tricks `from..=to` together (0 if the range is empty).
    pub fn sum(self, from: u8, to: u8) -> u32 {
        (from..=to).map(|n| self.nth(n)).sum()
    }
}

/// What each overtrick is worth above the line.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Overtrick {
    /// The value the trick would have had as a contracted odd trick (so in
    /// 1932 no-trump the code must know *which* odd trick it is).
    AtTrickValue,
    /// A fixed amount per overtrick.
    Each(u32),
}

/// A per-trick scale for undertricks: the listed values for the first,
/// second, … undertrick, and after the list each further undertrick is worth
/// the last listed value plus `then_add` once more.
///
/// This one shape covers every code: Law 77's 100, 200, 200, 300, 300, …
/// (`[100, 200, 200, 300]`, add 0) as well as 1932's 100, 150, 200, …
/// (`[100]`, add 50).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Progression {
    pub listed: &'static [u32],
    pub then_add: u32,
}

impl Progression {
    pub const fn new(listed: &'static [u32], then_add: u32) -> Progression {
        Progression { listed, then_add }
    }

    /// Every undertrick worth the same.
    pub const fn flat(each: &'static [u32; 1]) -> Progression {
        Progression { listed: each, then_add: 0 }
    }

    /// The value of the `n`th undertrick (1-based).
    pub fn nth(&self, n: u8) -> u32 {
        let n = usize::from(n.max(1));
        match self.listed.get(n - 1) {
            Some(v) => *v,
            None => {
                let last = self.listed.last().copied().unwrap_or(0);
                let beyond = u32::try_from(n - self.listed.len()).unwrap_or(u32::MAX);
                last.saturating_add(self.then_add.saturating_mul(beyond))
            }
        }
    }

    /// The total for `count` undertricks.
    pub fn total(&self, count: u8) -> u32 {
        (1..=count).map(|n| self.nth(n)).sum()
    }
}

/// Premiums for a small and a grand slam.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SlamValues {
    pub small: ByVul<u32>,
    pub grand: ByVul<u32>,
}

/// Which slams score.
///
/// Modern codes pay only for a slam bid and made (`declared`). Early contract
/// codes came from auction bridge, where any side taking 12 or 13 tricks scored
/// a slam (`taken`); Reform pays both, declared ones more.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Slams {
    /// For a contract of six or seven made.
    pub declared: Option<SlamValues>,
    /// For 12 or 13 tricks taken by either side, whatever was bid.
    pub taken: Option<SlamValues>,
}

/// Honours held in one hand, scored by the side that holds them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HonourValues {
    /// Four of A K Q J 10 of trumps.
    pub four_trumps: u32,
    /// All five trump honours.
    pub five_trumps: u32,
    /// All four aces at no-trump.
    pub four_aces: u32,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nt_trick_values() {
        let modern = TrickValue::FirstThen { first: 40, rest: 30 };
        assert_eq!(modern.sum(1, 3), 100);
        assert_eq!(modern.sum(4, 4), 30);
        let old = TrickValue::Alternating { odd: 30, even: 40 };
        assert_eq!(old.sum(1, 3), 100);
        assert_eq!(old.sum(1, 2), 70);
        assert_eq!(old.sum(3, 3), 30);
        assert_eq!(old.sum(1, 7), 30 * 4 + 40 * 3);
        assert_eq!(old.sum(3, 2), 0);
    }

    #[test]
    fn progressions() {
        let law77 = Progression::new(&[100, 200, 200, 300], 0);
        assert_eq!((1..=7).map(|n| law77.total(n)).collect::<Vec<_>>(), [100, 300, 500, 800, 1100, 1400, 1700]);
        let y1932 = Progression::new(&[100], 50);
        assert_eq!((1..=7).map(|n| y1932.total(n)).collect::<Vec<_>>(), [100, 250, 450, 700, 1000, 1350, 1750]);
        assert_eq!(Progression::flat(&[50]).total(13), 650);
        assert_eq!(Progression::new(&[], 0).total(3), 0);
    }

    #[test]
    fn lookups() {
        let t: VulPenalty<u32> = ByVul::new(ByPenalty::new(1, 2, 3), ByPenalty::new(4, 5, 6));
        assert_eq!(t.get(false).get(Penalty::Redoubled), 3);
        assert_eq!(t.get(true).get(Penalty::Undoubled), 4);
        assert_eq!(ByVul::same(7).get(true), 7);
    }
}
