import { loginLogSchema } from '../../../../shared/domain/resources/login-log';
import { operationLogSchema } from '../../../../shared/domain/resources/operation-log';
import type { ResourceField, ResourceSchema } from '../../../../shared/domain/resources/types';

/**
 * A resource schema seen by one table: the given fields listed in the given order (with page
 * titles), the others kept for search and detail but not listed. The wire schema is unchanged.
 */
function listView(
  schema: ResourceSchema,
  columns: ReadonlyArray<[key: string, title?: string]>,
): ResourceSchema {
  const listed: ResourceField[] = [];
  for (const [key, title] of columns) {
    const field = schema.fields.find((f) => f.key === key);
    if (field) listed.push({ ...field, list: true, title: title ?? field.title });
  }
  const rest = schema.fields
    .filter((f) => !columns.some(([key]) => key === f.key))
    .map((f) => ({ ...f, list: false }));
  return { ...schema, fields: [...listed, ...rest] };
}

export const loginLogView = listView(loginLogSchema, [
  ['logContent'],
  ['username', '操作人'],
  ['ip'],
  ['createTime', '时间'],
]);

export const operationLogView = listView(operationLogSchema, [
  ['username', '操作人'],
  ['logContent', '操作内容'],
  ['method'],
  ['ip'],
  ['costTime'],
  ['createTime', '时间'],
]);
