import {
  SUPER_QUERY_BUILDER_MESSAGES,
  completeRows,
  dbTypeOf,
  wireTypeOf,
  type BuilderField,
  type BuilderRow,
  type BuilderState,
  type BuilderValue,
} from './builder-model';
import { isQueryRule, toMatchType, type MatchType, type QueryRule } from './rules';

/**
 * Saved advanced queries (spec 002 §3 "Saved query", "Locally stored data", §5 messages): kept in
 * local storage under `JSuperQuerySaved_` + save code (or the route path), behind a two-call
 * storage interface so the flows are testable without a browser.
 */

export const SAVED_QUERY_PREFIX = 'JSuperQuerySaved_';

/** A saved row: the spec's advanced query item without `options` (JeecgBoot drops them too). */
export interface SavedRecord {
  field: string;
  rule: QueryRule;
  val: BuilderValue;
  type?: string;
  dbType?: string;
  dictCode?: string;
  dictTable?: string;
  dictText?: string;
  extendOption?: readonly [string, string];
  customReturnField?: string;
  popup?: Record<string, unknown>;
  formatStr?: string;
}

export interface SavedQuery {
  title: string;
  matchType: MatchType;
  records: SavedRecord[];
}

/** The few storage calls the saved queries need (the shells pass their local store). */
export interface SavedQueryStorage {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
}

/** `JSuperQuerySaved_` + the save code, or the current route path when no code is given. */
export function savedQueryKey(saveCode: string | null | undefined, routePath: string): string {
  return SAVED_QUERY_PREFIX + (saveCode ? saveCode : routePath);
}

function savedRecordOf(row: BuilderRow, field: BuilderField): SavedRecord {
  const record: SavedRecord = {
    field: field.key,
    rule: row.rule,
    val: row.val as BuilderValue,
    type: wireTypeOf(field),
  };
  const dbType = dbTypeOf(field);
  if (dbType) record.dbType = dbType;
  const extras = ['dictCode', 'dictTable', 'dictText', 'customReturnField', 'formatStr'] as const;
  for (const k of extras) if (field[k]) record[k] = field[k];
  if (field.extendOption) record.extendOption = field.extendOption;
  if (field.popup) record.popup = field.popup;
  return record;
}

function readValue(v: unknown): BuilderValue | undefined {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v as string[];
  return undefined;
}

/** Stored data is not trusted: malformed entries and records are skipped, not crashed on. */
function readSavedQuery(raw: unknown): SavedQuery | null {
  if (!raw || typeof raw !== 'object') return null;
  const { title, matchType, records } = raw as Record<string, unknown>;
  if (typeof title !== 'string' || !title || !Array.isArray(records)) return null;
  const good: SavedRecord[] = [];
  for (const r of records as unknown[]) {
    if (!r || typeof r !== 'object') continue;
    const rec = r as Record<string, unknown>;
    const val = readValue(rec.val);
    if (
      typeof rec.field !== 'string' ||
      typeof rec.rule !== 'string' ||
      !isQueryRule(rec.rule) ||
      val === undefined
    )
      continue;
    good.push({ ...(rec as unknown as SavedRecord), val });
  }
  return { title, matchType: toMatchType(matchType), records: good };
}

export function readSavedQueries(storage: SavedQueryStorage, key: string): SavedQuery[] {
  const raw = storage.get(key);
  if (!Array.isArray(raw)) return [];
  return raw.map(readSavedQuery).filter((q): q is SavedQuery => q !== null);
}

/** Records of the rows 查询 would send; none → 空条件不能保存. */
export function savedRecordsOf(
  state: BuilderState,
  fields: readonly BuilderField[],
): { ok: true; records: SavedRecord[] } | { ok: false; message: string } {
  const rows = completeRows(state.rows, fields);
  if (rows.length === 0) return { ok: false, message: SUPER_QUERY_BUILDER_MESSAGES.emptySave };
  return { ok: true, records: rows.map(({ row, field }) => savedRecordOf(row, field)) };
}

export type SavePlan =
  { kind: 'invalid'; message: string } | { kind: 'overwrite'; confirm: string } | { kind: 'new' };

/** The name check: empty → 保存名称不能为空; taken → the overwrite question; else a new entry. */
export function planSave(list: readonly SavedQuery[], name: string): SavePlan {
  const title = name.trim();
  if (!title) return { kind: 'invalid', message: SUPER_QUERY_BUILDER_MESSAGES.emptyName };
  if (list.some((q) => q.title === title))
    return { kind: 'overwrite', confirm: SUPER_QUERY_BUILDER_MESSAGES.overwrite(title) };
  return { kind: 'new' };
}

/** Replaces the entry with the same title in place, or appends. */
export function applySave(list: readonly SavedQuery[], entry: SavedQuery): SavedQuery[] {
  const at = list.findIndex((q) => q.title === entry.title);
  if (at < 0) return [...list, entry];
  return list.map((q, i) => (i === at ? entry : q));
}

/** How a shell asks and tells, for the save/delete flows below. */
export interface BuilderUi {
  warning(text: string): void;
  success(text: string): void;
  confirm(content: string): Promise<boolean>;
}

/** The saved list of one key, read and written through the storage. */
export function savedQueryStore(storage: SavedQueryStorage, key: string) {
  return {
    list: (): SavedQuery[] => readSavedQueries(storage, key),
    write(list: readonly SavedQuery[]): void {
      storage.set(key, list);
    },
  };
}

export type SavedQueryStore = ReturnType<typeof savedQueryStore>;

/**
 * The save-name dialog's OK: checks the rows and the name, asks before overwriting, stores.
 * Resolves the new list, or null when nothing was saved (the dialog stays open).
 */
export async function saveNamedQuery(
  store: SavedQueryStore,
  name: string,
  state: BuilderState,
  fields: readonly BuilderField[],
  ui: BuilderUi,
): Promise<SavedQuery[] | null> {
  const records = savedRecordsOf(state, fields);
  if (!records.ok) {
    ui.warning(records.message);
    return null;
  }
  const list = store.list();
  const plan = planSave(list, name);
  if (plan.kind === 'invalid') {
    ui.warning(plan.message);
    return null;
  }
  if (plan.kind === 'overwrite' && !(await ui.confirm(plan.confirm))) return null;
  const next = applySave(list, { title: name.trim(), matchType: state.matchType, records: records.records });
  store.write(next);
  ui.success(SUPER_QUERY_BUILDER_MESSAGES.saved);
  return next;
}

/**
 * Deletes the entry named `title` (names are unique) after 是否删除当前查询？; resolves the new
 * list, or null when the user kept it.
 */
export async function deleteSavedQuery(
  store: SavedQueryStore,
  title: string,
  ui: BuilderUi,
): Promise<SavedQuery[] | null> {
  if (!(await ui.confirm(SUPER_QUERY_BUILDER_MESSAGES.deleteConfirm))) return null;
  const next = store.list().filter((q) => q.title !== title);
  store.write(next);
  return next;
}
