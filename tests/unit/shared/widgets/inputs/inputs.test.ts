import { describe, expect, it } from 'vitest';
import {
  joinTags,
  splitTags,
  stripTagSeparators,
  tagsToText,
} from '../../../../../src/shared/domain/widgets/inputs/tags';
import { ellipsis, ELLIPSIS_DEFAULT_LENGTH } from '../../../../../src/shared/domain/widgets/inputs/ellipsis';
import { formatThousands } from '../../../../../src/shared/domain/widgets/inputs/number-filter';

describe('tag input', () => {
  it('cuts the text into 2-character tags joined by semicolons', () => {
    expect(joinTags('abcde')).toBe('ab;cd;e');
    expect(splitTags('厂网协同平台')).toEqual(['厂网', '协同', '平台']);
    expect(joinTags('ab')).toBe('ab');
    expect(joinTags('')).toBe('');
    expect(joinTags(null)).toBe('');
  });

  it('strips typed semicolons (ASCII and full-width) before cutting', () => {
    expect(stripTagSeparators('a;b；c')).toBe('abc');
    expect(joinTags('a;bc;;d')).toBe('ab;cd');
    expect(joinTags(';;;')).toBe('');
  });

  it('re-cuts an existing value and gives its editable text back', () => {
    expect(joinTags('ab;cd;e' + 'f')).toBe('ab;cd;ef');
    expect(tagsToText('ab;cd;e')).toBe('abcde');
    expect(tagsToText(undefined)).toBe('');
  });

  it('never splits a character outside the BMP and honours another size', () => {
    expect(splitTags('😀a😀b')).toEqual(['😀a', '😀b']);
    expect(joinTags('abcdefg', 3)).toBe('abc;def;g');
    expect(() => splitTags('abc', 0)).toThrow(RangeError);
  });
});

describe('ellipsis', () => {
  it('keeps texts up to the default length of 25', () => {
    const text = 'x'.repeat(ELLIPSIS_DEFAULT_LENGTH);
    expect(ellipsis(text)).toEqual({ text, full: text, truncated: false });
  });

  it('cuts longer texts and ends them with …', () => {
    const text = '一'.repeat(30);
    const result = ellipsis(text);
    expect(result.text).toBe(`${'一'.repeat(25)}…`);
    expect(result.full).toBe(text);
    expect(result.truncated).toBe(true);
    expect(ellipsis('abcdef', 3).text).toBe('abc…');
  });

  it('shows empty for null and strings other values; a bad length falls back to 25', () => {
    expect(ellipsis(null).text).toBe('');
    expect(ellipsis(12345, 2).text).toBe('12…');
    expect(ellipsis('y'.repeat(26), 0).text).toBe(`${'y'.repeat(25)}…`);
  });
});

describe('number filter', () => {
  it.each([
    [1234567, '1,234,567'],
    [1234567.891, '1,234,567.891'],
    [-1234567.5, '-1,234,567.5'],
    [-999, '-999'],
    [0, '0'],
    [0.5, '0.5'],
    [1000, '1,000'],
    [1e21, '1,000,000,000,000,000,000,000'],
    [1e-7, '0.0000001'],
    ['1234.50', '1,234.50'],
    ['-0001234', '-0,001,234'],
    ['+12345', '12,345'],
    ['12345.', '12,345'],
    [' 9876543 ', '9,876,543'],
  ])('%s → %s', (value, expected) => {
    expect(formatThousands(value)).toBe(expected);
  });

  it('leaves empty, non-finite and non-numeric input alone', () => {
    expect(formatThousands(null)).toBe('');
    expect(formatThousands(undefined)).toBe('');
    expect(formatThousands(Number.NaN)).toBe('');
    expect(formatThousands('')).toBe('');
    expect(formatThousands('abc')).toBe('abc');
    expect(formatThousands('1,234')).toBe('1,234');
  });
});
