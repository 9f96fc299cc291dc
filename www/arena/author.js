// The bot-author page: the robot interface in the page's language, the
// template and the example bots (their source shown as text, and for download).

import init from './tenace-shedding-web.js';
import { t, setLanguage, pickLanguage, translatePage, language, LANGS } from './i18n.js';
import { el } from './cards.js';

const EXAMPLES = ['sample', 'cautious', 'hunter', 'counter'];

// The worked example T13 of the specification: seat 1's state at turn 2.
const T13 = {
  api: 1,
  rules: { preset: 'contest' },
  game: { round: 1, dealer: 0, multiplier: 1, turn_no: 2 },
  you: 1,
  players: [
    { seat: 0, name: 'A', cards: 2, score: 110, skips: 0 },
    { seat: 1, name: 'B', cards: 5, score: 95, skips: 0 },
    { seat: 2, name: 'C', cards: 5, score: 100, skips: 0 },
  ],
  hand: ['AS', '6H', 'TH', '7D', 'KC'],
  top: '9S',
  suit: 'S',
  stock: 21,
  discard: 3,
  turn: { phase: 'start', played: [], drew: false, bridge_run: 3 },
  legal: [{ do: 'play', card: 'AS' }, { do: 'draw' }],
  log: [
    { seat: 0, do: 'play', card: '9D', auto: true },
    { seat: 0, do: 'play', card: '9H' },
    { seat: 0, do: 'play', card: '9S' },
    { seat: 0, do: 'end' },
  ],
};

const sources = {};
let shown = 0;

async function showExamples() {
  // Only the latest call draws (the language may change while files load).
  const mine = ++shown;
  for (const name of EXAMPLES) {
    if (!sources[name]) sources[name] = await (await fetch(`bots/${name}.js`)).text();
  }
  if (mine !== shown) return;
  const box = document.getElementById('examples');
  while (box.firstChild) box.firstChild.remove();
  for (const name of EXAMPLES) {
    const file = `${name}.js`;
    const text = sources[name];
    box.append(
      el('h3', { text: file }),
      el('p', { text: t(`arena.author.example.${name}`) }),
      el('p', {}, el('a', { class: 'button', href: `bots/${file}`, download: file, 'data-example': name, text: t('arena.author.download', { file }) })),
      el('details', {}, el('summary', { text: file }), el('pre', { class: 'code', text })),
    );
  }
}

async function main() {
  await init();
  setLanguage(pickLanguage());
  translatePage();
  const select = document.getElementById('lang');
  for (const [code, name] of LANGS) select.append(el('option', { value: code, text: name, lang: code }));
  select.value = language();
  select.onchange = async () => {
    setLanguage(select.value, true);
    translatePage();
    await showExamples();
  };
  document.getElementById('state-example').textContent = JSON.stringify(T13, null, 1);
  await showExamples();
  document.body.dataset.ready = '1';
}

main();
