// What the arena benchmarks share (tests/browser/bench-arena.mjs, bench-arena-direct.mjs):
// the CPU time of a Chromium process tree read from /proc, and a typical state delta.
import fs from 'node:fs';

/** Clock ticks per second of /proc's utime and stime. */
export const TICKS = 100;

/** CPU seconds of every process whose ancestry reaches `root`. */
export function cpuOfTree(root) {
  const info = new Map();
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      info.set(Number(pid), { ppid: Number(rest[1]), cpu: (Number(rest[11]) + Number(rest[12])) / TICKS });
    } catch {
      /* gone */
    }
  }
  let total = 0;
  for (const [pid, p] of info) {
    let q = pid;
    for (let hops = 0; hops < 20 && q && q !== root; hops += 1) q = info.get(q)?.ppid;
    if (q === root) total += p.cpu;
  }
  return total;
}

/** A typical decide() delta (the state without its log plus one new event), as text. */
export const TYPICAL_DELTA = JSON.stringify({
  round: 1,
  from: 0,
  total: 1,
  state: { api: 1, rules: { preset: 'contest' }, game: { round: 1, dealer: 0, multiplier: 1, turn_no: 5 }, you: 1,
    players: [0, 1, 2, 3].map((s) => ({ seat: s, name: `sample#${s}`, cards: 5, score: 0, skips: 0 })),
    hand: ['9S', 'KH', '7D', 'TD', 'AC'], top: '9D', suit: 'D', stock: 15, discard: 2,
    turn: { phase: 'start', played: [], drew: false, bridge_run: 1 },
    legal: [{ do: 'play', card: '9S' }, { do: 'play', card: '7D' }, { do: 'play', card: 'TD' }, { do: 'draw' }] },
  log: [{ seat: 0, do: 'play', card: '9D', auto: true }],
});
