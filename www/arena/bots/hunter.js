// hunter — an example bot: keeps its sevens, eights and aces while nobody
// is close to going out, and fires them at the player who is. It also
// remembers, across the rounds of a game, who went out most often.

export const meta = { name: 'hunter', author: 'Tenace examples', version: '1', api: 1 };

const VALUE = { T: 10, Q: 10, K: 10, A: 15, J: 20 };
const points = (card) => VALUE[card[0]] || 0;
const ATTACK = new Set(['7', '8', 'A']);

let wins = [];

export function onGameStart(info) {
  wins = info.players.map(() => 0);
}

export function onRoundEnd(summary) {
  if (summary.out !== null && wins[summary.out] !== undefined) wins[summary.out] += 1;
}

/** The opponent an attack card would hit first: the next player after us. */
function nextPlayer(state) {
  return state.players[(state.you + 1) % state.players.length];
}

export default function decide(state) {
  const plays = state.legal.filter((a) => a.do === 'play');
  const cards = [...new Set(plays.map((a) => a.card))];
  if (cards.length === 0) {
    if (state.legal.some((a) => a.do === 'draw')) return { do: 'draw' };
    return { do: 'end' };
  }
  const target = nextPlayer(state);
  // Danger: the next player may go out soon, or keeps winning rounds.
  const danger = target.cards <= 2 || (target.cards <= 3 && wins[target.seat] >= 2);
  const attacks = cards.filter((c) => ATTACK.has(c[0]));
  const quiet = cards.filter((c) => !ATTACK.has(c[0]));
  let card;
  if (danger && attacks.length > 0) {
    // An eight hurts most (two cards and a missed turn), then an ace, then a seven.
    const order = { 8: 0, A: 1, 7: 2 };
    attacks.sort((a, b) => order[a[0]] - order[b[0]]);
    card = attacks[0];
  } else {
    const pool = quiet.length > 0 ? quiet : attacks;
    pool.sort((a, b) => points(b) - points(a));
    card = pool[0];
  }
  if (card[0] === 'J') {
    // Name a suit we hold, so we can follow it again.
    const mine = state.hand.filter((c) => c !== card && c[0] !== 'J').map((c) => c[1]);
    const suit = mine.length > 0 ? mine[0] : card[1];
    return { do: 'play', card, suit };
  }
  return danger && ATTACK.has(card[0]) ? { do: 'play', card, say: 'Not so fast.' } : { do: 'play', card };
}
