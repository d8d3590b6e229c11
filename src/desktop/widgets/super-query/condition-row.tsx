import { Button, Col, Row, Select, Space } from 'antd';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { SUPER_QUERY_TEXTS as T, ruleOptionsFor } from '../../../shared/domain/query/builder-model';
import type { QueryRule } from '../../../shared/domain/query/rules';
import { conditionHandlers, type ConditionProps } from '../../../shared/hooks/super-query/condition-handlers';
import { ValueControl } from './value-control';

/** One condition: field, rule, value, and the add/remove buttons (JeecgBoot JSuperQuery's row). */
export function ConditionRow({ index, row, fields, dispatch }: ConditionProps) {
  const { field, fieldOptions, setField, setRule, setValue, remove } = conditionHandlers({
    row,
    fields,
    dispatch,
  });
  return (
    <Row role="group" aria-label={T.row(index + 1)} gutter={16} className="cwxt-sq-row">
      <Col md={8} xs={24}>
        <Select
          aria-label={T.field}
          placeholder={T.fieldPlaceholder}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={fieldOptions}
          value={row.field}
          onChange={setField}
          style={{ width: '100%' }}
        />
      </Col>
      <Col md={4} xs={24}>
        <Select
          aria-label={T.rule}
          placeholder={T.rule}
          options={ruleOptionsFor(field)}
          value={row.rule}
          onChange={(rule: QueryRule) => setRule(rule)}
          style={{ width: '100%' }}
        />
      </Col>
      <Col md={8} xs={24}>
        <ValueControl field={field} row={row} onChange={setValue} />
      </Col>
      <Col md={4} xs={24}>
        <Space>
          <Button aria-label={T.addRow} icon={<PlusOutlined />} onClick={() => dispatch({ type: 'add' })} />
          <Button aria-label={T.removeRow} icon={<MinusOutlined />} onClick={remove} />
        </Space>
      </Col>
    </Row>
  );
}
