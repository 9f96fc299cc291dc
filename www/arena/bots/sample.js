// sample — the seed's demo robot (S63), made exact (A.6).
//
// In phase "continue" it ends its turn. Otherwise, if it may play, it plays
// card ⌊r × k⌋ of the k distinct cards it may play (in the order of
// state.legal, which is the canonical order of S53), and a jack names suit
// ⌊r′ × 4⌋ of S H D C; with nothing to play it draws if it may, and ends
// otherwise. r and r′ come from Math.random, which the arena seeds (S80):
// `tenace shed play --bots sample` makes exactly the same choices.

export const meta = { name: 'sample', author: 'Tenace', version: '1', api: 1 };

const SUITS = ['S', 'H', 'D', 'C'];

export default function decide(state) {
  if (state.turn.phase === 'continue') return { do: 'end' };
  const cards = [];
  for (const action of state.legal) {
    if (action.do === 'play' && !cards.includes(action.card)) cards.push(action.card);
  }
  if (cards.length > 0) {
    const card = cards[Math.floor(Math.random() * cards.length)];
    if (card[0] === 'J') return { do: 'play', card, suit: SUITS[Math.floor(Math.random() * 4)] };
    return { do: 'play', card };
  }
  if (state.legal.some((action) => action.do === 'draw')) return { do: 'draw' };
  return { do: 'end' };
}
