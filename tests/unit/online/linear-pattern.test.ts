import { describe, expect, it } from 'vitest';
import { validTypeError } from '../../../src/shared/domain/online/form-design';
import { compileLinear, linearPatternError } from '../../../src/shared/domain/validation/linear-pattern';

describe('designer validation patterns run on RE2', () => {
  it('refuses what RE2 cannot run: backreferences and lookaround, with a Chinese reason', () => {
    expect(linearPatternError('^(x)\\1$')).toBe('校验规则不支持该正则写法：不支持反向引用（\\1、\\k<名称>）');
    expect(linearPatternError('^(?<a>x)\\k<a>$')).toMatch(/^校验规则不支持该正则写法：不支持反向引用/);
    for (const p of ['^(?=a)\\w+$', '^(?!0)\\d+$', '^(?<=a)b$', '^(?<!a)b$'])
      expect(linearPatternError(p), p).toMatch(/^校验规则不支持该正则写法：不支持前瞻或后顾断言/);
    expect(linearPatternError('^[a$')).toMatch(/^校验规则不支持该正则写法：无法解析/);
    expect(linearPatternError(`^${'a'.repeat(600)}$`)).toMatch(/长度超过 500/);
  });

  it('accepts nested repetition, which RE2 runs in linear time', () => {
    for (const p of ['^(a+)+$', '^(a|aa)+$', '^(\\d{1,3})+$', '^\\d*\\d*\\d*\\d*x$'])
      expect(linearPatternError(p), p).toBeUndefined();
    const nested = compileLinear('^(a+)+$');
    if (!nested.ok) throw new Error(nested.reason);
    // The value that makes a backtracking engine run for hours is answered at once.
    expect(nested.pattern.test(`${'a'.repeat(10_000)}!`)).toBe(false);
    expect(nested.pattern.test('aaaa')).toBe(true);
  });

  it('keeps JavaScript escapes meaning the same: \\u, \\d, a literal double backslash', () => {
    const han = compileLinear('^[\\u4e00-\\u9fa5]{2,4}$');
    if (!han.ok) throw new Error(han.reason);
    expect(han.pattern.test('张三')).toBe(true);
    expect(han.pattern.test('ab')).toBe(false);
    const literal = compileLinear('^\\\\u0041$');
    if (!literal.ok) throw new Error(literal.reason);
    expect(literal.pattern.test('\\u0041')).toBe(true);
    expect(literal.pattern.test('A')).toBe(false);
    const whole = compileLinear('\\d{3}');
    if (!whole.ok) throw new Error(whole.reason);
    expect(whole.pattern.matchesWhole('123')).toBe(true);
    expect(whole.pattern.matchesWhole('1234')).toBe(false);
    expect(whole.pattern.test('1234')).toBe(true);
  });

  it('names the field when the designer refuses one', () => {
    expect(validTypeError('编码', '^(a)\\1$')).toBe(
      '字段「编码」的校验规则不支持该正则写法：不支持反向引用（\\1、\\k<名称>）',
    );
    expect(validTypeError('编码', '^(a+)+$')).toBeUndefined();
    expect(validTypeError('编码', '^[A-Z]{2}\\d{4}$')).toBeUndefined();
  });
});
