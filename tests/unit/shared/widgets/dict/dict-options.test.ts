import { describe, expect, it } from 'vitest';
import {
  joinDictValue,
  labelsOf,
  normaliseDictOptions,
  singleDictValue,
  splitDictValue,
} from '../../../../../src/shared/domain/widgets/dict/options';
import { labelDictCode, parseTableDictCode } from '../../../../../src/shared/domain/widgets/dict/dict-code';

describe('normaliseDictOptions', () => {
  it('reads the text from text, else label, else title, else the value', () => {
    expect(
      normaliseDictOptions([
        { value: '1', text: '男', label: 'x', title: 'y' },
        { value: '2', label: '女', title: 'y' },
        { value: '3', title: '未知' },
        { value: 4 },
      ]),
    ).toEqual([
      { value: '1', label: '男' },
      { value: '2', label: '女' },
      { value: '3', label: '未知' },
      { value: '4', label: '4' },
    ]);
  });

  it('turns values into strings, keeps disabled and drops entries without a value', () => {
    expect(
      normaliseDictOptions([
        { value: 0, text: '否', disabled: true },
        { value: true, text: '是' },
        { text: '无值' },
        null,
        'x',
      ]),
    ).toEqual([
      { value: '0', label: '否', disabled: true },
      { value: 'true', label: '是' },
    ]);
  });

  it('gives no options for a non-array (an unsuccessful answer)', () => {
    expect(normaliseDictOptions(null)).toEqual([]);
    expect(normaliseDictOptions({ value: '1' })).toEqual([]);
  });
});

describe('multi values', () => {
  it('splits on the comma separator and joins back', () => {
    expect(splitDictValue('a,b,,c')).toEqual(['a', 'b', 'c']);
    expect(splitDictValue('')).toEqual([]);
    expect(splitDictValue(null)).toEqual([]);
    expect(splitDictValue(7)).toEqual(['7']);
    expect(splitDictValue(['x', 1])).toEqual(['x', '1']);
    expect(joinDictValue(['a', '', 'b'])).toBe('a,b');
    expect(joinDictValue([])).toBe('');
  });

  it('single values and labels', () => {
    expect(singleDictValue(undefined)).toBe('');
    expect(singleDictValue(0)).toBe('0');
    const options = [
      { value: '1', label: '男' },
      { value: '2', label: '女' },
    ];
    expect(labelsOf(options, ['2', '9'])).toEqual(['女', '9']);
  });
});

describe('table dictionary codes', () => {
  it('parses table,text,code[,condition]', () => {
    expect(parseTableDictCode('sys_user,realname,username')).toEqual({
      table: 'sys_user',
      text: 'realname',
      code: 'username',
    });
    expect(parseTableDictCode('sys_user,realname,username,status=1')).toEqual({
      table: 'sys_user',
      text: 'realname',
      code: 'username',
      condition: 'status=1',
    });
    expect(parseTableDictCode('sex')).toBeNull();
    expect(parseTableDictCode('a,,c')).toBeNull();
  });

  it('drops the condition for loadDictItem, which takes exactly three parts', () => {
    expect(labelDictCode('sys_user,realname,username,status=1')).toBe('sys_user,realname,username');
    expect(labelDictCode('sys_user,realname,username')).toBe('sys_user,realname,username');
  });
});
