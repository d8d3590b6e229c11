/** A multipart/form-data body builder for the upload and Excel import tests. */

export interface MultipartPart {
  name: string;
  /** A text field's value. */
  value?: string;
  /** Present on file parts (sent as application/octet-stream). */
  fileName?: string;
  data?: Buffer;
}

const BOUNDARY = '----vitestBoundary7MA4YWxk';
export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** The parts in order, framed with the boundary of `MULTIPART_TYPE`. */
export function multipartBody(parts: readonly MultipartPart[]): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition =
      p.fileName !== undefined
        ? `form-data; name="${p.name}"; filename="${p.fileName}"`
        : `form-data; name="${p.name}"`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n`));
    if (p.fileName !== undefined) chunks.push(Buffer.from('Content-Type: application/octet-stream\r\n'));
    chunks.push(Buffer.from('\r\n'), p.data ?? Buffer.from(p.value ?? ''), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** Text fields first, then the files, each under `fileField`. */
export function formBody(
  fields: Record<string, string>,
  fileField: string,
  files: ReadonlyArray<{ fileName: string; data: Buffer }>,
): Buffer {
  return multipartBody([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...files.map((f) => ({ name: fileField, fileName: f.fileName, data: f.data })),
  ]);
}
