import { useState } from 'react';
import { Card, Descriptions, Select, Space, Switch } from 'antd';
import { CODE_MODES, type CodeMode } from '../../../../shared/domain/widgets/editors/code';
import { CodeEditorLazy, MarkdownEditorLazy, RichTextEditorLazy } from '../../../widgets/editors';

const MODE_OPTIONS = CODE_MODES.map((m) => ({ value: m, label: m }));

/** The three editors against the real upload call, each printing its current value. */
export default function EditorsDemo() {
  const [markdown, setMarkdown] = useState('# 厂网协同\n\n点击工具栏的图片按钮可以**上传图片**。');
  const [html, setHtml] = useState('<p>富文本<strong>示例</strong></p>');
  const [code, setCode] = useState('select id, plant_name\nfrom cwxt_plant\nwhere status = 1;');
  const [mode, setMode] = useState<CodeMode>('sql');
  const [readOnly, setReadOnly] = useState(false);
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
            options={MODE_OPTIONS}
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
