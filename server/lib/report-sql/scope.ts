// The data scope an SQL report runs under: the report's declared plant and tenant columns compared
// with the reader's plants and tenant, as conditions over the wrapped result `r`
// (SELECT * FROM (<report sql>) r WHERE …), so the report's own SQL can never widen them.
import type { SqlParams } from '../list-query/sql-params';
import { quoteIdent } from './run';

export interface ReportScope {
  /** Result column of the plant id, and the plants the reader may see (empty: none). */
  plant: { column: string; ids: readonly string[] } | null;
  /** Result column of the tenant id, and the reader's tenant (null: rows without a tenant only). */
  tenant: { column: string; id: number | null } | null;
}

export const NO_SCOPE: ReportScope = { plant: null, tenant: null };

/**
 * The scope's conditions over `r`. Values are compared as text so that a column of any type
 * (varchar ids, integer tenants) compares the same way; NULL never matches.
 */
export function scopeConditions(scope: ReportScope, p: SqlParams): string[] {
  const out: string[] = [];
  if (scope.tenant) {
    const column = `r.${quoteIdent(scope.tenant.column)}`;
    out.push(
      scope.tenant.id === null ? `${column} IS NULL` : `${column}::text = ${p.add(String(scope.tenant.id))}`,
    );
  }
  if (scope.plant) {
    const column = `r.${quoteIdent(scope.plant.column)}`;
    out.push(`${column}::text = ANY (${p.add([...scope.plant.ids])}::text[])`);
  }
  return out;
}
