// Who may see which dashboard section, and under which conditions. A section is computed only for
// a caller holding the list permission of its module, and its WHERE is built by the list engine
// from the data rules of that module's menus (the plant rule for 电厂用户), never hand-rolled.
import { PERM } from '../../../src/shared/domain/permission/codes';
import type { ResourceField, ResourceSchema } from '../../../src/shared/domain/resources/types';
import { BIZ_PATHS } from '../../../src/shared/domain/routes/business-paths';
import type { Db } from '../../db/db';
import type { DataRuleCondition } from '../../lib/list-query/data-rules';
import { buildListWhere } from '../../lib/list-query/run-list';
import type { SqlParams } from '../../lib/list-query/sql-params';
import { heldPermissionIdsSql } from '../access/grants-sql';
import { effectiveTenantId } from '../access/tenant-scope';
import { bizScope } from '../business/scope';
import type { ScopedTable } from '../log/logged-writes';
import type { AuthContext } from '../session/auth-context';

const f = (key: string, column?: string): ResourceField => ({
  key,
  ...(column ? { column } : {}),
  title: key,
  kind: 'text',
  filter: true,
});

/** Only what the data rules may name: the plant (and the usual owner fields). */
function schemaOf(name: string, table: string, fields: ResourceField[]): ResourceSchema {
  return {
    name,
    title: name,
    apiBase: '/cwxt/dashboard',
    permissionPrefix: 'cwxt:dashboard:',
    table,
    fields,
  };
}
const OWNER = [f('createBy'), f('sysOrgCode')];

export type SectionKey = 'plants' | 'settlement' | 'invoices' | 'noticeTargets' | 'notices' | 'feedback';

interface SectionDef {
  /** Any one of these codes opens the section. */
  codes: readonly string[];
  /** The menus showing the module: their rules are ANDed, so a rule on any of them applies. */
  paths: readonly string[];
  table: string;
  alias: string;
  schema: ResourceSchema;
  /** The tenant condition (biz_notice_target has no tenant_id: its notice's is used). */
  tenantColumn: string;
}

const SECTIONS: Record<SectionKey, SectionDef> = {
  plants: {
    codes: [PERM.plant.list],
    paths: [BIZ_PATHS.plant],
    table: 'biz_plant',
    alias: 'p',
    schema: schemaOf('dashPlant', 'biz_plant', [f('id'), ...OWNER]),
    tenantColumn: 'p.tenant_id',
  },
  settlement: {
    codes: [PERM.settlement.list],
    paths: [BIZ_PATHS.settlement],
    table: 'biz_settlement_task',
    alias: 't',
    schema: schemaOf('dashTask', 'biz_settlement_task', [f('id'), f('plantId'), ...OWNER]),
    tenantColumn: 't.tenant_id',
  },
  invoices: {
    codes: [PERM.invoice.list, PERM.invoice.stats],
    paths: [BIZ_PATHS.invoicePool, BIZ_PATHS.invoiceSubmit, BIZ_PATHS.invoiceLedger, BIZ_PATHS.invoiceStats],
    table: 'biz_invoice',
    alias: 'i',
    schema: schemaOf('dashInvoice', 'biz_invoice', [f('id'), f('plantId'), ...OWNER]),
    tenantColumn: 'i.tenant_id',
  },
  /** The plant side of notices: the targets of the caller's plants (the 通知反馈 menu's rule). */
  noticeTargets: {
    codes: [PERM.notice.reply],
    paths: [BIZ_PATHS.noticeFeedback],
    table: 'biz_notice_target',
    alias: 'nt',
    schema: schemaOf('dashNoticeTarget', 'biz_notice_target', [f('id'), f('plantId')]),
    tenantColumn: 'n.tenant_id',
  },
  /** The grid side: every notice of the tenant (通知公文 carries no plant rule). */
  notices: {
    codes: [PERM.notice.list],
    paths: [BIZ_PATHS.notice],
    table: 'biz_notice',
    alias: 'n',
    schema: schemaOf('dashNotice', 'biz_notice', [f('id'), ...OWNER]),
    tenantColumn: 'n.tenant_id',
  },
  feedback: {
    codes: [PERM.feedback.list],
    paths: [BIZ_PATHS.feedback],
    table: 'biz_feedback',
    alias: 'f',
    schema: schemaOf('dashFeedback', 'biz_feedback', [f('id'), f('plantId'), ...OWNER]),
    tenantColumn: 'f.tenant_id',
  },
};

/** The codes of `wanted` the caller holds (one query; super users hold all, as the route policy says). */
export async function heldCodes(db: Db, auth: AuthContext, wanted: readonly string[]): Promise<Set<string>> {
  if (auth.isSuper) return new Set(wanted);
  const rows = await db.query<{ code: string }>(
    `SELECT DISTINCT c.code FROM sys_permission p
       CROSS JOIN LATERAL unnest(string_to_array(replace(coalesce(p.perms, ''), ' ', ''), ',')) AS c(code)
      WHERE p.del_flag = 0 AND p.menu_type = 2 AND p.status = '1'
        AND c.code = ANY ($3::text[])
        AND p.id IN (${heldPermissionIdsSql('$1', '$2')})`,
    [auth.user.id, effectiveTenantId(auth), [...wanted]],
  );
  return new Set(rows.map((r) => r.code));
}

/** A section the caller may read: its ScopedTable and a WHERE builder continuing given params. */
export interface Section {
  key: SectionKey;
  alias: string;
  table: ScopedTable;
  /** `(conditions)` of tenant + data rules, bound into `p`. */
  where(p: SqlParams): string;
}

function sectionOf(key: SectionKey, tenantId: number, dataRules: DataRuleCondition[]): Section {
  const def = SECTIONS[key];
  const table: ScopedTable = {
    table: def.table,
    schema: def.schema,
    alias: def.alias,
    fixedWhere: (p) => [`${def.tenantColumn} = ${p.add(tenantId)}::integer`],
    dataRules,
  };
  return {
    key,
    alias: def.alias,
    table,
    where: (p) => buildListWhere({ ...table, params: p }).where,
  };
}

export type Sections = Partial<Record<SectionKey, Section>>;

/**
 * The sections the caller may read, plus the action codes they hold (to-do kinds depend on them).
 * A section without its permission is simply absent: callers must skip it, never compute it unscoped.
 */
export async function resolveSections(
  db: Db,
  auth: AuthContext,
  keys: readonly SectionKey[],
  extraCodes: readonly string[] = [],
): Promise<{ sections: Sections; codes: Set<string> }> {
  const wanted = [...new Set([...keys.flatMap((k) => SECTIONS[k].codes), ...extraCodes])];
  const codes = await heldCodes(db, auth, wanted);
  const sections: Sections = {};
  for (const key of keys) {
    const def = SECTIONS[key];
    if (!def.codes.some((c) => codes.has(c))) continue;
    let tenantId = 0;
    const rules: DataRuleCondition[] = [];
    for (const path of def.paths) {
      const scope = await bizScope(db, auth, path);
      tenantId = scope.tenantId;
      rules.push(...scope.dataRules);
    }
    sections[key] = sectionOf(key, tenantId, rules);
  }
  return { sections, codes };
}
