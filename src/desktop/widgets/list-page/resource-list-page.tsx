import { useImperativeHandle } from 'react';
import type { ReactElement, ReactNode, Ref } from 'react';
import { Card } from 'antd';
import type { ResourceSchema } from '../../../shared/domain/resources/types';
import { resourceUrls, type ResourceUrls } from '../../../shared/hooks/list-page/resource-urls';
import type { ListPageController, ListRecord, ListSorter } from '../../../shared/hooks/list-page/types';
import {
  useFormDialog,
  type BeforeSubmit,
  type FormDialog,
} from '../../../shared/hooks/list-page/use-form-dialog';
import { useListPage } from '../../../shared/hooks/list-page/use-list-page';
import { toQueryParam, type SearchValues } from '../../../shared/hooks/list-page/search-params';
import {
  useListPermissions,
  type ActionCodeOverrides,
} from '../../../shared/hooks/list-page/use-list-permissions';
import { useLayoutSettings } from '../../shell/settings/use-layout-settings';
import { HEADER_HEIGHT } from '../../shell/layouts/layout-metrics';
import { actionsColumnWidth, type ColumnOptions } from './column-layout';
import { ListToolbar, type BatchMenuItem } from './list-toolbar';
import { ResourceFormModal, type FieldRenderer, type ResourceFormModalProps } from './resource-form-modal';
import { listedFields, ResourceTable, type ColumnRender, type ResourceTableProps } from './resource-table';
import { RowActions, splitActions, type RowAction } from './row-actions';
import { SearchForm } from './search-form';
import { TableSettingsBar } from './table-settings-bar';
import { useDesktopListUi } from './use-desktop-list-ui';
import { useTableSettings } from './use-table-settings';

/** The built-in row actions a page may hide. */
export type DefaultRowAction = 'edit' | 'detail' | 'delete';

/** What a page's slots receive: the list, and the form dialog to open for a record. */
export interface ListPageContext<T extends ListRecord> {
  list: ListPageController<T>;
  openAdd(): void;
  openEdit(record: T): void;
  openDetail(record: T): void;
}

export interface ResourceListPageProps<T extends ListRecord = ListRecord> {
  schema: ResourceSchema;
  /** Merged over `${apiBase}/list|delete|deleteBatch|add|edit`; add exportXls/importExcel to offer them. */
  url?: ResourceUrls;
  fixedParams?: Record<string, unknown>;
  defaultSort?: ListSorter;
  pageSizeOptions?: string[];
  disableMixinCreated?: boolean;
  /** Permission codes per action (after the schema's prefix); null = not checked. */
  permissionCodes?: ActionCodeOverrides;
  columnRender?: Record<string, ColumnRender<T>>;
  /** Custom form controls by field key (pickers, uploads). */
  renderField?: Record<string, FieldRenderer<T>>;
  /** Extra form rules by field key (see ResourceFormModal `fieldRules`). */
  formRules?: ResourceFormModalProps<T>['fieldRules'];
  /** See ResourceFormModal `fieldDependencies`, `requiredWhen`, `fieldOfMessage`. */
  formDependencies?: ResourceFormModalProps<T>['fieldDependencies'];
  formRequiredWhen?: ResourceFormModalProps<T>['requiredWhen'];
  formFieldOfMessage?: ResourceFormModalProps<T>['fieldOfMessage'];
  /** Custom search controls by field key. */
  renderSearchField?: Record<string, () => ReactElement>;
  /** Search values the page opens with (e.g. read from its URL); remount (key) to change them. */
  initialSearch?: SearchValues;
  formWidth?: number;
  formDefaults?: Record<string, unknown>;
  loadRecord?: (record: T) => Promise<T | null>;
  beforeSubmit?: BeforeSubmit<T>;
  editMethod?: 'put' | 'post';
  /** Extra toolbar buttons. */
  toolbarExtra?: (ctx: ListPageContext<T>) => ReactNode;
  /** Extra 批量操作 entries (shown with rows selected). */
  batchActions?: (ctx: ListPageContext<T>) => BatchMenuItem[];
  /** Extra row actions (inline or in 更多), after the built-in ones. */
  rowActions?: (record: T, ctx: ListPageContext<T>) => RowAction<T>[];
  hideRowActions?: DefaultRowAction[];
  /** Shows 导入 (when permitted); the page opens its import dialog. */
  onImport?: (ctx: ListPageContext<T>) => void;
  /** Export file name without .xls (default: the schema title). */
  exportFileName?: string;
  tableProps?: ResourceTableProps<T>['tableProps'];
  /** 操作 column width; default: fits the widest row's links (at most two and 更多). */
  actionsWidth?: number;
  /** Width, alignment (numeric: right + grouping) and pinning per field key. */
  columnOptions?: ColumnOptions;
  /** Field keys shown first, in order (e.g. the name, then 状态). */
  leadingColumns?: readonly string[];
  /** The page's own dialogs and panels (rendered after the table). */
  children?: (ctx: ListPageContext<T>) => ReactNode;
  /**
   * Replaces the schema form modal (a form with fields beyond the schema, e.g. the user's roles);
   * it gets the page's dialog: `dialog.submit(body)` saves, reloads and closes like the built-in one.
   */
  renderForm?: (dialog: FormDialog<T>, ctx: ListPageContext<T>) => ReactNode;
  /** For parents that reload the list (e.g. after a tree selection). */
  listRef?: Ref<ListPageController<T>>;
}

/**
 * A whole list page from a resource schema (spec 002 §4/§5): search form, toolbar, table with row
 * actions, and the add/edit/detail modal. Buttons appear only with the prefix's permission.
 *
 * @example
 * <ResourceListPage
 *   schema={positionSchema}
 *   url={{ exportXls: '/sys/position/exportXls' }}
 *   rowActions={() => [{ key: 'users', label: '用户', onClick: openUsers }]}
 * />
 */
export function ResourceListPage<T extends ListRecord = ListRecord>(props: ResourceListPageProps<T>) {
  const { schema, permissionCodes, hideRowActions = [] } = props;
  const [ui, holder] = useDesktopListUi();
  const url = resourceUrls(schema, props.url);
  const list = useListPage<T>({
    url,
    ui,
    schema,
    fixedParams: props.fixedParams,
    defaultSort: props.defaultSort,
    pageSizeOptions: props.pageSizeOptions,
    disableMixinCreated: props.disableMixinCreated,
    initialQueryParam: props.initialSearch ? toQueryParam(schema, props.initialSearch) : undefined,
  });
  useImperativeHandle(props.listRef, () => list, [list]);
  const dialog = useFormDialog<T>({
    urls: url,
    ui,
    editMethod: props.editMethod,
    beforeSubmit: props.beforeSubmit,
    // JeecgListMixin.modalFormOk: reload the page and drop the selection.
    onSaved: () => {
      void list.loadData();
      list.onClearSelected();
    },
  });
  const perm = useListPermissions(schema.permissionPrefix, permissionCodes);
  const settings = useTableSettings(schema.name);
  const layout = useLayoutSettings();
  const ctx: ListPageContext<T> = {
    list,
    openAdd: dialog.openAdd,
    openEdit: dialog.openEdit,
    openDetail: dialog.openDetail,
  };

  const rowActionsOf = (record: T): RowAction<T>[] => {
    const shown = (a: DefaultRowAction) => !hideRowActions.includes(a);
    const actions: RowAction<T>[] = [];
    if (shown('edit') && perm.can('edit'))
      actions.push({ key: 'edit', label: '编辑', placement: 'inline', onClick: dialog.openEdit });
    if (shown('detail')) actions.push({ key: 'detail', label: '详情', onClick: dialog.openDetail });
    if (shown('delete') && perm.can('delete')) {
      actions.push({
        key: 'delete',
        label: '删除',
        confirm: '确定删除吗?',
        onClick: (r) => list.handleDelete(r.id),
      });
    }
    return [...actions, ...(props.rowActions?.(record, ctx) ?? [])];
  };

  // The 操作 column only when some row offers an action, as wide as the widest row needs.
  const rowsActions = list.dataSource.map((r) => splitActions(rowActionsOf(r)));
  const withActions = rowsActions.some((a) => a.inline.length + a.more.length > 0);
  const actionsWidth =
    props.actionsWidth ??
    Math.max(
      0,
      ...rowsActions.map((a) =>
        actionsColumnWidth(
          a.inline.map((x) => x.label),
          a.more.length > 0,
        ),
      ),
    );
  const stickyOffset = settings.fullscreen ? 0 : layout.fixedHeader ? HEADER_HEIGHT : 0;

  return (
    <Card
      variant="borderless"
      className="cwxt-list-page"
      style={
        settings.fullscreen
          ? { position: 'fixed', inset: 0, zIndex: 1000, overflow: 'auto', borderRadius: 0 }
          : undefined
      }
    >
      {holder}
      <SearchForm
        schema={schema}
        renderField={props.renderSearchField}
        initialValues={props.initialSearch}
        onSearch={(q) => void list.searchQuery(q)}
        onReset={() => void list.searchReset()}
      />
      <ListToolbar
        onAdd={perm.can('add') ? dialog.openAdd : undefined}
        onBatchDelete={perm.can('deleteBatch') ? () => void list.batchDel() : undefined}
        onExport={
          url.exportXls && perm.can('export')
            ? () => void list.handleExportXls(props.exportFileName ?? schema.title)
            : undefined
        }
        onImport={props.onImport && perm.can('import') ? () => props.onImport?.(ctx) : undefined}
        selectedCount={list.selectedRowKeys.length}
        batchItems={props.batchActions?.(ctx)}
        extra={props.toolbarExtra?.(ctx)}
        tools={
          <TableSettingsBar
            columns={listedFields(schema, props.leadingColumns).map((f) => ({ key: f.key, title: f.title }))}
            settings={settings}
            onRefresh={() => void list.loadData()}
            loading={list.loading}
          />
        }
      />
      <ResourceTable<T>
        list={list}
        schema={schema}
        columnRender={props.columnRender}
        actionsWidth={actionsWidth}
        tableProps={props.tableProps}
        columnOptions={props.columnOptions}
        leadingColumns={props.leadingColumns}
        hiddenColumns={settings.hidden}
        density={settings.density}
        stickyOffset={stickyOffset}
        renderActions={
          withActions
            ? (record) => {
                const actions = rowActionsOf(record);
                return actions.length > 0 ? <RowActions record={record} actions={actions} /> : null;
              }
            : undefined
        }
      />
      {props.renderForm ? (
        props.renderForm(dialog, ctx)
      ) : (
        <ResourceFormModal<T>
          schema={schema}
          dialog={dialog}
          renderField={props.renderField}
          fieldRules={props.formRules}
          fieldDependencies={props.formDependencies}
          requiredWhen={props.formRequiredWhen}
          fieldOfMessage={props.formFieldOfMessage}
          width={props.formWidth}
          defaults={props.formDefaults}
          loadRecord={props.loadRecord}
        />
      )}
      {props.children?.(ctx)}
    </Card>
  );
}
