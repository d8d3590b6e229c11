import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browserLocation } from '../../../../src/shared/platform/browser-location';
import { STORAGE_KEYS, localStore } from '../../../../src/shared/session/storage';
import { reloadSessionFromStorage, useSession } from '../../../../src/shared/session/session-store';
import { tenant } from '../../shared/fixtures';
import { fakeApi, ok } from '../support/fake-api';
import { menuItem, permissionResult, renderMobile, signIn } from '../support/render-mobile';

const MENU = [menuItem('/dashboard/analysis', '首页')];

function signInWithTenants(ids: number[]) {
  localStore.set(STORAGE_KEYS.TENANT_LIST, ids.map(tenant));
  localStore.set(STORAGE_KEYS.TENANT_ID, String(ids[0]));
  signIn();
  reloadSessionFromStorage();
}

describe('phone drawer 切换租户', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    vi.spyOn(browserLocation, 'reload').mockImplementation(() => undefined);
    api = fakeApi({
      'GET /sys/permission/getUserPermissionByToken': () => ok(permissionResult(MENU)),
      'GET /sys/user/getCurrentUserDeparts': () => ok({ list: [], orgCode: null }),
    });
  });
  afterEach(() => {
    api.restore();
    vi.restoreAllMocks();
  });

  it('is absent for a user of one tenant', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    signInWithTenants([1000]);
    renderMobile('/dashboard/analysis');
    await user.click(await screen.findByRole('button', { name: '菜单' }));
    const drawer = await screen.findByRole('dialog', { name: '菜单' });
    expect(within(drawer).queryByRole('button', { name: '切换租户' })).not.toBeInTheDocument();
  });

  it('requires a choice, then stores the tenant and reloads', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    signInWithTenants([1000, 2000]);
    renderMobile('/dashboard/analysis');
    await user.click(await screen.findByRole('button', { name: '菜单' }));
    const drawer = await screen.findByRole('dialog', { name: '菜单' });
    await user.click(within(drawer).getByRole('button', { name: '切换租户' }));
    const dialog = await screen.findByRole('dialog', { name: '切换租户' });
    expect(within(dialog).getByRole('radio', { name: 'T1000' })).toBeChecked();

    await user.click(within(dialog).getByRole('radio', { name: 'T2000' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(browserLocation.reload).toHaveBeenCalledTimes(1));
    expect(localStore.get(STORAGE_KEYS.TENANT_ID)).toBe('2000');
    expect(useSession.getState().tenantId).toBe('2000');
  });
});
