import { Button } from 'antd-mobile';
import { POPUP_TEXTS } from '../../../shared/domain/widgets/popup-report/messages';
import { usePopupInput, type PopupInputProps } from '../../../shared/hooks/popup-report/use-popup-input';
import { PopupReportScreen } from './popup-report-screen';
import './popup-report.css';

export type { PopupInputProps };

/** The phone popup field: the shown value; a tap opens the full-screen report. */
export function PopupInput(props: PopupInputProps) {
  const { config, disabled, label, open, openPopup, closePopup, pick } = usePopupInput(props);
  return (
    <>
      <div className="cwxt-m-rp-field">
        <input
          readOnly
          aria-label={label}
          value={props.value ?? ''}
          placeholder={POPUP_TEXTS.placeholder}
          disabled={disabled}
          onClick={() => !disabled && openPopup()}
        />
        <Button size="small" aria-label={`打开${label}`} disabled={disabled} onClick={openPopup}>
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
          onCancel={closePopup}
          onOk={pick}
        />
      )}
    </>
  );
}
