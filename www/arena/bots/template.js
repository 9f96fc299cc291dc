// A template bot for the shedding game "Bridge" in Tenace's bot arena.
// Rename it, change `meta`, and make `decide` smarter. The whole interface
// is on the arena's "Write a bot" page; in short:
//
//   decide(state) is called for each of your decisions and returns one of
//   the objects in state.legal (or a Promise of one):
//     {do:"play", card:"9S"}   {do:"play", card:"JC", suit:"H"}
//     {do:"draw"}   {do:"end"}   {do:"bridge"}
//   Any action may carry say:"…" (at most 100 characters).
//
//   Cards: rank 6 7 8 9 T J Q K A, then suit S H D C ("TD" = ten of diamonds).
//   state.hand: your cards; state.top, state.suit: the card to match;
//   state.turn.phase: "start", "after_draw", "continue" or "cover";
//   state.players: everyone's number of cards, score and missed turns;
//   state.log: what happened this round, as you saw it.
//
// Rules of the sandbox: no imports, no network or storage; Math.random is
// seeded and Date.now() is a virtual clock, so your bot plays the same way
// on every computer. 250 ms a decision, 20 s a game.

export const meta = { name: 'template', author: 'you', version: '1', api: 1 };

// Module-level variables live for one game (all its rounds).
let roundsPlayed = 0;

export function onGameStart(info) {
  // info: { api, rules, you, players: [{ seat, name }] }
  roundsPlayed = 0;
}

export function onRoundEnd(summary) {
  // summary: { round, reason, out, hands, points, multiplier, totals, lost }
  roundsPlayed += 1;
}

// What a card costs if it is still in your hand when the round ends.
function points(card) {
  return { T: 10, Q: 10, K: 10, A: 15, J: 20 }[card[0]] || 0;
}

export default function decide(state) {
  const plays = state.legal.filter((a) => a.do === 'play');
  if (plays.length > 0) {
    // The most expensive card first; a jack names the suit we hold most of.
    plays.sort((a, b) => points(b.card) - points(a.card));
    const best = plays[0];
    if (best.card[0] === 'J') {
      const count = { S: 0, H: 0, D: 0, C: 0 };
      for (const c of state.hand) if (c !== best.card && c[0] !== 'J') count[c[1]] += 1;
      const suit = Object.keys(count).sort((x, y) => count[y] - count[x])[0];
      return { do: 'play', card: best.card, suit };
    }
    return best;
  }
  if (state.legal.some((a) => a.do === 'draw')) return { do: 'draw' };
  return { do: 'end' };
}
