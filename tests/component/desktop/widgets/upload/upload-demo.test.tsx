import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import UploadDemo from '../../../../../src/desktop/pages/demo/sections/upload-demo';
import { STORAGE_KEYS, localStore } from '../../../../../src/shared/session/storage';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { headerOf, okUpload, pdf, png, routeUploads, uploads } from '../../../shared/upload-test-kit';
import { renderDesktop } from '../../desktop-test-utils';
import { installPointerEvent } from '../../../mobile/support/pointer-event';

installPointerEvent();
const backend = setupFakeBackend({ apiBase: '/jeecg-boot' });

describe('组件示例: 文件与图片上传 (desktop)', () => {
  it('prints the widgets’ values and the grid’s values', async () => {
    localStore.set(STORAGE_KEYS.ACCESS_TOKEN, 'tok');
    const user = userEvent.setup();
    routeUploads(backend.server, (name) => okUpload(`temp/${name}`));
    renderDesktop(<UploadDemo />);
    expect(screen.getByText('文件与图片上传')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('文件上传：选择文件'), pdf('a.pdf'));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: '文件上传的值' })).toHaveTextContent('temp/a.pdf'),
    );
    await user.upload(screen.getByLabelText('图片上传：选择图片'), png('b.png'));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: '图片上传的值' })).toHaveTextContent('temp/b.png'),
    );
    await user.upload(await screen.findByLabelText('第1行 附件 选择文件'), pdf('c.pdf'));
    await screen.findByLabelText('第1行 附件 c.pdf');
    await user.click(screen.getByRole('button', { name: '读取表格的值' }));
    expect(screen.getByRole('status', { name: '表格的值' })).toHaveTextContent('"attachment":"temp/c.pdf"');
    expect(uploads(backend.server).every((r) => headerOf(r, 'X-Access-Token') === 'tok')).toBe(true);
  });
});
