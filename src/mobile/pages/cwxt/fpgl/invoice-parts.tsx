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
