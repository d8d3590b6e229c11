import { describe, expect, it } from 'vitest';
import {
  DATA_RULE_CONDITIONS,
  toDataRuleConditionCode,
} from '../../../../src/shared/domain/query/data-rule-conditions';
import {
  MATCH_TYPE_OPTIONS,
  QUERY_RULE_LABELS,
  QUERY_RULE_OPTIONS,
  toMatchType,
  toQueryRule,
} from '../../../../src/shared/domain/query/rules';

describe('query rules', () => {
  it('lists the ten rules with the builder labels', () => {
    expect(QUERY_RULE_OPTIONS.map((o) => `${o.value}:${o.label}`)).toEqual([
      'eq:等于',
      'like:包含',
      'right_like:以..开始',
      'left_like:以..结尾',
      'in:在...中',
      'ne:不等于',
      'gt:大于',
      'ge:大于等于',
      'lt:小于',
      'le:小于等于',
    ]);
    expect(QUERY_RULE_LABELS.right_like).toBe('以..开始');
  });

  it.each([
    ['eq', 'eq'],
    ['=', 'eq'],
    ['!=', 'ne'],
    ['<>', 'ne'],
    ['>', 'gt'],
    ['>=', 'ge'],
    ['<', 'lt'],
    ['<=', 'le'],
    ['LIKE', 'like'],
    ['like', 'like'],
    ['LEFT_LIKE', 'left_like'],
    ['RIGHT_LIKE', 'right_like'],
    ['IN', 'in'],
    [' GE ', 'ge'],
    ['between', null],
    ['', null],
    ['USE_SQL_RULES', null],
  ])('toQueryRule(%j) → %j', (raw, rule) => {
    expect(toQueryRule(raw)).toBe(rule);
  });

  it('reads match types as JeecgBoot does (or in any case, else and)', () => {
    expect(toMatchType('or')).toBe('or');
    expect(toMatchType(' OR ')).toBe('or');
    expect(toMatchType('and')).toBe('and');
    expect(toMatchType('xor')).toBe('and');
    expect(toMatchType(undefined)).toBe('and');
    expect(MATCH_TYPE_OPTIONS.map((o) => o.label)).toEqual([
      'AND（所有条件都要求匹配）',
      'OR（条件中的任意一个匹配）',
    ]);
  });
});

describe('data rule conditions', () => {
  it('offers the ten conditions with Chinese labels, never the SQL one', () => {
    expect(DATA_RULE_CONDITIONS.map((c) => c.label)).toEqual([
      '等于',
      '不等于',
      '大于',
      '大于等于',
      '小于',
      '小于等于',
      '包含',
      '左模糊',
      '右模糊',
      '在…中',
    ]);
    expect(DATA_RULE_CONDITIONS.some((c) => (c.value as string) === 'USE_SQL_RULES')).toBe(false);
  });

  it.each([
    ['=', '='],
    [' >= ', '>='],
    ['like', 'LIKE'],
    ['LEFT_LIKE', 'LEFT_LIKE'],
    ['in', 'IN'],
    ['use_sql_rules', 'USE_SQL_RULES'],
    ['between', null],
    ['==', null],
  ])('toDataRuleConditionCode(%j) → %j', (raw, code) => {
    expect(toDataRuleConditionCode(raw)).toBe(code);
  });
});
