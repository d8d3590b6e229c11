import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../../../server/lib/sanitize-html';
import { MessageDetail } from '../../../../src/mobile/pages/messages/message-detail';
import { toSafeHtml } from '../../../../src/shared/hooks/notify/safe-html';
import { XSS_PAYLOADS } from '../../../security/support/attack-xss';

/**
 * The render side of the XSS corpus (issue 10): an announcement body goes through the server's
 * allowlist and then the real renderer (toSafeHtml inside the phone's message detail). Nothing that
 * can run code may reach the DOM — and the raw payload, as a row written by another system would
 * hold it, is neutralised by the renderer alone.
 */

const URL_ATTRS = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'background', 'poster'];

function liveDanger(root: Element, opts: { svgImages?: boolean } = {}): string[] {
  const found: string[] = [];
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (
      [
        'script',
        'iframe',
        'object',
        'embed',
        'svg',
        'math',
        'form',
        'base',
        'meta',
        'style',
        'frame',
      ].includes(tag)
    )
      found.push(`<${tag}>`);
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on') || name === 'style' || name === 'srcdoc') found.push(`${tag}[${name}]`);
      // eslint-disable-next-line no-control-regex
      const url = attr.value.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
      const inertSvg =
        opts.svgImages === true && tag === 'img' && name === 'src' && url.startsWith('data:image/svg+xml');
      if (
        URL_ATTRS.includes(name) &&
        !inertSvg &&
        /^(javascript|vbscript|data:(?!image\/(png|jpe?g|gif|webp|bmp);))/.test(url)
      )
        found.push(`${tag}[${name}=${attr.value.slice(0, 30)}]`);
    }
  }
  return found;
}

const record = (msgContent: string) => ({
  id: 's1',
  anntId: 'a1',
  titile: '安全测试通告',
  msgContent,
  sender: 'admin',
  priority: 'L',
  readFlag: '0',
  sendTime: '2025-01-01 00:00:00',
});

function renderDetail(html: string): Element {
  render(
    <MemoryRouter>
      <MessageDetail record={record(`<p>正文可见</p>${html}`)} onClose={() => undefined} />
    </MemoryRouter>,
  );
  // The sanitised body's own container (the dialog chrome around it is the UI kit's, not content).
  const content = screen.getByText('正文可见').parentElement;
  if (!content) throw new Error('no content container');
  return content;
}

describe('XSS: sanitised announcement bodies through the real renderer', () => {
  it('renders every server-sanitised payload with no script, handler or script URL', () => {
    for (const payload of XSS_PAYLOADS) {
      const body = renderDetail(sanitizeRichText(payload));
      expect(liveDanger(body), payload).toEqual([]);
      cleanup();
    }
  });

  it('neutralises the raw payloads on its own (a row the server never sanitised)', () => {
    for (const payload of XSS_PAYLOADS) {
      const body = renderDetail(payload);
      // DOMPurify keeps data: images in <img src> whatever the URI regexp says; an SVG loaded as an
      // image runs no script, so only that one case is tolerated here (the server drops it too).
      expect(liveDanger(body, { svgImages: true }), payload).toEqual([]);
      cleanup();
    }
  });

  it('the detector sees a live handler (so the checks above can fail)', () => {
    const div = document.createElement('div');
    div.innerHTML = '<img src="x" onerror="1"><a href="javascript:1">x</a>';
    expect(liveDanger(div)).toHaveLength(2);
    expect(toSafeHtml('<img src="x" onerror="1">')).not.toContain('onerror');
  });
});
