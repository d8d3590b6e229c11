import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onlineListUrls } from '../../../../src/shared/api/online/cgform-runtime-api';
import { subGridColumns, subRowsBody } from '../../../../src/shared/hooks/online/sub-grid-columns';
import { headIdFromRoute, useOnlineForm } from '../../../../src/shared/hooks/online/use-online-form';
import { columnsAnswer, design, ORDER, onlineRoute } from '../../desktop/online/cgform-auto-fixtures';
import { setupFakeBackend } from '../fake-backend';
import { fail, ok } from '../fake-server';

const backend = setupFakeBackend();

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const ITEM = design({ id: 'S1', tableName: 'tst_item', tableTxt: '明细', tableType: 3, relationType: 0 }, [
  { dbFieldName: 'order_id', dbFieldTxt: '订单', dbType: 'string', mainTable: 'tst_order', mainField: 'id' },
  { dbFieldName: 'item_name', dbFieldTxt: '品名', dbType: 'string', dbLength: 4, fieldMustInput: 'Y' },
  { dbFieldName: 'qty', dbFieldTxt: '数量', dbType: 'int' },
]);

describe('headIdFromRoute', () => {
  it('reads the head id of /online/cgformList/<headId> only', () => {
    expect(headIdFromRoute(onlineRoute('4028abc_1-x'))).toBe('4028abc_1-x');
    expect(headIdFromRoute({ path: '/online/cgformList/H1/extra' })).toBe('H1');
    expect(headIdFromRoute({ path: '/online/cgformList/' })).toBeNull();
    expect(headIdFromRoute({ path: '/online/cgformList/a%27b' })).toBeNull();
    expect(headIdFromRoute({ path: '/online/cgformListX/H1' })).toBeNull();
    expect(headIdFromRoute({ path: '/system/user' })).toBeNull();
    expect(headIdFromRoute(null)).toBeNull();
  });
});

describe('useOnlineForm', () => {
  it('rebuilds the schemas with validators from the designs, sub tables in tab order', async () => {
    backend.server.on(
      'GET /online/cgform/api/getColumns/H1',
      ok(
        columnsAnswer(ORDER, [
          { design: ITEM, relationType: 0, foreignKeys: [{ field: 'order_id', mainField: 'id' }] },
        ]),
      ),
    );
    const { result } = renderHook(() => useOnlineForm('H1'), { wrapper });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.form).not.toBeNull());
    const form = result.current.form!;
    expect(form.headId).toBe('H1');
    expect(form.schema.menuPath).toBe('/online/cgformList/H1');
    expect(form.schema.permissionPrefix).toBe('online:form:tst_order:');
    const orderNo = form.schema.fields.find((f) => f.key === 'orderNo')!;
    expect(orderNo.rules?.[0]?.('')).toBe('请输入订单号!');
    const [sub] = form.subTables;
    expect(sub).toMatchObject({ headId: 'S1', tableName: 'tst_item', relationType: 0 });
    expect(sub!.schema.fields.find((f) => f.key === 'itemName')?.rules?.length).toBeGreaterThan(0);

    // The sub grid: no foreign key column, typed cells, the schema's validators.
    const columns = subGridColumns(sub!);
    expect(columns.map((c) => [c.key, c.type])).toEqual([
      ['itemName', 'input'],
      ['qty', 'inputNumber'],
    ]);
    const outcome = await new Promise<[unknown, unknown]>((resolve) =>
      columns[0]!.validateRules![0]!.handler!(
        { trigger: 'getValues', value: '太长的品名', row: {}, column: columns[0]! },
        (passed, message) => resolve([passed, message]),
      ),
    );
    expect(outcome).toEqual([false, '品名长度不能超过4个字符']);
    expect(subRowsBody(sub!, [{ id: 'x', orderId: 'm', itemName: '螺丝', qty: '' }])).toEqual([
      { itemName: '螺丝', qty: null },
    ]);
  });

  it("reports the server's message and does not call without a head id", async () => {
    backend.server.on('GET /online/cgform/api/getColumns/H9', fail('表单尚未同步数据库，请先同步'));
    const { result } = renderHook(() => useOnlineForm('H9'), { wrapper });
    await waitFor(() => expect(result.current.error).toBe('表单尚未同步数据库，请先同步'));
    expect(result.current.form).toBeNull();
    const none = renderHook(() => useOnlineForm(null), { wrapper });
    expect(none.result.current).toEqual({ loading: false, error: null, form: null });
    expect(backend.server.requests.filter((r) => r.url?.includes('getColumns/null'))).toHaveLength(0);
  });
});

describe('onlineListUrls', () => {
  it('points the list kit at the runtime routes', () => {
    expect(onlineListUrls('H1')).toEqual({
      list: '/online/cgform/api/getData/H1',
      add: '/online/cgform/api/form/H1',
      edit: '/online/cgform/api/form/H1',
      delete: '/online/cgform/api/form/H1',
      deleteBatch: '/online/cgform/api/form/H1',
      exportXls: '/online/cgform/api/exportXls/H1',
      importExcel: '/online/cgform/api/importXls/H1',
    });
  });
});
