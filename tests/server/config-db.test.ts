import { BIZ_MENU_ROW_COUNT } from '../../server/db/seed/business/menu-pages';
import { DEMO_PLANT_COUNT, demoPlantOrgCode } from '../../server/db/seed/business/ids';
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { ConfigError, loadConfig } from '../../server/config';
import { migrate } from '../../server/db/migrate';
import { adminMenuRows } from '../../server/db/seed/admin-menus';
import { runSeed } from '../../server/db/seed/run-seed';
import { verifyPassword } from '../../server/lib/password';
import { createTestApp } from './support/test-app';

describe('config', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      apiBase: '/jeecg-boot',
      databaseUrl: null,
      adminPassword: null,
      loginCaptcha: true,
      selfRegistration: true,
      sessionIdleMinutes: 120,
      sessionMaxHours: 12,
      corsOrigins: [],
      tenantHeader: 'X-Tenant-Id',
      smsProvider: 'log',
    });
    expect(c.staticDir.endsWith('dist')).toBe(true);
  });

  it('fails fast with every problem listed', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        LOGIN_CAPTCHA: 'maybe',
        DATABASE_URL: 'mysql://x',
        ADMIN_PASSWORD: 'admin',
        TENANT_HEADER: 'X-Tenant',
        CORS_ORIGINS: 'https://ok.example.com,not an origin',
        SMS_PROVIDER: 'aliyun',
        SESSION_IDLE_MINUTES: '0',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const key of [
      'PORT',
      'LOGIN_CAPTCHA',
      'DATABASE_URL',
      'ADMIN_PASSWORD',
      'TENANT_HEADER',
      'CORS_ORIGINS',
      'SMS_PROVIDER',
      'SESSION_IDLE_MINUTES',
    ]) {
      expect(problems).toContain(key);
    }
  });
});

describe('migrations and seed', () => {
  it('are idempotent and never overwrite the admin password', async () => {
    const t = await createTestApp();
    try {
      expect(await migrate(t.db)).toEqual([]);
      const again = await runSeed(t.db, { adminPassword: 'Changed@2025', adminPhone: null });
      expect(again.generatedAdminPassword).toBeNull();
      const admin = await t.db.query<{ password: string; salt: string }>(
        "SELECT password, salt FROM sys_user WHERE username = 'admin'",
      );
      expect(admin).toHaveLength(1);
      expect(await verifyPassword('Changed@2025', admin[0]!.salt, admin[0]!.password)).toBe(false);
      const counts = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sys_permission');
      // 4 base menus, 示例 › 组件示例, 系统管理 + its pages and buttons, the business menus and the two
      // hidden routes JeecgBoot's header and bell open (account settings, all announcements), once
      // each however often the seed runs.
      expect(counts[0]?.n).toBe(10 + adminMenuRows().length + BIZ_MENU_ROW_COUNT);
      const departs = await t.db.query<{ org_code: string }>(
        'SELECT org_code FROM sys_depart ORDER BY org_code',
      );
      // The organisation, then one company per demo plant beyond the first three (A05…A31).
      const plantDeparts = Array.from({ length: DEMO_PLANT_COUNT - 3 }, (_, i) => demoPlantOrgCode(i + 4));
      expect(departs.map((d) => d.org_code)).toEqual([
        'A01',
        'A01A01',
        'A01A02',
        'A02',
        'A03',
        'A04',
        ...plantDeparts,
      ]);
      const roles = await t.db.query<{ role_code: string }>(
        'SELECT role_code FROM sys_role ORDER BY role_code',
      );
      expect(roles.map((r) => r.role_code)).toEqual(['admin', 'grid_staff', 'guest', 'leader', 'plant_user']);
      const guestGrants = await t.db.query(
        "SELECT 1 FROM sys_role_permission rp JOIN sys_role r ON r.id = rp.role_id WHERE r.role_code = 'guest'",
      );
      expect(guestGrants).toHaveLength(0);
      const secrets = await t.db.query<{ value: string }>('SELECT value FROM sys_secret');
      expect(secrets.every((s) => s.value.length >= 64)).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('generates a strong admin password when ADMIN_PASSWORD is unset', async () => {
    const t = await createTestApp();
    try {
      await t.db.query("DELETE FROM sys_user WHERE username = 'admin'");
      const { generatedAdminPassword } = await runSeed(t.db, { adminPassword: null, adminPhone: null });
      expect(generatedAdminPassword).toMatch(/^(?=.*[a-zA-Z])(?=.*\d)(?=.*[!@#$%^&*_+\-=?]).{16}$/);
      const again = await runSeed(t.db, { adminPassword: null, adminPhone: null });
      expect(again.generatedAdminPassword).toBeNull();
    } finally {
      await t.close();
    }
  });
});

describe('PostgreSQL pool', () => {
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'survives an idle connection killed by the server, without crashing the process',
    async () => {
      const t = await createTestApp();
      try {
        const [row] = await t.db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        await admin.query('SELECT pg_terminate_backend($1)', [row?.pid]);
        await admin.end();
        // The pool notices the dead idle client, drops it and answers from a new connection.
        await expect
          .poll(async () => (await t.db.query<{ one: number }>('SELECT 1 AS one').catch(() => []))[0]?.one)
          .toBe(1);
      } finally {
        await t.close();
      }
    },
  );
});
