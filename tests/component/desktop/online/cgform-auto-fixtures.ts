import type { InternalAxiosRequestConfig } from 'axios';
import type { AppRoute } from '../../../../src/shared/domain/menu/build-routes';
import {
  normalizeDesign,
  type OnlineFieldInput,
  type OnlineFormDesign,
  type OnlineFormHeadInput,
} from '../../../../src/shared/domain/online/form-design';
import { resourceSchemaOf } from '../../../../src/shared/domain/online/runtime-schema';
import { STORAGE_KEYS, localStore } from '../../../../src/shared/session/storage';
import { ok, type FakeServer } from '../../shared/fake-server';

/** Online forms for the auto list tests: designs, the getColumns answer and an in-memory table. */

export function onlineRoute(headId: string, componentKey = 'cgformAutoList'): AppRoute {
  return {
    path: `/online/cgformList/${headId}`,
    name: `online-${headId}`,
    kind: 'view',
    componentKey,
    hidden: false,
    meta: { title: '在线表单', keepAlive: false, internalOrExternal: false },
    children: [],
  };
}

export function design(head: OnlineFormHeadInput, fields: OnlineFieldInput[]): OnlineFormDesign {
  return normalizeDesign({ head, fields: fields.map((f, i) => ({ orderNum: i + 1, ...f })) });
}

/** A single form: 订单号 (required, searched, sorted), 状态 (dict select, searched), 金额, 备注 (form only). */
export const ORDER = design({ id: 'H1', tableName: 'tst_order', tableTxt: '测试订单', isDbSynch: 'Y' }, [
  {
    dbFieldName: 'order_no',
    dbFieldTxt: '订单号',
    dbType: 'string',
    dbLength: 20,
    fieldMustInput: 'Y',
    isQuery: 'Y',
    sortFlag: 'Y',
  },
  {
    dbFieldName: 'status',
    dbFieldTxt: '状态',
    dbType: 'string',
    fieldShowType: 'select',
    dictField: 'tst_order_status',
    isQuery: 'Y',
  },
  { dbFieldName: 'amount', dbFieldTxt: '金额', dbType: 'BigDecimal', dbLength: 10, dbPointLength: 2 },
  { dbFieldName: 'remark', dbFieldTxt: '备注', dbType: 'Text', isShowList: 'N' },
]);

export function seedOrderDicts(): void {
  localStore.set(STORAGE_KEYS.DICT_ALL, {
    tst_order_status: [
      { value: '1', text: '待处理', title: '待处理', label: '待处理' },
      { value: '2', text: '已完成', title: '已完成', label: '已完成' },
    ],
  });
}

export interface SubSpec {
  design: OnlineFormDesign;
  relationType: 0 | 1;
  foreignKeys: { field: string; mainField: string }[];
}

/** What getColumns answers (validators dropped, as on the wire). */
export function columnsAnswer(main: OnlineFormDesign, subs: SubSpec[] = []) {
  const wire = (d: OnlineFormDesign) => JSON.parse(JSON.stringify(resourceSchemaOf(d))) as unknown;
  return {
    headId: main.head.id,
    head: main.head,
    design: main,
    schema: wire(main),
    subTables: subs.map((s, i) => ({
      headId: s.design.head.id,
      tableName: s.design.head.tableName,
      tableTxt: s.design.head.tableTxt,
      relationType: s.relationType,
      tabOrderNum: i + 1,
      foreignKeys: s.foreignKeys,
      design: s.design,
      schema: wire(s.design),
    })),
  };
}

export type Row = Record<string, unknown> & { id: string };

export const paramsOf = (config: InternalAxiosRequestConfig): Record<string, unknown> =>
  (config.params ?? {}) as Record<string, unknown>;

const page = (records: Row[]) => ok({ records, total: records.length, size: 10, current: 1, pages: 1 });

/** The runtime API of one form over `rows` (list, get, add, edit, delete), like the server answers. */
export function fakeOnlineForm(
  server: FakeServer,
  main: OnlineFormDesign,
  rows: Row[],
  subs: SubSpec[] = [],
) {
  const headId = main.head.id ?? '';
  const state = { rows: [...rows] };
  server.on(`GET /online/cgform/api/getColumns/${headId}`, ok(columnsAnswer(main, subs)));
  server.on(`GET /online/cgform/api/getData/${headId}`, () => page(state.rows));
  for (const r of rows) server.on(`GET /online/cgform/api/form/${headId}/${r.id}`, () => ok(r));
  server.on(`POST /online/cgform/api/form/${headId}`, (config) => {
    const body = JSON.parse(String(config.data)) as Row;
    state.rows = [{ ...body, id: `new${state.rows.length + 1}` }, ...state.rows];
    return ok('new', '添加成功！');
  });
  server.on(`PUT /online/cgform/api/form/${headId}`, (config) => {
    const body = JSON.parse(String(config.data)) as Row;
    state.rows = state.rows.map((r) => (r.id === body.id ? { ...r, ...body } : r));
    return ok(null, '编辑成功!');
  });
  server.on(`DELETE /online/cgform/api/form/${headId}`, (config) => {
    const p = paramsOf(config);
    const ids = String(p.ids ?? p.id).split(',');
    state.rows = state.rows.filter((r) => !ids.includes(r.id));
    return ok(null, '删除成功!');
  });
  return state;
}
