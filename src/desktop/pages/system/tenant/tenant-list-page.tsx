import type { FormRule } from 'antd';
import type { TenantRecord } from '../../../../shared/api/sys/tenant-api';
import { PERM } from '../../../../shared/domain/permission/codes';
import { TENANT_MESSAGES, tenantSchema } from '../../../../shared/domain/resources/tenant';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { ResourceListPage } from '../../../widgets/list-page/resource-list-page';
import { endsBeforeBegin, withDictStrings } from './tenant-form-values';

const CODES = {
  add: PERM.tenant.add,
  edit: PERM.tenant.edit,
  delete: PERM.tenant.delete,
  deleteBatch: PERM.tenant.delete,
};

const DEFAULTS = { status: '1' };

// The date order shows under 结束时间 as the user picks (re-checked when 开始时间 changes), and a
// server refusal of it lands there too, never as a toast.
const FORM_RULES = {
  endDate: (): FormRule[] => [
    ({ getFieldValue }) => ({
      validator: (_: unknown, end: unknown) =>
        endsBeforeBegin(getFieldValue('beginDate'), end)
          ? Promise.reject(new Error(TENANT_MESSAGES.dateOrder))
          : Promise.resolve(),
    }),
  ],
};
const FORM_DEPENDENCIES = { endDate: ['beginDate'] };
const fieldOfMessage = (text: string) => (text === TENANT_MESSAGES.dateOrder ? 'endDate' : undefined);

/** 租户管理 ('system/TenantList'): tenants with their validity period; writes only with the codes. */
export default function TenantListPage(_props: ViewProps) {
  return (
    <ResourceListPage<TenantRecord>
      schema={tenantSchema}
      permissionCodes={CODES}
      formWidth={700}
      formDefaults={DEFAULTS}
      // The list row is the whole record; only the status needs its dictionary (string) form.
      loadRecord={(record) => Promise.resolve(withDictStrings(record))}
      formRules={FORM_RULES}
      formDependencies={FORM_DEPENDENCIES}
      formFieldOfMessage={fieldOfMessage}
    />
  );
}
