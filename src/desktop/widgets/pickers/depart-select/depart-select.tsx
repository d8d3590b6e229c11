import { ApartmentOutlined } from '@ant-design/icons';
import { DEPART_SELECT_TEXTS as T } from '../../../../shared/domain/widgets/depart-select/tree-check';
import {
  useDepartSelect,
  type DepartSelectFieldProps,
} from '../../../../shared/hooks/depart-select/use-depart-select';
import { OpenInput } from '../open-input';
import { DepartSelectModal } from './depart-select-modal';

export type DesktopDepartSelectProps = DepartSelectFieldProps;

/** The department select field: names of the chosen departments, a button opening the tree modal. */
export function DepartSelect(props: DesktopDepartSelectProps) {
  const state = useDepartSelect(props);
  const label = props.ariaLabel ?? T.placeholder;
  return (
    <>
      <OpenInput
        label={label}
        buttonLabel={T.title}
        icon={<ApartmentOutlined />}
        value={state.labels}
        placeholder={props.placeholder ?? T.placeholder}
        disabled={props.disabled}
        openOnClick
        onOpen={state.show}
      />
      {state.open && <DepartSelectModal state={state} />}
    </>
  );
}
