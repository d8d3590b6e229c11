// Body pieces the business forms share: attachment lists (comma-joined upload paths) and the
// plain reply text. Bounded and checked here so bad input changes nothing.
import type { DictMap } from '../../../src/shared/domain/contract/dict';
import type { ColumnValue } from '../user/form-values';
import { dictText } from '../user/user-json';
import { BizError } from '../../plugins/envelope';

export const INPUT_MESSAGES = {
  badAttachments: '附件格式不正确',
  tooManyAttachments: '附件最多20个',
  tooLong: (title: string, n: number) => `${title}不能超过${n}个字符`,
} as const;

const MAX_ATTACHMENTS = 20;
// The same shapes form-values accepts for one file: an uploaded relative path or an http(s) URL.
const SAFE_PATH = /^(?!.*\.\.)[A-Za-z0-9_\-./]{1,255}$/;
const HTTP_URL = /^https?:\/\/[^\s"'<>\\,]{1,240}$/;

/** `a/b.pdf,c/d.jpg` → the same list normalised, or null when empty; anything else is refused. */
export function readAttachments(raw: unknown): string | null {
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string') throw new BizError(INPUT_MESSAGES.badAttachments);
  const parts = raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (parts.length > MAX_ATTACHMENTS) throw new BizError(INPUT_MESSAGES.tooManyAttachments);
  if (parts.some((s) => !SAFE_PATH.test(s) && !HTTP_URL.test(s)))
    throw new BizError(INPUT_MESSAGES.badAttachments);
  return parts.length ? parts.join(',') : null;
}

/** Required trimmed text of at most `max` characters. */
export function readText(raw: unknown, title: string, max: number, requiredMessage: string): string {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text === '') throw new BizError(requiredMessage);
  if (Array.from(text).length > max) throw new BizError(INPUT_MESSAGES.tooLong(title, max));
  return text;
}

export const column = (name: string, value: unknown): ColumnValue => ({ column: name, value });

/** Today in Asia/Shanghai as YYYY-MM-DD: deadlines are calendar days of the grid company. */
export function todayInShanghai(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

/** Adds `<key>_dictText` for each `key → dict code` (the JeecgBoot @Dict translation). */
export function withDictTexts<T extends object>(dicts: DictMap, json: T, fields: Record<string, string>): T {
  const out: Record<string, unknown> = { ...(json as Record<string, unknown>) };
  for (const [key, code] of Object.entries(fields)) out[`${key}_dictText`] = dictText(dicts, code, out[key]);
  return out as T;
}

export const NOTICE_DICTS = { noticeType: 'cwxt_notice_type', status: 'cwxt_notice_status' } as const;
export const FEEDBACK_DICTS = { category: 'cwxt_feedback_category', status: 'cwxt_feedback_status' } as const;
