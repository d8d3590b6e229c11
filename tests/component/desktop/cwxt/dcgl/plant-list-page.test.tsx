import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import PlantListPage from '../../../../../src/desktop/pages/cwxt/dcgl/plant-list-page';
import UnitListPage from '../../../../../src/desktop/pages/cwxt/jzxx/unit-list-page';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { grant } from '../../../shared/list-page/list-fixtures';
import { requestsTo } from '../../../shared/user-admin-fixtures';
import { findDialog, renderAdminPage } from '../../system/render-admin-page';
import { fakePlants, PLANT, seedPlantDicts } from './plant-fixtures';

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

function row(text: string): HTMLElement {
  return screen.getByText(text, { selector: 'td, td *' }).closest('tr') as HTMLElement;
}

describe('电厂管理 (desktop)', { timeout: 60_000 }, () => {
  beforeEach(() => {
    seedPlantDicts();
    fakePlants(backend.server);
  });

  it('lists plants with the area’s full name and the department, and offers import/export when granted', async () => {
    grant(...Object.values(PERM.plant));
    renderAdminPage(<PlantListPage />);
    await screen.findAllByText(PLANT.plantName, { selector: 'td, td *' });
    const r = row('PLT001');
    expect(within(r).getByText('山西省/太原市/小店区')).toBeInTheDocument();
    expect(within(r).getByText('火电')).toBeInTheDocument();
    const toolbar = screen.getByRole('toolbar', { name: '操作' });
    expect(within(toolbar).getByRole('button', { name: /导入/ })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: /导出/ })).toBeInTheDocument();
  });

  it('hides the write buttons from a user who only lists', async () => {
    grant(PERM.plant.list);
    renderAdminPage(<PlantListPage />);
    await screen.findByText('PLT001', { selector: 'td, td *' });
    expect(within(row('PLT001')).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(
      within(screen.getByRole('toolbar', { name: '操作' })).queryByRole('button', { name: /新增/ }),
    ).toBeNull();
  });

  it('edits a plant with its units as a sub-table and saves both in one PUT', async () => {
    grant(...Object.values(PERM.plant));
    renderAdminPage(<PlantListPage />);
    await screen.findByText('PLT001', { selector: 'td, td *' });
    await userEvent.click(within(row('PLT001')).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑');
    const grid = await within(dialog).findByRole('grid', { name: '机组信息' }, { timeout: 10_000 });
    expect(await within(grid).findByText('1号机组')).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: '电厂名称' });
    await userEvent.clear(name);
    await userEvent.type(name, '华能新电厂');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo(backend.server, 'PUT', '/cwxt/plant/edit')).toHaveLength(1));
    const body = requestsTo(backend.server, 'PUT', '/cwxt/plant/edit')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ id: 'p1', plantName: '华能新电厂', plantCode: 'PLT001' });
    expect(body.units).toEqual([
      expect.objectContaining({ id: 'u1', unitCode: 'G01', unitName: '1号机组', capacityMw: '600' }),
      expect.objectContaining({ id: 'u2', unitCode: 'G02', status: 'maintenance' }),
    ]);
  });

  it('a unit row that fails its rules blocks the save', async () => {
    grant(...Object.values(PERM.plant));
    renderAdminPage(<PlantListPage />);
    await screen.findByText('PLT001', { selector: 'td, td *' });
    await userEvent.click(within(row('PLT001')).getByRole('button', { name: '编辑' }));
    const dialog = await findDialog('编辑');
    const grid = await within(dialog).findByRole('grid', { name: '机组信息' }, { timeout: 10_000 });
    await within(grid).findByText('1号机组');
    // A new row with nothing filled in: 机组编号, 机组名称 … are required.
    await userEvent.click(within(dialog).getByRole('button', { name: /新增/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('机组信息填写有误，请检查标红的单元格')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'PUT', '/cwxt/plant/edit')).toHaveLength(0);
  });

  it('checks 电厂编码 against the server on blur', async () => {
    grant(...Object.values(PERM.plant));
    renderAdminPage(<PlantListPage />);
    await screen.findByText('PLT001', { selector: 'td, td *' });
    await userEvent.click(
      within(screen.getByRole('toolbar', { name: '操作' })).getByRole('button', { name: /新增/ }),
    );
    const dialog = await findDialog('新增');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '电厂编码' }), 'PLT002');
    await userEvent.tab();
    expect(await within(dialog).findByText('电厂编码已存在')).toBeInTheDocument();
  });
});

describe('机组信息 (desktop)', { timeout: 60_000 }, () => {
  beforeEach(() => {
    seedPlantDicts();
    fakePlants(backend.server);
  });

  it('lists every unit with its plant’s name', async () => {
    grant(...Object.values(PERM.unit));
    renderAdminPage(<UnitListPage />);
    await screen.findByText('G01', { selector: 'td, td *' });
    expect(within(row('G01')).getByText('华能某某电厂')).toBeInTheDocument();
    expect(within(row('G02')).getByText('检修')).toBeInTheDocument();
  });
});
