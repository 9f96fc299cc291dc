//! The page's side of the double-dummy worker: posts the reducer's asks
//! ([`crate::state::Table::dd_asks`]) as JSON, turns the worker's JSON
//! replies into [`Msg::Dd`], and stops the worker on Cancel.
//!
//! One worker, started on the first ask, one request at a time in the
//! worker's queue. A worker cannot be interrupted by a message while it
//! solves (no shared memory), so Cancel terminates it; the next ask starts a
//! fresh one. A worker that fails to load or crashes is reported as
//! [`Msg::DdWorkerFailed`] with the browser's words.

use crate::analysis::{Ask, Tag};
use crate::state::Msg;
use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::rc::Rc;
use tenace_worker::{Answer, Reply, Request};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, Event, MessageEvent, Worker};
use yew::Callback;

/// The worker's script, written by Trunk next to index.html (`data-loader-shim`).
const WORKER_SCRIPT: &str = "./tenace-dd-worker_loader.js";

struct Running {
    worker: Worker,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(Event)>,
}

#[derive(Default)]
struct Shared {
    /// Request ids in flight, and what each is about.
    in_flight: HashMap<u64, Tag>,
    /// Set by the worker's handlers: the worker is broken and must be replaced.
    dead: bool,
    /// The worker said it is ready: messages posted before would be lost
    /// (its handler is installed only once its wasm has loaded).
    ready: bool,
    /// Requests waiting for the worker to be ready.
    queue: Vec<String>,
}

/// The worker and what was asked of it.
#[derive(Default)]
pub struct DdClient {
    running: Option<Running>,
    shared: Rc<RefCell<Shared>>,
    /// Tags posted to the current worker (each is asked once per worker).
    posted: HashSet<Tag>,
    next_id: u64,
}

impl DdClient {
    /// Posts the asks not yet posted to this worker, starting one if needed.
    pub fn sync(&mut self, asks: &[Ask], dispatch: &Callback<Msg>) {
        if self.shared.borrow().dead {
            self.stop();
        }
        for ask in asks {
            if self.posted.contains(&ask.tag) {
                continue;
            }
            if self.running.is_none() {
                match start(self.shared.clone(), dispatch.clone()) {
                    Ok(running) => self.running = Some(running),
                    Err(message) => {
                        dispatch.emit(Msg::DdWorkerFailed(message));
                        return;
                    }
                }
            }
            self.next_id += 1;
            let id = self.next_id;
            let request = Request { id, limit_ms: ask.limit_ms, job: ask.job.clone() };
            let posted = serde_json::to_string(&request).map_err(|e| e.to_string()).and_then(|text| {
                let mut shared = self.shared.borrow_mut();
                match shared.ready {
                    true => self.worker()?.post_message(&text.into()).map_err(js_text),
                    false => {
                        shared.queue.push(text);
                        Ok(())
                    }
                }
            });
            match posted {
                Ok(()) => {
                    self.shared.borrow_mut().in_flight.insert(id, ask.tag);
                    self.posted.insert(ask.tag);
                }
                Err(message) => {
                    dispatch.emit(Msg::DdWorkerFailed(format!("a request could not be sent: {message}")));
                    return;
                }
            }
        }
    }

    /// Stops the worker and forgets what it was doing (Cancel, or a broken worker).
    pub fn stop(&mut self) {
        if let Some(running) = self.running.take() {
            running.worker.terminate();
        }
        let mut shared = self.shared.borrow_mut();
        shared.in_flight.clear();
        shared.dead = false;
        shared.ready = false;
        shared.queue.clear();
        self.posted.clear();
    }

    fn worker(&self) -> Result<&Worker, String> {
        self.running.as_ref().map(|r| &r.worker).ok_or_else(|| "no worker".to_owned())
    }
}

fn js_text(value: wasm_bindgen::JsValue) -> String {
    value.as_string().unwrap_or_else(|| format!("{value:?}"))
}

fn start(shared: Rc<RefCell<Shared>>, dispatch: Callback<Msg>) -> Result<Running, String> {
    let worker =
        Worker::new(WORKER_SCRIPT).map_err(|e| format!("the double-dummy worker could not start: {}", js_text(e)))?;
    let on_message = {
        let shared = shared.clone();
        let dispatch = dispatch.clone();
        let worker = worker.clone();
        Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let text = event.data().as_string().unwrap_or_default();
            let reply: Reply = match serde_json::from_str(&text) {
                Ok(reply) => reply,
                Err(e) => {
                    shared.borrow_mut().dead = true;
                    dispatch.emit(Msg::DdWorkerFailed(format!("its answer could not be read ({e})")));
                    return;
                }
            };
            if reply.answer == Answer::Ready {
                let queue = {
                    let mut shared = shared.borrow_mut();
                    shared.ready = true;
                    std::mem::take(&mut shared.queue)
                };
                for text in queue {
                    if let Err(e) = worker.post_message(&text.into()) {
                        shared.borrow_mut().dead = true;
                        dispatch.emit(Msg::DdWorkerFailed(format!("a request could not be sent: {}", js_text(e))));
                        return;
                    }
                }
                return;
            }
            let final_answer = !matches!(reply.answer, Answer::Progress { .. } | Answer::Ready);
            let tag = {
                let mut shared = shared.borrow_mut();
                match final_answer {
                    true => shared.in_flight.remove(&reply.id),
                    false => shared.in_flight.get(&reply.id).copied(),
                }
            };
            match (tag, reply.answer) {
                (Some(tag), answer) => dispatch.emit(Msg::Dd { tag, answer }),
                // Id 0 is the worker speaking for itself: a panic report.
                (None, Answer::Failed { message }) => {
                    shared.borrow_mut().dead = true;
                    dispatch.emit(Msg::DdWorkerFailed(message));
                }
                (None, _) => {}
            }
        })
    };
    let on_error = {
        // A script that fails to load fires a plain Event; an exception in the worker an ErrorEvent.
        Closure::<dyn FnMut(Event)>::new(move |event: Event| {
            event.prevent_default();
            shared.borrow_mut().dead = true;
            let message = match event.dyn_ref::<ErrorEvent>().map(ErrorEvent::message) {
                Some(m) if !m.is_empty() => m,
                _ => "it could not be loaded or stopped unexpectedly".to_owned(),
            };
            dispatch.emit(Msg::DdWorkerFailed(message));
        })
    };
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    Ok(Running { worker, _on_message: on_message, _on_error: on_error })
}
