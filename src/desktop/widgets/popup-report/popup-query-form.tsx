import { Button, Col, Form, Input, Row, Select, Space } from 'antd';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { POPUP_TEXTS as T } from '../../../shared/domain/widgets/popup-report/messages';
import type { QueryInfoItem } from '../../../shared/domain/widgets/popup-report/wire';
import type { PopupReportState } from '../../../shared/hooks/popup-report/use-popup-report';

const inputType = (view: string) =>
  view === 'date' ? 'date' : view === 'datetime' ? 'datetime-local' : undefined;

function ItemControl({ item, state }: { item: QueryInfoItem; state: PopupReportState }) {
  if (item.view === 'list') {
    const options = (state.dictOptions[item.field] ?? []).map((o) => ({ value: o.value, label: o.text }));
    return (
      <Select
        allowClear
        aria-label={item.label}
        placeholder={T.placeholder}
        options={options}
        value={state.values[item.field]}
        onChange={(v?: string) => state.setValue(item.field, v)}
      />
    );
  }
  if (item.mode === 'group') {
    const range = (suffix: '_begin' | '_end', hint: string) => (
      <Input
        aria-label={`${item.label}${hint}`}
        placeholder={hint}
        type={inputType(item.view)}
        value={state.values[`${item.field}${suffix}`] ?? ''}
        onChange={(e) => state.setValue(`${item.field}${suffix}`, e.target.value)}
      />
    );
    return (
      <Space.Compact style={{ width: '100%' }}>
        {range('_begin', T.begin)}
        {range('_end', T.end)}
      </Space.Compact>
    );
  }
  return (
    <Input
      aria-label={item.label}
      type={inputType(item.view)}
      value={state.values[item.field] ?? ''}
      onChange={(e) => state.setValue(item.field, e.target.value)}
      onPressEnter={state.search}
    />
  );
}

/** The popup's query area: items by mode, the third one on collapsed behind 展开. */
export function PopupQueryForm({ state }: { state: PopupReportState }) {
  if (state.queryItems.length === 0) return null;
  return (
    <Form layout="inline" component="div" style={{ marginBottom: 12 }}>
      <Row gutter={[12, 8]} style={{ width: '100%' }}>
        {state.shownItems.map((item) => (
          <Col key={item.field} xl={6} lg={8} md={12} sm={24}>
            <Form.Item label={item.label} style={{ width: '100%' }}>
              <ItemControl item={item} state={state} />
            </Form.Item>
          </Col>
        ))}
        <Col xl={6} lg={8} md={12} sm={24}>
          <Space>
            <Button type="primary" onClick={state.search}>
              {T.search}
            </Button>
            <Button onClick={state.reset}>{T.reset}</Button>
            {state.hasHidden && (
              <Button type="link" onClick={state.toggleExpanded}>
                {state.expanded ? T.collapse : T.expand} {state.expanded ? <UpOutlined /> : <DownOutlined />}
              </Button>
            )}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
