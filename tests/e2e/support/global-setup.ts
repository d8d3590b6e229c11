import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_TEMPLATE, startServer } from './server';

const root = join(import.meta.dirname, '..', '..', '..');

/**
 * Browser tests run against the built client; build it once if `npm test` has not already. Then
 * one server initialises a data directory that every test server starts from (a copy each).
 */
export default async function setup(): Promise<void> {
  if (!existsSync('/usr/bin/chromium')) {
    throw new Error('Debian chromium is missing: apt-get install -y chromium (see .ci/run)');
  }
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    execFileSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  await makeDataTemplate();
}

async function makeDataTemplate(): Promise<void> {
  rmSync(DATA_TEMPLATE, { recursive: true, force: true });
  const server = await startServer({}, { template: false });
  const dataDir = server.dataDir;
  // Stopped cleanly first: PGlite writes its files on shutdown.
  await server.stop({ keepData: true });
  mkdirSync(join(DATA_TEMPLATE, '..'), { recursive: true });
  cpSync(dataDir, DATA_TEMPLATE, { recursive: true });
  rmSync(dataDir, { recursive: true, force: true });
  writeFileSync(join(DATA_TEMPLATE, 'ready'), new Date().toISOString());
}
