// Plans the DDL that makes a physical table match an online form's design (pure: the design and
// a description of the table in, ordered operations out). Order within a sync: drop stale indexes,
// add columns, copy renamed data, alter types, defaults, nullability, drop columns, create indexes.
// Destructive steps (drops, narrowing type changes, force) are flagged and name their backups.
import {
  columnTypeOf,
  columnTypeSql,
  DDL_MESSAGES as M,
  defaultLiteralOf,
  foreignKeyIndexName,
  SYSTEM_LIST_INDEX_COLUMNS,
  systemListIndexName,
  sameDefault,
  typeChange,
  type ColumnType,
} from '../../../src/shared/domain/online/ddl-rules';
import { splitIndexFields, type OnlineFormDesign } from '../../../src/shared/domain/online/form-design';
import type { ColumnDef, Operation, PhysicalIndex, PhysicalTable, SyncPlan } from './types';

export type SyncMode = 'normal' | 'force';

const varchar = (length: number): ColumnType => ({ kind: 'varchar', length });
const column = (name: string, type: ColumnType, extra: Partial<ColumnDef> = {}): ColumnDef => ({
  name,
  type,
  notNull: false,
  default: null,
  ...extra,
});

/** The engine's columns of every online table (o-common "Physical tables"). */
export const SYSTEM_COLUMN_DEFS: readonly ColumnDef[] = [
  column('id', varchar(36), { notNull: true, primaryKey: true }),
  column('create_by', varchar(32)),
  column('create_time', { kind: 'timestamptz' }),
  column('update_by', varchar(32)),
  column('update_time', { kind: 'timestamptz' }),
  column('sys_org_code', varchar(64)),
  column('tenant_id', { kind: 'integer' }),
];
/** Tree forms also keep the parent id and the has-children flag. */
export const TREE_COLUMN_DEFS: readonly ColumnDef[] = [
  column('pid', varchar(36)),
  column('has_child', { kind: 'char', length: 1 }),
];

interface DesiredColumn extends ColumnDef {
  /** A designed field's name at the last sync, when it differs (rename = add + copy + drop). */
  renamedFrom?: string;
}

interface DesiredIndex {
  name: string;
  columns: string[];
  unique: boolean;
}

/** The columns the design wants, in table order, plus refusals for types and defaults that cannot be built. */
function desiredColumns(design: OnlineFormDesign, refusals: string[]): DesiredColumn[] {
  const out: DesiredColumn[] = [
    ...SYSTEM_COLUMN_DEFS,
    ...(design.head.isTree === 'Y' ? TREE_COLUMN_DEFS : []),
  ];
  for (const field of design.fields) {
    const type = columnTypeOf(field);
    if (!type) {
      refusals.push(M.dbTypeUnknown(field.dbFieldName));
      continue;
    }
    const checked = defaultLiteralOf(field);
    if (!checked.ok) refusals.push(checked.message);
    const old = field.dbFieldNameOld;
    out.push({
      ...column(field.dbFieldName, type, {
        notNull: field.dbIsNull === 'N',
        default: checked.ok ? checked.literal : null,
      }),
      ...(old && old !== field.dbFieldName ? { renamedFrom: old } : {}),
    });
  }
  return out;
}

/**
 * Designed indexes, the list index every online table has (tenant, creation time), and one per
 * sub-table foreign key column not already leading an index.
 */
export function desiredIndexes(design: OnlineFormDesign): DesiredIndex[] {
  const out: DesiredIndex[] = design.indexes.map((i) => ({
    name: i.indexName,
    columns: splitIndexFields(i.indexField),
    unique: i.indexType === 'unique',
  }));

  for (const field of design.fields) {
    if (!field.mainTable || !field.mainField) continue;
    if (out.some((i) => i.columns[0] === field.dbFieldName)) continue;
    out.push({
      name: foreignKeyIndexName(design.head.tableName, field.dbFieldName),
      columns: [field.dbFieldName],
      unique: false,
    });
  }
  out.push({
    name: systemListIndexName(design.head.tableName),
    columns: [...SYSTEM_LIST_INDEX_COLUMNS],
    unique: false,
  });
  return out;
}

/** The columns whose null count the planner needs: designed NOT NULL, physically nullable. */
export function columnsToCount(design: OnlineFormDesign, physical: Pick<PhysicalTable, 'columns'>): string[] {
  const nullable = new Set(physical.columns.filter((c) => c.nullable).map((c) => c.name));
  const names: string[] = [];
  for (const f of design.fields) {
    if (f.dbIsNull !== 'N') continue;
    if (nullable.has(f.dbFieldName)) names.push(f.dbFieldName);
    else if (f.dbFieldNameOld && nullable.has(f.dbFieldNameOld)) names.push(f.dbFieldNameOld);
  }
  return names;
}

const sameIndex = (p: PhysicalIndex, d: DesiredIndex): boolean =>
  p.unique === d.unique && p.columns.join(',') === d.columns.join(',');

function createIndexOp(table: string, d: DesiredIndex): Operation {
  return { kind: 'createIndex', table, ...d, destructive: false, description: M.createIndex(d.name) };
}

function createTableOps(table: string, columns: DesiredColumn[], indexes: DesiredIndex[]): Operation[] {
  const defs: ColumnDef[] = columns.map(({ renamedFrom: _renamed, ...def }) => def);
  return [
    { kind: 'createTable', table, columns: defs, destructive: false, description: M.createTable(table) },
    ...indexes.map((d) => createIndexOp(table, d)),
  ];
}

/** The ordered operations that bring `physical` to `design` (mode force: drop and recreate). */
export function planSync(design: OnlineFormDesign, physical: PhysicalTable, mode: SyncMode): SyncPlan {
  const table = design.head.tableName;
  const refusals: string[] = [];
  const columns = desiredColumns(design, refusals);
  const indexes = desiredIndexes(design);
  if (!physical.exists) return { table, operations: createTableOps(table, columns, indexes), refusals };
  if (mode === 'force') {
    const backup = physical.columns.map((c) => c.name).filter((n) => n !== 'id');
    const drop: Operation = {
      kind: 'dropTable',
      table,
      destructive: true,
      backup,
      description: M.dropTable(table),
    };
    return { table, operations: [drop, ...createTableOps(table, columns, indexes)], refusals };
  }
  return { table, operations: alterOps(table, columns, indexes, physical, refusals), refusals };
}

function alterOps(
  table: string,
  columns: DesiredColumn[],
  indexes: DesiredIndex[],
  physical: PhysicalTable,
  refusals: string[],
): Operation[] {
  const have = new Map(physical.columns.map((c) => [c.name, c]));
  const wanted = new Set(columns.map((c) => c.name));
  const steps = {
    dropIndex: [] as Operation[],
    add: [] as Operation[],
    copy: [] as Operation[],
    alter: [] as Operation[],
    defaults: [] as Operation[],
    nulls: [] as Operation[],
    drop: [] as Operation[],
    createIndex: [] as Operation[],
  };
  const renamedAway = new Map<string, string>(); // old physical name → new name

  for (const d of columns) {
    const p = have.get(d.name);
    if (!p) {
      const from =
        d.renamedFrom &&
        have.has(d.renamedFrom) &&
        !wanted.has(d.renamedFrom) &&
        !renamedAway.has(d.renamedFrom)
          ? d.renamedFrom
          : undefined;
      const added: ColumnDef = { ...d, notNull: false };
      steps.add.push({
        kind: 'addColumn',
        table,
        column: added,
        destructive: false,
        description: M.addColumn(d.name),
      });
      if (from) {
        renamedAway.set(from, d.name);
        steps.copy.push({
          kind: 'copyColumn',
          table,
          from,
          to: d.name,
          type: d.type,
          destructive: false,
          description: M.copyColumn(from, d.name),
        });
      }
      if (d.notNull) {
        // ADD COLUMN … DEFAULT fills existing rows; a copy leaves the default where the old value is null.
        const nulls = d.default
          ? 0
          : from
            ? (physical.nullCounts[from] ?? physical.rowCount)
            : physical.rowCount;
        if (nulls > 0) {
          refusals.push(from ? M.notNullWithNulls(d.name, nulls) : M.notNullNewColumn(d.name, nulls));
        } else {
          steps.nulls.push({
            kind: 'setNotNull',
            table,
            column: d.name,
            destructive: false,
            description: M.setNotNull(d.name),
          });
        }
      }
      continue;
    }
    const change = typeChange(p.type, d.type);
    if (change !== 'same') {
      const from = p.type.kind === 'other' ? p.type.name : columnTypeSql(p.type);
      const to = columnTypeSql(d.type);
      const destructive = change === 'destructive';
      steps.alter.push({
        kind: 'alterType',
        table,
        column: d.name,
        type: d.type,
        destructive,
        ...(destructive ? { backup: [d.name] } : {}),
        description: destructive ? M.narrow(d.name, from, to) : M.widen(d.name, from, to),
      });
    }
    if (!sameDefault(p.default, d.default, d.type)) {
      steps.defaults.push(
        d.default
          ? {
              kind: 'setDefault',
              table,
              column: d.name,
              type: d.type,
              literal: d.default,
              destructive: false,
              description: M.setDefault(d.name),
            }
          : {
              kind: 'dropDefault',
              table,
              column: d.name,
              destructive: false,
              description: M.dropDefault(d.name),
            },
      );
    }
    if (d.notNull && p.nullable) {
      const nulls = physical.nullCounts[d.name] ?? physical.rowCount;
      if (nulls > 0) refusals.push(M.notNullWithNulls(d.name, nulls));
      else
        steps.nulls.push({
          kind: 'setNotNull',
          table,
          column: d.name,
          destructive: false,
          description: M.setNotNull(d.name),
        });
    } else if (!d.notNull && !p.nullable && !d.primaryKey) {
      steps.nulls.push({
        kind: 'dropNotNull',
        table,
        column: d.name,
        destructive: false,
        description: M.dropNotNull(d.name),
      });
    }
  }

  for (const p of physical.columns) {
    if (wanted.has(p.name) || p.name === 'id') continue;
    const renamedTo = renamedAway.get(p.name);
    steps.drop.push({
      kind: 'dropColumn',
      table,
      column: p.name,
      destructive: true,
      backup: [p.name],
      description: renamedTo ? M.dropRenamed(p.name, renamedTo) : M.dropColumn(p.name),
    });
  }

  const existing = new Map(physical.indexes.filter((i) => !i.constraint).map((i) => [i.name, i]));
  const desiredByName = new Map(indexes.map((i) => [i.name, i]));
  for (const p of existing.values()) {
    const d = desiredByName.get(p.name);
    if (!d || !sameIndex(p, d)) {
      steps.dropIndex.push({
        kind: 'dropIndex',
        name: p.name,
        destructive: false,
        description: M.dropIndex(p.name),
      });
    }
  }
  for (const d of indexes) {
    const p = existing.get(d.name);
    if (!p || !sameIndex(p, d)) steps.createIndex.push(createIndexOp(table, d));
  }

  return [
    ...steps.dropIndex,
    ...steps.add,
    ...steps.copy,
    ...steps.alter,
    ...steps.defaults,
    ...steps.nulls,
    ...steps.drop,
    ...steps.createIndex,
  ];
}

/** The destructive steps' descriptions (what the confirmation dialog lists). */
export function destructiveSteps(plan: SyncPlan): string[] {
  return plan.operations.filter((o) => o.destructive).map((o) => o.description);
}
