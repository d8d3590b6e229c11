import { Alert, Drawer } from 'antd';
import { DICT_REGISTRY_URLS, type DictRegistryRecord } from '../../../../shared/api/sys/dict-admin-api';
import { PERM } from '../../../../shared/domain/permission/codes';
import { dictRegistrySchema } from '../../../../shared/domain/resources/dict-registry';
import { ResourceListPage } from '../../../widgets/list-page/resource-list-page';

const CODES = {
  add: PERM.dict.registry,
  edit: PERM.dict.registry,
  delete: PERM.dict.registry,
  deleteBatch: PERM.dict.registry,
};
const DEFAULTS = { softDelete: '0' };

/** Stray spaces around identifiers are dropped (the shared rule refuses anything but a-z0-9_). */
function trimIdentifiers(body: Record<string, unknown>): Record<string, unknown> {
  const out = { ...body };
  for (const key of [
    'tableName',
    'textColumn',
    'codeColumn',
    'pidColumn',
    'hasChildColumn',
    'filterColumns',
  ]) {
    const v = out[key];
    if (typeof v === 'string') out[key] = v.trim();
  }
  return out;
}

/**
 * 表字典登记: the allowlist of table dictionaries (`表名,文本字段,值字段`). The server checks that the
 * table and columns exist and refuses secret tables and sensitive columns.
 */
export function DictRegistryDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer open={open} title="表字典登记" size={1000} onClose={onClose} destroyOnHidden>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title="表字典写作 表名,文本字段,值字段（如 sys_user,realname,username），只有在此登记过的组合可用；填写父级字段后可作为树使用。"
      />
      {open ? (
        <ResourceListPage<DictRegistryRecord>
          schema={dictRegistrySchema}
          url={DICT_REGISTRY_URLS}
          permissionCodes={CODES}
          formWidth={700}
          formDefaults={DEFAULTS}
          beforeSubmit={trimIdentifiers}
        />
      ) : null}
    </Drawer>
  );
}
