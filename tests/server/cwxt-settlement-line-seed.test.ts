import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeed } from '../../server/db/seed/run-seed';
import { PERM } from '../../src/shared/domain/permission/codes';
import { BIZ_PATHS } from '../../src/shared/domain/routes/business-paths';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The seed of 结算电量明细 (issue 11): the 填报电量明细 button of 结算任务 and its grants reach a
 * database seeded before the button existed on its next start (idempotently), and the demo lines of
 * the open demo tasks go in with the demo year only.
 */

let t: TestApp;

const seedAgain = () =>
  runSeed(t.db, {
    adminPassword: t.config.adminPassword,
    adminPhone: t.config.adminPhone,
    businessDemo: true,
  });

async function lineButton() {
  return t.db.query<{ id: string; name: string; parent_url: string }>(
    `SELECT b.id, b.name, p.url AS parent_url FROM sys_permission b JOIN sys_permission p ON p.id = b.parent_id
      WHERE b.menu_type = 2 AND b.perms = $1`,
    [PERM.settlement.line],
  );
}

async function grantedRoles(buttonId: string): Promise<string[]> {
  const rows = await t.db.query<{ role_code: string }>(
    `SELECT r.role_code FROM sys_role_permission rp JOIN sys_role r ON r.id = rp.role_id
      WHERE rp.permission_id = $1 ORDER BY r.role_code`,
    [buttonId],
  );
  return rows.map((r) => r.role_code);
}

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('the 填报电量明细 button', () => {
  it('sits on the 结算任务 page, granted to the grid clerks and plant users (and admin), not the leaders', async () => {
    const [button] = await lineButton();
    expect(button).toMatchObject({ name: '填报电量明细', parent_url: BIZ_PATHS.settlement });
    expect(await grantedRoles(button!.id)).toEqual(['admin', 'grid_staff', 'plant_user']);
  });

  it('reaches a database seeded before it existed on the next start, once', async () => {
    const [button] = await lineButton();
    // The database as an earlier version left it: no button, no grants.
    await t.db.query('DELETE FROM sys_role_permission WHERE permission_id = $1', [button!.id]);
    await t.db.query('DELETE FROM sys_permission WHERE id = $1', [button!.id]);
    expect(await lineButton()).toEqual([]);

    await seedAgain();
    const [back] = await lineButton();
    expect(back).toMatchObject({ id: button!.id, name: '填报电量明细', parent_url: BIZ_PATHS.settlement });
    expect(await grantedRoles(back!.id)).toEqual(['admin', 'grid_staff', 'plant_user']);

    await seedAgain();
    expect(await lineButton()).toHaveLength(1);
    expect(await grantedRoles(back!.id)).toEqual(['admin', 'grid_staff', 'plant_user']);
  });
});

describe('the demo lines', () => {
  interface TaskLines extends Record<string, unknown> {
    id: string;
    status: string;
    plant_id: string;
    energy: string;
    lines: number;
    total: string | null;
    foreign_units: number;
    ordered: boolean;
  }

  const tasks = () =>
    t.db.query<TaskLines>(
      `SELECT t.id, t.status, t.plant_id, t.energy_kwh::text AS energy,
              count(l.id)::int AS lines, sum(l.energy_kwh)::text AS total,
              count(*) FILTER (WHERE l.unit_id IS NOT NULL AND u.plant_id IS DISTINCT FROM t.plant_id)::int AS foreign_units,
              COALESCE(array_agg(l.sort_no ORDER BY l.sort_no) = array_agg(l.sort_no ORDER BY l.id), true) AS ordered
         FROM biz_settlement_task t
         LEFT JOIN biz_settlement_line l ON l.task_id = t.id
         LEFT JOIN biz_unit u ON u.id = l.unit_id
        WHERE t.create_by = 'system'
        GROUP BY t.id ORDER BY t.id`,
    );

  it('give every open demo task two or three meters (summing to its energy unless disputed), and no other task any', async () => {
    const all = await tasks();
    const open = all.filter((r) => r.status === 'pending' || r.status === 'disputed');
    expect(open.length).toBeGreaterThan(20);
    expect(open.some((r) => r.status === 'disputed')).toBe(true);
    for (const r of open) {
      expect(r.lines, r.id).toBeGreaterThanOrEqual(2);
      expect(r.lines, r.id).toBeLessThanOrEqual(3);
      expect(r.foreign_units, r.id).toBe(0);
      expect(r.ordered, r.id).toBe(true);
      const [energy, total] = [Number(r.energy), Number(r.total)];
      if (r.status === 'pending') expect(r.total, r.id).toBe(r.energy);
      else expect(total, r.id).toBeGreaterThan(energy);
    }
    expect(all.filter((r) => r.status !== 'pending' && r.status !== 'disputed' && r.lines > 0)).toEqual([]);
    const named = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM biz_settlement_line WHERE unit_id IS NOT NULL AND meter_point LIKE '#%机组关口表'`,
    );
    expect(named[0]!.n).toBeGreaterThan(0);
  });

  it('are not put back by a later start', async () => {
    const [one] = (await tasks()).filter((r) => r.lines > 0);
    await t.db.query('DELETE FROM biz_settlement_line WHERE task_id = $1', [one!.id]);
    await seedAgain();
    const [again] = (await tasks()).filter((r) => r.id === one!.id);
    expect(again!.lines).toBe(0);
  });
});
