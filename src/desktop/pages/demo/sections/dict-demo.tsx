import { useState, type ReactNode } from 'react';
import { Card, Descriptions, type DescriptionsProps } from 'antd';
import { CategorySelect } from '../../../widgets/dict-select/category-select';
import { DictMultiSelect } from '../../../widgets/dict-select/dict-multi-select';
import { DictSearchSelect } from '../../../widgets/dict-select/dict-search-select';
import { DictSelect } from '../../../widgets/dict-select/dict-select';
import { DictSwitch } from '../../../widgets/dict-select/dict-switch';
import { DictTreeSelect } from '../../../widgets/dict-select/dict-tree-select';

/** A row: the widget and its current value (printed so a browser test can read it). */
function row(
  label: string,
  value: unknown,
  widget: ReactNode,
): NonNullable<DescriptionsProps['items']>[number] {
  return {
    key: label,
    label,
    children: (
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <div style={{ flex: 1, minWidth: 0 }}>{widget}</div>
        <output aria-label={`${label}的值`}>{String(value ?? '')}</output>
      </div>
    ),
  };
}

/** The dictionary-family selects against the seeded dictionaries, users, departments and categories. */
export default function DictDemo() {
  const [sex, setSex] = useState('1');
  const [sexRadio, setSexRadio] = useState('2');
  const [priority, setPriority] = useState('M');
  const [priorities, setPriorities] = useState('L,H');
  const [user, setUser] = useState('admin');
  const [depart, setDepart] = useState('');
  const [category, setCategory] = useState('');
  const [enabled, setEnabled] = useState<unknown>('');
  const items = [
    row('字典下拉', sex, <DictSelect dictCode="sex" aria-label="字典下拉" value={sex} onChange={setSex} />),
    row(
      '字典单选',
      sexRadio,
      <DictSelect
        dictCode="sex"
        type="radio"
        aria-label="字典单选"
        value={sexRadio}
        onChange={setSexRadio}
      />,
    ),
    row(
      '字典按钮',
      priority,
      <DictSelect
        dictCode="priority"
        type="radioButton"
        aria-label="字典按钮"
        value={priority}
        onChange={setPriority}
      />,
    ),
    row(
      '字典多选',
      priorities,
      <DictMultiSelect
        dictCode="priority"
        aria-label="字典多选"
        value={priorities}
        onChange={setPriorities}
      />,
    ),
    row(
      '异步搜索',
      user,
      <DictSearchSelect
        dict="sys_user,realname,username"
        aria-label="异步搜索"
        value={user}
        onChange={setUser}
      />,
    ),
    row(
      '字典树',
      depart,
      <DictTreeSelect
        dict="sys_depart,depart_name,id"
        pidField="parent_id"
        aria-label="字典树"
        value={depart}
        onChange={setDepart}
      />,
    ),
    row(
      '分类树',
      category,
      <CategorySelect pcode="B01" aria-label="分类树" value={category} onChange={setCategory} />,
    ),
    row('开关', enabled, <DictSwitch aria-label="开关" value={enabled} onChange={setEnabled} />),
  ];
  return (
    <Card title="字典选择" size="small">
      <Descriptions column={1} bordered size="small" items={items} />
    </Card>
  );
}
