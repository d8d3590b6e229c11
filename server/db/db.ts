/** A row as the driver returns it. */
export type Row = Record<string, unknown>;

/**
 * The one database seam. Both engines speak the same Postgres dialect, so services write plain
 * parameterised SQL ($1, $2 …) and never know which engine runs it.
 */
export interface Db {
  readonly kind: 'pglite' | 'pg';
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a multi-statement script without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs fn in one transaction. Inside fn use only the tx handle (PGlite has one connection). */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function one<T extends Row>(
  db: Db,
  sql: string,
  params?: readonly unknown[],
): Promise<T | null> {
  const rows = await db.query<T>(sql, params);
  return rows[0] ?? null;
}
