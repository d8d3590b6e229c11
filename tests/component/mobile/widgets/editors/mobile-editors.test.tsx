import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd-mobile';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { useState, type ReactNode } from 'react';
import { EditorView } from '@codemirror/view';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { codeViewOf, imageFile, installLayoutStubs, typeInto } from '../../../shared/editors-dom';
import { mockTinymceSideModules, type FakeTinymce } from '../../../shared/fake-tinymce';

const loader = vi.hoisted(() => ({ fake: null as FakeTinymce | null }));

// jsdom cannot run TinyMCE's iframe editor: only its core is replaced.
vi.mock('tinymce/tinymce', async () => {
  const { createFakeTinymce } = await import('../../../shared/fake-tinymce');
  loader.fake = createFakeTinymce();
  return { default: loader.fake };
});
mockTinymceSideModules();

const { CodeEditorLazy, MarkdownEditorLazy, RichTextEditorLazy } =
  await import('../../../../../src/mobile/widgets/editors');

const backend = setupFakeBackend();
beforeAll(installLayoutStubs);

function renderPhone(ui: ReactNode) {
  return render(<ConfigProvider locale={zhCN}>{ui}</ConfigProvider>);
}

function MarkdownHarness() {
  const [value, setValue] = useState('');
  return (
    <>
      <MarkdownEditorLazy value={value} onChange={setValue} />
      <output aria-label="值">{value}</output>
    </>
  );
}

const value = () => screen.getByRole('status', { name: '值' }).textContent;

describe('phone editors', { timeout: 60_000 }, () => {
  it('markdown: full-screen 图片上传 with both tabs inserts images with the remark as alt text', async () => {
    backend.server.on('POST /sys/common/upload', {
      body: { success: true, code: 0, message: 'jeditor/m.png' },
    });
    renderPhone(<MarkdownHarness />);
    fireEvent.click(await screen.findByRole('button', { name: '插入图片' }, { timeout: 30_000 }));
    // The phone previews in a tab instead of a second column.
    expect(document.querySelector('.toastui-editor-md-tab-style')).not.toBeNull();
    let d = within(await screen.findByRole('dialog', { name: '图片上传' }));
    fireEvent.change(d.getByLabelText('图片'), { target: { files: [imageFile('现场.png')] } });
    fireEvent.change(d.getByLabelText('图片备注'), { target: { value: '现场' } });
    fireEvent.click(d.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(value()).toContain('![现场](/jeecg-boot/sys/common/static/jeditor/m.png)'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '图片上传' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: '插入图片' }));
    d = within(await screen.findByRole('dialog', { name: '图片上传' }));
    fireEvent.click(d.getByRole('tab', { name: '网络图片地址' }));
    fireEvent.click(d.getByRole('button', { name: '确定' }));
    expect(await d.findByRole('alert')).toHaveTextContent('请输入图片地址');
    fireEvent.change(d.getByLabelText('图片地址'), { target: { value: 'https://a.cn/b.png' } });
    fireEvent.change(d.getAllByLabelText('图片备注').at(-1)!, { target: { value: '网络' } });
    fireEvent.click(d.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(value()).toContain('![网络](https://a.cn/b.png)'));
  });

  it('code: full width, soft-wrapped, tab size 2, reports edits', async () => {
    const onChange = vi.fn();
    renderPhone(<CodeEditorLazy value="ls -la" mode="shell" onChange={onChange} />);
    const editable = await screen.findByRole('textbox', { name: '代码编辑器' }, { timeout: 30_000 });
    expect(editable).toHaveTextContent('ls -la');
    const view = codeViewOf(editable);
    expect(view.state.tabSize).toBe(2);
    expect(view.contentDOM.classList.contains('cm-lineWrapping')).toBe(true);
    expect(view.state.facet(EditorView.editable)).toBe(true);
    await waitFor(() =>
      expect(screen.getByRole('group', { name: '代码编辑器' })).toHaveAttribute('data-mode', 'shell'),
    );
    act(() => typeInto(view, 'pwd'));
    expect(onChange).toHaveBeenCalledWith('pwd');
  });

  it('rich text: TinyMCE in its mobile settings, loaded on render, value both ways', async () => {
    const onChange = vi.fn();
    renderPhone(<RichTextEditorLazy value="<p>a</p>" onChange={onChange} disabled />);
    await waitFor(() =>
      expect(screen.getByRole('group', { name: '富文本编辑器' })).toHaveAttribute('aria-busy', 'false'),
    );
    const editor = loader.fake!.editors.at(-1)!;
    expect(editor.settings.toolbar_mode).toBe('sliding');
    expect(editor.settings.menubar).toBe(false);
    expect(editor.settings.height).toBe(600);
    expect(editor.settings.readonly).toBe(true);
    expect(editor.mode.current).toBe('readonly');
    expect(screen.getByRole('group', { name: '富文本编辑器' })).toHaveAttribute('aria-disabled', 'true');
    act(() => editor.type('<p>b</p>'));
    expect(onChange).toHaveBeenCalledWith('<p>b</p>');
  });
});
