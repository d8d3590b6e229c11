import { useMemo, useState } from 'react';
import { Select, TreeSelect } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { departTreeQueryOptions, type DepartTreeNode } from '../../../shared/api/sys/depart-api';
import { useDictOptions } from '../../../shared/dict/use-dict-options';
import { SUPER_QUERY_TEXTS as T, type BuilderField } from '../../../shared/domain/query/builder-model';
import { userLabel, useUserSearch } from '../../../shared/hooks/super-query/use-user-search';

type Value = string | string[] | undefined;

interface ChoiceProps {
  field: BuilderField;
  multiple: boolean;
  value: Value;
  onChange: (value: Value) => void;
}

const FULL = { width: '100%' } as const;

/** A dictionary (or fixed options) select; several values for 在...中. */
export function DictValueSelect({ field, multiple, value, onChange }: ChoiceProps) {
  const dict = useDictOptions(field.options ? '' : (field.dictCode ?? ''));
  const options = field.options ?? dict.options.map((o) => ({ value: o.value, label: o.text }));
  return (
    <Select
      aria-label={T.value}
      placeholder={T.selectPlaceholder}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      mode={multiple ? 'multiple' : undefined}
      loading={dict.loading}
      options={options}
      value={value}
      onChange={(v: Value) => onChange(v)}
      style={FULL}
    />
  );
}

interface TreeOption {
  value: string;
  title: string;
  children?: TreeOption[];
}

function toTree(nodes: readonly DepartTreeNode[], returnField: string): TreeOption[] {
  return nodes.map((n) => ({
    value: String(n[returnField] ?? n.id),
    title: n.departName ?? n.title,
    ...(n.children?.length ? { children: toTree(n.children, returnField) } : {}),
  }));
}

/** Departments from `/sys/sysDepart/queryTreeList`; the value is the depart id (or customReturnField). */
export function DepartValueSelect({ field, multiple, value, onChange }: ChoiceProps) {
  const q = useQuery(departTreeQueryOptions());
  const returnField = field.customReturnField ?? 'id';
  const treeData = useMemo(() => toTree(q.data ?? [], returnField), [q.data, returnField]);
  return (
    <TreeSelect
      aria-label={T.value}
      placeholder={T.departPlaceholder}
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDefaultExpandAll
      multiple={multiple}
      loading={q.isLoading}
      treeData={treeData}
      value={value}
      onChange={(v: Value) => onChange(v)}
      style={FULL}
    />
  );
}

/** Users searched by real name (800 ms after typing); the value is the username (or customReturnField). */
export function UserValueSelect({ field, multiple, value, onChange }: ChoiceProps) {
  const [keyword, setKeyword] = useState('');
  const { users, loading } = useUserSearch(keyword);
  const returnField = field.customReturnField ?? 'username';
  const options = users.map((u) => ({ value: String(u[returnField] ?? u.username), label: userLabel(u) }));
  // A chosen user outside the current results still shows (by its value).
  for (const v of Array.isArray(value) ? value : value ? [value] : []) {
    if (!options.some((o) => o.value === v)) options.push({ value: v, label: v });
  }
  return (
    <Select
      aria-label={T.value}
      placeholder={T.userPlaceholder}
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      mode={multiple ? 'multiple' : undefined}
      loading={loading}
      options={options}
      value={value}
      onChange={(v: Value) => onChange(v)}
      style={FULL}
    />
  );
}
