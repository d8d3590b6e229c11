import { useState } from 'react';
import { Card, List } from 'antd-mobile';
import { INPUTS_DEMO } from '../../../../shared/domain/examples/inputs-demo';
import { TagInput } from '../../../widgets/inputs/tag-input';
import { NumberInput, type NumberInputValue } from '../../../widgets/inputs/number-input';
import { EllipsisText } from '../../../widgets/inputs/ellipsis-text';
import { NumberText } from '../../../widgets/inputs/number-text';
import { AreaLinkage } from '../../../widgets/area/area-linkage';
import { AreaText } from '../../../widgets/area/area-text';

/** The phone's small inputs and area pickers, each with its current value. */
export default function InputsDemo() {
  const [tags, setTags] = useState<string>(INPUTS_DEMO.tags);
  const [amount, setAmount] = useState<NumberInputValue>(INPUTS_DEMO.amount);
  const [area, setArea] = useState<string[]>([...INPUTS_DEMO.area]);
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
          <EllipsisText value={INPUTS_DEMO.longText} />
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
