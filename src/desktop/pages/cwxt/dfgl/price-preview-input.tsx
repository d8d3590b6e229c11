import type { ChangeEvent } from 'react';
import { Form, Input } from 'antd';
import { displayMoney } from '../../../../shared/domain/money/money';
import { settlementAmount } from '../../../../shared/domain/resources/settlement-task';

interface Props {
  value?: string;
  onChange?: (e: ChangeEvent<HTMLInputElement>) => void;
  disabled?: boolean;
}

/**
 * 结算电价 in the edit form, with the 电费金额 the server will compute from it and the form's
 * 上网电量 (the same shared helper, so the preview is the stored figure).
 */
export function PricePreviewInput({ value, onChange, disabled }: Props) {
  const form = Form.useFormInstance();
  const energy = Form.useWatch('energyKwh', form) as unknown;
  const amount = settlementAmount(energy === undefined || energy === null ? '' : String(energy), value ?? '');
  return (
    <>
      <Input inputMode="decimal" value={value ?? ''} onChange={onChange} disabled={disabled} />
      <div aria-label="电费金额预览">电费金额：{amount === null ? '—' : displayMoney(amount)}</div>
    </>
  );
}

/** A decimal typed as text: quantities stay exact strings (a number input would pass through floats). */
export function DecimalInput({ value, onChange, disabled }: Props) {
  return <Input inputMode="decimal" value={value ?? ''} onChange={onChange} disabled={disabled} />;
}
