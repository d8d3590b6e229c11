// No seeded online form has a menu, so the accessibility runs first make one the way an
// administrator does (表单开发: design, 同步数据库, 添加菜单 with its buttons, then 角色授权 to the
// admin role) through the API those pages call, plus one record, so the form's auto list is one
// of the menu pages they visit.
import { FORM_BUTTONS } from '../../../src/desktop/pages/online/cgform/design-labels';
import {
  onlineFormPermissionPrefix,
  onlineListMenuPath,
} from '../../../src/shared/domain/online/runtime-schema';
import { VIEW_KEYS } from '../../../src/shared/domain/routes/components';
import { ADMIN_PASSWORD } from './server';

interface Envelope<T> {
  success: boolean;
  message: string;
  result: T;
}

interface PermissionNode {
  id: string;
  url?: string | null;
  menuType?: number;
  children?: PermissionNode[] | null;
}

const TABLE = 'a11y_visit';
const TITLE = '走访登记';

function flatten(nodes: readonly PermissionNode[] | null | undefined): PermissionNode[] {
  return (nodes ?? []).flatMap((n) => [n, ...flatten(n.children)]);
}

/** Creates the form, its menu and buttons granted to admin, and one record; returns the menu path. */
export async function addOnlineFormMenu(apiBase: string): Promise<string> {
  let token = '';
  const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${apiBase}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', 'X-Access-Token': token, 'X-Tenant-Id': '1000' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = (await res.json()) as Envelope<T>;
    if (!answer.success) throw new Error(`${method} ${path}: ${answer.message}`);
    return answer.result;
  };
  token = (
    await api<{ token: string }>('POST', '/sys/login', { username: 'admin', password: ADMIN_PASSWORD })
  ).token;

  await api('POST', '/online/cgform/api/addAll', {
    head: { tableName: TABLE, tableTxt: TITLE },
    fields: [
      { dbFieldName: 'subject', dbFieldTxt: '主题', fieldMustInput: 'Y', isQuery: 'Y' },
      { dbFieldName: 'days', dbFieldTxt: '天数', dbType: 'int' },
      { dbFieldName: 'visit_date', dbFieldTxt: '走访日期', dbType: 'Date', fieldShowType: 'date' },
    ],
    indexes: [],
  });
  const heads = await api<{ records: Array<{ id: string; tableName: string }> }>(
    'GET',
    `/online/cgform/head/list?tableName=${TABLE}`,
  );
  const head = heads.records.find((r) => r.tableName === TABLE);
  if (!head) throw new Error(`online form ${TABLE} not found after addAll`);
  await api('POST', `/online/cgform/api/doDbSynch/${head.id}/normal`, {});

  const url = onlineListMenuPath(head.id);
  await api('POST', '/sys/permission/add', {
    menuType: 0,
    name: TITLE,
    url,
    component: VIEW_KEYS.cgformAutoList, // a plain single table (design-labels' listComponentOf)
    route: true,
    sortNo: 1,
  });
  const menu = flatten(await api<PermissionNode[]>('GET', '/sys/permission/list')).find(
    (n) => n.menuType !== 2 && n.url === url,
  );
  if (!menu) throw new Error(`menu ${url} not found after /sys/permission/add`);
  for (const [i, button] of FORM_BUTTONS.entries()) {
    await api('POST', '/sys/permission/add', {
      menuType: 2,
      parentId: menu.id,
      name: button.name,
      perms: `${onlineFormPermissionPrefix(TABLE)}${button.action}`,
      permsType: '1',
      status: '1',
      sortNo: i + 1,
    });
  }
  const added = flatten(await api<PermissionNode[]>('GET', '/sys/permission/list')).find(
    (n) => n.id === menu.id,
  );
  const ids = [menu.id, ...flatten(added?.children).map((b) => b.id)];
  const roles = await api<{ records: Array<{ id: string; roleCode: string }> }>(
    'GET',
    '/sys/role/list?roleCode=admin',
  );
  const admin = roles.records.find((r) => r.roleCode === 'admin');
  if (!admin) throw new Error('the admin role was not found');
  await api('POST', '/sys/permission/saveRolePermission', {
    roleId: admin.id,
    permissionIds: ids.join(','),
    lastpermissionIds: '',
  });
  await api('POST', `/online/cgform/api/form/${head.id}`, {
    subject: '一号机组巡检走访',
    days: 2,
    visit_date: '2026-11-20',
  });
  return url;
}
