//! The app's Web Worker: one [`Analyst`] (one solver, 64 MB table cap, the
//! robots) answering JSON requests of the protocol (`crates/tenace-protocol`)
//! posted by the page, one at a time. Trunk
//! builds it from `index.html` (`data-type="worker"`, loaded through
//! `tenace-dd-worker_loader.js`). On the host the same protocol runs over
//! stdin/stdout, one JSON request per line, for trying jobs by hand.

use tenace_worker::{Analyst, Message, Reply, TT_BYTES, VERSION};

#[cfg(target_arch = "wasm32")]
fn main() {
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    fn now() -> f64 {
        js_sys::global()
            .dyn_into::<web_sys::WorkerGlobalScope>()
            .ok()
            .and_then(|scope| scope.performance())
            .map(|p| p.now())
            .unwrap_or(0.0)
    }

    fn post(scope: &DedicatedWorkerGlobalScope, reply: &Reply) {
        if let Ok(text) = serde_json::to_string(reply) {
            // A failed post has nobody to be reported to: the page's time limit covers it.
            let _ = scope.post_message(&text.into());
        }
    }

    let Ok(scope) = js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>() else {
        web_sys::console::error_1(&"tenace-dd-worker must run in a dedicated Web Worker".into());
        return;
    };
    // A panic is a bug: tell the page in words before the trap ends this worker.
    std::panic::set_hook(Box::new(|info| {
        if let Ok(scope) = js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>() {
            let message = format!("the worker stopped because of a bug ({info})");
            post(
                &scope,
                &Reply { id: 0, message: Message::Error { error: tenace_worker::JobError::Crashed { message } } },
            );
        }
    }));
    let mut analyst = Analyst::new(TT_BYTES, now);
    let handler_scope = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let text = event.data().as_string().unwrap_or_default();
        analyst.handle_text(&text, &mut |reply| post(&handler_scope, &reply));
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The worker lives as long as its page: the handler is never dropped.
    on_message.forget();
    post(&scope, &Reply { id: 0, message: Message::Ready { version: VERSION } });
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    use std::io::{BufRead, Write};
    use std::time::Instant;

    fn now() -> f64 {
        static START: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
        START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
    }

    let mut analyst = Analyst::new(TT_BYTES, now);
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let mut post = |reply: Reply| {
        let text = serde_json::to_string(&reply).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"));
        let _ = writeln!(out, "{text}");
    };
    post(Reply { id: 0, message: Message::Ready { version: VERSION } });
    for line in std::io::stdin().lock().lines() {
        match line {
            Ok(text) if text.trim().is_empty() => {}
            Ok(text) => analyst.handle_text(&text, &mut post),
            Err(e) => {
                eprintln!("tenace-dd-worker: {e}");
                std::process::exit(1);
            }
        }
    }
}
