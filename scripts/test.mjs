#!/usr/bin/env node
// `npm test`: every check in order — typecheck, lint/format, unit + component, server tests on
// PGlite (and on PostgreSQL when TEST_DATABASE_URL is set; CI requires it), client build, browser
// tests in Debian Chromium. Runs every stage even after a failure so one run shows everything,
// then prints one closing line "tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const tmp = join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const bin = (name) => join(root, 'node_modules', '.bin', name);
const only = process.argv.slice(2); // e.g. `npm test -- unit server`

const stages = [];
function stage(name, cmd, args, opts = {}) {
  if (only.length && !only.includes(name)) return;
  stages.push({ name, cmd, args, ...opts });
}

function vitestArgs(report, extra) {
  return ['run', ...extra, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
}

stage('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
stage('lint', bin('eslint'), ['.', '--max-warnings=0']);
stage('format', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
stage(
  'unit',
  bin('vitest'),
  vitestArgs(join(tmp, 'unit.json'), ['--project', 'unit', '--project', 'component']),
  {
    report: join(tmp, 'unit.json'),
  },
);
stage('server', bin('vitest'), vitestArgs(join(tmp, 'server-pglite.json'), ['--project', 'server']), {
  report: join(tmp, 'server-pglite.json'),
  env: { TEST_DATABASE_URL: '' },
});
if (process.env.TEST_DATABASE_URL) {
  stage('server-pg', bin('vitest'), vitestArgs(join(tmp, 'server-pg.json'), ['--project', 'server']), {
    report: join(tmp, 'server-pg.json'),
    label: 'server (PostgreSQL)',
  });
} else if (process.env.CI && (!only.length || only.includes('server-pg'))) {
  stages.push({ name: 'server-pg', missing: 'CI must set TEST_DATABASE_URL for the PostgreSQL pass' });
}
stage('build', bin('vite'), ['build', '--logLevel', 'warn']);
stage('e2e', bin('vitest'), vitestArgs(join(tmp, 'e2e.json'), ['--config', 'vitest.e2e.config.ts']), {
  report: join(tmp, 'e2e.json'),
});

let passed = 0;
let failed = 0;
let skipped = 0;
const summary = [];
for (const s of stages) {
  if (s.missing) {
    failed += 1;
    summary.push(`${s.name}: FAILED (${s.missing})`);
    continue;
  }
  if (s.report && existsSync(s.report)) rmSync(s.report);
  const started = Date.now();
  console.log(`\n=== ${s.label ?? s.name}`);
  const res = spawnSync(s.cmd, s.args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...s.env } });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (s.report) {
    let counts = null;
    if (existsSync(s.report)) {
      const r = JSON.parse(readFileSync(s.report, 'utf8'));
      counts = { p: r.numPassedTests, f: r.numFailedTests, s: r.numPendingTests + (r.numTodoTests ?? 0) };
    }
    const stageFailed = res.status !== 0 || !counts || counts.f > 0 || counts.p === 0;
    passed += counts?.p ?? 0;
    failed += counts ? Math.max(counts.f, stageFailed ? 1 : 0) : 1;
    skipped += counts?.s ?? 0;
    summary.push(
      `${s.label ?? s.name}: ${counts ? `${counts.p} passed, ${counts.f} failed, ${counts.s} skipped` : 'no report'}${stageFailed ? ' — FAILED' : ''} (${secs}s)`,
    );
  } else {
    // Checks (typecheck, lint, build) count only when they fail: the totals are test counts.
    if (res.status !== 0) failed += 1;
    summary.push(`${s.name}: ${res.status === 0 ? 'ok' : 'FAILED'} (${secs}s)`);
  }
}

console.log('\n=== summary');
for (const line of summary) console.log(`  ${line}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
