import { Suspense, useRef, useState } from 'react';
import { Button, Card, Space, Typography } from 'antd';
import {
  collectGridDemo,
  GRID_DEMO_COLUMNS,
  GRID_DEMO_ROWS,
} from '../../../../shared/domain/examples/grid-demo';
import { EditableGridLazy } from '../../../widgets/editable-grid/editable-grid-lazy';
import type { EditableGridRef, SlotRenderer } from '../../../widgets/editable-grid/types';
import { PageSpin } from '../../../shell/widgets/page-spin';

const SLOTS: Record<string, SlotRenderer> = {
  actions: ({ rowId }) => <Typography.Text type="secondary">#{rowId.slice(0, 6)}</Typography.Text>,
};

/** All 22 cell types, validation, statistics, drag sort and the toolbar; 校验并取值 shows getValues. */
export default function GridDemo() {
  const grid = useRef<EditableGridRef>(null);
  const [result, setResult] = useState('');

  const collect = async () => {
    const text = await collectGridDemo(grid.current);
    if (text !== null) setResult(text);
  };

  return (
    <Card title="可编辑表格" size="small">
      <Suspense fallback={<PageSpin />}>
        <EditableGridLazy
          ref={grid}
          label="设备明细"
          columns={GRID_DEMO_COLUMNS}
          dataSource={GRID_DEMO_ROWS}
          draft={{ formKey: 'demo-grid' }}
          rowNumber
          rowSelection
          dragSort
          toolbar
          slots={SLOTS}
          maxHeight={420}
        />
      </Suspense>
      <Space style={{ marginTop: 12 }}>
        <Button type="primary" onClick={() => void collect()}>
          校验并取值
        </Button>
        <output aria-label="取值结果">{result}</output>
      </Space>
    </Card>
  );
}
