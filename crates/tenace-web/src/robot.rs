//! The robot boundary.
//!
//! The table asks a robot with a [`RobotJob`] (the protocol's one robot
//! job) and gets a [`Decision`] back, asynchronously, from a robot Web
//! Worker (the same worker script as the double-dummy analysis, a second
//! instance, so a robot's sampling never waits behind an analysis and never
//! freezes the page) through the generic client ([`crate::worker`]). The
//! robots' code lives only in the worker, not in the page's wasm: a worker
//! that dies is replaced once, and a browser that cannot start one gets the
//! reason in words.

use crate::worker::{WorkerPool, SCRIPT};
use tenace_protocol::{ExplainJob, JobError, RobotJob, RobotTableJob};
use tenace_robots::Decision;

thread_local! {
    /// The robots at the user's table (and in lessons).
    static ROBOTS: WorkerPool = WorkerPool::new(SCRIPT, 1);
    /// The match's other tables: a whole board played by four robots takes
    /// seconds, and the robots at the user's table must not wait behind it.
    static FIELD: WorkerPool = WorkerPool::new(SCRIPT, 1);
}

/// The robot's work, as the worker runs it (the host tests play robots with it).
#[cfg(test)]
pub fn run(job: &RobotJob) -> Result<Decision, tenace_robots::RobotError> {
    tenace_worker::robot_decision(job)
}

/// The robot's work for a turn (tests use it to play robots synchronously).
#[cfg(test)]
pub fn think(turn: &crate::state::RobotTurn) -> Result<Decision, tenace_robots::RobotError> {
    run(&turn.job)
}

/// Asks the robot without blocking the page: waits `delay_ms` (at least one
/// trip through the event loop), then has the worker think.
pub async fn ask(job: RobotJob, delay_ms: u32) -> Result<Decision, String> {
    gloo_timers::future::TimeoutFuture::new(delay_ms).await;
    let pool = ROBOTS.with(WorkerPool::clone);
    // Robots bound their own work by node budgets; the limit only guards the solver.
    let reply = match pool.run(job.clone(), 120_000).await {
        // A worker that died (or never answered) is replaced once before the turn fails.
        Err(JobError::Unavailable { .. } | JobError::Crashed { .. }) => pool.run(job, 120_000).await,
        reply => reply,
    };
    let reply = match reply {
        Ok(reply) => reply,
        Err(JobError::Unavailable { .. }) => return Err(crate::i18n::tr("robot.worker.unavailable").to_owned()),
        Err(e) => return Err(e.to_string()),
    };
    mark_worker_used(reply.ms);
    // Let the browser breathe between thinking and painting the result.
    gloo_timers::future::TimeoutFuture::new(0).await;
    Ok(reply.decision)
}

/// Plays a board of the match's field in the background worker: four
/// robots at one other table. Never on the main thread (a whole board
/// would freeze the page): without a worker it fails in words, and the
/// user can try again.
pub async fn play_field_table(job: RobotTableJob) -> Result<tenace_bridge::GameRecord, String> {
    let pool = FIELD.with(WorkerPool::clone);
    match pool.run(job, 600_000).await {
        Ok(reply) => Ok(reply.record),
        Err(JobError::Unavailable { .. }) => Err(crate::i18n::tr("match.worker.unavailable").to_owned()),
        Err(e) => Err(e.to_string()),
    }
}

/// Any other job for the robots' worker (a file to read), replaced once if it died.
pub async fn run_job<J: tenace_protocol::Job>(job: J) -> Result<J::Reply, JobError> {
    let pool = ROBOTS.with(WorkerPool::clone);
    match pool.run(job.clone(), 120_000).await {
        Err(JobError::Unavailable { .. } | JobError::Crashed { .. }) => pool.run(job, 120_000).await,
        reply => reply,
    }
}

/// Asks the bidding engine in the robots' worker what the calls mean (and
/// the hint, the review). A failure leaves the meanings out and says why in
/// the console; the next change asks again.
pub async fn explain(job: ExplainJob) -> Option<crate::explain::Explained> {
    match run_job(job.clone()).await {
        Ok(reply) => Some(crate::explain::Explained { job, reply }),
        Err(e) => {
            web_sys::console::warn_1(&format!("the bidding explanations could not be computed: {e}").into());
            None
        }
    }
}

/// Marks the page (`<html data-robot-worker="used" data-robot-ms="…">`) so
/// the browser tests can see that robots think in the worker, and how long
/// the last turn took there.
fn mark_worker_used(ms: f64) {
    if let Some(root) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) {
        let _ = root.set_attribute("data-robot-worker", "used");
        // Tenths written with integers: the page then links no float formatting (about 10 KB).
        let tenths = (ms.max(0.0) * 10.0).round() as u64;
        let _ = root.set_attribute("data-robot-ms", &format!("{}.{}", tenths / 10, tenths % 10));
    }
}
