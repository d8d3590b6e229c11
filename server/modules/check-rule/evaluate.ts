import type { CheckRuleFailure } from '../../../src/shared/domain/validation/check-rule-failure';

/** One entry of sys_check_rule.rule_json (CONTRACT §8.2). */
export interface CheckRuleItem {
  /** `*` = the whole value; N = the next N characters from the cursor. */
  digits: string;
  pattern: string;
  message: string;
}

export type { CheckRuleFailure };

const CHECK_ALL = '*';
const MAX_DIGITS = 1000;
const MAX_RULES = 50;

/**
 * rule_json as rule items, or null when the stored configuration is unusable (not an array of
 * {digits, pattern, message}, digits neither `*` nor 0–1000).
 */
export function parseRuleJson(json: string): CheckRuleItem[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length > MAX_RULES) return null;
  const items: CheckRuleItem[] = [];
  for (const raw of parsed as unknown[]) {
    if (!raw || typeof raw !== 'object') return null;
    const r = raw as Record<string, unknown>;
    const digits = typeof r.digits === 'number' ? String(r.digits) : r.digits;
    if (typeof digits !== 'string' || typeof r.pattern !== 'string') return null;
    if (digits !== CHECK_ALL && !(/^\d{1,4}$/.test(digits) && Number(digits) <= MAX_DIGITS)) return null;
    items.push({ digits, pattern: r.pattern, message: typeof r.message === 'string' ? r.message : '' });
  }
  return items;
}

/**
 * JeecgBoot SysCheckRuleServiceImpl.checkValue: rules in order, the first failure stops. A
 * numeric rule checks the next `digits` characters from a cursor that only numeric rules move;
 * the slice is clipped at the end of the value and empty once the cursor has passed it.
 * `matches` is a whole-value regex match (Java Pattern.matches).
 */
export function checkValue(
  rules: readonly CheckRuleItem[],
  value: string,
  matches: (pattern: string, value: string) => boolean,
): CheckRuleFailure | null {
  let beginIndex = 0;
  for (const rule of rules) {
    const failure: CheckRuleFailure = {
      digits: rule.digits,
      pattern: rule.pattern,
      message: rule.message,
      checkValue: value,
      passed: false,
    };
    if (rule.digits !== CHECK_ALL) {
      const n = Number(rule.digits);
      const endIndex = Math.min(beginIndex + n, value.length);
      failure.checkValue = beginIndex > endIndex ? '' : value.slice(beginIndex, endIndex);
      failure.beginIndex = beginIndex;
      failure.endIndex = endIndex;
      beginIndex += n;
    }
    if (!matches(rule.pattern, failure.checkValue)) return failure;
  }
  return null;
}
