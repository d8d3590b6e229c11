import { useId, type ReactNode } from 'react';
import { Popup } from 'antd-mobile';
import { DICT_SELECT_TEXTS } from '../../../shared/domain/widgets/dict/messages';
import type { DictOption } from '../../../shared/domain/widgets/dict/options';
import { ScreenEntry } from '../../ui/screen-entry';
import './dict-select.css';

interface SheetProps {
  title: string;
  visible: boolean;
  onClose: () => void;
  /** Full screen (search, trees) or a bottom sheet (short option lists). */
  full?: boolean;
  children: ReactNode;
  footer?: ReactNode;
}

/** A popup with a title bar and a 取消 button, exposed as a dialog named by its title. */
export function Sheet({ title, visible, onClose, full, children, footer }: SheetProps) {
  return (
    <>
      {/* A picker is a screen too: the platform back closes it, not the form under it. */}
      <ScreenEntry open={visible} onClose={onClose} />
      <Popup
        visible={visible}
        onMaskClick={onClose}
        destroyOnClose
        bodyStyle={full ? { height: '100vh' } : { maxHeight: '70vh', height: '70vh' }}
      >
        <div className="cwxt-dict-sheet" role="dialog" aria-label={title}>
          <div className="cwxt-dict-sheet-head">
            <span>{title}</span>
            <button type="button" className="cwxt-dict-link" onClick={onClose}>
              取消
            </button>
          </div>
          {children}
          {footer ? <div className="cwxt-dict-sheet-foot">{footer}</div> : null}
        </div>
      </Popup>
    </>
  );
}

interface TriggerProps {
  label: string;
  text: string;
  placeholder: string;
  disabled?: boolean;
  id?: string;
  onOpen: () => void;
  /** Shows 清空 when set and there is a value. */
  onClear?: () => void;
}

/** The form row's button showing the chosen text (or the placeholder) that opens a sheet. */
export function SheetTrigger({ label, text, placeholder, disabled, id, onOpen, onClear }: TriggerProps) {
  return (
    <div className="cwxt-dict-trigger-row">
      <button
        type="button"
        id={id}
        className="cwxt-dict-trigger"
        aria-label={label}
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={onOpen}
      >
        {text ? text : <span className="cwxt-dict-placeholder">{placeholder}</span>}
      </button>
      {onClear && text && !disabled ? (
        <button type="button" className="cwxt-dict-link" onClick={onClear}>
          清空
        </button>
      ) : null}
    </div>
  );
}

interface OptionRowsProps {
  options: readonly DictOption[];
  selected: readonly string[];
  multiple?: boolean;
  /** Single: the picked value. Multiple: the toggled value. */
  onPick: (option: DictOption) => void;
  /** A loading / empty text shown instead of rows. */
  note?: string | null;
}

/** Options as full-width rows of native radios or checkboxes (real semantics for screen readers and tests). */
export function OptionRows({ options, selected, multiple, onPick, note }: OptionRowsProps) {
  const name = useId();
  if (note) return <div className="cwxt-dict-note">{note}</div>;
  if (options.length === 0) return <div className="cwxt-dict-note">{DICT_SELECT_TEXTS.empty}</div>;
  return (
    <div role="group">
      {options.map((o) => {
        const checked = selected.includes(o.value);
        return (
          <div key={o.value || '__empty'} className={`cwxt-dict-row${checked ? ' is-checked' : ''}`}>
            <label>
              <span>{o.label}</span>
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={name}
                value={o.value}
                checked={checked}
                disabled={o.disabled}
                onChange={() => onPick(o)}
                // A tap on the already checked radio still picks (and closes the sheet).
                onClick={() => {
                  if (!multiple && checked) onPick(o);
                }}
              />
            </label>
          </div>
        );
      })}
    </div>
  );
}

/** The inline message of a select that cannot work. */
export function DictErrorText({ message }: { message: string }) {
  return (
    <span role="alert" className="cwxt-dict-error">
      {message}
    </span>
  );
}
