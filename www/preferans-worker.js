// The Preferans robots' Web Worker: imports the Preferans module
// (tenace-preferans.js, the same wasm as the view) and answers each
// RobotJob (JSON) with a RobotAnswer (JSON), adding the time the decision
// took in the worker (ms). See crates/tenace-preferans-web/src/client.rs.
import init, { robot_answer } from './tenace-preferans.js';

const ready = init();

self.onmessage = async (e) => {
  await ready;
  const started = performance.now();
  let out = robot_answer(String(e.data));
  const ms = performance.now() - started;
  try {
    const answer = JSON.parse(out);
    answer.ms = ms;
    out = JSON.stringify(answer);
  } catch (_) {
    // The answer is passed on as it is; the page reports what it cannot read.
  }
  self.postMessage(out);
};
