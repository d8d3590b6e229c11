import { expect } from 'vitest';
import type { Page } from '../../../src/shared/domain/contract/result';
import {
  ONLINE_MESSAGES as M,
  type OnlineField,
  type OnlineFieldInput,
  type OnlineFormDesignInput,
  type OnlineFormHead,
  type OnlineFormHeadInput,
  type OnlineIndex,
  type OnlineIndexInput,
} from '../../../src/shared/domain/online/form-design';
import { call } from './helpers';
import { count } from './identity-admin';
import type { TestApp } from './test-app';

/** The 表单开发 designer's routes for the online-cgform-design tests (O1). */
export const BASE = '/online/cgform';

export const field = (dbFieldName: string, extra: Partial<OnlineFieldInput> = {}): OnlineFieldInput => ({
  dbFieldName,
  dbFieldTxt: `${dbFieldName}标题`,
  ...extra,
});

/** A valid single-table design: two fields and a unique index on `code`. */
export function design(
  tableName: string,
  head: Partial<OnlineFormHeadInput> = {},
  fields: OnlineFieldInput[] = [field('name'), field('code', { dbLength: 20, isQuery: 'Y' })],
  indexes: OnlineIndexInput[] = [
    { indexName: `idx_${tableName}_code`, indexField: 'code', indexType: 'unique' },
  ],
): OnlineFormDesignInput {
  return { head: { tableName, tableTxt: `${tableName}表`, ...head }, fields, indexes };
}

/** Calls bound to a context filled in beforeAll (`ctx.t`, `ctx.admin` = the default token). */
export function designerCalls(ctx: { t: TestApp | undefined; admin: string }) {
  const app = () => {
    if (!ctx.t) throw new Error('designerCalls: no test app yet');
    return ctx.t;
  };
  const addForm = (body: OnlineFormDesignInput, token = ctx.admin) =>
    call<string>(app().app, 'POST', `${BASE}/api/addAll`, { token, body });
  return {
    addForm,
    async addOk(body: OnlineFormDesignInput, token = ctx.admin): Promise<string> {
      const res = await addForm(body, token);
      expect(res.body, res.body.message).toMatchObject({ success: true, message: M.added });
      return res.body.result;
    },
    editForm: (body: OnlineFormDesignInput, token = ctx.admin) =>
      call(app().app, 'PUT', `${BASE}/api/editAll`, { token, body }),
    head: (id: string, token = ctx.admin) =>
      call<OnlineFormHead>(app().app, 'GET', `${BASE}/head/queryById`, { token, query: { id } }),
    fieldsOf: async (headId: string, token = ctx.admin) =>
      (
        await call<OnlineField[]>(app().app, 'GET', `${BASE}/field/listByHeadId`, {
          token,
          query: { headId },
        })
      ).body,
    indexesOf: async (headId: string, token = ctx.admin) =>
      (
        await call<OnlineIndex[]>(app().app, 'GET', `${BASE}/index/listByHeadId`, {
          token,
          query: { headId },
        })
      ).body,
    list: (query: Record<string, string> = {}, token = ctx.admin) =>
      call<Page<OnlineFormHead>>(app().app, 'GET', `${BASE}/head/list`, { token, query }),
    del: (query: Record<string, string>, token = ctx.admin) =>
      call(app().app, 'DELETE', `${BASE}/head/delete`, { token, query }),
    copy: (query: Record<string, string>, token = ctx.admin) =>
      call<string>(app().app, 'POST', `${BASE}/head/copyOnline`, { token, query }),
    versions: (id: string) =>
      app().db.query<{ table_version: number; action: string; design: { head: { tableTxt: string } } }>(
        `SELECT table_version, action, design FROM onl_cgform_version WHERE cgform_head_id = $1
          ORDER BY create_time, table_version`,
        [id],
      ),
    /** Rows of the four design tables: unchanged after a refused save. */
    designRows: async () =>
      (await count(app(), 'SELECT 1 FROM onl_cgform_head')) +
      (await count(app(), 'SELECT 1 FROM onl_cgform_field')) +
      (await count(app(), 'SELECT 1 FROM onl_cgform_index')) +
      (await count(app(), 'SELECT 1 FROM onl_cgform_version')),
  };
}
