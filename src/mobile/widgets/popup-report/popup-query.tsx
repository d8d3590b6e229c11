import { Button } from 'antd-mobile';
import { POPUP_TEXTS as T } from '../../../shared/domain/widgets/popup-report/messages';
import type { QueryInfoItem } from '../../../shared/domain/widgets/popup-report/wire';
import type { PopupReportState } from '../../../shared/hooks/popup-report/use-popup-report';

const inputType = (view: string) =>
  view === 'date' ? 'date' : view === 'datetime' ? 'datetime-local' : 'text';

function ItemControl({ item, state }: { item: QueryInfoItem; state: PopupReportState }) {
  if (item.view === 'list') {
    return (
      <select
        aria-label={item.label}
        value={state.values[item.field] ?? ''}
        onChange={(e) => state.setValue(item.field, e.target.value || undefined)}
      >
        <option value="">{T.placeholder}</option>
        {(state.dictOptions[item.field] ?? []).map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </select>
    );
  }
  if (item.mode === 'group') {
    const range = (suffix: '_begin' | '_end', hint: string) => (
      <input
        aria-label={`${item.label}${hint}`}
        placeholder={hint}
        type={inputType(item.view)}
        value={state.values[`${item.field}${suffix}`] ?? ''}
        onChange={(e) => state.setValue(`${item.field}${suffix}`, e.target.value)}
      />
    );
    return (
      <span className="cwxt-m-rp-range">
        {range('_begin', T.begin)}
        {range('_end', T.end)}
      </span>
    );
  }
  return (
    <input
      aria-label={item.label}
      type={inputType(item.view)}
      value={state.values[item.field] ?? ''}
      onChange={(e) => state.setValue(item.field, e.target.value)}
    />
  );
}

/** The phone popup's query area (same items and collapse rule as the desktop). */
export function PopupQuery({ state }: { state: PopupReportState }) {
  const sortable = state.columns.filter((c) => c.sorter === 'true');
  const sortValue = state.sort ? `${state.sort.column}=${state.sort.order}` : '';
  return (
    <div className="cwxt-m-rp-query">
      {state.shownItems.map((item) => (
        <label key={item.field}>
          <span>{item.label}</span>
          <ItemControl item={item} state={state} />
        </label>
      ))}
      {sortable.length > 0 && (
        <label>
          <span>排序</span>
          <select
            aria-label="排序"
            value={sortValue}
            onChange={(e) => {
              const [column, order] = e.target.value.split('=');
              state.changeSort(column || undefined, order ?? null);
            }}
          >
            <option value="">默认</option>
            {sortable.flatMap((c) => [
              <option key={`${c.dataIndex}=asc`} value={`${c.dataIndex}=asc`}>{`${c.title} 升序`}</option>,
              <option key={`${c.dataIndex}=desc`} value={`${c.dataIndex}=desc`}>{`${c.title} 降序`}</option>,
            ])}
          </select>
        </label>
      )}
      <div className="cwxt-m-rp-actions">
        <Button size="small" color="primary" onClick={state.search}>
          {T.search}
        </Button>
        <Button size="small" onClick={state.reset}>
          {T.reset}
        </Button>
        {state.hasHidden && (
          <Button size="small" fill="none" onClick={state.toggleExpanded}>
            {state.expanded ? T.collapse : T.expand}
          </Button>
        )}
      </div>
    </div>
  );
}
