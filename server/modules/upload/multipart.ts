// A small multipart/form-data reader for the one upload route (@fastify/multipart is not a
// dependency). The body is already bounded in size when it gets here; this only splits it.

export interface MultipartFile {
  field: string;
  fileName: string;
  data: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: MultipartFile[];
}

export class MultipartError extends Error {}

const MAX_PARTS = 20;
const MAX_HEADER_BYTES = 8 * 1024;
const MAX_FIELD_BYTES = 4 * 1024;
const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/** The boundary of a multipart content type (RFC 2046: 1-70 chars, optionally quoted). */
export function boundaryOf(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const m = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return m?.[1] ?? m?.[2] ?? null;
}

/** name="…" / filename="…" of a Content-Disposition header; quoted or token values. */
function dispositionParam(header: string, name: string): string | null {
  const m = new RegExp(`;\\s*${name}=(?:"((?:[^"\\\\]|\\\\.)*)"|([^;\\s]+))`, 'i').exec(header);
  if (!m) return null;
  return m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : (m[2] ?? null);
}

function parseHeaders(raw: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of raw.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

export function parseMultipart(body: Buffer, boundary: string): MultipartForm {
  const delimiter = Buffer.from(`--${boundary}`);
  const form: MultipartForm = { fields: {}, files: [] };
  let pos = body.indexOf(delimiter);
  if (pos < 0) throw new MultipartError('no boundary');
  for (let parts = 0; ; parts++) {
    pos += delimiter.length;
    // "--" after a delimiter closes the body.
    if (body[pos] === 0x2d && body[pos + 1] === 0x2d) return form;
    if (!body.subarray(pos, pos + 2).equals(CRLF)) throw new MultipartError('bad delimiter');
    if (parts >= MAX_PARTS) throw new MultipartError('too many parts');
    pos += 2;
    const headerEnd = body.indexOf(HEADER_END, pos);
    if (headerEnd < 0 || headerEnd - pos > MAX_HEADER_BYTES) throw new MultipartError('bad part headers');
    const headers = parseHeaders(body.subarray(pos, headerEnd).toString('utf8'));
    const dataStart = headerEnd + HEADER_END.length;
    const next = body.indexOf(Buffer.concat([CRLF, delimiter]), dataStart);
    if (next < 0) throw new MultipartError('unterminated part');
    const data = body.subarray(dataStart, next);
    const disposition = headers['content-disposition'] ?? '';
    const field = dispositionParam(disposition, 'name');
    if (!/^form-data/i.test(disposition) || !field) throw new MultipartError('bad disposition');
    const fileName = dispositionParam(disposition, 'filename');
    if (fileName !== null) {
      form.files.push({ field, fileName, data });
    } else {
      if (data.length > MAX_FIELD_BYTES) throw new MultipartError('field too long');
      form.fields[field] = data.toString('utf8');
    }
    pos = next + CRLF.length;
  }
}
