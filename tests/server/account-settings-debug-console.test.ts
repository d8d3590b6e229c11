import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/helpers';
import { signedInUser } from './support/identity-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** 个人设置 → 调试控制台: stored per user in sys_user_setting.debug_console (issue 8 webview layer). */

let t: TestApp;
let carol: { id: string; token: string };
let dave: { id: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  carol = await signedInUser(t, 'carol_dbg');
  dave = await signedInUser(t, 'dave_dbg');
});
afterAll(() => t.close());

const URL = '/sys/user/setting/notification';
const get = (token: string) => call<Record<string, unknown>>(t.app, 'GET', URL, { token });
const put = (token: string, body: Record<string, unknown>) =>
  call<Record<string, unknown>>(t.app, 'PUT', URL, { token, body });

async function column(userId: string): Promise<number | null> {
  const rows = await t.db.query<{ debug_console: number }>(
    'SELECT debug_console FROM sys_user_setting WHERE user_id = $1',
    [userId],
  );
  return rows[0] ? Number(rows[0].debug_console) : null;
}

describe('debug console setting', () => {
  it('is off until switched on, then stored for the caller only', async () => {
    expect((await get(carol.token)).body.result).toMatchObject({ debugConsole: false });
    const res = await put(carol.token, { debugConsole: true });
    expect(res.body).toMatchObject({ success: true, message: '保存成功', result: { debugConsole: true } });
    expect(await column(carol.id)).toBe(1);
    expect((await get(carol.token)).body.result).toMatchObject({ debugConsole: true });
    expect((await get(dave.token)).body.result).toMatchObject({ debugConsole: false });
    expect(await column(dave.id)).toBeNull();
  });

  it('keeps the other preferences when it changes, and they keep it', async () => {
    await put(carol.token, { notifySpeech: false });
    expect((await get(carol.token)).body.result).toMatchObject({ notifySpeech: false, debugConsole: true });
    await put(carol.token, { debugConsole: 0 });
    expect((await get(carol.token)).body.result).toMatchObject({ notifySpeech: false, debugConsole: false });
    expect(await column(carol.id)).toBe(0);
  });

  it('refuses a value that is not a switch and changes nothing', async () => {
    await put(carol.token, { debugConsole: '1' });
    const before = (await get(carol.token)).body.result;
    const bad = await put(carol.token, { notifySystem: false, debugConsole: 'maybe' });
    expect(bad.body).toMatchObject({ success: false, message: '调试控制台只能是开或关' });
    expect((await get(carol.token)).body.result).toEqual(before);
    expect(await column(carol.id)).toBe(1);
  });

  it('needs a session', async () => {
    expect((await call(t.app, 'PUT', URL, { body: { debugConsole: true } })).status).toBe(401);
  });
});
