import { Tag } from 'antd-mobile';
import { bizDictText } from '../../../../shared/domain/business/dicts';

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
