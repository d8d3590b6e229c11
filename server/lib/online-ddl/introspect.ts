// Reads an online form's physical table from the catalogue (information_schema for columns,
// pg_catalog for indexes) in the current schema. Names are bound parameters; the only SQL built
// from a name (the row and null counts) quotes it through the shared identifier rule.
import { parseCatalogDefault, physicalColumnType } from '../../../src/shared/domain/online/ddl-rules';
import { ONLINE_INDEX_NAME_PATTERN } from '../../../src/shared/domain/online/identifiers';
import type { Db, Row } from '../../db/db';
import { quoteIdent, quoteTable } from './sql';
import { NO_TABLE, type PhysicalColumn, type PhysicalIndex, type PhysicalTable } from './types';

interface ColumnRow extends Row {
  column_name: string;
  data_type: string;
  character_maximum_length: number | null;
  numeric_precision: number | null;
  numeric_scale: number | null;
  is_nullable: string;
  column_default: string | null;
}

interface IndexRow extends Row {
  name: string;
  is_unique: boolean;
  is_constraint: boolean;
  columns: string[];
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** Whether a table of that name exists in the current schema (any table, online or not). */
export async function tableExists(db: Db, table: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = $1`,
    [table],
  );
  return rows.length > 0;
}

async function readColumns(db: Db, table: string): Promise<PhysicalColumn[]> {
  const rows = await db.query<ColumnRow>(
    `SELECT column_name, data_type, character_maximum_length, numeric_precision, numeric_scale, is_nullable,
            column_default
       FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1
      ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((r) => ({
    name: r.column_name,
    type: physicalColumnType({
      dataType: r.data_type,
      charLength: num(r.character_maximum_length),
      numericPrecision: num(r.numeric_precision),
      numericScale: num(r.numeric_scale),
    }),
    nullable: r.is_nullable === 'YES',
    default: parseCatalogDefault(r.column_default),
  }));
}

async function readIndexes(db: Db, table: string): Promise<PhysicalIndex[]> {
  const rows = await db.query<IndexRow>(
    `SELECT i.relname::text AS name, ix.indisunique AS is_unique,
            (ix.indisprimary OR EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = ix.indexrelid)) AS is_constraint,
            array(SELECT a.attname::text
                    FROM unnest(ix.indkey::int2[]) WITH ORDINALITY AS k(attnum, n)
                    JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
                   ORDER BY k.n) AS columns
       FROM pg_index ix
       JOIN pg_class t ON t.oid = ix.indrelid
       JOIN pg_class i ON i.oid = ix.indexrelid
       JOIN pg_namespace s ON s.oid = t.relnamespace
      WHERE s.nspname = current_schema() AND t.relname = $1
      ORDER BY i.relname`,
    [table],
  );
  return rows.map((r) => ({
    name: r.name,
    unique: r.is_unique,
    constraint: r.is_constraint,
    columns: r.columns,
  }));
}

/** Null values per column (columns that fail the identifier rule are never counted: not ours). */
export async function countNulls(
  db: Db,
  table: string,
  columns: readonly string[],
): Promise<Record<string, number>> {
  const names = columns.filter((c) => ONLINE_INDEX_NAME_PATTERN.test(c));
  if (names.length === 0) return {};
  const list = names
    .map((c, i) => `count(*) FILTER (WHERE ${quoteIdent(c)} IS NULL)::int AS c${i}`)
    .join(', ');
  const [row] = await db.query(`SELECT ${list} FROM ${quoteTable(table)}`);
  return Object.fromEntries(names.map((c, i) => [c, Number(row?.[`c${i}`] ?? 0)]));
}

/**
 * The physical table as the planner sees it; `countNullsOf` picks the columns to count (the
 * planner's columnsToCount, which needs the columns first).
 */
export async function introspectTable(
  db: Db,
  table: string,
  countNullsOf: (columns: PhysicalColumn[]) => string[] = () => [],
): Promise<PhysicalTable> {
  if (!(await tableExists(db, table))) return NO_TABLE;
  const columns = await readColumns(db, table);
  const indexes = await readIndexes(db, table);
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${quoteTable(table)}`);
  const nullCounts = await countNulls(db, table, countNullsOf(columns));
  return { exists: true, columns, indexes, rowCount: Number(count?.n ?? 0), nullCounts };
}
