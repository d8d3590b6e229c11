import type { ResourceField, ResourceSchema } from '../../../../shared/domain/resources/types';
import { sysUserSchema } from '../../../../shared/domain/resources/sys-user';

/** The user columns the member lists show (role users, department users, the user picker). */
const MEMBER_COLUMNS = ['username', 'realname', 'phone', 'orgCodeTxt', 'status'] as const;
/** Searched as "contains" by the member lists and the picker. */
const MEMBER_SEARCH = new Set<string>(['username', 'realname']);

/**
 * A view of the user schema for member lists: the same fields, titles and dictionaries, only
 * fewer columns and a two-field search. It is not a new resource: the server's list engine still
 * checks every filter against the real user schema.
 */
export const memberViewSchema: ResourceSchema = {
  ...sysUserSchema,
  fields: sysUserSchema.fields
    .filter((f) => (MEMBER_COLUMNS as readonly string[]).includes(f.key))
    .map((f): ResourceField => ({
      ...f,
      list: true,
      sort: false,
      search: MEMBER_SEARCH.has(f.key) ? 'like' : undefined,
      form: false,
    })),
};
