// Identifiers come only from code (resource schemas, service SQL), never from input. They are
// still checked, because schemas will also come from the database (online forms), and quoted,
// so a column that happens to be a keyword (`order`, `user`) still works.
import {
  columnOf,
  type ResourceField,
  type ResourceSchema,
} from '../../../src/shared/domain/resources/types';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

export function assertIdentifier(name: string, what: string): string {
  if (!IDENTIFIER.test(name))
    throw new Error(`list-query: invalid ${what} identifier ${JSON.stringify(name)}`);
  return name;
}

/** `alias` may be '' (unqualified columns, e.g. in a plain UPDATE). */
export function assertAlias(alias: string): string {
  return alias === '' ? alias : assertIdentifier(alias, 'alias');
}

/**
 * `u."user_name"`. Unquoted names fold to lower case in PostgreSQL, so the quoted name is
 * lower-cased to mean exactly what the unquoted one would.
 */
export function qualifiedColumn(alias: string, field: ResourceField): string {
  const column = assertIdentifier(columnOf(field), 'column').toLowerCase();
  return alias ? `${assertAlias(alias)}."${column}"` : `"${column}"`;
}

/** The id column (stable tie-breaker): the schema's `id` field, else `id`. */
export function idColumn(schema: ResourceSchema, alias: string): string {
  return qualifiedColumn(alias, idField(schema));
}

/** The schema's `id` field, or a text `id` column when the schema does not list one. */
export function idField(schema: ResourceSchema): ResourceField {
  return schema.fields.find((f) => f.key === 'id') ?? { key: 'id', title: 'ID', kind: 'text' };
}
