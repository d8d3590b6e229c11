import { positionSchema } from '../../resources/position';
import { sysUserSchema } from '../../resources/sys-user';
import type { ResourceSchema } from '../../resources/types';

/** What import and export need to know about one resource beyond its schema. */
export interface ExcelProfile {
  schema: ResourceSchema;
  /** Field keys unique per file (and in the database; the server checks that part). */
  uniqueKeys: readonly string[];
  /** Server file name of an export, without .xls. */
  exportName: string;
  exportUrl: string;
  importUrl: string;
}

export const USER_EXCEL: ExcelProfile = {
  schema: sysUserSchema,
  uniqueKeys: ['username', 'phone', 'email', 'workNo'],
  exportName: '用户列表',
  exportUrl: '/sys/user/exportXls',
  importUrl: '/sys/user/importExcel',
};

export const POSITION_EXCEL: ExcelProfile = {
  schema: positionSchema,
  uniqueKeys: ['code'],
  exportName: '职务列表',
  exportUrl: '/sys/position/exportXls',
  importUrl: '/sys/position/importExcel',
};
