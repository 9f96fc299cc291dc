// Drawing the table with DOM nodes and textContent only: card codes, names
// and remarks from bots and records never become HTML.

import { t } from './i18n.js';

const SYMBOL = { S: '♠', H: '♥', D: '♦', C: '♣' };
const RANK = { T: '10' };

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'text') node.textContent = v;
    else if (k === 'class') node.className = v;
    else if (k.startsWith('on') && typeof v === 'function') node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children) if (c !== null && c !== undefined && c !== false) node.append(c);
  return node;
}

/** "TD" → "10♦". */
export function cardText(code) {
  return `${RANK[code[0]] || code[0]}${SYMBOL[code[1]] || code[1]}`;
}

export function suitName(s) {
  return t(`arena.suit.${s}`);
}

/** A card: a button when `onclick` is given, else a plain face. */
export function card(code, onclick) {
  const red = code[1] === 'H' || code[1] === 'D';
  const attrs = { class: `card${red ? ' red' : ''}`, 'data-card': code, text: cardText(code) };
  if (onclick) return el('button', { ...attrs, type: 'button', 'aria-label': t('arena.action.play', { card: cardText(code) }), onclick });
  return el('span', { ...attrs, role: 'img', 'aria-label': cardText(code) });
}

export function back() {
  return el('span', { class: 'card back', 'aria-hidden': 'true', text: '🂠' });
}

/** One line of the round's log in words. */
export function eventText(e, names) {
  const name = (s) => names[s] ?? `#${s}`;
  switch (e.do) {
    case 'play':
      if (e.auto) return t('arena.event.auto', { name: name(e.seat), card: cardText(e.card) });
      if (e.suit) return t('arena.event.jack', { name: name(e.seat), card: cardText(e.card), suit: suitName(e.suit) });
      return t('arena.event.play', { name: name(e.seat), card: cardText(e.card) });
    case 'draw':
      return e.card ? t('arena.event.draw_card', { name: name(e.seat), card: cardText(e.card) }) : t('arena.event.draw', { name: name(e.seat) });
    case 'penalty':
      return t('arena.event.penalty', { name: name(e.seat), n: e.n });
    case 'skip':
      return t('arena.event.skip', { name: name(e.seat) });
    case 'end':
      return t('arena.event.end', { name: name(e.seat) });
    case 'reshuffle':
      return t('arena.event.reshuffle', { n: e.stock });
    case 'bridge':
      return t('arena.event.bridge', { name: name(e.seat) });
    case 'say':
      return t('arena.table.said', { name: name(e.seat), text: e.text });
    default:
      return JSON.stringify(e);
  }
}

/**
 * The table: every seat with its hand (codes or a count), the top card, the
 * stock, the scores. `onCard(code)` makes the `viewer`'s legal cards buttons.
 */
export function tableView(view, { viewer = -1, legalCards = new Set(), onCard = null } = {}) {
  const names = view.names;
  const seats = el('div', { class: 'seats' });
  view.hands.forEach((hand, s) => {
    const isMine = s === viewer;
    const cards = el('div', { class: 'hand', 'data-testid': `hand-${s}`, 'aria-label': isMine ? t('arena.table.your_hand') : t('arena.table.hand', { name: names[s] }) });
    if (Array.isArray(hand)) {
      for (const c of hand) cards.append(card(c, isMine && onCard && legalCards.has(c) ? () => onCard(c) : null));
      if (hand.length === 0) cards.append(el('span', { class: 'empty', text: '—' }));
    } else {
      for (let i = 0; i < Math.min(hand, 12); i += 1) cards.append(back());
      cards.append(el('span', { class: 'count', text: t('arena.table.cards', { n: hand }) }));
    }
    const tags = [];
    if (view.dealer === s) tags.push(t('arena.table.dealer'));
    if (view.due === s) tags.push(t('arena.table.to_act'));
    if (view.skips[s] > 0) tags.push(t('arena.table.skips', { n: view.skips[s] }));
    seats.append(
      el(
        'section',
        { class: `seat${view.due === s ? ' due' : ''}`, 'aria-label': names[s] },
        el('h4', { text: names[s] }),
        el('p', { class: 'tags', text: tags.join(' · ') }),
        cards,
      ),
    );
  });
  const middle = el(
    'div',
    { class: 'middle' },
    el('div', { class: 'top', 'data-testid': 'top', 'aria-label': t('arena.table.top') }, card(view.top)),
    el('p', { text: t('arena.table.suit', { suit: suitName(view.suit) }) }),
    el('p', { 'data-testid': 'stock', text: t('arena.table.stock', { n: view.stock }) }),
    el('p', { text: t('arena.table.discard', { n: view.discard }) }),
    view.multiplier > 1 ? el('p', { text: t('arena.table.multiplier', { n: view.multiplier }) }) : null,
    el('p', { text: t('arena.table.round', { round: view.round, turn: view.turn_no }) }),
  );
  const scores = el('ul', { class: 'scores', 'data-testid': 'scores', 'aria-label': t('arena.table.scores') });
  view.totals.forEach((total, s) => scores.append(el('li', { text: t('arena.table.total', { name: names[s], total }) })));
  return el('div', { class: 'table', role: 'region', 'aria-label': t('arena.table.label') }, middle, seats, scores);
}
