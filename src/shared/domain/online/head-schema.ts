import { PERMISSION_PREFIX } from '../permission/codes';
import type { ResourceSchema } from '../resources/types';
import { ADMIN_PATHS } from '../routes/admin-paths';

/** The designer's form list (表单开发, `/online/cgform/head/list`): what the list engine may filter and sort. */
export const cgformHeadSchema: ResourceSchema = {
  name: 'onlCgformHead',
  title: '表单开发',
  apiBase: '/online/cgform/head',
  permissionPrefix: PERMISSION_PREFIX.onlineForm,
  table: 'onl_cgform_head',
  menuPath: ADMIN_PATHS.cgformHead,
  defaultSort: { key: 'createTime', order: 'desc' },
  fields: [
    { key: 'tableName', title: '表名', kind: 'text', list: true, search: 'like', sort: true },
    { key: 'tableTxt', title: '表描述', kind: 'text', list: true, search: 'like', sort: true },
    { key: 'tableType', title: '表类型', kind: 'integer', list: true, search: 'eq', sort: true },
    { key: 'isDbSynch', title: '同步数据库状态', kind: 'text', list: true, filter: true },
    { key: 'tableVersion', title: '表版本', kind: 'integer', list: true, sort: true },
    { key: 'createTime', title: '创建时间', kind: 'datetime', list: true, sort: true },
  ],
};
