import { Card, Form, Input } from 'antd';
import { useRemoteChecks } from '../../../../shared/hooks/validation/use-remote-checks';

/** The duplicate check (sys_user.username) and the rule-code check (seed rule `common`) as form rules. */
export default function ChecksDemo() {
  const duplicate = useRemoteChecks({ duplicate: { tableName: 'sys_user', fieldName: 'username' } });
  const ruleCode = useRemoteChecks({ ruleCode: 'common' });
  return (
    <Card title="重复校验与编码规则" size="small">
      <Form layout="vertical" style={{ maxWidth: 480 }}>
        <Form.Item label="用户账号（重复校验）" name="username" validateTrigger="onBlur" rules={duplicate}>
          <Input placeholder="输入已存在的账号如 admin 试试" />
        </Form.Item>
        <Form.Item label="编码（规则 common）" name="code" validateTrigger="onBlur" rules={ruleCode}>
          <Input placeholder="首位字母，3到12位字母数字下划线" />
        </Form.Item>
      </Form>
    </Card>
  );
}
