//! The page's side of the double-dummy analysis: posts the reducer's asks
//! ([`crate::state::Table::dd_asks`]) to the analysis workers through the
//! generic client ([`crate::worker`]) and turns progress and replies into
//! [`Msg::Dd`], tagged with what each ask was about (the reducer drops
//! answers about an earlier state).
//!
//! A pool of workers, one per core and at most one per strain
//! ([`tenace_protocol::split::table_workers`]), each started on the first
//! job that needs it. A table is split over them by strain
//! ([`tenace_protocol::split::TableSplit`]): each worker takes the next
//! strain as it answers, one progress bar counts the 20 cells, a worker
//! finds the merged table's par, and table and par are the one reply the
//! reducer gets. Reviews and
//! hints go to the least busy worker. A worker cannot be interrupted by a
//! message while it solves (no shared memory), so Cancel terminates them
//! all; the next ask starts fresh ones.

use crate::analysis::{Ask, DdEvent, DdJob, Tag};
use crate::state::Msg;
use crate::worker::{WorkerPool, SCRIPT};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use tenace_protocol::split::{table_workers, TableSplit};
use tenace_protocol::{JobError, Progress, TableJob, TableReply};
use yew::Callback;

/// The analysis workers and what was asked of them.
pub struct DdClient {
    pool: WorkerPool,
    /// Workers a table is split over (the pool's size).
    workers: usize,
    /// Tags in flight, each with the number of the post (an ask that failed
    /// may be asked again; a cancelled post ending late forgets only itself).
    posted: Rc<RefCell<HashMap<Tag, u64>>>,
    next: u64,
}

impl Default for DdClient {
    fn default() -> Self {
        let workers = table_workers(WorkerPool::hardware_concurrency());
        DdClient { pool: WorkerPool::new(SCRIPT, workers), workers, posted: Rc::default(), next: 0 }
    }
}

impl DdClient {
    /// Posts the asks not yet posted to the workers.
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
            let (pool, workers) = (self.pool.clone(), self.workers);
            let job = ask.job.clone();
            let dispatch = dispatch.clone();
            yew::platform::spawn_local(async move {
                let event = match job {
                    DdJob::Table(job) => DdEvent::Table(split_table(&pool, workers, job, limit, report).await),
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

    /// Stops the workers and forgets what they were asked (Cancel).
    pub fn stop(&mut self) {
        self.pool.stop();
        self.posted.borrow_mut().clear();
    }
}

/// A table solved strain by strain on `workers` workers of `pool`: each
/// lane posts the next strain as soon as its last one is answered, and the
/// first failure ends the table (the other lanes' strains are dropped when
/// they come; Cancel stops them). `limit_ms` bounds each strain.
async fn split_table(
    pool: &WorkerPool,
    workers: usize,
    job: TableJob,
    limit_ms: u32,
    report: impl Fn(Progress) + 'static,
) -> Result<TableReply, JobError> {
    let started = crate::dom::now_ms();
    let split = Rc::new(RefCell::new(TableSplit::new(job)));
    let report = Rc::new(report);
    let lanes = (0..workers).map(|_| {
        let (split, pool, report) = (split.clone(), pool.clone(), report.clone());
        async move {
            loop {
                // The borrow ends before the await: the other lanes take strains meanwhile.
                let Some(strain) = split.borrow_mut().next_job() else { return Ok(()) };
                let taken = match pool.run(strain, limit_ms).await {
                    Ok(row) => split.borrow_mut().take(row),
                    Err(e) => Err(e),
                };
                match taken {
                    Ok(progress) => report(progress),
                    Err(e) => {
                        split.borrow_mut().fail();
                        return Err(e);
                    }
                }
            }
        }
    });
    futures_util::future::try_join_all(lanes).await?;
    let merged = split.borrow().finish();
    let merged = merged.ok_or_else(|| JobError::Mismatch { got: "a table with a strain missing".to_owned() })?;
    // Par in a worker too: the page links no par code.
    let par = pool.run(merged.clone(), limit_ms).await?;
    Ok(merged.table_reply(par, crate::dom::now_ms() - started))
}
