import { useMemo, useState, type ReactNode, type Ref } from 'react';
import {
  cgformRuntimeUrls,
  getFormRecord,
  onlineListUrls,
  type OnlineRow,
} from '../../../../shared/api/online/cgform-runtime-api';
import type { ExcelProfile } from '../../../../shared/domain/widgets/excel/profiles';
import type { ListPageController } from '../../../../shared/hooks/list-page/types';
import type { FormDialog } from '../../../../shared/hooks/list-page/use-form-dialog';
import type { ActionCodeOverrides } from '../../../../shared/hooks/list-page/use-list-permissions';
import type { OnlineForm } from '../../../../shared/hooks/online/use-online-form';
import { ImportExcelModal } from '../../../widgets/excel/import-excel-modal';
import {
  ResourceListPage,
  type ListPageContext,
  type ResourceListPageProps,
} from '../../../widgets/list-page/resource-list-page';
import { SuperQueryLazy } from '../../../widgets/super-query/super-query-lazy';

/**
 * Per-form button codes `online:form:<table>:list|add|edit|delete|import|export` (the schema's
 * prefix): the kit's batch delete is the form's `delete`.
 */
export const ONLINE_PERMISSION_CODES: ActionCodeOverrides = { deleteBatch: 'delete' };

export interface OnlineAutoListProps {
  form: OnlineForm;
  /** Replaces the schema form modal (main forms with sub tables). */
  renderForm?: (dialog: FormDialog<OnlineRow>, ctx: ListPageContext<OnlineRow>) => ReactNode;
  tableProps?: ResourceListPageProps<OnlineRow>['tableProps'];
  /** Panels after the table (the ERP list's sub tables). */
  children?: (ctx: ListPageContext<OnlineRow>) => ReactNode;
  listRef?: Ref<ListPageController<OnlineRow>>;
}

/** An online form's auto list: the coded modules' list page on the form's schema and runtime urls. */
export function OnlineAutoList({ form, renderForm, tableProps, children, listRef }: OnlineAutoListProps) {
  const [importOpen, setImportOpen] = useState(false);
  const { schema, headId } = form;
  const url = useMemo(() => onlineListUrls(headId), [headId]);
  const profile = useMemo<ExcelProfile>(() => {
    const u = cgformRuntimeUrls(headId);
    return {
      schema,
      uniqueKeys: [],
      exportName: schema.title,
      exportUrl: u.exportXls,
      importUrl: u.importXls,
    };
  }, [headId, schema]);
  return (
    <ResourceListPage<OnlineRow>
      schema={schema}
      url={url}
      permissionCodes={ONLINE_PERMISSION_CODES}
      loadRecord={(record) => getFormRecord(headId, record.id)}
      onImport={() => setImportOpen(true)}
      exportFileName={schema.title}
      tableProps={{ scroll: { x: 'max-content' }, ...tableProps }}
      toolbarExtra={({ list }) => (
        <SuperQueryLazy
          schema={schema}
          active={list.superQueryActive}
          onSearch={list.handleSuperQuery}
          loading={list.loading}
        />
      )}
      renderForm={renderForm}
      listRef={listRef}
    >
      {(ctx) => (
        <>
          <ImportExcelModal
            open={importOpen}
            onClose={() => setImportOpen(false)}
            url={profile.importUrl}
            profile={profile}
            onImported={() => void ctx.list.loadData()}
          />
          {children?.(ctx)}
        </>
      )}
    </ResourceListPage>
  );
}
