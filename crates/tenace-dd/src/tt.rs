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

use crate::relative::{masks, pack_widths, unpack_widths, Shape};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// At most this many entries per length pattern; the oldest goes first.
/// Hard deals put hundreds of families under one length pattern: at 48 the
/// ring overwrote entries still in use (deals 1-9 took 55% more nodes), and
/// 128 or 64 cost more time than the longer scans of 512 (deals 1-9 with the
/// search of 2026-11-23: 18.35 M nodes at 512, 18.77 M at 128, 19.75 M at 64).
const GROUP: usize = 512;

/// Room for this many entries when a group starts (most groups stay small).
const FIRST: usize = 4;

/// One stored bound: the key under its mask ([`masks`] of `widths`), the
/// bounds `[lower, upper]` on North-South's tricks and the refuting card.
#[derive(Copy, Clone)]
struct Entry {
    key: [u64; 2],
    widths: u16,
    lower: u8,
    upper: u8,
    best: u8,
}

/// The entries of one length pattern (and leader and strain), newest last.
/// `filters[i]` is entry `i`'s [`Shape::filter`] under its mask (low half)
/// and the mask (high half): a probe scans these four bytes per entry and
/// compares the full key only where they agree.
#[derive(Default)]
struct Group {
    filters: Vec<u32>,
    entries: Vec<Entry>,
    next: usize,
}

impl Group {
    /// The index of the entry with exactly these widths and (masked) key, if any.
    #[inline]
    fn find(&self, filter: u32, key: [u64; 2], widths: u16) -> Option<usize> {
        let mut i = 0;
        while let Some(k) = self.filters[i..].iter().position(|&f| f == filter) {
            let e = &self.entries[i + k];
            if e.widths == widths && e.key == key {
                return Some(i + k);
            }
            i += k + 1;
        }
        None
    }
}

/// Bytes per entry.
const ENTRY_BYTES: usize = std::mem::size_of::<Entry>() + std::mem::size_of::<u32>();

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
    /// Entries the groups have room for (their vectors' capacity): what they take in memory.
    entries: usize,
    max_bytes: usize,
    peak_bytes: usize,
}

/// Bytes per group beyond its entries: the key, the vector headers and the map's slot.
const GROUP_OVERHEAD: usize = 80;

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
        let filter = u32::from(shape.filter);
        let [k0, k1] = shape.key;
        let mut best: Option<(u32, bool, usize)> = None;
        for (i, &f) in group.filters.iter().enumerate() {
            if (f ^ filter) & (f >> 16) & 0xFFFF != 0 {
                continue;
            }
            let e = &group.entries[i];
            let ([m0, m1], _) = masks(e.widths);
            if (k0 & m0) != e.key[0] || (k1 & m1) != e.key[1] {
                continue;
            }
            let answer = if u32::from(e.lower) >= target {
                true
            } else if u32::from(e.upper) < target {
                false
            } else {
                continue;
            };
            let cost = (0..4).map(|s| u32::from((e.widths >> (4 * s)) & 0xF)).sum();
            if best.is_none_or(|(c, _, _)| cost < c) {
                best = Some((cost, answer, i));
            }
        }
        best.map(|(_, answer, i)| {
            let e = &group.entries[i];
            Hit { answer, width: unpack_widths(e.widths), best: e.best }
        })
    }

    /// Records `lower ≤ NS tricks ≤ upper` for every position sharing
    /// `shape`'s lengths and the holders of its top `width` cards per suit.
    pub fn store(&mut self, shape: &Shape, width: [u8; 4], lower: u8, upper: u8, card: u8) {
        let widths = pack_widths(width);
        let ([m0, m1], fm) = masks(widths);
        let key = [shape.key[0] & m0, shape.key[1] & m1];
        let filter = u32::from(shape.filter & fm) | u32::from(fm) << 16;
        let group = self.groups.entry((shape.lengths, shape.tag)).or_insert_with(|| {
            self.entries += FIRST;
            Group { filters: Vec::with_capacity(FIRST), entries: Vec::with_capacity(FIRST), next: 0 }
        });
        if let Some(i) = group.find(filter, key, widths) {
            let e = &mut group.entries[i];
            e.lower = e.lower.max(lower);
            e.upper = e.upper.min(upper);
            e.best = card;
            return;
        }
        let entry = Entry { key, widths, lower, upper, best: card };
        if group.entries.len() < GROUP {
            let before = group.entries.capacity();
            group.filters.push(filter);
            group.entries.push(entry);
            self.entries += group.entries.capacity() - before;
        } else {
            group.filters[group.next] = filter;
            group.entries[group.next] = entry;
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
            per_tricks[tricks_left(key.0)] += group.entries.capacity() * ENTRY_BYTES + GROUP_OVERHEAD;
        }
        let mut keep_above = 0;
        let mut bytes: usize = per_tricks.iter().sum();
        while keep_above < 13 && bytes > self.max_bytes / 4 {
            bytes -= per_tricks[keep_above];
            keep_above += 1;
        }
        self.groups.retain(|key, _| tricks_left(key.0) >= keep_above);
        self.groups.shrink_to_fit();
        self.entries = self.groups.values().map(|g| g.entries.capacity()).sum();
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
        let deep = Shape { lengths: 0xDDDD_0000_0000_0000, tag: 0, key: [0; 2], filter: 0 };
        tt.store(&deep, [0; 4], 7, 7, 0xFF);
        for i in 0..100_000u64 {
            // Up to three cards per hand and suit (base-4 digits of i, one per nibble): fewer than 13 tricks.
            let lengths = (0..16).fold(0u64, |l, d| l | ((i >> (2 * d)) & 3) << (4 * d));
            let shallow = Shape { lengths, tag: 0, key: [0; 2], filter: 0 };
            tt.store(&shallow, [0; 4], 1, 1, 0xFF);
        }
        assert!(tt.peak_bytes() <= cap);
        assert!(tt.probe(&deep, 7).is_some(), "the deep entry survived every eviction");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two clubs, the higher held by `top`, the lower by `second` (seat indices).
    fn clubs(i: u64, top: u64, second: u64) -> Shape {
        let code = top << 14 | second << 12;
        Shape { lengths: i << 40 | 0x1_0001, tag: 0, key: [code, 0], filter: (code >> 12) as u16 }
    }

    fn shape(i: u64) -> Shape {
        clubs(i, 1, 2)
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
        assert!(tt.probe(&clubs(42, 1, 0), 5).is_some());
        // A different top holder (South): no match.
        assert!(tt.probe(&clubs(42, 2, 1), 5).is_none());
    }

    #[test]
    fn a_probe_takes_the_settling_bound_resting_on_the_fewest_cards() {
        let mut tt = TransTable::new(64 << 20);
        let s = shape(7);
        // Two clubs deep settles 6; one club deep only up to 4; a bound that settles nothing.
        tt.store(&s, [2, 0, 0, 0], 6, 13, 0x20);
        tt.store(&s, [1, 0, 0, 0], 4, 13, 0x10);
        tt.store(&s, [0, 0, 0, 0], 0, 13, 0xFF);
        let hit = tt.probe(&s, 4).expect("both bounds settle 4");
        assert_eq!((hit.answer, hit.width, hit.best), (true, [1, 0, 0, 0], 0x10));
        let hit = tt.probe(&s, 6).expect("the wider bound settles 6");
        assert_eq!((hit.answer, hit.width, hit.best), (true, [2, 0, 0, 0], 0x20));
        assert!(tt.probe(&s, 7).is_none());
        // Narrowing a stored bound in place updates what the probe reads.
        tt.store(&s, [0, 0, 0, 0], 0, 6, 0x30);
        let hit = tt.probe(&s, 7).expect("the narrowed bound settles 7");
        assert_eq!((hit.answer, hit.width, hit.best), (false, [0, 0, 0, 0], 0x30));
    }
}
