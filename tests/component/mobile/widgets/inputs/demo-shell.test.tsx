import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { fail, ok } from '../../../shared/fake-server';
import { DEMO_SECTION_TITLES } from '../../../../../src/shared/domain/examples/demo-sections';
import ChecksDemo from '../../../../../src/mobile/pages/demo/sections/checks-demo';
import WidgetDemoPage from '../../../../../src/mobile/pages/demo/widget-demo-page';

const renderPhone = (ui: ReactNode) => render(<ConfigProvider locale={zhCN}>{ui}</ConfigProvider>);
const backend = setupFakeBackend();

describe('phone 组件示例 shell', () => {
  it('shows one tab per shared section, in order', () => {
    renderPhone(<WidgetDemoPage route={null} />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(
      DEMO_SECTION_TITLES.map((s) => s.title),
    );
  });

  it('校验: a taken account shows the server message on blur; the rule code is checked too', async () => {
    backend.server.on('GET /sys/duplicate/check', fail('该值不可用，系统中已存在！'));
    backend.server.on('GET /sys/checkRule/checkByCode', ok(null));
    renderPhone(<ChecksDemo />);
    expect(screen.getByText('用户账号（重复校验）')).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('输入已存在的账号如 admin 试试'), 'admin');
    await userEvent.tab();
    expect(await screen.findByText('该值不可用，系统中已存在！')).toBeInTheDocument();
    expect(screen.getByText('编码（规则 common）')).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('首位字母，3到12位字母数字下划线'), 'A12');
    await userEvent.tab();
    await waitFor(() =>
      expect(backend.server.requests.some((r) => r.url?.includes('/sys/checkRule/checkByCode'))).toBe(true),
    );
  });
});
