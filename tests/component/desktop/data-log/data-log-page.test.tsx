import { screen, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DataLogRecord } from '../../../../src/shared/domain/resources/data-log';
import { PERM } from '../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../shared/fake-backend';
import { fail, ok } from '../../shared/fake-server';
import { grant } from '../../shared/list-page/list-fixtures';
import { requestsTo } from '../../shared/user-admin-fixtures';
import { findDialog, renderAdminPage } from '../system/render-admin-page';

const { default: DataLogListPage } =
  await import('../../../../src/desktop/pages/monitor/data-log/data-log-list-page');

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

const version = (id: string, dataVersion: number, content: object, dataId = 'p1'): DataLogRecord => ({
  id,
  dataTable: 'sys_position',
  dataTable_dictText: '职务',
  dataId,
  dataVersion,
  dataContent: JSON.stringify(content),
  createBy: 'admin',
  createTime: `2026-11-2${dataVersion} 08:00:00`,
});

const V1 = version('l1', 1, { code: 'e', name: '工程师' });
const V2 = version('l2', 2, { code: 'e', name: '高级工程师' });
const OTHER = { ...version('l3', 1, { code: 'x', name: '司机' }, 'p2'), createTime: '2026-11-19 09:30:00' };

function rowOf(record: DataLogRecord): HTMLElement {
  return screen.getByText(record.createTime!, { selector: 'td, td *' }).closest('tr') as HTMLElement;
}

describe('数据日志 (desktop)', { timeout: 60_000 }, () => {
  it('compares two versions of one record with the changed field marked', async () => {
    grant(PERM.dataLog.list);
    backend.server.on('GET /sys/dataLog/list', () => ok({ records: [V2, V1, OTHER], total: 3 }));
    backend.server.on('GET /sys/dataLog/queryCompareList', () => ok([V1, V2]));
    renderAdminPage(<DataLogListPage route={null} />);
    await screen.findByText(V2.createTime!);
    const compare = screen.getByRole('button', { name: '数据比较' });
    expect(compare).toBeDisabled();

    await userEvent.click(within(rowOf(V2)).getByRole('checkbox'));
    await userEvent.click(within(rowOf(OTHER)).getByRole('checkbox'));
    expect(compare).toBeDisabled();
    await userEvent.click(within(rowOf(OTHER)).getByRole('checkbox'));
    await userEvent.click(within(rowOf(V1)).getByRole('checkbox'));
    expect(compare).toBeEnabled();

    await userEvent.click(compare);
    const dialog = await findDialog('数据比较');
    expect(await within(dialog).findByRole('row', { name: /职务名称 已修改/ })).toHaveTextContent(
      /职务名称工程师高级工程师/,
    );
    expect(within(dialog).getByText('职务编码').closest('tr')).not.toHaveAttribute('aria-label');
    expect(requestsTo(backend.server, 'GET', '/sys/dataLog/queryCompareList')[0]!.params).toMatchObject({
      dataId1: 'l2',
      dataId2: 'l1',
    });
  });

  it('shows the server message when the compare is refused', async () => {
    grant(PERM.dataLog.list);
    backend.server.on('GET /sys/dataLog/list', () => ok({ records: [V2, V1], total: 2 }));
    backend.server.on('GET /sys/dataLog/queryCompareList', () => fail('数据日志不存在'));
    renderAdminPage(<DataLogListPage route={null} />);
    await screen.findByText(V2.createTime!);
    await userEvent.click(within(rowOf(V2)).getByRole('checkbox'));
    await userEvent.click(within(rowOf(V1)).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '数据比较' }));
    const dialog = await findDialog('数据比较');
    expect(await within(dialog).findByText('数据日志不存在')).toBeInTheDocument();
  });
});
