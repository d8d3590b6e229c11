import { useState } from 'react';
import { Card, Descriptions } from 'antd';
import { CronInputLazy } from '../../../widgets/cron/cron-input-lazy';

/** Both builders: the seven-field job dialog (608) and the tabbed editor with the next runs (800). */
export default function CronDemo() {
  const [job, setJob] = useState('0 0/5 * * * ? *');
  const [tabbed, setTabbed] = useState('0 30 8 ? * 2#1 *');
  return (
    <Card title="Cron表达式" size="small">
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="任务对话框">
          <CronInputLazy id="demo-cron-job" builder="job" value={job} onChange={setJob} />
          <output aria-label="任务表达式">{job}</output>
        </Descriptions.Item>
        <Descriptions.Item label="分页编辑器">
          <CronInputLazy id="demo-cron-tabbed" builder="tabbed" value={tabbed} onChange={setTabbed} />
          <output aria-label="分页表达式">{tabbed}</output>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
