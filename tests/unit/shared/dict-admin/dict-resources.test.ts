import { describe, expect, it } from 'vitest';
import { dictSchema } from '../../../../src/shared/domain/resources/dict';
import { dictItemSchema, dictItemValueError } from '../../../../src/shared/domain/resources/dict-item';
import {
  dictRegistrySchema,
  splitFilterColumns,
} from '../../../../src/shared/domain/resources/dict-registry';
import { findField } from '../../../../src/shared/domain/resources/types';
import { firstError } from '../../../../src/shared/domain/validation/rules';

const rulesOf = (schema: typeof dictSchema, key: string) => findField(schema, key)?.rules ?? [];

describe('dictionary admin schemas', () => {
  it('a number dictionary takes numbers only; a string one anything', () => {
    expect(dictItemValueError('12', '1')).toBeUndefined();
    expect(dictItemValueError('-3.5', 1)).toBeUndefined();
    expect(dictItemValueError('abc', '1')).toBe('数字类型的字典，数据值必须是数字');
    expect(dictItemValueError('1e3', '1')).toBe('数字类型的字典，数据值必须是数字');
    expect(dictItemValueError('abc', '0')).toBeUndefined();
  });

  it('dictionary codes never hold a comma (that would be a table dictionary)', () => {
    const rules = rulesOf(dictSchema, 'dictCode');
    expect(firstError('sex_2', rules)).toBeUndefined();
    expect(firstError('a,b', rules)).toBe('字典编码只允许字母、数字、下划线和短横线');
    expect(firstError('', rules)).toBe('请输入字典编码!');
    expect(firstError('2', rulesOf(dictSchema, 'type'))).toBe('字典类型只能是 字符串 或 数字');
  });

  it('item values refuse commas; sort must be an integer', () => {
    expect(firstError('a,b', rulesOf(dictItemSchema, 'itemValue'))).toBe('数据值不能包含逗号');
    expect(firstError('1.5', rulesOf(dictItemSchema, 'sortOrder'))).toBe('排序值必须是整数');
    expect(firstError(3, rulesOf(dictItemSchema, 'sortOrder'))).toBeUndefined();
  });

  it('registry identifiers are plain lower-case SQL names', () => {
    expect(firstError('sys_user', rulesOf(dictRegistrySchema, 'tableName'))).toBeUndefined();
    expect(firstError('sys_user where 1=1', rulesOf(dictRegistrySchema, 'tableName'))).toBe(
      '表名只能是小写字母、数字和下划线，且以字母或下划线开头',
    );
    expect(firstError('a, b ,c', rulesOf(dictRegistrySchema, 'filterColumns'))).toBeUndefined();
    expect(firstError('a;b', rulesOf(dictRegistrySchema, 'filterColumns'))).toBe(
      '过滤字段须为逗号分隔的字段名',
    );
    expect(splitFilterColumns(' a, ,b ')).toEqual(['a', 'b']);
  });
});
