import { PERMISSION_PREFIX } from '../permission/codes';
import { ADMIN_PATHS } from '../routes/admin-paths';
import { validateRequired, type Validator } from '../validation/rules';
import { maxChars } from './sys-user';
import type { ResourceSchema } from './types';

export const DATA_SOURCE_MESSAGES = {
  codeRequired: '请输入数据源编码!',
  codeFormat: '数据源编码只允许字母、数字、下划线和短横线',
  codeTaken: '数据源编码已存在',
  nameRequired: '请输入数据源名称!',
  hostRequired: '请输入主机地址!',
  hostFormat: '主机地址格式不正确',
  portFormat: '端口必须是 1-65535 之间的整数',
  databaseRequired: '请输入数据库名!',
  usernameRequired: '请输入用户名!',
  passwordRequired: '请输入密码!',
  passwordAgain: '修改主机或端口时请重新输入密码',
  onlyPostgres: '仅支持 PostgreSQL 数据源',
  notFound: '数据源不存在',
  allowHostRequired: '请输入主机、IP 或网段!',
  allowHostFormat: '请输入主机名、IP 地址或 CIDR 网段（如 10.0.0.0/8）',
  allowHostTaken: '该地址已在白名单中',
  added: '添加成功！',
  edited: '编辑成功!',
  deleted: '删除成功!',
  deletedBatch: '批量删除成功!',
  connected: '连接成功',
} as const;

/** The only engine a data source may be: online reports speak PostgreSQL. */
export const DATA_SOURCE_DB_TYPE = 'postgresql';
export const DATA_SOURCE_DEFAULT_PORT = 5432;

export const DATA_SOURCE_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
// A DNS name or an IP literal (IPv6 without brackets); the server's policy parses it exactly.
const HOST_PATTERN = /^[A-Za-z0-9_.:%-]{1,255}$/;

const validateCode: Validator = (value) =>
  typeof value === 'string' && value !== '' && !DATA_SOURCE_CODE_PATTERN.test(value)
    ? DATA_SOURCE_MESSAGES.codeFormat
    : undefined;

const validateHost: Validator = (value) =>
  typeof value === 'string' && value !== '' && !HOST_PATTERN.test(value.trim())
    ? DATA_SOURCE_MESSAGES.hostFormat
    : undefined;

export const validatePort: Validator = (value) => {
  if (value === null || value === undefined || value === '') return undefined;
  const text = String(value).trim();
  const n = Number(text);
  return /^\d{1,5}$/.test(text) && n >= 1 && n <= 65535 ? undefined : DATA_SOURCE_MESSAGES.portFormat;
};

/**
 * A URL the connection test is given instead of fields: only postgres:// or postgresql://.
 * Returns the refusal message, or undefined when the scheme is PostgreSQL.
 */
export function refusePostgresUrl(url: string): string | undefined {
  return /^postgres(ql)?:\/\//i.test(url.trim()) ? undefined : DATA_SOURCE_MESSAGES.onlyPostgres;
}

/**
 * 数据源 (`sys_data_source`): a further PostgreSQL connection online reports may read. The password
 * is sealed at rest and never returned; an edit with an empty password keeps the stored one.
 */
export const dataSourceSchema: ResourceSchema = {
  name: 'sysDataSource',
  title: '数据源',
  apiBase: '/sys/dataSource',
  permissionPrefix: PERMISSION_PREFIX.dataSource,
  table: 'sys_data_source',
  menuPath: ADMIN_PATHS.dataSource,
  defaultSort: { key: 'createTime', order: 'desc' },
  fields: [
    {
      key: 'code',
      title: '数据源编码',
      kind: 'text',
      rules: [validateRequired(DATA_SOURCE_MESSAGES.codeRequired), validateCode, maxChars(100)],
      list: true,
      search: 'like',
      sort: true,
      card: true,
      // Reports refer to a source by code, so it never changes after creation.
      form: 'create',
    },
    {
      key: 'name',
      title: '数据源名称',
      kind: 'text',
      rules: [validateRequired(DATA_SOURCE_MESSAGES.nameRequired), maxChars(100)],
      list: true,
      search: 'like',
      sort: true,
      card: true,
      form: true,
    },
    { key: 'dbType', title: '数据库类型', kind: 'text', list: true },
    {
      key: 'host',
      title: '主机',
      kind: 'text',
      rules: [validateRequired(DATA_SOURCE_MESSAGES.hostRequired), validateHost, maxChars(255)],
      list: true,
      search: 'like',
      form: true,
    },
    { key: 'port', title: '端口', kind: 'integer', rules: [validatePort], list: true, form: true },
    {
      key: 'database',
      title: '数据库名',
      kind: 'text',
      rules: [validateRequired(DATA_SOURCE_MESSAGES.databaseRequired), maxChars(100)],
      list: true,
      form: true,
    },
    {
      key: 'username',
      title: '用户名',
      kind: 'text',
      rules: [validateRequired(DATA_SOURCE_MESSAGES.usernameRequired), maxChars(100)],
      list: true,
      form: true,
    },
    // Read and sealed by the data source service itself; `secret` keeps it out of every list path.
    { key: 'password', title: '密码', kind: 'password', secret: true, rules: [maxChars(200)] },
    { key: 'remark', title: '备注', kind: 'textarea', rules: [maxChars(500)], form: true },
    { key: 'createBy', title: '创建人', kind: 'text' },
    { key: 'createTime', title: '创建时间', kind: 'datetime', list: true, sort: true },
  ],
};

/** 地址白名单 (`sys_host_allowlist`): hosts data sources and gateway routes may reach although private. */
export const hostAllowlistSchema: ResourceSchema = {
  name: 'sysHostAllowlist',
  title: '地址白名单',
  apiBase: '/sys/dataSource/allowlist',
  permissionPrefix: PERMISSION_PREFIX.dataSource,
  table: 'sys_host_allowlist',
  menuPath: ADMIN_PATHS.dataSource,
  defaultSort: { key: 'createTime', order: 'desc' },
  fields: [
    {
      key: 'host',
      title: '主机 / IP / 网段',
      kind: 'text',
      rules: [validateRequired(DATA_SOURCE_MESSAGES.allowHostRequired), maxChars(255)],
      list: true,
      search: 'like',
      form: true,
    },
    { key: 'remark', title: '备注', kind: 'text', rules: [maxChars(500)], list: true, form: true },
    { key: 'createBy', title: '创建人', kind: 'text', list: true },
    { key: 'createTime', title: '创建时间', kind: 'datetime', list: true, sort: true },
  ],
};
