import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncPlanResult } from '../../src/shared/api/online/cgform-design-api';
import { buildDesign, headValuesOf, NEW_HEAD } from '../../src/shared/domain/online/design-body';
import { newField } from '../../src/desktop/pages/online/cgform/design-labels';
import { ONLINE_MESSAGES as M, validateDesign } from '../../src/shared/domain/online/form-design';
import type { OnlineFormHead } from '../../src/shared/domain/online/design-types';
import { designerCalls } from './support/cgform-designer';
import { call, login } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The desktop designer's bodies against the real routes (issue 9 U1): what the modal builds for a
 * new form is accepted, what it sends back after loading a stored form unchanged is "no change",
 * and the sync dialog's calls answer the shapes it reads.
 */
let t: TestApp;
const ctx: { t: TestApp | undefined; admin: string } = { t: undefined, admin: '' };
const { addOk, editForm, head, fieldsOf, indexesOf } = designerCalls(ctx);

beforeAll(async () => {
  t = await createTestApp();
  ctx.t = t;
  ctx.admin = await login(t.app);
}, 60_000);
afterAll(() => t.close());

describe('desktop designer bodies', () => {
  let id = '';

  it('a new form as the modal builds it is saved', async () => {
    const body = buildDesign(
      { ...NEW_HEAD, tableName: ' ui_item ', tableTxt: '物料', themeTemplate: 'tab', formTemplate: '2' },
      [
        { ...newField(0), dbFieldName: 'code', dbFieldTxt: '编码', isQuery: 'Y', fieldValidType: 'n6-16' },
        {
          ...newField(1),
          dbFieldName: 'price',
          dbFieldTxt: '单价',
          dbType: 'BigDecimal',
          dbLength: 10,
          dbPointLength: 2,
        },
      ],
      [{ indexName: 'idx_ui_item_code', indexField: 'code', indexType: 'unique' }],
      null,
    );
    expect(validateDesign(body)).toBeUndefined();
    id = await addOk(body);
    expect((await head(id)).body.result).toMatchObject({
      tableName: 'ui_item',
      themeTemplate: 'tab',
      tableVersion: 1,
    });
  });

  it('a stored form loaded and sent back unchanged is "no change"; a moved field is a change', async () => {
    const stored = (await head(id)).body.result as OnlineFormHead & { id: string };
    const fields = (await fieldsOf(id)).result;
    const indexes = (await indexesOf(id)).result;
    const same = buildDesign(headValuesOf(stored), fields, indexes, stored);
    const unchanged = await editForm(same);
    expect(unchanged.body).toMatchObject({ success: true, message: M.notModified });
    const moved = buildDesign(headValuesOf(stored), [...fields].reverse(), indexes, stored);
    const changed = await editForm(moved);
    expect(changed.body).toMatchObject({ success: true, message: M.edited });
    expect((await fieldsOf(id)).result.map((f) => [f.dbFieldName, f.id])).toEqual([
      ['price', fields[1]!.id],
      ['code', fields[0]!.id],
    ]);
  });

  it('the sync dialog reads syncPlan and sends confirmDestructive', async () => {
    const plan = await call<SyncPlanResult>(t.app, 'GET', `/online/cgform/api/syncPlan/${id}`, {
      token: ctx.admin,
      query: { synMethod: 'normal' },
    });
    expect(plan.body.result).toMatchObject({ tableName: 'ui_item', tableExists: false, refusals: [] });
    expect(plan.body.result.steps[0]).toMatchObject({
      destructive: false,
      sql: expect.arrayContaining([expect.stringContaining('CREATE TABLE')]),
    });
    expect(typeof plan.body.result.steps[0]!.description).toBe('string');
    const run = await call(t.app, 'POST', `/online/cgform/api/doDbSynch/${id}/normal`, {
      token: ctx.admin,
      body: { confirmDestructive: false },
    });
    expect(run.body).toMatchObject({ success: true, message: '同步数据库成功!' });
    expect((await head(id)).body.result).toMatchObject({ isDbSynch: 'Y' });
  });
});
