import { randomBytes } from 'node:crypto';
import { SYS_USER_MESSAGES, sysUserSchema } from '../../../src/shared/domain/resources/sys-user';
import { columnOf } from '../../../src/shared/domain/resources/types';
import { importColumns, type ExcelColumn } from '../../../src/shared/domain/widgets/excel/columns';
import { USER_EXCEL } from '../../../src/shared/domain/widgets/excel/profiles';
import type { ValidatedRow } from '../../../src/shared/domain/widgets/excel/row-validate';
import type { Db } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { newId } from '../../lib/ids';
import { bulkInsert } from '../../lib/excel/bulk-insert';
import { cellOf, exportDicts, exportTable } from '../../lib/excel/export-run';
import type { ImportTarget } from '../../lib/excel/import-pipeline';
import { buildListWhere } from '../../lib/list-query/run-list';
import type { RawQuery } from '../../lib/list-query/query-input';
import { newSalt } from '../../lib/password';
import { SqlParams } from '../../lib/list-query/sql-params';
import { BizError } from '../../plugins/envelope';
import { assertHoldsTenants } from '../access/scope-guard';
import { rowTenantCondition } from '../access/tenant-scope';
import type { AuthContext } from '../session/auth-context';
import { withUniqueMessages } from './admin-service';
import {
  publicUserSelect,
  USER_MESSAGES,
  userFixedWhere,
  userScope,
  type PublicUserRow,
  type UserScope,
} from './user-scope';

const splitList = (text: string | null | undefined) =>
  (text ?? '')
    .split(/[,，]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');

/** The tenant's positions (and platform ones): code → name. */
async function tenantPositions(db: Db, tenantId: number | null): Promise<Map<string, string>> {
  const p = new SqlParams();
  const rows = await db.query<{ code: string; name: string }>(
    `SELECT s.code, s.name FROM sys_position s WHERE ${rowTenantCondition('s', p, tenantId, true)}
      ORDER BY s.tenant_id NULLS LAST`,
    p.values,
  );
  const map = new Map<string, string>();
  for (const r of rows) if (!map.has(r.code)) map.set(r.code, r.name);
  return map;
}

/** GET /sys/user/exportXls: the list's rows (same filters, scope and data rules), 职务 as names. */
export async function exportUsers(deps: AppDeps, auth: AuthContext, query: RawQuery) {
  const scope = await userScope(deps.db, auth);
  const positions = await tenantPositions(deps.db, scope.tenantId);
  return exportTable<PublicUserRow>(deps.db, {
    schema: sysUserSchema,
    alias: 'u',
    select: publicUserSelect('u'),
    from: 'sys_user u',
    query,
    fixedWhere: userFixedWhere(scope, 'u', 0),
    dataRules: scope.dataRules,
    toCells: async (rows, columns) => {
      const dicts = await exportDicts(deps.dicts, columns);
      return rows.map((row) =>
        columns.map((c) =>
          c.key === 'post'
            ? splitList(row.post)
                .map((code) => positions.get(code) ?? code)
                .join(',')
            : cellOf(c, row, dicts),
        ),
      );
    },
  });
}

const UNIQUE_CHECKS = [
  { key: 'username', column: 'username', message: SYS_USER_MESSAGES.usernameTaken },
  { key: 'phone', column: 'phone', message: SYS_USER_MESSAGES.phoneTaken },
  { key: 'email', column: 'email', message: SYS_USER_MESSAGES.emailTaken },
  { key: 'workNo', column: 'work_no', message: SYS_USER_MESSAGES.workNoTaken },
] as const;

/** Values of `key` already stored (the unique indexes are global: any tenant, deleted users too). */
async function takenValues(db: Db, column: string, values: string[]): Promise<Set<string>> {
  if (values.length === 0) return new Set();
  const rows = await db.query<{ v: string }>(
    `SELECT ${column} AS v FROM sys_user WHERE ${column} = ANY($1::varchar[])`,
    [values],
  );
  return new Set(rows.map((r) => r.v));
}

/**
 * An imported user has no known password: the stored hash is random bytes in the scrypt format,
 * which no password matches, so the account is usable only after an admin's 重置密码 (or the
 * user's SMS reset). No constant default password exists, and no scrypt runs per row.
 */
function unusablePassword(): string {
  return `scrypt$16384$8$1$${randomBytes(32).toString('base64')}`;
}

async function assertImportedInScope(tx: Db, scope: UserScope, ids: readonly string[]) {
  const p = new SqlParams();
  const { where } = buildListWhere({
    schema: sysUserSchema,
    alias: 'u',
    dataRules: scope.dataRules,
    params: p,
    fixedWhere: (q) => [...userFixedWhere(scope, 'u', 0)(q), `u.id = ANY(${q.add(ids)}::varchar[])`],
  });
  const [row] = await tx.query<{ n: string | number }>(
    `SELECT count(*) AS n FROM sys_user u WHERE ${where}`,
    p.values,
  );
  if (Number(row?.n ?? 0) !== ids.length) throw new BizError(USER_MESSAGES.outOfScope);
}

/** The user import: the add form's fields; 职务 by code or name of the tenant's positions. */
export async function userImportTarget(deps: AppDeps, auth: AuthContext): Promise<ImportTarget> {
  const scope = await userScope(deps.db, auth);
  return {
    profile: USER_EXCEL,
    tables: ['sys_user', 'sys_user_depart', 'sys_user_role'],
    async checkRows(rows) {
      for (const check of UNIQUE_CHECKS) {
        const values = rows.map((r) => r.values[check.key]).filter((v): v is string => typeof v === 'string');
        const taken = await takenValues(deps.db, check.column, [...new Set(values)]);
        for (const r of rows) if (taken.has(String(r.values[check.key]))) r.errors.push(check.message);
      }
      const positions = await tenantPositions(deps.db, scope.tenantId);
      const byName = new Map([...positions].map(([code, name]) => [name, code]));
      for (const r of rows) {
        const post = r.values.post;
        if (typeof post !== 'string') continue;
        const codes: string[] = [];
        for (const part of splitList(post)) {
          const code = positions.has(part) ? part : byName.get(part);
          if (code === undefined) r.errors.push(`职务不存在：${part.slice(0, 32)}`);
          else codes.push(code);
        }
        r.values.post = codes.length ? [...new Set(codes)].join(',') : null;
      }
    },
    async insertRows(tx: Db, rows: ValidatedRow[]) {
      // Imported users join the acting tenant: one the importer holds (scope-guard).
      await assertHoldsTenants(tx, scope.actor, [scope.tenantId]);
      const columns: readonly ExcelColumn[] = importColumns(sysUserSchema);
      const now = new Date();
      const ids: string[] = [];
      const fixed = [
        'id',
        'password',
        'salt',
        'status',
        'del_flag',
        'rel_tenant_ids',
        'create_by',
        'create_time',
      ];
      const tenant = scope.tenantId === null ? null : String(scope.tenantId);
      const data = rows.map((r) => {
        const id = newId();
        ids.push(id);
        return [
          ...columns.map((c) => r.values[c.key] ?? null),
          id,
          unusablePassword(),
          newSalt(),
          1,
          0,
          tenant,
          auth.user.username,
          now,
        ];
      });
      await withUniqueMessages({}, () =>
        bulkInsert(tx, 'sys_user', [...columns.map((c) => columnOf(c.field)), ...fixed], data),
      );
      await assertImportedInScope(tx, scope, ids);
    },
  };
}
