import { Card, List } from 'antd-mobile';
import { MobileCategorySelect } from '../../../widgets/dict-select/category-select';
import { MobileDictMultiSelect } from '../../../widgets/dict-select/dict-multi-select';
import { MobileDictSearchSelect } from '../../../widgets/dict-select/dict-search-select';
import { MobileDictSelect } from '../../../widgets/dict-select/dict-select';
import { MobileDictSwitch } from '../../../widgets/dict-select/dict-switch';
import { MobileDictTreeSelect } from '../../../widgets/dict-select/dict-tree-select';
import { useDictDemo } from '../../../../shared/hooks/dict-select/use-dict-demo';

/** Prints a widget's current value so a browser test can read it. */
function Value({ label, value }: { label: string; value: unknown }) {
  return <output aria-label={`${label}的值`}>{String(value ?? '')}</output>;
}

/** The phone's dictionary-family selects against the seeded data. */
export default function DictDemo() {
  const demo = useDictDemo();
  return (
    <Card title="字典选择">
      <List>
        <List.Item title="字典下拉" extra={<Value label="字典下拉" value={demo.sex} />}>
          <MobileDictSelect dictCode="sex" aria-label="字典下拉" value={demo.sex} onChange={demo.setSex} />
        </List.Item>
        <List.Item title="字典按钮" extra={<Value label="字典按钮" value={demo.priority} />}>
          <MobileDictSelect
            dictCode="priority"
            type="radioButton"
            aria-label="字典按钮"
            value={demo.priority}
            onChange={demo.setPriority}
          />
        </List.Item>
        <List.Item title="字典多选" extra={<Value label="字典多选" value={demo.priorities} />}>
          <MobileDictMultiSelect
            dictCode="priority"
            aria-label="字典多选"
            value={demo.priorities}
            onChange={demo.setPriorities}
          />
        </List.Item>
        <List.Item title="异步搜索" extra={<Value label="异步搜索" value={demo.user} />}>
          <MobileDictSearchSelect
            dict="sys_user,realname,username"
            aria-label="异步搜索"
            value={demo.user}
            onChange={demo.setUser}
          />
        </List.Item>
        <List.Item title="字典树" extra={<Value label="字典树" value={demo.depart} />}>
          <MobileDictTreeSelect
            dict="sys_depart,depart_name,id"
            pidField="parent_id"
            aria-label="字典树"
            value={demo.depart}
            onChange={demo.setDepart}
          />
        </List.Item>
        <List.Item title="分类树" extra={<Value label="分类树" value={demo.category} />}>
          <MobileCategorySelect
            pcode="B01"
            aria-label="分类树"
            value={demo.category}
            onChange={demo.setCategory}
          />
        </List.Item>
        <List.Item title="开关" extra={<Value label="开关" value={demo.enabled} />}>
          <MobileDictSwitch aria-label="开关" value={demo.enabled} onChange={demo.setEnabled} />
        </List.Item>
      </List>
    </Card>
  );
}
