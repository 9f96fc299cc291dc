// What the arena benchmarks share (tests/browser/bench-arena.mjs, bench-arena-direct.mjs):
// the CPU time of a Chromium process tree and of its threads read from /proc, and a typical state delta.
import fs from 'node:fs';

/** Clock ticks per second of /proc's utime and stime. */
export const TICKS = 100;

/** Name, parent and CPU seconds (utime + stime) from a /proc stat file. */
function readStat(file) {
  const text = fs.readFileSync(file, 'utf8');
  const rest = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { name: text.slice(text.indexOf('(') + 1, text.lastIndexOf(')')), ppid: Number(rest[1]), cpu: (Number(rest[11]) + Number(rest[12])) / TICKS };
}

/** The stat of every process whose ancestry reaches `root`: Map pid → { name, ppid, cpu }. */
function processesOfTree(root) {
  const all = new Map();
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      all.set(Number(pid), readStat(`/proc/${pid}/stat`));
    } catch {
      /* gone */
    }
  }
  const tree = new Map();
  for (const [pid, p] of all) {
    let q = pid;
    for (let hops = 0; hops < 20 && q && q !== root; hops += 1) q = all.get(q)?.ppid;
    if (q === root) tree.set(pid, p);
  }
  return tree;
}

/** CPU seconds of every process whose ancestry reaches `root`. */
export function cpuOfTree(root) {
  let total = 0;
  for (const [, p] of processesOfTree(root)) total += p.cpu;
  return total;
}

/**
 * Every process and thread of the tree: `procs` Map pid → { kind, cpu } (a process's utime + stime
 * count its threads that ended too) and `threads` Map tid → { name, kind, pid, cpu }. `kind` is
 * Chromium's process type ("renderer", "utility:NetworkService"…, "browser" for the root).
 */
export function threadsOfTree(root) {
  const procs = new Map();
  const threads = new Map();
  for (const [pid, p] of processesOfTree(root)) {
    let kind = 'browser';
    try {
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      const type = /--type=([a-z-]+)/.exec(cmd)?.[1];
      const sub = /--utility-sub-type=([\w.]+)/.exec(cmd)?.[1];
      if (type) kind = sub ? `${type}:${sub.split('.').pop()}` : type;
    } catch {
      /* gone */
    }
    procs.set(pid, { kind, cpu: p.cpu });
    try {
      for (const t of fs.readdirSync(`/proc/${pid}/task`)) {
        try {
          const s = readStat(`/proc/${pid}/task/${t}/stat`);
          threads.set(Number(t), { name: s.name, kind, pid, cpu: s.cpu });
        } catch {
          /* gone */
        }
      }
    } catch {
      /* gone */
    }
  }
  return { procs, threads };
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
