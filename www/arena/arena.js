// The bot arena's page: the bot library, practice games with a debug view,
// tournaments spread over one table worker per core, the standings, result
// downloads and the replay viewer. No bot code runs here: bots run in their
// own workers (bot-worker.js, started by table-worker.js, or for the check
// at load time, below), and everything a bot or a record says is shown with
// textContent.

import init, { schedule, standings, results, results_csv, replay, preset } from './tenace-shedding-web.js';
import { t, num, setLanguage, pickLanguage, translatePage, language, LANGS } from './i18n.js';
import { el, card, cardText, suitName, tableView, eventText } from './cards.js';
import { findImport } from './imports.js';
import { listBots, saveBot, removeBot } from './store.js';

const MAX_BYTES = 256 * 1024;
const LOAD_MS = 2000;
const EXAMPLES = ['sample.js', 'cautious.js', 'hunter.js', 'counter.js'];

const $ = (sel) => document.querySelector(sel);
const state = {
  bots: [],
  sampleCode: null,
  practice: null,
  tournament: null,
  records: [],
  lastRecord: null,
  frames: null,
  frame: 0,
};

// Exposed for the browser tests and the benchmark (read-only use).
window.__arena = state;

function say(text, region = '#status') {
  const box = $(region);
  if (!box) return;
  box.append(el('p', { text }));
  while (box.childElementCount > 8) box.firstElementChild.remove();
}

function clear(node) {
  while (node.firstChild) node.firstChild.remove();
}

// ------------------------------------------------------------------ bots

async function sha256(bytes) {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Loads the module (checked for imports, S47) in a throw-away sandboxed worker to read its meta (S48, S61). */
function probe(code) {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
    const worker = new Worker(new URL('./bot-worker.js', import.meta.url), { type: 'module', name: 'probe' });
    const done = () => {
      worker.terminate();
      URL.revokeObjectURL(url);
    };
    const timer = setTimeout(() => {
      done();
      resolve({ ok: false, error: t('arena.bots.timeout', { ms: LOAD_MS }) });
    }, LOAD_MS);
    worker.onmessage = (e) => {
      const r = e.data;
      if (!r || r.id !== 1) return;
      clearTimeout(timer);
      done();
      if (r.type === 'ready') resolve({ ok: true, meta: r.meta || {} });
      else resolve({ ok: false, error: r.error || 'failed' });
    };
    worker.onerror = (e) => e.preventDefault();
    worker.postMessage({ type: 'load', id: 1, url, seed: 1, info: null, logs: false });
  });
}

function uniqueName(name) {
  const base = (name || 'bot').replace(/[\u0000-\u001f#]/g, ' ').trim().slice(0, 40) || 'bot';
  let candidate = base;
  let k = 2;
  while (state.bots.some((b) => b.name === candidate)) {
    candidate = `${base} (${k})`;
    k += 1;
  }
  return candidate;
}

/** Checks and keeps one bot file; says why not when it cannot. */
async function addBot(fileName, bytes) {
  const file = String(fileName).slice(0, 80);
  const fail = (error) => {
    say(t('arena.bots.error', { file, error }));
    return null;
  };
  if (bytes.byteLength > MAX_BYTES) return fail(t('arena.bots.too_big'));
  let code;
  try {
    code = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return fail(t('arena.bots.not_utf8'));
  }
  const line = findImport(code);
  if (line) return fail(t('arena.bots.imports', { line }));
  const hash = await sha256(bytes);
  const same = state.bots.find((b) => b.sha256 === hash);
  if (same) return fail(t('arena.bots.duplicate', { name: same.name }));
  say(t('arena.bots.checking', { file }));
  const probed = await probe(code);
  if (!probed.ok) return fail(probed.error.includes('(S48)') ? t('arena.bots.no_decide') : t('arena.bots.load_failed', { error: probed.error }));
  const meta = probed.meta;
  const bot = {
    sha256: hash,
    name: uniqueName(meta.name || file.replace(/\.m?js$/i, '')),
    author: String(meta.author || '').slice(0, 60),
    version: String(meta.version || '').slice(0, 20),
    file,
    size: bytes.byteLength,
    code,
    added: Date.now() + state.bots.length / 1000,
  };
  state.bots.push(bot);
  const kept = await saveBot(bot);
  if (!kept) say(t('arena.bots.storage'));
  say(t('arena.bots.loaded', { name: bot.name }));
  renderBots();
  return bot;
}

async function addFiles(files) {
  for (const f of files) {
    // One at a time: the library keeps the order they were given.
    await addBot(f.name, await f.arrayBuffer());
  }
}

async function addExamples() {
  for (const name of EXAMPLES) {
    const res = await fetch(`bots/${name}`);
    const bytes = await res.arrayBuffer();
    const hash = await sha256(bytes);
    if (!state.bots.some((b) => b.sha256 === hash)) await addBot(name, bytes);
  }
}

function renderBots() {
  const list = $('#bot-list');
  clear(list);
  if (state.bots.length === 0) list.append(el('li', { class: 'none', text: t('arena.bots.none') }));
  for (const b of state.bots) {
    const details = [b.author ? t('arena.bots.by', { author: b.author }) : null, b.version ? `v${b.version}` : null, t('arena.bots.size', { size: num(Math.round(b.size / 102.4) / 10) }), t('arena.bots.hash', { hash: b.sha256.slice(0, 12) })]
      .filter(Boolean)
      .join(' · ');
    list.append(
      el(
        'li',
        { 'data-bot': b.sha256 },
        el('strong', { text: b.name }),
        el('span', { class: 'details', text: ` ${details} ` }),
        el('button', {
          type: 'button',
          class: 'small',
          text: '✕',
          'aria-label': t('arena.bots.remove', { name: b.name }),
          onclick: async () => {
            state.bots = state.bots.filter((x) => x.sha256 !== b.sha256);
            await removeBot(b.sha256);
            renderBots();
          },
        }),
      ),
    );
  }
  $('#bot-count').textContent = t('arena.bots.count', { n: state.bots.length });
  renderSeatChoices();
  renderEntrants();
}

// -------------------------------------------------------------- practice

function seatOptions(select, seat) {
  const keep = select.value;
  clear(select);
  select.append(el('option', { value: 'sample', text: t('arena.practice.sample') }));
  for (const b of state.bots) select.append(el('option', { value: b.sha256, text: b.name }));
  select.append(el('option', { value: 'human', text: t('arena.practice.human') }));
  if ([...select.options].some((o) => o.value === keep)) select.value = keep;
  else select.value = seat === 0 && state.bots.length > 0 ? state.bots[0].sha256 : 'sample';
}

function renderSeatChoices() {
  const n = Number($('#practice-players').value);
  const box = $('#practice-seats');
  const old = [...box.querySelectorAll('select')].map((s) => s.value);
  clear(box);
  for (let s = 0; s < n; s += 1) {
    const select = el('select', { id: `seat-${s}`, 'data-seat': s });
    const label = el('label', { for: `seat-${s}`, text: t('arena.practice.seat', { seat: s }) });
    box.append(el('div', { class: 'field' }, label, select));
    seatOptions(select, s);
    if (old[s] && [...select.options].some((o) => o.value === old[s])) select.value = old[s];
  }
}

function newSeed() {
  const a = new Uint32Array(2);
  crypto.getRandomValues(a);
  return (BigInt(a[0]) * 4294967296n + BigInt(a[1])).toString();
}

function rulesOf(select) {
  return JSON.parse(preset(select.value));
}

function botById(id) {
  return state.bots.find((b) => b.sha256 === id);
}

function startPractice() {
  stopPractice();
  const n = Number($('#practice-players').value);
  const choices = [...$('#practice-seats').querySelectorAll('select')].map((s) => s.value);
  const humans = choices.filter((c) => c === 'human').length;
  if (humans > 1) {
    say(t('arena.practice.human'), '#practice-status');
    return;
  }
  const seats = [];
  const names = [];
  const bots = [];
  choices.slice(0, n).forEach((c, s) => {
    if (c === 'human') {
      seats.push({ human: true });
      names.push(`${t('arena.practice.human')}#${s}`);
      bots.push('human');
    } else {
      const bot = c === 'sample' ? null : botById(c);
      seats.push({ code: bot ? bot.code : state.sampleCode });
      names.push(`${bot ? bot.name : 'sample'}#${s}`);
      bots.push(bot ? bot.name : 'sample');
    }
  });
  const worker = new Worker(new URL('./table-worker.js', import.meta.url), { type: 'module', name: 'practice' });
  state.practice = { worker, names, human: seats.findIndex((s) => s.human), view: null, paused: false, over: false };
  clear($('#practice-fault'));
  clear($('#practice-status'));
  worker.onmessage = (e) => onPracticeMessage(e.data);
  worker.onerror = (e) => {
    e.preventDefault();
    say(String(e.message), '#practice-status');
  };
  worker.postMessage({
    type: 'practice',
    rules: rulesOf($('#practice-rules')),
    names,
    bots,
    seats,
    seed: $('#practice-seed').value.trim() || '1',
    debug: $('#practice-debug').checked,
    pauseOnFault: $('#practice-pause').checked,
    mode: 'step',
    delay: Number($('#practice-speed').value),
  });
  for (const id of ['#practice-step', '#practice-run', '#practice-stop']) $(id).disabled = false;
}

function stopPractice() {
  if (state.practice) {
    state.practice.worker.terminate();
    state.practice = null;
  }
}

function practiceMode(mode) {
  if (!state.practice) return;
  state.practice.worker.postMessage({ type: 'mode', mode, delay: Number($('#practice-speed').value) });
}

function renderLog(list, view) {
  clear(list);
  for (const e of view.log.slice(-40)) list.append(el('li', { text: eventText(e, view.names) }));
}

function renderConsoles(box, logs, names) {
  clear(box);
  for (const [seat, lines] of Object.entries(logs || {})) {
    box.append(el('h4', { text: t('arena.practice.console', { name: names[seat] }) }));
    box.append(el('pre', { class: 'console', text: lines.length ? lines.join('\n') : t('arena.practice.console_empty') }));
  }
}

function renderPracticeTable(view, human = null) {
  const p = state.practice;
  p.view = view;
  const box = $('#practice-table');
  clear(box);
  const legal = human ? human.legal : [];
  const legalCards = new Set(legal.filter((a) => a.do === 'play').map((a) => a.card));
  const onCard = human
    ? (code) => {
        if (code[0] === 'J') chooseSuit(code);
        else p.worker.postMessage({ type: 'act', action: { do: 'play', card: code } });
      }
    : null;
  box.append(tableView(view, { viewer: p.human, legalCards, onCard }));
  const actions = el('div', { class: 'actions', role: 'group' });
  for (const what of ['draw', 'end', 'bridge']) {
    const allowed = legal.some((a) => a.do === what);
    if (human && allowed) {
      actions.append(el('button', { type: 'button', 'data-action': what, text: t(`arena.action.${what}`), onclick: () => p.worker.postMessage({ type: 'act', action: { do: what } }) }));
    }
  }
  box.append(actions);
  if (human) box.append(el('p', { class: 'prompt', text: t('arena.practice.your_turn') }));
  renderLog($('#practice-log'), view);
}

function chooseSuit(code) {
  const p = state.practice;
  const box = $('#practice-suit');
  clear(box);
  box.append(el('p', { text: t('arena.action.suit', { card: cardText(code) }) }));
  for (const s of ['S', 'H', 'D', 'C']) {
    box.append(
      el('button', {
        type: 'button',
        'data-suit': s,
        text: `${suitName(s)} ${{ S: '♠', H: '♥', D: '♦', C: '♣' }[s]}`,
        onclick: () => {
          clear(box);
          p.worker.postMessage({ type: 'act', action: { do: 'play', card: code, suit: s } });
        },
      }),
    );
  }
  box.querySelector('button').focus();
}

function onPracticeMessage(msg) {
  const p = state.practice;
  if (!p) return;
  switch (msg.type) {
    case 'view': {
      const view = JSON.parse(msg.view);
      renderPracticeTable(view);
      renderConsoles($('#practice-console'), msg.logs, view.names);
      const due = view.due;
      if (due !== null && due !== p.human) {
        $('#practice-turn').textContent = t('arena.practice.waiting', { name: view.names[due] });
      }
      if (view.last_end && view.last_end.round !== p.lastRound) {
        p.lastRound = view.last_end.round;
        const e = view.last_end;
        const who = e.out !== null ? view.names[e.out] : '';
        say(t('arena.round.over', { round: e.round, reason: t(`arena.reason.${e.reason}`, { name: who }) }), '#practice-status');
      }
      break;
    }
    case 'human': {
      const view = JSON.parse(msg.view);
      const st = JSON.parse(msg.state);
      renderPracticeTable(view, st);
      $('#practice-turn').textContent = t('arena.practice.your_turn');
      const first = $('#practice-table [data-card]:not([disabled]), #practice-table button');
      if (first && document.activeElement === document.body) first.focus();
      break;
    }
    case 'refused':
      say(t('arena.practice.refused', { message: msg.error, rule: msg.rule }), '#practice-status');
      break;
    case 'fault': {
      const box = $('#practice-fault');
      clear(box);
      const f = msg.fault || {};
      const name = p.names[msg.seat];
      box.append(el('p', { class: 'fault', role: 'alert', text: t('arena.practice.fault', { name, kind: f.kind, detail: f.detail }) }));
      if (f.fallback) box.append(el('p', { text: t('arena.practice.fallback', { action: JSON.stringify(f.fallback) }) }));
      if (msg.benched) box.append(el('p', { text: t('arena.practice.benched', { name }) }));
      if (msg.value !== null) box.append(el('h4', { text: t('arena.practice.value') }), el('pre', { class: 'console', text: String(msg.value) }));
      if (msg.state) {
        let pretty = msg.state;
        try {
          pretty = JSON.stringify(JSON.parse(msg.state), null, 1);
        } catch {
          /* shown as sent */
        }
        box.append(el('details', {}, el('summary', { text: t('arena.practice.state') }), el('pre', { class: 'console', text: pretty })));
      }
      if (msg.pause) {
        const resume = el('button', {
          type: 'button',
          id: 'practice-resume',
          text: t('arena.practice.resume'),
          onclick: () => {
            resume.remove();
            p.worker.postMessage({ type: 'resume' });
          },
        });
        box.append(resume);
        $('#practice-resume').focus();
      }
      break;
    }
    case 'over': {
      p.over = true;
      const view = JSON.parse(msg.view);
      renderPracticeTable(view);
      state.lastRecord = msg.record;
      $('#practice-turn').textContent = t('arena.practice.over');
      if (view.result) {
        const lost = view.result.lost.map((s) => view.names[s]);
        if (lost.length) say(t('arena.game.lost', { names: lost.join(', ') }), '#practice-status');
      }
      $('#practice-replay').disabled = false;
      for (const id of ['#practice-step', '#practice-run', '#practice-stop']) $(id).disabled = true;
      break;
    }
    case 'error':
      say(msg.error, '#practice-status');
      break;
    default:
      break;
  }
}

// ------------------------------------------------------------ tournament

function renderEntrants() {
  const box = $('#entrants');
  const checked = new Set([...box.querySelectorAll('input:checked')].map((i) => i.value));
  const first = box.childElementCount === 0;
  clear(box);
  for (const b of state.bots) {
    const id = `entrant-${b.sha256.slice(0, 12)}`;
    box.append(el('label', { class: 'check', for: id }, el('input', { type: 'checkbox', id, value: b.sha256, checked: first || checked.has(b.sha256) || !box.dataset.touched }), ` ${b.name}`));
  }
}

function limits() {
  return {
    decide_ms: Math.max(10, Number($('#t-decide').value) || 250),
    game_ms: Math.max(1000, (Number($('#t-game').value) || 20) * 1000),
    load_ms: LOAD_MS,
    round_end_ms: Math.max(10, Number($('#t-decide').value) || 250),
    fast_forced: $('#t-fast').checked,
  };
}

/**
 * Games a table worker holds: the one it plays and the next, whose bots it
 * starts meanwhile and which it begins as soon as the first ends. (Two
 * games played at once by one table would keep its thread busier, but a
 * bot's measured time would then include the other game's turns, and S61's
 * limits would no longer be the bot's own; docs/shedding.md.)
 */
const GAMES_HELD = 2;

function tournamentConfig(entrants) {
  const format = $('#t-format').value;
  return {
    rules: rulesOf($('#t-rules')),
    players: Number($('#t-players').value),
    deal_sets: Math.max(1, Number($('#t-deals').value) || 20),
    format: format === 'auto' ? null : format === 'all' ? { kind: 'all_tables' } : { kind: 'random_tables', rounds: Math.max(1, Number($('#t-rounds').value) || 10) },
    seed: $('#t-seed').value.trim() || '1',
    entrants: entrants.length,
  };
}

async function runTournament() {
  stopTournament();
  const chosen = new Set([...$('#entrants').querySelectorAll('input:checked')].map((i) => i.value));
  const entrants = state.bots.filter((b) => chosen.has(b.sha256));
  if (entrants.length === 0) {
    say(t('arena.tournament.need'), '#t-status');
    return;
  }
  const config = tournamentConfig(entrants);
  const plan = JSON.parse(schedule(JSON.stringify({ config })));
  if (plan.error) {
    say(`${plan.error} (${plan.rule})`, '#t-status');
    return;
  }
  const games = plan.games;
  const lim = limits();
  const names = entrants.map((b, i) => `${b.name}#${i}`);
  const workers = Math.max(1, Math.min(navigator.hardwareConcurrency || 2, 16, games.length));
  const run = {
    config,
    entrants,
    games,
    limits: lim,
    outcomes: new Array(games.length),
    records: new Array(games.length),
    timing: new Array(games.length),
    done: 0,
    next: 0,
    workers: [],
    workerCount: workers,
    started: performance.now(),
    finished: false,
    progressTimer: null,
  };
  state.tournament = run;
  state.records = run.records;
  const bar = $('#t-progress');
  const showProgress = () => {
    run.progressTimer = null;
    if (state.tournament !== run) return;
    bar.value = run.done;
    $('#t-progress-text').textContent = `${t('arena.tournament.progress', { done: run.done, total: games.length })} ${t('arena.tournament.workers', { n: workers })}`;
  };
  bar.max = games.length;
  bar.value = 0;
  $('#t-progress-text').textContent = `${t('arena.tournament.progress', { done: 0, total: games.length })} ${t('arena.tournament.workers', { n: workers })}`;
  clear($('#standings-body'));
  $('#t-downloads').hidden = true;
  $('#t-stop').disabled = false;
  $('#t-run').disabled = true;
  // Each table worker is given GAMES_HELD games at first, then one more
  // each time it finishes one.
  const dispatch = (w) => {
    if (run.next >= games.length) return;
    const index = run.next;
    run.next += 1;
    w.postMessage({ type: 'game', index, spec: games[index] });
  };
  for (let k = 0; k < workers; k += 1) {
    const w = new Worker(new URL('./table-worker.js', import.meta.url), { type: 'module', name: `table-${k}` });
    run.workers.push(w);
    w.onerror = (e) => {
      e.preventDefault();
      say(String(e.message), '#t-status');
    };
    w.onmessage = (e) => {
      const msg = e.data;
      if (state.tournament !== run) return;
      if (msg.type === 'ready') {
        for (let i = 0; i < GAMES_HELD; i += 1) dispatch(w);
      } else if (msg.type === 'done') {
        run.outcomes[msg.index] = JSON.parse(msg.outcome);
        run.records[msg.index] = msg.record;
        run.timing[msg.index] = msg.timing;
        run.done += 1;
        if (run.done === games.length) {
          showProgress();
          finishTournament(run);
        } else {
          dispatch(w);
          // At most five redraws a second (a game can end every few milliseconds).
          if (!run.progressTimer) run.progressTimer = setTimeout(showProgress, 200);
        }
      } else if (msg.type === 'failed' || msg.type === 'error') {
        say(msg.error, '#t-status');
        stopTournament();
      }
    };
    w.postMessage({
      type: 'setup',
      entrants: entrants.map((b) => b.code),
      sample: state.sampleCode,
      rules: config.rules,
      limits: lim,
      names,
      bots: entrants.map((b) => b.name),
    });
  }
}

function stopTournament() {
  const run = state.tournament;
  if (!run) return;
  for (const w of run.workers) w.terminate();
  run.workers = [];
  if (!run.finished) say(t('arena.tournament.stopped', { done: run.done }), '#t-status');
  $('#t-stop').disabled = true;
  $('#t-run').disabled = false;
}

/** The engine's input for the standings and the CSV, and with `records` for results.json. */
function tournamentInput(run, records = false) {
  return JSON.stringify({
    config: run.config,
    entrants: run.entrants.map((b) => ({ name: b.name, author: b.author, version: b.version, sha256: b.sha256 })),
    outcomes: run.outcomes,
    records: records ? run.records : [],
    limits: run.limits,
  });
}

/**
 * A value made the first time it is read, then kept: results.json (every
 * record, megabytes for a long tournament) and the CSV are built when first
 * downloaded or read, not when the last game ends, so the standings show
 * at once.
 */
function lazy(target, name, make) {
  Object.defineProperty(target, name, {
    configurable: true,
    enumerable: true,
    get() {
      const value = make();
      Object.defineProperty(target, name, { value, configurable: true, enumerable: true, writable: true });
      return value;
    },
  });
}

function finishTournament(run) {
  run.finished = true;
  const seconds = (performance.now() - run.started) / 1000;
  for (const w of run.workers) w.terminate();
  run.workers = [];
  $('#t-stop').disabled = true;
  $('#t-run').disabled = false;
  const input = tournamentInput(run);
  const rows = JSON.parse(standings(input));
  const body = $('#standings-body');
  clear(body);
  for (const r of rows) {
    body.append(
      el(
        'tr',
        {},
        el('td', { text: num(r.rank) }),
        el('td', { text: r.name }),
        el('td', { text: num(r.placement_points) }),
        el('td', { text: num(r.games) }),
        el('td', { text: num(r.losses) }),
        el('td', { text: num(r.mean_final_total) }),
        el('td', { text: num(r.mean_round_points) }),
        el('td', { text: num(r.faults) }),
      ),
    );
  }
  const decisions = run.timing.flat().filter(Boolean).reduce((s, x) => s + x.decisions, 0);
  const ms = run.timing.flat().filter(Boolean).reduce((s, x) => s + x.ms, 0);
  run.stats = { games: run.games.length, seconds, rate: run.games.length / seconds, decisions, msPerDecision: decisions ? ms / decisions : 0, workers: run.workerCount };
  lazy(run, 'resultsJson', () => results(tournamentInput(run, true)));
  lazy(run, 'csv', () => results_csv(input));
  // As results.json says (S79): whether a time limit was exceeded.
  const timeFaults = run.outcomes.some((o) => o.faults.some((f) => f.kind === 'timeout' || f.kind === 'budget'));
  say(t('arena.tournament.done', { total: num(run.games.length), seconds: num(Math.round(seconds * 10) / 10), rate: num(Math.round((run.games.length / seconds) * 10) / 10) }), '#t-status');
  say(t(timeFaults ? 'arena.tournament.time_faults' : 'arena.tournament.no_time_faults'), '#t-status');
  setDownload($('#download-json'), () => run.resultsJson, 'results.json', 'application/json');
  setDownload($('#download-csv'), () => run.csv, 'results.csv', 'text/csv');
  $('#t-downloads').hidden = false;
  const pick = $('#games-pick');
  clear(pick);
  run.games.forEach((g, i) => {
    const names = g.seats.map((e, s) => (e === null ? `fill-in#${s}` : run.entrants[e].name));
    pick.append(el('option', { value: i, text: `${i}: ${names.join(', ')}` }));
  });
  $('#games').hidden = false;
  $('#t-done').dataset.done = String(run.games.length);
}

/** Makes `a` download the text `make()` returns, made when the link is first followed. */
function setDownload(a, make, name, type) {
  if (a.href.startsWith('blob:')) URL.revokeObjectURL(a.href);
  a.href = '#';
  a.download = name;
  a.onclick = () => {
    // Before the link is followed: the click's default action reads the new address.
    if (!a.href.startsWith('blob:')) a.href = URL.createObjectURL(new Blob([make()], { type }));
  };
}

// ---------------------------------------------------------------- replay

function showReplay(recordText) {
  const data = JSON.parse(replay(recordText));
  const box = $('#replay-table');
  clear(box);
  if (data.problems) {
    const p = data.problems[0];
    box.append(el('p', { class: 'fault', role: 'alert', text: t('arena.replay.invalid', { message: p.message, rule: p.rule }) }));
    state.frames = null;
    $('#replay-controls').hidden = true;
    return;
  }
  state.frames = data;
  state.frame = 0;
  $('#replay-slider').max = String(data.frames.length - 1);
  $('#replay-controls').hidden = false;
  drawFrame();
  document.getElementById('replay').scrollIntoView({ block: 'start' });
}

function drawFrame() {
  const data = state.frames;
  if (!data) return;
  const f = data.frames[state.frame];
  const box = $('#replay-table');
  clear(box);
  const view = {
    names: data.names,
    hands: f.hands,
    top: f.top || '6S',
    suit: f.suit || (f.top ? f.top[1] : 'S'),
    stock: f.stock,
    discard: f.discard,
    totals: f.totals,
    round: f.round,
    turn_no: f.event === null ? 0 : f.event + 1,
    dealer: (f.round - 1) % data.names.length,
    due: null,
    skips: data.names.map(() => 0),
    multiplier: 1,
  };
  box.append(el('p', { class: 'event', 'aria-live': 'polite', text: f.event === null ? t('arena.replay.deal', { round: f.round }) : eventText(f.what, data.names) }));
  if (f.top) box.append(tableView(view));
  else box.append(tableView({ ...view, top: 'AS' }));
  if (f.end) {
    const who = f.end.out !== null ? data.names[f.end.out] : '';
    box.append(el('p', { text: t('arena.round.over', { round: f.end.round, reason: t(`arena.reason.${f.end.reason}`, { name: who }) }) }));
    const list = el('ul');
    f.end.points.forEach((pts, s) => list.append(el('li', { text: t('arena.round.points', { name: data.names[s], points: pts, total: f.end.totals[s] }) })));
    box.append(list);
  }
  $('#replay-frame').textContent = t('arena.replay.frame', { n: state.frame + 1, total: data.frames.length });
  $('#replay-slider').value = String(state.frame);
}

function stepFrame(delta) {
  if (!state.frames) return;
  state.frame = Math.max(0, Math.min(state.frames.frames.length - 1, state.frame + delta));
  drawFrame();
}

/** A file or pasted text: a record line, JSON lines, or a results.json. */
function recordsOf(text) {
  const trimmed = text.trim();
  try {
    const v = JSON.parse(trimmed);
    if (v && Array.isArray(v.games)) return v.games.map((g) => JSON.stringify(g.record));
    return [trimmed];
  } catch {
    return trimmed.split('\n').filter((l) => l.trim());
  }
}

// ------------------------------------------------------------------ page

function languageSwitch() {
  const select = $('#lang');
  clear(select);
  for (const [code, name] of LANGS) select.append(el('option', { value: code, text: name, lang: code }));
  select.value = language();
  select.onchange = () => {
    setLanguage(select.value, true);
    translatePage();
    renderBots();
    if (state.frames) drawFrame();
  };
}

function wire() {
  const input = $('#bot-file');
  input.addEventListener('change', async () => {
    await addFiles([...input.files]);
    input.value = '';
  });
  const drop = $('#drop');
  drop.addEventListener('dragover', (e) => {
    e.preventDefault();
    drop.classList.add('over');
  });
  drop.addEventListener('dragleave', () => drop.classList.remove('over'));
  drop.addEventListener('drop', async (e) => {
    e.preventDefault();
    drop.classList.remove('over');
    await addFiles([...(e.dataTransfer ? e.dataTransfer.files : [])]);
  });
  $('#add-examples').addEventListener('click', addExamples);
  $('#practice-players').addEventListener('change', renderSeatChoices);
  $('#practice-new-seed').addEventListener('click', () => {
    $('#practice-seed').value = newSeed();
  });
  $('#practice-start').addEventListener('click', startPractice);
  $('#practice-step').addEventListener('click', () => {
    if (state.practice) state.practice.worker.postMessage({ type: 'step' });
  });
  $('#practice-run').addEventListener('click', () => practiceMode('run'));
  $('#practice-stop').addEventListener('click', () => practiceMode('pause'));
  $('#practice-speed').addEventListener('change', () => state.practice && practiceMode(state.practice.paused ? 'pause' : 'run'));
  $('#practice-replay').addEventListener('click', () => state.lastRecord && showReplay(state.lastRecord));
  $('#entrants').addEventListener('change', () => {
    $('#entrants').dataset.touched = '1';
  });
  $('#t-new-seed').addEventListener('click', () => {
    $('#t-seed').value = newSeed();
  });
  $('#t-run').addEventListener('click', runTournament);
  $('#t-stop').addEventListener('click', stopTournament);
  $('#games-replay').addEventListener('click', () => {
    const i = Number($('#games-pick').value);
    if (state.records[i]) showReplay(state.records[i]);
  });
  $('#replay-file').addEventListener('change', async () => {
    const f = $('#replay-file').files[0];
    if (!f) return;
    const list = recordsOf(await f.text());
    if (list.length) showReplay(list[0]);
  });
  $('#replay-show').addEventListener('click', () => {
    const list = recordsOf($('#replay-paste').value);
    if (list.length) showReplay(list[0]);
  });
  $('#replay-first').addEventListener('click', () => stepFrame(-1e9));
  $('#replay-prev').addEventListener('click', () => stepFrame(-1));
  $('#replay-next').addEventListener('click', () => stepFrame(1));
  $('#replay-last').addEventListener('click', () => stepFrame(1e9));
  $('#replay-slider').addEventListener('input', () => {
    state.frame = Number($('#replay-slider').value);
    drawFrame();
  });
  $('#replay-table').addEventListener('keydown', (e) => {
    if (e.key === 'ArrowRight') stepFrame(1);
    if (e.key === 'ArrowLeft') stepFrame(-1);
  });
}

async function main() {
  try {
    await init();
  } catch (e) {
    document.body.textContent = `The arena’s engine could not start: ${e}`;
    return;
  }
  setLanguage(pickLanguage());
  translatePage();
  languageSwitch();
  state.sampleCode = await (await fetch('bots/sample.js')).text();
  $('#practice-seed').value = '1';
  $('#t-seed').value = newSeed();
  wire();
  state.bots = await listBots();
  renderBots();
  document.body.dataset.ready = '1';
}

main();
