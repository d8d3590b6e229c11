import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import { BizError, fail, okZero } from '../../plugins/envelope';
import { logOperation, requestInfo } from '../log/operation-log';
import { authOf } from '../session/auth-context';
import { extensionOf, FILE_TYPES } from './file-types';
import { bufferBodyUpTo } from './body-limit';
import { boundaryOf, MultipartError, parseMultipart } from './multipart';
import { BIZ_PATTERN, DEFAULT_BIZ, findStoredFile, storeFile } from './storage';
import { fileStoreOf } from '../../lib/file-store/select-store';
import type { FileStore } from '../../lib/file-store/types';
import type { AppDeps } from '../../fastify-types';
import { recordUploadedFile } from '../oss/file-records';

export const UPLOAD_MESSAGES = {
  failed: '上传失败！',
  noFile: '上传失败，未找到文件！',
  empty: '上传失败，文件为空！',
  badBiz: '上传目录bizPath，格式非法！',
  badType: (ext: string) => `上传失败，存在非法文件类型：${ext.slice(0, 16) || '未知'}`,
  tooLarge: (mb: number) => `文件大小超出${mb}MB限制, 请压缩或降低文件质量! `,
  notFound: '文件不存在',
  storageFull: '上传失败，服务器存储空间不足，请联系管理员！',
} as const;

// The write errors of a full disk or a file-size limit: the user gets a clear message, not the generic one.
const STORAGE_FULL = new Set(['ENOSPC', 'EFBIG', 'EDQUOT']);

// Room for the multipart framing and the small form fields around the file.
const FRAMING_BYTES = 64 * 1024;

/**
 * POST /sys/common/upload (CONTRACT §7.1, with the security departures) and
 * GET /sys/common/static/** (§7.2). Files live in the FileStore (default: DATA_DIR/upload).
 */
export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const store = fileStoreOf(deps);
  // Scoped to this plugin: only upload routes accept multipart bodies.
  const { bodyLimit } = uploadBodyParser(app);

  app.post(
    '/sys/common/upload',
    { config: { policy: { authenticated: true } }, bodyLimit },
    async (request) => {
      const path = await receiveUpload(deps, store, request);
      // JeecgBoot answers the stored path in `message` (code 0, result null).
      return okZero(null, path);
    },
  );

  // Anonymous like JeecgBoot's (an <img> cannot send X-Access-Token): names are 128-bit random,
  // only allowlisted types are served, never sniffed, and anything but a safe image downloads.
  app.get<{ Params: { '*': string } }>(
    '/sys/common/static/*',
    { config: { policy: { anonymous: true } } },
    async (request, reply) => {
      const file = await findStoredFile(store, request.params['*'] ?? '');
      const stream = file ? await file.open() : null;
      if (!file || !stream) return reply.code(404).send(fail(UPLOAD_MESSAGES.notFound, 404));
      reply
        .header('Content-Type', file.type.mime)
        .header('Content-Length', String(file.size))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, max-age=86400')
        .header('Content-Disposition', file.type.inline ? 'inline' : `attachment; filename="${file.name}"`);
      return reply.send(stream);
    },
  );
}

/** The multipart body parser every upload route registers (in its own plugin scope). */
export function uploadBodyParser(app: FastifyInstance): { bodyLimit: number } {
  const maxBytes = app.deps.config.uploadMaxMb * 1024 * 1024;
  app.addContentTypeParser(
    'multipart/form-data',
    bufferBodyUpTo(maxBytes + FRAMING_BYTES, UPLOAD_MESSAGES.tooLarge(app.deps.config.uploadMaxMb)),
  );
  return { bodyLimit: maxBytes + FRAMING_BYTES };
}

/**
 * Checks one multipart upload (biz folder, one `file`, size, extension AND content), stores it,
 * records it in sys_files and the operation log, and answers its key. Shared by
 * /sys/common/upload and the file list's own /sys/oss/file/upload.
 */
export async function receiveUpload(
  deps: AppDeps,
  store: FileStore,
  request: FastifyRequest,
): Promise<string> {
  const maxBytes = deps.config.uploadMaxMb * 1024 * 1024;
  const boundary = boundaryOf(request.headers['content-type']);
  if (!boundary || !Buffer.isBuffer(request.body)) throw new BizError(UPLOAD_MESSAGES.failed);
  let form;
  try {
    form = parseMultipart(request.body, boundary);
  } catch (err) {
    if (err instanceof MultipartError) throw new BizError(UPLOAD_MESSAGES.failed);
    throw err;
  }
  const biz = (form.fields.biz ?? '').trim() || DEFAULT_BIZ;
  if (!BIZ_PATTERN.test(biz)) throw new BizError(UPLOAD_MESSAGES.badBiz);
  const files = form.files.filter((f) => f.field === 'file');
  const file = files[0];
  if (!file || files.length > 1) throw new BizError(UPLOAD_MESSAGES.noFile);
  if (file.data.length === 0) throw new BizError(UPLOAD_MESSAGES.empty);
  if (file.data.length > maxBytes) throw new BizError(UPLOAD_MESSAGES.tooLarge(deps.config.uploadMaxMb));
  const ext = extensionOf(file.fileName);
  const type = FILE_TYPES[ext];
  if (!type || !type.matches(file.data.subarray(0, 4096))) throw new BizError(UPLOAD_MESSAGES.badType(ext));
  const path = await storeFile(store, biz, ext, file.data).catch((err: unknown) => {
    throw STORAGE_FULL.has((err as NodeJS.ErrnoException).code ?? '')
      ? new BizError(UPLOAD_MESSAGES.storageFull)
      : err;
  });
  const auth = authOf(request);
  try {
    await recordUploadedFile(deps.db, store, auth, {
      fileName: file.fileName,
      url: path,
      fileType: ext,
      mime: type.mime,
      fileSize: file.data.length,
      biz,
    });
  } catch (err) {
    // No row, no object: a file the list cannot show would never be cleaned up.
    await store.remove(path);
    throw err;
  }
  await logOperation(deps.db, auth, {
    ...requestInfo(request),
    content: `上传文件：${path}`,
    operateType: OPERATE_TYPE.add,
    requestParam: { biz, fileName: file.fileName, size: file.data.length },
  });
  return path;
}
