// Load benchmark (issue 10 "Load"): signed-in sessions doing a realistic mix against the real server
// process on loopback, bounded in time. Two runs: PostgreSQL (200 sessions, 10 minutes; a throwaway
// cluster, or a fresh database on TEST_DATABASE_URL's server) and the embedded PGlite (20 sessions,
// 5 minutes). Prints count, errors and p50/p95/p99 per route group, throughput and the server's RSS
// with a stability verdict. Exit code 1 when anything errored; times are reported, never gated.
//
//   npm run bench:load                 both runs
//   npm run bench:load -- pg           PostgreSQL only        (LOAD_SESSIONS_PG, LOAD_MINUTES_PG)
//   npm run bench:load -- pglite       PGlite only            (LOAD_SESSIONS_PGLITE, LOAD_MINUTES_PGLITE)
import { performance } from 'node:perf_hooks';
import { openDatabase, type Database } from './cluster';
import { LoadSession, type RunContext } from './session';
import { sampleRss, startLoadServer, type LoadServer } from './server';
import { formatReport, memoryVerdict, Recorder } from './stats';
import { makeSessions } from './users';

type Engine = 'pg' | 'pglite';

/** How long a save's push may take to reach every watching tab before it counts as missed. */
const PUSH_WAIT_MS = 10_000;

interface Plan {
  engine: Engine;
  sessions: number;
  minutes: number;
}

function positive(name: string, fallback: number, integer: boolean): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value)))
    throw new Error(`${name} must be a positive ${integer ? 'integer' : 'number'} (got "${raw}")`);
  return value;
}

function plans(args: readonly string[]): Plan[] {
  const unknown = args.filter((a) => a !== 'pg' && a !== 'pglite');
  if (unknown.length) throw new Error(`unknown argument(s) ${unknown.join(' ')}: use pg, pglite or nothing`);
  const chosen = args.length ? (args as Engine[]) : (['pg', 'pglite'] as Engine[]);
  return chosen.map((engine) =>
    engine === 'pg'
      ? {
          engine,
          sessions: positive('LOAD_SESSIONS_PG', 200, true),
          minutes: positive('LOAD_MINUTES_PG', 10, false),
        }
      : {
          engine,
          sessions: positive('LOAD_SESSIONS_PGLITE', 20, true),
          minutes: positive('LOAD_MINUTES_PGLITE', 5, false),
        },
  );
}

/** What an interrupted run must still undo: the server process, then the database it uses. */
let cleanup: (() => Promise<void>) | null = null;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // `on`, not `once`: tsx's runner SIGKILLs a child that has no listener left for the signal.
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: stopping the server and removing the database`);
    void (cleanup ?? (async () => undefined))().finally(() => process.exit(130));
  });
}

async function runPlan(plan: Plan): Promise<number> {
  const label = `${plan.engine === 'pg' ? 'PostgreSQL' : 'PGlite (embedded)'}: ${plan.sessions} sessions × ${plan.minutes} min`;
  console.log(`\n${label}: preparing`);
  let db: Database | null = null;
  let server: LoadServer | null = null;
  const loads: LoadSession[] = [];
  const closing = { value: false };
  try {
    cleanup = async () => {
      await server?.stop();
      await db?.drop();
    };
    if (plan.engine === 'pg') db = await openDatabase();
    server = await startLoadServer(db?.url ?? '');
    const tag = plan.engine === 'pg' ? 'pg' : 'pl';
    const sessions = await makeSessions(server.apiBase, plan.sessions, tag);
    const recorder = new Recorder();
    const durationMs = plan.minutes * 60_000;
    const ctx: RunContext = {
      apiBase: server.apiBase,
      wsBase: server.wsBase,
      recorder,
      endsAt: Number.POSITIVE_INFINITY,
      pushes: new Map(),
      watchers: new Map(),
      closing,
    };
    for (const s of sessions) loads.push(new LoadSession(s, ctx));
    for (const l of loads) await l.openSockets();
    console.log(
      `${label}: ${loads.length} sessions signed in, ${loads.filter((l) => l.watchesLive).length} watching a live grid; running`,
    );
    // A push not delivered to every watching tab within PUSH_WAIT_MS counts as missed; settled
    // entries are dropped so the map stays small over a long run.
    let missed = 0;
    const settle = (all: boolean) => {
      const old = performance.now() - PUSH_WAIT_MS;
      for (const [key, p] of ctx.pushes) {
        if (p.received >= p.expected) ctx.pushes.delete(key);
        else if (p.startedAt < old) {
          missed += p.expected - p.received;
          recorder.error('ws-push', `${key}: ${p.received} of ${p.expected} live tabs received the save`);
          ctx.pushes.delete(key);
        } else if (all) ctx.pushes.delete(key);
      }
    };
    const sweep = setInterval(() => settle(false), 5_000);
    const rss = sampleRss(server.pid);
    const started = performance.now();
    ctx.endsAt = started + durationMs;
    const progress = setInterval(() => {
      const elapsed = (performance.now() - started) / 1000;
      console.log(
        `  ${elapsed.toFixed(0)} s: ${recorder.totalRequests()} requests, ${recorder.totalErrors()} errors`,
      );
    }, 60_000);
    await Promise.all(loads.map((l) => l.run()));
    const elapsedMs = performance.now() - started;
    clearInterval(progress);
    const memory = memoryVerdict(rss.stop(), elapsedMs);
    // The last pushes can still be on their way: wait them out before judging and closing.
    await new Promise((r) => setTimeout(r, PUSH_WAIT_MS + 500));
    clearInterval(sweep);
    settle(true);
    console.log(`live-grid pushes: ${recorder.figures('ws-push').count} received, ${missed} missed`);
    if (!server.alive())
      recorder.error('list', `the server process ended during the run:\n${server.output()}`);
    closing.value = true;
    for (const l of loads) l.closeSockets();
    console.log(formatReport(label, recorder, elapsedMs, memory));
    return recorder.totalErrors();
  } finally {
    closing.value = true;
    for (const l of loads) l.closeSockets();
    cleanup = null;
    await server?.stop();
    await db?.drop();
  }
}

async function main(): Promise<void> {
  let errors = 0;
  for (const plan of plans(process.argv.slice(2))) errors += await runPlan(plan);
  console.log(errors === 0 ? '\nload: 0 errors' : `\nload: ${errors} error(s): FAILED`);
  process.exit(errors === 0 ? 0 : 1);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
