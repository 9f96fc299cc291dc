// The bot library, kept in the browser's IndexedDB (database
// "tenace-arena", store "bots"), so loaded bots survive a reload. When the
// browser refuses storage the library lives in memory for this page.

const DB = 'tenace-arena';
const STORE = 'bots';

let memory = null;

function open() {
  return new Promise((resolve, reject) => {
    let req;
    try {
      req = indexedDB.open(DB, 1);
    } catch (e) {
      reject(e);
      return;
    }
    req.onupgradeneeded = () => {
      if (!req.result.objectStoreNames.contains(STORE)) req.result.createObjectStore(STORE, { keyPath: 'sha256' });
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
    req.onblocked = () => reject(new Error('blocked'));
  });
}

async function transact(mode, work) {
  const db = await open();
  try {
    return await new Promise((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const store = tx.objectStore(STORE);
      let result;
      Promise.resolve(work(store)).then((r) => {
        result = r;
      });
      tx.oncomplete = () => resolve(result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error || new Error('aborted'));
    });
  } finally {
    db.close();
  }
}

function request(req) {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** Every bot, in the order they were added (registration order, S68). */
export async function listBots() {
  if (memory) return [...memory].sort((a, b) => a.added - b.added);
  try {
    const all = await transact('readonly', (store) => request(store.getAll()));
    return (all || []).sort((a, b) => a.added - b.added);
  } catch {
    memory = [];
    return [];
  }
}

/** Keeps a bot; returns false when only this page will remember it. */
export async function saveBot(bot) {
  if (memory) {
    memory = memory.filter((b) => b.sha256 !== bot.sha256).concat([bot]);
    return false;
  }
  try {
    await transact('readwrite', (store) => request(store.put(bot)));
    return true;
  } catch {
    memory = (await listBots().catch(() => [])).concat([bot]);
    return false;
  }
}

export async function removeBot(sha256) {
  if (memory) {
    memory = memory.filter((b) => b.sha256 !== sha256);
    return;
  }
  try {
    await transact('readwrite', (store) => request(store.delete(sha256)));
  } catch {
    /* nothing kept, nothing to remove */
  }
}
