import { firstError, isEmptyValue } from '../../../src/shared/domain/validation/rules';
import {
  columnOf,
  type ResourceField,
  type ResourceSchema,
} from '../../../src/shared/domain/resources/types';
import { assertIdentifier } from '../../lib/list-query/identifiers';
import { parseDate, parseDateTimeInterval } from '../../lib/list-query/field-values';
import { BizError } from '../../plugins/envelope';
import type { DictService } from '../dict/service';

/**
 * Mass-assignment guard: add/edit bodies are read through the resource schema. Only fields with
 * `form: true` (and `form: 'create'` on add) are copied; everything else in the body (status,
 * delFlag, tenant ids, password on edit, createBy…) is ignored. Each copied value is validated by
 * the field's rules (the same functions the form runs) and typed by its kind.
 */
export type FormMode = 'create' | 'edit';

export interface ColumnValue {
  /** snake_case column from the schema (checked identifier), never from input. */
  column: string;
  value: unknown;
}

export const FORM_MESSAGES = {
  badValue: (title: string) => `${title}格式不正确`,
  badChoice: (title: string) => `${title}的值不正确`,
  badPath: (title: string) => `${title}地址不正确`,
} as const;

export function isWritable(field: ResourceField, mode: FormMode): boolean {
  if (field.secret) return false;
  return field.form === true || (field.form === 'create' && mode === 'create');
}

// An uploaded file's relative path (biz/name.ext) or an absolute http(s) URL; nothing that could
// be a script URL or climb out of the upload folder.
const SAFE_PATH = /^(?!.*\.\.)[A-Za-z0-9_\-./]{1,255}$/;
const HTTP_URL = /^https?:\/\/[^\s"'<>\\]{1,240}$/;

function asText(field: ResourceField, raw: unknown): string {
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  throw new BizError(FORM_MESSAGES.badValue(field.title));
}

async function typed(field: ResourceField, raw: unknown, dicts: DictService): Promise<unknown> {
  if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return null;
  const text = asText(field, raw).trim();
  switch (field.kind) {
    case 'integer': {
      if (!/^-?\d{1,9}$/.test(text)) throw new BizError(FORM_MESSAGES.badValue(field.title));
      return Number(text);
    }
    case 'dict': {
      if (field.dictCode) {
        const items = await dicts.items(field.dictCode);
        if (!items.some((i) => i.value === text)) throw new BizError(FORM_MESSAGES.badChoice(field.title));
      }
      // Numeric codes go to numeric columns (sex, status) as numbers.
      return /^-?\d{1,9}$/.test(text) ? Number(text) : text;
    }
    case 'date': {
      const day = parseDate(text);
      if (!day) throw new BizError(FORM_MESSAGES.badValue(field.title));
      return day;
    }
    case 'datetime': {
      const interval = parseDateTimeInterval(text);
      if (!interval) throw new BizError(FORM_MESSAGES.badValue(field.title));
      return interval.from;
    }
    case 'image':
    case 'file': {
      if (!SAFE_PATH.test(text) && !HTTP_URL.test(text))
        throw new BizError(FORM_MESSAGES.badPath(field.title));
      return text;
    }
    default:
      return asText(field, raw);
  }
}

/**
 * The body's allowlisted values as columns. On 'create' every writable field is read (absent =
 * null, and required rules fail); on 'edit' an absent key leaves the column as it is.
 */
export async function readFormValues(
  schema: ResourceSchema,
  body: Readonly<Record<string, unknown>>,
  mode: FormMode,
  dicts: DictService,
): Promise<ColumnValue[]> {
  const out: ColumnValue[] = [];
  for (const field of schema.fields) {
    if (!isWritable(field, mode)) continue;
    const raw = body[field.key];
    if (mode === 'edit' && raw === undefined) continue;
    const message = firstError(raw, field.rules ?? []);
    if (message) throw new BizError(message);
    out.push({
      column: assertIdentifier(columnOf(field), 'column').toLowerCase(),
      value: isEmptyValue(raw) ? null : await typed(field, raw, dicts),
    });
  }
  return out;
}

/** `a = $2, b = $3` for an UPDATE, binding through `add`. */
export function setClause(values: readonly ColumnValue[], add: (v: unknown) => string): string {
  return values.map((v) => `"${v.column}" = ${add(v.value)}`).join(', ');
}

/** The Postgres unique-violation constraint name of an error, if it is one. */
export function uniqueViolation(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const e = error as { code?: unknown; constraint?: unknown };
  return e.code === '23505' ? (typeof e.constraint === 'string' ? e.constraint : '') : null;
}
