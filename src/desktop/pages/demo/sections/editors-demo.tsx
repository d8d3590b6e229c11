import { Card, Descriptions, Select, Space, Switch } from 'antd';
import { CODE_MODE_OPTIONS } from '../../../../shared/domain/examples/editors-demo';
import { useEditorsDemo } from '../../../../shared/hooks/editors/use-editors-demo';
import { CodeEditorLazy, MarkdownEditorLazy, RichTextEditorLazy } from '../../../widgets/editors';

/** The three editors against the real upload call, each printing its current value. */
export default function EditorsDemo() {
  const { markdown, setMarkdown, html, setHtml, code, setCode, mode, setMode, readOnly, setReadOnly } =
    useEditorsDemo();
  return (
    <Card
      title="编辑器"
      size="small"
      extra={
        <Space>
          <span>只读</span>
          <Switch aria-label="只读" checked={readOnly} onChange={setReadOnly} />
        </Space>
      }
    >
      <Descriptions column={1} bordered size="small" styles={{ label: { width: 120 } }}>
        <Descriptions.Item label="Markdown">
          <MarkdownEditorLazy
            aria-label="Markdown编辑器"
            value={markdown}
            onChange={setMarkdown}
            readOnly={readOnly}
          />
          <output aria-label="Markdown内容" style={{ whiteSpace: 'pre-wrap', display: 'block' }}>
            {markdown}
          </output>
        </Descriptions.Item>
        <Descriptions.Item label="富文本">
          <RichTextEditorLazy aria-label="富文本编辑器" value={html} onChange={setHtml} readOnly={readOnly} />
          <output aria-label="富文本内容" style={{ display: 'block', wordBreak: 'break-all' }}>
            {html}
          </output>
        </Descriptions.Item>
        <Descriptions.Item label="代码">
          <Select
            aria-label="代码语言"
            value={mode}
            options={CODE_MODE_OPTIONS}
            onChange={setMode}
            style={{ width: 160, marginBottom: 8 }}
          />
          <CodeEditorLazy
            aria-label="代码编辑器"
            mode={mode}
            value={code}
            onChange={setCode}
            readOnly={readOnly}
          />
          <output aria-label="代码内容" style={{ whiteSpace: 'pre-wrap', display: 'block' }}>
            {code}
          </output>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
