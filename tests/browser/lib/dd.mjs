// The double-dummy worker seen from the tests: the test data's deals as
// worker jobs, and a worker driven straight from the page (no UI).
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

const VUL = { None: 'None', NS: 'NorthSouth', EW: 'EastWest', All: 'Both', Both: 'Both' };
const SEAT = { N: 'North', E: 'East', S: 'South', W: 'West' };

/** The boards of dd_public_200.jsonl: { id, dealer, vul, pbn, dd, par }. */
export function ddBoards(testdata) {
  const file = path.join(testdata, 'dd_public_200.jsonl');
  return fs.readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
}

/** The worker protocol's version (crates/tenace-protocol's VERSION). */
export const PROTOCOL = 4;

/** The final answer of a worker message: the job's reply (`kind` is the job's), or `{ kind: 'error', error }`. */
export function finalAnswer(message) {
  return message.kind === 'done' ? message.reply : message;
}

/** A worker request (crates/tenace-protocol) for a board's table. */
export function tableJob(board, id, limitMs = 600000) {
  return { version: PROTOCOL, id, limit_ms: limitMs, job: { kind: 'table', deal: board.pbn, dealer: SEAT[board.dealer], vulnerability: VUL[board.vul] } };
}

/**
 * Starts a worker in the page and solves the tables of `boards` one after
 * the other; returns, per board, the worker's own solve time and the table.
 */
export async function solveInPage(page, requests) {
  return page.evaluate(async (requests) => {
    const worker = new Worker('./tenace-dd-worker_loader.js');
    const replies = [];
    await new Promise((resolve, reject) => {
      let left = requests.length;
      worker.onerror = (e) => reject(new Error(`worker error: ${e.message}`));
      worker.onmessage = (e) => {
        const reply = JSON.parse(e.data);
        // Requests are posted once the worker says it is ready (earlier ones would be lost).
        if (reply.message.kind === 'ready') {
          for (const r of requests) worker.postMessage(JSON.stringify(r));
          return;
        }
        if (reply.message.kind === 'progress') return;
        const wall = performance.now();
        const m = reply.message;
        replies.push({ id: reply.id, answer: m.kind === 'done' ? m.reply : m, at: wall });
        left -= 1;
        if (left === 0) resolve();
      };
    });
    worker.terminate();
    return replies;
  }, requests);
}

/** Runs jobs through the worker's host build (the same protocol over stdin/stdout); returns the final answers by id. */
export function solveNative(binary, requests) {
  const out = execFileSync(binary, [], { input: requests.map((r) => JSON.stringify(r)).join('\n') + '\n', maxBuffer: 64 << 20 });
  const answers = {};
  for (const line of out.toString().split('\n').filter((l) => l.trim())) {
    const reply = JSON.parse(line);
    if (!['ready', 'progress'].includes(reply.message.kind)) answers[reply.id] = finalAnswer(reply.message);
  }
  return answers;
}

const LHO = { North: 'East', East: 'South', South: 'West', West: 'North' };
const STRAIN = { C: 'Clubs', D: 'Diamonds', H: 'Hearts', S: 'Spades', NT: 'NoTrump' };

/** The play job of a game record (the cards played so far, plus `extra`), for the native cross-check. */
export function playJob(record, board, id, extra = []) {
  const contract = record.actions.filter((a) => a.action === 'call' && /^[1-7]/.test(a.call)).pop();
  const strain = contract.call.slice(1);
  // Declarer: the first of the winning side to name the strain.
  const side = ['North', 'South'].includes(contract.seat) ? ['North', 'South'] : ['East', 'West'];
  const declarer = record.actions.find((a) => a.action === 'call' && side.includes(a.seat) && a.call.slice(1) === strain).seat;
  const cards = record.actions.filter((a) => a.action === 'play').map((a) => a.card).concat(extra);
  return { version: PROTOCOL, id, limit_ms: 600000, job: { kind: 'play', deal: board.pbn, strain: STRAIN[strain], leader: LHO[declarer], cards } };
}

/** Tricks each card costs, from a solution: { SA: 0, S2: 1, … }. */
export function costs(solution) {
  return Object.fromEntries(solution.cards.map((v) => [v.card, solution.tricks - v.tricks]));
}
