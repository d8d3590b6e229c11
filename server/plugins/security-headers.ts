import type { FastifyInstance } from 'fastify';

// antd's css-in-js injects <style> tags, hence 'unsafe-inline' for styles only; scripts stay 'self'.
// Images may come from any https host: the editors' 网络图片地址 inserts pictures by address (an
// image cannot run code; plain http stays blocked as mixed content).
const CSP_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "img-src 'self' data: blob: https:",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
];

/**
 * `frameOrigins`: pages this console may load in a frame besides its own. The WeCom re-login in
 * place runs the OAuth2 authorize page in a hidden frame (issue 8), so its origin is listed.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  apiBase: string,
  frameOrigins: string[] = [],
): void {
  const csp = [...CSP_DIRECTIVES, ["frame-src 'self'", ...frameOrigins].join(' ')].join('; ');
  app.addHook('onSend', async (request, reply, payload) => {
    // A route may send a stricter page policy of its own (the third-login callback page's nonce).
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', csp);
    reply.header('X-Content-Type-Options', 'nosniff');
    // A page whose address carries a credential sends no referrer at all (the announcement page).
    if (!reply.hasHeader('Referrer-Policy')) reply.header('Referrer-Policy', 'same-origin');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    if (request.url.startsWith(`${apiBase}/`) && !reply.hasHeader('Cache-Control')) {
      // API answers carry tokens and personal data: never cache them.
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
}
