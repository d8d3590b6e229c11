import { PERMISSION_PREFIX } from '../permission/codes';
import {
  DATA_RULE_CONDITIONS,
  SQL_RULES_CONDITION,
  toDataRuleConditionCode,
} from '../query/data-rule-conditions';
import { requiredSelect, requiredText } from '../validation/builders';
import { isEmptyValue, type Validator } from '../validation/rules';
import type { ResourceSchema } from './types';

export const DATA_RULE_MESSAGES = {
  nameRequired: '请输入规则名称!',
  columnRequired: '请输入规则字段!',
  columnInvalid: '规则字段只能以字母开头，由字母、数字、下划线组成，最长50位',
  columnUnknown: (column: string) => `规则字段不是该菜单资源的可用字段：${column.slice(0, 50)}`,
  conditionRequired: '请选择条件规则!',
  conditionInvalid: '条件规则不正确',
  sqlRefused: '不支持自定义SQL规则（USE_SQL_RULES），请使用字段条件',
  valueRequired: '请输入规则值!',
  valueTooLong: '规则值最长300个字符',
  notMenu: '数据规则只能配置在菜单上',
} as const;

/** A rule field is a resource field key (camelCase) or, for menus without a schema, a plain identifier. */
export const RULE_COLUMN_PATTERN = /^[a-zA-Z][a-zA-Z0-9_]{0,49}$/;

export const validateRuleColumn: Validator = (value) => {
  if (isEmptyValue(value)) return DATA_RULE_MESSAGES.columnRequired;
  return typeof value === 'string' && RULE_COLUMN_PATTERN.test(value)
    ? undefined
    : DATA_RULE_MESSAGES.columnInvalid;
};

export const validateRuleCondition: Validator = (value) => {
  if (isEmptyValue(value)) return DATA_RULE_MESSAGES.conditionRequired;
  const code = typeof value === 'string' ? toDataRuleConditionCode(value) : null;
  if (code === SQL_RULES_CONDITION) return DATA_RULE_MESSAGES.sqlRefused;
  return code === null ? DATA_RULE_MESSAGES.conditionInvalid : undefined;
};

export const validateRuleValue: Validator = (value) => {
  if (isEmptyValue(value)) return DATA_RULE_MESSAGES.valueRequired;
  return Array.from(String(value)).length > 300 ? DATA_RULE_MESSAGES.valueTooLong : undefined;
};

/** Current-user variables a rule value may use (substituted by the server when the rule applies). */
export const DATA_RULE_VARIABLES = [
  { value: '#{sys_user_id}', label: '当前用户ID' },
  { value: '#{sys_user_code}', label: '当前用户账号' },
  { value: '#{sys_user_name}', label: '当前用户姓名' },
  { value: '#{sys_org_code}', label: '当前用户部门编码' },
  { value: '#{sys_multi_org_code}', label: '当前用户所有部门编码' },
  { value: '#{sys_date}', label: '当前日期' },
  { value: '#{sys_time}', label: '当前时间' },
  { value: '#{tenant_id}', label: '当前租户' },
] as const;

export { DATA_RULE_CONDITIONS };

/** sys_permission_data_rule: the data rules offered on one menu, chosen per role grant. */
export const dataRuleSchema: ResourceSchema = {
  name: 'sysPermissionDataRule',
  title: '数据规则',
  apiBase: '/sys/permission',
  permissionPrefix: PERMISSION_PREFIX.permission,
  table: 'sys_permission_data_rule',
  defaultSort: { key: 'createTime', order: 'desc' },
  fields: [
    { key: 'id', title: 'ID', kind: 'text', filter: true },
    { key: 'permissionId', title: '菜单', kind: 'text', filter: true, form: 'create' },
    {
      key: 'ruleName',
      title: '规则名称',
      kind: 'text',
      rules: [requiredText(DATA_RULE_MESSAGES.nameRequired, { max: 50 })],
      list: true,
      search: 'like',
      card: true,
      form: true,
    },
    {
      key: 'ruleColumn',
      title: '规则字段',
      kind: 'text',
      rules: [validateRuleColumn],
      list: true,
      search: 'like',
      card: true,
      form: true,
    },
    {
      key: 'ruleConditions',
      title: '条件规则',
      kind: 'text',
      rules: [requiredSelect(DATA_RULE_MESSAGES.conditionRequired), validateRuleCondition],
      list: true,
      search: 'eq',
      card: true,
      form: true,
    },
    {
      key: 'ruleValue',
      title: '规则值',
      kind: 'text',
      rules: [validateRuleValue],
      list: true,
      search: 'like',
      card: true,
      form: true,
    },
    {
      key: 'status',
      title: '状态',
      kind: 'dict',
      dictCode: 'valid_status',
      list: true,
      search: 'eq',
      form: true,
    },
    { key: 'createBy', title: '创建人', kind: 'text' },
    { key: 'createTime', title: '创建时间', kind: 'datetime', list: true, sort: true },
    { key: 'updateBy', title: '修改人', kind: 'text' },
    { key: 'updateTime', title: '修改时间', kind: 'datetime', sort: true },
  ],
};
