import type { Db } from '../db';
import { FILL_RULE_DICTS } from '../../../src/shared/domain/resources/fill-rule';

// The two dictionaries of the fill-rule form and two demo rules (fixed ids: re-runnable).
const DICTS: Array<[string, string, string, Array<[string, string]>]> = [
  [
    '1800000000061000001',
    FILL_RULE_DICTS.datePattern,
    '填值规则日期格式',
    [
      ['none', '无'],
      ['yyyy', 'yyyy（年）'],
      ['yyyyMM', 'yyyyMM（年月）'],
      ['yyyyMMdd', 'yyyyMMdd（年月日）'],
    ],
  ],
  [
    '1800000000061000002',
    FILL_RULE_DICTS.resetPeriod,
    '填值规则重置周期',
    [
      ['never', '不重置'],
      ['year', '每年'],
      ['month', '每月'],
      ['day', '每日'],
    ],
  ],
];

// [id, name, code, prefix, datePattern, separator, seqLength, resetPeriod]
const RULES: Array<[string, string, string, string, string, string, number, string]> = [
  ['1800000000061000101', '发票编号', 'invoice_no', 'FP', 'yyyy', '-', 6, 'year'],
  ['1800000000061000102', '任务编号', 'task_no', 'RW', 'yyyyMMdd', '', 4, 'day'],
];

export async function seedFillRules(db: Db): Promise<void> {
  for (const [di, [dictId, code, name, items]] of DICTS.entries()) {
    await db.query(
      `INSERT INTO sys_dict (id, dict_name, dict_code, create_by) VALUES ($1, $2, $3, 'system') ON CONFLICT DO NOTHING`,
      [dictId, name, code],
    );
    for (const [i, [value, text]] of items.entries()) {
      await db.query(
        `INSERT INTO sys_dict_item (id, dict_id, item_text, item_value, sort_order, status, create_by)
         SELECT $1, id, $2, $3, $4, 1, 'system' FROM sys_dict WHERE dict_code = $5
         ON CONFLICT DO NOTHING`,
        [`180000000006101${di}${String(i + 1).padStart(3, '0')}`, text, value, i + 1, code],
      );
    }
  }
  for (const [id, name, code, prefix, datePattern, separator, seqLength, resetPeriod] of RULES) {
    await db.query(
      `INSERT INTO sys_fill_rule (id, rule_name, rule_code, prefix, date_pattern, code_separator, seq_length, reset_period, create_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'system') ON CONFLICT DO NOTHING`,
      [id, name, code, prefix, datePattern, separator, seqLength, resetPeriod],
    );
  }
}
