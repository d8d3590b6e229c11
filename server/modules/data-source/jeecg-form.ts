/** JeecgBoot's code for PostgreSQL in its 数据库类型 dictionary (database_type). */
export const JEECG_POSTGRES_TYPE = '6';

// jdbc:postgresql://host[:port]/database[?options]: the URL JeecgBoot's data source form sends.
const JDBC_POSTGRES = /^jdbc:postgresql:\/\/([^/:?#;\s]+)(?::(\d{1,5}))?\/([^/?#;\s]+)/i;

const blank = (v: unknown) => v === undefined || v === null || v === '';

/**
 * JeecgBoot's data source form (dbType code, dbUrl, dbUsername, dbPassword) in our fields
 * (host, port, database, username, password). Our own fields win when both are sent; a URL that
 * is not a PostgreSQL JDBC URL gives no host, so the save is refused as missing one.
 */
export function fromJeecgForm(body: Record<string, unknown>): Record<string, unknown> {
  const { dbUrl, dbDriver: _driver, dbName: _name, dbUsername, dbPassword, ...rest } = body;
  const out: Record<string, unknown> = { ...rest };
  if (String(out.dbType ?? '').trim() === JEECG_POSTGRES_TYPE) out.dbType = 'postgresql';
  const url = typeof dbUrl === 'string' ? JDBC_POSTGRES.exec(dbUrl.trim()) : null;
  if (url && blank(out.host)) {
    out.host = url[1];
    if (blank(out.port) && url[2]) out.port = Number(url[2]);
    if (blank(out.database)) out.database = url[3];
  }
  if (blank(out.username) && !blank(dbUsername)) out.username = dbUsername;
  if (blank(out.password) && !blank(dbPassword)) out.password = dbPassword;
  return out;
}
