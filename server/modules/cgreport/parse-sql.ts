// POST /online/cgreport/head/parseSql: check the SQL, run it with LIMIT 0 in the read-only
// transaction with every ${param} bound to NULL, and answer its columns and parameters.
import type { CgreportParseResult } from '../../../src/shared/domain/resources/cgreport';
import type { Db } from '../../db/db';
import { SqlParams } from '../../lib/list-query/sql-params';
import { checkReportSql, compileReportSql } from '../../lib/report-sql/guard';
import { fieldTypeOf, probeColumns, reportError, withReportConnection } from '../../lib/report-sql/run';

export async function parseReportSql(
  db: Db,
  sql: string,
  dbSource: string | null,
): Promise<CgreportParseResult> {
  let check;
  try {
    check = checkReportSql(sql, { ownDatabase: !dbSource });
  } catch (err) {
    throw reportError(err);
  }
  const p = new SqlParams();
  const bound = new Map<string, string>();
  const compiled = compileReportSql(check, (name) => {
    const known = bound.get(name);
    if (known) return known;
    const placeholder = p.add(null);
    bound.set(name, placeholder);
    return placeholder;
  });
  const columns = await withReportConnection(db, dbSource, (conn) => probeColumns(conn, compiled, p.values), {
    authoring: true,
  });
  return {
    fields: columns.map((c) => ({ fieldName: c.name, fieldTxt: c.name, fieldType: fieldTypeOf(c.typeOid) })),
    params: check.params,
  };
}
