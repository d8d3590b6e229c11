// Real server processes for the fault tests: started, SIGKILLed and restarted on the same data
// (the embedded database's directory or a PostgreSQL database) and, when asked, the same port.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_PASSWORD, DATA_TEMPLATE, freePort, serverEnv } from '../../e2e/support/server';

export const root = join(import.meta.dirname, '..', '..', '..');
export { ADMIN_PASSWORD };

export { freePort };

/** Polls `check` until it answers a truthy value or the ceiling passes (then throws `what`). */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | null | undefined | false>,
  ms = 60_000,
) {
  const deadline = Date.now() + ms;
  let lastError: unknown = null;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value;
    } catch (err) {
      lastError = err;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`);
}

/** A fresh DATA_DIR, from the e2e template when there is one (skips PGlite's initdb and seed). */
export function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cwxt-fault-'));
  if (existsSync(join(DATA_TEMPLATE, 'ready'))) cpSync(DATA_TEMPLATE, dir, { recursive: true });
  return dir;
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  apiBase: string;
  output(): string;
  /** SIGKILL: no shutdown hook runs, nothing is flushed. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (graceful), SIGKILL after 15 s. */
  stop(): Promise<void>;
}

export interface ServerOptions {
  dataDir: string;
  /** PostgreSQL instead of the embedded database. */
  databaseUrl?: string;
  port?: number;
  env?: Record<string, string>;
  /** A shell prefix for the spawned process (e.g. `ulimit -f 2048;`). */
  shellPrefix?: string;
}

/** Starts `tsx server/main.ts` and waits until it answers HTTP. */
export async function startProcess(options: ServerOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  // node with tsx's loader, not the tsx CLI: the CLI runs the server in a child of its own, so a
  // SIGKILL to the CLI would leave the real server running.
  const args = ['--import', 'tsx', 'server/main.ts'];
  const env = serverEnv({
    port,
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    // The fault tests time their kills on the request log lines, which the quiet default leaves out.
    env: { LOG_LEVEL: 'info', ...options.env },
  });
  // With a prefix the shell execs node, so the pid we hold is the server's own.
  const child = options.shellPrefix
    ? spawn('/bin/sh', ['-c', `${options.shellPrefix} exec "${process.execPath}" ${args.join(' ')}`], {
        cwd: root,
        env,
      })
    : spawn(process.execPath, args, { cwd: root, env });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    'the server to answer',
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
      return (await fetch(url)).ok;
    },
    120_000,
  ).catch((err: unknown) => {
    child.kill('SIGKILL');
    throw new Error(`${String(err)}\n${out.slice(-4000)}`);
  });
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  return {
    child,
    port,
    url,
    apiBase: `${url}/jeecg-boot`,
    output: () => out,
    async kill() {
      if (gone()) return;
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (gone()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
