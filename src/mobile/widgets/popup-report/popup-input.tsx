import { useState } from 'react';
import { Button } from 'antd-mobile';
import type { ReportRecord } from '../../../shared/api/sys/report-api';
import { mapFields } from '../../../shared/domain/widgets/popup-report/field-map';
import { POPUP_TEXTS } from '../../../shared/domain/widgets/popup-report/messages';
import { checkPopupConfig } from '../../../shared/domain/widgets/popup-report/popup-config';
import { PopupReportScreen } from './popup-report-screen';
import './popup-report.css';

export interface PopupInputProps {
  code?: string;
  orgFields?: string;
  destFields?: string;
  /** The dest field this input shows (default the first dest field). */
  field?: string;
  multi?: boolean;
  sorter?: string;
  param?: string | Readonly<Record<string, unknown>>;
  value?: string | null;
  onChange?: (value: string, mapped: Record<string, string>, rows: ReportRecord[]) => void;
  disabled?: boolean;
  ariaLabel?: string;
}

/** The phone popup field: the shown value; a tap opens the full-screen report. */
export function PopupInput(props: PopupInputProps) {
  const [open, setOpen] = useState(false);
  const config = checkPopupConfig(props);
  const disabled = props.disabled || !config.ok;
  const label = props.ariaLabel ?? POPUP_TEXTS.placeholder;
  return (
    <>
      <div className="cwxt-m-rp-field">
        <input
          readOnly
          aria-label={label}
          value={props.value ?? ''}
          placeholder={POPUP_TEXTS.placeholder}
          disabled={disabled}
          onClick={() => !disabled && setOpen(true)}
        />
        <Button size="small" aria-label={`打开${label}`} disabled={disabled} onClick={() => setOpen(true)}>
          选择
        </Button>
      </div>
      {!config.ok && (
        <div className="cwxt-m-rp-error" role="alert">
          {config.message}
        </div>
      )}
      {config.ok && open && (
        <PopupReportScreen
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
