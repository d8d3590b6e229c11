import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import MobilePlantListPage from '../../../../../src/mobile/pages/cwxt/dcgl/plant-list-page';
import MobileUnitListPage from '../../../../../src/mobile/pages/cwxt/jzxx/unit-list-page';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { fakePlants, seedPlantDicts } from '../../../desktop/cwxt/dcgl/plant-fixtures';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { grant } from '../../../shared/list-page/list-fixtures';
import { requestsTo } from '../../../shared/user-admin-fixtures';
import { renderPhone } from '../../support/render-phone';

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

describe('电厂管理 and 机组信息 (phone)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    seedPlantDicts();
    fakePlants(backend.server);
    grant(PERM.plant.list, PERM.unit.list);
  });

  it('shows plant cards; the detail lists the plant’s fields and its units as cards', async () => {
    renderPhone(<MobilePlantListPage />);
    const card = await screen.findByText('华能某某电厂（PLT001）');
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    await userEvent.click(card);
    const units = await screen.findByRole('list', { name: '机组信息' });
    expect(within(units).getByText('1号机组（G01）')).toBeInTheDocument();
    expect(within(units).getByText('检修')).toBeInTheDocument();
    expect(screen.getByText('山西省/太原市/小店区')).toBeInTheDocument();
    expect(requestsTo(backend.server, 'GET', '/cwxt/plant/units')[0]!.params).toMatchObject({ id: 'p1' });
  });

  it('lists units as cards with their plant and filters by the chosen plant', async () => {
    renderPhone(<MobileUnitListPage />);
    expect(await screen.findByText('1号机组（G01）')).toBeInTheDocument();
    expect(screen.getAllByText('华能某某电厂').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: /^所属电厂/ }));
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => {
      const calls = requestsTo(backend.server, 'GET', '/cwxt/unit/list');
      expect(calls[calls.length - 1]!.params).toMatchObject({ plantId: 'p1' });
    });
  });
});
