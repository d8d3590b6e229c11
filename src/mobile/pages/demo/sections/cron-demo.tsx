import { useState } from 'react';
import { Card, List } from 'antd-mobile';
import { MobileCronInputLazy } from '../../../widgets/cron/cron-input-lazy';

/** The phone's cron editor (full-screen, one panel per field, next runs). */
export default function CronDemo() {
  const [expression, setExpression] = useState('0 0/5 * * * ? *');
  return (
    <Card title="Cron表达式">
      <List>
        <List.Item title="执行周期">
          <MobileCronInputLazy value={expression} onChange={setExpression} />
        </List.Item>
      </List>
      <output aria-label="表达式">{expression}</output>
    </Card>
  );
}
