import { useMemo } from 'react';
import { checkRuleByCode, duplicateCheck } from '../../api/sys/validate-api';
import { validateDuplicate, type DuplicateCheckTarget } from '../../domain/validation/duplicate-check';
import { validateRuleCode } from '../../domain/validation/rule-code-check';

/** A check of one value: null when valid or skipped, else the message to show. */
export type RemoteCheck = (value: unknown) => Promise<string | null>;

/** The duplicate check of a field against the server. */
export function duplicateValidator(target: DuplicateCheckTarget): RemoteCheck {
  return (value) => validateDuplicate(duplicateCheck, target, value);
}

/** The rule-code check of a field against the server. */
export function ruleCodeValidator(ruleCode: string | null | undefined): RemoteCheck {
  return (value) => validateRuleCode(checkRuleByCode, ruleCode, value);
}

/**
 * The form-library shape both antd and antd-mobile `Form` rules take:
 * `{ validator: toFormValidator(check) }` rejects with the message, resolves when valid.
 */
export function toFormValidator(check: RemoteCheck): (rule: unknown, value: unknown) => Promise<void> {
  return async (_rule, value) => {
    const message = await check(value);
    if (message !== null) throw new Error(message);
  };
}

/**
 * Form rules for a unique field and/or a rule code, stable across renders while the inputs are
 * the same (a new `dataId` when another record is opened gives new rules).
 */
export function useRemoteChecks(options: { duplicate?: DuplicateCheckTarget; ruleCode?: string | null }) {
  const { duplicate, ruleCode } = options;
  const tableName = duplicate?.tableName;
  const fieldName = duplicate?.fieldName;
  const dataId = duplicate?.dataId;
  const message = duplicate?.message;
  return useMemo(() => {
    const rules: Array<{ validator: (rule: unknown, value: unknown) => Promise<void> }> = [];
    if (tableName && fieldName) {
      rules.push({
        validator: toFormValidator(duplicateValidator({ tableName, fieldName, dataId, message })),
      });
    }
    if (ruleCode) rules.push({ validator: toFormValidator(ruleCodeValidator(ruleCode)) });
    return rules;
  }, [tableName, fieldName, dataId, message, ruleCode]);
}
