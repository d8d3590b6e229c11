import { useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { Button, Col, DatePicker, Form, Input, InputNumber, Row, Space } from 'antd';
import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import type { ResourceField, ResourceSchema } from '../../../shared/domain/resources/types';
import { searchFieldsOf, toQueryParam } from '../../../shared/hooks/list-page/search-params';
import { DictSelect } from './dict-select';
import { rangeValueProps, valuePropsFor } from './field-value-props';

/** More fields than this fold behind 展开. */
export const SEARCH_VISIBLE_FIELDS = 3;

const COL = { xl: 6, lg: 8, md: 12, sm: 24 } as const;
const FULL_WIDTH = { width: '100%' } as const;

export interface SearchFormProps {
  schema: ResourceSchema;
  /** 查询: the search values as list query params (like → *v*, range → _begin/_end). */
  onSearch: (queryParam: Record<string, unknown>) => void;
  /** 重置: the form is already cleared. */
  onReset: () => void;
  /** Replaces the default control of a search field (must accept value/onChange). */
  renderField?: Record<string, () => ReactElement>;
  /** More buttons next to 查询/重置. */
  extra?: ReactNode;
  /** Values the form opens with (the list's first search); 重置 clears them. */
  initialValues?: Record<string, unknown>;
}

function searchItem(field: ResourceField, custom?: () => ReactElement): ReactElement {
  const label = field.title;
  if (custom) {
    return (
      <Form.Item key={field.key} label={label} name={field.key}>
        {custom()}
      </Form.Item>
    );
  }
  if (field.search === 'range' && (field.kind === 'number' || field.kind === 'integer')) {
    return (
      <Form.Item key={field.key} label={label}>
        <Space.Compact style={FULL_WIDTH}>
          <Form.Item name={[field.key, 0]} noStyle>
            <InputNumber placeholder="最小值" aria-label={`${label}最小值`} style={FULL_WIDTH} />
          </Form.Item>
          <Form.Item name={[field.key, 1]} noStyle>
            <InputNumber placeholder="最大值" aria-label={`${label}最大值`} style={FULL_WIDTH} />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
    );
  }
  if (field.search === 'range') {
    return (
      <Form.Item key={field.key} label={label} name={field.key} {...rangeValueProps(field)}>
        <DatePicker.RangePicker showTime={field.kind === 'datetime'} style={FULL_WIDTH} />
      </Form.Item>
    );
  }
  if ((field.kind === 'dict' || field.kind === 'dictMulti') && field.dictCode) {
    return (
      <Form.Item key={field.key} label={label} name={field.key}>
        <DictSelect dictCode={field.dictCode} mode={field.kind === 'dictMulti' ? 'multiple' : undefined} />
      </Form.Item>
    );
  }
  if (field.kind === 'date' || field.kind === 'datetime') {
    return (
      <Form.Item key={field.key} label={label} name={field.key} {...valuePropsFor(field)}>
        <DatePicker showTime={field.kind === 'datetime'} placeholder="请选择" style={FULL_WIDTH} />
      </Form.Item>
    );
  }
  return (
    <Form.Item key={field.key} label={label} name={field.key}>
      <Input placeholder={`请输入${label}`} allowClear />
    </Form.Item>
  );
}

/**
 * The search form over the schema's `search` fields (spec 002 §4): 查询 searches from page 1,
 * 重置 clears the form and the query params. More than three fields fold behind 展开/收起.
 */
export function SearchForm({
  schema,
  onSearch,
  onReset,
  renderField,
  extra,
  initialValues,
}: SearchFormProps) {
  const [form] = Form.useForm();
  const [expanded, setExpanded] = useState(false);
  const fields = searchFieldsOf(schema);
  if (fields.length === 0) return null;
  const foldable = fields.length > SEARCH_VISIBLE_FIELDS;
  const shown = foldable && !expanded ? fields.slice(0, SEARCH_VISIBLE_FIELDS) : fields;

  // Folded fields keep their values (the store preserves them); getFieldsValue(true) reads them all.
  const search = () => onSearch(toQueryParam(schema, form.getFieldsValue(true) as Record<string, unknown>));
  const reset = () => {
    // resetFields would restore initialValues; 重置 means no condition at all.
    if (initialValues) form.setFieldsValue(Object.fromEntries(fields.map((f) => [f.key, undefined])));
    else form.resetFields();
    onReset();
  };

  return (
    <Form
      form={form}
      name={`${schema.name}-search`}
      className="cwxt-search-form"
      role="search"
      aria-label="查询条件"
      onFinish={search}
      initialValues={initialValues}
    >
      <Row gutter={24}>
        {shown.map((f) => (
          <Col key={f.key} {...COL}>
            {searchItem(f, renderField?.[f.key])}
          </Col>
        ))}
        <Col {...COL}>
          <Form.Item>
            <Space wrap>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                查询
              </Button>
              <Button icon={<ReloadOutlined />} onClick={reset}>
                重置
              </Button>
              {foldable && (
                <Button type="link" onClick={() => setExpanded((e) => !e)}>
                  {expanded ? '收起' : '展开'}
                  {expanded ? <UpOutlined /> : <DownOutlined />}
                </Button>
              )}
              {extra}
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
