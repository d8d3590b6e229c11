// Small SQL pieces shared by the dashboard services: exact sums as text, and one scoped query.
import { normalizeMoney } from '../../../src/shared/domain/money/money';
import type { Db, Row } from '../../db/db';
import { SqlParams } from '../../lib/list-query/sql-params';
import type { Section } from './access';

/** Σ of a numeric(18,2) column as text, '0.00' when there are no rows (never a float). */
export const moneySum = (expr: string) => `COALESCE(SUM(${expr}), 0)::numeric(18,2)::text`;
/** Σ of a numeric(…,3) column (MW, kWh) as text with its 3 decimals. */
export const qtySum = (expr: string) => `COALESCE(SUM(${expr}), 0)::numeric(20,3)::text`;

export const money = (v: string | null | undefined): string => normalizeMoney(v) ?? '0.00';

/**
 * Runs `build(where, p)` as one query: `where` is the section's tenant + data-rule condition,
 * `p` the parameters it is bound in (add more through p.add).
 */
export function scoped<R extends Row>(
  db: Db,
  section: Section,
  build: (where: string, p: SqlParams) => string,
): Promise<R[]> {
  const p = new SqlParams();
  const where = section.where(p);
  const sql = build(where, p);
  return db.query<R>(sql, p.values);
}

/** 'YYYY-MM-DD' text of a date column. */
export const dateText = (expr: string) => `to_char(${expr}, 'YYYY-MM-DD')`;
