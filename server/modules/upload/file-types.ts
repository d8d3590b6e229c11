// Upload allowlist (CONTRACT departures: extension AND content). A file is accepted only when its
// extension is listed and its first bytes are what that format starts with; the stored file keeps
// the checked extension, so what is served is what was checked.

export interface FileType {
  mime: string;
  /** Served inline (safe raster images); everything else is an attachment. */
  inline: boolean;
  /** True when the content starts like this format. */
  matches(head: Buffer): boolean;
}

const startsWith = (bytes: number[]) => (head: Buffer) =>
  head.length >= bytes.length && bytes.every((b, i) => head[i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const ZIP = (head: Buffer) =>
  startsWith([0x50, 0x4b, 0x03, 0x04])(head) || startsWith([0x50, 0x4b, 0x05, 0x06])(head);
// Legacy Office (xls, doc): the OLE2 compound file signature.
const OLE2 = startsWith([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Plain text: no NUL bytes and no markup start that a browser could sniff as HTML. */
function isPlainText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  const start = head.subarray(0, 512).toString('latin1').trimStart().toLowerCase();
  return !/^<(!doctype|html|script|svg|\?xml|body|iframe)/.test(start);
}

export const FILE_TYPES: Readonly<Record<string, FileType>> = {
  jpg: { mime: 'image/jpeg', inline: true, matches: startsWith([0xff, 0xd8, 0xff]) },
  jpeg: { mime: 'image/jpeg', inline: true, matches: startsWith([0xff, 0xd8, 0xff]) },
  png: {
    mime: 'image/png',
    inline: true,
    matches: startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  gif: {
    mime: 'image/gif',
    inline: true,
    matches: (h) => startsWith(ascii('GIF87a'))(h) || startsWith(ascii('GIF89a'))(h),
  },
  webp: {
    mime: 'image/webp',
    inline: true,
    matches: (h) =>
      startsWith(ascii('RIFF'))(h) && h.length >= 12 && h.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  pdf: { mime: 'application/pdf', inline: false, matches: startsWith(ascii('%PDF-')) },
  zip: { mime: 'application/zip', inline: false, matches: ZIP },
  xlsx: {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    inline: false,
    matches: ZIP,
  },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    inline: false,
    matches: ZIP,
  },
  xls: { mime: 'application/vnd.ms-excel', inline: false, matches: OLE2 },
  doc: { mime: 'application/msword', inline: false, matches: OLE2 },
  txt: { mime: 'text/plain; charset=utf-8', inline: false, matches: isPlainText },
};

/** The lower-case extension of a client file name ('' when there is none). */
export function extensionOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}
