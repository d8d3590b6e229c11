import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { LOCKED_MESSAGE } from '../../server/modules/auth/lockout';
import { createUser } from './support/helpers';
import { ADMIN_PASSWORD, API, createTestApp, type TestApp } from './support/test-app';

/**
 * Lockout an attacker cannot aim (OWASP ASVS V2.2): failures are throttled per (account, address)
 * with growing delays, an address failing on many accounts is stopped, and nobody elsewhere can
 * lock an owner out of the address they use. Time is moved by moving the stored times back.
 */
let t: TestApp;
const BAD = '用户名或密码错误';
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  // Created before any test moves the clock (ids follow the time).
  for (const [username, password] of [
    ['slowme', 'Slow@20255'],
    ['desk1', 'Desk@20255'],
    ['desk2', 'Desk@20255'],
    ['botnet1', 'Botnet@2025'],
    ['twoproc', 'TwoProc@2025'],
  ] as const)
    await createUser(t, { username, password });
}, 180_000);
afterAll(() => t.close());

function attempt(username: string, password: string, ip: string, app = t.app) {
  return app
    .inject({ method: 'POST', url: `${API}/sys/login`, payload: { username, password }, remoteAddress: ip })
    .then((res) => res.json<{ success: boolean; message: string }>());
}

async function messagesOf(n: number, username: string, ip: string): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push((await attempt(username, `Wrong@2025${i}`, ip)).message);
  return out;
}

/**
 * Lets `ms` pass for the throttle by moving its stored times back (a fake clock for the server
 * would also move the id generator, which every later test in this worker shares).
 */
const advance = (ms: number) =>
  t.db.query(
    `UPDATE sys_login_throttle SET last_failure_at = last_failure_at - $1 * interval '1 millisecond',
       blocked_until = blocked_until - $1 * interval '1 millisecond'`,
    [ms],
  );

describe('login throttling', () => {
  it('50 failures for admin from one address do not stop admin signing in from another', async () => {
    const messages = await messagesOf(50, 'admin', '10.66.0.1');
    expect(messages.slice(0, 4)).toEqual(Array(4).fill(BAD));
    // The attacker's own address is refused from the fifth failure on, right password or not.
    expect(messages.slice(4)).toEqual(Array(46).fill(LOCKED_MESSAGE));
    expect((await attempt('admin', ADMIN_PASSWORD, '10.66.0.1')).message).toBe(LOCKED_MESSAGE);
    // The owner, from a new address and from the usual one, signs in at once.
    expect(await attempt('admin', ADMIN_PASSWORD, '10.66.0.2')).toMatchObject({ success: true });
    expect(await attempt('admin', ADMIN_PASSWORD, '127.0.0.1')).toMatchObject({ success: true });
    // Only five password checks were counted for the pair; the refused ones cost nothing.
    const [pair] = await t.db.query<{ failures: number }>(
      "SELECT failures FROM sys_login_throttle WHERE kind = 'pair' AND username = 'admin' AND ip = '10.66.0.1'",
    );
    expect(pair?.failures).toBe(5);
  });

  it('stops an address that fails on many accounts, except where it is already known', async () => {
    const ip = '10.66.2.1';
    // desk1 has signed in from this address before (a shared office address).
    expect(await attempt('desk1', 'Desk@20255', ip)).toMatchObject({ success: true });
    for (let i = 0; i < 30; i++)
      expect((await attempt(`spray${i}`, 'Spray@2025', ip)).message, `account ${i}`).toBe(BAD);
    // The ceiling is reached: a new account, even with its right password, is refused here ...
    expect((await attempt('desk2', 'Desk@20255', ip)).message).toBe(LOCKED_MESSAGE);
    expect((await attempt('spray99', 'Spray@2025', ip)).message).toBe(LOCKED_MESSAGE);
    // ... and elsewhere it is not; the known account still signs in from the office address.
    expect(await attempt('desk2', 'Desk@20255', '10.66.2.2')).toMatchObject({ success: true });
    expect(await attempt('desk1', 'Desk@20255', ip)).toMatchObject({ success: true });
  });

  it('slows guessing from many addresses without touching the addresses the owner uses', async () => {
    expect(await attempt('botnet1', 'Botnet@2025', '10.66.3.250')).toMatchObject({ success: true });
    for (let i = 0; i < 100; i++) await attempt('botnet1', 'Guess@2025', `10.67.${i >> 8}.${i & 255}`);
    expect((await attempt('botnet1', 'Botnet@2025', '10.68.0.1')).message).toBe(LOCKED_MESSAGE);
    expect(await attempt('botnet1', 'Botnet@2025', '10.66.3.250')).toMatchObject({ success: true });
  }, 120_000);

  it('is shared by every server process on the same database', async () => {
    const second = await buildApp({ config: t.config, db: t.db });
    try {
      expect((await messagesOf(5, 'twoproc', '10.66.4.1')).at(-1)).toBe(LOCKED_MESSAGE);
      expect((await attempt('twoproc', 'TwoProc@2025', '10.66.4.1', second)).message).toBe(LOCKED_MESSAGE);
      expect(await attempt('twoproc', 'TwoProc@2025', '10.66.4.2', second)).toMatchObject({ success: true });
    } finally {
      await second.close();
    }
  });
  it('delays the same address more after each further failure (1, 2, 4 minutes)', async () => {
    const ip = '10.66.1.1';
    expect((await messagesOf(5, 'slowme', ip)).at(-1)).toBe(LOCKED_MESSAGE);
    for (const minutes of [1, 2, 4]) {
      await advance(minutes * MINUTE - 5_000);
      expect((await attempt('slowme', 'Slow@20255', ip)).message, `${minutes} min`).toBe(LOCKED_MESSAGE);
      await advance(10_000);
      // One more check is allowed; a wrong one starts a longer wait.
      expect((await attempt('slowme', 'Wrong@20251', ip)).message).toBe(LOCKED_MESSAGE);
    }
    await advance(8 * MINUTE + 5_000);
    expect(await attempt('slowme', 'Slow@20255', ip)).toMatchObject({ success: true });
    // Success starts the pair afresh: four plain failures again before the next wait.
    expect(await messagesOf(4, 'slowme', ip)).toEqual(Array(4).fill(BAD));
  });
});
