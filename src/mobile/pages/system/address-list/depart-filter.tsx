import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CheckList, Popup } from 'antd-mobile';
import { departTreeQueryOptions, type DepartTreeNode } from '../../../../shared/api/sys/depart-api';

const ALL = '';

/** Departments as one list, indented by level ('' = everybody). */
function options(
  nodes: readonly DepartTreeNode[],
  depth = 0,
): Array<{ label: string; value: string; depth: number }> {
  return nodes.flatMap((n) => [
    { label: n.departName || n.title, value: n.orgCode, depth },
    ...options(n.children ?? [], depth + 1),
  ]);
}

/** The 部门 button of the address list: one tap picks a department (and so its sub-departments). */
export function DepartFilter({ value, onChange }: { value: string; onChange: (orgCode: string) => void }) {
  const departs = useQuery(departTreeQueryOptions());
  const [open, setOpen] = useState(false);
  const list = useMemo(
    () => [{ label: '全部部门', value: ALL, depth: 0 }, ...options(departs.data ?? [])],
    [departs.data],
  );
  const current = list.find((o) => o.value === value)?.label ?? '全部部门';
  return (
    <>
      <button
        type="button"
        className="cwxt-m-filter-button"
        data-active={value !== ALL}
        aria-label={`部门：${current}`}
        onClick={() => setOpen(true)}
      >
        {value === ALL ? '部门' : current}
      </button>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        bodyStyle={{ maxHeight: '70vh', overflowY: 'auto' }}
      >
        <div role="dialog" aria-label="选择部门">
          <CheckList
            value={[value]}
            onChange={(picked) => {
              onChange(String(picked[0] ?? ALL));
              setOpen(false);
            }}
          >
            {list.map((o) => (
              <CheckList.Item
                key={o.value || 'all'}
                value={o.value}
                style={{ paddingLeft: 12 + o.depth * 16 }}
              >
                {o.label}
              </CheckList.Item>
            ))}
          </CheckList>
        </div>
      </Popup>
    </>
  );
}
