import { Button, Input, Space } from 'antd';
import { ApartmentOutlined } from '@ant-design/icons';
import { DEPART_SELECT_TEXTS as T } from '../../../../shared/domain/widgets/depart-select/tree-check';
import {
  useDepartSelect,
  type DepartSelectProps,
} from '../../../../shared/hooks/depart-select/use-depart-select';
import { DepartSelectModal } from './depart-select-modal';

export interface DesktopDepartSelectProps extends DepartSelectProps {
  /** Accessible name of the field (default 请选择部门). */
  ariaLabel?: string;
  placeholder?: string;
}

/** The department select field: names of the chosen departments, a button opening the tree modal. */
export function DepartSelect(props: DesktopDepartSelectProps) {
  const state = useDepartSelect(props);
  const label = props.ariaLabel ?? T.placeholder;
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          readOnly
          aria-label={label}
          value={state.labels}
          placeholder={props.placeholder ?? T.placeholder}
          disabled={props.disabled}
          onClick={() => !props.disabled && state.show()}
        />
        <Button
          aria-label={T.title}
          icon={<ApartmentOutlined />}
          disabled={props.disabled}
          onClick={state.show}
        />
      </Space.Compact>
      {state.open && <DepartSelectModal state={state} />}
    </>
  );
}
