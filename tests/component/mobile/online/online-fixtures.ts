import type { OnlineColumnsWire } from '../../../../src/shared/api/online/cgform-runtime-api';
import type { OnlineFieldInput, OnlineFormDesign } from '../../../../src/shared/domain/online/form-design';
import { normalizeDesign } from '../../../../src/shared/domain/online/form-design';
import { resourceSchemaOf } from '../../../../src/shared/domain/online/runtime-schema';
import { STORAGE_KEYS, localStore } from '../../../../src/shared/session/storage';
import type { AppRoute } from '../../../../src/shared/domain/menu/build-routes';

/** Fixtures of the phone's online-form tests: a main form with a sub table, and a tree form. */

const field = (f: OnlineFieldInput & { dbFieldTxt: string }, orderNum: number): OnlineFieldInput => ({
  dbType: 'string',
  dbLength: 32,
  isShowForm: 'Y',
  isShowList: 'Y',
  orderNum,
  ...f,
});

export const ORDER_DESIGN: OnlineFormDesign = normalizeDesign({
  head: { id: 'h1', tableName: 'demo_order', tableTxt: '订单', tableType: 2, themeTemplate: 'tab' },
  fields: [
    field(
      { dbFieldName: 'order_no', dbFieldTxt: '订单号', fieldMustInput: 'Y', isQuery: 'Y', sortFlag: 'Y' },
      1,
    ),
    field(
      {
        dbFieldName: 'status',
        dbFieldTxt: '状态',
        fieldShowType: 'select',
        dictField: 'order_status',
        isQuery: 'Y',
      },
      2,
    ),
    field(
      { dbFieldName: 'amount', dbFieldTxt: '金额', dbType: 'BigDecimal', dbLength: 10, dbPointLength: 2 },
      3,
    ),
    field({ dbFieldName: 'remark', dbFieldTxt: '备注', isShowList: 'N' }, 4),
  ],
  indexes: [],
});

export const ITEM_DESIGN: OnlineFormDesign = normalizeDesign({
  head: { id: 's1', tableName: 'demo_order_item', tableTxt: '订单明细', tableType: 3, relationType: 0 },
  fields: [
    field(
      {
        dbFieldName: 'order_id',
        dbFieldTxt: '订单',
        isShowForm: 'N',
        mainTable: 'demo_order',
        mainField: 'id',
      },
      1,
    ),
    field({ dbFieldName: 'item_name', dbFieldTxt: '品名', fieldMustInput: 'Y' }, 2),
  ],
  indexes: [],
});

export const EXT_DESIGN: OnlineFormDesign = normalizeDesign({
  head: { id: 's2', tableName: 'demo_order_ext', tableTxt: '订单扩展', tableType: 3, relationType: 1 },
  fields: [
    field(
      {
        dbFieldName: 'order_id',
        dbFieldTxt: '订单',
        isShowForm: 'N',
        mainTable: 'demo_order',
        mainField: 'id',
      },
      1,
    ),
    field({ dbFieldName: 'contact', dbFieldTxt: '联系人', fieldValidType: 'm' }, 2),
  ],
  indexes: [],
});

export const AREA_DESIGN: OnlineFormDesign = normalizeDesign({
  head: {
    id: 'h2',
    tableName: 'demo_area',
    tableTxt: '区域',
    isTree: 'Y',
    treeParentIdField: 'pid',
    treeIdField: 'id',
    treeFieldname: 'area_name',
  },
  fields: [field({ dbFieldName: 'area_name', dbFieldTxt: '区域名称', fieldMustInput: 'Y', isQuery: 'Y' }, 1)],
  indexes: [],
});

/** What getColumns answers (the wire schema: no validators, the client rebuilds them). */
export function columnsWire(design: OnlineFormDesign, subs: OnlineFormDesign[] = []): OnlineColumnsWire {
  const wire = (d: OnlineFormDesign) => {
    const schema = resourceSchemaOf(d);
    return { ...schema, fields: schema.fields.map(({ rules: _rules, ...rest }) => rest) };
  };
  return {
    headId: design.head.id ?? '',
    head: design.head,
    design,
    schema: wire(design),
    subTables: subs.map((s, i) => ({
      headId: s.head.id ?? '',
      tableName: s.head.tableName,
      tableTxt: s.head.tableTxt,
      relationType: s.head.relationType,
      tabOrderNum: i + 1,
      foreignKeys: s.fields
        .filter((f) => f.mainField)
        .map((f) => ({ field: f.dbFieldName, mainField: f.mainField ?? '' })),
      design: s,
      schema: wire(s),
    })),
  };
}

export const routeOf = (headId: string): AppRoute => ({
  path: `/online/cgformList/${headId}`,
  name: headId,
  kind: 'view',
  componentKey: 'modules/online/cgform/auto/OnlCgformAutoList',
  hidden: false,
  meta: { title: '', keepAlive: false, internalOrExternal: false },
  children: [],
});

export function seedOrderDicts(): void {
  localStore.set(STORAGE_KEYS.DICT_ALL, {
    order_status: [
      { value: '1', text: '已确认', title: '已确认', label: '已确认' },
      { value: '2', text: '已取消', title: '已取消', label: '已取消' },
    ],
  });
}
