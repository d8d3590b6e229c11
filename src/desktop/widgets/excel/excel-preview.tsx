import { Alert, Button, Space, Spin, Table, Tag, Typography } from 'antd';
import type { ChosenFile } from '../../../shared/hooks/excel/use-import-excel';
import type { SheetPreview } from '../../../shared/domain/widgets/excel/preview';

/** The column mapping of a chosen file: header → field, unmatched headers flagged. */
function Mapping({ preview }: { preview: SheetPreview }) {
  return (
    <div aria-label="列对应">
      <Space size={[4, 4]} wrap>
        {preview.mapping.headers.map((h) =>
          h.key ? (
            <Tag key={h.index} color="blue">
              {h.header} → {h.title}
            </Tag>
          ) : (
            <Tag key={h.index} color="red">
              {h.header}（未匹配，将忽略）
            </Tag>
          ),
        )}
      </Space>
      {preview.mapping.missing.length > 0 ? (
        <Typography.Text type="secondary" style={{ display: 'block' }}>
          文件中没有的列：{preview.mapping.missing.map((c) => c.title).join('、')}
        </Typography.Text>
      ) : null}
    </div>
  );
}

/** The failing rows among the first rows of the file. */
function Failing({ preview }: { preview: SheetPreview }) {
  if (preview.rows.length === 0) return <Alert type="warning" showIcon title="文件中没有数据" />;
  if (preview.failing.length === 0)
    return <Alert type="success" showIcon title={`前${preview.rows.length}行均通过校验`} />;
  return (
    <>
      <Alert
        type="error"
        showIcon
        title={`前${preview.rows.length}行中有${preview.failing.length}行未通过校验，上传后整个文件不会导入`}
      />
      <Table
        size="small"
        pagination={false}
        rowKey="rowNumber"
        aria-label="未通过校验的行"
        dataSource={preview.failing}
        columns={[
          { title: '行号', dataIndex: 'rowNumber', width: 70 },
          { title: '错误信息', key: 'errors', render: (_, r) => r.errors.join('；') },
        ]}
      />
    </>
  );
}

/** One chosen file: name, remove action and its preview. */
export function ExcelFilePreview({ chosen, onRemove }: { chosen: ChosenFile; onRemove: () => void }) {
  const { preview } = chosen;
  return (
    <section aria-label={`文件预览 ${chosen.file.name}`} style={{ marginBottom: 12 }}>
      <Space style={{ marginBottom: 4 }}>
        <Typography.Text strong>{chosen.file.name}</Typography.Text>
        <Button type="link" size="small" onClick={onRemove} aria-label={`移除 ${chosen.file.name}`}>
          移除
        </Button>
      </Space>
      {preview.status === 'loading' ? <Spin size="small" description="正在解析…" /> : null}
      {preview.status === 'error' && preview.message ? (
        <Alert type="error" showIcon title={preview.message} />
      ) : null}
      {preview.status === 'ready' ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Mapping preview={preview.preview} />
          <Failing preview={preview.preview} />
        </Space>
      ) : null}
    </section>
  );
}
