import { useEffect, useState } from 'react';
import { Empty, Select, Space, Typography } from 'antd';
import { listCgformHeads, type CgformHeadRecord } from '../../../../shared/api/online/cgform-design-api';
import { cgformHeadSchema } from '../../../../shared/domain/online/head-schema';
import { ResourceListPage } from '../../../widgets/list-page/resource-list-page';
import { DesignModal } from './design-modal';
import { HEAD_CODES, HEAD_COLUMN_RENDER, HEAD_HIDDEN_ACTIONS, HEAD_URLS } from './head-columns';
import { useHeadActions } from './use-head-actions';

// The copy list adds nothing: copies come from 复制 on the original.
const COPY_CODES = { ...HEAD_CODES, add: 'online-cgform-no-add' };

function useOriginals() {
  const [originals, setOriginals] = useState<CgformHeadRecord[]>([]);
  useEffect(() => {
    let live = true;
    listCgformHeads({ pageNo: 1, pageSize: 500, column: 'tableName', order: 'asc' })
      .then((res) => live && res.success && setOriginals(res.result?.records ?? []))
      .catch(() => undefined); // shown by the HTTP interceptor
    return () => {
      live = false;
    };
  }, []);
  return originals;
}

function CopiesOf({ physicId }: { physicId: string }) {
  const actions = useHeadActions({ copy: false });
  return (
    <ResourceListPage<CgformHeadRecord>
      schema={cgformHeadSchema}
      url={HEAD_URLS}
      permissionCodes={COPY_CODES}
      fixedParams={{ copyType: 1, physicId }}
      columnRender={HEAD_COLUMN_RENDER}
      hideRowActions={HEAD_HIDDEN_ACTIONS}
      rowActions={actions.rowActions}
      listRef={actions.listRef}
      renderForm={(dialog) => <DesignModal dialog={dialog} />}
    >
      {() => actions.dialogs}
    </ResourceListPage>
  );
}

/** 复制表单列表: the copies (copyType=1) of the chosen original form. */
export function CopyListView({ initialPhysicId }: { initialPhysicId?: string }) {
  const originals = useOriginals();
  const [physicId, setPhysicId] = useState<string | undefined>(initialPhysicId);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space>
        <Typography.Text>原表单：</Typography.Text>
        <Select
          aria-label="原表单"
          style={{ width: 320 }}
          showSearch
          optionFilterProp="label"
          placeholder="请选择原表单"
          value={physicId}
          onChange={setPhysicId}
          options={originals.map((o) => ({ value: o.id, label: `${o.tableTxt}（${o.tableName}）` }))}
        />
      </Space>
      {physicId ? <CopiesOf key={physicId} physicId={physicId} /> : <Empty description="请选择原表单" />}
    </Space>
  );
}
