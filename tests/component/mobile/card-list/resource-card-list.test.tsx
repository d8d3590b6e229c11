import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ResourceCardList } from '../../../../src/mobile/widgets/card-list/resource-card-list';
import { createQueryClient } from '../../../../src/shared/api/query-client';
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

const backend = setupItemBackend();
// antd-mobile's swipe/popup layers set pointer-events on wrappers that jsdom cannot lay out.
const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN}>
      <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
}

const cardIds = () =>
  [...document.querySelectorAll('[data-record-id]')].map((el) => el.getAttribute('data-record-id'));
const cardOf = (id: string) => document.querySelector(`[data-record-id="${id}"]`) as HTMLElement;

async function renderList(items = makeItems(25)) {
  const db = fakeItems(backend.server, items);
  render(<ResourceCardList<Item> schema={itemSchema} />, { wrapper: Providers });
  await waitFor(() => expect(cardIds().length).toBeGreaterThan(0));
  return db;
}

describe('ResourceCardList (phone)', () => {
  it('shows one card per record with the card fields, titles and dictionary text', async () => {
    await renderList(makeItems(3));
    expect(cardIds()).toEqual(['id1', 'id2', 'id3']);
    const card = cardOf('id2');
    expect(within(card).getByText('编码')).toBeInTheDocument();
    expect(within(card).getByText('C002')).toBeInTheDocument();
    expect(await within(card).findByText('停用')).toBeInTheDocument();
    expect(within(card).queryByText('邮箱')).not.toBeInTheDocument();
    expect(last(listRequests(backend.server))).toMatchObject({ pageNo: 1, pageSize: 10 });
  });

  it('the search bar searches the first like field from page 1', async () => {
    await renderList();
    const box = screen.getByPlaceholderText('请输入名称');
    await userEvent.type(box, '名称2{Enter}');
    await waitFor(() =>
      expect(last(listRequests(backend.server))).toMatchObject({ pageNo: 1, name: '*名称2*' }),
    );
  });

  it('the 筛选 sheet sends the other search fields', async () => {
    await renderList();
    await userEvent.click(screen.getByRole('button', { name: '筛选' }));
    const sheet = await screen.findByRole('dialog', { name: '筛选' });
    await userEvent.click(await within(sheet).findByText('启用'));
    await userEvent.type(within(sheet).getByLabelText('编码'), 'C001');
    await userEvent.click(within(sheet).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(last(listRequests(backend.server))).toMatchObject({ pageNo: 1, status: '1', code: 'C001' }),
    );
  });

  describe('infinite scroll', () => {
    let restore: (() => void) | null = null;
    beforeEach(() => {
      // jsdom has no layout: give elements an offset parent so InfiniteScroll measures (all rects
      // are 0, so its sentinel always counts as visible).
      const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
      Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
        configurable: true,
        get(this: HTMLElement) {
          return this.parentElement;
        },
      });
      restore = () => {
        if (original) Object.defineProperty(HTMLElement.prototype, 'offsetParent', original);
      };
    });
    afterEach(() => restore?.());

    it('appends the next pages below the loaded cards until the total', async () => {
      await renderList(makeItems(25));
      await waitFor(() => expect(cardIds()).toHaveLength(25), { timeout: 5000 });
      expect(cardIds()).toEqual(makeItems(25).map((i) => i.id));
      expect(listRequests(backend.server).map((p) => p.pageNo)).toEqual([1, 2, 3]);
      expect(await screen.findByText('没有更多了')).toBeInTheDocument();
    });
  });

  it('a tap opens the detail screen with disabled fields and no 保存', async () => {
    await renderList(makeItems(3));
    await userEvent.click(within(cardOf('id2')).getByText('C002'));
    const detail = await screen.findByRole('dialog', { name: '详情' });
    expect(within(detail).getByLabelText('名称')).toBeDisabled();
    expect(within(detail).getByLabelText('名称')).toHaveValue('名称2');
    expect(within(detail).getByLabelText('编码')).toBeDisabled();
    expect(within(detail).queryByLabelText('密钥')).not.toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
    await userEvent.click(within(detail).getByRole('button', { name: '返回' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '详情' })).not.toBeInTheDocument());
  });

  it('新增 opens the form screen: validation messages appear, then it saves and reloads page 1', async () => {
    const db = await renderList(makeItems(3));
    await userEvent.click(screen.getByRole('button', { name: '新增' }));
    const form = await screen.findByRole('dialog', { name: '新增' });
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请输入名称!')).toBeInTheDocument();
    expect(within(form).getByText('请输入编码!')).toBeInTheDocument();
    expect(within(form).getByText('请输入密钥!')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('邮箱'), 'x@');
    expect(await within(form).findByText('邮箱格式不正确')).toBeInTheDocument();
    expect(backend.server.requests.some((r) => r.url === '/test/item/add')).toBe(false);

    await userEvent.clear(within(form).getByLabelText('邮箱'));
    await userEvent.type(within(form).getByLabelText(/^名称/), '手机新增');
    await userEvent.type(within(form).getByLabelText(/^编码/), 'M1');
    await userEvent.type(within(form).getByLabelText(/^密钥/), 's3cret');
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(db.items[0]?.name).toBe('手机新增'));
    const before = listRequests(backend.server).length;
    await waitFor(() => expect(cardIds()[0]).toBe('new4'));
    expect(listRequests(backend.server).length).toBeGreaterThanOrEqual(before);
    expect(last(listRequests(backend.server)).pageNo).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增' })).not.toBeInTheDocument());
  });

  it('edit from the swipe action disables create-only fields and saves with PUT', async () => {
    const db = await renderList(makeItems(3));
    await userEvent.click(within(cardOf('id1')).getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('dialog', { name: '编辑' });
    expect(within(form).getByLabelText(/^编码/)).toBeDisabled();
    const name = within(form).getByLabelText(/^名称/);
    await userEvent.clear(name);
    await userEvent.type(name, '改名');
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(db.items.find((i) => i.id === 'id1')?.name).toBe('改名'));
    const edit = backend.server.requests.find((r) => r.url === '/test/item/edit');
    expect(edit?.method).toBe('put');
    expect(JSON.parse(String(edit?.data))).toMatchObject({ id: 'id1', name: '改名' });
  });

  it('delete from the swipe action asks first, then deletes and reloads', async () => {
    const db = await renderList(makeItems(3));
    await userEvent.click(within(cardOf('id3')).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定删除吗?')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(db.items.map((i) => i.id)).toEqual(['id1', 'id2']));
    await waitFor(() => expect(cardIds()).toEqual(['id1', 'id2']));
  });

  it('without permissions there is no 新增 and no swipe action', async () => {
    grant();
    await renderList(makeItems(2));
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument();
    expect(within(cardOf('id1')).queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(within(cardOf('id1')).queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
  });
});
