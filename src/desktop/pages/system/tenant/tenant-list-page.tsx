import { useFeedback } from '../../../app/feedback';
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

/** 租户管理 ('system/TenantList'): tenants with their validity period; writes only with the codes. */
export default function TenantListPage(_props: ViewProps) {
  const { message } = useFeedback();
  return (
    <ResourceListPage<TenantRecord>
      schema={tenantSchema}
      permissionCodes={CODES}
      formWidth={700}
      formDefaults={DEFAULTS}
      // The list row is the whole record; only the status needs its dictionary (string) form.
      loadRecord={(record) => Promise.resolve(withDictStrings(record))}
      beforeSubmit={(body) => {
        if (endsBeforeBegin(body.beginDate, body.endDate)) {
          void message.warning(TENANT_MESSAGES.dateOrder);
          return false;
        }
        return body;
      }}
    />
  );
}
