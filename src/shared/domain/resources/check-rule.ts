import { PERMISSION_PREFIX } from '../permission/codes';
import { ADMIN_PATHS } from '../routes/admin-paths';
import { validateRequired } from '../validation/rules';
import { maxChars } from './sys-user';
import type { ResourceSchema } from './types';

export const CHECK_RULE_ADMIN_MESSAGES = {
  nameRequired: '请输入规则名称!',
  codeRequired: '请输入规则编码!',
  jsonRequired: '请输入规则JSON!',
  codeFormat: '规则编码只允许字母、数字、下划线和短横线',
  codeTaken: '规则编码已存在',
  jsonInvalid:
    '规则JSON格式不正确：需要由 {digits, pattern, message} 组成的数组，digits 为 * 或 0 到 1000 的整数',
  jsonTooLong: '规则JSON不能超过1024个字符',
  patternUnsafe: (pattern: string, reason: string) =>
    `校验规则不支持该正则写法：${reason}（正则表达式【${pattern}】）`,
  notFound: '未找到对应数据',
  added: '添加成功！',
  edited: '编辑成功!',
  deleted: '删除成功!',
  batchDeleted: '批量删除成功!',
} as const;

export const CHECK_RULE_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
/** sys_check_rule.rule_json is varchar(1024). */
export const CHECK_RULE_JSON_MAX = 1024;

const validateCode = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' && !CHECK_RULE_CODE_PATTERN.test(value)
    ? CHECK_RULE_ADMIN_MESSAGES.codeFormat
    : undefined;

const validateJsonLength = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > CHECK_RULE_JSON_MAX
    ? CHECK_RULE_ADMIN_MESSAGES.jsonTooLong
    : undefined;

/**
 * 编码校验规则 (`sys_check_rule`, CONTRACT §8.2): platform-wide, read by `/sys/checkRule/checkByCode`
 * from every tenant's forms. Forms name a rule by code, so the code never changes.
 */
export const checkRuleSchema: ResourceSchema = {
  name: 'sysCheckRule',
  title: '编码校验规则',
  apiBase: '/sys/checkRule',
  permissionPrefix: PERMISSION_PREFIX.checkRule,
  table: 'sys_check_rule',
  menuPath: ADMIN_PATHS.checkRule,
  defaultSort: { key: 'createTime', order: 'desc' },
  fields: [
    {
      key: 'ruleName',
      title: '规则名称',
      kind: 'text',
      rules: [validateRequired(CHECK_RULE_ADMIN_MESSAGES.nameRequired), maxChars(100)],
      list: true,
      search: 'like',
      sort: true,
      card: true,
      form: true,
    },
    {
      key: 'ruleCode',
      title: '规则编码',
      kind: 'text',
      rules: [validateRequired(CHECK_RULE_ADMIN_MESSAGES.codeRequired), validateCode, maxChars(100)],
      list: true,
      search: 'like',
      sort: true,
      card: true,
      form: 'create',
    },
    {
      key: 'ruleJson',
      title: '规则JSON',
      kind: 'textarea',
      rules: [validateRequired(CHECK_RULE_ADMIN_MESSAGES.jsonRequired), validateJsonLength],
      form: true,
    },
    {
      key: 'ruleDescription',
      title: '规则描述',
      kind: 'textarea',
      rules: [maxChars(200)],
      list: true,
      form: true,
    },
    { key: 'createBy', title: '创建人', kind: 'text', list: true },
    { key: 'createTime', title: '创建时间', kind: 'datetime', list: true, sort: true },
  ],
};
