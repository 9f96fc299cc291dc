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

/// The entries of one length pattern (and leader and strain), in one
/// allocation so that a probe's filter scan and the entry it then reads lie
/// side by side (for the small groups most probes meet, in the same or the
/// next cache line) instead of in two vectors of their own.
///
/// For room for `cap` entries, `words` holds first the `cap` filters, two to
/// a word (entry `i`'s [`Shape::filter`] under its mask in the low half of
/// its 32 bits, the mask in the high half: a probe scans these and reads an
/// entry only where they agree), then the entries, three words each: the
/// key under its mask ([`masks`] of the widths), and a word of packed facts
/// ([`meta`]).
struct Group {
    words: Vec<u64>,
    /// Entries stored (the newest last until the group is full).
    len: u16,
    /// Entries there is room for.
    cap: u16,
    /// The slot the next entry overwrites once the group is full (the oldest).
    next: u16,
}

/// An entry's facts in one word: widths (bits 0-15, a nibble per suit), lower
/// and upper bound on North-South's tricks (16-23, 24-31), the refuting card
/// (32-39) and the cards the bound rests on, the sum of the widths (40-47).
#[inline]
fn meta(widths: u16, lower: u8, upper: u8, best: u8) -> u64 {
    let cost: u64 = (0..4).map(|s| u64::from((widths >> (4 * s)) & 0xF)).sum();
    u64::from(widths) | u64::from(lower) << 16 | u64::from(upper) << 24 | u64::from(best) << 32 | cost << 40
}

impl Group {
    fn with_room(cap: usize) -> Group {
        Group { words: vec![0; cap / 2 + 3 * cap], len: 0, cap: cap as u16, next: 0 }
    }

    /// Where entry `i`'s three words start.
    #[inline]
    fn at(&self, i: usize) -> usize {
        usize::from(self.cap) / 2 + 3 * i
    }

    #[inline]
    fn meta(&self, i: usize) -> u64 {
        self.words[self.at(i) + 2]
    }

    /// Writes entry `i` (a slot below `cap`).
    fn set(&mut self, i: usize, filter: u32, key: [u64; 2], meta: u64) {
        let shift = 32 * (i & 1);
        let w = &mut self.words[i / 2];
        *w = (*w & !(0xFFFF_FFFFu64 << shift)) | u64::from(filter) << shift;
        let a = self.at(i);
        self.words[a..a + 3].copy_from_slice(&[key[0], key[1], meta]);
    }

    /// The same entries with room for twice as many.
    fn grown(&self) -> Group {
        let mut g = Group::with_room(2 * usize::from(self.cap));
        let len = usize::from(self.len);
        g.words[..len.div_ceil(2)].copy_from_slice(&self.words[..len.div_ceil(2)]);
        let (from, to) = (self.at(0), g.at(0));
        g.words[to..to + 3 * len].copy_from_slice(&self.words[from..from + 3 * len]);
        g.len = self.len;
        g
    }

    /// The index of the entry with exactly these widths and (masked) key, if any.
    #[inline]
    fn find(&self, filter: u32, key: [u64; 2], widths: u16) -> Option<usize> {
        let len = usize::from(self.len);
        let both = u64::from(filter) * 0x1_0000_0001;
        let same = |i: usize| {
            let a = self.at(i);
            matches!(self.words[a..a + 3], [k0, k1, meta] if meta as u16 == widths && [k0, k1] == key)
        };
        for (j, &pair) in self.words[..len.div_ceil(2)].iter().enumerate() {
            let differ = pair ^ both;
            if differ as u32 == 0 && same(2 * j) {
                return Some(2 * j);
            }
            if differ >> 32 == 0 && 2 * j + 1 < len && same(2 * j + 1) {
                return Some(2 * j + 1);
            }
        }
        None
    }
}

/// Bytes per entry: its filter and its three words.
const ENTRY_BYTES: usize = 4 + 24;

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
        let len = usize::from(group.len);
        // The cost (bits 40-47 of the facts word) and the entry of the best settling bound so far.
        let mut best: Option<(u64, usize)> = None;
        let mut consider = |i: usize| {
            let a = group.at(i);
            let [e0, e1, meta] = group.words[a..a + 3] else { return };
            let ([m0, m1], _) = masks(meta as u16);
            if (k0 & m0) != e0 || (k1 & m1) != e1 {
                return;
            }
            let (lower, upper) = ((meta >> 16) as u8, (meta >> 24) as u8);
            if u32::from(lower) < target && u32::from(upper) >= target {
                return;
            }
            if best.is_none_or(|(c, _)| meta >> 40 < c) {
                best = Some((meta >> 40, i));
            }
        };
        // Two filters a word: a half whose value differs from the shape's under its mask is no match.
        let both = u64::from(filter) * 0x1_0000_0001;
        for (j, &pair) in group.words[..len.div_ceil(2)].iter().enumerate() {
            let differ = (pair ^ both) & (pair >> 16) & 0x0000_FFFF_0000_FFFF;
            if differ & 0xFFFF == 0 {
                consider(2 * j);
            }
            // The high half of the last word is empty when `len` is odd.
            if differ >> 32 == 0 && 2 * j + 1 < len {
                consider(2 * j + 1);
            }
        }
        best.map(|(_, i)| {
            let meta = group.meta(i);
            Hit {
                answer: u32::from((meta >> 16) as u8) >= target,
                width: unpack_widths(meta as u16),
                best: (meta >> 32) as u8,
            }
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
            Group::with_room(FIRST)
        });
        if let Some(i) = group.find(filter, key, widths) {
            let old = group.meta(i);
            let lower = lower.max((old >> 16) as u8);
            let upper = upper.min((old >> 24) as u8);
            let a = group.at(i);
            group.words[a + 2] = meta(widths, lower, upper, card);
            return;
        }
        let meta = meta(widths, lower, upper, card);
        let len = usize::from(group.len);
        if len < GROUP {
            if len == usize::from(group.cap) {
                *group = group.grown();
                self.entries += len;
            }
            group.set(len, filter, key, meta);
            group.len += 1;
        } else {
            let i = usize::from(group.next);
            group.set(i, filter, key, meta);
            group.next = ((i + 1) % GROUP) as u16;
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
            per_tricks[tricks_left(key.0)] += usize::from(group.cap) * ENTRY_BYTES + GROUP_OVERHEAD;
        }
        let mut keep_above = 0;
        let mut bytes: usize = per_tricks.iter().sum();
        while keep_above < 13 && bytes > self.max_bytes / 4 {
            bytes -= per_tricks[keep_above];
            keep_above += 1;
        }
        self.groups.retain(|key, _| tricks_left(key.0) >= keep_above);
        self.groups.shrink_to_fit();
        self.entries = self.groups.values().map(|g| usize::from(g.cap)).sum();
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

    /// A shape of group 1 told apart by its key alone (two bits a card, eight clubs).
    fn keyed(k: u64) -> Shape {
        Shape { lengths: 1 << 40 | 0x8_0008, tag: 0, key: [k, 0], filter: (k >> 12) as u16 & 0xF }
    }

    #[test]
    fn entries_keep_their_own_filters_and_keys_as_a_group_grows_and_wraps() {
        let mut tt = TransTable::new(64 << 20);
        // Every entry rests on all eight clubs (width 8): 600 keys, more than a group holds.
        for k in 0..600u64 {
            tt.store(&keyed(k), [8, 0, 0, 0], (k % 13) as u8, 13, k as u8);
        }
        for k in 0..600u64 {
            let hit = tt.probe(&keyed(k), (k % 13) as u32);
            if k < (600 - GROUP) as u64 {
                assert!(hit.is_none(), "entry {k} was overwritten by the ring");
            } else {
                let hit = hit.unwrap_or_else(|| panic!("entry {k} is among the newest {GROUP}"));
                assert_eq!((hit.answer, hit.best), (true, k as u8), "entry {k}");
            }
        }
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
