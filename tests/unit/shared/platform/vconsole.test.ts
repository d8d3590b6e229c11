import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The real vConsole draws into the DOM; the decision and the load/unload bookkeeping are under test.
const created: Array<{ destroy: ReturnType<typeof vi.fn> }> = [];
vi.mock('vconsole', () => ({
  default: class {
    destroy = vi.fn();
    constructor() {
      created.push(this);
    }
  },
}));

const WECOM = 'Mozilla/5.0 (iPhone) wxwork/4.1.22 MicroMessenger/7.0.1';
const DINGTALK = 'Mozilla/5.0 (Linux; Android 13) DingTalk/7.6.8';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0) Chrome/130.0';

async function fresh() {
  vi.resetModules();
  const decision = await import('../../../../src/shared/platform/vconsole');
  const runtime = await import('../../../../src/shared/platform/vconsole-runtime');
  return { ...decision, ...runtime };
}

beforeEach(() => {
  created.length = 0;
});
afterEach(() => vi.resetModules());

describe('shouldLoadVConsole', () => {
  it.each([
    ['?debug=1', WECOM, false, undefined, true],
    ['?debug=1', DINGTALK, false, undefined, true],
    ['?vconsole=1', WECOM, false, undefined, true],
    ['?a=2&debug=1', DINGTALK, false, undefined, true],
    ['?debug=1', CHROME, true, undefined, true],
    // A plain browser has devtools: a stray ?debug=1 link does nothing there.
    ['?debug=1', CHROME, false, undefined, false],
    ['?debug=0', WECOM, false, undefined, false],
    ['?debug=true', WECOM, false, undefined, false],
    ['', WECOM, true, undefined, false],
    ['', WECOM, false, false, false],
    // The per-user switch is an explicit choice: it works everywhere.
    ['', CHROME, false, true, true],
    ['', WECOM, false, true, true],
  ])('%s %s dev=%s setting=%s → %s', async (search, userAgent, dev, userSetting, expected) => {
    const { shouldLoadVConsole } = await fresh();
    expect(shouldLoadVConsole({ search, userAgent, dev, userSetting })).toBe(expected);
  });

  it('debugRequested reads both parameters', async () => {
    const { debugRequested } = await fresh();
    expect(debugRequested('?debug=1')).toBe(true);
    expect(debugRequested('?vconsole=1')).toBe(true);
    expect(debugRequested('?debug=2&vconsole=0')).toBe(false);
    expect(debugRequested('')).toBe(false);
  });
});

describe('loading and the user setting', () => {
  const plain = { search: '', userAgent: CHROME, dev: false };

  it('boot loads nothing without a request, and once with one', async () => {
    const m = await fresh();
    expect(await m.maybeLoadVConsole(plain)).toBe(false);
    expect(created).toHaveLength(0);
    expect(await m.maybeLoadVConsole({ ...plain, search: '?debug=1', userAgent: WECOM })).toBe(true);
    await m.loadVConsole();
    expect(created).toHaveLength(1);
    expect(m.isVConsoleLoaded()).toBe(true);
  });

  it('the switch loads the console, switching it off removes it', async () => {
    const m = await fresh();
    await Promise.all([m.applyDebugConsoleSetting(true, plain), m.applyDebugConsoleSetting(true, plain)]);
    expect(created).toHaveLength(1);
    await m.applyDebugConsoleSetting(false, plain);
    expect(created[0]?.destroy).toHaveBeenCalledTimes(1);
    expect(m.isVConsoleLoaded()).toBe(false);
    await m.applyDebugConsoleSetting(true, plain);
    expect(created).toHaveLength(2);
  });

  it('switching off keeps a console the URL asked for', async () => {
    const m = await fresh();
    const asked = { search: '?debug=1', userAgent: DINGTALK, dev: false };
    await m.maybeLoadVConsole(asked);
    await m.applyDebugConsoleSetting(false, asked);
    expect(created[0]?.destroy).not.toHaveBeenCalled();
    expect(m.isVConsoleLoaded()).toBe(true);
  });

  it('an off setting read after sign-in does nothing when nothing was loaded', async () => {
    const m = await fresh();
    await m.applyDebugConsoleSetting(false, plain);
    expect(created).toHaveLength(0);
  });
});
