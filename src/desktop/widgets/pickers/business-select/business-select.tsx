import { SearchOutlined } from '@ant-design/icons';
import {
  useBusinessSelect,
  type BusinessSelectOptions,
} from '../../../../shared/hooks/popup-report/use-business-select';
import { OpenInput } from '../open-input';
import { BusinessSelectModal, type BusinessColumn } from './business-select-modal';

export interface BusinessSelectProps extends BusinessSelectOptions {
  columns: readonly BusinessColumn[];
  disabled?: boolean;
  /** Dialog title and the field's accessible name. */
  title: string;
  searchPlaceholder?: string;
}

/** The business selector field: labels of the chosen records, a button opening the picker. */
export function BusinessSelect(props: BusinessSelectProps) {
  const state = useBusinessSelect(props);
  return (
    <>
      <OpenInput
        label={props.title}
        buttonLabel={`打开${props.title}`}
        icon={<SearchOutlined />}
        value={state.labels}
        placeholder="请选择"
        disabled={props.disabled}
        onOpen={state.show}
      />
      {state.open && (
        <BusinessSelectModal
          state={state}
          title={props.title}
          columns={props.columns}
          multi={props.multi ?? false}
          searchPlaceholder={props.searchPlaceholder ?? '请输入搜索内容'}
        />
      )}
    </>
  );
}
