/**
 * Hierarchical department codes (JeecgBoot YouBianCodeUtil): each level adds one segment of a
 * letter and two digits — A01, A02 … A99, B01 … Z99 — so A01A03 is the third child of A01.
 */
export const SEGMENT_LENGTH = 3;
const SEGMENT = /^[A-Z]\d{2}$/;

export class OrgCodeExhausted extends Error {}

/** The segment after `last` (null = the first one, A01). */
export function nextSegment(last: string | null): string {
  if (last === null) return 'A01';
  if (!SEGMENT.test(last)) throw new Error(`not an org code segment: ${last}`);
  const letter = last.charCodeAt(0);
  const number = Number(last.slice(1));
  if (number < 99) return `${last[0]}${String(number + 1).padStart(2, '0')}`;
  if (letter >= 'Z'.charCodeAt(0)) throw new OrgCodeExhausted('org codes exhausted');
  return `${String.fromCharCode(letter + 1)}01`;
}

/**
 * The next code below `parentCode` ('' = top level) given the highest existing sibling code.
 * Sibling codes that do not follow the scheme are ignored by the caller's query.
 */
export function nextOrgCode(parentCode: string, lastSibling: string | null): string {
  const lastSegment = lastSibling ? lastSibling.slice(parentCode.length) : null;
  return `${parentCode}${nextSegment(lastSegment)}`;
}

/** SQL regex (POSIX) a sibling code of `parentCode` matches: the parent code, then one segment. */
export function siblingCodePattern(parentCode: string): string {
  const escaped = parentCode.replace(/[^A-Za-z0-9]/g, (c) => `\\${c}`);
  return `^${escaped}[A-Z][0-9]{2}$`;
}
