import { Suspense, useRef, useState } from 'react';
import { Button, Card } from 'antd-mobile';
import type { GridApi } from '../../../../shared/domain/grid/api';
import {
  collectGridDemo,
  GRID_DEMO_COLUMNS,
  GRID_DEMO_ROWS,
} from '../../../../shared/domain/examples/grid-demo';
import { GridCardsLazy } from '../../../widgets/grid-cards/grid-cards-lazy';
import { PageLoading } from '../../../ui/page-loading';

/** The same 22-column schema as the desktop grid, as cards with the full-screen row editor. */
export default function GridDemo() {
  const grid = useRef<GridApi>(null);
  const [result, setResult] = useState('');

  const collect = async () => {
    const text = await collectGridDemo(grid.current);
    if (text !== null) setResult(text);
  };

  return (
    <Card title="可编辑表格">
      <Suspense fallback={<PageLoading />}>
        <GridCardsLazy
          ref={grid}
          label="设备明细"
          columns={GRID_DEMO_COLUMNS}
          dataSource={GRID_DEMO_ROWS}
          draft={{ formKey: 'demo-grid-mobile' }}
          dragSort
        />
      </Suspense>
      <Button block color="primary" style={{ marginTop: 12 }} onClick={() => void collect()}>
        校验并取值
      </Button>
      <output aria-label="取值结果">{result}</output>
    </Card>
  );
}
