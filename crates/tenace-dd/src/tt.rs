//! The transposition table: bounds on North-South's remaining tricks for
//! families of positions at the start of a trick, under a hard memory cap.
//!
//! An entry is found by the exact part of a [`Shape`] (every hand's suit
//! lengths, the leader, the strain) and matches a position when, in each
//! suit, the holders of the top `width` cards agree ([`crate::relative`]).
//! Each length pattern has its own small group of entries with different
//! widths, so that families of positions never crowd each other out of a
//! shared bucket.
//!
//! Memory grows with what the search stores, so the peak reported by the
//! benchmark is what a solve really used; past the cap it forgets the
//! positions with the fewest tricks left first.

use crate::relative::Shape;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// At most this many entries per length pattern; the oldest goes first.
/// Hard deals put hundreds of families under one length pattern: at 48 the
/// ring overwrote entries still in use (deals 1-9 took 55% more nodes), and
/// past 512 the longer scan costs more than the few nodes it saves.
const GROUP: usize = 512;

/// The entries of one length pattern (and leader and strain), newest last.
/// An entry is `[key0, key1, mask]`: [`Shape::key`] under the mask of its
/// widths ([`Shape::mask`]), and its bounds `[lower, upper]` sit at the same
/// index of `bounds` (kept apart so that a probe scans only the words).
#[derive(Default)]
struct Group {
    words: Vec<[u64; 3]>,
    bounds: Vec<[u8; 3]>,
    next: usize,
}

/// Bytes per entry.
const ENTRY_BYTES: usize = std::mem::size_of::<[u64; 3]>() + std::mem::size_of::<[u8; 3]>();

/// A multiplicative hash for the group keys, which are already well spread
/// numbers (the default SipHash costs more than the probe it leads to).
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    #[inline]
    fn finish(&self) -> u64 {
        let mut h = self.0;
        h ^= h >> 33;
        h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
        h ^= h >> 33;
        h
    }

    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    #[inline]
    fn write_u8(&mut self, n: u8) {
        self.write_u64(u64::from(n));
    }

    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(23) ^ n).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

/// A cut-off found in the table: the answer and the widths it relied on.
pub(crate) struct Hit {
    pub answer: bool,
    pub width: [u8; 4],
    /// The card that refuted the position when it was stored (0xFF: none).
    pub best: u8,
}

pub(crate) struct TransTable {
    groups: HashMap<(u64, u8), Group, BuildHasherDefault<KeyHasher>>,
    entries: usize,
    max_bytes: usize,
    peak_bytes: usize,
}

/// Bytes per group beyond its entries: the key, the vector header and the map's slot.
const GROUP_OVERHEAD: usize = 64;

impl TransTable {
    /// A table that will never hold more than about `max_bytes`: when it would
    /// grow past the cap it forgets shallow positions (results never depend on it).
    pub fn new(max_bytes: usize) -> TransTable {
        TransTable { groups: HashMap::default(), entries: 0, max_bytes, peak_bytes: 0 }
    }

    /// Bytes the table takes now (entries, group headers and map slots).
    pub fn bytes(&self) -> usize {
        self.entries * ENTRY_BYTES + self.groups.capacity() * GROUP_OVERHEAD
    }

    /// The most bytes the table ever took.
    pub fn peak_bytes(&self) -> usize {
        self.peak_bytes
    }

    /// Forgets everything and gives the memory back.
    pub fn clear(&mut self) {
        self.groups = HashMap::default();
        self.entries = 0;
    }

    /// A stored bound that settles "NS tricks ≥ target" for `shape`: of
    /// those that do, the one resting on the fewest cards.
    #[inline]
    pub fn probe(&self, shape: &Shape, target: u32) -> Option<Hit> {
        let group = self.groups.get(&(shape.lengths, shape.tag))?;
        let [k0, k1] = shape.key;
        let mut best: Option<(u32, bool, u64, u8)> = None;
        for (i, &[e0, e1, mask]) in group.words.iter().enumerate() {
            if ((k0 & mask) ^ e0) | ((k1 & mask) ^ e1) != 0 {
                continue;
            }
            let [lower, upper, card] = group.bounds[i];
            let answer = if u32::from(lower) >= target {
                true
            } else if u32::from(upper) < target {
                false
            } else {
                continue;
            };
            let cost = mask.count_ones();
            if best.is_none_or(|(c, _, _, _)| cost < c) {
                best = Some((cost, answer, mask, card));
            }
        }
        best.map(|(_, answer, mask, card)| Hit { answer, width: shape.widths_of_mask(mask), best: card })
    }

    /// Records `lower ≤ NS tricks ≤ upper` for every position sharing
    /// `shape`'s lengths and the holders of its top `width` cards per suit.
    pub fn store(&mut self, shape: &Shape, width: [u8; 4], lower: u8, upper: u8, card: u8) {
        let mask = shape.mask(width);
        let words = [shape.key[0] & mask, shape.key[1] & mask, mask];
        let group = self.groups.entry((shape.lengths, shape.tag)).or_default();
        if let Some(i) = group.words.iter().position(|w| *w == words) {
            let b = &mut group.bounds[i];
            b[0] = b[0].max(lower);
            b[1] = b[1].min(upper);
            b[2] = card;
            return;
        }
        if group.words.len() < GROUP {
            group.words.push(words);
            group.bounds.push([lower, upper, card]);
            self.entries += 1;
        } else {
            group.words[group.next] = words;
            group.bounds[group.next] = [lower, upper, card];
            group.next = (group.next + 1) % GROUP;
        }
        let bytes = self.bytes();
        if bytes > self.max_bytes {
            self.evict_shallow();
        } else {
            self.peak_bytes = self.peak_bytes.max(bytes);
        }
    }

    /// Makes room by forgetting the positions with the fewest tricks left
    /// (the cheapest to search again, and the most numerous) until the table
    /// is at most half full; the deep positions near the root, which cost the
    /// most to find again, stay.
    fn evict_shallow(&mut self) {
        let mut per_tricks = [0usize; 14];
        for (key, group) in &self.groups {
            per_tricks[tricks_left(key.0)] += group.words.len() * ENTRY_BYTES + GROUP_OVERHEAD;
        }
        let mut keep_above = 0;
        let mut bytes: usize = per_tricks.iter().sum();
        while keep_above < 13 && bytes > self.max_bytes / 4 {
            bytes -= per_tricks[keep_above];
            keep_above += 1;
        }
        self.groups.retain(|key, _| tricks_left(key.0) >= keep_above);
        self.groups.shrink_to_fit();
        self.entries = self.groups.values().map(|g| g.words.len()).sum();
        if self.bytes() > self.max_bytes / 2 {
            self.clear();
        }
    }
}

/// Tricks left in a position, from its packed suit lengths: a quarter of the cards.
#[inline]
fn tricks_left(lengths: u64) -> usize {
    let cards: u64 = (0..16).map(|i| (lengths >> (i * 4)) & 0xF).sum();
    (cards / 4).min(13) as usize
}

#[cfg(test)]
mod eviction_tests {
    use super::*;

    #[test]
    fn deep_positions_outlive_shallow_ones() {
        let cap = 1 << 20;
        let mut tt = TransTable::new(cap);
        // One deep position (13 cards a hand), then shallower ones until the table has filled many times.
        let deep = Shape { lengths: 0xDDDD_0000_0000_0000, tag: 0, key: [0; 2] };
        tt.store(&deep, [0; 4], 7, 7, 0xFF);
        for i in 0..100_000u64 {
            // Up to three cards per hand and suit (base-4 digits of i, one per nibble): fewer than 13 tricks.
            let lengths = (0..16).fold(0u64, |l, d| l | ((i >> (2 * d)) & 3) << (4 * d));
            let shallow = Shape { lengths, tag: 0, key: [0; 2] };
            tt.store(&shallow, [0; 4], 1, 1, 0xFF);
        }
        assert!(tt.peak_bytes() <= cap);
        assert!(tt.probe(&deep, 7).is_some(), "the deep entry survived every eviction");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(i: u64) -> Shape {
        // Two clubs (North's and East's lengths 1): the higher held by East, the lower by South.
        Shape { lengths: i << 40 | 0x1_0001, tag: 0, key: [0b10, 0b01] }
    }

    #[test]
    fn never_grows_past_the_cap() {
        let cap = 1 << 20;
        let mut tt = TransTable::new(cap);
        for i in 0..200_000u64 {
            tt.store(&shape(i), [1, 0, 0, 0], 1, 5, 0xFF);
        }
        assert!(tt.peak_bytes() <= cap, "peak {} > cap {}", tt.peak_bytes(), cap);
        assert!(tt.peak_bytes() > cap / 2, "the table should have filled up to the cap");
    }

    #[test]
    fn bounds_narrow_and_match_by_top_cards_only() {
        let mut tt = TransTable::new(64 << 20);
        let s = shape(42);
        tt.store(&s, [1, 0, 0, 0], 3, 9, 0xFF);
        tt.store(&s, [1, 0, 0, 0], 5, 13, 0xFF);
        assert!(matches!(tt.probe(&s, 5), Some(Hit { answer: true, .. })));
        assert!(matches!(tt.probe(&s, 10), Some(Hit { answer: false, .. })));
        assert!(tt.probe(&s, 7).is_none(), "5 ≤ NS ≤ 9 does not settle 7");
        // Same top holder (East), different second card (North): still a match.
        let other = Shape { key: [0b10, 0b00], ..s };
        assert!(tt.probe(&other, 5).is_some());
        // A different top holder (South): no match.
        let different = Shape { key: [0b00, 0b11], ..s };
        assert!(tt.probe(&different, 5).is_none());
    }
}
