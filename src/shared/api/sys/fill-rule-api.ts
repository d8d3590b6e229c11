import type { ListRecord } from '../../hooks/list-page/types';
import { getAction, putAction } from '../http';

/** 填值规则 (`/sys/fillRule/*`, JeecgBoot SysFillRuleController). */
export const FILL_RULE_URLS = {
  list: '/sys/fillRule/list',
  add: '/sys/fillRule/add',
  edit: '/sys/fillRule/edit',
  delete: '/sys/fillRule/delete',
  deleteBatch: '/sys/fillRule/deleteBatch',
  queryById: '/sys/fillRule/queryById',
} as const;

export interface FillRuleRecord extends ListRecord {
  ruleName: string;
  ruleCode: string;
  prefix: string;
  datePattern: string;
  separator: string;
  seqLength: number;
  resetPeriod: string;
  createBy?: string | null;
  createTime?: string | null;
}

/** 功能测试: generates (and uses up) one code of the rule. */
export function testFillRule(ruleCode: string) {
  return getAction<string>('/sys/fillRule/testFillRule', { ruleCode });
}

/** The runtime call of forms: the next code of the rule; `formData` is the form's current values. */
export function executeRuleByCode(ruleCode: string, formData: Record<string, unknown> = {}) {
  return putAction<string>(`/sys/fillRule/executeRuleByCode/${encodeURIComponent(ruleCode)}`, formData);
}

/** Several rules at once (at most 20): `[{ ruleCode, result }]` in the order asked. */
export function executeRuleByCodeBatch(
  rules: Array<{ ruleCode: string; formData?: Record<string, unknown> }>,
) {
  return putAction<Array<{ ruleCode: string; result: string }>>('/sys/fillRule/executeRuleByCodeBatch', {
    commonFormData: {},
    rules,
  });
}
