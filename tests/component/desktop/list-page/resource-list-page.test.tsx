import { createRef } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResourceListPage } from '../../../../src/desktop/widgets/list-page/resource-list-page';
import type { ListPageController } from '../../../../src/shared/hooks/list-page/types';
import {
  fakeItems,
  grant,
  itemSchema,
  last,
  listRequests,
  makeItems,
  setupItemBackend,
  type Item,
} from '../../shared/list-page/list-fixtures';
import { renderDesktop } from '../desktop-test-utils';
import { buttonIn, checkboxOf, dialogTitled, popconfirmWith, rowIds, rowOf } from './list-page-queries';

// Role queries over a whole antd page are very slow in jsdom (getComputedStyle per node), so these
// tests find things by text/label/title and use role queries only inside small containers.

const backend = setupItemBackend();
// The pointer-events check walks getComputedStyle up the tree on every event: off, for speed.
const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

async function renderPage(items = makeItems(25)) {
  const db = fakeItems(backend.server, items);
  const listRef = createRef<ListPageController<Item>>();
  renderDesktop(<ResourceListPage<Item> schema={itemSchema} listRef={listRef} />);
  await waitFor(() => expect(rowIds().length).toBeGreaterThan(0));
  return { db, listRef };
}

async function chooseMore(id: string, entry: string) {
  await userEvent.click(within(rowOf(id)).getByText(/更多/));
  await userEvent.click(
    await screen.findByText(entry, {
      selector: '.ant-dropdown-menu-title-content, .ant-dropdown-menu-title-content *',
    }),
  );
}

const searchName = () => screen.getByLabelText('名称', { selector: '#testItem-search_name' });

// A whole antd page per test is slow in jsdom, more so on a loaded machine.
describe('ResourceListPage (desktop)', { timeout: 60_000 }, () => {
  it('lists records with dictionary texts and the 共 N 条 pagination', async () => {
    await renderPage([
      { ...makeItems(1)[0]!, status: '1' },
      { ...makeItems(2)[1]!, status: '2', status_dictText: '服务器译文' },
    ]);
    expect(within(rowOf('id1')).getByText('启用')).toBeInTheDocument();
    expect(within(rowOf('id2')).getByText('服务器译文')).toBeInTheDocument();
    expect(screen.getByText('1-2 共2条')).toBeInTheDocument();
    expect(screen.getByText('名称', { selector: 'th *' })).toBeInTheDocument();
    expect(screen.queryByText('密钥', { selector: 'th *' })).not.toBeInTheDocument();
  });

  it('查询 goes back to page 1 with the search params and clears the selection', async () => {
    await renderPage();
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(rowIds()[0]).toBe('id11'));
    await userEvent.click(checkboxOf(rowOf('id11')));
    expect(screen.getByText(/已选择/).textContent).toMatch(/已选择\s*1\s*项/);
    expect(buttonIn(document.body, /批量操作/)).toBeInTheDocument();

    await userEvent.type(searchName(), '名称1');
    await userEvent.click(buttonIn(document.body, '查询'));
    await waitFor(() =>
      expect(last(listRequests(backend.server))).toMatchObject({ pageNo: 1, name: '*名称1*' }),
    );
    await waitFor(() => expect(rowIds()[0]).toBe('id1'));
    expect(screen.getByText(/已选择/).textContent).toMatch(/已选择\s*0\s*项/);
    expect(screen.queryByText(/批量操作/)).not.toBeInTheDocument();
    expect(checkboxOf(rowOf('id1'))).not.toBeChecked();

    await userEvent.click(buttonIn(document.body, '重置'));
    await waitFor(() => expect('name' in last(listRequests(backend.server))).toBe(false));
    expect(searchName()).toHaveValue('');
  });

  it('sorting a column sends asc, then desc, then the default', async () => {
    await renderPage();
    const header = () => screen.getByText('名称', { selector: 'th *' }).closest('th') as HTMLElement;
    await userEvent.click(header());
    await waitFor(() =>
      expect(last(listRequests(backend.server))).toMatchObject({ column: 'name', order: 'asc' }),
    );
    await userEvent.click(header());
    await waitFor(() =>
      expect(last(listRequests(backend.server))).toMatchObject({ column: 'name', order: 'desc' }),
    );
    await userEvent.click(header());
    await waitFor(() =>
      expect(last(listRequests(backend.server))).toMatchObject({ column: 'createTime', order: 'desc' }),
    );
  });

  it('deleting the last row of the last page goes back one page', async () => {
    const { db } = await renderPage(makeItems(21));
    await userEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(rowIds()).toEqual(['id21']));
    await chooseMore('id21', '删除');
    const confirm = await popconfirmWith('确定删除吗?');
    await userEvent.click(buttonIn(confirm, '确定'));
    await waitFor(() => expect(last(listRequests(backend.server)).pageNo).toBe(2));
    expect(db.items).toHaveLength(20);
    expect(await screen.findByText('删除成功!')).toBeInTheDocument();
    await waitFor(() => expect(rowIds()).toHaveLength(10));
    expect(screen.getByTitle('2')).toHaveClass('ant-pagination-item-active');
  });

  it('batch delete without a selection warns 请选择一条记录！; with one it confirms and deletes', async () => {
    const { db, listRef } = await renderPage(makeItems(5));
    await act(() => listRef.current!.batchDel());
    expect(await screen.findByText('请选择一条记录！')).toBeInTheDocument();
    expect(backend.server.requests.some((r) => r.url === '/test/item/deleteBatch')).toBe(false);

    await userEvent.click(checkboxOf(rowOf('id1')));
    await userEvent.click(checkboxOf(rowOf('id2')));
    await userEvent.click(buttonIn(document.body, /批量操作/));
    await userEvent.click(await screen.findByText('删除', { selector: '.ant-dropdown-menu-title-content' }));
    const question = await screen.findByText('是否删除选中数据?');
    const confirmBox = question.closest('.ant-modal') as HTMLElement;
    expect(confirmBox.querySelector('.ant-modal-confirm-title')).toHaveTextContent('确认删除');
    await userEvent.click(buttonIn(confirmBox, '确定'));
    await waitFor(() => expect(db.items.map((i) => i.id)).toEqual(['id3', 'id4', 'id5']));
    expect(
      last(backend.server.requests.filter((r) => r.url === '/test/item/deleteBatch')).params,
    ).toMatchObject({
      ids: 'id1,id2',
    });
    await waitFor(() => expect(rowIds()).toEqual(['id3', 'id4', 'id5']));
  });

  it('shows no button the permission prefix does not grant', async () => {
    grant('test:item:add');
    await renderPage(makeItems(3));
    expect(buttonIn(document.body, '新增')).toBeInTheDocument();
    expect(within(rowOf('id1')).queryByText('编辑')).not.toBeInTheDocument();
    await userEvent.click(within(rowOf('id1')).getByText(/更多/));
    expect(
      await screen.findByText('详情', { selector: '.ant-dropdown-menu-title-content' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('删除', { selector: '.ant-dropdown-menu-title-content' }),
    ).not.toBeInTheDocument();
    await userEvent.click(checkboxOf(rowOf('id1')));
    expect(screen.queryByText(/批量操作/)).not.toBeInTheDocument();
    expect(screen.queryByText('导出')).not.toBeInTheDocument();
  });

  it('without any permission there is no 新增 and no 编辑', async () => {
    grant();
    await renderPage(makeItems(2));
    expect(screen.queryByText('新增')).not.toBeInTheDocument();
    expect(within(rowOf('id1')).queryByText('编辑')).not.toBeInTheDocument();
  });

  it('detail mode shows every field disabled and no 确定', async () => {
    await renderPage(makeItems(3));
    await chooseMore('id2', '详情');
    const dialog = await dialogTitled('详情');
    expect(within(dialog).getByLabelText('名称')).toBeDisabled();
    expect(within(dialog).getByLabelText('名称')).toHaveValue('名称2');
    expect(within(dialog).getByLabelText('编码')).toBeDisabled();
    expect(within(dialog).getByLabelText('邮箱')).toBeDisabled();
    expect(within(dialog).queryByLabelText('密钥')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('确定')).not.toBeInTheDocument();
    expect(buttonIn(dialog, '关闭')).toBeInTheDocument();
  });

  it('the add form shows the schema validators messages and saves with POST', async () => {
    const { db } = await renderPage(makeItems(3));
    await userEvent.click(buttonIn(document.body, '新增'));
    const dialog = await dialogTitled('新增');
    await userEvent.click(buttonIn(dialog, '确定'));
    expect(await within(dialog).findByText('请输入名称!')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入编码!')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入密钥!')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('邮箱'), 'bad');
    expect(await within(dialog).findByText('邮箱格式不正确')).toBeInTheDocument();
    expect(backend.server.requests.some((r) => r.url === '/test/item/add')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText('名称'), '新的');
    await userEvent.type(within(dialog).getByLabelText('编码'), 'N1');
    await userEvent.type(within(dialog).getByLabelText('密钥'), 'k3y');
    await userEvent.clear(within(dialog).getByLabelText('邮箱'));
    await userEvent.click(buttonIn(dialog, '确定'));
    await waitFor(() => expect(db.items[0]?.name).toBe('新的'));
    const add = backend.server.requests.find((r) => r.url === '/test/item/add');
    expect(add?.method).toBe('post');
    expect(JSON.parse(String(add?.data))).toMatchObject({ name: '新的', code: 'N1', secretKey: 'k3y' });
    expect(await screen.findByText('添加成功！')).toBeInTheDocument();
    await waitFor(() => expect(rowIds()[0]).toBe('new4'));
  });

  it('the edit form disables create-only fields, hides the secret and saves with PUT and the id', async () => {
    const { db } = await renderPage(makeItems(3));
    await userEvent.click(within(rowOf('id2')).getByText('编辑'));
    const dialog = await dialogTitled('编辑');
    expect(within(dialog).getByLabelText('编码')).toBeDisabled();
    expect(within(dialog).queryByLabelText('密钥')).not.toBeInTheDocument();
    const name = within(dialog).getByLabelText('名称');
    await userEvent.clear(name);
    await userEvent.type(name, '改过');
    await userEvent.click(buttonIn(dialog, '确定'));
    await waitFor(() => expect(db.items.find((i) => i.id === 'id2')?.name).toBe('改过'));
    const edit = backend.server.requests.find((r) => r.url === '/test/item/edit');
    expect(edit?.method).toBe('put');
    expect(JSON.parse(String(edit?.data))).toMatchObject({ id: 'id2', name: '改过', code: 'C002' });
    await waitFor(() => expect(within(rowOf('id2')).getByText('改过')).toBeInTheDocument());
  });
});
