import type { Validator } from '../validation/rules';

/**
 * A resource schema describes one kind of record once (ARCHITECTURE.md "Resource schemas").
 * The desktop list page, the phone card list, the forms, the server's list engine, body
 * allowlist and Excel mapping are all derived from it.
 */

/** Field kinds: they drive the form control, the search control, the list engine's typing. */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'password'
  | 'number'
  | 'integer'
  | 'date'
  | 'datetime'
  | 'dict'
  | 'dictMulti'
  | 'switch'
  | 'image'
  | 'file'
  | 'depart'
  | 'user'
  | 'role'
  | 'position'
  | 'tenant';

/** How a search-form value for the field is sent (CONTRACT §5.2 wrapping rules). */
export type SearchMode = 'eq' | 'like' | 'range';

export interface ResourceField {
  /** camelCase JSON key (the wire name). */
  key: string;
  /** snake_case column; defaults to the key converted to snake_case. */
  column?: string;
  /** Chinese title shown to the user. */
  title: string;
  kind: FieldKind;
  /** Dictionary code for dict/dictMulti kinds (`sex`, `user_status`, or a registered table triple). */
  dictCode?: string;
  /** Client-side and server-side validators, in order; the first message wins. */
  rules?: Validator[];
  /** Shown as a list column (desktop table). */
  list?: boolean;
  /** Offered in the search form; implies the server accepts it as a filter. */
  search?: SearchMode;
  /**
   * The chooser a search form offers for a text field instead of typing: 'plant' = a plant id
   * picked by name from the caller's plants, 'month' = a 'YYYY-MM' month.
   */
  picker?: 'plant' | 'month';
  /** The server accepts it in column/order. */
  sort?: boolean;
  /** Accepted as a filter by the list engine (plain params and superQueryParams) even if not in the search form. */
  filter?: boolean;
  /** Shown on the phone card. */
  card?: boolean;
  /** Writable through add/edit. 'create' = add only (e.g. username). */
  form?: boolean | 'create';
  /** Included in export / import mapping. */
  exportable?: boolean;
  importable?: boolean;
  /**
   * Never listed, never filterable, never sortable, never returned (password, salt, tokens).
   * The list engine refuses it even if another flag says otherwise.
   */
  secret?: boolean;
}

export interface ResourceSchema {
  /** Stable name, e.g. 'sysUser'. */
  name: string;
  title: string;
  /** API base path, e.g. '/sys/user' (list = `${apiBase}/list`). */
  apiBase: string;
  /** Button permission prefix, e.g. 'system:user:' (add = prefix + 'add'). */
  permissionPrefix: string;
  /** Server table name (the only place a table name comes from). */
  table: string;
  fields: ResourceField[];
  /**
   * Route path of the menu that shows this resource (e.g. '/isystem/user'): the data rules a role
   * carries for that menu restrict every read, update, delete and export of the resource.
   */
  menuPath?: string;
  /** Default sort key (a field key with sort: true). */
  defaultSort?: { key: string; order: 'asc' | 'desc' };
}

/** camelCase → snake_case, the JeecgBoot property → column mapping. */
export function toColumnName(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

export function columnOf(field: ResourceField): string {
  return field.column ?? toColumnName(field.key);
}

export function findField(schema: ResourceSchema, key: string): ResourceField | undefined {
  return schema.fields.find((f) => f.key === key);
}

/** Fields the list engine may filter on (never secrets). */
export function isFilterable(field: ResourceField): boolean {
  return !field.secret && (field.filter === true || field.search !== undefined || field.sort === true);
}

export function isSortable(field: ResourceField): boolean {
  return !field.secret && field.sort === true;
}
