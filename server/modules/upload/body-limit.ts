import type { FastifyRequest } from 'fastify';
import { BizError } from '../../plugins/envelope';

/**
 * A content-type parser that buffers the raw body up to `limit` bytes; more is refused with
 * `tooLarge` before it is all read. Shared by the file upload and the Excel import routes.
 */
export function bufferBodyUpTo(limit: number, tooLarge: string) {
  return (
    request: FastifyRequest,
    payload: NodeJS.ReadableStream,
    done: (err: Error | null, body?: Buffer) => void,
  ) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > limit) {
      done(new BizError(tooLarge));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let finished = false;
    const finish = (err: Error | null, body?: Buffer) => {
      if (finished) return;
      finished = true;
      done(err, body);
    };
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        finish(new BizError(tooLarge));
        return;
      }
      if (!finished) chunks.push(chunk);
    });
    payload.on('end', () => finish(null, Buffer.concat(chunks)));
    payload.on('error', (err: Error) => finish(err));
  };
}
