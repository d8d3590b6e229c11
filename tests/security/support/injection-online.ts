import { expect } from 'vitest';
import type { Db } from '../../../server/db/db';
import { DDL_MESSAGES } from '../../../src/shared/domain/online/ddl-rules';
import { ONLINE_MESSAGES } from '../../../src/shared/domain/online/form-design';
import { expectSafe, isRefusal, type AttackResult } from './injection-shapes';

/**
 * Helpers of the online report / online form injection corpus: a catalogue snapshot (so a sync can
 * be shown to have run no injected DDL), the designer's own messages as one matcher, and the check
 * of an export answer (a spreadsheet or a refusal, never an error page).
 */

/** Every object a DDL statement could leave behind, as comparable text lines. */
export async function catalogue(db: Db): Promise<Set<string>> {
  const out = new Set<string>();
  const add = (kind: string, rows: Array<Record<string, unknown>>) => {
    for (const r of rows) out.add(`${kind}:${Object.values(r).map(String).join('|')}`);
  };
  add(
    'table',
    await db.query(
      `SELECT table_schema, table_name, table_type FROM information_schema.tables
        WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`,
    ),
  );
  add(
    'column',
    await db.query(
      `SELECT table_schema, table_name, column_name, data_type, character_maximum_length, column_default
         FROM information_schema.columns WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`,
    ),
  );
  add('index', await db.query(`SELECT schemaname, indexname, indexdef FROM pg_indexes`));
  // Functions outside the engine's own schemas (CREATE FUNCTION would add one).
  add(
    'function',
    await db.query(
      `SELECT n.nspname, p.proname, pg_get_function_identity_arguments(p.oid) AS args
         FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')`,
    ),
  );
  add(
    'trigger',
    await db.query(`SELECT tgrelid::regclass::text AS rel, tgname FROM pg_trigger WHERE NOT tgisinternal`),
  );
  return out;
}

/** What appeared and what went between two catalogue snapshots. */
export function catalogueDiff(before: Set<string>, after: Set<string>) {
  return {
    added: [...after].filter((x) => !before.has(x)).sort(),
    removed: [...before].filter((x) => !after.has(x)).sort(),
  };
}

/** Asserts that the catalogue changed by exactly `expected` additions (lines matching them) and lost nothing. */
export function expectCatalogue(
  before: Set<string>,
  after: Set<string>,
  allowed: RegExp | null,
  label: string,
) {
  const { added, removed } = catalogueDiff(before, after);
  expect(removed, `${label}: removed from the catalogue`).toEqual([]);
  const unexpected = allowed ? added.filter((x) => !allowed.test(x)) : added;
  expect(unexpected, `${label}: unexpected catalogue objects`).toEqual([]);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MARK = '\u0001';

/** A message table (strings and functions of names) as anchored patterns; function arguments match anything. */
function patternsOf(messages: Record<string, unknown>): RegExp[] {
  return Object.values(messages).map((m) => {
    if (typeof m === 'string') return new RegExp(`^${escape(m)}$`);
    const fn = m as (...args: unknown[]) => string;
    // Most take names; a few take a list of steps.
    let text: string;
    try {
      text = fn(MARK, MARK, MARK);
    } catch {
      text = fn([MARK], MARK);
    }
    return new RegExp(`^${escape(text).split(MARK).join('[\\s\\S]*')}$`);
  });
}

const DESIGNER_PATTERNS = [
  ...patternsOf(ONLINE_MESSAGES as unknown as Record<string, unknown>),
  ...patternsOf(DDL_MESSAGES as unknown as Record<string, unknown>),
  /^请求参数不正确/,
];

/** Whether a message is one of the designer's (or the sync's) own Chinese messages, or the schema refusal. */
export function isDesignerMessage(message: string): boolean {
  return DESIGNER_PATTERNS.some((p) => p.test(message));
}

/** Refused with one of the designer's messages (and safe: no 5xx, no leak, in time). */
export function expectDesignerRefusal(r: AttackResult): void {
  expectSafe(r);
  expect(r.body.success, `${r.label}: accepted`).toBe(false);
  expect(isDesignerMessage(r.body.message), `${r.label}: not a designer message: ${r.body.message}`).toBe(
    true,
  );
}

/** An export answer: a refusal with a Chinese message, or a spreadsheet (xlsx or xls: not JSON). */
export function expectExportSafe(r: AttackResult): void {
  expect(r.status, `${r.label}: status`).toBeLessThan(500);
  if (r.status === 200 && !r.raw.startsWith('{')) return;
  expectSafe(r);
  expect(isRefusal(r), `${r.label}: neither a file nor a refusal: ${r.raw.slice(0, 200)}`).toBe(true);
}
