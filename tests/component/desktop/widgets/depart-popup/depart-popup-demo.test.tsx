import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import DepartPopupDemo from '../../../../../src/desktop/pages/demo/sections/depart-popup-demo';
import { clearReportCache } from '../../../../../src/shared/api/sys/report-api';
import { mockNetwork, ok, renderDesktop } from '../../desktop-test-utils';
import { DEPART_TREE, QUERY_INFO, RP_COLUMNS, USERS } from '../../../shared/depart-popup/fixtures';

let net: ReturnType<typeof mockNetwork> | null = null;
afterEach(() => {
  net?.restore();
  clearReportCache();
});

describe('desktop demo section 部门选择与报表弹窗', { timeout: 30_000 }, () => {
  it('prints the value a user picks', async () => {
    net = mockNetwork((req) => {
      if (req.url === '/sys/sysDepart/queryTreeList') return ok(DEPART_TREE);
      if (req.url === '/online/cgreport/api/getRpColumns/demo_user') return ok(RP_COLUMNS);
      if (req.url === '/online/cgreport/api/getQueryInfo/head1') return ok(QUERY_INFO);
      if (req.url === '/online/cgreport/api/getData/head1') return ok({ records: USERS, total: 3 });
      return undefined;
    });
    renderDesktop(<DepartPopupDemo />);
    expect(screen.getByText('部门选择与报表弹窗')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '打开报表弹窗（用户）' }));
    const dialog = await screen.findByRole('dialog');
    await user.click((await within(dialog).findByText('bob')).closest('tr') as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('status', { name: '报表弹窗（用户）的值' })).toHaveTextContent(
        '{"account":"bob","name":"鲍勃"}',
      ),
    );
  });
});
