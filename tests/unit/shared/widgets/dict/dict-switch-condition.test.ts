import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SWITCH_OPTIONS,
  isEmptySwitchValue,
  isSwitchOn,
  switchOptions,
  switchQueryValueOf,
  switchValueOf,
} from '../../../../../src/shared/domain/widgets/dict/switch';
import { checkTreeCondition } from '../../../../../src/shared/domain/widgets/dict/tree-condition';
import { TREE_CONDITION_ERROR } from '../../../../../src/shared/domain/widgets/dict/messages';

describe('switch mapping', () => {
  it('defaults to Y / N: true → first, false → second', () => {
    expect(DEFAULT_SWITCH_OPTIONS).toEqual(['Y', 'N']);
    expect(switchValueOf(true)).toBe('Y');
    expect(switchValueOf(false)).toBe('N');
    expect(isSwitchOn('Y')).toBe(true);
    expect(isSwitchOn('N')).toBe(false);
    expect(isSwitchOn(undefined)).toBe(false);
  });

  it('uses a custom pair, comparing as strings', () => {
    expect(switchValueOf(true, [1, 0])).toBe(1);
    expect(switchValueOf(false, [1, 0])).toBe(0);
    expect(isSwitchOn('1', [1, 0])).toBe(true);
    expect(isSwitchOn(0, [1, 0])).toBe(false);
  });

  it('falls back to Y / N for anything but a pair', () => {
    expect(switchOptions(['a'])).toEqual(['Y', 'N']);
    expect(switchOptions(null)).toEqual(['Y', 'N']);
    expect(switchOptions(['a', 'b', 'c'])).toEqual(['Y', 'N']);
  });

  it('an empty value is one that must emit the second option', () => {
    expect(isEmptySwitchValue('')).toBe(true);
    expect(isEmptySwitchValue(null)).toBe(true);
    expect(isEmptySwitchValue(undefined)).toBe(true);
    expect(isEmptySwitchValue('N')).toBe(false);
    expect(isEmptySwitchValue(0)).toBe(false);
  });

  it('query variant: checked filters on the first option, unchecked means no filter', () => {
    expect(switchQueryValueOf(true)).toBe('Y');
    expect(switchQueryValueOf(false)).toBe('');
  });
});

describe('tree select condition', () => {
  it('accepts empty and JSON object strings', () => {
    expect(checkTreeCondition('')).toEqual({ ok: true, condition: '' });
    expect(checkTreeCondition(undefined)).toEqual({ ok: true, condition: '' });
    expect(checkTreeCondition('  ')).toEqual({ ok: true, condition: '' });
    expect(checkTreeCondition('{"status":"1"}')).toEqual({ ok: true, condition: '{"status":"1"}' });
  });

  it('rejects arrays, scalars, null and broken JSON with the spec message', () => {
    for (const bad of ['[1,2]', '1', '"x"', 'null', '{status:1}', 'status=1']) {
      expect(checkTreeCondition(bad)).toEqual({ ok: false, message: TREE_CONDITION_ERROR });
    }
    expect(TREE_CONDITION_ERROR).toBe('组件JTreeSelect-condition传值有误，需要一个json字符串!');
  });
});
