import { firstError } from '../../../src/shared/domain/validation/rules';
import {
  columnOf,
  type ResourceField,
  type ResourceSchema,
} from '../../../src/shared/domain/resources/types';
import { BizError, MESSAGES } from '../../plugins/envelope';
import { assertIdentifier } from '../../lib/list-query/identifiers';

/** A body value converted to what its column stores. */
export type ColumnValue = string | number | boolean | null;

export type FormMode = 'create' | 'edit';

/** Fields a body may write in this mode: `form: true`, plus `form: 'create'` on add. Nothing else. */
export function writableFields(schema: ResourceSchema, mode: FormMode): ResourceField[] {
  return schema.fields.filter(
    (f) => !f.secret && (f.form === true || (f.form === 'create' && mode === 'create')),
  );
}

const badField = (key: string) => new BizError(`${MESSAGES.badRequest}：${key}`);

function convert(field: ResourceField, raw: unknown): ColumnValue {
  if (raw === null || raw === undefined) return null;
  switch (field.kind) {
    case 'switch':
      if (typeof raw === 'boolean') return raw;
      if (raw === 1 || raw === '1' || raw === 'true') return true;
      if (raw === 0 || raw === '0' || raw === 'false' || raw === '') return false;
      throw badField(field.key);
    case 'integer':
    case 'number': {
      if (raw === '') return null;
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.trim()) : NaN;
      if (!Number.isFinite(n) || (field.kind === 'integer' && !Number.isInteger(n)) || Math.abs(n) > 1e9) {
        throw badField(field.key);
      }
      return n;
    }
    default:
      if (typeof raw === 'string') return raw;
      if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
      throw badField(field.key);
  }
}

/**
 * The allowlisted part of a create/edit body, validated with the schema's own rules (the messages
 * the form shows) and converted per field kind. Keys not writable in this mode (id, tenantId,
 * createBy, delFlag, orgCode …) are ignored, never copied. On create every writable field is
 * validated (a missing required one fails); on edit only the fields the body carries.
 * Returns key → value for the fields to write.
 */
export function readForm(
  schema: ResourceSchema,
  body: unknown,
  mode: FormMode,
): Map<ResourceField, ColumnValue> {
  const input = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const out = new Map<ResourceField, ColumnValue>();
  for (const field of writableFields(schema, mode)) {
    const present = Object.prototype.hasOwnProperty.call(input, field.key);
    if (!present && mode === 'edit') continue;
    const raw = input[field.key];
    const message = field.rules ? firstError(raw, field.rules) : undefined;
    if (message) throw new BizError(message);
    if (present) out.set(field, convert(field, raw));
  }
  return out;
}

/** The field's column, checked and quoted (identifiers come from the schema, never from input). */
function quotedColumn(field: ResourceField): string {
  return `"${assertIdentifier(columnOf(field), 'column').toLowerCase()}"`;
}

/** `INSERT` pieces for the values read: quoted column list and their placeholders via `bind`. */
export function insertParts(
  values: Map<ResourceField, ColumnValue>,
  bind: (value: unknown) => string,
): { columns: string[]; placeholders: string[] } {
  const columns: string[] = [];
  const placeholders: string[] = [];
  for (const [field, value] of values) {
    columns.push(quotedColumn(field));
    placeholders.push(bind(value));
  }
  return { columns, placeholders };
}

/** `SET` assignments for the values read. */
export function updateAssignments(
  values: Map<ResourceField, ColumnValue>,
  bind: (value: unknown) => string,
): string[] {
  return [...values].map(([field, value]) => `${quotedColumn(field)} = ${bind(value)}`);
}

/** A string value of the form (trimmed), or null. */
export function formText(values: Map<ResourceField, ColumnValue>, key: string): string | null {
  for (const [field, value] of values) {
    if (field.key === key)
      return typeof value === 'string' ? value.trim() : value === null ? null : String(value);
  }
  return null;
}
