// Compiles the server (server/main.ts and everything it imports, src/shared included) into one
// ES module, dist-server/main.js, with the SQL migrations beside it: `npm run serve` runs plain
// JavaScript, no TypeScript compiler at start-up. Packages stay in node_modules (PGlite loads its
// WASM files from there). The seed's version is written in (server/db/seed/seed-version.ts).
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'dist-server');

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
    )
    .sort();
}

// The same hash seed-version.ts computes from source.
const seedDir = join(root, 'server', 'db', 'seed');
const hash = createHash('sha256');
for (const file of sourceFiles(seedDir))
  hash.update(`${relative(seedDir, file)}\n`).update(readFileSync(file));
const seedVersion = hash.digest('hex').slice(0, 32);

const started = Date.now();
rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: [join(root, 'server', 'main.ts')],
  outfile: join(out, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  define: { __CWXT_SEED_VERSION__: JSON.stringify(seedVersion) },
});
// migrate.ts reads the migrations next to the module that runs it.
cpSync(join(root, 'server', 'db', 'migrations'), join(out, 'migrations'), { recursive: true });
console.log(`server compiled into dist-server/ in ${Date.now() - started} ms`);
