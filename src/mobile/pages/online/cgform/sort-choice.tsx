import type { ResourceSchema } from '../../../../shared/domain/resources/types';
import type { ListPageController, ListRecord } from '../../../../shared/hooks/list-page/types';

/**
 * The phone's sort choice (a table header cannot be tapped here): the schema's sortable fields,
 * ascending or descending; 默认 returns to the list's default order. Reloads page 1.
 */
export function SortChoice<T extends ListRecord>({
  schema,
  list,
}: {
  schema: ResourceSchema;
  list: ListPageController<T>;
}) {
  const sortable = schema.fields.filter((f) => f.sort && !f.secret);
  if (sortable.length === 0) return null;
  const value = `${list.isorter.column}=${list.isorter.order}`;
  const known = sortable.some((f) => value.startsWith(`${f.key}=`));
  return (
    <select
      aria-label="排序"
      className="cwxt-m-online-sort"
      value={known ? value : ''}
      onChange={(e) => {
        const [column, order] = e.target.value.split('=');
        const pagination = { current: 1, pageSize: list.ipagination.pageSize };
        void list.handleTableChange(
          pagination,
          undefined,
          column ? { field: column, order: order === 'asc' ? 'ascend' : 'descend' } : undefined,
        );
      }}
    >
      <option value="">默认排序</option>
      {sortable.flatMap((f) => [
        <option key={`${f.key}=asc`} value={`${f.key}=asc`}>{`${f.title} 升序`}</option>,
        <option key={`${f.key}=desc`} value={`${f.key}=desc`}>{`${f.title} 降序`}</option>,
      ])}
    </select>
  );
}
