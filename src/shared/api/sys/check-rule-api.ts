import type { ListRecord } from '../../hooks/list-page/types';
import { checkRuleByCode } from './validate-api';

/** 编码校验规则 administration (`/sys/checkRule/*`). */
export const CHECK_RULE_URLS = {
  list: '/sys/checkRule/list',
  add: '/sys/checkRule/add',
  edit: '/sys/checkRule/edit',
  delete: '/sys/checkRule/delete',
  deleteBatch: '/sys/checkRule/deleteBatch',
  queryById: '/sys/checkRule/queryById',
} as const;

export interface CheckRuleRecord extends ListRecord {
  ruleName: string;
  ruleCode: string;
  ruleJson: string;
  ruleDescription?: string | null;
  createBy?: string | null;
  createTime?: string | null;
}

/** The 测试 box: checks `value` as a form would (encoded once here, once more by the query string). */
export function testCheckRule(ruleCode: string, value: string) {
  return checkRuleByCode({ ruleCode, value: encodeURIComponent(value) });
}
