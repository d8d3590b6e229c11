import { useState } from 'react';
import { Button, Input, Space, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { ReportRecord } from '../../../shared/api/sys/report-api';
import { mapFields } from '../../../shared/domain/widgets/popup-report/field-map';
import { POPUP_TEXTS } from '../../../shared/domain/widgets/popup-report/messages';
import { checkPopupConfig } from '../../../shared/domain/widgets/popup-report/popup-config';
import { PopupReportModal } from './popup-report-modal';

export interface PopupInputProps {
  /** Report code (getRpColumns/{code}). */
  code?: string;
  /** Report columns copied from the chosen rows, comma-separated. */
  orgFields?: string;
  /** Fields they are copied into, same order. */
  destFields?: string;
  /** The dest field this input shows (default the first dest field). */
  field?: string;
  multi?: boolean;
  sorter?: string;
  param?: string | Readonly<Record<string, unknown>>;
  value?: string | null;
  /** `value` = the shown field's new value; `mapped` = every dest field's value. */
  onChange?: (value: string, mapped: Record<string, string>, rows: ReportRecord[]) => void;
  disabled?: boolean;
  ariaLabel?: string;
  placeholder?: string;
}

/**
 * The popup field (JPopup): read-only text, a click opens the report popup, the chosen rows'
 * orgFields are written to destFields. A bad setup shows its message and disables the control.
 */
export function PopupInput(props: PopupInputProps) {
  const [open, setOpen] = useState(false);
  const config = checkPopupConfig(props);
  const disabled = props.disabled || !config.ok;
  const label = props.ariaLabel ?? POPUP_TEXTS.placeholder;
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          readOnly
          aria-label={label}
          value={props.value ?? ''}
          placeholder={props.placeholder ?? POPUP_TEXTS.placeholder}
          disabled={disabled}
          status={config.ok ? undefined : 'error'}
          onClick={() => !disabled && setOpen(true)}
        />
        <Button
          aria-label={`打开${label}`}
          icon={<SearchOutlined />}
          disabled={disabled}
          onClick={() => setOpen(true)}
        />
      </Space.Compact>
      {!config.ok && (
        <Typography.Text type="danger" role="alert">
          {config.message}
        </Typography.Text>
      )}
      {config.ok && open && (
        <PopupReportModal
          open
          code={config.code}
          multi={props.multi}
          sorter={props.sorter}
          param={props.param}
          onCancel={() => setOpen(false)}
          onOk={(rows) => {
            const mapped = mapFields(rows, config.orgFields, config.destFields);
            const own = props.field && props.field in mapped ? props.field : config.destFields[0];
            props.onChange?.(own ? (mapped[own] ?? '') : '', mapped, rows);
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
