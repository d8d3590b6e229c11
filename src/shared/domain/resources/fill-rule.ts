import { PERMISSION_PREFIX } from '../permission/codes';
import {
  FILL_RULE_FORMAT_MESSAGES,
  PREFIX_PATTERN,
  SEPARATORS,
  SEQUENCE_LENGTH_MAX,
  SEQUENCE_LENGTH_MIN,
} from '../fill-rule/format';
import { ADMIN_PATHS } from '../routes/admin-paths';
import { validateRequired } from '../validation/rules';
import { maxChars } from './sys-user';
import type { ResourceSchema } from './types';

export const FILL_RULE_MESSAGES = {
  nameRequired: '请输入规则名称!',
  codeRequired: '请输入规则编码!',
  codeFormat: '规则编码只允许字母、数字、下划线和短横线',
  codeTaken: '规则编码已存在',
  datePatternRequired: '请选择日期格式!',
  resetRequired: '请选择重置周期!',
  seqLengthRequired: '请输入流水号位数!',
  unknown: '该规则编码不存在',
  notFound: '未找到对应数据',
  added: '添加成功！',
  edited: '编辑成功!',
  deleted: '删除成功!',
  batchDeleted: '批量删除成功!',
  tooManyRules: '一次最多执行20条规则',
} as const;

/** Dictionaries seeded with the fill rules (values are the domain's DATE_PATTERNS / RESET_PERIODS). */
export const FILL_RULE_DICTS = {
  datePattern: 'fill_rule_date_pattern',
  resetPeriod: 'fill_rule_reset_period',
} as const;

export const FILL_RULE_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

const validateCode = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' && !FILL_RULE_CODE_PATTERN.test(value)
    ? FILL_RULE_MESSAGES.codeFormat
    : undefined;

const validatePrefix = (value: unknown): string | undefined =>
  typeof value === 'string' && !PREFIX_PATTERN.test(value) ? FILL_RULE_FORMAT_MESSAGES.prefix : undefined;

const validateSeparator = (value: unknown): string | undefined =>
  value === null || value === undefined || (SEPARATORS as readonly string[]).includes(String(value))
    ? undefined
    : FILL_RULE_FORMAT_MESSAGES.separator;

const validateSeqLength = (value: unknown): string | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= SEQUENCE_LENGTH_MIN && n <= SEQUENCE_LENGTH_MAX
    ? undefined
    : FILL_RULE_FORMAT_MESSAGES.seqLength;
};

/**
 * 填值规则 (`sys_fill_rule`, JeecgBoot SysFillRule): a code definition instead of a Java class.
 * The rule code is what forms call (`executeRuleByCode/{ruleCode}`), so it never changes.
 */
export const fillRuleSchema: ResourceSchema = {
  name: 'sysFillRule',
  title: '填值规则',
  apiBase: '/sys/fillRule',
  permissionPrefix: PERMISSION_PREFIX.fillRule,
  table: 'sys_fill_rule',
  menuPath: ADMIN_PATHS.fillRule,
  defaultSort: { key: 'createTime', order: 'desc' },
  fields: [
    {
      key: 'ruleName',
      title: '规则名称',
      kind: 'text',
      rules: [validateRequired(FILL_RULE_MESSAGES.nameRequired), maxChars(100)],
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
      rules: [validateRequired(FILL_RULE_MESSAGES.codeRequired), validateCode, maxChars(100)],
      list: true,
      search: 'like',
      sort: true,
      card: true,
      form: 'create',
    },
    { key: 'prefix', title: '前缀', kind: 'text', rules: [validatePrefix], list: true, form: true },
    {
      key: 'datePattern',
      title: '日期格式',
      kind: 'dict',
      dictCode: FILL_RULE_DICTS.datePattern,
      rules: [validateRequired(FILL_RULE_MESSAGES.datePatternRequired)],
      list: true,
      form: true,
    },
    {
      key: 'separator',
      column: 'code_separator',
      title: '分隔符',
      kind: 'text',
      rules: [validateSeparator],
      list: true,
      form: true,
    },
    {
      key: 'seqLength',
      title: '流水号位数',
      kind: 'integer',
      rules: [validateRequired(FILL_RULE_MESSAGES.seqLengthRequired), validateSeqLength],
      list: true,
      form: true,
    },
    {
      key: 'resetPeriod',
      title: '重置周期',
      kind: 'dict',
      dictCode: FILL_RULE_DICTS.resetPeriod,
      rules: [validateRequired(FILL_RULE_MESSAGES.resetRequired)],
      list: true,
      card: true,
      form: true,
    },
    { key: 'createBy', title: '创建人', kind: 'text', list: true },
    { key: 'createTime', title: '创建时间', kind: 'datetime', list: true, sort: true },
  ],
};
