import type { DuplicateCheckTarget } from '../validation/duplicate-check';

export interface ChecksDemoField {
  name: string;
  label: string;
  placeholder: string;
  /** What useRemoteChecks gets: a duplicate target and/or a rule code. */
  checks: { duplicate?: DuplicateCheckTarget; ruleCode?: string };
}

/** The 校验 tab: the duplicate check (sys_user.username) and the rule-code check (seed rule `common`). */
export const CHECKS_DEMO_FIELDS: readonly ChecksDemoField[] = [
  {
    name: 'username',
    label: '用户账号（重复校验）',
    placeholder: '输入已存在的账号如 admin 试试',
    checks: { duplicate: { tableName: 'sys_user', fieldName: 'username' } },
  },
  {
    name: 'code',
    label: '编码（规则 common）',
    placeholder: '首位字母，3到12位字母数字下划线',
    checks: { ruleCode: 'common' },
  },
];
