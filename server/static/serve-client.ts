import { createReadStream, existsSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { pickEncoding } from './encoding';
import { loadIndex, MISSING_BUILD_PAGE } from './index-html';
import { mimeTypeOf } from './mime';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The build id the client polls to notice a deployment (version-check.ts): never from a cache. */
const VERSION_FILE = '/version.json';
const NO_STORE = 'no-store';

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Maps a URL path onto a file strictly inside the static root, or null. */
function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  // No dot-files or dot-segments: nothing like .env or ../ is ever reachable.
  if (decoded.split('/').some((seg) => seg.startsWith('.'))) return null;
  const full = resolve(root, `.${decoded}`);
  return full.startsWith(root + sep) ? full : null;
}

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') || accept.includes('*/*') || accept === '';
}

function sendIndex(config: Config, request: FastifyRequest, reply: FastifyReply) {
  const index = loadIndex(config);
  reply.header('Cache-Control', 'no-cache');
  if (!index) return reply.code(503).type('text/html; charset=utf-8').send(MISSING_BUILD_PAGE);
  const encoding = pickEncoding(request.headers['accept-encoding'], { br: true, gzip: true });
  reply.header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.code(200).send(index[encoding]);
}

function sendFile(full: string, urlPath: string, request: FastifyRequest, reply: FastifyReply) {
  const br = existsSync(`${full}.br`);
  const gzip = existsSync(`${full}.gz`);
  const encoding = pickEncoding(request.headers['accept-encoding'], { br, gzip });
  const path = encoding === 'br' ? `${full}.br` : encoding === 'gzip' ? `${full}.gz` : full;
  const st = statSync(path);
  if (br || gzip) reply.header('Vary', 'Accept-Encoding');
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  reply.header(
    'Cache-Control',
    urlPath === VERSION_FILE ? NO_STORE : urlPath.startsWith('/assets/') ? IMMUTABLE : 'no-cache',
  );
  reply.header('Last-Modified', st.mtime.toUTCString());
  reply.header('Content-Length', String(st.size));
  reply.type(mimeTypeOf(full));
  return reply.code(200).send(request.method === 'HEAD' ? '' : createReadStream(path));
}

/** Serves the vite build: files as-is (precompressed when possible), anything else → index.html. */
export function serveClient(config: Config, request: FastifyRequest, reply: FastifyReply) {
  const urlPath = request.url.split('?')[0] ?? '/';
  if (urlPath === '/' || urlPath === '/index.html') return sendIndex(config, request, reply);
  const full = resolveInside(config.staticDir, urlPath);
  if (full && isFile(full)) return sendFile(full, urlPath, request, reply);
  // A build without version.json (older build, dev output): a plain 404, not the index fallback.
  if (urlPath === VERSION_FILE) {
    return reply
      .code(404)
      .header('Cache-Control', NO_STORE)
      .type('text/plain; charset=utf-8')
      .send('Not Found');
  }
  if (acceptsHtml(request) && !urlPath.startsWith('/assets/')) return sendIndex(config, request, reply);
  return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
}
