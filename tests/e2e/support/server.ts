import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..', '..');

export const ADMIN_PASSWORD = 'E2e#Admin2025';
export const ADMIN_PHONE = '13800138000';

export interface RunningServer {
  url: string;
  /** The server's DATA_DIR (removed by stop unless kept). */
  dataDir: string;
  apiBase: string;
  output: () => string;
  /** Waits for the log SMS provider's line for this phone and returns the newest code. */
  waitForSms: (mobile: string, after?: number) => Promise<string>;
  stop: (options?: { keepData?: boolean }) => Promise<void>;
}

/** A free loopback port (also used by the load bench and the fault tests). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start within 60 s:\n${log()}`);
}

/**
 * A data directory the server has already initialised, migrated and seeded (global-setup.ts makes
 * it once per run): each test server starts from a copy, which skips PGlite's initdb and the seed.
 * Without it (the bench, a single file run by hand) the server starts from scratch as before.
 */
export const DATA_TEMPLATE = join(root, '.tmp', 'e2e-data-template');

/**
 * The environment of a test server process (browser tests, fault tests, the load bench): loopback,
 * its own data directory, the known admin, no captcha, SMS codes logged; PGlite unless a URL is given.
 */
export function serverEnv(opts: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    DATA_DIR: opts.dataDir,
    DATABASE_URL: opts.databaseUrl ?? '',
    ADMIN_PASSWORD,
    ADMIN_PHONE,
    // The slider is the human check the browser tests drag (the server does not check it); the
    // image captcha, which a test cannot read, is off that way.
    LOGIN_CAPTCHA: 'on',
    LOGIN_HUMAN_CHECK: 'slider',
    SMS_PROVIDER: 'log',
    ...opts.env,
  };
}

/** Starts the real server (built client, fresh embedded database) on a free loopback port. */
export async function startServer(
  env: Record<string, string> = {},
  options: { template?: boolean } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'cwxt-e2e-'));
  if (options.template !== false && existsSync(join(DATA_TEMPLATE, 'ready'))) {
    cpSync(DATA_TEMPLATE, dataDir, { recursive: true });
  }
  let out = '';
  const child = spawn(join(root, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    cwd: root,
    env: serverEnv({ port, dataDir, env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(url, child, () => out);

  return {
    url,
    dataDir,
    apiBase: `${url}/jeecg-boot`,
    output: () => out,
    async waitForSms(mobile, after = 0) {
      const deadline = Date.now() + 10_000;
      const re = new RegExp(`\\[sms\\] mobile=${mobile} mode=\\d code=(\\d{6})`, 'g');
      while (Date.now() < deadline) {
        const codes = [...out.slice(after).matchAll(re)].map((m) => m[1] as string);
        if (codes.length) return codes[codes.length - 1] as string;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no SMS for ${mobile} in server output`);
    },
    async stop(options = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
