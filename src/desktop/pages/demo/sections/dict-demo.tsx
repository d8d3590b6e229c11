import { useState, type ReactNode } from 'react';
import { Card, Descriptions, type DescriptionsProps } from 'antd';
import { CategorySelect } from '../../../widgets/dict-select/category-select';
import { DictMultiSelect } from '../../../widgets/dict-select/dict-multi-select';
import { DictSearchSelect } from '../../../widgets/dict-select/dict-search-select';
import { DictSelect } from '../../../widgets/dict-select/dict-select';
import { DictSwitch } from '../../../widgets/dict-select/dict-switch';
import { DictTreeSelect } from '../../../widgets/dict-select/dict-tree-select';
import { useDictDemo } from '../../../../shared/hooks/dict-select/use-dict-demo';

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
  const demo = useDictDemo();
  const [sexRadio, setSexRadio] = useState('2');
  const items = [
    row(
      '字典下拉',
      demo.sex,
      <DictSelect dictCode="sex" aria-label="字典下拉" value={demo.sex} onChange={demo.setSex} />,
    ),
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
      demo.priority,
      <DictSelect
        dictCode="priority"
        type="radioButton"
        aria-label="字典按钮"
        value={demo.priority}
        onChange={demo.setPriority}
      />,
    ),
    row(
      '字典多选',
      demo.priorities,
      <DictMultiSelect
        dictCode="priority"
        aria-label="字典多选"
        value={demo.priorities}
        onChange={demo.setPriorities}
      />,
    ),
    row(
      '异步搜索',
      demo.user,
      <DictSearchSelect
        dict="sys_user,realname,username"
        aria-label="异步搜索"
        value={demo.user}
        onChange={demo.setUser}
      />,
    ),
    row(
      '字典树',
      demo.depart,
      <DictTreeSelect
        dict="sys_depart,depart_name,id"
        pidField="parent_id"
        aria-label="字典树"
        value={demo.depart}
        onChange={demo.setDepart}
      />,
    ),
    row(
      '分类树',
      demo.category,
      <CategorySelect pcode="B01" aria-label="分类树" value={demo.category} onChange={demo.setCategory} />,
    ),
    row(
      '开关',
      demo.enabled,
      <DictSwitch aria-label="开关" value={demo.enabled} onChange={demo.setEnabled} />,
    ),
  ];
  return (
    <Card title="字典选择" size="small">
      <Descriptions column={1} bordered size="small" items={items} />
    </Card>
  );
}
