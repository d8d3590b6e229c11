import { describe, expect, it, vi } from 'vitest';
import type { AuthEntry } from '../../../../src/shared/domain/contract/permission';
import { createGridApi, validateTables, type GridApiHooks } from '../../../../src/shared/domain/grid/api';
import type { GridColumn } from '../../../../src/shared/domain/grid/column';
import {
  GridValidationError,
  RemoveRowsArgumentError,
  ValidateTablesArgumentError,
} from '../../../../src/shared/domain/grid/errors';
import { GridStore } from '../../../../src/shared/domain/grid/store';
import {
  gridToolbarButtons,
  permissionPrefix,
  removeConfirmText,
} from '../../../../src/shared/domain/grid/toolbar';

const columns: GridColumn[] = [
  { key: 'name', title: '名称', type: 'input', validateRules: [{ required: true }] },
];

function setup(hooks: GridApiHooks = {}) {
  const store = new GridStore({ columns });
  store.load([
    { id: 'a', name: '甲' },
    { id: 'b', name: '乙' },
  ]);
  return { store, api: createGridApi(store, () => hooks) };
}

describe('grid API: remove with the before-delete hook', () => {
  it('removes when the hook allows it and reports removed ids', async () => {
    const onRemoved = vi.fn();
    const beforeDelete = vi.fn(() => true);
    const { store, api } = setup({ beforeDelete, onRemoved });
    await expect(api.removeRowsWithHook(['a'])).resolves.toEqual(['a']);
    expect(beforeDelete).toHaveBeenCalledWith({ ids: ['a'], rows: [{ id: 'a', name: '甲' }] });
    expect(onRemoved).toHaveBeenCalledWith(['a']);
    expect(store.getRowIds()).toEqual(['b']);
  });

  it('keeps the rows when the hook answers false, silently', async () => {
    const showError = vi.fn();
    const { store, api } = setup({ beforeDelete: async () => false, showError });
    await expect(api.removeRowsWithHook('a')).resolves.toEqual([]);
    expect(store.rowCount).toBe(2);
    expect(showError).not.toHaveBeenCalled();
  });

  it('keeps the rows and shows the rejection message', async () => {
    const showError = vi.fn();
    const { store, api } = setup({
      beforeDelete: () => Promise.reject(new Error('该明细已被引用，不能删除')),
      showError,
    });
    await api.removeRowsWithHook(['a', 'b']);
    expect(store.rowCount).toBe(2);
    expect(showError).toHaveBeenCalledWith('该明细已被引用，不能删除');
  });

  it('removeSelectedRows goes through the hook with the selection', async () => {
    const beforeDelete = vi.fn();
    const { store, api } = setup({ beforeDelete });
    store.setSelected('b', true);
    await expect(api.removeSelectedRows()).resolves.toEqual(['b']);
    expect(api.getDeleteIds()).toEqual(['b']);
  });

  it('removeRows throws synchronously for a wrong argument type', () => {
    const { api } = setup();
    // @ts-expect-error: untyped callers
    expect(() => api.removeRows(1)).toThrow(RemoveRowsArgumentError);
    // @ts-expect-error: untyped callers
    expect(() => api.removeRowsWithHook({})).toThrow(RemoveRowsArgumentError);
  });
});

describe('grid API: values', () => {
  it('getValuesPromise rejects with the error count when cells fail', async () => {
    const { api } = setup();
    const ids = api.addRows(2);
    expect(ids).toHaveLength(2);
    await expect(api.getValuesPromise()).rejects.toEqual(new GridValidationError(2));
    await expect(api.getValuesPromise()).rejects.toThrow('表格校验未通过，共 2 处错误');
    api.setValues(ids.map((rowKey) => ({ rowKey, values: { name: '新' } })));
    await expect(api.getValuesPromise()).resolves.toHaveLength(4);
  });

  it('addRows reports the new rows with clean ids', () => {
    const onAdded = vi.fn();
    const { api } = setup({ onAdded });
    const [id] = api.addRows(1, { index: 1, values: { name: '插' } });
    expect(onAdded).toHaveBeenCalledWith([{ id, name: '插' }]);
    expect(api.getValuesSync().map((v) => v.id)).toEqual(['a', id, 'b']);
  });

  it('selection and loading', () => {
    const { store, api } = setup();
    store.setSelected('a', true);
    expect(api.getSelection()).toEqual(['a']);
    api.clearSelection();
    expect(api.getSelection()).toEqual([]);
    api.loadRows([{ id: 'z', name: '' }]);
    expect(api.getValuesSync()).toEqual([{ id: 'z', name: '' }]);
  });
});

describe('toolbar by permission prefix', () => {
  const e = (action: string, type: string, status?: string): AuthEntry => ({
    action,
    type,
    describe: action,
    ...(status === undefined ? {} : { status }),
  });

  it('looks the prefix up with a colon', () => {
    expect(permissionPrefix('cwxt:plant')).toBe('cwxt:plant:');
    expect(permissionPrefix('cwxt:plant:')).toBe('cwxt:plant:');
    expect(permissionPrefix('')).toBeNull();
  });

  it('shows everything without a prefix or without exclusions', () => {
    expect(gridToolbarButtons(undefined, [], [])).toEqual({ add: true, remove: true, clearSelection: true });
    expect(gridToolbarButtons('p', [e('p:add', '1', '1')], [e('p:add', '1')])).toEqual({
      add: true,
      remove: true,
      clearSelection: true,
    });
  });

  it('hides add when add is excluded and remove when batch_delete is', () => {
    const all = [e('p:add', '1', '1'), e('p:batch_delete', '1', '1')];
    expect(gridToolbarButtons('p', all, [])).toEqual({ add: false, remove: false, clearSelection: true });
    expect(gridToolbarButtons('p', all, [e('p:add', '1')])).toEqual({
      add: true,
      remove: false,
      clearSelection: true,
    });
  });

  it('a disabled grid offers no add or remove', () => {
    expect(gridToolbarButtons(null, [], [], { disabled: true })).toEqual({
      add: false,
      remove: false,
      clearSelection: true,
    });
  });

  it('confirm text', () => {
    expect(removeConfirmText(3)).toBe('确定要删除这 3 项吗?');
  });
});

describe('validateTables (a form with sub-tables)', () => {
  it('resolves with every table when all pass', async () => {
    const a = setup().api;
    const b = setup().api;
    b.removeRows('a');
    await expect(validateTables([a, b])).resolves.toEqual({
      values: [
        [
          { id: 'a', name: '甲' },
          { id: 'b', name: '乙' },
        ],
        [{ id: 'b', name: '乙' }],
      ],
      deleteIds: [[], ['a']],
    });
  });

  it('rejects naming the first failing table and still marks every table', async () => {
    const a = setup();
    const b = setup();
    const c = setup();
    b.api.addRows(2);
    c.api.addRows(1);
    await expect(validateTables([a.api, b.api, c.api])).rejects.toThrow('第2个表格校验未通过，共 2 处错误');
    expect(c.store.errorCount()).toBe(1);
  });

  it.each([[null], [{}], ['x'], [[1]]])('throws synchronously for %j', (arg) => {
    // @ts-expect-error: untyped callers
    expect(() => validateTables(arg)).toThrow(ValidateTablesArgumentError);
  });
});
