// Renders planned operations as SQL. Every identifier goes through quoteIdent, which accepts only
// names passing the designer's identifier rule; types come from columnTypeSql (fixed words and
// numbers); defaults come from validated literals (defaultSql). No designer text is pasted in.
import {
  ONLINE_IDENTIFIER_PATTERN,
  ONLINE_INDEX_NAME_PATTERN,
} from '../../../src/shared/domain/online/identifiers';
import { columnTypeSql, defaultSql } from '../../../src/shared/domain/online/ddl-rules';
import { REPORT_ROLE } from '../report-sql/role';
import type { ColumnDef, Operation } from './types';

/**
 * A double-quoted identifier. Names must pass the shared rule (lower-case letters, digits and
 * underscores, starting with a letter; 63 characters at most), so the quotes never change meaning
 * and no name can carry a quote, space or statement separator.
 */
export function quoteIdent(name: string): string {
  if (!ONLINE_INDEX_NAME_PATTERN.test(name))
    throw new Error(`refusing to quote the identifier ${JSON.stringify(name)}`);
  return `"${name}"`;
}

/** A table name: the stricter 50-character rule of designed tables. */
export function quoteTable(name: string): string {
  if (!ONLINE_IDENTIFIER_PATTERN.test(name))
    throw new Error(`refusing to quote the table ${JSON.stringify(name)}`);
  return quoteIdent(name);
}

function columnSql(c: ColumnDef): string {
  const type = columnTypeSql(c.type);
  const parts = [quoteIdent(c.name), type];
  if (c.default) parts.push(`DEFAULT ${defaultSql(c.default, c.type)}`);
  if (c.primaryKey) parts.push('PRIMARY KEY');
  else if (c.notNull) parts.push('NOT NULL');
  return parts.join(' ');
}

/** The statement(s) of one operation, in order. */
export function operationSql(op: Operation): string[] {
  switch (op.kind) {
    case 'createTable':
      // Online form data is business data: SQL reports (which run as REPORT_ROLE) may read it.
      return [
        `CREATE TABLE ${quoteTable(op.table)} (${op.columns.map(columnSql).join(', ')})`,
        `GRANT SELECT ON ${quoteTable(op.table)} TO ${REPORT_ROLE}`,
      ];
    case 'dropTable':
      return [`DROP TABLE ${quoteTable(op.table)}`];
    case 'addColumn':
      return [`ALTER TABLE ${quoteTable(op.table)} ADD COLUMN ${columnSql(op.column)}`];
    case 'copyColumn': {
      const from = quoteIdent(op.from);
      return [
        `UPDATE ${quoteTable(op.table)} SET ${quoteIdent(op.to)} = ${from}::${columnTypeSql(op.type)} WHERE ${from} IS NOT NULL`,
      ];
    }
    case 'alterType': {
      const col = quoteIdent(op.column);
      const type = columnTypeSql(op.type);
      return [`ALTER TABLE ${quoteTable(op.table)} ALTER COLUMN ${col} TYPE ${type} USING ${col}::${type}`];
    }
    case 'setDefault':
      return [
        `ALTER TABLE ${quoteTable(op.table)} ALTER COLUMN ${quoteIdent(op.column)} SET DEFAULT ${defaultSql(op.literal, op.type)}`,
      ];
    case 'dropDefault':
      return [`ALTER TABLE ${quoteTable(op.table)} ALTER COLUMN ${quoteIdent(op.column)} DROP DEFAULT`];
    case 'setNotNull':
      return [`ALTER TABLE ${quoteTable(op.table)} ALTER COLUMN ${quoteIdent(op.column)} SET NOT NULL`];
    case 'dropNotNull':
      return [`ALTER TABLE ${quoteTable(op.table)} ALTER COLUMN ${quoteIdent(op.column)} DROP NOT NULL`];
    case 'dropColumn':
      return [`ALTER TABLE ${quoteTable(op.table)} DROP COLUMN ${quoteIdent(op.column)}`];
    case 'createIndex':
      return [
        `CREATE ${op.unique ? 'UNIQUE ' : ''}INDEX ${quoteIdent(op.name)} ON ${quoteTable(op.table)} (${op.columns.map(quoteIdent).join(', ')})`,
      ];
    case 'dropIndex':
      return [`DROP INDEX ${quoteIdent(op.name)}`];
  }
}

/** Every statement of a plan, in order. */
export function planSql(operations: readonly Operation[]): string[] {
  return operations.flatMap(operationSql);
}
