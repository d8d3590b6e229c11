import { useState } from 'react';
import { Card } from 'antd';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import type { OnlineForm } from '../../../../shared/hooks/online/use-online-form';
import { MasterFormModal } from './master-form-modal';
import { OnlineAutoList } from './online-auto-list';
import { OnlineFormGate } from './online-form-gate';
import { SubRowsTabs } from './sub-rows-tabs';

function ErpList({ form }: { form: OnlineForm }) {
  // The master row clicked last; else the last checked one.
  const [clicked, setClicked] = useState<string | null>(null);
  return (
    <OnlineAutoList
      form={form}
      renderForm={(dialog) => <MasterFormModal form={form} dialog={dialog} />}
      tableProps={{
        onRow: (row) => ({ onClick: () => setClicked(row.id) }),
        rowClassName: (row) => (row.id === clicked ? 'ant-table-row-selected' : ''),
      }}
    >
      {({ list }) => {
        const rows = list.dataSource;
        const current =
          (clicked && rows.some((r) => r.id === clicked) ? clicked : null) ??
          list.selectedRowKeys[list.selectedRowKeys.length - 1] ??
          null;
        return (
          <Card size="small" style={{ marginTop: 16 }}>
            <SubRowsTabs form={form} mainId={current} version={rows} />
          </Card>
        );
      }}
    </OnlineAutoList>
  );
}

/** 在线表单 ERP list: the main list; below it one tab per sub table with the selected main row's sub rows. */
export default function CgformErpListPage({ route }: ViewProps) {
  return <OnlineFormGate route={route}>{(form: OnlineForm) => <ErpList form={form} />}</OnlineFormGate>;
}
