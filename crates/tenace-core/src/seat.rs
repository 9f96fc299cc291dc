//! Who sits where: fixed tables indexed by a game's own seat type
//! ([`ByKey`], bridge's `BySeat<T>` and `BySide<T>`), and tables of 2–6
//! players counted clockwise ([`Seating`], [`Player`], [`ByPlayer`]).
//!
//! Indexing by the seat itself (`tricks[seat]`) replaces `[seat.index()]`
//! on bare arrays: the compiler then knows which table a value belongs to.

use serde::de::{self, SeqAccess, Visitor};
use serde::ser::SerializeTuple;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::marker::PhantomData;
use std::ops::{Index, IndexMut};
use tenace_cards::Suit;

/// A closed set of places that index a [`ByKey`] table: bridge's four
/// seats, its two sides.
pub trait Key: Copy + Eq + fmt::Debug {
    /// How many there are.
    const COUNT: usize;
    /// 0 ..< COUNT.
    fn index(self) -> usize;
    /// The key at `index`, or `None` past the end.
    fn from_index(index: usize) -> Option<Self>;
}

/// One value per key: `BySeat<CardSet>`, `BySide<u8>`. `N` must be
/// `K::COUNT` (checked when the table is built).
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub struct ByKey<K, T, const N: usize> {
    items: [T; N],
    key: PhantomData<K>,
}

impl<K: Key, T, const N: usize> ByKey<K, T, N> {
    const SIZE_MATCHES: () = assert!(N == K::COUNT, "a ByKey table has one slot per key");

    /// The table from its values in key order.
    pub const fn new(items: [T; N]) -> Self {
        #[allow(clippy::let_unit_value)]
        let () = Self::SIZE_MATCHES;
        ByKey { items, key: PhantomData }
    }

    /// Each key's value from `f`.
    pub fn from_fn(mut f: impl FnMut(K) -> T) -> Self {
        ByKey::new(std::array::from_fn(|i| f(Self::key(i))))
    }

    fn key(i: usize) -> K {
        // `i < N == K::COUNT`, so every index names a key.
        K::from_index(i).unwrap_or_else(|| unreachable!("index {i} is below the key count"))
    }

    pub fn get(&self, key: K) -> &T {
        &self.items[key.index()]
    }

    pub fn get_mut(&mut self, key: K) -> &mut T {
        &mut self.items[key.index()]
    }

    /// Each key with its value, in key order.
    pub fn iter(&self) -> impl Iterator<Item = (K, &T)> + '_ {
        self.items.iter().enumerate().map(|(i, v)| (Self::key(i), v))
    }

    pub fn values(&self) -> impl Iterator<Item = &T> + '_ {
        self.items.iter()
    }

    pub fn map<U>(self, mut f: impl FnMut(K, T) -> U) -> ByKey<K, U, N> {
        let mut i = 0;
        ByKey::new(self.items.map(|v| {
            let k = Self::key(i);
            i += 1;
            f(k, v)
        }))
    }

    /// The key whose value satisfies `f` first, in key order.
    pub fn find(&self, mut f: impl FnMut(&T) -> bool) -> Option<K> {
        self.items.iter().position(&mut f).map(Self::key)
    }

    pub fn as_array(&self) -> &[T; N] {
        &self.items
    }

    pub fn into_array(self) -> [T; N] {
        self.items
    }
}

impl<K: Key, T: Copy, const N: usize> ByKey<K, T, N> {
    /// The same value for every key.
    pub const fn splat(value: T) -> Self {
        ByKey::new([value; N])
    }
}

/// The table from its values in key order: `BySeat::from([n, e, s, w])`.
impl<K: Key, T, const N: usize> From<[T; N]> for ByKey<K, T, N> {
    fn from(items: [T; N]) -> Self {
        ByKey::new(items)
    }
}

impl<K: Key, T, const N: usize> IntoIterator for ByKey<K, T, N> {
    type Item = T;
    type IntoIter = std::array::IntoIter<T, N>;
    /// The values in key order.
    fn into_iter(self) -> Self::IntoIter {
        self.items.into_iter()
    }
}

/// The four suits index a table too (`BySuit<T>`): every game of ours
/// plays with the four French suits, whatever it ranks them.
impl Key for Suit {
    const COUNT: usize = 4;
    fn index(self) -> usize {
        Suit::index(self)
    }
    fn from_index(index: usize) -> Option<Suit> {
        Suit::from_index(index)
    }
}

/// One value per suit, indexed ♣ ♦ ♥ ♠ ([`Suit::index`]).
pub type BySuit<T> = ByKey<Suit, T, 4>;

impl<K: Key, T: Default, const N: usize> Default for ByKey<K, T, N> {
    fn default() -> Self {
        ByKey::from_fn(|_| T::default())
    }
}

impl<K: Key, T, const N: usize> Index<K> for ByKey<K, T, N> {
    type Output = T;
    fn index(&self, key: K) -> &T {
        self.get(key)
    }
}

impl<K: Key, T, const N: usize> IndexMut<K> for ByKey<K, T, N> {
    fn index_mut(&mut self, key: K) -> &mut T {
        self.get_mut(key)
    }
}

impl<K: Key, T: fmt::Debug, const N: usize> fmt::Debug for ByKey<K, T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

/// Serialized as the values in key order: `[n, e, s, w]`.
impl<K: Key, T: Serialize, const N: usize> Serialize for ByKey<K, T, N> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut t = s.serialize_tuple(N)?;
        for v in &self.items {
            t.serialize_element(v)?;
        }
        t.end()
    }
}

impl<'de, K: Key, T: Deserialize<'de>, const N: usize> Deserialize<'de> for ByKey<K, T, N> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V<K, T, const N: usize>(PhantomData<(K, T)>);
        impl<'de, K: Key, T: Deserialize<'de>, const N: usize> Visitor<'de> for V<K, T, N> {
            type Value = ByKey<K, T, N>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "a list of {N} values, one per seat")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
                let mut items = Vec::with_capacity(N);
                while let Some(v) = seq.next_element()? {
                    if items.len() == N {
                        return Err(de::Error::invalid_length(N + 1, &self));
                    }
                    items.push(v);
                }
                let items: [T; N] = items.try_into().map_err(|v: Vec<T>| de::Error::invalid_length(v.len(), &self))?;
                Ok(ByKey::new(items))
            }
        }
        d.deserialize_tuple(N, V::<K, T, N>(PhantomData))
    }
}

/// A place at a table of 2–6 players, counted clockwise from 0.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Player(u8);

impl Player {
    /// Seat `index` (0-based). Whether it exists at a table is [`Seating`]'s
    /// question.
    pub const fn new(index: u8) -> Player {
        Player(index)
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

/// A table's size is not one a Tenace game is played with.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{count} players: a table seats {min} to {max}")]
pub struct SeatingError {
    pub count: usize,
    pub min: usize,
    pub max: usize,
}

/// A table of `count` players, 2 ≤ count ≤ 6, play passing clockwise.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Seating {
    count: u8,
}

impl Seating {
    pub const MIN: usize = 2;
    pub const MAX: usize = 6;

    pub fn new(count: usize) -> Result<Seating, SeatingError> {
        Seating::within(count, Seating::MIN, Seating::MAX)
    }

    /// A table whose game allows only `min ..= max` players (Preferans: 3–4).
    pub fn within(count: usize, min: usize, max: usize) -> Result<Seating, SeatingError> {
        let (min, max) = (min.max(Seating::MIN), max.min(Seating::MAX));
        if (min..=max).contains(&count) {
            Ok(Seating { count: count as u8 })
        } else {
            Err(SeatingError { count, min, max })
        }
    }

    pub const fn count(self) -> usize {
        self.count as usize
    }

    /// Every player, clockwise from seat 0.
    pub fn players(self) -> impl DoubleEndedIterator<Item = Player> + Clone {
        (0..self.count).map(Player)
    }

    pub fn contains(self, player: Player) -> bool {
        player.0 < self.count
    }

    /// The player on `player`'s left (next clockwise).
    pub fn next(self, player: Player) -> Player {
        self.advance(player, 1)
    }

    /// The player `steps` places clockwise.
    pub fn advance(self, player: Player, steps: usize) -> Player {
        Player(((player.index() + steps % self.count()) % self.count()) as u8)
    }

    /// How many places clockwise `to` is from `from` (0 ..< count).
    pub fn distance(self, from: Player, to: Player) -> usize {
        (to.index() + self.count() - from.index() % self.count()) % self.count()
    }

    /// Everyone, clockwise, starting with `first`.
    pub fn from(self, first: Player) -> impl Iterator<Item = Player> + Clone {
        (0..self.count()).map(move |k| self.advance(first, k))
    }
}

impl TryFrom<u8> for Seating {
    type Error = SeatingError;
    fn try_from(n: u8) -> Result<Seating, SeatingError> {
        Seating::new(n as usize)
    }
}

impl From<Seating> for u8 {
    fn from(s: Seating) -> u8 {
        s.count
    }
}

/// One value per player of a [`Seating`].
#[derive(Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ByPlayer<T> {
    items: Vec<T>,
}

impl<T> ByPlayer<T> {
    /// Each player's value from `f`.
    pub fn from_fn(seating: Seating, f: impl FnMut(Player) -> T) -> ByPlayer<T> {
        ByPlayer { items: seating.players().map(f).collect() }
    }

    /// Values in seat order; `None` when their number is not a table's size.
    pub fn from_vec(items: Vec<T>) -> Option<ByPlayer<T>> {
        Seating::new(items.len()).ok().map(|_| ByPlayer { items })
    }

    pub fn seating(&self) -> Seating {
        Seating { count: self.items.len() as u8 }
    }

    pub fn get(&self, player: Player) -> Option<&T> {
        self.items.get(player.index())
    }

    pub fn get_mut(&mut self, player: Player) -> Option<&mut T> {
        self.items.get_mut(player.index())
    }

    pub fn iter(&self) -> impl Iterator<Item = (Player, &T)> + '_ {
        self.items.iter().enumerate().map(|(i, v)| (Player(i as u8), v))
    }

    pub fn values(&self) -> impl Iterator<Item = &T> + '_ {
        self.items.iter()
    }

    pub fn map<U>(&self, mut f: impl FnMut(Player, &T) -> U) -> ByPlayer<U> {
        ByPlayer { items: self.iter().map(|(p, v)| f(p, v)).collect() }
    }

    pub fn as_slice(&self) -> &[T] {
        &self.items
    }
}

impl<T: Clone> ByPlayer<T> {
    pub fn splat(seating: Seating, value: T) -> ByPlayer<T> {
        ByPlayer { items: vec![value; seating.count()] }
    }
}

/// Indexing by a player of another table is a bug in the caller: the
/// players come from the same [`Seating`].
impl<T> Index<Player> for ByPlayer<T> {
    type Output = T;
    fn index(&self, player: Player) -> &T {
        &self.items[player.index()]
    }
}

impl<T> IndexMut<Player> for ByPlayer<T> {
    fn index_mut(&mut self, player: Player) -> &mut T {
        &mut self.items[player.index()]
    }
}

impl<T: fmt::Debug> fmt::Debug for ByPlayer<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.items.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Copy, Clone, Debug, PartialEq, Eq)]
    enum Side {
        Us,
        Them,
    }

    impl Key for Side {
        const COUNT: usize = 2;
        fn index(self) -> usize {
            self as usize
        }
        fn from_index(i: usize) -> Option<Side> {
            [Side::Us, Side::Them].get(i).copied()
        }
    }

    type BySide<T> = ByKey<Side, T, 2>;

    #[test]
    fn by_key_indexes_by_the_key_and_serializes_as_a_list() {
        let mut t = BySide::splat(0u8);
        t[Side::Them] += 3;
        assert_eq!(t[Side::Us], 0);
        assert_eq!(t[Side::Them], 3);
        assert_eq!(t.iter().map(|(k, v)| (k, *v)).collect::<Vec<_>>(), vec![(Side::Us, 0), (Side::Them, 3)]);
        assert_eq!(t.find(|v| *v == 3), Some(Side::Them));
        let json = serde_json::to_string(&t).unwrap();
        assert_eq!(json, "[0,3]");
        assert_eq!(serde_json::from_str::<BySide<u8>>(&json).unwrap(), t);
        assert!(serde_json::from_str::<BySide<u8>>("[1]").is_err());
        assert!(serde_json::from_str::<BySide<u8>>("[1,2,3]").is_err());
        let doubled = t.map(|k, v| if k == Side::Us { v } else { v * 2 });
        assert_eq!(doubled.into_array(), [0, 6]);
    }

    #[test]
    fn by_suit_and_arrays() {
        let mut voids = BySuit::splat(false);
        voids[Suit::Hearts] = true;
        assert_eq!(voids.find(|v| *v), Some(Suit::Hearts));
        assert_eq!(voids.into_array(), [false, false, true, false], "♣ ♦ ♥ ♠");
        let t: BySide<u8> = [4, 9].into();
        assert_eq!(t[Side::Them], 9);
        assert_eq!(t.into_iter().sum::<u8>(), 13);
    }

    #[test]
    fn seating_sizes_and_rotation() {
        assert!(Seating::new(1).is_err());
        assert!(Seating::new(7).is_err());
        assert_eq!(Seating::within(5, 3, 4).unwrap_err().to_string(), "5 players: a table seats 3 to 4");
        for n in 2..=6 {
            let s = Seating::new(n).unwrap();
            assert_eq!(s.players().count(), n);
            for p in s.players() {
                assert_eq!(s.distance(p, s.next(p)), 1);
                assert_eq!(s.advance(p, n), p);
                assert_eq!(s.from(p).next(), Some(p));
                assert!(s.contains(p));
            }
            assert!(!s.contains(Player::new(n as u8)));
        }
        let s = Seating::new(3).unwrap();
        assert_eq!(s.next(Player::new(2)), Player::new(0));
        assert_eq!(s.distance(Player::new(2), Player::new(1)), 2);
        assert_eq!(serde_json::to_string(&s).unwrap(), "3");
        assert!(serde_json::from_str::<Seating>("9").is_err());
    }

    #[test]
    fn by_player_follows_its_seating() {
        let s = Seating::new(4).unwrap();
        let mut scores = ByPlayer::splat(s, 0i32);
        scores[Player::new(3)] = 7;
        assert_eq!(scores.get(Player::new(4)), None);
        assert_eq!(scores.seating(), s);
        assert_eq!(serde_json::to_string(&scores).unwrap(), "[0,0,0,7]");
        assert!(ByPlayer::from_vec(vec![1]).is_none());
        let names = ByPlayer::from_fn(s, |p| p.index() * 10);
        assert_eq!(names.as_slice(), &[0, 10, 20, 30]);
    }
}
