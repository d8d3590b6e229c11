import type { ONLINE_SYSTEM_COLUMNS } from './identifiers';

/** One engine-owned column as the designer shows it (JeecgBoot's default rows of a new table). */
export interface SystemFieldRow {
  dbFieldName: (typeof ONLINE_SYSTEM_COLUMNS)[number];
  dbFieldTxt: string;
  dbType: string;
  dbLength: number | null;
}

/**
 * JeecgBoot starts a new table with these fields. Here the engine creates and fills them for every
 * online table (server/lib/online-ddl/plan.ts SYSTEM_COLUMN_DEFS), so the designer lists them,
 * locked, instead of taking them as designed fields (which the rules refuse as system names).
 */
export const SYSTEM_FIELD_ROWS: readonly SystemFieldRow[] = [
  { dbFieldName: 'id', dbFieldTxt: '主键', dbType: 'string', dbLength: 36 },
  { dbFieldName: 'create_by', dbFieldTxt: '创建人', dbType: 'string', dbLength: 32 },
  { dbFieldName: 'create_time', dbFieldTxt: '创建日期', dbType: 'Datetime', dbLength: null },
  { dbFieldName: 'update_by', dbFieldTxt: '更新人', dbType: 'string', dbLength: 32 },
  { dbFieldName: 'update_time', dbFieldTxt: '更新日期', dbType: 'Datetime', dbLength: null },
  { dbFieldName: 'sys_org_code', dbFieldTxt: '所属部门', dbType: 'string', dbLength: 64 },
];
