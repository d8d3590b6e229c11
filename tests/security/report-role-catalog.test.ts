import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptSecret } from '../../server/lib/datasource/secret-box';
import { operationSql } from '../../server/lib/online-ddl/sql';
import { withReportConnection } from '../../server/lib/report-sql/run';
import { secretBox } from '../../server/lib/secret-box';
import { loadOrCreateSecret } from '../../server/security/secrets';
import { sessionKey } from '../../server/modules/session/service';
import { call, login } from '../server/support/helpers';
import { createTestApp, TEST_SERVER_SECRET, type TestApp } from '../server/support/test-app';

// Report SQL against the catalog paths that carry values (docs/decisions.md, "Report SQL runs as
// cgreport_reader"): after ANALYZE, through the designer's parse, a saved report's data and, with
// the guard bypassed, withReportConnection itself. Whatever comes back holds no secret.
let t: TestApp;
let token: string;
let secrets: string[] = [];
const onPg = Boolean(process.env.TEST_DATABASE_URL);
const MARKER = 'rsql-private-marker-7f3a';

/** Attack SQL by class; each passes through the report routes and, guard bypassed, the role alone. */
const ATTACKS: Record<string, string[]> = {
  statistics: [
    'SELECT tablename, attname, most_common_vals::text AS v, histogram_bounds::text AS h FROM pg_stats',
    "SELECT most_common_vals::text AS v, histogram_bounds::text AS h FROM pg_stats WHERE tablename = 'sys_secret'",
    "SELECT attname, most_common_vals::text AS v FROM pg_catalog.pg_stats WHERE tablename = 'sys_user' AND attname IN ('pass' || 'word', 'salt')",
    "SELECT histogram_bounds::text AS h FROM pg_stats WHERE tablename = 'sys_session' OR tablename = 'sys_data_source'",
    `SELECT most_common_vals::text AS v, histogram_bounds::text AS h FROM pg_stats WHERE tablename = 'rsql_private'`,
    'SELECT stavalues1::text AS v FROM pg_statistic',
    'SELECT * FROM pg_catalog.pg_statistic',
    'SELECT most_common_vals::text AS v FROM pg_stats_ext',
  ],
  sessions: [
    'SELECT pid, query, client_addr::text AS addr FROM pg_stat_get_activity(NULL)',
    'SELECT query FROM pg_stat_activity',
    'SELECT query FROM pg_catalog.pg_stat_activity',
    'SELECT pg_stat_get_backend_activity(b) AS q FROM pg_stat_get_backend_idset() AS b',
  ],
  files: [
    "SELECT pg_ls_dir('.') AS f",
    "SELECT pg_read_file('server-secret') AS f",
    "SELECT pg_read_file('PG_VERSION') AS f",
    "SELECT encode(pg_read_binary_file('global/pg_control'), 'hex') AS f",
    "SELECT * FROM pg_catalog.pg_ls_dir('base') AS f",
  ],
  settings: [
    "SELECT current_setting('data_directory') AS s",
    "SELECT string_agg(name || '=' || setting, ',') AS s FROM pg_settings",
    "SELECT current_setting('cwxt.token', true) AS s",
  ],
  tables: [
    'SELECT * FROM sys_secret',
    'SELECT * FROM "sys_secret"',
    'SELECT value FROM public.sys_secret',
    'SELECT * FROM sys_session',
    'SELECT password, salt FROM public.sys_user',
    'SELECT u.password FROM public."sys_user" u',
    'SELECT password_cipher FROM sys_data_source',
    'SELECT client_secret_enc FROM sys_third_app_config',
    'SELECT row_to_json(s)::text AS j FROM public.sys_secret s',
    "SELECT (SELECT string_agg(value, ',') FROM sys_secret) AS v",
    `SELECT * FROM rsql_private`,
  ],
};
const ALL = Object.entries(ATTACKS).flatMap(([kind, list]) => list.map((sql) => ({ kind, sql })));
/** How many attacks of each class a case ran, for the report of this test file. */
const counted: Record<string, number> = {};

function expectNoSecret(text: string, label: string): void {
  for (const s of secrets) expect(text.includes(s), `${label} leaked ${s.slice(0, 12)}…`).toBe(false);
}

beforeAll(async () => {
  t = await createTestApp();
  token = await login(t.app);
  // A private table (not granted to reports) whose values repeat, so ANALYZE keeps them as
  // most-common values: the engine's own filter on pg_stats is what keeps it from reports.
  await t.db.exec(
    `CREATE TABLE rsql_private (v text); INSERT INTO rsql_private SELECT '${MARKER}' FROM generate_series(1, 50);`,
  );
  await t.db.query(
    `INSERT INTO sys_data_source (id, code, name, host, database, username, password_cipher)
     VALUES ('rsql_ds', 'rsql_ds', 'x', '127.0.0.1', 'x', 'x', $1)`,
    [await encryptSecret(t.db, 'rsql-ds-plain-password')],
  );
  await secretBox(t.db);
  const stored = await t.db.query<{ value: string }>('SELECT value FROM sys_secret');
  const users = await t.db.query<{ password: string; salt: string }>('SELECT password, salt FROM sys_user');
  const sessions = await t.db.query<{ id: string }>('SELECT id FROM sys_session');
  const ds = await t.db.query<{ password_cipher: string }>('SELECT password_cipher FROM sys_data_source');
  const rawSid = (
    JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string }
  ).sid;
  secrets = [
    t.app.deps.tokenSecret,
    t.app.deps.codeSecret,
    await loadOrCreateSecret(t.db, 'datasource'),
    await loadOrCreateSecret(t.db, 'third_app_secret_key'),
    TEST_SERVER_SECRET,
    rawSid,
    sessionKey(rawSid),
    'rsql-ds-plain-password',
    MARKER,
    ...stored.map((r) => r.value),
    ...users.flatMap((u) => [u.password, u.salt]),
    ...sessions.map((s) => s.id),
    ...ds.map((d) => d.password_cipher),
  ];
  // Statistics for every table, secret ones included (autovacuum would do the same on its own).
  await t.db.exec('ANALYZE');
}, 240_000); // a cold worker builds the seeded snapshot first, then ANALYZE reads every table
afterAll(async () => {
  console.info(`report-role-catalog attacks per class (${onPg ? 'PostgreSQL' : 'PGlite'}):`, counted);
  await t?.close();
});

describe('report SQL reads no secret through the catalog', () => {
  it('controls: as the server user the private table, the secret rows and the statistics are readable', async () => {
    // Without the report role the same database answers with the values the cases look for.
    const stats = await t.db.query<{ v: string }>(
      "SELECT most_common_vals::text AS v FROM pg_stats WHERE tablename = 'rsql_private'",
    );
    expect(JSON.stringify(stats)).toContain(MARKER);
    expect((await t.db.query('SELECT value FROM sys_secret')).length).toBeGreaterThan(0);
    // Secret columns carry no statistics at all (migration 026), even for the superuser.
    const secretStats = await t.db.query(
      `SELECT 1 FROM pg_stats WHERE (tablename = 'sys_secret' AND attname IN ('name', 'value')) OR (tablename = 'sys_user' AND attname IN ('password', 'salt'))
          OR (tablename = 'sys_session' AND attname = 'id') OR (tablename = 'sys_data_source' AND attname = 'password_cipher')`,
    );
    expect(secretStats).toHaveLength(0);
  });

  it('the designer parse answers no secret for any attack', async () => {
    for (const { kind, sql } of ALL) {
      const res = await call(t.app, 'POST', '/online/cgreport/head/parseSql', { token, body: { sql } });
      expectNoSecret(JSON.stringify(res.body), `parseSql ${sql}`);
      counted[`parse:${kind}`] = (counted[`parse:${kind}`] ?? 0) + 1;
    }
  });

  it('a saved report returns no secret in getData or getColumnsAndData', async () => {
    for (const [n, { kind, sql }] of ALL.entries()) {
      // Saved directly: the designer's save would refuse what the guard knows, the run checks again.
      const id = `rsql_attack_${n}`;
      await t.db.query(`INSERT INTO onl_cgreport_head (id, code, name, cgr_sql) VALUES ($1, $1, $1, $2)`, [
        id,
        sql,
      ]);
      for (const route of ['getData', 'getColumnsAndData']) {
        const res = await call(t.app, 'GET', `/online/cgreport/api/${route}/${id}?pageSize=1000`, { token });
        expectNoSecret(JSON.stringify(res.body), `${route} ${sql}`);
        // Only what the role may read runs: the secret tables and file functions never succeed.
        if (res.body.success) expect(['statistics', 'sessions', 'settings'], sql).toContain(kind);
      }
      counted[`getData:${kind}`] = (counted[`getData:${kind}`] ?? 0) + 1;
    }
  });

  it('with the guard bypassed the role alone stops every attack', async () => {
    for (const { kind, sql } of ALL) {
      let text: string;
      try {
        text = JSON.stringify(await withReportConnection(t.db, null, (conn) => conn.query(sql, [])));
      } catch (err) {
        text = String((err as Error).message);
      }
      expectNoSecret(text, `direct ${sql}`);
      counted[`direct:${kind}`] = (counted[`direct:${kind}`] ?? 0) + 1;
    }
    const who = await withReportConnection(t.db, null, (conn) =>
      conn.query('SELECT current_user AS u, pg_has_role(current_user, session_user, $1) AS up', ['USAGE']),
    );
    expect(who).toEqual([{ u: 'cgreport_reader', up: false }]);
  });

  it('other sessions show no query text to the role (a concurrent session holds a marker)', async () => {
    const activity = 'SELECT query FROM pg_stat_get_activity(NULL) WHERE query IS NOT NULL';
    const read = () => withReportConnection(t.db, null, (conn) => conn.query(activity, []));
    if (!onPg) {
      // PGlite has one session: the role sees its own backend only as "insufficient privilege".
      const rows = await read();
      expect(rows.every((r) => r.query === '<insufficient privilege>')).toBe(true);
      return;
    }
    const marker = 'rsql-activity-marker-5c1e';
    await t.db.transaction(async (tx) => {
      await tx.query(`SELECT '${marker}' AS m`);
      // Control: the server user sees the other session's last statement.
      const seenByServer = await t.db.query<{ query: string }>(activity);
      expect(JSON.stringify(seenByServer)).toContain(marker);
      const seenByRole = await read();
      expect(seenByRole.length).toBeGreaterThan(0);
      expect(JSON.stringify(seenByRole)).not.toContain(marker);
      expect(seenByRole.every((r) => r.query === '<insufficient privilege>')).toBe(true);
    });
  });

  it('the granted tables still answer reports (seeded report and business tables)', async () => {
    const rows = await withReportConnection(t.db, null, (conn) =>
      conn.query(
        `SELECT (SELECT count(*) FROM biz_plant) AS plants, (SELECT count(*) FROM sys_user) AS users,
                (SELECT count(*) FROM sys_depart) AS departs, (SELECT count(*) FROM sys_dict_item) AS items`,
        [],
      ),
    );
    expect(Number(rows[0]?.users)).toBeGreaterThan(0);
    expect(Number(rows[0]?.plants)).toBeGreaterThan(0);
    const res = await call<{ records: unknown[] }>(
      t.app,
      'GET',
      '/online/cgreport/api/getData/1800000000000000703?pageSize=100',
      { token },
    );
    expect(res.body.success).toBe(true);
    expect(res.body.result.records.length).toBeGreaterThan(0);
  });

  it('an online form table is readable by reports from its creation on', async () => {
    const columns = [
      {
        name: 'id',
        type: { kind: 'varchar' as const, length: 36 },
        notNull: true,
        primaryKey: true,
        default: null,
      },
    ];
    for (const statement of operationSql({
      kind: 'createTable',
      table: 'rsql_form',
      columns,
      description: '',
      destructive: false,
    }))
      await t.db.query(statement);
    await t.db.query("INSERT INTO rsql_form (id) VALUES ('row-1')");
    const rows = await withReportConnection(t.db, null, (conn) => conn.query('SELECT id FROM rsql_form', []));
    expect(rows).toEqual([{ id: 'row-1' }]);
  });
});
