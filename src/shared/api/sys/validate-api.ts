import type { DuplicateCheckRequest } from '../../domain/validation/duplicate-check';
import type { RuleCodeRequest } from '../../domain/validation/rule-code-check';
import { getAction } from '../http';

/** The `result` of a failed rule-code check (CONTRACT §8.2). */
export interface CheckRuleFailure {
  digits: string;
  pattern: string;
  message: string;
  beginIndex?: number;
  endIndex?: number;
  checkValue: string;
  passed: false;
}

/** GET /sys/duplicate/check (CONTRACT §8.1); `success` decides, `code` is 500 for the empty quirk. */
export function duplicateCheck(request: DuplicateCheckRequest) {
  return getAction<string | null>('/sys/duplicate/check', { ...request });
}

/** GET /sys/checkRule/checkByCode; `value` is already encodeURIComponent-ed by the caller. */
export function checkRuleByCode(request: RuleCodeRequest) {
  return getAction<CheckRuleFailure | null>('/sys/checkRule/checkByCode', { ...request });
}
