/**
 * Tag input (spec 001 §4 "Tag cell"): the text is cut into tags of TAG_LENGTH characters joined by
 * semicolons; semicolons the user types are stripped, so a tag boundary is always the widget's.
 */
export const TAG_LENGTH = 2;
export const TAG_SEPARATOR = ';';

// A Chinese IME types the full-width semicolon for the same key, so it is stripped as well.
const TYPED_SEPARATORS = /[;；]/g;

/** The typed text without any semicolon. */
export function stripTagSeparators(text: string): string {
  return text.replace(TYPED_SEPARATORS, '');
}

/** The tags of a text (or of a stored value): chunks of `size` characters (code points, not UTF-16 units). */
export function splitTags(text: string | null | undefined, size: number = TAG_LENGTH): string[] {
  if (!text) return [];
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`tag size must be a positive integer: ${size}`);
  const chars = Array.from(stripTagSeparators(text));
  const tags: string[] = [];
  for (let i = 0; i < chars.length; i += size) tags.push(chars.slice(i, i + size).join(''));
  return tags;
}

/** The stored value for a typed text: 'abcde' → 'ab;cd;e'. */
export function joinTags(text: string | null | undefined, size: number = TAG_LENGTH): string {
  return splitTags(text, size).join(TAG_SEPARATOR);
}

/** The editable text of a stored value: 'ab;cd;e' → 'abcde'. */
export function tagsToText(value: string | null | undefined): string {
  return value ? stripTagSeparators(value) : '';
}

/** The props both shells' tag inputs take (spec 001 §4). */
export interface TagInputBaseProps {
  /** Stored value: 2-character tags joined by semicolons, e.g. 'ab;cd;e'. */
  value?: string | null;
  onChange?: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  /** Characters per tag (spec 001 §9: 2). */
  tagLength?: number;
  'aria-label'?: string;
}
