import type { LedgerRecord } from '../../../../shared/api/cwxt/ledger-api';
import { displayMoney } from '../../../../shared/domain/money/figures';
import { ledgerSchema } from '../../../../shared/domain/resources/ledger';
import { ResourceCardList } from '../../../widgets/card-list/resource-card-list';
import { SettleStatusTag } from './settlement-task-screen';

/** 电费台账 on the phone: one card per plant and month, 未付 emphasised, read-only. */
export default function LedgerPage() {
  return (
    <ResourceCardList<LedgerRecord>
      schema={ledgerSchema}
      cardTitle={(r) => `${r.plantName} · ${r.settleMonth}`}
      cardSummary={(r) => ({
        tag: <SettleStatusTag status={r.status} />,
        figureLabel: '未付',
        figure: displayMoney(r.unpaidAmount),
        facts: [
          `应结 ${displayMoney(r.amount)}`,
          `已开票 ${displayMoney(r.invoicedAmount)}`,
          `已付 ${displayMoney(r.paidAmount)}`,
        ],
      })}
    />
  );
}
