import { useState } from 'react';
import { Button } from 'antd';
import { DeleteOutlined, ReloadOutlined, TableOutlined } from '@ant-design/icons';
import { DICT_ADMIN_URLS, type DictRecord } from '../../../../shared/api/sys/dict-admin-api';
import { useDictRefresh } from '../../../../shared/dict/use-dict-refresh';
import { PERM } from '../../../../shared/domain/permission/codes';
import { DICT_TYPE, dictSchema } from '../../../../shared/domain/resources/dict';
import type { ListPageController } from '../../../../shared/hooks/list-page/types';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { ResourceListPage } from '../../../widgets/list-page/resource-list-page';
import { useDesktopListUi } from '../../../widgets/list-page/use-desktop-list-ui';
import { DictItemsDrawer } from './dict-items-drawer';
import { DictRecycleBinModal } from './dict-recycle-bin-modal';
import { DictRegistryDrawer } from './dict-registry-drawer';

const CODES = {
  add: PERM.dict.add,
  edit: PERM.dict.edit,
  delete: PERM.dict.delete,
  deleteBatch: PERM.dict.delete,
};
const DEFAULTS = { type: DICT_TYPE.string };

/** 数据字典 ('system/DictList'): dictionaries, their items, the recycle bin, 刷新缓存, 表字典登记. */
export default function DictListPage(_props: ViewProps) {
  const [ui, holder] = useDesktopListUi();
  const perm = useListPermissions(dictSchema.permissionPrefix, CODES);
  const { refresh, reloadLocal } = useDictRefresh();
  const [configuring, setConfiguring] = useState<DictRecord | null>(null);
  const [binOpen, setBinOpen] = useState(false);
  const [registryOpen, setRegistryOpen] = useState(false);
  const [refreshing, setRefreshing] = useState(false);

  const onRefresh = async () => {
    setRefreshing(true);
    try {
      await refresh();
    } finally {
      setRefreshing(false);
    }
  };

  const toolbar = () => (
    <>
      {perm.has(PERM.dict.refresh) ? (
        <Button icon={<ReloadOutlined />} loading={refreshing} onClick={() => void onRefresh()}>
          刷新缓存
        </Button>
      ) : null}
      <Button icon={<DeleteOutlined />} onClick={() => setBinOpen(true)}>
        回收站
      </Button>
      {perm.has(PERM.dict.registry) ? (
        <Button icon={<TableOutlined />} onClick={() => setRegistryOpen(true)}>
          表字典登记
        </Button>
      ) : null}
    </>
  );

  return (
    <ResourceListPage<DictRecord>
      schema={dictSchema}
      url={DICT_ADMIN_URLS}
      permissionCodes={CODES}
      formWidth={640}
      formDefaults={DEFAULTS}
      hideRowActions={['detail']}
      toolbarExtra={toolbar}
      rowActions={() => [{ key: 'items', label: '字典配置', placement: 'inline', onClick: setConfiguring }]}
    >
      {({ list }: { list: ListPageController<DictRecord> }) => (
        <>
          {holder}
          <DictItemsDrawer
            dict={configuring}
            onClose={() => {
              setConfiguring(null);
              void reloadLocal();
            }}
          />
          <DictRecycleBinModal
            open={binOpen}
            ui={ui}
            canRestore={perm.can('edit')}
            canPurge={perm.can('delete')}
            onClose={() => setBinOpen(false)}
            onChanged={() => {
              void list.loadData();
              void reloadLocal();
            }}
          />
          <DictRegistryDrawer open={registryOpen} onClose={() => setRegistryOpen(false)} />
        </>
      )}
    </ResourceListPage>
  );
}
