import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..', '..');

/** Browser tests run against the built client; build it once if `npm test` has not already. */
export default function setup(): void {
  if (!existsSync('/usr/bin/chromium')) {
    throw new Error('Debian chromium is missing: apt-get install -y chromium (see .ci/run)');
  }
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    execFileSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
  }
}
