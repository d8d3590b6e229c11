import { createRef, useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { GridColumn } from '../../../../../src/shared/domain/grid/column';
import { EditableGrid } from '../../../../../src/desktop/widgets/editable-grid/editable-grid';
import type { EditableGridRef } from '../../../../../src/desktop/widgets/editable-grid/types';
import { UPLOAD_CELL_RENDERERS } from '../../../../../src/desktop/widgets/upload/grid-cells';
import { STORAGE_KEYS, localStore } from '../../../../../src/shared/session/storage';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { renderDesktop } from '../../desktop-test-utils';
import { installPointerEvent } from '../../../mobile/support/pointer-event';
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

installPointerEvent();
const backend = setupFakeBackend({ apiBase: '/jeecg-boot' });

const baseColumns: GridColumn[] = [
  { key: 'name', title: '名称', type: 'input' },
  { key: 'att', title: '附件', type: 'file', token: true },
  { key: 'pic', title: '图片', type: 'image' },
  { key: 'doc', title: '文档', type: 'upload', allowDownload: false, allowRemove: false },
];

const rows = [
  { id: 'r1', name: '甲', att: 'temp/report2024.pdf', pic: 'temp/p1.png,temp/p2.png', doc: 'temp/abc.doc' },
  { id: 'r2', name: '乙', att: '', pic: '', doc: '' },
];

function renderCells(columns: GridColumn[] = baseColumns) {
  const ref = createRef<EditableGridRef>();
  renderDesktop(
    <EditableGrid ref={ref} columns={columns} dataSource={rows} cellRenderers={UPLOAD_CELL_RENDERERS} />,
  );
  const valueOf = (row: number, key: string) => ref.current!.getValuesSync()[row - 1]?.[key];
  return { ref, valueOf };
}

async function openMenu(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('button', { name: `${label} 操作` }));
  return screen.findByRole('menu');
}

describe('upload / file / image grid cells', () => {
  it('done: a file icon and the name cut to 5 characters plus an ellipsis; the image cell previews the first path', () => {
    renderCells();
    const file = screen.getByLabelText('第1行 附件 report2024.pdf');
    expect(file).toHaveTextContent('repor...');
    expect(file).toHaveAttribute('title', 'report2024.pdf');
    expect(screen.getByRole('img', { name: '第1行 图片 预览' })).toHaveAttribute(
      'src',
      '/jeecg-boot/sys/common/static/temp/p1.png',
    );
  });

  it('uploads into an empty cell with a percent tooltip; the token header only where the column asks', async () => {
    localStore.set(STORAGE_KEYS.ACCESS_TOKEN, 'tok-9');
    localStore.set(STORAGE_KEYS.TENANT_ID, '3');
    const user = userEvent.setup();
    const answer = gate();
    routeUploads(backend.server, (name) => okUpload(`temp/${name}`), { percent: 55, wait: answer.opened });
    const { valueOf } = renderCells();
    await user.upload(screen.getByLabelText('第2行 附件 选择文件'), pdf('plan.pdf'));
    const progress = await screen.findByRole('progressbar', { name: '第2行 附件 上传进度' });
    expect(progress).toHaveAttribute('aria-valuenow', '55');
    await user.hover(progress);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('上传中 55%');
    answer.open();
    await waitFor(() => expect(valueOf(2, 'att')).toBe('temp/plan.pdf'));
    expect(screen.getByLabelText('第2行 附件 plan.pdf')).toHaveTextContent('plan....');

    await user.upload(screen.getByLabelText('第2行 图片 选择文件'), png('p.png'));
    await waitFor(() => expect(valueOf(2, 'pic')).toBe('temp/p.png'));

    const [fileRequest, imageRequest] = uploads(backend.server);
    expect(formOf(fileRequest!)).toEqual({ file: 'file:plan.pdf', biz: 'temp', isup: '1' });
    expect(headerOf(fileRequest!, 'X-Access-Token')).toBe('tok-9');
    expect(headerOf(imageRequest!, 'X-Access-Token')).toBeUndefined();
    expect(headerOf(imageRequest!, 'X-Tenant-Id')).toBe('3');
  });

  it('success false: red icon with the server message; the image cell opens 上传出错 on click', async () => {
    const user = userEvent.setup();
    routeUploads(backend.server, () => failedUpload('上传失败，存在非法文件类型：png'));
    const { valueOf } = renderCells();
    await user.upload(screen.getByLabelText('第2行 图片 选择文件'), png('bad.png'));
    const failed = await screen.findByRole('button', { name: '第2行 图片 上传失败' });
    expect(failed).toHaveAccessibleDescription('上传失败，存在非法文件类型：png');
    expect(await screen.findByText('bad.png 上传失败.')).toBeInTheDocument();
    await user.click(failed);
    const dialog = await screen.findByRole('dialog', { name: '上传出错' });
    expect(dialog).toHaveTextContent('错误信息：上传失败，存在非法文件类型：png');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(valueOf(2, 'pic')).toBe('');

    // 删除 on a failed cell forgets the error.
    const menu = await openMenu(user, '第2行 图片');
    await user.click(within(menu).getByRole('menuitem', { name: '删除' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: '第2行 图片 上传失败' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: '第2行 图片 上传' })).toBeInTheDocument();
  });

  it('a network failure leaves the file cell red with 未知错误', async () => {
    const user = userEvent.setup();
    routeUploads(backend.server, () => {
      throw new Error('offline');
    });
    renderCells();
    await user.upload(screen.getByLabelText('第2行 附件 选择文件'), pdf('x.pdf'));
    expect(await screen.findByRole('note', { name: '第2行 附件 上传失败' })).toHaveAccessibleDescription(
      '未知错误',
    );
  });

  it('the image cell refuses non-images with 请上传图片', async () => {
    const user = userEvent.setup({ applyAccept: false });
    routeUploads(backend.server, () => okUpload('temp/x.png'));
    renderCells();
    await user.upload(screen.getByLabelText('第2行 图片 选择文件'), pdf());
    expect(await screen.findByText('请上传图片')).toBeInTheDocument();
    expect(uploads(backend.server)).toHaveLength(0);
  });

  it('menu: 下载 opens the static URL, 删除 clears the value', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { valueOf } = renderCells();
    let menu = await openMenu(user, '第1行 附件');
    await user.click(within(menu).getByRole('menuitem', { name: '下载' }));
    expect(open).toHaveBeenCalledWith(
      '/jeecg-boot/sys/common/static/temp/report2024.pdf',
      '_blank',
      'noopener,noreferrer',
    );
    menu = await openMenu(user, '第1行 附件');
    await user.click(within(menu).getByRole('menuitem', { name: '删除' }));
    await waitFor(() => expect(valueOf(1, 'att')).toBe(''));
  });

  it('allowDownload / allowRemove false hide those entries', async () => {
    const user = userEvent.setup();
    renderCells();
    const menu = await openMenu(user, '第1行 文档');
    expect(within(menu).queryByRole('menuitem', { name: '下载' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: '删除' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: '更多' })).toBeInTheDocument();
  });

  it('the more-dialog replaces the path', async () => {
    const user = userEvent.setup();
    const { valueOf } = renderCells();
    const menu = await openMenu(user, '第1行 附件');
    await user.click(within(menu).getByRole('menuitem', { name: '更多' }));
    const dialog = await screen.findByRole('dialog', { name: '附件' });
    const input = within(dialog).getByRole('textbox', { name: '文件路径' });
    expect(input).toHaveValue('temp/report2024.pdf');
    await user.clear(input);
    await user.type(input, 'docs/other.pdf');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(valueOf(1, 'att')).toBe('docs/other.pdf'));
    expect(screen.getByLabelText('第1行 附件 other.pdf')).toHaveTextContent('other...');
  });

  it('a disabled column shows its file but offers no upload, delete or replace', async () => {
    const user = userEvent.setup();
    renderCells(baseColumns.map((c) => (c.key === 'att' ? { ...c, disabled: true } : c)));
    expect(screen.queryByRole('button', { name: '第2行 附件 上传' })).not.toBeInTheDocument();
    const menu = await openMenu(user, '第1行 附件');
    expect(within(menu).getByRole('menuitem', { name: '下载' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: '删除' })).not.toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: '更多' }));
    const dialog = await screen.findByRole('dialog', { name: '附件' });
    expect(within(dialog).getByRole('textbox', { name: '文件路径' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: '确定' })).toBeDisabled();
  });

  it('a cell that unmounts mid-upload (scrolled away) shows its progress again and still gets the path', async () => {
    const user = userEvent.setup();
    const answer = gate();
    routeUploads(backend.server, () => okUpload('temp/late.pdf'), { percent: 20, wait: answer.opened });
    const row = { id: 'r9', att: '' };
    const onChange = vi.fn();
    const column: GridColumn = { key: 'att', title: '附件', type: 'file' };
    const props = {
      column,
      rowId: 'r9',
      rowIndex: 0,
      value: '',
      row,
      options: [],
      disabled: false,
      invalid: false,
      placeholder: '',
      ariaLabel: '第1行 附件',
      autoFocus: false,
      inputProps: {},
      onChange,
      onInput: vi.fn(),
      onBlur: vi.fn(),
      stopEditing: vi.fn(),
    };
    const Cell = UPLOAD_CELL_RENDERERS.file;
    function Host() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setShown((v) => !v)}>
            滚动
          </button>
          {shown ? <Cell {...props} /> : null}
        </>
      );
    }
    renderDesktop(<Host />);
    await user.upload(screen.getByLabelText('第1行 附件 选择文件'), pdf('late.pdf'));
    await screen.findByRole('progressbar', { name: '第1行 附件 上传进度' });
    await user.click(screen.getByRole('button', { name: '滚动' }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '滚动' }));
    expect(screen.getByRole('progressbar', { name: '第1行 附件 上传进度' })).toHaveAttribute(
      'aria-valuenow',
      '20',
    );
    await user.click(screen.getByRole('button', { name: '滚动' }));
    await act(async () => {
      answer.open();
      await Promise.resolve();
    });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('temp/late.pdf'));
  });
});
