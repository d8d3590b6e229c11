import { Button, Input, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { ReportRecord } from '../../../../shared/api/sys/report-api';
import { useBusinessSelect } from '../../../../shared/hooks/popup-report/use-business-select';
import { BusinessSelectModal, type BusinessColumn } from './business-select-modal';

export interface BusinessSelectProps {
  /** A JeecgBoot list URL, e.g. /sys/position/list. */
  listUrl: string;
  columns: readonly BusinessColumn[];
  /** Record field stored in the value (default id). */
  valueKey?: string;
  /** Record field shown as the label. */
  labelKey: string;
  /** Param the keyword searches (default labelKey). */
  queryKey?: string;
  multi?: boolean;
  params?: Readonly<Record<string, string>>;
  value?: string | null;
  onChange?: (value: string, rows: ReportRecord[]) => void;
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
      <Space.Compact style={{ width: '100%' }}>
        <Input
          readOnly
          aria-label={props.title}
          value={state.labels}
          disabled={props.disabled}
          placeholder="请选择"
        />
        <Button
          aria-label={`打开${props.title}`}
          icon={<SearchOutlined />}
          disabled={props.disabled}
          onClick={state.show}
        />
      </Space.Compact>
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
