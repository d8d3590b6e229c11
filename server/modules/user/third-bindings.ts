import type { InAppProvider } from '../../../src/shared/domain/contract/in-app-login';
import { IN_APP_MESSAGES } from '../../../src/shared/domain/contract/in-app-login';
import {
  THIRD_APP_MESSAGES,
  THIRD_USER_FIELDS,
  validateThirdUserId,
  type ThirdUserFieldKey,
} from '../../../src/shared/domain/resources/third-app';
import type { Db } from '../../db/db';
import { newId } from '../../lib/ids';
import { BizError } from '../../plugins/envelope';

/**
 * The user form's 企业微信UserId / 钉钉UserId: stored as sys_third_account rows (the same rows the
 * in-app sign-in and the account centre use), one per app and user, one user per app account.
 */

/** What the body asks per app: a userid, null (clear the binding), absent (leave it alone). */
export type ThirdIdChanges = Partial<Record<InAppProvider, string | null>>;

export type ThirdUserIds = Record<ThirdUserFieldKey, string | null>;

/** Reads and checks the binding fields of an add/edit body; a bad value throws its message. */
export function readThirdUserIds(body: Readonly<Record<string, unknown>>): ThirdIdChanges {
  const out: ThirdIdChanges = {};
  for (const f of THIRD_USER_FIELDS) {
    const raw = body[f.key];
    if (raw === undefined) continue;
    if (raw !== null && typeof raw !== 'string')
      throw new BizError(THIRD_APP_MESSAGES.userIdInvalid(f.title));
    const message = validateThirdUserId(f.title)(raw);
    if (message) throw new BizError(message);
    const text = typeof raw === 'string' ? raw.trim() : '';
    out[f.thirdType] = text === '' ? null : text;
  }
  return out;
}

/** Applies the changes to one user (inside the caller's transaction). */
export async function saveThirdUserIds(tx: Db, userId: string, changes: ThirdIdChanges): Promise<void> {
  for (const [type, userid] of Object.entries(changes) as Array<[InAppProvider, string | null]>) {
    if (userid === null) {
      await tx.query('DELETE FROM sys_third_account WHERE sys_user_id = $1 AND third_type = $2', [
        userId,
        type,
      ]);
      continue;
    }
    const taken = await tx.query(
      'SELECT 1 FROM sys_third_account WHERE third_type = $1 AND third_user_id = $2 AND sys_user_id <> $3',
      [type, userid, userId],
    );
    if (taken.length > 0) throw new BizError(IN_APP_MESSAGES.accountTaken(type));
    // The unique index (sys_user_id, third_type) makes this an upsert of the user's one binding;
    // a changed userid drops the app profile name learnt at sign-in (it was another account's).
    await tx.query(
      `INSERT INTO sys_third_account (id, sys_user_id, third_type, third_user_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (sys_user_id, third_type) DO UPDATE SET third_user_id = EXCLUDED.third_user_id,
         realname = CASE WHEN sys_third_account.third_user_id = EXCLUDED.third_user_id
                         THEN sys_third_account.realname END,
         avatar = CASE WHEN sys_third_account.third_user_id = EXCLUDED.third_user_id
                       THEN sys_third_account.avatar END`,
      [newId(), userId, type, userid],
    );
  }
}

/** user id → its bound WeCom / DingTalk userids (for the admin list and queryById). */
export async function thirdUserIdsOf(db: Db, userIds: readonly string[]): Promise<Map<string, ThirdUserIds>> {
  const out = new Map<string, ThirdUserIds>();
  if (userIds.length === 0) return out;
  const rows = await db.query<{ sys_user_id: string; third_type: InAppProvider; third_user_id: string }>(
    `SELECT sys_user_id, third_type, third_user_id FROM sys_third_account WHERE sys_user_id = ANY($1::varchar[])`,
    [userIds],
  );
  for (const id of userIds) out.set(id, { wecomUserId: null, dingtalkUserId: null });
  for (const r of rows) {
    const field = THIRD_USER_FIELDS.find((f) => f.thirdType === r.third_type);
    const entry = out.get(r.sys_user_id);
    if (field && entry) entry[field.key] = r.third_user_id;
  }
  return out;
}

/**
 * Each user's bindings as a select column (`list_third_ids`: third_type → userid, or null), for
 * lists that read them with the page instead of in a statement of their own.
 */
export const thirdIdsColumn = (alias: string): string =>
  `(SELECT json_object_agg(a.third_type, a.third_user_id) FROM sys_third_account a
     WHERE a.sys_user_id = ${alias}.id) AS list_third_ids`;

/** The `list_third_ids` column's value → the binding fields. */
export function thirdIdsFromColumn(raw: unknown): ThirdUserIds {
  const out: ThirdUserIds = { wecomUserId: null, dingtalkUserId: null };
  const parsed: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
  if (!parsed || typeof parsed !== 'object') return out;
  const byType = parsed as Record<string, unknown>;
  for (const f of THIRD_USER_FIELDS) {
    const value = byType[f.thirdType];
    if (typeof value === 'string') out[f.key] = value;
  }
  return out;
}

/** The records with their binding fields added. */
export async function withThirdUserIds<T extends { id: string }>(
  db: Db,
  records: readonly T[],
): Promise<Array<T & ThirdUserIds>> {
  const ids = await thirdUserIdsOf(
    db,
    records.map((r) => r.id),
  );
  return records.map((r) => ({ ...r, ...(ids.get(r.id) ?? { wecomUserId: null, dingtalkUserId: null }) }));
}
