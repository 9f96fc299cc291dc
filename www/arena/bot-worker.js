// One bot's sandbox (S47–S51): a dedicated module worker, fresh for every
// game. Before the bot's module is evaluated this bootstrap takes away the
// network, storage, nested workers and code from strings, captures the
// console into the bot's debug log, replaces Math.random with the seeded
// mulberry32 of S80, and gives Date and performance a virtual clock that
// starts at 0 for each call and advances 1 ms per reading. Wall-clock
// limits (S61) are enforced from outside, by the table worker that created
// this one and terminates it when a call runs too long.
//
// In a tournament the table worker starts each bot's worker from one
// script: this bootstrap (with sandbox.js) as one block statement, then the
// bot's module text (bot-script.js; table-worker.js). One script is one fetch
// and one compilation instead of two; the block's own names are invisible
// to the bot's code, and every global the bootstrap uses is taken from the
// global object before the bot's code runs. The worker's name carries the
// bot's seed, so Math.random is seeded before the bot's top level runs
// (S80), and `load` finds the bot's exports by importing the script itself
// (already evaluated: no fetch). The page's check of a new bot file,
// practice games (whose bots' line numbers stay their own), and a start
// whose script failed to run (to give the bot's author the error's text)
// run this bootstrap alone and import the bot's module from the blob URL
// that `load` sends.

import { mulberry32, describe } from './sandbox.js';

// The seed from the worker's name (`bot <seed>`), when the table started it
// with the bot's code; then the name is taken away (a bot is told no seed, S55).
const named = /^bot (\d+)$/.exec(self.name);
if (named) {
  Math.random = mulberry32(Number(named[1]) >>> 0);
  const hidden = { get: () => 'bot', configurable: false };
  for (const target of [typeof DedicatedWorkerGlobalScope !== 'undefined' ? DedicatedWorkerGlobalScope.prototype : null, self]) {
    try {
      if (target) Object.defineProperty(target, 'name', hidden);
    } catch {
      /* not configurable: see the check below */
    }
  }
  if (self.name !== 'bot') throw new Error('the worker’s name cannot be hidden');
}

const post = self.postMessage.bind(self);
const listen = self.addEventListener.bind(self);
const realSetTimeout = self.setTimeout.bind(self);
const realSetInterval = self.setInterval.bind(self);
const RealDate = Date;

// ---- the bot's debug log (S50)
let logs = [];
let collect = true;
function capture(kind, args) {
  if (!collect || logs.length >= 100) return;
  const text = args.map((a) => describe(a, 300)).join(' ');
  logs.push(`${kind}: ${text}`.slice(0, 400));
}
for (const kind of ['log', 'info', 'warn', 'error', 'debug', 'trace', 'dir', 'table', 'assert']) {
  const f = (...args) => capture(kind, kind === 'assert' ? (args[0] ? [] : args.slice(1)) : args);
  try {
    console[kind] = f;
  } catch {
    /* a frozen console keeps its methods: the output is lost */
  }
}

// ---- what a bot may not reach (S50)
const SAY = (name) => `${name} is not available to a bot (S50)`;
function blocker(name) {
  return function blocked() {
    throw new Error(SAY(name));
  };
}
function block(target, name, getter) {
  try {
    if (getter) {
      Object.defineProperty(target, name, { get: blocker(name), configurable: false });
    } else {
      Object.defineProperty(target, name, { value: blocker(name), writable: false, configurable: false });
    }
  } catch {
    /* not configurable here: it is blocked on the global object or absent */
  }
}
const scopes = [self];
for (const proto of [
  typeof DedicatedWorkerGlobalScope !== 'undefined' ? DedicatedWorkerGlobalScope.prototype : null,
  typeof WorkerGlobalScope !== 'undefined' ? WorkerGlobalScope.prototype : null,
]) {
  if (proto) scopes.push(proto);
}
const FUNCTIONS = [
  'fetch', 'XMLHttpRequest', 'WebSocket', 'WebSocketStream', 'EventSource', 'importScripts', 'BroadcastChannel',
  'Worker', 'SharedWorker', 'WebTransport', 'RTCPeerConnection', 'Request', 'Notification', 'postMessage',
  'eval', 'FileReaderSync',
];
const OBJECTS = ['indexedDB', 'caches', 'cookieStore', 'storage'];
for (const scope of scopes) {
  for (const name of FUNCTIONS) if (name in scope || scope === self) block(scope, name, false);
  for (const name of OBJECTS) if (name in scope || scope === self) block(scope, name, true);
}
try {
  if (self.navigator) {
    for (const name of ['sendBeacon']) block(Object.getPrototypeOf(self.navigator), name, false);
    for (const name of ['storage', 'serviceWorker', 'locks']) block(Object.getPrototypeOf(self.navigator), name, true);
  }
} catch {
  /* nothing more to take */
}
// No code from strings: Function and its relatives, timers given a string.
const RealFunction = Function;
function FakeFunction() {
  throw new Error(SAY('new Function'));
}
FakeFunction.prototype = RealFunction.prototype;
for (const f of [function () {}, async function () {}, function* () {}, async function* () {}]) {
  try {
    Object.defineProperty(Object.getPrototypeOf(f), 'constructor', { value: FakeFunction, writable: false, configurable: false });
  } catch {
    /* already locked */
  }
}
block(self, 'Function', false);
try {
  Object.defineProperty(self, 'Function', { value: FakeFunction });
} catch {
  /* kept blocked */
}
function noStrings(real, name) {
  return function timer(handler, ...rest) {
    if (typeof handler !== 'function') throw new Error(SAY(`${name} with a string`));
    return real(handler, ...rest);
  };
}
self.setTimeout = noStrings(realSetTimeout, 'setTimeout');
self.setInterval = noStrings(realSetInterval, 'setInterval');
// Randomness only from the seeded Math.random (S51).
try {
  const proto = Object.getPrototypeOf(self.crypto);
  block(proto, 'getRandomValues', false);
  block(proto, 'randomUUID', false);
  block(proto, 'subtle', true);
} catch {
  /* no crypto here */
}

// ---- the virtual clock (S51)
let clock = 0;
const tick = () => clock++;
function VirtualDate(...args) {
  if (!new.target) return new RealDate(clock).toString();
  return args.length === 0 ? new RealDate(tick()) : new RealDate(...args);
}
VirtualDate.prototype = RealDate.prototype;
// A date's constructor is the virtual one too (else `new Date().constructor` would be the real clock).
try {
  Object.defineProperty(RealDate.prototype, 'constructor', { value: VirtualDate, writable: false, configurable: false });
} catch {
  /* left as it was */
}
VirtualDate.now = tick;
VirtualDate.parse = RealDate.parse;
VirtualDate.UTC = RealDate.UTC;
Object.defineProperty(self, 'Date', { value: VirtualDate, writable: false, configurable: false });
try {
  Object.defineProperty(performance, 'now', { value: tick, writable: false, configurable: false });
} catch {
  /* left real: the limit is enforced from outside anyway */
}

// ---- the bot
let bot = null;

function errorText(e) {
  try {
    if (e instanceof Error) return describe(`${e.name}: ${e.message}`, 500);
  } catch {
    /* a hostile error object */
  }
  return describe(e, 500);
}

// What never changes within a game, from onGameStart's info (S55): a state
// delta carries the placeholder 0 for the rules and each player's name.
let heldRules = null;
let heldNames = [];

async function load(msg) {
  collect = msg.logs !== false;
  // Seeded here unless the name seeded it before the bot's module ran (which may have used it).
  if (!named) Math.random = mulberry32(msg.seed >>> 0);
  let info = null;
  if (typeof msg.info === 'string') {
    info = JSON.parse(msg.info);
    heldRules = JSON.stringify(info.rules);
    heldNames = Array.isArray(info.players) ? info.players.map((p) => String(p.name)) : [];
  }
  // The bot's module: this worker's own script, or from the blob URL of a
  // file checked for imports where the URL was made (S47).
  let mod;
  if (msg.imported) {
    // This worker's script is the bootstrap and the bot's module: its exports are the bot's.
    try {
      mod = await import(import.meta.url);
    } catch (e) {
      return { type: 'load-error', kind: 'load', error: errorText(e) };
    }
  } else {
    if (typeof msg.url !== 'string' || !msg.url.startsWith('blob:')) return { type: 'load-error', kind: 'load', error: 'no module to load' };
    try {
      mod = await import(msg.url);
    } catch (e) {
      return { type: 'load-error', kind: 'load', error: errorText(e) };
    }
  }
  let meta = {};
  try {
    const m = mod.meta;
    if (m && typeof m === 'object') {
      for (const k of ['name', 'author', 'version']) if (typeof m[k] === 'string' || typeof m[k] === 'number') meta[k] = String(m[k]).slice(0, 60);
      if (typeof m.api === 'number') meta.api = m.api;
    }
  } catch {
    meta = {};
  }
  if (typeof mod.default !== 'function') {
    return { type: 'load-error', kind: 'load', error: 'the module does not export a function as default: decide(state) (S48)', meta };
  }
  bot = { decide: mod.default, onGameStart: mod.onGameStart, onRoundEnd: mod.onRoundEnd };
  // Whether onRoundEnd is there to be called: the table asks only a bot that has one.
  // (Read once, as `bot` keeps the function it was loaded with.)
  const hasRoundEnd = typeof bot.onRoundEnd === 'function';
  if (info && typeof bot.onGameStart === 'function') {
    clock = 0;
    try {
      await bot.onGameStart(info);
    } catch (e) {
      return { type: 'load-error', kind: 'game_start', error: errorText(e), meta };
    }
  }
  return { type: 'ready', meta, roundEnd: hasRoundEnd };
}

// The round's log as far as it was sent (the table sends only new events).
let logRound = 0;
let roundLog = [];

/** The state of S52: sent whole, or as a delta whose log this worker completes. */
function stateOf(msg) {
  if (typeof msg.state === 'string') return JSON.parse(msg.state);
  const delta = JSON.parse(msg.delta);
  if (delta.round !== logRound || delta.from !== roundLog.length) {
    if (delta.from !== 0) throw new Error('the state’s log is out of step (the arena’s fault, not the bot’s)');
    logRound = delta.round;
    roundLog = [];
  }
  for (const e of delta.log) roundLog.push(e);
  const state = delta.state;
  if (state.rules === 0 && heldRules !== null) {
    // A copy of the rules, made when the bot first reads them (it may change them, S52).
    const text = heldRules;
    Object.defineProperty(state, 'rules', {
      configurable: true,
      enumerable: true,
      get() {
        const copy = JSON.parse(text);
        Object.defineProperty(state, 'rules', { value: copy, writable: true, enumerable: true, configurable: true });
        return copy;
      },
      set(v) {
        Object.defineProperty(state, 'rules', { value: v, writable: true, enumerable: true, configurable: true });
      },
    });
  }
  if (Array.isArray(state.players)) {
    for (let i = 0; i < state.players.length; i += 1) {
      const p = state.players[i];
      if (p.name === 0) p.name = heldNames[p.seat] ?? '';
    }
  }
  // A copy of the log, made when the bot first reads it (a bot may change its state, S52).
  const kept = roundLog;
  Object.defineProperty(state, 'log', {
    configurable: true,
    enumerable: true,
    get() {
      const copy = kept.map((e) => ({ ...e, ...(e.cards ? { cards: [...e.cards] } : {}) }));
      Object.defineProperty(state, 'log', { value: copy, writable: true, enumerable: true, configurable: true });
      return copy;
    },
    set(v) {
      Object.defineProperty(state, 'log', { value: v, writable: true, enumerable: true, configurable: true });
    },
  });
  return state;
}

async function decide(msg) {
  logs = [];
  clock = 0;
  if (!bot) return { type: 'decided', id: msg.id, kind: 'threw', payload: 'the bot is not loaded', logs };
  let state;
  try {
    state = stateOf(msg);
  } catch (e) {
    return { type: 'decided', id: msg.id, kind: 'lost', payload: errorText(e), logs };
  }
  let value;
  try {
    value = bot.decide(state);
    if (value !== null && (typeof value === 'object' || typeof value === 'function') && typeof value.then === 'function') {
      try {
        value = await value;
      } catch (e) {
        return { type: 'decided', id: msg.id, kind: 'rejected', payload: errorText(e), logs };
      }
    }
  } catch (e) {
    return { type: 'decided', id: msg.id, kind: 'threw', payload: errorText(e), logs };
  }
  let text;
  try {
    text = JSON.stringify(value);
  } catch {
    text = undefined;
  }
  // Not JSON (a function, undefined, a cycle): sent as its description, which the engine refuses (S58).
  if (typeof text !== 'string') text = describe(value, 200);
  return { type: 'decided', id: msg.id, kind: 'value', payload: text.slice(0, 4000), logs };
}

async function roundEnd(msg) {
  logs = [];
  clock = 0;
  if (bot && typeof bot.onRoundEnd === 'function') {
    try {
      await bot.onRoundEnd(JSON.parse(msg.summary));
    } catch (e) {
      return { type: 'round-ended', id: msg.id, error: errorText(e), logs };
    }
  }
  return { type: 'round-ended', id: msg.id, logs };
}

listen('message', async (event) => {
  // Only the table's messages: not an event the bot's code made and dispatched.
  if (!event.isTrusted) return;
  const msg = event.data;
  if (typeof msg === 'string') {
    // A decision, the table's one message per turn: the state delta as text.
    // The answer is text too, `kind` and the payload on two lines, unless
    // there is console output to send with it.
    const reply = await decide({ delta: msg });
    if (reply.logs.length === 0) post(`${reply.kind}\n${reply.payload}`);
    else post({ type: reply.type, kind: reply.kind, payload: reply.payload, logs: reply.logs });
    return;
  }
  if (!msg || typeof msg !== 'object') return;
  let reply;
  if (msg.type === 'load') reply = await load(msg);
  else if (msg.type === 'decide') reply = await decide(msg);
  else if (msg.type === 'round-end') reply = await roundEnd(msg);
  else return;
  reply.id = msg.id;
  try {
    post(reply);
  } catch (e) {
    post({ type: reply.type, id: reply.id, kind: 'threw', payload: errorText(e), error: errorText(e), logs: [] });
  }
});
