import { PERM } from '../../../../src/shared/domain/permission/codes';
import { LAYOUT_KEYS } from '../../../../src/shared/domain/routes/components';
import type { Db } from '../../db';
import { insertMenuRow } from '../admin-menus';
import { SEED } from '../ids';
import { BIZ_FOLDERS, BIZ_PAGES, type BizRoleKey } from './menu-pages';

// Seeds the business menus, their buttons, the plant data rule of each plant-scoped page, and the
// grants of 电网营销人员 / 电厂用户 / 领导 (admin holds everything). Fixed ids: re-running changes nothing.

/** 19-digit ids: prefix 18000000007, then folder (9FF), page (PP) and button (BB) indexes. */
const folderId = (i: number) => `180000000079${String(i + 1).padStart(2, '0')}00000`;
const pageId = (i: number) => `18000000007${String(i + 1).padStart(2, '0')}000000`;
const buttonId = (i: number, j: number) =>
  `18000000007${String(i + 1).padStart(2, '0')}0000${String(j + 1).padStart(2, '0')}`;
const ruleId = (i: number) => `18000000008${String(i + 1).padStart(2, '0')}000000`;

/** The plant rule: the field named on the page, IN the caller's own plants. */
export const PLANT_RULE = { name: '本电厂数据', condition: 'IN', value: '#{sys_plant_ids}' } as const;

const ROLE_IDS: Record<BizRoleKey | 'admin', string> = {
  admin: SEED.role.admin,
  grid_staff: SEED.role.grid_staff,
  plant_user: SEED.role.plant_user,
  leader: SEED.role.leader,
};

async function grant(db: Db, role: BizRoleKey | 'admin', menuId: string, ruleIds: string | null) {
  const roleId = ROLE_IDS[role];
  await db.query(
    `INSERT INTO sys_role_permission (id, role_id, permission_id, data_rule_ids, operate_date)
     VALUES ($1, $2, $3, $4, now()) ON CONFLICT (role_id, permission_id) DO NOTHING`,
    [`2${roleId.slice(-1)}${menuId.slice(2)}`, roleId, menuId, ruleIds],
  );
}

export async function seedBusinessMenus(db: Db): Promise<void> {
  const folderIds = new Map<string, string>();
  for (const [i, f] of BIZ_FOLDERS.entries()) {
    const id = folderId(i);
    folderIds.set(f.key, id);
    await insertMenuRow(db, {
      id,
      parent: '',
      name: f.name,
      url: f.url,
      component: LAYOUT_KEYS.routeView,
      componentName: null,
      menuType: 0,
      perms: null,
      sort: f.sort,
      icon: f.icon,
      leaf: false,
    });
  }
  const folderRoles = new Map<string, Set<BizRoleKey>>();
  for (const [i, page] of BIZ_PAGES.entries()) {
    const id = pageId(i);
    const parent = folderIds.get(page.folder) ?? '';
    await insertMenuRow(db, {
      id,
      parent,
      name: page.name,
      url: page.url,
      component: page.component,
      componentName: page.componentName,
      menuType: 1,
      perms: null,
      sort: i + 1,
      icon: null,
      leaf: page.buttons.length === 0,
    });
    await grant(db, 'admin', id, null);
    let rule: string | null = null;
    if (page.plantRuleField) {
      rule = ruleId(i);
      await db.query(
        `INSERT INTO sys_permission_data_rule (id, permission_id, rule_name, rule_column, rule_conditions, rule_value,
           status, create_by)
         VALUES ($1, $2, $3, $4, $5, $6, '1', 'system') ON CONFLICT (id) DO NOTHING`,
        [rule, id, PLANT_RULE.name, page.plantRuleField, PLANT_RULE.condition, PLANT_RULE.value],
      );
    }
    for (const role of Object.keys(page.grants) as BizRoleKey[]) {
      // Only 电厂用户 carries the plant rule: the grid and the leaders see every plant of the tenant.
      await grant(db, role, id, role === 'plant_user' ? rule : null);
      const roles = folderRoles.get(page.folder) ?? new Set<BizRoleKey>();
      roles.add(role);
      folderRoles.set(page.folder, roles);
    }
    for (const [j, [group, action, name]] of page.buttons.entries()) {
      const codes = PERM[group] as Record<string, string>;
      const perms = codes[action];
      if (!perms) throw new Error(`unknown permission ${group}.${action}`);
      const bid = buttonId(i, j);
      await insertMenuRow(db, {
        id: bid,
        parent: id,
        name,
        url: null,
        component: null,
        componentName: null,
        menuType: 2,
        perms,
        sort: j + 1,
        icon: null,
        leaf: true,
      });
      await grant(db, 'admin', bid, null);
      for (const [role, actions] of Object.entries(page.grants) as Array<[BizRoleKey, readonly string[]]>) {
        if (actions.includes(action)) await grant(db, role, bid, null);
      }
    }
  }
  for (const [i, f] of BIZ_FOLDERS.entries()) {
    const id = folderId(i);
    await grant(db, 'admin', id, null);
    for (const role of folderRoles.get(f.key) ?? []) await grant(db, role, id, null);
  }
}
