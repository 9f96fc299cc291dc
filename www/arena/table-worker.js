// A table of the bot arena: a module worker that runs games with the
// engine (tenace_shedding_web, the Rust rules compiled to wasm) and one
// nested bot worker per seat (bot-worker.js, the sandbox of S47–S51). It
// enforces the limits of S61 from outside — a call that runs too long has
// its worker terminated — and hands every answer to the engine, which
// applies the fault rules of S58–S60. The page starts as many of these as
// the computer has cores and gives each one game at a time.

import init, { Session } from './tenace-shedding-web.js';
import { findImport } from './imports.js';
import { loadBootstrap } from './bot-script.js';

let bootstrap = '';
let bootUrl = '';
const ready = Promise.all([init(), loadBootstrap()]).then(([, text]) => {
  bootstrap = text;
  bootUrl = URL.createObjectURL(new Blob([text], { type: 'text/javascript' }));
});

/**
 * Each bot file's scripts, made once per file and handed to every worker of
 * that bot: `script`, the bootstrap followed by the bot's module (one fetch,
 * one compilation); `url`, the bot's module alone (for the bootstrap alone
 * to import); or the S47 error of a file that imports something.
 */
const botUrls = new Map();
function botUrl(code) {
  let known = botUrls.get(code);
  if (!known) {
    const line = findImport(code);
    const blob = (text) => URL.createObjectURL(new Blob([text], { type: 'text/javascript' }));
    known = line ? { error: `a bot may not import anything (S47): “import” on line ${line}` } : { url: blob(code), script: blob(`${bootstrap}${code}`) };
    botUrls.set(code, known);
  }
  return known;
}

const DEFAULT_LIMITS = { decide_ms: 250, game_ms: 20000, load_ms: 2000, round_end_ms: 250 };

/** One seat's bot: its worker, restarted after a time-limit fault (S61). */
class Bot {
  constructor(code, seed, info, limits, logs) {
    this.code = code;
    this.seed = seed;
    this.info = info;
    this.limits = limits;
    this.logs = logs;
    this.worker = null;
    this.waiting = new Map();
    // The decision being waited for (one at a time): its resolver.
    this.deciding = null;
    this.nextId = 1;
    this.benched = false;
    this.used = 0;
    this.decisions = 0;
    this.decideMs = 0;
    this.meta = {};
    // The limit of the decision being waited for (S61) and its timer (see `ask`).
    this.deadline = 0;
    this.watch = null;
    this.watchAt = 0;
    this.watchdog = this.watchdog.bind(this);
    // Whether the bot exports onRoundEnd (S48): only then is it called at a round's end.
    this.hasRoundEnd = true;
    // How much of the round's log this bot's worker holds (state deltas).
    this.round = 0;
    this.sent = 0;
  }

  kill() {
    if (this.watch !== null) clearTimeout(this.watch);
    this.watch = null;
    if (this.worker) this.worker.terminate();
    this.worker = null;
    for (const resolve of this.waiting.values()) resolve({ type: 'gone' });
    this.waiting.clear();
    this.decided({ type: 'gone' });
  }

  get alive() {
    return this.worker !== null;
  }

  /** Sends a message and waits at most `ms` for its answer; on timeout the worker is terminated. */
  request(msg, ms) {
    const id = this.nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        this.kill();
        resolve({ type: 'timeout' });
      }, ms);
      this.waiting.set(id, (reply) => {
        clearTimeout(timer);
        resolve(reply);
      });
      try {
        this.worker.postMessage({ ...msg, id });
      } catch (e) {
        clearTimeout(timer);
        this.waiting.delete(id);
        resolve({ type: 'gone', error: String(e) });
      }
    });
  }

  /**
   * One decision: the state delta posted as text, the answer read from text
   * (`kind` and payload on two lines) or, when the bot wrote to its console,
   * an object. One decision is asked at a time, so no id is needed: a worker
   * that does not answer in time is terminated and nothing of it can arrive
   * later.
   *
   * The limit (S61) is watched by one timer per bot that outlives the
   * decisions: a decision sets its deadline, and the timer, when it fires,
   * ends the decision if the deadline has passed or waits for the time that
   * is left. Decisions take microseconds, so the timer fires a few times a
   * second instead of being set and cleared for every decision.
   */
  ask(delta, ms) {
    return new Promise((resolve) => {
      this.deadline = performance.now() + ms;
      this.deciding = resolve;
      // A timer that would fire after this deadline (a shorter limit than the last) is set again.
      if (this.watch !== null && this.watchAt > this.deadline) {
        clearTimeout(this.watch);
        this.watch = null;
      }
      if (this.watch === null) this.arm(ms);
      try {
        this.worker.postMessage(delta);
      } catch (e) {
        this.deciding = null;
        resolve({ type: 'gone', error: String(e) });
      }
    });
  }

  /** The decision's answer: resolves the promise of `ask` once. */
  decided(reply) {
    const resolve = this.deciding;
    this.deciding = null;
    if (resolve) resolve(reply);
  }

  /** Sets the watchdog to fire in `ms` milliseconds. */
  arm(ms) {
    this.watchAt = performance.now() + ms;
    this.watch = setTimeout(this.watchdog, ms);
  }

  /** The timer of `ask`: ends a decision past its deadline, or waits for the rest of its time. */
  watchdog() {
    this.watch = null;
    if (!this.deciding) return;
    const left = this.deadline - performance.now();
    if (left > 0) {
      this.arm(left);
      return;
    }
    const resolve = this.deciding;
    this.deciding = null;
    this.kill();
    resolve({ type: 'timeout' });
  }

  /**
   * A fresh worker with the module loaded and onGameStart run (S49, S61: 2 s).
   * In a tournament the worker's script is the bootstrap and the bot's code
   * (`botUrl`'s `script`), its seed in the worker's name; a script that fails
   * to run (a syntax error, a bot that shadows `globalThis`) is tried again
   * as the bootstrap alone importing the bot's module, which says what went
   * wrong. Practice games always load that way, so a bot's line numbers (in
   * a stack it logs) are its file's.
   */
  async start() {
    const source = botUrl(this.code);
    if (source.error) return { ok: false, kind: 'load', error: source.error };
    const t0 = performance.now();
    let reply = this.logs ? null : await this.load(true, source, this.limits.load_ms);
    if (!reply || reply.type === 'broken') reply = await this.load(false, source, this.limits.load_ms - (performance.now() - t0));
    this.used += performance.now() - t0;
    if (reply.type === 'ready') {
      this.meta = reply.meta || {};
      this.hasRoundEnd = reply.roundEnd !== false;
      return { ok: true };
    }
    this.kill();
    if (reply.type === 'timeout') return { ok: false, kind: 'load', error: `no answer within ${this.limits.load_ms} ms (S61)` };
    return { ok: false, kind: reply.kind || 'load', error: reply.error || 'the worker stopped' };
  }

  /** Starts a worker, the bot's code in its script (`whole`) or imported, and waits for `load`'s answer. */
  load(whole, source, ms) {
    this.kill();
    this.round = 0;
    this.sent = 0;
    if (ms <= 0) return { type: 'timeout' };
    const worker = whole ? new Worker(source.script, { type: 'module', name: `bot ${this.seed}` }) : new Worker(bootUrl, { type: 'module', name: 'bot' });
    this.worker = worker;
    worker.onmessage = (e) => {
      const reply = e.data;
      if (typeof reply === 'string') {
        const cut = reply.indexOf('\n');
        if (this.deciding && cut > 0) this.decided({ type: 'decided', kind: reply.slice(0, cut), payload: reply.slice(cut + 1), logs: [] });
        return;
      }
      if (reply && typeof reply === 'object' && reply.type === 'decided' && reply.id === undefined) {
        this.decided(reply);
        return;
      }
      if (!reply || typeof reply !== 'object' || reply.id === undefined) return;
      const resolve = this.waiting.get(reply.id);
      if (resolve) {
        this.waiting.delete(reply.id);
        resolve(reply);
      }
    };
    const id = this.nextId;
    worker.onerror = (e) => {
      e.preventDefault();
      // The script did not run (or the bot's top level threw): while loading, try the other way.
      const resolve = whole && this.waiting.get(id);
      if (resolve) {
        this.waiting.delete(id);
        resolve({ type: 'broken' });
      }
    };
    const msg = whole ? { type: 'load', imported: true, info: this.info, logs: this.logs } : { type: 'load', url: source.url, seed: this.seed, info: this.info, logs: this.logs };
    return this.request(msg, ms);
  }

  /** One call of decide with the state in parts from `session`: { kind, payload, ms, logs }. */
  async decide(session, seat, retry = true) {
    const delta = session.state_delta(seat, this.round, this.sent);
    const head = /^\{"round":(\d+),"from":(\d+),"total":(\d+)/.exec(delta);
    if (head) {
      this.round = Number(head[1]);
      this.sent = Number(head[3]);
    }
    const t0 = performance.now();
    const reply = await this.ask(delta, this.limits.decide_ms);
    const ms = performance.now() - t0;
    this.used += ms;
    this.decisions += 1;
    this.decideMs += ms;
    if (reply.type === 'decided' && reply.kind === 'lost' && retry) {
      // The worker's copy of the log is out of step: send it whole (not the bot's fault).
      this.round = 0;
      this.sent = 0;
      this.decisions -= 1;
      return this.decide(session, seat, false);
    }
    if (reply.type === 'decided') return { kind: reply.kind, payload: reply.payload, ms, logs: reply.logs || [] };
    if (reply.type === 'timeout') return { kind: 'timeout', payload: '', ms, logs: [] };
    return { kind: 'threw', payload: reply.error || 'the worker stopped', ms, logs: [] };
  }

  /** onRoundEnd (S55, S61: 250 ms): null when all went well, else the fault. */
  async roundEnd(summary) {
    const t0 = performance.now();
    const reply = await this.request({ type: 'round-end', summary }, this.limits.round_end_ms);
    this.used += performance.now() - t0;
    if (reply.type === 'round-ended' && !reply.error) return null;
    if (reply.type === 'timeout') return { kind: 'timeout', error: `onRoundEnd took longer than ${this.limits.round_end_ms} ms (S61)` };
    return { kind: 'round_end', error: reply.error || 'the worker stopped' };
  }
}

const parse = (text) => JSON.parse(text);

/** S57's fast_forced: the seat's only legal action played for it, or null when it has a choice. */
function forcedMove(session, seat) {
  const out = parse(session.play_forced(seat));
  return out.forced === false ? null : out;
}

/**
 * Plays one game to its end. `seats[s]` is { code } for a bot or { human: true };
 * `hooks` lets a practice game pause, ask the person and show each step.
 */
/** A game's session and its bots, started (S49: fresh workers, loaded, onGameStart run). */
function prepare(config, seats, limits, logs) {
  const session = new Session(JSON.stringify(config));
  const seeds = parse(session.spec()).bot_seeds;
  const bots = seats.map((s, i) => (s.human ? null : new Bot(s.code, seeds[i] >>> 0, session.game_start(i), limits, logs)));
  const started = Promise.all(bots.map((b) => (b ? b.start() : { ok: true })));
  return { session, bots, started };
}

async function playGame(config, seats, limits, logs, hooks = {}, prepared = null) {
  const { session, bots, started: starting } = prepared || prepare(config, seats, limits, logs);
  const faults = [];
  const noteFault = async (seat, out, extra) => {
    if (out.fault) faults.push(out.fault);
    if (hooks.fault) await hooks.fault(seat, out, extra);
  };
  const started = await starting;
  for (let i = 0; i < bots.length; i += 1) {
    if (bots[i] && !started[i].ok) {
      const out = parse(session.fault(i, started[i].kind, started[i].error));
      bots[i].benched = true;
      await noteFault(i, out, {});
    }
  }
  let roundsDone = 0;
  try {
    while (!(hooks.stopped && hooks.stopped())) {
      const seat = session.due();
      if (seat < 0) break;
      if (hooks.gate) await hooks.gate(session, seat);
      const bot = bots[seat];
      let out;
      if (!bot) {
        out = await hooks.human(session, seat);
      } else if (bot.benched) {
        out = parse(session.play_benched(seat));
      } else if (limits.fast_forced && (out = forcedMove(session, seat))) {
        // S57 fast_forced: the only legal action was played without asking the bot.
      } else {
        if (!bot.alive) {
          // S61: a fresh worker for the next decision after a time-limit fault.
          const again = await bot.start();
          if (!again.ok) {
            const f = parse(session.fault(seat, again.kind, again.error));
            bot.benched = true;
            await noteFault(seat, f, {});
            continue;
          }
        }
        // The whole state only to show it when a practice game pauses on a fault.
        const state = hooks.fault ? session.state(seat) : null;
        const r = await bot.decide(session, seat);
        out = parse(session.answer(seat, r.kind, r.payload));
        if (out.error) throw new Error(out.error);
        if (out.benched) bot.benched = true;
        if (hooks.decided) hooks.decided(seat, r, out);
        if (out.fault) await noteFault(seat, out, { state, value: r.payload, kind: r.kind });
        if (!bot.benched && bot.used > limits.game_ms) {
          const f = parse(session.fault(seat, 'budget', `${Math.round(bot.used)} ms used of ${limits.game_ms} ms (S61)`));
          bot.benched = true;
          await noteFault(seat, f, {});
        }
      }
      if (out && out.rounds > roundsDone) {
        const ends = parse(session.round_ends(roundsDone));
        roundsDone = out.rounds;
        for (const summary of ends) {
          const text = JSON.stringify(summary);
          // A bot without onRoundEnd is not asked (the call would do nothing: one message less per bot and round).
          const answers = await Promise.all(bots.map((b) => (b && !b.benched && b.alive && b.hasRoundEnd ? b.roundEnd(text) : null)));
          for (let i = 0; i < answers.length; i += 1) {
            if (answers[i]) {
              const f = parse(session.fault(i, answers[i].kind === 'timeout' ? 'timeout' : 'round_end', answers[i].error));
              if (f.benched) bots[i].benched = true;
              await noteFault(i, f, {});
            }
          }
        }
        if (hooks.roundOver) await hooks.roundOver(session);
      }
      if (hooks.step) hooks.step(session);
    }
  } finally {
    for (const b of bots) if (b) b.kill();
  }
  const timing = bots.map((b) => (b ? { decisions: b.decisions, ms: Math.round(b.decideMs * 1000) / 1000, used: Math.round(b.used) } : null));
  return { session, faults, timing, metas: bots.map((b) => (b ? b.meta : null)) };
}

// ---- tournament games

let setup = null;
// The games the page gave this worker, in order. The first is played; the
// next one's bots are started meanwhile (S49: fresh workers for every game),
// and it starts as soon as the first ends, without waiting for the page.
const queue = [];
let playing = false;

function tournamentConfig(spec) {
  const { entrants, sample, rules, names } = setup;
  const seats = spec.seats.map((e) => ({ code: e === null ? sample : entrants[e] }));
  const seatNames = spec.seats.map((e, s) => (e === null ? `fill-in#${s}` : names[e]));
  const bots = spec.seats.map((e) => (e === null ? 'sample' : setup.bots[e]));
  return { config: { rules, names: seatNames, bots, spec }, seats };
}

/** The next queued game's session and bots, started while the current game is played. */
function prepareNext() {
  const game = queue[0];
  if (game && !game.prepared) {
    const { config, seats } = tournamentConfig(game.spec);
    game.prepared = prepare(config, seats, setup.limits, false);
  }
}

/** Plays the queued games one after another; a game queued during a game is prepared at once. */
async function playQueue() {
  if (playing) {
    prepareNext();
    return;
  }
  playing = true;
  while (queue.length > 0) {
    const game = queue.shift();
    prepareNext();
    try {
      self.postMessage(await tournamentGame(game));
    } catch (e) {
      message('failed', { index: game.index, error: String(e && e.message ? e.message : e) });
    }
  }
  playing = false;
}

async function tournamentGame(game) {
  const { config, seats } = tournamentConfig(game.spec);
  const t0 = performance.now();
  const { session, timing } = await playGame(config, seats, setup.limits, false, {}, game.prepared || null);
  const outcome = session.outcome();
  const record = session.record();
  session.free();
  return { type: 'done', index: game.index, outcome, record, timing, ms: performance.now() - t0 };
}

// ---- practice games

let practice = null;

function message(type, extra = {}) {
  self.postMessage({ type, ...extra });
}

function waitFor(kind) {
  return new Promise((resolve) => {
    practice.waiters.push({ kind, resolve });
  });
}

function wake(kind, value) {
  const i = practice.waiters.findIndex((w) => w.kind === kind);
  if (i >= 0) {
    const [w] = practice.waiters.splice(i, 1);
    w.resolve(value);
  }
}

async function runPractice(msg) {
  practice = { mode: msg.mode || 'step', delay: msg.delay ?? 300, waiters: [], stopped: false, logs: {} };
  const human = msg.seats.findIndex((s) => s.human);
  const viewer = human;
  const all = human < 0;
  const limits = { ...DEFAULT_LIMITS, ...(msg.limits || {}) };
  const show = (session, extra = {}) => message('view', { view: session.view(viewer, all), logs: practice.logs, ...extra });
  const hooks = {
    stopped: () => practice.stopped,
    async gate(session, seat) {
      show(session);
      if (msg.seats[seat].human) return;
      if (practice.mode === 'step') await waitFor('step');
      else await new Promise((r) => setTimeout(r, practice.delay));
      while (practice.mode === 'pause') await waitFor('step');
    },
    async human(session, seat) {
      for (;;) {
        message('human', { seat, view: session.view(seat, false), state: session.state(seat) });
        const action = await waitFor('act');
        if (practice.stopped || action === null) throw new Error('stopped');
        const out = parse(session.act(seat, JSON.stringify(action)));
        if (!out.error) return out;
        message('refused', { error: out.error, rule: out.rule });
      }
    },
    decided(seat, r) {
      practice.logs[seat] = r.logs;
    },
    async fault(seat, out, extra) {
      message('fault', { seat, fault: out.fault, benched: out.benched, state: extra.state || null, value: extra.value ?? null, pause: !!msg.pauseOnFault });
      if (msg.pauseOnFault) await waitFor('resume');
    },
    step(session) {
      show(session);
    },
  };
  const config = { rules: msg.rules, names: msg.names, bots: msg.bots, seed: String(msg.seed), debug: !!msg.debug };
  try {
    const { session } = await playGame(config, msg.seats, limits, true, hooks);
    show(session);
    message('over', { record: session.record(), view: session.view(viewer, true) });
    session.free();
  } catch (e) {
    if (practice.stopped) message('stopped');
    else message('error', { error: String(e && e.message ? e.message : e) });
  }
}

self.onmessage = async (event) => {
  const msg = event.data;
  try {
    await ready;
  } catch (e) {
    message('error', { error: `the engine did not load: ${e}` });
    return;
  }
  switch (msg.type) {
    case 'setup':
      setup = { ...msg, limits: { ...DEFAULT_LIMITS, ...(msg.limits || {}) } };
      message('ready');
      break;
    case 'game':
      queue.push({ index: msg.index, spec: msg.spec, prepared: null });
      playQueue();
      break;
    case 'practice':
      runPractice(msg);
      break;
    case 'step':
    case 'resume':
      if (practice) wake(msg.type, true);
      break;
    case 'act':
      if (practice) wake('act', msg.action);
      break;
    case 'mode':
      if (practice) {
        practice.mode = msg.mode;
        if (msg.delay !== undefined) practice.delay = msg.delay;
        if (msg.mode !== 'pause') wake('step', true);
      }
      break;
    case 'stop':
      if (practice) {
        practice.stopped = true;
        for (const w of practice.waiters.splice(0)) w.resolve(null);
      }
      break;
    default:
      break;
  }
};
message('loaded');
