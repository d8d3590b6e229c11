import { useState } from 'react';
import { Button } from 'antd-mobile';
import { DICT_ADMIN_URLS, type DictRecord } from '../../../../shared/api/sys/dict-admin-api';
import { useDictRefresh } from '../../../../shared/dict/use-dict-refresh';
import { PERM } from '../../../../shared/domain/permission/codes';
import { DICT_TYPE, dictSchema } from '../../../../shared/domain/resources/dict';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { ResourceCardList } from '../../../widgets/card-list/resource-card-list';
import { DictItemsScreen } from './dict-items-screen';

const CODES = {
  add: PERM.dict.add,
  edit: PERM.dict.edit,
  delete: PERM.dict.delete,
  deleteBatch: PERM.dict.delete,
};
const DEFAULTS = { type: DICT_TYPE.string };

/**
 * 数据字典 on the phone: dictionary cards with search, a full-screen form, 字典项 opening the items
 * screen, and 刷新缓存. The recycle bin and 表字典登记 stay on the desktop.
 */
export default function MobileDictListPage(_props: ViewProps) {
  const perm = useListPermissions(dictSchema.permissionPrefix, CODES);
  const { refresh, reloadLocal } = useDictRefresh();
  const [configuring, setConfiguring] = useState<DictRecord | null>(null);
  const [refreshing, setRefreshing] = useState(false);

  const onRefresh = async () => {
    setRefreshing(true);
    try {
      await refresh();
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <ResourceCardList<DictRecord>
      schema={dictSchema}
      url={DICT_ADMIN_URLS}
      permissionCodes={CODES}
      formDefaults={DEFAULTS}
      cardTitle={(r) => `${r.dictName}（${r.dictCode}）`}
      cardFooter={(r) => (
        <Button size="small" color="primary" fill="outline" onClick={() => setConfiguring(r)}>
          字典项
        </Button>
      )}
      searchExtra={() =>
        perm.has(PERM.dict.refresh) ? (
          <Button size="small" loading={refreshing} onClick={() => void onRefresh()}>
            刷新缓存
          </Button>
        ) : null
      }
    >
      {() => (
        <DictItemsScreen
          dict={configuring}
          onClose={() => {
            setConfiguring(null);
            void reloadLocal();
          }}
        />
      )}
    </ResourceCardList>
  );
}
