import { createRef, type ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { GridApi } from '../../../../../src/shared/domain/grid/api';
import type { GridColumn } from '../../../../../src/shared/domain/grid/column';
import { GridCards } from '../../../../../src/mobile/widgets/grid-cards/grid-cards';
import { MobileFileUpload } from '../../../../../src/mobile/widgets/upload/file-upload';
import { MobileImageUpload } from '../../../../../src/mobile/widgets/upload/image-upload';
import { UPLOAD_FIELD_RENDERERS } from '../../../../../src/mobile/widgets/upload/field-renderers';
import type { UploadWidgetProps } from '../../../../../src/shared/hooks/upload/widget-props';
import { STORAGE_KEYS, localStore } from '../../../../../src/shared/session/storage';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { ValueHarness, valueText } from '../../../shared/upload-harness';
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

function renderPhone(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ConfigProvider locale={zhCN}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </ConfigProvider>,
  );
}

function Harness({
  kind,
  initial = '',
  ...rest
}: Partial<UploadWidgetProps> & { kind: 'file' | 'image'; initial?: string; fileType?: 'all' | 'image' }) {
  const Widget = kind === 'file' ? MobileFileUpload : MobileImageUpload;
  return (
    <ValueHarness<UploadWidgetProps['value']>
      initial={initial}
      render={(value, onChange) => <Widget value={value} onChange={onChange} {...rest} />}
    />
  );
}

describe('phone file upload', () => {
  it('full-width upload button; percent while uploading, then a link; the value is the path', async () => {
    localStore.set(STORAGE_KEYS.ACCESS_TOKEN, 'tok-m');
    const user = userEvent.setup();
    const answer = gate();
    routeUploads(backend.server, () => okUpload('temp/m.pdf'), { percent: 70, wait: answer.opened });
    renderPhone(<Harness kind="file" />);
    expect(screen.getByRole('button', { name: '点击上传' })).toHaveClass('adm-button-block');
    await user.upload(screen.getByLabelText('文件上传：选择文件'), pdf('巡检.pdf'));
    const progress = await screen.findByRole('progressbar', { name: '巡检.pdf 上传进度' });
    expect(progress).toHaveTextContent('上传中 70%');
    answer.open();
    expect(await screen.findByRole('link', { name: '巡检.pdf' })).toHaveAttribute(
      'href',
      '/jeecg-boot/sys/common/static/temp/m.pdf',
    );
    expect(valueText()).toBe('"temp/m.pdf"');
    expect(headerOf(uploads(backend.server)[0]!, 'X-Access-Token')).toBe('tok-m');
  });

  it('success false and network failure: red entries with the message and the toast', async () => {
    const user = userEvent.setup();
    let calls = 0;
    routeUploads(backend.server, () => {
      calls += 1;
      if (calls === 1) return failedUpload('上传失败，存在非法文件类型：exe');
      throw new Error('offline');
    });
    renderPhone(<Harness kind="file" initial="temp/keep.pdf" />);
    await user.upload(screen.getByLabelText('文件上传：选择文件'), pdf('a.pdf'));
    expect(await screen.findByRole('note', { name: 'a.pdf 上传失败' })).toHaveTextContent(
      '上传失败，存在非法文件类型：exe',
    );
    expect(await screen.findByText('a.pdf 上传失败.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('文件上传：选择文件'), pdf('b.pdf'));
    expect(await screen.findByRole('note', { name: 'b.pdf 上传失败' })).toHaveTextContent('未知错误');
    expect(valueText()).toBe('"temp/keep.pdf"');
  });

  it('delete and count limit', async () => {
    const user = userEvent.setup();
    routeUploads(backend.server, (name) => okUpload(`temp/${name}`));
    renderPhone(<Harness kind="file" number={2} initial="temp/a.pdf,temp/b.pdf" />);
    await user.click(screen.getByRole('button', { name: '删除 a.pdf' }));
    expect(valueText()).toBe('"temp/b.pdf"');
    await user.upload(screen.getByLabelText('文件上传：选择文件'), [pdf('c.pdf'), pdf('d.pdf')]);
    await waitFor(() => expect(valueText()).toBe('"temp/c.pdf,temp/d.pdf"'));
  });

  it('fileType image refuses other files with 请上传图片', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPhone(<Harness kind="file" fileType="image" />);
    await user.upload(screen.getByLabelText('文件上传：选择文件'), pdf());
    expect(await screen.findByText('请上传图片')).toBeInTheDocument();
    expect(uploads(backend.server)).toHaveLength(0);
  });
});

describe('phone image upload (ImageUploader)', () => {
  it('uploads through the list with percent, then shows the picture', async () => {
    const user = userEvent.setup();
    const answer = gate();
    routeUploads(backend.server, () => okUpload('temp/i.png'), { percent: 30, wait: answer.opened });
    const { container } = renderPhone(<Harness kind="image" />);
    await user.upload(screen.getByLabelText('上传', { selector: 'input' }), png('现场.png'));
    expect(await screen.findByRole('progressbar', { name: '现场.png 上传进度' })).toHaveTextContent(
      '上传中 30%',
    );
    answer.open();
    await waitFor(() => expect(valueText()).toBe('"temp/i.png"'));
    const tile = screen.getByRole('listitem', { name: '现场.png' });
    expect(tile.querySelector('img')).toHaveAttribute('src', '/jeecg-boot/sys/common/static/temp/i.png');
    expect(container.querySelector('.adm-image-uploader')).not.toBeNull();
    // Tapping the picture previews it.
    await user.click(tile.querySelector('img')!);
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('.adm-image-viewer-content img')].map((i) => i.getAttribute('src')),
      ).toContain('/jeecg-boot/sys/common/static/temp/i.png'),
    );
    expect(formOf(uploads(backend.server)[0]!)).toEqual({ file: 'file:现场.png', biz: 'temp' });
  });

  it('move arrows with 未知的操作 / 已到最后~, delete, image-only refusal', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPhone(<Harness kind="image" initial="temp/a.png,temp/b.png" />);
    await user.click(screen.getByRole('button', { name: '右移 a.png' }));
    expect(valueText()).toBe('"temp/b.png,temp/a.png"');
    await user.click(screen.getByRole('button', { name: '左移 b.png' }));
    expect(await screen.findByText('未知的操作')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '右移 a.png' }));
    expect(await screen.findByText('已到最后~')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '删除 b.png' }));
    expect(valueText()).toBe('"temp/a.png"');
    await user.upload(screen.getByLabelText('上传', { selector: 'input' }), pdf());
    expect(await screen.findByText('请上传图片')).toBeInTheDocument();
    expect(uploads(backend.server)).toHaveLength(0);
  });

  it('a failed image shows a red tile with the message', async () => {
    const user = userEvent.setup();
    routeUploads(backend.server, () => failedUpload('上传目录bizPath，格式非法！'));
    renderPhone(<Harness kind="image" />);
    await user.upload(screen.getByLabelText('上传', { selector: 'input' }), png('x.png'));
    expect(await screen.findByRole('note', { name: 'x.png 上传失败' })).toHaveTextContent(
      '上传目录bizPath，格式非法！',
    );
    expect(valueText()).toBe('""');
  });
});

describe('phone grid field renderers', () => {
  const columns: GridColumn[] = [
    { key: 'name', title: '名称', type: 'input' },
    { key: 'att', title: '附件', type: 'file', token: true },
    { key: 'pic', title: '图片', type: 'image' },
  ];

  it('upload in the row editor; one file per field; token only where the column asks', async () => {
    localStore.set(STORAGE_KEYS.ACCESS_TOKEN, 'tok-g');
    const user = userEvent.setup();
    routeUploads(backend.server, (name) => okUpload(`temp/${name}`));
    const ref = createRef<GridApi>();
    renderPhone(
      <GridCards
        ref={ref}
        columns={columns}
        dataSource={[{ id: 'r1', name: '一号', att: 'temp/old.pdf', pic: '' }]}
        label="附件明细"
        fieldRenderers={UPLOAD_FIELD_RENDERERS}
      />,
    );
    await user.click(screen.getByRole('button', { name: /^第1行/ }));
    const dialog = await screen.findByRole('dialog', { name: '编辑第1行' });
    const fileField = within(dialog).getByRole('group', { name: '附件' });
    expect(within(fileField).getByRole('link', { name: 'old.pdf' })).toBeInTheDocument();
    await user.upload(within(fileField).getByLabelText('附件：选择文件'), pdf('new.pdf'));
    await within(fileField).findByRole('link', { name: 'new.pdf' });
    expect(within(fileField).queryByRole('link', { name: 'old.pdf' })).not.toBeInTheDocument();
    const imageField = within(dialog).getByRole('list', { name: '图片' });
    await user.upload(within(imageField).getByLabelText('上传', { selector: 'input' }), png('p.png'));
    await within(imageField).findByRole('listitem', { name: 'p.png' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(ref.current!.getValuesSync()[0]).toMatchObject({ att: 'temp/new.pdf', pic: 'temp/p.png' }),
    );
    const [fileRequest, imageRequest] = uploads(backend.server);
    expect(formOf(fileRequest!)).toEqual({ file: 'file:new.pdf', biz: 'temp', isup: '1' });
    expect(headerOf(fileRequest!, 'X-Access-Token')).toBe('tok-g');
    expect(headerOf(imageRequest!, 'X-Access-Token')).toBeUndefined();
  });
});
