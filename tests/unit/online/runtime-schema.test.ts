import { describe, expect, it } from 'vitest';
import { normalizeDesign, type OnlineFieldInput } from '../../../src/shared/domain/online/form-design';
import {
  onlineFieldKey,
  onlineListMenuPath,
  resourceSchemaOf,
  RUNTIME_MESSAGES,
} from '../../../src/shared/domain/online/runtime-schema';
import { columnOf, findField, isFilterable, toColumnName } from '../../../src/shared/domain/resources/types';
import { firstError } from '../../../src/shared/domain/validation/rules';

const field = (f: OnlineFieldInput): OnlineFieldInput => ({ dbFieldTxt: f.dbFieldName, ...f });

const design = normalizeDesign({
  head: { id: 'H1', tableName: 'demo_order', tableTxt: '订单' },
  fields: [
    field({
      dbFieldName: 'order_no',
      dbFieldTxt: '订单号',
      dbLength: 10,
      fieldMustInput: 'Y',
      isQuery: 'Y',
      sortFlag: 'Y',
    }),
    field({ dbFieldName: 'qty', dbFieldTxt: '数量', dbType: 'int', isQuery: 'Y', queryMode: 'group' }),
    field({ dbFieldName: 'amount', dbFieldTxt: '金额', dbType: 'BigDecimal', dbLength: 8, dbPointLength: 2 }),
    field({ dbFieldName: 'ratio', dbFieldTxt: '比例', dbType: 'double' }),
    field({
      dbFieldName: 'sex',
      dbFieldTxt: '性别',
      fieldShowType: 'select',
      dictField: 'sex',
      isQuery: 'Y',
    }),
    field({ dbFieldName: 'tags', dbFieldTxt: '标签', fieldShowType: 'list_multi', dictField: 'sex' }),
    field({
      dbFieldName: 'owner',
      dbFieldTxt: '负责人',
      fieldShowType: 'select',
      dictTable: 'sys_user',
      dictText: 'realname',
      dictField: 'username',
    }),
    field({ dbFieldName: 'mobile', dbFieldTxt: '手机', fieldValidType: 'm' }),
    field({ dbFieldName: 'code_x', dbFieldTxt: '编码', fieldValidType: '^[A-Z]{2}\\d{2}$' }),
    field({ dbFieldName: 'born', dbFieldTxt: '日期', dbType: 'Date' }),
    field({ dbFieldName: 'seen_at', dbFieldTxt: '时间', dbType: 'Datetime' }),
    field({ dbFieldName: 'note', dbFieldTxt: '备注', dbType: 'Text', isShowList: 'N' }),
    field({ dbFieldName: 'raw_data', dbFieldTxt: '二进制', dbType: 'Blob', isShowList: 'N' }),
    field({ dbFieldName: 'locked', dbFieldTxt: '只读', isReadOnly: 'Y' }),
    field({ dbFieldName: 'a_1', dbFieldTxt: '数字后缀' }),
    field({
      dbFieldName: 'level',
      dbFieldTxt: '级别',
      fieldShowType: 'radio',
      dictField: 'sex',
      fieldMustInput: 'Y',
    }),
  ],
  indexes: [],
});
const schema = resourceSchemaOf(design);
const f = (key: string) => {
  const hit = findField(schema, key);
  if (!hit) throw new Error(`no field ${key}`);
  return hit;
};

describe('resourceSchemaOf', () => {
  it('names the form: table, per-form permission prefix, API base and the auto list menu', () => {
    expect(schema.table).toBe('demo_order');
    expect(schema.title).toBe('订单');
    expect(schema.permissionPrefix).toBe('online:form:demo_order:');
    expect(schema.apiBase).toBe('/online/cgform/api/form/H1');
    expect(schema.menuPath).toBe(onlineListMenuPath('H1'));
    expect(schema.menuPath).toBe('/online/cgformList/H1');
    expect(resourceSchemaOf(design, '/other').menuPath).toBe('/other');
    expect(schema.defaultSort).toEqual({ key: 'createTime', order: 'desc' });
  });

  it('keys are camelCase columns, columns explicit, and the mapping is one to one', () => {
    expect(onlineFieldKey('order_no')).toBe('orderNo');
    expect(onlineFieldKey('a_1')).toBe('a_1');
    expect(onlineFieldKey('a__b')).toBe('a_B');
    for (const fld of schema.fields) {
      expect(fld.column).toBeDefined();
      expect(toColumnName(fld.key)).toBe(columnOf(fld));
    }
    expect(f('orderNo').column).toBe('order_no');
    expect(f('a_1').column).toBe('a_1');
  });

  it('adds the system columns, never tenant_id, and keeps them out of the form', () => {
    const keys = schema.fields.map((x) => x.key);
    expect(keys).toEqual(
      expect.arrayContaining(['id', 'createBy', 'createTime', 'updateBy', 'updateTime', 'sysOrgCode']),
    );
    expect(keys).not.toContain('tenantId');
    for (const k of ['id', 'createBy', 'createTime', 'updateBy', 'updateTime', 'sysOrgCode'])
      expect(f(k).form).toBeFalsy();
    expect(keys).not.toContain('pid');
  });

  it('derives kinds from the column type first, then the control', () => {
    expect(f('orderNo').kind).toBe('text');
    expect(f('qty').kind).toBe('integer');
    expect(f('amount').kind).toBe('number');
    expect(f('ratio').kind).toBe('number');
    expect(f('sex').kind).toBe('dict');
    expect(f('sex').dictCode).toBe('sex');
    expect(f('tags').kind).toBe('dictMulti');
    expect(f('owner').dictCode).toBe('sys_user,realname,username');
    expect(f('born').kind).toBe('date');
    expect(f('seenAt').kind).toBe('datetime');
    expect(f('note').kind).toBe('textarea');
  });

  it('maps list, search, sort and form flags', () => {
    expect(f('orderNo')).toMatchObject({
      list: true,
      search: 'like',
      sort: true,
      form: true,
      exportable: true,
    });
    expect(f('qty').search).toBe('range');
    expect(f('sex').search).toBe('eq');
    expect(f('note').list).toBe(false);
    expect(f('locked').form).toBe(false);
    expect(isFilterable(f('note'))).toBe(true);
  });

  it('keeps Blob columns secret: never listed, filtered or written', () => {
    const blob = f('rawData');
    expect(blob.secret).toBe(true);
    expect(blob.form).toBeUndefined();
    expect(isFilterable(blob)).toBe(false);
  });

  it('validates required, length, integers, decimals, catalogue patterns and regular expressions', () => {
    const err = (key: string, v: unknown) => firstError(v, f(key).rules ?? []);
    expect(err('orderNo', '')).toBe(RUNTIME_MESSAGES.required('订单号'));
    expect(err('orderNo', '12345678901')).toBe(RUNTIME_MESSAGES.maxLength('订单号', 10));
    expect(err('orderNo', '一二三四五六七八九十')).toBeUndefined();
    expect(err('qty', '1.5')).toBe(RUNTIME_MESSAGES.integer('数量'));
    expect(err('qty', '2147483648')).toBe(RUNTIME_MESSAGES.integerRange('数量'));
    expect(err('qty', '-12')).toBeUndefined();
    expect(err('amount', '123456.78')).toBeUndefined();
    expect(err('amount', '1234567.8')).toBe(RUNTIME_MESSAGES.decimal('金额', 6, 2));
    expect(err('amount', '1.234')).toBe(RUNTIME_MESSAGES.decimal('金额', 6, 2));
    expect(err('amount', 'abc')).toBe(RUNTIME_MESSAGES.number('金额'));
    expect(err('ratio', '1e5')).toBe(RUNTIME_MESSAGES.number('比例'));
    expect(err('mobile', '12345')).toBe(RUNTIME_MESSAGES.pattern('手机', '手机号码'));
    expect(err('mobile', '13912345678')).toBeUndefined();
    expect(err('codeX', 'AB12')).toBeUndefined();
    expect(err('codeX', "AB12' OR 1=1 --")).toBe(RUNTIME_MESSAGES.patternCustom('编码'));
    expect(err('level', '')).toBe(RUNTIME_MESSAGES.requiredChoice('级别'));
    expect(err('sex', '')).toBeUndefined();
    expect(err('mobile', '')).toBeUndefined();
  });

  it('tree forms add a writable parent and a server-kept has-child flag', () => {
    const tree = resourceSchemaOf(
      normalizeDesign({
        head: { id: 'T1', tableName: 'demo_tree', tableTxt: '分类', isTree: 'Y', treeFieldname: 'name' },
        fields: [field({ dbFieldName: 'name', dbFieldTxt: '名称' })],
      }),
    );
    expect(findField(tree, 'pid')).toMatchObject({ column: 'pid', form: true });
    expect(findField(tree, 'hasChild')).toMatchObject({ column: 'has_child' });
    expect(findField(tree, 'hasChild')?.form).toBeFalsy();
  });

  it('marks at most four listed fields for the phone card', () => {
    expect(schema.fields.filter((x) => x.card).length).toBe(4);
  });
});
