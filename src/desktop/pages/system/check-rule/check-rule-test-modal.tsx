import { useState } from 'react';
import { Alert, Button, Input, Space } from 'antd';
import { testCheckRule, type CheckRuleRecord } from '../../../../shared/api/sys/check-rule-api';
import { AppModal } from '../../../widgets/modal/app-modal';

type Outcome = { passed: true } | { passed: false; message: string };

function TestBox({ rule }: { rule: CheckRuleRecord }) {
  const [value, setValue] = useState('');
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const check = async () => {
    setChecking(true);
    try {
      const res = await testCheckRule(rule.ruleCode, value);
      setOutcome(res.success ? { passed: true } : { passed: false, message: res.message });
    } catch {
      setOutcome(null);
    } finally {
      setChecking(false);
    }
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <span>{`规则：${rule.ruleName}（${rule.ruleCode}）`}</span>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          aria-label="测试值"
          placeholder="请输入需要校验的值"
          value={value}
          maxLength={1000}
          onChange={(e) => {
            setValue(e.target.value);
            setOutcome(null);
          }}
          onPressEnter={() => void check()}
        />
        <Button type="primary" loading={checking} onClick={() => void check()}>
          校验
        </Button>
      </Space.Compact>
      {outcome ? (
        <Alert
          type={outcome.passed ? 'success' : 'error'}
          showIcon
          title={outcome.passed ? '校验通过' : outcome.message || '校验未通过'}
        />
      ) : null}
    </Space>
  );
}

/** The 测试 box: checks a value against the saved rule through /sys/checkRule/checkByCode. */
export function CheckRuleTestModal({ rule, onClose }: { rule: CheckRuleRecord | null; onClose: () => void }) {
  return (
    <AppModal
      title="测试"
      open={rule !== null}
      onCancel={onClose}
      footer={<Button onClick={onClose}>关闭</Button>}
      width={560}
    >
      {rule ? <TestBox rule={rule} /> : null}
    </AppModal>
  );
}
