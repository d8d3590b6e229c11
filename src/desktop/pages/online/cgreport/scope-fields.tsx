import { Alert, Form, Select } from 'antd';
import { CGREPORT_SCOPE_WARNING, type CgreportItemJson } from '../../../../shared/domain/resources/cgreport';

/**
 * 数据范围列 of an SQL report (docs/decisions.md "Online report access"): the result columns that
 * carry the plant and the tenant, chosen among the report's fields. The server filters every run
 * by them; a report declaring neither is shown the warning of what that means.
 */
export function ScopeFields({ items, disabled }: { items: readonly CgreportItemJson[]; disabled: boolean }) {
  const plant = Form.useWatch<string | undefined>('scopePlantCol');
  const tenant = Form.useWatch<string | undefined>('scopeTenantCol');
  const options = items.map((i) => ({ value: i.fieldName, label: `${i.fieldTxt}（${i.fieldName}）` }));
  return (
    <>
      <Form.Item name="scopePlantCol" label="数据范围列：电厂">
        <Select
          aria-label="数据范围列：电厂"
          allowClear
          disabled={disabled}
          options={options}
          placeholder="电厂ID所在的字段"
        />
      </Form.Item>
      <Form.Item name="scopeTenantCol" label="数据范围列：租户">
        <Select
          aria-label="数据范围列：租户"
          allowClear
          disabled={disabled}
          options={options}
          placeholder="租户ID所在的字段"
        />
      </Form.Item>
      {!plant && !tenant && (
        <Form.Item wrapperCol={{ offset: 3 }}>
          <Alert type="warning" showIcon message={CGREPORT_SCOPE_WARNING} />
        </Form.Item>
      )}
    </>
  );
}
