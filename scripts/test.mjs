#!/usr/bin/env node
// `npm test`: every check in order — typecheck, lint/format, unit + component, server tests on
// PGlite (and on PostgreSQL when TEST_DATABASE_URL is set; CI requires it), client build, browser
// tests in Debian Chromium. Runs every stage even after a failure so one run shows everything,
// then prints one closing line "tests: N passed, N failed". Stages of one `group` run at the same
// time (2 cores: the three static checks; the PostgreSQL pass, which mostly waits on the database,
// beside the browser tests, which mostly wait on the browser); the first streams its output, the
// others print theirs when they end.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
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

// Vitest's default in run mode is one worker fewer than the cores: a single worker on this 2-core
// machine. The server pass on PGlite uses every core (258 s → 213 s). The component tests keep the
// default: with two jsdom workers the antd-mobile dialog animations some tests wait for were
// starved (232 s instead of 356 s, but flaky); the PostgreSQL pass keeps it beside the browser tests.
const allCores = `--maxWorkers=${availableParallelism()}`;

function vitestArgs(report, extra) {
  return ['run', ...extra, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
}

stage('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit'], { group: 'static' });
stage('lint', bin('eslint'), ['.', '--max-warnings=0'], { group: 'static' });
stage('format', bin('prettier'), ['--check', '.', '--log-level', 'warn'], { group: 'static' });
stage(
  'unit',
  bin('vitest'),
  vitestArgs(join(tmp, 'unit.json'), ['--project', 'unit', '--project', 'component']),
  {
    report: join(tmp, 'unit.json'),
  },
);
stage(
  'server',
  bin('vitest'),
  vitestArgs(join(tmp, 'server-pglite.json'), ['--project', 'server', allCores]),
  {
    report: join(tmp, 'server-pglite.json'),
    env: { TEST_DATABASE_URL: '' },
  },
);
stage('build', bin('vite'), ['build', '--logLevel', 'warn']);
// Budgets: the login page's JS+CSS bytes of each shell against tests/bench/budgets.json (gated:
// sizes are stable), then the grid benchmark (reported: times on a shared runner are not).
stage('budgets', bin('tsx'), ['tests/bench/bundle-size.ts', '--no-build'], {
  clean: join(tmp, 'bundle-size.json'),
  detail: () => {
    const r = JSON.parse(readFileSync(join(tmp, 'bundle-size.json'), 'utf8'));
    return `phone ${r.phone}/${r.ceilings.phoneLoginBytes} B, desktop ${r.desktop}/${r.ceilings.desktopLoginBytes} B`;
  },
});
stage('grid-bench', bin('tsx'), ['tests/bench/editable-grid.ts', '--report-only']);
stage('e2e', bin('vitest'), vitestArgs(join(tmp, 'e2e.json'), ['--config', 'vitest.e2e.config.ts']), {
  report: join(tmp, 'e2e.json'),
  group: 'tail',
});
if (process.env.TEST_DATABASE_URL) {
  stage('server-pg', bin('vitest'), vitestArgs(join(tmp, 'server-pg.json'), ['--project', 'server']), {
    report: join(tmp, 'server-pg.json'),
    label: 'server (PostgreSQL)',
    group: 'tail',
  });
} else if (process.env.CI && (!only.length || only.includes('server-pg'))) {
  stages.push({ name: 'server-pg', missing: 'CI must set TEST_DATABASE_URL for the PostgreSQL pass' });
}
let passed = 0;
let failed = 0;
let skipped = 0;
const summary = [];
const retried = [];

/** Runs one stage; `stream` false buffers its output and prints it when it ends. */
function run(s, stream) {
  return new Promise((resolve) => {
    for (const stale of [s.report, s.clean]) if (stale && existsSync(stale)) rmSync(stale);
    const started = Date.now();
    const title = `\n=== ${s.label ?? s.name}`;
    if (stream) console.log(title);
    const child = spawn(s.cmd, s.args, {
      cwd: root,
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...s.env },
    });
    let out = '';
    child.stdout?.on('data', (d) => (out += d));
    child.stderr?.on('data', (d) => (out += d));
    child.on('close', (status) => {
      if (!stream) console.log(`${title}\n${out}`);
      resolve({ status, secs: ((Date.now() - started) / 1000).toFixed(1) });
    });
  });
}

function record(s, res) {
  const { status, secs } = res;
  if (s.report) {
    let counts = null;
    if (existsSync(s.report)) {
      const r = JSON.parse(readFileSync(s.report, 'utf8'));
      counts = { p: r.numPassedTests, f: r.numFailedTests, s: r.numPendingTests + (r.numTodoTests ?? 0) };
      // A passed test that still carries failure messages passed on a retry (vitest keeps the
      // failed attempt's errors): name it, so a flaky test is visible in every run.
      for (const file of r.testResults)
        for (const a of file.assertionResults)
          if (a.status === 'passed' && a.failureMessages?.length)
            retried.push(`${s.label ?? s.name}: ${a.fullName} — ${a.failureMessages[0].split('\n')[0]}`);
    }
    const stageFailed = status !== 0 || !counts || counts.f > 0 || counts.p === 0;
    passed += counts?.p ?? 0;
    failed += counts ? Math.max(counts.f, stageFailed ? 1 : 0) : 1;
    skipped += counts?.s ?? 0;
    summary.push(
      `${s.label ?? s.name}: ${counts ? `${counts.p} passed, ${counts.f} failed, ${counts.s} skipped` : 'no report'}${stageFailed ? ' — FAILED' : ''} (${secs}s)`,
    );
  } else {
    // Checks (typecheck, lint, build) count only when they fail: the totals are test counts.
    if (status !== 0) failed += 1;
    let detail = '';
    try {
      detail = s.detail ? `, ${s.detail()}` : '';
    } catch {
      // no figures when the stage failed before writing them
    }
    summary.push(`${s.name}: ${status === 0 ? 'ok' : 'FAILED'} (${secs}s${detail})`);
  }
}

for (let i = 0; i < stages.length;) {
  const first = stages[i];
  const batch = [first];
  while (first.group && stages[i + batch.length]?.group === first.group) batch.push(stages[i + batch.length]);
  i += batch.length;
  const runnable = batch.filter((s) => {
    if (!s.missing) return true;
    failed += 1;
    summary.push(`${s.name}: FAILED (${s.missing})`);
    return false;
  });
  const results = await Promise.all(runnable.map((s, k) => run(s, k === 0)));
  runnable.forEach((s, k) => record(s, results[k]));
}

console.log('\n=== summary');
for (const line of summary) console.log(`  ${line}`);
for (const line of retried) console.log(`  passed on retry: ${line}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
