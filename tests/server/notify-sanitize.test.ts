import { describe, expect, it } from 'vitest';
import { isSafeOpenPage } from '../../src/shared/domain/resources/announcement';
import { escapeHtml, sanitizeRichText, stripTags } from '../../server/lib/sanitize-html';

/**
 * The announcement sanitiser against XSS shapes. Each output is checked for anything a browser
 * could execute: event attributes, script-ish elements, script URLs, srcdoc, style.
 */
const XSS: string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src=x ONERROR="alert(1)">',
  '<img src="x" onerror\n=alert(1)>',
  '<body onload=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:text/html,<script>alert(1)</script>">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<div srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;">x</div>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1))">x</div>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<template><img src=x onerror=alert(1)></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<<script>script>alert(1)<</script>/script>',
  '<img src=x onerror=alert(1)//',
  '<div><p onclick="alert(1)"><b onmouseover=alert(1)>x',
  '<a href="/ok" onfocus="alert(1)" autofocus>x</a>',
  '<img """><script>alert(1)</script>">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<video><source onerror="alert(1)"></video>',
  '<details open ontoggle=alert(1)>',
  '<a href="//evil.example/x">x</a>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
];

/** What must never survive: any on* attribute, script-capable elements, script URLs, srcdoc, style. */
function executable(raw: string): string | null {
  // Decode numeric entities and drop the whitespace browsers ignore inside a scheme, as a browser would.
  const html = raw
    .replace(/&#x([0-9a-f]+);?/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/[\t\n\r]/g, '');
  const checks: Array<[string, RegExp]> = [
    ['event attribute', /<[^>]*\son[a-z]+\s*=/i],
    [
      'script element',
      /<\s*(script|iframe|object|embed|svg|math|form|base|meta|link|style|template|video|source|details)\b/i,
    ],
    ['script url', /(javascript|vbscript)\s*:/i],
    ['data url (not raster image)', /data:(?!image\/(png|jpe?g|gif|webp|bmp);)/i],
    ['srcdoc', /srcdoc/i],
    ['style attribute', /\sstyle\s*=/i],
    ['protocol-relative url', /(href|src)\s*=\s*"\/\//i],
  ];
  for (const [name, re] of checks) if (re.test(html)) return name;
  return null;
}

describe('sanitizeRichText', () => {
  it('the checker itself flags every raw shape (so the assertions below can fail)', () => {
    for (const input of XSS) expect(executable(input), input).not.toBeNull();
  });

  it.each(XSS)('neutralises %s', (input) => {
    const out = sanitizeRichText(input);
    expect(executable(out), out).toBeNull();
    // Idempotent: sanitising the stored form again changes nothing (render-time sanitising agrees).
    expect(sanitizeRichText(out)).toBe(out);
  });

  it('keeps ordinary rich text', () => {
    const html =
      '<h2>停电通知</h2><p align="center">请<b>注意</b>：<a href="https://example.com/a?b=1" target="_blank">详情</a></p>' +
      '<ul><li>一</li></ul><table><tbody><tr><td colspan="2">x</td></tr></tbody></table>' +
      '<img src="/jeecg-boot/sys/common/static/a.png" alt="图" /><img src="data:image/png;base64,iVBORw0KGgo=" />' +
      '<a href="mailto:ops@example.com">邮件</a>';
    const out = sanitizeRichText(html);
    expect(out).toContain('<h2>停电通知</h2>');
    expect(out).toContain(
      '<a href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer">详情</a>',
    );
    expect(out).toContain('<td colspan="2">x</td>');
    expect(out).toContain('<img src="/jeecg-boot/sys/common/static/a.png" alt="图" />');
    expect(out).toContain('src="data:image/png;base64,iVBORw0KGgo="');
    expect(out).toContain('href="mailto:ops@example.com"');
  });
});

describe('stripTags', () => {
  it.each(XSS)('leaves no tag of %s', (input) => {
    const out = stripTags(input);
    expect(out).not.toMatch(/<[a-z!/?]/i);
    expect(out).not.toMatch(/&[a-z#0-9]+;/i);
  });

  it('keeps plain text and decodes entities once', () => {
    expect(stripTags('A & B <b>重要</b>')).toBe('A & B 重要');
    expect(stripTags('&lt;img src=x onerror=alert(1)&gt;停电')).toBe('停电');
    expect(stripTags('1 < 2 and 3 > 2')).toBe('1 < 2 and 3 > 2');
  });
});

describe('escapeHtml / isSafeOpenPage', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('allows same-origin paths and http(s) URLs only', () => {
    for (const ok of ['/isps/userAnnouncement', '/a?b=1#c', 'https://example.com/x', 'http://example.com'])
      expect(isSafeOpenPage(ok), ok).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example',
      '/\\evil.example',
      'https:evil',
      '',
    ])
      expect(isSafeOpenPage(bad), bad).toBe(false);
  });
});
