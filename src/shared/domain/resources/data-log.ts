import { PERMISSION_PREFIX } from '../permission/codes';
import { ADMIN_PATHS } from '../routes/admin-paths';
import { categorySchema } from './category';
import { checkRuleSchema } from './check-rule';
import { fillRuleSchema } from './fill-rule';
import { gatewayRouteSchema } from './gateway-route';
import { messageTemplateSchema } from './message-template';
import { positionSchema } from './position';
import { quartzJobSchema } from './quartz-job';
import { sysUserSchema } from './sys-user';
import { tenantSchema } from './tenant';
import { columnOf, type ResourceSchema } from './types';

/** The versioned tables (opt-in) and the name 数据日志 shows for each. */
export const DATA_LOG_TABLE_TITLES: Readonly<Record<string, string>> = {
  sys_user: '用户',
  sys_position: '职务',
  sys_tenant: '租户',
  sys_category: '分类字典',
  sys_check_rule: '编码校验规则',
  sys_fill_rule: '填值规则',
  sys_quartz_job: '定时任务',
  sys_sms_template: '消息模板',
  sys_gateway_route: '网关路由',
};

const SCHEMAS: readonly ResourceSchema[] = [
  sysUserSchema,
  positionSchema,
  tenantSchema,
  categorySchema,
  checkRuleSchema,
  fillRuleSchema,
  quartzJobSchema,
  messageTemplateSchema,
  gatewayRouteSchema,
];

export const DATA_LOG_MESSAGES = {
  needRecord: '请选择数据表和数据ID',
  needTwo: '请选择两条数据日志',
  notSameRecord: '只能对比同一条记录的两个版本',
  notFound: '数据日志不存在',
} as const;

/** 数据日志 (`sys_data_log`): versions of a record, read-only. */
export const dataLogSchema: ResourceSchema = {
  name: 'dataLog',
  title: '数据日志',
  apiBase: '/sys/dataLog',
  permissionPrefix: PERMISSION_PREFIX.dataLog,
  table: 'sys_data_log',
  menuPath: ADMIN_PATHS.dataLog,
  defaultSort: { key: 'createTime', order: 'desc' },
  fields: [
    { key: 'dataTable', title: '表名', kind: 'text', list: true, search: 'eq', sort: true, card: true },
    { key: 'dataId', title: '数据ID', kind: 'text', list: true, search: 'eq', sort: true, card: true },
    { key: 'dataVersion', title: '版本号', kind: 'integer', list: true, sort: true, card: true },
    { key: 'createBy', title: '创建人', kind: 'text', list: true, search: 'like', sort: true },
    { key: 'createTime', title: '创建时间', kind: 'datetime', list: true, search: 'range', sort: true },
  ],
};

export interface DataLogRecord {
  id: string;
  dataTable: string;
  dataTable_dictText: string;
  dataId: string;
  dataVersion: number;
  /** The stored record as JSON text (snake_case columns, secrets removed). */
  dataContent: string;
  createBy: string | null;
  createTime: string | null;
}

/** Column → Chinese title from the table's resource schema; unknown columns keep their name. */
export function columnTitle(table: string, column: string): string {
  const schema = SCHEMAS.find((s) => s.table === table);
  const field = schema?.fields.find((f) => columnOf(f) === column);
  return field?.title ?? column;
}

export interface CompareRow {
  column: string;
  title: string;
  a: string;
  b: string;
  changed: boolean;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function parseContent(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Side-by-side rows of two versions of one record: every column of either version, in the
 * older version's order then the newer's additions, each flagged when the values differ.
 */
export function compareVersions(table: string, a: string, b: string): CompareRow[] {
  const left = parseContent(a);
  const right = parseContent(b);
  const columns = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return columns.map((column) => {
    const x = cellText(left[column]);
    const y = cellText(right[column]);
    return { column, title: columnTitle(table, column), a: x, b: y, changed: x !== y };
  });
}
