import { describe, expect, it } from 'vitest';
import { validTypeError } from '../../../src/shared/domain/online/form-design';
import { isCatastrophicPattern } from '../../../src/shared/domain/online/regex-safety';

describe('designer validation patterns', () => {
  it('refuses repeated groups that repeat or branch, and backreferences', () => {
    for (const p of [
      '^(a+)+$',
      '^(a*)*$',
      '^(a|aa)+$',
      '^(\\d{1,3})+$',
      '^((ab)+c)*$',
      '^(a?)+$',
      '^(x)\\1$',
    ])
      expect(isCatastrophicPattern(p), p).toBe(true);
  });

  it('accepts the ordinary shapes', () => {
    for (const p of [
      '^[A-Z]{2}\\d{4}$',
      '^(\\+86)?1[3-9]\\d{9}$',
      '^(?:[a-z]+)$',
      '^[(a+)+]*$',
      '^(ab|cd)$',
      '^\\d+(\\.\\d{1,2})?$',
      '^(\\d{3})-(\\d{4})$',
    ])
      expect(isCatastrophicPattern(p), p).toBe(false);
  });

  it('names the field when the designer refuses one', () => {
    expect(validTypeError('编码', '^(a+)+$')).toBe(
      '字段「编码」的校验正则表达式过于复杂（不能重复含有重复或分支的分组，也不能使用反向引用），请简化',
    );
    expect(validTypeError('编码', '^[A-Z]{2}\\d{4}$')).toBeUndefined();
  });
});
