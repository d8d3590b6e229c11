import { describe, expect, it } from 'vitest';
import {
  IMAGE_DIALOG,
  IMAGE_DIALOG_MESSAGES,
  MARKDOWN_DEFAULTS,
  MARKDOWN_TOOLBAR,
  buildImageMarkdown,
  isAcceptableImageUrl,
  isImageType,
  markdownHeight,
  validateImageDialog,
} from '../../../../../src/shared/domain/widgets/editors/markdown';

describe('markdown editor constants (spec 002 §2, §9)', () => {
  it('lists exactly the toolbar of the spec, in order', () => {
    expect(MARKDOWN_TOOLBAR.flat()).toEqual([
      'heading',
      'bold',
      'italic',
      'strike',
      'hr',
      'quote',
      'ul',
      'ol',
      'task',
      'indent',
      'outdent',
      'table',
      'link',
      'code',
      'codeblock',
    ]);
  });

  it('has the spec defaults and the dialog title/width', () => {
    expect(MARKDOWN_DEFAULTS).toEqual({
      height: '300px',
      minHeight: '200px',
      previewStyle: 'vertical',
      language: 'zh-CN',
      mode: 'markdown',
    });
    expect(IMAGE_DIALOG.title).toBe('图片上传');
    expect(IMAGE_DIALOG.width).toBe('30%');
  });

  it('defaults the height to 300px and never goes below 200px', () => {
    expect(markdownHeight(undefined)).toBe('300px');
    expect(markdownHeight('')).toBe('300px');
    expect(markdownHeight(150)).toBe('200px');
    expect(markdownHeight('120px')).toBe('200px');
    expect(markdownHeight('480')).toBe('480px');
    expect(markdownHeight(420.4)).toBe('420px');
    expect(markdownHeight('50vh')).toBe('50vh');
  });
});

describe('image reference', () => {
  it('uses the remark as alt text', () => {
    expect(buildImageMarkdown('/jeecg-boot/sys/common/static/jeditor/a.png', '厂站照片')).toBe(
      '![厂站照片](/jeecg-boot/sys/common/static/jeditor/a.png)',
    );
    expect(buildImageMarkdown('https://x.cn/a.png')).toBe('![](https://x.cn/a.png)');
  });

  it('escapes brackets and newlines in the remark and wraps odd destinations', () => {
    expect(buildImageMarkdown('https://x.cn/a.png', 'a]b[c\nd')).toBe('![a\\]b\\[c d](https://x.cn/a.png)');
    expect(buildImageMarkdown('https://x.cn/a b(1).png', 'x')).toBe('![x](<https://x.cn/a b(1).png>)');
  });
});

describe('image dialog validation', () => {
  const png = { type: 'image/png' };
  it('local tab needs one image file', () => {
    expect(validateImageDialog({ tab: 'local', file: null, url: '' })).toBe(IMAGE_DIALOG_MESSAGES.noFile);
    expect(validateImageDialog({ tab: 'local', file: { type: 'application/pdf' }, url: '' })).toBe(
      '请上传图片',
    );
    expect(validateImageDialog({ tab: 'local', file: png, url: '' })).toBeUndefined();
  });

  it('network tab needs an http(s) or site path address', () => {
    expect(validateImageDialog({ tab: 'network', file: null, url: '  ' })).toBe(IMAGE_DIALOG_MESSAGES.noUrl);
    expect(validateImageDialog({ tab: 'network', file: null, url: 'javascript:alert(1)' })).toBe(
      IMAGE_DIALOG_MESSAGES.badUrl,
    );
    expect(validateImageDialog({ tab: 'network', file: png, url: 'https://x.cn/a.png' })).toBeUndefined();
  });

  it('accepts http(s) and site-relative paths only', () => {
    expect(isAcceptableImageUrl('http://a.cn/x.png')).toBe(true);
    expect(isAcceptableImageUrl('/jeecg-boot/sys/common/static/a.png')).toBe(true);
    expect(isAcceptableImageUrl('//evil.cn/a.png')).toBe(false);
    expect(isAcceptableImageUrl('data:image/png;base64,AAAA')).toBe(false);
    expect(isAcceptableImageUrl('https://a.cn/x y.png')).toBe(false);
    expect(isImageType('image/jpeg')).toBe(true);
    expect(isImageType('text/html')).toBe(false);
    expect(isImageType(undefined)).toBe(false);
  });
});
