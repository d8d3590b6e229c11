import { Picker, Tag } from 'antd-mobile';
import { usePlantOptions } from '../../../../shared/api/cwxt/plant-api';
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

/** 销售方 in a bottom picker over the caller's plants (a plant user: their own). */
export function SellerPicker({
  value,
  onChange,
  disabled,
}: {
  value?: string | null;
  onChange?: (id: string | undefined) => void;
  disabled?: boolean;
}) {
  const { options } = usePlantOptions();
  return (
    <Picker
      columns={[options.map((o) => ({ value: o.value, label: o.label }))]}
      value={value ? [value] : []}
      onConfirm={(v) => onChange?.(typeof v[0] === 'string' ? v[0] : undefined)}
      cancelText="取消"
      confirmText="确定"
    >
      {(items, actions) => (
        <button
          type="button"
          className="cwxt-m-picker-trigger"
          aria-label="销售方"
          disabled={disabled}
          onClick={actions.open}
        >
          <span className={items[0] ? undefined : 'cwxt-m-placeholder'}>
            {items[0] ? String(items[0].label) : '请选择销售方（电厂）'}
          </span>
        </button>
      )}
    </Picker>
  );
}
