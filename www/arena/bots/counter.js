// counter — an example bot: counts the cards seen this round and notes
// which suits each opponent could not follow (a draw at the start of a
// turn), then leaves the next player a suit he probably lacks.

export const meta = { name: 'counter', author: 'Tenace examples', version: '1', api: 1 };

const SUITS = ['S', 'H', 'D', 'C'];
const VALUE = { T: 10, Q: 10, K: 10, A: 15, J: 20 };
const points = (card) => VALUE[card[0]] || 0;

/** Reads the round's log: the cards on the pile and the suits each seat lacks. */
function read(state) {
  const lacks = state.players.map(() => new Set());
  const pile = [];
  let suit = null;
  let fresh = false;
  for (const e of state.log) {
    if (e.do === 'play') {
      pile.push(e.card);
      suit = e.suit || e.card[1];
      fresh = false;
    } else if (e.do === 'draw') {
      if (fresh && suit) lacks[e.seat].add(suit);
      fresh = false;
    } else if (e.do === 'penalty') {
      lacks[e.seat].clear();
    } else if (e.do === 'reshuffle') {
      pile.splice(0, pile.length - 1);
    } else if (e.do === 'end' || e.do === 'skip') {
      fresh = true;
    }
  }
  return { pile, lacks };
}

/** How many cards of each suit we have not seen (not in hand, not on the pile). */
function unseenBySuit(state, pile) {
  const seen = new Set([...state.hand, ...pile]);
  const count = { S: 0, H: 0, D: 0, C: 0 };
  for (const s of SUITS) for (const r of '6789TJQKA') if (!seen.has(r + s)) count[s] += 1;
  return count;
}

export default function decide(state) {
  const plays = state.legal.filter((a) => a.do === 'play');
  if (plays.length === 0) {
    if (state.legal.some((a) => a.do === 'draw')) return { do: 'draw' };
    return { do: 'end' };
  }
  const { pile, lacks } = read(state);
  const unseen = unseenBySuit(state, pile);
  const next = (state.you + 1) % state.players.length;
  // A suit is good to leave when the next player lacks it or few of it are out there.
  const leave = (s) => (lacks[next].has(s) ? 10 : 0) + (9 - unseen[s]);
  let best = null;
  let bestScore = -Infinity;
  for (const a of plays) {
    const s = a.suit || a.card[1];
    const score = 2 * points(a.card) + leave(s) + (a.card[0] === 'J' ? -15 : 0);
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  if (best.card[0] === 'J' && lacks[next].size > 0 && Math.random() < 0.2) {
    return { ...best, say: 'I have been counting.' };
  }
  return best;
}
