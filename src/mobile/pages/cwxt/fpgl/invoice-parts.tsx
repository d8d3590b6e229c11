import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { InvoiceRecord } from '../../../../shared/api/cwxt/invoice-api';
import { bizDictText } from '../../../../shared/domain/business/dicts';
import { displayMoney } from '../../../../shared/domain/money/money';
import { SCREEN_NAMES } from '../../../../shared/domain/routes/screen-links';

/** An invoice's detail has an address: messages link to it (docs/phone-navigation.md). */
export const INVOICE_SCREEN = { name: SCREEN_NAMES.invoice };

const STATUS_COLOR: Record<string, string> = {
  draft: 'default',
  submitted: 'primary',
  verified: 'success',
  returned: 'danger',
  booked: '#722ed1',
};

export function InvoiceStatusTag({ status }: { status: string }) {
  return <Tag color={STATUS_COLOR[status] ?? 'default'}>{bizDictText('cwxt_invoice_status', status)}</Tag>;
}

/** An invoice card's title: the plant · the settlement month it is for (else its issue month). */
export function invoiceCardTitle(r: {
  plantName: string | null;
  taskMonth: string | null;
  invoiceDate: string | null;
}): string {
  return `${r.plantName ?? ''} · ${r.taskMonth ?? r.invoiceDate?.slice(0, 7) ?? ''}`;
}

/** An invoice card's body (pool and ledger): the status, 价税合计 as the key figure, type and date. */
export function invoiceSummary(r: InvoiceRecord, extraFacts: ReactNode[] = []) {
  return {
    tag: <InvoiceStatusTag status={r.status} />,
    figureLabel: '价税合计',
    figure: displayMoney(r.totalAmount),
    facts: [
      `${bizDictText('cwxt_invoice_type', r.invoiceType)} No.${r.invoiceNumber}`,
      `开票日期 ${r.invoiceDate?.slice(0, 10) ?? ''}`,
      ...extraFacts,
    ],
  };
}
