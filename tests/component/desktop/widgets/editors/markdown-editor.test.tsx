import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { MarkdownEditor } from '../../../../../src/desktop/widgets/editors/markdown-editor';
import { MarkdownEditorLazy } from '../../../../../src/desktop/widgets/editors';
import { renderDesktop } from '../../desktop-test-utils';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { imageFile, installLayoutStubs } from '../../../shared/editors-dom';

const backend = setupFakeBackend();
beforeAll(installLayoutStubs);

function Harness({ initial = '# 标题', onChange }: { initial?: string; onChange?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <MarkdownEditor
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
      />
      <output aria-label="值">{value}</output>
      <button onClick={() => setValue('外部内容')}>外部赋值</button>
    </>
  );
}

const value = () => screen.getByRole('status', { name: '值' }).textContent;
const dialog = () =>
  screen.getByText('图片上传', { selector: '.cwxt-modal-title' }).closest<HTMLElement>('.ant-modal')!;

async function openImageDialog() {
  fireEvent.click(await screen.findByRole('button', { name: '插入图片' }));
  await waitFor(() => expect(dialog()).toBeVisible());
  return within(dialog());
}

async function confirm() {
  fireEvent.click(within(dialog()).getByRole('button', { name: '确定' }));
}

describe('desktop markdown editor', { timeout: 60_000 }, () => {
  it('has the spec toolbar in Chinese plus the image button, and the editable area is named', async () => {
    renderDesktop(<Harness />);
    const toolbar = await screen.findByRole('button', { name: '插入图片' });
    const names = [...toolbar.closest('.toastui-editor-toolbar')!.querySelectorAll('button')]
      .map((b) => b.getAttribute('aria-label'))
      .filter(Boolean);
    for (const name of [
      '标题',
      '加粗',
      '斜体字',
      '删除线',
      '水平线',
      '引用块',
      '无序列表',
      '有序列表',
      '任务',
    ]) {
      expect(names).toContain(name);
    }
    expect(names).toContain('插入图片');
    expect(screen.getAllByRole('textbox', { name: 'Markdown编辑器' }).length).toBeGreaterThan(0);
    // toast-ui puts the height on its host element and the minimum on each editing area.
    expect(document.querySelector('.toastui-editor-defaultUI')!.parentElement).toHaveStyle({
      height: '300px',
    });
    expect(document.querySelector('.toastui-editor.md-mode')).toHaveStyle({ minHeight: '200px' });
    // Vertical preview: the markdown pane and the preview side by side.
    expect(document.querySelector('.toastui-editor-md-vertical-style')).not.toBeNull();
  });

  it('applies a value from the page and does not echo it back', async () => {
    const onChange = vi.fn();
    renderDesktop(<Harness onChange={onChange} />);
    await screen.findByRole('button', { name: '插入图片' });
    fireEvent.click(screen.getByRole('button', { name: '外部赋值' }));
    await waitFor(() =>
      expect(document.querySelector('.toastui-editor-md-container')).toHaveTextContent('外部内容'),
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('network image tab inserts ![remark](url)', async () => {
    renderDesktop(<Harness initial="" />);
    const d = await openImageDialog();
    expect(d.getByRole('tab', { name: '本地图片上传' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(d.getByRole('tab', { name: '网络图片地址' }));
    await confirm();
    expect(await d.findByText('请输入图片地址')).toBeInTheDocument();
    fireEvent.change(d.getByLabelText('图片地址'), { target: { value: 'javascript:alert(1)' } });
    await confirm();
    expect(await d.findByText('请输入正确的图片地址')).toBeInTheDocument();
    fireEvent.change(d.getByLabelText('图片地址'), { target: { value: 'https://img.example.cn/plant.png' } });
    fireEvent.change(d.getAllByLabelText('图片备注').at(-1)!, { target: { value: '厂站外景' } });
    await confirm();
    await waitFor(() => expect(value()).toContain('![厂站外景](https://img.example.cn/plant.png)'));
    await waitFor(() => expect(screen.queryByText('图片上传', { selector: '.cwxt-modal-title' })).toBeNull());
  });

  it('local tab uploads with biz=jeditor and inserts the static URL with the remark', async () => {
    const seen: FormData[] = [];
    backend.server.on('POST /sys/common/upload', (config) => {
      seen.push(config.data as FormData);
      return { body: { success: true, code: 0, message: 'jeditor/abc.png', result: null } };
    });
    renderDesktop(<Harness initial="" />);
    const d = await openImageDialog();
    await confirm();
    expect(await d.findByText('请选择要上传的图片')).toBeInTheDocument();
    fireEvent.change(d.getByLabelText('图片'), { target: { files: [imageFile('站点.png')] } });
    expect(d.getByLabelText('已选择的图片')).toHaveTextContent('站点.png');
    fireEvent.change(d.getByLabelText('图片备注'), { target: { value: '主变' } });
    await confirm();
    await waitFor(() => expect(value()).toContain('![主变](/jeecg-boot/sys/common/static/jeditor/abc.png)'));
    expect(seen).toHaveLength(1);
    expect(seen[0]!.get('biz')).toBe('jeditor');
    expect(seen[0]!.get('jeditor')).toBe('1');
    expect((seen[0]!.get('file') as File).name).toBe('站点.png');
  });

  it("a 'local' answer embeds the image as a data URL", async () => {
    backend.server.on('POST /sys/common/upload', { body: { success: true, code: 0, message: 'local' } });
    renderDesktop(<Harness initial="" />);
    const d = await openImageDialog();
    fireEvent.change(d.getByLabelText('图片'), { target: { files: [imageFile('a.png')] } });
    await confirm();
    await waitFor(() => expect(value()).toMatch(/!\[\]\(data:image\/png;base64,[A-Za-z0-9+/=]+\)/));
  });

  it('refuses a non-image file and shows a failed upload without inserting', async () => {
    let calls = 0;
    backend.server.on('POST /sys/common/upload', () => {
      calls += 1;
      return { body: { success: false, code: 500, message: '上传失败，存在非法文件类型：png' } };
    });
    renderDesktop(<Harness initial="原文" />);
    const d = await openImageDialog();
    fireEvent.change(d.getByLabelText('图片'), {
      target: { files: [imageFile('a.pdf', 'application/pdf')] },
    });
    await confirm();
    expect(await d.findByText('请上传图片')).toBeInTheDocument();
    expect(calls).toBe(0);
    fireEvent.change(d.getByLabelText('图片'), { target: { files: [imageFile('a.png')] } });
    await confirm();
    expect(await d.findByText('上传失败，存在非法文件类型：png')).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(value()).toBe('原文');
    expect(dialog()).toBeVisible();
  });

  it('in wysiwyg mode the image becomes an image node, reported back as markdown', async () => {
    const onChange = vi.fn();
    renderDesktop(<MarkdownEditor value="" mode="wysiwyg" onChange={onChange} />);
    const d = await openImageDialog();
    fireEvent.click(d.getByRole('tab', { name: '网络图片地址' }));
    fireEvent.change(d.getByLabelText('图片地址'), { target: { value: 'https://img.example.cn/w.png' } });
    fireEvent.change(d.getAllByLabelText('图片备注').at(-1)!, { target: { value: '所见' } });
    await confirm();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('![所见](https://img.example.cn/w.png)'));
    expect(document.querySelector('.ww-mode img[src="https://img.example.cn/w.png"]')).not.toBeNull();
  });

  it('disabled shows the document, marked disabled, with no image button', async () => {
    renderDesktop(<MarkdownEditor value="**停用**" disabled />);
    expect(screen.getByRole('group', { name: 'Markdown编辑器' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() =>
      expect(document.querySelector('.toastui-editor-contents strong')).toHaveTextContent('停用'),
    );
    expect(screen.queryByRole('button', { name: '插入图片' })).toBeNull();
  });

  it('read-only shows the rendered document without toolbar', async () => {
    renderDesktop(<MarkdownEditor value={'# 只读标题\n\n正文'} readOnly />);
    await waitFor(() =>
      expect(document.querySelector('.toastui-editor-contents h1')).toHaveTextContent('只读标题'),
    );
    expect(screen.queryByRole('button', { name: '插入图片' })).toBeNull();
  });

  it('the lazy export loads the editor when rendered', async () => {
    renderDesktop(<MarkdownEditorLazy value="x" aria-label="说明" />);
    expect(screen.getByRole('status', { name: '说明' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: '说明' }, { timeout: 30_000 })).toBeInTheDocument();
    await act(async () => {
      await screen.findByRole('button', { name: '插入图片' });
    });
  });
});
