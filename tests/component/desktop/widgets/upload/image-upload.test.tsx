import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ImageUpload, type ImageUploadProps } from '../../../../../src/desktop/widgets/upload/image-upload';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { ValueHarness, valueText } from '../../../shared/upload-harness';
import { renderDesktop } from '../../desktop-test-utils';
import {
  failedUpload,
  gate,
  okUpload,
  pdf,
  png,
  routeUploads,
  uploads,
} from '../../../shared/upload-test-kit';

const backend = setupFakeBackend({ apiBase: '/jeecg-boot' });

function Harness({ initial, ...rest }: Partial<ImageUploadProps> & { initial?: string }) {
  return (
    <ValueHarness<ImageUploadProps['value']>
      initial={initial ?? ''}
      render={(value, onChange) => <ImageUpload value={value} onChange={onChange} {...rest} />}
    />
  );
}

const chooser = () => screen.getByLabelText('图片上传：选择图片');

describe('ImageUpload (JImageUpload)', () => {
  it('previews stored images from the static URL', () => {
    renderDesktop(<Harness initial="temp/a.png,temp/b.png" />);
    const cards = within(screen.getByRole('list', { name: '图片上传' })).getAllByRole('listitem');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['a.png', 'b.png', '上传']);
    expect(screen.getByRole('img', { name: 'a.png' })).toHaveAttribute(
      'src',
      '/jeecg-boot/sys/common/static/temp/a.png',
    );
  });

  it('a click on a picture opens the preview', async () => {
    const user = userEvent.setup();
    renderDesktop(<Harness initial="temp/a.png" />);
    await user.click(screen.getByRole('img', { name: 'a.png' }));
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('.ant-image-preview img')].map((i) => i.getAttribute('src')),
      ).toContain('/jeecg-boot/sys/common/static/temp/a.png'),
    );
  });

  it('uploads with progress, then shows the picture; the value is the path', async () => {
    const user = userEvent.setup();
    const answer = gate();
    routeUploads(backend.server, () => okUpload('temp/new.png'), { percent: 65, wait: answer.opened });
    renderDesktop(<Harness />);
    await user.upload(chooser(), png('机组.png'));
    expect(await screen.findByRole('progressbar', { name: '机组.png 上传进度' })).toHaveAttribute(
      'aria-valuenow',
      '65',
    );
    answer.open();
    expect(await screen.findByRole('img', { name: '机组.png' })).toHaveAttribute(
      'src',
      '/jeecg-boot/sys/common/static/temp/new.png',
    );
    expect(valueText()).toBe('"temp/new.png"');
  });

  it('moves images with the arrows and warns past either end', async () => {
    const user = userEvent.setup();
    renderDesktop(<Harness initial="temp/a.png,temp/b.png,temp/c.png" />);
    await user.click(screen.getByRole('button', { name: '右移 a.png' }));
    expect(valueText()).toBe('"temp/b.png,temp/a.png,temp/c.png"');
    await user.click(screen.getByRole('button', { name: '左移 c.png' }));
    expect(valueText()).toBe('"temp/b.png,temp/c.png,temp/a.png"');
    await user.click(screen.getByRole('button', { name: '左移 b.png' }));
    expect(await screen.findByText('未知的操作')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '右移 a.png' }));
    expect(await screen.findByText('已到最后~')).toBeInTheDocument();
    expect(valueText()).toBe('"temp/b.png,temp/c.png,temp/a.png"');
  });

  it('refuses non-images with 请上传图片', async () => {
    const user = userEvent.setup({ applyAccept: false });
    routeUploads(backend.server, () => okUpload('temp/x.png'));
    renderDesktop(<Harness />);
    await user.upload(chooser(), pdf());
    expect(await screen.findByText('请上传图片')).toBeInTheDocument();
    expect(uploads(backend.server)).toHaveLength(0);
  });

  it('count limit 1: a new picture replaces the old one', async () => {
    const user = userEvent.setup();
    routeUploads(backend.server, (name) => okUpload(`temp/${name}`));
    renderDesktop(<Harness number={1} initial="temp/old.png" />);
    await user.upload(chooser(), png('new.png'));
    await waitFor(() => expect(valueText()).toBe('"temp/new.png"'));
    expect(screen.queryByRole('img', { name: 'old.png' })).not.toBeInTheDocument();
  });

  it('a failed upload shows the red card with the message; delete removes a picture', async () => {
    const user = userEvent.setup();
    routeUploads(backend.server, () => failedUpload('文件大小超出10MB限制, 请压缩或降低文件质量! '));
    renderDesktop(<Harness initial="temp/a.png" />);
    await user.upload(chooser(), png('big.png'));
    expect(await screen.findByRole('note', { name: 'big.png 上传失败' })).toHaveAccessibleDescription(
      '文件大小超出10MB限制, 请压缩或降低文件质量! ',
    );
    expect(await screen.findByText('big.png 上传失败.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '删除 a.png' }));
    expect(valueText()).toBe('""');
  });
});
