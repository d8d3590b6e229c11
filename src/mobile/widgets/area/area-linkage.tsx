import { useState } from 'react';
import { CascadePicker, Cascader } from 'antd-mobile';
import type { AreaLinkageBaseProps } from '../../../shared/domain/widgets/area/area-type';
import { useAreaValue } from '../../../shared/hooks/area/use-area-value';
import './area-linkage.css';

/** type 'cascader' shows the levels as tabs in a popup, 'select' as three wheels. */
export type AreaLinkageProps = AreaLinkageBaseProps;

function codesOf(values: readonly unknown[]): string[] {
  return values.filter((v) => (typeof v === 'string' && v !== '') || typeof v === 'number').map(String);
}

/** Province / city / district picker for the phone (spec 001 §2), root 86, value = codes. */
export function AreaLinkage({
  value,
  onChange,
  type = 'cascader',
  placeholder = '请选择省市区',
  disabled,
  allowClear = true,
  ...rest
}: AreaLinkageProps) {
  const [open, setOpen] = useState(false);
  const area = useAreaValue(value, type);
  const label = rest['aria-label'] ?? '省市区';
  const message = area.typeError ?? area.error;
  if (message) {
    return (
      <span role="alert" className="cwxt-area-error">
        {message}
      </span>
    );
  }
  const text = area.labels.join(' / ');
  const confirm = (values: readonly unknown[]) => {
    setOpen(false);
    onChange?.(codesOf(values));
  };
  const common = {
    title: label,
    options: area.options,
    visible: open,
    value: area.path,
    onClose: () => setOpen(false),
  };
  return (
    <div className="cwxt-area-linkage">
      <button
        type="button"
        className="cwxt-area-trigger"
        aria-label={label}
        aria-haspopup="dialog"
        disabled={disabled || area.loading}
        onClick={() => setOpen(true)}
      >
        {text ? (
          text
        ) : (
          <span className="cwxt-area-placeholder">{area.loading ? '加载中…' : placeholder}</span>
        )}
      </button>
      {allowClear && text && !disabled ? (
        <button type="button" className="cwxt-area-clear" onClick={() => onChange?.([])}>
          清空
        </button>
      ) : null}
      {open && type === 'select' ? <CascadePicker {...common} onConfirm={confirm} /> : null}
      {open && type !== 'select' ? <Cascader {...common} onConfirm={confirm} /> : null}
    </div>
  );
}
