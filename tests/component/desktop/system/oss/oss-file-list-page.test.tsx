import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import OssFileListPage from '../../../../../src/desktop/pages/system/oss/oss-file-list-page';
import type { OssFileRecord } from '../../../../../src/shared/api/sys/oss-api';
import { PERM } from '../../../../../src/shared/domain/permission/codes';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { ok } from '../../../shared/fake-server';
import { grant } from '../../../shared/list-page/list-fixtures';
import { signInAs } from '../../../shared/notify-fixtures';
import { requestsTo } from '../../../shared/user-admin-fixtures';
import { findDialog, renderAdminPage } from '../render-admin-page';

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 });
const backend = setupFakeBackend();

const IMAGE: OssFileRecord = {
  id: 'f1',
  fileName: '厂区照片.png',
  url: 'avatar/0123456789abcdef0123456789abcdef.png',
  fileType: 'png',
  mime: 'image/png',
  fileSize: 1536,
  biz: 'avatar',
  store: 'local',
  createBy: 'admin',
  createTime: '2026-11-21 08:00:00',
};
const PDF: OssFileRecord = {
  ...IMAGE,
  id: 'f2',
  fileName: '月报.pdf',
  url: 'docs/fedcba9876543210fedcba9876543210.pdf',
  fileType: 'pdf',
  mime: 'application/pdf',
  fileSize: 5 * 1024 * 1024,
};

function fakeFiles(records: OssFileRecord[] = [IMAGE, PDF]) {
  backend.server.on('GET /sys/oss/file/list', () => ok({ records, total: records.length }));
  backend.server.on('DELETE /sys/oss/file/delete', () => ok('删除成功!', '删除成功!'));
  backend.server.on('POST /sys/oss/file/upload', () =>
    ok(null, 'temp/00000000000000000000000000000000.pdf', 0),
  );
}

const row = (text: string) => screen.getByText(text, { selector: 'td, td *' }).closest('tr') as HTMLElement;

describe('文件列表 (desktop)', { timeout: 60_000 }, () => {
  it('lists files with readable sizes and previews an image in a modal', async () => {
    grant(PERM.oss.list, PERM.oss.delete);
    fakeFiles();
    renderAdminPage(<OssFileListPage route={null} />);
    await screen.findByText('厂区照片.png');
    expect(within(row('厂区照片.png')).getByText('1.5 KB')).toBeInTheDocument();
    expect(within(row('月报.pdf')).getByText('5 MB')).toBeInTheDocument();
    await userEvent.click(within(row('厂区照片.png')).getByRole('button', { name: '预览' }));
    const dialog = await findDialog('厂区照片.png');
    expect(within(dialog).getByRole('img', { name: '厂区照片.png' })).toHaveAttribute(
      'src',
      '/jeecg-boot/sys/common/static/avatar/0123456789abcdef0123456789abcdef.png',
    );
  });

  it('downloads under the original name; preview of a document downloads too', async () => {
    grant(PERM.oss.list);
    fakeFiles();
    const clicks: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    renderAdminPage(<OssFileListPage route={null} />);
    await screen.findByText('月报.pdf');
    await userEvent.click(within(row('月报.pdf')).getByRole('button', { name: '下载' }));
    await userEvent.click(within(row('月报.pdf')).getByRole('button', { name: '预览' }));
    expect(clicks).toEqual([
      {
        href: '/jeecg-boot/sys/common/static/docs/fedcba9876543210fedcba9876543210.pdf',
        download: '月报.pdf',
      },
      {
        href: '/jeecg-boot/sys/common/static/docs/fedcba9876543210fedcba9876543210.pdf',
        download: '月报.pdf',
      },
    ]);
    expect(screen.queryAllByRole('dialog')).toHaveLength(0);
  });

  it('deletes after confirmation and reloads', async () => {
    grant(PERM.oss.list, PERM.oss.delete);
    fakeFiles();
    renderAdminPage(<OssFileListPage route={null} />);
    await screen.findByText('月报.pdf');
    const listCalls = requestsTo(backend.server, 'GET', '/sys/oss/file/list').length;
    // Two actions stay in the row; 删除 sits under 更多.
    await userEvent.click(within(row('月报.pdf')).getByText(/更多/));
    await userEvent.click(
      await screen.findByText('删除', {
        selector: '.ant-dropdown-menu-title-content, .ant-dropdown-menu-title-content *',
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(requestsTo(backend.server, 'DELETE', '/sys/oss/file/delete')).toHaveLength(1));
    expect(requestsTo(backend.server, 'DELETE', '/sys/oss/file/delete')[0]!.params).toMatchObject({
      id: 'f2',
    });
    expect(await screen.findByText('删除成功!')).toBeInTheDocument();
    await waitFor(() =>
      expect(requestsTo(backend.server, 'GET', '/sys/oss/file/list').length).toBeGreaterThan(listCalls),
    );
  });

  it('uploads through its own route and reloads the list', async () => {
    signInAs('u1');
    grant(PERM.oss.list);
    fakeFiles();
    const { container } = renderAdminPage(<OssFileListPage route={null} />);
    await screen.findByText('月报.pdf');
    expect(screen.getByRole('button', { name: /上传/ })).toBeInTheDocument();
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const listCalls = requestsTo(backend.server, 'GET', '/sys/oss/file/list').length;
    await userEvent.upload(input, new File(['%PDF-1.4'], '新报告.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(backend.server.requests.filter((r) => r.url === '/sys/oss/file/upload')).toHaveLength(1),
    );
    const sent = backend.server.requests.find((r) => r.url === '/sys/oss/file/upload')!;
    // The page's upload is permission-coded, so it carries the session token.
    expect(String(sent.headers?.['X-Access-Token'])).toBe('test-token');
    expect((sent.data as FormData).get('file')).toBeInstanceOf(File);
    expect(await screen.findByText('上传成功')).toBeInTheDocument();
    await waitFor(() =>
      expect(requestsTo(backend.server, 'GET', '/sys/oss/file/list').length).toBeGreaterThan(listCalls),
    );
  });

  it('hides 删除 without the delete code and 上传 without the list code', async () => {
    grant(PERM.oss.list);
    fakeFiles();
    const first = renderAdminPage(<OssFileListPage route={null} />);
    await screen.findByText('月报.pdf');
    expect(within(row('月报.pdf')).queryByRole('button', { name: '删除' })).toBeNull();
    // Without 删除 the two remaining actions fit in the row: no 更多 to hide it in.
    expect(within(row('月报.pdf')).queryByText(/更多/)).toBeNull();
    expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();
    first.unmount();
    grant();
    renderAdminPage(<OssFileListPage route={null} />);
    await screen.findByText('月报.pdf');
    expect(screen.queryByRole('button', { name: /上传/ })).toBeNull();
  });
});
