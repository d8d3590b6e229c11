/**
 * The DDL planner's and 同步数据库's messages (Chinese, shown as they are): refusals name the field,
 * plan steps describe what a sync will do, for the confirmation dialog and the operation log.
 */
export const DDL_MESSAGES = {
  dbTypeUnknown: (name: string) => `字段「${name}」的字段类型不正确`,
  defaultInvalid: (name: string, what: string) => `字段「${name}」的数据库默认值必须是${what}`,
  defaultTooLong: (name: string, length: number) => `字段「${name}」的数据库默认值不能超过字段长度${length}`,
  defaultNotAllowed: (name: string) => `字段「${name}」是二进制类型，不能设置数据库默认值`,
  // Steps of a sync plan, shown in the confirmation dialog and written to the operation log.
  createTable: (table: string) => `创建表「${table}」`,
  dropTable: (table: string) => `删除并重建表「${table}」（全部数据先备份到 onl_cgform_backup）`,
  addColumn: (column: string) => `新增字段「${column}」`,
  copyColumn: (from: string, to: string) => `字段「${from}」改名为「${to}」：复制数据到新字段`,
  dropRenamed: (from: string, to: string) =>
    `字段「${from}」改名为「${to}」：删除旧字段「${from}」（数据先备份到 onl_cgform_backup）`,
  widen: (column: string, from: string, to: string) => `扩大字段「${column}」的类型：${from} → ${to}`,
  narrow: (column: string, from: string, to: string) =>
    `修改字段「${column}」的类型：${from} → ${to}（可能丢失或无法转换数据，原数据先备份到 onl_cgform_backup）`,
  setDefault: (column: string) => `设置字段「${column}」的数据库默认值`,
  dropDefault: (column: string) => `去掉字段「${column}」的数据库默认值`,
  setNotNull: (column: string) => `字段「${column}」设为非空`,
  dropNotNull: (column: string) => `字段「${column}」允许为空`,
  dropColumn: (column: string) => `删除字段「${column}」（数据先备份到 onl_cgform_backup）`,
  createIndex: (name: string) => `创建索引「${name}」`,
  dropIndex: (name: string) => `删除索引「${name}」`,
  notNullWithNulls: (column: string, count: number) =>
    `字段「${column}」有${count}条记录为空，不能设为非空，请先补全数据或允许为空`,
  // Answers of 同步数据库 (`/online/cgform/api/doDbSynch`).
  synced: '同步数据库成功!',
  synMethodInvalid: '同步方式只能是 normal 或 force',
  confirmDestructive: (steps: readonly string[]) =>
    `同步将删除或转换已有数据，请确认后再同步：${steps.join('；')}`,
  confirmForce: (table: string) => `强制同步将删除并重建表「${table}」，请确认后再同步`,
  notOwnTable: (table: string) => `数据库中已存在表「${table}」，且不是本表单创建的，不能同步`,
  syncFailed: (detail: string) => `同步数据库失败，已全部回滚，数据库表未改变：${detail}`,
  notNullNewColumn: (column: string, count: number) =>
    `表中已有${count}条记录，新增的非空字段「${column}」必须设置数据库默认值`,
} as const;
