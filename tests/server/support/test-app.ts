import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../../../server/app';
import { loadConfig, type Config } from '../../../server/config';
import type { Db } from '../../../server/db/db';
import { migrate } from '../../../server/db/migrate';
import { openPg } from '../../../server/db/pg-db';
import { openMemoryPglite } from '../../../server/db/pglite-db';
import { runSeed } from '../../../server/db/seed/run-seed';
import type { SmsProvider } from '../../../server/modules/sms/provider';
import type { RateLimits } from '../../../server/plugins/rate-limit';

export const ADMIN_PASSWORD = 'Admin@2025x';
/** The server secret of this worker's test apps (set so tests write no DATA_DIR/server-secret). */
export const TEST_SERVER_SECRET = randomBytes(32).toString('base64url');
export const API = '/jeecg-boot';

/** Records codes instead of printing them, so tests can read what a phone would receive. */
export class CapturingSms implements SmsProvider {
  readonly sent: Array<{ mobile: string; code: string; smsmode: string }> = [];
  async send(mobile: string, code: string, smsmode: string): Promise<void> {
    this.sent.push({ mobile, code, smsmode });
  }
  lastCode(mobile: string): string {
    const hit = [...this.sent].reverse().find((s) => s.mobile === mobile);
    if (!hit) throw new Error(`no SMS sent to ${mobile}`);
    return hit.code;
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  sms: CapturingSms;
  close(): Promise<void>;
}

const HIGH_LIMITS: RateLimits = Object.fromEntries(
  ['login', 'captcha', 'sms', 'register', 'checkOnlyUser', 'phoneVerification', 'passwordChange'].map((k) => [
    k,
    { max: 100_000, windowMs: 60_000 },
  ]),
) as RateLimits;

type SeedOptions = Parameters<typeof runSeed>[1];

/**
 * One migrated and seeded PGlite per worker and seed, dumped once; every test app starts from the
 * dump, which skips initdb, migrations and seeding (most of a test file's set-up time).
 */
const snapshots = new Map<string, Promise<Blob>>();

function seededSnapshot(seed: SeedOptions): Promise<Blob> {
  const key = JSON.stringify(seed);
  let snapshot = snapshots.get(key);
  if (!snapshot) {
    snapshot = (async () => {
      const db = await openMemoryPglite();
      await migrate(db);
      await runSeed(db, seed);
      const dump = await db.dump();
      await db.close();
      return dump;
    })();
    snapshots.set(key, snapshot);
  }
  return snapshot;
}

/**
 * In-memory PGlite started from the seeded snapshot, or a fresh database on TEST_DATABASE_URL's
 * server (dropped on close; migrated and seeded by the caller).
 */
async function openTestDb(seed: SeedOptions): Promise<{ db: Db; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    return { db: await openMemoryPglite(await seededSnapshot(seed)), drop: async () => undefined };
  const name = `cwxt_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openPg(url.toString(), 4);
  return {
    db,
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function createTestApp(
  opts: {
    env?: Record<string, string>;
    rateLimits?: Partial<RateLimits>;
    extraRoutes?: BuildAppOptions['extraRoutes'];
    /** Run the job scheduler (off by default: tests keep their databases to themselves). */
    scheduler?: boolean;
    /**
     * Seed the business demo data (plants and their companies, settlements, invoices…); on by
     * default. Tests of the organisation trees turn it off to keep the bare six departments.
     */
    businessDemo?: boolean;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({
    ADMIN_PASSWORD,
    LOGIN_CAPTCHA: 'off',
    ADMIN_PHONE: '13800138000',
    SERVER_SECRET: TEST_SERVER_SECRET,
    ...opts.env,
  });
  const seed: SeedOptions = {
    adminPassword: config.adminPassword,
    adminPhone: config.adminPhone,
    businessDemo: opts.businessDemo ?? true,
  };
  const { db, drop } = await openTestDb(seed);
  // Idempotent on a snapshot (nothing left to do); the real work on a fresh PostgreSQL database.
  await migrate(db);
  await runSeed(db, seed);
  const sms = new CapturingSms();
  const app = await buildApp({
    config,
    db,
    sms,
    rateLimits: { ...HIGH_LIMITS, ...opts.rateLimits },
    extraRoutes: opts.extraRoutes,
    scheduler: opts.scheduler,
  });
  return {
    app,
    db,
    config,
    sms,
    close: async () => {
      await app.close();
      await db.close();
      await drop();
    },
  };
}
