import { Card, Empty, Form, Select } from 'antd';
import { useReportChoice } from '../../../../shared/hooks/online/use-report-choice';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { ReportView } from './report-view';

/** 报表 ('modules/online/cgreport/auto/OnlCgreportAutoList'): choose a report, search it, page through it. */
export default function CgreportAutoListPage({ route }: ViewProps) {
  const { heads, code, setCode, fixed } = useReportChoice(route);

  return (
    <Card variant="borderless" className="cwxt-list-page">
      {!fixed && (
        <Form layout="inline" component="div" style={{ marginBottom: 16 }}>
          <Form.Item label="报表">
            <Select
              aria-label="报表"
              style={{ minWidth: 280 }}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="请选择报表"
              value={code}
              onChange={setCode}
              options={heads.map((h) => ({ value: h.code, label: `${h.name}（${h.code}）` }))}
            />
          </Form.Item>
        </Form>
      )}
      {code ? (
        <ReportView key={code} code={code} exportId={heads.find((h) => h.code === code)?.id} />
      ) : (
        <Empty description="请选择报表" />
      )}
    </Card>
  );
}
