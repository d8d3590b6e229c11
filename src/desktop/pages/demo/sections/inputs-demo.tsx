import { useState } from 'react';
import { Card, Descriptions, Flex } from 'antd';
import { INPUTS_DEMO } from '../../../../shared/domain/examples/inputs-demo';
import { TagInput } from '../../../widgets/inputs/tag-input';
import { NumberInput, type NumberInputValue } from '../../../widgets/inputs/number-input';
import { EllipsisText } from '../../../widgets/inputs/ellipsis-text';
import { NumberText } from '../../../widgets/inputs/number-text';
import { AreaLinkage } from '../../../widgets/area/area-linkage';
import { AreaText } from '../../../widgets/area/area-text';

/** Tag input, number input, ellipsis, number filter and the area pickers, each with its value. */
export default function InputsDemo() {
  const [tags, setTags] = useState<string>(INPUTS_DEMO.tags);
  const [amount, setAmount] = useState<NumberInputValue>(INPUTS_DEMO.amount);
  const [area, setArea] = useState<string[]>([...INPUTS_DEMO.area]);
  const [areaBySelect, setAreaBySelect] = useState<string[]>([]);
  return (
    <Card title="输入组件" size="small">
      <Descriptions column={1} bordered size="small" styles={{ label: { width: 160 } }}>
        <Descriptions.Item label="标签输入">
          <TagInput
            aria-label="标签输入"
            value={tags}
            onChange={setTags}
            placeholder="输入文字，每2个字一个标签"
          />
          <output aria-label="标签值">{tags}</output>
        </Descriptions.Item>
        <Descriptions.Item label="数字输入">
          <Flex vertical gap={4}>
            <NumberInput aria-label="数字输入" value={amount} onChange={setAmount} style={{ width: 240 }} />
            <span>
              值：<output aria-label="数字值">{JSON.stringify(amount)}</output>，千分位：
              <output aria-label="千分位">
                <NumberText value={amount} />
              </output>
            </span>
          </Flex>
        </Descriptions.Item>
        <Descriptions.Item label="超长省略">
          <EllipsisText value={INPUTS_DEMO.longText} />
        </Descriptions.Item>
        <Descriptions.Item label="省市区（级联）">
          <AreaLinkage aria-label="省市区" value={area} onChange={setArea} style={{ maxWidth: 360 }} />
          <div>
            编码：<output aria-label="地区编码">{area.join(',')}</output>，名称：
            <output aria-label="地区名称">
              <AreaText value={area} />
            </output>
          </div>
        </Descriptions.Item>
        <Descriptions.Item label="省市区（下拉）">
          <AreaLinkage
            aria-label="省市区下拉"
            type="select"
            value={areaBySelect}
            onChange={setAreaBySelect}
          />
          <output aria-label="下拉地区编码">{areaBySelect.join(',')}</output>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
