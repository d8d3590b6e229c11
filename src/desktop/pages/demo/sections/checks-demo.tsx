import { Card, Form, Input } from 'antd';
import { CHECKS_DEMO_FIELDS, type ChecksDemoField } from '../../../../shared/domain/examples/checks-demo';
import { useRemoteChecks } from '../../../../shared/hooks/validation/use-remote-checks';

/** One field checked on blur against the server. */
function CheckedField({ field }: { field: ChecksDemoField }) {
  const rules = useRemoteChecks(field.checks);
  return (
    <Form.Item label={field.label} name={field.name} validateTrigger="onBlur" rules={rules}>
      <Input placeholder={field.placeholder} />
    </Form.Item>
  );
}

/** The duplicate check and the rule-code check as form rules. */
export default function ChecksDemo() {
  return (
    <Card title="重复校验与编码规则" size="small">
      <Form layout="vertical" style={{ maxWidth: 480 }}>
        {CHECKS_DEMO_FIELDS.map((field) => (
          <CheckedField key={field.name} field={field} />
        ))}
      </Form>
    </Card>
  );
}
