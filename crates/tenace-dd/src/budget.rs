//! How much work a solve may do, and how a caller stops it.
//!
//! The solver never reads a clock: wasm32 in a Web Worker has no
//! `std::time`, and a node count is reproducible where a wall clock is not.
//! A caller that wants a time limit checks its own clock in the `should_stop`
//! callback (the CLI uses `Instant`, a browser worker `performance.now()` or a
//! cancel flag set by a message).

/// Why a solve stopped before it had an answer.
#[derive(Copy, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum StopReason {
    /// The caller's `should_stop` callback said so.
    Cancelled,
    /// The node limit was reached.
    NodeLimit,
}

/// The limits of one solve (or one table: a budget may be shared by many solves).
pub struct Budget<'a> {
    node_limit: Option<u64>,
    check_every: u64,
    should_stop: Option<&'a mut dyn FnMut() -> bool>,
    nodes: u64,
}

impl<'a> Budget<'a> {
    /// The callback is asked every this many nodes by default: about a
    /// millisecond of search, so cancelling is prompt and checking is free.
    pub const DEFAULT_CHECK_EVERY: u64 = 4096;

    /// No limit and no way to stop: for batch work that must finish.
    pub fn unlimited() -> Budget<'a> {
        Budget { node_limit: None, check_every: Self::DEFAULT_CHECK_EVERY, should_stop: None, nodes: 0 }
    }

    /// Stops with [`StopReason::NodeLimit`] after `limit` search nodes.
    pub fn with_node_limit(mut self, limit: u64) -> Budget<'a> {
        self.node_limit = Some(limit);
        self
    }

    /// Asks `should_stop` every `check_every` nodes (and once before each
    /// search); `true` stops the solve with [`StopReason::Cancelled`].
    pub fn with_stop(mut self, should_stop: &'a mut dyn FnMut() -> bool) -> Budget<'a> {
        self.should_stop = Some(should_stop);
        self
    }

    /// How often (in nodes) the callback is asked; rounded up to a power of two, at least 1.
    pub fn check_every(mut self, nodes: u64) -> Budget<'a> {
        self.check_every = nodes.max(1).next_power_of_two();
        self
    }

    /// Search nodes spent so far under this budget.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Counts one node; says whether the solve must stop.
    #[inline]
    pub(crate) fn spend(&mut self) -> Option<StopReason> {
        self.nodes += 1;
        if self.nodes & (self.check_every - 1) != 0 {
            return None;
        }
        self.check()
    }

    /// Asks the limits now, without spending a node.
    pub(crate) fn check(&mut self) -> Option<StopReason> {
        if let Some(limit) = self.node_limit {
            if self.nodes >= limit {
                return Some(StopReason::NodeLimit);
            }
        }
        let stop = self.should_stop.as_mut().is_some_and(|stop| stop());
        stop.then_some(StopReason::Cancelled)
    }
}

impl Default for Budget<'_> {
    fn default() -> Self {
        Budget::unlimited()
    }
}
