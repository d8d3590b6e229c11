// The PostgreSQL the load run uses. With TEST_DATABASE_URL: a fresh database on that server (so
// the run never touches the tables other tests use), dropped afterwards. Without it: a throwaway
// cluster like .ci/run makes (initdb as the postgres user into a temp dir, a free loopback port,
// fsync off), stopped and removed afterwards.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './server';

export interface Database {
  url: string;
  drop: () => Promise<void>;
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function freshDatabaseOn(serverUrl: string): Promise<Database> {
  // The name comes from code only (pid + time), never from input.
  const name = `cwxt_load_${process.pid}_${Date.now()}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

function pgBin(): string {
  const base = '/usr/lib/postgresql';
  const versions = readdirSync(base)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions[versions.length - 1];
  if (!newest) throw new Error('PostgreSQL is not installed (no /usr/lib/postgresql/<version>/bin)');
  return join(base, newest, 'bin');
}

/** Runs a command as the postgres user (initdb refuses root), as .ci/run does. */
function asPostgres(command: string): void {
  execFileSync('su', ['postgres', '-c', command], { stdio: 'pipe' });
}

async function throwawayCluster(): Promise<Database> {
  const bin = pgBin();
  const dir = mkdtempSync(join(tmpdir(), 'cwxt-load-pg-'));
  chmodSync(dir, 0o777);
  execFileSync('chown', ['postgres:postgres', dir]);
  const port = await freePort();
  const data = join(dir, 'data');
  const stop = () => {
    try {
      asPostgres(`${bin}/pg_ctl -D ${data} -m fast stop`);
    } catch {
      // not running (start failed or already stopped)
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    asPostgres(`${bin}/initdb -D ${data} -A trust -U postgres --no-sync`);
    // 200 sessions against a pool per server process: the default 100 connections are plenty, but
    // the bench must not depend on it, so it is raised explicitly.
    asPostgres(
      `${bin}/pg_ctl -D ${data} -o '-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300' -l ${dir}/log -w start`,
    );
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, drop: async () => stop() };
}

export async function openDatabase(): Promise<Database> {
  const shared = process.env.TEST_DATABASE_URL?.trim();
  return shared ? freshDatabaseOn(shared) : throwawayCluster();
}
