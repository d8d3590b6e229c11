import { useMemo } from 'react';
import { Select, TreeSelect } from 'antd';
import type { SelectProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  departTreeQueryOptions,
  flattenDepartTree,
  type DepartTreeNode,
} from '../../../../shared/api/sys/depart-api';
import { positionOptionsQueryOptions } from '../../../../shared/api/sys/position-api';
import { allRolesQueryOptions } from '../../../../shared/api/sys/user-admin-api';

/** Form.Item passes value/onChange; the rest are the select's own props. */
type PickerProps = Pick<SelectProps<string[]>, 'value' | 'onChange' | 'disabled' | 'id'>;

const SEARCHABLE = { showSearch: { optionFilterProp: 'label' } } as const;

/** 角色: the roles the tenant may assign (`/sys/role/queryall`). */
export function RoleSelect(props: PickerProps) {
  const { data = [], isLoading } = useQuery(allRolesQueryOptions());
  const options = useMemo(() => data.map((r) => ({ value: r.id, label: r.roleName })), [data]);
  return (
    <Select
      mode="multiple"
      placeholder="请选择角色"
      allowClear
      loading={isLoading}
      options={options}
      {...SEARCHABLE}
      {...props}
    />
  );
}

/** 职务: several positions by code (`/sys/position/list`); the body joins them with commas. */
export function PositionSelect(props: PickerProps) {
  const { data = [], isLoading } = useQuery(positionOptionsQueryOptions());
  const options = useMemo(() => data.map((p) => ({ value: p.code, label: p.name })), [data]);
  return (
    <Select
      mode="multiple"
      placeholder="请选择职务"
      allowClear
      loading={isLoading}
      options={options}
      {...SEARCHABLE}
      {...props}
    />
  );
}

/** The department tree as TreeSelect nodes (value = depart id). */
interface DepartOption {
  value: string;
  title: string;
  children: DepartOption[];
}

function toTreeData(nodes: readonly DepartTreeNode[]): DepartOption[] {
  return nodes.map((n) => ({ value: n.id, title: n.departName, children: toTreeData(n.children ?? []) }));
}

/** 所属部门: any departments of the tree, chosen independently (no cascading). */
interface DepartTreeSelectProps {
  value?: string[];
  onChange?: (value: string[]) => void;
  disabled?: boolean;
  id?: string;
}

export function DepartTreeSelect(props: DepartTreeSelectProps) {
  const { data = [], isLoading } = useQuery({ ...departTreeQueryOptions(), retry: false });
  const treeData = useMemo(() => toTreeData(data), [data]);
  return (
    <TreeSelect
      multiple
      allowClear
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: 'title' }}
      placeholder="请选择部门"
      loading={isLoading}
      treeData={treeData}
      style={{ width: '100%' }}
      {...props}
    />
  );
}

/** The names of the tree's departments by id (负责部门 options, the list's tree). */
export function useDepartNames(): Map<string, string> {
  const { data = [] } = useQuery({ ...departTreeQueryOptions(), retry: false });
  return useMemo(() => new Map(flattenDepartTree(data).map((d) => [d.id, d.departName])), [data]);
}

/** 负责部门: chosen among the user's own departments (JeecgBoot's UserModal rule). */
export function ChargeDepartSelect({ departs, ...props }: PickerProps & { departs: readonly string[] }) {
  const names = useDepartNames();
  const options = useMemo(
    () => departs.map((id) => ({ value: id, label: names.get(id) ?? id })),
    [departs, names],
  );
  return <Select mode="multiple" placeholder="请选择负责部门" allowClear options={options} {...props} />;
}
