// @vitest-environment jsdom
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DRAFT_DB_NAME,
  openDraftBackend,
  type DraftEntry,
} from '../../../../src/shared/drafts/draft-backend';
import { DRAFT_TTL_MS } from '../../../../src/shared/drafts/draft-data';
import {
  DRAFT_DEBOUNCE_MS,
  draftBackendKind,
  flushDrafts,
  readDraft,
  removeDraft,
  resetDraftStoreForTests,
  scheduleDraft,
} from '../../../../src/shared/drafts/draft-store';

const entry = (data: unknown, savedAt = Date.now()): DraftEntry => ({
  data,
  savedAt,
  formKey: 'f',
  recordId: null,
});

/** Reads the raw object store, bypassing the module's pending writes. */
async function rawGet(factory: IDBFactory, key: string): Promise<unknown> {
  const backend = await openDraftBackend(factory);
  return backend.get(key);
}

let factory: IDBFactory;

beforeEach(() => {
  factory = new IDBFactory();
  resetDraftStoreForTests(factory);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  resetDraftStoreForTests(undefined);
});

describe('draft store on IndexedDB', () => {
  it(`uses the '${DRAFT_DB_NAME}' database`, async () => {
    expect(await draftBackendKind()).toBe('indexeddb');
    const names = (await factory.databases()).map((d) => d.name);
    expect(names).toContain(DRAFT_DB_NAME);
  });

  it('debounces writes: only the last value of a burst is written, after the delay', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    scheduleDraft('k', entry({ n: 1 }));
    await vi.advanceTimersByTimeAsync(DRAFT_DEBOUNCE_MS - 100);
    scheduleDraft('k', entry({ n: 2 }));
    await vi.advanceTimersByTimeAsync(DRAFT_DEBOUNCE_MS - 100);
    expect(await rawGet(factory, 'k')).toBeNull();
    await vi.advanceTimersByTimeAsync(200);
    await vi.waitFor(async () => expect(await rawGet(factory, 'k')).toMatchObject({ data: { n: 2 } }));
  });

  it('reads a waiting draft before it is written', async () => {
    scheduleDraft('k', entry({ n: 3 }));
    expect(await readDraft('k')).toMatchObject({ data: { n: 3 } });
  });

  it('flushes waiting writes when the page is hidden', async () => {
    scheduleDraft('k', entry({ n: 4 }));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(async () => expect(await rawGet(factory, 'k')).toMatchObject({ data: { n: 4 } }));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  });

  it('flushes waiting writes on pagehide and on flushDrafts()', async () => {
    scheduleDraft('a', entry({ n: 5 }));
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(async () => expect(await rawGet(factory, 'a')).toMatchObject({ data: { n: 5 } }));
    scheduleDraft('b', entry({ n: 6 }));
    await flushDrafts();
    expect(await rawGet(factory, 'b')).toMatchObject({ data: { n: 6 } });
  });

  it('removeDraft cancels a waiting write and deletes the stored one', async () => {
    scheduleDraft('k', entry({ n: 7 }));
    await flushDrafts();
    scheduleDraft('k', entry({ n: 8 }));
    await removeDraft('k');
    await flushDrafts();
    expect(await readDraft('k')).toBeNull();
    expect(await rawGet(factory, 'k')).toBeNull();
  });

  it('never offers a draft older than 7 days and deletes it', async () => {
    const now = Date.now();
    scheduleDraft('old', entry({ n: 1 }, now - DRAFT_TTL_MS - 1000));
    scheduleDraft('young', entry({ n: 2 }, now - DRAFT_TTL_MS + 60_000));
    await flushDrafts();
    expect(await readDraft('old', now)).toBeNull();
    expect(await rawGet(factory, 'old')).toBeNull();
    expect(await readDraft('young', now)).toMatchObject({ data: { n: 2 } });
  });

  it('removes expired drafts when the database is opened', async () => {
    const now = Date.now();
    scheduleDraft('old', entry({ n: 1 }, now - DRAFT_TTL_MS - 1));
    scheduleDraft('young', entry({ n: 2 }, now));
    await flushDrafts();
    const backend = await openDraftBackend(factory, now);
    // The opening purge ran before any read: the raw store no longer has it.
    expect(await backend.get('old')).toBeNull();
    expect(await backend.get('young')).toMatchObject({ data: { n: 2 } });
  });
});

describe('draft store without IndexedDB (private mode)', () => {
  it('falls back to memory when there is no IndexedDB', async () => {
    resetDraftStoreForTests(null);
    expect(await draftBackendKind()).toBe('memory');
    scheduleDraft('k', entry({ n: 1 }));
    await flushDrafts();
    expect(await readDraft('k')).toMatchObject({ data: { n: 1 } });
    await removeDraft('k');
    expect(await readDraft('k')).toBeNull();
  });

  it('falls back to memory when opening IndexedDB fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = {
      open: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    } as unknown as IDBFactory;
    resetDraftStoreForTests(broken);
    expect(await draftBackendKind()).toBe('memory');
    scheduleDraft('k', entry({ n: 2 }));
    await flushDrafts();
    expect(await readDraft('k')).toMatchObject({ data: { n: 2 } });
    expect(warn).toHaveBeenCalled();
  });
});
