import { describe, expect, it } from 'vitest';
import {
  CGREPORT_MESSAGES,
  checkItemsAndParams,
  mergeParsed,
  newReportItem,
  type CgreportParamJson,
} from '../../../../src/shared/domain/resources/cgreport';

const item = (fieldName: string, fieldTxt = fieldName) =>
  newReportItem({ fieldName, fieldTxt, fieldType: 'String' }, 1);
const param = (paramName: string, paramTxt: string | null = null): CgreportParamJson => ({
  paramName,
  paramTxt,
  paramValue: null,
  orderNum: 1,
});

describe('checkItemsAndParams', () => {
  it('accepts a well-formed body', () => {
    expect(checkItemsAndParams([item('a'), item('b')], [param('x')])).toBeUndefined();
  });

  it.each([
    [[], [], CGREPORT_MESSAGES.itemsRequired],
    [[item('')], [], CGREPORT_MESSAGES.fieldName(1)],
    [[item('a"b')], [], CGREPORT_MESSAGES.fieldName(1)],
    [[item('a'), item('b', '')], [], CGREPORT_MESSAGES.fieldTxt(2)],
    [[{ ...item('a'), fieldType: 'Blob' }], [], CGREPORT_MESSAGES.fieldType(1)],
    [[item('a'), item('a')], [], CGREPORT_MESSAGES.fieldDuplicate('a')],
    [[item('a')], [param('1x')], CGREPORT_MESSAGES.paramName(1)],
    [[item('a')], [param('x'), param('x')], CGREPORT_MESSAGES.paramDuplicate('x')],
    [[item('a')], [{ ...param('x'), paramValue: 'v'.repeat(201) }], CGREPORT_MESSAGES.paramTooLong(1)],
  ])('refuses bad grids (%#)', (items, params, message) => {
    expect(checkItemsAndParams(items, params)).toBe(message);
  });
});

describe('mergeParsed', () => {
  it('keeps the configuration of fields still returned, adds new ones and drops gone ones', () => {
    const configured = { ...item('name', '名称'), isSearch: 1, dictCode: 'sex' };
    const merged = mergeParsed([item('gone'), configured], [param('cat', '类别'), param('old')], {
      fields: [
        { fieldName: 'total', fieldTxt: 'total', fieldType: 'Long' },
        { fieldName: 'name', fieldTxt: 'name', fieldType: 'String' },
      ],
      params: ['cat', 'day'],
    });
    expect(merged.items).toMatchObject([
      { fieldName: 'total', fieldTxt: 'total', fieldType: 'Long', isShow: 1, isSearch: 0, orderNum: 1 },
      { fieldName: 'name', fieldTxt: '名称', isSearch: 1, dictCode: 'sex', orderNum: 2 },
    ]);
    expect(merged.params).toEqual([
      { paramName: 'cat', paramTxt: '类别', paramValue: null, orderNum: 1 },
      { paramName: 'day', paramTxt: 'day', paramValue: null, orderNum: 2 },
    ]);
  });
});
