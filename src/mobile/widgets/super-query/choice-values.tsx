import { useMemo, useState } from 'react';
import { Input } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { departTreeQueryOptions, type DepartTreeNode } from '../../../shared/api/sys/depart-api';
import { useDictOptions } from '../../../shared/dict/use-dict-options';
import { SUPER_QUERY_TEXTS as T, type BuilderField } from '../../../shared/domain/query/builder-model';
import { userLabel, useUserSearch } from '../../../shared/hooks/super-query/use-user-search';
import { CheckGroup, NativeSelect, type Choice } from './native-choices';

type Value = string | string[] | undefined;

interface ChoiceValueProps {
  field: BuilderField;
  multiple: boolean;
  value: Value;
  onChange: (value: Value) => void;
}

const asList = (v: Value): string[] => (Array.isArray(v) ? v : v ? [v] : []);

function ChoiceInput({
  options,
  multiple,
  value,
  onChange,
  placeholder,
}: ChoiceValueProps & { options: Choice[]; placeholder: string }) {
  if (multiple)
    return <CheckGroup label={T.value} value={asList(value)} options={options} onChange={onChange} />;
  return (
    <NativeSelect
      label={T.value}
      placeholder={placeholder}
      value={Array.isArray(value) ? value[0] : value}
      options={options}
      onChange={onChange}
    />
  );
}

/** Dictionary (or fixed) options. */
export function DictValue(props: ChoiceValueProps) {
  const { field } = props;
  const dict = useDictOptions(field.options ? '' : (field.dictCode ?? ''));
  const options = field.options ?? dict.options.map((o) => ({ value: o.value, label: o.text }));
  return <ChoiceInput {...props} options={options} placeholder={T.selectPlaceholder} />;
}

function flatten(
  nodes: readonly DepartTreeNode[],
  returnField: string,
  depth = 0,
  out: Choice[] = [],
): Choice[] {
  for (const n of nodes) {
    // Full-width spaces keep the tree's shape inside a native select.
    out.push({
      value: String(n[returnField] ?? n.id),
      label: '　'.repeat(depth) + (n.departName ?? n.title),
    });
    if (n.children?.length) flatten(n.children, returnField, depth + 1, out);
  }
  return out;
}

/** Departments of `/sys/sysDepart/queryTreeList`, indented by level; the value is the id (or customReturnField). */
export function DepartValue(props: ChoiceValueProps) {
  const q = useQuery(departTreeQueryOptions());
  const returnField = props.field.customReturnField ?? 'id';
  const options = useMemo(() => flatten(q.data ?? [], returnField), [q.data, returnField]);
  return <ChoiceInput {...props} options={options} placeholder={T.departPlaceholder} />;
}

/** A real-name search (800 ms after typing) with the results as radio/checkbox rows; the value is the username. */
export function UserValue({ field, multiple, value, onChange }: ChoiceValueProps) {
  const [keyword, setKeyword] = useState('');
  const { users } = useUserSearch(keyword);
  const returnField = field.customReturnField ?? 'username';
  const chosen = asList(value);
  const options: Choice[] = users.map((u) => ({
    value: String(u[returnField] ?? u.username),
    label: userLabel(u),
  }));
  // Chosen users outside the current results stay listed (by their value).
  for (const v of chosen) if (!options.some((o) => o.value === v)) options.unshift({ value: v, label: v });
  return (
    <div className="cwxt-m-sq-user">
      <Input
        aria-label={T.userSearch}
        placeholder={T.userPlaceholder}
        value={keyword}
        onChange={setKeyword}
        clearable
      />
      <CheckGroup
        label={T.value}
        single={!multiple}
        value={chosen}
        options={options}
        onChange={(list) => onChange(multiple ? list : list[0])}
      />
    </div>
  );
}
