import type { LedgerRecord } from '../../../../shared/api/cwxt/ledger-api';
import { displayMoney } from '../../../../shared/domain/money/money';
import { ledgerSchema } from '../../../../shared/domain/resources/ledger';
import { ResourceCardList } from '../../../widgets/card-list/resource-card-list';
import { SettleStatusTag } from './settlement-task-screen';

/** 电费台账 on the phone: one card per plant and month, the derived figures, read-only. */
export default function LedgerPage() {
  return (
    <ResourceCardList<LedgerRecord>
      schema={ledgerSchema}
      cardTitle={(r) => `${r.plantName} ${r.settleMonth}`}
      cardFooter={(r) => (
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 4 }}>
          <span>应结 {displayMoney(r.amount)}</span>
          <span>已开票 {displayMoney(r.invoicedAmount)}</span>
          <span>已付 {displayMoney(r.paidAmount)}</span>
          <span>未付 {displayMoney(r.unpaidAmount)}</span>
          <span>
            <SettleStatusTag status={r.status} />
          </span>
        </div>
      )}
    />
  );
}
