import {
  formatFillCode,
  periodKey,
  type DatePattern,
  type FillRuleFormat,
  type ResetPeriod,
} from '../../../src/shared/domain/fill-rule/format';
import { FILL_RULE_MESSAGES } from '../../../src/shared/domain/resources/fill-rule';
import { one, type Db, type Row } from '../../db/db';
import { BizError } from '../../plugins/envelope';

export interface FillRuleFormatRow extends Row {
  rule_code: string;
  prefix: string;
  date_pattern: string;
  code_separator: string;
  seq_length: number;
  reset_period: string;
}

export const toFormat = (r: FillRuleFormatRow): FillRuleFormat => ({
  prefix: r.prefix,
  datePattern: r.date_pattern as DatePattern,
  separator: r.code_separator,
  seqLength: r.seq_length,
  resetPeriod: r.reset_period as ResetPeriod,
});

/**
 * The next value of a rule's counter for the period. One statement: the row is created at 1 or
 * incremented under its row lock, so concurrent callers never read the same value.
 */
export async function nextSequence(db: Db, ruleCode: string, period: string): Promise<number> {
  const [row] = await db.query<{ value: string | number }>(
    `INSERT INTO sys_fill_rule_seq (rule_code, period_key, value) VALUES ($1, $2, 1)
     ON CONFLICT (rule_code, period_key)
       DO UPDATE SET value = sys_fill_rule_seq.value + 1, update_time = now()
     RETURNING value`,
    [ruleCode, period],
  );
  return Number(row!.value);
}

/** Generates one code of the rule named `ruleCode` (unknown code → 该规则编码不存在). */
export async function generateCode(db: Db, ruleCode: string, now = new Date()): Promise<string> {
  const rule = await one<FillRuleFormatRow>(
    db,
    `SELECT rule_code, prefix, date_pattern, code_separator, seq_length, reset_period
       FROM sys_fill_rule WHERE rule_code = $1`,
    [ruleCode.trim()],
  );
  if (!rule) throw new BizError(FILL_RULE_MESSAGES.unknown);
  const format = toFormat(rule);
  const value = await nextSequence(db, rule.rule_code, periodKey(format.resetPeriod, now));
  return formatFillCode(format, value, now);
}
