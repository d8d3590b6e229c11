import type { SettlementTaskRecord } from '../../../../../src/shared/api/cwxt/settlement-api';
import { BIZ_DICTS } from '../../../../../src/shared/domain/business/dicts';
import { STORAGE_KEYS, localStore } from '../../../../../src/shared/session/storage';
import type { FakeServer } from '../../../shared/fake-server';
import { ok } from '../../../shared/fake-server';

/** The settlement status dictionary in the login cache (the business seed's values). */
export function seedSettleDicts(): void {
  const item = ([value, text]: readonly [string, string]) => ({ value, text, title: text, label: text });
  localStore.set(STORAGE_KEYS.DICT_ALL, { cwxt_settle_status: BIZ_DICTS.cwxt_settle_status.items.map(item) });
}

const base = {
  plantId: 'p1',
  plantName: '华能某某电厂',
  energyKwh: '3387.652',
  unitPrice: '0.364400',
  taxRate: '13.00',
  deadline: '2026-12-10',
  attachments: null,
  disputeReason: null,
  confirmTime: null,
  paidAmount: '0.00',
  invoicedAmount: '0.00',
};

export const PENDING: SettlementTaskRecord = {
  ...base,
  id: 't1',
  settleMonth: '2026-11',
  amount: '1234.50',
  status: 'pending',
};
export const DISPUTED: SettlementTaskRecord = {
  ...base,
  id: 't2',
  settleMonth: '2026-10',
  amount: '2000.00',
  status: 'disputed',
  disputeReason: '电量有误',
};
export const INVOICED: SettlementTaskRecord = {
  ...base,
  id: 't3',
  settleMonth: '2026-09',
  amount: '3000.00',
  status: 'invoiced',
};

/** A fake `/cwxt/settlement` answering the list, the log and the transitions. */
export function fakeSettlement(
  server: FakeServer,
  rows: SettlementTaskRecord[] = [PENDING, DISPUTED, INVOICED],
) {
  server.on('GET /cwxt/settlement/list', () => ok({ records: rows, total: rows.length }, '', 0));
  server.on('GET /cwxt/plant/options', () =>
    ok([{ value: 'p1', label: '华能某某电厂', code: 'HN01' }], '', 0),
  );
  server.on('GET /cwxt/settlement/log', () =>
    ok(
      [
        {
          id: 'l1',
          action: 'open',
          fromStatus: null,
          toStatus: 'pending',
          remark: '开立 2026-11 结算任务',
          operator: 'system',
          operatorName: '定时任务',
          createTime: '2026-10-25 01:00:00',
        },
      ],
      '',
      0,
    ),
  );
  server.on('POST /cwxt/settlement/dispute', () => ok(null, '已提出异议'));
  server.on('POST /cwxt/settlement/confirm', () => ok(null, '已确认结算'));
}
