// The script of a bot's worker (table-worker.js): the bot's sandbox
// (bot-worker.js with sandbox.js, S47–S51) as one block statement, the
// `export`s and the import dropped and every global it uses taken from the
// global object into the block first. Run alone (a module worker's whole
// script) it imports the bot's module from a blob URL. With a bot's module
// text after it, the bootstrap runs first and the bot's code second, in one
// module: one fetch and one compilation instead of two. There the bot's
// top-level names cannot reach the bootstrap: the block's own names (and
// the globals it copied) hide any the bot declares, and the bot cannot see
// into the block. `globalThis` is the one name read from outside, before
// any of the bot's code runs: a bot that declares it (a function, a
// variable, a class) makes the script throw at once, and the table falls
// back to the bootstrap alone importing the module (Bot.start).
// tests/browser/arena-specs.mjs checks this with bots that declare these
// names.
const GLOBALS = [
  'self', 'Object', 'Function', 'Array', 'String', 'Number', 'Boolean', 'Symbol', 'Error', 'TypeError', 'JSON', 'Math',
  'Date', 'Promise', 'Map', 'Set', 'Reflect', 'Proxy', 'RegExp', 'Blob', 'URL', 'console', 'performance', 'crypto',
  'navigator', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'DedicatedWorkerGlobalScope',
  'WorkerGlobalScope', 'isNaN', 'isFinite', 'parseInt', 'parseFloat',
];
const PRELUDE = `{ if (typeof globalThis !== 'object' || globalThis === null || globalThis.globalThis !== globalThis) throw 'the global object is shadowed';
const { ${GLOBALS.join(', ')} } = globalThis; const undefined = void 0; const NaN = 0 / 0; const Infinity = 1 / 0;
`;

/** The bootstrap block's text, from the files next to this one. */
export async function loadBootstrap() {
  const [lib, boot] = await Promise.all(
    ['./sandbox.js', './bot-worker.js'].map((f) => fetch(new URL(f, import.meta.url)).then((r) => r.text())),
  );
  return `${PRELUDE}${lib.replace(/^export /gm, '')}\n${boot.replace(/^import \{[^}]*\} from '\.\/sandbox\.js';$/m, '')}\n}\n`;
}
