//! The page's side of the double-dummy analysis: posts the reducer's asks
//! ([`crate::state::Table::dd_asks`]) to the analysis worker through the
//! generic client ([`crate::worker`]) and turns progress and replies into
//! [`Msg::Dd`], tagged with what each ask was about (the reducer drops
//! answers about an earlier state).
//!
//! One worker, started on the first ask. A worker cannot be interrupted by
//! a message while it solves (no shared memory), so Cancel terminates it;
//! the next ask starts a fresh one.

use crate::analysis::{Ask, DdEvent, DdJob, Tag};
use crate::state::Msg;
use crate::worker::{WorkerPool, SCRIPT};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use tenace_protocol::Progress;
use yew::Callback;

/// The analysis worker and what was asked of it.
pub struct DdClient {
    pool: WorkerPool,
    /// Tags in flight, each with the number of the post (an ask that failed
    /// may be asked again; a cancelled post ending late forgets only itself).
    posted: Rc<RefCell<HashMap<Tag, u64>>>,
    next: u64,
}

impl Default for DdClient {
    fn default() -> Self {
        DdClient { pool: WorkerPool::new(SCRIPT, 1), posted: Rc::default(), next: 0 }
    }
}

impl DdClient {
    /// Posts the asks not yet posted to this worker.
    pub fn sync(&mut self, asks: &[Ask], dispatch: &Callback<Msg>) {
        for ask in asks {
            if self.posted.borrow().contains_key(&ask.tag) {
                continue;
            }
            self.next += 1;
            let number = self.next;
            self.posted.borrow_mut().insert(ask.tag, number);
            let posted = self.posted.clone();
            let (tag, limit) = (ask.tag, ask.limit_ms);
            let send = dispatch.clone();
            let report = move |p: Progress| send.emit(Msg::Dd { tag, event: DdEvent::Progress(p) });
            let pool = self.pool.clone();
            let job = ask.job.clone();
            let dispatch = dispatch.clone();
            yew::platform::spawn_local(async move {
                let event = match job {
                    DdJob::Table(job) => DdEvent::Table(pool.run_with_progress(job, limit, report).await),
                    DdJob::Play(job) => DdEvent::Play(pool.run_with_progress(job, limit, report).await),
                    DdJob::Position(job) => DdEvent::Position(pool.run(job, limit).await),
                };
                let mut posted = posted.borrow_mut();
                if posted.get(&tag) == Some(&number) {
                    posted.remove(&tag);
                }
                drop(posted);
                dispatch.emit(Msg::Dd { tag, event });
            });
        }
    }

    /// Stops the worker and forgets what it was asked (Cancel).
    pub fn stop(&mut self) {
        self.pool.stop();
        self.posted.borrow_mut().clear();
    }
}
