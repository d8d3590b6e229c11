import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Result } from '../../../src/shared/domain/contract/result';
import { EXCEL_MESSAGES, IMPORT_LIMITS } from '../../../src/shared/domain/widgets/excel/messages';
import { BizError } from '../../plugins/envelope';
import { bufferBodyUpTo } from '../../modules/upload/body-limit';
import { boundaryOf, MultipartError, parseMultipart } from '../../modules/upload/multipart';
import { IMPORT_MAX_BYTES } from './file-guard';

export interface ImportForm {
  files: Array<{ fileName: string; data: Buffer }>;
  /** isSingleTableImport, foreignKeys, validateStatus (accepted, see docs/shared-core.md). */
  fields: Record<string, string>;
}

// Room for the multipart framing and the small form fields around the files.
const FRAMING_BYTES = 64 * 1024;
const BODY_LIMIT = IMPORT_MAX_BYTES + FRAMING_BYTES;
const FILE_FIELDS = new Set(['files[]', 'files', 'file']);

export function readImportForm(request: FastifyRequest): ImportForm {
  const boundary = boundaryOf(request.headers['content-type']);
  if (!boundary || !Buffer.isBuffer(request.body)) throw new BizError(EXCEL_MESSAGES.noFile);
  try {
    const form = parseMultipart(request.body, boundary);
    const files = form.files
      .filter((f) => FILE_FIELDS.has(f.field))
      .map((f) => ({ fileName: f.fileName, data: f.data }));
    if (files.length === 0) throw new BizError(EXCEL_MESSAGES.noFile);
    return { files, fields: form.fields };
  } catch (error) {
    if (error instanceof MultipartError) throw new BizError(EXCEL_MESSAGES.uploadFailed);
    throw error;
  }
}

/**
 * POST `url` (multipart, files[]) guarded by `permission`. The multipart parser is registered in
 * an encapsulated child context, so it applies to this route only.
 */
export async function registerExcelImport(
  app: FastifyInstance,
  url: string,
  permission: string,
  handler: (request: FastifyRequest, form: ImportForm) => Promise<Result<unknown>>,
): Promise<void> {
  await app.register(async (child) => {
    child.addContentTypeParser(
      'multipart/form-data',
      bufferBodyUpTo(BODY_LIMIT, EXCEL_MESSAGES.tooLarge(IMPORT_LIMITS.maxFileMb)),
    );
    child.post(url, { config: { policy: { permission } }, bodyLimit: BODY_LIMIT }, async (request) =>
      handler(request, readImportForm(request)),
    );
  });
}
