import { PERMISSION_PREFIX } from '../permission/codes';
import { ADMIN_PATHS } from '../routes/admin-paths';
import { validateRequired } from '../validation/rules';
import { maxChars } from './sys-user';
import type { ResourceSchema } from './types';

export const CATEGORY_ADMIN_MESSAGES = {
  nameRequired: '请输入类型名称!',
  parentMissing: '父级分类不存在',
  hasChildren: '该分类下还有子分类，请先删除子分类！',
  pidRequired: '参数pid不能为空',
  codesExhausted: '该级分类编码已用完，无法继续添加',
  busy: '分类编码生成冲突，请稍后重试',
  notFound: '未找到对应数据',
  added: '添加成功！',
  edited: '编辑成功!',
  deleted: '删除成功!',
} as const;

/**
 * 分类字典 (`sys_category`): a tree whose codes (A01, A01A01 …) the server generates. Only the name
 * is written through the form; the parent is chosen when adding (添加下级).
 */
export const categorySchema: ResourceSchema = {
  name: 'sysCategory',
  title: '分类字典',
  apiBase: '/sys/category',
  permissionPrefix: PERMISSION_PREFIX.category,
  table: 'sys_category',
  menuPath: ADMIN_PATHS.category,
  defaultSort: { key: 'code', order: 'asc' },
  fields: [
    {
      key: 'name',
      title: '类型名称',
      kind: 'text',
      rules: [validateRequired(CATEGORY_ADMIN_MESSAGES.nameRequired), maxChars(100)],
      list: true,
      search: 'like',
      sort: true,
      card: true,
      form: true,
    },
    { key: 'code', title: '类型编码', kind: 'text', list: true, search: 'like', sort: true, card: true },
    { key: 'pid', title: '父级节点', kind: 'text', filter: true },
    { key: 'createBy', title: '创建人', kind: 'text', list: true },
    { key: 'createTime', title: '创建时间', kind: 'datetime', list: true, sort: true },
  ],
};
