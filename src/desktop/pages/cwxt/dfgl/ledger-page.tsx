import { useQuery } from '@tanstack/react-query';
import { Descriptions } from 'antd';
import { LEDGER_URLS, type LedgerRecord, type LedgerTotals } from '../../../../shared/api/cwxt/ledger-api';
import { getAction } from '../../../../shared/api/http';
import { displayMoney } from '../../../../shared/domain/money/money';
import { ledgerSchema, LEDGER_MONEY_KEYS } from '../../../../shared/domain/resources/ledger';
import { findField } from '../../../../shared/domain/resources/types';
import type { ListPageController } from '../../../../shared/hooks/list-page/types';
import { ResourceListPage } from '../../../widgets/list-page/resource-list-page';
import { PlantSelect } from '../shared/plant-select';
import { SettleStatusTag } from './settlement-detail-drawer';

const money = (v: unknown) => displayMoney(typeof v === 'string' ? v : null);

/** 合计 over every row the current query matches (the server sums; the page only shows it). */
function LedgerTotalsRow({ list }: { list: ListPageController<LedgerRecord> }) {
  const params = { ...list.getQueryParams(), pageNo: 1, pageSize: 1 };
  const totals = useQuery({
    queryKey: ['cwxt', 'ledger', 'totals', JSON.stringify(params), list.dataSource],
    queryFn: async () => {
      const res = await getAction<{ totals: LedgerTotals }>(LEDGER_URLS.list, params);
      return res.success ? res.result.totals : null;
    },
  });
  if (!totals.data) return null;
  const data = totals.data;
  return (
    <Descriptions title="合计" size="small" column={4} bordered style={{ marginTop: 16 }}>
      {LEDGER_MONEY_KEYS.map((k) => (
        <Descriptions.Item key={k} label={findField(ledgerSchema, k)?.title ?? k}>
          {displayMoney(data[k])}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

/** 电费台账 (dfgl ledger): derived per plant per month, read-only, totals and export. */
export default function LedgerPage() {
  return (
    <ResourceListPage<LedgerRecord>
      schema={ledgerSchema}
      url={{ ...LEDGER_URLS }}
      leadingColumns={['settleMonth', 'plantName', 'status']}
      columnOptions={{ settleMonth: { width: 110 }, plantName: { width: 190 } }}
      hideRowActions={['edit', 'detail', 'delete']}
      renderSearchField={{ plantId: () => <PlantSelect /> }}
      columnRender={{
        status: (v) => <SettleStatusTag status={String(v)} />,
        amount: money,
        invoicedAmount: money,
        paidAmount: money,
        unpaidAmount: money,
      }}
    >
      {({ list }) => <LedgerTotalsRow list={list} />}
    </ResourceListPage>
  );
}
