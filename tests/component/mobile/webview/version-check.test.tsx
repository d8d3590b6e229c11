import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../../../src/shared/platform/browser-location';
import { clearDirtyForms, setFormDirty } from '../../../../src/shared/platform/dirty-forms';
import {
  VERSION_POLL_MS,
  installVersionCheck,
  noteRouteChange,
} from '../../../../src/shared/platform/version-check';

/** The browser wiring of the version check: visibility, route changes, the 5-minute poll, fetch. */

let uninstall: () => void = () => undefined;
let served: string;
const fetchMock = vi.fn(
  async (_url: RequestInfo | URL, _init?: RequestInit) =>
    new Response(served, { status: 200, headers: { 'content-type': 'application/json' } }),
);
const reload = vi.fn();
const realReload = browserLocation.reload;

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  served = JSON.stringify({ version: 'build-1' });
  fetchMock.mockClear();
  reload.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  browserLocation.reload = reload;
});
afterEach(() => {
  uninstall();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  browserLocation.reload = realReload;
  clearDirtyForms();
  setVisibility('visible');
});

describe('installVersionCheck', () => {
  it('does nothing in dev (no build id)', () => {
    uninstall = installVersionCheck(null);
    setVisibility('visible');
    noteRouteChange();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks /version.json uncached when the page comes back to the foreground', async () => {
    uninstall = installVersionCheck('build-1');
    setVisibility('hidden');
    expect(fetchMock).not.toHaveBeenCalled();
    setVisibility('visible');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/version.json');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ cache: 'no-store' });
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once after a deployment, on a route change; never twice for that build', async () => {
    served = JSON.stringify({ version: 'build-2' });
    uninstall = installVersionCheck('build-1');
    noteRouteChange();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    uninstall();
    // The "reloaded" page still runs build-1 (the deployment is broken): no loop.
    uninstall = installVersionCheck('build-1');
    noteRouteChange();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await new Promise((r) => setTimeout(r, 10));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('polls every five minutes and waits for a dirty form', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    served = JSON.stringify({ version: 'build-2' });
    setFormDirty('form', true);
    uninstall = installVersionCheck('build-1');
    vi.advanceTimersByTime(VERSION_POLL_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 10));
    expect(reload).not.toHaveBeenCalled();
    setFormDirty('form', false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ignores an HTML answer (a server without version.json falling back to the index)', async () => {
    served = '<!doctype html><html></html>';
    uninstall = installVersionCheck('build-1');
    noteRouteChange();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 10));
    expect(reload).not.toHaveBeenCalled();
  });
});
