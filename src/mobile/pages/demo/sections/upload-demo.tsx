import { Suspense, useRef, useState } from 'react';
import { Button, Card, List } from 'antd-mobile';
import type { GridApi } from '../../../../shared/domain/grid/api';
import type { GridColumn } from '../../../../shared/domain/grid/column';
import { GridCardsLazy } from '../../../widgets/grid-cards/grid-cards-lazy';
import { MobileFileUpload } from '../../../widgets/upload/file-upload';
import { MobileImageUpload } from '../../../widgets/upload/image-upload';
import { UPLOAD_FIELD_RENDERERS } from '../../../widgets/upload/field-renderers';
import { PageLoading } from '../../../ui/page-loading';

// The server's upload call needs a session, so the demo's fields ask for the token header.
const COLUMNS: GridColumn[] = [
  { key: 'name', title: '名称', type: 'input' },
  { key: 'attachment', title: '附件', type: 'file', token: true },
  { key: 'photo', title: '照片', type: 'image', token: true },
];
const ROWS = [{ id: 'demo-1', name: '一号机组', attachment: '', photo: '' }];

const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** 文件上传 / 图片上传 on the phone and the upload fields of the row editor. */
export default function UploadDemo() {
  const [files, setFiles] = useState<unknown>('');
  const [images, setImages] = useState<unknown>('');
  const grid = useRef<GridApi>(null);
  const [gridValues, setGridValues] = useState('');
  return (
    <Card title="文件与图片上传">
      <List header="文件上传（最多 3 个）">
        <List.Item>
          <MobileFileUpload value={text(files)} onChange={setFiles} number={3} />
        </List.Item>
        <List.Item description={<output aria-label="文件上传的值">{text(files)}</output>}>
          文件上传的值
        </List.Item>
      </List>
      <List header="图片上传">
        <List.Item>
          <MobileImageUpload value={text(images)} onChange={setImages} />
        </List.Item>
        <List.Item description={<output aria-label="图片上传的值">{text(images)}</output>}>
          图片上传的值
        </List.Item>
      </List>
      <Suspense fallback={<PageLoading />}>
        <GridCardsLazy
          ref={grid}
          label="附件明细"
          columns={COLUMNS}
          dataSource={ROWS}
          fieldRenderers={UPLOAD_FIELD_RENDERERS}
        />
      </Suspense>
      <Button
        block
        style={{ marginTop: 12, minHeight: 44 }}
        onClick={() => setGridValues(JSON.stringify(grid.current?.getValuesSync() ?? []))}
      >
        读取表格的值
      </Button>
      <output aria-label="表格的值">{gridValues}</output>
    </Card>
  );
}
