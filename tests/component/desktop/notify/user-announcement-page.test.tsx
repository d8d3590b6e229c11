import { describe, expect, it, beforeEach } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UserAnnouncementPage from '../../../../src/desktop/pages/announcement/user-announcement-page';
import { renderDesktop } from '../desktop-test-utils';
import { setupFakeBackend } from '../../shared/fake-backend';
import { ok } from '../../shared/fake-server';
import { listResult, page, sendRow, signInAs } from '../../shared/notify-fixtures';
import type { AnnouncementSend } from '../../../../src/shared/domain/notify/types';

const backend = setupFakeBackend();

describe('desktop 我的消息', () => {
  let rows: AnnouncementSend[];
  let queries: Record<string, unknown>[];
  let reads: unknown[];

  beforeEach(() => {
    signInAs('u1');
    queries = [];
    reads = [];
    rows = [
      sendRow({ id: 'r1', anntId: 'a1', titile: '停电通知', priority: 'H', sender: 'admin' }),
      sendRow({
        id: 'r2',
        anntId: 'a2',
        titile: '系统升级',
        readFlag: '1',
        msgCategory: '2',
        sender: 'jeecg',
      }),
    ];
    backend.server.on('GET /sys/sysAnnouncementSend/getMyAnnouncementSend', (config) => {
      // The interceptor adds a `_t` cache-buster to every GET: not part of what the page asks.
      const { _t: _stamp, ...params } = config.params as Record<string, unknown>;
      queries.push(params);
      const like = (v: string | null, q: unknown) => typeof q !== 'string' || (v ?? '').includes(q);
      const hit = rows.filter(
        (r) =>
          like(r.titile, params.titile) &&
          like(r.sender, params.sender) &&
          (params.readFlag === undefined || r.readFlag === params.readFlag),
      );
      return ok(page(hit), '', 0);
    });
    backend.server.on('PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId', (config) => {
      const body = JSON.parse(String(config.data)) as { anntId: string };
      reads.push(body);
      rows = rows.map((r) => (r.anntId === body.anntId ? { ...r, readFlag: '1' } : r));
      return ok(null, '', 0);
    });
    backend.server.on('PUT /sys/sysAnnouncementSend/readAll', () => {
      rows = rows.map((r) => ({ ...r, readFlag: '1' }));
      return ok(null, '全部已读', 0);
    });
    backend.server.on('GET /sys/annountCement/listByUser', () => ok(listResult([], []), '', 0));
  });

  it('lists my messages with category, priority and read state', async () => {
    renderDesktop(<UserAnnouncementPage />);
    const row = (await screen.findByText('停电通知')).closest('tr')!;
    expect(within(row).getByText('通知公告')).toBeInTheDocument();
    expect(within(row).getByText('紧急消息')).toBeInTheDocument();
    expect(within(row).getByText('未读')).toBeInTheDocument();
    const other = screen.getByText('系统升级').closest('tr')!;
    expect(within(other).getByText('系统消息')).toBeInTheDocument();
    expect(within(other).getByText('已读')).toBeInTheDocument();
    expect(queries[0]).toEqual({ pageNo: 1, pageSize: 10 });
  });

  it('searches by title and sender and filters by read state', async () => {
    renderDesktop(<UserAnnouncementPage />);
    await screen.findByText('停电通知');
    await userEvent.type(screen.getByPlaceholderText('请输入标题'), '系统');
    await userEvent.type(screen.getByPlaceholderText('请输入发布人'), 'jee');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(screen.queryByText('停电通知')).toBeNull());
    expect(screen.getByText('系统升级')).toBeInTheDocument();
    expect(queries[queries.length - 1]).toEqual({ pageNo: 1, pageSize: 10, titile: '系统', sender: 'jee' });

    await userEvent.click(screen.getByRole('button', { name: '重置' }));
    await screen.findByText('停电通知');
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByTitle('未读'));
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(screen.queryByText('系统升级')).toBeNull());
    expect(queries[queries.length - 1]).toEqual({ pageNo: 1, pageSize: 10, readFlag: '0' });
  });

  it('查看 marks an unread message read and opens it; a read one is not marked again', async () => {
    renderDesktop(<UserAnnouncementPage />);
    const row = (await screen.findByText('停电通知')).closest('tr')!;
    await userEvent.click(within(row).getByText('查看'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('内容');
    expect(reads).toEqual([{ anntId: 'a1' }]);
    await waitFor(() =>
      expect(
        within(screen.getByText('停电通知', { selector: 'a' }).closest('tr')!).getByText('已读'),
      ).toBeInTheDocument(),
    );
    const closers = within(dialog).getAllByRole('button', { name: '关闭' });
    await userEvent.click(closers[closers.length - 1]!);
    const other = screen.getByText('系统升级').closest('tr')!;
    await userEvent.click(within(other).getByText('查看'));
    expect(reads).toEqual([{ anntId: 'a1' }]);
  });

  it('全部已读 marks everything read and reloads', async () => {
    renderDesktop(<UserAnnouncementPage />);
    await screen.findByText('停电通知');
    await userEvent.click(screen.getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(screen.queryByText('未读')).toBeNull());
    expect(screen.getAllByText('已读')).toHaveLength(2);
  });
});
