// Values in and out of an online table: bodies read through the form's schema (allowlist, rules,
// typing, dictionary values), rows answered as JSON with `<key>_dictText` for dictionary fields.
import type { DictItem } from '../../../src/shared/domain/contract/dict';
import { RUNTIME_MESSAGES } from '../../../src/shared/domain/online/runtime-schema';
import { columnOf, type ResourceSchema } from '../../../src/shared/domain/resources/types';
import type { Row } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { assertIdentifier } from '../../lib/list-query/identifiers';
import { formatDate, formatDateTime } from '../../lib/time';
import { BizError } from '../../plugins/envelope';
import type { AuthContext } from '../session/auth-context';
import { readFormValues, type ColumnValue, type FormMode } from '../user/form-values';

/** `t."id", t."name", …`: the schema's columns, never a Blob (secret) one. */
export function selectList(schema: ResourceSchema, alias: string): string {
  return schema.fields
    .filter((f) => !f.secret)
    .map((f) => `${alias}."${assertIdentifier(columnOf(f), 'column')}"`)
    .join(', ');
}

/**
 * The body's writable values (the designed form fields only: ids, system columns and anything
 * else in the body are ignored). A multi-choice value must consist of dictionary values.
 */
export async function readRowValues(
  deps: AppDeps,
  schema: ResourceSchema,
  body: Readonly<Record<string, unknown>>,
  mode: FormMode,
): Promise<ColumnValue[]> {
  const values = await readFormValues(schema, body, mode, deps.dicts);
  for (const field of schema.fields) {
    if (field.kind !== 'dictMulti' || !field.dictCode) continue;
    const value = values.find((v) => v.column === columnOf(field))?.value;
    if (typeof value !== 'string') continue;
    const items = await deps.dicts.items(field.dictCode);
    const parts = value.split(',').map((s) => s.trim());
    if (parts.some((part) => !items.some((i) => i.value === part)))
      throw new BizError(RUNTIME_MESSAGES.badChoice(field.title));
  }
  return values;
}

function plain(value: unknown, kind: string): unknown {
  if (value === null || value === undefined) return null;
  if (kind === 'date') return formatDate(value as Date | string);
  if (kind === 'datetime') return formatDateTime(value as Date | string);
  if (value instanceof Date) return formatDateTime(value);
  return value;
}

/** Rows as the wire's camelCase JSON; dictionary fields also answer `<key>_dictText`. */
export async function rowsToJson(
  deps: AppDeps,
  auth: AuthContext,
  schema: ResourceSchema,
  rows: readonly Row[],
): Promise<Record<string, unknown>[]> {
  const dicts = new Map<string, DictItem[]>();
  for (const f of schema.fields) {
    if (f.dictCode && (f.kind === 'dict' || f.kind === 'dictMulti') && !dicts.has(f.dictCode)) {
      // A table dictionary the caller may not read leaves the raw values (texts are a convenience).
      dicts.set(f.dictCode, await deps.dicts.items(f.dictCode, auth).catch(() => []));
    }
  }
  const textOf = (code: string, value: string) =>
    dicts.get(code)?.find((i) => i.value === value)?.text ?? value;
  return rows.map((row) => {
    const json: Record<string, unknown> = {};
    for (const f of schema.fields) {
      if (f.secret) continue;
      const value = plain(row[columnOf(f)], f.kind);
      json[f.key] = value;
      if (f.dictCode && (f.kind === 'dict' || f.kind === 'dictMulti')) {
        json[`${f.key}_dictText`] =
          value === null || value === ''
            ? null
            : f.kind === 'dict'
              ? textOf(f.dictCode, String(value))
              : String(value)
                  .split(',')
                  .map((v) => textOf(f.dictCode!, v.trim()))
                  .join(',');
      }
    }
    return json;
  });
}
