import { Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { POPUP_TEXTS } from '../../../shared/domain/widgets/popup-report/messages';
import {
  usePopupInput,
  type PopupInputProps as SharedPopupInputProps,
} from '../../../shared/hooks/popup-report/use-popup-input';
import { OpenInput } from '../pickers/open-input';
import { PopupReportModal } from './popup-report-modal';

export interface PopupInputProps extends SharedPopupInputProps {
  placeholder?: string;
}

/**
 * The popup field (JPopup): read-only text, a click opens the report popup, the chosen rows'
 * orgFields are written to destFields. A bad setup shows its message and disables the control.
 */
export function PopupInput(props: PopupInputProps) {
  const { config, disabled, label, open, openPopup, closePopup, pick } = usePopupInput(props);
  return (
    <>
      <OpenInput
        label={label}
        buttonLabel={`打开${label}`}
        icon={<SearchOutlined />}
        value={props.value ?? ''}
        placeholder={props.placeholder ?? POPUP_TEXTS.placeholder}
        disabled={disabled}
        invalid={!config.ok}
        openOnClick
        onOpen={openPopup}
      />
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
          onCancel={closePopup}
          onOk={pick}
        />
      )}
    </>
  );
}
