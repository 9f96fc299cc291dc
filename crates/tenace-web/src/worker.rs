//! The one client of the app's Web Workers (`crates/tenace-worker`),
//! speaking the typed protocol of `crates/tenace-protocol`.
//!
//! A [`WorkerPool`] starts up to `size` workers of one script, each on the
//! first job that needs it, and hands each job to the worker with the
//! fewest jobs waiting. [`WorkerPool::run`] posts a typed job and resolves
//! to that job's reply type or a [`JobError`]; progress goes to a callback.
//! A message is routed with its reply read for its kind only
//! ([`ReplyHead`]); the reply itself is read as the asking job's type
//! ([`read_done`]), so a module links no reader of other jobs' replies.
//! Requests posted before a worker says it is ready wait in its queue (a
//! message posted before its handler exists would be lost). A worker that
//! fails to load, crashes or answers nonsense fails the jobs it holds and
//! is replaced on the next job; [`WorkerPool::stop`] terminates every
//! worker (a worker cannot read a message while it works, so that is how a
//! job is cancelled) and its jobs end as [`JobError::Cancelled`].
//!
//! Several workers for one piece of work (a double-dummy table split by
//! strain over the cores):
//!
//! ```ignore
//! let pool = WorkerPool::new(SCRIPT, WorkerPool::hardware_concurrency());
//! let replies = pool.run_all(jobs, limit_ms, move |p: Progress| progress_bar.emit(p)).await;
//! ```

use futures_channel::oneshot;
use std::cell::RefCell;
use std::collections::HashMap;
use std::future::Future;
use std::rc::{Rc, Weak};
use tenace_protocol::wire::{ReplyHead, ReplyKind};
use tenace_protocol::{read_done, AnyJob, Job, JobError, Message, Progress, Reply, Request, VERSION};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{ErrorEvent, Event, MessageEvent, Worker};

/// The worker's script, written by Trunk next to index.html (`data-loader-shim`).
pub const SCRIPT: &str = "./tenace-dd-worker_loader.js";

type OnProgress = Rc<dyn Fn(Progress)>;

/// A final "done" message: its reply's kind and the message as it came.
type Done = (ReplyKind, String);

/// A job waiting for its final message.
struct Pending {
    progress: Option<OnProgress>,
    done: oneshot::Sender<Result<Done, JobError>>,
}

/// What one worker is doing (shared with its message handlers).
#[derive(Default)]
struct SlotState {
    ready: bool,
    /// Set once the worker is broken; the pool replaces it on the next job.
    dead: bool,
    /// Requests posted before the worker was ready.
    queue: Vec<String>,
    pending: HashMap<u64, Pending>,
}

impl SlotState {
    /// The worker is gone: every job it holds fails with `error`.
    fn fail_all(&mut self, error: &JobError) {
        self.dead = true;
        self.queue.clear();
        for (_, p) in self.pending.drain() {
            let _ = p.done.send(Err(error.clone()));
        }
    }
}

struct Slot {
    worker: Worker,
    state: Rc<RefCell<SlotState>>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(Event)>,
}

struct Pool {
    script: String,
    size: usize,
    slots: Vec<Slot>,
    next_id: u64,
}

/// Up to `size` workers of one script; cheap to clone (one shared pool).
#[derive(Clone)]
pub struct WorkerPool {
    inner: Rc<RefCell<Pool>>,
}

impl WorkerPool {
    /// A pool of at most `size` (at least one) workers of `script`; none is
    /// started before the first job.
    pub fn new(script: &str, size: usize) -> WorkerPool {
        let pool = Pool { script: script.to_owned(), size: size.max(1), slots: Vec::new(), next_id: 0 };
        WorkerPool { inner: Rc::new(RefCell::new(pool)) }
    }

    /// The browser's logical cores (`navigator.hardwareConcurrency`), 1 when
    /// it does not say, at most 16.
    pub fn hardware_concurrency() -> usize {
        let n = web_sys::window().map(|w| w.navigator().hardware_concurrency()).unwrap_or(1.0);
        if n.is_finite() && n >= 1.0 {
            (n as usize).min(16)
        } else {
            1
        }
    }

    /// Runs `job` in a worker: its reply, or why there is none.
    pub fn run<J: Job>(&self, job: J, limit_ms: u32) -> impl Future<Output = Result<J::Reply, JobError>> {
        self.start_job::<J>(job.wrap(), limit_ms, None)
    }

    /// Runs `job`, calling `on_progress` with each progress message.
    pub fn run_with_progress<J: Job>(
        &self,
        job: J,
        limit_ms: u32,
        on_progress: impl Fn(Progress) + 'static,
    ) -> impl Future<Output = Result<J::Reply, JobError>> {
        self.start_job::<J>(job.wrap(), limit_ms, Some(Rc::new(on_progress)))
    }

    /// Runs every job at once, spread over the pool's workers; the replies
    /// in the jobs' order. `on_progress` gets the sum over all jobs (one
    /// progress bar for the whole piece of work).
    pub fn run_all<J: Job>(
        &self,
        jobs: Vec<J>,
        limit_ms: u32,
        on_progress: impl Fn(Progress) + 'static,
    ) -> impl Future<Output = Vec<Result<J::Reply, JobError>>> {
        let each = Rc::new(RefCell::new(vec![Progress::default(); jobs.len()]));
        let on_progress: OnProgress = Rc::new(on_progress);
        let futures: Vec<_> = jobs
            .into_iter()
            .enumerate()
            .map(|(i, job)| {
                let (each, on_progress) = (each.clone(), on_progress.clone());
                let report: OnProgress = Rc::new(move |p: Progress| {
                    let sum = {
                        let mut all = each.borrow_mut();
                        all[i] = p;
                        all.iter().fold(Progress::default(), |s, p| Progress {
                            done: s.done + p.done,
                            total: s.total + p.total,
                        })
                    };
                    on_progress(sum);
                });
                self.start_job::<J>(job.wrap(), limit_ms, Some(report))
            })
            .collect();
        futures_util::future::join_all(futures)
    }

    /// Terminates every worker: the jobs they hold end as [`JobError::Cancelled`].
    pub fn stop(&self) {
        let slots = std::mem::take(&mut self.inner.borrow_mut().slots);
        for slot in slots {
            slot.worker.terminate();
            // Dropping the senders resolves every waiting job as cancelled.
            slot.state.borrow_mut().pending.clear();
        }
    }

    /// Jobs posted and not yet answered, over every worker.
    pub fn busy(&self) -> usize {
        self.inner.borrow().slots.iter().map(|s| s.state.borrow().pending.len()).sum()
    }

    fn start_job<J: Job>(
        &self,
        job: AnyJob,
        limit_ms: u32,
        progress: Option<OnProgress>,
    ) -> impl Future<Output = Result<J::Reply, JobError>> {
        let posted = self.post(job, limit_ms, progress);
        async move {
            let receiver = posted?;
            match receiver.await {
                Ok(Ok((kind, text))) => read_done::<J>(kind, &text),
                Ok(Err(error)) => Err(error),
                // The sender was dropped: the pool was stopped.
                Err(oneshot::Canceled) => Err(JobError::Cancelled),
            }
        }
    }

    /// Posts a request to the least busy worker (started if needed).
    fn post(
        &self,
        job: AnyJob,
        limit_ms: u32,
        progress: Option<OnProgress>,
    ) -> Result<oneshot::Receiver<Result<Done, JobError>>, JobError> {
        let mut pool = self.inner.borrow_mut();
        // Broken workers are replaced.
        pool.slots.retain(|s| {
            let dead = s.state.borrow().dead;
            if dead {
                s.worker.terminate();
            }
            !dead
        });
        let load = |s: &Slot| s.state.borrow().pending.len();
        let idle = pool.slots.iter().position(|s| load(s) == 0);
        let index = match idle {
            Some(i) => i,
            None if pool.slots.len() < pool.size => {
                let slot = start(&pool.script)?;
                pool.slots.push(slot);
                pool.slots.len() - 1
            }
            None => (0..pool.slots.len()).min_by_key(|i| load(&pool.slots[*i])).unwrap_or(0),
        };
        pool.next_id += 1;
        let id = pool.next_id;
        let text = serde_json::to_string(&Request::new(id, limit_ms, job))
            .map_err(|e| JobError::Unavailable { message: format!("a request could not be written: {e}") })?;
        let slot = &pool.slots[index];
        let (done, receiver) = oneshot::channel();
        let mut state = slot.state.borrow_mut();
        if state.ready {
            if let Err(e) = slot.worker.post_message(&JsValue::from_str(&text)) {
                let error = JobError::Unavailable { message: format!("a request could not be sent: {}", js_text(&e)) };
                state.fail_all(&error);
                return Err(error);
            }
        } else {
            state.queue.push(text);
        }
        state.pending.insert(id, Pending { progress, done });
        Ok(receiver)
    }
}

fn js_text(value: &JsValue) -> String {
    value.as_string().unwrap_or_else(|| format!("{value:?}"))
}

/// Starts a worker of `script` with its handlers.
fn start(script: &str) -> Result<Slot, JobError> {
    let worker = Worker::new(script)
        .map_err(|e| JobError::Unavailable { message: format!("the Web Worker could not start: {}", js_text(&e)) })?;
    let state = Rc::new(RefCell::new(SlotState::default()));
    let on_message = {
        let state: Weak<RefCell<SlotState>> = Rc::downgrade(&state);
        let worker = worker.clone();
        Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            if let Some(state) = state.upgrade() {
                take_message(&state, &worker, &event.data().as_string().unwrap_or_default());
            }
        })
    };
    let on_error = {
        let state: Weak<RefCell<SlotState>> = Rc::downgrade(&state);
        // A script that fails to load fires a plain Event; an exception in the worker an ErrorEvent.
        Closure::<dyn FnMut(Event)>::new(move |event: Event| {
            event.prevent_default();
            let message = match event.dyn_ref::<ErrorEvent>().map(ErrorEvent::message) {
                Some(m) if !m.is_empty() => m,
                _ => "it could not be loaded or stopped unexpectedly".to_owned(),
            };
            if let Some(state) = state.upgrade() {
                state.borrow_mut().fail_all(&JobError::Unavailable { message });
            }
        })
    };
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    Ok(Slot { worker, state, _on_message: on_message, _on_error: on_error })
}

/// One message from a worker: ready, progress for a job, or a job's end.
fn take_message(state: &Rc<RefCell<SlotState>>, worker: &Worker, text: &str) {
    let reply: Reply<ReplyHead> = match serde_json::from_str(text) {
        Ok(reply) => reply,
        Err(e) => {
            state.borrow_mut().fail_all(&JobError::Mismatch { got: format!("words that do not parse ({e})") });
            return;
        }
    };
    match reply.message {
        Message::Ready { version } if version != VERSION => {
            state.borrow_mut().fail_all(&JobError::Version { page: VERSION, worker: version });
        }
        Message::Ready { .. } => {
            let queue = {
                let mut s = state.borrow_mut();
                s.ready = true;
                std::mem::take(&mut s.queue)
            };
            for text in queue {
                if let Err(e) = worker.post_message(&JsValue::from_str(&text)) {
                    let message = format!("a request could not be sent: {}", js_text(&e));
                    state.borrow_mut().fail_all(&JobError::Unavailable { message });
                    return;
                }
            }
        }
        Message::Progress(p) => {
            // Called outside the borrow: the callback may post more work.
            let report = state.borrow().pending.get(&reply.id).and_then(|p| p.progress.clone());
            if let Some(report) = report {
                report(p);
            }
        }
        // Id 0 is the worker speaking for itself: its crash report.
        Message::Error { error } if reply.id == 0 => state.borrow_mut().fail_all(&error),
        Message::Error { error } => {
            let pending = state.borrow_mut().pending.remove(&reply.id);
            if let Some(p) = pending {
                let _ = p.done.send(Err(error));
            }
        }
        Message::Done { reply: head } => {
            let pending = state.borrow_mut().pending.remove(&reply.id);
            if let Some(p) = pending {
                let _ = p.done.send(Ok((head.kind, text.to_owned())));
            }
        }
    }
}
