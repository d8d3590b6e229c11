// The real server as its own process for the load run (like tests/e2e/support/server.ts, but run
// as `node --import tsx` so the spawned pid IS the server and its RSS can be read from /proc), plus
// the RSS sampler.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, serverEnv } from '../../e2e/support/server';
import type { RssSample } from './stats';

const root = join(import.meta.dirname, '..', '..', '..');

export const ADMIN_PASSWORD = 'Load#Admin2025';

export { freePort };

export interface LoadServer {
  pid: number;
  apiBase: string;
  wsBase: string;
  /** The tail of the server's output (for a failure report). */
  output: () => string;
  /** True while the process runs; a crash during the run is an error of the run. */
  alive: () => boolean;
  stop: () => Promise<void>;
}

const OUTPUT_TAIL = 64 * 1024;

export async function startLoadServer(databaseUrl: string): Promise<LoadServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'cwxt-load-'));
  let out = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: serverEnv({ port, dataDir, databaseUrl, env: { ADMIN_PASSWORD } }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Only the tail is kept: 200 sessions for 10 minutes log far more than is worth holding.
  const keep = (d: Buffer) => {
    out += d.toString();
    if (out.length > 2 * OUTPUT_TAIL) out = out.slice(-OUTPUT_TAIL);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out.slice(-OUTPUT_TAIL)}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within 120 s:\n${out.slice(-OUTPUT_TAIL)}`);
    }
    try {
      if ((await fetch(url)).status < 500) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    pid: child.pid ?? 0,
    apiBase: `${url}/jeecg-boot`,
    wsBase: `ws://127.0.0.1:${port}/jeecg-boot`,
    output: () => out.slice(-OUTPUT_TAIL),
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** VmRSS of a process in kB (null once it is gone). */
export function rssKb(pid: number): number | null {
  try {
    const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

/** Samples the RSS every `everyMs` from now on; stop() returns the samples. */
export function sampleRss(pid: number, everyMs = 10_000): { stop: () => RssSample[] } {
  const start = Date.now();
  const samples: RssSample[] = [];
  const take = () => {
    const kb = rssKb(pid);
    if (kb !== null) samples.push({ atMs: Date.now() - start, kb });
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}
