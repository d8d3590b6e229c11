import { describe, expect, it } from 'vitest';
import {
  formBody,
  formFieldsFor,
  initialFormValues,
  isRequiredField,
} from '../../../../src/shared/hooks/list-page/form-fields';
import {
  buildListParams,
  pageAfterDelete,
  queryFieldParam,
  sorterFromTable,
} from '../../../../src/shared/hooks/list-page/query-params';
import { resourceUrls } from '../../../../src/shared/hooks/list-page/resource-urls';
import { toQueryParam } from '../../../../src/shared/hooks/list-page/search-params';
import { actionCode } from '../../../../src/shared/hooks/list-page/use-list-permissions';
import { formatDateTime, parseDateValue } from '../../../../src/shared/hooks/list-page/date-values';
import { itemSchema } from './list-fixtures';

const DEFAULT = { column: 'createTime', order: 'desc' } as const;

describe('list query helpers', () => {
  it('builds field as id,,col1,col2', () => {
    expect(queryFieldParam(['a', 'b'])).toBe('id,,a,b');
    expect(queryFieldParam([])).toBe('id,');
  });

  it('lets fixed params win over the search form and drops empties', () => {
    const params = buildListParams({
      superQuery: { params: [], matchType: 'and' },
      queryParam: { departId: 'mine', name: '' },
      fixedParams: { departId: 'D1' },
      isorter: DEFAULT,
      columns: ['name'],
      pagination: { current: 2, pageSize: 20 },
    });
    expect(params).toEqual({
      departId: 'D1',
      column: 'createTime',
      order: 'desc',
      field: 'id,,name',
      pageNo: 2,
      pageSize: 20,
    });
  });

  it('maps sorters (array form too)', () => {
    expect(sorterFromTable({ field: 'a', order: 'ascend' }, DEFAULT)).toEqual({ column: 'a', order: 'asc' });
    expect(sorterFromTable([{ columnKey: 'b', order: 'descend' }], DEFAULT)).toEqual({
      column: 'b',
      order: 'desc',
    });
    expect(sorterFromTable({ field: 'a', order: 'other' }, DEFAULT)).toEqual({ column: 'a', order: 'desc' });
    expect(sorterFromTable({ field: 'a' }, DEFAULT)).toBe(DEFAULT);
    expect(sorterFromTable(undefined, DEFAULT)).toBe(DEFAULT);
  });

  it('fixes the page after deletes', () => {
    expect(pageAfterDelete({ current: 3, pageSize: 10, total: 21 }, 1)).toBe(2);
    expect(pageAfterDelete({ current: 3, pageSize: 10, total: 22 }, 1)).toBe(3);
    expect(pageAfterDelete({ current: 3, pageSize: 10, total: 30 }, 15)).toBe(2);
    expect(pageAfterDelete({ current: 1, pageSize: 10, total: 1 }, 1)).toBe(1);
  });
});

describe('search params from the schema', () => {
  it('wraps like in asterisks, splits ranges, passes eq, joins lists, drops empties', () => {
    expect(
      toQueryParam(itemSchema, {
        name: ' 张 ',
        code: 'C001',
        status: ['1', '2'],
        createTime: ['2024-01-01 00:00:00', '2024-01-31 23:59:59'],
        email: 'not a search field',
      }),
    ).toEqual({
      name: '*张*',
      code: 'C001',
      status: '1,2',
      createTime_begin: '2024-01-01 00:00:00',
      createTime_end: '2024-01-31 23:59:59',
    });
    expect(toQueryParam(itemSchema, { name: '  ', createTime: [undefined, '2024-02-01'] })).toEqual({
      createTime_end: '2024-02-01',
    });
  });
});

describe('form fields from the schema', () => {
  const keys = (mode: 'add' | 'edit' | 'detail') =>
    formFieldsFor(itemSchema, mode).map((f) => [f.field.key, f.disabled, f.required]);

  it('add: every form field enabled, required from the validators', () => {
    expect(keys('add')).toEqual([
      ['name', false, true],
      ['code', false, true],
      ['status', false, false],
      ['email', false, false],
      ['secretKey', false, true],
    ]);
  });

  it('edit: create-only fields disabled (no rules), the create-only secret hidden', () => {
    expect(keys('edit')).toEqual([
      ['name', false, true],
      ['code', true, false],
      ['status', false, false],
      ['email', false, false],
    ]);
    expect(formFieldsFor(itemSchema, 'edit').find((f) => f.field.key === 'code')?.rules).toEqual([]);
  });

  it('detail: everything disabled', () => {
    expect(formFieldsFor(itemSchema, 'detail').every((f) => f.disabled && !f.required)).toBe(true);
  });

  it('builds initial values and the body (edit adds the id)', () => {
    const fields = formFieldsFor(itemSchema, 'edit');
    const record = { id: 'x1', name: 'n', code: 'c', status: '1', email: null, status_dictText: '启用' };
    expect(initialFormValues(fields, record)).toEqual({ name: 'n', code: 'c', status: '1' });
    expect(
      formBody(fields, { name: 'm', code: 'c', status: '2', email: undefined, extra: 1 }, 'edit', record),
    ).toEqual({
      name: 'm',
      code: 'c',
      status: '2',
      email: null,
      id: 'x1',
    });
    expect(isRequiredField(itemSchema.fields[3]!)).toBe(false);
  });
});

describe('urls, permission codes, dates', () => {
  it('derives the JeecgBoot endpoints from apiBase', () => {
    expect(resourceUrls({ apiBase: '/sys/user/' }, { exportXls: '/sys/user/exportXls' })).toEqual({
      list: '/sys/user/list',
      delete: '/sys/user/delete',
      deleteBatch: '/sys/user/deleteBatch',
      add: '/sys/user/add',
      edit: '/sys/user/edit',
      exportXls: '/sys/user/exportXls',
    });
  });

  it('builds permission codes from the prefix with overrides', () => {
    // No registry defines a deleteBatch code; the batch routes are guarded by the delete code.
    expect(actionCode('system:user:', 'deleteBatch')).toBe('system:user:delete');
    expect(actionCode('cwxt:plant:', 'deleteBatch')).toBe('cwxt:plant:delete');
    expect(actionCode('system:user:', 'add', { add: 'create' })).toBe('system:user:create');
    expect(actionCode('system:user:', 'add', { add: 'other:thing:add' })).toBe('other:thing:add');
    expect(actionCode('system:user:', 'add', { add: null })).toBeNull();
    expect(actionCode('', 'add')).toBeNull();
  });

  it('parses and formats the wire date formats', () => {
    const d = parseDateValue('2024-03-05 07:08:09');
    expect(d && formatDateTime(d)).toBe('2024-03-05 07:08:09');
    expect(parseDateValue('2024-03-05')?.getDate()).toBe(5);
    expect(parseDateValue('yesterday')).toBeNull();
  });
});
