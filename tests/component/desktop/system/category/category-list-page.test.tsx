import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CategoryAdminRecord } from '../../../../../src/shared/api/sys/category-admin-api';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { fail, ok } from '../../../shared/fake-server';
import { grant } from '../../../shared/list-page/list-fixtures';
import { requestsTo } from '../../../shared/user-admin-fixtures';
import { findDialog, lastOf, renderAdminPage } from '../render-admin-page';

const { default: CategoryListPage } =
  await import('../../../../../src/desktop/pages/system/category/category-list-page');

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

const node = (id: string, pid: string, name: string, code: string, hasChild = '0'): CategoryAdminRecord => ({
  id,
  pid,
  name,
  code,
  hasChild,
  tenantId: null,
});

const DEVICES = node('c1', '0', '设备类型', 'B01', '1');
const PLANTS = node('c2', '0', '电厂类型', 'B02');
const TRANSFORMER = node('c11', 'c1', '变压器', 'B01A01');

function row(text: string): HTMLElement {
  return screen.getByText(text, { selector: 'td, td *' }).closest('tr') as HTMLElement;
}

function fakeCategories() {
  let children = [TRANSFORMER];
  backend.server.on('GET /sys/category/rootList', () => ok({ records: [DEVICES, PLANTS], total: 2 }));
  backend.server.on('GET /sys/category/childList', () => ok(children));
  backend.server.on('POST /sys/category/add', () => {
    const added = node('c12', 'c1', '断路器', 'B01A02');
    children = [...children, added];
    return ok(added, '添加成功！');
  });
  backend.server.on('DELETE /sys/category/delete', (c) =>
    (c.params as { id?: string }).id === 'c1'
      ? fail('该分类下还有子分类，请先删除子分类！')
      : ok(null, '删除成功!'),
  );
}

describe('分类字典 (desktop)', { timeout: 60_000 }, () => {
  it('loads children on expand and adds a sub-category below a node', async () => {
    grant(...Object.values(PERM.category));
    fakeCategories();
    renderAdminPage(<CategoryListPage route={null} />);
    await screen.findByText('设备类型');
    expect(screen.getByText('B02')).toBeInTheDocument();
    await userEvent.click(within(row('设备类型')).getByRole('button', { name: /展开/ }));
    expect(await screen.findByText('变压器')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'GET', '/sys/category/childList')[0]!.params).toMatchObject({
      pid: 'c1',
    });

    await userEvent.click(within(row('设备类型')).getByText('添加下级'));
    const dialog = await findDialog('添加下级');
    expect(within(dialog).getByText('设备类型（B01）')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请输入类型名称!')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('类型名称'), '断路器');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(requestsTo(backend.server, 'POST', '/sys/category/add')).toHaveLength(1));
    expect(requestsTo(backend.server, 'POST', '/sys/category/add')[0]!.body).toEqual({
      name: '断路器',
      pid: 'c1',
    });
    expect(await screen.findByText('B01A02')).toBeInTheDocument();
  });

  it('shows the refusal of deleting a node with children', async () => {
    grant(...Object.values(PERM.category));
    fakeCategories();
    renderAdminPage(<CategoryListPage route={null} />);
    await screen.findByText('设备类型');
    await userEvent.click(within(row('设备类型')).getByText('删除'));
    await userEvent.click(lastOf(await screen.findAllByRole('button', { name: /确\s*定/ })));
    expect(await screen.findByText('该分类下还有子分类，请先删除子分类！')).toBeInTheDocument();
  });

  it('offers no write actions without the codes', async () => {
    grant(PERM.category.list);
    fakeCategories();
    renderAdminPage(<CategoryListPage route={null} />);
    await screen.findByText('设备类型');
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(within(row('设备类型')).queryByText('添加下级')).toBeNull();
    expect(within(row('设备类型')).queryByText('删除')).toBeNull();
  });
});
