import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDesktop } from '../../desktop-test-utils';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { fail, ok } from '../../../shared/fake-server';
import { DEMO_SECTION_TITLES } from '../../../../../src/shared/domain/examples/demo-sections';
import ChecksDemo from '../../../../../src/desktop/pages/demo/sections/checks-demo';
import WidgetDemoPage from '../../../../../src/desktop/pages/demo/widget-demo-page';

const backend = setupFakeBackend();

describe('desktop 组件示例 shell', () => {
  it('shows one tab per shared section, in order', () => {
    renderDesktop(<WidgetDemoPage route={null} />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(
      DEMO_SECTION_TITLES.map((s) => s.title),
    );
  });

  it('校验: a taken account shows the server message on blur; the rule code is checked too', async () => {
    backend.server.on('GET /sys/duplicate/check', fail('该值不可用，系统中已存在！'));
    backend.server.on('GET /sys/checkRule/checkByCode', ok(null));
    renderDesktop(<ChecksDemo />);
    const account = screen.getByRole('textbox', { name: '用户账号（重复校验）' });
    expect(account).toHaveAttribute('placeholder', '输入已存在的账号如 admin 试试');
    await userEvent.type(account, 'admin');
    await userEvent.tab();
    expect(await screen.findByText('该值不可用，系统中已存在！')).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: '编码（规则 common）' });
    await userEvent.type(code, 'A12');
    await userEvent.tab();
    await waitFor(() =>
      expect(backend.server.requests.some((r) => r.url?.includes('/sys/checkRule/checkByCode'))).toBe(true),
    );
  });
});
