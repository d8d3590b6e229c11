import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIZ_PATHS, PLANT_SCOPED_PATHS } from '../../src/shared/domain/routes/business-paths';
import type { ResourceSchema } from '../../src/shared/domain/resources/types';
import { demoPlantDepartId, demoPlantId } from '../../server/db/seed/business/ids';
import type { UserRow } from '../../server/modules/user/user-row';
import { resolveDataRules } from '../../server/modules/access/data-rules';
import { bizScope, bizTable, rowsInScope } from '../../server/modules/business/scope';
import {
  insertLogged,
  OUT_OF_SCOPE_MESSAGE,
  updateInScopeLogged,
} from '../../server/modules/log/logged-writes';
import { OPERATE_TYPE } from '../../src/shared/domain/resources/operation-log';
import type { AuthContext } from '../../server/modules/session/auth-context';
import { createUser } from './support/helpers';
import { gridUser, plantUser } from './support/business';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The plant data rule itself: seeded on every plant-scoped business menu for 电厂用户 only, it
 * resolves to the user's own plants, matches nothing for a plant user in no plant department, and
 * the logged writes refuse to put or move a row outside it.
 */

let t: TestApp;
const P1 = demoPlantId(1);
const P2 = demoPlantId(2);

async function authFor(userId: string): Promise<AuthContext> {
  const [user] = await t.db.query<UserRow>('SELECT * FROM sys_user WHERE id = $1', [userId]);
  return { user: user!, sessionId: 'test', tenantId: 1000, isSuper: false };
}

// A two-field schema over biz_unit: enough for the scope machinery, independent of the unit module.
const unitSchema: ResourceSchema = {
  name: 'ruleTestUnit',
  title: '机组',
  apiBase: '/test/unit',
  permissionPrefix: 'test:unit:',
  table: 'biz_unit',
  fields: [
    { key: 'id', title: 'ID', kind: 'text', filter: true },
    { key: 'plantId', title: '电厂', kind: 'text', filter: true },
    { key: 'unitName', title: '机组名称', kind: 'text', form: true },
  ],
};

const entry = { content: 'test', operateType: OPERATE_TYPE.add, requestParam: {} };

beforeAll(async () => {
  t = await createTestApp();
  // The plants engineer's seed creates the demo plants; these rows match it (and are skipped then).
  for (const [id, depart, code] of [
    [P1, demoPlantDepartId(1), 'RULE-P1'],
    [P2, demoPlantDepartId(2), 'RULE-P2'],
  ] as const) {
    await t.db.query(
      `INSERT INTO biz_plant (id, tenant_id, plant_name, plant_code, plant_type, capacity_mw, voltage_level, depart_id)
       VALUES ($1, 1000, $2, $3, 'thermal', 100, '110', $4) ON CONFLICT (id) DO NOTHING`,
      [id, `规则测试${code}`, code, depart],
    );
  }
});

afterAll(async () => {
  await t?.close();
});

describe('the seeded plant data rule', () => {
  it('is granted with every plant-scoped menu to 电厂用户 only', async () => {
    const rows = await t.db.query<{
      url: string;
      role_code: string;
      rule_value: string | null;
      rule_column: string | null;
    }>(
      `SELECT p.url, r.role_code, d.rule_value, d.rule_column
         FROM sys_role_permission rp
         JOIN sys_role r ON r.id = rp.role_id
         JOIN sys_permission p ON p.id = rp.permission_id
         LEFT JOIN sys_permission_data_rule d ON d.id = ANY (string_to_array(coalesce(rp.data_rule_ids, ''), ','))
        WHERE p.url = ANY ($1::text[]) AND r.role_code IN ('plant_user', 'grid_staff', 'leader')`,
      [[...PLANT_SCOPED_PATHS]],
    );
    const plantRows = rows.filter((r) => r.role_code === 'plant_user');
    expect(new Set(plantRows.map((r) => r.url))).toEqual(new Set(PLANT_SCOPED_PATHS));
    for (const r of plantRows) {
      expect(r.rule_value).toBe('#{sys_plant_ids}');
      expect(r.rule_column).toBe(r.url === BIZ_PATHS.plant ? 'id' : 'plantId');
    }
    expect(rows.filter((r) => r.role_code !== 'plant_user' && r.rule_value !== null)).toEqual([]);
  });

  it("resolves to the plant user's own plant, and to nothing for a plant user outside any plant", async () => {
    const mine = await plantUser(t, 'rule_plant1', 1);
    expect(await resolveDataRules(t.db, await authFor(mine.id), BIZ_PATHS.invoicePool)).toEqual([
      { field: 'plantId', condition: 'IN', value: P1 },
    ]);
    expect(await resolveDataRules(t.db, await authFor(mine.id), BIZ_PATHS.plant)).toEqual([
      { field: 'id', condition: 'IN', value: P1 },
    ]);
    const stray = await createUser(t, {
      username: 'rule_stray',
      password: 'Stray@2025x',
      roleCode: 'plant_user',
      departCodes: ['A01A02'],
    });
    const strayAuth = await authFor(stray);
    expect(await resolveDataRules(t.db, strayAuth, BIZ_PATHS.invoicePool)).toEqual([
      { field: 'plantId', condition: 'IN', value: '' },
    ]);
    const grid = await gridUser(t, 'rule_grid');
    expect(await resolveDataRules(t.db, await authFor(grid.id), BIZ_PATHS.invoicePool)).toEqual([]);
  });
});

describe('writes stay inside the writer’s scope', () => {
  it('refuses to add a row for another plant and keeps the own plant writable', async () => {
    const mine = await plantUser(t, 'rule_writer', 1);
    const auth = await authFor(mine.id);
    const scope = await bizScope(t.db, auth, BIZ_PATHS.unit);
    const table = bizTable(scope, 'biz_unit', unitSchema, 'u');
    const row = (id: string, plant: string) => [
      { column: 'id', value: id },
      { column: 'tenant_id', value: 1000 },
      { column: 'plant_id', value: plant },
      { column: 'unit_code', value: id },
      { column: 'unit_name', value: '测试机组' },
      { column: 'unit_type', value: 'steam' },
      { column: 'capacity_mw', value: '50' },
    ];
    await expect(insertLogged(t.db, auth, 'biz_unit', row('rule-u-2', P2), {}, entry, table)).rejects.toThrow(
      OUT_OF_SCOPE_MESSAGE,
    );
    expect(await t.db.query("SELECT 1 FROM biz_unit WHERE id = 'rule-u-2'")).toEqual([]);

    await insertLogged(t.db, auth, 'biz_unit', row('rule-u-1', P1), {}, entry, table);
    expect(await rowsInScope(t.db, table, ['rule-u-1'])).toHaveLength(1);

    // Moving the own row to another plant is refused and rolled back.
    await expect(
      updateInScopeLogged(
        t.db,
        auth,
        table,
        'rule-u-1',
        [{ column: 'plant_id', value: P2 }],
        'u.id',
        () => entry,
      ),
    ).rejects.toThrow(OUT_OF_SCOPE_MESSAGE);
    const [still] = await t.db.query<{ plant_id: string }>(
      "SELECT plant_id FROM biz_unit WHERE id = 'rule-u-1'",
    );
    expect(still?.plant_id).toBe(P1);
  });

  it("reads another plant's row exactly like a missing one", async () => {
    await t.db.query(
      `INSERT INTO biz_unit (id, tenant_id, plant_id, unit_code, unit_name, unit_type, capacity_mw)
       VALUES ('rule-u-other', 1000, $1, 'rule-u-other', '他厂机组', 'hydro', 80)`,
      [P2],
    );
    const mine = await plantUser(t, 'rule_reader', 1);
    const table = bizTable(
      await bizScope(t.db, await authFor(mine.id), BIZ_PATHS.unit),
      'biz_unit',
      unitSchema,
      'u',
    );
    await expect(rowsInScope(t.db, table, ['rule-u-other'])).rejects.toThrow('记录不存在或无权访问');
    await expect(rowsInScope(t.db, table, ['no-such-id'])).rejects.toThrow('记录不存在或无权访问');
  });
});
