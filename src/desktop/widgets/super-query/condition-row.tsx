import { Button, Col, Row, Select, Space } from 'antd';
import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import {
  SUPER_QUERY_TEXTS as T,
  ruleOptionsFor,
  type BuilderAction,
  type BuilderField,
  type BuilderRow,
} from '../../../shared/domain/query/builder-model';
import type { QueryRule } from '../../../shared/domain/query/rules';
import { ValueControl } from './value-control';

interface ConditionRowProps {
  index: number;
  row: BuilderRow;
  fields: readonly BuilderField[];
  dispatch: (action: BuilderAction) => void;
}

/** One condition: field, rule, value, and the add/remove buttons (JeecgBoot JSuperQuery's row). */
export function ConditionRow({ index, row, fields, dispatch }: ConditionRowProps) {
  const field = fields.find((f) => f.key === row.field);
  const id = row.id;
  return (
    <Row role="group" aria-label={T.row(index + 1)} gutter={16} className="cwxt-sq-row">
      <Col md={8} xs={24}>
        <Select
          aria-label={T.field}
          placeholder={T.fieldPlaceholder}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={fields.map((f) => ({ value: f.key, label: f.title }))}
          value={row.field}
          onChange={(key?: string) =>
            dispatch({ type: 'field', id, field: fields.find((f) => f.key === key) })
          }
          style={{ width: '100%' }}
        />
      </Col>
      <Col md={4} xs={24}>
        <Select
          aria-label={T.rule}
          placeholder={T.rule}
          options={ruleOptionsFor(field)}
          value={row.rule}
          onChange={(rule: QueryRule) => dispatch({ type: 'rule', id, rule, field })}
          style={{ width: '100%' }}
        />
      </Col>
      <Col md={8} xs={24}>
        <ValueControl field={field} row={row} onChange={(val) => dispatch({ type: 'value', id, val })} />
      </Col>
      <Col md={4} xs={24}>
        <Space>
          <Button aria-label={T.addRow} icon={<PlusOutlined />} onClick={() => dispatch({ type: 'add' })} />
          <Button
            aria-label={T.removeRow}
            icon={<MinusOutlined />}
            onClick={() => dispatch({ type: 'remove', id })}
          />
        </Space>
      </Col>
    </Row>
  );
}
