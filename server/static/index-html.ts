import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { PRODUCT_TITLE } from '../../src/shared/domain/routes/paths';
import type { Config } from '../config';

export interface IndexVariants {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/'/g, '&#39;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** The runtime config the client reads from <meta name="cwxt-config"> (docs/shared-core.md). */
export function clientConfigJson(config: Config): string {
  return JSON.stringify({
    apiBase: config.apiBase,
    tenantHeader: config.tenantHeader,
    signSecret: config.signSecret,
    captcha: config.loginCaptcha,
    slider: config.humanCheck === 'slider',
    registration: config.selfRegistration,
    helpUrl: config.helpUrl,
    productTitle: PRODUCT_TITLE,
  });
}

export function injectConfig(html: string, config: Config): string {
  const meta = `<meta name="cwxt-config" content='${escapeAttribute(clientConfigJson(config))}'>`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) return meta + html;
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}\n    ${meta}${html.slice(at)}`;
}

let cache: { key: string; variants: IndexVariants } | null = null;

/** index.html with the config injected, precompressed once per build (cached by mtime). */
export function loadIndex(config: Config): IndexVariants | null {
  const file = join(config.staticDir, 'index.html');
  let stamp: string;
  try {
    const st = statSync(file);
    if (!st.isFile()) return null;
    stamp = `${file}|${st.mtimeMs}|${st.size}|${clientConfigJson(config)}`;
  } catch {
    return null;
  }
  if (cache?.key === stamp) return cache.variants;
  const identity = Buffer.from(injectConfig(readFileSync(file, 'utf8'), config), 'utf8');
  const variants = { identity, gzip: gzipSync(identity), br: brotliCompressSync(identity) };
  cache = { key: stamp, variants };
  return variants;
}

export const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>${PRODUCT_TITLE}</title></head>
<body style="font-family:sans-serif;margin:3em">
<h1>${PRODUCT_TITLE}：前端尚未构建</h1>
<p>服务器没有找到构建好的前端页面。请在项目目录运行 <code>npm run build</code>，然后刷新本页。</p>
<p>The client has not been built. Run <code>npm run build</code> in the project directory, then reload.</p>
</body></html>`;
