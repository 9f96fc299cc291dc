// cautious — an example bot: sheds its most expensive cards first, keeps
// one jack for the moment nothing else fits, and never draws by choice.

export const meta = { name: 'cautious', author: 'Tenace examples', version: '1', api: 1 };

const VALUE = { T: 10, Q: 10, K: 10, A: 15, J: 20 };
const points = (card) => VALUE[card[0]] || 0;

/** The suit of our hand (jacks aside, `except` aside) with the most points. */
function richestSuit(hand, except) {
  const sum = { S: 0, H: 0, D: 0, C: 0 };
  for (const c of hand) if (c !== except && c[0] !== 'J') sum[c[1]] += 1 + points(c);
  return ['S', 'H', 'D', 'C'].sort((a, b) => sum[b] - sum[a])[0];
}

export default function decide(state) {
  const plays = state.legal.filter((a) => a.do === 'play');
  const cards = [...new Set(plays.map((a) => a.card))];
  if (cards.length > 0) {
    const jacks = cards.filter((c) => c[0] === 'J');
    const others = cards.filter((c) => c[0] !== 'J');
    // After a card, lay every further card of the rank: fewer cards, fewer points.
    const pool = others.length > 0 ? others : jacks;
    pool.sort((a, b) => points(b) - points(a));
    const card = pool[0];
    // A six only with a cover in hand (or when it is all we can do).
    if (card[0] === '6' && state.turn.phase === 'start' && pool.length > 1) {
      const cover = state.hand.some((c) => c !== card && (c[1] === card[1] || c[0] === '6' || c[0] === 'J'));
      if (!cover) return { do: 'play', card: pool[1] };
    }
    if (card[0] === 'J') return { do: 'play', card, suit: richestSuit(state.hand, card) };
    return { do: 'play', card };
  }
  if (state.legal.some((a) => a.do === 'draw')) return { do: 'draw' };
  if (state.legal.some((a) => a.do === 'bridge')) {
    const mine = state.hand.reduce((s, c) => s + points(c), 0);
    if (mine <= 10) return { do: 'bridge', say: 'Bridge!' };
  }
  return { do: 'end' };
}
