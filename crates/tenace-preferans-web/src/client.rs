//! The robots' Web Worker: `preferans-worker.js` imports this same module
//! (`tenace-preferans.js`) and answers each job with `robot_answer`. One
//! worker per page, started on the first robot turn; answers come back as
//! `Msg::Robot` and are matched to the table's revision by the controller.
//! A worker that fails to load or crashes is reported and replaced at the
//! next ask.

use wasm_bindgen::prelude::*;

#[wasm_bindgen(inline_js = r#"
let worker = null;
export function robot_post(job, onanswer, onfail) {
  try {
    if (!worker) {
      worker = new Worker(new URL('preferans-worker.js', document.baseURI), { type: 'module' });
    }
    worker.onmessage = (e) => onanswer(String(e.data));
    worker.onerror = (e) => { worker = null; onfail(String((e && e.message) || 'the robots’ worker stopped')); };
    worker.postMessage(job);
  } catch (e) {
    worker = null;
    onfail(String(e && e.message || e));
  }
}
"#)]
extern "C" {
    fn robot_post(job: &str, onanswer: &js_sys::Function, onfail: &js_sys::Function);
}

/// Posts a job (JSON); `onanswer` gets the answer's JSON, `onfail` why the worker failed.
pub fn post(job: &str, onanswer: &js_sys::Function, onfail: &js_sys::Function) {
    robot_post(job, onanswer, onfail);
}
