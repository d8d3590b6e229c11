import { act, screen, waitFor } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import MobileSettingsPage from '../../../../src/mobile/pages/account/settings/account-settings-page';
import { WebviewLayer } from '../../../../src/mobile/shell/webview-layer';
import DesktopSettingsPage from '../../../../src/desktop/pages/account/settings/account-settings-page';
import { renderDesktop } from '../../desktop/desktop-test-utils';
import { setupFakeBackend } from '../../shared/fake-backend';
import { fail, ok } from '../../shared/fake-server';
import { signInAs } from '../../shared/notify-fixtures';
import { requestsTo } from '../../shared/user-admin-fixtures';
import { renderPhone } from '../support/render-phone';

/** 个人设置 → 调试控制台 on both shells, and the layout loading vConsole from the saved setting. */

const consoles = vi.hoisted(() => ({ created: 0, destroyed: 0 }));
vi.mock('vconsole', () => ({
  default: class {
    constructor() {
      consoles.created += 1;
    }
    destroy() {
      consoles.destroyed += 1;
    }
  },
}));

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();
const URL = '/sys/user/setting/notification';

let setting: Record<string, unknown>;

beforeEach(() => {
  signInAs('u1');
  setting = {
    notifyAnnouncement: true,
    notifySystem: true,
    notifySpeech: true,
    notifyChannels: ['站内'],
    debugConsole: false,
  };
  backend.server.on(`GET ${URL}`, () => ok(setting));
  backend.server.on(`PUT ${URL}`, (c) => {
    setting = { ...setting, ...(JSON.parse(String(c.data)) as object) };
    return ok(setting, '保存成功');
  });
});

function renderMobileSettings() {
  return renderPhone(
    <MemoryRouter initialEntries={['/account/settings']}>
      {/* The signed-in layout's webview layer: it applies the saved setting. */}
      <WebviewLayer />
      <Routes>
        <Route path="/account/settings" element={<MobileSettingsPage route={null} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('调试控制台 switch', { timeout: 60_000 }, () => {
  it('phone: saves the switch at once and the layout loads, then removes, vConsole', async () => {
    const before = { ...consoles };
    renderMobileSettings();
    const toggle = await screen.findByRole('switch', { name: '调试控制台' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(
      screen.getByText('在页面上显示调试控制台（vConsole），用于在企业微信、钉钉中排查问题'),
    ).toBeInTheDocument();
    expect(consoles.created).toBe(before.created);

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(requestsTo(backend.server, 'PUT', URL).map((r) => r.body)).toEqual([{ debugConsole: true }]);
    await waitFor(() => expect(consoles.created).toBe(before.created + 1));

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(requestsTo(backend.server, 'PUT', URL).map((r) => r.body)).toEqual([
      { debugConsole: true },
      { debugConsole: false },
    ]);
    await waitFor(() => expect(consoles.destroyed).toBe(before.destroyed + 1));
  });

  it('phone: a refused save keeps the switch off and loads nothing', async () => {
    const before = { ...consoles };
    backend.server.on(`PUT ${URL}`, () => fail('调试控制台只能是开或关'));
    renderMobileSettings();
    const toggle = await screen.findByRole('switch', { name: '调试控制台' });
    await waitFor(() => expect(toggle).not.toHaveClass('adm-switch-disabled'));
    await userEvent.click(toggle);
    await waitFor(() => expect(requestsTo(backend.server, 'PUT', URL)).toHaveLength(1));
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(consoles.created).toBe(before.created);
  });

  it('a saved setting loads vConsole after sign-in (another device switched it on)', async () => {
    const before = { ...consoles };
    setting = { ...setting, debugConsole: true };
    renderMobileSettings();
    await waitFor(() => expect(consoles.created).toBe(before.created + 1));
    expect(await screen.findByRole('switch', { name: '调试控制台' })).toHaveAttribute('aria-checked', 'true');
  });

  it('desktop: 个性化 carries the same switch, saved through the same API', async () => {
    renderDesktop(<DesktopSettingsPage route={null} />, { path: '/account/settings?tab=custom' });
    const toggle = await screen.findByRole('switch', { name: '调试控制台' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect(requestsTo(backend.server, 'PUT', URL).map((r) => r.body)).toEqual([{ debugConsole: true }]);
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
  });
});
