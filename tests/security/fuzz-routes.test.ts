import { lookup } from 'node:dns/promises';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoutePolicyRecord } from '../../server/security/policy';
import { MESSAGES } from '../../server/plugins/envelope';
import { call, createUser, login } from '../server/support/helpers';
import { API, createTestApp, type TestApp } from '../server/support/test-app';
import { expectUnchanged, fingerprint, VOLATILE_TABLES } from './support/data-snapshot';
import { installNetGuard, DEAD_UPSTREAMS, type NetGuard } from './support/fuzz-net-guard';
import { describeFinding, judge, type FuzzAnswer, type Finding } from './support/fuzz-oracle';
import { fuzzRequest, type FuzzRequest, type Principal } from './support/fuzz-requests';
import { countFromEnv, rngFor, seedFromEnv } from './support/fuzz-rng';

/**
 * Issue 10, fuzzing: a seeded, bounded run of malformed bodies, params and headers against every
 * route of app.routePolicies, round-robin. Reproduce a failure with FUZZ_SEED (and FUZZ_REQUESTS);
 * FUZZ_SEED=random draws a fresh seed.
 */
const SEED = seedFromEnv(20261122);
const ANSWER_TIMEOUT_MS = 15_000;
/** Requests in flight; FUZZ_CONCURRENCY=1 replays a run in exactly the same order. */
const CONCURRENCY = Math.max(1, Number(process.env.FUZZ_CONCURRENCY ?? 4) || 1);
const GENERATOR_KINDS = [
  'wrong-types',
  'typed-hostile',
  'array-for-object',
  'deep-nesting',
  'prototype-keys',
  'truncated-json',
  'invalid-utf8',
  'raw-control-chars',
  'odd-content-type',
  'out-of-range-numbers',
  'empty-json',
  'no-content-type',
  'multipart',
  'encoding-lie',
  'query',
  'odd-token',
  'odd-tenant',
];
const NOPERM = { username: 'fuzz_noperm', password: 'Fuzz@2025x' };

/**
 * Tables a signed-in user without any permission may write through the authenticated-only routes
 * (their own profile and notification settings): the owner column, and the columns of the own row
 * that no such route may touch. Every other row of them, and every other table, must not change.
 */
const OWN_ROWS: Readonly<Record<string, { owner: string; frozen: readonly string[] }>> = {
  sys_user: {
    owner: 'id',
    frozen: ['username', 'password', 'salt', 'status', 'del_flag', 'rel_tenant_ids', 'user_identity'],
  },
  sys_user_setting: { owner: 'user_id', frozen: [] },
};

/** What of `table` the user `userId` may not change (identifiers from OWN_ROWS only). */
async function notOwnChanges(table: string, userId: string): Promise<unknown> {
  const { owner, frozen } = OWN_ROWS[table] as { owner: string; frozen: readonly string[] };
  const others = await t.db.query(
    `SELECT count(*) AS n, md5(string_agg(x::text, '|' ORDER BY x::text)) AS h FROM "${table}" x WHERE "${owner}" <> $1`,
    [userId],
  );
  const own =
    frozen.length === 0
      ? []
      : await t.db.query(
          `SELECT ${frozen.map((c) => `"${c}"`).join(', ')} FROM "${table}" WHERE "${owner}" = $1`,
          [userId],
        );
  return { table, others, own };
}

let t: TestApp;
let guard: NetGuard;
let dataDir: string;
let routes: RoutePolicyRecord[];
/** At least 10,000 requests and 20 per route (FUZZ_REQUESTS overrides). */
let TOTAL = 0;
/** The anonymous / no-permission share runs first, so its "changed nothing" check stands alone. */
let SHARE = 0;
/** How answers ended, per principal: the run must reach handlers, not only the validators. */
const outcomes = new Map<string, number>();
const kindsSeen = new Map<string, number>();
const tokens: Partial<Record<Principal, string>> = {};
let nopermId = '';
const perRoute = new Map<string, number>();
/** Time spent per route (the slowest are printed, so the run's budget stays visible). */
const timings = new Map<string, number>();

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cwxt-fuzz-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir, ...DEAD_UPSTREAMS } });
  nopermId = await createUser(t, { ...NOPERM });
  tokens.admin = await login(t.app);
  tokens.noperm = await login(t.app, NOPERM.username, NOPERM.password);
  routes = [...t.app.routePolicies];
  TOTAL = countFromEnv(Math.max(10_000, 20 * routes.length));
  SHARE = Math.ceil(TOTAL * 0.3);
  guard = installNetGuard();
  console.info(`fuzz: FUZZ_SEED=${SEED} FUZZ_REQUESTS=${TOTAL} over ${routes.length} routes`);
});

afterAll(async () => {
  guard?.restore();
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function send(req: FuzzRequest): Promise<FuzzAnswer> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ANSWER_TIMEOUT_MS} ms`)), ANSWER_TIMEOUT_MS);
  });
  try {
    const res = await Promise.race([
      t.app.inject({
        method: req.method as InjectOptions['method'],
        url: req.url,
        headers: req.headers,
        payload: req.payload,
      }),
      timeout,
    ]);
    return { status: res.statusCode, contentType: String(res.headers['content-type'] ?? ''), body: res.body };
  } catch (e) {
    // A request the server never answered is a failure like a 5xx.
    return {
      status: 599,
      contentType: 'text/plain',
      body: `inject failed: ${e instanceof Error ? e.message : String(e)}`,
    };
  } finally {
    clearTimeout(timer);
  }
}

/** A coarse label of an answer: refused at the door, by validation, or handled. */
function outcomeOf(answer: FuzzAnswer): string {
  if (answer.status === 401 || answer.status === 403) return `refused-${answer.status}`;
  if (answer.status !== 200) return `http-${answer.status}`;
  if (answer.body.includes(`"message":"${MESSAGES.badRequest}`)) return 'invalid-input';
  if (answer.body.startsWith('{"success":true')) return 'handled-ok';
  return 'handled-refused';
}

/** One request: generated from (seed, index) alone, sent, judged. */
async function one(index: number, principal: Principal, findings: Finding[]): Promise<void> {
  const route = routes[index % routes.length] as RoutePolicyRecord;
  const request = fuzzRequest(rngFor(SEED, index), route, principal, tokens[principal]);
  const started = performance.now();
  const answer = await send(request);
  timings.set(request.route, (timings.get(request.route) ?? 0) + performance.now() - started);
  perRoute.set(request.route, (perRoute.get(request.route) ?? 0) + 1);
  for (const kind of request.kind.split('+')) kindsSeen.set(kind, (kindsSeen.get(kind) ?? 0) + 1);
  const outcome = `${principal}:${outcomeOf(answer)}`;
  outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
  const problems = judge(request.route, answer);
  if (problems.length > 0) findings.push({ index, request, answer, problems });
  // A fuzzed logout may end the session: sign in again and go on (an odd token or tenant header
  // is refused with 401 on its own, the session is still fine then).
  if (principal !== 'anonymous' && answer.status === 401 && !/odd-token|odd-tenant/.test(request.kind)) {
    tokens[principal] =
      principal === 'admin' ? await login(t.app) : await login(t.app, NOPERM.username, NOPERM.password);
  }
}

/** Runs requests [from, to), CONCURRENCY at a time, and answers the findings in index order. */
async function run(from: number, to: number, principalOf: (i: number) => Principal): Promise<Finding[]> {
  const findings: Finding[] = [];
  let next = from;
  const lane = async () => {
    while (next < to) {
      const index = next++;
      await one(index, principalOf(index), findings);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  return findings.sort((a, b) => a.index - b.index);
}

function report(findings: Finding[]): string {
  if (process.env.FUZZ_DUMP)
    writeFileSync(
      process.env.FUZZ_DUMP,
      findings
        .map(
          (f) =>
            `${f.request.route}\t${f.problems.join(';')}\t${f.answer.status}\t${f.answer.body.slice(0, 160)}`,
        )
        .join('\n') + '\n',
      { flag: 'a' },
    );
  return findings
    .slice(0, 15)
    .map((f) => describeFinding(SEED, f))
    .join('\n\n');
}

describe('fuzzing every route (seeded, bounded)', () => {
  it('anonymous and no-permission share: no 5xx, no leak, the envelope kept, nothing written', async () => {
    const exclude = [...VOLATILE_TABLES, ...Object.keys(OWN_ROWS)];
    const before = await fingerprint(t.db, { exclude });
    const othersBefore = await Promise.all(
      Object.keys(OWN_ROWS).map((table) => notOwnChanges(table, nopermId)),
    );
    const findings = await run(0, SHARE, (i) => (i % 2 === 0 ? 'anonymous' : 'noperm'));
    expect(findings.length, report(findings)).toBe(0);
    const othersAfter = await Promise.all(
      Object.keys(OWN_ROWS).map((table) => notOwnChanges(table, nopermId)),
    );
    expect(othersAfter, "other users' rows, and the user's own frozen columns").toEqual(othersBefore);
    expectUnchanged(
      before,
      await fingerprint(t.db, { exclude }),
      `FUZZ_SEED=${SEED} anonymous/no-permission share`,
    );
  }, 600_000);

  it('administrator share: no 5xx, no leak, the envelope kept', async () => {
    const findings = await run(SHARE, TOTAL, () => 'admin');
    expect(findings.length, report(findings)).toBe(0);
    const floor = Math.floor(TOTAL / routes.length);
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      expect(perRoute.get(key) ?? 0, key).toBeGreaterThanOrEqual(floor);
    }
    // Every generator took part (a full run draws each many times; a short FUZZ_REQUESTS may not).
    if (TOTAL >= 10_000)
      for (const kind of GENERATOR_KINDS) expect(kindsSeen.get(kind) ?? 0, kind).toBeGreaterThan(0);
    console.info(`fuzz: answers ${JSON.stringify(Object.fromEntries([...outcomes].sort()))}`);
    console.info(`fuzz: kinds ${JSON.stringify(Object.fromEntries([...kindsSeen].sort()))}`);
  }, 600_000);

  it('answers pre-routing errors (bad URL encoding, over-long parameters) with the envelope', async () => {
    const token = await login(t.app);
    const bad = await t.app.inject({
      method: 'GET',
      url: `${API}/sys/dict/getDictText/%ff/x`,
      headers: { 'x-access-token': token },
    });
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toMatchObject({ success: false, code: 500, message: MESSAGES.badRequest });
    expect(bad.body).not.toContain('%ff');
    const long = await t.app.inject({
      method: 'GET',
      url: `${API}/sys/dict/getDictText/${'x'.repeat(300)}/x`,
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ success: false, code: 414, message: MESSAGES.badRequest });
    expect(long.body).not.toContain('xxxx');
  });

  it('keeps every outgoing connection on this machine (fetch, sockets, DNS, data-source tests)', async () => {
    const from = guard.refused.length;
    await expect(fetch('http://203.0.113.7/')).rejects.toThrow();
    await expect(lookup('upstream.example.com')).rejects.toThrow(/no DNS/);
    const probe = await call(t.app, 'POST', '/sys/dataSource/testConnection', {
      token: await login(t.app),
      body: {
        dbType: 'postgresql',
        host: 'db.example.com',
        port: 5432,
        database: 'x',
        username: 'u',
        password: 'p',
      },
    });
    expect(probe.body.success).toBe(false);
    expect(guard.refused.slice(from)).toEqual([
      'connect 203.0.113.7',
      'lookup upstream.example.com',
      'lookup db.example.com',
    ]);
  });

  it('leaves the system usable: the seeded admin signs in and lists users', async () => {
    const token = await login(t.app);
    const res = await call<{ records: Array<{ username: string }> }>(t.app, 'GET', '/sys/user/list', {
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.result.records.map((u) => u.username)).toContain('admin');
    const slowest = [...timings].sort((a, b) => b[1] - a[1]).slice(0, 8);
    console.info(
      `fuzz: slowest routes (total ms): ${slowest.map(([r, ms]) => `${r} ${Math.round(ms)}`).join(', ')}`,
    );
    if (guard.refused.length > 0)
      console.info(`fuzz: the net guard kept ${guard.refused.length} connection(s) on the machine`);
  });
});
