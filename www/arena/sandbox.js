// What a bot's worker needs besides its bootstrap (bot-worker.js): the
// seeded generator of S80 and a safe description of any value. The table
// worker joins this file (its `export`s dropped) and bot-worker.js into one
// block of code that runs before the bot's module (see table-worker.js).

/** mulberry32 (S80): a 32-bit state; the same numbers as tenace_shedding::mulberry::Mulberry32. */
export function mulberry32(seed) {
  let state = seed | 0;
  return function random() {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** At most `max` characters of any value, as text, whatever it does when asked. */
export function describe(value, max = 500) {
  let text;
  try {
    if (typeof value === 'string') text = value;
    else if (value instanceof Error) text = `${value.name}: ${value.message}`;
    else if (typeof value === 'function') text = 'a function';
    else if (typeof value === 'symbol') text = 'a symbol';
    else if (value === undefined) text = 'undefined';
    else {
      try {
        text = JSON.stringify(value);
      } catch {
        text = undefined;
      }
      if (text === undefined) text = String(value);
    }
  } catch {
    text = 'a value that cannot be shown';
  }
  text = String(text);
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
