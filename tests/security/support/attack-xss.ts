import { Parser } from 'htmlparser2';

/** The classic XSS shapes every rich-text field is fed (issue 10, attack corpus). */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>alert(1)</script>',
  '<p>前<script src="//evil.example/x.js"></script>后</p>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)" onload=alert(2)>',
  '<svg onload=alert(1)><circle r=1></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<a href="javascript:alert(1)">点我</a>',
  '<a href="JaVaScRiPt:alert(1)">点我</a>',
  '<a href=" javascript:alert(1)">点我</a>',
  '<a href="jav&#x09;ascript:alert(1)">点我</a>',
  '<a href="jav&#x0A;ascript:alert(1)">点我</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">点我</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">点我</a>',
  '<img src="data:text/html,<script>alert(1)</script>">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<div style="width: expression(alert(1))">css</div>',
  '<div style="background:url(javascript:alert(1))">css</div>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<ScRiPt>alert(1)</sCrIpT>',
  '<IMG SRC=x OnErRoR=alert(1)>',
  '<scr\u0000ipt>alert(1)</scr\u0000ipt>',
  '<img src=x on\u0000error=alert(1)>',
  '<<script>script>alert(1)<</script>/script>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>提交</button></form>',
  '<button formaction="javascript:alert(1)">按钮</button>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<base href="javascript:/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<details open ontoggle=alert(1)>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<p title="&quot;><script>alert(1)</script>">属性</p>',
];

const FORBIDDEN_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'svg',
  'math',
  'form',
  'button',
  'input',
  'textarea',
  'select',
  'base',
  'meta',
  'link',
  'details',
  'template',
  'noscript',
]);
const URL_ATTRS = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'background',
  'poster',
  'xlink:href',
  'data',
  'cite',
]);
// What a URL may start with once whitespace and control characters are gone (what a browser ignores).
const SAFE_URL =
  /^(?:https?:|mailto:|tel:|#|\/(?!\/)|data:image\/(?:png|jpe?g|gif|webp|bmp);base64,|[^:]*$)/i;

/**
 * What survives of an attack in `html` once a browser parses it: forbidden elements, event
 * handler / style / srcdoc attributes, and script-capable URLs. Empty means neutralised.
 * Entities are decoded first, exactly as the browser would.
 */
export function dangerousParts(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (FORBIDDEN_TAGS.has(name)) found.push(`<${name}>`);
        for (const [key, raw] of Object.entries(attrs)) {
          const attr = key.toLowerCase();
          if (attr.startsWith('on') || attr === 'style' || attr === 'srcdoc') found.push(`${name}[${attr}]`);
          // eslint-disable-next-line no-control-regex
          const url = raw.replace(/[\u0000-\u0020\u007f]/g, '');
          if (URL_ATTRS.has(attr) && !SAFE_URL.test(url)) found.push(`${name}[${attr}=${raw.slice(0, 40)}]`);
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return found;
}
