import { DRAFT_TTL_MS } from './draft-data';

/** One stored draft (the value of the 'cwxt-drafts' object store). */
export interface DraftEntry {
  data: unknown;
  savedAt: number;
  formKey: string;
  recordId: string | null;
  title?: string;
}

/** Where drafts live: IndexedDB, or memory when IndexedDB is missing or refuses (private mode). */
export interface DraftBackend {
  readonly kind: 'indexeddb' | 'memory';
  get(key: string): Promise<DraftEntry | null>;
  put(key: string, entry: DraftEntry): Promise<void>;
  delete(key: string): Promise<void>;
  /** Removes every entry saved before `cutoff`. */
  purgeBefore(cutoff: number): Promise<void>;
}

export const DRAFT_DB_NAME = 'cwxt-drafts';
const STORE = 'drafts';

export function memoryBackend(): DraftBackend {
  const map = new Map<string, DraftEntry>();
  return {
    kind: 'memory',
    get: (key) => Promise.resolve(map.get(key) ?? null),
    put: (key, entry) => {
      map.set(key, entry);
      return Promise.resolve();
    },
    delete: (key) => {
      map.delete(key);
      return Promise.resolve();
    },
    purgeBefore: (cutoff) => {
      for (const [k, e] of map) if (e.savedAt < cutoff) map.delete(k);
      return Promise.resolve();
    },
  };
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function isEntry(v: unknown): v is DraftEntry {
  return typeof v === 'object' && v !== null && 'savedAt' in v && typeof v.savedAt === 'number';
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = factory.open(DRAFT_DB_NAME, 1);
    req.onupgradeneeded = () => {
      if (!req.result.objectStoreNames.contains(STORE)) req.result.createObjectStore(STORE);
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB open failed'));
    // Another tab holds an old version open: do without IndexedDB rather than wait forever.
    req.onblocked = () => reject(new Error('IndexedDB open blocked'));
  });
}

function indexedDbBackend(db: IDBDatabase): DraftBackend {
  const store = (mode: IDBTransactionMode) => db.transaction(STORE, mode).objectStore(STORE);
  return {
    kind: 'indexeddb',
    async get(key) {
      const v: unknown = await request(store('readonly').get(key));
      return isEntry(v) ? v : null;
    },
    async put(key, entry) {
      await request(store('readwrite').put(entry, key));
    },
    async delete(key) {
      await request(store('readwrite').delete(key));
    },
    purgeBefore(cutoff) {
      return new Promise((resolve, reject) => {
        const req = store('readwrite').openCursor();
        req.onsuccess = () => {
          const cursor = req.result;
          if (!cursor) return resolve();
          const v: unknown = cursor.value;
          if (!isEntry(v) || v.savedAt < cutoff) cursor.delete();
          cursor.continue();
        };
        req.onerror = () => reject(req.error ?? new Error('IndexedDB cursor failed'));
      });
    },
  };
}

/**
 * Opens the draft database and drops drafts older than 7 days. Any failure (no IndexedDB, private
 * mode, a blocked upgrade) gives the memory backend: drafts then last as long as the page.
 */
export async function openDraftBackend(
  factory: IDBFactory | null | undefined,
  now: number = Date.now(),
): Promise<DraftBackend> {
  if (factory) {
    try {
      const backend = indexedDbBackend(await openDatabase(factory));
      await backend.purgeBefore(now - DRAFT_TTL_MS);
      return backend;
    } catch (e) {
      console.warn('[drafts] IndexedDB unavailable, drafts kept in memory only', e);
    }
  }
  const memory = memoryBackend();
  return memory;
}
