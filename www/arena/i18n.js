// The arena's words in six languages, from the wasm (crates/tenace-i18n,
// messages/arena/<lang>.txt), with each language's plural and number rules
// (Intl). Every text reaches the page through textContent.

import { messages } from './tenace-shedding-web.js';

export const LANGS = [
  ['en', 'English'],
  ['et', 'Eesti'],
  ['lt', 'Lietuvių'],
  ['de', 'Deutsch'],
  ['fr', 'Français'],
  ['ru', 'Русский'],
];

// The order of the plural forms in a message with " | " (see messages/arena/en.txt).
const CATEGORIES = {
  en: ['one', 'other'],
  et: ['one', 'other'],
  de: ['one', 'other'],
  fr: ['one', 'many', 'other'],
  lt: ['one', 'few', 'many', 'other'],
  ru: ['one', 'few', 'many', 'other'],
};

const KEY = 'tenace.arena.lang';

let lang = 'en';
let table = {};
let plurals = new Intl.PluralRules('en');
let numbers = new Intl.NumberFormat('en');

/** The language to use: ?lang=, the one chosen before, else the browser's. */
export function pickLanguage() {
  const wanted = [];
  try {
    const q = new URLSearchParams(location.search).get('lang');
    if (q) wanted.push(q);
  } catch {
    /* no query */
  }
  try {
    const saved = localStorage.getItem(KEY);
    if (saved) wanted.push(saved);
  } catch {
    /* storage off */
  }
  wanted.push(...(navigator.languages || [navigator.language || 'en']));
  for (const tag of wanted) {
    const code = String(tag).toLowerCase().split(/[-_]/)[0];
    if (CATEGORIES[code]) return code;
  }
  return 'en';
}

export function setLanguage(code, remember = false) {
  const data = JSON.parse(messages(code));
  lang = data.lang;
  table = data.messages;
  plurals = new Intl.PluralRules(lang);
  numbers = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
  document.documentElement.lang = lang;
  if (remember) {
    try {
      localStorage.setItem(KEY, lang);
    } catch {
      /* storage off: this page only */
    }
  }
}

export function language() {
  return lang;
}

/** A number in the language's way (decimal comma, grouping). */
export function num(x) {
  return numbers.format(x);
}

function fill(text, args) {
  return text.replace(/\{([a-z_]+)\}/g, (m, name) => (name in args ? String(args[name]) : m));
}

/** The message `key` with its `{name}` placeholders filled. */
export function t(key, args = {}) {
  const text = table[key] ?? key;
  const forms = text.split(' | ');
  if (forms.length === 1) return fill(text, args);
  const n = Number(args.n ?? 0);
  const order = CATEGORIES[lang] || CATEGORIES.en;
  const i = order.indexOf(plurals.select(n));
  return fill(forms[i >= 0 && i < forms.length ? i : forms.length - 1], { ...args, n: num(n) });
}

/** Sets the text of every element with data-i18n (and data-i18n-label for aria-label). */
export function translatePage(root = document) {
  for (const el of root.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll('[data-i18n-label]')) el.setAttribute('aria-label', t(el.dataset.i18nLabel));
}
