// An independent check of what the page shows: replays a game record (the
// engine's JSON) with the plain rules of bridge written again here, and
// scores it from the reference table in ../shared/testdata (made by endplay,
// not by Tenace) and, when it is built, with the `tenace score` command.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

const SEATS = ['North', 'East', 'South', 'West'];
const next = (seat, n = 1) => SEATS[(SEATS.indexOf(seat) + n) % 4];
const side = (seat) => (seat === 'North' || seat === 'South' ? 'NS' : 'EW');
const RANKS = '23456789TJQKA';

/** Contract, declarer and declarer's tricks of a finished record. */
export function replay(record) {
  const calls = record.actions.filter((a) => a.action === 'call');
  let last = null;
  let bidder = null;
  let penalty = '';
  for (const { seat, call } of calls) {
    if (call === 'P') continue;
    if (call === 'X') penalty = 'X';
    else if (call === 'XX') penalty = 'XX';
    else {
      last = call;
      bidder = seat;
      penalty = '';
    }
  }
  if (!last) return { passedOut: true };
  const level = Number(last[0]);
  const strain = last.slice(1);
  const declarer = calls.find((c) => side(c.seat) === side(bidder) && /^[1-7]/.test(c.call) && c.call.slice(1) === strain).seat;
  const trump = strain === 'NT' ? null : strain;
  const plays = record.actions.filter((a) => a.action === 'play');
  let leader = next(declarer);
  let declarerTricks = 0;
  let tricks = 0;
  for (let i = 0; i + 4 <= plays.length; i += 4) {
    const trick = plays.slice(i, i + 4);
    if (trick[0].seat !== leader) throw new Error(`trick ${tricks + 1} led by ${trick[0].seat}, expected ${leader}`);
    const led = trick[0].card[0];
    let best = trick[0];
    for (const p of trick.slice(1)) {
      const [s, r] = [p.card[0], RANKS.indexOf(p.card[1])];
      const [bs, br] = [best.card[0], RANKS.indexOf(best.card[1])];
      if ((s === bs && r > br) || (s === trump && bs !== trump)) best = p;
    }
    if (best.card[0] !== led && best.card[0] !== trump) throw new Error('a discard won a trick');
    leader = best.seat;
    tricks += 1;
    if (side(best.seat) === side(declarer)) declarerTricks += 1;
  }
  return { passedOut: false, level, strain, penalty, declarer, declarerTricks, tricks, cardsPlayed: plays.length };
}

export function isVulnerable(vulnerability, seat) {
  return vulnerability === 'Both' || (vulnerability === 'NorthSouth' && side(seat) === 'NS') || (vulnerability === 'EastWest' && side(seat) === 'EW');
}

let table = null;
/** The duplicate score for the declaring side from the reference table. */
export function referenceScore(testdata, { level, strain, penalty, vul, tricks }) {
  if (!table) {
    const file = path.join(testdata, 'duplicate_scores.jsonl');
    table = new Map();
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const row = JSON.parse(line);
      table.set(`${row.level}${row.strain}${row.penalty}|${row.vul}|${row.tricks}`, row.score);
    }
  }
  const score = table.get(`${level}${strain}${penalty}|${vul}|${tricks}`);
  if (score === undefined) throw new Error(`no reference score for ${level}${strain}${penalty} vul=${vul} tricks=${tricks}`);
  return score;
}

/** The same through `tenace score --batch`, if the command is built; else null. */
export function cliScore(tenace, row) {
  if (!tenace || !fs.existsSync(tenace)) return null;
  const out = execFileSync(tenace, ['score', '--batch'], { input: JSON.stringify(row) + '\n', encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n')[0]).score;
}

/** North-South's score of a finished record, with every check that can fail. */
export function nsScore(record, testdata, tenace) {
  const r = replay(record);
  if (r.passedOut) return { ns: 0, replayed: r, cli: null };
  const vul = isVulnerable(record.setup.vulnerability, r.declarer);
  const row = { level: r.level, strain: r.strain, penalty: r.penalty, vul, tricks: r.declarerTricks };
  const declarerScore = referenceScore(testdata, row);
  const cli = cliScore(tenace, row);
  if (cli !== null && cli !== declarerScore) throw new Error(`tenace score says ${cli}, the reference table ${declarerScore} for ${JSON.stringify(row)}`);
  const ns = side(r.declarer) === 'NS' ? declarerScore : -declarerScore;
  return { ns, replayed: r, cli };
}

/** The hands of the PBN `[Deal]` text, by seat name. */
export function pbnHands(deal) {
  const [first, rest] = deal.split(':');
  const start = { N: 'North', E: 'East', S: 'South', W: 'West' }[first.trim().toUpperCase()];
  const hands = {};
  rest.trim().split(/\s+/).forEach((hand, i) => {
    const cards = [];
    hand.split('.').forEach((ranks, s) => {
      for (const r of ranks) if (r !== '-') cards.push('SHDC'[s] + r.toUpperCase());
    });
    hands[next(start, i)] = cards.sort();
  });
  return hands;
}

/** Games of a PBN file with their tags, split on blank lines (no `#` inheritance needed by the chosen file). */
export function pbnGames(text) {
  return text
    .replace(/\r/g, '')
    .split(/\n\s*\n/)
    .map((block) => Object.fromEntries([...block.matchAll(/^\[(\w+)\s+"([^"]*)"\]/gm)].map((m) => [m[1], m[2]])))
    .filter((tags) => tags.Deal && tags.Deal !== '#');
}
