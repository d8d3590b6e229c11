import { useState } from 'react';
import { Button } from 'antd';
import type { CgformHeadRecord } from '../../../../shared/api/online/cgform-design-api';
import { cgformHeadSchema } from '../../../../shared/domain/online/head-schema';
import type { ViewProps } from '../../../../shared/router/view-by-key';
import { ResourceListPage } from '../../../widgets/list-page/resource-list-page';
import { AppModal } from '../../../widgets/modal/app-modal';
import { CopyListView } from './copy-list-view';
import { DesignModal } from './design-modal';
import {
  HEAD_CODES,
  HEAD_COLUMN_RENDER,
  HEAD_HIDDEN_ACTIONS,
  HEAD_SEARCH_FIELDS,
  HEAD_URLS,
} from './head-columns';
import { useHeadActions } from './use-head-actions';

/** 表单开发 ('modules/online/cgform/OnlCgformHeadList'): online form designs, sync, copies, menus. */
export default function CgformHeadListPage(_props: ViewProps) {
  const actions = useHeadActions({ copy: true });
  // undefined: closed; '' : open without a chosen original.
  const [copiesOf, setCopiesOf] = useState<string | undefined>(undefined);
  return (
    <ResourceListPage<CgformHeadRecord>
      schema={cgformHeadSchema}
      url={HEAD_URLS}
      permissionCodes={HEAD_CODES}
      columnRender={HEAD_COLUMN_RENDER}
      renderSearchField={HEAD_SEARCH_FIELDS}
      hideRowActions={HEAD_HIDDEN_ACTIONS}
      rowActions={actions.rowActions}
      listRef={actions.listRef}
      renderForm={(dialog) => <DesignModal dialog={dialog} />}
      toolbarExtra={({ list }) => (
        <Button onClick={() => setCopiesOf(list.selectedRowKeys[0] ?? '')}>复制表单列表</Button>
      )}
    >
      {() => (
        <>
          {actions.dialogs}
          <AppModal
            open={copiesOf !== undefined}
            title="复制表单列表"
            width={1200}
            footer={null}
            onCancel={() => setCopiesOf(undefined)}
          >
            {copiesOf !== undefined && <CopyListView initialPhysicId={copiesOf || undefined} />}
          </AppModal>
        </>
      )}
    </ResourceListPage>
  );
}
