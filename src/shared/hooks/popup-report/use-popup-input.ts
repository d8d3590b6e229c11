// The popup field (JPopup) logic both shells share: config check, open state, and the mapping of
// the chosen rows' orgFields onto destFields. The shells only render the input and the popup.
import { useState } from 'react';
import type { ReportRecord } from '../../api/sys/report-api';
import { mapFields } from '../../domain/widgets/popup-report/field-map';
import { POPUP_TEXTS } from '../../domain/widgets/popup-report/messages';
import { checkPopupConfig } from '../../domain/widgets/popup-report/popup-config';

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
}

export function usePopupInput(props: PopupInputProps) {
  const [open, setOpen] = useState(false);
  const config = checkPopupConfig(props);
  const disabled = Boolean(props.disabled) || !config.ok;
  const label = props.ariaLabel ?? POPUP_TEXTS.placeholder;
  /** The popup's OK: map the rows, report the shown field's value, close. */
  const pick = (rows: ReportRecord[]) => {
    if (!config.ok) return;
    const mapped = mapFields(rows, config.orgFields, config.destFields);
    const own = props.field && props.field in mapped ? props.field : config.destFields[0];
    props.onChange?.(own ? (mapped[own] ?? '') : '', mapped, rows);
    setOpen(false);
  };
  return {
    config,
    disabled,
    label,
    open,
    openPopup: () => setOpen(true),
    closePopup: () => setOpen(false),
    pick,
  };
}
