// The registry of report data sources (security departure of CONTRACT §9): a report row names one
// of these keys instead of carrying SQL. Each source is a reviewed, parameterised query over one
// table: its schema is the upper bound of what a report may show, filter and sort (secret columns
// are simply not in it), its fixed conditions scope every read to the caller's tenant, and its
// parameters say which self_<name> values a report may bind, and onto which field.
import type { ResourceField, ResourceSchema } from '../../../src/shared/domain/resources/types';
import type { SqlParams } from '../../lib/list-query/sql-params';
import { formatDate, formatDateTime } from '../../lib/time';
import { rowTenantCondition, userTenantCondition } from '../access/tenant-scope';

export interface ReportSource {
  key: string;
  /** Allowed fields (wire key, column, kind, sortable); only these can be report items. */
  schema: ResourceSchema;
  /** Table alias used by `from`, `select` and the conditions. */
  alias: string;
  from: string;
  select: string;
  /** Tenant and liveness conditions, always ANDed in. */
  fixedWhere(p: SqlParams, tenantId: number | null): string[];
  /** self_<name> parameters → the schema field they are compared with (equality, bound). */
  params: Readonly<Record<string, string>>;
  /**
   * Wire keys only user admins may read, filter or sort (phone, e-mail, birthday of people):
   * null for everyone else (see server/modules/access/contact-fields.ts).
   */
  contactFields: readonly string[];
  /** A database row → the JSON record (wire keys only). */
  mapRow(row: Record<string, unknown>): Record<string, unknown>;
}

const field = (key: string, title: string, kind: ResourceField['kind'], sort = true): ResourceField => ({
  key,
  title,
  kind,
  sort,
  filter: true,
});

const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

const userSchema: ResourceSchema = {
  name: 'reportDemoUser',
  title: '用户',
  apiBase: '/online/cgreport/api',
  permissionPrefix: 'online:cgreport:',
  table: 'sys_user',
  defaultSort: { key: 'createTime', order: 'desc' },
  fields: [
    field('id', 'ID', 'text', false),
    field('username', '用户账号', 'text'),
    field('realname', '用户姓名', 'text'),
    field('sex', '性别', 'dict'),
    field('birthday', '生日', 'date'),
    field('phone', '手机号码', 'text'),
    field('email', '邮箱', 'text'),
    field('workNo', '工号', 'text'),
    field('status', '状态', 'dict'),
    field('createTime', '创建时间', 'datetime'),
  ],
};

const departSchema: ResourceSchema = {
  name: 'reportDemoDepart',
  title: '部门',
  apiBase: '/online/cgreport/api',
  permissionPrefix: 'online:cgreport:',
  table: 'sys_depart',
  defaultSort: { key: 'orgCode', order: 'asc' },
  fields: [
    field('id', 'ID', 'text', false),
    field('departName', '机构名称', 'text'),
    field('orgCode', '机构编码', 'text'),
    field('orgCategory', '机构类别', 'dict'),
    field('parentId', '上级部门', 'text', false),
    field('departOrder', '排序', 'integer'),
    field('createTime', '创建时间', 'datetime'),
  ],
};

const SOURCES: readonly ReportSource[] = [
  {
    key: 'demo_user',
    schema: userSchema,
    alias: 'u',
    from: 'sys_user u',
    // Never password, salt or tokens: the select list is the allowlist.
    select:
      'u.id, u.username, u.realname, u.sex, u.birthday, u.phone, u.email, u.work_no, u.status, u.create_time',
    fixedWhere: (p, tenantId) => [
      `u.del_flag = ${p.add(0, 'integer')}`,
      `u.username <> ${p.add('_reserve_user_external')}`,
      userTenantCondition('u', p, tenantId),
    ],
    params: { status: 'status', sex: 'sex' },
    contactFields: ['birthday', 'phone', 'email'],
    mapRow: (r) => ({
      id: text(r.id),
      username: text(r.username),
      realname: text(r.realname),
      sex: text(r.sex),
      birthday: formatDate(r.birthday as Date | string | null),
      phone: text(r.phone),
      email: text(r.email),
      workNo: text(r.work_no),
      status: text(r.status),
      createTime: formatDateTime(r.create_time as Date | string | null),
    }),
  },
  {
    key: 'demo_depart',
    schema: departSchema,
    alias: 'd',
    from: 'sys_depart d',
    select: 'd.id, d.depart_name, d.org_code, d.org_category, d.parent_id, d.depart_order, d.create_time',
    fixedWhere: (p, tenantId) => [`d.del_flag = ${p.add('0')}`, rowTenantCondition('d', p, tenantId)],
    params: { orgCategory: 'orgCategory', parentId: 'parentId' },
    contactFields: [],
    mapRow: (r) => ({
      id: text(r.id),
      departName: text(r.depart_name),
      orgCode: text(r.org_code),
      orgCategory: text(r.org_category),
      parentId: text(r.parent_id),
      departOrder: r.depart_order === null || r.depart_order === undefined ? null : Number(r.depart_order),
      createTime: formatDateTime(r.create_time as Date | string | null),
    }),
  },
];

const BY_KEY = new Map(SOURCES.map((s) => [s.key, s]));

/** The reviewed source of that key, or undefined (a report naming anything else cannot run). */
export function reportSource(key: string): ReportSource | undefined {
  return BY_KEY.get(key);
}

export const REPORT_SOURCE_KEYS: readonly string[] = SOURCES.map((s) => s.key);
