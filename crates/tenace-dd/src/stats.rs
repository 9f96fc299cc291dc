//! Search statistics for benchmarking: nodes per depth and how the nodes at
//! the start of a trick ended. Only with the `stats` feature (`cargo run
//! --release -p tenace-dd --features stats --example dd_stats`); without it
//! every call here is empty and compiles to nothing.

/// How a node at the start of a trick (or a second-hand node) ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Exit {
    QuickTricks = 0,
    LaterTricks = 1,
    Table = 2,
    SecondHand = 3,
    Expanded = 4,
}

/// Depth of a node: cards still to be played after the current one (DDS's numbering).
#[inline]
pub(crate) fn depth(tricks_left: u32, trick_len: usize) -> usize {
    (4 * tricks_left as usize).saturating_sub(trick_len + 4).min(63)
}

#[cfg(feature = "stats")]
mod imp {
    use super::Exit;
    use std::cell::RefCell;
    use std::fmt;

    /// Counts gathered on this thread since the last [`take`].
    #[derive(Clone, Debug)]
    pub struct Stats {
        pub nodes: [u64; 64],
        pub exits: [[u64; 64]; 5],
        /// Leads tried at expanded trick-start nodes (3 to 11 tricks left), `[refuted?][tried]`.
        pub leads: [[u64; 14]; 2],
    }

    impl Default for Stats {
        fn default() -> Self {
            Stats { nodes: [0; 64], exits: [[0; 64]; 5], leads: [[0; 14]; 2] }
        }
    }

    thread_local! {
        static STATS: RefCell<Stats> = RefCell::new(Stats::default());
    }

    pub(crate) fn node(depth: usize) {
        STATS.with(|s| s.borrow_mut().nodes[depth] += 1);
    }

    pub(crate) fn exit(kind: Exit, depth: usize) {
        STATS.with(|s| s.borrow_mut().exits[kind as usize][depth] += 1);
    }

    pub(crate) fn leads(tried: usize, refuted: bool) {
        STATS.with(|s| s.borrow_mut().leads[usize::from(refuted)][tried.min(13)] += 1);
    }

    /// The counts so far, resetting them.
    pub fn take() -> Stats {
        STATS.with(|s| std::mem::take(&mut *s.borrow_mut()))
    }

    impl fmt::Display for Stats {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            writeln!(f, "depth  nodes  | trick start: table quick later expanded | second hand: nodes quick expanded")?;
            for d in (1..=12).rev().map(|k| k * 4) {
                let e = |k: Exit, d: usize| self.exits[k as usize][d];
                writeln!(
                    f,
                    "{d:>5}  {:>8} | {:>8} {:>8} {:>8} {:>8} | {:>8} {:>8} {:>8}",
                    self.nodes[d],
                    e(Exit::Table, d),
                    e(Exit::QuickTricks, d),
                    e(Exit::LaterTricks, d),
                    e(Exit::Expanded, d),
                    self.nodes[d - 1],
                    e(Exit::SecondHand, d - 1),
                    e(Exit::Expanded, d - 1),
                )?;
            }
            writeln!(f, "leads tried where every lead failed: {:?}", &self.leads[0][1..])?;
            write!(f, "leads tried until one succeeded:     {:?}", &self.leads[1][1..])
        }
    }
}

#[cfg(feature = "stats")]
pub use imp::{take, Stats};

#[cfg(feature = "stats")]
pub(crate) use imp::{exit, leads, node};

#[cfg(not(feature = "stats"))]
#[inline(always)]
pub(crate) fn node(_depth: usize) {}

#[cfg(not(feature = "stats"))]
#[inline(always)]
pub(crate) fn exit(_kind: Exit, _depth: usize) {}

#[cfg(not(feature = "stats"))]
#[inline(always)]
pub(crate) fn leads(_tried: usize, _refuted: bool) {}
