import { MAINTAINED_TABLES, vacuumAnalyze } from '../../../db/maintenance';
import type { JobHandler } from '../types';

const TABLE_LIST = /^\s*[a-z_][a-z0-9_]{0,62}(\s*,\s*[a-z_][a-z0-9_]{0,62})*\s*$/;

const tablesOf = (parameter: string | null): string[] =>
  parameter?.trim() ? parameter.split(',').map((s) => s.trim()) : [...MAINTAINED_TABLES];

/** 数据库维护: VACUUM ANALYZE, so the embedded database (no autovacuum) keeps planning well. */
export const maintainDatabase: JobHandler = {
  name: 'maintainDatabase',
  title: '数据库维护',
  description: '整理并统计业务表（VACUUM ANALYZE），大量导入或修改数据后查询仍然走索引',
  parameterHint: '可选：逗号分隔的表名，留空为发票、结算、用户、日志等常用表',
  validateParameter: (parameter) =>
    parameter === null || parameter.trim() === '' || TABLE_LIST.test(parameter)
      ? undefined
      : '参数应为逗号分隔的表名（小写字母、数字和下划线）',
  async run({ db, parameter }) {
    const done = await vacuumAnalyze(db, tablesOf(parameter));
    return `已维护 ${done.length} 张表`;
  },
};
