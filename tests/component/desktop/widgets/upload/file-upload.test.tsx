import { StrictMode, useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FileUpload, type FileUploadProps } from '../../../../../src/desktop/widgets/upload/file-upload';
import { STORAGE_KEYS, localStore } from '../../../../../src/shared/session/storage';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { ValueHarness, valueText } from '../../../shared/upload-harness';
import { renderDesktop } from '../../desktop-test-utils';
import {
  failedUpload,
  formOf,
  gate,
  headerOf,
  okUpload,
  pdf,
  png,
  routeUploads,
  uploads,
} from '../../../shared/upload-test-kit';

const backend = setupFakeBackend({ apiBase: '/jeecg-boot' });

function Harness({ initial, ...rest }: Partial<FileUploadProps> & { initial?: FileUploadProps['value'] }) {
  return (
    <ValueHarness<FileUploadProps['value']>
      initial={initial ?? ''}
      render={(value, onChange) => <FileUpload value={value} onChange={onChange} {...rest} />}
    />
  );
}

const chooser = () => screen.getByLabelText('文件上传：选择文件');

describe('FileUpload (JUpload)', () => {
  it('shows the percent while uploading, then the done file with a download link; the value is the path', async () => {
    localStore.set(STORAGE_KEYS.ACCESS_TOKEN, 'tok-1');
    localStore.set(STORAGE_KEYS.TENANT_ID, 7);
    const user = userEvent.setup();
    const answer = gate();
    routeUploads(backend.server, () => okUpload('temp/5f0c.pdf'), { percent: 40, wait: answer.opened });
    renderDesktop(<Harness />);
    await user.upload(chooser(), pdf('检修报告.pdf'));

    const progress = await screen.findByRole('progressbar', { name: '检修报告.pdf 上传进度' });
    expect(progress).toHaveAttribute('aria-valuenow', '40');
    await user.hover(progress);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('上传中 40%');
    expect(valueText()).toBe('""');

    answer.open();
    const link = await screen.findByRole('link', { name: '检修报告.pdf' });
    expect(link).toHaveAttribute('href', '/jeecg-boot/sys/common/static/temp/5f0c.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(valueText()).toBe('"temp/5f0c.pdf"');

    const [request] = uploads(backend.server);
    expect(formOf(request!)).toEqual({ file: 'file:检修报告.pdf', biz: 'temp' });
    expect(headerOf(request!, 'X-Access-Token')).toBe('tok-1');
    expect(headerOf(request!, 'X-Tenant-Id')).toBe('7');
  });

  it('sends bizPath and leaves the token out when told to', async () => {
    localStore.set(STORAGE_KEYS.ACCESS_TOKEN, 'tok-1');
    const user = userEvent.setup();
    routeUploads(backend.server, () => okUpload('plan/x.pdf'));
    renderDesktop(<Harness bizPath="plan" token={false} />);
    await user.upload(chooser(), pdf());
    await screen.findByRole('link', { name: 'report.pdf' });
    const [request] = uploads(backend.server);
    expect(formOf(request!).biz).toBe('plan');
    expect(headerOf(request!, 'X-Access-Token')).toBeUndefined();
    // No tenant stored: no tenant header.
    expect(headerOf(request!, 'X-Tenant-Id')).toBeUndefined();
  });

  it('success false: the file turns red with the server message, the toast names it, the value stays', async () => {
    const user = userEvent.setup();
    routeUploads(backend.server, () => failedUpload('上传失败，存在非法文件类型：exe'));
    renderDesktop(<Harness initial="temp/old.pdf" />);
    await user.upload(chooser(), pdf('run.pdf'));
    const failed = await screen.findByRole('note', { name: 'run.pdf 上传失败' });
    expect(failed).toHaveAccessibleDescription('上传失败，存在非法文件类型：exe');
    await user.hover(failed);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('上传失败，存在非法文件类型：exe');
    expect(await screen.findByText('run.pdf 上传失败.')).toBeInTheDocument();
    expect(valueText()).toBe('"temp/old.pdf"');
    // A failed file can be deleted from the list.
    await user.click(screen.getByRole('button', { name: '删除 run.pdf' }));
    expect(screen.queryByRole('note', { name: 'run.pdf 上传失败' })).not.toBeInTheDocument();
    expect(valueText()).toBe('"temp/old.pdf"');
  });

  it('a network failure shows 未知错误, an error answer without message 上传失败', async () => {
    const user = userEvent.setup();
    let calls = 0;
    routeUploads(backend.server, () => {
      calls += 1;
      if (calls === 1) throw new Error('socket hang up');
      return { status: 502, body: '' };
    });
    renderDesktop(<Harness />);
    await user.upload(chooser(), pdf('one.pdf'));
    expect(await screen.findByRole('note', { name: 'one.pdf 上传失败' })).toHaveAccessibleDescription(
      '未知错误',
    );
    await user.upload(chooser(), pdf('two.pdf'));
    expect(await screen.findByRole('note', { name: 'two.pdf 上传失败' })).toHaveAccessibleDescription(
      '上传失败',
    );
    expect(valueText()).toBe('""');
  });

  it('deletes a done file: the value loses its path', async () => {
    const user = userEvent.setup();
    renderDesktop(<Harness initial="temp/a.pdf,temp/b.pdf" />);
    const list = screen.getByRole('list', { name: '文件上传：文件列表' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: '删除 a.pdf' }));
    expect(valueText()).toBe('"temp/b.pdf"');
  });

  it('count limit: past it the newest files are kept', async () => {
    const user = userEvent.setup();
    routeUploads(backend.server, (name) => okUpload(`temp/${name}`));
    renderDesktop(<Harness number={2} initial="temp/old.pdf" />);
    await user.upload(chooser(), [pdf('n1.pdf'), pdf('n2.pdf')]);
    await waitFor(() => expect(valueText()).toBe('"temp/n1.pdf,temp/n2.pdf"'));
    expect(screen.queryByRole('link', { name: 'old.pdf' })).not.toBeInTheDocument();
    expect(uploads(backend.server)).toHaveLength(2);
  });

  it('count limit 1: a replacement that fails leaves the old file; a pick larger than the limit sends its last files', async () => {
    const user = userEvent.setup();
    routeUploads(backend.server, (name) =>
      name === 'broken.pdf' ? failedUpload('上传失败！') : okUpload(`temp/${name}`),
    );
    renderDesktop(<Harness number={1} initial="temp/old.pdf" />);
    await user.upload(chooser(), pdf('broken.pdf'));
    await screen.findByRole('note', { name: 'broken.pdf 上传失败' });
    expect(valueText()).toBe('"temp/old.pdf"');
    expect(screen.getByRole('link', { name: 'old.pdf' })).toBeInTheDocument();
    await user.upload(chooser(), [pdf('x1.pdf'), pdf('x2.pdf')]);
    await waitFor(() => expect(valueText()).toBe('"temp/x2.pdf"'));
    expect(uploads(backend.server).map((r) => formOf(r).file)).toEqual(['file:broken.pdf', 'file:x2.pdf']);
  });

  it('non-URL mode emits fileName, filePath and fileSize', async () => {
    const user = userEvent.setup();
    routeUploads(backend.server, () => okUpload('temp/k.pdf'));
    renderDesktop(<Harness returnUrl={false} initial={[]} />);
    await user.upload(chooser(), pdf('计划.pdf'));
    await waitFor(() =>
      expect(JSON.parse(valueText()!)).toEqual([
        { fileName: '计划.pdf', filePath: 'temp/k.pdf', fileSize: 16 },
      ]),
    );
  });

  it('fileType image refuses other files with 请上传图片 and sends nothing', async () => {
    const user = userEvent.setup({ applyAccept: false });
    routeUploads(backend.server, () => okUpload('temp/p.png'));
    renderDesktop(<Harness fileType="image" />);
    await user.upload(chooser(), pdf());
    expect(await screen.findByText('请上传图片')).toBeInTheDocument();
    expect(uploads(backend.server)).toHaveLength(0);
    await user.upload(chooser(), png());
    await waitFor(() => expect(valueText()).toBe('"temp/p.png"'));
  });

  it('a value set from outside replaces the done files and keeps a failed one (StrictMode)', async () => {
    const user = userEvent.setup();
    routeUploads(backend.server, () => failedUpload('上传失败！'));
    function Outside() {
      const [value, setValue] = useState<FileUploadProps['value']>('temp/a.pdf');
      return (
        <StrictMode>
          <FileUpload value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue('temp/z.pdf')}>
            外部赋值
          </button>
          <output aria-label="当前值">{JSON.stringify(value)}</output>
        </StrictMode>
      );
    }
    renderDesktop(<Outside />);
    await user.upload(chooser(), pdf('bad.pdf'));
    await screen.findByRole('note', { name: 'bad.pdf 上传失败' });
    await user.click(screen.getByRole('button', { name: '外部赋值' }));
    expect(await screen.findByRole('link', { name: 'z.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'a.pdf' })).not.toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'bad.pdf 上传失败' })).toBeInTheDocument();
    // Deleting after the outside change still reaches the parent.
    await user.click(screen.getByRole('button', { name: '删除 z.pdf' }));
    expect(valueText()).toBe('""');
  });

  it('disabled: no upload button, no delete', () => {
    renderDesktop(<Harness disabled initial="temp/a.pdf" />);
    expect(screen.queryByRole('button', { name: '点击上传' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除 a.pdf' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'a.pdf' })).toBeInTheDocument();
  });
});
