// The bidding engine as the `tenace bid` command sees it: the check of the
// explanations, hints and reviews the page shows.
import { execFileSync } from 'node:child_process';

const SEATS = ['North', 'East', 'South', 'West'];
const VUL = { None: 'None', NorthSouth: 'NS', EastWest: 'EW', Both: 'All' };

/** The hand of `seat` (a name) in the record's PBN deal, as S.H.D.C. */
export function handOf(record, seat) {
  const [first, rest] = record.setup.deal.split(':');
  const start = SEATS.findIndex((s) => s[0] === first.trim().toUpperCase());
  const hands = rest.trim().split(/\s+/);
  return hands[(SEATS.indexOf(seat) - start + 4) % 4];
}

/** The calls of a record, in order (codes: 1NT, P, X …). */
export function callsOf(record) {
  return record.actions.filter((a) => a.action === 'call').map((a) => ({ seat: a.seat, call: a.call }));
}

/**
 * `tenace bid` for `seat` holding its cards of the record, after the first
 * `upTo` calls: { call, explanation, auction: [{ call, seat, known, explanation }] }.
 * `system` is the system of the side to act, `opponents` the other side's (if different).
 */
export function cliBid(cli, record, seat, upTo, system = 'sayc', opponents = null) {
  const calls = callsOf(record).slice(0, upTo).map((c) => c.call);
  const args = ['bid', '--hand', handOf(record, seat), '--dealer', record.setup.dealer[0], '--vul', VUL[record.setup.vulnerability] ?? 'None', '--system', system];
  // `--system` is the side to act's, `--opponents` the other side's.
  if (opponents) args.push('--opponents', opponents);
  args.push(`--auction=${calls.join(' ')}`);
  return JSON.parse(execFileSync(cli, args, { encoding: 'utf8' }));
}
