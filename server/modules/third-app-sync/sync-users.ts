import { randomBytes } from 'node:crypto';
import {
  THIRD_APP_MESSAGES,
  THIRD_USER_ID_MAX,
  THIRD_USER_ID_PATTERN,
} from '../../../src/shared/domain/resources/third-app';
import type { Db } from '../../db/db';
import { recordDataVersion } from '../../lib/data-log/record-version';
import { newId } from '../../lib/ids';
import { newSalt } from '../../lib/password';
import { assertNotOwnScope, departsNotHeld, SCOPE_GRANT_MESSAGES } from '../access/scope-guard';
import type { DirectoryUser } from './directory';
import type { LocalDepart, SyncContext } from './sync-departs';

export interface UserSyncCounts {
  added: number;
  bound: number;
  updated: number;
  errors: string[];
}

interface BindingRow {
  [key: string]: unknown;
  third_user_id: string;
  sys_user_id: string;
  realname: string | null;
  rel_tenant_ids: string | null;
  del_flag: number;
}

interface LocalUserRow {
  [key: string]: unknown;
  id: string;
  username: string;
  rel_tenant_ids: string | null;
  del_flag: number;
}

const inTenant = (relTenantIds: string | null, tenantId: number) =>
  (relTenantIds ?? '').split(',').includes(String(tenantId));

// Usernames are 4–18 of [A-Za-z0-9_] (validateUsername); the prefix names the source app.
const USERNAME_MAX = 18;
const PREFIX = { wechat_enterprise: 'wx_', dingtalk: 'dd_' } as const;

/** A valid, unused username derived from the provider's userid. */
export async function usernameFor(
  tx: Db,
  ctx: Pick<SyncContext, 'thirdType'>,
  userid: string,
): Promise<string> {
  let base = userid.replace(/[^A-Za-z0-9_]/g, '_').slice(0, USERNAME_MAX);
  if (base.replace(/_/g, '') === '' || base.length < 4)
    base = `${PREFIX[ctx.thirdType]}${base}`.slice(0, USERNAME_MAX);
  base = base.padEnd(4, '0');
  for (let n = 1; n < 1000; n++) {
    const suffix = n === 1 ? '' : `_${n}`;
    const candidate = `${base.slice(0, USERNAME_MAX - suffix.length)}${suffix}`;
    // Deleted users keep their name (the unique index covers them): any row blocks the name.
    const taken = await tx.query('SELECT 1 FROM sys_user WHERE username = $1', [candidate]);
    if (taken.length === 0) return candidate;
  }
  // 999 namesakes: fall back to a random tail, still within the rules.
  return `${base.slice(0, 9)}_${randomBytes(4).toString('hex')}`;
}

/**
 * A password hash no password matches (verifyPassword accepts only `scrypt$…`): an imported user
 * signs in from the app until an administrator sets a password.
 */
const unusablePassword = () => `!unusable$${randomBytes(16).toString('hex')}`;

/**
 * The departments the sync may put this user in, under the scope rule every admin write follows
 * (server/modules/access/scope-guard.ts): never the runner's own account, only departments the
 * runner holds. What is left out is reported, not silently dropped.
 */
async function allowedDeparts(
  ctx: SyncContext,
  userId: string,
  name: string,
  departs: readonly LocalDepart[],
  errors: string[],
): Promise<readonly LocalDepart[]> {
  if (departs.length === 0) return departs;
  const actor = { userId: ctx.auth.user.id, tenantId: ctx.tenantId };
  try {
    await assertNotOwnScope(ctx.tx, actor, [userId], 'depart');
  } catch {
    errors.push(`${name}：${SCOPE_GRANT_MESSAGES.selfDepart}，未加入部门`);
    return [];
  }
  const refused = new Set(
    await departsNotHeld(
      ctx.tx,
      actor,
      departs.map((d) => d.id),
    ),
  );
  if (refused.size > 0)
    errors.push(`${name}：${SCOPE_GRANT_MESSAGES.departNotHeld}，未加入其中${refused.size}个部门`);
  return departs.filter((d) => !refused.has(d.id));
}

/** Adds the user to the departments (missing memberships only); the number added. */
async function joinDeparts(
  ctx: SyncContext,
  userId: string,
  u: DirectoryUser,
  wanted: readonly LocalDepart[],
  errors: string[],
): Promise<number> {
  const { tx } = ctx;
  const departs = await allowedDeparts(ctx, userId, u.name, wanted, errors);
  let added = 0;
  for (const d of departs) {
    const rows = await tx.query(
      `INSERT INTO sys_user_depart (id, user_id, dep_id) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, dep_id) DO NOTHING RETURNING id`,
      [newId(), userId, d.id],
    );
    added += rows.length;
  }
  // A user without a login department gets the first one, so data rules on orgCode see them.
  if (added > 0 && departs[0]) {
    await tx.query('UPDATE sys_user SET org_code = $1 WHERE id = $2 AND org_code IS NULL', [
      departs[0].orgCode,
      userId,
    ]);
  }
  return added;
}

async function bind(ctx: SyncContext, userId: string, u: DirectoryUser): Promise<void> {
  await ctx.tx.query(
    `INSERT INTO sys_third_account (id, sys_user_id, third_type, third_user_id, realname) VALUES ($1, $2, $3, $4, $5)`,
    [newId(), userId, ctx.thirdType, u.userid, u.name],
  );
}

async function createUser(
  ctx: SyncContext,
  u: DirectoryUser,
  wanted: readonly LocalDepart[],
  errors: string[],
): Promise<void> {
  const departs = await allowedDeparts(ctx, '', u.name, wanted, errors);
  const { tx } = ctx;
  const id = newId();
  // Another user (a deleted one included) may hold the address: the import then leaves it empty.
  const emailTaken = u.email
    ? (await tx.query('SELECT 1 FROM sys_user WHERE email = $1', [u.email])).length > 0
    : false;
  await tx.query(
    `INSERT INTO sys_user (id, username, realname, password, salt, phone, email, status, del_flag, rel_tenant_ids,
       org_code, user_identity, create_by, create_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 1, 0, $8, $9, 1, $10, now())`,
    [
      id,
      await usernameFor(tx, ctx, u.userid),
      u.name,
      unusablePassword(),
      newSalt(),
      u.mobile,
      emailTaken ? null : u.email,
      String(ctx.tenantId),
      departs[0]?.orgCode ?? null,
      ctx.actor,
    ],
  );
  await bind(ctx, id, u);
  await joinDeparts(ctx, id, u, departs, []);
  // 数据日志 sees an imported user like one added by hand.
  await recordDataVersion(tx, ctx.auth, 'sys_user', id);
}

/**
 * Imports the provider's users into the tenant: an existing binding is updated (name, missing
 * departments); an unbound user whose mobile matches a user of the tenant is bound to that user;
 * anyone else is created and bound. Users this sync may not touch are reported, not changed.
 */
export async function syncUsers(
  ctx: SyncContext,
  users: readonly DirectoryUser[],
  local: ReadonlyMap<string, LocalDepart>,
): Promise<UserSyncCounts> {
  const { tx, tenantId } = ctx;
  const counts: UserSyncCounts = { added: 0, bound: 0, updated: 0, errors: [] };
  const valid = users.filter((u) => {
    if (u.userid.length <= THIRD_USER_ID_MAX && THIRD_USER_ID_PATTERN.test(u.userid)) return true;
    counts.errors.push(THIRD_APP_MESSAGES.badUserid(u.name));
    return false;
  });
  const bindings = await tx.query<BindingRow>(
    `SELECT ta.third_user_id, ta.sys_user_id, ta.realname, u.rel_tenant_ids, u.del_flag
       FROM sys_third_account ta JOIN sys_user u ON u.id = ta.sys_user_id
      WHERE ta.third_type = $1 AND ta.third_user_id = ANY($2::varchar[])`,
    [ctx.thirdType, valid.map((u) => u.userid)],
  );
  const boundBy = new Map(bindings.map((b) => [b.third_user_id, b]));
  for (const u of valid) {
    const departs = u.deptIds.flatMap((d) => local.get(d) ?? []);
    const binding = boundBy.get(u.userid);
    if (binding) {
      if (binding.del_flag !== 0 || !inTenant(binding.rel_tenant_ids, tenantId)) {
        counts.errors.push(THIRD_APP_MESSAGES.boundElsewhere(u.name));
        continue;
      }
      let changed = (await joinDeparts(ctx, binding.sys_user_id, u, departs, counts.errors)) > 0;
      if (binding.realname !== u.name) {
        await tx.query(
          'UPDATE sys_third_account SET realname = $1 WHERE third_type = $2 AND third_user_id = $3',
          [u.name, ctx.thirdType, u.userid],
        );
        changed = true;
      }
      if (changed) counts.updated++;
      continue;
    }
    const [byPhone] = u.mobile
      ? await tx.query<LocalUserRow>(
          'SELECT id, username, rel_tenant_ids, del_flag FROM sys_user WHERE phone = $1',
          [u.mobile],
        )
      : [];
    if (!byPhone) {
      await createUser(ctx, u, departs, counts.errors);
      counts.added++;
      continue;
    }
    if (byPhone.del_flag !== 0 || !inTenant(byPhone.rel_tenant_ids, tenantId)) {
      counts.errors.push(THIRD_APP_MESSAGES.phoneElsewhere(u.name, u.mobile ?? ''));
      continue;
    }
    const other = await tx.query(
      'SELECT 1 FROM sys_third_account WHERE sys_user_id = $1 AND third_type = $2',
      [byPhone.id, ctx.thirdType],
    );
    if (other.length > 0) {
      counts.errors.push(THIRD_APP_MESSAGES.localUserBound(u.name, byPhone.username));
      continue;
    }
    await bind(ctx, byPhone.id, u);
    await joinDeparts(ctx, byPhone.id, u, departs, counts.errors);
    counts.bound++;
  }
  return counts;
}
