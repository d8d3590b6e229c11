import { useState } from 'react';
import { CHECK_RULE_URLS, type CheckRuleRecord } from '../../../../shared/api/sys/check-rule-api';
import { PERM } from '../../../../shared/domain/permission/codes';
import { checkRuleSchema } from '../../../../shared/domain/resources/check-rule';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { ResourceListPage } from '../../../widgets/list-page/resource-list-page';
import { CheckRuleTestModal } from './check-rule-test-modal';

const CODES = {
  add: PERM.checkRule.add,
  edit: PERM.checkRule.edit,
  delete: PERM.checkRule.delete,
  deleteBatch: PERM.checkRule.delete,
};

/** A new rule starts from JeecgBoot's example: one whole-value pattern and its message. */
const FORM_DEFAULTS = {
  ruleJson: JSON.stringify([{ digits: '*', pattern: '^.{1,20}$', message: '长度为1到20位' }], null, 2),
};

/** 编码校验规则 ('system/SysCheckRuleList'): rules forms check values with, and a 测试 box. */
export default function CheckRuleListPage(_props: ViewProps) {
  const [testing, setTesting] = useState<CheckRuleRecord | null>(null);
  return (
    <ResourceListPage<CheckRuleRecord>
      schema={checkRuleSchema}
      url={CHECK_RULE_URLS}
      permissionCodes={CODES}
      formDefaults={FORM_DEFAULTS}
      formWidth={760}
      rowActions={() => [{ key: 'test', label: '测试', placement: 'inline', onClick: setTesting }]}
    >
      {() => <CheckRuleTestModal rule={testing} onClose={() => setTesting(null)} />}
    </ResourceListPage>
  );
}
