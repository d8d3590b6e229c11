// Zip-bomb guard for .xlsx (a zip): checkZip reads only the central directory, BEFORE any
// decompression, and refuses a file whose declared content is too large, too compressed or has too
// many entries; verifyZipInflation then holds every entry to its declared size.
import { createInflateRaw } from 'node:zlib';

export interface ZipLimits {
  maxUnzippedBytes: number;
  maxRatio: number;
  maxEntries: number;
}

export type ZipVerdict =
  | { ok: true; entries: number; unzippedBytes: number }
  | { ok: false; reason: 'notZip' | 'tooLarge' | 'tooManyEntries' };

const EOCD_SIG = 0x06054b50;
const CDH_SIG = 0x02014b50;
const EOCD_MIN = 22;
// The EOCD ends the file, after a comment of at most 65,535 bytes.
const EOCD_SEARCH = EOCD_MIN + 0xffff;

function findEocd(data: Buffer): number {
  const stop = Math.max(0, data.length - EOCD_SEARCH);
  for (let i = data.length - EOCD_MIN; i >= stop; i--) {
    if (data.readUInt32LE(i) === EOCD_SIG) return i;
  }
  return -1;
}

export function checkZip(data: Buffer, limits: ZipLimits): ZipVerdict {
  if (data.length < EOCD_MIN) return { ok: false, reason: 'notZip' };
  const eocd = findEocd(data);
  if (eocd < 0) return { ok: false, reason: 'notZip' };
  const declaredEntries = data.readUInt16LE(eocd + 10);
  const cdSize = data.readUInt32LE(eocd + 12);
  const cdOffset = data.readUInt32LE(eocd + 16);
  // 0xFFFF / 0xFFFFFFFF mean Zip64: never needed by a 20 MB spreadsheet, so refused.
  if (declaredEntries === 0xffff || cdOffset === 0xffffffff || cdSize === 0xffffffff)
    return { ok: false, reason: 'tooLarge' };
  if (declaredEntries > limits.maxEntries) return { ok: false, reason: 'tooManyEntries' };
  if (cdOffset + cdSize > eocd) return { ok: false, reason: 'notZip' };
  let pos = cdOffset;
  let total = 0;
  let entries = 0;
  while (pos < cdOffset + cdSize) {
    if (pos + 46 > data.length || data.readUInt32LE(pos) !== CDH_SIG) return { ok: false, reason: 'notZip' };
    const compressed = data.readUInt32LE(pos + 20);
    const uncompressed = data.readUInt32LE(pos + 24);
    if (compressed === 0xffffffff || uncompressed === 0xffffffff) return { ok: false, reason: 'tooLarge' };
    total += uncompressed;
    entries += 1;
    if (entries > limits.maxEntries) return { ok: false, reason: 'tooManyEntries' };
    if (total > limits.maxUnzippedBytes) return { ok: false, reason: 'tooLarge' };
    pos += 46 + data.readUInt16LE(pos + 28) + data.readUInt16LE(pos + 30) + data.readUInt16LE(pos + 32);
  }
  if (entries !== declaredEntries) return { ok: false, reason: 'notZip' };
  if (total / data.length > limits.maxRatio) return { ok: false, reason: 'tooLarge' };
  return { ok: true, entries, unzippedBytes: total };
}

interface ZipEntry {
  method: number;
  compressed: number;
  declared: number;
  localOffset: number;
}

function centralEntries(data: Buffer): ZipEntry[] | null {
  const eocd = findEocd(data);
  if (eocd < 0) return null;
  const cdSize = data.readUInt32LE(eocd + 12);
  const cdOffset = data.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let pos = cdOffset; pos < cdOffset + cdSize;) {
    if (pos + 46 > data.length || data.readUInt32LE(pos) !== CDH_SIG) return null;
    entries.push({
      method: data.readUInt16LE(pos + 10),
      compressed: data.readUInt32LE(pos + 20),
      declared: data.readUInt32LE(pos + 24),
      localOffset: data.readUInt32LE(pos + 42),
    });
    pos += 46 + data.readUInt16LE(pos + 28) + data.readUInt16LE(pos + 30) + data.readUInt16LE(pos + 32);
  }
  return entries;
}

const LOCAL_SIG = 0x04034b50;

/** Inflates one entry, counting bytes and dropping them; false as soon as it outgrows `limit`. */
function inflatesWithin(packed: Buffer, limit: number): Promise<boolean> {
  return new Promise((resolve) => {
    const inflate = createInflateRaw();
    let total = 0;
    let settled = false;
    const settle = (ok: boolean) => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      resolve(ok);
    };
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) settle(false);
    });
    inflate.on('end', () => settle(true));
    inflate.on('error', () => settle(false));
    inflate.end(packed);
  });
}

/**
 * The central directory's sizes are only claims: this inflates every entry (streamed, nothing
 * kept) and refuses one that produces more than it declared, so a lying header cannot get a bomb
 * past checkZip. Only stored (0) and deflated (8) entries exist in a spreadsheet.
 */
export async function verifyZipInflation(data: Buffer): Promise<ZipVerdict> {
  const entries = centralEntries(data);
  if (!entries) return { ok: false, reason: 'notZip' };
  let total = 0;
  for (const e of entries) {
    const at = e.localOffset;
    if (at + 30 > data.length || data.readUInt32LE(at) !== LOCAL_SIG) return { ok: false, reason: 'notZip' };
    const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
    if (start + e.compressed > data.length) return { ok: false, reason: 'notZip' };
    const packed = data.subarray(start, start + e.compressed);
    if (e.method === 0) {
      if (e.compressed !== e.declared) return { ok: false, reason: 'tooLarge' };
    } else if (e.method === 8) {
      if (!(await inflatesWithin(packed, e.declared))) return { ok: false, reason: 'tooLarge' };
    } else {
      return { ok: false, reason: 'notZip' };
    }
    total += e.declared;
  }
  return { ok: true, entries: entries.length, unzippedBytes: total };
}
