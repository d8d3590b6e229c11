import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ExportExcelButton } from '../../../../../src/desktop/widgets/excel/export-excel-button';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { captureSaves } from '../../../shared/excel/save-spy';
import { renderDesktop } from '../../desktop-test-utils';

const backend = setupFakeBackend({ apiBase: '/jeecg-boot' });

describe('ExportExcelButton', () => {
  it('saves {name}.xls of the selected rows with the params, busy until the download is handed over', async () => {
    const saved = captureSaves();
    let release: () => void = () => undefined;
    backend.server.on(
      'GET /sys/user/exportXls',
      () =>
        new Promise((resolve) => {
          release = () => resolve({ body: new Blob(['xls'], { type: 'application/vnd.ms-excel' }) });
        }),
    );
    const user = userEvent.setup();
    renderDesktop(
      <ExportExcelButton
        url="/sys/user/exportXls"
        params={{ sex: '1' }}
        name="用户"
        selectedIds={['u1', 'u2']}
      >
        导出用户
      </ExportExcelButton>,
    );
    const button = screen.getByRole('button', { name: /导出用户/ });
    await user.click(button);
    await waitFor(() => expect(button.className).toMatch(/ant-btn-loading/));
    release();
    await waitFor(() => expect(saved).toEqual(['用户.xls']));
    await waitFor(() => expect(button.className).not.toMatch(/ant-btn-loading/));
    expect(backend.server.requests[0]?.params).toMatchObject({ sex: '1', selections: 'u1,u2' });
  });
});
