#!/usr/bin/env node
// `npm test`: every check — typecheck, lint/format, unit + component, server tests on PGlite (and
// on PostgreSQL when TEST_DATABASE_URL is set; CI requires it), client build, size budgets, the
// grid benchmark, browser tests in Debian Chromium, fault tests. Runs every stage even after a
// failure so one run shows everything, then prints one closing line "tests: N passed, N failed".
//
// Phases run one after the other; a phase's lanes run side by side (2 cores), the stages of a lane
// one after the other. The first lane streams its output, the others print each stage's when it
// ends. The jsdom component tests run alone: beside other work their animation waits were starved
// (a lane beside them made that stage 836 s instead of 470 s, and flaky). The browser tests run
// beside the server passes, which mostly wait on their databases.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const tmp = join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const bin = (name) => join(root, 'node_modules', '.bin', name);
const only = process.argv.slice(2); // e.g. `npm test -- unit server`
const workers = Math.max(2, availableParallelism() - 1);

const stages = [];
function stage(name, cmd, args, opts = {}) {
  if (only.length && !only.includes(name)) return;
  stages.push({ name, cmd, args, phase: 'checks', lane: 0, ...opts });
}

function vitestArgs(report, extra) {
  return ['run', ...extra, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
}

stage('typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit'], { phase: 'static', lane: 0 });
stage('lint', bin('eslint'), ['.', '--max-warnings=0'], { phase: 'static', lane: 1 });
stage('format', bin('prettier'), ['--check', '.', '--log-level', 'warn'], { phase: 'static', lane: 2 });
stage(
  'unit',
  bin('vitest'),
  // Two workers at least: vitest's default (cores − 1) is one on a 2-core runner, and the stage
  // alone keeps both cores busy (about 520 s on one worker, 360 s on two).
  vitestArgs(join(tmp, 'unit.json'), [
    '--project',
    'unit',
    '--project',
    'component',
    `--maxWorkers=${workers}`,
  ]),
  { report: join(tmp, 'unit.json'), phase: 'unit' },
);
stage('build', bin('vite'), ['build', '--logLevel', 'warn'], { phase: 'build' });
// Budgets: the login page's JS+CSS bytes of each shell against tests/bench/budgets.json (gated:
// sizes are stable), then the grid benchmark (reported: times on a shared runner are not).
stage('budgets', bin('tsx'), ['tests/bench/bundle-size.ts', '--no-build'], {
  phase: 'build',
  clean: join(tmp, 'bundle-size.json'),
  detail: () => {
    const r = JSON.parse(readFileSync(join(tmp, 'bundle-size.json'), 'utf8'));
    return `phone ${r.phone}/${r.ceilings.phoneLoginBytes} B, desktop ${r.desktop}/${r.ceilings.desktopLoginBytes} B`;
  },
});
stage('grid-bench', bin('tsx'), ['tests/bench/editable-grid.ts', '--report-only'], { phase: 'build' });
stage('e2e', bin('vitest'), vitestArgs(join(tmp, 'e2e.json'), ['--config', 'vitest.e2e.config.ts']), {
  report: join(tmp, 'e2e.json'),
  phase: 'tail',
  lane: 0,
});
stage('server', bin('vitest'), vitestArgs(join(tmp, 'server-pglite.json'), ['--project', 'server']), {
  report: join(tmp, 'server-pglite.json'),
  env: { TEST_DATABASE_URL: '' },
  phase: 'tail',
  lane: 1,
});
if (process.env.TEST_DATABASE_URL) {
  stage('server-pg', bin('vitest'), vitestArgs(join(tmp, 'server-pg.json'), ['--project', 'server']), {
    report: join(tmp, 'server-pg.json'),
    label: 'server (PostgreSQL)',
    phase: 'tail',
    lane: 1,
  });
}
stage(
  'faults',
  bin('vitest'),
  vitestArgs(join(tmp, 'faults.json'), ['--config', 'vitest.faults.config.ts']),
  {
    report: join(tmp, 'faults.json'),
    phase: 'tail',
    lane: 0,
  },
);
if (!process.env.TEST_DATABASE_URL && process.env.CI && (!only.length || only.includes('server-pg'))) {
  stages.push({
    name: 'server-pg',
    phase: 'tail',
    lane: 1,
    missing: 'CI must set TEST_DATABASE_URL for the PostgreSQL pass',
  });
}
let passed = 0;
let failed = 0;
let skipped = 0;
const summary = new Map(); // stage name → line, printed in declaration order
const retried = [];
const failures = []; // named in the summary: CI shows only the tail of the output

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
          else if (a.status === 'failed')
            failures.push(
              `${s.label ?? s.name}: ${file.name.replace(process.cwd() + '/', '')} > ${a.fullName} — ${(a.failureMessages?.[0] ?? '').split('\n')[0]}`,
            );
    }
    const stageFailed = status !== 0 || !counts || counts.f > 0 || counts.p === 0;
    passed += counts?.p ?? 0;
    failed += counts ? Math.max(counts.f, stageFailed ? 1 : 0) : 1;
    skipped += counts?.s ?? 0;
    summary.set(
      s.name,
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
    summary.set(s.name, `${s.name}: ${status === 0 ? 'ok' : 'FAILED'} (${secs}s${detail})`);
  }
}

async function runLane(lane, stream) {
  for (const s of lane) {
    if (s.missing) {
      failed += 1;
      summary.set(s.name, `${s.name}: FAILED (${s.missing})`);
    } else {
      record(s, await run(s, stream));
    }
  }
}

for (const phase of [...new Set(stages.map((s) => s.phase))]) {
  const inPhase = stages.filter((s) => s.phase === phase);
  const lanes = [...new Set(inPhase.map((s) => s.lane))].map((l) => inPhase.filter((s) => s.lane === l));
  await Promise.all(lanes.map((lane, k) => runLane(lane, k === 0)));
}

console.log('\n=== summary');
for (const s of stages) if (summary.has(s.name)) console.log(`  ${summary.get(s.name)}`);
for (const line of retried) console.log(`  passed on retry: ${line}`);
for (const line of failures) console.log(`  failed: ${line}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
