//! The robot boundary.
//!
//! The table asks a robot with a [`Job`] — plain serde data — and gets a
//! [`Decision`] back, asynchronously. [`ask`] posts the job to a robot Web
//! Worker (the same worker script as the double-dummy analysis, a second
//! instance, so a robot's sampling never waits behind an analysis and never
//! freezes the page) and awaits its answer. The robots' code lives only in
//! the worker, not in the page's wasm: a worker that dies is replaced once,
//! and a browser that cannot start one gets the reason in words.

use serde::{Deserialize, Serialize};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
#[cfg(test)]
use tenace_robots::RobotError;
use tenace_robots::{Decision, Request};
use tenace_worker::{Answer, Reply};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Event, MessageEvent, Worker};

#[cfg(test)]
use crate::state::RobotTurn;

/// The worker's script, written by Trunk next to index.html (`data-loader-shim`).
const WORKER_SCRIPT: &str = "./tenace-dd-worker_loader.js";

/// What is sent to a robot: the robots crate's request and one app rule.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Job {
    pub request: Request,
    /// False right after a claim was rejected: the robot plays a card
    /// instead of claiming again at once.
    pub may_claim: bool,
    /// The card-play level chosen in the settings.
    #[serde(default)]
    pub play: tenace_robots::PlaySettings,
}

impl From<&crate::state::RobotTurn> for Job {
    fn from(turn: &crate::state::RobotTurn) -> Job {
        Job { request: turn.request.clone(), may_claim: turn.may_claim, play: turn.play }
    }
}

/// The robot's work for a turn (tests use it to play robots synchronously).
#[cfg(test)]
pub fn think(turn: &RobotTurn) -> Result<Decision, RobotError> {
    run(&Job::from(turn))
}

/// The robot's work, as the worker runs it (the host tests play robots with it).
#[cfg(test)]
pub fn run(job: &Job) -> Result<Decision, RobotError> {
    tenace_worker::robot_decision(&job.request, job.may_claim, job.play)
}

/// Asks the robot without blocking the page: waits `delay_ms` (at least one
/// trip through the event loop), then has the worker think.
pub async fn ask(turn: crate::state::RobotTurn, delay_ms: u32) -> Result<Decision, String> {
    gloo_timers::future::TimeoutFuture::new(delay_ms).await;
    let job = Job::from(&turn);
    // A worker that died (or never answered) is replaced once before the turn fails.
    let answer = match in_worker(&job).await {
        Err(WorkerError::Unavailable) => in_worker(&job).await,
        answer => answer,
    };
    let decision = match answer {
        Ok(decision) => decision,
        Err(WorkerError::Unavailable) => return Err(crate::i18n::tr("robot.worker.unavailable").to_owned()),
        Err(WorkerError::Robot(message)) => return Err(message),
    };
    // Let the browser breathe between thinking and painting the result.
    gloo_timers::future::TimeoutFuture::new(0).await;
    Ok(decision)
}

enum WorkerError {
    /// No worker could run the job (none could start, or it died).
    Unavailable,
    /// The robot answered with an error (a corrupt game, not its turn).
    Robot(String),
}

/// The page's robot worker: started on the first robot turn, kept for the
/// page's life; replaced if it dies.
struct RobotWorker {
    worker: Worker,
    shared: Rc<RefCell<Shared>>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(Event)>,
}

#[derive(Default)]
struct Shared {
    ready: bool,
    dead: bool,
    next_id: u64,
    /// Requests posted before the worker was ready.
    queue: Vec<String>,
    /// Resolvers of the promises awaiting each request id.
    waiting: HashMap<u64, js_sys::Function>,
}

type WorkerSlot = std::thread::LocalKey<RefCell<Option<RobotWorker>>>;

thread_local! {
    static WORKER: RefCell<Option<RobotWorker>> = const { RefCell::new(None) };
    /// A third worker for the match's other tables: a whole board played by
    /// four robots takes seconds, and the robots at the user's table must
    /// not wait behind it.
    static FIELD_WORKER: RefCell<Option<RobotWorker>> = const { RefCell::new(None) };
}

async fn in_worker(job: &Job) -> Result<Decision, WorkerError> {
    let job = tenace_worker::Job::Robot { request: job.request.clone(), may_claim: job.may_claim, play: job.play };
    // Robots bound their own work by node budgets; the limit only guards the solver.
    match post(&WORKER, job, 120_000).await? {
        Answer::Robot { decision, ms } => {
            mark_worker_used(ms);
            Ok(decision)
        }
        Answer::Failed { message } | Answer::Stopped { message } => Err(WorkerError::Robot(message)),
        // The worker died or answered nonsense.
        _ => Err(WorkerError::Unavailable),
    }
}

/// Plays a board of the match's field in the background worker: four
/// robots at one other table. Never on the main thread (a whole board
/// would freeze the page): without a worker it fails in words, and the
/// user can try again.
pub async fn play_field_table(job: crate::matches::FieldJob) -> Result<tenace_bridge::GameRecord, String> {
    let job = tenace_worker::Job::RobotTable { setup: job.setup, settings: job.settings };
    match post(&FIELD_WORKER, job, 600_000).await {
        Ok(Answer::RobotTable { record, .. }) => Ok(record),
        Ok(Answer::Failed { message }) | Ok(Answer::Stopped { message }) => Err(message),
        Ok(_) | Err(WorkerError::Unavailable) => Err(crate::i18n::tr("match.worker.unavailable").to_owned()),
        Err(WorkerError::Robot(message)) => Err(message),
    }
}

/// Posts a job to the worker in `slot` (started if needed) and awaits its answer.
async fn post(slot: &'static WorkerSlot, job: tenace_worker::Job, limit_ms: u32) -> Result<Answer, WorkerError> {
    let request = tenace_worker::Request { id: 0, limit_ms, job };
    let promise = slot.with(|cell| -> Result<js_sys::Promise, WorkerError> {
        let mut slot = cell.borrow_mut();
        if slot.as_ref().map(|w| w.shared.borrow().dead).unwrap_or(false) {
            if let Some(old) = slot.take() {
                old.worker.terminate();
            }
        }
        if slot.is_none() {
            *slot = Some(start().ok_or(WorkerError::Unavailable)?);
        }
        let robot = slot.as_ref().ok_or(WorkerError::Unavailable)?;
        let id = {
            let mut shared = robot.shared.borrow_mut();
            shared.next_id += 1;
            shared.next_id
        };
        let text =
            serde_json::to_string(&tenace_worker::Request { id, ..request }).map_err(|_| WorkerError::Unavailable)?;
        let shared = robot.shared.clone();
        let worker = robot.worker.clone();
        let mut failed = false;
        let promise = js_sys::Promise::new(&mut |resolve, _reject| {
            let mut s = shared.borrow_mut();
            s.waiting.insert(id, resolve);
            if s.ready {
                failed = worker.post_message(&JsValue::from_str(&text)).is_err();
            } else {
                s.queue.push(text.clone());
            }
        });
        if failed {
            return Err(WorkerError::Unavailable);
        }
        Ok(promise)
    })?;
    let value = wasm_bindgen_futures::JsFuture::from(promise).await.map_err(|_| WorkerError::Unavailable)?;
    let text = value.as_string().ok_or(WorkerError::Unavailable)?;
    serde_json::from_str::<Answer>(&text).map_err(|_| WorkerError::Unavailable)
}

/// Marks the page (`<html data-robot-worker="used" data-robot-ms="…">`) so
/// the browser tests can see that robots think in the worker, and how long
/// the last turn took there.
fn mark_worker_used(ms: f64) {
    if let Some(root) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) {
        let _ = root.set_attribute("data-robot-worker", "used");
        let _ = root.set_attribute("data-robot-ms", &format!("{ms:.1}"));
    }
}

/// Starts the worker; `None` when the browser cannot.
fn start() -> Option<RobotWorker> {
    let worker = Worker::new(WORKER_SCRIPT).ok()?;
    let shared = Rc::new(RefCell::new(Shared::default()));
    let on_message = {
        let shared = shared.clone();
        let worker = worker.clone();
        Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let text = event.data().as_string().unwrap_or_default();
            let Ok(reply) = serde_json::from_str::<Reply>(&text) else { return };
            match reply.answer {
                Answer::Ready => {
                    let queue = {
                        let mut s = shared.borrow_mut();
                        s.ready = true;
                        std::mem::take(&mut s.queue)
                    };
                    for text in queue {
                        if worker.post_message(&JsValue::from_str(&text)).is_err() {
                            fail_all(&shared);
                            return;
                        }
                    }
                }
                Answer::Progress { .. } => {}
                answer => {
                    let resolve = shared.borrow_mut().waiting.remove(&reply.id);
                    match (resolve, serde_json::to_string(&answer)) {
                        (Some(resolve), Ok(text)) => {
                            let _ = resolve.call1(&JsValue::NULL, &JsValue::from_str(&text));
                        }
                        // Id 0 is the worker reporting its own crash.
                        _ if reply.id == 0 => fail_all(&shared),
                        _ => {}
                    }
                }
            }
        })
    };
    let on_error = {
        let shared = shared.clone();
        Closure::<dyn FnMut(Event)>::new(move |event: Event| {
            event.prevent_default();
            fail_all(&shared);
        })
    };
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    Some(RobotWorker { worker, shared, _on_message: on_message, _on_error: on_error })
}

/// The worker is gone: every waiting turn fails (and the next post starts a new worker).
fn fail_all(shared: &Rc<RefCell<Shared>>) {
    let waiting = {
        let mut s = shared.borrow_mut();
        s.dead = true;
        std::mem::take(&mut s.waiting)
    };
    for (_, resolve) in waiting {
        let _ = resolve.call1(&JsValue::NULL, &JsValue::from_str("unavailable"));
    }
}
