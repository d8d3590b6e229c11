import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { renderDesktop } from '../../desktop-test-utils';
import { setupFakeBackend } from '../../../shared/fake-backend';
import { imageFile } from '../../../shared/editors-dom';
import { blobInfo, mockTinymceSideModules, type FakeTinymce } from '../../../shared/fake-tinymce';
import { openTab, resetTabs } from '../../../../../src/desktop/shell/tabs/tabs-store';

const loader = vi.hoisted(() => ({ loaded: false, fake: null as FakeTinymce | null }));

// Only TinyMCE's core is replaced (jsdom has no iframe editing); the loader's own registration
// of the zh_CN texts runs against the fake, like it does against TinyMCE.
vi.mock('tinymce/tinymce', async () => {
  const { createFakeTinymce: create } = await import('../../../shared/fake-tinymce');
  loader.loaded = true;
  loader.fake = create();
  return { default: loader.fake };
});
mockTinymceSideModules();

const backend = setupFakeBackend();

function Harness({ onChange }: { onChange?: (v: string) => void }) {
  const [value, setValue] = useState('<p>初始</p>');
  const [readOnly, setReadOnly] = useState(false);
  return (
    <>
      <RichTextEditorLazy
        value={value}
        readOnly={readOnly}
        onChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
      />
      <output aria-label="值">{value}</output>
      <button onClick={() => setValue('<p>外部</p>')}>外部赋值</button>
      <button onClick={() => setReadOnly(true)}>只读</button>
    </>
  );
}

// Imported after the mocks are declared; the lazy module itself must not pull TinyMCE in.
const { RichTextEditorLazy } = await import('../../../../../src/desktop/widgets/editors');

const fake = () => loader.fake!;
const lastEditor = () => fake().editors.at(-1)!;
const ready = () =>
  waitFor(() =>
    expect(screen.getByRole('group', { name: '富文本编辑器' })).toHaveAttribute('aria-busy', 'false'),
  );

describe('desktop rich text editor', { timeout: 60_000 }, () => {
  beforeEach(() => {
    resetTabs();
    fake()?.editors.splice(0);
  });

  it('loads TinyMCE only when rendered, with the spec settings and Chinese texts', async () => {
    expect(loader.loaded).toBe(false);
    renderDesktop(<Harness />);
    await ready();
    expect(loader.loaded).toBe(true);
    const s = lastEditor().settings;
    expect(s.height).toBe(600);
    expect(s.font_size_formats).toBe('12px 14px 16px 18px 20px 24px 28px 32px 36px 48px 56px 72px');
    expect(s.line_height_formats).toBe('1 1.5 1.6 1.75 1.8 2 3 4 5');
    expect(s.language).toBe('zh_CN');
    expect(fake().added.zh_CN?.Bold).toBe('粗体');
    expect(s.toolbar).toContain('fontsize');
    expect(s.toolbar).toContain('lineheight');
    expect(s.toolbar).toContain('image');
    expect(s.readonly).toBe(false);
    expect(s.iframe_aria_text).toBe('富文本编辑器');
    expect((s.target as HTMLTextAreaElement).value).toBe('<p>初始</p>');
  });

  it('leaves exactly one live editor under StrictMode (mount, unmount, mount)', async () => {
    renderDesktop(
      <StrictMode>
        <Harness />
      </StrictMode>,
    );
    await ready();
    expect(fake().editors.filter((e) => !e.removed)).toHaveLength(1);
    expect(document.querySelectorAll('textarea')).toHaveLength(1);
  });

  it('reports user edits and applies page values without echoing them', async () => {
    const onChange = vi.fn();
    renderDesktop(<Harness onChange={onChange} />);
    await ready();
    expect(lastEditor().getContent()).toBe('<p>初始</p>');
    act(() => lastEditor().type('<p>用户输入</p>'));
    expect(onChange).toHaveBeenCalledWith('<p>用户输入</p>');
    expect(screen.getByRole('status', { name: '值' })).toHaveTextContent('<p>用户输入</p>');
    onChange.mockClear();
    fireEvent.click(screen.getByRole('button', { name: '外部赋值' }));
    expect(lastEditor().getContent()).toBe('<p>外部</p>');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('read-only switches TinyMCE to readonly mode', async () => {
    renderDesktop(<Harness />);
    await ready();
    fireEvent.click(screen.getByRole('button', { name: '只读' }));
    expect(lastEditor().mode.current).toBe('readonly');
  });

  it('uploads images with biz=jeditor and inserts the static URL', async () => {
    const seen: FormData[] = [];
    backend.server.on('POST /sys/common/upload', (config) => {
      seen.push(config.data as FormData);
      return { body: { success: true, code: 0, message: 'jeditor/p1.png' } };
    });
    renderDesktop(<Harness />);
    await ready();
    const upload = lastEditor().settings.images_upload_handler!;
    await expect(upload(blobInfo(imageFile('p1.png'), 'AAAA') as never, () => undefined)).resolves.toBe(
      '/jeecg-boot/sys/common/static/jeditor/p1.png',
    );
    expect(seen[0]!.get('biz')).toBe('jeditor');
    expect(seen[0]!.get('jeditor')).toBe('1');
    expect((seen[0]!.get('file') as File).name).toBe('p1.png');
  });

  it("keeps the embedded image on a 'local' answer and rejects a failure with its message", async () => {
    let answer: unknown = { success: true, code: 0, message: 'local' };
    backend.server.on('POST /sys/common/upload', () => ({ body: answer }));
    renderDesktop(<Harness />);
    await ready();
    const upload = lastEditor().settings.images_upload_handler!;
    await expect(
      upload(blobInfo(imageFile('a.jpg', 'image/jpeg'), 'QUJD') as never, () => undefined),
    ).resolves.toBe('data:image/jpeg;base64,QUJD');
    answer = { success: false, code: 500, message: '文件大小超出10MB限制, 请压缩或降低文件质量! ' };
    await expect(upload(blobInfo(imageFile('b.png'), 'QUJD') as never, () => undefined)).rejects.toEqual({
      message: '文件大小超出10MB限制, 请压缩或降低文件质量!',
      remove: true,
    });
  });

  it('re-creates the editor when its tab becomes active again, keeping the value', async () => {
    openTab({ key: '/', title: '示例', componentKey: null, keepAlive: true, componentName: 'Demo' });
    renderDesktop(<Harness />);
    await ready();
    act(() => lastEditor().type('<p>已编辑</p>'));
    const first = lastEditor();
    expect(fake().editors).toHaveLength(1);
    act(() => openTab({ key: '/other', title: '其他', componentKey: null, keepAlive: false }));
    expect(fake().editors).toHaveLength(1);
    act(() =>
      openTab({ key: '/', title: '示例', componentKey: null, keepAlive: true, componentName: 'Demo' }),
    );
    await waitFor(() => expect(fake().editors).toHaveLength(2));
    await ready();
    expect(first.removed).toBe(true);
    expect(lastEditor().getContent()).toBe('<p>已编辑</p>');
  });
});
