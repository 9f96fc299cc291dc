// Driving the table the way a player does: clicks (or keys) on what is enabled.
// The page says whose turn it is in data-* attributes of [data-testid=app].

export const APP = '[data-testid=app]';

export async function appState(page) {
  return page.$eval(APP, (el) => ({ ...el.dataset }));
}

export async function waitReady(page) {
  await page.waitForSelector(APP, { timeout: 20000 });
  await page.waitForFunction(() => window.__tenace && window.__tenace.readyAt > 0, null, { timeout: 20000 });
}

/** Waits until the user is to act or the deal is over. */
export async function waitForUser(page, timeout = 30000) {
  await page.waitForFunction(
    (sel) => {
      const el = document.querySelector(sel);
      return el && (el.dataset.userTurn === 'true' || el.dataset.phase === 'finished');
    },
    APP,
    { timeout },
  );
  return appState(page);
}

/** Waits until the log has grown past `length` (the action was applied). */
export async function waitForLog(page, length, timeout = 15000) {
  await page.waitForFunction((n) => Number(document.querySelector('[data-testid=app]').dataset.logLen) > n, length, { timeout });
}

/** The call the test player makes: open with the lowest bid if nobody has bid, else pass. */
export function chooseCall(record, enabled) {
  const bid = record.actions.some((a) => a.action === 'call' && /^[1-7]/.test(a.call));
  if (!bid) {
    const lowest = enabled.find((c) => /^[1-7]/.test(c));
    if (lowest) return lowest;
  }
  return enabled.includes('P') ? 'P' : enabled[0];
}

/** Sets the robots' speed through the settings dialog. */
export async function setSpeed(page, speed) {
  await page.click('[data-action=open-settings]');
  await page.selectOption('#setting-speed', speed);
  await page.click('[data-action=save-settings]');
  await page.waitForSelector('[data-dialog]', { state: 'detached' });
}

/**
 * Makes the user's next move by clicking; returns what was done. Robot
 * claims are rejected so that every trick is played out by hand.
 */
export async function clickOnce(page) {
  const st = await waitForUser(page);
  if (st.phase === 'finished') return null;
  const before = Number(st.logLen);
  let done;
  if (st.phase === 'auction') {
    const enabled = await page.$$eval('[data-call]:not([disabled])', (bs) => bs.map((b) => b.dataset.call));
    const call = chooseCall(JSON.parse(st.record), enabled);
    await page.click(`[data-call="${call}"]`);
    done = { kind: 'call', what: call };
  } else if (st.phase === 'play') {
    const hand = `[data-testid=hand-${st.toAct}]`;
    // The app's attributes say whose turn it is; the hand under them is a child component that Yew may
    // draw a moment later (after a robot's claim was rejected, the seat to act's hand is drawn again):
    // wait for a playable card in it instead of reading the hand at once.
    const playable = `${hand} button[data-card]:not([disabled])`;
    await page.waitForSelector(playable, { timeout: 15000 });
    const card = await page.$eval(playable, (b) => b.dataset.card);
    await page.click(`${hand} [data-card="${card}"]`);
    done = { kind: 'card', what: card, hand: st.toAct };
  } else if (st.phase === 'claim') {
    await page.click('[data-action=reject-claim]');
    done = { kind: 'reject-claim' };
  } else {
    throw new Error(`unexpected phase ${st.phase}`);
  }
  await waitForLog(page, before);
  return done;
}

/** Plays the deal on the table to its end by clicking; returns counts and the result. */
export async function playDealByClicking(page, maxMoves = 200) {
  const counts = { call: 0, card: 0, 'reject-claim': 0 };
  for (let i = 0; i < maxMoves; i++) {
    const done = await clickOnce(page);
    if (!done) break;
    counts[done.kind] += 1;
  }
  await page.waitForSelector('[data-testid=result]', { timeout: 10000 });
  const result = await page.$eval('[data-testid=result]', (el) => ({ ...el.dataset, text: el.querySelector('[data-testid=deal-score]').textContent }));
  return { counts, result, record: JSON.parse(result.record) };
}

/** Cards of a seat as shown on the table (data-card codes, sorted). */
export async function shownHand(page, seat) {
  const codes = await page.$$eval(`[data-testid=hand-${seat}] [data-card]`, (bs) => bs.map((b) => b.dataset.card));
  return codes.sort();
}
