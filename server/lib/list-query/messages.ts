// The list engine's user-facing messages, in one place. Echoed input is cut short so a hostile
// parameter cannot turn an error message into a wall of text.
import { SUPER_QUERY_MESSAGES } from '../../../src/shared/domain/query/super-query';

export const MAX_IN_VALUES = 1000;

export function echo(text: string): string {
  return text.length > 64 ? `${text.slice(0, 64)}…` : text;
}

export const LIST_MESSAGES = {
  badValue: (title: string) => `查询条件「${title}」的值格式不正确`,
  tooManyValues: (title: string) => `查询条件「${title}」的值过多，最多 ${MAX_IN_VALUES} 个`,
  superQueryField: (field: string) => `高级查询字段不存在：${echo(field)}`,
  superQueryMalformed: SUPER_QUERY_MESSAGES.malformed,
  sortColumn: (column: string) => `请注意，将要排序的列字段不存在：${echo(column)}`,
  tooManySortColumns: '排序字段过多',
  dataRuleField: (field: string) => `数据权限规则字段不存在：${echo(field)}`,
  dataRuleCondition: (condition: string) => `数据权限规则条件不正确：${echo(condition)}`,
  dataRuleSql: '数据权限规则不支持自定义SQL片段',
  tooManyIds: `一次最多操作 ${MAX_IN_VALUES} 条记录`,
} as const;
