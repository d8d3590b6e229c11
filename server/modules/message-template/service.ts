import type { Page } from '../../../src/shared/domain/contract/result';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import {
  MESSAGE_TEMPLATE_MESSAGES as M,
  messageTemplateSchema,
  TEMPLATE_TYPE,
} from '../../../src/shared/domain/resources/message-template';
import { ADMIN_PATHS } from '../../../src/shared/domain/routes/admin-paths';
import type { Db, Row } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { newId } from '../../lib/ids';
import type { RawQuery } from '../../lib/list-query/query-input';
import { runListQuery, whereForIds } from '../../lib/list-query/run-list';
import { SqlParams } from '../../lib/list-query/sql-params';
import { sanitizeRichText, stripTags } from '../../lib/sanitize-html';
import { formatDateTime } from '../../lib/time';
import { BizError } from '../../plugins/envelope';
import { dataRuleConditions } from '../access/rule-conditions';
import { effectiveTenantId, rowTenantCondition, userTenantCondition } from '../access/tenant-scope';
import { sendSystemMessage } from '../announcement/system-message';
import {
  deleteInScopeLogged,
  insertLogged,
  updateInScopeLogged,
  type ScopedTable,
} from '../log/logged-writes';
import type { OperationEntry } from '../log/operation-log';
import type { AuthContext } from '../session/auth-context';
import { readFormValues, type ColumnValue } from '../user/form-values';
import { dictText } from '../user/user-json';
import { parseIds } from '../user/user-scope';
import { renderTemplate } from './substitute';

type Meta = Pick<OperationEntry, 'ip' | 'method' | 'requestUrl' | 'requestType'>;

interface TemplateRow extends Row {
  id: string;
  template_name: string;
  template_code: string;
  template_type: string;
  template_content: string;
  template_test_json: string | null;
  tenant_id: number | null;
  create_by: string | null;
  create_time: Date | null;
  update_by: string | null;
  update_time: Date | null;
}

export interface TemplateJson {
  id: string;
  templateName: string;
  templateCode: string;
  templateType: string;
  templateType_dictText: string | null;
  templateContent: string;
  templateTestJson: string | null;
  tenantId: number | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

const UNIQUE = { uniq_sys_sms_template_code: M.codeTaken };

/** Templates are the acting tenant's own (tenant NULL: the platform's), within the menu's data rules. */
async function table(db: Db, auth: AuthContext): Promise<ScopedTable> {
  const tenantId = effectiveTenantId(auth);
  return {
    dataRules: await dataRuleConditions(db, auth, ADMIN_PATHS.messageTemplate),
    table: 'sys_sms_template',
    schema: messageTemplateSchema,
    alias: 't',
    fixedWhere: (p: SqlParams) => [rowTenantCondition('t', p, tenantId)],
  };
}

async function toJson(deps: AppDeps, rows: readonly TemplateRow[]): Promise<TemplateJson[]> {
  const dicts = await deps.dicts.allItems();
  return rows.map((r) => ({
    id: r.id,
    templateName: r.template_name,
    templateCode: r.template_code,
    templateType: r.template_type,
    templateType_dictText: dictText(dicts, 'msg_template_type', r.template_type),
    templateContent: r.template_content,
    templateTestJson: r.template_test_json,
    tenantId: r.tenant_id,
    createBy: r.create_by,
    createTime: formatDateTime(r.create_time),
    updateBy: r.update_by,
    updateTime: formatDateTime(r.update_time),
  }));
}

export async function listTemplates(
  deps: AppDeps,
  auth: AuthContext,
  query: RawQuery,
): Promise<Page<TemplateJson>> {
  const page = await runListQuery<TemplateRow, TemplateRow>(deps.db, {
    ...(await table(deps.db, auth)),
    select: 't.*',
    from: 'sys_sms_template t',
    query,
    mapRow: (r) => r,
  });
  return { ...page, records: await toJson(deps, page.records) };
}

async function inScope(db: Db, auth: AuthContext, rawId: unknown): Promise<TemplateRow> {
  const ids = parseIds(typeof rawId === 'string' ? rawId : '', 1);
  if (ids.length === 0) throw new BizError(M.notFound);
  const w = whereForIds({ ...(await table(db, auth)), ids });
  const [row] = await db.query<TemplateRow>(`SELECT t.* FROM sys_sms_template t WHERE ${w.where}`, w.params);
  if (!row) throw new BizError(M.notFound);
  return row;
}

export async function queryTemplateById(
  deps: AppDeps,
  auth: AuthContext,
  id: unknown,
): Promise<TemplateJson> {
  const [json] = await toJson(deps, [await inScope(deps.db, auth, id)]);
  return json!;
}

const find = (values: readonly ColumnValue[], column: string) => values.find((v) => v.column === column);

/** Names are plain text; HTML content is sanitised on save (the type decides, stored or sent). */
function makeSafe(values: ColumnValue[], storedType: string | null): void {
  const name = find(values, 'template_name');
  if (name && typeof name.value === 'string') {
    name.value = stripTags(name.value).trim();
    if (name.value === '') throw new BizError(M.nameRequired);
  }
  const type = find(values, 'template_type');
  const typeValue = type ? String(type.value) : storedType;
  if (type) type.value = typeValue;
  if (typeValue !== TEMPLATE_TYPE.text && typeValue !== TEMPLATE_TYPE.html) throw new BizError(M.typeInvalid);
  const content = find(values, 'template_content');
  if (content && typeof content.value === 'string' && typeValue === TEMPLATE_TYPE.html)
    content.value = sanitizeRichText(content.value);
}

export async function addTemplate(
  deps: AppDeps,
  auth: AuthContext,
  meta: Meta,
  body: Record<string, unknown>,
) {
  const values = await readFormValues(messageTemplateSchema, body, 'create', deps.dicts);
  makeSafe(values, null);
  await insertLogged(
    deps.db,
    auth,
    'sys_sms_template',
    [
      ...values,
      { column: 'id', value: newId() },
      { column: 'tenant_id', value: effectiveTenantId(auth) },
      { column: 'create_by', value: auth.user.username },
      { column: 'create_time', value: new Date() },
    ],
    UNIQUE,
    {
      ...meta,
      content: `添加消息模板：${String(body.templateCode ?? '')}`,
      operateType: OPERATE_TYPE.add,
      requestParam: body,
    },
  );
}

export async function editTemplate(
  deps: AppDeps,
  auth: AuthContext,
  meta: Meta,
  body: Record<string, unknown>,
) {
  const current = await inScope(deps.db, auth, body.id);
  const values = await readFormValues(messageTemplateSchema, body, 'edit', deps.dicts);
  makeSafe(values, current.template_type);
  // Switching a text template to HTML: the stored content is now read as HTML, so sanitise it too.
  if (!find(values, 'template_content') && find(values, 'template_type')?.value === TEMPLATE_TYPE.html)
    values.push({ column: 'template_content', value: sanitizeRichText(current.template_content) });
  const set = [
    ...values,
    { column: 'update_by', value: auth.user.username },
    { column: 'update_time', value: new Date() },
  ];
  try {
    await updateInScopeLogged<{ template_code: string }>(
      deps.db,
      auth,
      await table(deps.db, auth),
      current.id,
      set,
      't.template_code',
      (row) => ({
        ...meta,
        content: `编辑消息模板：${row.template_code}`,
        operateType: OPERATE_TYPE.edit,
        requestParam: body,
      }),
    );
  } catch (error) {
    const e = error as { code?: unknown; constraint?: unknown };
    if (e.code === '23505') throw new BizError(M.codeTaken);
    throw error;
  }
}

export async function deleteTemplates(deps: AppDeps, auth: AuthContext, meta: Meta, rawIds: unknown) {
  const ids = parseIds(rawIds);
  if (ids.length === 0) throw new BizError(M.notFound);
  await deleteInScopeLogged(deps.db, auth, await table(deps.db, auth), ids, {
    ...meta,
    content: `删除消息模板：${ids.join(',')}`,
    operateType: OPERATE_TYPE.delete,
    requestParam: { ids },
  });
}

function parseTestData(raw: unknown): Record<string, unknown> {
  if (raw === undefined || raw === null || raw === '') return {};
  try {
    const parsed: unknown = JSON.parse(String(raw));
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // falls through to the message below
  }
  throw new BizError(M.testJsonInvalid);
}

/** sendMsg: the template filled from testData, as a system message to the receivers (users of the acting tenant). */
export async function sendTemplateMessage(deps: AppDeps, auth: AuthContext, body: Record<string, unknown>) {
  const tenantId = effectiveTenantId(auth);
  const code = typeof body.templateCode === 'string' ? body.templateCode.trim() : '';
  const p = new SqlParams();
  const [template] = await deps.db.query<TemplateRow>(
    `SELECT t.* FROM sys_sms_template t WHERE t.template_code = ${p.add(code)} AND ${rowTenantCondition('t', p, tenantId)}`,
    p.values,
  );
  if (!template) throw new BizError(M.templateNotFound);
  const data = parseTestData(body.testData);
  const receivers = parseIds(typeof body.receiver === 'string' ? body.receiver : '', 5000);
  if (receivers.length === 0) throw new BizError(M.receiverRequired);
  const q = new SqlParams();
  const known = await deps.db.query<{ id: string }>(
    `SELECT u.id FROM sys_user u WHERE u.del_flag = 0 AND u.id = ANY(${q.add(receivers)}::varchar[])
       AND ${userTenantCondition('u', q, tenantId)}`,
    q.values,
  );
  if (known.length !== receivers.length) throw new BizError(M.receiverUnknown);
  await sendSystemMessage(deps, {
    toUserIds: receivers,
    title: template.template_name,
    content: renderTemplate(template.template_content, data, template.template_type === TEMPLATE_TYPE.html),
    sender: auth.user.username,
    tenantId,
  });
}
