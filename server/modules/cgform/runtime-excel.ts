// Export and import of an online form's rows with the kit of the coded modules: the export is the
// list's rows (same filters, tenant and data rules), the import validates every row with the add
// form's rules and imports a file all or nothing. Tree forms import roots; sub rows are not imported.
import type { FastifyInstance } from 'fastify';
import { RUNTIME_MESSAGES, TREE_ROOT_PID } from '../../../src/shared/domain/online/runtime-schema';
import { OPERATE_TYPE } from '../../../src/shared/domain/resources/operation-log';
import { columnOf, type ResourceSchema } from '../../../src/shared/domain/resources/types';
import { importColumns } from '../../../src/shared/domain/widgets/excel/columns';
import { EXCEL_MESSAGES, IMPORT_LIMITS } from '../../../src/shared/domain/widgets/excel/messages';
import type { ExcelProfile } from '../../../src/shared/domain/widgets/excel/profiles';
import type { Row } from '../../db/db';
import type { AppDeps } from '../../fastify-types';
import { bulkInsert } from '../../lib/excel/bulk-insert';
import { cellOf, exportDicts, exportTable, sendXls } from '../../lib/excel/export-run';
import { IMPORT_MAX_BYTES } from '../../lib/excel/file-guard';
import { importExcelFiles, type ImportTarget } from '../../lib/excel/import-pipeline';
import { readImportForm } from '../../lib/excel/import-route';
import { newId } from '../../lib/ids';
import { parseDateTimeInterval } from '../../lib/list-query/field-values';
import type { RawQuery } from '../../lib/list-query/query-input';
import { whereForIds } from '../../lib/list-query/run-list';
import { BizError } from '../../plugins/envelope';
import { logOperation, requestInfo } from '../log/operation-log';
import { OUT_OF_SCOPE_MESSAGE } from '../log/logged-writes';
import { authOf, type AuthContext } from '../session/auth-context';
import { bufferBodyUpTo } from '../upload/body-limit';
import { withUniqueMessages } from '../user/admin-service';
import { exportQuerySchema } from '../user/import-export';
import { openForm, uniqueMessages, type FormContext } from './runtime-service';
import { selectList } from './runtime-values';

const headParams = {
  type: 'object',
  properties: { headId: { type: 'string', maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' } },
  required: ['headId'],
} as const;

/**
 * Import columns typed for the spreadsheet reader: decimals and date-times are read as text (the
 * shared reader knows whole numbers and days only) and checked by the field's own rules here.
 */
function importSchema(schema: ResourceSchema): ResourceSchema {
  return {
    ...schema,
    fields: schema.fields.map((f) => {
      // Imported tree nodes are roots: the parent is not a column of the file.
      if (f.key === 'pid') return { ...f, importable: false };
      return f.kind === 'number' || f.kind === 'datetime' ? { ...f, kind: 'text' } : f;
    }),
  };
}

function profileOf(ctx: FormContext): ExcelProfile {
  const { form } = ctx;
  const uniqueKeys = form.design.indexes
    .filter((i) => i.indexType === 'unique' && !i.indexField.includes(','))
    .map((i) => form.schema.fields.find((f) => columnOf(f) === i.indexField.trim())?.key)
    .filter((k): k is string => k !== undefined);
  return {
    schema: importSchema(form.schema),
    uniqueKeys,
    exportName: form.design.head.tableTxt,
    exportUrl: `/online/cgform/api/exportXls/${form.headId}`,
    importUrl: `/online/cgform/api/importXls/${form.headId}`,
  };
}

async function exportRows(deps: AppDeps, auth: AuthContext, ctx: FormContext, query: RawQuery) {
  return exportTable<Row>(deps.db, {
    schema: ctx.form.schema,
    alias: 't',
    fixedWhere: ctx.target.fixedWhere ?? (() => []),
    dataRules: ctx.target.dataRules ?? [],
    select: selectList(ctx.form.schema, 't'),
    from: `${ctx.form.table} t`,
    query,
    toCells: async (rows, columns) => {
      const dicts = await exportDicts(deps.dicts, columns);
      return rows.map((row) => columns.map((c) => cellOf(c, row, dicts)));
    },
  });
}

function importTarget(deps: AppDeps, auth: AuthContext, ctx: FormContext): ImportTarget {
  const { form } = ctx;
  const profile = profileOf(ctx);
  return {
    profile,
    tables: [form.table],
    async checkRows(rows, columns) {
      for (const c of columns) {
        const original = form.schema.fields.find((f) => f.key === c.key);
        for (const r of rows) {
          const v = r.values[c.key];
          if (v === null || v === undefined) continue;
          if (original?.kind === 'datetime') {
            const interval = parseDateTimeInterval(String(v));
            if (interval) r.values[c.key] = interval.from;
            else r.errors.push(EXCEL_MESSAGES.badValue(c.title));
          }
          if (original?.kind === 'dictMulti' && original.dictCode) {
            const items = await deps.dicts.items(original.dictCode);
            const parts = String(v)
              .split(',')
              .map((s) => s.trim());
            if (parts.some((p) => !items.some((i) => i.value === p || i.text === p)))
              r.errors.push(RUNTIME_MESSAGES.badChoice(c.title));
            else r.values[c.key] = parts.map((p) => items.find((i) => i.text === p)?.value ?? p).join(',');
          }
        }
      }
      for (const key of profile.uniqueKeys) {
        const field = form.schema.fields.find((f) => f.key === key)!;
        const values = [
          ...new Set(
            rows
              .map((r) => r.values[key])
              .filter((v) => v !== null && v !== undefined)
              .map(String),
          ),
        ];
        if (values.length === 0) continue;
        const taken = new Set(
          (
            await deps.db.query<Row & { v: string }>(
              `SELECT CAST(t."${columnOf(field)}" AS text) AS v FROM ${form.table} t
                WHERE t.tenant_id = $1::integer AND CAST(t."${columnOf(field)}" AS text) = ANY($2::text[])`,
              [ctx.tenantId, values],
            )
          ).map((r) => r.v),
        );
        for (const r of rows) {
          if (taken.has(String(r.values[key]))) r.errors.push(RUNTIME_MESSAGES.duplicate(field.title));
        }
      }
    },
    async insertRows(tx, rows) {
      const columns = importColumns(profile.schema);
      const now = new Date();
      const ids = rows.map(() => newId());
      const tree = form.isTree ? [TREE_ROOT_PID, '0'] : [];
      const data = rows.map((r, i) => [
        ...columns.map((c) => r.values[c.key] ?? null),
        ...tree,
        ids[i],
        ctx.tenantId,
        auth.user.org_code,
        auth.user.username,
        now,
      ]);
      const fixed = [
        ...(form.isTree ? ['pid', 'has_child'] : []),
        'id',
        'tenant_id',
        'sys_org_code',
        'create_by',
        'create_time',
      ];
      const names = columns.map((c) => columnOf(c.field)).filter((c) => !fixed.includes(c));
      if (names.length !== columns.length)
        throw new Error('online import: a system column among the import columns');
      await withUniqueMessages(uniqueMessages(form), () =>
        bulkInsert(tx, form.design.head.tableName, [...names, ...fixed], data),
      );
      // An importer under a data rule may not create rows outside it.
      const w = whereForIds({ ...ctx.target, ids });
      const [seen] = await tx.query<Row & { n: string | number }>(
        `SELECT count(*) AS n FROM ${form.table} t WHERE ${w.where}`,
        w.params,
      );
      if (Number(seen?.n ?? 0) !== ids.length) throw new BizError(OUT_OF_SCOPE_MESSAGE);
    },
  };
}

const BODY_LIMIT = IMPORT_MAX_BYTES + 64 * 1024;

/**
 * GET exportXls/{headId} and POST importXls/{headId}. The policy is `authenticated`: the button
 * code depends on the form (`online:form:<table>:export|import`), so openForm checks it in the handler.
 */
export async function runtimeExcelRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  app.get<{ Params: { headId: string }; Querystring: Record<string, string | undefined> }>(
    '/online/cgform/api/exportXls/:headId',
    {
      config: { policy: { authenticated: true as const } },
      schema: { params: headParams, querystring: exportQuerySchema },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const ctx = await openForm(deps, auth, request.params.headId, 'export');
      const table = await exportRows(deps, auth, ctx, request.query);
      await logOperation(deps.db, auth, {
        ...requestInfo(request),
        content: `导出${ctx.form.design.head.tableTxt}：${table.rows.length}行`,
        operateType: OPERATE_TYPE.export,
        requestParam: request.query,
      });
      return sendXls(reply, ctx.form.design.head.tableTxt, table, ctx.form.design.head.tableTxt);
    },
  );

  await app.register(async (child) => {
    child.addContentTypeParser(
      'multipart/form-data',
      bufferBodyUpTo(BODY_LIMIT, EXCEL_MESSAGES.tooLarge(IMPORT_LIMITS.maxFileMb)),
    );
    child.post<{ Params: { headId: string } }>(
      '/online/cgform/api/importXls/:headId',
      {
        config: { policy: { authenticated: true as const } },
        schema: { params: headParams },
        bodyLimit: BODY_LIMIT,
      },
      async (request) => {
        const auth = authOf(request);
        const ctx = await openForm(deps, auth, request.params.headId, 'import');
        return importExcelFiles(
          deps,
          auth,
          requestInfo(request),
          readImportForm(request),
          importTarget(deps, auth, ctx),
        );
      },
    );
  });
}
