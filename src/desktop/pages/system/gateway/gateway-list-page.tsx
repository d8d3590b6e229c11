import { useRef, useState } from 'react';
import { Switch } from 'antd';
import {
  GATEWAY_URLS,
  setGatewayRouteEnabled,
  type GatewayRouteRecord,
} from '../../../../shared/api/sys/gateway-api';
import { PERM } from '../../../../shared/domain/permission/codes';
import { gatewayRouteSchema } from '../../../../shared/domain/resources/gateway-route';
import type { ListPageController } from '../../../../shared/hooks/list-page/types';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { useFeedback } from '../../../app/feedback';
import { ResourceListPage } from '../../../widgets/list-page/resource-list-page';
import { GatewayFormModal } from './gateway-form-modal';

const CODES = {
  add: PERM.gateway.add,
  edit: PERM.gateway.edit,
  delete: PERM.gateway.delete,
  deleteBatch: PERM.gateway.delete,
};

const URLS = {
  list: GATEWAY_URLS.list,
  add: GATEWAY_URLS.add,
  edit: GATEWAY_URLS.edit,
  delete: GATEWAY_URLS.delete,
  deleteBatch: GATEWAY_URLS.deleteBatch,
};

/** 网关路由 ('system/SysGatewayRouteList'): prefix → upstream routes of the server's proxy, 启用 switch. */
export default function GatewayListPage(_props: ViewProps) {
  const perm = useListPermissions(gatewayRouteSchema.permissionPrefix, CODES);
  const { message } = useFeedback();
  const listRef = useRef<ListPageController<GatewayRouteRecord>>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const canEdit = perm.has(PERM.gateway.edit);

  const toggle = async (record: GatewayRouteRecord, enabled: boolean) => {
    setBusy(record.id);
    try {
      const res = await setGatewayRouteEnabled(record.id, enabled);
      if (res.success) void message.success(enabled ? '已启用' : '已停用');
      else void message.warning(res.message);
      await listRef.current?.loadData();
    } catch {
      // shown by the HTTP layer
    } finally {
      setBusy(null);
    }
  };

  const yesNo = (v: unknown) => (v === true ? '是' : '否');

  return (
    <ResourceListPage<GatewayRouteRecord>
      schema={gatewayRouteSchema}
      url={URLS}
      permissionCodes={CODES}
      listRef={listRef}
      columnRender={{
        enabled: (v, record) => (
          <Switch
            size="small"
            checked={v === true}
            disabled={!canEdit}
            loading={busy === record.id}
            aria-label={`启用 ${record.pathPrefix}`}
            onChange={(checked) => void toggle(record, checked)}
          />
        ),
        stripPrefix: yesNo,
      }}
      renderForm={(dialog) => <GatewayFormModal dialog={dialog} />}
    />
  );
}
