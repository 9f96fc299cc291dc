// <tenace-quiz>: Tenace's embeddable bidding quiz, with multiple-choice questions.
//
//   <script type="module" src="…/quiz.js"></script>
//   <tenace-quiz problem="COMPACT-STRING-OR-JSON"></tenace-quiz>   one problem
//   <tenace-quiz src="my-quiz.json"></tenace-quiz>                 a set (or one problem)
//   <tenace-quiz><script type="application/json">{…}</script></tenace-quiz>
//   <tenace-quiz lang="et" …>                                       its words in Estonian
//
// After every answer the element dispatches `tenace-quiz-answer` (bubbles,
// composed) with detail {index, correct, mark, max, answered, total, score}.
//
// The problem format is docs/quiz-format.md. Everything is decided by the
// WebAssembly (tenace-quiz-web → tenace-quiz, tested on the host); this file
// only draws. Rules it keeps:
// - the wasm is fetched once per page, however many quizzes there are
//   (one module-level promise), and only when the first quiz appears; the
//   second wasm (the 1930s systems) only when a problem names one of them;
// - problems are untrusted: every string from a problem reaches the page
//   through textContent or an attribute, never as HTML;
// - it touches nothing outside its own element: shadow DOM, its own styles,
//   no globals besides the custom element's name, localStorage only under
//   keys starting "tenace-quiz:";
// - it asks for nothing but static files (the wasm, its glue and the
//   double-dummy worker next to this script, and the set named by src).

const ENGINE_JS = new URL('./tenace-quiz-web.js', import.meta.url);
const ENGINE_WASM = new URL('./tenace-quiz-web_bg.wasm', import.meta.url);
// The second module: the same exports (but double dummy, always solved by the
// common module) with the bidding engine's 1930s systems, which the common one
// leaves out to stay small. Fetched only for a
// problem in one of them (its view says system_rules: false), and by the editor.
const ENGINE_1930S_JS = new URL('./tenace-quiz-web-1930s.js', import.meta.url);
const ENGINE_1930S_WASM = new URL('./tenace-quiz-web-1930s_bg.wasm', import.meta.url);

let enginePromise = null;
let engine1930sPromise = null;
/** The compiled wasm, shared with the double-dummy worker (a Module crosses postMessage without a second download). */
let wasmModule = null;

async function compileWasm(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`could not load the quiz engine: the server answered ${response.status}`);
  return WebAssembly.compile(await response.arrayBuffer());
}

/** Imports a module's glue and initialises it with its compiled wasm: [module, compiled wasm]. */
async function instantiate(js, wasm) {
  const [m, module] = await Promise.all([import(js.href), compileWasm(wasm)]);
  await m.default({ module_or_path: module });
  return [m, module];
}

/** The engine module, initialised once for the whole page. */
export function loadEngine() {
  if (!enginePromise) {
    enginePromise = instantiate(ENGINE_JS, ENGINE_WASM).then(([m, module]) => {
      wasmModule = module;
      loadedEngine = m;
      return m;
    });
    // A failed load may be retried by the next quiz (e.g. after going back online).
    enginePromise.catch(() => {
      enginePromise = null;
    });
  }
  return enginePromise;
}

/** The module with the 1930s systems (the same exports but double dummy), initialised once per page when first needed. */
export function loadEngine1930s() {
  if (!engine1930sPromise) {
    engine1930sPromise = instantiate(ENGINE_1930S_JS, ENGINE_1930S_WASM).then(([m]) => m);
    engine1930sPromise.catch(() => {
      engine1930sPromise = null;
    });
  }
  return engine1930sPromise;
}

// Double dummy runs in one Web Worker per page, so a slow deal never freezes
// the page. The worker gets the compiled module by postMessage (no second
// download) and a larger node budget than the page's thread could afford.
// Where a worker cannot start (quiz.js served from another origin, old
// browsers), the page's thread solves with the engine's default budget.
const WORKER_NODES = 25_000_000;
const WORKER_GIVE_UP_MS = 60_000;
let ddWorker = null;
let ddJobs = new Map();
let ddNext = 0;

function stopWorker(result) {
  if (ddWorker) ddWorker.terminate();
  ddWorker = null;
  const jobs = ddJobs;
  ddJobs = new Map();
  for (const job of jobs.values()) {
    clearTimeout(job.timer);
    job.resolve(result);
  }
}

/** Double dummy of a problem in the worker; null when no worker can run. */
function solveInWorker(problemJson) {
  if (!wasmModule) return null;
  try {
    if (!ddWorker) {
      ddWorker = new Worker(new URL('./dd-worker.js', import.meta.url), { type: 'module' });
      ddWorker.onmessage = (e) => {
        const job = ddJobs.get(e.data && e.data.id);
        if (!job) return;
        ddJobs.delete(e.data.id);
        clearTimeout(job.timer);
        let result;
        try {
          result = JSON.parse(e.data.result);
        } catch {
          result = { ok: false, error: 'the double-dummy worker gave no answer' };
        }
        job.resolve(result);
      };
      ddWorker.onerror = (e) => {
        e.preventDefault();
        stopWorker({ ok: false, error: 'the double-dummy worker stopped' });
      };
    }
  } catch {
    ddWorker = null;
    return null;
  }
  const id = ++ddNext;
  return new Promise((resolve) => {
    const timer = setTimeout(() => stopWorker({ ok: false, error: `gave up after ${WORKER_GIVE_UP_MS / 1000} s` }), WORKER_GIVE_UP_MS);
    ddJobs.set(id, { resolve, timer });
    ddWorker.postMessage({ id, module: wasmModule, problem: problemJson, nodes: WORKER_NODES });
  });
}

/** The engine once it has loaded (for words drawn before a quiz's own load finishes). */
let loadedEngine = null;
/** The widget's words per language code, read from the engine once per page. */
const wordsCache = new Map();

/** English words for what is drawn before the engine (which holds every language) has loaded. */
const FALLBACK = {
  'quiz.loading': 'Loading the quiz…',
  'quiz.error.title': 'This quiz cannot be shown.',
  'quiz.error.none': 'No problem given: add problem="…" or src="….json" to <tenace-quiz>.',
  'quiz.error.address': '“{src}” is not a web address.',
  'quiz.error.offline': 'Could not load {src} (offline, or the address is wrong).',
  'quiz.error.status': 'Could not load {src}: the server answered {status}.',
  'quiz.error.engine': 'The quiz engine failed: {error}.',
};

/** The words of `lang` ({} until the engine has loaded: FALLBACK then speaks). */
function wordsFor(lang) {
  if (wordsCache.has(lang)) return wordsCache.get(lang);
  if (!loadedEngine) return {};
  const out = ask(loadedEngine, 'messages', lang);
  const words = out.ok && out.messages ? out.messages : {};
  wordsCache.set(lang, words);
  return words;
}

/** Puts `vars` into a message's {name} placeholders (as text: the result only ever goes to textContent). */
function fillIn(text, vars) {
  return text.replace(/\{(\w+)\}/g, (m, name) => (Object.prototype.hasOwnProperty.call(vars, name) ? String(vars[name]) : m));
}

/** Calls an engine function that answers JSON text; a crash becomes an ordinary error. */
function ask(engine, name, ...args) {
  try {
    return JSON.parse(engine[name](...args));
  } catch (e) {
    return { ok: false, error: `the quiz engine failed (${e && e.message ? e.message : e})` };
  }
}

const LEVELS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'];
const STRAINS = { C: ['club', 'clubs'], D: ['diamond', 'diamonds'], H: ['heart', 'hearts'], S: ['spade', 'spades'], NT: ['no trump', 'no trump'] };
const SYMBOL = { C: '♣', D: '♦', H: '♥', S: '♠', NT: 'NT' };
const SEAT_KEYS = { N: 'quiz.seat.n', E: 'quiz.seat.e', S: 'quiz.seat.s', W: 'quiz.seat.w' };
const SEAT_NAMES = { N: 'North', E: 'East', S: 'South', W: 'West' };
const STRAIN_KEYS = { C: 'quiz.suit.c', D: 'quiz.suit.d', H: 'quiz.suit.h', S: 'quiz.suit.s', NT: 'quiz.suit.nt' };
const VUL_KEYS = { None: 'quiz.vul.none', NS: 'quiz.vul.ns', EW: 'quiz.vul.ew', All: 'quiz.vul.all' };
const COLUMNS = ['W', 'N', 'E', 'S'];

/** "one no trump", "two hearts", "pass": what a screen reader says for a call (English). */
export function callLabel(code) {
  if (code === 'P') return 'pass';
  if (code === 'X') return 'double';
  if (code === 'XX') return 'redouble';
  const level = Number(code[0]);
  const strain = STRAINS[code.slice(1)];
  if (!strain || !LEVELS[level]) return code;
  return `${LEVELS[level]} ${strain[level === 1 ? 0 : 1]}`;
}

const STYLE = `
:host {
  --tq-bg: #ffffff; --tq-fg: #1d2321; --tq-muted: #56605b; --tq-border: #c7d0cb;
  --tq-panel: #f3f6f4; --tq-accent: #17583a; --tq-accent-fg: #ffffff;
  --tq-red: #b3132b; --tq-good: #17583a; --tq-fair: #8a5a00; --tq-bad: #a4262c;
  --tq-focus: #f5b400; --tq-vul: #c0262d; --tq-radius: 8px;
  --tq-font: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  display: block; max-width: 100%; margin: 1em 0;
  color: var(--tq-fg); font: 15px/1.45 var(--tq-font);
}
@media (prefers-color-scheme: dark) {
  :host(:not([theme=light])) {
    --tq-bg: #161b19; --tq-fg: #e6ece9; --tq-muted: #a6b2ac; --tq-border: #3a4641;
    --tq-panel: #1f2623; --tq-accent: #3fa271; --tq-accent-fg: #0b1410;
    --tq-red: #ff6b7d; --tq-good: #5fc98f; --tq-fair: #e0b050; --tq-bad: #ff7b7b; --tq-vul: #ff6b6b;
  }
}
:host([theme=dark]) {
  --tq-bg: #161b19; --tq-fg: #e6ece9; --tq-muted: #a6b2ac; --tq-border: #3a4641;
  --tq-panel: #1f2623; --tq-accent: #3fa271; --tq-accent-fg: #0b1410;
  --tq-red: #ff6b7d; --tq-good: #5fc98f; --tq-fair: #e0b050; --tq-bad: #ff7b7b; --tq-vul: #ff6b6b;
}
:host([hidden]) { display: none; }
* { box-sizing: border-box; }
.quiz { background: var(--tq-bg); border: 1px solid var(--tq-border); border-radius: var(--tq-radius); padding: 12px 14px; overflow-wrap: anywhere; }
header { display: flex; flex-wrap: wrap; gap: 4px 12px; align-items: baseline; justify-content: space-between; }
h2 { font-size: 1.1em; margin: 0; }
.progress, .meta, .credit { color: var(--tq-muted); font-size: .9em; }
.meta { margin: 4px 0 8px; }
.vul { color: var(--tq-vul); font-weight: 600; }
.table { display: flex; flex-wrap: wrap; gap: 12px 24px; align-items: flex-start; margin: 8px 0; }
.hand { font-size: 1.15em; line-height: 1.5; min-width: 9em; }
.hand .suit { display: flex; gap: .5em; white-space: nowrap; }
.sym { width: 1.1em; display: inline-block; text-align: center; }
.red { color: var(--tq-red); }
table { border-collapse: collapse; }
.auction th, .auction td { padding: 2px 10px 2px 0; text-align: left; min-width: 3.2em; }
.auction th { color: var(--tq-muted); font-weight: 600; font-size: .9em; }
.auction th.vul { color: var(--tq-vul); }
.auction td.ask { font-weight: 700; color: var(--tq-accent); }
.prompt { margin: 8px 0 6px; font-weight: 600; }
.box { display: grid; grid-template-columns: repeat(5, minmax(0, 1fr)); gap: 4px; max-width: 24em; }
.box .others { grid-column: 1 / -1; display: grid; grid-template-columns: 2fr 1fr 1fr; gap: 4px; }
button { font: inherit; color: inherit; background: var(--tq-panel); border: 1px solid var(--tq-border); border-radius: 6px; padding: 4px 2px; cursor: pointer; min-height: 2.1em; }
button:hover:not([disabled]) { border-color: var(--tq-accent); }
button[disabled] { opacity: .35; cursor: default; }
button:focus-visible { outline: 3px solid var(--tq-focus); outline-offset: 1px; }
button.chosen { background: var(--tq-accent); color: var(--tq-accent-fg); border-color: var(--tq-accent); opacity: 1; }
button.best { box-shadow: 0 0 0 2px var(--tq-good) inset; opacity: 1; }
button.action { background: var(--tq-accent); color: var(--tq-accent-fg); border-color: var(--tq-accent); padding: 4px 12px; }
nav { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 10px; }
.result { margin-top: 10px; }
.result:empty { display: none; }
.mark { font-size: 1.15em; font-weight: 700; margin: 0 0 4px; }
.mark.good { color: var(--tq-good); } .mark.fair { color: var(--tq-fair); } .mark.bad { color: var(--tq-bad); }
.panel { background: var(--tq-panel); border-radius: 6px; padding: 8px 10px; margin: 8px 0; }
.panel h3 { font-size: .95em; margin: 0 0 4px; }
.answers { width: 100%; }
.answers td, .answers th { padding: 3px 8px 3px 0; vertical-align: top; text-align: left; }
.answers td:not(:last-child), .answers th:not(:last-child) { white-space: nowrap; }
.answers tr.chosen td { font-weight: 600; }
.answers td.num { text-align: right; white-space: nowrap; }
.deal { display: grid; grid-template-columns: repeat(3, minmax(0, auto)); gap: 6px 16px; justify-content: start; }
.deal .seat-N { grid-column: 2; } .deal .seat-W { grid-column: 1; grid-row: 2; } .deal .seat-E { grid-column: 3; grid-row: 2; } .deal .seat-S { grid-column: 2; grid-row: 3; }
.deal .hand { font-size: 1em; min-width: 7em; }
.deal .who { font-size: .85em; color: var(--tq-muted); }
.error { border: 1px solid var(--tq-bad); color: var(--tq-bad); background: var(--tq-bg); border-radius: var(--tq-radius); padding: 10px 12px; }
.error strong { display: block; }
.final { font-size: 1.1em; font-weight: 700; }
.question { margin: 8px 0 6px; font-weight: 600; white-space: pre-line; }
.options { display: grid; gap: 6px; max-width: 36em; }
.options button { text-align: left; padding: 6px 10px; }
.options button.best::after, .options button.chosen.wrong::after { margin-left: .5em; font-weight: 700; }
.options button.best::after { content: "✓"; }
.options button.chosen.wrong::after { content: "✗"; }
.explanation { white-space: pre-line; }
.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

/** A tiny element builder: attributes as strings, children as nodes or text (always text, never HTML). */
function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    node.setAttribute(k, v === true ? '' : String(v));
  }
  for (const child of children.flat()) {
    if (child === undefined || child === null || child === false) continue;
    node.append(typeof child === 'string' || typeof child === 'number' ? document.createTextNode(String(child)) : child);
  }
  return node;
}

/** replaceChildren without the absent ones (the DOM would write "null"). */
function fill(node, ...children) {
  node.replaceChildren(...children.flat().filter((c) => c !== null && c !== undefined && c !== false));
}

/** FNV-1a of a text: names a page's inline problem in local storage without storing the problem. */
function hashText(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

function markClass(mark) {
  return mark >= 8 ? 'good' : mark >= 4 ? 'fair' : 'bad';
}

class TenaceQuiz extends HTMLElement {
  static get observedAttributes() {
    return ['problem', 'src', 'lang'];
  }

  constructor() {
    super();
    this._shadow = this.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = STYLE;
    this._view = el('div', { class: 'quiz', part: 'quiz' });
    // One live region that outlives redraws, so screen readers hear each mark.
    this._live = el('div', { class: 'sr', role: 'status', 'aria-live': 'polite', 'data-testid': 'announce' });
    this._shadow.append(style, this._view, this._live);
    this._loadToken = 0;
    this._dd = new Map();
    this._ddPending = new Map();
  }

  connectedCallback() {
    if (!this._started) {
      this._started = true;
      this._load();
    }
  }

  attributeChangedCallback(name, oldValue, newValue) {
    if (!this._started || oldValue === newValue) return;
    // A new language only redraws: the answers so far stay.
    if (name === 'lang' && this._quiz) this._render();
    else this._load();
  }

  /** The language code: the element's lang, else the page's, else English. */
  _lang() {
    const tag = this.getAttribute('lang') || document.documentElement.getAttribute('lang') || 'en';
    return tag.trim().toLowerCase().split(/[-_]/)[0] || 'en';
  }

  /** The widget's word `key` in its language, with {name} placeholders filled. */
  _t(key, vars = {}) {
    const words = wordsFor(this._lang());
    return fillIn(words[key] || FALLBACK[key] || key, vars);
  }

  _seat(letter) {
    return this._t(SEAT_KEYS[letter] || '') || SEAT_NAMES[letter] || letter;
  }

  /** What a screen reader says for a call: the English words, else "2 Herz" from the shared suit names. */
  _callLabel(code) {
    if (this._lang() === 'en') return callLabel(code);
    if (code === 'P') return this._t('quiz.pass');
    if (code === 'X' || code === 'XX') return code;
    const key = STRAIN_KEYS[code.slice(1)];
    return key ? `${code[0]} ${this._t(key)}` : code;
  }

  _callText(code) {
    if (code === 'P') return this._t('quiz.pass');
    if (code === 'X' || code === 'XX') return code;
    return `${code[0]}${SYMBOL[code.slice(1)] || code.slice(1)}`;
  }

  /** A hand as four suits, each named for screen readers in the widget's language. */
  _hand(hand, label) {
    return el(
      'div',
      { class: 'hand', role: 'group', 'aria-label': label },
      hand.map(([sym, ranks, letter]) =>
        el(
          'div',
          { class: 'suit', 'data-suit': letter },
          el('span', { class: `sym${letter === 'H' || letter === 'D' ? ' red' : ''}`, 'aria-hidden': 'true' }, sym),
          el('span', { class: 'sr' }, `${this._t(STRAIN_KEYS[letter])}:`),
          el('span', { class: 'ranks' }, ranks),
        ),
      ),
    );
  }

  /** Shows a message inside the widget (and only there). */
  _showError(title, detail) {
    fill(this._view, el('div', { class: 'error', role: 'alert', 'data-state': 'error' }, el('strong', {}, title), detail ? el('span', { class: 'detail' }, ' ', detail) : null));
    this.dataset.state = 'error';
  }

  async _source() {
    const src = this.getAttribute('src');
    if (src) {
      let url;
      try {
        url = new URL(src, document.baseURI);
      } catch {
        throw new Error(this._t('quiz.error.address', { src }));
      }
      let response;
      try {
        response = await fetch(url, { credentials: 'same-origin' });
      } catch {
        throw new Error(this._t('quiz.error.offline', { src }));
      }
      if (!response.ok) throw new Error(this._t('quiz.error.status', { src, status: response.status }));
      return { text: await response.text(), id: `src:${url.pathname}` };
    }
    const attr = this.getAttribute('problem');
    if (attr !== null) return { text: attr, id: `p:${hashText(attr)}` };
    const script = this.querySelector('script[type="application/json"]');
    if (script) return { text: script.textContent || '', id: `p:${hashText(script.textContent || '')}` };
    throw new Error(this._t('quiz.error.none'));
  }

  async _load() {
    const token = ++this._loadToken;
    this.dataset.state = 'loading';
    fill(this._view, el('p', { class: 'loading', role: 'status' }, this._t('quiz.loading')));
    let source;
    let engine;
    try {
      [source, engine] = await Promise.all([this._source(), loadEngine()]);
    } catch (e) {
      if (token === this._loadToken) this._showError(this._t('quiz.error.title'), String(e && e.message ? e.message : e));
      return;
    }
    if (token !== this._loadToken) return;
    const quiz = ask(engine, 'parse_quiz_in', source.text, this._lang());
    if (!quiz.ok) {
      this._showError(this._t('quiz.error.title'), this._t('quiz.error.invalid', { error: quiz.error }));
      return;
    }
    // A problem in a 1930s system is answered by the second module (the common one has no rules for it).
    let engine1930s = null;
    if (quiz.problems.some((p) => p.kind === 'bidding' && p.system_rules === false)) {
      try {
        engine1930s = await loadEngine1930s();
      } catch (e) {
        if (token === this._loadToken) this._showError(this._t('quiz.error.title'), String(e && e.message ? e.message : e));
        return;
      }
      if (token !== this._loadToken) return;
    }
    this._engine = engine;
    this._engine1930s = engine1930s;
    this._quiz = quiz;
    this._dd = new Map();
    this._ddPending = new Map();
    this._key = `tenace-quiz:${location.pathname}:${source.id}`;
    this._calls = this._restore(quiz.problems.length);
    this._results = this._calls.map((c, i) => (c ? this._answer(i, c) : null));
    this._index = Math.max(0, Math.min(this._results.findIndex((r) => !r), quiz.problems.length - 1));
    if (this._index < 0 || this._results.every((r) => r)) this._index = 0;
    this.dataset.state = 'ready';
    this._render();
  }

  /** The calls answered so far on this page (localStorage; anything unreadable is ignored). */
  _restore(count) {
    const calls = new Array(count).fill(null);
    try {
      const saved = JSON.parse(localStorage.getItem(this._key) || 'null');
      if (saved && Array.isArray(saved.calls)) {
        saved.calls.slice(0, count).forEach((c, i) => {
          // A call ("2D") or a chosen option ("#1").
          if (typeof c === 'string' && c.length <= 3) calls[i] = c;
        });
      }
    } catch {
      /* storage off or damaged: start afresh */
    }
    return calls;
  }

  _save() {
    try {
      localStorage.setItem(this._key, JSON.stringify({ v: 1, calls: this._calls }));
    } catch {
      /* storage full or off: progress lasts for this visit only */
    }
  }

  /** The engine's verdict on a call, or on an option written "#2" (index from 0) for a multiple-choice problem. */
  _answer(index, call) {
    const problem = this._quiz.problems[index];
    const json = JSON.stringify(problem.problem);
    if (problem.kind === 'choice') {
      if (!/^#\d$/.test(call)) return null;
      const result = ask(this._engine, 'answer_choice', json, Number(call.slice(1)));
      return result.ok ? result : null;
    }
    if (call.startsWith('#')) return null;
    const engine = problem.system_rules === false ? this._engine1930s : this._engine;
    const result = ask(engine, 'answer', json, call);
    return result.ok ? result : null;
  }

  _score() {
    const done = this._results.filter(Boolean);
    return { done: done.length, points: done.reduce((a, r) => a + r.mark, 0), max: this._results.length * 10 };
  }

  _render(focusCall) {
    const quiz = this._quiz;
    const p = quiz.problems[this._index];
    const result = this._results[this._index];
    const many = quiz.problems.length > 1;
    const score = this._score();
    this.dataset.index = String(this._index);
    this.dataset.answered = String(score.done);
    this.dataset.score = String(score.points);
    this.dataset.kind = p.kind;
    this._view.setAttribute('lang', this._lang());

    const choice = p.kind === 'choice';
    const title = p.title || quiz.title || this._t(choice ? 'quiz.choice.title' : 'quiz.bidding.title');
    const header = el(
      'header',
      {},
      el('h2', {}, title),
      many
        ? el(
            'span',
            { class: 'progress', 'data-testid': 'progress' },
            this._t('quiz.progress', { n: this._index + 1, total: quiz.problems.length, answered: score.done, score: score.points, max: score.done * 10 }),
          )
        : null,
    );
    const nav = this._navNode(result);
    const credit = [p.author || quiz.author ? this._t('quiz.by', { author: p.author || quiz.author }) : null, p.source ? this._t('quiz.source', { source: p.source }) : null]
      .filter(Boolean)
      .join(' · ');
    this._view.setAttribute('aria-label', this._t('quiz.region', { title }));
    this._view.setAttribute('role', 'region');
    if (choice) {
      fill(this._view, header, this._choiceNodes(p, result), nav, credit ? el('p', { class: 'credit' }, credit) : null);
      return;
    }

    const vul = p.vulnerability;
    const meta = el(
      'div',
      { class: 'meta' },
      `${this._t('quiz.dealer', { seat: this._seat(p.dealer) })} · `,
      el('span', { class: vul.code === 'None' ? '' : 'vul' }, this._t(VUL_KEYS[vul.code])),
      ` · ${p.scoring} · ${p.system}`,
    );

    const table = el('div', { class: 'table' }, this._hand(p.hand, this._t('quiz.hand.yours', { seat: this._seat(p.seat) })), this._auctionNode(p));
    const prompt = el(
      'p',
      { class: 'prompt', id: 'prompt' },
      result ? this._t('quiz.prompt.called', { call: result.text }) : this._t('quiz.prompt.call', { seat: this._seat(p.seat) }),
    );
    const box = this._boxNode(p, result);
    const out = el('div', { class: 'result', 'data-testid': 'result' });
    if (result) this._resultNode(out, p, result);

    fill(this._view, header, meta, table, prompt, box, out, nav, credit ? el('p', { class: 'credit' }, credit) : null);
    if (focusCall) {
      const b = this._shadow.querySelector(`button[data-call="${focusCall}"]`);
      if (b) b.focus();
    }
    if (result && p.has_deal) this._doubleDummy(this._index);
  }

  /** The auction grid; `ask` adds the "?" of the seat to call (bidding problems). */
  _auctionNode(p, ask = true) {
    const head = el(
      'tr',
      {},
      COLUMNS.map((s) => {
        const vul = p.vulnerability && (s === 'N' || s === 'S' ? p.vulnerability.ns : p.vulnerability.ew) ? 'vul' : null;
        return el('th', { scope: 'col', class: vul, title: vul ? this._t('quiz.vulnerable') : null }, this._seat(s));
      }),
    );
    const cells = [];
    for (let i = 0; i < COLUMNS.indexOf(p.dealer); i++) cells.push(el('td', {}, ''));
    for (const c of p.auction) cells.push(el('td', { 'data-call': c.call, 'aria-label': `${this._seat(c.seat)}: ${this._callLabel(c.call)}` }, this._callText(c.call)));
    if (ask) cells.push(el('td', { class: 'ask', 'aria-label': this._t('quiz.auction.ask', { seat: this._seat(p.seat) }) }, '?'));
    const rows = [];
    for (let i = 0; i < cells.length; i += 4) rows.push(el('tr', {}, cells.slice(i, i + 4)));
    return el('table', { class: 'auction', 'aria-label': this._t('quiz.auction'), 'data-testid': 'auction' }, el('thead', {}, head), el('tbody', {}, rows));
  }

  /** A multiple-choice problem: what is given (hand, auction), the question, the options and, once answered, the verdict. */
  _choiceNodes(p, result) {
    const nodes = [];
    const meta = [];
    if (p.dealer) meta.push(this._t('quiz.dealer', { seat: this._seat(p.dealer) }));
    if (p.vulnerability) meta.push(el('span', { class: p.vulnerability.code === 'None' ? '' : 'vul' }, this._t(VUL_KEYS[p.vulnerability.code])));
    if (meta.length) nodes.push(el('div', { class: 'meta' }, meta.flatMap((m, i) => (i ? [' · ', m] : [m]))));
    const given = [];
    if (p.hand) given.push(this._hand(p.hand, p.seat ? this._t('quiz.hand.yours', { seat: this._seat(p.seat) }) : this._t('quiz.hand')));
    if (p.has_auction) given.push(this._auctionNode(p, false));
    if (given.length) nodes.push(el('div', { class: 'table' }, given));
    nodes.push(el('p', { class: 'question', id: 'prompt', 'data-testid': 'question' }, p.question));

    const buttons = p.options.map((text, i) => {
      const right = result && result.answer === i;
      const chosen = result && result.choice === i;
      const label = this._t(right ? 'quiz.choice.option.right' : 'quiz.choice.option', { n: i + 1, text });
      return el(
        'button',
        {
          type: 'button',
          'data-option': i,
          'data-right': result ? String(right) : null,
          'aria-label': label,
          'aria-pressed': result ? String(Boolean(chosen)) : null,
          disabled: Boolean(result),
          tabindex: i === 0 ? '0' : '-1',
          class: [chosen ? 'chosen' : null, chosen && !right ? 'wrong' : null, right ? 'best' : null].filter(Boolean).join(' ') || null,
        },
        text,
      );
    });
    const group = el('div', { class: 'options', role: 'group', 'aria-label': this._t('quiz.choice.options'), 'aria-describedby': 'prompt', 'data-testid': 'options' }, buttons);
    group.addEventListener('click', (e) => {
      const b = e.target.closest('button[data-option]');
      if (b && !b.disabled) this._choose(`#${b.dataset.option}`);
    });
    group.addEventListener('keydown', (e) => {
      // One tab stop: arrow keys, Home and End move among the options; Enter and Space choose (native buttons).
      const all = [...group.querySelectorAll('button[data-option]')];
      const i = all.indexOf(e.target);
      if (i < 0) return;
      const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[e.key];
      let j = null;
      if (step) j = (i + step + all.length) % all.length;
      else if (e.key === 'Home') j = 0;
      else if (e.key === 'End') j = all.length - 1;
      if (j === null) return;
      e.preventDefault();
      for (const b of all) b.setAttribute('tabindex', '-1');
      all[j].setAttribute('tabindex', '0');
      all[j].focus();
    });
    nodes.push(group);

    const out = el('div', { class: 'result', 'data-testid': 'result' });
    if (result) {
      const verdict = this._t(result.correct ? 'quiz.choice.right' : 'quiz.choice.wrong');
      out.append(
        el(
          'p',
          { class: `mark ${result.correct ? 'good' : 'bad'}`, 'data-testid': 'mark', 'data-mark': result.mark, 'data-correct': String(result.correct) },
          this._t('quiz.choice.mark', { verdict, mark: result.mark }),
        ),
      );
      if (!result.correct) out.append(el('p', { 'data-testid': 'right-answer' }, this._t('quiz.choice.answer', { text: result.answer_text })));
      if (result.explanation) out.append(el('p', { class: 'explanation', 'data-testid': 'explanation' }, result.explanation));
    }
    nodes.push(out);
    return nodes;
  }

  _boxNode(p, result) {
    const legal = new Set(p.legal);
    const bestCall = result && result.best ? result.best.call : null;
    const button = (code) => {
      const enabled = legal.has(code) && !result;
      const cls = [result && result.call === code ? 'chosen' : null, bestCall === code ? 'best' : null].filter(Boolean).join(' ') || null;
      return el(
        'button',
        {
          type: 'button',
          'data-call': code,
          'aria-label': bestCall === code ? this._t('quiz.best.label', { call: this._callLabel(code) }) : this._callLabel(code),
          'aria-pressed': result ? String(result.call === code) : null,
          disabled: !enabled,
          tabindex: '-1',
          class: cls,
        },
        this._callText(code),
      );
    };
    const buttons = [];
    for (let level = 1; level <= 7; level++) for (const s of ['C', 'D', 'H', 'S', 'NT']) buttons.push(button(`${level}${s}`));
    const others = el('div', { class: 'others' }, button('P'), button('X'), button('XX'));
    const box = el('div', { class: 'box', role: 'group', 'aria-label': this._t('quiz.box'), 'aria-describedby': 'prompt', 'data-testid': 'bidding-box' }, buttons, others);
    // One tab stop for the whole box (arrow keys move inside it): the first legal call.
    const first = box.querySelector('button:not([disabled])');
    if (first) first.setAttribute('tabindex', '0');
    box.addEventListener('click', (e) => {
      const b = e.target.closest('button[data-call]');
      if (b && !b.disabled) this._choose(b.dataset.call);
    });
    box.addEventListener('keydown', (e) => this._boxKey(e, box));
    return box;
  }

  /** Arrow keys, Home and End move among the enabled calls; Enter and Space press (native buttons). */
  _boxKey(e, box) {
    const all = [...box.querySelectorAll('button[data-call]')];
    const i = all.indexOf(e.target);
    if (i < 0) return;
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 5, ArrowUp: -5 }[e.key];
    let target = null;
    if (step) {
      for (let j = i + step; j >= 0 && j < all.length; j += step) {
        if (!all[j].disabled) {
          target = all[j];
          break;
        }
      }
      if (!target && Math.abs(step) === 5) {
        // Off the grid's edge: the nearest enabled call that way.
        const dir = Math.sign(step);
        for (let j = i + dir; j >= 0 && j < all.length; j += dir) if (!all[j].disabled) { target = all[j]; break; }
      }
    } else if (e.key === 'Home') target = all.find((b) => !b.disabled);
    else if (e.key === 'End') target = [...all].reverse().find((b) => !b.disabled);
    if (!target) return;
    e.preventDefault();
    for (const b of all) b.setAttribute('tabindex', '-1');
    target.setAttribute('tabindex', '0');
    target.focus();
  }

  _choose(call) {
    if (this._results[this._index]) return;
    const index = this._index;
    const result = this._answer(index, call);
    if (!result) return;
    this._calls[index] = call;
    this._results[index] = result;
    this._save();
    this._render();
    if (result.kind === 'choice') {
      const verdict = this._t(result.correct ? 'quiz.choice.right' : 'quiz.choice.wrong');
      const why = [result.correct ? null : this._t('quiz.choice.answer', { text: result.answer_text }), result.explanation].filter(Boolean).join(' ');
      this._live.textContent = this._t('quiz.choice.announce', { verdict, mark: result.mark, explanation: why });
    } else {
      this._live.textContent = this._t('quiz.announce', {
        call: this._callLabel(call),
        mark: result.mark,
        explanation: result.listed ? result.explanation : this._t('quiz.announce.unlisted'),
      });
    }
    const focus = this._shadow.querySelector('nav button');
    if (focus) focus.focus();
    const score = this._score();
    // Pages (the course, the Laws tutor) keep their own progress from this.
    this.dispatchEvent(
      new CustomEvent('tenace-quiz-answer', {
        bubbles: true,
        composed: true,
        detail: { index, correct: Boolean(result.correct), mark: result.mark, max: score.done * 10, answered: score.done, total: this._results.length, score: score.points },
      }),
    );
  }

  _resultNode(out, p, r) {
    const text = this._callText(r.call);
    out.append(el('p', { class: `mark ${markClass(r.mark)}`, 'data-testid': 'mark', 'data-mark': r.mark }, this._t('quiz.mark', { call: text, mark: r.mark })));
    if (r.listed && r.explanation) out.append(el('p', { class: 'explanation', 'data-testid': 'explanation' }, r.explanation));
    if (!r.listed) out.append(el('p', { class: 'explanation', 'data-testid': 'explanation' }, this._t('quiz.unlisted', { call: text })));
    if (r.best && r.best.call !== r.call) out.append(el('p', {}, this._t('quiz.best', { call: this._callText(r.best.call) })));

    const rows = r.answers.map((a) =>
      el('tr', { class: a.call === r.call ? 'chosen' : null, 'data-call': a.call }, el('td', {}, this._callText(a.call)), el('td', { class: 'num' }, `${a.mark}`), el('td', {}, a.explanation || '')),
    );
    out.append(
      el(
        'div',
        { class: 'panel' },
        el('h3', {}, this._t('quiz.answers')),
        el(
          'table',
          { class: 'answers', 'data-testid': 'answers' },
          el('thead', {}, el('tr', {}, el('th', {}, this._t('quiz.col.call')), el('th', {}, this._t('quiz.col.mark')), el('th', {}, this._t('quiz.col.why')))),
          el('tbody', {}, rows),
        ),
      ),
    );
    const eng = r.engine;
    out.append(
      el(
        'div',
        { class: 'panel', 'data-testid': 'engine', 'data-call': eng.call },
        el('h3', {}, this._t('quiz.engine', { system: eng.system, call: this._callText(eng.call) })),
        el('p', {}, eng.explanation),
      ),
    );
    if (r.deal) {
      out.append(
        el(
          'div',
          { class: 'panel', 'data-testid': 'deal' },
          el('h3', {}, this._t('quiz.deal')),
          el(
            'div',
            { class: 'deal' },
            r.deal.map((h) => el('div', { class: `seat-${h.seat}` }, el('div', { class: 'who' }, this._seat(h.seat)), this._hand(h.hand, this._t('quiz.hand.seat', { seat: this._seat(h.seat) })))),
          ),
          el('div', { class: 'dd', 'data-testid': 'dd', 'data-state': 'pending' }, this._t('quiz.dd.pending')),
        ),
      );
    }
  }

  /** Double dummy of the main answers: in the page's worker, else on the page's thread after the answer is drawn. */
  _doubleDummy(index) {
    const show = (dd) => {
      const node = this._shadow.querySelector('[data-testid=dd]');
      if (!node || this._index !== index) return;
      if (!dd.ok) {
        node.dataset.state = 'failed';
        node.dataset.where = dd.where;
        fill(node, this._t('quiz.dd.failed', { error: dd.error }));
        return;
      }
      const p = this._quiz.problems[index];
      const rows = dd.rows.map((row) =>
        el('tr', { 'data-strain': row.strain }, el('th', { scope: 'row', 'aria-label': this._t(STRAIN_KEYS[row.strain] || '') || row.name }, row.text), row.tricks.map((t) => el('td', { 'data-seat': t.seat }, `${t.tricks}`))),
      );
      const head = dd.rows.length
        ? el('tr', {}, el('th', {}, this._t('quiz.dd.strain')), (dd.rows[0].tricks || []).map((t) => el('th', { scope: 'col' }, this._t('quiz.dd.declares', { seat: this._seat(t.seat) }))))
        : null;
      node.dataset.state = 'done';
      node.dataset.ms = String(dd.ms);
      node.dataset.where = dd.where;
      fill(
        node,
        el('h3', {}, this._t('quiz.dd.title', { seat: this._seat(p.seat) })),
        dd.rows.length ? el('table', { class: 'answers' }, el('thead', {}, head), el('tbody', {}, rows)) : null,
        dd.note ? el('p', { class: 'note' }, dd.note) : null,
      );
    };
    if (this._dd.has(index)) {
      show(this._dd.get(index));
      return;
    }
    if (this._ddPending.has(index)) return;
    const problemJson = JSON.stringify(this._quiz.problems[index].problem);
    const t0 = performance.now();
    const [dds, pending] = [this._dd, this._ddPending];
    const done = (dd, where) => {
      // A quiz loaded since then (a new src or problem) has its own maps: drop the old answer.
      if (this._dd !== dds) return;
      dd.ms = Math.round(performance.now() - t0);
      dd.where = where;
      pending.delete(index);
      dds.set(index, dd);
      show(dd);
    };
    const inWorker = solveInWorker(problemJson);
    if (inWorker) {
      this._ddPending.set(index, inWorker);
      inWorker.then((dd) => done(dd, 'worker'));
      return;
    }
    // No worker: let the answer paint first, then solve here (bounded by the engine's node budget).
    this._ddPending.set(index, true);
    requestAnimationFrame(() => setTimeout(() => done(ask(this._engine, 'double_dummy', problemJson), 'page'), 0));
  }

  _navNode(result) {
    const n = this._quiz.problems.length;
    const buttons = [];
    if (n > 1 && this._index > 0) buttons.push(el('button', { type: 'button', 'data-action': 'previous' }, this._t('quiz.previous')));
    if (n > 1 && this._index < n - 1) buttons.push(el('button', { type: 'button', class: result ? 'action' : null, 'data-action': 'next' }, this._t(result ? 'quiz.next' : 'quiz.skip')));
    const score = this._score();
    if (score.done > 0) buttons.push(el('button', { type: 'button', 'data-action': 'reset' }, this._t(n > 1 ? 'quiz.restart' : 'quiz.retry')));
    const nav = el('nav', { 'aria-label': this._t('quiz.nav') }, buttons);
    if (n > 1 && score.done === n) {
      nav.prepend(
        el(
          'p',
          { class: 'final', 'data-testid': 'final', 'data-score': score.points, 'data-max': score.max, style: 'flex-basis:100%;margin:0' },
          this._t('quiz.final', { score: score.points, max: score.max, percent: Math.round((100 * score.points) / score.max) }),
        ),
      );
    }
    nav.addEventListener('click', (e) => {
      const b = e.target.closest('button[data-action]');
      if (!b) return;
      const action = b.dataset.action;
      if (action === 'next') this._index = Math.min(n - 1, this._index + 1);
      if (action === 'previous') this._index = Math.max(0, this._index - 1);
      if (action === 'reset') {
        this._calls = this._calls.map(() => null);
        this._results = this._results.map(() => null);
        this._index = 0;
        this._save();
      }
      this._render();
      const target =
        this._shadow.querySelector('.box button[tabindex="0"]:not([disabled]), .options button[tabindex="0"]:not([disabled])') ||
        this._shadow.querySelector(`nav button[data-action="${action}"]`);
      if (target) target.focus();
    });
    return nav;
  }
}

if (!customElements.get('tenace-quiz')) customElements.define('tenace-quiz', TenaceQuiz);
