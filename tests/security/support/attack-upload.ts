import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Raw multipart bodies for the upload attack corpus: unlike tests/server/support/multipart.ts the
 * file name is sent as raw bytes (NUL, backslashes, quotes) and each part may lie about its type.
 */
const BOUNDARY = '----securityBoundaryQ8x2';
export const RAW_MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

export interface RawPart {
  name: string;
  value?: string;
  fileName?: string;
  contentType?: string;
  data?: Buffer;
}

export function rawMultipart(parts: readonly RawPart[]): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const file = p.fileName !== undefined ? `; filename="${p.fileName}"` : '';
    chunks.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"${file}\r\n`, 'utf8'),
    );
    if (p.fileName !== undefined)
      chunks.push(Buffer.from(`Content-Type: ${p.contentType ?? 'application/octet-stream'}\r\n`));
    chunks.push(Buffer.from('\r\n'), p.data ?? Buffer.from(p.value ?? ''), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
export const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
);
export const XML = Buffer.from(
  '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
);
export const PHP = Buffer.from('<?php system($_GET["c"]); ?>');

/** Every file under `root`, relative, sorted (for "nothing written elsewhere" assertions). */
export function filesUnder(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push(relative(root, full));
    }
  };
  walk(root);
  return out.sort();
}
