import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { UserMenu } from '../../../../../src/desktop/shell/header/user-menu';
import { browserLocation } from '../../../../../src/shared/platform/browser-location';
import { STORAGE_KEYS, localStore } from '../../../../../src/shared/session/storage';
import { reloadSessionFromStorage, useSession } from '../../../../../src/shared/session/session-store';
import { tenant, userInfo } from '../../../shared/fixtures';
import { mockNetwork, ok, renderDesktop } from '../../desktop-test-utils';

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: /管理员/ }));
}

describe('header 切换租户', () => {
  let net: ReturnType<typeof mockNetwork>;
  beforeEach(() => {
    vi.spyOn(browserLocation, 'reload').mockImplementation(() => undefined);
    net = mockNetwork((req) =>
      req.url === '/sys/user/getCurrentUserDeparts' ? ok({ list: [], orgCode: null }) : undefined,
    );
  });
  afterEach(() => {
    net.restore();
    vi.restoreAllMocks();
    reloadSessionFromStorage();
  });

  it('is not offered to a user of one tenant', async () => {
    useSession.setState({ token: 't', userInfo: userInfo(), tenantList: [tenant(1)], tenantId: '1' });
    renderDesktop(<UserMenu />);
    await openMenu();
    expect(await screen.findByText('切换部门')).toBeInTheDocument();
    expect(screen.queryByText('切换租户')).not.toBeInTheDocument();
  });

  it('switches to another of the session tenants, stores it for the tenant header and reloads', async () => {
    useSession.setState({
      token: 't',
      userInfo: userInfo(),
      tenantList: [tenant(1000), tenant(2000)],
      tenantId: '1000',
    });
    renderDesktop(<UserMenu />);
    await openMenu();
    await userEvent.click(await screen.findByText('切换租户'));
    const dialog = await screen.findByRole('dialog', { name: '切换租户' });
    // The current tenant is preselected.
    expect(within(dialog).getByTitle('T1000')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('combobox', { name: '租户' }));
    await userEvent.click(await screen.findByTitle('T2000'));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(browserLocation.reload).toHaveBeenCalledTimes(1));
    expect(localStore.get(STORAGE_KEYS.TENANT_ID)).toBe('2000');
    expect(useSession.getState().tenantId).toBe('2000');
  });

  it('取消 changes nothing', async () => {
    useSession.setState({
      token: 't',
      userInfo: userInfo(),
      tenantList: [tenant(1000), tenant(2000)],
      tenantId: '1000',
    });
    renderDesktop(<UserMenu />);
    await openMenu();
    await userEvent.click(await screen.findByText('切换租户'));
    const dialog = await screen.findByRole('dialog', { name: '切换租户' });
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '切换租户' })).not.toBeInTheDocument());
    expect(browserLocation.reload).not.toHaveBeenCalled();
    expect(useSession.getState().tenantId).toBe('1000');
  });
});
