import { useEffect } from 'react';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useListPage } from '../../../../src/shared/hooks/list-page/use-list-page';
import type { ListPageConfig, ListPageController } from '../../../../src/shared/hooks/list-page/types';
import { setupFakeBackend } from '../fake-backend';
import { fail, ok } from '../fake-server';
import { fakeItems, itemSchema, listRequests, makeItems, uiSpy, type Item } from './list-fixtures';

const backend = setupFakeBackend();

const URLS = { list: '/test/item/list', delete: '/test/item/delete', deleteBatch: '/test/item/deleteBatch' };

function setup(extra: Partial<ListPageConfig> = {}, items = makeItems(25)) {
  const db = fakeItems(backend.server, items);
  const ui = uiSpy();
  const hook = renderHook(
    (props: Partial<ListPageConfig>) =>
      useListPage<Item>({ url: URLS, ui, schema: itemSchema, ...extra, ...props }),
    {
      initialProps: {},
    },
  );
  return { db, ui, hook, result: hook.result };
}

const last = <T,>(list: T[]): T => list[list.length - 1] as T;

describe('useListPage: loading and query params', () => {
  it('loads page 1 on mount with the contract params and reads records/total', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.dataSource).toHaveLength(10));
    expect(result.current.ipagination).toEqual({ current: 1, pageSize: 10, total: 25 });
    expect(result.current.loading).toBe(false);
    const params = last(listRequests(backend.server));
    expect(params).toMatchObject({
      column: 'createTime',
      order: 'desc',
      field: 'id,,name,code,status,email,createTime',
      pageNo: 1,
      pageSize: 10,
    });
    expect(typeof params._t).toBe('number');
    expect(result.current.pageSizeOptions).toEqual(['10', '20', '30']);
  });

  it('sets the loading flag during a fetch', async () => {
    const { result } = setup();
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
  });

  it('does not load on mount with disableMixinCreated, and loadData(page) goes to that page', async () => {
    const { result } = setup({ disableMixinCreated: true });
    await new Promise((r) => setTimeout(r, 20));
    expect(listRequests(backend.server)).toHaveLength(0);
    await act(() => result.current.loadData(3));
    expect(result.current.ipagination.current).toBe(3);
    expect(result.current.dataSource.map((r) => r.id)).toEqual(['id21', 'id22', 'id23', 'id24', 'id25']);
  });

  it('drops empty values, keeps fixed params and encodes an active advanced query', async () => {
    const { result } = setup({ fixedParams: { departId: 'D1', empty: '' } });
    await waitFor(() => expect(result.current.loaded).toBe(true));
    await act(() => result.current.searchQuery({ name: '*a*', code: '', status: null, other: undefined }));
    let params = last(listRequests(backend.server));
    expect(params).toMatchObject({ name: '*a*', departId: 'D1' });
    for (const key of ['code', 'status', 'other', 'empty']) expect(key in params).toBe(false);
    expect('superQueryParams' in params).toBe(false);

    const conditions = [{ field: 'name', rule: 'like', val: '张 三', type: 'string' }];
    await act(() => result.current.handleSuperQuery(conditions, 'or'));
    params = last(listRequests(backend.server));
    expect(params.superQueryParams).toBe(encodeURI(JSON.stringify(conditions)));
    expect(params.superQueryMatchType).toBe('or');
    expect(params.pageNo).toBe(1);
    expect(result.current.superQueryActive).toBe(true);

    await act(() => result.current.handleSuperQuery(null));
    expect('superQueryParams' in last(listRequests(backend.server))).toBe(false);
    expect(result.current.superQueryActive).toBe(false);
  });

  it('drops empty advanced-query rows and refuses an unknown rule without reloading', async () => {
    const { result, ui } = setup();
    await waitFor(() => expect(result.current.loaded).toBe(true));
    await act(() =>
      result.current.handleSuperQuery([
        { field: 'status', rule: 'in', val: ['1', '2'] },
        { field: 'name', rule: 'eq', val: '' },
      ]),
    );
    expect(last(listRequests(backend.server)).superQueryParams).toBe(
      encodeURI(JSON.stringify([{ field: 'status', rule: 'in', val: '1,2' }])),
    );
    const before = listRequests(backend.server).length;
    await act(() => result.current.handleSuperQuery([{ field: 'name', rule: 'drop table', val: 'x' }]));
    expect(ui.warning).toHaveBeenCalledWith('高级查询规则不正确：drop table');
    expect(listRequests(backend.server)).toHaveLength(before);
    expect(result.current.superQuery.params).toEqual([{ field: 'status', rule: 'in', val: '1,2' }]);
  });

  it('reads an array result as the records and total 0', async () => {
    backend.server.on('GET /test/item/list', ok([{ id: 'a' }, { id: 'b' }], '', 0));
    const ui = uiSpy();
    const { result } = renderHook(() => useListPage({ url: URLS, ui }));
    await waitFor(() => expect(result.current.dataSource).toHaveLength(2));
    expect(result.current.ipagination.total).toBe(0);
    expect(last(listRequests(backend.server)).field).toBe('id,');
  });

  it('shows the server message as a warning when the list fails, keeping the old rows', async () => {
    const { result, ui } = setup();
    await waitFor(() => expect(result.current.dataSource).toHaveLength(10));
    backend.server.on('GET /test/item/list', fail('查询失败了'));
    await act(() => result.current.loadData(2));
    expect(ui.warning).toHaveBeenCalledWith('查询失败了');
    expect(result.current.dataSource).toHaveLength(10);
    expect(result.current.loading).toBe(false);
  });

  it('applies only the latest answer when requests overlap', async () => {
    const { result } = setup({ disableMixinCreated: true });
    const slow = backend.server;
    let first = true;
    slow.on('GET /test/item/list', async () => {
      const delay = first ? 60 : 0;
      first = false;
      await new Promise((r) => setTimeout(r, delay));
      return ok({ records: [{ id: delay ? 'old' : 'new' }], total: 1 }, '', 0);
    });
    await act(async () => {
      const a = result.current.loadData(1);
      const b = result.current.loadData(1);
      await Promise.all([a, b]);
    });
    expect(result.current.dataSource.map((r) => r.id)).toEqual(['new']);
  });
});

describe('useListPage: configuration errors', () => {
  it('reports a missing url.list / url.delete / url.deleteBatch', async () => {
    const ui = uiSpy();
    const { result } = renderHook(() => useListPage({ url: {}, ui }));
    await waitFor(() => expect(ui.error).toHaveBeenCalledWith('请设置url.list属性!'));
    await act(async () => {
      await result.current.handleDelete('x');
      await result.current.batchDel();
    });
    expect(ui.error).toHaveBeenCalledWith('请设置url.delete属性!');
    expect(ui.error).toHaveBeenCalledWith('请设置url.deleteBatch属性!');
    expect(backend.server.requests).toHaveLength(0);
  });
});

describe('useListPage: search, sort, paging', () => {
  it('searchQuery resets to page 1 and clears the selection', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.loaded).toBe(true));
    await act(() => result.current.loadData(2));
    act(() => result.current.onSelectChange(['id11', 'id12'], result.current.dataSource.slice(0, 2)));
    expect(result.current.selectedRowKeys).toEqual(['id11', 'id12']);
    await act(() => result.current.searchQuery());
    expect(result.current.ipagination.current).toBe(1);
    expect(last(listRequests(backend.server)).pageNo).toBe(1);
    expect(result.current.selectedRowKeys).toEqual([]);
    expect(result.current.selectionRows).toEqual([]);
  });

  it('searchReset clears the query params and reloads page 1', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.loaded).toBe(true));
    await act(() => result.current.searchQuery({ name: '*x*' }));
    await act(() => result.current.loadData(2));
    await act(() => result.current.searchReset());
    expect(result.current.queryParam).toEqual({});
    const params = last(listRequests(backend.server));
    expect(params.pageNo).toBe(1);
    expect('name' in params).toBe(false);
  });

  it('maps the table sorter: ascend → asc, descend → desc, cleared → the default', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.loaded).toBe(true));
    await act(() =>
      result.current.handleTableChange({ current: 1, pageSize: 10 }, {}, { field: 'name', order: 'ascend' }),
    );
    expect(last(listRequests(backend.server))).toMatchObject({ column: 'name', order: 'asc' });
    await act(() =>
      result.current.handleTableChange({ current: 1, pageSize: 10 }, {}, { field: 'name', order: 'descend' }),
    );
    expect(last(listRequests(backend.server))).toMatchObject({ column: 'name', order: 'desc' });
    await act(() =>
      result.current.handleTableChange({ current: 1, pageSize: 10 }, {}, { field: 'name', order: null }),
    );
    expect(last(listRequests(backend.server))).toMatchObject({ column: 'createTime', order: 'desc' });
    expect(result.current.isorter).toEqual({ column: 'createTime', order: 'desc' });
  });

  it('uses the schema default sort, and a configured one over it', async () => {
    const { result } = setup({ schema: { ...itemSchema, defaultSort: { key: 'name', order: 'asc' } } });
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(last(listRequests(backend.server))).toMatchObject({ column: 'name', order: 'asc' });
    const other = renderHook(() =>
      useListPage({
        url: URLS,
        ui: uiSpy(),
        schema: itemSchema,
        defaultSort: { column: 'code', order: 'desc' },
      }),
    );
    await waitFor(() => expect(other.result.current.loaded).toBe(true));
    expect(last(listRequests(backend.server))).toMatchObject({ column: 'code', order: 'desc' });
  });

  it('takes the new page and page size from a table change', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.loaded).toBe(true));
    await act(() => result.current.handleTableChange({ current: 2, pageSize: 20 }, {}, {}));
    expect(last(listRequests(backend.server))).toMatchObject({ pageNo: 2, pageSize: 20 });
    expect(result.current.dataSource).toHaveLength(5);
    expect(result.current.ipagination).toEqual({ current: 2, pageSize: 20, total: 25 });
  });
});

describe('useListPage: delete', () => {
  it('deleting the last row of the last page goes back one page', async () => {
    const { result, ui } = setup({}, makeItems(21));
    await waitFor(() => expect(result.current.loaded).toBe(true));
    await act(() => result.current.loadData(3));
    expect(result.current.dataSource.map((r) => r.id)).toEqual(['id21']);
    await act(async () => {
      expect(await result.current.handleDelete('id21')).toBe(true);
    });
    expect(ui.success).toHaveBeenCalledWith('删除成功!');
    const del = backend.server.requests.find((r) => r.url === '/test/item/delete');
    expect(del?.method).toBe('delete');
    expect(del?.params).toMatchObject({ id: 'id21' });
    expect(last(listRequests(backend.server)).pageNo).toBe(2);
    expect(result.current.ipagination).toEqual({ current: 2, pageSize: 10, total: 20 });
    expect(result.current.dataSource).toHaveLength(10);
  });

  it('stays on the page when it still has rows, and on page 1 when the list becomes empty', async () => {
    const { result } = setup({}, makeItems(12));
    await waitFor(() => expect(result.current.loaded).toBe(true));
    await act(() => result.current.loadData(2));
    await act(() => result.current.handleDelete('id11'));
    expect(result.current.ipagination.current).toBe(2);
    await act(() => result.current.handleDelete('id12'));
    expect(result.current.ipagination.current).toBe(1);
    for (let i = 1; i <= 10; i++) await act(() => result.current.handleDelete(`id${i}`));
    expect(result.current.ipagination).toEqual({ current: 1, pageSize: 10, total: 0 });
    expect(last(listRequests(backend.server)).pageNo).toBe(1);
  });

  it('shows the server message when a delete fails and reloads nothing', async () => {
    const { result, ui } = setup();
    await waitFor(() => expect(result.current.loaded).toBe(true));
    backend.server.on('DELETE /test/item/delete', fail('该记录不能删除'));
    const before = listRequests(backend.server).length;
    await act(async () => {
      expect(await result.current.handleDelete('id1')).toBe(false);
    });
    expect(ui.warning).toHaveBeenCalledWith('该记录不能删除');
    expect(listRequests(backend.server)).toHaveLength(before);
  });

  it('batchDel without a selection warns 请选择一条记录！ and sends nothing', async () => {
    const { result, ui } = setup();
    await waitFor(() => expect(result.current.loaded).toBe(true));
    await act(async () => {
      expect(await result.current.batchDel()).toBe(false);
    });
    expect(ui.warning).toHaveBeenCalledWith('请选择一条记录！');
    expect(ui.confirm).not.toHaveBeenCalled();
    expect(backend.server.requests.some((r) => r.url === '/test/item/deleteBatch')).toBe(false);
  });

  it('batchDel confirms, deletes the ids joined by commas, clears the selection and fixes the page', async () => {
    const { result, ui } = setup({}, makeItems(22));
    await waitFor(() => expect(result.current.loaded).toBe(true));
    await act(() => result.current.loadData(3));
    act(() => result.current.onSelectChange(['id21', 'id22'], result.current.dataSource));
    await act(async () => {
      expect(await result.current.batchDel()).toBe(true);
    });
    expect(ui.confirm).toHaveBeenCalledWith({ title: '确认删除', content: '是否删除选中数据?' });
    const req = backend.server.requests.find((r) => r.url === '/test/item/deleteBatch');
    expect(req?.params).toMatchObject({ ids: 'id21,id22' });
    expect(ui.success).toHaveBeenCalledWith('批量删除成功!');
    expect(result.current.selectedRowKeys).toEqual([]);
    expect(result.current.ipagination).toEqual({ current: 2, pageSize: 10, total: 20 });
  });

  it('batchDel does nothing when the confirmation is declined', async () => {
    const db = fakeItems(backend.server, makeItems(5));
    const ui = uiSpy(false);
    const { result } = renderHook(() => useListPage<Item>({ url: URLS, ui }));
    await waitFor(() => expect(result.current.loaded).toBe(true));
    act(() => result.current.onSelectChange(['id1'], []));
    await act(async () => {
      expect(await result.current.batchDel()).toBe(false);
    });
    expect(db.items).toHaveLength(5);
    expect(result.current.selectedRowKeys).toEqual(['id1']);
  });

  it('a deleted record leaves the selection', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.loaded).toBe(true));
    act(() => result.current.onSelectChange(['id1', 'id2'], result.current.dataSource.slice(0, 2)));
    await act(() => result.current.handleDelete('id1'));
    expect(result.current.selectedRowKeys).toEqual(['id2']);
    expect(result.current.selectionRows.map((r) => r.id)).toEqual(['id2']);
  });
});

describe('useListPage: export', () => {
  it('downloads {name}.xls with the query params and the selected ids', async () => {
    const { result } = setup({ url: { ...URLS, exportXls: '/test/item/exportXls' } });
    await waitFor(() => expect(result.current.loaded).toBe(true));
    backend.server.on('GET /test/item/exportXls', {
      body: new Blob(['xls'], { type: 'application/vnd.ms-excel' }),
    });
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.getAttribute('download') ?? '');
    });
    act(() => result.current.onSelectChange(['id1', 'id3'], []));
    await act(() => result.current.handleExportXls('测试项'));
    await act(() => result.current.handleExportXls());
    const exports = backend.server.requests.filter((r) => r.url === '/test/item/exportXls');
    expect(exports[0]?.params).toMatchObject({ selections: 'id1,id3', column: 'createTime', order: 'desc' });
    expect(saved).toEqual(['测试项.xls', '导出文件.xls']);
  });

  it('reports a missing export url', async () => {
    const { result, ui } = setup();
    await waitFor(() => expect(result.current.loaded).toBe(true));
    await act(() => result.current.handleExportXls());
    expect(ui.error).toHaveBeenCalledWith('请设置url.exportXls属性!');
  });
});

describe('useListPage: append mode (infinite scroll)', () => {
  it('appends the next pages until the total is reached', async () => {
    const { result } = setup({ append: true });
    await waitFor(() => expect(result.current.dataSource).toHaveLength(10));
    expect(result.current.hasMore).toBe(true);
    await act(() => result.current.loadMore());
    expect(result.current.dataSource).toHaveLength(20);
    await act(() => result.current.loadMore());
    expect(result.current.dataSource.map((r) => r.id).slice(-5)).toEqual([
      'id21',
      'id22',
      'id23',
      'id24',
      'id25',
    ]);
    expect(result.current.hasMore).toBe(false);
    await act(() => result.current.loadMore());
    expect(listRequests(backend.server).map((p) => p.pageNo)).toEqual([1, 2, 3]);
  });

  it('a search starts again from page 1 and replaces the records', async () => {
    const { result } = setup({ append: true });
    await waitFor(() => expect(result.current.loaded).toBe(true));
    await act(() => result.current.loadMore());
    await act(() => result.current.searchQuery({ name: '*1*' }));
    expect(result.current.dataSource).toHaveLength(10);
    expect(last(listRequests(backend.server))).toMatchObject({ pageNo: 1, name: '*1*' });
  });

  it('a loadMore before the mount load (a child scroller) shares page 1 instead of failing', async () => {
    fakeItems(backend.server, makeItems(25));
    const ui = uiSpy();
    const outcomes: Promise<void>[] = [];
    // Children's effects run before the parent's: InfiniteScroll asks for more before the hook's
    // own first load starts.
    function Scroller({ list }: { list: ListPageController<Item> }) {
      useEffect(() => {
        outcomes.push(list.loadMore());
        // eslint-disable-next-line react-hooks/exhaustive-deps
      }, []);
      return null;
    }
    function Page() {
      const list = useListPage<Item>({ url: URLS, ui, append: true });
      return <Scroller list={list} />;
    }
    render(<Page />);
    await waitFor(() => expect(outcomes).toHaveLength(1));
    await expect(outcomes[0]).resolves.toBeUndefined();
    expect(listRequests(backend.server).map((p) => p.pageNo)).toEqual([1]);
  });

  it('a failed page rejects loadMore and is asked for again next time', async () => {
    const { result } = setup({ append: true });
    await waitFor(() => expect(result.current.loaded).toBe(true));
    backend.server.on('GET /test/item/list', fail('忙'));
    await act(async () => {
      await expect(result.current.loadMore()).rejects.toThrow();
    });
    fakeItems(backend.server, makeItems(25));
    await act(() => result.current.loadMore());
    expect(listRequests(backend.server).map((p) => p.pageNo)).toEqual([1, 2, 2]);
    expect(result.current.dataSource).toHaveLength(20);
  });
});
