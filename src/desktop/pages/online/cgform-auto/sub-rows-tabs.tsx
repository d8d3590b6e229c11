import { useEffect, useState } from 'react';
import { Alert, Empty, Table, Tabs, type TableColumnsType } from 'antd';
import { getSubFormRows, type OnlineRow } from '../../../../shared/api/online/cgform-runtime-api';
import { FieldText } from '../../../../shared/hooks/list-page/field-text';
import { foreignKeyKeys } from '../../../../shared/hooks/online/sub-grid-columns';
import type { OnlineForm, OnlineSubTable } from '../../../../shared/hooks/online/use-online-form';

export const SUB_ROWS_TEXT = {
  pickMaster: '请选择一条主表记录',
  loadFailed: '子表数据加载失败',
} as const;

type Loaded = { rows: OnlineRow[]; error: string | null } | null;

function columnsOf(sub: OnlineSubTable): TableColumnsType<OnlineRow> {
  const fks = foreignKeyKeys(sub);
  return sub.schema.fields
    .filter((f) => f.list && !f.secret && !fks.has(f.key))
    .map((field) => ({
      key: field.key,
      title: field.title,
      render: (_: unknown, row: OnlineRow) => <FieldText field={field} record={row} />,
    }));
}

/** The rows of one sub table of a main record (read only). `version` reloads them. */
function SubRowsTable({ sub, mainId, version }: { sub: OnlineSubTable; mainId: string; version: unknown }) {
  const [loaded, setLoaded] = useState<Loaded>(null);
  useEffect(() => {
    let alive = true;
    setLoaded(null);
    getSubFormRows(sub.headId, mainId).then(
      (rows) => alive && setLoaded({ rows, error: null }),
      (e: unknown) =>
        alive && setLoaded({ rows: [], error: e instanceof Error ? e.message : SUB_ROWS_TEXT.loadFailed }),
    );
    return () => {
      alive = false;
    };
  }, [sub.headId, mainId, version]);
  return (
    <>
      {loaded?.error ? <Alert type="error" showIcon role="alert" title={loaded.error} /> : null}
      <Table<OnlineRow>
        aria-label={sub.tableTxt}
        size="small"
        rowKey="id"
        loading={loaded === null}
        columns={columnsOf(sub)}
        dataSource={loaded?.rows ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}

/** One tab per sub table with the rows of `mainId` (the ERP list's lower half, the inner table's expansion). */
export function SubRowsTabs({
  form,
  mainId,
  version,
}: {
  form: OnlineForm;
  mainId: string | null;
  version?: unknown;
}) {
  if (!mainId) return <Empty description={SUB_ROWS_TEXT.pickMaster} />;
  return (
    <Tabs
      items={form.subTables.map((sub) => ({
        key: sub.tableName,
        label: sub.tableTxt,
        children: <SubRowsTable sub={sub} mainId={mainId} version={version} />,
      }))}
    />
  );
}
