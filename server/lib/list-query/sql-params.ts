/**
 * Collects bound values and hands out `$n` placeholders, so fixed conditions written by a
 * service (tenant scope, del_flag, `id = …`) and generated ones share one numbering:
 *
 *   const p = new SqlParams();
 *   const where = `u.del_flag = ${p.add(0)} AND u.id = ${p.add(id)}`;
 *   await db.query(`SELECT … WHERE ${where}`, p.values);
 */

/** Casts a caller may attach to a placeholder; a fixed list, so no text from input reaches SQL. */
export type SqlCast = 'text' | 'bigint' | 'integer' | 'numeric' | 'date' | 'timestamptz' | 'boolean';

const CASTS: ReadonlySet<string> = new Set<SqlCast>([
  'text',
  'bigint',
  'integer',
  'numeric',
  'date',
  'timestamptz',
  'boolean',
]);

export class SqlParams {
  private readonly list: unknown[];

  /** `start`: values already bound by the caller ($1…$k); new placeholders continue from k+1. */
  constructor(start: readonly unknown[] = []) {
    this.list = [...start];
  }

  /** Binds `value` and returns its placeholder (`$n`, or `$n::cast`). */
  add(value: unknown, cast?: SqlCast): string {
    if (cast !== undefined && !CASTS.has(cast))
      throw new Error(`SqlParams: unsupported cast ${String(cast)}`);
    this.list.push(value);
    const placeholder = `$${this.list.length}`;
    return cast ? `${placeholder}::${cast}` : placeholder;
  }

  /** Binds every value and returns the comma-joined placeholders, e.g. `$3, $4, $5`. */
  addAll(values: readonly unknown[], cast?: SqlCast): string {
    return values.map((v) => this.add(v, cast)).join(', ');
  }

  /** The bound values in placeholder order (a copy). */
  get values(): unknown[] {
    return [...this.list];
  }

  get size(): number {
    return this.list.length;
  }
}
