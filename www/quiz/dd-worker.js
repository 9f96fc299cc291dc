// The quiz widget's double-dummy worker (one per page, started by quiz.js on
// the first reveal of a full deal). quiz.js posts {id, module, problem, nodes}:
// the wasm already compiled by the page (so nothing is downloaded twice), the
// problem's JSON and the node budget per strain; the answer is the engine's
// JSON text, {id, result}.
import init, { double_dummy_with_limit } from './tenace-quiz-web.js';

self.onmessage = async (e) => {
  const { id, module, problem, nodes } = e.data || {};
  let result;
  try {
    await init({ module_or_path: module });
    result = double_dummy_with_limit(String(problem), Number(nodes));
  } catch (err) {
    result = JSON.stringify({ ok: false, error: `the double-dummy worker failed (${err && err.message ? err.message : err})` });
  }
  self.postMessage({ id, result });
};
