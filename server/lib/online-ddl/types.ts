// The online-form DDL planner's vocabulary: what the database has (PhysicalTable, read by
// introspect.ts) and what to do about it (Operation, produced by plan.ts, rendered by sql.ts).
import type { ColumnType, DefaultLiteral } from '../../../src/shared/domain/online/ddl-rules';

export interface PhysicalColumn {
  name: string;
  type: ColumnType;
  nullable: boolean;
  /** The catalogue default read back (null: none; 'unknown': a form the planner did not write). */
  default: DefaultLiteral | null | 'unknown';
}

export interface PhysicalIndex {
  name: string;
  columns: string[];
  unique: boolean;
  /** Backs a constraint (the primary key): never dropped or compared by the planner. */
  constraint: boolean;
}

export interface PhysicalTable {
  exists: boolean;
  columns: PhysicalColumn[];
  indexes: PhysicalIndex[];
  rowCount: number;
  /** Null values per column, for the columns the planner may make NOT NULL (see columnsToCount). */
  nullCounts: Readonly<Record<string, number>>;
}

export const NO_TABLE: PhysicalTable = {
  exists: false,
  columns: [],
  indexes: [],
  rowCount: 0,
  nullCounts: {},
};

/** A column as created: name, type, nullability, primary key, validated default. */
export interface ColumnDef {
  name: string;
  type: ColumnType;
  notNull: boolean;
  primaryKey?: boolean;
  default: DefaultLiteral | null;
}

interface OpBase {
  /** What the step does, in Chinese, for the confirmation dialog and the operation log. */
  description: string;
  /** Loses or may lose data: refused unless the sync is confirmed. */
  destructive: boolean;
  /** Columns whose every value is copied into onl_cgform_backup before the step runs. */
  backup?: string[];
}

export type Operation = OpBase &
  (
    | { kind: 'createTable'; table: string; columns: ColumnDef[] }
    | { kind: 'dropTable'; table: string }
    | { kind: 'addColumn'; table: string; column: ColumnDef }
    | { kind: 'copyColumn'; table: string; from: string; to: string; type: ColumnType }
    | { kind: 'alterType'; table: string; column: string; type: ColumnType }
    | { kind: 'setDefault'; table: string; column: string; type: ColumnType; literal: DefaultLiteral }
    | { kind: 'dropDefault'; table: string; column: string }
    | { kind: 'setNotNull'; table: string; column: string }
    | { kind: 'dropNotNull'; table: string; column: string }
    | { kind: 'dropColumn'; table: string; column: string }
    | { kind: 'createIndex'; table: string; name: string; columns: string[]; unique: boolean }
    | { kind: 'dropIndex'; name: string }
  );

export interface SyncPlan {
  table: string;
  operations: Operation[];
  /** Why the sync cannot run at all (Chinese, naming the column); confirmation does not help. */
  refusals: string[];
}
