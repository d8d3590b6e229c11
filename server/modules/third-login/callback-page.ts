import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import {
  THIRD_LOGIN_MESSAGE_TYPE,
  THIRD_LOGIN_STORAGE_KEY,
  type ThirdLoginHandoff,
} from '../../../src/shared/domain/contract/third-login';
import { PATHS } from '../../../src/shared/domain/routes/paths';

/** What the callback (or render) answers: a hand-over of a one-time code, or a message. */
export type CallbackPage =
  | { kind: 'handoff'; handoff: ThirdLoginHandoff }
  | { kind: 'message'; title: string; message: string; link: { href: string; text: string } };

export const backToLogin = { href: PATHS.login, text: '返回登录' };

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

// JSON inside <script type="application/json">: `<` escaped so no `</script>` can close the block.
const jsonForHtml = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The page script. A same-origin opener (the desktop popup) gets the code by postMessage aimed at
 * our own origin, and the popup closes; otherwise the code goes to this tab's sessionStorage and
 * the tab moves on to the client's return page. Nothing ever goes into a URL.
 */
const HANDOFF_SCRIPT = `(function () {
  var data = JSON.parse(document.getElementById('handoff').textContent);
  var opener = null;
  try {
    if (window.opener && window.opener !== window && window.opener.location.origin === location.origin) opener = window.opener;
  } catch (e) { opener = null; }
  if (opener) {
    opener.postMessage({ type: ${JSON.stringify(THIRD_LOGIN_MESSAGE_TYPE)}, code: data.code, thirdType: data.thirdType }, location.origin);
    window.close();
    return;
  }
  try {
    sessionStorage.setItem(${JSON.stringify(THIRD_LOGIN_STORAGE_KEY)}, JSON.stringify({ code: data.code, thirdType: data.thirdType, redirect: data.redirect }));
  } catch (e) { /* storage off: the return page says the sign-in expired */ }
  location.replace(data.returnPath);
})();`;

const STYLE = `body{font-family:-apple-system,BlinkMacSystemFont,"PingFang SC","Microsoft YaHei",sans-serif;
display:flex;justify-content:center;padding:15vh 16px;color:rgba(0,0,0,.88);margin:0}
main{max-width:420px;text-align:center}h1{font-size:20px;font-weight:600}p{line-height:1.6}
a{color:#1677ff}`;

function page(nonce: string, title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function renderCallbackPage(p: CallbackPage, nonce: string): { title: string; html: string } {
  if (p.kind === 'message') {
    const body = `<h1>${escapeHtml(p.title)}</h1><p role="alert">${escapeHtml(p.message)}</p>
<p><a href="${escapeHtml(p.link.href)}">${escapeHtml(p.link.text)}</a></p>`;
    return { title: p.title, html: page(nonce, p.title, body) };
  }
  // The redirect target is a plain same-origin path (no secret), so the return page may carry it.
  const target = p.handoff.redirect;
  const returnPath = `${PATHS.thirdLoginReturn}${target !== '/' ? `?redirect=${encodeURIComponent(target)}` : ''}`;
  const data = { ...p.handoff, returnPath };
  const body = `<p>正在登录…</p><noscript><p>请启用浏览器的JavaScript后重新登录</p></noscript>
<script type="application/json" id="handoff">${jsonForHtml(data)}</script>
<script nonce="${nonce}">${HANDOFF_SCRIPT}</script>`;
  return { title: '正在登录', html: page(nonce, '正在登录', body) };
}

/**
 * Sends the page with its own strict policy: only this answer's nonce may run or style, nothing
 * may be loaded, framed or submitted. (The security-headers hook keeps a policy a route set.)
 */
export function sendCallbackPage(reply: FastifyReply, p: CallbackPage): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  const { html } = renderCallbackPage(p, nonce);
  return reply
    .code(200)
    .header(
      'Content-Security-Policy',
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    )
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}
