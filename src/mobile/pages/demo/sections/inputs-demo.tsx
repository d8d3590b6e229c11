import { useState } from 'react';
import { Card, List } from 'antd-mobile';
import { TagInput } from '../../../widgets/inputs/tag-input';
import { NumberInput, type NumberInputValue } from '../../../widgets/inputs/number-input';
import { EllipsisText } from '../../../widgets/inputs/ellipsis-text';
import { NumberText } from '../../../widgets/inputs/number-text';
import { AreaLinkage } from '../../../widgets/area/area-linkage';
import { AreaText } from '../../../widgets/area/area-text';

const LONG_TEXT =
  '厂网协同平台把电厂与电网公司的日常协作放到一处：计划、结算、发票、通知与反馈都在这里完成。';

/** The phone's small inputs and area pickers, each with its current value. */
export default function InputsDemo() {
  const [tags, setTags] = useState('厂网;协同');
  const [amount, setAmount] = useState<NumberInputValue>(-1234567.5);
  const [area, setArea] = useState<string[]>(['440000', '440300', '440305']);
  const [areaByWheel, setAreaByWheel] = useState<string[]>([]);
  return (
    <Card title="输入组件">
      <List>
        <List.Item title="标签输入" description={<output aria-label="标签值">{tags}</output>}>
          <TagInput aria-label="标签输入" value={tags} onChange={setTags} placeholder="每2个字一个标签" />
        </List.Item>
        <List.Item
          title="数字输入"
          description={
            <>
              <output aria-label="数字值">{JSON.stringify(amount)}</output>{' '}
              <output aria-label="千分位">
                <NumberText value={amount} />
              </output>
            </>
          }
        >
          <NumberInput aria-label="数字输入" value={amount} onChange={setAmount} />
        </List.Item>
        <List.Item title="超长省略（点击展开）">
          <EllipsisText value={LONG_TEXT} />
        </List.Item>
        <List.Item
          title="省市区（级联）"
          description={
            <>
              <output aria-label="地区编码">{area.join(',')}</output>{' '}
              <output aria-label="地区名称">
                <AreaText value={area} />
              </output>
            </>
          }
        >
          <AreaLinkage aria-label="省市区" value={area} onChange={setArea} />
        </List.Item>
        <List.Item
          title="省市区（滚轮）"
          description={<output aria-label="滚轮地区编码">{areaByWheel.join(',')}</output>}
        >
          <AreaLinkage aria-label="省市区滚轮" type="select" value={areaByWheel} onChange={setAreaByWheel} />
        </List.Item>
      </List>
    </Card>
  );
}
