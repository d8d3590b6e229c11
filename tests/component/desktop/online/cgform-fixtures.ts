import type { CgformHeadRecord } from '../../../../src/shared/api/online/cgform-design-api';
import type { OnlineField } from '../../../../src/shared/domain/online/design-types';
import { ok, type FakeServer } from '../../shared/fake-server';

/** Fixtures of the 表单开发 page tests: two forms, the stored fields of 订单 (h1). */
export const head = (p: Partial<CgformHeadRecord> & { id: string; tableName: string; tableTxt: string }) =>
  ({
    tableType: 1,
    isTree: 'N',
    treeParentIdField: null,
    treeIdField: null,
    treeFieldname: null,
    relationType: null,
    subTableStr: null,
    tabOrderNum: null,
    themeTemplate: 'normal',
    formTemplate: '1',
    isCheckbox: 'Y',
    isPage: 'Y',
    idType: 'UUID',
    isDbSynch: 'N',
    tableVersion: 1,
    copyType: 0,
    createTime: '2026-11-20 08:00:00',
    ...p,
  }) as CgformHeadRecord;

export const ORDER = head({
  id: 'h1',
  tableName: 'demo_order',
  tableTxt: '订单',
  isDbSynch: 'Y',
  tableVersion: 3,
});
export const BILL = head({
  id: 'h2',
  tableName: 'demo_bill',
  tableTxt: '账单',
  tableType: 2,
  themeTemplate: 'erp',
});

export const field = (
  p: Partial<OnlineField> & { dbFieldName: string; dbFieldTxt: string },
): OnlineField => ({
  dbType: 'string',
  dbLength: 32,
  dbPointLength: 0,
  dbIsKey: 'N',
  dbIsNull: 'Y',
  dbDefaultVal: null,
  fieldShowType: 'input',
  dictField: null,
  dictTable: null,
  dictText: null,
  fieldValidType: null,
  fieldMustInput: 'N',
  isShowForm: 'Y',
  isShowList: 'Y',
  isQuery: 'N',
  queryMode: 'single',
  sortFlag: 'N',
  isReadOnly: 'N',
  mainTable: null,
  mainField: null,
  fieldDefaultValue: null,
  orderNum: 0,
  ...p,
});

export const BASE = '/online/cgform';

/** The designer's routes every test needs (list, the stored design of h1, saves, copy). */
export function fakeDesigner(s: FakeServer): void {
  s.on(`GET ${BASE}/head/list`, () => ok({ records: [ORDER, BILL], total: 2, current: 1, size: 10 }));
  s.on(`GET ${BASE}/head/queryById`, () => ok(ORDER));
  s.on(`GET ${BASE}/field/listByHeadId`, () =>
    ok([
      field({ id: 'f1', dbFieldName: 'order_no', dbFieldTxt: '订单号', fieldMustInput: 'Y', orderNum: 0 }),
      field({
        id: 'f2',
        dbFieldName: 'amount',
        dbFieldTxt: '金额',
        dbType: 'BigDecimal',
        dbLength: 10,
        orderNum: 1,
      }),
    ]),
  );
  s.on(`GET ${BASE}/index/listByHeadId`, () => ok([]));
  s.on(`POST ${BASE}/api/addAll`, () => ok(null, '添加成功！'));
  s.on(`PUT ${BASE}/api/editAll`, () => ok(null, '全部修改成功'));
  s.on(`POST ${BASE}/head/copyOnline`, () => ok({ ...ORDER, id: 'h9' }, '复制成功'));
}
