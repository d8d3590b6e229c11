import { searchParams, type SearchInput } from '../../domain/query/plain-params';
import type { ResourceField, ResourceSchema } from '../../domain/resources/types';

/** Search-form values as the shells keep them: text, a dict value (or several), or a [begin, end] pair. */
export type SearchValues = Record<string, unknown>;

/** The fields offered in the search form, in schema order (never secrets). */
export function searchFieldsOf(schema: ResourceSchema): ResourceField[] {
  return schema.fields.filter((f) => f.search !== undefined && !f.secret);
}

/**
 * Search-form values → list query params (CONTRACT §5.2, `domain/query/plain-params.ts`): `like`
 * wraps the text in asterisks (contains), `range` sends `<key>_begin` / `<key>_end`, `eq` sends the
 * value (several values joined with ',' = IN). Empty values are dropped.
 */
export function toQueryParam(schema: ResourceSchema, values: SearchValues): Record<string, unknown> {
  let out: Record<string, unknown> = {};
  for (const field of searchFieldsOf(schema)) {
    if (!field.search) continue;
    out = { ...out, ...searchParams(field.key, field.search, values[field.key] as SearchInput, field.kind) };
  }
  return out;
}
