import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { signToken, type TokenClaims } from '../../server/lib/jwt';
import {
  bindServerSecret,
  loadOrCreateSecret,
  loadServerSecret,
  SERVER_SECRET_FILE,
} from '../../server/security/secrets';
import { call, login } from './support/helpers';
import { createTestApp, TEST_SERVER_SECRET, type TestApp } from './support/test-app';

// Secrets are not plain rows (docs/decisions.md, "Secrets"): sys_secret is sealed with a server
// secret kept outside the database, and sys_session keeps only the SHA-256 of a session id.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as TokenClaims;
const me = (token: string) => call(t.app, 'GET', '/sys/user/getCurrentUserDeparts', { token });
const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

describe('sys_secret', () => {
  it('holds every named secret sealed: no row is a key, and a token signed with a row is refused', async () => {
    const token = await login(t.app);
    const names = ['token', 'code', 'datasource', 'third_app_secret_key'];
    const plain = await Promise.all(names.map((n) => loadOrCreateSecret(t.db, n)));
    expect(plain[0]).toBe(t.app.deps.tokenSecret);
    const rows = await t.db.query<{ name: string; value: string }>('SELECT name, value FROM sys_secret');
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(names));
    for (const row of rows) {
      expect(row.value).toMatch(/^sealed:v1:/);
      for (const p of plain) expect(row.value).not.toContain(p);
    }
    // Someone who read the table (a report, a backup) has no signing key.
    const claims = claimsOf(token);
    for (const row of rows) expect((await me(signToken(claims, row.value))).status).toBe(401);
    expect((await me(signToken(claims, t.app.deps.tokenSecret))).status).toBe(200);
  });

  it('seals a plain row left by an older version on the next start, keeping its value and tokens', async () => {
    const token = await login(t.app);
    const legacy = 'legacy-plain-signing-key-0123456789abcdef';
    await t.db.query("UPDATE sys_secret SET value = $1 WHERE name = 'token'", [legacy]);
    const restarted = await buildApp({ config: t.config, db: t.db });
    try {
      expect(restarted.deps.tokenSecret).toBe(legacy);
      const [row] = await t.db.query<{ value: string }>("SELECT value FROM sys_secret WHERE name = 'token'");
      expect(row?.value).toMatch(/^sealed:v1:/);
      expect(row?.value).not.toContain(legacy);
      // The session of a token signed with the old key goes on.
      const again = signToken(claimsOf(token), legacy);
      const res = await call(restarted, 'GET', '/sys/user/getCurrentUserDeparts', { token: again });
      expect(res.status).toBe(200);
    } finally {
      await restarted.close();
    }
  });

  it('refuses to start with another server secret, saying what to set', async () => {
    const config = { ...t.config, serverSecret: 'another-server-secret-of-enough-length-000' };
    try {
      await expect(buildApp({ config, db: t.db })).rejects.toThrow(/same SERVER_SECRET/);
    } finally {
      bindServerSecret(t.db, TEST_SERVER_SECRET);
    }
    expect((await me(await login(t.app))).status).toBe(200);
  });
});

describe('the server secret', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'cwxt-secret-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is generated once into DATA_DIR (owner-only) unless SERVER_SECRET is set', () => {
    const dataDir = join(dir, 'data');
    const first = loadServerSecret({ serverSecret: null, dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dataDir, SERVER_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(loadServerSecret({ serverSecret: null, dataDir })).toBe(first);
    const fromEnv = loadConfig({ SERVER_SECRET: 'x'.repeat(40), DATA_DIR: dataDir });
    expect(loadServerSecret(fromEnv)).toBe('x'.repeat(40));
    expect(() => loadConfig({ SERVER_SECRET: 'too-short' })).toThrow(/SERVER_SECRET/);
  });
});

describe('sys_session', () => {
  it('keeps the SHA-256 of the session id: the table holds no id a token could use', async () => {
    const token = await login(t.app);
    const { sid } = claimsOf(token);
    const rows = await t.db.query<{ id: string }>('SELECT id FROM sys_session');
    expect(rows.map((r) => r.id)).toContain(sha256(sid));
    expect(JSON.stringify(rows)).not.toContain(sid);
    // Even with the signing key, a session id read from the table is not a session.
    const forged = signToken({ ...claimsOf(token), sid: sha256(sid) }, t.app.deps.tokenSecret);
    expect((await me(forged)).status).toBe(401);
    expect((await me(token)).status).toBe(200);
  });
});
