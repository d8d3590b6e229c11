import { useRef } from 'react';
import type { ReactNode, Ref } from 'react';
import {
  getFormRecord,
  onlineListUrls,
  type OnlineRow,
} from '../../../../shared/api/online/cgform-runtime-api';
import type { BeforeSubmit } from '../../../../shared/hooks/list-page/use-form-dialog';
import type { ListPageController } from '../../../../shared/hooks/list-page/types';
import { useListPermissions } from '../../../../shared/hooks/list-page/use-list-permissions';
import type { OnlineForm } from '../../../../shared/hooks/online/use-online-form';
import {
  ResourceCardList,
  type CardAction,
  type CardListContext,
} from '../../../widgets/card-list/resource-card-list';
import type { MobileFieldRenderer } from '../../../widgets/card-list/resource-form-screen';
import { MobileExportExcelButton } from '../../../widgets/excel/export-excel-button';
import { SuperQueryLazy } from '../../../widgets/super-query/super-query-lazy';
import { OnlineFormScreen, type SubRowsCollector } from './online-form-screen';
import { SortChoice } from './sort-choice';
import './online-pages.css';

export interface OnlineCardListProps {
  form: OnlineForm;
  /** Overrides the list url (tree forms: getTreeData). */
  listUrl?: string;
  fixedParams?: Record<string, unknown>;
  formDefaults?: Record<string, unknown>;
  renderField?: Record<string, MobileFieldRenderer<OnlineRow>>;
  cardActions?: (record: OnlineRow, ctx: CardListContext<OnlineRow>) => CardAction<OnlineRow>[];
  cardFooter?: (record: OnlineRow, ctx: CardListContext<OnlineRow>) => ReactNode;
  listRef?: Ref<ListPageController<OnlineRow>>;
  onFormClosed?: () => void;
}

/**
 * One online form's records on the phone: the card list of the coded modules on the runtime
 * schema (search + 筛选, 高级查询, sort, infinite paging, 导出 when permitted), and the full-screen
 * form with the sub tables' sections. Buttons follow `online:form:<table>:`; the server checks too.
 */
export function OnlineCardList(props: OnlineCardListProps) {
  const { form } = props;
  const urls = onlineListUrls(form.headId);
  const url = props.listUrl ? { ...urls, list: props.listUrl } : urls;
  const perm = useListPermissions(form.schema.permissionPrefix);
  const collector = useRef<SubRowsCollector>(null);
  // The list row lacks the fields hidden from the list: edit and detail load the whole record.
  const loadRecord = (record: OnlineRow) => getFormRecord(form.headId, record.id);
  const beforeSubmit: BeforeSubmit<OnlineRow> = async (body) => {
    if (form.subTables.length === 0) return body;
    const subs = await collector.current?.collect();
    if (subs === false) return false;
    return { ...body, ...subs };
  };

  return (
    <ResourceCardList<OnlineRow>
      schema={form.schema}
      url={url}
      fixedParams={props.fixedParams}
      loadRecord={loadRecord}
      beforeSubmit={beforeSubmit}
      cardActions={props.cardActions}
      cardFooter={props.cardFooter}
      listRef={props.listRef}
      renderForm={(dialog) => (
        <OnlineFormScreen
          form={form}
          dialog={dialog}
          loadRecord={loadRecord}
          defaults={props.formDefaults}
          renderField={props.renderField}
          collector={collector}
          onClosed={props.onFormClosed}
        />
      )}
      searchExtra={({ list }) => (
        <>
          <SortChoice schema={form.schema} list={list} />
          <SuperQueryLazy
            schema={form.schema}
            active={list.superQueryActive}
            onSearch={list.handleSuperQuery}
            saveCode={`online_${form.design.head.tableName}`}
          />
          {perm.can('export') && url.exportXls && (
            <MobileExportExcelButton
              url={url.exportXls}
              params={list.getQueryParams()}
              name={form.schema.title}
            />
          )}
        </>
      )}
    />
  );
}
