import { describe, expect, it } from 'vitest';
import {
  assertInstallableCellType,
  GRID_CELL_TYPES,
  isGridCellType,
  ReservedCellTypeError,
} from '../../../../src/shared/domain/grid/cell-types';
import {
  checkboxValues,
  isCheckboxOn,
  mergeOptions,
  normaliseOptions,
  readFieldExtend,
  replaceColumnProps,
  statisticsKinds,
} from '../../../../src/shared/domain/grid/column';
import {
  cellDisplayText,
  isMultiColumn,
  joinMulti,
  splitMulti,
} from '../../../../src/shared/domain/grid/display';
import { cleanRowId, createTempId, isTempId } from '../../../../src/shared/domain/grid/row-id';

describe('cell types', () => {
  it('are exactly the 22 names of spec 001 §3', () => {
    expect(GRID_CELL_TYPES).toEqual([
      'normal',
      'input',
      'inputNumber',
      'checkbox',
      'checkbox_meta',
      'select',
      'list_multi',
      'sel_search',
      'sel_search_async',
      'sel_depart',
      'sel_user',
      'date',
      'datetime',
      'time',
      'input_pop',
      'upload',
      'file',
      'image',
      'popup',
      'radio',
      'slot',
      'hidden',
    ]);
    expect(isGridCellType('input_pop')).toBe(true);
    expect(isGridCellType('textarea')).toBe(false);
  });

  it('refuses to install a renderer under a reserved name, accepts others', () => {
    expect(() => assertInstallableCellType('rowNumber')).toThrow(ReservedCellTypeError);
    expect(() => assertInstallableCellType('rowDragSort')).toThrow(
      '不能使用"rowDragSort"作为单元格类型，因为这是保留的关键字。',
    );
    expect(() => assertInstallableCellType('')).toThrow(ReservedCellTypeError);
    expect(() => assertInstallableCellType('sel_user')).not.toThrow();
    expect(() => assertInstallableCellType('rate')).not.toThrow();
  });
});

describe('column helpers', () => {
  it('normalises options given with text, title or label', () => {
    expect(
      normaliseOptions([
        { value: 1, text: '一' },
        { value: 'b', title: '乙', disabled: true },
        { value: true, label: '是' },
        { value: 'x' },
      ]),
    ).toEqual([
      { value: '1', label: '一' },
      { value: 'b', label: '乙', disabled: true },
      { value: 'true', label: '是' },
      { value: 'x', label: 'x' },
    ]);
    expect(normaliseOptions(undefined)).toEqual([]);
  });

  it('merges dictionary options after static ones without repeating values', () => {
    expect(
      mergeOptions(
        [{ value: '1', label: '自定义' }],
        [
          { value: '1', label: '字典' },
          { value: '2', label: '二' },
        ],
      ),
    ).toEqual([
      { value: '1', label: '自定义' },
      { value: '2', label: '二' },
    ]);
  });

  it('replaces ${title}, ${key} and ${defaultValue}', () => {
    expect(
      replaceColumnProps(
        { title: '数量', key: 'qty', defaultValue: 3 },
        '请输入${title}(${key})，默认${defaultValue}',
      ),
    ).toBe('请输入数量(qty)，默认3');
    expect(replaceColumnProps({ title: 'T', key: 'k' }, '${defaultValue}|plain')).toBe('|plain');
  });

  it('reads statistics kinds, fieldExtendJson and checkbox values', () => {
    expect(statisticsKinds({ statistics: 'sum' })).toEqual(['sum']);
    expect(statisticsKinds({ statistics: ['average', 'sum'] })).toEqual(['average', 'sum']);
    expect(statisticsKinds({})).toEqual([]);
    expect(readFieldExtend({ fieldExtendJson: '{"uploadnum":3,"multiSelect":true}' })).toEqual({
      uploadnum: 3,
      multiSelect: true,
    });
    expect(readFieldExtend({ fieldExtendJson: '{bad' })).toEqual({});
    expect(readFieldExtend({ fieldExtendJson: '[1]' })).toEqual({});
    expect(checkboxValues({})).toEqual([true, false]);
    expect(isCheckboxOn({ customValue: ['Y', 'N'] }, 'Y')).toBe(true);
    expect(isCheckboxOn({ customValue: [1, 0] }, '1')).toBe(true);
    expect(isCheckboxOn({ customValue: ['Y', 'N'] }, 'N')).toBe(false);
    expect(isCheckboxOn({}, null)).toBe(false);
  });
});

describe('display text', () => {
  const options = [
    { value: '1', label: '一' },
    { value: '2', label: '二' },
  ];
  it('shows labels of choices and joins multi choices', () => {
    expect(cellDisplayText({ key: 'a', title: 'A', type: 'select' }, '2', options)).toBe('二');
    expect(cellDisplayText({ key: 'a', title: 'A', type: 'list_multi' }, '1,2,9', options)).toBe('一,二,9');
    expect(cellDisplayText({ key: 'a', title: 'A', type: 'checkbox' }, true, [])).toBe('是');
    expect(cellDisplayText({ key: 'a', title: 'A', type: 'input' }, 5, [])).toBe('5');
    expect(cellDisplayText({ key: 'a', title: 'A', type: 'input' }, null, [])).toBe('');
  });
  it('shows a figure with a declared precision like its 合计: grouped, at that scale', () => {
    const kwh = { key: 'e', title: 'E', type: 'inputNumber', precision: 3 } as const;
    expect(cellDisplayText(kwh, '100867164.376', [])).toBe('100,867,164.376');
    expect(cellDisplayText(kwh, 1500, [])).toBe('1,500.000');
    expect(cellDisplayText(kwh, '', [])).toBe('');
    // Without a precision the stored text is shown as it is.
    expect(cellDisplayText({ key: 'n', title: 'N', type: 'inputNumber' }, '1500.5', [])).toBe('1500.5');
  });
  it('splits and joins stored multi values', () => {
    expect(splitMulti('a,b,')).toEqual(['a', 'b']);
    expect(splitMulti(['x', 1])).toEqual(['x', '1']);
    expect(splitMulti('')).toEqual([]);
    expect(joinMulti(['a', 2])).toBe('a,2');
    expect(isMultiColumn({ type: 'select', props: { mode: 'multiple' } })).toBe(true);
    expect(isMultiColumn({ type: 'select' })).toBe(false);
  });
});

describe('temporary row ids', () => {
  it('carry a prefix and suffix that cleaning removes; other ids are left alone', () => {
    const id = createTempId(1_700_000_000_000);
    expect(isTempId(id)).toBe(true);
    const cleaned = cleanRowId(id);
    expect(cleaned).not.toBe(id);
    expect(id).toContain(cleaned);
    expect(cleanRowId('1234567890')).toBe('1234567890');
    expect(isTempId('__grid_new___')).toBe(false);
    expect(createTempId(1)).not.toBe(createTempId(1));
  });
});
