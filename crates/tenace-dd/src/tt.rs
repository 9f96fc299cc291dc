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

use crate::relative::{width_mask, Shape};
use std::collections::HashMap;

/// At most this many entries per length pattern; the oldest goes first.
/// Hard deals put hundreds of families under one length pattern: at 48 the
/// ring overwrote entries still in use (deals 1-9 took 55% more nodes), and
/// past 512 the longer scan costs more than the few nodes it saves.
const GROUP: usize = 512;

#[derive(Copy, Clone, Default)]
struct Entry {
    /// [`Shape::aligned`] under [`width_mask`]`(width)`: the holders of the top `width` cards.
    key: [u64; 2],
    width: [u8; 4],
    lower: u8,
    upper: u8,
}

/// The entries of one length pattern (and leader and strain), newest last.
#[derive(Default)]
struct Group {
    entries: Vec<Entry>,
    next: usize,
}

/// A cut-off found in the table: the answer and the widths it relied on.
pub(crate) struct Hit {
    pub answer: bool,
    pub width: [u8; 4],
}

pub(crate) struct TransTable {
    groups: HashMap<(u64, u8), Group>,
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
        TransTable { groups: HashMap::new(), entries: 0, max_bytes, peak_bytes: 0 }
    }

    /// Bytes the table takes now (entries, group headers and map slots).
    pub fn bytes(&self) -> usize {
        self.entries * std::mem::size_of::<Entry>() + self.groups.capacity() * GROUP_OVERHEAD
    }

    /// The most bytes the table ever took.
    pub fn peak_bytes(&self) -> usize {
        self.peak_bytes
    }

    /// Forgets everything and gives the memory back.
    pub fn clear(&mut self) {
        self.groups = HashMap::new();
        self.entries = 0;
    }

    /// A stored bound that settles "NS tricks ≥ target" for `shape`.
    #[inline]
    pub fn probe(&self, shape: &Shape, target: u32) -> Option<Hit> {
        let group = self.groups.get(&(shape.lengths, shape.tag))?;
        let aligned = shape.aligned();
        for e in &group.entries {
            let mask = width_mask(e.width);
            if aligned[0] & mask[0] != e.key[0] || aligned[1] & mask[1] != e.key[1] {
                continue;
            }
            if u32::from(e.lower) >= target {
                return Some(Hit { answer: true, width: e.width });
            }
            if u32::from(e.upper) < target {
                return Some(Hit { answer: false, width: e.width });
            }
        }
        None
    }

    /// Records `lower ≤ NS tricks ≤ upper` for every position sharing
    /// `shape`'s lengths and the holders of its top `width` cards per suit.
    pub fn store(&mut self, shape: &Shape, width: [u8; 4], lower: u8, upper: u8) {
        let (aligned, mask) = (shape.aligned(), width_mask(width));
        let key = [aligned[0] & mask[0], aligned[1] & mask[1]];
        let group = self.groups.entry((shape.lengths, shape.tag)).or_default();
        if let Some(e) = group.entries.iter_mut().find(|e| e.width == width && e.key == key) {
            e.lower = e.lower.max(lower);
            e.upper = e.upper.min(upper);
            return;
        }
        let entry = Entry { key, width, lower, upper };
        if group.entries.len() < GROUP {
            group.entries.push(entry);
            self.entries += 1;
        } else {
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
            per_tricks[tricks_left(key.0)] += group.entries.len() * std::mem::size_of::<Entry>() + GROUP_OVERHEAD;
        }
        let mut keep_above = 0;
        let mut bytes: usize = per_tricks.iter().sum();
        while keep_above < 13 && bytes > self.max_bytes / 4 {
            bytes -= per_tricks[keep_above];
            keep_above += 1;
        }
        self.groups.retain(|key, _| tricks_left(key.0) >= keep_above);
        self.groups.shrink_to_fit();
        self.entries = self.groups.values().map(|g| g.entries.len()).sum();
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
        let deep = Shape { lengths: 0xDDDD_0000_0000_0000, tag: 0, holders: [0; 4], counts: [13, 0, 0, 0] };
        tt.store(&deep, [0; 4], 7, 7);
        for i in 0..100_000u64 {
            // Up to three cards per hand and suit (base-4 digits of i, one per nibble): fewer than 13 tricks.
            let lengths = (0..16).fold(0u64, |l, d| l | ((i >> (2 * d)) & 3) << (4 * d));
            let shallow = Shape { lengths, tag: 0, holders: [0; 4], counts: [4, 0, 0, 0] };
            tt.store(&shallow, [0; 4], 1, 1);
        }
        assert!(tt.peak_bytes() <= cap);
        assert!(tt.probe(&deep, 7).is_some(), "the deep entry survived every eviction");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(i: u64) -> Shape {
        Shape { lengths: i, tag: 0, holders: [0b01_10, 0, 0, 0], counts: [2, 0, 0, 0] }
    }

    #[test]
    fn never_grows_past_the_cap() {
        let cap = 1 << 20;
        let mut tt = TransTable::new(cap);
        for i in 0..200_000u64 {
            tt.store(&shape(i), [1, 0, 0, 0], 1, 5);
        }
        assert!(tt.peak_bytes() <= cap, "peak {} > cap {}", tt.peak_bytes(), cap);
        assert!(tt.peak_bytes() > cap / 2, "the table should have filled up to the cap");
    }

    #[test]
    fn bounds_narrow_and_match_by_top_cards_only() {
        let mut tt = TransTable::new(64 << 20);
        let s = shape(42);
        tt.store(&s, [1, 0, 0, 0], 3, 9);
        tt.store(&s, [1, 0, 0, 0], 5, 13);
        assert!(matches!(tt.probe(&s, 5), Some(Hit { answer: true, .. })));
        assert!(matches!(tt.probe(&s, 10), Some(Hit { answer: false, .. })));
        assert!(tt.probe(&s, 7).is_none(), "5 ≤ NS ≤ 9 does not settle 7");
        // Same top holder (East), different second card: still a match.
        let other = Shape { holders: [0b01_00, 0, 0, 0], ..s };
        assert!(tt.probe(&other, 5).is_some());
        // A different top holder: no match.
        let different = Shape { holders: [0b00_10, 0, 0, 0], ..s };
        assert!(tt.probe(&different, 5).is_none());
    }
}
