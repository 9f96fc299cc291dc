// The check of S47 that a bot imports nothing, made by the page when a bot
// file is loaded and by each table worker before it runs one. Nothing here
// runs a bot: it only reads a bot's text.

// Keywords after which a `/` starts a regular expression, not a division.
const REGEX_AFTER_WORD = new Set([
  'return', 'typeof', 'instanceof', 'in', 'of', 'new', 'delete', 'void', 'throw', 'case', 'do', 'else', 'yield', 'await',
]);

/**
 * The line of the first `import` keyword of a module's source (a static
 * import, `import()` or `import.meta`), or 0 when there is none. Comments,
 * strings, template literals and regular expressions are skipped, and a
 * property named `import` (`x.import`) is not the keyword.
 */
export function findImport(source) {
  const s = String(source);
  let i = 0;
  let line = 1;
  // What came last: 'value' (a `/` then divides) or 'op' (a `/` starts a regex).
  let last = 'op';
  let lastWord = '';
  let prevDot = false;
  // Template literals can nest through `${ … }`: the brace depth at each level.
  const templates = [];
  let braces = 0;
  const isIdStart = (c) => /[A-Za-z_$\u0080-\uffff]/.test(c);
  const isId = (c) => /[A-Za-z0-9_$\u0080-\uffff]/.test(c);
  const n = s.length;
  const readTemplate = () => {
    // i is just after a backquote or a `}` closing `${`.
    while (i < n) {
      const c = s[i];
      if (c === '\\') {
        i += 2;
        continue;
      }
      if (c === '\n') line += 1;
      if (c === '`') {
        i += 1;
        last = 'value';
        return;
      }
      if (c === '$' && s[i + 1] === '{') {
        i += 2;
        templates.push(braces);
        braces = 0;
        last = 'op';
        return;
      }
      i += 1;
    }
  };
  while (i < n) {
    const c = s[i];
    if (c === '\n') {
      line += 1;
      i += 1;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r' || c === '\f' || c === '\v' || c === '\u00a0' || c === '\ufeff') {
      i += 1;
      continue;
    }
    if (c === '/' && s[i + 1] === '/') {
      while (i < n && s[i] !== '\n') i += 1;
      continue;
    }
    if (c === '/' && s[i + 1] === '*') {
      i += 2;
      while (i < n && !(s[i] === '*' && s[i + 1] === '/')) {
        if (s[i] === '\n') line += 1;
        i += 1;
      }
      i += 2;
      continue;
    }
    if (c === '"' || c === "'") {
      i += 1;
      while (i < n && s[i] !== c && s[i] !== '\n') i += s[i] === '\\' ? 2 : 1;
      i += 1;
      last = 'value';
      prevDot = false;
      continue;
    }
    if (c === '`') {
      i += 1;
      readTemplate();
      prevDot = false;
      continue;
    }
    if (c === '/' ) {
      const regex = last === 'op' || (last === 'word' && REGEX_AFTER_WORD.has(lastWord));
      if (regex) {
        i += 1;
        let inClass = false;
        while (i < n && s[i] !== '\n') {
          if (s[i] === '\\') {
            i += 2;
            continue;
          }
          if (s[i] === '[') inClass = true;
          else if (s[i] === ']') inClass = false;
          else if (s[i] === '/' && !inClass) break;
          i += 1;
        }
        i += 1;
        while (i < n && isId(s[i])) i += 1;
        last = 'value';
        prevDot = false;
        continue;
      }
      i += 1;
      last = 'op';
      prevDot = false;
      continue;
    }
    if (isIdStart(c) || c === '\\') {
      let j = i;
      while (j < n && (isId(s[j]) || s[j] === '\\')) j += 1;
      let word = s.slice(i, j);
      if (word.includes('\\')) {
        // \u0069mport is still the keyword to the parser (and a syntax error, or worse).
        word = word.replace(/\\u\{([0-9a-fA-F]+)\}|\\u([0-9a-fA-F]{4})/g, (m, a, b) => String.fromCodePoint(parseInt(a || b, 16)));
      }
      if (word === 'import' && !prevDot) return line;
      i = j;
      last = 'word';
      lastWord = word;
      prevDot = false;
      continue;
    }
    if (/[0-9]/.test(c)) {
      while (i < n && /[0-9A-Za-z_.]/.test(s[i])) i += 1;
      last = 'value';
      prevDot = false;
      continue;
    }
    if (c === '{') {
      braces += 1;
      last = 'op';
    } else if (c === '}') {
      if (braces === 0 && templates.length > 0) {
        braces = templates.pop();
        i += 1;
        readTemplate();
        prevDot = false;
        continue;
      }
      braces -= 1;
      last = 'op';
    } else if (c === ')' || c === ']') {
      last = 'value';
    } else {
      last = 'op';
    }
    prevDot = c === '.' && s[i + 1] !== '.';
    if (c === '?' && s[i + 1] === '.') {
      prevDot = true;
      i += 2;
      continue;
    }
    i += 1;
  }
  return 0;
}
