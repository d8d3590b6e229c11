import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MobileExportExcelButton } from '../../../../../src/mobile/widgets/excel/export-excel-button';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { captureSaves } from '../../../shared/excel/save-spy';

const backend = setupFakeBackend({ apiBase: '/jeecg-boot' });

describe('MobileExportExcelButton', () => {
  it('downloads {name}.xls with the params; an empty answer warns 文件下载失败', async () => {
    const saved = captureSaves();
    backend.server.on('GET /sys/position/exportXls', {
      body: new Blob(['xls'], { type: 'application/vnd.ms-excel' }),
    });
    const onDone = vi.fn();
    const user = userEvent.setup();
    render(
      <MobileExportExcelButton
        url="/sys/position/exportXls"
        params={{ code: '*a*' }}
        name="职务"
        onDone={onDone}
      >
        导出职务
      </MobileExportExcelButton>,
    );
    await user.click(screen.getByRole('button', { name: '导出职务' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(saved).toEqual(['职务.xls']);
    expect(backend.server.requests[0]?.params).toMatchObject({ code: '*a*' });

    backend.server.on('GET /sys/position/exportXls', {
      body: new Blob([], { type: 'application/vnd.ms-excel' }),
    });
    await user.click(screen.getByRole('button', { name: '导出职务' }));
    await waitFor(() => expect(backend.ui.warning).toHaveBeenCalledWith('文件下载失败'));
    expect(saved).toEqual(['职务.xls']);
  });
});
