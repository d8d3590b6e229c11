import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDirtyForms, setFormDirty } from '../../../../src/shared/platform/dirty-forms';
import {
  VERSION_RELOAD_KEY_PREFIX,
  VERSION_ROUTE_THROTTLE_MS,
  VERSION_URL,
  createVersionChecker,
  decideVersionAction,
  parseVersionBody,
} from '../../../../src/shared/platform/version-check';

afterEach(() => clearDirtyForms());

describe('decideVersionAction', () => {
  const base = { current: 'a1', remote: 'b2', dirty: false, alreadyReloadedFor: false };
  it.each([
    [{}, 'reload'],
    [{ remote: 'a1' }, 'none'],
    [{ remote: null }, 'none'],
    [{ dirty: true }, 'wait'],
    [{ alreadyReloadedFor: true }, 'none'],
    [{ alreadyReloadedFor: true, dirty: true }, 'none'],
    [{ remote: 'a1', dirty: true }, 'none'],
  ])('%o → %s', (patch, expected) => {
    expect(decideVersionAction({ ...base, ...patch })).toBe(expected);
  });
});

describe('parseVersionBody', () => {
  it.each([
    ['{"version":"m3k2-1a2b"}', 'm3k2-1a2b'],
    ['{"version":""}', null],
    ['{"version":42}', null],
    ['{}', null],
    ['null', null],
    // The index.html fallback of a server without version.json.
    ['<!doctype html><html></html>', null],
    [`{"version":"${'x'.repeat(101)}"}`, null],
  ])('%s → %s', (text, expected) => {
    expect(parseVersionBody(text)).toBe(expected);
  });
});

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

function setup(remote: string | null, opts: { now?: () => number } = {}) {
  const storage = memoryStorage();
  const reload = vi.fn();
  const fetchText = vi.fn(async (url: string) => {
    expect(url).toBe(VERSION_URL);
    return remote === null ? null : JSON.stringify({ version: remote });
  });
  const checker = createVersionChecker({
    current: 'build-1',
    fetchText,
    storage,
    reload,
    now: opts.now ?? (() => 1_000_000),
  });
  return { checker, storage, reload, fetchText };
}

describe('createVersionChecker', () => {
  it('does nothing while the server runs this build or has no version.json', async () => {
    const same = setup('build-1');
    expect(await same.checker.check()).toBe('none');
    const absent = setup(null);
    expect(await absent.checker.check()).toBe('none');
    const failing = setup('x');
    failing.fetchText.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await failing.checker.check()).toBe('none');
    expect(same.reload).not.toHaveBeenCalled();
    expect(absent.reload).not.toHaveBeenCalled();
    expect(failing.reload).not.toHaveBeenCalled();
  });

  it('reloads once for a new build and remembers it per version', async () => {
    const { checker, storage, reload } = setup('build-2');
    expect(await checker.check()).toBe('reload');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.map.has(`${VERSION_RELOAD_KEY_PREFIX}build-2`)).toBe(true);
    // The reloaded page still runs the old build (a broken deploy): no second reload.
    expect(await checker.check()).toBe('none');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the mark cannot be stored (could loop)', async () => {
    const { checker, storage, reload } = setup('build-2');
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    await checker.check();
    expect(reload).not.toHaveBeenCalled();
  });

  it('waits while a form is dirty and reloads once it is saved or left', async () => {
    const { checker, reload } = setup('build-2');
    setFormDirty('form-a', true);
    setFormDirty('form-b', true);
    expect(await checker.check()).toBe('wait');
    expect(await checker.check()).toBe('wait');
    expect(reload).not.toHaveBeenCalled();
    setFormDirty('form-a', false);
    expect(reload).not.toHaveBeenCalled();
    setFormDirty('form-b', false);
    expect(reload).toHaveBeenCalledTimes(1);
    // Not again when a form turns dirty and clean later.
    setFormDirty('form-a', true);
    setFormDirty('form-a', false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when disposed', async () => {
    const { checker, reload } = setup('build-2');
    setFormDirty('form-a', true);
    await checker.check();
    checker.dispose();
    setFormDirty('form-a', false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('checks on route changes at most once a minute', async () => {
    let now = 5_000_000;
    const { checker, fetchText } = setup('build-1', { now: () => now });
    checker.routeChanged();
    checker.routeChanged();
    expect(fetchText).toHaveBeenCalledTimes(1);
    now += VERSION_ROUTE_THROTTLE_MS - 1;
    checker.routeChanged();
    expect(fetchText).toHaveBeenCalledTimes(1);
    now += 1;
    checker.routeChanged();
    expect(fetchText).toHaveBeenCalledTimes(2);
  });
});
