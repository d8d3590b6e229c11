import { BizError } from '../../plugins/envelope';
import type { Db } from '../../db/db';

/** Messages shared by every grant screen (role, department, department role). */
export const GRANT_SAVE_MESSAGES = {
  saved: '保存成功！',
  badIds: '权限ID格式不正确',
  tooMany: '一次最多授权 5000 个权限',
  unknownPermission: '所选权限不存在或已删除',
} as const;

const ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
const MAX_IDS = 5000;

/** "a,b,c" (or an array) → unique ids in order; anything that is not an id is refused. */
export function parseIdList(raw: unknown): string[] {
  if (raw === undefined || raw === null || raw === '') return [];
  const parts = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : null;
  if (!parts) throw new BizError(GRANT_SAVE_MESSAGES.badIds);
  const ids: string[] = [];
  for (const part of parts) {
    if (typeof part !== 'string') throw new BizError(GRANT_SAVE_MESSAGES.badIds);
    const id = part.trim();
    if (id === '') continue;
    if (!ID_PATTERN.test(id)) throw new BizError(GRANT_SAVE_MESSAGES.badIds);
    if (!ids.includes(id)) ids.push(id);
  }
  if (ids.length > MAX_IDS) throw new BizError(GRANT_SAVE_MESSAGES.tooMany);
  return ids;
}

export interface GrantChange {
  add: string[];
  remove: string[];
}

/**
 * JeecgBoot's save semantics: what the screen added (`permissionIds` − `lastpermissionIds`) and
 * removed (`lastpermissionIds` − `permissionIds`), applied to the stored grants, so two people
 * editing different parts of one role do not undo each other. Without `last` the wanted list
 * replaces the stored one. The result holds only real changes (stored state considered).
 */
export function grantChange(
  stored: ReadonlySet<string>,
  wanted: string[],
  last: string[] | null,
): GrantChange {
  const wantedSet = new Set(wanted);
  if (last === null) {
    return {
      add: wanted.filter((id) => !stored.has(id)),
      remove: [...stored].filter((id) => !wantedSet.has(id)),
    };
  }
  const lastSet = new Set(last);
  return {
    add: wanted.filter((id) => !lastSet.has(id) && !stored.has(id)),
    remove: last.filter((id) => !wantedSet.has(id) && stored.has(id)),
  };
}

/** Refuses ids that are not live permission rows (deleted or never existed). */
export async function assertPermissionsExist(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db.query<{ n: string | number }>(
    'SELECT count(*) AS n FROM sys_permission WHERE del_flag = 0 AND id = ANY($1::varchar[])',
    [ids],
  );
  if (Number(rows[0]?.n ?? 0) !== ids.length) throw new BizError(GRANT_SAVE_MESSAGES.unknownPermission);
}

/** Permission ids among `ids` whose perms carry one of `codes` (comma lists, spaces ignored). */
export async function idsCarryingCodes(db: Db, ids: string[], codes: readonly string[]): Promise<string[]> {
  if (ids.length === 0 || codes.length === 0) return [];
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM sys_permission
      WHERE id = ANY($1::varchar[])
        AND string_to_array(replace(coalesce(perms, ''), ' ', ''), ',') && $2::text[]`,
    [ids, [...codes]],
  );
  return rows.map((r) => r.id);
}
