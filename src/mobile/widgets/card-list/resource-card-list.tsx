import { useImperativeHandle, useState } from 'react';
import type { ReactNode, Ref } from 'react';
import { Button, ErrorBlock, InfiniteScroll, PullToRefresh, SwipeAction } from 'antd-mobile';
import type { Action as SwipeActionItem } from 'antd-mobile/es/components/swipe-action';
import type { ResourceSchema } from '../../../shared/domain/resources/types';
import { resourceUrls, type ResourceUrls } from '../../../shared/hooks/list-page/resource-urls';
import { keywordFieldOf, withoutFilter } from '../../../shared/hooks/list-page/filter-values';
import {
  searchFieldsOf,
  toQueryParam,
  type SearchValues,
} from '../../../shared/hooks/list-page/search-params';
import type { ListPageController, ListRecord, ListSorter } from '../../../shared/hooks/list-page/types';
import {
  useFormDialog,
  type BeforeSubmit,
  type FormDialog,
} from '../../../shared/hooks/list-page/use-form-dialog';
import { useListPage } from '../../../shared/hooks/list-page/use-list-page';
import {
  useListPermissions,
  type ActionCodeOverrides,
} from '../../../shared/hooks/list-page/use-list-permissions';
import { PhoneListFilter } from '../filter/phone-list-filter';
import { MOBILE_LIST_UI } from './mobile-list-ui';
import { RecordCard } from './record-card';
import { SummaryCard, type CardSummary } from './summary-card';
import { ResourceFormScreen, type MobileFieldRenderer } from './resource-form-screen';
import { useAddressedDetail, type DetailScreen } from './use-addressed-detail';
import './card-list.css';

/** What a page's slots receive. */
export interface CardListContext<T extends ListRecord> {
  list: ListPageController<T>;
  openAdd(): void;
  openEdit(record: T): void;
  openDetail(record: T): void;
  /** The open detail's address when the list has a `detailScreen` (for a renderForm's screen). */
  detailAddress?: string;
}

/** An extra swipe action of a card. */
export interface CardAction<T extends ListRecord = ListRecord> {
  key: string;
  text: string;
  color?: 'light' | 'weak' | 'primary' | 'success' | 'warning' | 'danger';
  /** Asked in a dialog before running. */
  confirm?: string;
  onClick: (record: T) => unknown;
}

export interface ResourceCardListProps<T extends ListRecord = ListRecord> {
  schema: ResourceSchema;
  url?: ResourceUrls;
  fixedParams?: Record<string, unknown>;
  defaultSort?: ListSorter;
  /** Records per page (default 10). */
  pageSize?: number;
  permissionCodes?: ActionCodeOverrides;
  renderField?: Record<string, MobileFieldRenderer<T>>;
  formDefaults?: Record<string, unknown>;
  loadRecord?: (record: T) => Promise<T | null>;
  beforeSubmit?: BeforeSubmit<T>;
  editMethod?: 'put' | 'post';
  /** The card title (default: the first `card` field's text). */
  cardTitle?: (record: T) => ReactNode;
  /** Extra swipe actions after 编辑/删除. */
  cardActions?: (record: T, ctx: CardListContext<T>) => CardAction<T>[];
  children?: (ctx: CardListContext<T>) => ReactNode;
  listRef?: Ref<ListPageController<T>>;
  /** Under each card's fields, always visible (actions that must be one tap away). */
  cardFooter?: (record: T, ctx: CardListContext<T>) => ReactNode;
  /**
   * Replaces the schema form screen (a form with fields beyond the schema); it gets the page's
   * dialog: `dialog.submit(body)` saves, reloads and closes like the built-in one.
   */
  renderForm?: (dialog: FormDialog<T>, ctx: CardListContext<T>) => ReactNode;
  /** More controls in the search row, after 筛选 (e.g. the advanced query's SuperQueryLazy). */
  searchExtra?: (ctx: CardListContext<T>) => ReactNode;
  /**
   * A business card instead of the schema's label/value rows: the title (plant · month), the key
   * figure, the status tag, a few facts and the role's actions (summary-card.tsx).
   */
  cardSummary?: (record: T, ctx: CardListContext<T>) => CardSummary;
  /** What a tap on a card opens (default: the schema's detail screen). */
  onCardOpen?: (record: T) => void;
  /** 筛选 values the list opens with (e.g. read from its URL); remount (key) to change them. */
  initialFilters?: SearchValues;
  /** Gives the detail screen an address (`?screen=name.id`) that links can open (docs/phone-navigation.md). */
  detailScreen?: DetailScreen<T>;
}

export const DELETE_CONFIRM = { title: '确认删除', content: '确定删除吗?' } as const;

/**
 * The phone's list page from a resource schema: the phone filter (search bar, 筛选 sheet of the
 * other search fields, active filters as removable chips: widgets/filter), pull to refresh, infinite scroll appending pages, one card per
 * record (tap → 详情, swipe → 编辑/删除 when permitted) and a floating 新增 when permitted.
 *
 * @example
 * <ResourceCardList schema={positionSchema} cardTitle={(p) => `${p.name}（${p.code}）`} />
 */
export function ResourceCardList<T extends ListRecord = ListRecord>(props: ResourceCardListProps<T>) {
  const { schema } = props;
  const url = resourceUrls(schema, props.url);
  const list = useListPage<T>({
    url,
    ui: MOBILE_LIST_UI,
    schema,
    fixedParams: props.fixedParams,
    defaultSort: props.defaultSort,
    pageSizeOptions: [String(props.pageSize ?? 10)],
    append: true,
    initialQueryParam: props.initialFilters ? toQueryParam(schema, props.initialFilters) : undefined,
  });
  useImperativeHandle(props.listRef, () => list, [list]);
  const addressed = useAddressedDetail(
    useFormDialog<T>({
      urls: url,
      ui: MOBILE_LIST_UI,
      editMethod: props.editMethod,
      beforeSubmit: props.beforeSubmit,
      onSaved: () => void list.loadData(1),
    }),
    props.detailScreen,
    url.queryById,
  );
  const { dialog } = addressed;
  const perm = useListPermissions(schema.permissionPrefix, props.permissionCodes);
  const ctx: CardListContext<T> = {
    list,
    openAdd: dialog.openAdd,
    openEdit: dialog.openEdit,
    openDetail: dialog.openDetail,
    detailAddress: addressed.address,
  };

  const searchFields = searchFieldsOf(schema);
  const keywordField = keywordFieldOf(searchFields);
  const cardFields = schema.fields.filter((f) => f.card && !f.secret);
  // A keyword given in the URL shows in the search bar, the rest as filters.
  const [keyword, setKeyword] = useState(() => {
    const v = keywordField ? props.initialFilters?.[keywordField.key] : undefined;
    return typeof v === 'string' ? v : '';
  });
  const [filters, setFilters] = useState<SearchValues>(() => {
    const all = props.initialFilters ?? {};
    return keywordField ? withoutFilter(all, keywordField.key) : all;
  });

  const search = (nextKeyword: string, nextFilters: SearchValues) => {
    setKeyword(nextKeyword);
    setFilters(nextFilters);
    const values = keywordField ? { ...nextFilters, [keywordField.key]: nextKeyword } : nextFilters;
    void list.searchQuery(toQueryParam(schema, values));
  };

  const confirmThen = async (text: string | undefined, run: () => unknown) => {
    if (text && !(await MOBILE_LIST_UI.confirm({ title: '提示', content: text }))) return;
    await run();
  };

  const actionsOf = (record: T): SwipeActionItem[] => {
    const actions: SwipeActionItem[] = [];
    if (perm.can('edit'))
      actions.push({ key: 'edit', text: '编辑', color: 'primary', onClick: () => dialog.openEdit(record) });
    if (perm.can('delete')) {
      actions.push({
        key: 'delete',
        text: '删除',
        color: 'danger',
        onClick: async () => {
          if (await MOBILE_LIST_UI.confirm(DELETE_CONFIRM)) await list.handleDelete(record.id);
        },
      });
    }
    for (const a of props.cardActions?.(record, ctx) ?? []) {
      actions.push({
        key: a.key,
        text: a.text,
        color: a.color ?? 'light',
        onClick: () => void confirmThen(a.confirm, () => a.onClick(record)),
      });
    }
    return actions;
  };

  const titleOf = (record: T): ReactNode => {
    if (props.cardTitle) return props.cardTitle(record);
    const first = cardFields[0];
    const value = first ? record[first.key] : undefined;
    return value === undefined || value === null ? undefined : String(value);
  };

  return (
    <div className="cwxt-m-card-list">
      <PhoneListFilter
        fields={searchFields}
        values={filters}
        keyword={keyword}
        onKeywordChange={setKeyword}
        onSearch={search}
        extra={props.searchExtra?.(ctx)}
      />
      <PullToRefresh onRefresh={() => list.loadData(1)}>
        <div role="list" aria-label={schema.title}>
          {list.dataSource.map((record) => {
            const actions = actionsOf(record);
            const summary = props.cardSummary?.(record, ctx);
            const open = props.onCardOpen ?? dialog.openDetail;
            const title = titleOf(record);
            const card = summary ? (
              <SummaryCard
                {...summary}
                title={typeof title === 'string' ? title : ''}
                onOpen={() => open(record)}
              />
            ) : (
              <RecordCard
                record={record}
                fields={cardFields}
                title={titleOf(record)}
                onOpen={dialog.openDetail}
                footer={props.cardFooter?.(record, ctx)}
              />
            );
            return (
              <div role="listitem" key={record.id} data-record-id={record.id}>
                {actions.length > 0 ? <SwipeAction rightActions={actions}>{card}</SwipeAction> : card}
              </div>
            );
          })}
        </div>
        {list.loaded && list.dataSource.length === 0 ? (
          <ErrorBlock status="empty" title="暂无数据" description="" />
        ) : (
          <InfiniteScroll loadMore={list.loadMore} hasMore={list.hasMore} />
        )}
      </PullToRefresh>
      {perm.can('add') && (
        <Button className="cwxt-m-fab" color="primary" shape="rounded" onClick={dialog.openAdd}>
          新增
        </Button>
      )}
      {props.renderForm ? (
        props.renderForm(dialog, ctx)
      ) : (
        <ResourceFormScreen<T>
          schema={schema}
          dialog={dialog}
          renderField={props.renderField}
          defaults={props.formDefaults}
          loadRecord={props.loadRecord}
          address={addressed.address}
        />
      )}
      {props.children?.(ctx)}
    </div>
  );
}
