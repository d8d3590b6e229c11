import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent as baseUserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ResourceListPage } from '../../../../src/desktop/widgets/list-page/resource-list-page';
import { tableSettingsKey } from '../../../../src/desktop/widgets/list-page/use-table-settings';
import { useSession } from '../../../../src/shared/session/session-store';
import type { UserInfo } from '../../../../src/shared/domain/contract/user';
import {
  fakeItems,
  itemSchema,
  listRequests,
  makeItems,
  setupItemBackend,
  type Item,
} from '../../shared/list-page/list-fixtures';
import { renderDesktop } from '../desktop-test-utils';
import { rowIds } from './list-page-queries';

const backend = setupItemBackend();
const userEvent = baseUserEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const headers = () => [...document.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
const tool = (name: string) => screen.getByRole('button', { name });
const signIn = (id: string) =>
  useSession.setState({ userInfo: { id, username: id, realname: id } as UserInfo });

async function renderPage(props: Partial<Parameters<typeof ResourceListPage<Item>>[0]> = {}) {
  const view = renderDesktop(<ResourceListPage<Item> schema={itemSchema} {...props} />);
  await waitFor(() => expect(rowIds().length).toBeGreaterThan(0));
  return view;
}

describe('list table tools (刷新, 密度, 列设置)', { timeout: 60_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    fakeItems(backend.server, makeItems(3));
    signIn('u1');
  });

  it('刷新 loads the list again, on the same page', async () => {
    await renderPage();
    const before = listRequests(backend.server).length;
    await userEvent.click(tool('刷新'));
    await waitFor(() => expect(listRequests(backend.server)).toHaveLength(before + 1));
    expect(listRequests(backend.server).at(-1)).toMatchObject({ pageNo: 1 });
  });

  it('密度 switches the rows between 宽松, 中等 and 紧凑', async () => {
    await renderPage();
    const table = () => document.querySelector('.ant-table') as HTMLElement;
    // antd 6 names the middle size "medium".
    expect(table()).toHaveClass('ant-table-medium');
    await userEvent.click(tool('密度'));
    await userEvent.click(await screen.findByText('紧凑'));
    await waitFor(() => expect(table()).toHaveClass('ant-table-small'));
    await userEvent.click(tool('密度'));
    await userEvent.click(await screen.findByText('宽松'));
    await waitFor(() => expect(table()).not.toHaveClass('ant-table-small'));
    expect(table()).not.toHaveClass('ant-table-medium');
  });

  it('列设置 hides a column; the choice survives a remount for the same user, not for another', async () => {
    const first = await renderPage();
    expect(headers()).toContain('邮箱');
    await userEvent.click(tool('列设置'));
    const group = await screen.findByRole('group', { name: '列设置' });
    await userEvent.click(within(group).getByRole('checkbox', { name: '邮箱' }));
    await waitFor(() => expect(headers()).not.toContain('邮箱'));
    expect(headers()).toContain('名称');
    expect(localStorage.getItem(tableSettingsKey('u1', itemSchema.name))).toContain('email');
    first.unmount();

    const again = await renderPage();
    expect(headers()).not.toContain('邮箱');
    expect(headers()).toContain('名称');
    again.unmount();

    signIn('u2');
    await renderPage();
    expect(headers()).toContain('邮箱');
  });

  it('no 操作 column when no row offers the user an action', async () => {
    await renderPage({ hideRowActions: ['edit', 'detail', 'delete'] });
    expect(headers()).toContain('名称');
    expect(headers()).not.toContain('操作');
  });

  it('puts the leading columns first and right-aligns numeric ones with grouping', async () => {
    fakeItems(backend.server, [{ ...makeItems(1)[0]!, code: '1234567.5' }]);
    await renderPage({ leadingColumns: ['status', 'name'], columnOptions: { code: { numeric: true } } });
    expect(headers().slice(1, 4)).toEqual(['状态', '名称', '编码']);
    const cell = screen.getByText('1,234,567.5');
    expect(cell.closest('td')).toHaveClass('ant-table-cell');
    expect(cell.closest('td')?.getAttribute('style') ?? '').toContain('text-align: right');
  });
});
