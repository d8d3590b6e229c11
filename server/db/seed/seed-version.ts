// The seed's version: a hash of the seed's source files. The server build (scripts/build-server.mjs)
// computes it the same way and writes it into the compiled server; running from source (tsx)
// hashes the files here. Any change to the seed makes a new version, so it runs again once.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// Replaced by the compiled server's build with a string literal (esbuild `define`).
declare const __CWXT_SEED_VERSION__: string | undefined;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
    )
    .sort();
}

let fromSource: string | null = null;

export function seedVersion(): string {
  if (typeof __CWXT_SEED_VERSION__ === 'string') return __CWXT_SEED_VERSION__;
  if (fromSource) return fromSource;
  const dir = dirname(fileURLToPath(import.meta.url));
  const hash = createHash('sha256');
  for (const file of sourceFiles(dir)) hash.update(`${relative(dir, file)}\n`).update(readFileSync(file));
  fromSource = hash.digest('hex').slice(0, 32);
  return fromSource;
}
