import { PERMISSION_PREFIX } from '../permission/codes';
import { ADMIN_PATHS } from '../routes/admin-paths';
import { validateRequired, type Validator } from '../validation/rules';
import { maxChars } from './sys-user';
import type { ResourceSchema } from './types';

export const GATEWAY_MESSAGES = {
  nameRequired: '请输入路由名称!',
  prefixRequired: '请输入路径前缀!',
  prefixFormat: '路径前缀以 / 开头，由字母、数字、下划线和短横线组成的路径段（如 /weather）',
  prefixTaken: '路径前缀已存在',
  upstreamRequired: '请输入上游地址!',
  upstreamFormat: '上游地址必须是 http:// 或 https:// 开头的完整地址',
  timeoutFormat: '超时时间必须是 100-60000 之间的毫秒数',
  notFound: '网关路由不存在',
  unknownRoute: '网关路由不存在或未启用',
  upstreamFailed: '网关上游服务请求失败',
  upstreamTimeout: '网关上游服务响应超时',
  upstreamTooLarge: '网关上游服务响应过大',
  added: '添加成功！',
  edited: '编辑成功!',
  deleted: '删除成功!',
} as const;

export const GATEWAY_DEFAULT_TIMEOUT_MS = 10_000;
export const GATEWAY_MIN_TIMEOUT_MS = 100;
export const GATEWAY_MAX_TIMEOUT_MS = 60_000;

/** "/weather" or "/a/b": path segments of letters, digits, '_' and '-' (no dots, no slash at the end). */
export const GATEWAY_PREFIX_PATTERN = /^(\/[A-Za-z0-9_-]{1,50}){1,5}$/;

export const validatePrefix: Validator = (value) =>
  typeof value === 'string' && value !== '' && !GATEWAY_PREFIX_PATTERN.test(value)
    ? GATEWAY_MESSAGES.prefixFormat
    : undefined;

/** http(s) with a host, no user info (credentials in a URL would be shown in the list). */
export const validateUpstream: Validator = (value) => {
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    const url = new URL(value);
    const okScheme = url.protocol === 'http:' || url.protocol === 'https:';
    return okScheme && url.hostname !== '' && url.username === '' && url.password === '' && url.hash === ''
      ? undefined
      : GATEWAY_MESSAGES.upstreamFormat;
  } catch {
    return GATEWAY_MESSAGES.upstreamFormat;
  }
};

export const validateTimeout: Validator = (value) => {
  if (value === null || value === undefined || value === '') return undefined;
  const text = String(value).trim();
  const n = Number(text);
  return /^\d{1,6}$/.test(text) && n >= GATEWAY_MIN_TIMEOUT_MS && n <= GATEWAY_MAX_TIMEOUT_MS
    ? undefined
    : GATEWAY_MESSAGES.timeoutFormat;
};

/**
 * 网关路由 (`sys_gateway_route`): `{apiBase}/gateway<pathPrefix>/*` is forwarded to `upstreamUrl`
 * (with the prefix removed when `stripPrefix`), for enabled routes whose host the policy admits.
 */
export const gatewayRouteSchema: ResourceSchema = {
  name: 'sysGatewayRoute',
  title: '网关路由',
  apiBase: '/sys/gatewayRoute',
  permissionPrefix: PERMISSION_PREFIX.gateway,
  table: 'sys_gateway_route',
  menuPath: ADMIN_PATHS.gateway,
  defaultSort: { key: 'createTime', order: 'desc' },
  fields: [
    {
      key: 'name',
      title: '路由名称',
      kind: 'text',
      rules: [validateRequired(GATEWAY_MESSAGES.nameRequired), maxChars(100)],
      list: true,
      search: 'like',
      sort: true,
      card: true,
      form: true,
    },
    {
      key: 'pathPrefix',
      title: '路径前缀',
      kind: 'text',
      rules: [validateRequired(GATEWAY_MESSAGES.prefixRequired), validatePrefix, maxChars(100)],
      list: true,
      search: 'like',
      sort: true,
      card: true,
      form: true,
    },
    {
      key: 'upstreamUrl',
      title: '上游地址',
      kind: 'text',
      rules: [validateRequired(GATEWAY_MESSAGES.upstreamRequired), validateUpstream, maxChars(1000)],
      list: true,
      search: 'like',
      form: true,
    },
    { key: 'enabled', title: '启用', kind: 'switch', list: true, filter: true, form: true },
    { key: 'stripPrefix', title: '去掉前缀', kind: 'switch', list: true, form: true },
    {
      key: 'timeoutMs',
      title: '超时(毫秒)',
      kind: 'integer',
      rules: [validateTimeout],
      list: true,
      form: true,
    },
    { key: 'remark', title: '备注', kind: 'textarea', rules: [maxChars(500)], form: true },
    { key: 'createBy', title: '创建人', kind: 'text' },
    { key: 'createTime', title: '创建时间', kind: 'datetime', list: true, sort: true },
  ],
};
