// The quiz editor (editor.html): builds one problem with the engine's help
// and exports it as the embed snippet, the JSON and the compact string. The
// engine decides everything (whose turn, legal calls, its call, validation);
// this file keeps the draft and draws it. The author's own text is shown
// with textContent and form values only.
// The editor offers every system, so it uses the module with the 1930s systems.
import { loadEngine1930s, callLabel } from './quiz.js';

const form = document.getElementById('editor');
const calls = [];
let engine = null;

const field = (name) => form.elements.namedItem(name);

function ask(name, ...args) {
  try {
    return JSON.parse(engine[name](...args));
  } catch (e) {
    return { ok: false, error: `the quiz engine failed (${e && e.message ? e.message : e})` };
  }
}

function draft() {
  return {
    hand: field('hand').value,
    dealer: field('dealer').value,
    vulnerability: field('vulnerability').value,
    system: field('system').value,
    auction: calls.join(' '),
  };
}

function callText(code) {
  const sym = { C: '♣', D: '♦', H: '♥', S: '♠', NT: 'NT' };
  if (code === 'P') return 'Pass';
  if (code === 'X' || code === 'XX') return code;
  return code[0] + (sym[code.slice(1)] || code.slice(1));
}

/** Redraws the auction, the seat to call and the bidding box from the engine's view of the draft. */
function refresh() {
  const view = ask('propose', JSON.stringify(draft()));
  const auction = document.getElementById('auction');
  if (!view.ok) {
    auction.textContent = `${calls.map(callText).join(' ')} — ${view.error}`;
    return view;
  }
  auction.textContent = calls.length ? view.auction.map((c) => `${c.seat}: ${c.text}`).join(', ') : 'No calls yet: the dealer is to call.';
  document.getElementById('seat').textContent = view.to_act_name;
  document.getElementById('hand-error').textContent = field('hand').value.trim() ? view.hand_error || '' : '';
  const legal = new Set(view.legal);
  const box = document.getElementById('box');
  const buttons = [];
  for (let level = 1; level <= 7; level++) for (const s of ['C', 'D', 'H', 'S', 'NT']) buttons.push(`${level}${s}`);
  buttons.push('P', 'X', 'XX');
  box.replaceChildren(
    ...buttons.map((code) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.dataset.call = code;
      b.textContent = callText(code);
      b.setAttribute('aria-label', callLabel(code));
      b.disabled = !legal.has(code);
      if (code === 'P') b.className = 'wide';
      return b;
    }),
  );
  return view;
}

function answerRow(call = '', mark = '', explanation = '') {
  const tr = document.createElement('tr');
  const cell = (node) => {
    const td = document.createElement('td');
    td.append(node);
    return td;
  };
  const c = Object.assign(document.createElement('input'), { name: 'call', value: call });
  c.setAttribute('aria-label', 'Call');
  const m = Object.assign(document.createElement('input'), { name: 'mark', type: 'number', min: 0, max: 10, value: String(mark) });
  m.setAttribute('aria-label', 'Mark');
  const e = Object.assign(document.createElement('textarea'), { name: 'explanation', value: explanation });
  e.setAttribute('aria-label', 'Explanation');
  const x = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Remove' });
  x.addEventListener('click', () => tr.remove());
  tr.append(cell(c), cell(m), cell(e), cell(x));
  document.querySelector('#answers tbody').append(tr);
}

function propose() {
  const view = refresh();
  const box = document.getElementById('engine');
  box.hidden = false;
  if (!view.ok) {
    box.textContent = view.error;
    return;
  }
  if (!view.engine) {
    box.textContent = view.hand_error || 'Type or deal the hand first.';
    return;
  }
  box.textContent = `The engine bids ${view.engine.text}: ${view.engine.explanation}`;
  box.dataset.call = view.engine.call;
  document.querySelector('#answers tbody').replaceChildren();
  answerRow(view.engine.call, 10, view.engine.explanation);
  const marks = [6, 4, 3];
  view.engine.alternatives.forEach((a, i) => answerRow(a.call, marks[i] ?? 2, a.explanation));
}

function dealHand() {
  const words = new Uint32Array(2);
  crypto.getRandomValues(words);
  const seed = words[0] * 2 ** 21 + (words[1] >>> 11);
  const dealt = ask('deal', seed);
  const view = ask('propose', JSON.stringify(draft()));
  if (!dealt.ok || !view.ok) return;
  const seat = 'NESW'.indexOf(view.to_act);
  field('hand').value = dealt.hands[seat];
  field('deal').value = dealt.pbn;
  refresh();
}

function problem() {
  const answers = [...document.querySelectorAll('#answers tbody tr')].map((tr) => ({
    call: tr.querySelector('[name=call]').value.trim(),
    mark: tr.querySelector('[name=mark]').value.trim(),
    explanation: tr.querySelector('[name=explanation]').value,
  }));
  const view = ask('propose', JSON.stringify(draft()));
  const p = {
    version: 1,
    title: field('title').value,
    author: field('author').value,
    source: field('source').value,
    hand: field('hand').value.trim(),
    seat: view.ok ? view.to_act : '',
    dealer: field('dealer').value,
    vulnerability: field('vulnerability').value,
    auction: calls.join(' '),
    scoring: field('scoring').value,
    system: field('system').value,
    answers,
  };
  if (field('deal').value.trim()) p.deal = field('deal').value.trim();
  return p;
}

function exportProblem() {
  const out = ask('export_problem', JSON.stringify(problem()));
  const error = document.getElementById('export-error');
  const section = document.getElementById('output');
  if (!out.ok) {
    error.textContent = `Not ready: ${out.error}.`;
    section.hidden = true;
    return;
  }
  error.textContent = '';
  const here = new URL('.', location.href).href;
  document.querySelector('[name=json]').value = out.json;
  document.querySelector('[name=compact]').value = out.compact;
  document.querySelector('[name=snippet]').value = `<script type="module" src="${here}quiz.js"></script>\n<tenace-quiz problem="${out.compact}"></tenace-quiz>`;
  document.querySelector('[name=iframe]').value = `<iframe src="${here}quiz.html#p=${out.compact}" title="Bidding quiz" style="width:100%;height:560px;border:0"></iframe>`;
  section.hidden = false;
  document.getElementById('preview').setAttribute('problem', out.compact);
}

form.addEventListener('click', (e) => {
  const b = e.target.closest('button');
  if (!b || !engine) return;
  if (b.dataset.call) {
    calls.push(b.dataset.call);
    refresh();
    return;
  }
  switch (b.dataset.action) {
    case 'undo':
      calls.pop();
      refresh();
      break;
    case 'clear':
      calls.length = 0;
      refresh();
      break;
    case 'deal':
      dealHand();
      break;
    case 'propose':
      propose();
      break;
    case 'add':
      answerRow();
      break;
    case 'export':
      exportProblem();
      break;
    default:
      break;
  }
});
form.addEventListener('change', (e) => {
  if (engine && ['dealer', 'vulnerability', 'system', 'hand'].includes(e.target.name)) {
    refresh();
  }
});
form.addEventListener('submit', (e) => e.preventDefault());

loadEngine1930s().then(
  (m) => {
    engine = m;
    refresh();
    document.body.dataset.ready = 'true';
  },
  (e) => {
    document.getElementById('auction').textContent = `The quiz engine could not be loaded: ${e && e.message ? e.message : e}`;
  },
);
