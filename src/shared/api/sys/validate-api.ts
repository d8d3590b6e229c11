import type { CheckRuleFailure } from '../../domain/validation/check-rule-failure';
import type { DuplicateCheckRequest } from '../../domain/validation/duplicate-check';
import type { RuleCodeRequest } from '../../domain/validation/rule-code-check';
import { getAction } from '../http';

export type { CheckRuleFailure };

/** GET /sys/duplicate/check (CONTRACT §8.1); `success` decides, `code` is 500 for the empty quirk. */
export function duplicateCheck(request: DuplicateCheckRequest) {
  return getAction<string | null>('/sys/duplicate/check', { ...request });
}

/** GET /sys/checkRule/checkByCode; `value` is already encodeURIComponent-ed by the caller. */
export function checkRuleByCode(request: RuleCodeRequest) {
  return getAction<CheckRuleFailure | null>('/sys/checkRule/checkByCode', { ...request });
}
