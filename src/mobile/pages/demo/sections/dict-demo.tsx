import { useState } from 'react';
import { Card, List } from 'antd-mobile';
import { MobileCategorySelect } from '../../../widgets/dict-select/category-select';
import { MobileDictMultiSelect } from '../../../widgets/dict-select/dict-multi-select';
import { MobileDictSearchSelect } from '../../../widgets/dict-select/dict-search-select';
import { MobileDictSelect } from '../../../widgets/dict-select/dict-select';
import { MobileDictSwitch } from '../../../widgets/dict-select/dict-switch';
import { MobileDictTreeSelect } from '../../../widgets/dict-select/dict-tree-select';

/** Prints a widget's current value so a browser test can read it. */
function Value({ label, value }: { label: string; value: unknown }) {
  return <output aria-label={`${label}的值`}>{String(value ?? '')}</output>;
}

/** The phone's dictionary-family selects against the seeded data. */
export default function DictDemo() {
  const [sex, setSex] = useState('1');
  const [priority, setPriority] = useState('M');
  const [priorities, setPriorities] = useState('L,H');
  const [user, setUser] = useState('admin');
  const [depart, setDepart] = useState('');
  const [category, setCategory] = useState('');
  const [enabled, setEnabled] = useState<unknown>('');
  return (
    <Card title="字典选择">
      <List>
        <List.Item title="字典下拉" extra={<Value label="字典下拉" value={sex} />}>
          <MobileDictSelect dictCode="sex" aria-label="字典下拉" value={sex} onChange={setSex} />
        </List.Item>
        <List.Item title="字典按钮" extra={<Value label="字典按钮" value={priority} />}>
          <MobileDictSelect
            dictCode="priority"
            type="radioButton"
            aria-label="字典按钮"
            value={priority}
            onChange={setPriority}
          />
        </List.Item>
        <List.Item title="字典多选" extra={<Value label="字典多选" value={priorities} />}>
          <MobileDictMultiSelect
            dictCode="priority"
            aria-label="字典多选"
            value={priorities}
            onChange={setPriorities}
          />
        </List.Item>
        <List.Item title="异步搜索" extra={<Value label="异步搜索" value={user} />}>
          <MobileDictSearchSelect
            dict="sys_user,realname,username"
            aria-label="异步搜索"
            value={user}
            onChange={setUser}
          />
        </List.Item>
        <List.Item title="字典树" extra={<Value label="字典树" value={depart} />}>
          <MobileDictTreeSelect
            dict="sys_depart,depart_name,id"
            pidField="parent_id"
            aria-label="字典树"
            value={depart}
            onChange={setDepart}
          />
        </List.Item>
        <List.Item title="分类树" extra={<Value label="分类树" value={category} />}>
          <MobileCategorySelect pcode="B01" aria-label="分类树" value={category} onChange={setCategory} />
        </List.Item>
        <List.Item title="开关" extra={<Value label="开关" value={enabled} />}>
          <MobileDictSwitch aria-label="开关" value={enabled} onChange={setEnabled} />
        </List.Item>
      </List>
    </Card>
  );
}
