import { useState } from 'react';
import { Typography } from 'antd';
import { FILL_RULE_URLS, testFillRule, type FillRuleRecord } from '../../../../shared/api/sys/fill-rule-api';
import { PERM } from '../../../../shared/domain/permission/codes';
import { fillRuleSchema } from '../../../../shared/domain/resources/fill-rule';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { ResourceListPage } from '../../../widgets/list-page/resource-list-page';
import { useDesktopListUi } from '../../../widgets/list-page/use-desktop-list-ui';
import { AppModal } from '../../../widgets/modal/app-modal';

const CODES = {
  add: PERM.fillRule.add,
  edit: PERM.fillRule.edit,
  delete: PERM.fillRule.delete,
  deleteBatch: PERM.fillRule.delete,
};

/** A new rule starts as the usual yearly invoice-style number (FP-2025-000001). */
const FORM_DEFAULTS = { datePattern: 'yyyy', separator: '-', seqLength: 6, resetPeriod: 'year' };

interface TestResult {
  rule: FillRuleRecord;
  code: string;
}

/** 填值规则 ('system/SysFillRuleList'): code definitions forms call by rule code; 功能测试 draws one. */
export default function FillRuleListPage(_props: ViewProps) {
  const [ui, holder] = useDesktopListUi();
  const perm = useListPermissions(fillRuleSchema.permissionPrefix, CODES);
  const [result, setResult] = useState<TestResult | null>(null);

  const runTest = async (rule: FillRuleRecord) => {
    try {
      const res = await testFillRule(rule.ruleCode);
      if (res.success) setResult({ rule, code: res.result });
      else ui.warning(res.message);
    } catch {
      // The HTTP interceptor has shown the transport error.
    }
  };

  return (
    <ResourceListPage<FillRuleRecord>
      schema={fillRuleSchema}
      url={FILL_RULE_URLS}
      permissionCodes={CODES}
      formDefaults={FORM_DEFAULTS}
      formWidth={700}
      rowActions={() =>
        perm.has(PERM.fillRule.test)
          ? [{ key: 'test', label: '功能测试', placement: 'inline', onClick: (r) => void runTest(r) }]
          : []
      }
    >
      {() => (
        <>
          {holder}
          <AppModal
            title="功能测试"
            open={result !== null}
            onCancel={() => setResult(null)}
            onOk={() => setResult(null)}
            cancelButtonProps={{ style: { display: 'none' } }}
            okText="关闭"
          >
            {result ? (
              <>
                <p>{`规则：${result.rule.ruleName}（${result.rule.ruleCode}）`}</p>
                <p>
                  生成的编码：
                  <Typography.Text copyable strong>
                    {result.code}
                  </Typography.Text>
                </p>
                <Typography.Text type="secondary">测试会占用一个流水号，与表单取号相同。</Typography.Text>
              </>
            ) : null}
          </AppModal>
        </>
      )}
    </ResourceListPage>
  );
}
