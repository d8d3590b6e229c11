/** Ellipsis (spec 001 §9, 002 §9): texts longer than the length are cut and end in '…'. */
export const ELLIPSIS_DEFAULT_LENGTH = 25;
/** The business selector's shorter ellipsis (spec 001 §9). */
export const ELLIPSIS_SELECTOR_LENGTH = 12;

export interface EllipsisResult {
  /** What is shown: the full text, or its first `length` characters plus '…'. */
  text: string;
  /** The whole text (tooltip on desktop, expanded text on the phone). */
  full: string;
  truncated: boolean;
}

/** Cuts by code points so a character outside the BMP is never split in half. */
export function ellipsis(value: unknown, length: number = ELLIPSIS_DEFAULT_LENGTH): EllipsisResult {
  const full = value === null || value === undefined ? '' : String(value);
  const limit = Number.isFinite(length) && length > 0 ? Math.floor(length) : ELLIPSIS_DEFAULT_LENGTH;
  const chars = Array.from(full);
  if (chars.length <= limit) return { text: full, full, truncated: false };
  return { text: `${chars.slice(0, limit).join('')}…`, full, truncated: true };
}
