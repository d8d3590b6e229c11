import { Card, List, Selector, Switch } from 'antd-mobile';
import { CODE_MODE_OPTIONS } from '../../../../shared/domain/examples/editors-demo';
import { useEditorsDemo } from '../../../../shared/hooks/editors/use-editors-demo';
import { CodeEditorLazy, MarkdownEditorLazy, RichTextEditorLazy } from '../../../widgets/editors';

/** The three editors on the phone, each printing its current value. */
export default function EditorsDemo() {
  const { markdown, setMarkdown, html, setHtml, code, setCode, mode, setMode, readOnly, setReadOnly } =
    useEditorsDemo();
  return (
    <Card title="编辑器">
      <List>
        <List.Item extra={<Switch aria-label="只读" checked={readOnly} onChange={setReadOnly} />}>
          只读
        </List.Item>
      </List>
      <h3>Markdown</h3>
      <MarkdownEditorLazy
        aria-label="Markdown编辑器"
        value={markdown}
        onChange={setMarkdown}
        readOnly={readOnly}
      />
      <output aria-label="Markdown内容" style={{ whiteSpace: 'pre-wrap', display: 'block' }}>
        {markdown}
      </output>
      <h3>富文本</h3>
      <RichTextEditorLazy aria-label="富文本编辑器" value={html} onChange={setHtml} readOnly={readOnly} />
      <output aria-label="富文本内容" style={{ display: 'block', wordBreak: 'break-all' }}>
        {html}
      </output>
      <h3>代码</h3>
      <Selector
        aria-label="代码语言"
        columns={4}
        options={CODE_MODE_OPTIONS}
        value={[mode]}
        onChange={(v) => v[0] && setMode(v[0])}
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
    </Card>
  );
}
