// A throwaway PostgreSQL cluster the test owns (like .ci/run: initdb as the postgres user on a
// private port), so it can be stopped and started under a running server.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from './proc';

function pgBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(a) - Number(b));
  const last = versions[versions.length - 1];
  return last && existsSync(join(base, last, 'bin', 'pg_ctl')) ? join(base, last, 'bin') : null;
}

function postgresUid(): { uid: number; gid: number } | null {
  try {
    const id = (flag: string) =>
      Number(execFileSync('id', [flag, 'postgres'], { stdio: 'pipe' }).toString().trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return null;
  }
}

/** Why a cluster cannot be made here, or null when it can. */
export function clusterSkipReason(): string | null {
  if (!pgBin()) return 'no PostgreSQL server binaries under /usr/lib/postgresql (.ci/run installs them)';
  if (userInfo().uid !== 0) return 'initdb must run as the postgres user, which needs root (as in .ci/run)';
  if (!postgresUid()) return 'no postgres system user';
  return null;
}

export interface Cluster {
  url: string;
  stop(): void;
  start(): void;
  destroy(): void;
}

export async function createCluster(): Promise<Cluster> {
  const bin = pgBin()!;
  const owner = postgresUid()!;
  const dir = mkdtempSync(join(tmpdir(), 'cwxt-fault-pg-'));
  chownSync(dir, owner.uid, owner.gid);
  const port = await freePort();
  const data = join(dir, 'data');
  // Paths and port come from this code; nothing from input reaches the shell.
  const su = (command: string) => execFileSync('su', ['postgres', '-c', command], { stdio: 'pipe' });
  su(`${bin}/initdb -D ${data} -A trust -U postgres --no-sync`);
  const start = () =>
    su(
      `${bin}/pg_ctl -D ${data} -o '-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off' -l ${dir}/log -w start`,
    );
  const stop = () => su(`${bin}/pg_ctl -D ${data} -m fast -w stop`);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    destroy() {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
