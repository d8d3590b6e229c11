import { Suspense, useRef, useState } from 'react';
import { Button, Card, Descriptions, Space } from 'antd';
import type { GridColumn } from '../../../../shared/domain/grid/column';
import { EditableGridLazy } from '../../../widgets/editable-grid/editable-grid-lazy';
import type { EditableGridRef } from '../../../widgets/editable-grid/types';
import { FileUpload } from '../../../widgets/upload/file-upload';
import { ImageUpload } from '../../../widgets/upload/image-upload';
import { UPLOAD_CELL_RENDERERS } from '../../../widgets/upload/grid-cells';
import { PageSpin } from '../../../shell/widgets/page-spin';

// The server's upload call needs a session, so the demo's cells ask for the token header.
const COLUMNS: GridColumn[] = [
  { key: 'name', title: '名称', type: 'input', width: 120 },
  { key: 'attachment', title: '附件', type: 'file', token: true, width: 200 },
  { key: 'photo', title: '照片', type: 'image', token: true, width: 200 },
  { key: 'record', title: '记录', type: 'upload', token: true, allowRemove: false, width: 200 },
];
const ROWS = [
  { id: 'demo-1', name: '一号机组', attachment: '', photo: '', record: '' },
  { id: 'demo-2', name: '二号机组', attachment: '', photo: '', record: '' },
];

const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** 文件上传 / 图片上传 and the upload, file and image grid cells, against the real upload call. */
export default function UploadDemo() {
  const [files, setFiles] = useState<unknown>('');
  const [images, setImages] = useState<unknown>('');
  const grid = useRef<EditableGridRef>(null);
  const [gridValues, setGridValues] = useState('');
  return (
    <Card title="文件与图片上传" size="small">
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label="文件上传（最多 3 个）">
            <FileUpload value={text(files)} onChange={setFiles} number={3} />
          </Descriptions.Item>
          <Descriptions.Item label="文件上传的值">
            <output aria-label="文件上传的值">{text(files)}</output>
          </Descriptions.Item>
          <Descriptions.Item label="图片上传">
            <ImageUpload value={text(images)} onChange={setImages} />
          </Descriptions.Item>
          <Descriptions.Item label="图片上传的值">
            <output aria-label="图片上传的值">{text(images)}</output>
          </Descriptions.Item>
        </Descriptions>
        <Suspense fallback={<PageSpin />}>
          <EditableGridLazy
            ref={grid}
            label="附件明细"
            columns={COLUMNS}
            dataSource={ROWS}
            rowNumber
            cellRenderers={UPLOAD_CELL_RENDERERS}
          />
        </Suspense>
        <Space>
          <Button onClick={() => setGridValues(JSON.stringify(grid.current?.getValuesSync() ?? []))}>
            读取表格的值
          </Button>
          <output aria-label="表格的值">{gridValues}</output>
        </Space>
      </Space>
    </Card>
  );
}
