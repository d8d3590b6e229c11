// Start-up (docs/decisions.md, start in a second): the server as `npm run serve` runs it (compiled
// JavaScript in dist-server/, built first), from a fresh data directory and again on the same one,
// each timed from spawn to the first 200 of an anonymous API read that touches the database; then
// the idle RSS after the restart. PGlite, and PostgreSQL when DATABASE_URL is set (a scratch
// database created and dropped). BENCH_ENTRY=tsx measures `tsx server/main.ts` instead (source).
//
//   npx tsx tests/bench/server-start.ts
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

const root = process.env.BENCH_ROOT ?? process.cwd();
const source = process.env.BENCH_ENTRY === 'tsx';
const PROBE = '/jeecg-boot/sys/user/checkOnlyUser?username=admin';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const { DATABASE_URL: _server, ...withoutDatabase } = process.env;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
}

// The anchor: Fastify and the same database, nothing else (one route answering SELECT 1).
const ANCHOR = `
import Fastify from 'fastify';
import { join } from 'node:path';
const url = process.env.DATABASE_URL;
let query;
if (url) {
  const pg = (await import('pg')).default;
  const pool = new pg.Pool({ connectionString: url });
  query = (sql) => pool.query(sql);
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(join(process.env.DATA_DIR, 'anchor-pglite'));
  await db.waitReady;
  query = (sql) => db.query(sql);
}
const app = Fastify();
app.get('${PROBE.split('?')[0]}', async () => (await query('SELECT 1 AS ok')).rows);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

async function start(
  env: Record<string, string>,
  anchor = false,
): Promise<{ child: ChildProcess; ms: number }> {
  const port = await freePort();
  const begin = performance.now();
  const [cmd, args] = anchor
    ? [process.execPath, ['--input-type=module', '-e', ANCHOR]]
    : source
      ? [join(root, 'node_modules', '.bin', 'tsx'), ['server/main.ts']]
      : [process.execPath, ['dist-server/main.js']];
  const child = spawn(cmd, args, {
    cwd: root,
    // DATABASE_URL only when the case sets it: the PGlite case must never reach the bench's server.
    env: { ...withoutDatabase, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}${PROBE}`);
      if (res.status === 200) return { child, ms: performance.now() - begin };
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

async function startTwice(env: Record<string, string>, anchor: boolean) {
  const fresh = await start(env, anchor);
  await stop(fresh.child);
  const restart = await start(env, anchor);
  await sleep(3000); // idle: start-up garbage collected, timers settled
  const rss = rssMb(restart.child.pid!);
  await stop(restart.child);
  return { fresh: fresh.ms / 1000, restart: restart.ms / 1000, rss };
}

async function measure(name: string, env: Record<string, string>): Promise<void> {
  const a = await startTwice(env, true);
  const o = await startTwice(env, false);
  const line = (what: string, key: 'fresh' | 'restart' | 'rss', unit: string) =>
    `${`${name} ${what}`.padEnd(24)} ${a[key].toFixed(2).padStart(7)} ${unit}  ${o[key].toFixed(2).padStart(7)} ${unit}  ${(o[key] / a[key]).toFixed(2).padStart(5)}×`;
  console.log(line('fresh → first 200', 'fresh', 's '));
  console.log(line('restart → first 200', 'restart', 's '));
  console.log(line('idle RSS', 'rss', 'MB'));
}

if (!source) {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('server build failed');
}
console.log(
  `server start-up, ${source ? 'tsx server/main.ts (source)' : 'node dist-server/main.js (compiled)'}`,
);
console.log(`${'figure'.padEnd(24)} ${'anchor (Fastify + database)'}  ours  ratio`);
const common = { ADMIN_PASSWORD: 'Admin@2025x', SERVER_SECRET: randomBytes(32).toString('base64url') };

const dataDir = mkdtempSync(join(tmpdir(), 'cwxt-start-'));
try {
  await measure('PGlite', { ...common, DATA_DIR: dataDir });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const url = process.env.DATABASE_URL;
if (url) {
  const name = `cwxt_start_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const pgDir = mkdtempSync(join(tmpdir(), 'cwxt-start-'));
  try {
    await measure('PostgreSQL', { ...common, DATA_DIR: pgDir, DATABASE_URL: target.toString() });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(pgDir, { recursive: true, force: true });
  }
}
