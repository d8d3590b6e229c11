import type { Result } from '../../../src/shared/domain/contract/result';
import { one, type Db } from '../../db/db';
import { BizError, fail, ok } from '../../plugins/envelope';
import { checkValue, parseRuleJson, type CheckRuleFailure } from './evaluate';
import { fullMatch, MAX_VALUE_LENGTH } from './regex-guard';

export const CHECK_RULE_MESSAGES = {
  unknown: '该编码不存在',
  badConfig: '该编码的校验规则配置有误，请联系管理员',
  badValue: '校验值的编码格式不正确',
  tooLong: `校验值不能超过${MAX_VALUE_LENGTH}个字符`,
} as const;

/** Java URLDecoder.decode(value, UTF-8): `+` is a space, %XX are UTF-8 bytes. */
function urlDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    throw new BizError(CHECK_RULE_MESSAGES.badValue);
  }
}

/**
 * GET /sys/checkRule/checkByCode (CONTRACT §8.2). `value` arrives encoded twice (the client
 * encodes it before the query string does), so it is decoded once more here.
 */
export async function checkByCode(
  db: Db,
  q: { ruleCode?: string; value?: string },
): Promise<Result<CheckRuleFailure | null>> {
  const rule = await one<{ rule_json: string }>(
    db,
    'SELECT rule_json FROM sys_check_rule WHERE rule_code = $1',
    [(q.ruleCode ?? '').trim()],
  );
  if (!rule) throw new BizError(CHECK_RULE_MESSAGES.unknown);
  const value = urlDecode(q.value ?? '');
  if (value.trim() === '') return ok(null);
  if (value.length > MAX_VALUE_LENGTH) throw new BizError(CHECK_RULE_MESSAGES.tooLong);
  const rules = parseRuleJson(rule.rule_json);
  if (!rules) throw new BizError(CHECK_RULE_MESSAGES.badConfig);
  let failure: CheckRuleFailure | null;
  try {
    failure = checkValue(rules, value, fullMatch);
  } catch {
    // A stored pattern RE2 cannot run (saved before rules were checked on save).
    throw new BizError(CHECK_RULE_MESSAGES.badConfig);
  }
  return failure ? fail(failure.message, 500, failure) : ok(null);
}
