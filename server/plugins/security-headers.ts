import type { FastifyInstance } from 'fastify';

// antd's css-in-js injects <style> tags, hence 'unsafe-inline' for styles only; scripts stay 'self'.
// Images may come from any https host: the editors' 网络图片地址 inserts pictures by address (an
// image cannot run code; plain http stays blocked as mixed content).
const CSP = [
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
].join('; ');

export function registerSecurityHeaders(app: FastifyInstance, apiBase: string): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Content-Security-Policy', CSP);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'same-origin');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    if (request.url.startsWith(`${apiBase}/`) && !reply.hasHeader('Cache-Control')) {
      // API answers carry tokens and personal data: never cache them.
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
}
