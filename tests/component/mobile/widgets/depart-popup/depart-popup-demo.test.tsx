import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import DepartPopupDemo from '../../../../../src/mobile/pages/demo/sections/depart-popup-demo';
import { DEPART_TREE, fakeNetwork, okBody } from '../../../shared/depart-popup/fixtures';

let net: Awaited<ReturnType<typeof fakeNetwork>> | null = null;
afterEach(() => net?.restore());

describe('phone demo section 部门选择与报表弹窗', { timeout: 30_000 }, () => {
  it('prints the departments a user picks', async () => {
    net = await fakeNetwork((req) =>
      req.url === '/sys/sysDepart/queryTreeList' ? okBody(DEPART_TREE) : undefined,
    );
    render(
      <ConfigProvider locale={zhCN}>
        <QueryClientProvider client={new QueryClient()}>
          <DepartPopupDemo />
        </QueryClientProvider>
      </ConfigProvider>,
    );
    expect(screen.getByText('部门选择与报表弹窗')).toBeInTheDocument();
    const user = userEvent.setup({ pointerEventsCheck: 0 }); // popups animate in with pointer-events: none
    await user.click(screen.getAllByRole('button', { name: '选择部门' })[1] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: '选择部门' });
    await user.click(await within(dialog).findByRole('checkbox', { name: '电厂' }));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: '部门单选的值' })).toHaveTextContent(/^b$/),
    );
  });
});
